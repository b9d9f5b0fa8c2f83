import { eachNamed, friendTakesTheHit, type Fact, type FactTable, passObstacleToken } from './fact-entry';

// DESIGN §10 · our facts for pilots scum (the shape: fact-entry.ts). Each pilot's text is the same in
// both editions' data, so each entry holds for both.

/** r3-x-pilots · Bossk (both ships): once results are neutralized, 1 crit left is spent for 2 hits, in his primary attack. */
const bosskAfterNeutralize: { facts: Fact[] } = {
  facts: [
    { moment: 'dealDamage', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }], costs: [], effects: [{ kind: 'changeRemaining', hits: 2, crits: -1 }], optional: true, summary: 'Bossk: after Neutralize Results, spends 1 crit left for 2 hits' },
  ],
};

/** "After you roll dice, if you are not stressed, gain 1 stress to reroll all of your blank results" (both Landos). */
const landoRerolls: Fact[] = [
  { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'token', who: 'self', token: 'stress', none: true }], costs: [{ kind: 'gainToken', token: 'stress', amount: 1 }], effects: [{ kind: 'reroll', pool: 'attack', count: 'all', faces: ['blank'] }], optional: true, summary: 'Lando Calrissian: 1 stress to reroll every blank attack die' },
  { moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'token', who: 'self', token: 'stress', none: true }], costs: [{ kind: 'gainToken', token: 'stress', amount: 1 }], effects: [{ kind: 'reroll', pool: 'defense', count: 'all', faces: ['blank'] }], optional: true, summary: 'Lando Calrissian: 1 stress to reroll every blank defense die' },
];

/** A focus or evade token taken from a ship it names (it has one: the question says so). */
const takeToken = (source: string, from: 'enemy' | 'friendly', token: 'focus' | 'evade', question: string): Fact => ({
  moment: 'engagementStart',
  conditions: [{ kind: 'ask', question }],
  costs: [],
  effects: [{ kind: 'removeToken', who: from, token, amount: 1 }, { kind: 'gainToken', who: 'self', token, amount: 1 }],
  optional: true,
  summary: `${source}: takes 1 ${token} token from ${from === 'enemy' ? 'an enemy' : 'a friendly'} ship`,
});

/** Asajj Ventress: the enemy takes the stress, or gives up a green token instead (its choice). */
const asajj = (outcome: 'stress' | 'focus' | 'evade' | 'calculate' | 'reinforce'): Fact => ({
  moment: 'engagementStart',
  conditions: [{ kind: 'ask', question: outcome === 'stress' ? 'Is there an enemy ship in its turret arc at range 0–2 that takes the stress?' : `Is there an enemy ship in its turret arc at range 0–2 that gives up a ${outcome} token instead?` }],
  costs: [{ kind: 'force', amount: 1 }],
  effects: [outcome === 'stress' ? { kind: 'gainToken', who: 'enemy', token: 'stress', amount: 1 } : { kind: 'removeToken', who: 'enemy', token: outcome, amount: 1 }],
  optional: true,
  summary: outcome === 'stress' ? 'Asajj Ventress: 1 Force, an enemy ship gains 1 stress' : `Asajj Ventress: 1 Force, an enemy ship gives up 1 ${outcome} token instead of the stress`,
});

/** Sunny Bounder: every die of its roll alike, one more of that result. */
const sunny = (pool: 'attack' | 'defense', face: 'hit' | 'crit' | 'focus' | 'evade'): Fact => ({
  moment: pool === 'attack' ? 'modifyAttackDice' : 'modifyDefenseDice',
  role: pool === 'attack' ? 'attacker' : 'defender',
  conditions: [{ kind: 'ask', question: `Does every one of its ${pool} dice show a ${face}?` }],
  costs: [],
  effects: [{ kind: 'add', pool, face, count: 1 }],
  optional: true,
  summary: `Sunny Bounder: +1 ${face} result when every ${pool} die shows a ${face}`,
});

/** Doctor Aphra: a green token and a charge, a stress on an unstressed ship at range 0-1. */
const aphra = (token: 'focus' | 'evade' | 'calculate' | 'reinforce'): Fact => ({
  moment: 'beforeEngaging',
  conditions: [{ kind: 'ask', question: 'Is there another ship at range 0–1 that is not stressed?' }],
  costs: [{ kind: 'spendToken', token, amount: 1 }, { kind: 'charge', amount: 1 }],
  effects: [{ kind: 'gainToken', who: 'other', token: 'stress', amount: 1 }],
  optional: true,
  summary: `Doctor Aphra: 1 ${token} and 1 charge, another ship at range 0-1 gains 1 stress`,
});

/** Viktor Hel (both ships): after defending with other than exactly 2 defense dice, the attacker is stressed. */
const viktor: Fact[] = [
  { moment: 'afterDefend', role: 'defender', conditions: [{ kind: 'ask', question: 'Did it roll other than exactly 2 defense dice?' }], costs: [], effects: [{ kind: 'gainToken', who: 'other', token: 'stress', amount: 1 }], optional: false, summary: 'Viktor Hel: the attacker gains 1 stress unless it rolled exactly 2 defense dice' },
];

