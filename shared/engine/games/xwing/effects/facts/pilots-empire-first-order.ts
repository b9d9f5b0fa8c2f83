import { eachNamed, friendTakesTheHit, type Fact, type FactTable } from './fact-entry';

// DESIGN §10 · our facts for the Galactic Empire and First Order pilots (the shape: fact-entry.ts),
// keyed by each pilot's xws id. Every summary is our own few words.
//
// The pilots whose xws id is also a crew upgrade's (commandermalarus, captainphasma, kyloren,
// pettyofficerthanisson, grandinquisitor, darthvader, cienaree, garsaxon) are keyed "pilot:<xws>":
// a plain key would also play the crew card of the same name, which does something else.

/** Tokens a ship may hand on or shed one kind at a time (the tokens the vocabulary moves). */
const movableTokens = ['focus', 'evade', 'calculate', 'stress', 'strain', 'deplete', 'ion', 'jam', 'tractor'] as const;
/** The non-lock red and orange tokens. */
const redOrangeTokens = ['stress', 'strain', 'deplete', 'ion', 'jam', 'tractor', 'disarm'] as const;
/** "Does not have any green tokens": no focus, evade, calculate or reinforce. */
const noGreenTokens = (['focus', 'evade', 'calculate', 'reinforce'] as const).map((token) => ({ kind: 'token' as const, who: 'other' as const, token, none: true }));

/** An action from the ship's own bar, at its printed difficulty, that a stressed ship may still perform. */
const anyActionEvenStressed = [{ kind: 'performAnyAction' as const, difficulty: 'asPrinted' as const }, { kind: 'evenWhileStressed' as const }];
/** The rules read a forbid only when it is no choice: a cost or a question makes it one. */
/** Every action a card may name (an enemy's action copied: one fact per kind). */
const everyAction = ['focus', 'evade', 'calculate', 'reinforce', 'lock', 'cloak', 'jam', 'boost', 'barrelRoll', 'coordinate', 'reload', 'slam', 'rotateArc'] as const;

/** Vult Skerris (TIE/D and TIE/in): a strain for a charge as an action; a charge for an action before engaging. */
const vultSkerris: Fact[] = [
  { moment: 'action', conditions: [], costs: [{ kind: 'gainToken', token: 'strain', amount: 1 }], effects: [{ kind: 'recover', what: 'charge', amount: 1 }], optional: true, summary: 'Vult Skerris: action, 1 strain to recover 1 charge' },
  { moment: 'beforeEngaging', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'performAnyAction', difficulty: 'asPrinted' }], optional: true, summary: 'Vult Skerris: 1 charge to perform an action before engaging' },
];

/** "Wampa": a charge for one more attack die; after defending it loses a charge. */
const wampa = (name: string): Fact[] => [
  { moment: 'rollAttackDice', role: 'attacker', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: true, summary: `${name}: +1 attack die (1 charge)` },
  { moment: 'afterDefend', role: 'defender', conditions: [{ kind: 'hasCharge', what: 'charge', atLeast: 1 }], costs: [], effects: [{ kind: 'lose', who: 'self', what: 'charge', amount: 1 }], optional: false, summary: `${name}: loses 1 charge after defending` },
];

/** Valen Rudor: after a friend at range 0–1 defends, an action. */
const valenRudor: Fact[] = [
  { moment: 'afterDefend', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'ask', question: 'Is it at range 0–1 of the friend that defended?' }], costs: [], effects: [{ kind: 'performAnyAction', difficulty: 'asPrinted' }], optional: true, summary: 'Valen Rudor: an action after a friend at range 0–1 defends' },
];

/** Darth Vader (TIE Advanced x1, 2.5 reprint): 1 Force after an action for another action. */
const vaderActions: Fact[] = [
  { moment: 'afterAction', conditions: [], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'performAnyAction', difficulty: 'asPrinted' }], optional: true, summary: 'Darth Vader: 1 Force after an action to perform another' },
];

/** "Backstabber" / "Mauler" Mithel (Battle of Yavin): one more primary die with the wingmate at his side. */
const yavinWingmate = (name: string, wingmates: string): Fact[] => [
  { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }, { kind: 'ask', question: `Is a friendly ${wingmates} in its left or right arc at range 0–1?` }], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: false, summary: `${name}: +1 primary attack die with ${wingmates} at its side` },
];

/**
 * Iden Versio (TIE/ln): before a friendly TIE/ln at range 0–1 (she too) suffers damage, 1 charge prevents all of it.
 * RRG · Damage: "that damage" is all the ship was about to suffer.
 */
