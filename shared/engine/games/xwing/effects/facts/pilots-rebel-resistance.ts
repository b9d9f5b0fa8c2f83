import { eachNamed, forEachFurther, type Fact, type FactTable, passObstacleToken } from './fact-entry';

// DESIGN §10 · our facts for the Rebel Alliance and Resistance pilots (the shape: fact-entry.ts).
// Every summary is our own few words; a card's own sentences are never kept here.
//
// Not keyed here on purpose: pilots whose xws id is also an upgrade's (chewbacca, k2so, leiaorgana,
// kananjarrus, rosetico, finn, paigetico, chopper, r1j5, sabinewren, zeborrelios, sawgerrera,
// magvayarro, niennunb): a key names both cards, so a pilot's facts would be played for the crew,
// gunner or astromech of the same name too.

// --- Shared reasons, in a player's words. ---

/** The actions a card may copy (each fact offered only when the ship has it on its bar). */
const zoriiActions = ['focus', 'evade', 'calculate', 'reinforce', 'lock', 'cloak', 'jam', 'boost', 'barrelRoll', 'coordinate', 'reload', 'slam', 'rotateArc'] as const;

// --- Facts used by more than one pilot (the same card text under several ids). ---
const hera: { facts: Fact[] } = {
  facts: [
    { moment: 'modifyAttackDice', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'token', who: 'self', token: 'focus' }, { kind: 'ask', question: 'Is the attacker at range 1–2 of it?' }], costs: [], effects: [{ kind: 'transferToken', to: 'friendly', token: 'focus', amount: 1 }], optional: true, summary: 'Hera Syndulla: gives 1 of her focus tokens to the attacking friend' },
    { moment: 'modifyDefenseDice', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'token', who: 'self', token: 'evade' }, { kind: 'ask', question: 'Is the defender at range 1–2 of it?' }], costs: [], effects: [{ kind: 'transferToken', to: 'friendly', token: 'evade', amount: 1 }], optional: true, summary: 'Hera Syndulla: gives 1 of her evade tokens to the defending friend' },
    { moment: 'modifyDefenseDice', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'token', who: 'self', token: 'focus' }, { kind: 'ask', question: 'Is the defender at range 1–2 of it?' }], costs: [], effects: [{ kind: 'transferToken', to: 'friendly', token: 'focus', amount: 1 }], optional: true, summary: 'Hera Syndulla: gives 1 of her focus tokens to the defending friend' },
    ...(['attacker', 'defender'] as const).map((role): Fact => ({ moment: role === 'attacker' ? 'modifyAttackDice' : 'modifyDefenseDice', conditions: [{ kind: 'friendly', role }, { kind: 'lock', who: 'self' }, { kind: 'ask', question: `Is the ${role} at range 1–2 of it?` }], costs: [], effects: [{ kind: 'passLock' }], optional: true, summary: `Hera Syndulla: her lock on the enemy passes to the ${role === 'attacker' ? 'attacking' : 'defending'} friend` })),
    { moment: 'modifyAttackDice', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'token', who: 'self', token: 'evade' }, { kind: 'ask', question: 'Is the attacker at range 1–2 of it?' }], costs: [], effects: [{ kind: 'transferToken', to: 'friendly', token: 'evade', amount: 1 }], optional: true, summary: 'Hera Syndulla: gives 1 of her evade tokens to the attacking friend' },
  ],
};

const jakeFarrell: { facts: Fact[] } = {
  facts: [
    { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['barrelRoll', 'boost'] }, { kind: 'ask', question: 'Is the friendly ship named at range 0–1 of it?' }], costs: [], effects: [{ kind: 'grantAction', who: 'friendly', action: 'focus', difficulty: 'white' }], optional: true, summary: 'Jake Farrell: after his barrel roll or boost, a friend at range 0–1 may focus' },
  ],
};

/** r3-x-pilots: the die is entered (or rolled by the app); on a hit he suffers 1 damage, the stress goes either way. */
const jekPorkins: { facts: Fact[] } = {
  facts: [
    { moment: 'afterGainStress', conditions: [], costs: [], effects: [{ kind: 'removeToken', who: 'self', token: 'stress', amount: 1 }, { kind: 'rollForDamage', die: 'attack', faces: ['hit'], hits: 1, crits: 0 }], optional: true, summary: 'Jek Porkins: rolls 1 attack die to shed the stress just gained (a hit: 1 damage)' },
  ],
};

const hortonOne: Fact = { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'ask', question: 'Is another friendly ship at range 0–1 of the defender?' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: 'Horton Salm: reroll 1 attack die for a friend near the defender' };
const hortonSalm: { facts: Fact[] } = {
  facts: [hortonOne, ...forEachFurther(hortonOne, ['Is a second other friendly ship at range 0–1 of the defender?', 'Is a third other friendly ship at range 0–1 of the defender?', 'Is a fourth other friendly ship at range 0–1 of the defender?'])],
};

const lukeDeclared: { facts: Fact[] } = {
  facts: [
    { moment: 'declareTarget', role: 'defender', conditions: [], costs: [], effects: [{ kind: 'recover', what: 'force', amount: 1 }], optional: true, summary: 'Luke Skywalker: recovers 1 Force as he becomes the defender' },
  ],
};

const garvenDreis: { facts: Fact[] } = {
  facts: [
    { moment: 'afterSpendToken', conditions: [{ kind: 'spent', tokens: ['focus'] }, { kind: 'ask', question: 'Is the friendly ship named at range 1–3 of it?' }], costs: [], effects: [{ kind: 'gainToken', who: 'friendly', token: 'focus', amount: 1 }], optional: true, summary: 'Garven Dreis: after he spends a focus, a friend at range 1–3 gains 1 focus' },
  ],
};

/** r3-x-pilots · L3-37's Leebo: a calculate spent in the attack he made or defended is given back after it. */
const leebo: { facts: Fact[] } = {
  facts: [
    { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'spentInAttack', token: 'calculate' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'calculate', amount: 1 }], optional: false, summary: 'Leebo: spent a calculate in his attack, gains 1 calculate' },
    { moment: 'afterDefend', role: 'defender', conditions: [{ kind: 'spentInAttack', token: 'calculate' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'calculate', amount: 1 }], optional: false, summary: 'Leebo: spent a calculate defending, gains 1 calculate' },
  ],
};

/** r3-x-pilots · "Zeb" Orrelios (every ship he flies): defending, Neutralize Results cancels crits before hits. */
const zebCritsFirst: { facts: Fact[] } = {
  facts: [{ moment: 'always', role: 'defender', conditions: [], costs: [], effects: [{ kind: 'neutralizeOrder', first: 'crit' }], optional: false, summary: '“Zeb” Orrelios: defending, evades cancel crits before hits' }],
};

