import type { EffectCondition, EffectCost, TurnEffect } from '../card-effect';
import { forEachFurther, onRevealedDial, type CardFactEntry, type Fact, type FactTable } from './fact-entry';

// DESIGN §10 · our facts for the Galactic Republic and Separatist Alliance pilots (the shape:
// fact-entry.ts). Each entry says in our words what the pilot does at the table; what the table cannot
// know (where ships stand, the other ship's dial) is one question; what the vocabulary cannot say is
// the players' call, with the reason.
//
// Some xws ids are shared by a pilot and a crew or gunner card of the same name and title (Count
// Dooku, Plo Koon, Aayla Secura, Jango Fett, Kit Fisto, Ahsoka Tano, Yoda, Bo-Katan Kryze, Pre Vizsla,
// Zam Wesell): a key here is read for both cards, so those keep no entry unless one entry is true of
// both (Aayla Secura, Yoda, Zam Wesell). The pilot alone is keyed "pilot:<xws>" (r3-x-pilots: Plo Koon,
// Count Dooku, Kit Fisto, Bo-Katan Kryze, Pre Vizsla, Jango Fett, at the end of the table).

type Token = Extract<TurnEffect, { kind: 'removeToken' }>['token'];
type Green = 'focus' | 'evade' | 'calculate';

const ask = (question: string): EffectCondition => ({ kind: 'ask', question });
const force = (amount = 1): EffectCost => ({ kind: 'force', amount });
const friendAttacks: EffectCondition = { kind: 'friendly', role: 'attacker' };
const friendDefends: EffectCondition = { kind: 'friendly', role: 'defender' };
const primary: EffectCondition = { kind: 'weapon', weapon: 'primary' };
const holds = (token: Extract<EffectCondition, { kind: 'token' }>['token']): EffectCondition => ({ kind: 'token', who: 'self', token });
const greens: readonly Green[] = ['focus', 'evade', 'calculate'];
/** RRG · Tokens: the red ones a ship can lose (a lock is removed by its owner, by hand). */
const reds = ['stress', 'strain', 'deplete', 'ion'] as const;
/** Eta-2 Actis pairs: the friend named has moved; the table cannot see the ships around it. */
const friendOutnumbered = 'Is that friend at range 0–3, outnumbered at range 0–1 (more enemies than friends)?';
/** RRG · Tokens: orange. */
const oranges = ['disarm', 'jam', 'tractor'] as const;

/** After a red maneuver, or after a red action: the same effect, one fact for each moment. */
function afterRedManeuverOrAction(name: string, conditions: EffectCondition[], costs: EffectCost[], effects: Fact['effects'], summary: string): Fact[] {
  return [
    { moment: 'afterManeuver', conditions: [{ kind: 'difficulty', of: 'maneuver', difficulties: ['red'] }, ...conditions], costs, effects, optional: true, summary: `${name}: ${summary} (after a red maneuver)` },
    { moment: 'afterAction', conditions: [{ kind: 'difficulty', of: 'action', difficulties: ['red'] }, ...conditions], costs, effects, optional: true, summary: `${name}: ${summary} (after a red action)` },
  ];
}

/** One fact per token it may remove, offered only while the ship holds that token. */
function removeOneOf(tokens: readonly Token[], make: (token: Token) => Fact): Fact[] {
  return tokens.map(make);
}

/** “Odd Ball” (ARC-170, BTL-B, V-wing, V-19): after a red maneuver or action, a lock on an enemy in the bullseye arc. */
const oddBall: CardEntry = {
  facts: afterRedManeuverOrAction('“Odd Ball”', [ask('Is there an enemy ship in its bullseye arc?')], [], [{ kind: 'acquireLock', on: 'named' }], 'lock the enemy ship in its bullseye arc'),
};

/** Anakin Skywalker (BTL-B, Delta-7, Delta-7B): after a maneuver, with an enemy close ahead, 1 Force for 1 stress off. */
const anakinStress: CardEntry = {
  facts: [
    {
      moment: 'afterManeuver',
      conditions: [holds('stress'), ask('Is there an enemy ship in its front arc at range 0–1, or in its bullseye arc?')],
      costs: [force()],
      effects: [{ kind: 'removeToken', who: 'self', token: 'stress', amount: 1 }],
      optional: true,
      summary: 'Anakin Skywalker: 1 Force, remove 1 stress (an enemy close in its front arc or in its bullseye arc)',
    },
  ],
};

/** Obi-Wan Kenobi: a friend (or he) spends a token of these kinds; 1 Force gives that ship a focus token. */
function obiWan(spent: readonly ('focus' | 'evade')[]): CardEntry {
  const words = spent.join(' or ');
  return {
    facts: [
      { moment: 'friendlySpendsToken', conditions: [ask(`Is it a ${words} token that the friendly ship at range 0–2 spent?`)], costs: [force()], effects: [{ kind: 'gainToken', who: 'friendly', token: 'focus', amount: 1 }], optional: true, summary: `Obi-Wan Kenobi: 1 Force, the friend who spent a ${words} token gains 1 focus` },
      { moment: 'afterSpendToken', conditions: [{ kind: 'spent', tokens: [...spent] }], costs: [force()], effects: [{ kind: 'gainToken', who: 'self', token: 'focus', amount: 1 }], optional: true, summary: `Obi-Wan Kenobi: 1 Force, gains 1 focus after spending a ${words} token` },
    ],
  };
}

/**
 * Plo Koon (Engagement Phase): 1 Force, then one green token of his to another friendly ship at range
 * 0–2, or one orange token of that ship's to him (a transfer: it leaves the friend, he gains it).
 */
const ploKoonEngagement: CardEntry = {
  facts: [
    ...greens.map((token): Fact => ({
      moment: 'engagementStart',
      conditions: [holds(token), ask('Is there another friendly ship at range 0–2 to give it to?')],
      costs: [force()],
      effects: [{ kind: 'transferToken', to: 'friendly', token, amount: 1 }],
      optional: true,
      summary: `Plo Koon: 1 Force, give 1 ${token} token to another friendly ship at range 0–2`,
    })),
    ...oranges.map((token): Fact => ({
      moment: 'engagementStart',
      conditions: [ask(`Is there another friendly ship at range 0–2 with a ${token} token to take?`)],
      costs: [force()],
      effects: [
        { kind: 'removeToken', who: 'friendly', token, amount: 1 },
        { kind: 'gainToken', who: 'self', token, amount: 1 },
      ],
      optional: true,
      summary: `Plo Koon: 1 Force, take 1 ${token} token from another friendly ship at range 0–2`,
    })),
  ],
};

/** Hawk (LAAT/i, Z-95): at the End Phase a friend at range 0–1 that revealed speed 3–5 may gain a strain to boost or barrel roll. */
/** Goji: 1 more defense die for each friendly bomb near the defender (him, or a friend near him). */
const gojiOwn: Fact = { moment: 'rollDefenseDice', role: 'defender', conditions: [ask('Is there a friendly bomb at range 0–1 of Goji?')], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: 1 }], optional: true, summary: '“Goji”: +1 defense die for a friendly bomb at range 0–1' };
const gojiFriend: Fact = { moment: 'rollDefenseDice', conditions: [friendDefends, ask('Is the defender at range 0–3 of Goji, with a friendly bomb at range 0–1 of it?')], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: 1 }], optional: true, summary: '“Goji”: a friend at range 0–3 rolls +1 defense die for a friendly bomb near it' };

const watTambor: Fact = { moment: 'modifyAttackDice', role: 'attacker', conditions: [primary, ask('Is there a friendly ship with a calculate token at range 1 of the defender?')], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: 'Wat Tambor: reroll 1 attack die (a calculating friend at range 1 of the defender)' };
const berwerKret: Fact = { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'hit', hit: true }, ask('Is there a friendly ship with a lock on the defender and calculate on its action bar?')], costs: [], effects: [{ kind: 'grantAction', who: 'friendly', action: 'calculate', difficulty: 'red' }], optional: true, summary: 'Berwer Kret: a friend locking the defender performs a red calculate action' };

