import { ok, refuse, type Result } from '../../../core/result';
import { findSpace, spaceRef, theSpace } from './building';
import type { DefenseCommandOf } from '../model/commands';
import { defenderRef, findDefender, newDefender } from './defenders';
import type { DefenseEvent } from '../model/events';
import { freshPieceId, pieceIds } from '../model/piece-ids';
import type { DefenseState, Space } from '../model/state';

function buildingSpace(draft: DefenseState, id: string): Result<Space> {
  const space = findSpace(draft, id);
  if (!space.ok) return space;
  if (space.value.floor === null) return refuse('outside_building', `${theSpace(space.value)} is a counter space outside the building: defenders stand inside.`);
  return space;
}

/** A defender joins the table, with the attributes on its counter. */
export function placeDefender(draft: DefenseState, command: DefenseCommandOf<'placeDefender'>): Result<DefenseEvent[]> {
  const space = buildingSpace(draft, command.defender.space);
  if (!space.ok) return space;
  const used = pieceIds(draft);
  if (command.defender.id !== undefined && used.has(command.defender.id)) {
    return refuse('duplicate_id', `Another piece is already named ${command.defender.id}: every defender, weapon token and enemy counter needs its own id.`);
  }
  const defender = newDefender(command.defender, command.defender.id ?? freshPieceId(used, 'defender'));
  draft.defenders.push(defender);
  return ok([{ type: 'defenderPlaced', defender: defenderRef(defender), space: spaceRef(space.value) }]);
}

export function moveDefender(draft: DefenseState, command: DefenseCommandOf<'moveDefender'>): Result<DefenseEvent[]> {
  const found = findDefender(draft, command.defender);
  if (!found.ok) return found;
  const to = buildingSpace(draft, command.space);
  if (!to.ok) return to;
  const defender = found.value;
  if (defender.space === to.value.id) return refuse('already_there', `${defender.name} is already in ${theSpace(to.value)}.`);
  const from = findSpace(draft, defender.space);
  if (!from.ok) return from;
  defender.space = to.value.id;
  return ok([{ type: 'defenderMoved', defender: defenderRef(defender), from: spaceRef(from.value), to: spaceRef(to.value) }]);
}

export function removeDefender(draft: DefenseState, command: DefenseCommandOf<'removeDefender'>): Result<DefenseEvent[]> {
  const found = findDefender(draft, command.defender);
  if (!found.ok) return found;
  draft.defenders = draft.defenders.filter((defender) => defender.id !== found.value.id);
  // Its action stays in this phase's count: the action was taken.
  return ok([{ type: 'defenderRemoved', defender: defenderRef(found.value) }]);
}

export function setDisrupted(draft: DefenseState, command: DefenseCommandOf<'setDisrupted'>): Result<DefenseEvent[]> {
  const found = findDefender(draft, command.defender);
  if (!found.ok) return found;
  const from = found.value.disrupted;
  found.value.disrupted = command.disrupted;
  return ok([{ type: 'disruptedSet', defender: defenderRef(found.value), from, to: command.disrupted }]);
}

export function setMoveToken(draft: DefenseState, command: DefenseCommandOf<'setMoveToken'>): Result<DefenseEvent[]> {
  const found = findDefender(draft, command.defender);
  if (!found.ok) return found;
  found.value.moveToken = command.moveToken;
  return ok([{ type: 'moveTokenSet', defender: defenderRef(found.value), moveToken: command.moveToken }]);
}

export function setDefenderSide(draft: DefenseState, command: DefenseCommandOf<'setDefenderSide'>): Result<DefenseEvent[]> {
  const found = findDefender(draft, command.defender);
  if (!found.ok) return found;
  found.value.side = command.side;
  return ok([{ type: 'defenderSideSet', defender: defenderRef(found.value), side: command.side }]);
}

export function markCasualty(draft: DefenseState, command: DefenseCommandOf<'markCasualty'>): Result<DefenseEvent[]> {
  const found = findDefender(draft, command.defender);
  if (!found.ok) return found;
  if (found.value.casualty === command.casualty) {
    return refuse('unchanged', command.casualty ? `${found.value.name} is already a casualty.` : `${found.value.name} is not a casualty.`);
  }
  found.value.casualty = command.casualty;
  return ok([{ type: 'casualtyMarked', defender: defenderRef(found.value), casualty: command.casualty }]);
}
