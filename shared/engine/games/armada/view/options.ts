import { mayRepeatZone, objectiveDieSource, whyNoObjectiveDie } from '../attack/objective-attack';
import { shieldMaximum } from '../units/shield-maximum';
import { shipAttackRanges } from '../attack/attack-range';
import { currentAttack } from '../attack/current-attack';
import { criticalOptions, previewDamage, type DamagePreview } from '../attack/damage-total';
import { whyDefenseTokenCannotBeSpent, whyDefenseTokenHasNoEffect } from '../attack/defense-token-restrictions';
import { additionalSquadronTargets } from '../attack/end-of-attack';
import { whyAccuracyCannotBeSpent } from '../attack/spend-accuracy';
import { whyKeywordCannotAddDie, whyKeywordCannotReroll } from '../attack/keyword-dice';
import { engagedWith, hasKeyword, keywordOf, keywordReminder, keywordReminders, type KeywordName } from '../squadrons/squadron-keywords';
import { evadeAllowance, type EvadeAllowance } from '../attack/evade';
import type { ArmadaCommandType } from '../model/command-schema';
import { damageDeckList } from '../damage/damage-deck';
import { adjacentZones } from '../units/hull-zones';
import { pendingEffectsOf } from '../damage/damage-card-effects';
import { whyEffectUnavailable } from '../effects/effects-in-play';
import { engineeringPoints, squadronsTheCommandActivates, whyNoCommandToken, whyNoConcentrateFire } from '../commands/command-dials';
import { scores, type PlayerScore } from '../scoring/scoring';
import { cardReminders, whyNoShipTarget, type CardReminder } from '../attack/attack-restrictions';
import { firstPlayerMayBeChosen, whyNotYourTurn, whyShipPhaseWaits } from '../turn/turn-order';
import { unitsWaiting, whyPhaseCannotEnd } from '../turn/phases';
import type {
  ArmadaState,
  Attack,
  AttackKind,
  AttackParty,
  AttackRange,
  AttackStep,
  CommandInUse,
  CommandName,
  DamageTrait,
  DefenseTokenType,
  DiceCounts,
  HullZoneId,
  PendingEffect,
  Phase,
  PlayerId,
} from '../model/state';
import type { TokenState } from '../../../core/token-state';
import { unitOf } from '../units/units';
import { keepsRules3 } from '../model/rules-level';
import { attackDamageCardNotes, type AttackDamageCardNote } from '../attack/attack-card-notes';
import { whySetAside } from '../squadrons/squadron-grants';
import { speedSetAtDeployment } from '../commands/speed';
import { whyDialComesFirst } from '../attack/declare-target';
import { objectiveChoice } from '../scoring/objectives';
import { deploymentSpeeds, deploymentUnderWay, whyDeploymentWaits } from '../turn/deployment';
import { navigateOptions } from '../commands/navigate';
import { objectiveView, type ObjectiveView } from '../scoring/objective-play';
import type { FleetDefeatedRule } from '../model/state';
import { cardEffectOptions, unitCardStates, type CardEffectOption, type UnitCardState } from '../effects/card-effect-options';

export interface DefenseTokenOption {
  token: string;
  type: DefenseTokenType;
  state: TokenState;
  /** Null when the token may be spent now; otherwise why not. */
  unavailable: string | null;
  /** It may be spent, but its normal effect cannot happen in this attack: why (000 FAQ: spending it anyway is allowed). */
  noEffect: string | null;
  /** Redirect: the adjacent zones it may choose. */
  zones: HullZoneId[];
  evade: EvadeAllowance | null;
}

export interface AttackOptions {
  kind: AttackKind;
  step: AttackStep;
  attacker: AttackParty;
  defender: AttackParty;
  range: AttackRange;
  diceToRoll: DiceCounts;
  canAddDice: boolean;
  /** Dice showing an unspent accuracy, and the defender's tokens an accuracy may still choose. */
  accuracyDice: number[];
  accuracyTokens: string[];
  defenseTokens: DefenseTokenOption[];
  critical: { standard: string | null; card: string | null };
  damage: DamagePreview | null;
  /** The damage for each redirect amount the player may choose, from none to the most the zone takes. */
  damageByRedirect: DamagePreview[];
  additionalSquadronTargets: string[];
  /** A faceup damage card makes the attacker remove one die before rolling (its name), else null. */
  removeBeforeRoll: string | null;
  /** Squadron keywords that act in this attack: the reroll or added die they allow now, or a reminder. */
  keywords: KeywordOption[];
  /** The chosen objective's die against an objective ship (Most Wanted): which objective, and why not now; null when none applies. */
  objectiveDie: { objective: string; unavailable: string | null } | null;
  /** Cards whose effect on this attack the table decides (a distance, a choice, an exhausted card): their reminders at this step. */
  cardReminders: CardReminder[];
  /** The faceup damage cards of either side that act in this attack (their note is shown in the panel). */
  damageCardNotes: AttackDamageCardNote[];
}