const hawk: CardEntry = {
  // Each friendly ship that qualifies: one question per further ship, each for a boost or a barrel roll.
  facts: (['boost', 'barrelRoll'] as const).flatMap((action): Fact[] => {
    const one: Fact = {
      moment: 'endPhaseStart',
      conditions: [ask('Is there a friendly ship at range 0–1 that revealed a speed 3–5 maneuver?')],
      costs: [],
      effects: [
        { kind: 'gainToken', who: 'friendly', token: 'strain', amount: 1 },
        { kind: 'grantAction', who: 'friendly', action, difficulty: 'white' },
      ],
      optional: true,
      summary: `“Hawk”: a friendly ship gains 1 strain to perform a ${action === 'boost' ? 'boost' : 'barrel roll'} action`,
    };
    return [one, ...forEachFurther(one, ['Is there a second friendly ship at range 0–1 that revealed a speed 3–5 maneuver?', 'Is there a third friendly ship at range 0–1 that revealed a speed 3–5 maneuver?'])];
  }),
};

/** Contrail: same bearing as the enemy: 1 of the enemy's focus results → blank, attacking or defending. */
const contrail: CardEntry = {
  facts: [
    { moment: 'modifyDefenseDice', role: 'attacker', conditions: [ask('Did it reveal a maneuver of the same bearing as the defender?')], costs: [], effects: [{ kind: 'change', pool: 'defense', count: 1, from: ['focus'], to: 'blank' }], optional: true, summary: '“Contrail”: 1 defense focus → blank (same bearing as the defender)' },
    { moment: 'modifyAttackDice', role: 'defender', conditions: [ask('Did it reveal a maneuver of the same bearing as the attacker?')], costs: [], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['focus'], to: 'blank' }], optional: true, summary: '“Contrail”: 1 attack focus → blank (same bearing as the attacker)' },
  ],
};

/** DIS-347: at the start of the Engagement Phase, a lock on what a friendly ship has locked. */
const dis347: CardEntry = {
  // h7-xpilots: the table's locks lie on ships, as for every card that locks "an object" (Bo-Katan Kryze, the lock action): a ship a friend has locked is the object here.
  facts: [
    { moment: 'engagementStart', conditions: [ask('Is there a ship at range 1–3 that a friendly ship has locked?')], costs: [], effects: [{ kind: 'lockFriendLocked' }], optional: true, summary: 'DIS-347: lock a ship at range 1–3 that a friendly ship has locked' },
  ],
};

/** Haor Chall Prototype: an enemy in its bullseye at range 0–2 attacks another friendly ship: a calculate or lock action. */
const haorChall: CardEntry = {
  facts: (['calculate', 'lock'] as const).map((action) => ({
    moment: 'declareTarget' as const,
    conditions: [friendDefends, ask('Is the attacker in its bullseye arc at range 0–2?')],
    costs: [],
    effects: [{ kind: 'performAction' as const, action, difficulty: 'white' as const }],
    optional: true,
    summary: `Haor Chall Prototype: a ${action} action (an enemy in its bullseye arc attacks a friend)`,
  })),
};

/** DBS-404: one more attack die at range 1 (no choice); a crit to itself after that attack hits. */
const dbs404: CardEntry = {
  facts: [
    { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'range', min: 1, max: 1 }], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: false, summary: 'DBS-404: +1 attack die at range 1' },
    { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'hit', hit: true }, ask('Is it a range 1 attack that it just made?')], costs: [], effects: [{ kind: 'damage', who: 'self', hits: 0, crits: 1 }], optional: false, summary: 'DBS-404: suffers 1 crit after its range 1 attack hits' },
  ],
};

/** Baktoid Prototype: a special attack ignores its focus, calculate or lock requirement while a Networked Calculations friend locks the defender. */
const baktoid: CardEntry = {
  facts: [
    {
      moment: 'always',
      conditions: [{ kind: 'weapon', weapon: 'special' }, ask('Does a friendly ship with Networked Calculations have a lock on the defender?')],
      costs: [],
      effects: [{ kind: 'liftRequirement', requirement: 'lock' }, { kind: 'liftRequirement', requirement: 'focus' }, { kind: 'liftRequirement', requirement: 'calculate' }],
      optional: true,
      summary: 'Baktoid Prototype: its special attack needs no focus, calculate or lock (a networked friend locks the defender)',
    },
  ],
};

type CardEntry = CardFactEntry;

/** Barriss Offee: a friendly ship's attack (or her own) with the defender in its bullseye: 1 Force, focus → hit or hit → crit. */
function barriss(): CardEntry {
  const changes = [
    { from: 'focus', to: 'hit' },
    { from: 'hit', to: 'crit' },
  ] as const;
  return {
    facts: changes.flatMap(({ from, to }) => [
      { moment: 'modifyAttackDice' as const, role: 'attacker' as const, conditions: [{ kind: 'arc' as const, arc: 'bullseye' as const }], costs: [force()], effects: [{ kind: 'change' as const, pool: 'attack' as const, count: 1, from: [from], to }], optional: true, summary: `Barriss Offee: 1 Force, 1 ${from} → ${to} (bullseye arc; one of her two changes)` },
      { moment: 'modifyAttackDice' as const, conditions: [friendAttacks, ask('Is the attacker at range 0–2 of Barriss Offee, with the defender in its bullseye arc?')], costs: [force()], effects: [{ kind: 'change' as const, pool: 'attack' as const, count: 1, from: [from], to }], optional: true, summary: `Barriss Offee: 1 Force, a friend's 1 ${from} → ${to} (bullseye arc; one of her two changes)` },
    ]),
  };
}

/** Luminara Unduli: a friendly ship (or she) defends outside the attacker's bullseye: 1 Force, crit → hit or hit → focus on the attack dice. */
function luminara(): CardEntry {
  const changes = [
    { from: 'crit', to: 'hit' },
    { from: 'hit', to: 'focus' },
  ] as const;
  return {
    facts: changes.flatMap(({ from, to }) => [
      { moment: 'modifyAttackDice' as const, role: 'defender' as const, conditions: [ask('Is Luminara Unduli outside the attacker’s bullseye arc?')], costs: [force()], effects: [{ kind: 'change' as const, pool: 'attack' as const, count: 1, from: [from], to }], optional: true, summary: `Luminara Unduli: 1 Force, 1 attack ${from} → ${to} (outside the bullseye; one of her two changes)` },
      { moment: 'modifyAttackDice' as const, conditions: [friendDefends, ask('Is the defender at range 0–2 of Luminara Unduli, outside the attacker’s bullseye arc?')], costs: [force()], effects: [{ kind: 'change' as const, pool: 'attack' as const, count: 1, from: [from], to }], optional: true, summary: `Luminara Unduli: 1 Force, 1 attack ${from} → ${to} for a friend (outside the bullseye; one of two)` },
    ]),
  };
}

/**
 * r5-friends · RRG · Range Bonus: Adi Gallia's 1 Force keeps the other ship's range bonus from being applied — the
 * attacker's at attack range 1 while she defends (before the attack dice are rolled), the defender's at range 3 while
 * she attacks (before the defense dice are rolled).
 */
const adiGallia = (): CardFactEntry => ({
  facts: [
    { moment: 'rollAttackDice', role: 'defender', conditions: [{ kind: 'range', min: 1, max: 1 }], costs: [force()], effects: [{ kind: 'noRangeBonus', party: 'attacker' }], optional: true, summary: 'Adi Gallia: 1 Force, the attacker at range 1 has no range bonus' },
    { moment: 'rollDefenseDice', role: 'attacker', conditions: [{ kind: 'range', min: 3, max: 3 }], costs: [force()], effects: [{ kind: 'noRangeBonus', party: 'defender' }], optional: true, summary: 'Adi Gallia: 1 Force, the defender at range 3 has no range bonus' },
  ],
});

