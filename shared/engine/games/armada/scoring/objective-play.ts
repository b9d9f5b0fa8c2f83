import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/command-schema';
import type { ArmadaEvent } from '../model/events';
import type { ArmadaState, PlayerId, Ship } from '../model/state';
import { findShip, refOf } from '../units/units';
import { objectiveFactsFor, objectiveMomentNames, type ObjectiveAttackConcern, type ObjectiveFacts, type ObjectiveKind, type ObjectiveMoment } from './objective-facts';

// RRG · Objectives, as played: the chosen objective's setup as a checklist, its objective ships, its
// special rule as a reminder at its moment, its victory tokens and the scoring it changes. Only for
// games set up with the deployment step (older games keep the score they had).

export function chosenObjectiveFacts(state: ArmadaState): ObjectiveFacts | null {
  const chosen = state.objectives?.chosen;
  return chosen ? objectiveFactsFor(chosen) : null;
}

/** The moments of play the table is at now (what the objective may say now). */
export function momentsNow(state: ArmadaState): ObjectiveMoment[] {
  if (state.gameOver) return ['endOfGame'];
  const moments: ObjectiveMoment[] = [];
  if (state.deployment && !state.deployment.done) moments.push('setup', 'afterDeployment');
  else if (state.phase === 'command') moments.push('startOfRound', 'endOfCommandPhase');
  if (state.phase === 'ship') {
    moments.push('shipPhase');
    if (state.activation.ship) moments.push('revealDial', 'afterManeuver');
  }
  if (state.phase === 'squadron') moments.push('squadronPhase');
  if (state.attacks.length > 0) moments.push('attack');
  if ((state.destroyedThisRound ?? []).some((id) => state.ships.some((ship) => ship.id === id))) moments.push('shipDestroyed');
  if (state.phase === 'status') {
    moments.push('endOfRound');
    if (state.round >= (state.roundLimit ?? 6)) moments.push('endOfGame');
  }
  return moments;
}

/** Does the attack under way fall under the objective's attack rule? */
export function attackConcernsObjective(state: ArmadaState, concern: ObjectiveAttackConcern): boolean {
  const attack = state.attacks[state.attacks.length - 1];
  if (!attack || attack.kind === 'counter') return false;
  const marked = state.objectiveShips ?? [];
  switch (concern) {
    case 'any':
      return true;
    case 'onShip':
      return attack.defender.kind === 'ship';
    case 'shipOnShip':
      return attack.attacker.kind === 'ship' && attack.defender.kind === 'ship';
    case 'byShip':
      return attack.attacker.kind === 'ship';
    case 'squadronOnShip':
      return attack.attacker.kind === 'squadron' && attack.defender.kind === 'ship';
    case 'byObjectiveShip':
      return attack.attacker.kind === 'ship' && marked.includes(attack.attacker.id);
    case 'onObjectiveShip':
      return attack.attacker.kind === 'ship' && attack.defender.kind === 'ship' && marked.includes(attack.defender.id);
  }
}

export interface ObjectiveReminder {
  moment: ObjectiveMoment;
  when: string;
  words: string;
  /** Victory tokens may change hands at this moment: the table offers them beside the reminder. */
  awards: boolean;
}

export interface ObjectiveView {
  name: string;
  /** Null when the objective is not one the app knows (a name typed at the table). */
  kind: ObjectiveKind | null;
  victoryTokenValue: number;
  setup: { step: number; words: string; done: boolean }[];
  objectiveShips: { rule: string | null; ships: string[] };
  objectiveTokens: ObjectiveFacts['objectiveTokens'];
  /** What the objective says at the moments the table is at now. */
  reminders: ObjectiveReminder[];
  /** Every moment it acts at, for the full card in our words. */
  moments: ObjectiveReminder[];
  victoryTokens: Record<PlayerId, number>;
}