export const rebelResistancePilotFacts: FactTable = {
  // ===================== Rebel Alliance =====================
  'herasyndulla-asf01bwing': hera,
  'herasyndulla-rz1awing': hera,
  netrempollard: {
    facts: [
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['barrelRoll'] }, { kind: 'ask', question: 'Is the friendly ship named at range 0–1 of it, and not stressed?' }], costs: [], effects: [{ kind: 'gainToken', who: 'friendly', token: 'stress', amount: 1 }], optional: true, summary: 'Netrem Pollard: after his barrel roll a friend at range 0–1 gains 1 stress, then he turns around (180°)' },
    ],
  },
  garvendreis: garvenDreis,
  'garvendreis-t65xwing': garvenDreis,
  'garvendreis-battleofyavin': garvenDreis,
  ibtisam: {
    facts: [
      { moment: 'afterManeuver', conditions: [{ kind: 'token', who: 'self', token: 'stress' }, { kind: 'ask', question: 'Is there a hit or crit on the 1 attack die she rolled?' }], costs: [], effects: [{ kind: 'removeToken', who: 'self', token: 'stress', amount: 1 }], optional: true, summary: 'Ibtisam: stressed after a maneuver, rolls 1 attack die: a hit or crit sheds 1 stress' },
    ],
  },
  'zeborrelios-sheathipedeclassshuttle': zebCritsFirst,
  'zeborrelios-tielnfighter': zebCritsFirst,
  'sabinewren-tielnfighter': {
    facts: [
      { moment: 'beforeActivating', conditions: [], costs: [], effects: [{ kind: 'performAction', action: 'barrelRoll', difficulty: 'white' }, { kind: 'performAction', action: 'boost', difficulty: 'white' }], optional: true, summary: 'Sabine Wren: before she activates, a barrel roll or a boost (one of them)' },
    ],
  },
  lowhhrick: {
    facts: [
      { moment: 'declareTarget', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'ask', question: 'Is the defender at range 0–1 of it?' }], costs: [{ kind: 'spendToken', token: 'reinforce', amount: 1 }], effects: [{ kind: 'gainToken', who: 'friendly', token: 'evade', amount: 1 }], optional: true, summary: 'Lowhhrick: spends a reinforce, the defending friend gains 1 evade' },
      { moment: 'declareTarget', role: 'defender', conditions: [], costs: [{ kind: 'spendToken', token: 'reinforce', amount: 1 }], effects: [{ kind: 'gainToken', who: 'self', token: 'evade', amount: 1 }], optional: true, summary: 'Lowhhrick: spends a reinforce to gain 1 evade as he defends' },
    ],
  },
  /** After its lock action: a friendly ship at range 1–3 it names may lock the same ship. */
  dutchvander: {
    facts: [{ moment: 'afterAction', conditions: [{ kind: 'action', actions: ['lock'] }, { kind: 'ask', question: 'Is the friendly ship it names at range 1–3?' }], costs: [], effects: [{ kind: 'acquireLock', on: 'other', by: 'friendly' }], optional: true, summary: 'Dutch Vander: a friend at range 1–3 locks the ship he locked' }],
  },
  /** After its lock action: a friendly ship at range 1–3 it names may lock the same ship. */
  'dutchvander-swz106': {
    facts: [{ moment: 'afterAction', conditions: [{ kind: 'action', actions: ['lock'] }, { kind: 'ask', question: 'Is the friendly ship it names at range 1–3?' }], costs: [], effects: [{ kind: 'acquireLock', on: 'other', by: 'friendly' }], optional: true, summary: 'Dutch Vander: a friend at range 1–3 locks the ship he locked' }],
  },
  /** After spending a lock in his attack: a friendly ship at range 1–3 he names may lock the defender. */
  'dutchvander-battleofyavin': {
    facts: [{ moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'spentInAttack', token: 'lock' }, { kind: 'ask', question: 'Is the friendly ship it names at range 1–3?' }], costs: [], effects: [{ kind: 'acquireLock', on: 'other', by: 'friendly' }], optional: true, summary: 'Dutch Vander: a friend at range 1–3 locks the defender after he spent a lock' }],
  },
  /** Start of the Engagement Phase: a focus spent marks a friend at range 0–1 (herself too) for the round; it defends with 1 more die. */
  evaanverlaine: {
    facts: [
      { moment: 'engagementStart', conditions: [{ kind: 'ask', question: 'Is the friendly ship she names at range 0–1 of her (she may name herself)?' }], costs: [{ kind: 'spendToken', token: 'focus', amount: 1 }], effects: [{ kind: 'markShip', who: 'friendly', among: 'evaan', lasts: 'round' }], optional: true, summary: 'Evaan Verlaine: 1 focus, a friend at range 0–1 rolls +1 defense die this round' },
      { moment: 'rollDefenseDice', role: 'defender', conditions: [{ kind: 'marked', on: 'self', among: 'evaan' }], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: 1 }], optional: false, summary: 'Evaan Verlaine: +1 defense die (she chose herself this round)' },
      { moment: 'rollDefenseDice', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'marked', on: 'friend', among: 'evaan' }], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: 1 }], optional: false, summary: 'Evaan Verlaine: the friend she chose this round rolls +1 defense die' },
    ],
  },
  hortonsalm: hortonSalm,
  'hortonsalm-swz106': hortonSalm,
  esegetuketu: {
    facts: [
      { moment: 'modifyAttackDice', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'ask', question: 'Is the attacker at range 0–2 of it?' }], costs: [{ kind: 'spendToken', token: 'focus', amount: 1 }], effects: [{ kind: 'change', pool: 'attack', count: 'all', from: ['focus'], to: 'hit' }], optional: true, summary: 'Esege Tuketu: the attacking friend spends his focus: all focus → hit' },
      { moment: 'modifyDefenseDice', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'ask', question: 'Is the defender at range 0–2 of it?' }], costs: [{ kind: 'spendToken', token: 'focus', amount: 1 }], effects: [{ kind: 'change', pool: 'defense', count: 'all', from: ['focus'], to: 'evade' }], optional: true, summary: 'Esege Tuketu: the defending friend spends his focus: all focus → evade' },
    ],
  },
  mirandadoni: {
    facts: [
      { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }, { kind: 'shielded', who: 'self' }], costs: [], effects: [{ kind: 'lose', who: 'self', what: 'shield', amount: 1 }, { kind: 'dice', pool: 'attack', count: 1 }], optional: true, summary: 'Miranda Doni: spends 1 shield for +1 attack die' },
      { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }, { kind: 'shielded', who: 'self', none: true }], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: -1 }, { kind: 'recover', what: 'shield', amount: 1 }], optional: true, summary: 'Miranda Doni: unshielded, rolls 1 fewer attack die to recover 1 shield' },
    ],
  },
  /** At initiative 0 (every ship has engaged; the table stops there): a bonus primary attack from his bullseye arc; used, a disarm token as the next Planning Phase starts. */
  corranhorn: {
    facts: [
      { moment: 'atInitiative', conditions: [{ kind: 'initiativeStep', initiative: 0 }, { kind: 'once', per: 'round', among: 'corran' }, { kind: 'ask', question: 'Is there an enemy ship in his bullseye arc (the one he attacks)?' }], costs: [], effects: [{ kind: 'bonusAttackOf', weapons: ['primary'] }], optional: true, summary: 'Corran Horn: a bonus primary attack from his bullseye arc at initiative 0 (disarmed next round)' },
      { moment: 'planningPhase', conditions: [{ kind: 'usedLastRound', among: 'corran' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'disarm', amount: 1 }], optional: false, summary: 'Corran Horn: 1 disarm token after his bonus attack last round' },
    ],
  },
  janors: {
    facts: [
      { moment: 'rollAttackDice', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'weapon', weapon: 'primary' }, { kind: 'token', who: 'self', token: 'stress', none: true }, { kind: 'ask', question: 'Is the attacker in its firing arc?' }], costs: [{ kind: 'gainToken', token: 'stress', amount: 1 }], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: true, summary: 'Jan Ors: takes 1 stress, the attacking friend rolls +1 attack die' },
    ],
  },
  'hansolo-modifiedyt1300lightfreighter': {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'ask', question: 'Is it at range 0–1 of an obstacle?' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 'all' }, { kind: 'uncountedReroll' }], optional: true, summary: 'Han Solo: near an obstacle, rerolls all his attack dice (not counted as a reroll)' },
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'ask', question: 'Is it at range 0–1 of an obstacle?' }], costs: [], effects: [{ kind: 'reroll', pool: 'defense', count: 'all' }, { kind: 'uncountedReroll' }], optional: true, summary: 'Han Solo: near an obstacle, rerolls all his defense dice (not counted as a reroll)' },
    ],
  },
  'landocalrissian-modifiedyt1300lightfreighter': {
    facts: [
      { moment: 'afterManeuver', conditions: [{ kind: 'difficulty', of: 'maneuver', difficulties: ['blue'] }, { kind: 'ask', question: 'Is the friendly ship you name at range 0–3?' }], costs: [], effects: [{ kind: 'grantAnyAction', who: 'friendly', difficulty: 'asPrinted' }], optional: true, summary: 'Lando Calrissian: after a blue maneuver, a friend at range 0–3 may perform an action' },
    ],
  },
  arvelcrynyd: { yourCall: 'It changes the rules of range 0 attacks and of a failed boost: the players apply them.' },
  'arvelcrynyd-swz106': { yourCall: 'It changes the rules of range 0 attacks and of a failed boost: the players apply them.' },
  jakefarrell: jakeFarrell,
  'jakefarrell-swz106': jakeFarrell,
  'sabinewren-rz1awing': {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'range', min: 1, max: 1 }, { kind: 'ask', question: 'Is it in the defender’s front arc?' }], costs: [], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['blank', 'focus', 'crit'], to: 'hit' }], optional: true, summary: 'Sabine Wren: at range 1 in the enemy’s front arc, 1 result → hit' },
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'range', min: 1, max: 1 }, { kind: 'ask', question: 'Is it in the attacker’s front arc?' }], costs: [], effects: [{ kind: 'change', pool: 'defense', count: 1, from: ['blank', 'focus'], to: 'evade' }], optional: true, summary: 'Sabine Wren: at range 1 in the enemy’s front arc, 1 result → evade' },
    ],
  },
  'ahsokatano-rz1awing': {
    facts: [
      { moment: 'afterManeuver', conditions: [{ kind: 'hasCharge', what: 'force', atLeast: 2 }, { kind: 'ask', question: 'Is the friendly ship you name at range 1–2?' }], costs: [{ kind: 'force', amount: 2 }], effects: [{ kind: 'grantAnyAction', who: 'friendly', difficulty: 'asPrinted' }, { kind: 'evenWhileStressed' }], optional: true, summary: 'Ahsoka Tano: 2 Force, a friend at range 1–2 may perform an action, even stressed' },
    ],
  },
  derekklivian: {
    facts: [
      { moment: 'afterAcquireLock', conditions: [{ kind: 'tokenColour', who: 'self', colours: ['red'] }], costs: [], effects: [{ kind: 'removeTokenOf', who: 'self', colours: ['red'], amount: 1 }], optional: true, summary: 'Derek Klivian: after he acquires a lock, sheds 1 red token' },
      { moment: 'afterSpendToken', conditions: [{ kind: 'spent', tokens: ['lock'] }, { kind: 'tokenColour', who: 'self', colours: ['red'] }], costs: [], effects: [{ kind: 'removeTokenOf', who: 'self', colours: ['red'], amount: 1 }], optional: true, summary: 'Derek Klivian: after he spends a lock, sheds 1 red token' },
    ],
  },
  /** h7-xpilots: read by the coordinate rule: the ship he coordinates with exactly 1 stress still performs its action. */
  ap5: { facts: [{ moment: 'always', conditions: [], costs: [], effects: [{ kind: 'coordinateStressed', stress: 1 }], optional: false, summary: 'AP-5: the ship he coordinates with exactly 1 stress may still act' }] },
  /** Before an enemy in his firing arc engages, unstressed: a stress marks it for the phase; its attacks then spend no token on dice. */
  'fennrau-sheathipedeclassshuttle': {
    facts: [
      { moment: 'enemyBeforeEngaging', conditions: [{ kind: 'token', who: 'self', token: 'stress', none: true }, { kind: 'ask', question: 'Is that enemy ship in his firing arc?' }], costs: [{ kind: 'gainToken', token: 'stress', amount: 1 }], effects: [{ kind: 'markShip', who: 'other', among: 'fenn', lasts: 'phase' }], optional: true, summary: 'Fenn Rau: 1 stress, that enemy spends no token on dice in its attacks this phase' },
      { moment: 'modifyAttackDice', role: 'defender', conditions: [{ kind: 'marked', on: 'other', among: 'fenn' }], costs: [], effects: [{ kind: 'forbidTokens', by: 'attacker', tokens: ['focus', 'calculate', 'evade', 'lock'] }], optional: false, summary: 'Fenn Rau: the attacker he chose spends no token on dice this phase' },
      { moment: 'modifyAttackDice', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'marked', on: 'other', among: 'fenn' }], costs: [], effects: [{ kind: 'forbidTokens', by: 'attacker', tokens: ['focus', 'calculate', 'evade', 'lock'] }], optional: false, summary: 'Fenn Rau: the attacker he chose spends no token on dice this phase' },
    ],
  },
  biggsdarklighter: {
    facts: [
      { moment: 'neutralizeResults', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'ask', question: 'Is the defender at range 0–1 of him, and is he in the attack arc?' }], costs: [{ kind: 'damage', hits: 1, crits: 0 }], effects: [{ kind: 'cancel', pool: 'attack', count: 1, faces: ['hit'] }], optional: true, summary: 'Biggs Darklighter: suffers 1 hit damage to cancel 1 hit aimed at a nearby friend' },
      { moment: 'neutralizeResults', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'ask', question: 'Is the defender at range 0–1 of him, and is he in the attack arc?' }], costs: [{ kind: 'damage', hits: 0, crits: 1 }], effects: [{ kind: 'cancel', pool: 'attack', count: 1, faces: ['crit'] }], optional: true, summary: 'Biggs Darklighter: suffers 1 crit damage to cancel 1 crit aimed at a nearby friend' },
    ],
  },
  edriotwotubes: {
    facts: [
      { moment: 'beforeActivating', conditions: [{ kind: 'token', who: 'self', token: 'focus' }], costs: [], effects: [{ kind: 'performAnyAction', difficulty: 'asPrinted' }], optional: true, summary: 'Edrio Two Tubes: focused before he activates, performs an action' },
    ],
  },
  jekporkins: jekPorkins,
  'jekporkins-battleofyavin': jekPorkins,
  'jekporkins-swz106': jekPorkins,
  /** After a barrel roll or boost action, he may turn his configuration card over. */
  kullbeesperado: {
    facts: [{ moment: 'afterAction', conditions: [{ kind: 'action', actions: ['barrelRoll', 'boost'] }], costs: [], effects: [{ kind: 'flipEquipped', slot: 'Configuration' }], optional: true, summary: 'Kullbee Sperado: turn his configuration card over · after a barrel roll or boost' }],
  },
  thanekyrell: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'damaged', who: 'other', what: 'card' }], costs: [], effects: [{ kind: 'cancel', pool: 'attack', count: 1, faces: ['focus', 'hit', 'crit'] }, { kind: 'exposeDamage', who: 'other' }], optional: true, summary: 'Thane Kyrell: spends 1 focus, hit or crit result to expose a facedown damage card of the defender' },
    ],
  },
  captainrex: {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [], costs: [], effects: [{ kind: 'assignCondition', who: 'other', condition: 'Suppressive Fire' }], optional: false, summary: 'Captain Rex: the defender is assigned Suppressive Fire' },
    ],
  },
  hefftobber: {
    facts: [
      { moment: 'enemyManeuver', conditions: [{ kind: 'ask', question: 'Is the enemy ship that moved at range 0 of it?' }], costs: [], effects: [{ kind: 'performAnyAction', difficulty: 'asPrinted' }], optional: true, summary: 'Heff Tobber: an enemy ends its maneuver at range 0, he performs an action' },
    ],
  },
  /** r3-x-pilots: the attack remembers who modified its dice (attack/attack-record.ts). */
  alexsandrkallus: {
    facts: [
      { moment: 'rollDefenseDice', role: 'defender', conditions: [{ kind: 'modifiedDice', who: 'other', pool: 'attack' }], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: 1 }], optional: true, summary: 'Alexsandr Kallus: the attacker modified its dice, +1 defense die' },
    ],
  },
  leebo,
  'leebo-swz103-rebelalliance': leebo,
  airencracken: {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'ask', question: 'Is the friendly ship you name at range 1?' }], costs: [], effects: [{ kind: 'grantAnyAction', who: 'friendly', difficulty: 'red' }], optional: true, summary: 'Airen Cracken: after his attack, a friend at range 1 may perform a red action' },
    ],
  },
  'lukeskywalker-battleofyavin': lukeDeclared,
  'lukeskywalker-swz106': lukeDeclared,
  /** h7-xpilots: he declared a defender he has locked: a friend's lock on him moves onto that defender. */
  'corranhorn-t65xwing': {
    facts: [
      { moment: 'declareTarget', role: 'attacker', conditions: [{ kind: 'lock', who: 'self' }, { kind: 'once', per: 'attack' }], costs: [], effects: [{ kind: 'moveFriendLock', to: 'other' }], optional: true, summary: 'Corran Horn: a friend’s lock on him moves to the defender he has locked' },
    ],
  },
  wesjanson: {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'gainToken', who: 'other', token: 'jam', amount: 1 }], optional: true, summary: 'Wes Janson: spends 1 charge, the defender gains 1 jam' },
      { moment: 'afterDefend', role: 'defender', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'gainToken', who: 'other', token: 'jam', amount: 1 }], optional: true, summary: 'Wes Janson: spends 1 charge, the attacker gains 1 jam' },
    ],
  },
  'kendyidele-battleoverendor': {
    facts: [
      { moment: 'afterSpendToken', conditions: [{ kind: 'spent', tokens: ['green'] }, { kind: 'ask', question: 'Is the friendly ship named at range 1–3 of her?' }], costs: [{ kind: 'gainToken', token: 'strain', amount: 1 }], effects: [{ kind: 'grantAction', who: 'friendly', action: 'focus', difficulty: 'red' }], optional: true, summary: 'Kendy Idele: after a spent green token, takes 1 strain: a friend may focus (red) — or evade' },
      { moment: 'afterSpendToken', conditions: [{ kind: 'spent', tokens: ['green'] }, { kind: 'ask', question: 'Is the friendly ship named at range 1–3 of her?' }], costs: [{ kind: 'gainToken', token: 'strain', amount: 1 }], effects: [{ kind: 'grantAction', who: 'friendly', action: 'evade', difficulty: 'red' }], optional: true, summary: 'Kendy Idele: after a spent green token, takes 1 strain: a friend may evade (red) — or focus' },
    ],
  },
  'dashrendar-swz103-sl-rebelalliance': { facts: passObstacleToken('Dash Rendar') },
  'ginamoonsong-battleoverendor': {
    facts: [
      { moment: 'engagementStart', conditions: [{ kind: 'ask', question: 'Is there a stressed friendly Braylen Stramm at range 0–2 of it?' }], costs: [], effects: [{ kind: 'acquireLock', on: 'named' }], optional: true, summary: 'Gina Moonsong: with Braylen stressed nearby, acquires a lock' },
    ],
  },
  'braylenstramm-battleoverendor': {
    facts: [
      { moment: 'engagementStart', conditions: [{ kind: 'ask', question: 'Is there a stressed friendly Gina Moonsong at range 0–2 of it?' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'focus', amount: 1 }], optional: true, summary: 'Braylen Stramm: with Gina stressed nearby, gains 1 focus' },
    ],
  },
  /** System Phase, no enemy ship at range 1–2: 1 charge back on any of his upgrades. */
  'holokand-battleofyavin': {
    facts: [{ moment: 'systemPhase', conditions: [{ kind: 'ask', question: 'Are there no enemy ships at range 1–2?' }], costs: [], effects: [{ kind: 'recoverUpgradeCharge', amount: 1 }], optional: true, summary: 'Holo Kand: 1 charge back on one of his upgrades' }],
  },
  /** Before a friend at range 1–2 engages, with an enemy in its front arc at range 1: it sheds 1 red token (not a lock). */
  'fennrau-fangfighter': {
    facts: [{ moment: 'friendlyBeforeEngaging', conditions: [{ kind: 'tokenColour', who: 'other', colours: ['red'] }, { kind: 'ask', question: 'Is the friend at range 1–2, with an enemy in its front arc at range 1?' }], costs: [], effects: [{ kind: 'removeTokenOf', who: 'other', colours: ['red'], amount: 1 }], optional: true, summary: 'Fenn Rau: the friend about to engage sheds 1 red token' }],
  },
  bodicavenj: {
    facts: [
      { moment: 'afterDefend', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'token', who: 'self', token: 'deplete', none: true }], costs: [], effects: [{ kind: 'bonusAttack', weapon: 'primary' }], optional: true, summary: 'Bodica Venj: after a friend defends, a bonus primary attack on its attacker' },
      /** r3-x-pilots: the attack remembers it is a bonus attack (hers: she has no other). */
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'bonusAttack', bonus: true }, { kind: 'weapon', weapon: 'primary' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'deplete', amount: 1 }], optional: false, summary: 'Bodica Venj: after her bonus attack, gains 1 deplete' },
    ],
  },
  dirkullodin: {
    facts: [
      { moment: 'afterManeuver', conditions: [{ kind: 'difficulty', of: 'maneuver', difficulties: ['red'] }, { kind: 'ask', question: 'Is there an enemy ship in its front arc at range 1?' }], costs: [], effects: [{ kind: 'acquireLock', on: 'named' }], optional: true, summary: 'Dirk Ullodin: after a red maneuver, locks an enemy in his front arc at range 1' },
      { moment: 'afterAction', conditions: [{ kind: 'difficulty', of: 'action', difficulties: ['red'] }, { kind: 'ask', question: 'Is there an enemy ship in its front arc at range 1?' }], costs: [], effects: [{ kind: 'acquireLock', on: 'named' }], optional: true, summary: 'Dirk Ullodin: after a red action, locks an enemy in his front arc at range 1' },
    ],
  },
  clanwrenvolunteer: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'range', min: 1, max: 1 }, { kind: 'ask', question: 'Is there a friendly ship at range 1 whose revealed maneuver has the same speed as its own?' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: 'Clan Wren Volunteer: a friend at range 1 flew its speed: reroll 1 attack die' },
    ],
  },
  'chopper-gauntletfighter': {
    facts: [
      { moment: 'engagementStart', conditions: [{ kind: 'ask', question: 'Is there an enemy ship at range 0 of it?' }], costs: [], effects: [{ kind: 'gainToken', who: 'enemy', token: 'jam', amount: 2 }], optional: false, summary: '“Chopper”: an enemy ship at range 0 gains 2 jam tokens' },
      // Each enemy ship at range 0: one question per further ship (bases overlapping it: three at most at a table).
      { moment: 'engagementStart', conditions: [{ kind: 'ask', question: 'Is there a second enemy ship at range 0 of it?' }], costs: [], effects: [{ kind: 'gainToken', who: 'enemy', token: 'jam', amount: 2 }], optional: false, summary: '“Chopper”: a second enemy ship at range 0 gains 2 jam tokens' },
      { moment: 'engagementStart', conditions: [{ kind: 'ask', question: 'Is there a third enemy ship at range 0 of it?' }], costs: [], effects: [{ kind: 'gainToken', who: 'enemy', token: 'jam', amount: 2 }], optional: false, summary: '“Chopper”: a third enemy ship at range 0 gains 2 jam tokens' },
    ],
  },
  // The card data gives this pilot no charges of his own (his standard loadout carries them), so a charge cost could never be paid here.
  'hansolo-battleofyavin': { yourCall: 'The charge he spends is not on his pilot card in the data: spend it where the loadout has it, then coordinate.' },
  /** r3-x-pilots: read by the initiative order of this round's Activation Phase (turn/initiative.ts). */
  'landocalrissian-battleoverendor': {
    facts: [
      { moment: 'activationStart', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'activateAt', min: 1, max: 6 }], optional: true, summary: 'Lando Calrissian: 1 charge, he activates at the initiative named (1–6) this phase' },
    ],
  },
  /** h7-xpilots: with no active Force, a revealed bank or turn made one difficulty harder and flown as a sideslip (the players move it), and 1 Force back. */
  keovenzee: {
    facts: [
      { moment: 'afterRevealDial', conditions: [{ kind: 'forceInactive' }, { kind: 'maneuver', bearings: ['bank', 'turn'] }], costs: [], effects: [{ kind: 'increaseDifficulty' }, { kind: 'recover', what: 'force', amount: 1 }], optional: true, summary: 'Keo Venzee: her bank or turn one difficulty harder, flown as a sideslip; she recovers 1 Force' },
    ],
  },
  tychocelchu: {
    facts: [
      { moment: 'always', conditions: [{ kind: 'tokenCount', who: 'self', token: 'stress', atMost: 2 }], costs: [], effects: [{ kind: 'evenWhileStressed' }], optional: false, summary: 'Tycho Celchu: with 2 stress or fewer, he still performs actions' },
    ],
  },
  /** r3-x-pilots: read by Declare Target and the attack dice count (attack/disarmed-attack.ts). */
  'tychocelchu-battleoverendor': {
    facts: [{ moment: 'always', conditions: [], costs: [], effects: [{ kind: 'attackWhileDisarmed', weapon: 'missile', maxDice: 4 }], optional: false, summary: 'Tycho Celchu: disarmed, he may still make missile attacks, of at most 4 dice' }],
  },
  /** After a ship at range 1 acts in its Perform Action step: 1 charge, the same action (one on her bar) as red; one fact per action and side. */
  zoriibliss: {
    facts: (['friendlyAction', 'enemyAction'] as const).flatMap((moment) =>
      zoriiActions.map((action): Fact => ({
        moment,
        conditions: [{ kind: 'action', actions: [action] }, { kind: 'onBar', action }, { kind: 'once', per: 'trigger', among: 'zorii' }, { kind: 'ask', question: 'Is that ship at range 1, and was that action its Perform Action step’s?' }],
        costs: [{ kind: 'charge', amount: 1 }],
        effects: [{ kind: 'performAction', action, difficulty: 'red' }],
        optional: true,
        summary: `Zorii Bliss: 1 charge, the same ${action} action as red (a ${moment === 'friendlyAction' ? 'friend' : 'enemy'} at range 1)`,
      })),
    ),
  },
  tezanasz: {
    facts: [
      { moment: 'modifyAttackDice', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'ask', question: 'Is the attacker at range 0–2 of it, with a ship friendly to it in each side arc of the defender?' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: 'Teza Nasz: the defender is flanked on both sides: the friend rerolls 1 attack die' },
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'ask', question: 'Is there a ship friendly to it in each side arc of the defender?' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: 'Teza Nasz: the defender is flanked on both sides: reroll 1 attack die' },
    ],
  },
  wilsateshlo: {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'critical', who: 'other' }, { kind: 'ask', question: 'Did it deal the defender a faceup damage card, and does the defender keep its charges?' }], costs: [], effects: [{ kind: 'gainToken', who: 'other', token: 'strain', amount: 1 }], optional: false, summary: 'Wilsa Teshlo: the defender, dealt a faceup card, gains 1 strain (or loses an upgrade charge instead)' },
    ],
  },
  shasazaro: {
    facts: [
      { moment: 'afterDefend', role: 'defender', conditions: [{ kind: 'token', who: 'self', token: 'focus' }, { kind: 'ask', question: 'Is the friendly ship named in its full rear arc at range 0–2?' }], costs: [], effects: [{ kind: 'gainToken', who: 'friendly', token: 'focus', amount: 1 }], optional: true, summary: 'Shasa Zaro: a friend behind her gains a focus like hers (one green token only)' },
      { moment: 'afterDefend', role: 'defender', conditions: [{ kind: 'token', who: 'self', token: 'evade' }, { kind: 'ask', question: 'Is the friendly ship named in its full rear arc at range 0–2?' }], costs: [], effects: [{ kind: 'gainToken', who: 'friendly', token: 'evade', amount: 1 }], optional: true, summary: 'Shasa Zaro: a friend behind her gains an evade like hers (one green token only)' },
      { moment: 'afterDefend', role: 'defender', conditions: [{ kind: 'token', who: 'self', token: 'calculate' }, { kind: 'ask', question: 'Is the friendly ship named in its full rear arc at range 0–2?' }], costs: [], effects: [{ kind: 'gainToken', who: 'friendly', token: 'calculate', amount: 1 }], optional: true, summary: 'Shasa Zaro: a friend behind her gains a calculate like hers (one green token only)' },
      /** r3-x-pilots: the reinforce token goes on the side its player names (RRG · Reinforce). */
      { moment: 'afterDefend', role: 'defender', conditions: [{ kind: 'token', who: 'self', token: 'reinforce' }, { kind: 'ask', question: 'Is the friendly ship named in its full rear arc at range 0–2?' }], costs: [], effects: [{ kind: 'gainToken', who: 'friendly', token: 'reinforce', amount: 1 }], optional: true, summary: 'Shasa Zaro: a friend behind her gains a reinforce like hers (one green token only)' },
    ],
  },
  legafossang: {
    facts: [
      ...(['primary', 'turret'] as const).flatMap((weapon): Fact[] => {
        const one: Fact = { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon }, { kind: 'ask', question: 'Is a friendly device or a calculating friendly ship in the attack arc?' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: 'Lega Fossang: a friendly device or calculating friend in the arc: reroll 1 attack die' };
        return [one, ...forEachFurther(one, ['Is a second friendly device or calculating friendly ship in the attack arc?', 'Is a third friendly device or calculating friendly ship in the attack arc?'])];
      }),
    ],
  },
  aftabackbar: {
    facts: [
      { moment: 'afterManeuver', conditions: [{ kind: 'difficulty', of: 'maneuver', difficulties: ['red'] }, { kind: 'maneuver', bearings: ['straight', 'bank', 'turn'] }, { kind: 'tokenCount', who: 'self', token: 'stress', atLeast: 1, atMost: 1 }], costs: [{ kind: 'gainToken', token: 'strain', amount: 1 }], effects: [{ kind: 'removeToken', who: 'self', token: 'stress', amount: 1 }], optional: true, summary: 'Aftab Ackbar: after a red basic maneuver, trades his 1 stress for 1 strain' },
      { moment: 'afterAction', conditions: [{ kind: 'difficulty', of: 'action', difficulties: ['red'] }, { kind: 'tokenCount', who: 'self', token: 'stress', atLeast: 1, atMost: 1 }], costs: [{ kind: 'gainToken', token: 'strain', amount: 1 }], effects: [{ kind: 'removeToken', who: 'self', token: 'stress', amount: 1 }], optional: true, summary: 'Aftab Ackbar: after a red action, trades his 1 stress for 1 strain' },
      { moment: 'afterPartialManeuver', conditions: [{ kind: 'difficulty', of: 'maneuver', difficulties: ['red'] }, { kind: 'maneuver', bearings: ['straight', 'bank', 'turn'] }, { kind: 'tokenCount', who: 'self', token: 'stress', atLeast: 1, atMost: 1 }], costs: [{ kind: 'gainToken', token: 'strain', amount: 1 }], effects: [{ kind: 'removeToken', who: 'self', token: 'stress', amount: 1 }], optional: true, summary: 'Aftab Ackbar: after a red basic maneuver cut short, trades his 1 stress for 1 strain' },
    ],
  },
  /** r3-x-pilots: a green token taken from the ship he names (only what it holds moves; one token, of one kind). */
  coruskapellim: {
    facts: (['focus', 'evade', 'calculate', 'reinforce'] as const).map((token): Fact => ({
      moment: 'beforeEngaging',
      conditions: [{ kind: 'ask', question: `Is the ship named in its firing arc at range 0–1, holding a ${token} token?` }],
      costs: [],
      effects: [{ kind: 'takeToken', from: 'any', token, amount: 1 }],
      optional: true,
      summary: `Corus Kapellim: takes 1 ${token} token from a ship in his arc at range 0–1 (one green token only)`,
    })),
  },

  // ===================== Resistance =====================
  jarekyeager: {
    facts: [
      { moment: 'always', conditions: [{ kind: 'tokenCount', who: 'self', token: 'stress', atMost: 2 }, { kind: 'damaged', who: 'self', what: 'card' }], costs: [], effects: [{ kind: 'redManeuverWhileStressed', maneuvers: 'basic' }], optional: false, summary: 'Jarek Yeager: damaged, with 2 or fewer stress, red basic maneuvers even while stressed' },
      { moment: 'always', conditions: [{ kind: 'tokenCount', who: 'self', token: 'stress', atMost: 2 }, { kind: 'critical', who: 'self' }], costs: [], effects: [{ kind: 'redManeuverWhileStressed', maneuvers: 'advanced' }], optional: false, summary: 'Jarek Yeager: critically damaged, with 2 or fewer stress, red advanced maneuvers even while stressed' },
    ],
  },
  /** Defending, or a primary attack: the enemy's initiative above his damage card count gives 1 more die. */
  kazudaxiono: {
    facts: [
      { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }, { kind: 'initiativeOverDamage' }], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: true, summary: 'Kazuda Xiono: +1 attack die against a higher initiative than his damage cards' },
      { moment: 'rollDefenseDice', role: 'defender', conditions: [{ kind: 'initiativeOverDamage' }], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: 1 }], optional: true, summary: 'Kazuda Xiono: +1 defense die against a higher initiative than his damage cards' },
    ],
  },
  cat: {
    facts: [
      { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }, { kind: 'ask', question: 'Is the defender at range 0–1 of a friendly device?' }], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: false, summary: 'Cat: the defender near a friendly device: +1 attack die' },
    ],
  },
  vennie: {
    facts: [
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'ask', question: 'Is the attacker in a friendly ship’s turret arc?' }], costs: [], effects: [{ kind: 'add', pool: 'defense', face: 'focus', count: 1 }], optional: true, summary: 'Vennie: the attacker in a friendly turret arc: add 1 focus result' },
    ],
  },
  benteene: {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'ask', question: 'Is the defender in its single turret arc?' }], costs: [], effects: [{ kind: 'assignCondition', who: 'other', condition: 'Rattled' }], optional: false, summary: 'Ben Teene: a defender in his turret arc is assigned Rattled' },
    ],
  },
  pammichnerrogoode: {
    facts: [
      { moment: 'always', conditions: [{ kind: 'tokenCount', who: 'self', token: 'stress', atMost: 2 }], costs: [], effects: [{ kind: 'redManeuverWhileStressed', maneuvers: 'any' }], optional: false, summary: 'Pammich Nerro Goode: with 2 or fewer stress, red maneuvers even while stressed' },
    ],
  },
  nodinchavdri: {
    facts: [
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['coordinate'] }, { kind: 'tokenCount', who: 'self', token: 'stress', atMost: 2 }], costs: [], effects: [{ kind: 'performAnyAction', difficulty: 'red' }, { kind: 'evenWhileStressed' }], optional: true, summary: 'Nodin Chavdri: after he coordinates, 1 action of his bar as red, even stressed (2 stress at most)' },
      { moment: 'friendlyAction', conditions: [{ kind: 'action', actions: ['coordinate'] }, { kind: 'tokenCount', who: 'self', token: 'stress', atMost: 2 }, { kind: 'ask', question: 'Did that friend’s coordinate choose Nodin?' }], costs: [], effects: [{ kind: 'performAnyAction', difficulty: 'red' }, { kind: 'evenWhileStressed' }], optional: true, summary: 'Nodin Chavdri: once coordinated, 1 action of his bar as red, even stressed (2 stress at most)' },
    ],
  },
  takajamoreesa: {
    facts: [
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['jam'] }, { kind: 'ask', question: 'Is the enemy ship named at range 0–1 of the jammed ship?' }], costs: [], effects: [{ kind: 'gainToken', who: 'enemy', token: 'jam', amount: 1 }], optional: false, summary: 'Taka Jamoreesa: after his jam, another ship near the jammed one gains 1 jam (an enemy)' },
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['jam'] }, { kind: 'ask', question: 'Is the friendly ship named the only other ship at range 0–1 of the jammed ship?' }], costs: [], effects: [{ kind: 'gainToken', who: 'friendly', token: 'jam', amount: 1 }], optional: false, summary: 'Taka Jamoreesa: after his jam, another ship near the jammed one gains 1 jam (a friend)' },
    ],
  },
  lulolampar: {
    facts: [
      { moment: 'rollDefenseDice', role: 'defender', conditions: [{ kind: 'token', who: 'self', token: 'stress' }], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: -1 }], optional: false, summary: 'L’ulo L’ampar: stressed, rolls 1 fewer defense die' },
      { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'primary' }, { kind: 'token', who: 'self', token: 'stress' }], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: false, summary: 'L’ulo L’ampar: stressed, rolls +1 attack die' },
    ],
  },
  tallissanlintra: {
    facts: [
      { moment: 'rollDefenseDice', role: 'defender', conditions: [{ kind: 'ask', question: 'Is the attacker in its bullseye arc?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'dice', pool: 'defense', count: 1 }], optional: true, summary: 'Tallissan Lintra: spends 1 charge, she rolls +1 defense die' },
      { moment: 'rollDefenseDice', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'ask', question: 'Is the attacker in its bullseye arc?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'dice', pool: 'defense', count: 1 }], optional: true, summary: 'Tallissan Lintra: spends 1 charge, the defender rolls +1 defense die' },
    ],
  },
  zaribangel: {
    facts: [{ moment: 'always', conditions: [], costs: [], effects: [{ kind: 'actAfterPartialManeuver' }], optional: false, summary: 'Zari Bangel: she keeps her Perform Action step after a partial maneuver' }],
  },
  zizitlo: {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'gainToken', who: 'self', token: 'focus', amount: 1 }], optional: true, summary: 'Zizi Tlo: spends 1 charge to gain 1 focus' },
      { moment: 'afterAttack', role: 'attacker', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'gainToken', who: 'self', token: 'evade', amount: 1 }], optional: true, summary: 'Zizi Tlo: spends 1 charge to gain 1 evade' },
      { moment: 'afterDefend', role: 'defender', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'gainToken', who: 'self', token: 'focus', amount: 1 }], optional: true, summary: 'Zizi Tlo: spends 1 charge to gain 1 focus' },
      { moment: 'afterDefend', role: 'defender', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'gainToken', who: 'self', token: 'evade', amount: 1 }], optional: true, summary: 'Zizi Tlo: spends 1 charge to gain 1 evade' },
    ],
  },
  ronithblario: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'ask', question: 'Is the defender in the turret arc of the friendly ship that pays?' }], costs: [{ kind: 'friendToken', token: 'focus', amount: 1 }], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['focus'], to: 'hit' }], optional: true, summary: 'Ronith Blario: a friend’s focus: 1 focus → hit' },
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'ask', question: 'Is the attacker in the turret arc of the friendly ship that pays?' }], costs: [{ kind: 'friendToken', token: 'focus', amount: 1 }], effects: [{ kind: 'change', pool: 'defense', count: 1, from: ['focus'], to: 'evade' }], optional: true, summary: 'Ronith Blario: a friend’s focus: 1 focus → evade' },
    ],
  },
  /** h-moves: after a partial maneuver, a strain token buys a 90° or 180° turn in place (the players turn the model). */
  suralindajavos: {
    facts: [
      { moment: 'afterPartialManeuver', conditions: [], costs: [{ kind: 'gainToken', token: 'strain', amount: 1 }], effects: [{ kind: 'rotateShip', who: 'self', degrees: [90, 180] }], optional: true, summary: 'Suralinda Javos: 1 strain, rotate 90° or 180° after a partial maneuver' },
    ],
  },
  /** r3-x-pilots: the attack remembers who modified its dice (attack/attack-record.ts). */
  wrobietyce: {
    facts: [
      { moment: 'afterDefend', role: 'defender', conditions: [{ kind: 'range', min: 1, max: 1 }, { kind: 'modifiedDice', who: 'other', pool: 'attack' }], costs: [], effects: [{ kind: 'gainToken', who: 'other', token: 'deplete', amount: 1 }], optional: false, summary: 'Wrobie Tyce: at range 1, an attacker that modified its dice gains 1 deplete' },
    ],
  },
  'chewbacca-scavengedyt1300': {
    facts: [
      { moment: 'friendlyDestroyed', conditions: [{ kind: 'ask', question: 'Is the destroyed friendly ship at range 0–3 of it?' }], costs: [], effects: [{ kind: 'performAnyAction', difficulty: 'asPrinted' }, { kind: 'bonusAttack', weapon: 'any' }], optional: true, summary: 'Chewbacca: a friend at range 0–3 is destroyed: he performs an action, then may make a bonus attack' },
    ],
  },
  poedameron: {
    facts: [
      { moment: 'afterAction', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'performAnyAction', difficulty: 'red' }], optional: true, summary: 'Poe Dameron: spends 1 charge for another (white) action, as a red one' },
    ],
  },
  /** After a friend at range 0–2 acts in its activation: 2 charges, it may perform a white action as red. */
  'poedameron-swz68': {
    facts: [{ moment: 'friendlyAction', conditions: [{ kind: 'ask', question: 'Is that friend at range 0–2, acting in its own activation?' }], costs: [{ kind: 'charge', amount: 2 }], effects: [{ kind: 'grantAnyAction', who: 'other', difficulty: 'red' }], optional: true, summary: 'Poe Dameron: 2 charges, the friend that acted performs a white action as red' }],
  },
  'poedameron-scavengedyt1300': {
    facts: [
      { moment: 'afterManeuver', conditions: [], costs: [{ kind: 'charge', amount: 2 }], effects: [{ kind: 'performAction', action: 'boost', difficulty: 'white' }], optional: true, summary: 'Poe Dameron: spends 2 charges after his maneuver for a white boost' },
      { moment: 'afterManeuver', conditions: [], costs: [{ kind: 'charge', amount: 2 }], effects: [{ kind: 'performAction', action: 'barrelRoll', difficulty: 'red' }, { kind: 'exposeDamage', who: 'self' }], optional: true, summary: 'Poe Dameron: spends 2 charges after his maneuver for a red barrel roll, then exposes 1 of his damage cards' },
    ],
    partly: 'Spending 1 charge before a maneuver to ignore obstacles: spend it and move as the card says.',
  },
  /** h7-xpilots: after a red maneuver or a red action, 1 charge for each friend (range 0–2, asked) he picks: it performs an action, even stressed. */
  'landocalrissian-scavengedyt1300': {
    facts: (['maneuver', 'action'] as const).flatMap((of) => ['1st', '2nd', '3rd'].map((nth, n): Fact => ({
      moment: of === 'maneuver' ? 'afterManeuver' : 'afterAction',
      conditions: [{ kind: 'difficulty', of, difficulties: ['red'] }, ...(of === 'maneuver' ? [{ kind: 'fullyExecuted' as const }] : []), { kind: 'ask', question: n === 0 ? 'Is a friendly ship at range 0–2?' : 'Is another friendly ship at range 0–2?' }, { kind: 'once', per: 'trigger', among: `lando-${n + 1}` }],
      costs: [{ kind: 'charge', amount: 1 }],
      effects: [{ kind: 'grantAnyAction', who: 'friendly', difficulty: 'asPrinted' }, { kind: 'evenWhileStressed' }],
      optional: true,
      summary: `Lando Calrissian: 1 charge, a friend acts even stressed (${nth} ship, after a red ${of})`,
    }))),
  },
  elloasty: {
    facts: [
      { moment: 'always', conditions: [{ kind: 'tokenCount', who: 'self', token: 'stress', atMost: 2 }], costs: [], effects: [{ kind: 'treatManeuverAs', bearings: ['tallon'], from: 'red', to: 'white' }], optional: false, summary: 'Ello Asty: with 2 or fewer stress, his red Tallon rolls are white' },
    ],
  },
  /** After each shield he loses, 1 evade token (no choice). */
  jophseastriker: {
    facts: [{ moment: 'afterLoseShield', conditions: [], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'evade', amount: 1 }], optional: false, summary: 'Joph Seastriker: 1 evade token for the shield he lost' }],
  },
  /** After a ship at range 1–2 is dealt a damage card: a lock on it. */
  lieutenantbastian: {
    facts: (['friendlyDealtDamage', 'enemyDealtDamage'] as const).map((moment): Fact => ({ moment, conditions: [{ kind: 'ask', question: 'Is that ship at range 1–2?' }], costs: [], effects: [{ kind: 'acquireLock', on: 'other' }], optional: true, summary: 'Lieutenant Bastian: a lock on the ship just dealt a damage card' })),
  },
  /** Attacking or defending: 1 charge (hers, or her astromech's non-recurring one) rerolls up to 1 die per other friendly ship at range 0–1. */
  jessikapava: {
    facts: (['attack', 'defense'] as const).flatMap((pool) =>
      ([{ kind: 'charge', amount: 1 }, { kind: 'upgradeCharge', of: 'slot', slots: ['Astromech'], amount: 1, nonRecurring: true }] satisfies Fact['costs']).flatMap((cost, paid) =>
        [1, 2, 3].map((n): Fact => ({
          moment: pool === 'attack' ? 'modifyAttackDice' : 'modifyDefenseDice',
          role: pool === 'attack' ? 'attacker' : 'defender',
          conditions: [{ kind: 'once', per: 'attack', among: 'jessika' }, { kind: 'ask', question: n === 1 ? 'Is another friendly ship at range 0–1 of it?' : `Are there ${n} other friendly ships at range 0–1 of it?` }],
          costs: [cost],
          effects: [{ kind: 'reroll', pool, count: n }],
          optional: true,
          summary: `Jessika Pava: ${paid === 0 ? '1 charge' : 'her astromech’s charge'}, up to ${n} ${pool} ${n === 1 ? 'die' : 'dice'} rerolled (${n} ${n === 1 ? 'friend' : 'friends'} near)`,
        })),
      ),
    ),
  },
  /** At the start of the Engagement Phase, each friendly T-70 at range 0–3 may take a strain to turn its configuration over, and gains a calculate. */
  'temminwexley-swz68': {
    facts: eachNamed(5, (nth) => `Is there ${nth} friendly T-70 X-wing at range 0–3 turning its configuration over (name it)?`, { moment: 'engagementStart', costs: [], effects: [{ kind: 'gainToken', who: 'friendly', token: 'strain', amount: 1 }, { kind: 'flipEquipped', slot: 'Configuration', who: 'friendly' }, { kind: 'gainToken', who: 'friendly', token: 'calculate', amount: 1 }], optional: true, summary: 'Temmin Wexley: a T-70 takes 1 strain to turn its configuration over, and gains 1 calculate' }),
  },
  /** h7-xpilots: her front-arc torpedoes and missiles may fire from her rear arc, at range 1–2 then (read by Declare Target). */
  venisadoza: {
    facts: [
      { moment: 'always', conditions: [], costs: [], effects: [{ kind: 'weaponFromArcToo', from: 'front', to: 'rear', slots: ['Torpedo', 'Missile'], minRange: 1, maxRange: 2 }], optional: false, summary: 'Venisa Doza: her torpedoes and missiles fire from her rear arc too, at range 1–2' },
    ],
  },
};