/**
 * r5-friends · RRG · Range Bonus: while a ship “Klick” locks at range 1–3 attacks or defends, 1 charge keeps the range
 * bonuses of that attack from being applied (at range 0–1 the attacker's, at range 3 the defender's: one fact per pool,
 * before its roll). The locked ship is the other ship of his own attack, the enemy in a friend's, or the friend itself.
 */
function klick(): CardFactEntry {
  const charge: EffectCost = { kind: 'charge', amount: 1 };
  const pools = [
    { moment: 'rollAttackDice' as const, party: 'attacker' as const },
    { moment: 'rollDefenseDice' as const, party: 'defender' as const },
  ];
  const situations: { role?: 'attacker' | 'defender'; conditions: EffectCondition[]; whose: string }[] = [
    { role: 'attacker', conditions: [{ kind: 'lockHeld', by: 'self', on: 'other' }, { kind: 'range', min: 1, max: 3 }], whose: 'its own attack on the ship it locks' },
    { role: 'defender', conditions: [{ kind: 'lockHeld', by: 'self', on: 'other' }, { kind: 'range', min: 1, max: 3 }], whose: 'the ship it locks attacks it' },
    { conditions: [friendAttacks, { kind: 'lockHeld', by: 'self', on: 'other' }, ask('Is the defender it locks at range 1–3 of “Klick”?')], whose: 'a friend attacks the ship it locks' },
    { conditions: [friendDefends, { kind: 'lockHeld', by: 'self', on: 'other' }, ask('Is the attacker it locks at range 1–3 of “Klick”?')], whose: 'the ship it locks attacks a friend' },
    { conditions: [friendAttacks, { kind: 'lockHeld', by: 'self', on: 'friend' }, ask('Is the friendly attacker it locks at range 1–3 of “Klick”?')], whose: 'the friend it locks attacks' },
    { conditions: [friendDefends, { kind: 'lockHeld', by: 'self', on: 'friend' }, ask('Is the friendly defender it locks at range 1–3 of “Klick”?')], whose: 'the friend it locks defends' },
  ];
  return {
    facts: situations.flatMap(({ role, conditions, whose }) =>
      pools.map(({ moment, party }): Fact => ({ moment, ...(role ? { role } : {}), conditions, costs: [charge], effects: [{ kind: 'noRangeBonus', party }], optional: true, summary: `“Klick”: 1 charge, no range bonus for the ${party} (${whose})` })),
    ),
  };
}

