import { ok, refuse, type Result } from '../../../core/result';
import type { Ref } from '../model/events';
import type { DefenseState, FloorLevel, Space } from '../model/state';

export const floorNames: Record<FloorLevel, string> = { basement: 'basement', ground: 'ground floor', top: 'top floor' };

export function findSpace(state: DefenseState, id: string): Result<Space> {
  const space = state.spaces.find((candidate) => candidate.id === id);
  return space ? ok(space) : refuse('unknown_space', `There is no space ${id} in this building.`);
}

/** The space a defender stands in; defenders are only ever placed in spaces that exist. */
export function spaceOf(state: DefenseState, id: string): Space {
  const space = state.spaces.find((candidate) => candidate.id === id);
  if (!space) throw new Error(`The state refers to a missing space ${id}`);
  return space;
}

export function spaceRef(space: Space): Ref {
  return { id: space.id, name: space.name };
}

/** "the Shop front", "the Street": how a sentence names a space. */
export function theSpace(space: { name: string }): string {
  return `the ${space.name}`;
}

/** Line of sight is part of the scenario: a space sees exactly the spaces listed for it. */
export function hasLineOfSight(from: Space, to: Space): boolean {
  return from.sees.includes(to.id);
}

/** The floor's interior space, where grenades land; a floor may have none. */
export function interiorSpaceOf(state: DefenseState, floor: FloorLevel): Space | null {
  return state.spaces.find((space) => space.floor === floor && space.interior) ?? null;
}
