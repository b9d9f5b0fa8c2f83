import { eachAfterOnePaid, eachNamed, onRevealedDial, type Fact, type FactTable } from './fact-entry';

// DESIGN §10 · our facts for upgrades crew (the shape: fact-entry.ts). An upgrade's facts act for the
// ship that carries it; a 'charge' cost draws on the card's own charges.
//
// Not keyed here, on purpose: crew cards whose xws id is also a pilot's with the same name in the same
// edition (Hera Syndulla, IG-88D, Seventh Sister, Zuckuss, General Grievous, Fenn Rau, Rook Kast, Agent
// Terex's and Commander Malarus's first sides; Cad Bane, Maul and Hondo Ohnaka in 2.5). The table
// is keyed by xws id and side title alone, so an entry there would play the crew card on the pilot too.

/** "After you roll dice, you may spend 1 green token to reroll up to 2 of your results": per green token, per pool. */
const landoRerolls: Fact[] = (['focus', 'evade', 'calculate', 'reinforce'] as const).flatMap((token): Fact[] => [
  { moment: 'modifyAttackDice', role: 'attacker', conditions: [], costs: [{ kind: 'spendToken', token, amount: 1 }], effects: [{ kind: 'reroll', pool: 'attack', count: 2 }], optional: true, summary: `Lando Calrissian: reroll up to 2 attack dice (a ${token} token)` },
  { moment: 'modifyDefenseDice', role: 'defender', conditions: [], costs: [{ kind: 'spendToken', token, amount: 1 }], effects: [{ kind: 'reroll', pool: 'defense', count: 2 }], optional: true, summary: `Lando Calrissian: reroll up to 2 defense dice (a ${token} token)` },
]);

/** "Transfer 1 orange or red token to the ship you coordinated": one fact per token it holds. */
const glebTransfers: Fact[] = (['stress', 'strain', 'deplete', 'ion', 'jam', 'tractor', 'disarm'] as const).map(
  (token): Fact => ({ moment: 'afterAction', conditions: [{ kind: 'action', actions: ['coordinate'] }, { kind: 'token', who: 'self', token }, { kind: 'once', per: 'trigger', among: 'gleb' }], costs: [], effects: [{ kind: 'transferToken', to: 'other', token, amount: 1 }], optional: true, summary: `Protectorate Gleb: pass 1 ${token} token to the ship it coordinated` }),
);

/** Han Solo: one more evade token for each enemy ship at range 0–1 (asked one count at a time). */
const hanEvades: Fact[] = [1, 2, 3, 4].map(
  (n): Fact => ({ moment: 'afterAction', conditions: [{ kind: 'action', actions: ['evade'] }, { kind: 'ask', question: n === 1 ? 'Is there at least 1 enemy ship at range 0–1?' : `Is there a ${['', '1st', '2nd', '3rd', '4th'][n]} enemy ship at range 0–1?` }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'evade', amount: 1 }], optional: false, summary: `Han Solo: 1 more evade token (enemy ship no. ${n} at range 0–1)` }),
);

