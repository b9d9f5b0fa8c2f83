import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/commands';
import type { XwingEvent } from '../model/events';
import type { Ship, XwingState } from '../model/state';
import { findShip, refOf, shipName } from '../ships/ships';

/** A condition card goes to a ship with its marker; each gets an id so one of two alike can be removed. */
export function assignCondition(draft: XwingState, command: CommandOf<'assignCondition'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  if (found.value.destroyed) return refuse('ship_destroyed', `${shipName(found.value)} is destroyed.`);
  const conditionId = `condition-${draft.nextConditionNumber++}`;
  found.value.conditions.push({ id: conditionId, name: command.condition });
  takeOnConditionFacts(draft, found.value, command.condition);
  return ok([{ type: 'conditionAssigned', ship: refOf(found.value), condition: command.condition, conditionId }]);
}

/** A condition card's name as players write it: case and curly apostrophes aside. */
export const sameConditionName = (a: string, b: string): boolean => a.trim().toLowerCase().replace(/[\u2018\u2019]/g, "'") === b.trim().toLowerCase().replace(/[\u2018\u2019]/g, "'");

/**
 * A ship assigned a condition card takes on its facts (the setup carries them), each held by the
 * card while the ship has it (a `hasCondition` condition first): removed, the card's facts stop.
 * Assigned twice, it takes them on once.
 */
function takeOnConditionFacts(draft: XwingState, ship: Ship, condition: string): void {
  const card = draft.conditionCards?.find((candidate) => sameConditionName(candidate.name, condition));
  if (!card) return;
  const held = (ship.effects ?? []).some((effect) => effect.source === card.name && effect.conditions.some((part) => part.kind === 'hasCondition' && part.who === 'self' && sameConditionName(part.condition, card.name)));
  if (held) return;
  const gated: NonNullable<Ship['effects']> = card.effects.map((effect) => ({ ...effect, conditions: effect.conditions.length < 6 ? [{ kind: 'hasCondition', who: 'self', condition: card.name }, ...effect.conditions] : effect.conditions }));
  ship.effects = [...(ship.effects ?? []), ...gated];
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