export interface KeywordOption {
  keyword: string;
  /** Our own reminder of what it does. */
  reminder: string;
  /** A reroll or added die the engine checks (Adept, Swarm, Dodge, AI), or null for a reminder only. */
  use: 'Adept' | 'Swarm' | 'Dodge' | 'AI' | null;
  /** Why it cannot be used now, else null. */
  unavailable: string | null;
}

function keywordOptions(state: ArmadaState, attack: Attack): KeywordOption[] {
  const attacker = unitOf(state, attack.attacker);
  const defender = unitOf(state, attack.defender);
  const out: KeywordOption[] = [];
  // The reminder with the squadron's own X, read from the unit that has the keyword.
  const remind = (keyword: KeywordName, use: KeywordOption['use'], unavailable: string | null) => {
    const own = keywordOf(keyword === 'Dodge' ? defender : attacker, keyword);
    out.push({ keyword, reminder: own ? keywordReminder(own) : keywordReminders[keyword], use, unavailable });
  };
  const modifying = attack.step === 'resolveAttackEffects';
  if (hasKeyword(attacker, 'Bomber') && defender.kind === 'ship') remind('Bomber', null, null);
  if (hasKeyword(attacker, 'Assault') && defender.kind === 'ship') remind('Assault', null, null);
  if (hasKeyword(attacker, 'Adept')) remind('Adept', 'Adept', modifying ? whyKeywordCannotReroll(state, attack, 'Adept') : 'Only while resolving attack effects.');
  if (hasKeyword(attacker, 'Swarm') && defender.kind === 'squadron') remind('Swarm', 'Swarm', modifying ? whyKeywordCannotReroll(state, attack, 'Swarm') : 'Only while resolving attack effects.');
  const ai: KeywordName = defender.kind === 'ship' ? 'AI: Battery' : 'AI: Anti-Squadron';
  if (hasKeyword(attacker, ai)) {
    const color = attack.pool[0]?.color ?? 'blue';
    remind(ai, 'AI', modifying ? whyKeywordCannotAddDie(state, attack, color) : 'Only while resolving attack effects.');
  }
  if (hasKeyword(defender, 'Dodge') && attacker.kind === 'squadron') {
    const timing = attack.step === 'resolveAttackEffects' || attack.step === 'spendDefenseTokens';
    remind('Dodge', 'Dodge', timing ? whyKeywordCannotReroll(state, attack, 'Dodge') : 'Only while spending defense tokens.');
  }
  return out;
}

export interface AttackerOption {
  unit: string;
  kind: 'ship' | 'squadron';
  hullZones: HullZoneId[];
  ranges: AttackRange[];
  /** RRG 1.5.0 · Ignition: this ship may declare an ignition attack (an upgrade gave it the keyword). */
  ignition: boolean;
  /** Issue 37 · RRG · Engaged: the one enemy squadron this squadron is engaged with (not Heavy), its target unless the player picks another. */
  engagedTarget?: string;
}

export interface TargetOption {
  unit: string;
  kind: 'ship' | 'squadron';
  hullZones: HullZoneId[];
}

