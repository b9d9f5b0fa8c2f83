import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { factsOfCard, gameTerms, type FactsOfCard } from '../../../shared/engine/games/xwing/effects/card-facts';
import { cardEffectSchema, yourCallSchema } from '../../../shared/engine/games/xwing/effects/card-effect';

// DESIGN §10 · the feature's honest size: every pilot, ship ability, upgrade side, condition and damage
// card of both editions' data (read at run time from ../shared/data), each classified by the facts.

type Kind = 'pilot' | 'ship ability' | 'upgrade side' | 'condition' | 'damage card';
type Class = 'applied' | 'asked then applied' | 'your call' | 'no game effect';
interface Card {
  kind: Kind;
  edition: '2.0' | '2.5';
  key: string | null;
  name: string;
  text: string;
}

const dataOf = (edition: '2.0' | '2.5') => path.resolve(import.meta.dirname, `../../../../shared/data/xwing-data2-${edition}/data`);
const json = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

function cardsOf(edition: '2.0' | '2.5'): Card[] {
  const base = dataOf(edition);
  const cards: Card[] = [];
  for (const faction of readdirSync(path.join(base, 'pilots'))) {
    for (const file of readdirSync(path.join(base, 'pilots', faction))) {
      const ship = json(path.join(base, 'pilots', faction, file)) as { pilots: { xws: string; name: string; ability?: string; text?: string; shipAbility?: { name: string; text: string } }[] };
      for (const pilot of ship.pilots) {
        cards.push({ kind: 'pilot', edition, key: pilot.xws, name: pilot.name, text: pilot.ability ?? '' });
        if (pilot.shipAbility) cards.push({ kind: 'ship ability', edition, key: null, name: pilot.shipAbility.name, text: pilot.shipAbility.text });
      }
    }
  }
  for (const file of readdirSync(path.join(base, 'upgrades'))) {
    for (const upgrade of json(path.join(base, 'upgrades', file)) as { xws: string; sides: { title: string; ability?: string; text?: string }[] }[]) {
      for (const side of upgrade.sides) cards.push({ kind: 'upgrade side', edition, key: upgrade.xws, name: side.title, text: side.ability ?? '' });
    }
  }
  for (const condition of json(path.join(base, 'conditions', 'conditions.json')) as { xws: string; name: string; ability?: string }[]) {
    cards.push({ kind: 'condition', edition, key: condition.xws, name: condition.name, text: condition.ability ?? '' });
  }
  for (const card of (json(path.join(base, 'damage-decks', 'core.json')) as { cards: { title: string; text: string }[] }).cards) {
    cards.push({ kind: 'damage card', edition, key: card.title, name: card.title, text: card.text });
  }
  return cards;
}

function classify(facts: FactsOfCard): { class: Class; reason: string } {
  if (facts.noEffect) return { class: 'no game effect', reason: facts.noEffect };
  if (facts.engine) return { class: 'applied', reason: `by ${facts.engine}` };
  if (facts.yourCall.length > 0) return { class: 'your call', reason: facts.yourCall[0]?.reason ?? '' };
  if (facts.effects.length === 0) return { class: 'your call', reason: '' };
  const asked = facts.effects.some((effect) => effect.conditions.some((condition) => condition.kind === 'ask'));
  return { class: asked ? 'asked then applied' : 'applied', reason: 'facts' };
}

/** The share of cards whose own terms touch dice, tokens, charges, actions or damage that the facts play (applied or asked). */
const measured: Record<string, number> = {};

describe('Card effects coverage (DESIGN §10, issue 34)', () => {
  for (const edition of ['2.0', '2.5'] as const) {
    it(`every card of xwing-data2 ${edition} has an entry: applied, asked then applied, your call (with a reason) or no game effect (with a reason)`, () => {
      const cards = cardsOf(edition);
      expect(cards.length).toBeGreaterThan(800);
      const table = new Map<string, Record<Class, number>>();
      let relevant = 0;
      let played = 0;
      for (const card of cards) {
        // As the host reads it: an upgrade has its place on the ship, every card its edition.
        const facts = factsOfCard(card.key, card.name, card.text, card.kind === 'upgrade side' ? 0 : undefined, card.edition);
        const entry = classify(facts);
        // A card with no entry, or an entry with no reason, fails here.
        expect(entry.reason, `${card.kind} ${card.name}`).not.toBe('');
        // Whatever the reader makes of a text is a valid fact (bad input never crashes, never escapes the schema).
        for (const effect of facts.effects) expect(cardEffectSchema.safeParse(effect).success, `${card.name}: ${JSON.stringify(effect)}`).toBe(true);
        for (const call of facts.yourCall) expect(yourCallSchema.safeParse(call).success, card.name).toBe(true);
        const row = table.get(card.kind) ?? { applied: 0, 'asked then applied': 0, 'your call': 0, 'no game effect': 0 };
        row[entry.class]++;
        table.set(card.kind, row);
        if (gameTerms.test(card.text)) {
          relevant++;
          if (entry.class === 'applied' || entry.class === 'asked then applied') played++;
        }
      }
      const share = played / relevant;
      measured[edition] = share;
      console.log(`X-Wing ${edition}: ${cards.length} cards; of the ${relevant} whose text touches dice, tokens, charges, actions or damage, ${played} are played (${(share * 100).toFixed(1)} %)`);
      for (const [kind, row] of table) console.log(`  ${kind.padEnd(13)} ${Object.entries(row).map(([name, n]) => `${name} ${n}`).join(' · ')}`);
      // The issue's goal is 90 %; the facts reach 64.7 % (2.0) and 67.8 % (2.5) today (30 % and 32 % before
      // the table of facts was written card by card). The floor is today's figure, so a change that loses
      // cards fails; raise it as the facts grow.
      expect(share).toBeGreaterThanOrEqual(edition === '2.0' ? FLOOR_2_0 : FLOOR_2_5);
    });
  }
});

const FLOOR_2_0 = 0.922;
const FLOOR_2_5 = 0.928;
