import { effect, facts, type CardFacts } from './fact-builders';

// DESIGN §10 · Armada titles and superweapons, round 6 (issue 35): command tokens on ships the
// player names, tokens a ship may hold twice, values a title changes. Our facts, our words; joined
// with the other tables in upgrade-facts.ts, where a name written twice fails at load.

export const upgradeFactsTitlesMore: Readonly<Record<string, CardFacts>> = {
  // RRG · Commands: one token of each type, up to the command value; this title lifts both limits.
  executor: facts(effect('unit', 'always', 'this ship may hold any number of command tokens, of any types', [{ kind: 'anyCommandTokens' }], { optional: false })),
};
