import { ACTIONS_PER_DEFENSE_PHASE, whyDefenderCannotAct } from '../turn/action-restrictions';
import { attackTargets } from '../actions/attack';
import { COMMAND_RECOVERS, COMMAND_RECOVERS_PER_DEFENDER, commandRecipients, whyNotACommander } from '../actions/command';
import { grenadeTargets, whyGrenadesCannotBeThrown } from '../actions/grenades';
import { possibleRecoveries } from '../actions/recover';
import { suppressibleSpaces, suppressionTokens, whySuppressIsNotAllowed } from '../actions/suppress';
import { attackDice } from '../turn/attack-roll';
import { describeAttackSuccess, successRuleFor } from '../turn/attack-success-setting';
import { floorNames, spaceOf } from '../building/building';
import type { DefenseCommandType } from '../model/commands';
import { advanceDestination, counterRef } from '../building/enemy-counters';
import type { CounterRef } from '../model/events';
import { currentPhase } from '../turn/turn-track';
import type { AttackSuccessSetting, CounterSpaceKind, Defender, DefenseActionName, DefenseState, Recovery, RoundStep } from '../model/state';
import { grenadeTokenToDiscard } from '../building/weapon-tokens';
import { describeHit, plannedEnemyAttacks, type PlannedEnemyAttack } from '../turn/enemy-phase';
import { upcomingArrivals } from '../turn/events-phase';
import { endingPreview } from './preview';
import { describeEndCondition, gameSummary, type GameSummary } from '../turn/game-end';
import type { Outcome, PendingRoll } from '../model/state';

/** An action a defender may take now, with what it may choose; or the sentence why not. */
export type ActionChoice<Parameters> = { allowed: true; parameters: Parameters } | { allowed: false; reason: string };

export interface SpaceChoice {
  space: string;
  name: string;
}

export interface AttackParameters {
  dice: number;
  /** Stacks in line of sight the defender may attack; an attack removes the top counter, judged by its own rule (`success`, in words). */
  targets: (SpaceChoice & { counter: CounterRef; stack: number; success: string })[];
}

export interface GrenadesParameters {
  /** The interior space of the defender's floor; null when the floor has none (the throw hits nothing). */
  interior: SpaceChoice | null;
  fromInterior: boolean;
  dicePerRoll: number;
  /** One attack roll each, in this order (top of the stack first). */
  targets: CounterRef[];
  /** What a successful roll against each target needs, in words, in the same order (its type's rule). */
  successes: string[];
  /** The same rules as numbers, for judging app-rolled dice on screen before they are sent. */
  settings: AttackSuccessSetting[];
  grenadeToken: string;
  /** Thrown from the interior space: if any roll fails, one die is rolled for the thrower. */
  casualtyCheck: boolean;
}

export interface SuppressParameters {
  tokens: number;
  spaces: SpaceChoice[];
}

export interface RecoverParameters {
  recoveries: Recovery[];
}

export interface CommandParameters {
  recovers: number;
  perDefender: number;
  recipients: { defender: string; name: string; recoveries: Recovery[] }[];
}

export interface DefenderActions {
  defender: string;
  name: string;
  space: string;
  attack: ActionChoice<AttackParameters>;
  grenades: ActionChoice<GrenadesParameters>;
  suppress: ActionChoice<SuppressParameters>;
  recover: ActionChoice<RecoverParameters>;
  command: ActionChoice<CommandParameters>;
}

/** A stack whose top counter may advance now, one tap each. */
export interface EnemyAdvance {
  space: string;
  name: string;
  counter: CounterRef;
  to: SpaceChoice;
}

/** A counter "advance every counter" moves, from where to where. */
export interface AdvancingCounter {
  counter: CounterRef;
  from: SpaceChoice;
  to: SpaceChoice;
}

/** A counter the turn offers to advance, and what advancing it alone (the others held) would end the game with. */
export interface OfferedAdvance extends AdvancingCounter {
  ending: string | null;
}

