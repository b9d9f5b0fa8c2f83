import type { CardCost } from '../../../shared/ipc/cards';
import { editionKeys, editionNames, OWNED_COUNT_MAX, systemOfEdition, type CardKind } from '../../../shared/ipc/card-vocabulary';

export { editionNames, systemOfEdition };
import type { GameSystem } from '../../../shared/ipc/game-systems';

// Labels and lists the card screens offer, in the games' own words. Names and limits the host
// shares come from shared/ipc/card-vocabulary (no zod); the host stays the judge of what is valid.

export const cardKindNames: Record<CardKind, string> = {
  ship: 'Ship',
  pilot: 'Pilot',
  squadron: 'Squadron',
  upgrade: 'Upgrade',
  objective: 'Objective',
  condition: 'Condition',
  damage: 'Damage card',
};
export const cardKindOrder = Object.keys(cardKindNames) as CardKind[];

/** The kinds each game has, so a filter never offers an empty choice. */
export const kindsBySystem: Record<GameSystem, readonly CardKind[]> = {
  xwing: ['ship', 'pilot', 'upgrade', 'condition', 'damage'],
  armada: ['ship', 'squadron', 'upgrade', 'objective', 'damage'],
  defense: [],
};

export const editionOrder = editionKeys;

/** Faction keys as the importers store them (xwing-data2's own keys; Armada's four). */
export const factionsBySystem: Record<GameSystem, readonly { key: string; name: string }[]> = {
  xwing: [
    { key: 'rebelalliance', name: 'Rebel Alliance' },
    { key: 'galacticempire', name: 'Galactic Empire' },
    { key: 'scumandvillainy', name: 'Scum and Villainy' },
    { key: 'resistance', name: 'Resistance' },
    { key: 'firstorder', name: 'First Order' },
    { key: 'galacticrepublic', name: 'Galactic Republic' },
    { key: 'separatistalliance', name: 'Separatist Alliance' },
  ],
  armada: [
    { key: 'rebel', name: 'Rebel Alliance' },
    { key: 'empire', name: 'Galactic Empire' },
    { key: 'republic', name: 'Galactic Republic' },
    { key: 'separatist', name: 'Separatist Alliance' },
  ],
  defense: [],
};

const factionNameByKey = new Map(Object.values(factionsBySystem).flatMap((list) => list.map((f) => [f.key, f.name] as const)));
export const factionName = (key: string): string => factionNameByKey.get(key) ?? key;

export const shortSystemNames: Record<GameSystem, string> = { armada: 'Armada', xwing: 'X-Wing', defense: 'Defense' };

/** "44", or "4–8" for a variable cost; the unit is points in both games. */
export function costText(cost: CardCost | null): string | null {
  if (!cost) return null;
  return cost.min === cost.max ? String(cost.min) : `${cost.min}–${cost.max}`;
}

/** The host's own limit: more copies than any player owns. */
export const OWNED_COUNT_LIMIT = OWNED_COUNT_MAX;

/**
 * Names that appear more than once among these results, from different sources ("CR90 Corvette A"
 * from the core set and from the ISB data): those results show their source's label.
 */
export function namesToLabel(cards: readonly { name: string; source: string }[]): Set<string> {
  const sourcesByName = new Map<string, Set<string>>();
  for (const card of cards) {
    let sources = sourcesByName.get(card.name);
    if (!sources) sourcesByName.set(card.name, (sources = new Set()));
    sources.add(card.source);
  }
  return new Set([...sourcesByName].filter(([, sources]) => sources.size > 1).map(([name]) => name));
}