/** Cad Bane (Rogue-class, 2.5 pilot): after a hit, 2 charges pass one of his non-lock red or orange tokens to the defender (a prompt per kind he holds). */
const cadBane: Fact[] = [
  ...(['stress', 'strain', 'deplete', 'ion', 'jam', 'tractor'] as const).map((token): Fact => ({
    moment: 'afterAttack',
    role: 'attacker',
    conditions: [{ kind: 'hit', hit: true }, { kind: 'token', who: 'self', token }],
    costs: [{ kind: 'charge', amount: 2 }],
    effects: [{ kind: 'transferToken', to: 'other', token, amount: 1 }],
    optional: true,
    summary: `Cad Bane: 2 charges to pass 1 ${token} token to the defender he hit (one token, of one kind)`,
  })),
  { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'hit', hit: true }, { kind: 'token', who: 'self', token: 'disarm' }], costs: [{ kind: 'charge', amount: 2 }], effects: [{ kind: 'removeToken', who: 'self', token: 'disarm', amount: 1 }, { kind: 'gainToken', who: 'other', token: 'disarm', amount: 1 }], optional: true, summary: 'Cad Bane: 2 charges to pass 1 disarm token to the defender he hit (one token, of one kind)' },
];

export const scumPilotFacts: FactTable = {
  'pilot:cadbane': { facts: cadBane },
  /** h7-xpilots · Action: a friendly ship (he too) and then an enemy ship at range 0–3, non-huge (asked), each perform an action on his bar, even stressed; he gains 1 calculate. */
  'pilot:hondoohnaka': {
    facts: [
      { moment: 'action', conditions: [{ kind: 'ask', question: 'Are there a friendly ship (him too) and an enemy ship, non-huge, at range 0–3 of him?' }, { kind: 'once', per: 'trigger', among: 'hondo' }], costs: [], effects: [{ kind: 'grantBarAction', who: 'friendly' }, { kind: 'evenWhileStressed' }, { kind: 'gainToken', who: 'self', token: 'calculate', amount: 1 }], optional: true, summary: 'Hondo Ohnaka: a friendly ship he chooses performs an action on his bar, even stressed; he gains 1 calculate' },
      { moment: 'action', conditions: [{ kind: 'usedThisRound', among: 'hondo' }, { kind: 'once', per: 'round', among: 'hondo-2' }], costs: [], effects: [{ kind: 'grantBarAction', who: 'enemy' }, { kind: 'evenWhileStressed' }], optional: true, summary: 'Hondo Ohnaka: the enemy ship he chooses performs an action on his bar, even stressed' },
    ],
  },
  /** Maul (Gauntlet, 2.5 pilot; the crew card shares his xws id): his coordinate made white, widened to a second ship. */
  /** h7-xpilots: he coordinated a ship of lower initiative: 1 Force, the coordinate counts as white (a red one's stress comes off) and that ship gains 1 strain; then one more friend of lower initiative (asked) acts, gaining 1 strain. */
  'pilot:maul': {
    facts: [
      ...(['red', 'white'] as const).map((difficulty): Fact => ({
        moment: 'afterAction',
        conditions: [{ kind: 'action', actions: ['coordinate'] }, { kind: 'difficulty', of: 'action', difficulties: [difficulty] }, { kind: 'initiative', compare: 'lower' }, { kind: 'once', per: 'trigger', among: 'maul' }],
        costs: [{ kind: 'force', amount: 1 }],
        effects: [...(difficulty === 'red' ? [{ kind: 'removeToken' as const, who: 'self' as const, token: 'stress' as const, amount: 1 }] : []), { kind: 'gainToken', who: 'other', token: 'strain', amount: 1 }],
        optional: true,
        summary: difficulty === 'red' ? 'Maul: 1 Force, his red coordinate counts as white (no stress); the ship he chose gains 1 strain' : 'Maul: 1 Force, the ship he coordinated gains 1 strain, and he may coordinate one more',
      })),
      { moment: 'afterAction', conditions: [{ kind: 'usedThisRound', among: 'maul' }, { kind: 'ask', question: 'Is there another friendly ship with a lower initiative than his to coordinate?' }, { kind: 'once', per: 'round', among: 'maul-2' }], costs: [], effects: [{ kind: 'grantAnyAction', who: 'friendly', difficulty: 'asPrinted' }, { kind: 'gainToken', who: 'friendly', token: 'strain', amount: 1 }], optional: true, summary: 'Maul: he coordinates one more friendly ship of lower initiative; it gains 1 strain and performs an action' },
    ],
  },
  /** IG-88A: a calculate token passed to a friend with calculate on its bar at range 1-3. */
  ig88a: {
    facts: [
      { moment: 'engagementStart', conditions: [{ kind: 'token', who: 'self', token: 'calculate' }, { kind: 'ask', question: 'Is there a friendly ship at range 1–3 with calculate on its action bar?' }], costs: [], effects: [{ kind: 'transferToken', to: 'friendly', token: 'calculate', amount: 1 }], optional: true, summary: 'IG-88A: transfers 1 calculate token to a friendly ship' },
    ],
  },
  /** Drea Renthal: a friendly non-limited attacker rerolls 1 attack die, the defender in her firing arc. */
  drearenthal: {
    facts: [
      { moment: 'modifyAttackDice', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'ask', question: 'Is the attacker a non-limited ship, with the defender in its firing arc?' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: 'Drea Renthal: the friendly attacker rerolls 1 attack die' },
    ],
  },
  /** Kavil: +1 attack die when the attack is not from its front arc. */
  kavil: {
    facts: [
      { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'arc', arc: 'turret' }], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: false, summary: 'Kavil: +1 attack die (a turret-arc attack)' },
      { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'arc', arc: 'rear' }], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: false, summary: 'Kavil: +1 attack die (a rear-arc attack)' },
    ],
  },
  /** Leema Kai: before engaging, out of every enemy front arc, a lock on an enemy in its full front arc. */
  leemakai: {
    facts: [
      { moment: 'beforeEngaging', conditions: [{ kind: 'ask', question: 'Is it outside every enemy front arc, with an enemy ship in its full front arc?' }], costs: [], effects: [{ kind: 'acquireLock', on: 'named' }], optional: true, summary: 'Leema Kai: a lock on an enemy ship in its full front arc' },
    ],
  },
  /** Arliz Hadrassian: damaged, 1 focus → crit on a front-arc attack; defending, 1 focus → blank before the defense dice are modified (no choice). */
  arlizhadrassian: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'arc', arc: 'front' }, { kind: 'damaged', who: 'self', what: 'any' }], costs: [], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['focus'], to: 'crit' }], optional: true, summary: 'Arliz Hadrassian: 1 focus → crit (damaged, front arc)' },
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'damaged', who: 'self', what: 'any' }], costs: [], effects: [{ kind: 'change', pool: 'defense', count: 1, from: ['focus'], to: 'blank' }], optional: false, summary: 'Arliz Hadrassian: 1 focus → blank on its defense dice (damaged)' },
    ],
  },
  padric: { yourCall: 'It acts when a friendly device it has locked detonates: the table does not stop there.' },
  'landocalrissian-escapecraft': { facts: landoRerolls },
  /** Joy Rekkoff: attacking, a charge of an equipped torpedo card for the defender to roll 1 fewer die. */
  joyrekkoff: {
    facts: [{ moment: 'rollDefenseDice', role: 'attacker', conditions: [], costs: [{ kind: 'upgradeCharge', of: 'slot', slots: ['Torpedo'], amount: 1 }], effects: [{ kind: 'dice', pool: 'defense', count: -1 }], optional: true, summary: 'Joy Rekkoff: a torpedo’s charge, the defender rolls 1 fewer die' }],
  },
  /** Old Teroch: an enemy at range 1 with it in its front arc loses every green token. */
  oldteroch: {
    facts: [
      { moment: 'engagementStart', conditions: [{ kind: 'ask', question: 'Is there an enemy ship at range 1 with it in that ship’s front arc?' }], costs: [], effects: [{ kind: 'removeToken', who: 'enemy', token: 'focus', amount: 3 }, { kind: 'removeToken', who: 'enemy', token: 'evade', amount: 3 }, { kind: 'removeToken', who: 'enemy', token: 'calculate', amount: 3 }, { kind: 'removeToken', who: 'enemy', token: 'reinforce', amount: 2 }], optional: true, summary: 'Old Teroch: an enemy ship at range 1 removes all its green tokens' },
    ],
  },
  /** Mandalorian Royal Guard: a deplete and a strain, the friendly non-small defender changes 1 result to an evade. */
  mandalorianroyalguard: {
    facts: [
      { moment: 'modifyDefenseDice', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'ask', question: 'Is the defender not small, with it in the attack arc?' }], costs: [{ kind: 'gainToken', token: 'deplete', amount: 1 }, { kind: 'gainToken', token: 'strain', amount: 1 }], effects: [{ kind: 'change', pool: 'defense', count: 1, from: ['focus', 'blank'], to: 'evade' }], optional: true, summary: 'Mandalorian Royal Guard: 1 deplete and 1 strain, the defender changes 1 result to an evade' },
    ],
  },
  /** Krassis Trelix: 1 attack die rerolled on a special attack; its front-arc specials may fire from its rear arc. */
  krassistrelix: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'special' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: 'Krassis Trelix: reroll 1 attack die' },
      { moment: 'always', conditions: [], costs: [], effects: [{ kind: 'weaponFromArcToo', from: 'front', to: 'rear' }], optional: false, summary: 'Krassis Trelix: its front-arc special weapons fire from its rear arc too' },
    ],
  },
  /** After an enemy at range 0–3 receives an ion token: 3 charges, it gains 2 more. */
  dacebonearm: {
    facts: [{ moment: 'enemyGainsToken', conditions: [{ kind: 'gained', tokens: ['ion'] }, { kind: 'ask', question: 'Is that enemy ship at range 0–3?' }], costs: [{ kind: 'charge', amount: 3 }], effects: [{ kind: 'gainToken', who: 'other', token: 'ion', amount: 2 }], optional: true, summary: 'Dace Bonearm: 3 charges, the enemy that gained an ion token gains 2 more' }],
  },
  palobgodalhi: {
    facts: [
      takeToken('Palob Godalhi', 'enemy', 'focus', 'Is there an enemy ship in its firing arc at range 0–2 with a focus token?'),
      takeToken('Palob Godalhi', 'enemy', 'evade', 'Is there an enemy ship in its firing arc at range 0–2 with an evade token?'),
    ],
  },
  /** Kanan Jarrus (HWK): 1 Force, the attacker of it or of a ship in its turret arc rolls 1 attack die fewer. */
  'kananjarrus-hwk290lightfreighter': {
    facts: [
      { moment: 'rollAttackDice', role: 'defender', conditions: [], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'dice', pool: 'attack', count: -1 }], optional: true, summary: 'Kanan Jarrus: 1 Force, the attacker rolls 1 attack die fewer' },
      { moment: 'rollAttackDice', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'ask', question: 'Is the defender in its turret arc?' }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'dice', pool: 'attack', count: -1 }], optional: true, summary: 'Kanan Jarrus: 1 Force, the attacker of a ship in its turret arc rolls 1 attack die fewer' },
    ],
  },
  tapusk: { yourCall: 'It stops an enemy ship recovering a charge or Force: the table has no effect that holds a recovery back.' },
  /** Manaroo: every green token it has goes to a friendly ship at range 0-1. */
  manaroo: {
    facts: [
      { moment: 'engagementStart', conditions: [{ kind: 'ask', question: 'Is there a friendly ship at range 0–1 to take its green tokens?' }], costs: [], effects: [{ kind: 'transferToken', to: 'friendly', token: 'focus', amount: 3 }, { kind: 'transferToken', to: 'friendly', token: 'evade', amount: 3 }, { kind: 'transferToken', to: 'friendly', token: 'calculate', amount: 3 }], optional: true, summary: 'Manaroo: transfers all its green tokens to a friendly ship' },
    ],
  },
  teltrevura: { yourCall: 'It acts instead of being destroyed and comes back from reserve: the players apply it.' },
  captainjostero: { yourCall: 'It acts when an enemy ship suffers damage outside an attack on it: the table does not stop there.' },
  viktorhel: { facts: viktor },
  'viktorhel-rogueclassstarfighter': { facts: viktor },
  asajjventress: {
    facts: [asajj('stress'), asajj('focus'), asajj('evade'), asajj('calculate'), asajj('reinforce')],
  },
  /** Dalan Oberos (Kimogila): a charge, a shielded ship in its bullseye loses a shield and it recovers one. */
  dalanoberos: {
    facts: [
      { moment: 'engagementStart', conditions: [{ kind: 'ask', question: 'Is there a shielded ship in its bullseye arc?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'lose', who: 'other', what: 'shield', amount: 1 }, { kind: 'recover', what: 'shield', amount: 1 }], optional: true, summary: 'Dalan Oberos: 1 charge, a ship in its bullseye loses 1 shield and it recovers 1' },
    ],
  },
  /** After its attack, each enemy ship in its bullseye arc (named one by one) suffers 1 hit damage, or its player removes 1 of its green tokens instead. */
  toranikulda: {
    facts: [
      ...eachNamed(4, (nth) => `Is there ${nth} enemy ship in its bullseye arc that takes the damage (name it)?`, { moment: 'afterAttack', role: 'attacker', costs: [], effects: [{ kind: 'damage', who: 'any', hits: 1, crits: 0 }], optional: false, summary: 'Toran Kulda: an enemy in its bullseye suffers 1 hit damage' }),
      ...eachNamed(4, (nth) => `Is there ${nth} enemy ship in its bullseye arc that removes a green token instead (name it)?`, { moment: 'afterAttack', role: 'attacker', costs: [], effects: [{ kind: 'removeTokenOf', who: 'enemy', colours: ['green'], amount: 1 }], optional: false, summary: 'Toran Kulda: an enemy in its bullseye removes 1 green token' }),
    ],
  },
  /** After acquiring a lock: its focus and evade tokens become as many as the locked ship has (no choice). */
  genesisred: {
    facts: [{ moment: 'afterAcquireLock', conditions: [], costs: [], effects: [{ kind: 'copyTokens', tokens: ['focus', 'evade'] }], optional: false, summary: 'Genesis Red: as many focus and evade tokens as the ship it locked' }],
  },
  /** Start of the Engagement Phase: a disarm token for 1 charge back on one of his upgrades. */
  quinnjast: {
    facts: [{ moment: 'engagementStart', conditions: [], costs: [{ kind: 'gainToken', token: 'disarm', amount: 1 }], effects: [{ kind: 'recoverUpgradeCharge', amount: 1 }], optional: true, summary: 'Quinn Jast: a disarm token for 1 charge back on an upgrade' }],
  },
  sunnybounder: { facts: [sunny('attack', 'hit'), sunny('attack', 'crit'), sunny('attack', 'focus'), sunny('defense', 'evade'), sunny('defense', 'focus')] },
  /** After it defends: each other ship at range 0 suffers 1 crit damage (one question per ship, the player names it). */
  g4rgorvm: {
    facts: eachNamed(3, (nth) => `Is there ${nth} other ship at range 0 (name it)?`, { moment: 'afterDefend', role: 'defender', costs: [], effects: [{ kind: 'damage', who: 'any', hits: 0, crits: 1 }], optional: false, summary: 'G4R-G0R V/M: a ship at range 0 suffers 1 crit damage' }),
  },
  /** Ahhav: +1 die attacking or defending against a larger ship. */
  ahhav: {
    facts: [
      { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'size', who: 'other', sizes: ['medium', 'large', 'huge'] }], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: false, summary: 'Ahhav: +1 attack die against a larger ship' },
      { moment: 'rollDefenseDice', role: 'defender', conditions: [{ kind: 'size', who: 'other', sizes: ['medium', 'large', 'huge'] }], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: 1 }], optional: false, summary: 'Ahhav: +1 defense die against a larger ship' },
    ],
  },
  /** Captain Seevor: before the attack dice are rolled, out of the enemy's bullseye, a charge for a jam on it. */
  captainseevor: {
    facts: [
      { moment: 'declareTarget', role: 'attacker', conditions: [{ kind: 'ask', question: 'Is it outside the defender’s bullseye arc?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'gainToken', who: 'other', token: 'jam', amount: 1 }], optional: true, summary: 'Captain Seevor: 1 charge, the defender gains 1 jam token' },
      { moment: 'declareTarget', role: 'defender', conditions: [{ kind: 'ask', question: 'Is it outside the attacker’s bullseye arc?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'gainToken', who: 'other', token: 'jam', amount: 1 }], optional: true, summary: 'Captain Seevor: 1 charge, the attacker gains 1 jam token' },
    ],
  },
  /** A friend at range 1, not stressed, gains a disarm token: 1 charge, it takes a stress token instead. */
  overseeryushyn: {
    facts: [{ moment: 'friendlyGainsToken', conditions: [{ kind: 'gained', tokens: ['disarm'] }, { kind: 'token', who: 'other', token: 'stress', none: true }, { kind: 'ask', question: 'Is that friend at range 1?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'removeToken', who: 'other', token: 'disarm', amount: 1 }, { kind: 'gainToken', who: 'other', token: 'stress', amount: 1 }], optional: true, summary: 'Overseer Yushyn: 1 charge, the friend takes a stress token instead of the disarm' }],
  },
  /** Captain Nym: +1 defense die against an attack obstructed by a bomb or mine; holding back a detonation is the players'. */
  captainnym: {
    facts: [
      { moment: 'rollDefenseDice', role: 'defender', conditions: [{ kind: 'obstructed', obstructed: true }, { kind: 'ask', question: 'Is the attack obstructed by a bomb or mine?' }], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: 1 }], optional: false, summary: 'Captain Nym: +1 defense die, the attack obstructed by a bomb or mine' },
    ],
    partly: 'A charge to stop a friendly bomb or mine from detonating: the players hold it back and spend the charge.',
  },
  /** h-moves: after fully executing a maneuver, a stress token buys a 90° turn in place (the players turn the model). */
  'dalanoberos-starviperclassattackplatform': {
    facts: [
      { moment: 'afterManeuver', conditions: [{ kind: 'fullyExecuted' }], costs: [{ kind: 'gainToken', token: 'stress', amount: 1 }], effects: [{ kind: 'rotateShip', who: 'self', degrees: [90] }], optional: true, summary: 'Dalan Oberos: 1 stress, rotate 90° after a full maneuver' },
    ],
  },
  /** Defending, after Neutralize Results, a friend at range 0–1 in the attack arc may take 1 hit or crit of the results left. */
  princexizor: { facts: friendTakesTheHit('Prince Xizor', 'Is the friendly ship it names at range 0–1 and in the attack arc?', true) },
  moraloeval: { yourCall: 'It acts instead of fleeing and comes back from reserve: the players apply it.' },
  kaatoleeachos: {
    facts: [
      takeToken('Kaa’to Leeachos', 'friendly', 'focus', 'Is there a friendly ship at range 0–2 with a focus token to give it?'),
      takeToken('Kaa’to Leeachos', 'friendly', 'evade', 'Is there a friendly ship at range 0–2 with an evade token to give it?'),
    ],
  },
  nashtahpup: { yourCall: 'It deploys only by emergency deployment, with the destroyed Hound’s Tooth’s pilot: the players apply it.' },
  'bossk-z95af4headhunter': bosskAfterNeutralize,
  /** Tor Phun: the defender destroyed, an action, then 2 strain for a bonus attack. */
  torphun: {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'ask', question: 'Is there a destroyed defender?' }], costs: [], effects: [{ kind: 'performAnyAction', difficulty: 'asPrinted' }, { kind: 'evenWhileStressed' }], optional: true, summary: 'Tor Phun: an action after it destroys the defender, even stressed' },
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'ask', question: 'Is there a destroyed defender?' }], costs: [{ kind: 'gainToken', token: 'strain', amount: 2 }], effects: [{ kind: 'bonusAttack', weapon: 'any' }], optional: true, summary: 'Tor Phun: 2 strain for a bonus attack after it destroys the defender' },
    ],
  },
  /** Lapin: a stressed enemy ship's dice cannot be modified, attacking Lapin or defending against him. */
  lapin: {
    facts: [
      { moment: 'modifyDefenseDice', role: 'attacker', conditions: [{ kind: 'token', who: 'other', token: 'stress' }], costs: [], effects: [{ kind: 'forbid', what: 'defenderModifies' }], optional: false, summary: 'Lapin: a stressed defender’s dice cannot be modified' },
      { moment: 'modifyAttackDice', role: 'defender', conditions: [{ kind: 'token', who: 'other', token: 'stress' }], costs: [], effects: [{ kind: 'forbid', what: 'attackerModifies' }], optional: false, summary: 'Lapin: a stressed attacker’s dice cannot be modified' },
    ],
  },
  /** r3-x-pilots · Durge: once results are neutralized, with more hits and crits left than his shields, 1 hit → crit and 1 hit cancelled. */
  durge: {
    facts: [
      { moment: 'dealDamage', role: 'defender', conditions: [{ kind: 'resultsOverShields' }], costs: [], effects: [{ kind: 'changeRemaining', hits: -2, crits: 1 }], optional: true, summary: 'Durge: more results left than his shields: 1 hit → crit, and 1 hit cancelled' },
    ],
  },
  /** Q9-0: after a full advanced maneuver, a calculate or a barrel roll (one of the two prompts), even stressed, gaining 1 strain. */
  q90: {
    facts: (['calculate', 'barrelRoll'] as const).map((action): Fact => ({
      moment: 'afterManeuver',
      conditions: [{ kind: 'once', per: 'trigger', among: 'q90' }, { kind: 'ask', question: 'Is it an advanced maneuver it fully executed?' }],
      costs: [{ kind: 'gainToken', token: 'strain', amount: 1 }],
      effects: [{ kind: 'performAction', action, difficulty: 'white' }, { kind: 'evenWhileStressed' }],
      optional: true,
      summary: `Q9-0: a ${action === 'calculate' ? 'calculate' : 'barrel roll'} action after an advanced maneuver, even stressed, gaining 1 strain (or the other one)`,
    })),
  },
  /** Guild Bounty Hunter: at attack range 1–2, a non-recurring charge of an equipped illicit card turns 1 focus into a crit. */
  guildbountyhunter: {
    facts: [{ moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'range', min: 1, max: 2 }], costs: [{ kind: 'upgradeCharge', of: 'slot', slots: ['Illicit'], amount: 1, nonRecurring: true }], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['focus'], to: 'crit' }], optional: true, summary: 'Guild Bounty Hunter: an illicit card’s charge, 1 focus → crit (range 1–2)' }],
  },
  'dashrendar-swz103-sl-scumandvillainy': { facts: passObstacleToken('Dash Rendar') },
  doctoraphra: { facts: [aphra('focus'), aphra('evade'), aphra('calculate'), aphra('reinforce')] },
  /** Gamut Key: its crew card shares the xws id and the same End Phase words, so this entry holds for both. */
  gamutkey: { engine: 'its End Phase prompt: the ship named keeps its circular tokens (abilities/prompt-answers.ts)' },
};

