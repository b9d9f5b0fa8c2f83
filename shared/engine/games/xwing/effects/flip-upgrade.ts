import { ok, type Result } from '../../../core/result';
import type { XwingEvent } from '../model/events';
import type { Ship } from '../model/state';
import { refOf } from '../ships/ships';
import type { CardEffect } from './card-effect';

/** RRG · Dual Cards: the card turns to its other side; the facts of the side now faceup act from here on. */
export function flipUpgrade(ship: Ship, effect: CardEffect, events: XwingEvent[]): Result<true> {
  if (effect.upgrade === undefined) return ok(true);
  const card = ship.upgrades[effect.upgrade];
  const side = (ship.sides?.[effect.upgrade] ?? 0) === 0 ? 1 : 0;
  ship.sides = { ...(ship.sides ?? {}), [effect.upgrade]: side };
  events.push({ type: 'upgradeFlipped', ship: refOf(ship), upgrade: card?.name ?? effect.source, side });
  return ok(true);
}