/** What may happen next, so a screen shows buttons rather than guesses. */
export interface ArmadaOptions {
  round: number;
  phase: Phase;
  /** Every command type that may be accepted now (their own checks still apply). */
  commands: ArmadaCommandType[];
  phaseBlockedBy: string | null;
  activatableShips: string[];
  activatableSquadrons: string[];
  activeShip: string | null;
  activeSquadron: string | null;
  attackers: AttackerOption[];
  targets: TargetOption[];
  attack: AttackOptions | null;
  damageDeckSize: number;
  /** Every kind of damage card, with the copies not yet dealt (the names a player may record). */
  damageCards: DamageCardOption[];
  /** Damage cards waiting on a one-tap answer, with the answers that fit. */
  pendingEffects: PendingEffectOption[];
  /** RRG · Counter: the squadron that may counter now and the squadron it attacks back. */
  counter: { squadron: string; against: string; dice: number } | null;
  /** Engagements the players declared, as pairs of squadron ids. */
  engagements: [string, string][];
  /** RRG · Initiative: the first player when the game is played in full, and whose turn it is. */
  firstPlayer: PlayerId | null;
  turn: { player: PlayerId; squadronsLeft: number } | null;
  /** Units that have not activated this phase: the table asks before ending it (nextPhase with confirm). */
  unitsWaiting: string[];
  /** The activated ship's commands: what it may reveal, what is in use, what is left of it. */
  shipCommands: ShipCommandOptions | null;
  scores: PlayerScore[];
  gameOver: ArmadaState['gameOver'];
  objectives: ArmadaState['objectives'] | null;
  roundLimit: number;
  // Issue 24: objectives as played, deployment, navigate, the game's end.
  /** The deployment step: each ship's speeds on its chart and whether it has one yet; null once the ship phase began (or without the step). */
  deployment: { ship: string; speeds: number[]; speed: number; deployed: boolean }[] | null;
  /** The activated ship's Navigate command: the speeds it reaches now, counted from `from`. */
  navigate: { ship: string; from: number; speeds: number[] } | null;
  /** The chosen objective as played: setup checklist, objective ships, reminders for now, victory tokens. */
  objective: ObjectiveView | null;
  /** When a fleet with no ships left ends the game; null in games set up before the setting. */
  fleetDefeated: FleetDefeatedRule | null;
  // Issue 35: setup and activation in the rules' order.
  /** Rules 3, before the first player is named: who chooses (the lower fleet total; a tie by lot) and the totals. */
  initiative: { chooser: PlayerId; points: Record<PlayerId, number>; byLot: boolean } | null;
  /** Until the objective is chosen: who chooses, and whose three objectives are offered. */
  objectiveChoice: { chooser: PlayerId; from: PlayerId; objectives: string[] } | null;
  /** Rules 3: speed changes only by Navigate (or a named card): the table shows − / + only with a Navigate command in use. */
  speedByNavigate: boolean;
  /** The lowest speed the free change may set: 1 while a rules 3 game sets its deployment speeds (without the deployment step), else 0. */
  speedFloor: number;
  /** Issue 35: the cards' effects that may be used now (useCardEffect), and each unit's exhausted / discarded cards and the ones the players decide. */
  cardEffects: CardEffectOption[];
  cardStates: UnitCardState[];
  // Issue 37 · faster than cardboard: steps with nothing left to choose, so a tap does two things.
  /** Ships that may activate with their dial told in the same tap (no raid token, no Crew Panic to answer, the dial not discarded). */
  dialAtActivation?: string[];
  /** The squadron activated in the squadron phase has attacked and has nothing left (no move: no Rogue; no counter, card or effect waiting): its activation may end. */
  squadronDone?: boolean;
}

export interface ShipCommandOptions {
  ship: string;
  dialRevealed: boolean;
  /** Why the dial cannot be revealed now, else null. */
  revealBlocked: string | null;
  inUse: CommandInUse[];
  tokens: CommandName[];
  /** RRG 1.5.0 · Raid Tokens held (discardRaidTokens as the dial is revealed). */
  raidTokens: CommandName[];
  /** For each command: why it cannot become a token, else null. */
  tokenBlocked: Record<CommandName, string | null>;
  squadronsLeft: number;
  engineeringLeft: number;
  /** each hull zone's shield maximum for the repair command (a card may raise it: Auxiliary Shields Team). */
  repairMaximum: Partial<Record<HullZoneId, number>>;
  /** Concentrate fire: why the dial's added die / the token's reroll is not available, else null. */
  concentrateFire: { add: string | null; reroll: string | null };
}