/** The turn track as the screen shows it: every phase, the one under way, its checklist and counters. */
export interface TurnOptions {
  phases: { name: string; defense: boolean }[];
  phase: number;
  name: string;
  defense: boolean;
  steps: { text: string; done: boolean }[];
  tracks: { id: string; name: string; value: number; canRaise: boolean; canLower: boolean }[];
  /** Enemy counters advance in this phase: the stacks that can. */
  advances: EnemyAdvance[] | null;
  /** Enemy counters advance in this phase: every counter one tap moves, each of which may be held back. */
  advancing: OfferedAdvance[] | null;
  /** Counters this phase moved by itself as it began (forced steps), for the player to see and undo. */
  moves: { track: string; name: string; by: number }[];
  /** What the next tap of "next phase" begins, for its label. */
  next: { name: string; newRound: boolean };
  /** The enemy phase: the attacks to resolve now (each with what a hit does), or null outside it. */
  enemyAttacks: (PlannedEnemyAttack & { effect: string })[] | null;
  /** The enemy's attacks of this phase are resolved. */
  attacksResolved: boolean;
  /** What this round's events phase brought, and the arrivals still to come. */
  events: { current: string[]; upcoming: { round: number; name: string; text: string }[]; deckLeft: number } | null;
  /** The game's length, when the scenario sets one. */
  rounds: number | null;
  /** Issue 41: what "advance every counter" and "next" would end the game with, in words (null: they do not end it). */
  ending: { advance: string | null; next: string | null };
}

/** What may happen next, so the table screen shows buttons with reasons rather than guesses. */
export interface DefenseOptions {
  round: number;
  step: RoundStep;
  actionsTaken: number;
  actionsLeft: number;
  /** Every command type that may be accepted now (their own checks still apply). */
  commands: DefenseCommandType[];
  /** The rule for counters of no type. */
  attackSuccess: AttackSuccessSetting & { description: string };
  /** Each enemy type's own rule. */
  enemyTypes: { id: string; name: string; kind: CounterSpaceKind; attackSuccess: AttackSuccessSetting & { description: string } }[];
  turn: TurnOptions;
  defenders: DefenderActions[];
  /** Dice the app rolled on request, to be seen before they count. */
  roll: PendingRoll | null;
  /** How the game is won and lost, in words. */
  conditions: { result: 'victory' | 'defeat'; text: string }[];
  /** Once the game has ended: how, and what it came to. */
  outcome: (Outcome & { summary: GameSummary }) | null;
}

const tableEdits: readonly DefenseCommandType[] = [
  'placeDefender',
  'moveDefender',
  'removeDefender',
  'setDisrupted',
  'setMoveToken',
  'setDefenderSide',
  'markCasualty',
  'addWeaponToken',
  'removeWeaponToken',
  'addAmmunition',
  'removeAmmunition',
  'addSuppression',
  'removeSuppression',
  'placeEnemyCounter',
  'removeEnemyCounter',
  'setAttackSuccess',
];

const notAllowed = (reason: string): { allowed: false; reason: string } => ({ allowed: false, reason });
const allowed = <P>(parameters: P): { allowed: true; parameters: P } => ({ allowed: true, parameters });

/** The restrictions every action shares, then the action's own conditions. */
function choice<P>(state: DefenseState, defender: Defender, action: DefenseActionName, own: () => ActionChoice<P>): ActionChoice<P> {
  const restricted = whyDefenderCannotAct(state, defender, action);
  return restricted ? notAllowed(restricted.message) : own();
}

function attackChoice(state: DefenseState, defender: Defender): ActionChoice<AttackParameters> {
  const { targets, reason } = attackTargets(state, defender);
  if (reason !== null) return notAllowed(reason);
  return allowed({
    dice: attackDice(defender),
    targets: targets.flatMap((space) => {
      const top = space.enemies[0];
      return top ? [{ space: space.id, name: space.name, counter: counterRef(top), stack: space.enemies.length, success: describeAttackSuccess(successRuleFor(state, top)) }] : [];
    }),
  });
}

function grenadesChoice(state: DefenseState, defender: Defender): ActionChoice<GrenadesParameters> {
  const token = grenadeTokenToDiscard(spaceOf(state, defender.space));
  const blocked = whyGrenadesCannotBeThrown(state, defender);
  if (blocked || !token) return notAllowed(blocked?.message ?? `Grenades need a grenade [G] weapon token in the space with ${defender.name}.`);
  const targets = grenadeTargets(state, defender);
  return allowed({
    interior: targets.interior ? { space: targets.interior.id, name: targets.interior.name } : null,
    fromInterior: targets.fromInterior,
    dicePerRoll: targets.dicePerRoll,
    targets: targets.counters.map(counterRef),
    successes: targets.counters.map((counter) => describeAttackSuccess(successRuleFor(state, counter))),
    settings: targets.counters.map((counter) => ({ ...successRuleFor(state, counter) })),
    grenadeToken: token.id,
    casualtyCheck: targets.fromInterior && targets.counters.length > 0,
  });
}

