import { ok, refuse, type Result } from '../../../core/result';
import type { Ref } from '../model/events';
import type { DefenderEntryShape } from '../scenario/scenario-schema';
import type { Defender, DefenseState } from '../model/state';

export function findDefender(state: DefenseState, id: string): Result<Defender> {
  const defender = state.defenders.find((candidate) => candidate.id === id);
  return defender ? ok(defender) : refuse('unknown_defender', `There is no defender ${id} in this game.`);
}

export function defenderRef(defender: Defender): Ref {
  return { id: defender.id, name: defender.name };
}

/** The Inspire [I] bonus a defender adds to its dice; none without the attribute. */
export function inspireBonus(defender: Defender): number {
  return defender.inspire ?? 0;
}

export function suppressionBonus(defender: Defender): number {
  return defender.suppression ?? 0;
}

/** A defender as it comes onto the table: no action token yet, whatever its counter shows. */
export function newDefender(entry: DefenderEntryShape, id: string): Defender {
  return {
    id,
    name: entry.name,
    combatValue: entry.combatValue,
    inspire: entry.inspire ?? null,
    suppression: entry.suppression ?? null,
    command: entry.command,
    side: entry.side,
    disrupted: entry.disrupted,
    moveToken: entry.moveToken,
    actionToken: false,
    casualty: entry.casualty,
    space: entry.space,
  };
}