function shipCommandOptions(state: ArmadaState): ShipCommandOptions | null {
  const activation = state.activation.ship;
  const ship = state.ships.find((candidate) => candidate.id === activation?.id);
  if (!activation || !ship) return null;
  const crewPanic = pendingEffectsOf(state).some((effect) => effect.ship === ship.id && effect.kind === 'crewPanic');
  const names: CommandName[] = ['navigate', 'squadron', 'repair', 'concentrateFire'];
  return {
    ship: ship.id,
    dialRevealed: activation.dialRevealed ?? false,
    revealBlocked: activation.dialRevealed ? 'The dial is revealed.' : ship.dialDiscarded ? 'Crew Panic: the dial was discarded.' : crewPanic ? 'Answer Crew Panic first.' : null,
    inUse: activation.commands ?? [],
    tokens: ship.commandTokens ?? [],
    raidTokens: ship.raidTokens ?? [],
    tokenBlocked: Object.fromEntries(names.map((name) => [name, whyNoCommandToken(ship, name)])) as Record<CommandName, string | null>,
    squadronsLeft: Math.max(0, squadronsTheCommandActivates(state, ship) - (activation.squadronsActivated ?? 0)),
    engineeringLeft: Math.max(0, engineeringPoints(state, ship) - (activation.engineeringSpent ?? 0)),
    repairMaximum: Object.fromEntries(ship.hullZones.map((zone) => [zone.zone, shieldMaximum(state, ship, zone, true)])),
    concentrateFire: { add: whyNoConcentrateFire(state, ship, 'add'), reroll: whyNoConcentrateFire(state, ship, 'reroll') },
  };
}

export interface PendingEffectOption {
  id: string;
  kind: PendingEffect['kind'];
  ship: string;
  card: string;
  cardId: string;
  question: string;
  /** Zones that may be chosen (a tie, a zone to suffer damage, Shield Failure's zones). */
  zones: HullZoneId[];
  /** Injured Crew: the tokens that may be discarded. */
  tokens: string[];
  /** Shield Failure: the opponent chooses; the others: the ship's owner. */
  chooser: PlayerId;
  /** A faceup card waiting before it acts: the ship's cards that may discard it or turn it facedown now (one tap each). */
  uses: { unit: string; ref: string; source: string; summary: string }[];
}


function counterOption(state: ArmadaState, attack: Attack | null): ArmadaOptions['counter'] {
  const window = state.counterWindow;
  if (!window || attack) return null;
  const squadron = state.squadrons.find((candidate) => candidate.id === window.squadron);
  return { ...window, dice: keywordOf(squadron, 'Counter')?.value ?? 0 };
}

function pendingEffectOptions(state: ArmadaState): PendingEffectOption[] {
  return pendingEffectsOf(state).flatMap((effect): PendingEffectOption[] => {
    const ship = state.ships.find((candidate) => candidate.id === effect.ship);
    if (!ship) return [];
    const opponent: PlayerId = ship.owner === 'p1' ? 'p2' : 'p1';
    const byOpponent = effect.kind === 'shieldFailure' || effect.kind === 'commNoise';
    return [{
      id: effect.id,
      kind: effect.kind,
      ship: ship.id,
      card: ship.damageCards.find((card) => card.id === effect.card)?.name ?? '',
      cardId: effect.card,
      question: effect.question,
      zones: effect.kind === 'projectorMisaligned' ? effect.zones : effect.kind === 'injuredCrew' || effect.kind === 'commNoise' || effect.kind === 'damagedControls' ? [] : ship.hullZones.map((zone) => zone.zone),
      tokens: effect.kind === 'injuredCrew' ? ship.defenseTokens.filter((token) => token.state !== 'discarded').map((token) => token.id) : [],
      chooser: byOpponent ? opponent : ship.owner,
      uses: effect.kind === 'faceupWindow' ? (ship.cardEffects ?? []).filter((card) => card.moment === 'faceupDamageDealt' && whyEffectUnavailable(state, ship, card, null) === null).map((card) => ({ unit: ship.id, ref: card.ref, source: card.source, summary: card.summary })) : [],
    }];
  });
}

const alwaysAvailable: readonly ArmadaCommandType[] = ['dealDamageCard', 'flipDamageCard', 'repairDamageCard', 'recoverShields', 'loseShields', 'spendDefenseTokenAsCost', 'declareEngagement'];

