import type { CardRef, FleetList, ListCard, CardLookup } from './list';
import { refKey } from './list';

// The physical cards and miniatures a list needs on the table, for the collection check: each
// unit's card (× its count), an X-Wing pilot's ship, every fitted upgrade, and the objectives.

export interface CardNeeded {
  card: CardRef;
  count: number;
  /** How the player names it in "missing: 1 × Darth Vader (commander)": the slot, squadron type or "ship". */
  label: string;
}

export function cardsNeeded(list: FleetList, cards: CardLookup): CardNeeded[] {
  const needed = new Map<string, CardNeeded>();
  const add = (card: CardRef, count: number, label: string) => {
    const key = refKey(card);
    const entry = needed.get(key);
    if (entry) entry.count += count;
    else needed.set(key, { card, count, label });
  };
  const nameOf = (card: ListCard | undefined, ref: CardRef) => card?.name ?? ref.key;
  for (const unit of list.units) {
    const card = cards.card(unit.card);
    add(unit.card, unit.count, card?.title ? `${nameOf(card, unit.card)} (${card.title})` : nameOf(card, unit.card));
    if (card?.kind === 'pilot' && card.shipKey) {
      const ship: CardRef = { edition: card.edition, kind: 'ship', key: card.shipKey };
      add(ship, unit.count, `${nameOf(cards.card(ship), ship)} (ship)`);
    }
    for (const upgrade of unit.upgrades) {
      const upgradeCard = cards.card(upgrade.card);
      add(upgrade.card, unit.count, `${nameOf(upgradeCard, upgrade.card)} (${(upgradeCard?.upgradeTypes.join('/') || upgrade.slot).toLowerCase()})`);
    }
  }
  for (const objective of list.objectives) add(objective, 1, `${nameOf(cards.card(objective), objective)} (objective)`);
  return [...needed.values()];
}