/**
 * Our facts for the pilots whose xws id is also an upgrade's (see the top of this file), ready for the
 * day a key can name the pilot alone: NOT part of the table above, so nothing plays them yet.
 */
export const rebelResistancePilotFactsAwaitingKey: FactTable = {
  /** Before he would be dealt a faceup damage card, 1 charge deals it facedown instead (both editions print it). */
  chewbacca: {
    facts: [{ moment: 'beforeDealtCard', conditions: [{ kind: 'dealtCard', faceup: true }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'turnDealtCard', faceup: false }], optional: true, summary: 'Chewbacca: 1 charge, the faceup card is dealt facedown' }],
  },
  k2so: {
    facts: [
      { moment: 'afterGainStress', conditions: [], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'calculate', amount: 1 }], optional: false, summary: 'K-2SO: each stress token gained brings 1 calculate' },
    ],
  },
  /** 2.0 and 2.5 (the same words): after a friendly ship (she too) fully executes a red maneuver at range 0–3, 1 Force: that ship gains a focus or recovers a Force (one of them). */
  leiaorgana: {
    facts: [
      { moment: 'friendlyManeuver', conditions: [{ kind: 'difficulty', of: 'maneuver', difficulties: ['red'] }, { kind: 'fullyExecuted' }, { kind: 'ask', question: 'Is that friendly ship at range 0–3?' }, { kind: 'once', per: 'trigger', among: 'leia' }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'gainToken', who: 'other', token: 'focus', amount: 1 }], optional: true, summary: 'Leia Organa: 1 Force, the friend after its red maneuver gains 1 focus' },
      { moment: 'friendlyManeuver', conditions: [{ kind: 'difficulty', of: 'maneuver', difficulties: ['red'] }, { kind: 'fullyExecuted' }, { kind: 'ask', question: 'Is that friendly ship at range 0–3?' }, { kind: 'once', per: 'trigger', among: 'leia' }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'recoverOther', who: 'other', what: 'force', amount: 1 }], optional: true, summary: 'Leia Organa: 1 Force, the friend after its red maneuver recovers 1 Force' },
      { moment: 'afterManeuver', conditions: [{ kind: 'difficulty', of: 'maneuver', difficulties: ['red'] }, { kind: 'once', per: 'trigger', among: 'leia-own' }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'gainToken', who: 'self', token: 'focus', amount: 1 }], optional: true, summary: 'Leia Organa: 1 Force after her own red maneuver, for 1 focus' },
    ],
  },
  kananjarrus: {
    facts: [
      { moment: 'rollAttackDice', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'ask', question: 'Is the defender in its firing arc?' }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'dice', pool: 'attack', count: -1 }], optional: true, summary: 'Kanan Jarrus: spends 1 Force, the attacker rolls 1 fewer die' },
    ],
  },
  rosetico: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'ask', question: 'Is another friendly ship in the attack arc?' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: 'Rose Tico: a friend in the attack arc: reroll 1 attack die' },
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'ask', question: 'Is another friendly ship in the attack arc?' }], costs: [], effects: [{ kind: 'reroll', pool: 'defense', count: 1 }], optional: true, summary: 'Rose Tico: a friend in the attack arc: reroll 1 defense die' },
      // 1 die for each other friend in the attack arc: one question per further friend.
      ...(['second', 'third', 'fourth'] as const).flatMap((nth): Fact[] => [
        { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'ask', question: `Is a ${nth} other friendly ship in the attack arc?` }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: `Rose Tico: a ${nth} friend in the attack arc: reroll 1 more attack die` },
        { moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'ask', question: `Is a ${nth} other friendly ship in the attack arc?` }], costs: [], effects: [{ kind: 'reroll', pool: 'defense', count: 1 }], optional: true, summary: `Rose Tico: a ${nth} friend in the attack arc: reroll 1 more defense die` },
      ]),
    ],
  },
  finn: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [], costs: [], effects: [{ kind: 'add', pool: 'attack', face: 'blank', count: 1 }], optional: true, summary: 'Finn: adds 1 blank result (or a focus for a strain: one of the two)' },
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [], costs: [{ kind: 'gainToken', token: 'strain', amount: 1 }], effects: [{ kind: 'add', pool: 'attack', face: 'focus', count: 1 }], optional: true, summary: 'Finn: takes 1 strain to add 1 focus result (or a blank: one of the two)' },
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [], costs: [], effects: [{ kind: 'add', pool: 'defense', face: 'blank', count: 1 }], optional: true, summary: 'Finn: adds 1 blank result (or a focus for a strain: one of the two)' },
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [], costs: [{ kind: 'gainToken', token: 'strain', amount: 1 }], effects: [{ kind: 'add', pool: 'defense', face: 'focus', count: 1 }], optional: true, summary: 'Finn: takes 1 strain to add 1 focus result (or a blank: one of the two)' },
    ],
  },
  /** After she drops a device: 1 charge to drop one more. */
  paigetico: {
    facts: [{ moment: 'afterDropDevice', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'anotherDevice' }], optional: true, summary: 'Paige Tico: 1 charge to drop one more device' }],
  },
  chopper: {
    facts: [
      { moment: 'engagementStart', conditions: [{ kind: 'ask', question: 'Is there an enemy ship at range 0 of it?' }], costs: [], effects: [{ kind: 'gainToken', who: 'enemy', token: 'jam', amount: 2 }], optional: false, summary: '“Chopper”: an enemy ship at range 0 gains 2 jam tokens' },
      { moment: 'engagementStart', conditions: [{ kind: 'ask', question: 'Is there a second enemy ship at range 0 of it?' }], costs: [], effects: [{ kind: 'gainToken', who: 'enemy', token: 'jam', amount: 2 }], optional: false, summary: '“Chopper”: a second enemy ship at range 0 gains 2 jam tokens' },
      { moment: 'engagementStart', conditions: [{ kind: 'ask', question: 'Is there a third enemy ship at range 0 of it?' }], costs: [], effects: [{ kind: 'gainToken', who: 'enemy', token: 'jam', amount: 2 }], optional: false, summary: '“Chopper”: a third enemy ship at range 0 gains 2 jam tokens' },
    ],
  },
  r1j5: { yourCall: 'He picks which facedown damage card is exposed: the players choose it.' },
  sabinewren: {
    facts: [
      { moment: 'beforeActivating', conditions: [], costs: [], effects: [{ kind: 'performAction', action: 'barrelRoll', difficulty: 'white' }, { kind: 'performAction', action: 'boost', difficulty: 'white' }], optional: true, summary: 'Sabine Wren: before she activates, a barrel roll or a boost (one of them)' },
    ],
  },
  zeborrelios: zebCritsFirst,
  sawgerrera: {
    facts: [
      { moment: 'modifyAttackDice', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'ask', question: 'Is the attacker damaged and at range 0–3 of it?' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: 'Saw Gerrera: a damaged friend attacking rerolls 1 attack die' },
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'damaged', who: 'self', what: 'card' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: 'Saw Gerrera: damaged, he rerolls 1 attack die' },
    ],
  },
  /** r3-x-pilots: the attacker's rerolls limited to 1 attack die, while she defends (held) or a friend at range 0–2 does (asked once). */
  magvayarro: {
    facts: [
      { moment: 'modifyAttackDice', role: 'defender', conditions: [], costs: [], effects: [{ kind: 'rerollLimit', by: 'attacker', dice: 'attack', most: 1 }], optional: false, summary: 'Magva Yarro: the attacker rerolls at most 1 attack die' },
      { moment: 'modifyAttackDice', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'ask', question: 'Is the defender at range 0–2 of Magva Yarro?' }], costs: [], effects: [{ kind: 'rerollLimit', by: 'attacker', dice: 'attack', most: 1 }], optional: false, summary: 'Magva Yarro: a friend at range 0–2 defends, the attacker rerolls at most 1 attack die' },
    ],
  },
  niennunb: {
    facts: [
      { moment: 'afterGainStress', conditions: [{ kind: 'ask', question: 'Is there an enemy ship in its front arc at range 0–1?' }], costs: [], effects: [{ kind: 'removeToken', who: 'self', token: 'stress', amount: 1 }], optional: true, summary: 'Nien Nunb: an enemy close in his front arc: sheds the stress just gained' },
    ],
  },
};