function attackCommands(state: ArmadaState, step: AttackStep, attack: Attack): ArmadaCommandType[] {
  switch (step) {
    case 'rollAttackDice':
      return ['rollAttackDice'];
    case 'resolveAttackEffects':
      return [...(attack.kind === 'salvo' ? [] : ['addAttackDie' as const]), 'rerollAttackDie', 'setAttackDieFace', 'removeAttackDie', 'spendAccuracy', 'endAttackEffects', 'spendDefenseToken', 'resolveDamage'];
    case 'spendDefenseTokens':
      // RRG · Dodge: the defender's reroll belongs to this step.
      return [...(whyKeywordCannotReroll(state, attack, 'Dodge') === null ? ['rerollAttackDie' as const] : []), 'spendDefenseToken', 'resolveDamage'];
    case 'resolveDamage':
      return ['resolveDamage'];
    case 'declareAdditionalSquadronTarget':
      return ['declareAdditionalSquadronTarget', 'endAttack'];
  }
}

function attackOptions(state: ArmadaState, attack: Attack): AttackOptions {
  const defender = unitOf(state, attack.defender);
  // a friendly squadron's tokens a card lets the defending squadron spend (Jan Ors) are offered with its own.
  const lender = attack.tokensLentBy ? state.squadrons.find((candidate) => candidate.id === attack.tokensLentBy && !candidate.destroyed) : undefined;
  const defenseTokens = [...defender.defenseTokens, ...(lender?.defenseTokens ?? [])].map((token): DefenseTokenOption => ({
    token: token.id,
    type: token.type,
    state: token.state,
    unavailable: whyDefenseTokenCannotBeSpent(state, attack, defender, token, false),
    noEffect: whyDefenseTokenHasNoEffect(attack, defender, token),
    zones: token.type === 'redirect' && defender.kind === 'ship' && attack.defender.kind === 'ship' ? adjacentZones(defender, attack.defender.hullZone) : [],
    evade: token.type === 'evade' ? evadeAllowance(state, attack, defender) : null,
  }));
  const canModify = attack.step === 'resolveAttackEffects';
  const damageKnown = attack.step !== 'rollAttackDice' && attack.step !== 'declareAdditionalSquadronTarget';
  return {
    kind: attack.kind,
    step: attack.step,
    attacker: attack.attacker,
    defender: attack.defender,
    range: attack.range,
    diceToRoll: attack.step === 'rollAttackDice' ? attack.gathered : { red: 0, blue: 0, black: 0 },
    canAddDice: canModify && attack.kind !== 'salvo',
    accuracyDice: canModify && !whyAccuracyCannotBeSpent(state, attack) ? attack.pool.flatMap((die, index) => (die.face === 'accuracy' && !die.accuracySpent ? [index] : [])) : [],
    accuracyTokens: canModify
      ? defender.defenseTokens.filter((token) => token.state !== 'discarded' && !attack.tokensChosenByAccuracy.includes(token.id)).map((token) => token.id)
      : [],
    defenseTokens,
    critical: criticalOptions(state, attack),
    damage: damageKnown ? previewDamage(state, attack) : null,
    damageByRedirect: damageKnown ? redirectPreviews(state, attack) : [],
    additionalSquadronTargets: attack.step === 'declareAdditionalSquadronTarget' ? additionalSquadronTargets(state, attack) : [],
    removeBeforeRoll: attack.step === 'rollAttackDice' ? (attack.removeBeforeRoll ?? null) : null,
    keywords: keywordOptions(state, attack),
    cardReminders: cardReminders(state, attack),
    damageCardNotes: attackDamageCardNotes(state, attack),
    objectiveDie: objectiveDieOption(state, attack, canModify),
  };
}

function objectiveDieOption(state: ArmadaState, attack: Attack, canModify: boolean): AttackOptions['objectiveDie'] {
  const objective = objectiveDieSource(state, attack);
  if (!objective) return null;
  return { objective, unavailable: canModify ? whyNoObjectiveDie(state, attack) : 'Only while resolving attack effects.' };
}

function redirectPreviews(state: ArmadaState, attack: Attack): DamagePreview[] {
  const most = previewDamage(state, attack).redirectMax;
  return Array.from({ length: most + 1 }, (_, redirect) => previewDamage(state, attack, redirect));
}

/** A damage card the player may name as drawn: how many copies are still in the deck. */
export interface DamageCardOption {
  name: string;
  trait: DamageTrait;
  summary: string;
  inDeck: number;
}