export function objectiveView(state: ArmadaState): ObjectiveView | null {
  const chosen = state.objectives?.chosen;
  if (!chosen) return null;
  const facts = objectiveFactsFor(chosen);
  const done = state.objectiveSetupDone ?? [];
  const all: ObjectiveReminder[] = facts
    ? (Object.entries(facts.moments) as [ObjectiveMoment, string][]).map(([moment, words]) => ({ moment, when: objectiveMomentNames[moment], words, awards: facts.awards.includes(moment) }))
    : [];
  const now = new Set(momentsNow(state));
  // Issue 35: the attack rule's reminder only in an attack it speaks of (never a counter).
  if (now.has('attack') && facts && !attackConcernsObjective(state, facts.attackConcerns)) now.delete('attack');
  const reminders = all.filter((reminder) => now.has(reminder.moment));
  if (now.has('shipDestroyed') && facts?.moments.shipDestroyed) {
    const names = (state.destroyedThisRound ?? []).flatMap((id) => state.ships.filter((ship) => ship.id === id).map((ship) => ship.name));
    const reminder = reminders.find((candidate) => candidate.moment === 'shipDestroyed');
    if (reminder) reminder.when = `${objectiveMomentNames.shipDestroyed} (${names.join(', ')})`;
  }
  return {
    name: chosen,
    kind: facts?.kind ?? null,
    victoryTokenValue: state.victoryTokenValue ?? 0,
    setup: (facts?.setup ?? []).map((words, step) => ({ step, words, done: done.includes(step) })),
    objectiveShips: { rule: facts?.objectiveShips ?? null, ships: state.objectiveShips ?? [] },
    objectiveTokens: facts?.objectiveTokens ?? 0,
    reminders,
    moments: all,
    victoryTokens: state.victoryTokens ?? { p1: 0, p2: 0 },
  };
}

export function markObjectiveShip(draft: ArmadaState, command: CommandOf<'markObjectiveShip'>): Result<ArmadaEvent[]> {
  if (!draft.objectives?.chosen) return refuse('no_objective', 'Choose the objective first: it says which ships are objective ships.');
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  const marked = draft.objectiveShips ?? [];
  if (marked.includes(ship.id) === command.objectiveShip) {
    return refuse('no_change', `${ship.name} ${command.objectiveShip ? 'is already' : 'is not'} an objective ship.`);
  }
  draft.objectiveShips = command.objectiveShip ? [...marked, ship.id] : marked.filter((id) => id !== ship.id);
  return ok([{ type: 'objectiveShipMarked', ship: refOf(ship), objectiveShip: command.objectiveShip }]);
}

export function objectiveSetupStep(draft: ArmadaState, command: CommandOf<'objectiveSetupStep'>): Result<ArmadaEvent[]> {
  const facts = chosenObjectiveFacts(draft);
  if (!facts) return refuse('no_objective', 'Choose an objective the app knows first: its setup is listed then.');
  const words = facts.setup[command.step];
  if (words === undefined) return refuse('unknown_step', `${facts.name} has ${facts.setup.length} setup steps.`);
  const done = draft.objectiveSetupDone ?? [];
  if (done.includes(command.step) === command.done) return refuse('no_change', command.done ? 'That setup step is already ticked.' : 'That setup step is not ticked.');
  draft.objectiveSetupDone = command.done ? [...done, command.step] : done.filter((step) => step !== command.step);
  return ok([{ type: 'objectiveSetupStep', step: command.step, words, done: command.done }]);
}

/** A ship's own cost: its fleet points less its upgrades'. */
function shipCost(ship: Ship): number {
  return Math.max(0, (ship.points ?? 0) - ship.upgrades.reduce((sum, upgrade) => sum + upgrade.points, 0));
}

/**
 * The points the chosen objective adds to a player's score at the end (only in games set up with the
 * deployment step): doubled objective ships, half the cost of damaged enemy ships, 75 for more tokens.
 */
export function objectiveBonus(state: ArmadaState, player: PlayerId): number {
  if (!state.deployment) return 0;
  const facts = chosenObjectiveFacts(state);
  if (!facts?.scoring) return 0;
  const enemyShips = state.ships.filter((ship) => ship.owner !== player);
  switch (facts.scoring) {
    case 'objectiveShipsDoubled':
      return enemyShips.filter((ship) => ship.destroyed && (state.objectiveShips ?? []).includes(ship.id)).reduce((sum, ship) => sum + shipCost(ship), 0);
    case 'damagedShipsHalf':
      return enemyShips.filter((ship) => !ship.destroyed && ship.damageCards.length > 0).reduce((sum, ship) => sum + Math.ceil((ship.points ?? 0) / 2), 0);
    case 'mostVictoryTokens75': {
      const tokens = state.victoryTokens ?? { p1: 0, p2: 0 };
      return tokens[player] > tokens[player === 'p1' ? 'p2' : 'p1'] ? 75 : 0;
    }
  }
}

/** Ships destroyed by this command, remembered for the round (the objective's “when a ship is destroyed”). */
/** The ships destroyed so far: taken before a command, so the ones it destroys can be told apart. */
export function destroyedShipIds(state: ArmadaState): Set<string> {
  return new Set(state.ships.filter((ship) => ship.destroyed).map((ship) => ship.id));
}

export function rememberDestroyedShips(was: ReadonlySet<string>, after: ArmadaState): void {
  if (!after.deployment) return;
  const now = after.ships.filter((ship) => ship.destroyed && !was.has(ship.id)).map((ship) => ship.id);
  if (now.length > 0) after.destroyedThisRound = [...(after.destroyedThisRound ?? []), ...now];
}
