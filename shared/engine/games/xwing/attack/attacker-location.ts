import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/commands';
import type { XwingEvent } from '../model/events';
import type { Attack, AttackerLocation, XwingState } from '../model/state';
import { attackAtStep } from './current-attack';

interface LocationEntry {
  inFullFrontArc?: boolean | undefined;
  inFullRearArc?: boolean | undefined;
  bearing?: number | undefined;
}

/**
 * The full front arc is the half in front of the line through the ship's middle, the full rear arc
 * the half behind it. A bearing exactly on that line touches both arcs.
 */
export function locationFromBearing(bearing: number): AttackerLocation {
  const b = bearing % 360;
  return { inFullFrontArc: b <= 90 || b >= 270, inFullRearArc: b >= 90 && b <= 270, bearing: b };
}

/** The player's answers ("in your front full arc? in your rear full arc?") or the attacker's bearing; null when neither is given. */
export function attackerLocationFrom(entry: LocationEntry): Result<AttackerLocation | null> {
  const answered = entry.inFullFrontArc !== undefined || entry.inFullRearArc !== undefined;
  if (answered && entry.bearing !== undefined) return refuse('location_twice', 'Give the attacker’s bearing or answer the two arc questions, not both.');
  if (entry.bearing !== undefined) return ok(locationFromBearing(entry.bearing));
  if (!answered) return ok(null);
  if (entry.inFullFrontArc === undefined || entry.inFullRearArc === undefined) {
    return refuse('location_incomplete', 'Answer both questions: is the attacker in the defender’s front full arc, and is it in the rear full arc?');
  }
  return ok({ inFullFrontArc: entry.inFullFrontArc, inFullRearArc: entry.inFullRearArc, bearing: null });
}

/** Full arcs reach range 3; for reinforce only, they count as reaching range 5 (001). */
export function fullArcReach(purpose: 'reinforce' | 'other'): number {
  return purpose === 'reinforce' ? 5 : 3;
}

/** The defender's full arcs the attacker is inside, or null when nobody has said where the attacker is. */
export function fullArcsContainingAttacker(attack: Attack, purpose: 'reinforce' | 'other'): { front: boolean; rear: boolean } | null {
  const location = attack.attackerLocation;
  if (!location) return null;
  const withinReach = attack.range <= fullArcReach(purpose);
  return { front: withinReach && location.inFullFrontArc, rear: withinReach && location.inFullRearArc };
}

/** Says where the attacker is, at any point before damage is dealt. */
export function locateAttacker(draft: XwingState, command: CommandOf<'locateAttacker'>): Result<XwingEvent[]> {
  const found = attackAtStep(draft, ['rollAttackDice', 'modifyAttackDice', 'modifyDefenseDice'], 'say where the attacker is');
  if (!found.ok) return found;
  const location = attackerLocationFrom(command);
  if (!location.ok) return location;
  if (!location.value) return refuse('location_incomplete', 'Answer both questions: is the attacker in the defender’s front full arc, and is it in the rear full arc? Or give its bearing.');
  found.value.attackerLocation = location.value;
  return ok([{ type: 'attackerLocated', ...location.value }]);
}