function damageCardOptions(state: ArmadaState): DamageCardOption[] {
  // Cards are drawn from the draw pile; only when it is empty is the discard pile shuffled into it.
  const { drawPile, discardPile } = state.damageDeck;
  const pile = drawPile.length > 0 ? drawPile : discardPile;
  return damageDeckList.map((kind) => ({ name: kind.name, trait: kind.trait, summary: kind.summary, inDeck: pile.filter((name) => name === kind.name).length }));
}

function attackerOptions(state: ArmadaState): AttackerOption[] {
  const out: AttackerOption[] = [];
  const squadronActivation = state.activation.squadron;
  // Cards change who attacks in a squadron's activation: none after Independence's speed, each enemy squadron once (IG-88B), enemy ships at close range (Major Rhymer), a friend's attack (Ahsoka Tano).
  const mayAttackAgain = squadronActivation?.eachSquadronOnce !== undefined;
  if (squadronActivation && (!squadronActivation.attacked || mayAttackAgain) && !squadronActivation.noAttackBy) {
    const engagedTarget = theOneEngagedEnemy(state, squadronActivation.id);
    out.push({ unit: squadronActivation.id, kind: 'squadron', hullZones: [], ranges: squadronActivation.closeRangeShipsBy ? ['distance-1', 'close'] : ['distance-1'], ignition: false, ...(engagedTarget ? { engagedTarget } : {}) });
  }
  if (squadronActivation?.friendAttack && !squadronActivation.friendAttack.used) {
    out.push({ unit: squadronActivation.friendAttack.by, kind: 'squadron', hullZones: [], ranges: ['distance-1'], ignition: false });
  }
  if (!squadronActivation && state.activation.ship) {
    const { id, attackedZones } = state.activation.ship;
    const ship = state.ships.find((candidate) => candidate.id === id);
    // a card's one more attack against a squadron, from any zone (Ordnance Pods).
    const bonus = state.activation.ship.bonusAttack !== undefined && !state.activation.ship.bonusAttack.used;
    // Rules 3: a ship attacks once its dial is revealed (declare-target.ts says why not before).
    if (ship && !ship.destroyed && (attackedZones.length < 2 || bonus) && !whyDialComesFirst(state, ship)) {
      // Advanced Gunnery: an objective ship may attack again from a zone it already attacked from.
      const hullZones = ship.hullZones.map((zone) => zone.zone).filter((zone) => !attackedZones.includes(zone) || mayRepeatZone(state, ship) || bonus);
      out.push({ unit: id, kind: 'ship', hullZones, ranges: [...shipAttackRanges], ignition: Boolean(ship.ignition) });
    }
  }
  return out;
}

function targetOptions(state: ArmadaState, attackers: AttackerOption[]): TargetOption[] {
  const first = attackers[0];
  if (!first) return [];
  const attacker = first.kind === 'ship' ? state.ships.find((ship) => ship.id === first.unit) : state.squadrons.find((squadron) => squadron.id === first.unit);
  const owner = attacker?.owner;
  // A target the rules would refuse is not offered (Coolant Discharge after an attack on a ship).
  const shipsAllowed = !attacker || first.kind !== 'ship' || whyNoShipTarget(state, attacker) === null;
  return [
    ...state.ships.filter((ship) => shipsAllowed && ship.owner !== owner && !ship.destroyed).map((ship): TargetOption => ({ unit: ship.id, kind: 'ship', hullZones: ship.hullZones.map((zone) => zone.zone) })),
    ...state.squadrons.filter((squadron) => squadron.owner !== owner && !squadron.destroyed).map((squadron): TargetOption => ({ unit: squadron.id, kind: 'squadron', hullZones: [] })),
  ];
}