function suppressChoice(state: DefenseState, defender: Defender): ActionChoice<SuppressParameters> {
  const blocked = whySuppressIsNotAllowed(state, defender);
  if (blocked) return notAllowed(blocked.message);
  const spaces = suppressibleSpaces(state, defender);
  if (spaces.length === 0) return notAllowed(`${defender.name} has no line of sight to an empty assault counter space.`);
  return allowed({ tokens: suppressionTokens(defender), spaces: spaces.map((space) => ({ space: space.id, name: space.name })) });
}

function recoverChoice(defender: Defender): ActionChoice<RecoverParameters> {
  const recoveries = possibleRecoveries(defender);
  if (recoveries.length === 0) return notAllowed(`${defender.name} is neither exhausted nor disrupted: there is nothing to recover.`);
  return allowed({ recoveries });
}

function commandChoice(state: DefenseState, defender: Defender): ActionChoice<CommandParameters> {
  const notCommander = whyNotACommander(defender);
  if (notCommander) return notAllowed(notCommander.message);
  const recipients = commandRecipients(state, defender);
  if (recipients.length === 0) {
    const here = spaceOf(state, defender.space);
    const floor = here.floor ? floorNames[here.floor] : 'floor';
    return notAllowed(`There is no one for ${defender.name} to recover: no defender without Command [C] in a ${here.colour ?? ''} space on the ${floor} is exhausted or disrupted.`);
  }
  return allowed({
    recovers: COMMAND_RECOVERS,
    perDefender: COMMAND_RECOVERS_PER_DEFENDER,
    recipients: recipients.map((recipient) => ({ defender: recipient.id, name: recipient.name, recoveries: possibleRecoveries(recipient) })),
  });
}

export function defenderActions(state: DefenseState, defender: Defender): DefenderActions {
  return {
    defender: defender.id,
    name: defender.name,
    space: defender.space,
    attack: choice(state, defender, 'attack', () => attackChoice(state, defender)),
    grenades: choice(state, defender, 'grenades', () => grenadesChoice(state, defender)),
    suppress: choice(state, defender, 'suppress', () => suppressChoice(state, defender)),
    recover: choice(state, defender, 'recover', () => recoverChoice(defender)),
    command: choice(state, defender, 'command', () => commandChoice(state, defender)),
  };
}

const actionTypes: readonly DefenseActionName[] = ['attack', 'grenades', 'suppress', 'recover', 'command'];

export function enemyAdvances(state: DefenseState): EnemyAdvance[] {
  if (state.rules === 2 && state.turn.advanced) return [];
  return state.spaces.flatMap((space) => {
    const top = space.enemies[0];
    const to = top ? advanceDestination(state, space, top) : undefined;
    return top && to ? [{ space: space.id, name: space.name, counter: counterRef(top), to: { space: to.id, name: to.name } }] : [];
  });
}

/** Every enemy counter that "advance every counter" would move, each with where it goes (the player may hold any back). */
export function advancingCounters(state: DefenseState): AdvancingCounter[] {
  if (state.rules === 2 && state.turn.advanced) return [];
  return state.spaces.flatMap((space) =>
    space.enemies.flatMap((counter) => {
      const to = advanceDestination(state, space, counter);
      return to ? [{ counter: counterRef(counter), from: { space: space.id, name: space.name }, to: { space: to.id, name: to.name } }] : [];
    }),
  );
}

/**
 * Issue 41 · 002: each counter's own advance said before the tap, where the player may hold the others back:
 * folded on a copy by the same rule as every advance. With one counter, the whole advance's warning says it.
 */
function offeredAdvances(state: DefenseState): OfferedAdvance[] {
  const advancing = advancingCounters(state);
  if (advancing.length < 2) return advancing.map((entry) => ({ ...entry, ending: null }));
  return advancing.map((entry) => ({
    ...entry,
    ending: endingPreview(state, { type: 'advanceEnemyCounters', hold: advancing.filter((other) => other.counter.id !== entry.counter.id).map((other) => other.counter.id) }, `Advancing ${entry.counter.name} alone`),
  }));
}

