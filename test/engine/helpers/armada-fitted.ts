// Armada ships fitted with ISB upgrade cards (test input read at run time from ../shared/data), their
// facts as the host reads them (effects/card-terms.ts): a roster entry for a setup command.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ShipRosterEntry } from '../../../shared/engine/games/armada';
import { effectsOfCard, upgradeFactsOf } from '../../../shared/engine/games/armada/effects/card-terms';

const isbFile = path.resolve(import.meta.dirname, '../../../../shared/data/armada-isb/public/converted-json/upgrades/upgrades.json');
let cache: { name: string; ability: string; type: string }[] | null = null;

export function isbUpgrades(): { name: string; ability: string; type: string }[] {
  cache ??= Object.values((JSON.parse(readFileSync(isbFile, 'utf8')) as { upgrades: Record<string, { name: string; ability: string; type: string }> }).upgrades);
  return cache;
}

/** The ship with these ISB upgrades fitted (by name), and each card's facts and your-call reasons. */
export function fittedIsb(entry: ShipRosterEntry, ...names: string[]): ShipRosterEntry {
  const cards = names.map((name) => {
    const card = isbUpgrades().find((candidate) => candidate.name === name);
    if (!card) throw new Error(`no ISB card ${name}`);
    return card;
  });
  const found = cards.map((card, n) => effectsOfCard(card.name, upgradeFactsOf(card.name, card.ability, [card.type]), `upgrade-${n + 1}`));
  return { ...entry, upgrades: cards.map((card) => ({ name: card.name, slot: card.type, points: 0 })), effects: found.flatMap((card) => card.effects), yourCalls: found.flatMap((card) => card.yourCalls) };
}