export function armadaOptions(state: ArmadaState): ArmadaOptions {
  const attack = currentAttack(state);
  const phaseBlockedBy = whyPhaseCannotEnd(state) ?? whyShipPhaseWaits(state) ?? (state.phase === 'command' ? whyDeploymentWaits(state) : null);
  const attackers = attack ? [] : attackerOptions(state);
  const activatableShips =
    state.phase === 'ship' && !state.activation.ship && !state.gameOver
      ? state.ships.filter((ship) => !ship.activated && !ship.destroyed && !whyNotYourTurn(state, ship.owner)).map((ship) => ship.id)
      : [];
  const shipOwner = state.ships.find((ship) => ship.id === state.activation.ship?.id)?.owner;
  const squadronsMayActivate = !attack && !state.activation.squadron && (state.phase === 'squadron' || (state.phase === 'ship' && shipOwner !== undefined));
  const activatableSquadrons = squadronsMayActivate
    ? state.squadrons
        .filter((squadron) => !squadron.activated && !squadron.destroyed && !whySetAside(state, squadron.id) && (shipOwner === undefined ? !whyNotYourTurn(state, squadron.owner) : squadron.owner === shipOwner))
        .filter(() => shipOwner === undefined || !state.firstPlayer || (shipCommandOptions(state)?.squadronsLeft ?? 0) > 0)
        .map((squadron) => squadron.id)
    : [];
  // Once the game is over nothing is offered (undo and the summary are the table's, not the engine's).
  if (state.gameOver) return gameOverOptions(state);
  const commands: ArmadaCommandType[] = [...alwaysAvailable, 'adjustVictoryTokens'];
  // Rules 3: the free speed change is gone (Navigate, deployment, or a named card's effect); older games keep it.
  if (!keepsRules3(state) || speedSetAtDeployment(state)) commands.push('setSpeed');
  if (state.firstPlayer) commands.push('endGame');
  if (!phaseBlockedBy && !state.gameOver) commands.push('nextPhase');
  if (state.activation.ship) commands.push('revealCommand', 'spendCommandToken', 'discardCommandToken', 'repair');
  if (state.firstPlayer && state.objectives && !state.objectives.chosen) commands.push('chooseObjective');
  if (firstPlayerMayBeChosen(state)) commands.push('chooseFirstPlayer');
  if (activatableShips.length > 0) commands.push('activateShip');
  if (activatableSquadrons.length > 0) commands.push('activateSquadron');
  if (!attack && (state.activation.ship || state.activation.squadron)) commands.push('endActivation');
  if (attackers.length > 0 && targetOptions(state, attackers).length > 0) commands.push('declareTarget');
  if (attack) commands.push(...attackCommands(state, attack.step, attack));
  if (pendingEffectsOf(state).length > 0) commands.push('answerEffect');
  if (counterOption(state, attack) && !commands.includes('declareTarget')) commands.push('declareTarget');
  if (counterOption(state, attack)) commands.push('declineCounter');
  commands.push(...objectiveCommands(state));
  const cardEffects = cardEffectOptions(state);
  if (cardEffects.length > 0) commands.push('useCardEffect');
  return {
    round: state.round,
    phase: state.phase,
    commands,
    phaseBlockedBy,
    activatableShips,
    activatableSquadrons,
    activeShip: state.activation.ship?.id ?? null,
    activeSquadron: state.activation.squadron?.id ?? null,
    attackers,
    targets: targetOptions(state, attackers),
    attack: attack ? attackOptions(state, attack) : null,
    damageDeckSize: state.damageDeck.drawPile.length + state.damageDeck.discardPile.length,
    damageCards: damageCardOptions(state),
    pendingEffects: pendingEffectOptions(state),
    counter: counterOption(state, attack),
    engagements: state.engagements ?? [],
    firstPlayer: state.firstPlayer ?? null,
    turn: state.turn ?? null,
    unitsWaiting: unitsWaiting(state),
    shipCommands: shipCommandOptions(state),
    scores: scores(state),
    gameOver: state.gameOver ?? null,
    objectives: state.objectives ?? null,
    roundLimit: state.roundLimit ?? 6,
    ...objectiveOptions(state),
    cardEffects,
    cardStates: unitCardStates(state),
    ...setupOrderOptions(state),
    dialAtActivation: state.firstPlayer ? activatableShips.filter((id) => dialTellsAtActivation(state, id)) : [],
    squadronDone: squadronDone(state, attack, attackers, cardEffects.length),
  };
}

/**
 * Issue 37 · RRG · Engaged: engaged with one enemy squadron alone (and it not Heavy), a squadron may not
 * attack ships, and that squadron is the one at distance 1 the players declared: the attack's target
 * unless they pick another.
 */
function theOneEngagedEnemy(state: ArmadaState, id: string): string | null {
  const squadron = state.squadrons.find((candidate) => candidate.id === id);
  const engaged = squadron ? engagedWith(state, squadron) : [];
  const [only] = engaged;
  return engaged.length === 1 && only && !hasKeyword(only, 'Heavy') ? only.id : null;
}