/**
 * Pilots whose xws id an upgrade card shares (the crew or gunner of the same name, whose words the card
 * list gave as these keys' 2.5 text): a key in the table would give the upgrade the pilot's facts, so
 * they wait for a key that names the pilot alone. Not part of the table.
 */
export const scumPilotFactsSharingAnUpgradeKey: FactTable = {
  landocalrissian: { facts: landoRerolls },
  /** 4-LOM: a calculate token after a full red maneuver (no choice); a stress passed at the End Phase. */
  '4lom': {
    facts: [
      { moment: 'afterManeuver', conditions: [{ kind: 'difficulty', of: 'maneuver', difficulties: ['red'] }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'calculate', amount: 1 }], optional: false, summary: '4-LOM: 1 calculate token after a red maneuver' },
      { moment: 'endPhaseStart', conditions: [{ kind: 'token', who: 'self', token: 'stress' }, { kind: 'ask', question: 'Is there a ship at range 0–1 to take its stress token?' }], costs: [], effects: [{ kind: 'transferToken', to: 'other', token: 'stress', amount: 1 }], optional: true, summary: '4-LOM: transfers 1 stress token to a ship at range 0-1' },
    ],
  },
  /** Dengar: after defending, a charge for a bonus attack on an attacker in its front arc. */
  dengar: {
    facts: [
      { moment: 'afterDefend', role: 'defender', conditions: [{ kind: 'ask', question: 'Is the attacker in its front arc?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'bonusAttack', weapon: 'any' }], optional: true, summary: 'Dengar: 1 charge for a bonus attack on the attacker' },
    ],
  },
  ketsuonyo: {
    facts: [
      { moment: 'engagementStart', conditions: [{ kind: 'ask', question: 'Is there a ship in both its front arc and its turret arc at range 0–1?' }], costs: [], effects: [{ kind: 'gainToken', who: 'other', token: 'tractor', amount: 1 }], optional: true, summary: 'Ketsu Onyo: a ship in its front and turret arcs at range 0-1 gains 1 tractor token' },
    ],
  },
  unkarplutt: {
    facts: [
      { moment: 'engagementStart', conditions: [{ kind: 'ask', question: 'Is there another ship at range 0 of it?' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'tractor', amount: 1 }, { kind: 'gainToken', who: 'other', token: 'tractor', amount: 1 }], optional: false, summary: 'Unkar Plutt: it and the ship at range 0 each gain 1 tractor token' },
      // Each other ship at range 0: one question per further ship.
      { moment: 'engagementStart', conditions: [{ kind: 'ask', question: 'Is there a second other ship at range 0 of it?' }], costs: [], effects: [{ kind: 'gainToken', who: 'other', token: 'tractor', amount: 1 }], optional: false, summary: 'Unkar Plutt: a second ship at range 0 gains 1 tractor token' },
      { moment: 'engagementStart', conditions: [{ kind: 'ask', question: 'Is there a third other ship at range 0 of it?' }], costs: [], effects: [{ kind: 'gainToken', who: 'other', token: 'tractor', amount: 1 }], optional: false, summary: 'Unkar Plutt: a third ship at range 0 gains 1 tractor token' },
    ],
  },
  bossk: bosskAfterNeutralize,
  /** At the start of the Engagement Phase, its lock on a ship at range 1 spent: that ship gains a tractor token. */
  lattsrazzi: {
    facts: [{ moment: 'engagementStart', conditions: [{ kind: 'ask', question: 'Is the ship it has locked at range 1?' }], costs: [{ kind: 'spendToken', token: 'lock', amount: 1 }], effects: [{ kind: 'gainToken', who: 'other', token: 'tractor', amount: 1 }], optional: true, summary: 'Latts Razzi: spend its lock on a ship at range 1, which gains 1 tractor token' }],
  },
  /** Boba Fett: a reroll for each enemy ship at range 0–1 (one prompt per count; 5 rerolls are more dice than he rolls). */
  bobafett: {
    facts: ([1, 2, 3, 4, 5] as const).flatMap((count): Fact[] => {
      const most = count === 5;
      const question = most ? 'Are there 5 or more enemy ships at range 0–1 of it?' : `Is there exactly ${count} enemy ship${count === 1 ? '' : 's'} at range 0–1 of it?`;
      return [
        { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'ask', question }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count }], optional: true, summary: `Boba Fett: reroll up to ${count} attack ${count === 1 ? 'die' : 'dice'} (${count}${most ? '+' : ''} enemies at range 0-1)` },
        { moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'ask', question }], costs: [], effects: [{ kind: 'reroll', pool: 'defense', count }], optional: true, summary: `Boba Fett: reroll up to ${count} defense ${count === 1 ? 'die' : 'dice'} (${count}${most ? '+' : ''} enemies at range 0-1)` },
      ];
    }),
  },
  themandalorian: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'ask', question: 'Is it in the front arc at range 1–2 of 2 or more enemy ships?' }], costs: [], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['blank'], to: 'focus' }], optional: true, summary: 'The Mandalorian: 1 blank → focus on its attack dice' },
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'ask', question: 'Is it in the front arc at range 1–2 of 2 or more enemy ships?' }], costs: [], effects: [{ kind: 'change', pool: 'defense', count: 1, from: ['blank'], to: 'focus' }], optional: true, summary: 'The Mandalorian: 1 blank → focus on its defense dice' },
    ],
  },
};

