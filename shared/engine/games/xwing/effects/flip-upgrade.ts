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
  // The actions the card's faceup side adds are the ship's now (S-foils: a boost on one side only).
  const bars = ship.barBySide?.upgrade === effect.upgrade ? ship.barBySide.bars[side] : undefined;
  if (bars) ship.actionBar = bars.map((entry) => ({ ...entry, linked: entry.linked ? { ...entry.linked } : null }));
  events.push({ type: 'upgradeFlipped', ship: refOf(ship), upgrade: card?.name ?? effect.source, side });
  return ok(true);
}

