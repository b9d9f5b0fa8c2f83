import type { CardEffect } from '../card-effect';

// DESIGN §10 · one entry of our own table of card facts, keyed by the card's xws id (a damage card or a
// ship ability by its name; one side of a two-sided card by "xws|Side title"; a card whose text changed
// between editions by "key@2.0" / "key@2.5"; an upgrade or a pilot whose xws id the other shares by
// "upgrade:xws" / "pilot:xws"). The table wins over the reader. Every entry is in our
// words: what the card does, never its sentences.

export type Fact = Omit<CardEffect, 'source' | 'upgrade'>;

export type CardFactEntry =
  /** Facts for the whole card: what it does, at its moments. */
  | { facts: Fact[] }
  /** Facts for part of it; the rest is the players' call, for this reason. */
  | { facts: Fact[]; partly: string }
  /** Already played by a rule of the engine (named): no facts needed. */
  | { engine: string }
  /** It changes nothing at the table (list building, a flavour line), for this reason. */
  | { noEffect: string }
  /** Real judgement: the players decide, for this reason. */
  | { yourCall: string };

export type FactTable = Readonly<Record<string, CardFactEntry>>;

/**
 * "For each …" that the table cannot count (ships at range, bombs near a ship): the fact once per
 * further one, each asked apart with its own question (the second, the third…) and used apart, so
 * a count of N is N questions answered yes.
 */
export function forEachFurther(fact: Fact, questions: readonly string[]): Fact[] {
  const ordinals = ['2nd', '3rd', '4th', '5th'];
  return questions.map((question, n) => ({
    ...fact,
    conditions: [...fact.conditions.filter((condition) => condition.kind !== 'ask'), { kind: 'ask', question }],
    summary: `${fact.summary.slice(0, 150)} (${ordinals[n] ?? `${n + 2}th`})`,
  }));
}