export const republicSeparatistPilotFacts: FactTable = {
  // --- Galactic Republic ---
  /** A friend's primary attack from its side arcs at range 1–2: reroll 1 attack die. */
  sinker: {
    facts: [
      { moment: 'modifyAttackDice', conditions: [friendAttacks, primary, ask('Is the attacking friendly ship at range 1–2, in Sinker’s left or right arc?')], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: '“Sinker”: a friend in its side arcs rerolls 1 attack die (primary attack)' },
    ],
  },
  /** After a friend in its side arcs at range 1–2 defends: a lock on the attacker. */
  jag: {
    facts: [
      { moment: 'afterDefend', conditions: [friendDefends, ask('Is there a friendly defender at range 1–2, in Jag’s left or right arc?')], costs: [], effects: [{ kind: 'acquireLock', on: 'other' }], optional: true, summary: '“Jag”: lock the attacker of a friend in its side arcs' },
    ],
  },
  'jag-siegeofcoruscant': {
    facts: [
      { moment: 'afterAttack', conditions: [friendAttacks, { kind: 'token', who: 'self', token: 'strain', none: true }, ask('Is there a friendly attacker at range 0–2, in Jag’s left or right arc?')], costs: [], effects: [{ kind: 'acquireLock', on: 'other' }], optional: true, summary: '“Jag”: not strained, lock the defender of a friend in its side arcs' },
    ],
  },
  oddball: oddBall,
  'oddball-arc170starfighter': oddBall,
  'oddball-btlbywing': oddBall,
  'oddball-nimbusclassvwing': oddBall,
  /** The lock may go to another friendly ship: only its own lock is played. */
  /** h7-xpilots: after a red maneuver or action he chooses a friendly ship at range 0–3 (himself too: named, marked), then names an enemy at range 0–1: that friend locks it. */
  'oddball-siegeofcoruscant': {
    facts: [
      ...afterRedManeuverOrAction('“Odd Ball”', [ask('Is there an enemy ship at range 0–1, and a friendly ship at range 0–3 (him too) he chooses?'), { kind: 'once', per: 'trigger', among: 'oddball' }], [], [{ kind: 'markShip', who: 'friendly', among: 'oddball', lasts: 'phase' }], 'chooses the friendly ship that will lock'),
      { moment: 'afterManeuver', conditions: [{ kind: 'usedThisRound', among: 'oddball' }, { kind: 'once', per: 'round', among: 'oddball-lock-m' }], costs: [], effects: [{ kind: 'markedLocks', among: 'oddball' }], optional: true, summary: '“Odd Ball”: the friend he chose locks the enemy ship at range 0–1 he names' },
      { moment: 'afterAction', conditions: [{ kind: 'usedThisRound', among: 'oddball' }, { kind: 'once', per: 'round', among: 'oddball-lock-a' }], costs: [], effects: [{ kind: 'markedLocks', among: 'oddball' }], optional: true, summary: '“Odd Ball”: the friend he chose locks the enemy ship at range 0–1 he names' },
    ],
  },
  'anakinskywalker-btlbywing': anakinStress,
  anakinskywalker: anakinStress,
  'anakinskywalker-delta7baethersprite': anakinStress,
  /** A primary or turret attack: 1 attack die rerolled for each red token it holds (one fact per count, one of them used). */
  matchstick: {
    facts: [1, 2, 3, 4].map((count): Fact => ({ moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary', or: 'turret' }, { kind: 'colourCount', who: 'self', colours: ['red'], atLeast: count }, { kind: 'once', per: 'attack', among: 'matchstick' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count }], optional: true, summary: `“Matchstick”: reroll up to ${count} attack ${count === 1 ? 'die' : 'dice'} (${count} red token${count === 1 ? '' : 's'})` })),
  },
  /** A turret attack with the indicator to a side: 1 blank → focus. */
  broadside: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'arc', arc: 'turret' }, ask('Is its turret arc indicator in its left or right arc?')], costs: [], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['blank'], to: 'focus' }], optional: true, summary: '“Broadside”: 1 blank → focus (turret attack, indicator to a side)' },
    ],
  },
  /** Per friendly bomb near the defender, 1 more defense die: one bomb played. */
  goji: {
    facts: [gojiOwn, ...forEachFurther(gojiOwn, ['Is there a second friendly bomb at range 0–1 of Goji?', 'Is there a third friendly bomb at range 0–1 of Goji?']), gojiFriend, ...forEachFurther(gojiFriend, ['Is the defender at range 0–3 of Goji, with a second friendly bomb at range 0–1 of it?', 'Is the defender at range 0–3 of Goji, with a third friendly bomb at range 0–1 of it?'])],
  },
  /** The pilot (both editions): after a friend spends a focus token. */
  'obiwankenobi|Obi-Wan Kenobi': obiWan(['focus']),
  'obiwankenobi-delta7baethersprite': obiWan(['focus']),
  /** The 2.5 crew card (its own title): after a friend spends a focus or evade token. */
  'obiwankenobi|Obi-wan Kenobi': obiWan(['focus', 'evade']),
  'plokoon-delta7baethersprite': ploKoonEngagement,
  /** h-moves: after a friendly ship at range 0–2 (she too) reveals its dial, 1 Force sets it to another maneuver of the same speed and difficulty. */
  saeseetiin: { facts: onRevealedDial('Saesee Tiin', '0–2', [{ kind: 'force', amount: 1 }], (who) => ({ kind: 'setDial', who }), '1 Force, the revealed dial set to another maneuver of the same speed and difficulty') },
  'saeseetiin-delta7baethersprite': { facts: onRevealedDial('Saesee Tiin', '0–2', [{ kind: 'force', amount: 1 }], (who) => ({ kind: 'setDial', who }), '1 Force, the revealed dial set to another maneuver of the same speed and difficulty') },
  /** A friend's attack with the defender in its bullseye: 1 Force, focus → hit or hit → crit. */
  barrissoffee: barriss(),
  'barrissoffee-delta7baethersprite': barriss(),
  luminaraunduli: luminara(),
  'luminaraunduli-delta7baethersprite': luminara(),
  /** Ahsoka Tano (pilot) shares her id and title with the gunner card: no entry (see the head of this file). */
  'ahsokatano-delta7baethersprite': {
    facts: [
      { moment: 'afterManeuver', conditions: [{ kind: 'hasCharge', what: 'force', atLeast: 1 }, ask('Is the friendly ship you name at range 0–1?')], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'grantAnyAction', who: 'friendly', difficulty: 'asPrinted' }, { kind: 'evenWhileStressed' }], optional: true, summary: 'Ahsoka Tano: 1 Force, a friend at range 0–1 may perform an action, even stressed' },
    ],
  },
  adigallia: adiGallia(),
  'adigallia-delta7baethersprite': adiGallia(),
  /** After its own maneuver (a friendly Obi-Wan's is the players'): with more enemies than friends near, 1 Force, 1 red token off. */
  'anakinskywalker-eta2actis': {
    facts: removeOneOf(reds, (token) => ({
      moment: 'afterManeuver',
      conditions: [holds(token as 'stress'), ask('Is it outnumbered at range 0–1 (more enemy ships than other friendly ships)?')],
      costs: [force()],
      effects: [{ kind: 'removeToken', who: 'self', token, amount: 1 }],
      optional: true,
      summary: `Anakin Skywalker: 1 Force, remove 1 ${token} (outnumbered at range 0–1)`,
    })).concat([
      { moment: 'afterManeuver', conditions: [{ kind: 'lockOn', who: 'self' }, ask('Is it outnumbered at range 0–1 (more enemy ships than other friendly ships)?')], costs: [force()], effects: [{ kind: 'removeToken', who: 'self', token: 'lock', amount: 1 }], optional: true, summary: 'Anakin Skywalker: 1 Force, remove 1 lock on him (outnumbered at range 0–1)' },
      { moment: 'friendlyManeuver', conditions: [{ kind: 'pilotNamed', names: ['Obi-Wan Kenobi'] }, { kind: 'tokenColour', who: 'other', colours: ['red'] }, ask(friendOutnumbered)], costs: [force()], effects: [{ kind: 'removeTokenOf', who: 'other', colours: ['red'], amount: 1 }], optional: true, summary: 'Anakin Skywalker: 1 Force, Obi-Wan Kenobi removes 1 red token of his choice (outnumbered)' },
    ]),
  },
  'obiwankenobi-eta2actis': {
    facts: [
      { moment: 'afterManeuver', conditions: [ask('Is it outnumbered at range 0–1 (more enemy ships than other friendly ships)?')], costs: [force()], effects: [{ kind: 'gainToken', who: 'self', token: 'focus', amount: 1 }], optional: true, summary: 'Obi-Wan Kenobi: 1 Force, gain 1 focus (outnumbered at range 0–1)' },
      { moment: 'friendlyManeuver', conditions: [{ kind: 'pilotNamed', names: ['Anakin Skywalker'] }, ask(friendOutnumbered)], costs: [force()], effects: [{ kind: 'gainToken', who: 'other', token: 'focus', amount: 1 }], optional: true, summary: 'Obi-Wan Kenobi: 1 Force, Anakin Skywalker gains 1 focus (outnumbered)' },
    ],
  },
  'anakinskywalker-siegeofcoruscant': {
    facts: [
      { moment: 'afterManeuver', conditions: [ask('Is it outnumbered at range 0–1 (more enemy ships than other friendly ships)?')], costs: [force()], effects: [{ kind: 'performAction', action: 'barrelRoll', difficulty: 'white' }], optional: true, summary: 'Anakin Skywalker: 1 Force, a barrel roll action (outnumbered at range 0–1)' },
      { moment: 'friendlyManeuver', conditions: [{ kind: 'pilotNamed', names: ['Obi-Wan Kenobi'] }, { kind: 'fullyExecuted' }, ask(friendOutnumbered)], costs: [force()], effects: [{ kind: 'grantAction', who: 'other', action: 'barrelRoll', difficulty: 'white' }], optional: true, summary: 'Anakin Skywalker: 1 Force, Obi-Wan Kenobi may barrel roll (outnumbered)' },
    ],
  },
  'obiwankenobi-siegeofcoruscant': {
    facts: [
      { moment: 'afterManeuver', conditions: [ask('Is it outnumbered at range 0–1 (more enemy ships than other friendly ships)?')], costs: [force()], effects: [{ kind: 'performAction', action: 'boost', difficulty: 'white' }], optional: true, summary: 'Obi-Wan Kenobi: 1 Force, a boost action (outnumbered at range 0–1)' },
      { moment: 'friendlyManeuver', conditions: [{ kind: 'pilotNamed', names: ['Anakin Skywalker'] }, { kind: 'fullyExecuted' }, ask(friendOutnumbered)], costs: [force()], effects: [{ kind: 'grantAction', who: 'other', action: 'boost', difficulty: 'white' }], optional: true, summary: 'Obi-Wan Kenobi: 1 Force, Anakin Skywalker may boost (outnumbered)' },
    ],
  },
  /**
   * Aayla Secura: the pilot (front arc at range 0–1) and the crew card (bullseye arc, a defender at range
   * 0–2) share id and title and differ only in where the attacker stands: one question names both.
   */
  aaylasecura: {
    facts: [
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [ask('Is the attacker in Aayla Secura’s front arc at range 0–1 (her pilot card), or in her bullseye arc (her crew card)?')], costs: [], effects: [{ kind: 'change', pool: 'defense', count: 1, from: ['blank'], to: 'focus' }], optional: true, summary: 'Aayla Secura: 1 defense blank → focus (the attacker close in her arc)' },
      { moment: 'modifyDefenseDice', conditions: [friendDefends, ask('Is the attacker in Aayla’s front arc at range 0–1 (pilot card), or in her bullseye arc with the defender at range 0–2 of her (crew card)?')], costs: [], effects: [{ kind: 'change', pool: 'defense', count: 1, from: ['blank'], to: 'focus' }], optional: true, summary: 'Aayla Secura: a friend changes 1 defense blank → focus (the attacker close in her arc)' },
    ],
  },
  /** r3-x-pilots: 1 Force for each friendly ship at range 0–2 chosen (one prompt per ship, as many as her Force allows): it keeps 1 focus or evade. */
  shaakti: {
    facts: (['a friendly ship', 'a second friendly ship'] as const).map((whom): Fact => ({
      moment: 'endPhaseStart',
      conditions: [ask('Is the friendly ship named at range 0–2 of it (a ship not chosen yet)?')],
      costs: [force()],
      effects: [{ kind: 'keepTokens', who: 'friendly', tokens: ['focus', 'evade'], amount: 1 }],
      optional: true,
      summary: `Shaak Ti: 1 Force, ${whom} at range 0–2 keeps 1 focus or evade token through this End Phase`,
    })),
  },
  'shaakti-siegeofcoruscant': {
    facts: [
      { moment: 'endPhaseStart', conditions: [], costs: [], effects: [{ kind: 'performAction', action: 'coordinate', difficulty: 'purple' }, { kind: 'evenWhileStressed' }], optional: true, summary: 'Shaak Ti: a purple coordinate action at the start of the End Phase, even stressed' },
      /** h7-xpilots: the ship she coordinated has Born for This (asked): one more friend she coordinates performs an action. */
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['coordinate'] }, ask('Does the ship she chose for that coordinate have the Born for This ship ability?'), { kind: 'once', per: 'trigger' }], costs: [], effects: [{ kind: 'grantAnyAction', who: 'friendly', difficulty: 'asPrinted' }], optional: true, summary: 'Shaak Ti: coordinates 1 more friendly ship (the first chosen has Born for This): it performs an action' },
    ],
  },
  /** Yoda, pilot and crew: both act on another friendly ship's moment (its Force spent; its purple maneuver or action). */
  /** 2.0: after another friendly ship at range 0–3 spends Force, 1 of his Force gives it 1 back. */
  'yoda@2.0': {
    facts: [{ moment: 'friendlySpendsForce', conditions: [{ kind: 'ask', question: 'Is that friendly ship at range 0–3?' }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'recoverOther', who: 'other', what: 'force', amount: 1 }], optional: true, summary: 'Yoda: 1 of his Force gives the friend that spent Force 1 back' }],
  },
  'yoda@2.5': {
    facts: [
      { moment: 'friendlyManeuver', conditions: [{ kind: 'difficulty', of: 'maneuver', difficulties: ['purple'] }, { kind: 'ask', question: 'Is that friendly ship at range 0–2 of him, and did it fully execute the maneuver?' }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'recoverOther', who: 'other', what: 'force', amount: 1 }], optional: true, summary: 'Yoda: after a friend’s purple maneuver nearby, gives 1 of his Force back to it' },
      { moment: 'friendlyAction', conditions: [{ kind: 'difficulty', of: 'action', difficulties: ['purple'] }, { kind: 'ask', question: 'Is that friendly ship at range 0–2 of him?' }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'recoverOther', who: 'other', what: 'force', amount: 1 }], optional: true, summary: 'Yoda: after a friend’s purple action nearby, gives 1 of his Force back to it' },
    ],
  },
  hawk: hawk,
  'hawk-clonez95headhunter': hawk,
  /** After a friendly small ship in its turret arc gains a deplete or strain token: it takes that token, holding none of the kind. */
  hound: {
    facts: (['deplete', 'strain'] as const).map((token): Fact => ({ moment: 'friendlyGainsToken', conditions: [{ kind: 'gained', tokens: [token] }, { kind: 'token', who: 'self', token, none: true }, { kind: 'ask', question: 'Is that friend a small ship in its turret arc?' }], costs: [], effects: [{ kind: 'takeToken', from: 'other', token, amount: 1 }], optional: true, summary: `“Hound”: takes the ${token} token the friend just gained` })),
  },
  /** Before it reveals its dial: 1 Force, a barrel roll that is not an action. */
  'anakinskywalker-nabooroyaln1starfighter': {
    facts: [
      { moment: 'beforeActivating', conditions: [], costs: [force()], effects: [{ kind: 'move', difficulty: 'white' }], optional: true, summary: 'Anakin Skywalker: 1 Force, barrel roll before revealing its dial (not an action)' },
    ],
  },
  /** Faster than the enemy: 1 more die, defending or in a primary attack (no choice, asked). */
  ricolie: {
    facts: [
      { moment: 'rollAttackDice', role: 'attacker', conditions: [primary, ask('Was the speed of its revealed maneuver higher than the defender’s?')], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: false, summary: 'Ric Olié: +1 attack die (faster than the defender, primary attack)' },
      { moment: 'rollDefenseDice', role: 'defender', conditions: [ask('Was the speed of its revealed maneuver higher than the attacker’s?')], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: 1 }], optional: false, summary: 'Ric Olié: +1 defense die (faster than the attacker)' },
    ],
  },
  /** h7-xpilots: an enemy in her front arc, attacking or defending (she or a friend the other party), modifies at most 1 focus result in that attack (read by the dice rules). */
  padmeamidala: {
    facts: [
      { moment: 'modifyDefenseDice', role: 'attacker', conditions: [{ kind: 'arc', arc: 'front' }], costs: [], effects: [{ kind: 'focusResultLimit', by: 'defender', most: 1 }], optional: false, summary: 'Padmé Amidala: the defender in her front arc modifies only 1 focus result' },
      { moment: 'modifyAttackDice', role: 'defender', conditions: [ask('Is the attacker in Padmé’s front arc?')], costs: [], effects: [{ kind: 'focusResultLimit', by: 'attacker', most: 1 }], optional: false, summary: 'Padmé Amidala: the attacker in her front arc modifies only 1 focus result' },
      { moment: 'modifyAttackDice', conditions: [friendDefends, ask('Is the attacker in Padmé’s front arc?')], costs: [], effects: [{ kind: 'focusResultLimit', by: 'attacker', most: 1 }], optional: false, summary: 'Padmé Amidala: the attacker in her front arc modifies only 1 focus result' },
      { moment: 'modifyDefenseDice', conditions: [friendAttacks, ask('Is the defender in Padmé’s front arc?')], costs: [], effects: [{ kind: 'focusResultLimit', by: 'defender', most: 1 }], optional: false, summary: 'Padmé Amidala: the defender in her front arc modifies only 1 focus result' },
    ],
  },
  // The speeds of both revealed maneuvers: asked (the table keeps each ship's dial only while it activates); held for the attack once answered.
  dineeellberger: {
    facts: [
      { moment: 'declareTarget', role: 'attacker', conditions: [ask('Is the speed of her revealed maneuver the same as the defender’s?')], costs: [], effects: [{ kind: 'forbidPool', dice: 'defense' }], optional: false, summary: 'Dineé Ellberger: same speed as the defender: its dice cannot be modified' },
      { moment: 'declareTarget', role: 'defender', conditions: [ask('Is the speed of her revealed maneuver the same as the attacker’s?')], costs: [], effects: [{ kind: 'forbidPool', dice: 'attack' }], optional: false, summary: 'Dineé Ellberger: same speed as the attacker: its dice cannot be modified' },
    ],
  },
  /** Faster than the enemy: its blank results rerolled. */
  gavynsykes: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [ask('Was the speed of its revealed maneuver greater than the defender’s?')], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 'all', faces: ['blank'] }], optional: true, summary: 'Gavyn Sykes: reroll its blank results (faster than the defender)' },
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [ask('Was the speed of its revealed maneuver greater than the attacker’s?')], costs: [], effects: [{ kind: 'reroll', pool: 'defense', count: 'all', faces: ['blank'] }], optional: true, summary: 'Gavyn Sykes: reroll its blank results (faster than the attacker)' },
    ],
  },
  /** h7-xpilots: in the System Phase another friendly ship at range 1–3 (named; asked) locks a ship he has locked at range 1–3. */
  wilhufftarkin: {
    facts: [
      { moment: 'systemPhase', conditions: [{ kind: 'holdsLock' }, ask('Is a ship he has locked at range 1–3, with another friendly ship at range 1–3 of him?')], costs: [], effects: [{ kind: 'lockLockedShip', from: 'self', by: 'friendly' }], optional: true, summary: 'Wilhuff Tarkin: another friendly ship locks a ship he has locked' },
    ],
  },
  contrail: contrail,
  'contrail-siegeofcoruscant': contrail,
  klick: klick(),
  'klick-siegeofcoruscant': klick(),
  /** Its own speed 3–4 maneuver: a red boost (a friend's maneuver is the players'). */
  swoop: {
    facts: [
      { moment: 'afterManeuver', conditions: [{ kind: 'maneuver', minSpeed: 3, maxSpeed: 4 }], costs: [], effects: [{ kind: 'performAction', action: 'boost', difficulty: 'red' }], optional: true, summary: '“Swoop”: a red boost action after a speed 3–4 maneuver' },
      { moment: 'friendlyManeuver', conditions: [{ kind: 'maneuver', minSpeed: 3, maxSpeed: 4 }, { kind: 'size', who: 'other', sizes: ['small', 'medium'] }, { kind: 'ask', question: 'Did that friend fully execute it, ending at range 0–1 of “Swoop”?' }], costs: [], effects: [{ kind: 'grantAction', who: 'other', action: 'boost', difficulty: 'red' }], optional: true, summary: '“Swoop”: a small or medium friend near him after a speed 3–4 maneuver may boost (red)' },
    ],
  },
  /** After it attacks or defends: one green token to a friend in its side arcs at range 1–2. */
  axe: {
    facts: (['afterAttack', 'afterDefend'] as const).flatMap((moment) =>
      greens.map((token) => ({
        moment,
        role: moment === 'afterAttack' ? ('attacker' as const) : ('defender' as const),
        conditions: [holds(token), ask('Is there a friendly ship at range 1–2, in Axe’s left or right arc, to receive it?')],
        costs: [],
        effects: [{ kind: 'transferToken' as const, to: 'friendly' as const, token, amount: 1 }],
        optional: true,
        summary: `“Axe”: give 1 ${token} token to a friend in its side arcs`,
      })),
    ),
  },
  /** After its attack: a friend with Born for This at range 0–2 in its side arcs gains a lock on the defender. */
  'axe-siegeofcoruscant': {
    facts: [{ moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'ask', question: 'Is the friend it names a Born for This ship at range 0–2 in its left or right arc?' }], costs: [], effects: [{ kind: 'acquireLock', on: 'other', by: 'friendly' }], optional: true, summary: '“Axe”: a friend beside it gains a lock on the defender' }],
  },
  /** After a friend at range 1–2 attacks an enemy in its front arc: a focus action. */
  tucker: {
    facts: [
      { moment: 'afterAttack', conditions: [friendAttacks, ask('Is there a friendly attacker at range 1–2 whose defender is in Tucker’s front arc?')], costs: [], effects: [{ kind: 'performAction', action: 'focus', difficulty: 'white' }], optional: true, summary: '“Tucker”: a focus action after a friend attacks an enemy in its front arc' },
    ],
  },
  /** After its barrel roll action: a red lock action (the white one, for a strain, is the players'). */
  'kickback-siegeofcoruscant': {
    facts: [
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['barrelRoll'] }, { kind: 'once', per: 'trigger', among: 'kickback' }], costs: [], effects: [{ kind: 'performAction', action: 'lock', difficulty: 'red' }], optional: true, summary: '“Kickback”: a red lock action after its barrel roll action' },
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['barrelRoll'] }, { kind: 'once', per: 'trigger', among: 'kickback' }], costs: [{ kind: 'gainToken', token: 'strain', amount: 1 }], effects: [{ kind: 'performAction', action: 'lock', difficulty: 'white' }], optional: true, summary: '“Kickback”: 1 strain, that lock action after its barrel roll as white' },
    ],
  },
  slammer: {
    facts: [
      { moment: 'afterManeuver', conditions: [], costs: [{ kind: 'charge', amount: 2 }], effects: [{ kind: 'performAction', action: 'slam', difficulty: 'white' }, { kind: 'evenWhileStressed' }], optional: true, summary: '“Slammer”: 2 charges, a SLAM action after its maneuver, even while stressed' },
    ],
  },
  /** Start of the Engagement Phase, a friend near with a blue maneuver: a boost action. */
  boost: {
    facts: [
      { moment: 'engagementStart', conditions: [ask('Is there a friendly ship at range 0–1 whose revealed maneuver is blue?')], costs: [], effects: [{ kind: 'performAction', action: 'boost', difficulty: 'white' }], optional: true, summary: '“Boost”: a boost action (a friend at range 0–1 revealed a blue maneuver)' },
    ],
  },
  /** An even speed: +1 defense die; an odd speed: +1 attack die on a primary attack (no choice, asked). */
  stub: {
    facts: [
      { moment: 'rollDefenseDice', role: 'defender', conditions: [ask('Was the speed of its revealed maneuver even?')], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: 1 }], optional: false, summary: '“Stub”: +1 defense die (an even speed revealed)' },
      { moment: 'rollAttackDice', role: 'attacker', conditions: [primary, ask('Was the speed of its revealed maneuver odd?')], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: false, summary: '“Stub”: +1 attack die (an odd speed revealed, primary attack)' },
    ],
  },
  /** h7-xpilots: exactly 1 red token (not a lock) or exactly 1 orange token on Drift: a friend attacking at range 0–1 (Drift too) rerolls 1 attack die, one use per attack. */
  drift: {
    facts: (['red', 'orange'] as const).flatMap((colour): Fact[] => [
      { moment: 'modifyAttackDice', conditions: [friendAttacks, { kind: 'colourExactly', who: 'self', colours: [colour], count: 1 }, ask('Is the attacking friendly ship at range 0–1 of “Drift”?'), { kind: 'once', per: 'attack', among: 'drift' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: `“Drift”: a friend at range 0–1 rerolls 1 attack die (Drift holds exactly 1 ${colour === 'red' ? 'non-lock red' : 'orange'} token)` },
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'colourExactly', who: 'self', colours: [colour], count: 1 }, { kind: 'once', per: 'attack', among: 'drift' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: `“Drift”: rerolls 1 attack die of its own attack (exactly 1 ${colour === 'red' ? 'non-lock red' : 'orange'} token)` },
    ]),
  },
  /** A revealed 2 bank: 2 charges to execute it as a sideslip. */
  slider: {
    facts: [
      { moment: 'afterRevealDial', conditions: [ask('Is it a 2 bank maneuver that it revealed?')], costs: [{ kind: 'charge', amount: 2 }], effects: [{ kind: 'move', difficulty: 'white' }], optional: true, summary: '“Slider”: 2 charges, its 2 bank is executed as a sideslip' },
    ],
  },
  /** Kit Fisto and Bo-Katan Kryze (pilots) share their ids and titles with crew cards: no entry (see the head of this file). */

  // --- Separatist Alliance ---
  /** One reroll per calculating friend at range 1 of the defender: one friend played. */
  wattambor: {
    facts: [
      ...[watTambor, ...forEachFurther(watTambor, ['Is there a second friendly ship with a calculate token at range 1 of the defender?', 'Is there a third friendly ship with a calculate token at range 1 of the defender?'])],
    ],
  },
  /** Before Neutralize Results, a primary attack with the defender in the bullseye: the attacker's calculate cancels 1 evade. */
  captainsear: {
    facts: [
      { moment: 'neutralizeResults', role: 'attacker', conditions: [primary, { kind: 'arc', arc: 'bullseye' }], costs: [{ kind: 'spendToken', token: 'calculate', amount: 1 }], effects: [{ kind: 'cancel', pool: 'defense', count: 1, faces: ['evade'] }], optional: true, summary: 'Captain Sear: its calculate cancels 1 evade (primary attack, bullseye arc)' },
      { moment: 'neutralizeResults', conditions: [friendAttacks, primary, ask('Is the attacker at range 0–3 of Captain Sear, with the defender in its bullseye arc?')], costs: [{ kind: 'friendToken', token: 'calculate', amount: 1 }], effects: [{ kind: 'cancel', pool: 'defense', count: 1, faces: ['evade'] }], optional: true, summary: 'Captain Sear: the attacker’s calculate cancels 1 evade (primary attack, bullseye arc)' },
    ],
  },
  /** A calculate token of a friend in the enemy's firing arc: 1 focus → hit attacking, → evade defending. */
  dist81: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [ask('Is the friendly ship that pays in the defender’s firing arc?')], costs: [{ kind: 'friendToken', token: 'calculate', amount: 1 }], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['focus'], to: 'hit' }], optional: true, summary: 'DIS-T81: 1 focus → hit (a calculate of a friend in the defender’s firing arc)' },
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [ask('Is DIS-T81 in the defender’s firing arc?')], costs: [{ kind: 'spendToken', token: 'calculate', amount: 1 }], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['focus'], to: 'hit' }], optional: true, summary: 'DIS-T81: 1 focus → hit (its own calculate, in the defender’s firing arc)' },
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [ask('Is the friendly ship that pays in the attacker’s firing arc?')], costs: [{ kind: 'friendToken', token: 'calculate', amount: 1 }], effects: [{ kind: 'change', pool: 'defense', count: 1, from: ['focus'], to: 'evade' }], optional: true, summary: 'DIS-T81: 1 focus → evade (a calculate of a friend in the attacker’s firing arc)' },
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [ask('Is DIS-T81 in the attacker’s firing arc?')], costs: [{ kind: 'spendToken', token: 'calculate', amount: 1 }], effects: [{ kind: 'change', pool: 'defense', count: 1, from: ['focus'], to: 'evade' }], optional: true, summary: 'DIS-T81: 1 focus → evade (its own calculate, in the attacker’s firing arc)' },
    ],
  },
  /** h7-xpilots: any number of its dice rerolled in one use, a token for each die (deplete attacking, strain defending): one fact per count, one of them used per attack. */
  'dist81-siegeofcoruscant': {
    facts: (['attack', 'defense'] as const).flatMap((pool) => [1, 2, 3, 4, 5, 6].map((count): Fact => ({
      moment: pool === 'attack' ? 'modifyAttackDice' : 'modifyDefenseDice',
      role: pool === 'attack' ? 'attacker' : 'defender',
      conditions: [{ kind: 'once', per: 'attack', among: 'dist81' }],
      costs: [count, count - 3].filter((amount) => amount > 0).map((amount): EffectCost => ({ kind: 'gainToken', token: pool === 'attack' ? 'deplete' : 'strain', amount: Math.min(amount, 3) })),
      effects: [{ kind: 'reroll', pool, count }],
      optional: true,
      summary: `DIS-T81: reroll ${count} ${pool} ${count === 1 ? 'die' : 'dice'} for ${count} ${pool === 'attack' ? 'deplete' : 'strain'} token${count === 1 ? '' : 's'}`,
    }))),
  },
  phlacarphoccprototype: { yourCall: 'Its lock buys a look at an enemy dial: the table keeps no dials; the players remove the lock.' },
  dis347: dis347,
  'dis347-siegeofcoruscant': dis347,
  /** Jango Fett (pilot) shares his id and title with the crew card: no entry (see the head of this file). */
  /** Pilot and crew card say the same: setup, it loses 2 charges; the secret condition is the player's hidden choice. */
  zamwesell: {
    facts: [
      { moment: 'setup', conditions: [], costs: [], effects: [{ kind: 'lose', who: 'self', what: 'charge', amount: 2 }], optional: false, summary: 'Zam Wesell: loses 2 charges at setup' },
    ],
    partly: 'Assigning one of its secret conditions facedown in the System Phase: the player’s hidden choice.',
  },
  /** Before it engages: a friend at range 0–1 moves its calculate token over. */
  dgs286: {
    facts: [
      { moment: 'beforeEngaging', conditions: [ask('Is there a friendly ship at range 0–1 to give its calculate token?')], costs: [{ kind: 'friendToken', token: 'calculate', amount: 1 }], effects: [{ kind: 'gainToken', who: 'self', token: 'calculate', amount: 1 }], optional: true, summary: 'DGS-286: a friend at range 0–1 transfers it 1 calculate token' },
    ],
  },
  onderonoppressor: {
    facts: [
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['barrelRoll'] }, holds('stress')], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'calculate', amount: 1 }], optional: false, summary: 'Onderon Oppressor: 1 calculate after a barrel roll while stressed' },
      { moment: 'afterManeuver', conditions: [holds('stress'), ask('Was that maneuver a sideslip?')], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'calculate', amount: 1 }], optional: false, summary: 'Onderon Oppressor: 1 calculate after a sideslip while stressed' },
    ],
  },
  baktoidprototype: baktoid,
  'baktoidprototype-siegeofcoruscant': baktoid,
  /** Start of the Engagement Phase: a calculate for a coordinate action (only ships with Networked Calculations). */
  dbs32c: {
    facts: [
      { moment: 'engagementStart', conditions: [], costs: [{ kind: 'spendToken', token: 'calculate', amount: 1 }], effects: [{ kind: 'performAction', action: 'coordinate', difficulty: 'white' }], optional: true, summary: 'DBS-32C: 1 calculate, coordinate a ship with Networked Calculations' },
    ],
  },
  'dbs404-siegeofcoruscant': dbs404,
  /** After its attack hits: a friend with calculate on its bar and a lock on the defender may calculate (red). */
  berwerkret: {
    facts: [
      ...[berwerKret, ...forEachFurther(berwerKret, ['Is there a second friendly ship with a lock on the defender and calculate on its action bar?', 'Is there a third friendly ship with a lock on the defender and calculate on its action bar?'])],
    ],
  },
  /** System Phase: a disarm for a friend's tractor token, then that friend repairs a faceup Ship damage card. */
  gorgol: {
    facts: [
      { moment: 'systemPhase', conditions: [ask('Is there a friendly ship at range 1–2 to gain the tractor token?')], costs: [{ kind: 'gainToken', token: 'disarm', amount: 1 }], effects: [{ kind: 'gainToken', who: 'friendly', token: 'tractor', amount: 1 }, { kind: 'repairDamageOf', who: 'friendly', which: 'faceup', trait: 'Ship' }], optional: true, summary: 'Gorgol: gains 1 disarm; a friend at range 1–2 gains 1 tractor and repairs a faceup Ship card' },
    ],
  },
  /** After its attack: 2 Force, a bonus primary attack (another target, or the same one after a miss). */
  darthmaul: {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [], costs: [force(2)], effects: [{ kind: 'bonusAttack', weapon: 'primary' }], optional: true, summary: 'Darth Maul: 2 Force, a bonus primary attack (another target, or the same one if it missed)' },
    ],
  },
  /** Count Dooku (pilot) shares his id and title with the crew card: no entry (see the head of this file). */
  'countdooku-siegeofcoruscant': { yourCall: 'It names a result before a roll and forces a die to it: the table does not hold a named result.' },
  '066': {
    facts: [
      { moment: 'afterDefend', role: 'defender', conditions: [], costs: [{ kind: 'spendToken', token: 'calculate', amount: 1 }], effects: [{ kind: 'performAnyAction', difficulty: 'asPrinted' }], optional: true, summary: '0-66: 1 calculate, an action after it defends' },
    ],
  },
  haorchallprototype: haorChall,
  /** h7-xpilots: its scenario-feature clause cannot arise at the table (an attack names a ship as its defender; no scenario is played): the friend's clause is the whole card here. */
  'haorchallprototype-siegeofcoruscant': haorChall,
  /** After a red maneuver: an enemy at range 1 gains a strain, and it removes a stress. */
  volandas: {
    facts: [
      { moment: 'afterManeuver', conditions: [{ kind: 'difficulty', of: 'maneuver', difficulties: ['red'] }, ask('Is there an enemy ship at range 1?')], costs: [], effects: [{ kind: 'gainToken', who: 'enemy', token: 'strain', amount: 1 }, { kind: 'removeToken', who: 'self', token: 'stress', amount: 1 }], optional: true, summary: 'Volan Das: an enemy at range 1 gains 1 strain; it removes 1 stress (after a red maneuver)' },
    ],
  },
  aurrasing: { yourCall: 'It moves any orange and red tokens between two enemy ships: the players choose and move them.' },
  /** Before its own activation (a friend's is the players'): 1 charge and a strain to remove another red or orange token. */
  'bokatankryze-separatistalliance': {
    facts: removeOneOf(['deplete', 'ion', 'disarm', 'jam', 'tractor'], (token) => ({
      moment: 'beforeActivating',
      conditions: [holds(token as 'ion')],
      costs: [{ kind: 'charge', amount: 1 }, { kind: 'gainToken', token: 'strain', amount: 1 }],
      effects: [{ kind: 'removeToken', who: 'self', token, amount: 1 }],
      optional: true,
      summary: `Bo-Katan Kryze: 1 charge and 1 strain, remove 1 ${token}`,
    })).concat(removeOneOf(['deplete', 'ion', 'disarm', 'jam', 'tractor'], (token) => ({
      moment: 'friendlyBeforeActivating',
      conditions: [{ kind: 'token', who: 'other', token: token as 'ion' }, ask('Is that friendly ship at range 0–2 of Bo-Katan Kryze?')],
      costs: [{ kind: 'charge', amount: 1 }],
      effects: [{ kind: 'gainToken', who: 'other', token: 'strain', amount: 1 }, { kind: 'removeToken', who: 'other', token, amount: 1 }],
      optional: true,
      summary: `Bo-Katan Kryze: 1 charge, the friend about to activate gains 1 strain to remove 1 ${token}`,
    }))),
  },
  /** In the Engagement Phase, after another ship at range 0–3 is destroyed: 1 charge for an action, even while stressed. */
  'cadbane-separatistalliance': {
    facts: (['friendlyDestroyed', 'enemyDestroyed'] as const).map((moment): Fact => ({ moment, conditions: [{ kind: 'ask', question: 'Is it the Engagement Phase, and was that ship at range 0–3 of Cad Bane?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'performAnyAction', difficulty: 'asPrinted' }, { kind: 'evenWhileStressed' }], optional: true, summary: 'Cad Bane: 1 charge for an action after a ship nearby is destroyed, even stressed' })),
  },
  /** Start of the System Phase: 1 faceup damage card repaired. */
  ig101: {
    facts: [
      { moment: 'systemPhase', conditions: [{ kind: 'critical', who: 'self' }], costs: [], effects: [{ kind: 'repairDamage', which: 'faceup' }], optional: true, summary: 'IG-101: repair 1 faceup damage card' },
    ],
  },
  /** h7-xpilots: the card about to be dealt would destroy him: 1 charge, every damage card revealed, Direct Hit! and Pilot cards discarded, the rest repaired. */
  'durge-separatistalliance': {
    facts: [
      { moment: 'beforeDealtCard', conditions: [{ kind: 'wouldBeDestroyed' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'revealDiscardRepair', traits: ['Pilot'], names: ['Direct Hit!'] }], optional: true, summary: 'Durge: 1 charge as he would be destroyed: Direct Hit! and Pilot cards discarded, the rest repaired' },
    ],
  },
  theironassembler: { yourCall: 'It acts after a friend skips its maneuver on an asteroid or debris cloud: the table does not stop there yet.' },
  kelrodoaiholdout: {
    facts: [
      { moment: 'afterDestroyed', conditions: [ask('Is there another friendly Kelrodo-Ai Holdout at range 0–3?'), { kind: 'once', per: 'trigger', among: 'kelrodo' }], costs: [], effects: [...greens.map((token) => ({ kind: 'transferToken' as const, to: 'friendly' as const, token, amount: 3 })), { kind: 'handLocks', to: 'friendly' }], optional: true, summary: 'Kelrodo-Ai Holdout: its locks and green tokens go to a friendly Kelrodo-Ai Holdout' },
      { moment: 'afterDestroyed', conditions: [holds('reinforce'), ask('Is there another friendly Kelrodo-Ai Holdout at range 0–3?'), { kind: 'once', per: 'game', among: 'kelrodo-reinforce' }], costs: [], effects: [{ kind: 'passReinforce', to: 'friendly' }], optional: true, summary: 'Kelrodo-Ai Holdout: its reinforce token goes to a friendly Kelrodo-Ai Holdout too' },
    ],
  },

  // r3-x-pilots · the pilots whose xws id a crew or gunner card shares, keyed "pilot:<xws>" (the card alone).
  'pilot:ahsokatano': {
    facts: [
      { moment: 'afterManeuver', conditions: [{ kind: 'hasCharge', what: 'force', atLeast: 1 }, ask('Is the friendly ship you name at range 0–1?')], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'grantAnyAction', who: 'friendly', difficulty: 'asPrinted' }, { kind: 'evenWhileStressed' }], optional: true, summary: 'Ahsoka Tano: 1 Force, a friend at range 0–1 may perform an action, even stressed' },
    ],
  },
  'pilot:plokoon': {
    facts: [
      ...ploKoonEngagement.facts,
      /** A reinforce token of his, to the side the friend's player names (RRG · Reinforce). */
      { moment: 'engagementStart', conditions: [holds('reinforce'), ask('Is there another friendly ship at range 0–2 to give it to?')], costs: [force()], effects: [{ kind: 'removeToken', who: 'self', token: 'reinforce', amount: 1 }, { kind: 'gainToken', who: 'friendly', token: 'reinforce', amount: 1 }], optional: true, summary: 'Plo Koon: 1 Force, give 1 reinforce token to another friendly ship at range 0–2' },
    ],
  },
  /** Count Dooku: after he defends, 1 Force sheds a blue or red token (the attacker in his arc); after a hit, 1 Force for an action. */
  'pilot:countdooku': {
    facts: [
      { moment: 'afterDefend', role: 'defender', conditions: [{ kind: 'tokenColour', who: 'self', colours: ['blue', 'red'] }, ask('Is the attacker in its firing arc?')], costs: [force()], effects: [{ kind: 'removeTokenOf', who: 'self', colours: ['blue', 'red'], amount: 1 }], optional: true, summary: 'Count Dooku: 1 Force, sheds 1 blue or red token (the attacker in his arc)' },
      { moment: 'afterDefend', role: 'defender', conditions: [ask('Is the attacker in its firing arc, and is there a lock on him to remove?')], costs: [force()], effects: [{ kind: 'removeToken', who: 'self', token: 'lock', amount: 1 }], optional: true, summary: 'Count Dooku: 1 Force, removes a lock on him (the attacker in his arc; one token only)' },
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'hit', hit: true }], costs: [force()], effects: [{ kind: 'performAnyAction', difficulty: 'asPrinted' }], optional: true, summary: 'Count Dooku: 1 Force after an attack that hit, an action' },
    ],
  },
  /** Kit Fisto (2.5): another friend defends, the attacker in the friend's bullseye: 1 Force, 1 blank → focus on its dice. */
  'pilot:kitfisto': {
    facts: [
      { moment: 'modifyDefenseDice', conditions: [friendDefends, ask('Is the attacker in the defender’s bullseye arc?')], costs: [force()], effects: [{ kind: 'change', pool: 'defense', count: 1, from: ['blank'], to: 'focus' }], optional: true, summary: 'Kit Fisto: 1 Force, 1 blank → focus on a defending friend’s dice' },
    ],
  },
  /** Bo-Katan Kryze (2.5, Republic): after a full maneuver, a deplete lets another friend lock an object in her front arc. */
  'pilot:bokatankryze': {
    facts: [
      { moment: 'afterManeuver', conditions: [ask('Did it fully execute its maneuver, with an object in its front arc at range 1–2?')], costs: [{ kind: 'gainToken', token: 'deplete', amount: 1 }], effects: [{ kind: 'grantAction', who: 'friendly', action: 'lock', difficulty: 'white' }], optional: true, summary: 'Bo-Katan Kryze: 1 deplete, another friend may lock the object in her front arc' },
    ],
  },
  /** Pre Vizsla (2.5): attacking a defender of equal or higher initiative, 2 charges for 1 more attack die. */
  'pilot:previzsla': {
    facts: [
      { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'initiative', compare: 'equalOrHigher' }], costs: [{ kind: 'charge', amount: 2 }], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: true, summary: 'Pre Vizsla: 2 charges, +1 attack die against equal or higher initiative' },
    ],
  },
  /** Jango Fett: his revealed maneuver easier than the enemy's (the dials are on the table): 1 enemy focus → blank. */
  'pilot:jangofett': {
    facts: [
      { moment: 'modifyDefenseDice', role: 'attacker', conditions: [primary, ask('Is the difficulty of its revealed maneuver lower than the defender’s?')], costs: [], effects: [{ kind: 'change', pool: 'defense', count: 1, from: ['focus'], to: 'blank' }], optional: true, summary: 'Jango Fett: an easier maneuver than the defender’s, 1 of its focus results → blank' },
      { moment: 'modifyAttackDice', role: 'defender', conditions: [ask('Is the difficulty of its revealed maneuver lower than the attacker’s?')], costs: [], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['focus'], to: 'blank' }], optional: true, summary: 'Jango Fett: an easier maneuver than the attacker’s, 1 of its focus results → blank' },
    ],
  },
};
