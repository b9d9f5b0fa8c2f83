import { ask, commandToken, discard, effect, removeDice, exhaust, factsNoting, fleetGainsToken, gainToken, once, raidToken, resolving, whenActivates, type CardFacts } from './fact-builders';

// DESIGN §10 · Armada upgrades, round 3 (issue 35): cards the table can play once the one thing it
// cannot see (a distance, a token on a card, the round a token names) is asked. Our facts, our
// words; merged into upgrade-facts.ts, where a name written in both tables fails at load.

// "For each enemy ship": one fact per ship, since a card acts once at a moment (a fourth is the players').
const konstantineFor = (nth: string) =>
  effect('unit', 'statusPhase', `the ${nth} enemy ship near 2 of your medium or large ships: its speed 1 up or down (never below 1)`, [{ kind: 'targetSpeed', by: 1, direction: 'either', side: 'enemy', atLeast: 1 }], {
    when: [ask(`Is the ${nth} enemy ship you name at distance 1–5 of at least 2 friendly medium or large ships?`)],
  });
const konstantine = factsNoting('A fourth enemy ship that qualifies: change its speed by hand.', konstantineFor('1st'), konstantineFor('2nd'), konstantineFor('3rd'));

const magnite = factsNoting(
  'While its ship is at speed 0 the card stays exhausted: do not ready it in the Status Phase.',
  effect('unit', 'activationEnd', 'exhaust: 1 enemy ship at distance 1–5 takes this ship’s speed', [{ kind: 'matchSpeed', side: 'enemy' }], {
    when: [whenActivates('self'), ask('Is the enemy ship you name at distance 1–5?')],
    pay: [exhaust],
  }),
);

const bailOrgana = (part: string) =>
  effect('unit', 'shipPhaseStart', `the round on his round token, as first player: gain a command token of your choice (${part})`, [gainToken('any')], {
    when: [once('round'), ask('Is this the round shown by the round token on Bail Organa, and are you the first player?')],
  });

export const upgradeFactsR3: Readonly<Record<string, CardFacts>> = {
  'admiral konstantine': konstantine,
  // The FFG data spells the card "Crysal"; the ISB data "Crystal".
  'magnite crysal tractor beam array': magnite,
  'magnite crystal tractor beam array': magnite,
  'captain rex': factsNoting(
    'While his ship is at distance 1–3 of an enemy ship, that ship discards only 1 raid token when it discards a command dial: the players hold it to that.',
    effect('unit', 'resolveCommand', 'squadron: 1 enemy ship at close range gains a raid token of your choice', [raidToken('enemyShip')], {
      when: [whenActivates('self'), resolving('squadron'), once('activation'), ask('Is the enemy ship you name at close range?')],
    }),
  ),
  'slicer tools': factsNoting(
    'Looking at its top dial, and choosing a new command on it instead (or a raid token that does not match it), are the players’.',
    effect('unit', 'activationEnd', 'exhaust, after its maneuver: 1 enemy ship at distance 1–3 gains a raid token of your choice', [raidToken('enemyShip')], {
      when: [whenActivates('self'), ask('Is the enemy ship you name at distance 1–3?')],
      pay: [exhaust],
    }),
  ),
  'bail organa': factsNoting('As second player that round, his ship must activate first in the Ship Phase: the players hold to it.', bailOrgana('1st of 2'), bailOrgana('2nd of 2')),
  // RRG · Obstructed: the attacker removes 1 die of its choice from the pool.
  'early warning system': factsNoting(
    'Marking a hull zone with the chaff token at the start of the Ship Phase is the players’ (the token sits on the zone until the Status Phase ends).',
    effect('defender', 'rollAttackDice', 'its chaff-marked zone: the attack is obstructed, the attacker removes 1 die', [removeDice(1)], {
      when: [ask('Is the defending hull zone the one marked with this ship’s chaff token this round, and the attack not obstructed already?')],
    }),
  ),
  // RRG · Damage Cards: before a faceup card resolves, the table waits for these (damage/damage-card-effects.ts).
  'medical team': {
    effects: [effect('unit', 'faceupDamageDealt', 'discard this card: the faceup Crew damage card just dealt is discarded before it acts', [{ kind: 'dealtCard', does: 'discard' }], { when: [{ kind: 'dealtTrait', trait: 'Crew' }], pay: [discard] })],
  },
  'tide of progress xii': {
    effects: [effect('unit', 'faceupDamageDealt', 'exhaust: the faceup Ship damage card just dealt is discarded before it acts', [{ kind: 'dealtCard', does: 'discard' }], { when: [{ kind: 'dealtTrait', trait: 'Ship' }], pay: [exhaust] })],
  },
  'lira wessex': {
    effects: [effect('unit', 'faceupDamageDealt', 'spend a repair token: the faceup damage card just dealt turns facedown before it acts', [{ kind: 'dealtCard', does: 'facedown' }], { pay: [commandToken('repair')] })],
  },
  'admiral tarkin': factsNoting(
    'The tokens on his card, and a matching dial for his own ship instead, are kept by the players.',
    effect('unit', 'shipPhaseStart', 'discard a token from his card: each friendly ship gains a matching command token', [fleetGainsToken], {
      when: [once('round'), ask('Do you discard a command token of the type you choose from Admiral Tarkin’s card?')],
    }),
  ),
};
