import type { DefenseState, Floor, FloorLevel, Space } from '../../../../../shared/engine/games/defense';
import { floorOrder } from '../labels';

export interface PlanFloor {
  floor: Floor;
  spaces: Space[];
  /** The counter spaces outside drawn beside this floor. */
  outside: Space[];
}

/**
 * The building as a plan: floors top floor first, each with its spaces and the outside counter
 * spaces drawn beside it.
 *
 * An outside space whose counters advance into the building (directly, or through other outside
 * spaces) is drawn beside the floor they enter: the plan follows the building's links. One that leads
 * nowhere inside is drawn beside a floor that sees it: the one with fewest outside spaces so far
 * (keeping the rows even), then the one with more spaces seeing it, then the lower one. A space no
 * floor sees goes beside the ground floor (or the lowest floor). Layout only: line of sight shown
 * on the plan always comes from the scenario's list.
 */
export function buildingPlan(state: DefenseState): PlanFloor[] {
  const floors = [...state.floors].sort((a, b) => floorOrder.indexOf(a.level) - floorOrder.indexOf(b.level));
  const rows: PlanFloor[] = floors.map((floor) => ({ floor, spaces: state.spaces.filter((space) => space.floor === floor.level), outside: [] }));
  const lowestFirst = [...rows].reverse();
  const fallback = rows.find((row) => row.floor.level === 'ground') ?? lowestFirst[0];

  const byId = new Map(state.spaces.map((space) => [space.id, space]));
  /** The floor an outside space's counters enter, following its advances (null if they never come in). */
  const entered = (space: Space): FloorLevel | null => {
    const seen = new Set<string>();
    for (let at: Space | undefined = space; at && !seen.has(at.id); at = at.advancesTo ? byId.get(at.advancesTo) : undefined) {
      if (at.floor !== null) return at.floor;
      seen.add(at.id);
    }
    return null;
  };
  const outside = state.spaces.filter((candidate) => candidate.floor === null);
  const leadsNowhere: Space[] = [];
  for (const space of outside) {
    const floor = entered(space);
    const row = floor === null ? undefined : rows.find((candidate) => candidate.floor.level === floor);
    if (row) row.outside.push(space);
    else leadsNowhere.push(space);
  }
  for (const space of leadsNowhere) {
    const seeing = (level: FloorLevel) => state.spaces.filter((from) => from.floor === level && from.sees.includes(space.id)).length;
    const candidates = lowestFirst.filter((row) => seeing(row.floor.level) > 0);
    let best: PlanFloor | undefined;
    for (const row of candidates) {
      if (
        !best ||
        row.outside.length < best.outside.length ||
        (row.outside.length === best.outside.length && seeing(row.floor.level) > seeing(best.floor.level))
      ) {
        best = row;
      }
    }
    (best ?? fallback)?.outside.push(space);
  }
  return rows;
}

/** The floor row a space is drawn in (an outside space: the floor it is drawn beside). */
export function planRowOf(plan: readonly PlanFloor[], space: string): FloorLevel | null {
  return plan.find((row) => row.spaces.some((s) => s.id === space) || row.outside.some((s) => s.id === space))?.floor.level ?? null;
}
