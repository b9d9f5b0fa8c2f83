import { ok, refuse, type Result } from '../../../core/result';
import { findSpace, spaceRef, theSpace } from './building';
import type { DefenseCommandOf } from '../model/commands';
import type { DefenseEvent } from '../model/events';
import { freshPieceId, pieceIds } from '../model/piece-ids';
import type { DefenseState, Space } from '../model/state';

/** Weapon and ammunition tokens are kept inside the building, where the defenders use them. */
function insideSpace(draft: DefenseState, id: string, what: string): Result<Space> {
  const space = findSpace(draft, id);
  if (!space.ok) return space;
  if (space.value.floor === null) return refuse('outside_building', `${theSpace(space.value)} is outside the building: ${what} are kept inside.`);
  return space;
}

/** Suppression tokens are placed in assault counter spaces (002 Suppress). */
function assaultCounterSpace(draft: DefenseState, id: string): Result<Space> {
  const space = findSpace(draft, id);
  if (!space.ok) return space;
  if (space.value.counterSpace !== 'assault') return refuse('not_assault_space', `Suppression tokens are placed in assault counter spaces, and ${theSpace(space.value)} is not one.`);
  return space;
}

export function addWeaponToken(draft: DefenseState, command: DefenseCommandOf<'addWeaponToken'>): Result<DefenseEvent[]> {
  const space = insideSpace(draft, command.space, 'weapon tokens');
  if (!space.ok) return space;
  const used = pieceIds(draft);
  if (command.id !== undefined && used.has(command.id)) {
    return refuse('duplicate_id', `Another piece is already named ${command.id}: every defender, weapon token and enemy counter needs its own id.`);
  }
  const token = { id: command.id ?? freshPieceId(used, 'weapon'), name: command.name, designations: [...new Set(command.designations)] };
  space.value.weapons.push(token);
  return ok([{ type: 'weaponTokenAdded', space: spaceRef(space.value), token: { id: token.id, name: token.name }, designations: [...token.designations] }]);
}

export function removeWeaponToken(draft: DefenseState, command: DefenseCommandOf<'removeWeaponToken'>): Result<DefenseEvent[]> {
  const space = draft.spaces.find((candidate) => candidate.weapons.some((token) => token.id === command.token));
  const token = space?.weapons.find((candidate) => candidate.id === command.token);
  if (!space || !token) return refuse('unknown_token', `There is no weapon token ${command.token} in the building.`);
  space.weapons = space.weapons.filter((candidate) => candidate.id !== token.id);
  return ok([{ type: 'weaponTokenRemoved', space: spaceRef(space), token: { id: token.id, name: token.name } }]);
}

function changeAmmunition(draft: DefenseState, id: string, by: number): Result<DefenseEvent[]> {
  const space = insideSpace(draft, id, 'ammunition tokens');
  if (!space.ok) return space;
  const from = space.value.ammunition;
  if (from + by < 0) return refuse('not_enough_tokens', `${theSpace(space.value)} has ${from} ammunition ${from === 1 ? 'token' : 'tokens'}: ${-by} cannot be removed.`);
  space.value.ammunition = from + by;
  return ok([{ type: 'ammunitionChanged', space: spaceRef(space.value), from, to: space.value.ammunition }]);
}

function changeSuppression(draft: DefenseState, id: string, by: number): Result<DefenseEvent[]> {
  const space = assaultCounterSpace(draft, id);
  if (!space.ok) return space;
  const from = space.value.suppression;
  if (from + by < 0) return refuse('not_enough_tokens', `${theSpace(space.value)} has ${from} suppression ${from === 1 ? 'token' : 'tokens'}: ${-by} cannot be removed.`);
  space.value.suppression = from + by;
  return ok([{ type: 'suppressionChanged', space: spaceRef(space.value), from, to: space.value.suppression }]);
}

export const addAmmunition = (draft: DefenseState, command: DefenseCommandOf<'addAmmunition'>) => changeAmmunition(draft, command.space, command.count);
export const removeAmmunition = (draft: DefenseState, command: DefenseCommandOf<'removeAmmunition'>) => changeAmmunition(draft, command.space, -command.count);
export const addSuppression = (draft: DefenseState, command: DefenseCommandOf<'addSuppression'>) => changeSuppression(draft, command.space, command.count);
export const removeSuppression = (draft: DefenseState, command: DefenseCommandOf<'removeSuppression'>) => changeSuppression(draft, command.space, -command.count);
