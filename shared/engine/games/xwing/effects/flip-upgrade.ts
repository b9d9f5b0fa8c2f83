import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/commands';
import type { XwingEvent } from '../model/events';
import type { Ship, XwingState } from '../model/state';
import { findShip, refOf, shipName } from '../ships/ships';
import type { CardEffect } from './card-effect';

/** A two-sided card among the ship's upgrades, by its place: one whose sides the setup read apart (their facts, or their action bars). */
export function isDualUpgrade(ship: Ship, index: number): boolean {
  return ship.barBySide?.upgrade === index || ship.sides?.[index] !== undefined || (ship.effects ?? []).some((effect) => effect.upgrade === index && effect.conditions.some((condition) => condition.kind === 'side'));
}

/** RRG · Dual Cards, by the players' hand: a card the table does not play turns a two-sided upgrade over. */
export function flipUpgradeCommand(draft: XwingState, command: CommandOf<'flipUpgrade'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  const index = ship.upgrades.findIndex((upgrade) => upgrade.id === command.upgrade);
  const card = ship.upgrades[index];
  if (!card) return refuse('unknown_upgrade', `${shipName(ship)} has no upgrade ${command.upgrade}.`);
  if (!isDualUpgrade(ship, index)) return refuse('not_dual', `${card.name} has one side: only a two-sided card turns over.`);
  const events: XwingEvent[] = [];
  const flipped = flipUpgrade(ship, { source: card.name, upgrade: index, moment: 'always', conditions: [], costs: [], effects: [{ kind: 'flipCard' }], optional: true, summary: `${card.name}: turned over` }, events);
  return flipped.ok ? ok(events) : flipped;
}

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

