import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { armadaCardEffectSchema } from '../../shared/engine/games/armada/effects/card-effect';
import { coverageOf, effectsOfCard, squadronFactsOf, upgradeFactsOf, type CoverageClass, type FoundFacts } from '../../shared/engine/games/armada/effects/card-terms';
import { squadronFacts } from '../../shared/engine/games/armada/effects/facts/squadron-facts';
import { upgradeFacts } from '../../shared/engine/games/armada/effects/facts/upgrade-facts';

// Issue 35 item 5 · the feature's honest size: every upgrade and squadron of both Armada data sets
// (read at run time from ../shared/data) is placed — applied, asked then applied, your call with a
// reason, or no effect with why — and a card with no entry fails. The cards that "change dice,
// damage, tokens, speed or activations" are told by their own words (a word list), not by whether
// we wrote facts for them. Both data sets here are official cards only (FFG and AMG): the ISB
// converted data holds no community expansion.

const DATA = join(__dirname, '../../../shared/data');
interface Card {
  name: string;
  title: string | null;
  text: string;
  keywords: string[];
  kind: 'upgrade' | 'squadron';
  /** An upgrade's slots or type (two cards may share a name: Darth Vader the commander and the weapons team). */
  types?: string[];
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

function ffgCards(): Card[] {
  const cards: Card[] = [];
  const upgrades = join(DATA, 'armada-ffg/data/upgrade-card');
  for (const file of readdirSync(upgrades)) {
    for (const card of readJson(join(upgrades, file)) as { name: string; text?: string; slots?: string[] }[]) {
      cards.push({ name: card.name, title: null, text: card.text ?? '', keywords: [], kind: 'upgrade', types: card.slots ?? [] });
    }
  }
  const squadrons = join(DATA, 'armada-ffg/data/squadron-card');
  for (const faction of readdirSync(squadrons)) {
    for (const file of readdirSync(join(squadrons, faction))) {
      for (const card of readJson(join(squadrons, faction, file)) as { name: string; subname?: string; text?: string; keywords?: string[] }[]) {
        cards.push({ name: card.name, title: card.subname || null, text: card.text ?? '', keywords: card.keywords ?? [], kind: 'squadron' });
      }
    }
  }
  return cards;
}

function isbCards(): Card[] {
  const base = join(DATA, 'armada-isb/public/converted-json');
  const cards: Card[] = [];
  const upgrades = (readJson(join(base, 'upgrades/upgrades.json')) as { upgrades: Record<string, { name: string; ability: string; type: string }> }).upgrades;
  for (const card of Object.values(upgrades)) cards.push({ name: card.name, title: null, text: card.ability, keywords: [], kind: 'upgrade', types: [card.type] });
  const squadrons = (readJson(join(base, 'squadrons/squadrons.json')) as { squadrons: Record<string, { name: string; 'ace-name': string; ability: string; abilities: Record<string, boolean | number> }> }).squadrons;
  for (const card of Object.values(squadrons)) {
    const ace = card['ace-name'].trim();
    const keywords = Object.entries(card.abilities)
      .filter(([, value]) => value !== false && value !== 0)
      .map(([name, value]) => (value === true ? name : `${name} ${value}`));
    cards.push({ name: ace || card.name, title: ace ? card.name : null, text: card.ability, keywords, kind: 'squadron' });
  }
  return cards;
}

const factsOf = (card: Card): FoundFacts => (card.kind === 'upgrade' ? upgradeFactsOf(card.name, card.text, card.types) : squadronFactsOf(card.name, card.title, card.text, card.keywords));

/** The card's own words say it changes dice, damage, tokens, speed or activations (for a squadron with no text: a keyword that does). */
const PLAY_WORDS = /\b(dice|die|reroll|rerolls|damage|token|tokens|speed|activat\w*|shields?|crit\w*|:crit:|hit)\b/i;
const PLAY_KEYWORDS = /^(adept|swarm|dodge|ai|bomber|counter|snipe)/i;
const changesPlay = (card: Card) => PLAY_WORDS.test(card.text) || (card.text.trim() === '' && card.keywords.some((keyword) => PLAY_KEYWORDS.test(keyword)));

function figures(cards: Card[]) {
  const counts: Record<CoverageClass, number> = { applied: 0, asked: 0, yourCall: 0, noEffect: 0, missing: 0 };
  const missing: string[] = [];
  let play = 0;
  let playCovered = 0;
  for (const card of cards) {
    const found = factsOf(card);
    const kind = coverageOf(found);
    counts[kind]++;
    if (kind === 'missing') missing.push(`${card.kind} ${card.name}`);
    if (changesPlay(card)) {
      play++;
      if (kind === 'applied' || kind === 'asked') playCovered++;
    }
  }
  return { counts, missing, play, playCovered, share: play === 0 ? 1 : playCovered / play };
}

const sets = { 'armada-ffg': ffgCards(), 'armada-isb': isbCards() };
/** Issue 35 item 8 · the measured shares, rounded down. */
const FLOORS: Record<string, number> = { 'armada-ffg': 0.926, 'armada-isb': 0.93 };

describe('Issue 35 · coverage of the Armada card facts, measured on both data sets', () => {
  for (const [set, cards] of Object.entries(sets)) {
    it(`${set}: every upgrade and squadron has an entry, and the share of play-changing cards applied is printed`, () => {
      expect(cards.length).toBeGreaterThan(250);
      const result = figures(cards);
      const percent = (result.share * 100).toFixed(1);
      console.log(
        `${set}: ${cards.length} cards — applied ${result.counts.applied}, asked then applied ${result.counts.asked}, your call ${result.counts.yourCall}, no effect ${result.counts.noEffect}, missing ${result.counts.missing}; ` +
          `of the ${result.play} cards whose words change dice, damage, tokens, speed or activations, ${result.playCovered} (${percent} %) are applied or asked then applied (goal 90 %).`,
      );
      expect(result.missing).toEqual([]);
      // A floor per data set, raised as facts are written (never above what is measured): the 90 % goal of issue 35 is not reached yet (see README).
      expect(result.share).toBeGreaterThanOrEqual(FLOORS[set] ?? 1);
    });
  }

  it('Every fact in the tables is valid in the setup command’s schema, and a card put on a unit keeps its name and upgrade id', () => {
    for (const [name, entry] of [...Object.entries(upgradeFacts), ...Object.entries(squadronFacts)]) {
      const { effects } = effectsOfCard(name, { facts: entry, from: 'table' }, 'p1-ship-1-upgrade-1');
      for (const effect of effects) expect(armadaCardEffectSchema.safeParse(effect).success, `${name}: ${JSON.stringify(effect)}`).toBe(true);
    }
  });

  it('Bad input · a card with no facts and no text is “your call” with its text shown, never a crash', () => {
    const found = upgradeFactsOf('A Card Nobody Printed', '');
    expect(coverageOf(found)).toBe('missing');
    expect(effectsOfCard('A Card Nobody Printed', found, 'u1')).toEqual({ effects: [], yourCalls: [{ source: 'A Card Nobody Printed', upgrade: 'u1', reason: expect.stringMatching(/your call/i) }] });
  });
});
