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
 * After Neutralize Results a friendly ship the player names suffers 1 hit (or crit) damage to cancel
 * 1 matching result left against the defender (Prince Xizor, Captain Phasma, a wing leader's
 * wingmates): one fact per face, and per wingmate when several may (`uses`), sharing one limit per face and wingmate.
 */
export function friendTakesTheHit(source: string, question: string, optional: boolean, uses = 1): Fact[] {
  const ordinals = ['', ' (2nd wingmate)', ' (3rd wingmate)', ' (4th wingmate)', ' (5th wingmate)'];
  return Array.from({ length: uses }, (_, n) =>
    (['hit', 'crit'] as const).map((face): Fact => ({
      moment: 'dealDamage',
      role: 'defender',
      conditions: [{ kind: 'ask', question }, { kind: 'once', per: 'attack', among: `friend-${n}` }],
      costs: [],
      effects: [{ kind: 'changeRemaining', hits: face === 'hit' ? -1 : 0, crits: face === 'crit' ? -1 : 0 }, { kind: 'damage', who: 'friendly', hits: face === 'hit' ? 1 : 0, crits: face === 'crit' ? 1 : 0 }],
      optional,
      summary: `${source}: a friend suffers 1 ${face} damage to cancel 1 ${face} left${ordinals[n] ?? ''}`,
    })),
  ).flat();
}

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

/**
 * "Spend … : each ship … gains …": the cost paid once, for the first ship named; the next ships (up to `most`)
 * follow at no cost, each asked by name once the one before it was named (skipping one ends the round of
 * questions). `variants` are the choices a ship has ("strain, or jam if it chooses"): one fact each per
 * ship, one of them used (a `once` label per ship).
 */
export function eachAfterOnePaid(tag: string, most: number, costs: Fact['costs'], variants: readonly { question: (nth: string) => string; effects: Fact['effects']; summary: (paid: boolean) => string }[], moment: Fact['moment'], conditions: Fact['conditions'] = []): Fact[] {
  const nths = ['a', 'a second', 'a third', 'a fourth', 'a fifth', 'a sixth', 'a seventh'];
  const ordinals = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th'];
  return nths.slice(0, most).flatMap((nth, n) =>
    variants.map((variant): Fact => ({
      moment,
      conditions: [...conditions, ...(n === 0 ? [] : [{ kind: 'usedThisRound' as const, among: `${tag}-${n}` }]), { kind: 'once', per: 'trigger', among: `${tag}-${n + 1}` }, { kind: 'ask', question: variant.question(nth) }],
      costs: n === 0 ? costs : [],
      effects: variant.effects,
      optional: true,
      summary: `${variant.summary(n === 0)} (${ordinals[n]} ship)`,
    })),
  );
}

/** "Each ship at range …": one question per ship near it, the player naming each (up to `most`). */
export const eachNamed = (most: number, question: (nth: string) => string, fact: Omit<Fact, 'conditions'> & { conditions?: Fact['conditions'] }): Fact[] =>
  ['a', 'a second', 'a third', 'a fourth', 'a fifth'].slice(0, most).map((nth) => ({ ...fact, conditions: [...(fact.conditions ?? []), { kind: 'ask', question: question(nth) }], summary: `${fact.summary} (${nth === 'a' ? '1st' : nth.replace('a ', '')} ship)` }));

/**
 * h-moves · "after a friendly ship (at range 0–N) reveals its dial": one fact for a friend that revealed it
 * (its range asked when the card names one), and one for the card's own ship (a ship is friendly to
 * itself, at range 0). `part` acts on that ship's revealed dial: who 'other' for the friend, 'self' for its own.
 */
export function onRevealedDial(source: string, range: string | null, costs: Fact['costs'], part: (who: 'self' | 'other') => Fact['effects'][number], summary: string, conditions: (who: 'self' | 'other') => Fact['conditions'] = () => []): Fact[] {
  return [
    { moment: 'friendlyRevealDial', conditions: [...conditions('other'), ...(range ? [{ kind: 'ask' as const, question: `Is that friendly ship at range ${range}?` }] : [])], costs, effects: [part('other')], optional: true, summary: `${source}: ${summary} (a friend)` },
    { moment: 'afterRevealDial', conditions: conditions('self'), costs, effects: [part('self')], optional: true, summary: `${source}: ${summary} (its own)` },
  ];
}

/**
 * h7-xpilots · Dash Rendar (YT-2400, both factions, 2.5): after it gains a red token from an obstacle (the
 * players give it, the table cannot see obstacles: one question), that token moves to a friendly ship
 * named at range 0–1. One fact per red kind a token can be (a lock is not gained by moving).
 */
export const passObstacleToken = (source: string): Fact[] =>
  (['stress', 'strain', 'deplete', 'ion'] as const).map((token): Fact => ({
    moment: 'afterGainToken',
    conditions: [{ kind: 'gained', tokens: [token] }, { kind: 'ask', question: 'Did that token come from moving through or overlapping an obstacle, with a friendly ship at range 0–1 to take it?' }],
    costs: [],
    effects: [{ kind: 'transferToken', to: 'friendly', token, amount: 1 }],
    optional: true,
    summary: `${source}: passes the ${token} token an obstacle gave it to a friendly ship at range 0–1`,
  }));
