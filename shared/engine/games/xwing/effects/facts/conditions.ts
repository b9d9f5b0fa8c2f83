import type { Fact, FactTable } from './fact-entry';

// DESIGN §10 · our facts for conditions (the shape: fact-entry.ts), keyed by xws. "It" is the ship the
// condition is assigned to.


/** Guarded: one more defense die for each calculating or evading MagnaGuard Protector in the attack arc. */
const guarded = (count: 1 | 2 | 3 | 4 | 5 | 6): Fact => ({
  moment: 'rollDefenseDice',
  role: 'defender',
  conditions: [{ kind: 'ask', question: `Is it outside the attacker’s bullseye arc, with exactly ${count} friendly calculating or evading MagnaGuard Protector${count === 1 ? '' : 's'} in the attack arc?` }],
  costs: [],
  // A dice effect adds at most 3: more Protectors, two of them.
  effects: count <= 3 ? [{ kind: 'dice', pool: 'defense', count: count as 1 | 2 | 3 }] : [{ kind: 'dice', pool: 'defense', count: 3 }, { kind: 'dice', pool: 'defense', count: (count - 3) as 1 | 2 | 3 }],
  optional: false,
  summary: `Guarded: +${count} defense ${count === 1 ? 'die' : 'dice'} (${count} MagnaGuard Protector${count === 1 ? '' : 's'} in the attack arc)`,
});

/** Optimized Prototype: a hit, crit or focus result spent for a shield lost or a damage card exposed. */
const prototype = (outcome: 'shield' | 'expose'): Fact => ({
  moment: 'modifyAttackDice',
  role: 'attacker',
  conditions: [
    { kind: 'weapon', weapon: 'primary' },
    { kind: 'arc', arc: 'front' },
    outcome === 'shield' ? { kind: 'shielded', who: 'other' } : { kind: 'damaged', who: 'other', what: 'card' },
    { kind: 'ask', question: 'Is the defender locked by a friendly ship with the Director Krennic upgrade?' },
  ],
  costs: [],
  effects: [{ kind: 'cancel', pool: 'attack', count: 1, faces: ['hit', 'crit', 'focus'] }, outcome === 'shield' ? { kind: 'lose', who: 'other', what: 'shield', amount: 1 } : { kind: 'exposeDamage', who: 'other' }],
  optional: true,
  summary: outcome === 'shield' ? 'Optimized Prototype: spend 1 hit, crit or focus result, the defender loses 1 shield' : 'Optimized Prototype: spend 1 hit, crit or focus result, the defender exposes 1 damage card',
});

/** Zam Wesell's secret conditions (she assigns them to herself, facedown): revealed after she defends, or at the end of the Engagement Phase in an enemy's arc; gone at the start of the System Phase. */
const inEnemyArc = 'Is it in an enemy ship’s firing arc?';
const revealedAfterDefending = (name: string): Fact => ({ moment: 'afterDefend', role: 'defender', conditions: [{ kind: 'conditionRevealed', none: true }], costs: [], effects: [{ kind: 'revealCondition' }], optional: false, summary: `${name}: revealed after it defends` });
const removedAtSystemPhase = (name: string): Fact => ({ moment: 'systemPhase', conditions: [], costs: [], effects: [{ kind: 'discardCondition' }], optional: false, summary: `${name}: removed at the start of the System Phase` });