/** Issue 37 · the dial may be told with the activation: nothing asks between the two (RRG · Raid Tokens, Crew Panic). */
function dialTellsAtActivation(state: ArmadaState, id: string): boolean {
  const ship = state.ships.find((candidate) => candidate.id === id);
  if (!ship || ship.dialDiscarded || (ship.raidTokens ?? []).length > 0) return false;
  return !ship.damageCards.some((card) => card.faceup && card.name === 'Crew Panic');
}

/** Issue 37 · RRG · Squadron Phase: a squadron moves or attacks (Rogue: both); one that attacked and has nothing waiting is done. */
function squadronDone(state: ArmadaState, attack: Attack | null, attackers: AttackerOption[], cardEffects: number): boolean {
  const activation = state.activation.squadron;
  if (!activation || activation.byCommand || !activation.attacked || attack || state.phase !== 'squadron') return false;
  if (attackers.length > 0 || counterOption(state, attack) || pendingEffectsOf(state).length > 0 || cardEffects > 0) return false;
  const squadron = state.squadrons.find((candidate) => candidate.id === activation.id);
  return squadron !== undefined && !squadron.destroyed && !hasKeyword(squadron, 'Rogue');
}

/** Issue 35: who chooses the first player (fleet points), who chooses the objective and from whose three, whether speed waits for Navigate. */
function setupOrderOptions(state: ArmadaState): Pick<ArmadaOptions, 'initiative' | 'objectiveChoice' | 'speedByNavigate' | 'speedFloor'> {
  const choice = objectiveChoice(state);
  return {
    initiative: state.initiative && !state.firstPlayer ? { ...state.initiative } : null,
    objectiveChoice: choice && state.objectives && !state.objectives.chosen ? { ...choice, objectives: state.objectives[choice.from] } : null,
    speedByNavigate: keepsRules3(state) && !speedSetAtDeployment(state),
    speedFloor: speedSetAtDeployment(state) ? 1 : 0,
  };
}

// Issue 24: what the objective, deployment and navigate steps offer.
function objectiveCommands(state: ArmadaState): ArmadaCommandType[] {
  const commands: ArmadaCommandType[] = [];
  if (deploymentUnderWay(state)) commands.push('deployShip', 'setFleetDefeatedRule');
  // Rules 3 without the deployment step: the rule for a defeated fleet is still chosen before round 1 starts.
  else if (speedSetAtDeployment(state)) commands.push('setFleetDefeatedRule');
  if (navigateOptions(state)) commands.push('navigate');
  const view = objectiveView(state);
  if (view) commands.push('markObjectiveShip');
  if (view && view.setup.length > 0) commands.push('objectiveSetupStep');
  return commands;
}

function objectiveOptions(state: ArmadaState): Pick<ArmadaOptions, 'deployment' | 'navigate' | 'objective' | 'fleetDefeated'> {
  return {
    deployment: deploymentUnderWay(state)
      ? state.ships.filter((ship) => !ship.destroyed).map((ship) => ({ ship: ship.id, speeds: deploymentSpeeds(ship), speed: ship.speed, deployed: state.deployment?.deployed.includes(ship.id) ?? false }))
      : null,
    navigate: state.gameOver ? null : navigateOptions(state),
    objective: objectiveView(state),
    fleetDefeated: state.fleetDefeated ?? null,
  };
}

function gameOverOptions(state: ArmadaState): ArmadaOptions {
  return {
    round: state.round,
    phase: state.phase,
    commands: [],
    phaseBlockedBy: 'The game is over.',
    activatableShips: [],
    activatableSquadrons: [],
    activeShip: null,
    activeSquadron: null,
    attackers: [],
    targets: [],
    attack: null,
    damageDeckSize: state.damageDeck.drawPile.length + state.damageDeck.discardPile.length,
    damageCards: damageCardOptions(state),
    pendingEffects: [],
    counter: null,
    engagements: state.engagements ?? [],
    firstPlayer: state.firstPlayer ?? null,
    turn: null,
    unitsWaiting: [],
    shipCommands: null,
    scores: scores(state),
    gameOver: state.gameOver ?? null,
    objectives: state.objectives ?? null,
    roundLimit: state.roundLimit ?? 6,
    ...objectiveOptions(state),
    ...setupOrderOptions(state),
    cardEffects: [],
    cardStates: unitCardStates(state),
  };
}