function turnOptions(state: DefenseState): TurnOptions {
  const phase = currentPhase(state);
  const nextIndex = state.turn.phase + 1;
  const newRound = nextIndex >= state.turn.phases.length;
  return {
    phases: state.turn.phases.map((entry) => ({ name: entry.name, defense: entry.defense })),
    phase: state.turn.phase,
    name: phase.name,
    defense: phase.defense,
    steps: phase.steps.map((text, index) => ({ text, done: state.turn.done.includes(index) })),
    tracks: phase.tracks.flatMap((id) => {
      const track = state.tracks.find((candidate) => candidate.id === id);
      return track ? [{ id: track.id, name: track.name, value: track.value, canRaise: track.value < track.max, canLower: track.value > track.min }] : [];
    }),
    advances: phase.enemiesAdvance ? enemyAdvances(state) : null,
    advancing: phase.enemiesAdvance ? offeredAdvances(state) : null,
    moves: (phase.moves ?? []).flatMap((move) => {
      const track = state.tracks.find((candidate) => candidate.id === move.track);
      return track ? [{ track: track.id, name: track.name, by: move.by }] : [];
    }),
    next: { name: state.turn.phases[newRound ? 0 : nextIndex]?.name ?? phase.name, newRound },
    enemyAttacks: phase.enemyAttacks ? plannedEnemyAttacks(state).map((attack) => ({ ...attack, effect: describeHit(attack) })) : null,
    attacksResolved: state.turn.attacksResolved === true,
    events: state.events
      ? { current: state.events.current?.round === state.round ? state.events.current.lines : [], upcoming: upcomingArrivals(state), deckLeft: state.events.drawPile.length }
      : null,
    rounds: state.end?.rounds ?? null,
    ending: {
      advance: phase.enemiesAdvance && advancingCounters(state).length > 0 ? endingPreview(state, { type: 'advanceEnemyCounters' }, 'Advancing every counter') : null,
      next: endingPreview(state, { type: 'nextPhase' }, newRound ? `Ending round ${state.round}` : `Going on to the ${state.turn.phases[nextIndex]?.name ?? 'next phase'}`),
    },
  };
}

export function defenseOptions(state: DefenseState): DefenseOptions {
  if (!state.outcome) return openOptions(state);
  // The game is over: nothing is offered, and every action says why.
  const open = openOptions(state);
  const over = notAllowed(`The game is over: ${state.outcome.reason}`);
  return {
    ...open,
    commands: [],
    actionsLeft: 0,
    turn: { ...open.turn, advances: null, advancing: null, enemyAttacks: null },
    defenders: open.defenders.map((entry) => ({ ...entry, attack: over, grenades: over, suppress: over, recover: over, command: over })),
  };
}

function openOptions(state: DefenseState): DefenseOptions {
  const defenders = state.defenders.map((defender) => defenderActions(state, defender));
  const commands: DefenseCommandType[] = [state.step === 'defense' ? 'endDefensePhase' : 'startDefensePhase'];
  for (const action of actionTypes) if (defenders.some((entry) => entry[action].allowed)) commands.push(action);
  commands.push('nextPhase', 'endGame');
  if (currentPhase(state).steps.length > 0) commands.push('tickStep');
  if (state.tracks.length > 0) commands.push('moveTrack');
  if (enemyAdvances(state).length > 0) commands.push('advanceEnemyCounter', 'advanceEnemyCounters');
  if (plannedEnemyAttacks(state).length > 0) commands.push('resolveEnemyAttacks');
  commands.push('rollDice', ...tableEdits);
  return {
    round: state.round,
    step: state.step,
    actionsTaken: state.actions.length,
    actionsLeft: state.step === 'defense' ? ACTIONS_PER_DEFENSE_PHASE - state.actions.length : 0,
    commands,
    attackSuccess: { ...state.attackSuccess, description: describeAttackSuccess(state.attackSuccess) },
    enemyTypes: state.enemyTypes.map((type) => ({
      id: type.id,
      name: type.name,
      kind: type.kind,
      attackSuccess: { ...type.attackSuccess, description: describeAttackSuccess(type.attackSuccess) },
    })),
    turn: turnOptions(state),
    defenders,
    roll: state.roll ?? null,
    conditions: (state.end?.conditions ?? []).map((condition) => ({ result: condition.result, text: describeEndCondition(state, condition) })),
    outcome: state.outcome ? { ...state.outcome, summary: gameSummary(state) } : null,
  };
}
