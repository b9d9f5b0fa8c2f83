// Legal X-Wing commands read off options(): drives the property tests with random but valid play.
import { viewSession, type Session } from '../../../../shared/engine';
import type { AttackOptions, ShipOptions, XwingOptions, XwingState } from '../../../../shared/engine/games/xwing';
import { DECIMATOR, howlrunner, rosters, setupCommand, wedge, X_WING } from './xwing-game';
import { pilotEntry } from './xwing-roster';

export function propertySetup(seed: string | number) {
  // With their abilities' moments from the card data, so the properties hold through the questions too.
  const abilities = { abilities: true };
  return setupCommand(rosters([pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke', ...abilities }), wedge()], [pilotEntry(DECIMATOR, 'Rear Admiral Chiraneau', { id: 'decimator', ...abilities }), howlrunner()]), seed);
}

type Command = Record<string, unknown> & { type: string };

const locations = [{ inFullFrontArc: true, inFullRearArc: false }, { inFullFrontArc: false, inFullRearArc: true }, { inFullFrontArc: true, inFullRearArc: true }, { bearing: 200 }];
const tokenCycle = ['focus', 'evade', 'calculate', 'stress', 'jam', 'ion', 'reinforce', 'tractor', 'lock', 'cloak', 'strain', 'deplete', 'disarm'] as const;

/** A number that changes from step to step, to vary parameters without a second random source. */
function variety(state: XwingState): number {
  return state.round * 7 + state.ships.reduce((sum, ship) => sum + ship.tokens.lock.length + ship.damageCards.length + ship.tokens.focus + ship.tokens.stress, 0) + state.random.a;
}

function attackCandidates(state: XwingState, attack: AttackOptions, n: number): Command[] {
  const out: Command[] = [];
  const where = locations[n % locations.length] ?? {};
  if (attack.step !== 'dealDamage' && attack.reinforce.attackerLocation === null) out.push({ type: 'locateAttacker', ...where });
  switch (attack.step) {
    case 'rollAttackDice':
      out.push({ type: 'rollAttackDice', rollForMe: true }, { type: 'rollAttackDice', rollForMe: true });
      return out;
    case 'dealDamage':
      return [{ type: 'dealDamage', drawForMe: true }];
    default:
      break;
  }
  for (const effect of attack.diceEffects) {
    if (effect.unavailable) continue;
    if (effect.spend === 'lock') out.push({ type: 'spendForDice', spend: 'lock', dice: effect.dice.slice(0, 1 + (n % 3)), rollForMe: true });
    else out.push({ type: 'spendForDice', spend: effect.spend });
  }
  const by = attack.mayModify[n % Math.max(1, attack.mayModify.length)];
  const pool = attack.step === 'modifyAttackDice' ? state.attack?.attackDice : state.attack?.defenseDice;
  if (by && attack.rerollableDice.length > 0) out.push({ type: 'rerollDice', by, dice: [attack.rerollableDice[0]], rollForMe: true });
  if (by && pool && pool.length > 0) {
    out.push({ type: 'cancelResult', by, die: n % pool.length });
    const face = attack.step === 'modifyAttackDice' ? (['hit', 'crit', 'blank', 'focus'] as const)[n % 4] : (['evade', 'blank', 'focus'] as const)[n % 3];
    if (pool[0]?.face !== face) out.push({ type: 'changeDieFace', by, die: 0, face });
  }
  if (by && pool && pool.length < 8) out.push({ type: 'addResult', by, face: attack.step === 'modifyAttackDice' ? 'crit' : 'evade' });
  if (attack.step === 'modifyAttackDice') out.push({ type: 'rollDefenseDice', rollForMe: true }, { type: 'rollDefenseDice', rollForMe: true });
  else if (!attack.reinforce.needsAttackerLocation) out.push({ type: 'neutralizeResults' }, { type: 'neutralizeResults' });
  return out;
}

function shipCandidates(ship: ShipOptions, n: number): Command[] {
  const out: Command[] = [];
  if (ship.canGainTokens) {
    const token = tokenCycle[n % tokenCycle.length] ?? 'focus';
    const holder = ship.lockHolders[n % Math.max(1, ship.lockHolders.length)];
    if (token === 'reinforce') out.push({ type: 'gainToken', ship: ship.ship, token, side: n % 2 === 0 ? 'fore' : 'aft' });
    else if (token === 'lock') {
      if (holder) out.push({ type: 'gainToken', ship: ship.ship, token, lockedBy: holder });
    } else out.push({ type: 'gainToken', ship: ship.ship, token, count: 1 + (n % 2) });
  }
  const held = ship.heldTokens[n % Math.max(1, ship.heldTokens.length)];
  if (held) {
    const which = { token: held.token, ...(held.side ? { side: held.side } : {}), ...(held.lockedBy ? { lockedBy: held.lockedBy } : {}) };
    out.push({ type: n % 2 === 0 ? 'spendToken' : 'removeToken', ship: ship.ship, ...which });
    const to = held.transferTo[n % Math.max(1, held.transferTo.length)];
    if (to) out.push({ type: 'transferToken', from: ship.ship, to, ...which });
  }
  const action = ship.actions.filter((option) => option.unavailable === null)[n % 3];
  if (action) {
    const detail =
      action.action === 'reinforce'
        ? { side: n % 2 === 0 ? 'aft' : 'fore' }
        : action.targets.length > 0
          ? { target: action.targets[n % action.targets.length] }
          : action.cards.length > 0
            ? { card: action.cards[0] }
            : {};
    out.push({ type: 'performAction', ship: ship.ship, action: action.action, ...detail, ...(ship.outOfTurn ? { byEffect: true } : {}) });
  }
  for (const charge of ship.charges) {
    if (charge.current > 0) out.push({ type: 'spendCharge', ship: ship.ship, charge: charge.charge });
    else out.push({ type: 'recoverCharge', ship: ship.ship, charge: charge.charge });
  }
  if (ship.shieldsToRecover > 0 && n % 3 === 0) out.push({ type: 'recoverShield', ship: ship.ship });
  return out;
}

/** Every kind of command options() offers now, with concrete parameters; plus undo and redo. */
export function legalCommands(session: Session): Command[] {
  const view = viewSession(session);
  const state = view.state;
  const options = view.options;
  if (state?.system !== 'xwing' || !options || !('damageDecks' in options)) return [];
  const xwingOptions: XwingOptions = options;
  const n = variety(state);
  const out: Command[] = [];
  if (xwingOptions.attack) out.push(...attackCandidates(state, xwingOptions.attack, n));
  else {
    if (xwingOptions.commands.includes('nextPhase')) out.push({ type: 'nextPhase' }, { type: 'nextPhase' });
    for (const attacker of xwingOptions.attackers) {
      const defender = attacker.targets[n % attacker.targets.length];
      const arc = attacker.arcs[0];
      if (!defender || !arc) continue;
      const range = 1 + (n % 3);
      out.push({ type: 'declareAttack', attacker: attacker.ship, defender, arc, range, ...(attacker.bonusAttack ? { bonusAttack: true } : {}), ...(n % 2 === 0 ? locations[n % locations.length] : {}) });
    }
    for (const candidate of xwingOptions.ships) if (candidate.activationUnavailable === null) out.push({ type: 'activateShip', ship: candidate.ship });
    if (xwingOptions.commands.includes('endActivation')) out.push({ type: 'endActivation' });
    if (xwingOptions.commands.includes('chooseFirstPlayer') && n % 3 === 0) out.push({ type: 'chooseFirstPlayer', player: xwingOptions.firstPlayer === 'p1' ? 'p2' : 'p1' });
  }
  for (const prompt of xwingOptions.prompts) {
    if (prompt.answer === 'die') out.push({ type: 'answerPrompt', prompt: prompt.id, rollForMe: true });
    else if (prompt.answer === 'yesNo') out.push({ type: 'answerPrompt', prompt: prompt.id, answer: n % 2 === 0 ? 'yes' : 'no' });
    else if (prompt.answer === 'damage') out.push({ type: 'answerPrompt', prompt: prompt.id, drawForMe: true });
    else if (prompt.answer === 'ability') {
      const keeper = prompt.ability?.keepsTokensOf[n % Math.max(1, prompt.ability.keepsTokensOf.length)];
      out.push({ type: 'answerPrompt', prompt: prompt.id, answer: n % 2 === 0 ? 'done' : 'skip', ...(prompt.ability?.cost?.amount === null ? { amount: 1 } : {}), ...(keeper ? { ship: keeper } : {}) });
    }
    else {
      const token = prompt.tokens[n % Math.max(1, prompt.tokens.length)];
      if (token) out.push({ type: 'answerPrompt', prompt: prompt.id, token: token.token, ...(token.side ? { side: token.side } : {}) });
      else out.push({ type: 'answerPrompt', prompt: prompt.id });
    }
  }
  const ship = xwingOptions.ships[n % Math.max(1, xwingOptions.ships.length)];
  if (ship) out.push(...shipCandidates(ship, n));
  const damaged = state.ships.find((candidate) => !candidate.destroyed && candidate.damageCards.length > 0);
  const card = damaged?.damageCards[0];
  if (damaged && card && n % 4 === 0) out.push({ type: 'repairDamageCard', ship: damaged.id, card: card.id }, { type: 'flipDamageCard', ship: damaged.id, card: card.id, faceup: !card.faceup });
  const living = state.ships.find((candidate) => !candidate.destroyed);
  if (living && n % 5 === 0) out.push({ type: 'assignCondition', ship: living.id, condition: 'Hunted' });
  const conditioned = state.ships.find((candidate) => candidate.conditions.length > 0);
  if (conditioned?.conditions[0]) out.push({ type: 'removeCondition', ship: conditioned.id, condition: conditioned.conditions[0].id });
  if (view.canUndo) out.push({ type: 'undo' });
  if (view.canRedo) out.push({ type: 'redo' });
  return out;
}