export const conditionFacts: FactTable = {
  illshowyouthedarkside: { yourCall: 'It searches the damage deck for a Pilot card and deals it in place of a crit: the players handle the deck.' },
  optimizedprototype: { facts: [prototype('shield'), prototype('expose')] },
  /** Rattled: after a bomb or mine detonates at range 0–1 of it (asked), 1 crit and the card goes; as an action, with none near, the card goes. */
  rattled: {
    facts: [
      { moment: 'deviceDetonates', conditions: [{ kind: 'ask', question: 'Was that a bomb or mine at range 0–1 of it?' }], costs: [], effects: [{ kind: 'damage', who: 'self', hits: 0, crits: 1 }, { kind: 'discardCondition' }], optional: false, summary: 'Rattled: 1 crit after a bomb or mine detonates near it, then the card goes' },
      { moment: 'action', conditions: [{ kind: 'ask', question: 'Are there no bombs or mines at range 0–1 of it?' }], costs: [], effects: [{ kind: 'discardCondition' }], optional: true, summary: 'Rattled: the card goes (no bomb or mine near it)' },
    ],
  },
  /** Suppressive Fire: 1 attack die fewer against any ship but Captain Rex; the card goes after Rex defends, is destroyed, or attacks no one in an Engagement Phase. */
  suppressivefire: {
    facts: [
      { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'ask', question: 'Is the defender a ship other than Captain Rex?' }], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: -1 }], optional: false, summary: 'Suppressive Fire: 1 attack die fewer against a ship other than Captain Rex' },
      { moment: 'enemyAfterDefend', conditions: [{ kind: 'pilotNamed', names: ['Captain Rex'] }], costs: [], effects: [{ kind: 'discardCondition' }], optional: false, summary: 'Suppressive Fire: the card goes after Captain Rex defends' },
      { moment: 'enemyDestroyed', conditions: [{ kind: 'pilotNamed', names: ['Captain Rex'] }], costs: [], effects: [{ kind: 'discardCondition' }], optional: false, summary: 'Suppressive Fire: the card goes as Captain Rex is destroyed' },
      { moment: 'engagementEnd', conditions: [{ kind: 'ask', question: 'Did Captain Rex perform no attack this phase?' }], costs: [], effects: [{ kind: 'discardCondition' }], optional: false, summary: 'Suppressive Fire: the card goes, Captain Rex having made no attack this phase' },
    ],
  },
  /** Decoyed: a friendly Naboo Handmaiden spends its evade for one of the defender's results (an added evade for an N-1). */
  decoyed: {
    facts: [
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'ask', question: 'Is that friendly ship a Naboo Handmaiden in the attack arc, and it no Naboo Royal N-1 Starfighter?' }], costs: [{ kind: 'friendToken', token: 'evade', amount: 1 }], effects: [{ kind: 'change', pool: 'defense', count: 1, from: ['focus', 'blank'], to: 'evade' }], optional: true, summary: 'Decoyed: a Naboo Handmaiden’s evade changes 1 defense result to an evade' },
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'ask', question: 'Is it a Naboo Royal N-1 Starfighter, with that friendly Naboo Handmaiden in the attack?' }], costs: [{ kind: 'friendToken', token: 'evade', amount: 1 }], effects: [{ kind: 'add', pool: 'defense', face: 'evade', count: 1 }], optional: true, summary: 'Decoyed: a Naboo Handmaiden’s evade adds 1 evade result' },
    ],
  },
  compromisingintel: { yourCall: 'Its dial turned faceup and its ban on focus tokens against Vi Moradi: the table has no effect for either.' },
  itstheresistance: { yourCall: 'It keeps the ship in reserve and deploys it: the players place it.' },
  /** Fearful Prey: after defending against the Fearsome Predator with no green token spent, a strain token (no choice). */
  fearfulprey: {
    facts: [
      { moment: 'afterDefend', role: 'defender', conditions: [{ kind: 'ask', question: 'Is it fresh from a Fearsome Predator attack in which it spent no green token?' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'strain', amount: 1 }], optional: false, summary: 'Fearful Prey: 1 strain after defending against the Fearsome Predator with no green token spent' },
    ],
  },
  /** Assigned facedown: revealed after it defends (no choice); after defending, 2 of Zam's charges for a bonus attack on the attacker; still facedown at the end of the Engagement Phase in an enemy's arc, revealed for 2 charges back; removed at the start of the System Phase. */
  youdbettermeanbusiness: {
    facts: [
      revealedAfterDefending('You’d Better Mean Business'),
      { moment: 'afterDefend', role: 'defender', conditions: [], costs: [{ kind: 'charge', amount: 2 }], effects: [{ kind: 'bonusAttack', weapon: 'any' }], optional: true, summary: 'You’d Better Mean Business: 2 of Zam’s charges for a bonus attack on the attacker' },
      { moment: 'engagementEnd', conditions: [{ kind: 'conditionRevealed', none: true }, { kind: 'ask', question: inEnemyArc }], costs: [], effects: [{ kind: 'revealCondition' }, { kind: 'recover', what: 'charge', amount: 2 }], optional: true, summary: 'You’d Better Mean Business: revealed, Zam recovers 2 charges' },
      removedAtSystemPhase('You’d Better Mean Business'),
    ],
  },
  /** Assigned facedown: revealed after it defends (no choice); after defending Zam recovers 1 charge and may lock the attacker; still facedown at the end of the Engagement Phase in an enemy's arc, revealed for a bonus attack (2 charges); removed at the start of the System Phase. */
  youshouldthankme: {
    facts: [
      revealedAfterDefending('You Should Thank Me'),
      { moment: 'afterDefend', role: 'defender', conditions: [], costs: [], effects: [{ kind: 'recover', what: 'charge', amount: 1 }], optional: false, summary: 'You Should Thank Me: Zam recovers 1 charge after defending' },
      { moment: 'afterDefend', role: 'defender', conditions: [], costs: [], effects: [{ kind: 'acquireLock', on: 'other' }], optional: true, summary: 'You Should Thank Me: a lock on the attacker' },
      { moment: 'engagementEnd', conditions: [{ kind: 'conditionRevealed', none: true }, { kind: 'ask', question: inEnemyArc }], costs: [{ kind: 'charge', amount: 2 }], effects: [{ kind: 'revealCondition' }, { kind: 'bonusAttack', weapon: 'any' }], optional: true, summary: 'You Should Thank Me: revealed, 2 of Zam’s charges for a bonus attack' },
      removedAtSystemPhase('You Should Thank Me'),
    ],
  },
  falsefriend: { yourCall: 'Its dial turned faceup near Tal Merrik, and its action that discards it: the table has no effect for either.' },
  /** Merciless Pursuit: after attacking a ship with The Child, a lock on it. */
  mercilesspursuit: {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'ask', question: 'Is there The Child among the defender’s upgrades?' }], costs: [], effects: [{ kind: 'acquireLock', on: 'other' }], optional: true, summary: 'Merciless Pursuit: a lock on the defender carrying The Child' },
    ],
  },
  /** Marked for Elimination: no green tokens spent against a Tracking Fob attacker locking it. */
  markedforelimination: {
    facts: [
      // Asked once, then held for the rest of the attack (r3-x-pilots · forbidTokens): its focus, evade and calculate tokens.
      { moment: 'rollDefenseDice', role: 'defender', conditions: [{ kind: 'lock', who: 'other' }, { kind: 'ask', question: 'Is the attacker equipped with Tracking Fob?' }], costs: [], effects: [{ kind: 'forbidTokens', by: 'defender', tokens: ['focus', 'evade', 'calculate'] }], optional: false, summary: 'Marked for Elimination: it spends no green token against the Tracking Fob attacker locking it' },
    ],
  },
  guarded: {
    facts: [guarded(1), guarded(2), guarded(3), guarded(4), guarded(5), guarded(6)],
  },
  trialsofthedarksaber: { yourCall: 'It moves scored victory points between players: the table keeps no score.' },
  /** Primed for Speed: a white SLAM on its bar; after a SLAM, 1 hit suffered to remove 1 disarm (no choice). */
  primedforspeed: {
    facts: [
      { moment: 'action', conditions: [], costs: [], effects: [{ kind: 'performAction', action: 'slam', difficulty: 'white' }], optional: true, summary: 'Primed for Speed: a white SLAM on its action bar' },
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['slam'] }], costs: [{ kind: 'damage', hits: 1, crits: 0 }], effects: [{ kind: 'removeToken', who: 'self', token: 'disarm', amount: 1 }], optional: false, summary: 'Primed for Speed: suffers 1 hit to remove 1 disarm after a SLAM' },
    ],
  },
  brokentrust: { yourCall: 'It turns friends into allies and stresses them before it attacks: the table has no allied ships.' },
  /** Sickening Maneuver: red maneuvers even while stressed; a revealed bank or turn gives 1 strain (flown as a sideslip by the players); a revealed straight is executed as a red Koiogran turn; after a maneuver the card goes. */
  sickeningmaneuver: {
    facts: [
      { moment: 'always', conditions: [], costs: [], effects: [{ kind: 'redManeuverWhileStressed', maneuvers: 'any' }], optional: false, summary: 'Sickening Maneuver: red maneuvers even while stressed' },
      { moment: 'afterRevealDial', conditions: [{ kind: 'maneuver', bearings: ['bank', 'turn'] }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'strain', amount: 1 }], optional: false, summary: 'Sickening Maneuver: 1 strain, the bank or turn flown as a sideslip' },
      { moment: 'afterRevealDial', conditions: [{ kind: 'maneuver', bearings: ['straight'] }], costs: [], effects: [{ kind: 'executeAs', bearing: 'kTurn', difficulty: 'red' }], optional: false, summary: 'Sickening Maneuver: the straight executed as a red Koiogran turn' },
      { moment: 'afterManeuver', conditions: [], costs: [], effects: [{ kind: 'discardCondition' }], optional: false, summary: 'Sickening Maneuver: the card goes after its maneuver' },
    ],
  },
};
