import type { EditionKey } from '../../ipc/card-vocabulary';
import type { ListCard } from '../list';

// The X-Wing cards an XWS import resolves ids against, indexed once per card pool so one import
// is a handful of map look-ups (the pool is rebuilt only when the card data changes).

export const xwingEditions = ['xwing-2.0', 'xwing-2.5'] as const satisfies readonly EditionKey[];
export type XwingEdition = (typeof xwingEditions)[number];

export interface XwingEditionCards {
  edition: XwingEdition;
  pilots: ReadonlyMap<string, ListCard>;
  upgrades: ReadonlyMap<string, ListCard>;
  /** Ship cards by chassis id without the faction prefix (`t65xwing`). */
  ships: ReadonlyMap<string, ListCard>;
  /** Upgrade ids written without their hyphens (`hansologunner`), when that is unambiguous. */
  upgradesWithoutHyphens: ReadonlyMap<string, ListCard>;
  pilotIds: readonly string[];
  upgradeIds: readonly string[];
}

export interface XwingCardPool {
  readonly editions: ReadonlyMap<XwingEdition, XwingEditionCards>;
}

const isXwingEdition = (edition: EditionKey): edition is XwingEdition => (xwingEditions as readonly EditionKey[]).includes(edition);

/** The chassis id of a ship card key (`rebelalliance.t65xwing` -> `t65xwing`). */
export const chassisOf = (shipKey: string | null): string | null => (shipKey ? shipKey.slice(shipKey.lastIndexOf('.') + 1) : null);

/** Indexes X-Wing cards of one or both editions; cards of other games are ignored. */
export function createXwingPool(cards: readonly ListCard[]): XwingCardPool {
  const editions = new Map<XwingEdition, { pilots: Map<string, ListCard>; upgrades: Map<string, ListCard>; ships: Map<string, ListCard> }>();
  for (const card of cards) {
    if (!isXwingEdition(card.edition)) continue;
    let index = editions.get(card.edition);
    if (!index) editions.set(card.edition, (index = { pilots: new Map(), upgrades: new Map(), ships: new Map() }));
    if (card.kind === 'pilot') index.pilots.set(card.key, card);
    else if (card.kind === 'upgrade') index.upgrades.set(card.key, card);
    else if (card.kind === 'ship') {
      const chassis = chassisOf(card.key);
      if (chassis && !index.ships.has(chassis)) index.ships.set(chassis, card);
      index.ships.set(card.key, card);
    }
  }
  const result = new Map<XwingEdition, XwingEditionCards>();
  for (const [edition, index] of editions) {
    const withoutHyphens = new Map<string, ListCard>();
    const taken = new Set<string>();
    for (const [key, card] of index.upgrades) {
      if (!key.includes('-')) continue;
      const folded = key.replaceAll('-', '');
      if (index.upgrades.has(folded) || taken.has(folded)) {
        withoutHyphens.delete(folded);
        taken.add(folded);
        continue;
      }
      taken.add(folded);
      withoutHyphens.set(folded, card);
    }
    result.set(edition, {
      edition,
      pilots: index.pilots,
      upgrades: index.upgrades,
      ships: index.ships,
      upgradesWithoutHyphens: withoutHyphens,
      pilotIds: [...index.pilots.keys()].sort(),
      upgradeIds: [...index.upgrades.keys()].sort(),
    });
  }
  return { editions: result };
}
