import { anyDialRevealed, ask, discard, discardDialOrToken, effect, factsNoting, whenActivates, type CardFacts } from './fact-builders';

// DESIGN §10 · Armada upgrades, the lead's round (issue 35): cards whose effect the table keeps once the one
// thing it cannot see (a distance, a token the other ship holds) is asked. Our facts, our words; joined in
// upgrade-facts.ts, where a name written in two tables fails at load.

export const upgradeFactsLead: Readonly<Record<string, CardFacts>> = {
  // RRG · Raid Tokens: an enemy ship at close range with none gains 2 of the player's choice.
  'jyn erso': factsNoting(
    'If that ship has an objective token, gaining 1 victory token is the players’ (the score counts victory tokens as the objective says).',
    effect('unit', 'revealDial', 'discard a squadron dial or token and this card: an enemy ship at close range with no raid token gains 2 raid tokens of your choice', [{ kind: 'raidTokens', to: 'enemyShip', count: 2 }], {
      when: [whenActivates('self'), anyDialRevealed, ask('Is the enemy ship you name at close range?')],
      pay: [discard, discardDialOrToken('squadron')],
    }),
  ),
};
