import { rosterFacts, type XwingPlayerRoster } from '../../../shared/engine/games/xwing';
import type { CardEffect } from '../../../shared/engine/games/xwing/effects/card-effect';
import type { Db } from '../db/open';
import { preferredSourceOrder } from './card-sources-repo';

// Issue 34 · the condition cards an X-Wing game's cards may assign (their facts name them: Agent Kallus
// assigns Hunted), read from the card database with their own facts, for the setup command: a ship
// assigned one during the game takes them on (engine: damage/conditions.ts). The log replays without the
// database because the facts travel in the setup.

const normal = (name: string) => name.trim().toLowerCase().replace(/[\u2018\u2019]/g, "'");

/** The names of the conditions the rosters' card facts assign. */
function assignedConditions(rosters: readonly XwingPlayerRoster[]): string[] {
  const names = new Map<string, string>();
  for (const roster of rosters)
    for (const ship of roster.ships)
      for (const effect of ship.effects ?? []) for (const part of effect.effects) if (part.kind === 'assignCondition') names.set(normal(part.condition), part.condition);
  return [...names.values()];
}

/**
 * Each condition the rosters may assign, found in the edition's card data, with its facts; a condition the
 * data does not hold (an older import) is left out, and assigning it then carries its name only.
 */
export function conditionCardsFor(db: Db, rosters: readonly XwingPlayerRoster[], edition: '2.0' | '2.5', editionKey: string): { name: string; effects: CardEffect[] }[] {
  const byName = db.prepare<[string], { key: string; name: string; text: string | null }>(
    `SELECT c.key, c.name, c.text FROM cards c JOIN card_editions e ON e.id = c.edition_id JOIN card_sources s ON s.id = c.source_id
     WHERE c.kind = 'condition' AND e.key = ? ORDER BY ${preferredSourceOrder}`,
  );
  const cards = byName.all(editionKey);
  const out: { name: string; effects: CardEffect[] }[] = [];
  for (const wanted of assignedConditions(rosters)) {
    const card = cards.find((candidate) => normal(candidate.name) === normal(wanted));
    if (!card) continue;
    const effects = rosterFacts([{ key: card.key, name: card.name, text: card.text, edition }]).effects.slice(0, 24);
    if (effects.length > 0) out.push({ name: card.name, effects });
  }
  return out.slice(0, 24);
}
