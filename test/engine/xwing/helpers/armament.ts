// Upgrade cards from the real card data (test input) fitted to a roster entry, with the weapons and
// devices the setup from a list reads off them (shared/engine/games/xwing/attack/weapon-facts.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import { armamentFromCard } from '../../../../shared/engine/games/xwing/attack/weapon-facts';

export type Edition = '2.0' | '2.5';
export interface UpgradeCard {
  name: string;
  xws: string;
  sides: Record<string, unknown>[];
}

const dataDir = (edition: Edition) => path.resolve(import.meta.dirname, `../../../../../shared/data/xwing-data2-${edition}/data/upgrades`);

const cache = new Map<Edition, UpgradeCard[]>();
export function upgradeCards(edition: Edition): UpgradeCard[] {
  const known = cache.get(edition);
  if (known) return known;
  const cards = readdirSync(dataDir(edition))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => JSON.parse(readFileSync(path.join(dataDir(edition), file), 'utf8')) as UpgradeCard[]);
  cache.set(edition, cards);
  return cards;
}

export function upgradeCard(edition: Edition, xws: string): UpgradeCard {
  const card = upgradeCards(edition).find((candidate) => candidate.xws === xws);
  if (!card) throw new Error(`no upgrade ${xws} in the ${edition} data`);
  return card;
}

/** The entry with these upgrades fitted, their charges, and the weapons and devices they carry. */
export function armed(entry: XwingPilotRosterEntry, edition: Edition, ...keys: string[]): XwingPilotRosterEntry {
  const cards = keys.map((key) => upgradeCard(edition, key));
  const upgrades = cards.map((card) => {
    const side = card.sides[0] ?? {};
    const charges = side.charges as { value: number; recovers: number } | undefined;
    return { name: card.name, slot: String(side.type ?? 'Upgrade'), points: 0, ...(charges ? { charges: { value: charges.value, recurs: charges.recovers } } : {}) };
  });
  const armament = cards.map((card, u) => armamentFromCard({ name: card.name, key: card.xws, details: card as unknown as Record<string, unknown> }, u));
  return { ...entry, upgrades, weapons: armament.flatMap((part) => part.weapons), devices: armament.flatMap((part) => part.devices) };
}