/** Tristan Wren: an ordnance attack (torpedo, missile) of a friendly ship at range 0–3, his ship's own too. */
const tristanChanges: Fact[] = (['torpedo', 'missile'] as const).flatMap((weapon): Fact[] => [
  { moment: 'modifyAttackDice', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'weapon', weapon }, { kind: 'ask', question: 'Is the attacker at range 0–3 of it?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['hit'], to: 'crit' }], optional: true, summary: `Tristan Wren: a friend's ${weapon} attack, 1 hit → crit (1 charge)` },
  { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['hit'], to: 'crit' }], optional: true, summary: `Tristan Wren: its ${weapon} attack, 1 hit → crit (1 charge)` },
]);

/** Korkie Kryze: a green token passed to a friendly ship in his full front arc at range 1–2 that became the defender. */
const korkieTransfers: Fact[] = (['focus', 'evade', 'calculate'] as const).map(
  (token): Fact => ({ moment: 'declareTarget', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'token', who: 'self', token }, { kind: 'once', per: 'attack', among: 'korkie' }, { kind: 'ask', question: 'Is the defender in its full front arc at range 1–2?' }], costs: [], effects: [{ kind: 'transferToken', to: 'friendly', token, amount: 1 }], optional: true, summary: `Korkie Kryze: pass 1 ${token} token to the friendly defender` }),
);

export const crewFacts: FactTable = {
  /** Crew K-2SO (the pilot of the same id is keyed pilot:): a friend nearby gains a calculate and a stress. */
  'upgrade:k2so': {
    facts: [
      { moment: 'systemPhase', conditions: [{ kind: 'ask', question: 'Is the friendly ship you name at range 0–3 of K-2SO’s ship?' }], costs: [], effects: [{ kind: 'gainToken', who: 'friendly', token: 'calculate', amount: 1 }, { kind: 'gainToken', who: 'friendly', token: 'stress', amount: 1 }], optional: true, summary: 'K-2SO: a friendly ship at range 0–3 gains 1 calculate and 1 stress' },
    ],
  },
  /** Crew Zuckuss: unstressed, it makes the defender reroll 1 defense die for a stress of its own. */
  'upgrade:zuckuss': {
    facts: [
      { moment: 'modifyDefenseDice', role: 'attacker', conditions: [{ kind: 'token', who: 'self', token: 'stress', none: true }], costs: [{ kind: 'gainToken', token: 'stress', amount: 1 }], effects: [{ kind: 'reroll', pool: 'defense', count: 1 }], optional: true, summary: 'Zuckuss: the defender rerolls 1 defense die he picks (he gains 1 stress)' },
    ],
  },
  '000': {
    facts: [
      { moment: 'engagementStart', conditions: [{ kind: 'ask', question: 'Is there an enemy ship at range 0–1 whose player will not take a stress token?' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'calculate', amount: 1 }], optional: true, summary: '0-0-0: 1 calculate (the enemy at range 0–1 refused a stress)' },
      { moment: 'engagementStart', conditions: [{ kind: 'ask', question: 'Is there an enemy ship at range 0–1 whose player takes a stress token instead?' }], costs: [], effects: [{ kind: 'gainToken', who: 'enemy', token: 'stress', amount: 1 }], optional: true, summary: '0-0-0: the enemy at range 0–1 takes 1 stress instead of its calculate' },
    ],
  },
  admiralsloane: {
    facts: [
      { moment: 'afterDefend', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'ask', question: 'Is there a friend at range 0–3 destroyed by that attack?' }], costs: [], effects: [{ kind: 'gainToken', who: 'other', token: 'stress', amount: 2 }], optional: false, summary: 'Admiral Sloane: the attacker gains 2 stress (a friend at range 0–3 destroyed)' },
      { moment: 'modifyAttackDice', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'token', who: 'other', token: 'stress' }, { kind: 'ask', question: 'Is the attacker at range 0–3 of it?' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: "Admiral Sloane: a friend's attack on a stressed ship, reroll 1 attack die" },
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'token', who: 'other', token: 'stress' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: 'Admiral Sloane: attacking a stressed ship, reroll 1 attack die' },
    ],
  },
  agentkallus: {
    facts: [
      { moment: 'setup', conditions: [], costs: [], effects: [{ kind: 'assignCondition', who: 'enemy', condition: 'Hunted' }], optional: false, summary: 'Agent Kallus: an enemy ship is assigned the Hunted condition' },
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'hasCondition', who: 'other', condition: 'Hunted' }], costs: [], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['focus'], to: 'hit' }], optional: true, summary: 'Agent Kallus: 1 focus → hit against the Hunted ship' },
    ],
  },
  bazemalbus: {
    facts: [
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['focus'] }, { kind: 'ask', question: 'Did it treat that focus action as red, with at least 1 enemy ship at range 0–1?' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'stress', amount: 1 }, { kind: 'gainToken', who: 'self', token: 'focus', amount: 1 }], optional: true, summary: 'Baze Malbus: red focus, 1 stress and 1 more focus (1 enemy at range 0–1)' },
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['focus'] }, { kind: 'ask', question: 'Did it treat that focus action as red, with 2 or more enemy ships at range 0–1?' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'focus', amount: 1 }], optional: true, summary: 'Baze Malbus: a second extra focus (2 enemies at range 0–1)' },
    ],
  },
  c3po: {
    facts: [
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['calculate'] }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'calculate', amount: 1 }], optional: false, summary: 'C-3PO: 1 more calculate after a calculate action' },
      // The guess is said aloud before the roll, a calculate kept aside for it; the table settles it once the dice show: right, 1 evade added.
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'once', per: 'attack', among: 'c3po' }, { kind: 'ask', question: 'Did it guess a number aloud before rolling, and roll exactly that many evade results?' }], costs: [{ kind: 'spendToken', token: 'calculate', amount: 1 }], effects: [{ kind: 'add', pool: 'defense', face: 'evade', count: 1 }], optional: true, summary: 'C-3PO: the guess was right: its calculate spent, 1 evade added' },
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'once', per: 'attack', among: 'c3po' }, { kind: 'token', who: 'self', token: 'calculate' }, { kind: 'ask', question: 'Did it guess a number aloud before rolling, and roll another number of evade results?' }], costs: [], effects: [{ kind: 'removeToken', who: 'self', token: 'calculate', amount: 1 }], optional: true, summary: 'C-3PO: the guess was wrong: its calculate is spent all the same' },
    ],
  },
  /** The crew Chewbacca (its xws id is the pilot's too): at the start of the Engagement Phase, 2 of its charges repair 1 faceup damage card. */
  'upgrade:chewbacca': {
    facts: [
      { moment: 'engagementStart', conditions: [{ kind: 'critical', who: 'self' }], costs: [{ kind: 'charge', amount: 2 }], effects: [{ kind: 'repairDamage', which: 'faceup' }], optional: true, summary: 'Chewbacca: at the start of the Engagement Phase, 2 charges repair 1 faceup damage card' },
    ],
  },
  'chewbacca-crew': {
    facts: [
      { moment: 'endPhaseStart', conditions: [{ kind: 'critical', who: 'self' }], costs: [{ kind: 'spendToken', token: 'focus', amount: 1 }], effects: [{ kind: 'repairDamage', which: 'faceup' }], optional: true, summary: 'Chewbacca: repair 1 faceup damage card (1 focus)' },
    ],
  },
  /** Its action step's action even while stressed; after an action taken stressed: 1 hit damage, or one of its damage cards exposed instead. */
  'chopper-crew': {
    facts: [
      { moment: 'always', conditions: [], costs: [], effects: [{ kind: 'evenWhileStressed' }], optional: false, summary: 'Chopper: its action even while stressed' },
      { moment: 'afterAction', conditions: [{ kind: 'tokenCount', who: 'self', token: 'stress', atLeast: 1 }, { kind: 'once', per: 'trigger', among: 'chopper' }, { kind: 'ask', question: 'Did it perform that action while stressed, and take the hit damage for it?' }], costs: [], effects: [{ kind: 'damage', who: 'self', hits: 1, crits: 0 }], optional: false, summary: 'Chopper: acting stressed, it suffers 1 hit damage' },
      { moment: 'afterAction', conditions: [{ kind: 'tokenCount', who: 'self', token: 'stress', atLeast: 1 }, { kind: 'once', per: 'trigger', among: 'chopper' }, { kind: 'ask', question: 'Did it perform that action while stressed, and expose a damage card for it instead?' }], costs: [], effects: [{ kind: 'exposeDamage', who: 'self' }], optional: false, summary: 'Chopper: acting stressed, it exposes 1 of its damage cards instead' },
    ],
  },
  deathtroopers: { yourCall: 'Enemy ships at range 0–1 cannot remove stress in the Activation Phase: the table does not know who stands there.' },
  emperorpalpatine: {
    facts: [
      { moment: 'modifyAttackDice', conditions: [{ kind: 'friendly', role: 'attacker' }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['focus'], to: 'hit' }], optional: true, summary: "Emperor Palpatine: a friend's attack, 1 focus → hit (his Force)" },
      { moment: 'modifyDefenseDice', conditions: [{ kind: 'friendly', role: 'defender' }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'change', pool: 'defense', count: 1, from: ['focus'], to: 'evade' }], optional: true, summary: "Emperor Palpatine: a friend's defense, 1 focus → evade (his Force)" },
    ],
  },
  freelanceslicer: {
    facts: [
      { moment: 'declareTarget', role: 'defender', conditions: [{ kind: 'lock', who: 'self' }], costs: [{ kind: 'spendToken', token: 'lock', amount: 1 }], effects: [{ kind: 'gainToken', who: 'other', token: 'jam', amount: 1 }], optional: true, summary: 'Freelance Slicer: its lock spent, the attacker gains 1 jam; roll 1 attack die' },
      { moment: 'declareTarget', role: 'defender', conditions: [{ kind: 'ask', question: 'Did it roll a hit or crit on its Freelance Slicer die?' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'jam', amount: 1 }], optional: false, summary: 'Freelance Slicer: its die hit, it gains 1 jam too' },
    ],
  },
  generalhux: { yourCall: 'A red coordinate to up to 3 ships of one type, all doing the same red action: the players choose and apply it.' },
  gnkgonkdroid: {
    facts: [
      { moment: 'setup', conditions: [], costs: [], effects: [{ kind: 'lose', who: 'self', what: 'charge', amount: 1 }], optional: false, summary: 'GNK “Gonk” Droid: starts with its charge spent' },
      { moment: 'action', conditions: [], costs: [], effects: [{ kind: 'recover', what: 'charge', amount: 1 }], optional: true, summary: 'GNK “Gonk” Droid: action, recover its charge' },
      { moment: 'action', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'recover', what: 'shield', amount: 1 }], optional: true, summary: 'GNK “Gonk” Droid: action, 1 shield back (its charge)' },
    ],
  },
  /** System Phase, 2 charges: each friendly ship (named one by one) may lock a ship his ship has locked. */
  grandmofftarkin: {
    facts: eachAfterOnePaid('tarkin', 7, [{ kind: 'charge', amount: 2 }], [{
      question: (nth: string) => `Is there ${nth} friendly ship to lock what his ship has locked (name it)?`,
      effects: [{ kind: 'lockLockedShip', from: 'self', by: 'friendly' }],
      summary: (paid: boolean) => `Grand Moff Tarkin: ${paid ? '2 charges, ' : ''}that friend locks it too`,
    }], 'systemPhase'),
  },
  /** In the End Phase, each enemy ship at range 1–2 keeps its jam tokens (one question per ship, the player names it). */
  isbslicer: {
    facts: eachNamed(3, (nth) => `Is there ${nth} enemy ship with a jam token at range 1–2 (name it)?`, { moment: 'endPhaseStart', costs: [], effects: [{ kind: 'keepEveryToken', who: 'enemy', token: 'jam' }], optional: false, summary: 'ISB Slicer: an enemy at range 1–2 keeps its jam tokens this End Phase' }),
  },
  /** In the End Phase, 1 charge: a friend at range 0–2 recovers 1 charge on one of its illicit upgrades. */
  jabbathehutt: {
    facts: [{ moment: 'endPhaseStart', conditions: [{ kind: 'ask', question: 'Is there a friendly ship at range 0–2 with an illicit upgrade missing a charge (name it)?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'friendRecoversUpgradeCharge', slots: ['Illicit'], amount: 1 }], optional: true, summary: 'Jabba the Hutt: 1 charge, a friend recovers 1 charge on an illicit card' }],
  },
  /** A friend at range 0–3 (or her own ship) gains a focus token: it may take an evade token instead. */
  jynerso: {
    facts: [
      { moment: 'friendlyGainsToken', conditions: [{ kind: 'gained', tokens: ['focus'] }, { kind: 'ask', question: 'Is that friend at range 0–3?' }], costs: [], effects: [{ kind: 'removeToken', who: 'other', token: 'focus', amount: 1 }, { kind: 'gainToken', who: 'other', token: 'evade', amount: 1 }], optional: true, summary: 'Jyn Erso: the friend takes an evade token instead of its focus' },
      { moment: 'afterGainToken', conditions: [{ kind: 'gained', tokens: ['focus'] }], costs: [], effects: [{ kind: 'removeToken', who: 'self', token: 'focus', amount: 1 }, { kind: 'gainToken', who: 'self', token: 'evade', amount: 1 }], optional: true, summary: 'Jyn Erso: an evade token instead of the focus' },
    ],
  },
  'landocalrissian-crew': {
    facts: landoRerolls,
    partly: 'Dice rolled outside an attack (a damage card, a device) are the players’.',
  },
  /** System Phase, 2 charges: each friendly ship (named one by one) may perform a red boost, all on the one template the players pick. */
  moffjerjerrod: {
    facts: eachAfterOnePaid('jerjerrod', 7, [{ kind: 'charge', amount: 2 }], [{
      question: (nth: string) => `Is there ${nth} friendly ship boosting on the template chosen (name it)?`,
      effects: [{ kind: 'grantAction', who: 'friendly', action: 'boost', difficulty: 'red' }],
      summary: (paid: boolean) => `Moff Jerjerrod: ${paid ? '2 charges, ' : ''}that friend may perform a red boost`,
    }], 'systemPhase'),
  },
  novicetechnician: {
    facts: [
      { moment: 'endPhaseEnd', conditions: [{ kind: 'critical', who: 'self' }], costs: [], effects: [{ kind: 'repairDamage', which: 'faceup' }], optional: true, summary: 'Novice Technician: roll 1 attack die to repair 1 faceup damage card' },
      { moment: 'endPhaseEnd', conditions: [{ kind: 'damaged', who: 'self', what: 'card' }, { kind: 'ask', question: 'Did it roll a hit on its Novice Technician die?' }], costs: [], effects: [{ kind: 'exposeDamage', who: 'self' }], optional: false, summary: 'Novice Technician: its die hit, expose 1 damage card' },
    ],
  },
  'r2d2-crew': {
    facts: [
      { moment: 'endPhaseStart', conditions: [{ kind: 'damaged', who: 'self', what: 'card' }, { kind: 'shielded', who: 'self', none: true }], costs: [], effects: [{ kind: 'recover', what: 'shield', amount: 1 }], optional: true, summary: 'R2-D2: roll 1 attack die to recover 1 shield' },
      { moment: 'endPhaseStart', conditions: [{ kind: 'damaged', who: 'self', what: 'card' }, { kind: 'ask', question: 'Did it roll a hit on its R2-D2 die?' }], costs: [], effects: [{ kind: 'exposeDamage', who: 'self' }], optional: false, summary: 'R2-D2: its die hit, expose 1 damage card' },
    ],
  },
  supremeleadersnoke: { yourCall: 'Enemy dials beyond range 1 turned faceup, 1 Force each: the dials are the players’.' },
  /**
   * After a calculate or coordinate action: 1 calculate. Its wider coordinate (a friend beyond range 2 with calculate on
   * its bar) needs nothing of the table: the coordinate rule lets the player name any other friendly ship, the range theirs.
   */
  'c3po-crew': {
    facts: [
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['calculate', 'coordinate'] }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'calculate', amount: 1 }], optional: false, summary: 'C-3PO: 1 calculate after a calculate or coordinate action' },
    ],
  },
  'hansolo-crew': { facts: hanEvades },
  'chewbacca-crew-swz19': {
    facts: [
      { moment: 'setup', conditions: [], costs: [], effects: [{ kind: 'lose', who: 'self', what: 'charge', amount: 1 }], optional: false, summary: 'Chewbacca: starts with 1 charge spent' },
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [], costs: [{ kind: 'charge', amount: 2 }], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['focus'], to: 'crit' }], optional: true, summary: 'Chewbacca: 1 focus → crit (2 charges)' },
      { moment: 'friendlyDealtDamage', conditions: [{ kind: 'ask', question: 'Is that friend at range 0–3?' }], costs: [], effects: [{ kind: 'recover', what: 'charge', amount: 1 }], optional: false, summary: 'Chewbacca: 1 charge back after a friend nearby is dealt a damage card' },
      { moment: 'afterDealtCard', conditions: [], costs: [], effects: [{ kind: 'recover', what: 'charge', amount: 1 }], optional: false, summary: 'Chewbacca: 1 charge back after his own ship is dealt a damage card' },
    ],
  },
  'chancellorpalpatine|Darth Sidious': {
    facts: [
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['coordinate'] }, { kind: 'ask', question: 'Did it perform that coordinate as purple, the ship taking focus rather than Force?' }], costs: [], effects: [{ kind: 'gainToken', who: 'friendly', token: 'stress', amount: 1 }, { kind: 'gainToken', who: 'friendly', token: 'focus', amount: 1 }], optional: false, summary: 'Darth Sidious: the ship coordinated gains 1 stress, then 1 focus (or, instead, Force)' },
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['coordinate'] }, { kind: 'ask', question: 'Did it perform that coordinate as purple, the ship taking Force rather than focus?' }], costs: [], effects: [{ kind: 'gainToken', who: 'friendly', token: 'stress', amount: 1 }, { kind: 'recoverOther', who: 'friendly', what: 'force', amount: 1 }], optional: false, summary: 'Darth Sidious: the ship coordinated gains 1 stress, then recovers 1 Force' },
    ],
  },
  amilynholdo: { yourCall: 'Tokens of any kind swapped with a friend at range 1–2, each of a kind the other lacks: the players pick them.' },
  ga97: { yourCall: 'Spends 3–5 charges at setup to give a friend the It’s the Resistance condition: the 2.0 card data gives it no charges to spend.' },
  /** Setup: 3, 4 or 5 of its charges spent (one of them), another friendly ship is assigned It's the Resistance. */
  'ga97@2.5': {
    facts: ([3, 4, 5] as const).map((amount): Fact => ({ moment: 'setup', conditions: [{ kind: 'once', per: 'game', among: 'ga97' }], costs: [{ kind: 'charge', amount }], effects: [{ kind: 'assignCondition', who: 'friendly', condition: 'It’s the Resistance' }], optional: true, summary: `GA-97: ${amount} charges, another friendly ship is assigned It’s the Resistance` })),
  },
  korrsella: {
    facts: [
      { moment: 'afterManeuver', conditions: [{ kind: 'difficulty', of: 'maneuver', difficulties: ['blue'] }], costs: [], effects: [{ kind: 'removeToken', who: 'self', token: 'stress', amount: 3 }], optional: false, summary: 'Korr Sella: a blue maneuver removes all its stress' },
    ],
  },
  /** With 2 or fewer stress: reinforce, coordinate and jam even while stressed, a white one treated as red (1 more stress: a white action adds none, so stress after it means it was stressed). */
  larmadacy: {
    facts: [
      { moment: 'always', conditions: [{ kind: 'tokenCount', who: 'self', token: 'stress', atMost: 2 }], costs: [], effects: [{ kind: 'evenWhileStressed', actions: ['reinforce', 'coordinate', 'jam'] }], optional: false, summary: 'Larma D’Acy: reinforce, coordinate and jam even while stressed' },
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['reinforce', 'coordinate', 'jam'] }, { kind: 'difficulty', of: 'action', difficulties: ['white'] }, { kind: 'tokenCount', who: 'self', token: 'stress', atLeast: 1 }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'stress', amount: 1 }], optional: false, summary: 'Larma D’Acy: stressed, that white action counts as red (1 stress)' },
    ],
  },
  /** h-moves: after a friendly ship (her own too) reveals its dial, 1 Force makes that white or red maneuver one difficulty easier; 2.5: not a stationary one. */
  'leiaorgana-resistance@2.0': { facts: onRevealedDial('Leia Organa', null, [{ kind: 'force', amount: 1 }], (who) => ({ kind: 'reduceDifficulty', who }), '1 Force, the revealed maneuver one difficulty easier', () => [{ kind: 'difficulty', of: 'maneuver', difficulties: ['white', 'red'] }]) },
  'leiaorgana-resistance@2.5': { facts: onRevealedDial('Leia Organa', null, [{ kind: 'force', amount: 1 }], (who) => ({ kind: 'reduceDifficulty', who }), '1 Force, the revealed maneuver one difficulty easier', () => [{ kind: 'difficulty', of: 'maneuver', difficulties: ['white', 'red'] }, { kind: 'maneuver', bearings: ['straight', 'bank', 'turn', 'koiogran', 'segnor', 'tallon', 'reverse'] }]) },
  pz4co: {
    facts: [
      { moment: 'activationEnd', conditions: [{ kind: 'token', who: 'self', token: 'calculate' }, { kind: 'ask', question: 'Is there a friendly ship at range 1–2 to take it?' }], costs: [], effects: [{ kind: 'transferToken', to: 'friendly', token: 'calculate', amount: 1 }], optional: true, summary: 'PZ-4CO: pass 1 calculate to a friend at range 1–2' },
      { moment: 'activationEnd', conditions: [{ kind: 'token', who: 'self', token: 'focus' }, { kind: 'ask', question: 'Did it reveal a blue maneuver, with a friendly ship at range 1–2 to take it?' }], costs: [], effects: [{ kind: 'transferToken', to: 'friendly', token: 'focus', amount: 1 }], optional: true, summary: 'PZ-4CO: after a blue maneuver, pass 1 focus instead' },
    ],
  },
  'agentterex|Agent Terex (Cyborg)': {
    facts: [
      { moment: 'systemPhase', conditions: [{ kind: 'ask', question: 'Did it roll a hit or crit on its Agent Terex die?' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'calculate', amount: 1 }], optional: false, summary: 'Agent Terex (Cyborg): its die hit, 1 calculate' },
      { moment: 'systemPhase', conditions: [{ kind: 'ask', question: 'Did it roll neither a hit nor a crit on its Agent Terex die?' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'jam', amount: 1 }], optional: false, summary: 'Agent Terex (Cyborg): its die missed, 1 jam' },
      { moment: 'action', conditions: [{ kind: 'token', who: 'self', token: 'calculate' }, { kind: 'ask', question: 'Is there a friendly ship at range 0–3 to take it?' }], costs: [], effects: [{ kind: 'transferToken', to: 'friendly', token: 'calculate', amount: 1 }], optional: true, summary: 'Agent Terex (Cyborg): action, pass 1 calculate to a friend at range 0–3' },
      { moment: 'action', conditions: [{ kind: 'token', who: 'self', token: 'calculate' }, { kind: 'ask', question: 'Is there an enemy ship at range 0–3 to take it?' }], costs: [], effects: [{ kind: 'transferToken', to: 'enemy', token: 'calculate', amount: 1 }], optional: true, summary: 'Agent Terex (Cyborg): action, pass 1 calculate to an enemy at range 0–3' },
      { moment: 'action', conditions: [{ kind: 'token', who: 'self', token: 'jam' }, { kind: 'ask', question: 'Is there a friendly ship at range 0–3 to take it?' }], costs: [], effects: [{ kind: 'transferToken', to: 'friendly', token: 'jam', amount: 1 }], optional: true, summary: 'Agent Terex (Cyborg): action, pass 1 jam to a friend at range 0–3' },
      { moment: 'action', conditions: [{ kind: 'token', who: 'self', token: 'jam' }, { kind: 'ask', question: 'Is there an enemy ship at range 0–3 to take it?' }], costs: [], effects: [{ kind: 'transferToken', to: 'enemy', token: 'jam', amount: 1 }], optional: true, summary: 'Agent Terex (Cyborg): action, pass 1 jam to an enemy at range 0–3' },
    ],
  },
  /** After she coordinates a friend: it may lock a ship she is locking (ignoring range). */
  torynfarr: {
    facts: [{ moment: 'afterAction', conditions: [{ kind: 'action', actions: ['coordinate'] }, { kind: 'ask', question: 'Is the ship it names one Toryn Farr’s ship is locking?' }], costs: [], effects: [{ kind: 'acquireLock', on: 'named', by: 'other' }], optional: true, summary: 'Toryn Farr: the ship she coordinated locks a ship she is locking' }],
  },
  /** An enemy at range 0–1 gains a stress token: 1 Force, it gains a jam or a tractor token instead. */
  'upgrade:seventhsister': {
    facts: (['jam', 'tractor'] as const).map((token): Fact => ({ moment: 'enemyGainsToken', conditions: [{ kind: 'gained', tokens: ['stress'] }, { kind: 'ask', question: 'Is that enemy ship at range 0–1?' }, { kind: 'once', per: 'trigger', among: 'seventh' }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'removeToken', who: 'other', token: 'stress', amount: 1 }, { kind: 'gainToken', who: 'other', token, amount: 1 }], optional: true, summary: `Seventh Sister: 1 Force, the enemy takes a ${token} token instead of the stress` })),
  },
  /** Before a friend at range 0–2 engages, with an enemy in its front arc at range 1 and a revealed speed of 1 or more: it sheds 1 red token (not a lock). */
  'upgrade:fennrau': {
    facts: [{ moment: 'friendlyBeforeEngaging', conditions: [{ kind: 'tokenColour', who: 'other', colours: ['red'] }, { kind: 'ask', question: 'Is the friend at range 0–2, its revealed speed 1 or more, with an enemy in its front arc at range 1?' }], costs: [], effects: [{ kind: 'removeTokenOf', who: 'other', colours: ['red'], amount: 1 }], optional: true, summary: 'Fenn Rau: the friend about to engage sheds 1 red token' }],
  },
  fives: { yourCall: 'Focus and evade tokens kept on the card until later: the table keeps no tokens on a card.' },
  /** After a friend at range 0–3 defends, the attacker in its firing arc: the defender may take a strain to lock the attacker. */
  wolfpack: {
    facts: [{ moment: 'afterDefend', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'ask', question: 'Is the defending friend it names at range 0–3, with the attacker in this ship’s firing arc?' }], costs: [], effects: [{ kind: 'gainToken', who: 'friendly', token: 'strain', amount: 1 }, { kind: 'acquireLock', on: 'other', by: 'friendly' }], optional: true, summary: 'Wolfpack: the friend that defended takes a strain to lock the attacker' }],
  },
  /** At the end of the Engagement Phase each unstressed enemy at range 0–1 gains a stress token (one question per enemy). */
  'upgrade:captainphasma': {
    facts: ['an', 'a second', 'a third', 'a fourth'].map((nth): Fact => ({ moment: 'engagementEnd', conditions: [{ kind: 'ask', question: `Is there ${nth} unstressed enemy ship at range 0–1 (name it)?` }], costs: [], effects: [{ kind: 'gainToken', who: 'enemy', token: 'stress', amount: 1 }], optional: false, summary: `Captain Phasma: ${nth} unstressed enemy at range 0–1 gains a stress token` })),
  },
  /** Defending, 2 or more hits and crits left: 1 charge cancels 1 of them; a charge back after a friendly ship is destroyed. */
  'upgrade:generalgrievous': {
    facts: [
      ...(['hit', 'crit'] as const).map((face): Fact => ({ moment: 'dealDamage', role: 'defender', conditions: [{ kind: 'resultsLeft', atLeast: 2 }, { kind: 'once', per: 'attack', among: 'grievous' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'changeRemaining', hits: face === 'hit' ? -1 : 0, crits: face === 'crit' ? -1 : 0 }], optional: true, summary: `General Grievous: 1 charge cancels 1 ${face} of 2 or more left` })),
      { moment: 'friendlyDestroyed', conditions: [], costs: [], effects: [{ kind: 'recover', what: 'charge', amount: 1 }], optional: false, summary: 'General Grievous: 1 charge back after a friendly ship is destroyed' },
    ],
  },
  /** Start of the Engagement Phase: 1 Force, a ship in his firing arc at range 0–2 suffers 1 hit unless it removes a green token (its player picks). */
  'upgrade:darthvader': {
    facts: [
      { moment: 'engagementStart', conditions: [{ kind: 'ask', question: 'Is the ship it names in his firing arc at range 0–2, and does its player let it suffer the hit?' }, { kind: 'once', per: 'round', among: 'vader' }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'damage', who: 'any', hits: 1, crits: 0 }], optional: true, summary: 'Darth Vader: 1 Force, a ship in his arc suffers 1 hit damage' },
      { moment: 'engagementStart', conditions: [{ kind: 'ask', question: 'Is the enemy it names in his firing arc at range 0–2, and does its player remove a green token instead?' }, { kind: 'once', per: 'round', among: 'vader' }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'removeTokenOf', who: 'enemy', colours: ['green'], amount: 1 }], optional: true, summary: 'Darth Vader: 1 Force, an enemy in his arc removes 1 green token instead of the hit' },
    ],
  },
  /** After a friend at range 0–2 fully executes a white maneuver: 1 Force takes 1 of its stress tokens. */
  'upgrade:kananjarrus': {
    facts: [{ moment: 'friendlyManeuver', conditions: [{ kind: 'difficulty', of: 'maneuver', difficulties: ['white'] }, { kind: 'fullyExecuted' }, { kind: 'token', who: 'other', token: 'stress' }, { kind: 'ask', question: 'Is that friendly ship at range 0–2?' }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'removeToken', who: 'other', token: 'stress', amount: 1 }], optional: true, summary: 'Kanan Jarrus: 1 Force, the friend after its white maneuver sheds 1 stress' }],
  },
  /** After an enemy at range 0–2 reveals its dial: 1 Force for an action of its bar, as red. */
  'upgrade:grandinquisitor': {
    facts: [{ moment: 'enemyRevealDial', conditions: [{ kind: 'ask', question: 'Is that enemy ship at range 0–2?' }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'performAnyAction', difficulty: 'red' }], optional: true, summary: 'Grand Inquisitor: 1 Force after an enemy reveals its dial, for a white action of its bar as red' }],
  },
  /** Red maneuvers even while stressed; after a red one with 3 or more stress: 1 stress off, 1 hit damage (no choice). */
  'upgrade:herasyndulla': {
    facts: [
      { moment: 'always', conditions: [], costs: [], effects: [{ kind: 'redManeuverWhileStressed', maneuvers: 'any' }], optional: false, summary: 'Hera Syndulla: red maneuvers even while stressed' },
      { moment: 'afterManeuver', conditions: [{ kind: 'difficulty', of: 'maneuver', difficulties: ['red'] }, { kind: 'tokenCount', who: 'self', token: 'stress', atLeast: 3 }], costs: [], effects: [{ kind: 'removeToken', who: 'self', token: 'stress', amount: 1 }, { kind: 'damage', who: 'self', hits: 1, crits: 0 }], optional: false, summary: 'Hera Syndulla: after a red maneuver at 3 stress, 1 stress off and 1 hit damage' },
    ],
  },
  /** After a calculate action: 1 more calculate token. */
  'upgrade:ig88d': {
    facts: [{ moment: 'afterAction', conditions: [{ kind: 'action', actions: ['calculate'] }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'calculate', amount: 1 }], optional: false, summary: 'IG-88D: 1 more calculate after a calculate action' }],
    partly: 'It also has the pilot ability of each other friendly ship with the IG-2000 title: the players apply those.',
  },
  /** A friendly non-limited ship at range 0–1 attacking with its primary weapon may reroll 1 blank. */
  'upgrade:commandermalarus|Commander Malarus': {
    facts: [
      { moment: 'modifyAttackDice', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'weapon', weapon: 'primary' }, { kind: 'ask', question: 'Is the attacker a non-limited ship at range 0–1?' }, { kind: 'once', per: 'attack', among: 'malarus' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1, faces: ['blank'] }], optional: true, summary: 'Commander Malarus: a friend nearby rerolls 1 blank of its primary attack' },
      { moment: 'afterAttack', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'hit', hit: false }, { kind: 'usedInAttack', among: 'malarus' }], costs: [], effects: [{ kind: 'flipCard' }], optional: false, summary: 'Commander Malarus: his reroll used and the attack missed, the card flips' },
    ],
  },
  /** 2.5: a friend at range 1–3 of initiative 4 or lower attacking a defender it has locked: 1 focus → hit. */
  'upgrade:garsaxon': {
    facts: [{ moment: 'modifyAttackDice', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'ask', question: 'Is the attacker at range 1–3 with initiative 4 or lower, and does Gar Saxon’s ship have the defender locked?' }], costs: [], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['focus'], to: 'hit' }], optional: true, summary: 'Gar Saxon: a friend attacking his locked target changes 1 focus → hit' }],
  },
  /** Attacking a defender in its bullseye: every focus → hit, and (focus results or not) 1 stress; then at 2 or more stress, 1 hit damage to itself. */
  'commandermalarus|Commander Malarus (Perfected)': {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'arc', arc: 'bullseye' }], costs: [], effects: [{ kind: 'change', pool: 'attack', count: 'all', from: ['focus'], to: 'hit' }], optional: false, summary: 'Commander Malarus (Perfected): every focus → hit' },
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'arc', arc: 'bullseye' }, { kind: 'tokenCount', who: 'self', token: 'stress', atMost: 0 }, { kind: 'once', per: 'attack', among: 'malarus-stress' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'stress', amount: 1 }], optional: false, summary: 'Commander Malarus (Perfected): 1 stress' },
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'arc', arc: 'bullseye' }, { kind: 'tokenCount', who: 'self', token: 'stress', atLeast: 1 }, { kind: 'once', per: 'attack', among: 'malarus-stress' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'stress', amount: 1 }, { kind: 'damage', who: 'self', hits: 1, crits: 0 }], optional: false, summary: 'Commander Malarus (Perfected): 1 stress, then 1 hit to itself (2 or more stress)' },
    ],
  },
  ghostcompany: {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'token', who: 'self', token: 'focus' }, { kind: 'ask', question: 'Is there a ship it has not attacked this round in its turret arc, after a primary attack?' }], costs: [], effects: [{ kind: 'bonusAttack', weapon: 'primary' }], optional: true, summary: 'Ghost Company: focused, a bonus turret attack on a ship not attacked this round' },
    ],
  },
  commanderpyre: {
    facts: [
      { moment: 'setup', conditions: [], costs: [], effects: [{ kind: 'gainToken', who: 'enemy', token: 'stress', amount: 2 }], optional: false, summary: 'Commander Pyre: the enemy ship chosen gains 2 stress' },
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'token', who: 'other', token: 'stress' }], costs: [], effects: [{ kind: 'reroll', pool: 'defense', count: 1 }], optional: true, summary: 'Commander Pyre: the attacker stressed, reroll 1 defense die' },
    ],
  },
  protectorategleb: {
    facts: glebTransfers,
  },
  thechild: {
    facts: [
      { moment: 'afterDefend', role: 'defender', conditions: [{ kind: 'hit', hit: true }], costs: [], effects: [{ kind: 'recover', what: 'force', amount: 1 }], optional: false, summary: 'The Child: 1 Force back after a defense that hit it' },
      // Setup: its Force lose their recurring value, and the opponent assigns Merciless Pursuit to 2 of its ships (named).
      { moment: 'setup', conditions: [], costs: [], effects: [{ kind: 'stopRecurring', what: 'force' }], optional: false, summary: 'The Child: its Force no longer recur' },
      ...(['first', 'second'] as const).map((nth): Fact => ({ moment: 'setup', conditions: [{ kind: 'once', per: 'game', among: `child-${nth}` }], costs: [], effects: [{ kind: 'assignCondition', who: 'enemy', condition: 'Merciless Pursuit' }], optional: false, summary: `The Child: Merciless Pursuit on the opponent’s ${nth} ship (they name it)` })),
    ],
  },
  'ig11|IG-11': { yourCall: 'A faceup damage card turned into a fuse marker and a calculate: the table keeps no markers on a card.' },
  'ig11|IG-11 (Anti-Capture Protocol)': { yourCall: 'Fuse markers counted down to its ship’s destruction: the table keeps no markers on a card.' },
  /**
   * After he coordinates a ship: it may lock a ship he has locked. Coordinating allied ships changes nothing at a
   * table of two players (no ship is allied), so the lock is all the table plays.
   */
  greefkarga: {
    facts: [{ moment: 'afterAction', conditions: [{ kind: 'action', actions: ['coordinate'] }], costs: [], effects: [{ kind: 'lockLockedShip', from: 'self', by: 'other' }], optional: true, summary: 'Greef Karga: the ship he coordinated locks a ship he has locked' }],
  },
  kuiil: { yourCall: 'One die per damage card, each face doing its own thing: the players read the dice.' },
  pelimotto: { yourCall: 'A damage card’s action even while stressed, then a die for more repairs: the players apply it.' },
  /** A friend at range 0–2 (his own ship too) revealing a white maneuver with no green token may take a stress for a calculate; 2 or more stress in the End Phase flips the card. */
  'primeministeralmec|Prime Minister Almec': {
    facts: [
      { moment: 'friendlyRevealDial', conditions: [{ kind: 'difficulty', of: 'maneuver', difficulties: ['white'] }, { kind: 'tokenColour', who: 'other', colours: ['green'], none: true }, { kind: 'ask', question: 'Is that friendly ship at range 0–2?' }], costs: [], effects: [{ kind: 'gainToken', who: 'other', token: 'stress', amount: 1 }, { kind: 'gainToken', who: 'other', token: 'calculate', amount: 1 }], optional: true, summary: 'Prime Minister Almec: that friend takes 1 stress for 1 calculate (a white maneuver)' },
      { moment: 'afterRevealDial', conditions: [{ kind: 'difficulty', of: 'maneuver', difficulties: ['white'] }, { kind: 'tokenColour', who: 'self', colours: ['green'], none: true }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'stress', amount: 1 }, { kind: 'gainToken', who: 'self', token: 'calculate', amount: 1 }], optional: true, summary: 'Prime Minister Almec: 1 stress for 1 calculate (its own white maneuver)' },
      { moment: 'endPhaseStart', conditions: [{ kind: 'tokenCount', who: 'self', token: 'stress', atLeast: 2 }], costs: [], effects: [{ kind: 'flipCard' }], optional: false, summary: 'Prime Minister Almec: 2 or more stress, the card flips' },
    ],
  },
  /** After a friend at range 0–2 fully executes a red maneuver: it may calculate or focus (from its bar) even while stressed. */
  "primeministeralmec|Almec, Maul's Puppet": {
    facts: (['calculate', 'focus'] as const).map((action): Fact => ({ moment: 'friendlyManeuver', conditions: [{ kind: 'difficulty', of: 'maneuver', difficulties: ['red'] }, { kind: 'fullyExecuted' }, { kind: 'once', per: 'trigger', among: 'almec' }, { kind: 'ask', question: `Is that friend at range 0–2, with ${action} on its action bar?` }], costs: [], effects: [{ kind: 'grantAction', who: 'other', action, difficulty: 'white' }, { kind: 'evenWhileStressed', actions: [action] }], optional: true, summary: `Almec: that friend may ${action} even while stressed` })),
  },
  /** After an attack that destroyed the defender, each friend at range 0–2 may shed 1 red or orange token (named one by one). */
  'bokatankryze-rebel-scum': {
    facts: eachNamed(4, (nth) => `Is there ${nth} friendly ship at range 0–2 with a red or orange token (name it)?`, { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'destroyed', who: 'other' }], costs: [], effects: [{ kind: 'removeTokenOf', who: 'friendly', colours: ['red', 'orange'], amount: 1 }], optional: true, summary: 'Bo-Katan Kryze: the defender destroyed, a friend at range 0–2 removes 1 red or orange token' }),
  },
  /** At the start of the End Phase, reinforced: a friend beside it sheds a deplete or a strain, or repairs a faceup card (one of them). */
  'upgrade:plokoon': {
    facts: (
      [
        [{ kind: 'removeToken', who: 'friendly', token: 'deplete', amount: 1 }, 'removes 1 deplete'],
        [{ kind: 'removeToken', who: 'friendly', token: 'strain', amount: 1 }, 'removes 1 strain'],
        [{ kind: 'repairDamageOf', who: 'friendly', which: 'faceup' }, 'repairs a faceup damage card'],
      ] as const
    ).map(([effect, words]): Fact => ({
      moment: 'endPhaseStart',
      conditions: [{ kind: 'token', who: 'self', token: 'reinforce' }, { kind: 'ask', question: 'Is there a friendly ship at range 0, or in its left or right arc at range 1 (name it)?' }, { kind: 'once', per: 'trigger', among: 'plo' }],
      costs: [],
      effects: [effect],
      optional: true,
      summary: `Plo Koon: reinforced, a friend beside it ${words}`,
    })),
  },
  korkiekryze: {
    facts: [
      ...korkieTransfers,
      { moment: 'declareTarget', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'token', who: 'self', token: 'reinforce' }, { kind: 'once', per: 'attack', among: 'korkie' }, { kind: 'ask', question: 'Is the defender in its full front arc at range 1–2?' }], costs: [], effects: [{ kind: 'passReinforce', to: 'friendly' }], optional: true, summary: 'Korkie Kryze: pass 1 reinforce token to the friendly defender' },
      { moment: 'rollDefenseDice', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'ask', question: 'Is the defender in its full front arc at range 1–2, with its ship obstructing the attack?' }], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: 1 }], optional: false, summary: 'Korkie Kryze: his ship obstructs, the friendly defender rolls 1 more die' },
    ],
  },
  /** Start of the Engagement Phase, 2 charges: each friendly ship (named one by one) takes a deplete and a focus, or a disarm and an evade. */
  satinekryze: {
    facts: eachAfterOnePaid('satine', 7, [{ kind: 'charge', amount: 2 }], [
      { question: (nth: string) => `Is there ${nth} friendly ship choosing a deplete and a focus token (name it)?`, effects: [{ kind: 'gainToken', who: 'friendly', token: 'deplete', amount: 1 }, { kind: 'gainToken', who: 'friendly', token: 'focus', amount: 1 }], summary: (paid: boolean) => `Satine Kryze: ${paid ? '2 charges, ' : ''}that friend gains a deplete and a focus` },
      { question: (nth: string) => `Is there ${nth} friendly ship choosing a disarm and an evade token (name it)?`, effects: [{ kind: 'gainToken', who: 'friendly', token: 'disarm', amount: 1 }, { kind: 'gainToken', who: 'friendly', token: 'evade', amount: 1 }], summary: (paid: boolean) => `Satine Kryze: ${paid ? '2 charges, ' : ''}that friend gains a disarm and an evade` },
    ], 'engagementStart'),
  },
  talmerrik: {
    facts: [
      { moment: 'setup', conditions: [], costs: [], effects: [{ kind: 'assignCondition', who: 'enemy', condition: 'False Friend' }], optional: false, summary: 'Tal Merrik: an enemy ship is assigned the False Friend condition' },
      { moment: 'action', conditions: [{ kind: 'ask', question: 'Is False Friend assigned to no enemy ship, and is the enemy you name in its front arc at range 0–2?' }], costs: [], effects: [{ kind: 'assignCondition', who: 'enemy', condition: 'False Friend' }], optional: true, summary: 'Tal Merrik: as an action, False Friend to an enemy in its front arc at range 0–2' },
    ],
  },
  /** After a friend in his front arc at range 1–2 gains a stress or strain token: 1 Force, it gains a focus token. */
  savageopress: {
    facts: [{ moment: 'friendlyGainsToken', conditions: [{ kind: 'gained', tokens: ['stress', 'strain'] }, { kind: 'ask', question: 'Is that friend in his front arc at range 1–2?' }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'gainToken', who: 'other', token: 'focus', amount: 1 }], optional: true, summary: 'Savage Opress: 1 Force, the friend that gained stress or strain gains a focus' }],
  },
  /** Not stressed, after an enemy in its front arc at range 0–1 gains a red or orange token: 1 stress, and it gains 1 more of that kind. */
  'upgrade:pettyofficerthanisson': {
    facts: (['deplete', 'ion', 'strain', 'stress', 'disarm', 'jam', 'tractor'] as const).map((token): Fact => ({ moment: 'enemyGainsToken', conditions: [{ kind: 'gained', tokens: [token] }, { kind: 'token', who: 'self', token: 'stress', none: true }, { kind: 'ask', question: 'Is it the Activation or Engagement Phase, with that ship in its front arc at range 0–1?' }], costs: [{ kind: 'gainToken', token: 'stress', amount: 1 }], effects: [{ kind: 'gainToken', who: 'other', token, amount: 1 }], optional: true, summary: `Petty Officer Thanisson: 1 stress, the enemy gains 1 more ${token} token` })),
  },
  tristanwren: { facts: tristanChanges },
  /** Two locks on different objects; after an enemy locks it or a friend at range 0–3, a lock action. */
  ursawren: {
    facts: [
      { moment: 'always', conditions: [], costs: [], effects: [{ kind: 'maintainLocks', most: 2, differentObjects: true }], optional: false, summary: 'Ursa Wren: maintains 2 locks, on different objects' },
      { moment: 'afterLocked', conditions: [], costs: [], effects: [{ kind: 'performAction', action: 'lock', difficulty: 'white' }], optional: true, summary: 'Ursa Wren: locked by an enemy, it may perform a lock action' },
      { moment: 'friendlyLocked', conditions: [{ kind: 'range', min: 0, max: 3 }], costs: [], effects: [{ kind: 'performAction', action: 'lock', difficulty: 'white' }], optional: true, summary: 'Ursa Wren: a friend locked by an enemy, it may perform a lock action' },
    ],
  },
  'ahsokatano-crew': {
    facts: [
      { moment: 'afterManeuver', conditions: [{ kind: 'ask', question: 'Is there a friendly ship in its full rear arc at range 1–2?' }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'grantAction', who: 'friendly', action: 'focus', difficulty: 'red' }, { kind: 'evenWhileStressed' }], optional: true, summary: 'Ahsoka Tano: 1 Force, a friend behind it may take a red focus action, even stressed' },
    ],
  },
  /** r5-friends: attacking, the lock of a friendly Plo Koon ship (or one with Born for This) on the defender is spent to reroll any attack dice. */
  'wolfpack-siegeofcoruscant': {
    facts: [{ moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'ask', question: 'Is the friendly ship whose lock it spends Plo Koon or a ship with the Born for This ability?' }], costs: [{ kind: 'friendLock' }], effects: [{ kind: 'reroll', pool: 'attack', count: 'all' }], optional: true, summary: 'Wolfpack: a friendly Plo Koon or Born for This ship’s lock on the defender spent to reroll any attack dice' }],
  },
  /** After it repairs a damage card: an action of its bar. */
  'leebo-swz103': {
    facts: [{ moment: 'afterRepair', conditions: [], costs: [], effects: [{ kind: 'performAnyAction', difficulty: 'asPrinted' }], optional: true, summary: '“Leebo”: an action of its bar · after a repair' }],
  },
  // No pilot is named Maul in 2.0, so its edition key plays the crew card alone.
  'maul@2.0': {
    facts: [
      { moment: 'afterDamaged', conditions: [], costs: [{ kind: 'gainToken', token: 'stress', amount: 1 }], effects: [{ kind: 'recover', what: 'force', amount: 1 }], optional: true, summary: 'Maul: 1 stress to recover 1 Force after suffering damage' },
    ],
  },
  /** 2.0 crew Zeb Orrelios (a pilot shares the id): its ship's primary attacks at range 0, and enemies' against it there. */
  'upgrade:zeborrelios@2.0': {
    facts: [
      { moment: 'always', conditions: [], costs: [], effects: [{ kind: 'attackAtRangeZero', by: 'self' }], optional: false, summary: '“Zeb” Orrelios: its primary attacks at range 0' },
      { moment: 'always', conditions: [], costs: [], effects: [{ kind: 'attackAtRangeZero', by: 'enemies' }], optional: false, summary: '“Zeb” Orrelios: enemies at range 0 may make primary attacks against it' },
    ],
  },
  /** The same card in 2.5, where a pilot shares its id: keyed as the upgrade. */
  'upgrade:maul@2.5': {
    facts: [
      { moment: 'afterDamaged', conditions: [], costs: [{ kind: 'gainToken', token: 'stress', amount: 1 }], effects: [{ kind: 'recover', what: 'force', amount: 1 }], optional: true, summary: 'Maul: 1 stress to recover 1 Force after suffering damage' },
    ],
  },
  /** Crew Kylo Ren (a pilot shares the id): as an action, 1 Force assigns I'll Show You the Dark Side to an enemy at range 1–3. */
  'upgrade:kyloren': {
    facts: [
      { moment: 'action', conditions: [{ kind: 'ask', question: 'Is the enemy ship you name at range 1–3?' }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'assignCondition', who: 'enemy', condition: "I'll Show You the Dark Side" }], optional: true, summary: "Kylo Ren: action, 1 Force, an enemy at range 1–3 is assigned I'll Show You the Dark Side" },
    ],
  },
  /** Crew Rose Tico (a pilot shares the id): attacking or defending, 1 of its own results spent for a lock on the enemy ship. */
  'upgrade:rosetico': {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [], costs: [], effects: [{ kind: 'cancel', pool: 'attack', count: 1, faces: ['hit', 'crit', 'focus', 'blank'] }, { kind: 'acquireLock', on: 'other' }], optional: true, summary: 'Rose Tico: 1 of its attack results spent to lock the defender' },
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [], costs: [], effects: [{ kind: 'cancel', pool: 'defense', count: 1, faces: ['evade', 'focus', 'blank'] }, { kind: 'acquireLock', on: 'other' }], optional: true, summary: 'Rose Tico: 1 of its defense results spent to lock the attacker' },
    ],
  },
};
