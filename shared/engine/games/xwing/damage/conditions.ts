import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/commands';
import type { XwingEvent } from '../model/events';
import type { XwingState } from '../model/state';
import { findShip, refOf, shipName } from '../ships/ships';

/** A condition card goes to a ship with its marker; each gets an id so one of two alike can be removed. */
export function assignCondition(draft: XwingState, command: CommandOf<'assignCondition'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  if (found.value.destroyed) return refuse('ship_destroyed', `${shipName(found.value)} is destroyed.`);
  const conditionId = `condition-${draft.nextConditionNumber++}`;
  found.value.conditions.push({ id: conditionId, name: command.condition });
  return ok([{ type: 'conditionAssigned', ship: refOf(found.value), condition: command.condition, conditionId }]);
}

export function removeCondition(draft: XwingState, command: CommandOf<'removeCondition'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  const at = ship.conditions.findIndex((condition) => condition.id === command.condition);
  const condition = ship.conditions[at];
  if (!condition) return refuse('unknown_condition', `${shipName(ship)} has no condition ${command.condition}.`);
  ship.conditions.splice(at, 1);
  return ok([{ type: 'conditionRemoved', ship: refOf(ship), condition: condition.name, conditionId: condition.id }]);
}
