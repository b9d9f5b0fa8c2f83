// Legal commands read off options(): drives property tests and the benchmark with random but valid play.
import { viewSession, type Session } from '../../../shared/engine';
import type { ArmadaOptions, ArmadaState } from '../../../shared/engine/games/armada';
import { CORRAN_HORN, CR90, ISD, NEBULON, STARHAWK, TIE_FIGHTER, VICTORY, X_WING, rosters, setupCommand } from './armada-game';
import { shipEntry, squadronEntry } from './armada-roster';

export function propertySetup(seed: string | number) {
  return setupCommand(
    rosters(
      { ships: [shipEntry(ISD, { id: 'isd' }), shipEntry(VICTORY, { id: 'vsd' })], squadrons: [squadronEntry(TIE_FIGHTER, { id: 'tie' }), squadronEntry('galactic-empire/howlrunner', { id: 'howl' })] },
      { ships: [shipEntry(CR90, { id: 'cr90' }), shipEntry(STARHAWK, { id: 'hawk' }), shipEntry(NEBULON, { id: 'neb' })], squadrons: [squadronEntry(X_WING, { id: 'xw' }), squadronEntry(CORRAN_HORN, { id: 'corran' })] },
    ),
    seed,
  );
}

type Command = Record<string, unknown> & { type: string };

function attackCandidates(state: ArmadaState, options: ArmadaOptions): Command[] {
  const attack = options.attack;
  if (!attack) return [];
  const out: Command[] = [];
  const current = state.attacks.at(-1);
  const poolSize = current?.pool.length ?? 0;
  switch (attack.step) {
    case 'rollAttackDice':
      return [{ type: 'rollAttackDice', rollForMe: true }];
    case 'resolveAttackEffects':
      out.push({ type: 'endAttackEffects' });
      for (const die of attack.accuracyDice) for (const token of attack.accuracyTokens) out.push({ type: 'spendAccuracy', die, token });
      if (poolSize > 0) out.push({ type: 'rerollAttackDie', die: 0, rollForMe: true });
      if (attack.canAddDice && poolSize < 12) out.push({ type: 'addAttackDie', color: 'black', rollForMe: true });
      break;
    case 'declareAdditionalSquadronTarget':
      out.push({ type: 'endAttack' });
      for (const squadron of attack.additionalSquadronTargets) out.push({ type: 'declareAdditionalSquadronTarget', squadron, range: 'close' });
      return out;
    default:
      break;
  }
  for (const token of attack.defenseTokens) {
    if (token.unavailable) continue;
    if (token.evade) {
      const take = Math.min(poolSize, token.evade.dice + token.evade.bonusDice);
      const least = Math.min(poolSize, token.evade.dice);
      for (const count of new Set([least, take])) {
        const dice = Array.from({ length: count }, (_, i) => i);
        out.push({ type: 'spendDefenseToken', token: token.token, dice, ...(token.evade.mode === 'reroll' && count > 0 ? { rollForMe: true } : {}) });
      }
    } else if (token.type === 'redirect') {
      for (const zone of token.zones) out.push({ type: 'spendDefenseToken', token: token.token, zone });
    } else {
      out.push({ type: 'spendDefenseToken', token: token.token });
    }
  }
  const damage = attack.damage;
  if (damage) {
    const ship = attack.defender.kind === 'ship';
    out.push({ type: 'resolveDamage', ...(ship ? { drawForMe: true } : {}) });
    if (ship && damage.redirectMax > 0) out.push({ type: 'resolveDamage', drawForMe: true, redirect: 0 });
  }
  return out;
}

/** An answer the effect's question accepts: the first zone or token offered, one of its choices. */
function answerFor(effect: ArmadaOptions['pendingEffects'][number], n: number): Command {
  const base = { type: 'answerEffect', effect: effect.id } as const;
  switch (effect.kind) {
    case 'shieldFailure':
      return { ...base, zones: effect.zones.slice(0, n % 3) };
    case 'injuredCrew':
      return { ...base, token: effect.tokens[0] };
    case 'commNoise':
      return { ...base, choice: n % 2 ? 'reduceSpeed' : 'newCommand' };
    case 'crewPanic':
      return effect.zones[0] && n % 2 ? { ...base, choice: 'sufferDamage', zone: effect.zones[0] } : { ...base, choice: 'discardDial' };
    case 'damagedControls':
      return { ...base, choice: n % 2 ? 'overlapped' : 'clear' };
    default:
      return { ...base, zone: effect.zones[0] ?? 'front' };
  }
}

/** Every command options() offers now, with concrete parameters; plus undo and redo. */
export function legalCommands(session: Session): Command[] {
  const view = viewSession(session);
  const state = view.state;
  const options = view.options;
  if (state?.system !== 'armada' || !options || !('activatableShips' in options)) return [];
  const out: Command[] = [];
  if (options.attack) out.push(...attackCandidates(state, options));
  else {
    // RRG · Initiative: the ship phase waits for the first player, so random play names one (either).
    if (options.commands.includes('chooseFirstPlayer')) out.push({ type: 'chooseFirstPlayer', player: 'p1' }, { type: 'chooseFirstPlayer', player: 'p2' });
    if (options.commands.includes('nextPhase')) out.push(options.unitsWaiting.length > 0 ? { type: 'nextPhase', confirm: true } : { type: 'nextPhase' });
    // A damage card waiting for its answer (Comm Noise, Crew Panic, Shield Failure...) gets one.
    for (const effect of options.pendingEffects) out.push(answerFor(effect, out.length));
    for (const ship of options.activatableShips) out.push({ type: 'activateShip', ship });
    for (const squadron of options.activatableSquadrons) out.push({ type: 'activateSquadron', squadron });
    if (options.commands.includes('endActivation')) out.push({ type: 'endActivation' });
    for (const attacker of options.attackers) {
      for (const target of options.targets) {
        const range = attacker.kind === 'squadron' ? 'distance-1' : target.kind === 'squadron' ? 'close' : 'medium';
        const attackerRef = attacker.kind === 'ship' ? { ship: attacker.unit, hullZone: attacker.hullZones[0] } : { squadron: attacker.unit };
        const defenderRef = target.kind === 'ship' ? { ship: target.unit, hullZone: target.hullZones[out.length % target.hullZones.length] } : { squadron: target.unit };
        if (attacker.kind === 'ship' && attacker.hullZones.length === 0) continue;
        // Not obstructed: Disengaged Fire Control asks, and a clear line is the common case.
        out.push({ type: 'declareTarget', attacker: attackerRef, defender: defenderRef, range, obstructed: false });
      }
    }
    const ship = state.ships.find((candidate) => !candidate.destroyed && candidate.speed > 0);
    if (ship && out.length % 5 === 0 && options.commands.includes('setSpeed')) out.push({ type: 'setSpeed', ship: ship.id, speed: 0 });
  }
  if (view.canUndo) out.push({ type: 'undo' });
  if (view.canRedo) out.push({ type: 'redo' });
  return out;
}