const idenVersio: Fact[] = [
  { moment: 'beforeSufferDamage', conditions: [{ kind: 'chassis', who: 'self', names: ['TIE/ln Fighter'] }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'preventDamage', amount: 'all', face: 'any' }], optional: true, summary: 'Iden Versio: 1 charge, she suffers none of that damage' },
  { moment: 'friendlyBeforeSufferDamage', conditions: [{ kind: 'chassis', who: 'other', names: ['TIE/ln Fighter'] }, { kind: 'ask', question: 'Is the friendly TIE/ln fighter at range 0–1 of Iden Versio?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'preventDamage', amount: 'all', face: 'any' }], optional: true, summary: 'Iden Versio: 1 charge, the friendly TIE/ln suffers none of that damage' },
];
/** Iden Versio (Battle of Yavin, TIE/in): before a friendly TIE at range 0–1 (she too) suffers damage, 2 charges prevent 1 of it: a hit or a crit, the player picks. */
const idenVersioYavin: Fact[] = (['hit', 'crit'] as const).flatMap((face): Fact[] => [
  { moment: 'beforeSufferDamage', conditions: [{ kind: 'chassis', who: 'self', names: ['TIE'] }], costs: [{ kind: 'charge', amount: 2 }], effects: [{ kind: 'preventDamage', amount: 1, face }], optional: true, summary: `Iden Versio: 2 charges, 1 ${face} of it prevented` },
  { moment: 'friendlyBeforeSufferDamage', conditions: [{ kind: 'chassis', who: 'other', names: ['TIE'] }, { kind: 'ask', question: 'Is the friendly TIE at range 0–1 of Iden Versio?' }], costs: [{ kind: 'charge', amount: 2 }], effects: [{ kind: 'preventDamage', amount: 1, face }], optional: true, summary: `Iden Versio: 2 charges, 1 ${face} of it prevented` },
]);

const yourCall = {
  mustOneToken: 'It must pass one token: once one is passed the others are not asked; a lock, reinforce or cloak token is passed by hand.',
  devices: 'It acts around dropping or launching a device: the table does not stop there yet.',
};

/** Maarek Stele (both TIE Advanced cards): the damage window's card for his defender. */
const maarek: { facts: Fact[] } = {
  facts: [
    { moment: 'enemyBeforeDealtCard', role: 'attacker', conditions: [{ kind: 'dealtCard', faceup: true }], costs: [], effects: [{ kind: 'keepOneOfThree' }], optional: true, summary: 'Maarek Stele: 3 damage cards drawn for the faceup one, he keeps 1 (name it)' },
  ],
};

export const empireFirstOrderPilotFacts: FactTable = {
  // --- First Order ---
  /** 2.0: defending, after Neutralize Results, a friend at range 0–1 must take 1 hit or crit of the results left. */
  'pilot:captainphasma@2.0': { facts: friendTakesTheHit('Captain Phasma', 'Is the friendly ship it names at range 0–1 (not Phasma)?', false) },
  /** 2.5: at the end of the Engagement Phase, each unstressed enemy at range 0–1 gains a stress token (one question per enemy). */
  'pilot:captainphasma@2.5': {
    facts: ['an', 'a second', 'a third', 'a fourth'].map((nth): Fact => ({ moment: 'engagementEnd', conditions: [{ kind: 'ask', question: `Is there ${nth} unstressed enemy ship at range 0–1 (name it)?` }], costs: [], effects: [{ kind: 'gainToken', who: 'enemy', token: 'stress', amount: 1 }], optional: false, summary: `Captain Phasma: ${nth} unstressed enemy at range 0–1 gains a stress token` })),
  },
  'pilot:kyloren': {
    facts: [
      { moment: 'afterDefend', role: 'defender', conditions: [{ kind: 'hasCharge', what: 'force', atLeast: 1 }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'assignCondition', who: 'other', condition: "I'll Show You the Dark Side" }], optional: true, summary: "Kylo Ren: 1 Force, the attacker is assigned I'll Show You the Dark Side" },
    ],
  },
  /** After a ship in its front arc at range 0–2 gains a stress token (Activation or Engagement Phase): 1 charge, that ship gains a tractor token. */
  'pilot:pettyofficerthanisson': {
    facts: (['friendlyGainsToken', 'enemyGainsToken'] as const).map((moment): Fact => ({ moment, conditions: [{ kind: 'gained', tokens: ['stress'] }, { kind: 'ask', question: 'Is it the Activation or Engagement Phase, with that ship in its front arc at range 0–2?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'gainToken', who: 'other', token: 'tractor', amount: 1 }], optional: true, summary: 'Petty Officer Thanisson: 1 charge, the ship that gained a stress token gains a tractor token' })),
  },
  /** Start of the Engagement Phase: 1 charge and 1 stress; then, until the end of the round, all its focus results may become evades (defending) or hits (attacking). */
  'pilot:commandermalarus': {
    facts: [
      { moment: 'engagementStart', conditions: [{ kind: 'once', per: 'round', among: 'malarus' }], costs: [{ kind: 'charge', amount: 1 }, { kind: 'gainToken', token: 'stress', amount: 1 }], effects: [{ kind: 'forTheRound' }], optional: true, summary: 'Commander Malarus: 1 charge and 1 stress, for focus results that change this round' },
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'usedThisRound', among: 'malarus' }], costs: [], effects: [{ kind: 'change', pool: 'attack', count: 'all', from: ['focus'], to: 'hit' }], optional: true, summary: 'Commander Malarus: all his focus results → hits (this round)' },
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'usedThisRound', among: 'malarus' }], costs: [], effects: [{ kind: 'change', pool: 'defense', count: 'all', from: ['focus'], to: 'evade' }], optional: true, summary: 'Commander Malarus: all his focus results → evades (this round)' },
    ],
  },
  /** System Phase: an enemy in its bullseye gains a deplete or a strain token (one of the two prompts). */
  majorvonreg: {
    facts: [
      { moment: 'systemPhase', conditions: [{ kind: 'once', per: 'trigger', among: 'vonreg' }, { kind: 'ask', question: 'Is there an enemy ship in its bullseye arc?' }], costs: [], effects: [{ kind: 'gainToken', who: 'enemy', token: 'deplete', amount: 1 }], optional: true, summary: 'Major Vonreg: an enemy in its bullseye gains 1 deplete (or the strain: one of the two)' },
      { moment: 'systemPhase', conditions: [{ kind: 'once', per: 'trigger', among: 'vonreg' }, { kind: 'ask', question: 'Is there an enemy ship in its bullseye arc?' }], costs: [], effects: [{ kind: 'gainToken', who: 'enemy', token: 'strain', amount: 1 }], optional: true, summary: 'Major Vonreg: an enemy in its bullseye gains 1 strain (or the deplete: one of the two)' },
    ],
  },
  /** Engagement starts: one of its tokens goes to another friendly ship at range 0–2 (a prompt per kind it holds). */
  holo: {
    facts: [...movableTokens, 'disarm' as const, 'reinforce' as const, 'lock' as const].map((token): Fact => ({
      moment: 'engagementStart',
      conditions: [token === 'lock' ? { kind: 'lockOn', who: 'self' } : { kind: 'token', who: 'self', token }, { kind: 'ask', question: 'Is there another friendly ship at range 0–2?' }, { kind: 'once', per: 'trigger', among: 'holo' }],
      costs: [],
      effects: [token === 'reinforce' ? { kind: 'passReinforce', to: 'friendly' } : token === 'lock' ? { kind: 'passLockOn', to: 'friendly' } : { kind: 'transferToken', to: 'friendly', token, amount: 1 }],
      optional: true,
      summary: `"Holo": passes ${token === 'lock' ? 'a lock on it' : `its ${token} token`} to a friend at range 0–2 (it must pass one token)`,
    })),
  },
  /** r3-x-pilots: asked once in its attack (a damaged friend of the defender by it); then the defender's focus and calculate tokens stay unspent. */
  ember: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'ask', question: 'Is a damaged ship friendly to the defender at range 0–1 of the defender?' }], costs: [], effects: [{ kind: 'forbidTokens', by: 'defender', tokens: ['focus', 'calculate'] }], optional: false, summary: '“Ember”: a damaged friend by the defender: it cannot spend focus or calculate tokens' },
    ],
  },
  /** With a lock on the enemy ship of the attack, that ship's dice cannot be modified. */
  midnight: {
    facts: [
      { moment: 'modifyAttackDice', role: 'defender', conditions: [{ kind: 'lock', who: 'self' }], costs: [], effects: [{ kind: 'forbid', what: 'attackerModifies' }], optional: false, summary: '"Midnight": the attacker it has locked cannot have its dice modified' },
      { moment: 'modifyDefenseDice', role: 'attacker', conditions: [{ kind: 'lock', who: 'self' }], costs: [], effects: [{ kind: 'forbid', what: 'defenderModifies' }], optional: false, summary: '"Midnight": the defender it has locked cannot have its dice modified' },
    ],
  },
  /** After a ship at range 1–2 gains a red or orange token: a lock on it (if it has not one from him). */
  lieutenantrivas: {
    facts: (['friendlyGainsToken', 'enemyGainsToken'] as const).map((moment): Fact => ({ moment, conditions: [{ kind: 'gained', colours: ['red', 'orange'] }, { kind: 'lock', who: 'self', none: true }, { kind: 'ask', question: 'Is that ship at range 1–2?' }], costs: [], effects: [{ kind: 'acquireLock', on: 'other' }], optional: true, summary: 'Lieutenant Rivas: a lock on the ship that gained a red or orange token' })),
  },
  /** After a full maneuver or a boost through an enemy ship: a lock on it. */
  breach: {
    facts: [
      { moment: 'afterManeuver', conditions: [{ kind: 'ask', question: 'Did it fully execute its maneuver through an enemy ship?' }], costs: [], effects: [{ kind: 'acquireLock', on: 'named' }], optional: true, summary: '"Breach": a lock on the enemy ship it moved through' },
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['boost'] }, { kind: 'ask', question: 'Did it boost through an enemy ship?' }], costs: [], effects: [{ kind: 'acquireLock', on: 'named' }], optional: true, summary: '"Breach": a lock on the enemy ship it boosted through' },
    ],
  },
  /** A friend at range 0–1 spends a hit of its primary attack; after the attack, the defender gains a strain token. */
  'scorch-tiesebomber': {
    facts: [
      { moment: 'modifyAttackDice', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'weapon', weapon: 'primary' }, { kind: 'ask', question: 'Is that friendly ship at range 0–1?' }], costs: [], effects: [{ kind: 'cancel', pool: 'attack', count: 1, faces: ['hit'] }], optional: true, summary: '"Scorch": a friend spends 1 hit; the defender gains 1 strain after the attack' },
      { moment: 'afterAttack', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'ask', question: 'Is there a hit the attacker spent for “Scorch” in this attack?' }], costs: [], effects: [{ kind: 'gainToken', who: 'other', token: 'strain', amount: 1 }], optional: false, summary: '"Scorch": the defender gains 1 strain (its hit was spent)' },
    ],
  },
  /** After a reload: a ship in its bullseye gains a deplete token. */
  /** After its reload: each ship in its bullseye arc gains 1 deplete token (one question per ship, the player names it). */
  dread: {
    facts: eachNamed(3, (nth) => `Is there ${nth} ship in its bullseye arc (name it)?`, { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['reload'] }], costs: [], effects: [{ kind: 'gainToken', who: 'any', token: 'deplete', amount: 1 }], optional: false, summary: '“Dread”: a ship in its bullseye gains 1 deplete after its reload' }),
  },
  grudge: { yourCall: 'It rerolls the dice of a friendly bomb or mine as it detonates: the players roll those.' },
  /** After losing a shield: a charge for a bonus primary attack. */
  quickdraw: {
    facts: [
      { moment: 'afterDamaged', conditions: [{ kind: 'ask', question: 'Did it just lose a shield?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'bonusAttack', weapon: 'primary' }], optional: true, summary: '"Quickdraw": 1 charge for a bonus primary attack after losing a shield' },
    ],
  },
  /** r5-friends: attacking, another friendly ship's lock on the defender is spent (its player names the ship) to reroll any of its attack dice. */
  lieutenantlehuse: {
    facts: [{ moment: 'modifyAttackDice', role: 'attacker', conditions: [], costs: [{ kind: 'friendLock' }], effects: [{ kind: 'reroll', pool: 'attack', count: 'all' }], optional: true, summary: 'Lieutenant LeHuse: a friend’s lock on the defender spent to reroll any attack dice' }],
  },
  /** After a friendly ship is destroyed: an action, even stressed. */
  avenger: {
    facts: [
      { moment: 'friendlyDestroyed', conditions: [], costs: [], effects: anyActionEvenStressed, optional: true, summary: '"Avenger": an action after a friend is destroyed, even stressed' },
    ],
  },
  /** h7-xpilots: stressed, an enemy in its front arc at range 0–1 counts as in its bullseye arc (read by its cards' bullseye conditions). */
  recoil: { facts: [{ moment: 'always', conditions: [{ kind: 'token', who: 'self', token: 'stress' }], costs: [], effects: [{ kind: 'frontAsBullseye', maxRange: 1 }], optional: false, summary: '“Recoil”: stressed, an enemy in its front arc at range 0–1 counts as in its bullseye' }] },
  /** Before an enemy in his bullseye arc is dealt a facedown card: 1 Force deals it faceup instead. */
  'kyloren-tiewiwhispermodifiedinterceptor': {
    facts: [{ moment: 'enemyBeforeDealtCard', conditions: [{ kind: 'dealtCard', faceup: false }, { kind: 'arc', arc: 'bullseye' }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'turnDealtCard', faceup: true }], optional: true, summary: 'Kylo Ren: 1 Force, the facedown card is dealt faceup instead' }],
  },
  /** After a bullseye attack, holding a non-lock red or orange token: a bonus attack at another target. */
  wrath: {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'arc', arc: 'bullseye' }, { kind: 'ask', question: 'Is it holding a red or orange token other than a lock?' }], costs: [], effects: [{ kind: 'bonusAttack', weapon: 'any' }], optional: true, summary: 'Wrath: a bonus attack at a different target' },
    ],
  },
  /** After a full maneuver or a boost: the ships it moved through gain 2 jam tokens. */
  /** After a full maneuver or a boost: each ship it moved through gains 2 jam tokens (one question per ship, the player names it). */
  nightfall: {
    facts: [
      ...eachNamed(3, (nth) => `Did it fully execute its maneuver through ${nth} ship (name it)?`, { moment: 'afterManeuver', costs: [], effects: [{ kind: 'gainToken', who: 'any', token: 'jam', amount: 2 }], optional: false, summary: 'Nightfall: a ship it moved through gains 2 jam' }),
      ...eachNamed(3, (nth) => `Did it boost through ${nth} ship (name it)?`, { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['boost'] }], costs: [], effects: [{ kind: 'gainToken', who: 'any', token: 'jam', amount: 2 }], optional: false, summary: 'Nightfall: a ship it boosted through gains 2 jam' }),
    ],
  },
  /** Before engaging: its jam tokens go, then a focus for each enemy with it in its front arc. */
  whirlwind: {
    facts: [
      { moment: 'beforeEngaging', conditions: [{ kind: 'token', who: 'self', token: 'jam' }], costs: [], effects: [{ kind: 'removeToken', who: 'self', token: 'jam', amount: 3 }], optional: true, summary: 'Whirlwind: removes its jam tokens before engaging' },
      { moment: 'beforeEngaging', conditions: [{ kind: 'ask', question: 'Is there an enemy ship with it in its front arc?' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'focus', amount: 1 }], optional: true, summary: 'Whirlwind: 1 focus for the first enemy with it in its front arc' },
      { moment: 'beforeEngaging', conditions: [{ kind: 'ask', question: 'Is there a second enemy ship with it in its front arc?' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'focus', amount: 1 }], optional: true, summary: 'Whirlwind: 1 more focus for the second enemy with it in its front arc' },
      { moment: 'beforeEngaging', conditions: [{ kind: 'ask', question: 'Is there a third enemy ship with it in its front arc?' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'focus', amount: 1 }], optional: true, summary: 'Whirlwind: 1 more focus for the third enemy with it in its front arc' },
      { moment: 'beforeEngaging', conditions: [{ kind: 'ask', question: 'Is there a fourth enemy ship with it in its front arc?' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'focus', amount: 1 }], optional: true, summary: 'Whirlwind: 1 more focus for the fourth enemy with it in its front arc' },
      { moment: 'beforeEngaging', conditions: [{ kind: 'ask', question: 'Is there a fifth enemy ship with it in its front arc?' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'focus', amount: 1 }], optional: true, summary: 'Whirlwind: 1 more focus for the fifth enemy with it in its front arc' },
    ],
  },
  /** After suffering damage: a charge for an action. */
  lieutenanttavson: {
    facts: [
      { moment: 'afterDamaged', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'performAnyAction', difficulty: 'asPrinted' }], optional: true, summary: 'Lieutenant Tavson: 1 charge for an action after suffering damage' },
    ],
  },
  /** With a charge left: a lower-initiative friend at range 1–2 rerolls 1 focus, attacking or defending. */
  captaincardinal: {
    facts: [
      { moment: 'modifyAttackDice', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'hasCharge', what: 'charge', atLeast: 1 }, { kind: 'ask', question: 'Is that friendly ship at range 1–2, with a lower initiative than Captain Cardinal?' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1, faces: ['focus'] }], optional: true, summary: 'Captain Cardinal: a friend rerolls 1 focus' },
      { moment: 'modifyDefenseDice', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'hasCharge', what: 'charge', atLeast: 1 }, { kind: 'ask', question: 'Is that friendly ship at range 1–2, with a lower initiative than Captain Cardinal?' }], costs: [], effects: [{ kind: 'reroll', pool: 'defense', count: 1, faces: ['focus'] }], optional: true, summary: 'Captain Cardinal: a friend rerolls 1 focus' },
      { moment: 'enemyDestroyed', conditions: [{ kind: 'ask', question: 'Was the enemy ship destroyed at range 0–3 of Captain Cardinal?' }], costs: [], effects: [{ kind: 'lose', who: 'self', what: 'charge', amount: 1 }], optional: false, summary: 'Captain Cardinal: loses 1 charge after an enemy ship nearby is destroyed' },
    ],
  },
  'commandermalarus-xiclasslightshuttle': { yourCall: 'Its reroll comes before the defender may modify the attack dice: the table has no step there.' },
  /** It, or a friendly small ship at range 0–2, rolls one more die at a damaged defender for a strain token (2 dice or fewer). */
  'gideonhask-xiclasslightshuttle': {
    facts: [
      { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }, { kind: 'damaged', who: 'other', what: 'card' }, { kind: 'ask', question: 'Does it roll 2 attack dice or fewer?' }], costs: [{ kind: 'gainToken', token: 'strain', amount: 1 }], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: true, summary: 'Gideon Hask: +1 attack die at a damaged defender (1 strain)' },
      { moment: 'rollAttackDice', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'weapon', weapon: 'primary' }, { kind: 'damaged', who: 'other', what: 'card' }, { kind: 'ask', question: 'Is the attacker a small ship at range 0–2, rolling 2 attack dice or fewer?' }], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: 1 }, { kind: 'gainToken', who: 'friendly', token: 'strain', amount: 1 }], optional: true, summary: 'Gideon Hask: a friend rolls +1 attack die at a damaged defender (it gains 1 strain)' },
    ],
  },
  'lieutenantgalek': {
    facts: [
      { moment: 'friendlyDestroyed', conditions: [{ kind: 'ask', question: 'Is it within range 0–2 of the destroyed friend?' }], costs: [], effects: [{ kind: 'performAction', action: 'coordinate', difficulty: 'white' }, { kind: 'evenWhileStressed' }], optional: true, summary: 'Lieutenant Galek: a coordinate after a friend at range 0–2 is destroyed, even stressed' },
      /** h7-xpilots: read by the coordinate rule, his card's coordinate and any other. */
      { moment: 'always', conditions: [], costs: [], effects: [{ kind: 'coordinateOwnBarOnly' }], optional: false, summary: 'Lieutenant Galek: the ship he coordinates performs only an action his bar has too' },
    ],
  },
  /** After a boost: a charge to shed one non-lock red or orange token (a prompt per kind it holds). */
  juljerjerrod: {
    facts: redOrangeTokens.map((token): Fact => ({
      moment: 'afterAction',
      conditions: [{ kind: 'action', actions: ['boost'] }, { kind: 'token', who: 'self', token }],
      costs: [{ kind: 'charge', amount: 1 }],
      effects: [{ kind: 'removeToken', who: 'self', token, amount: 1 }],
      optional: true,
      summary: `Jul Jerjerrod: 1 charge after a boost to remove 1 ${token} token`,
    })),
  },

  // --- Galactic Empire ---
  /** Defending at range 1: 1 Force, no range bonus die for the attacker; attacking at range 2–3: 1 Force for that bonus die. */
  'pilot:grandinquisitor': {
    facts: [
      { moment: 'rollAttackDice', role: 'defender', conditions: [{ kind: 'range', min: 1, max: 1 }, { kind: 'ask', question: 'Does the attacker roll the range 1 bonus die in this attack?' }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'dice', pool: 'attack', count: -1 }], optional: true, summary: 'Grand Inquisitor: 1 Force, the attacker loses its range 1 bonus die' },
      { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }, { kind: 'range', min: 2, max: 3 }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: true, summary: 'Grand Inquisitor: 1 Force for the range 1 bonus die at range 2–3' },
      { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'special' }, { kind: 'range', min: 2, max: 3 }, { kind: 'ask', question: 'Does this weapon take a range bonus (no ordnance icon)?' }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: true, summary: 'Grand Inquisitor: 1 Force for the range 1 bonus die at range 2–3' },
    ],
  },
  'pilot:darthvader': { facts: vaderActions },
  /** A stress after destroying its defender; a stress removed after a friend at range 0–3 is destroyed (no choice). */
  'pilot:cienaree': {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'ask', question: 'Was the defender destroyed?' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'stress', amount: 1 }], optional: false, summary: 'Ciena Ree: 1 stress after destroying the defender' },
      { moment: 'friendlyDestroyed', conditions: [{ kind: 'token', who: 'self', token: 'stress' }, { kind: 'ask', question: 'Was the destroyed friend at range 0–3?' }], costs: [], effects: [{ kind: 'removeToken', who: 'self', token: 'stress', amount: 1 }], optional: false, summary: 'Ciena Ree: 1 stress removed after a friend at range 0–3 is destroyed' },
    ],
  },
  /** A friend at range 0–2 (or itself) makes a primary attack from the defender's rear arc: 1 charge for one more attack die. */
  'pilot:garsaxon': {
    facts: [
      { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }, { kind: 'ask', question: 'Is it in the defender’s rear arc?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: true, summary: 'Gar Saxon: 1 charge, +1 attack die from the defender’s rear arc' },
      { moment: 'rollAttackDice', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'weapon', weapon: 'primary' }, { kind: 'ask', question: 'Is the attacker at range 0–2 of Gar Saxon, in the defender’s rear arc?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: true, summary: 'Gar Saxon: 1 charge, a friend rolls +1 attack die from the defender’s rear arc' },
    ],
  },
  /** After it gains a disarm token, not stressed: 1 stress token for the disarm token. */
  lieutenantkarsabi: {
    facts: [{ moment: 'afterGainToken', conditions: [{ kind: 'gained', tokens: ['disarm'] }, { kind: 'token', who: 'self', token: 'stress', none: true }], costs: [{ kind: 'gainToken', token: 'stress', amount: 1 }], effects: [{ kind: 'removeToken', who: 'self', token: 'disarm', amount: 1 }], optional: true, summary: 'Lieutenant Karsabi: 1 stress token to remove the disarm token' }],
  },
  /** Its reload action recovers 1 more charge on the card it reloads. */
  'lieutenantkarsabi-ssl': {
    facts: [{ moment: 'always', conditions: [], costs: [], effects: [{ kind: 'reloadExtra', amount: 1 }], optional: false, summary: 'Lieutenant Karsabi: his reload recovers 1 more charge' }],
  },
  /** After a missile attack: a bonus cannon attack, with 1 focus → hit in it. */
  'majorvynder-ssl': {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'missile' }], costs: [], effects: [{ kind: 'bonusAttack', weapon: 'any' }], optional: true, summary: 'Major Vynder: a bonus cannon attack after its missile attack' },
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'cannon' }, { kind: 'ask', question: 'Is this the bonus cannon attack after its missile attack?' }], costs: [], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['focus'], to: 'hit' }], optional: true, summary: 'Major Vynder: 1 focus → hit in its bonus cannon attack' },
    ],
  },
  /** At the start of the Engagement Phase, the enemy locks on friends at range 0–3 he chooses move onto him (named one by one). */
  captainkagi: {
    facts: eachNamed(4, (nth) => `Is there ${nth} friendly ship at range 0–3 whose enemy locks he takes (name it)?`, { moment: 'engagementStart', costs: [], effects: [{ kind: 'takeEnemyLocks', from: 'friendly' }], optional: true, summary: 'Captain Kagi: the enemy locks on a friend at range 0–3 move onto him' }),
  },
  coloneljendon: { yourCall: 'It changes the range at which friendly ships lock this round: the players hold to it.' },
  /** After a coordinate whose ship performed an action of its own bar: that action too. */
  lieutenantsai: {
    facts: [
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['coordinate'] }, { kind: 'ask', question: 'Is there an action the coordinated ship performed that its own bar has too?' }], costs: [], effects: [{ kind: 'performAnyAction', difficulty: 'asPrinted' }], optional: true, summary: 'Lieutenant Sai: performs the same action the coordinated ship did' },
    ],
  },
  'darthvader-swz105': { facts: vaderActions },
  /** h7-xpilots: in his attack, a faceup card about to be dealt to the defender: 3 drawn instead, 1 kept (dealt faceup), the rest discarded. */
  maarekstele: maarek,
  'maarekstele-swz105': maarek,
  /** In the End Phase, its lock on an enemy spent: that ship exposes 1 damage card. */
  zertikstrom: {
    facts: [{ moment: 'endPhaseStart', conditions: [], costs: [{ kind: 'spendToken', token: 'lock', amount: 1 }], effects: [{ kind: 'exposeDamage', who: 'other' }], optional: true, summary: 'Zertik Strom: spend its lock on an enemy to expose 1 of its damage cards' }],
  },
  /** After a turret or missile attack that misses: a bonus attack with another weapon. */
  doubleedge: {
    facts: [
      ...(['turret', 'missile'] as const).map((weapon): Fact => ({ moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'hit', hit: false }, { kind: 'weapon', weapon }], costs: [], effects: [{ kind: 'bonusAttack', weapon: 'any' }], optional: true, summary: `"Double Edge": a bonus attack with a different weapon after a ${weapon} attack missed` })),
    ],
  },
  deathrain: {
    facts: [{ moment: 'afterDropDevice', conditions: [], costs: [], effects: [{ kind: 'performAnyAction', difficulty: 'asPrinted' }], optional: true, summary: '“Deathrain”: after dropping or launching a device, an action' }],
  },
  /** Two locks (on the same ship too); after an action, a lock. */
  redline: {
    facts: [
      { moment: 'always', conditions: [], costs: [], effects: [{ kind: 'maintainLocks', most: 2, differentObjects: false }], optional: false, summary: '"Redline": maintains 2 locks' },
      { moment: 'afterAction', conditions: [], costs: [], effects: [{ kind: 'acquireLock', on: 'named' }], optional: true, summary: '"Redline": a lock after an action' },
    ],
  },
  /** After a hit, while evading: exposes a damage card of the defender. */
  rexlerbrath: {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'hit', hit: true }, { kind: 'token', who: 'self', token: 'evade' }], costs: [], effects: [{ kind: 'exposeDamage', who: 'other' }], optional: false, summary: 'Rexler Brath: exposes 1 damage card of the defender' },
    ],
  },
  vultskerris: { facts: vultSkerris },
  'vultskerris-tieininterceptor': { facts: vultSkerris },
  /** Attacking: 1 Force for 1 blank → hit; his Force is spent only while attacking. */
  'darthvader-tieddefender': {
    facts: [
      { moment: 'always', conditions: [], costs: [], effects: [{ kind: 'forceOnlyWhileAttacking' }], optional: false, summary: 'Darth Vader: spends Force only while attacking' },
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['blank'], to: 'hit' }], optional: true, summary: 'Darth Vader: 1 blank → hit (1 Force)' },
    ],
  },
  /** A friend at range 0–1 defends with Dobbs in the attack arc: an ion token (not ionized yet) cancels 1 hit as results are neutralized. */
  captaindobbs: {
    facts: [
      { moment: 'neutralizeResults', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'token', who: 'self', token: 'ion', none: true }, { kind: 'ask', question: 'Is the defender at range 0–1 of Captain Dobbs, with Dobbs in the attack arc?' }], costs: [{ kind: 'gainToken', token: 'ion', amount: 1 }], effects: [{ kind: 'cancel', pool: 'attack', count: 1, faces: ['hit'] }], optional: true, summary: 'Captain Dobbs: 1 ion token to cancel 1 hit against a friend at range 0–1' },
    ],
  },
  /** After a friend at range 0–3 of lower initiative partially executes its maneuver: it may perform a red focus action. */
  commandantgoran: {
    facts: [{ moment: 'friendlyManeuver', conditions: [{ kind: 'fullyExecuted', none: true }, { kind: 'initiative', compare: 'lower' }, { kind: 'ask', question: 'Is that friend at range 0–3?' }], costs: [], effects: [{ kind: 'grantAction', who: 'other', action: 'focus', difficulty: 'red' }], optional: true, summary: 'Commandant Goran: the friend that bumped may perform a red focus action' }],
  },
  /** h7-xpilots: in the Engagement Phase a small friend at range 0–3 (asked) destroyed before it engaged: 1 charge, it engages at the current initiative. */
  nashwindrider: {
    facts: [
      { moment: 'friendlyDestroyed', conditions: [{ kind: 'phase', phases: ['engagement'] }, { kind: 'size', who: 'other', sizes: ['small'] }, { kind: 'activated', who: 'other', none: true }, { kind: 'ask', question: 'Is the destroyed friend within range 0–3 of Nash?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'engageNow', who: 'other' }], optional: true, summary: 'Nash Windrider: 1 charge, the destroyed friend engages at the current initiative' },
    ],
  },
  wampa: { facts: wampa('"Wampa"') },
  'wampa-battleofyavin': { facts: wampa('“Wampa”') },
  idenversio: { facts: idenVersio },
  'idenversio-swz105': { facts: idenVersio },
  'idenversio-battleofyavin': { facts: idenVersioYavin },
  /** Spends a crit: the unshielded defender is dealt a facedown card, and the rest of the results are cancelled. */
  seynmarana: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [], costs: [], effects: [{ kind: 'cancel', pool: 'attack', count: 1, faces: ['crit'] }, { kind: 'dealFacedownCard', who: 'other' }, { kind: 'cancel', pool: 'attack', count: 'all', faces: ['hit', 'crit', 'focus', 'blank'] }], optional: true, summary: 'Seyn Marana: spends 1 crit, the defender is dealt 1 facedown card, the other results cancelled' },
    ],
  },
  valenrudor: { facts: valenRudor },
  'valenrudor-swz105': { facts: valenRudor },
  /** Before engaging: an enemy in its front arc at range 0–1 gains a deplete or a strain token, unless it removes a green token. */
  isbjingoist: {
    facts: [
      { moment: 'beforeEngaging', conditions: [{ kind: 'once', per: 'trigger', among: 'jingoist' }, { kind: 'ask', question: 'Is there an enemy ship in its front arc at range 0–1 that keeps its green tokens?' }], costs: [], effects: [{ kind: 'gainToken', who: 'enemy', token: 'deplete', amount: 1 }], optional: true, summary: 'ISB Jingoist: the enemy gains 1 deplete (or the strain: one of the two)' },
      { moment: 'beforeEngaging', conditions: [{ kind: 'once', per: 'trigger', among: 'jingoist' }, { kind: 'ask', question: 'Is there an enemy ship in its front arc at range 0–1 that keeps its green tokens?' }], costs: [], effects: [{ kind: 'gainToken', who: 'enemy', token: 'strain', amount: 1 }], optional: true, summary: 'ISB Jingoist: the enemy gains 1 strain (or the deplete: one of the two)' },
      { moment: 'beforeEngaging', conditions: [{ kind: 'ask', question: 'Is there an enemy ship in its front arc at range 0–1 that removes 1 green token instead?' }], costs: [], effects: [{ kind: 'removeTokenOf', who: 'enemy', colours: ['green'], amount: 1 }], optional: true, summary: 'ISB Jingoist: the enemy removes 1 green token instead of the deplete or strain' },
    ],
  },
  /** A charge, before the dice of an attack at an enemy at range 1–3: its defense dice stay as rolled (r3-x-pilots: held for the attack once used), a friend by the defender gains a strain token. */
  moffgideon: {
    facts: [
      { moment: 'declareTarget', role: 'attacker', conditions: [{ kind: 'range', min: 1, max: 3 }, { kind: 'ask', question: 'Is a friendly ship at range 0–1 of the defender?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'forbidPool', dice: 'defense' }, { kind: 'gainToken', who: 'friendly', token: 'strain', amount: 1 }], optional: true, summary: 'Moff Gideon: 1 charge, the defense dice cannot be modified; a friend by the defender gains 1 strain' },
      { moment: 'declareTarget', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'ask', question: 'Is the defender at range 1–3 of Moff Gideon, with a friendly ship at range 0–1 of it?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'forbidPool', dice: 'defense' }, { kind: 'gainToken', who: 'friendly', token: 'strain', amount: 1 }], optional: true, summary: 'Moff Gideon: 1 charge, the defense dice cannot be modified; a friend by the defender gains 1 strain' },
    ],
  },
  /** After a speed 3–4 maneuver: a ship in its turret arc at range 0–1 gains a strain token (2 when it is damaged). */
  rampage: {
    facts: [
      { moment: 'afterManeuver', conditions: [{ kind: 'maneuver', minSpeed: 3, maxSpeed: 4 }, { kind: 'ask', question: 'Is there a ship in its turret arc at range 0–1, with “Rampage” undamaged?' }], costs: [], effects: [{ kind: 'gainToken', who: 'enemy', token: 'strain', amount: 1 }], optional: true, summary: '"Rampage": a ship in its turret arc gains 1 strain' },
      { moment: 'afterManeuver', conditions: [{ kind: 'maneuver', minSpeed: 3, maxSpeed: 4 }, { kind: 'damaged', who: 'self', what: 'card' }, { kind: 'ask', question: 'Is there a ship in its turret arc at range 0–1?' }], costs: [], effects: [{ kind: 'gainToken', who: 'enemy', token: 'strain', amount: 2 }], optional: true, summary: '"Rampage" (damaged): a ship in its turret arc gains 2 strain' },
    ],
  },
  /** A friend at range 0–2 attacks with Lyttan Dree in the defender's side arc: it rerolls 1 attack die. */
  lyttandree: {
    facts: [
      { moment: 'modifyAttackDice', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'ask', question: 'Is the attacker at range 0–2, with Lyttan Dree in the defender’s left or right arc?' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: 'Lyttan Dree: the friendly attacker rerolls 1 attack die' },
    ],
  },
  vizier: { yourCall: 'It acts right after its ailerons move, before its dial is revealed, and skips its action step: the table does not stop there.' },
  /** Defending against an attacker with no green token: 1 blank or focus → evade. */
  captainferoph: {
    facts: [
      { moment: 'modifyDefenseDice', role: 'defender', conditions: noGreenTokens, costs: [], effects: [{ kind: 'change', pool: 'defense', count: 1, from: ['blank', 'focus'], to: 'evade' }], optional: true, summary: 'Captain Feroph: 1 blank or focus → evade (the attacker has no green token)' },
    ],
  },
  /** Attacking a defender with no green token: 1 blank or focus → hit. */
  majorvermeil: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: noGreenTokens, costs: [], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['blank', 'focus'], to: 'hit' }], optional: true, summary: 'Major Vermeil: 1 blank or focus → hit (the defender has no green token)' },
    ],
  },
  /** Destroyed, before it is removed: an attack (and a device). */
  deathfire: {
    facts: [
      { moment: 'afterDestroyed', conditions: [], costs: [], effects: [{ kind: 'bonusAttack', weapon: 'any' }], optional: true, summary: '"Deathfire": an attack as it is destroyed, before it is removed' },
      { moment: 'afterDestroyed', conditions: [], costs: [], effects: [{ kind: 'dropDeviceNow', kinds: ['bomb', 'mine', 'remote'] }], optional: true, summary: '"Deathfire": drops or launches 1 device as it is destroyed, before it is removed' },
    ],
  },
  /** h7-xpilots (2.5): after a fully executed speed 3–5 maneuver, with no device placed this round, 2 charges to place a bomb (the players use the 3 straight template). */
  'deathfire-swz98': {
    facts: [
      { moment: 'afterManeuver', conditions: [{ kind: 'fullyExecuted' }, { kind: 'maneuver', minSpeed: 3, maxSpeed: 5 }, { kind: 'placedDevice', none: true }], costs: [{ kind: 'charge', amount: 2 }], effects: [{ kind: 'dropDeviceNow', kinds: ['bomb'] }], optional: true, summary: '"Deathfire": 2 charges, drops or launches a bomb with the 3 straight template after a fast maneuver' },
    ],
  },
  /** h7-xpilots: read by Declare Target: his torpedoes and missiles fire 1 range closer or farther (within 0–3). */
  majorrhymer: { facts: [{ moment: 'always', conditions: [], costs: [], effects: [{ kind: 'weaponRangeStretch', slots: ['Torpedo', 'Missile'], by: 1 }], optional: false, summary: 'Major Rhymer: his torpedo and missile range requirement 1 lower or higher, within 0–3' }] },
  /** After a reload action: 1 charge back on one of his talent cards. */
  tomaxbren: {
    facts: [{ moment: 'afterAction', conditions: [{ kind: 'action', actions: ['reload'] }], costs: [], effects: [{ kind: 'recoverUpgradeCharge', slots: ['Talent'], amount: 1 }], optional: true, summary: 'Tomax Bren: 1 charge back on a talent card after a reload' }],
  },
  /** After a reload action: 1 charge back on one of his talent cards. */
  'tomaxbren-swz105': {
    facts: [{ moment: 'afterAction', conditions: [{ kind: 'action', actions: ['reload'] }], costs: [], effects: [{ kind: 'recoverUpgradeCharge', slots: ['Talent'], amount: 1 }], optional: true, summary: 'Tomax Bren: 1 charge back on a talent card after a reload' }],
  },
  /** Defending, not stressed: 1 damage and 1 stress cancel every attack result as results are neutralized. */
  countdown: {
    facts: [
      { moment: 'neutralizeResults', role: 'defender', conditions: [{ kind: 'token', who: 'self', token: 'stress', none: true }], costs: [{ kind: 'damage', hits: 1, crits: 0 }, { kind: 'gainToken', token: 'stress', amount: 1 }], effects: [{ kind: 'cancel', pool: 'attack', count: 'all', faces: ['hit', 'crit', 'focus', 'blank'] }], optional: true, summary: '"Countdown": 1 damage and 1 stress to cancel every attack result' },
    ],
  },
  duchess: { yourCall: 'It changes when its ailerons may be used: the players move it.' },
  vagabond: { yourCall: yourCall.devices },
  /** Attacking while reinforced, the defender in the full arc its token covers: 1 focus → crit. */
  rearadmiralchiraneau: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'token', who: 'self', token: 'reinforce' }, { kind: 'ask', question: 'Is the defender in the full arc its reinforce token covers?' }], costs: [], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['focus'], to: 'crit' }], optional: true, summary: 'Rear Admiral Chiraneau: 1 focus → crit (reinforced, the defender in that full arc)' },
    ],
  },
  /** h7-xpilots: in the End Phase, 1 charge keeps 1 reinforce token through the cleanup, turned to the other full arc. */
  mornakee: {
    facts: [
      { moment: 'endPhaseStart', conditions: [{ kind: 'token', who: 'self', token: 'reinforce' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'keepReinforceFlipped' }], optional: true, summary: 'Morna Kee: 1 charge, her reinforce token turns to her other full arc instead of leaving in the End Phase' },
    ],
  },
  /** 2.0: he may make primary attacks at range 0 (read by Declare Target). */
  'captainoicunn@2.0': { facts: [{ moment: 'always', conditions: [], costs: [], effects: [{ kind: 'attackAtRangeZero', by: 'self' }], optional: false, summary: 'Captain Oicunn: primary attacks at range 0' }] },
  /** h7-xpilots · 2.5: an attack at range 0 is made as an attack at range 1 (read by Declare Target: the range bonus and range conditions of range 1). */
  captainoicunn: { facts: [{ moment: 'always', conditions: [], costs: [], effects: [{ kind: 'rangeZeroAsOne' }], optional: false, summary: 'Captain Oicunn: his attacks at range 0 count as attacks at range 1' }] },
  /** After an attack: a charge and a deplete token to boost or barrel roll (a move, not an action). */
  'soontirfel-battleoverendor': {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [], costs: [{ kind: 'charge', amount: 1 }, { kind: 'gainToken', token: 'deplete', amount: 1 }], effects: [{ kind: 'move', difficulty: 'white' }], optional: true, summary: 'Soontir Fel: 1 charge and 1 deplete to boost or barrel roll (not an action)' },
    ],
  },
  'backstabber-battleofyavin': { facts: yavinWingmate('“Backstabber”', 'Darth Vader or “Mauler” Mithel') },
  'maulermithel-battleofyavin': { facts: yavinWingmate('“Mauler” Mithel', 'Darth Vader or “Backstabber”') },
  /** Defending: the attacker's dice cannot be modified. */
  'darkcurse-battleofyavin': {
    facts: [
      { moment: 'modifyAttackDice', role: 'defender', conditions: [], costs: [], effects: [{ kind: 'forbid', what: 'attackerModifies' }], optional: false, summary: '“Dark Curse”: the attacker’s dice cannot be modified' },
    ],
  },
  /** With 2 stress tokens or fewer, her white actions even while stressed; after gaining a stress, a white action. */
  magnatolvan: {
    facts: [
      { moment: 'always', conditions: [{ kind: 'tokenCount', who: 'self', token: 'stress', atMost: 2 }], costs: [], effects: [{ kind: 'evenWhileStressed', actions: ['focus', 'evade', 'barrelRoll', 'lock'] }], optional: false, summary: 'Magna Tolvan: her white actions even while stressed, with 2 stress tokens or fewer' },
      { moment: 'afterGainStress', conditions: [{ kind: 'tokenCount', who: 'self', token: 'stress', atMost: 2 }], costs: [], effects: [{ kind: 'performAnyAction', difficulty: 'white' }], optional: true, summary: 'Magna Tolvan: a white action after gaining a stress token' },
    ],
  },
  /** End Phase: a red barrel roll or red boost for it, and for up to 2 friendly small ships at range 0–2. */
  'majormianda-battleoverendor': {
    facts: [
      { moment: 'endPhaseStart', conditions: [], costs: [], effects: [{ kind: 'performAction', action: 'barrelRoll', difficulty: 'red' }], optional: true, summary: 'Major Mianda: a red barrel roll in the End Phase' },
      { moment: 'endPhaseStart', conditions: [], costs: [], effects: [{ kind: 'performAction', action: 'boost', difficulty: 'red' }], optional: true, summary: 'Major Mianda: a red boost in the End Phase' },
      { moment: 'endPhaseStart', conditions: [{ kind: 'ask', question: 'Is there a friendly small ship at range 0–2?' }], costs: [], effects: [{ kind: 'grantAction', who: 'friendly', action: 'barrelRoll', difficulty: 'red' }], optional: true, summary: 'Major Mianda: a friend at range 0–2 may perform a red barrel roll' },
      { moment: 'endPhaseStart', conditions: [{ kind: 'ask', question: 'Is there a friendly small ship at range 0–2?' }], costs: [], effects: [{ kind: 'grantAction', who: 'friendly', action: 'boost', difficulty: 'red' }], optional: true, summary: 'Major Mianda: a friend at range 0–2 may perform a red boost' },
      { moment: 'endPhaseStart', conditions: [{ kind: 'ask', question: 'Is there a second friendly small ship at range 0–2?' }], costs: [], effects: [{ kind: 'grantAction', who: 'friendly', action: 'barrelRoll', difficulty: 'red' }], optional: true, summary: 'Major Mianda: a second friend at range 0–2 may perform a red barrel roll' },
      { moment: 'endPhaseStart', conditions: [{ kind: 'ask', question: 'Is there a second friendly small ship at range 0–2?' }], costs: [], effects: [{ kind: 'grantAction', who: 'friendly', action: 'boost', difficulty: 'red' }], optional: true, summary: 'Major Mianda: a second friend at range 0–2 may perform a red boost' },
    ],
  },
  /** After an enemy at range 0–1 performs an action of its bar: a charge to perform the same action, white. */
  'echo-ssl': {
    facts: everyAction.map((action): Fact => ({
      moment: 'enemyAction',
      conditions: [{ kind: 'action', actions: [action] }, { kind: 'ask', question: 'Is that enemy ship at range 0–1, and was the action on its action bar?' }],
      costs: [{ kind: 'charge', amount: 1 }],
      effects: [{ kind: 'performAction', action, difficulty: 'white' }],
      optional: true,
      summary: `“Echo”: 1 charge to perform the enemy’s ${action} action too, as white`,
    })),
  },
  /** After a friend at range 0–2 defends and is dealt a damage card: a bonus attack at the attacker. */
  flightleaderubbel: {
    facts: [
      { moment: 'afterDefend', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'ask', question: 'Is it at range 0–2 of the friend that defended, and was that friend dealt a damage card?' }], costs: [], effects: [{ kind: 'bonusAttack', weapon: 'any' }], optional: true, summary: 'Flight Leader Ubbel: a bonus attack at the attacker of a friend it hurt' },
    ],
  },
  'captainjonus-swz98': {
    facts: [{ moment: 'afterDropDevice', conditions: [], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'evade', amount: 1 }], optional: false, summary: 'Captain Jonus: after dropping or launching a device, 1 evade token' }],
  },
  /** After it drops a bomb: 1 charge for a boost action. */
  'scimitar3-battleoverendor': {
    facts: [{ moment: 'afterDropDevice', conditions: [{ kind: 'ask', question: 'Was it a bomb it dropped?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'performAction', action: 'boost', difficulty: 'white' }], optional: true, summary: 'Scimitar 3: 1 charge for a boost after dropping a bomb' }],
  },
};