/** The crew and gunner cards of those shared keys, waiting likewise for a key that names the upgrade alone. Not part of the table. */
export const upgradeFactsSharingAScumPilotKey: FactTable = {
  /** Lando Calrissian (crew): an action, 2 defense dice rolled: a focus token per focus, an evade per evade; both blank, 1 of the kind the opponent names. */
  landocalrissian: {
    facts: [{ moment: 'action', conditions: [], costs: [], effects: [{ kind: 'rollDefenseForTokens', dice: 2 }], optional: true, summary: 'Lando Calrissian: roll 2 defense dice for focus and evade tokens' }],
  },
  /** 4-LOM (crew): after its attack roll, 2 ion tokens to name a green token kind the defender cannot spend in this attack (one fact per kind). */
  '4lom': {
    facts: (['focus', 'evade', 'calculate'] as const).map((token): Fact => ({ moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'once', per: 'attack', among: '4lom' }], costs: [{ kind: 'gainToken', token: 'ion', amount: 2 }], effects: [{ kind: 'forbidTokens', by: 'defender', tokens: [token] }], optional: true, summary: `4-LOM: 2 ion tokens, the defender cannot spend ${token} tokens in this attack` })),
  },
  /** Dengar (gunner): after defending, the attacker in its firing arc, 1 charge: the attacker gives up a green token, or faces 1 attack die (a hit or crit: 1 hit damage). */
  dengar: {
    facts: [
      { moment: 'afterDefend', role: 'defender', conditions: [{ kind: 'tokenColour', who: 'other', colours: ['green'] }, { kind: 'once', per: 'trigger', among: 'dengar' }, { kind: 'ask', question: 'Is the attacker in its firing arc, its player removing 1 green token rather than face the die?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'removeTokenOf', who: 'other', colours: ['green'], amount: 1 }], optional: true, summary: 'Dengar: 1 charge, the attacker removes 1 green token' },
      { moment: 'afterDefend', role: 'defender', conditions: [{ kind: 'once', per: 'trigger', among: 'dengar' }, { kind: 'ask', question: 'Is the attacker in its firing arc, its player keeping its green tokens?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'rollForDamageOf', who: 'other', die: 'attack', faces: ['hit', 'crit'], hits: 1, crits: 0 }], optional: true, summary: 'Dengar: 1 charge, 1 attack die: on a hit or crit the attacker suffers 1 hit damage' },
    ],
  },
  /** At the start of the End Phase, an enemy at range 0–2 in its firing arc keeps its tractor tokens. */
  ketsuonyo: {
    facts: [{ moment: 'endPhaseStart', conditions: [{ kind: 'ask', question: 'Is there an enemy ship at range 0–2 in its firing arc (name it)?' }], costs: [], effects: [{ kind: 'keepEveryToken', who: 'enemy', token: 'tractor' }], optional: true, summary: 'Ketsu Onyo: the enemy named keeps its tractor tokens this End Phase' }],
  },
  unkarplutt: {
    facts: [{ moment: 'afterPartialManeuver', conditions: [], costs: [{ kind: 'damage', hits: 1, crits: 0 }], effects: [{ kind: 'performAnyAction', difficulty: 'white' }], optional: true, summary: 'Unkar Plutt: after a partial maneuver, 1 hit damage for a white action' }],
  },
  cadbane: {
    facts: [{ moment: 'afterDropDevice', conditions: [], costs: [], effects: [{ kind: 'performAction', action: 'boost', difficulty: 'red' }], optional: true, summary: 'Cad Bane: after dropping or launching a device, a red boost' }],
  },
  /** Bossk (gunner): unstressed, a primary attack that missed costs a stress for a bonus primary attack (no choice). */
  bossk: {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'hit', hit: false }, { kind: 'token', who: 'self', token: 'stress', none: true }, { kind: 'weapon', weapon: 'primary' }], costs: [{ kind: 'gainToken', token: 'stress', amount: 1 }], effects: [{ kind: 'bonusAttack', weapon: 'primary' }], optional: false, summary: 'Bossk: a stress for a bonus primary attack on the same target after a miss' },
    ],
  },
  /** Latts Razzi (crew): a stress taken off a stressed attacker, 1 blank or focus → evade. */
  lattsrazzi: {
    facts: [
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'token', who: 'other', token: 'stress' }], costs: [], effects: [{ kind: 'removeToken', who: 'other', token: 'stress', amount: 1 }, { kind: 'change', pool: 'defense', count: 1, from: ['blank', 'focus'], to: 'evade' }], optional: true, summary: 'Latts Razzi: remove 1 stress from the attacker, 1 blank or focus → evade' },
    ],
  },
  bobafett: { noEffect: 'It changes only where the ship is placed at setup.' },
  /** The Mandalorian (crew, 2.5): not having defended this round, 1 Force back in the End Phase (no choice). */
  themandalorian: {
    facts: [
      { moment: 'endPhaseStart', conditions: [{ kind: 'ask', question: 'Is it a ship that did not defend this round?' }], costs: [], effects: [{ kind: 'recover', what: 'force', amount: 1 }], optional: false, summary: 'The Mandalorian: 1 Force back in the End Phase, not having defended' },
    ],
  },
};
