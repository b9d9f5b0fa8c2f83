import type { CardEffect } from '../card-effect';
import { eachAfterOnePaid, eachNamed, friendTakesTheHit, onRevealedDial, type Fact, type FactTable } from './fact-entry';

// DESIGN §10 · our facts for upgrades ship gear (the shape: fact-entry.ts): titles, modifications,
// commands, configurations, hardpoints, illicits, missiles, cannons, cargo, teams, tactical relays,
// torpedoes and turrets. Each fact acts for the ship carrying the card; a 'charge' cost draws on the
// card's own charges. A weapon's header (its requirement, its cost, its range) is the weapons rule's;
// what its text adds is here, under the condition weapon 'this'. Every summary is our own words.

type Condition = CardEffect['conditions'][number];

const thisWeapon: Condition = { kind: 'weapon', weapon: 'this' };
const primary: Condition = { kind: 'weapon', weapon: 'primary' };
/** "You have no green token": none of the four green tokens (RRG · Tokens: calculate, evade, focus, reinforce). */
const noGreen = (who: 'self' | 'other'): Condition[] => (['calculate', 'evade', 'focus', 'reinforce'] as const).map((token) => ({ kind: 'token', who, token, none: true }));
const flipBeforeActivating = (name: string): Fact => ({ moment: 'beforeActivating', conditions: [], costs: [], effects: [{ kind: 'flipCard' }], optional: true, summary: `${name}: may flip the card before it activates` });

// Reasons shared by several cards, in the players' words.
/**
 * Epic rules · Energy: "spend up to N [Energy] …" (or "1 or more"), one fact per amount, sharing one
 * limit (`among`): the player picks how much by picking one of them.
 */
const perEnergy = (among: string, per: 'round' | 'attack' | 'phase', amounts: readonly number[], fact: (amount: number) => Fact): Fact[] =>
  amounts.map((amount): Fact => {
    const made = fact(amount);
    const limit: Condition = { kind: 'once', per, among };
    return { ...made, conditions: [...made.conditions, limit].slice(0, 6), costs: [{ kind: 'energy', amount }, ...made.costs] };
  });
/** A hardpoint gone Offline comes back: spend energy, the card flips (its faceup side's facts act again). */
const backOnline = (name: string, moment: 'action' | 'afterEngaging', amount: number): Fact => ({ moment, conditions: [], costs: [{ kind: 'energy', amount }], effects: [{ kind: 'flipCard' }], optional: true, summary: `${name}: ${amount} energy to flip the card back online` });
/**
 * r5-friends · Epic · Wings: who is in a wing (formed at setup, split, joined) and the wing's flying in formation are the
 * players' to keep — they set each wingmate's maneuver as the leader's, and the table applies it as any maneuver. What a
 * leader's card plays at the table is the cancel: while it defends, a wingmate the player names (one question: is it a
 * wingmate in the attack arc?) suffers 1 hit or crit through the damage rule, and 1 matching result left is cancelled.
 */
const wingmateQuestion = 'Is the ship it names one of its wingmates, in the attack arc?';
/** Phoenix Squadron, its flipped side: the cancel by its RZ-1 A-wing wingmates, for itself or its shuttle wingmate defending. */
function phoenixSquadron(): Fact[] {
  const leader = friendTakesTheHit('Phoenix Squadron', 'Is the ship it names one of its RZ-1 A-wing wingmates, in the attack arc?', true, 2);
  const forShuttle = leader.map(({ role: _defender, ...fact }): Fact => ({
    ...fact,
    conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'ask', question: 'Is the defender its Attack Shuttle or Sheathipede-class shuttle wingmate?' }, ...fact.conditions],
    summary: `${fact.summary} (for its shuttle wingmate)`.slice(0, 160),
  }));
  const onSide = (side: 0 | 1, fact: Fact): Fact => ({ ...fact, conditions: [{ kind: 'side' as const, side }, ...fact.conditions].slice(0, 6) });
  return [
    // Its first side: placed at setup, it flips (RRG · Dual Cards).
    onSide(0, { moment: 'setup', conditions: [], costs: [], effects: [{ kind: 'flipCard' }], optional: false, summary: 'Phoenix Squadron: flips to its other side once placed' }),
    ...[...leader, ...forShuttle].map((fact) => onSide(1, fact)),
  ];
}
/** A two-sided wing leader card: its setup side turns over once the ship is placed; the other side's wingmates take hits for it. */
const wingLeaderCard = (source: string, wingmates: number): Fact[] => [
  { moment: 'setup', conditions: [{ kind: 'side', side: 0 }], costs: [], effects: [{ kind: 'flipCard' }], optional: false, summary: `${source}: turned over once the ship is placed` },
  ...friendTakesTheHit(source, wingmateQuestion, true, wingmates).map((fact): Fact => ({ ...fact, conditions: [{ kind: 'side', side: 1 }, ...fact.conditions] })),
];
const eachShipNear = 'It acts on every ship near it at once: the players name them and apply it.';
const beamFact = (source: string, token: 'jam' | 'tractor'): Fact => ({ moment: 'dealDamage', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'this' }], costs: [], effects: [{ kind: 'resultsAsTokens', token }], optional: false, summary: `${source}: its hits and crits give ${token} tokens instead of damage` });

export const shipGearUpgradeFacts: FactTable = {
  // --- Cannons ---
  /** As Modify Attack Dice ends, every crit of its attack is a hit (no choice): Roll Defense Dice applies it first. */
  heavylasercannon: {
    facts: [{ moment: 'afterModifyAttackDice', role: 'attacker', conditions: [thisWeapon], costs: [], effects: [{ kind: 'change', pool: 'attack', count: 'all', from: ['crit'], to: 'hit' }], optional: false, summary: 'Heavy Laser Cannon: every crit becomes a hit once its dice are modified' }],
  },
  // RRG · Jam / Tractor: a beam that hits gives a token for each hit and crit, and deals no damage.
  jammingbeam: { facts: [beamFact('Jamming Beam', 'jam')] },
  tractorbeam: { facts: [beamFact('Tractor Beam', 'tractor')] },
  /** +1 attack die with the defender in the bullseye arc (no choice), asked: an arc condition's question is not counted as one by the dice count. */
  autoblasters: {
    facts: [
      { moment: 'rollAttackDice', role: 'attacker', conditions: [thisWeapon, { kind: 'ask', question: 'Is the defender in its bullseye arc?' }], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: false, summary: 'Autoblasters: +1 attack die with the defender in its bullseye arc' },
      // Outside the defender's front arc, its evades cancel no crit (asked once, as results are neutralized).
      { moment: 'neutralizeResults', role: 'attacker', conditions: [thisWeapon, { kind: 'ask', question: 'Is the attacker outside the defender’s front arc?' }], costs: [], effects: [{ kind: 'evadesSpareCrits' }], optional: false, summary: 'Autoblasters: evades cancel no crit (outside the defender’s front arc)' },
    ],
  },
  /** At range 3 while it holds a calculate token, the defender rolls without its range bonus die. */
  syncedlasercannons: {
    facts: [{ moment: 'rollDefenseDice', role: 'attacker', conditions: [thisWeapon, { kind: 'range', min: 3, max: 3 }, { kind: 'token', who: 'self', token: 'calculate' }], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: -1 }], optional: false, summary: 'Synced Laser Cannons: no range 3 bonus die for the defender while calculating' }],
  },
  /** Its bonus attack after an enemy maneuver is the weapons rule's (bonusMoment); the fact names it too. Its dice change only by its lock's usual reroll (Modify Dice reads it). */
  underslungblastercannon: {
    facts: [
      { moment: 'enemyManeuver', conditions: [], costs: [], effects: [{ kind: 'bonusAttack', weapon: 'this' }], optional: true, summary: 'Underslung Blaster Cannon: a bonus attack at the enemy ship that just maneuvered' },
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [thisWeapon], costs: [], effects: [{ kind: 'modifyOnlyWith', dice: 'attack', tokens: ['lock'] }], optional: false, summary: 'Underslung Blaster Cannon: its dice change only by spending its lock' },
    ],
  },
  /** Before a primary attack's roll, 2 charges: the crits left give ion tokens instead of damage (Deal Damage and the odds read it). */
  'ancillaryionweapons-siegeofcoruscant': {
    facts: [{ moment: 'rollAttackDice', role: 'attacker', conditions: [primary], costs: [{ kind: 'charge', amount: 2 }], effects: [{ kind: 'critsAsIon' }], optional: true, summary: 'Ancillary Ion Weapons: 2 charges before the roll, its crits give ion tokens instead of damage' }],
  },

  // --- Cargo ---
  /** A smaller friend nearby defends: it spends 1 of its shields to cancel 1 hit or crit. */
  adaptiveshields: {
    facts: [
      { moment: 'neutralizeResults', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'shielded', who: 'self' }, { kind: 'ask', question: 'Is the defending friend at range 0–1 and smaller than this ship?' }, { kind: 'once', per: 'attack', among: 'adaptive' }], costs: [], effects: [{ kind: 'cancel', pool: 'attack', count: 1, faces: ['hit', 'crit'] }, { kind: 'lose', who: 'self', what: 'shield', amount: 1 }], optional: true, summary: 'Adaptive Shields: 1 of its shields cancels 1 hit or crit against a smaller friend' },
      { moment: 'neutralizeResults', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'ask', question: 'Is the defending friend at range 0–1 and smaller than this ship?' }, { kind: 'once', per: 'attack', among: 'adaptive' }], costs: [{ kind: 'energy', amount: 2 }], effects: [{ kind: 'cancel', pool: 'attack', count: 1, faces: ['hit', 'crit'] }], optional: true, summary: 'Adaptive Shields: 2 energy cancel 1 hit or crit against a smaller friend' },
    ],
  },
  boostedscanners: { yourCall: 'It stretches the range of a lock, coordinate or jam by the energy spent: the players judge the range and spend the energy with the ship card’s pips.' },
  /** Action: 1 of its charges for 2 energy. */
  tibannareserves: {
    facts: [{ moment: 'action', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'recover', what: 'energy', amount: 2 }], optional: true, summary: 'Tibanna Reserves: 1 charge for 2 energy' }],
  },
  /** After a blue maneuver: 1 energy. */
  optimizedpowercore: {
    facts: [{ moment: 'afterManeuver', conditions: [{ kind: 'difficulty', of: 'maneuver', difficulties: ['blue'] }], costs: [], effects: [{ kind: 'recover', what: 'energy', amount: 1 }], optional: false, summary: 'Optimized Power Core: 1 energy after a blue maneuver' }],
  },

  // --- Command ---
  // r5-friends · Epic · Wings: the leaders' cancel (wingmateQuestion above); who is in the wing stays the players'.
  'phoenixsquadron|Phoenix Squadron': { facts: phoenixSquadron() },
  agentoftheempire: { facts: friendTakesTheHit('Agent of the Empire', wingmateQuestion, true, 2) },
  firstorderelite: { facts: friendTakesTheHit('First Order Elite', wingmateQuestion, true, 2) },
  veteranwingleader: { facts: friendTakesTheHit('Veteran Wing Leader', wingmateQuestion, true, 2) },
  'jedicommander|Jedi Commander': { facts: friendTakesTheHit('Jedi Commander', wingmateQuestion, true, 2), partly: 'Its wingmates’ purple maneuvers count as red (a stress, no Force): the players apply that to each wingmate.' },
  // Its wingmates' boost or barrel roll (and their split from the wing) are theirs: the table does not hold a wingmate's actions back.
  'shadowwing|Shadow Wing': { facts: wingLeaderCard('Shadow Wing', 2) },
  // After its boost or barrel roll every wingmate splits from the wing: who is in it is the players'.
  'skystrikeacademyclass|Skystrike Academy Class': { facts: wingLeaderCard('Skystrike Academy Class', 5) },
  dreadnoughthunter: { yourCall: 'It lets a faceup card dealt to a huge ship apply its Precision Shot: the players read the huge ship’s damage card.' },
  /** h-moves: a friendly large or huge ship at range 0–3 (its own too) suffers 1 hit to execute its revealed maneuver 1 faster or slower, same bearing and difficulty. */
  admiralozzel: {
    facts: [
      { moment: 'friendlyRevealDial', conditions: [{ kind: 'size', who: 'other', sizes: ['large', 'huge'] }, { kind: 'ask', question: 'Is that friendly ship at range 0–3?' }], costs: [], effects: [{ kind: 'changeSpeed', who: 'other' }, { kind: 'damage', who: 'other', hits: 1, crits: 0 }], optional: true, summary: 'Admiral Ozzel: the friend suffers 1 hit to fly its maneuver 1 faster or slower (same bearing and difficulty)' },
      { moment: 'afterRevealDial', conditions: [{ kind: 'size', who: 'self', sizes: ['large', 'huge'] }], costs: [], effects: [{ kind: 'changeSpeed', who: 'self' }, { kind: 'damage', who: 'self', hits: 1, crits: 0 }], optional: true, summary: 'Admiral Ozzel: it suffers 1 hit to fly its maneuver 1 faster or slower (same bearing and difficulty)' },
    ],
  },
  // Up to 2 friendly ships at range 0–1, one prompt each: each keeps 1 calculate or evade through the End Phase.
  azmorigan: {
    facts: (['a friendly ship', 'a second friendly ship'] as const).map((whom): Fact => ({
      moment: 'endPhaseStart',
      conditions: [{ kind: 'ask', question: 'Is the friendly ship named at range 0–1 of it (a ship not chosen yet)?' }],
      costs: [],
      effects: [{ kind: 'keepTokens', who: 'friendly', tokens: ['calculate', 'evade'], amount: 1 }],
      optional: true,
      summary: `Azmorigan: ${whom} at range 0–1 keeps 1 calculate or evade token through this End Phase`,
    })),
  },
  /** h-moves: after a friendly ship at range 0–4 (its own too) reveals its dial, 1 charge sets it to another maneuver of the same difficulty and speed. */
  captainneeda: { facts: onRevealedDial('Captain Needa', '0–4', [{ kind: 'charge', amount: 1 }], (who) => ({ kind: 'setDial', who }), '1 charge, the revealed dial set to another maneuver of the same speed and difficulty') },
  strategiccommander: { facts: onRevealedDial('Strategic Commander', '0–4', [{ kind: 'charge', amount: 1 }], (who) => ({ kind: 'setDial', who }), '1 charge, the revealed dial set to another maneuver of the same speed and difficulty') },
  /** After a friendly ship near it is destroyed, a friendly ship near it may perform a red evade. */
  carlistrieekan: {
    facts: [{ moment: 'friendlyDestroyed', conditions: [{ kind: 'ask', question: 'Is it within range 0–2 of the destroyed ship and of the ship it chooses?' }], costs: [], effects: [{ kind: 'grantAction', who: 'friendly', action: 'evade', difficulty: 'red' }], optional: true, summary: 'Carlist Rieekan: a friendly ship nearby may perform a red evade' }],
  },
  /** A friendly ship at range 0–3 in an attack spends this ship's focus or evade token as its own. */
  jandodonna: {
    facts: [
      { moment: 'modifyAttackDice', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'ask', question: 'Is the attacking friendly ship at range 0–3?' }], costs: [{ kind: 'spendToken', token: 'focus', amount: 1 }], effects: [{ kind: 'change', pool: 'attack', count: 'all', from: ['focus'], to: 'hit' }], optional: true, summary: 'Jan Dodonna: a friend spends his focus: all focus → hit' },
      { moment: 'modifyDefenseDice', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'ask', question: 'Is the defending friendly ship at range 0–3?' }], costs: [{ kind: 'spendToken', token: 'focus', amount: 1 }], effects: [{ kind: 'change', pool: 'defense', count: 'all', from: ['focus'], to: 'evade' }], optional: true, summary: 'Jan Dodonna: a friend spends his focus: all focus → evade' },
      { moment: 'modifyDefenseDice', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'ask', question: 'Is the defending friendly ship at range 0–3?' }], costs: [{ kind: 'spendToken', token: 'evade', amount: 1 }], effects: [{ kind: 'change', pool: 'defense', count: 1, from: ['blank', 'focus'], to: 'evade' }], optional: true, summary: 'Jan Dodonna: a friend spends his evade: 1 blank or focus → evade' },
      // r5-friends: a friend's card that costs a focus or evade token it lacks may spend his (the cost rule asks the range).
      { moment: 'always', conditions: [{ kind: 'ask', question: 'Is the friendly ship spending it at range 0–3 of Jan Dodonna?' }], costs: [], effects: [{ kind: 'lendTokens', tokens: ['focus', 'evade'] }], optional: true, summary: 'Jan Dodonna: friends at range 0–3 may spend his focus and evade tokens for their cards' },
    ],
    // Every place a token is spent is covered: the dice's own focus and evade (the three facts), and any card's focus or
    // evade cost (the cost rule's lenders). No action or weapon header costs a focus or evade token in either edition.
  },
  /** As its ship is destroyed, each friendly ship at range 0–1 (named one by one) gains a focus; the model staying on the table until the End Phase is the players'. */
  raymusantilles: {
    facts: eachNamed(5, (nth) => `Is there ${nth} friendly ship at range 0–1 of it (name it)?`, { moment: 'afterDestroyed', costs: [], effects: [{ kind: 'gainToken', who: 'friendly', token: 'focus', amount: 1 }], optional: false, summary: 'Raymus Antilles: a friendly ship at range 0–1 gains 1 focus' }),
  },
  'b6bladewingprototype-command': { yourCall: 'Its attack costs an ion token and deals more damage for each extra result: the players apply it.' },
  /** After its attack destroys a limited defender: a charge back on the ship card and each upgrade, then the card flips (Paid). */
  'bounty|Bounty (Hired)': {
    facts: [{ moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'destroyed', who: 'other' }, { kind: 'ask', question: 'Did it destroy a limited ship (a • or more before its name)?' }], costs: [], effects: [{ kind: 'recoverEveryCharge', amount: 1 }, { kind: 'flipCard' }], optional: true, summary: 'Bounty: 1 charge back on the ship card and on each upgrade, then the card flips' }],
  },
  /** After an allied limited ship of its squad is destroyed: a focus token, and the card flips. */
  'initforthemoneyrebellion|In It For The Money': {
    facts: [{ moment: 'friendlyDestroyed', conditions: [{ kind: 'ask', question: 'Is it a limited ship of an allied faction in its squad that was destroyed?' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'focus', amount: 1 }, { kind: 'flipCard' }], optional: false, summary: 'In It For The Money: 1 focus, then the card flips' }],
  },
  martuuk: { yourCall: 'A wing kept in reserve and placed later is the players’ to place and lock.' },
  /** After its attack, a defender dealt a faceup damage card in it gains 2 strain; its energy bonus attack is the players'. */
  rifftamson: {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'ask', question: 'Did it deal the defender a faceup damage card in that attack?' }], costs: [], effects: [{ kind: 'gainToken', who: 'other', token: 'strain', amount: 2 }], optional: false, summary: 'Riff Tamson: the defender gains 2 strain after a faceup damage card' },
      { moment: 'atInitiative', conditions: [{ kind: 'initiativeStep', initiative: 5 }], costs: [{ kind: 'energy', amount: 1 }], effects: [{ kind: 'bonusAttackOf', weapons: ['hardpoint'] }], optional: true, summary: 'Riff Tamson: a bonus hardpoint attack at initiative 5 (1 energy)' },
    ],
  },
  /**
   * System Phase, 1 Force: each enemy ship in its front arc at range 0–1 (named one by one) gains a strain token, or a
   * jam token if that ship's player chooses it. The Force pays for the first ship named; the others follow it this round.
   */
  asajjventresscommand: {
    facts: eachAfterOnePaid('asajj', 4, [{ kind: 'force', amount: 1 }], (['strain', 'jam'] as const).map((token) => ({
      question: (nth: string) => `Is there ${nth === 'a' ? 'an' : nth} enemy ship in its front arc at range 0–1 ${token === 'jam' ? 'that chooses a jam instead' : 'that takes the strain'} (name it)?`,
      effects: [{ kind: 'gainToken', who: 'enemy', token, amount: 1 }],
      summary: (paid: boolean) => `Asajj Ventress: ${paid ? '1 Force, ' : ''}that enemy gains 1 ${token}`,
    })), 'systemPhase'),
  },
  /** At initiative 4 of the Engagement Phase (the table stops there), 1 energy: a bonus hardpoint attack. */
  zealouscaptain: {
    facts: [{ moment: 'atInitiative', conditions: [{ kind: 'initiativeStep', initiative: 4 }], costs: [{ kind: 'energy', amount: 1 }], effects: [{ kind: 'bonusAttackOf', weapons: ['hardpoint'] }], optional: true, summary: 'Zealous Captain: a bonus hardpoint attack at initiative 4 (1 energy)' }],
  },
  hondoohnakacommand: { yourCall: 'It moves victory or objective tokens, which the table does not keep.' },
  /** At initiative 4, 1 energy: a bonus hardpoint attack; it may attack friendly ships; after an attack that destroys the defender, each friend near it (named) may calculate. */
  generalgrievouscommand: {
    facts: [
      { moment: 'atInitiative', conditions: [{ kind: 'initiativeStep', initiative: 4 }], costs: [{ kind: 'energy', amount: 1 }], effects: [{ kind: 'bonusAttackOf', weapons: ['hardpoint'] }], optional: true, summary: 'General Grievous: a bonus hardpoint attack at initiative 4 (1 energy)' },
      { moment: 'always', conditions: [], costs: [], effects: [{ kind: 'attackFriendlyShips' }], optional: false, summary: 'General Grievous: it may attack friendly ships' },
      ...eachNamed(4, (nth) => `Is there ${nth} friendly ship at range 0–2 of the destroyed defender (name it)?`, { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'destroyed', who: 'other' }], costs: [], effects: [{ kind: 'grantAction', who: 'friendly', action: 'calculate', difficulty: 'white' }], optional: true, summary: 'General Grievous: a friend near the destroyed defender may calculate' }),
    ],
  },
  /** System Phase: its Crew remote dropped at range 0 of an enemy medium, large or huge ship in its rear arc (placed at the table); that ship gains 1 deplete, strain or stress, the player's pick. */
  combatboardingtube: {
    facts: (['deplete', 'strain', 'stress'] as const).map((token): Fact => ({
      moment: 'systemPhase',
      conditions: [{ kind: 'once', per: 'trigger', among: 'boarding' }, { kind: 'ask', question: 'Did it drop its Crew remote onto an enemy medium, large or huge ship in its rear arc (name it)?' }],
      costs: [],
      effects: [{ kind: 'gainToken', who: 'enemy', token, amount: 1 }],
      optional: true,
      summary: `Combat Boarding Tube: that ship gains 1 ${token}`,
    })),
  },

  // --- Configurations ---
  /** −1 attack die on a primary attack at a defender outside its bullseye arc; it may flip before it activates. */
  'integratedsfoils|Integrated S-foils (Closed)': {
    facts: [
      { moment: 'rollAttackDice', role: 'attacker', conditions: [primary, { kind: 'ask', question: 'Is the defender outside its bullseye arc?' }], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: -1 }], optional: false, summary: 'Integrated S-foils (Closed): −1 attack die outside its bullseye arc' },
      flipBeforeActivating('Integrated S-foils (Closed)'),
    ],
  },
  /** With exactly 1 disarm token: torpedo and missile attacks still, at a ship it has locked (the disarm rule reads it), and then its lock is not spent in that attack. */
  os1arsenalloadout: {
    facts: [
      { moment: 'always', conditions: [{ kind: 'tokenCount', who: 'self', token: 'disarm', atMost: 1 }], costs: [], effects: [{ kind: 'attackWhileDisarmedWith', weapons: ['torpedo', 'missile'], lockedOnly: true }], optional: false, summary: 'Os-1 Arsenal Loadout: with 1 disarm token, torpedo and missile attacks at a locked ship' },
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'token', who: 'self', token: 'disarm' }, { kind: 'tokenCount', who: 'self', token: 'disarm', atMost: 1 }, { kind: 'weapon', weapon: 'torpedo', or: 'missile' }], costs: [], effects: [{ kind: 'forbidTokens', by: 'attacker', tokens: ['lock'] }], optional: false, summary: 'Os-1 Arsenal Loadout: disarmed, it cannot spend its lock in that attack' },
    ],
  },
  'pivotwing|Pivot Wing (Closed)': {
    facts: [
      { moment: 'rollDefenseDice', role: 'defender', conditions: [], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: -1 }], optional: false, summary: 'Pivot Wing (Closed): −1 defense die' },
      flipBeforeActivating('Pivot Wing (Closed)'),
      // h-moves: after a stationary (0 stop) maneuver, the players may turn it 90° or 180°; the table records it.
      { moment: 'afterManeuver', conditions: [{ kind: 'maneuver', bearings: ['stop'] }], costs: [], effects: [{ kind: 'rotateShip', who: 'self', degrees: [90, 180] }], optional: true, summary: 'Pivot Wing (Closed): after a stationary maneuver, rotate 90° or 180°' },
    ],
  },
  'servomotorsfoils|Servomotor S-foils (Closed)': {
    facts: [
      { moment: 'rollAttackDice', role: 'attacker', conditions: [primary], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: -1 }], optional: false, summary: 'Servomotor S-foils (Closed): −1 attack die on a primary attack' },
      flipBeforeActivating('Servomotor S-foils (Closed)'),
    ],
  },
  'swivelwing|Swivel Wing (Up)': {
    facts: [
      { moment: 'rollDefenseDice', role: 'defender', conditions: [], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: -1 }], optional: false, summary: 'Swivel Wing (Up): −1 defense die' },
      { moment: 'afterManeuver', conditions: [{ kind: 'maneuver', bearings: ['straight', 'bank', 'turn', 'koiogran', 'segnor', 'tallon', 'reverse'] }], costs: [], effects: [{ kind: 'flipCard' }], optional: true, summary: 'Swivel Wing (Up): may flip the card after a moving maneuver' },
    ],
  },
  /** With exactly 1 disarm token: cannon attacks still, rolling at most 3 dice (the disarm rule reads it). */
  xg1assaultconfiguration: {
    facts: [{ moment: 'always', conditions: [{ kind: 'tokenCount', who: 'self', token: 'disarm', atMost: 1 }], costs: [], effects: [{ kind: 'attackWhileDisarmedWith', weapons: ['cannon'], maxDice: 3 }], optional: false, summary: 'Xg-1 Assault Configuration: with 1 disarm token, cannon attacks of at most 3 dice' }],
  },
  /** It flips after a maneuver (no choice); what it does on an asteroid after the reveal is the players'. */
  'grapplingstruts|Grappling Struts (Open)': {
    facts: [{ moment: 'afterManeuver', conditions: [], costs: [], effects: [{ kind: 'flipCard' }], optional: false, summary: 'Grappling Struts (Open): the card flips after a maneuver' }],
    partly: 'Obstacles ignored, and staying on an asteroid or debris cloud after the reveal (2.5: no barrel roll) are the players’.',
  },
  'landingstruts|Landing Struts (Open)': {
    facts: [{ moment: 'afterManeuver', conditions: [], costs: [], effects: [{ kind: 'flipCard' }], optional: false, summary: 'Landing Struts (Open): the card flips after a maneuver' }],
    partly: 'Obstacles ignored, and staying on an asteroid or debris cloud after the reveal (2.5: no barrel roll) are the players’.',
  },
  /** Epic rules · Bonus Attacks: its "Bonus Attack:" header, once a round as the ship engages (before or after its standard attack): 1 energy for a cannon, turret or missile attack. */
  corsairrefit: {
    facts: [{ moment: 'beforeEngaging', conditions: [{ kind: 'once', per: 'round' }], costs: [{ kind: 'energy', amount: 1 }], effects: [{ kind: 'bonusAttackOf', weapons: ['cannon', 'turret', 'missile'] }], optional: true, summary: 'Corsair Refit: a bonus cannon, turret or missile attack (1 energy)' }],
  },
  /** After its attack it may spend its lock on the defender for a bonus cannon attack; it flips before it activates while not critically damaged. */
  'stabilizedsfoils|Stabilized S-foils (Open)': {
    facts: [
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'ask', question: 'Is it carrying a cannon it has not attacked with this turn?' }], costs: [{ kind: 'spendToken', token: 'lock', amount: 1 }], effects: [{ kind: 'bonusAttack', weapon: 'any' }], optional: true, summary: 'Stabilized S-foils (Open): spend its lock for a bonus cannon attack at that defender' },
      { moment: 'beforeActivating', conditions: [{ kind: 'critical', who: 'self', none: true }], costs: [], effects: [{ kind: 'flipCard' }], optional: true, summary: 'Stabilized S-foils (Open): may flip the card before it activates' },
    ],
  },
  /** Before a primary attack's roll, 2 charges: the crits left give ion tokens instead of damage (Deal Damage and the odds read it). */
  alpha3eesk: {
    facts: [{ moment: 'rollAttackDice', role: 'attacker', conditions: [primary], costs: [{ kind: 'charge', amount: 2 }], effects: [{ kind: 'critsAsIon' }], optional: true, summary: 'Alpha-3E “Esk”: 2 charges before the roll, its crits give ion tokens instead of damage' }],
  },
  /** Each System Phase: a disarm token, or the card flips to Detached (one of the two); at the end of the End Phase with no active charge, it flips. */
  'interceptbooster|Intercept Booster (Attached)': {
    facts: [
      { moment: 'systemPhase', conditions: [{ kind: 'once', per: 'trigger', among: 'booster' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'disarm', amount: 1 }], optional: true, summary: 'Intercept Booster: gains 1 disarm token (or the card flips: one of the two)' },
      { moment: 'systemPhase', conditions: [{ kind: 'once', per: 'trigger', among: 'booster' }], costs: [], effects: [{ kind: 'flipCard' }], optional: true, summary: 'Intercept Booster: flips to Detached instead of a disarm token' },
      { moment: 'endPhaseEnd', conditions: [{ kind: 'chargeInactive' }], costs: [], effects: [{ kind: 'flipCard' }], optional: false, summary: 'Intercept Booster: flips to Detached, its charges gone' },
    ],
  },
  /** Before it engages, with no green token and no stress: a calculate token per enemy ship at range 2–3 in its firing arc, 2 at most. */
  targetassistmgk300: {
    facts: [
      { moment: 'beforeEngaging', conditions: [...noGreen('self'), { kind: 'token', who: 'self', token: 'stress', none: true }, { kind: 'ask', question: 'Is there exactly 1 enemy ship at range 2–3 in its firing arc?' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'calculate', amount: 1 }], optional: false, summary: 'Target-Assist MGK-300: 1 calculate for the one enemy ship at range 2–3 in its arc' },
      { moment: 'beforeEngaging', conditions: [...noGreen('self'), { kind: 'token', who: 'self', token: 'stress', none: true }, { kind: 'ask', question: 'Is there more than 1 enemy ship at range 2–3 in its firing arc?' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'calculate', amount: 2 }], optional: false, summary: 'Target-Assist MGK-300: 2 calculate for 2 or more enemy ships at range 2–3 in its arc' },
    ],
  },
  vectoredcannonsrz1: { yourCall: 'It changes the ship’s arcs and ship ability: the players fire from the turret arc.' },
  /** +1 defense die while the attacker has no green token; a jammed ship in the attack arc, and jamming friends, are the players'. */
  enhancedjammingsuite: {
    facts: [
      { moment: 'rollDefenseDice', role: 'defender', conditions: noGreen('other'), costs: [], effects: [{ kind: 'dice', pool: 'defense', count: 1 }], optional: true, summary: 'Enhanced Jamming Suite: +1 defense die, the attacker having no green token' },
      { moment: 'rollDefenseDice', role: 'defender', conditions: [{ kind: 'tokenColour', who: 'other', colours: ['green'] }, { kind: 'ask', question: 'Is there a jammed ship in the attack arc?' }], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: 1 }], optional: true, summary: 'Enhanced Jamming Suite: +1 defense die, a jammed ship in the attack arc' },
      // A friend is a jam target already (RRG · Jam); itself, by this card (the action rule reads it).
      { moment: 'always', conditions: [], costs: [], effects: [{ kind: 'jamItself' }], optional: false, summary: 'Enhanced Jamming Suite: its jam may choose itself' },
    ],
  },
  'strutlockoverride-siegeofcoruscant': { yourCall: 'It lets the ship move through obstacles this round: the players move it.' },

  // --- Hardpoints ---
  'ioncannonbattery|Ion Cannon Battery (Offline)': { facts: [backOnline('Ion Cannon Battery', 'afterEngaging', 2)] },
  'pointdefensebattery|Point-Defense Battery (Offline)': { facts: [backOnline('Point-Defense Battery', 'afterEngaging', 2)] },
  'targetingbattery|Targeting Battery (Offline)': { facts: [backOnline('Targeting Battery', 'afterEngaging', 2)] },
  'turbolaserbattery|Turbolaser Battery (Offline)': { facts: [backOnline('Turbolaser Battery', 'afterEngaging', 2)] },
  /** Its bonus attack and energy are the weapons rule's; a hit deals 1 crit and every result gives an ion token (Deal Damage reads it). */
  'ioncannonbattery|Ion Cannon Battery': {
    facts: [{ moment: 'dealDamage', role: 'attacker', conditions: [thisWeapon], costs: [], effects: [{ kind: 'ionWithCrit' }], optional: false, summary: 'Ion Cannon Battery: a hit deals 1 crit, and every hit and crit gives an ion token' }],
  },
  /** Online: its torpedoes and missiles fire only as bonus attacks, from its full front arc; its two headers, a torpedo and a missile bonus attack, once a round as the ship engages. */
  'ordnancetubes|Ordnance Tubes': {
    facts: [
      { moment: 'always', conditions: [], costs: [], effects: [{ kind: 'onlyBonusAttacks', slots: ['Torpedo', 'Missile'] }, { kind: 'weaponArcAs', slots: ['Torpedo', 'Missile'], from: 'front', to: 'full-front' }], optional: false, summary: 'Ordnance Tubes: torpedoes and missiles only as bonus attacks, from the full front arc' },
      ...(['torpedo', 'missile'] as const).map((weapon): Fact => ({ moment: 'beforeEngaging', conditions: [{ kind: 'once', per: 'round', among: `tubes-${weapon}` }], costs: [], effects: [{ kind: 'bonusAttackOf', weapons: [weapon] }], optional: true, summary: `Ordnance Tubes: a bonus ${weapon} attack` })),
    ],
  },
  /** Action: 2 energy to flip it back; meanwhile its torpedoes and missiles need the bullseye arc. */
  'ordnancetubes|Ordnance Tubes (Offline)': {
    facts: [
      backOnline('Ordnance Tubes', 'action', 2),
      { moment: 'always', conditions: [], costs: [], effects: [{ kind: 'weaponArcAs', slots: ['Torpedo', 'Missile'], from: 'front', to: 'bullseye' }], optional: false, summary: 'Ordnance Tubes (Offline): torpedoes and missiles from the bullseye arc' },
    ],
  },
  'pointdefensebattery|Point-Defense Battery': { engine: 'the weapons rule: its four bonus attacks, 1 energy each, each once per round (attack/weapons.ts)' },
  /** After an attack with it: a lock on the defender (its bonus attack's energy is the weapons rule's). */
  'targetingbattery|Targeting Battery': {
    facts: [{ moment: 'afterAttack', role: 'attacker', conditions: [thisWeapon], costs: [], effects: [{ kind: 'acquireLock', on: 'other' }], optional: true, summary: 'Targeting Battery: a lock on the defender after its attack' }],
  },
  /** Its attack hits: 3 more hit results to deal (no choice); its 3 energy and lock are the weapons rule's. */
  'turbolaserbattery|Turbolaser Battery': {
    facts: [{ moment: 'dealDamage', role: 'attacker', conditions: [thisWeapon, { kind: 'hit', hit: true }], costs: [], effects: [{ kind: 'changeRemaining', hits: 3, crits: 0 }], optional: false, summary: 'Turbolaser Battery: its attack hits, 3 more hit results' }],
  },
  /** Its first "Bonus Attack." header is the weapons rule's (once a round); its other four, 1 energy each as the ship engages (paid then, not again as declared), are grants of the same attack. */
  'tractortentacles|Tractor Tentacles': {
    facts: (['second', 'third', 'fourth', 'fifth'] as const).map((nth): Fact => ({ moment: 'beforeEngaging', conditions: [{ kind: 'once', per: 'round', among: `tentacles-${nth}` }], costs: [{ kind: 'energy', amount: 1 }], effects: [{ kind: 'bonusAttackOf', weapons: ['this'], noCost: true }], optional: true, summary: `Tractor Tentacles: its ${nth} bonus attack (1 energy)` })),
  },
  'tractortentacles|Tractor Tentacles (Offline)': { facts: [backOnline('Tractor Tentacles', 'action', 1)] },
  /** Its attack's hit → crit; its bonus attacks and their energy are the weapons rule's (energy kept by hand). */
  'protoncannonbattery|Proton Cannon Battery': {
    facts: [{ moment: 'modifyAttackDice', role: 'attacker', conditions: [thisWeapon], costs: [], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['hit'], to: 'crit' }], optional: true, summary: 'Proton Cannon Battery: 1 hit → crit' }],
  },
  'protoncannonbattery|Proton Cannon Battery (Offline)': { facts: [backOnline('Proton Cannon Battery', 'action', 1)] },
  /** Start of the End Phase: 2 energy for a white 2 straight or 1 bank, moved by the players. */
  'enhancedpropulsion|Enhanced Propulsion': {
    facts: [{ moment: 'endPhaseStart', conditions: [], costs: [{ kind: 'energy', amount: 2 }], effects: [{ kind: 'move', difficulty: 'white' }], optional: true, summary: 'Enhanced Propulsion: 2 energy for a white 2 straight or 1 bank' }],
  },
  'enhancedpropulsion|Enhanced Propulsion (Offline)': { facts: [backOnline('Enhanced Propulsion', 'action', 1)] },
  /** At range 0 all its hits become crits (no choice); range 0 is its weapon's range band. */
  'drillbeak|Drill Beak': {
    facts: [{ moment: 'modifyAttackDice', role: 'attacker', conditions: [thisWeapon, { kind: 'range', min: 0, max: 0 }], costs: [], effects: [{ kind: 'change', pool: 'attack', count: 'all', from: ['hit'], to: 'crit' }], optional: false, summary: 'Drill Beak: at range 0 every hit → crit' }],
  },
  'drillbeak|Drill Beak (Offline)': { facts: [backOnline('Drill Beak', 'action', 1)] },

  // --- Illicit ---
  /** Action: 1 charge for a cloak action; the Planning Phase roll to decloak is the players'. */
  cloakingdevice: {
    facts: [{ moment: 'action', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'performAction', action: 'cloak', difficulty: 'white' }], optional: true, summary: 'Cloaking Device: a cloak action for 1 charge' }],
    partly: 'Its die at the start of each Planning Phase (a focus: decloak or lose the cloak) is rolled by the players.',
  },
  /** Before it activates, 1 charge: until the end of the round it acts and flies red maneuvers even while stressed. */
  contrabandcybernetics: {
    facts: [
      { moment: 'beforeActivating', conditions: [{ kind: 'once', per: 'round', among: 'contraband' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'forTheRound' }], optional: true, summary: 'Contraband Cybernetics: 1 charge, actions and red maneuvers even while stressed this round' },
      { moment: 'always', conditions: [{ kind: 'usedThisRound', among: 'contraband' }], costs: [], effects: [{ kind: 'evenWhileStressed' }], optional: false, summary: 'Contraband Cybernetics: actions even while stressed (this round)' },
      { moment: 'always', conditions: [{ kind: 'usedThisRound', among: 'contraband' }], costs: [], effects: [{ kind: 'redManeuverWhileStressed', maneuvers: 'any' }], optional: false, summary: 'Contraband Cybernetics: red maneuvers even while stressed (this round)' },
    ],
  },
  /** After it is destroyed: each other ship at range 0–1 suffers 1 hit damage (the player names each). */
  deadmansswitch: {
    facts: eachNamed(4, (nth) => `Is there ${nth} other ship at range 0–1 (name it)?`, { moment: 'afterDestroyed', costs: [], effects: [{ kind: 'damage', who: 'any', hits: 1, crits: 0 }], optional: false, summary: 'Deadman’s Switch: a ship at range 0–1 suffers 1 hit damage' }),
  },
  /** Before it engages: an ion and a disarm token, and each ship at range 0 suffers 1 hit damage (the player names each). */
  feedbackarray: {
    facts: [
      { moment: 'beforeEngaging', conditions: [{ kind: 'ask', question: 'Is there a ship at range 0 (name it)?' }], costs: [{ kind: 'gainToken', token: 'ion', amount: 1 }, { kind: 'gainToken', token: 'disarm', amount: 1 }], effects: [{ kind: 'damage', who: 'any', hits: 1, crits: 0 }], optional: true, summary: 'Feedback Array: an ion and a disarm token, a ship at range 0 suffers 1 hit damage' },
      { moment: 'beforeEngaging', conditions: [{ kind: 'token', who: 'self', token: 'disarm' }, { kind: 'ask', question: 'Did it just take Feedback Array’s tokens, and is there a second ship at range 0 (name it)?' }], costs: [], effects: [{ kind: 'damage', who: 'any', hits: 1, crits: 0 }], optional: true, summary: 'Feedback Array: a second ship at range 0 suffers 1 hit damage' },
    ],
  },
  /** h-moves: before its maneuver, 1 shield buys a white 0 stop in place of the revealed maneuver, and a stress token. */
  inertialdampeners: {
    facts: [
      { moment: 'afterRevealDial', conditions: [{ kind: 'shielded', who: 'self' }], costs: [], effects: [{ kind: 'lose', who: 'self', what: 'shield', amount: 1 }, { kind: 'stopInstead' }, { kind: 'gainToken', who: 'self', token: 'stress', amount: 1 }], optional: true, summary: 'Inertial Dampeners: 1 shield, a white 0 stop instead of its revealed maneuver, then 1 stress' },
    ],
  },
  /** A SLAM even while stressed, paid with 1 crit or an exposed card; after a partial maneuver, a SLAM for an exposed card or 1 crit. */
  coaxiumhyperfuel: {
    facts: [
      { moment: 'always', conditions: [], costs: [], effects: [{ kind: 'evenWhileStressed', actions: ['slam'] }], optional: false, summary: 'Coaxium Hyperfuel: SLAM even while stressed' },
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['slam'] }, { kind: 'token', who: 'self', token: 'stress' }, { kind: 'once', per: 'trigger', among: 'coaxium' }, { kind: 'ask', question: 'Was it stressed as it SLAMmed, and does it take the crit (not exposing a card)?' }], costs: [], effects: [{ kind: 'damage', who: 'self', hits: 0, crits: 1 }], optional: false, summary: 'Coaxium Hyperfuel: 1 crit for its stressed SLAM' },
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['slam'] }, { kind: 'token', who: 'self', token: 'stress' }, { kind: 'damaged', who: 'self', what: 'card' }, { kind: 'once', per: 'trigger', among: 'coaxium' }, { kind: 'ask', question: 'Was it stressed as it SLAMmed, and does it expose a damage card instead of the crit?' }], costs: [], effects: [{ kind: 'exposeDamage', who: 'self' }], optional: false, summary: 'Coaxium Hyperfuel: a damage card exposed for its stressed SLAM' },
      { moment: 'afterPartialManeuver', conditions: [{ kind: 'damaged', who: 'self', what: 'card' }, { kind: 'once', per: 'trigger', among: 'coaxium-partial' }], costs: [], effects: [{ kind: 'exposeDamage', who: 'self' }, { kind: 'performAction', action: 'slam', difficulty: 'white' }], optional: true, summary: 'Coaxium Hyperfuel: expose a damage card for a SLAM · after a partial maneuver' },
      { moment: 'afterPartialManeuver', conditions: [{ kind: 'once', per: 'trigger', among: 'coaxium-partial' }], costs: [{ kind: 'damage', hits: 0, crits: 1 }], effects: [{ kind: 'performAction', action: 'slam', difficulty: 'white' }], optional: true, summary: 'Coaxium Hyperfuel: 1 crit for a SLAM · after a partial maneuver' },
    ],
  },
  quickreleaselocks: { yourCall: 'It drops a cargo crate, which the players place.' },
  saboteursmap: { yourCall: 'It places mines at the end of setup: the players place them.' },
  /** After it locks by its lock action, or is locked: its last charge is lost and that ship is jammed. */
  falsetranspondercodes: {
    facts: [
      // Any lock it acquires (its action, a card's): the moment names the ship locked.
      { moment: 'afterAcquireLock', conditions: [{ kind: 'hasCharge', what: 'charge', atLeast: 1 }], costs: [], effects: [{ kind: 'lose', who: 'self', what: 'charge', amount: 1 }, { kind: 'gainToken', who: 'other', token: 'jam', amount: 1 }], optional: false, summary: 'False Transponder Codes: it loses its charge and jams the ship it locked' },
      { moment: 'afterLocked', conditions: [{ kind: 'hasCharge', what: 'charge', atLeast: 1 }], costs: [], effects: [{ kind: 'lose', who: 'self', what: 'charge', amount: 1 }, { kind: 'gainToken', who: 'enemy', token: 'jam', amount: 1 }], optional: false, summary: 'False Transponder Codes: it loses its charge and jams the ship that locked it' },
    ],
  },
  babufrik: { yourCall: 'It keeps tokens on the card instead of the ship: the players keep them there.' },
  /** System Phase, not stressed: 1 charge for 3 calculate tokens; the End Phase strain once its charge is gone is the players'. */
  overtunedmodulators: {
    facts: [
      // Its charge gone, as the End Phase starts (before the cleanup): 1 strain for each green token it will remove (one fact per token, no choice).
      ...[1, 2, 3, 4, 5, 6].map((nth): Fact => ({ moment: 'endPhaseStart', conditions: [{ kind: 'chargeInactive' }, { kind: 'colourCount', who: 'self', colours: ['green'], atLeast: nth }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'strain', amount: 1 }], optional: false, summary: `Overtuned Modulators: 1 strain for its green token no. ${nth} removed (its charge gone)` })),
      { moment: 'systemPhase', conditions: [{ kind: 'token', who: 'self', token: 'stress', none: true }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'gainToken', who: 'self', token: 'calculate', amount: 3 }], optional: true, summary: 'Overtuned Modulators: 3 calculate for 1 charge' },
    ],
  },
  /** Its range 0 is its weapon's range band and its charge its header: the weapons rule fires it. */
  hotshottailblaster: { engine: 'the weapons rule at Declare Target (attack/weapons.ts)' },
  /** After a ship locks it: 1 charge to jam that ship. */
  'feedbackemitter-battleoverendor': {
    facts: [{ moment: 'afterLocked', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'gainToken', who: 'enemy', token: 'jam', amount: 1 }], optional: true, summary: 'Feedback Emitter: 1 charge to jam the ship that locked it' }],
  },

  // --- Missiles ---
  /** In the bullseye arc: charges to reroll that many attack dice, spent at once. */
  barragerockets: {
    // One of the three, once in the attack: its charges paid once for all the dice it rerolls.
    facts: [1, 2, 3].map((count) => ({ moment: 'modifyAttackDice' as const, role: 'attacker' as const, conditions: [thisWeapon, { kind: 'arc' as const, arc: 'bullseye' as const }, { kind: 'once' as const, per: 'attack' as const, among: 'barrage' }], costs: [{ kind: 'charge' as const, amount: count }], effects: [{ kind: 'reroll' as const, pool: 'attack' as const, count }], optional: true, summary: `Barrage Rockets: reroll up to ${count} attack ${count === 1 ? 'die' : 'dice'} (${count} charge${count === 1 ? '' : 's'})` })),
  },
  /** After an attack with it: the same attack as a bonus attack at another ship at range 0–1 of the defender (asked), no lock needed; its charge is paid again. */
  clustermissiles: {
    facts: [{ moment: 'afterAttack', role: 'attacker', conditions: [thisWeapon, { kind: 'ask', question: 'Is there another enemy ship at range 0–1 of the defender (its next target)?' }], costs: [], effects: [{ kind: 'bonusAttackOf', weapons: ['this'], noRequirement: true, otherTarget: true }], optional: true, summary: 'Cluster Missiles: the attack again as a bonus attack at another ship near the defender, no lock needed' }],
  },
  /** After its attack hits: each other ship at range 0–1 of the defender exposes 1 damage card (the player names each). */
  concussionmissiles: {
    facts: eachNamed(4, (nth) => `Is there ${nth} ship at range 0–1 of the defender (name it)?`, { moment: 'afterAttack', role: 'attacker', conditions: [thisWeapon, { kind: 'hit', hit: true }], costs: [], effects: [{ kind: 'exposeDamage', who: 'any' }], optional: false, summary: 'Concussion Missiles: a ship near the defender exposes 1 damage card' }),
  },
  /** After the defender is declared: if its player chooses, it suffers 1 hit (Homing Torpedoes: 1 crit) and the dice are skipped, the attack hitting. */
  homingmissiles: {
    facts: [{ moment: 'rollAttackDice', role: 'attacker', conditions: [thisWeapon, { kind: 'ask', question: 'Does the defender choose to suffer 1 hit damage and skip the dice?' }], costs: [], effects: [{ kind: 'skipDiceAsHit', hits: 1, crits: 0 }], optional: true, summary: 'Homing Missiles: the defender suffers 1 hit, no dice; the attack hits' }],
  },
  homingtorpedoes: {
    facts: [{ moment: 'rollAttackDice', role: 'attacker', conditions: [thisWeapon, { kind: 'ask', question: 'Does the defender choose to suffer 1 crit damage and skip the dice?' }], costs: [], effects: [{ kind: 'skipDiceAsHit', hits: 0, crits: 1 }], optional: true, summary: 'Homing Torpedoes: the defender suffers 1 crit, no dice; the attack hits' }],
  },
  /** Spending a calculate token in its attack: 1 focus → crit. Action: it reloads its own charge. */
  energyshellcharges: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [thisWeapon], costs: [{ kind: 'spendToken', token: 'calculate', amount: 1 }], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['focus'], to: 'crit' }], optional: true, summary: 'Energy-Shell Charges: 1 focus → crit (a calculate)' },
      { moment: 'action', conditions: [], costs: [], effects: [{ kind: 'recover', what: 'charge', amount: 1 }], optional: true, summary: 'Energy-Shell Charges: an action to reload its charge' },
    ],
  },
  diamondboronmissiles: { yourCall: eachShipNear },
  /** If it hits: the defender suffers 1 crit and gains 1 deplete and 1 jam, then every result left is cancelled (no choice). */
  magpulsewarheads: {
    facts: [{ moment: 'dealDamage', role: 'attacker', conditions: [thisWeapon, { kind: 'hit', hit: true }], costs: [], effects: [{ kind: 'damage', who: 'other', hits: 0, crits: 1 }, { kind: 'gainToken', who: 'other', token: 'deplete', amount: 1 }, { kind: 'gainToken', who: 'other', token: 'jam', amount: 1 }, { kind: 'cancelRemaining' }], optional: false, summary: 'Mag-Pulse Warheads: the defender suffers 1 crit, gains 1 deplete and 1 jam; the other results are cancelled' }],
  },
  electrochaffmissiles: { yourCall: 'It launches a cloud the players place.' },
  /** 1 charge: +1 attack die with the defender in its front arc; with it in the bullseye arc, a second for 1 more charge. */
  multimissilepods: {
    facts: [
      { moment: 'rollAttackDice', role: 'attacker', conditions: [thisWeapon, { kind: 'ask', question: 'Is the defender in its front arc?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: true, summary: 'Multi-Missile Pods: +1 attack die in its front arc (1 charge)' },
      { moment: 'rollAttackDice', role: 'attacker', conditions: [thisWeapon, { kind: 'arc', arc: 'bullseye' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: true, summary: 'Multi-Missile Pods: a second extra die in its bullseye arc (1 charge)' },
    ],
  },
  /** If it hits: every result left is cancelled (no choice); then each friendly ship at range 1–3 of the defender may lock it (the player names each). */
  xx23sthreadtracers: {
    facts: [
      { moment: 'dealDamage', role: 'attacker', conditions: [thisWeapon, { kind: 'hit', hit: true }], costs: [], effects: [{ kind: 'cancelRemaining' }], optional: false, summary: 'XX-23 S-Thread Tracers: the results are cancelled, no damage' },
      ...eachNamed(4, (nth) => `Is there ${nth} friendly ship at range 1–3 of the defender to lock it (name it)?`, { moment: 'afterAttack', role: 'attacker', conditions: [thisWeapon, { kind: 'hit', hit: true }], costs: [], effects: [{ kind: 'acquireLock', on: 'other', by: 'friendly' }], optional: true, summary: 'XX-23 S-Thread Tracers: a friendly ship near the defender locks it' }),
    ],
  },
  /** Up to 2 more charges, each for 1 focus → hit (two facts, each once in the attack). */
  'seekermissiles-swz103': {
    facts: [1, 2].map((n) => ({ moment: 'modifyAttackDice' as const, role: 'attacker' as const, conditions: [thisWeapon], costs: [{ kind: 'charge' as const, amount: 1 }], effects: [{ kind: 'change' as const, pool: 'attack' as const, count: 1, from: ['focus' as const], to: 'hit' as const }], optional: true, summary: `Seeker Missiles: 1 focus → hit for 1 more charge (${n === 1 ? 'first' : 'second'})` })),
  },
  /** In its front arc: 1 more charge for 1 more die; its second attack after this one is the players'. */
  'saturationrockets-alphaclassstarwing': {
    facts: [
      { moment: 'rollAttackDice', role: 'attacker', conditions: [thisWeapon, { kind: 'arc', arc: 'front' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: true, summary: 'Saturation Rockets: +1 attack die in its front arc (1 charge)' },
      // After it: 1 charge for the same attack at another ship near the defender, its own 2 charges not paid.
      { moment: 'afterAttack', role: 'attacker', conditions: [thisWeapon, { kind: 'ask', question: 'Is there another enemy ship at range 0–1 of the defender (its next target)?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'bonusAttackOf', weapons: ['this'], noCost: true, otherTarget: true }], optional: true, summary: 'Saturation Rockets: 1 charge, the attack again as a bonus attack at another ship near the defender' },
    ],
  },
  /** After an attack with it that hits, the defender loses 1 shield (no choice). */
  'heavyplasmamissiles-alphaclassstarwing': {
    facts: [{ moment: 'afterAttack', role: 'attacker', conditions: [thisWeapon, { kind: 'hit', hit: true }], costs: [], effects: [{ kind: 'lose', who: 'other', what: 'shield', amount: 1 }], optional: false, summary: 'Heavy Plasma Missiles: the defender loses 1 shield after the hit' }],
  },

  // --- Modifications ---
  /** Before damage from an obstacle or a friendly bomb is suffered: 1 charge prevents 1 of it. */
  ablativeplating: {
    facts: [{ moment: 'beforeSufferDamage', conditions: [{ kind: 'ask', question: 'Is this damage from an obstacle or from a friendly bomb detonating?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'preventDamage', amount: 1, face: 'any' }], optional: true, summary: 'Ablative Plating: 1 charge, 1 of that damage prevented' }],
  },
  /** After a SLAM whose maneuver was fully executed: one of its white actions, as red. */
  advancedslam: {
    facts: [{ moment: 'afterAction', conditions: [{ kind: 'action', actions: ['slam'] }, { kind: 'ask', question: 'Did it fully execute the SLAM maneuver?' }], costs: [], effects: [{ kind: 'performAnyAction', difficulty: 'red' }], optional: true, summary: 'Advanced SLAM: one white action of its bar, as red' }],
  },
  /** End Phase: 1 hit damage to remove 1 red token (one use). */
  electronicbaffle: {
    facts: (['stress', 'strain', 'ion', 'deplete'] as const).map((token) => ({ moment: 'endPhaseStart' as const, conditions: [{ kind: 'token' as const, who: 'self' as const, token }, { kind: 'once' as const, per: 'trigger' as const, among: 'baffle' }], costs: [{ kind: 'damage' as const, hits: 1, crits: 0 }], effects: [{ kind: 'removeToken' as const, who: 'self' as const, token, amount: 1 }], optional: true, summary: `Electronic Baffle: suffer 1 hit to remove 1 ${token}` })),
  },
  /** A torpedo or missile attack, after the roll: every result cancelled for 1 charge back on that weapon's card. */
  munitionsfailsafe: {
    facts: [{ moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'torpedo', or: 'missile' }], costs: [], effects: [{ kind: 'cancel', pool: 'attack', count: 'all', faces: ['hit', 'crit', 'focus', 'blank'] }, { kind: 'recoverUpgradeCharge', slots: ['Torpedo', 'Missile'], amount: 1 }], optional: true, summary: 'Munitions Failsafe: cancel every result for 1 charge back on the weapon' }],
  },
  /** Not stressed, it gains an ion or jam token: 1 stress token, and another ship at range 0–1 it names takes that token instead. */
  staticdischargevanes: {
    facts: (['ion', 'jam'] as const).flatMap((token) => (['enemy', 'friendly'] as const).map((to): Fact => ({ moment: 'afterGainToken', conditions: [{ kind: 'gained', tokens: [token] }, { kind: 'token', who: 'self', token: 'stress', none: true }, { kind: 'ask', question: `Is the ${to} ship it names at range 0–1?` }, { kind: 'once', per: 'trigger', among: 'vanes' }], costs: [{ kind: 'gainToken', token: 'stress', amount: 1 }], effects: [{ kind: 'transferToken', to, token, amount: 1 }], optional: true, summary: `Static Discharge Vanes: 1 stress, an ${to} ship nearby takes the ${token} token` }))),
  },
  /** While its charge is active, +1 defense die; after it suffers damage, it loses the charge. */
  stealthdevice: {
    facts: [
      { moment: 'rollDefenseDice', role: 'defender', conditions: [{ kind: 'hasCharge', what: 'charge', atLeast: 1 }], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: 1 }], optional: false, summary: 'Stealth Device: +1 defense die while its charge is active' },
      { moment: 'afterDamaged', conditions: [{ kind: 'hasCharge', what: 'charge', atLeast: 1 }], costs: [], effects: [{ kind: 'lose', who: 'self', what: 'charge', amount: 1 }], optional: false, summary: 'Stealth Device: loses its charge after it suffers damage' },
    ],
  },
  /** An enemy attack it obstructs: the friendly defender rolls 1 more defense die. */
  tacticalscrambler: {
    facts: [{ moment: 'rollDefenseDice', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'ask', question: 'Does this ship obstruct the enemy’s attack?' }], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: 1 }], optional: false, summary: 'Tactical Scrambler: +1 defense die for the defender of an attack it obstructs' }],
  },
  /** RRG · Damage Cards: before a faceup Ship card is dealt to it, 1 of its charges discards that card instead. */
  imperviumplating: {
    facts: [{ moment: 'beforeDealtCard', conditions: [{ kind: 'dealtCard', faceup: true, traits: ['Ship'] }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'discardDealtCard' }], optional: true, summary: 'Impervium Plating: 1 charge, the faceup Ship card is discarded instead' }],
  },
  /** After its attack: it spends its lock on the defender, and a friend near it (named) acquires a lock on the defender. */
  synchronizedconsole: {
    facts: [{ moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'lock', who: 'self' }, { kind: 'ask', question: 'Is there a friendly ship at range 1, or one with Synchronized Console at range 1–3 (name it)?' }], costs: [{ kind: 'spendToken', token: 'lock', amount: 1 }], effects: [{ kind: 'acquireLock', on: 'other', by: 'friendly' }], optional: true, summary: 'Synchronized Console: its lock on the defender spent, a friend locks the defender' }],
  },
  /** The astromech (its id is the pilot's too): an action, 1 non-recurring charge of another card for 1 shield; an action, 2 shields for 1 non-recurring charge back on a card. */
  'upgrade:chopper': {
    facts: [
      { moment: 'action', conditions: [{ kind: 'damaged', who: 'self', what: 'shields' }], costs: [{ kind: 'upgradeCharge', of: 'slot', amount: 1, nonRecurring: true }], effects: [{ kind: 'recover', what: 'shield', amount: 1 }], optional: true, summary: '“Chopper”: 1 non-recurring charge of another card for 1 shield' },
      { moment: 'action', conditions: [{ kind: 'shieldsAtLeast', atLeast: 2 }], costs: [], effects: [{ kind: 'lose', who: 'self', what: 'shield', amount: 2 }, { kind: 'recoverNonRecurringCharge', amount: 1 }], optional: true, summary: '“Chopper”: 2 shields for 1 non-recurring charge back on a card' },
    ],
  },
  /** Action: 1 charge for 1 charge back on an astromech; its spare parts are the players' to drop. */
  sparepartscanisters: {
    facts: [
      { moment: 'action', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'recoverUpgradeCharge', slots: ['Astromech'], amount: 1 }], optional: true, summary: 'Spare Parts Canisters: 1 charge back on an astromech' },
      // The spare parts token is placed on the table by the players (an obstacle-like token the table does not keep); the locks go here.
      { moment: 'action', conditions: [], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'breakLocksOnSelf' }], optional: true, summary: 'Spare Parts Canisters: drop spare parts, every lock on it broken' },
    ],
  },
  /** A white calculate made red (its stress) for 1 more calculate token. */
  independentcalculations: {
    facts: [{ moment: 'afterAction', conditions: [{ kind: 'action', actions: ['calculate'] }, { kind: 'difficulty', of: 'action', difficulties: ['white'] }], costs: [{ kind: 'gainToken', token: 'stress', amount: 1 }], effects: [{ kind: 'gainToken', who: 'self', token: 'calculate', amount: 1 }], optional: true, summary: 'Independent Calculations: its white calculate as red, 1 more calculate' }],
    partly: 'Its friends may no longer spend its calculate tokens through Networked Calculations: the players hold to that.',
  },
  overdrivethruster: { yourCall: 'It changes the template of a red boost, barrel roll or SLAM: the players move the ship.' },
  precisionionengines: { yourCall: 'It turns a Koiogran turn into a Segnor’s loop as the ship moves: the players move it.' },
  /** System Phase: 1 charge for a lock on an enemy in its front arc; its locked primary attacks ignore obstacles beyond range 0. */
  mandalorianoptics: {
    facts: [
      { moment: 'systemPhase', conditions: [{ kind: 'ask', question: 'Is it locking a ship in its front arc at range 0–3?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'acquireLock', on: 'named' }], optional: true, summary: 'Mandalorian Optics: a lock on a ship in its front arc (1 charge)' },
      { moment: 'rollDefenseDice', role: 'attacker', conditions: [primary, { kind: 'lock', who: 'self' }, { kind: 'obstructed', obstructed: true }, { kind: 'ask', question: 'Is no obstacle obstructing the attack at range 0 of it?' }], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: -1 }], optional: false, summary: 'Mandalorian Optics: no obstruction die for the defender it has locked' },
    ],
  },
  /** Defending, the attacker in its front arc: before a faceup card is dealt to it, 1 charge deals it facedown, or 2 charges discard it (one of the two). */
  beskarreinforcedplating: {
    facts: [
      { moment: 'beforeDealtCard', role: 'defender', conditions: [{ kind: 'dealtCard', faceup: true }, { kind: 'arc', arc: 'front' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'turnDealtCard', faceup: false }], optional: true, summary: 'Beskar Reinforced Plating: 1 charge, dealt facedown' },
      { moment: 'beforeDealtCard', role: 'defender', conditions: [{ kind: 'dealtCard', faceup: true }, { kind: 'arc', arc: 'front' }], costs: [{ kind: 'charge', amount: 2 }], effects: [{ kind: 'discardDealtCard' }], optional: true, summary: 'Beskar Reinforced Plating: 2 charges, discarded instead' },
    ],
  },
  /** After a SLAM: it loses its charge; then it may take a deplete to remove a disarm. With its charge inactive it may not SLAM (the action rule reads it). */
  burnoutthrusters: {
    facts: [
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['slam'] }], costs: [], effects: [{ kind: 'lose', who: 'self', what: 'charge', amount: 1 }], optional: false, summary: 'Burnout Thrusters: loses 1 charge after a SLAM' },
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['slam'] }, { kind: 'token', who: 'self', token: 'disarm' }], costs: [{ kind: 'gainToken', token: 'deplete', amount: 1 }], effects: [{ kind: 'removeToken', who: 'self', token: 'disarm', amount: 1 }], optional: true, summary: 'Burnout Thrusters: a deplete to remove a disarm after a SLAM' },
      { moment: 'always', conditions: [{ kind: 'chargeInactive' }], costs: [], effects: [{ kind: 'cannotPerform', action: 'slam' }], optional: false, summary: 'Burnout Thrusters: no SLAM while its charge is inactive' },
    ],
  },
  'unstablesublightengines-battleofyavin': { yourCall: 'When it is destroyed it moves and damages every ship near it: the players apply it.' },
  /** Defending, with a friendly lock on the attacker (its own or another friendly ship's, r5-friends): 1 attack hit → focus. */
  'sensorjammer-battleofyavin': {
    facts: [{ moment: 'modifyAttackDice', role: 'defender', conditions: [{ kind: 'lockHeld', by: 'friendly', on: 'other' }], costs: [], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['hit'], to: 'focus' }], optional: true, summary: 'Sensor Jammer: 1 attacker hit → focus (a friendly lock on the attacker)' }],
  },
  /** Every ship with the card plays it as the survivor: after a friend carrying it is destroyed nearby, an action even while stressed. */
  'contingencyprotocol-siegeofcoruscant': {
    facts: [{ moment: 'friendlyDestroyed', conditions: [{ kind: 'ask', question: 'Was the destroyed ship carrying Contingency Protocol, at range 0–3 of it?' }], costs: [], effects: [{ kind: 'performAnyAction', difficulty: 'asPrinted' }, { kind: 'evenWhileStressed' }], optional: true, summary: 'Contingency Protocol: an action, even stressed, as a friend with the card goes' }],
  },
  /** A red evade with an obstacle at range 1 counts as white: the stress of the red action goes. */
  'evasionsequence7-siegeofcoruscant': {
    facts: [{ moment: 'afterAction', conditions: [{ kind: 'action', actions: ['evade'] }, { kind: 'difficulty', of: 'action', difficulties: ['red'] }, { kind: 'ask', question: 'Is there an obstacle or scenario feature at range 1 of it?' }], costs: [], effects: [{ kind: 'removeToken', who: 'self', token: 'stress', amount: 1 }], optional: false, summary: 'Evasion Sequence 7: its red evade counts as white (no stress)' }],
  },
  /** Its attack's focus result spent as results are neutralized (a spent focus cancels nothing then): the defender gains 1 strain, which no later step of the attack reads. */
  'targetingmatrix-battleoverendor': {
    facts: [{ moment: 'neutralizeResults', role: 'attacker', conditions: [], costs: [], effects: [{ kind: 'cancel', pool: 'attack', count: 1, faces: ['focus'] }, { kind: 'gainToken', who: 'other', token: 'strain', amount: 1 }], optional: true, summary: 'Targeting Matrix: spend 1 focus result, the defender gains 1 strain' }],
  },
  /** Defending, a focus result spent as results are neutralized: it removes 1 of its red or orange tokens. */
  'chaffparticles-battleoverendor': {
    facts: [{ moment: 'neutralizeResults', role: 'defender', conditions: [{ kind: 'tokenColour', who: 'self', colours: ['red', 'orange'] }], costs: [], effects: [{ kind: 'cancel', pool: 'defense', count: 1, faces: ['focus'] }, { kind: 'removeTokenOf', who: 'self', colours: ['red', 'orange'], amount: 1 }], optional: true, summary: 'Chaff Particles: spend 1 focus result to remove 1 red or orange token' }],
  },
  /** After a full Koiogran turn: 1 charge for an action of its bar, even while stressed. */
  'ionmaneuveringjet-battleoverendor': {
    facts: [{ moment: 'afterManeuver', conditions: [{ kind: 'maneuver', bearings: ['koiogran'] }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'performAnyAction', difficulty: 'asPrinted' }, { kind: 'evenWhileStressed' }], optional: true, summary: 'Ion Maneuvering Jet: an action after its Koiogran turn, even stressed (1 charge)' }],
  },
  'fuelinjectionoverride-battleoverendor': { yourCall: 'It changes the template of a boost or barrel roll for a charge: the players move the ship.' },
  /** Before it engages, with no green token and an enemy object in its front arc: a calculate token. */
  'targetassistalgorithm-battleoverendor': {
    facts: [{ moment: 'beforeEngaging', conditions: [...noGreen('self'), { kind: 'ask', question: 'Is there an enemy object in its front arc?' }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'calculate', amount: 1 }], optional: false, summary: 'Target-Assist Algorithm: 1 calculate before it engages' }],
  },
  'manualailerons-tiephphantom': { yourCall: 'It changes the decloak template for a charge: the players move the ship.' },

  // --- Tactical relays ---
  // Up to 3 friendly ships at range 0–3, one prompt each: each keeps 1 calculate through the End Phase.
  kraken: {
    facts: (['a friendly ship', 'a second friendly ship', 'a third friendly ship'] as const).map((whom): Fact => ({
      moment: 'endPhaseStart',
      conditions: [{ kind: 'ask', question: 'Is the friendly ship named at range 0–3 of it (a ship not chosen yet)?' }],
      costs: [],
      effects: [{ kind: 'keepTokens', who: 'friendly', tokens: ['calculate'], amount: 1 }],
      optional: true,
      summary: `Kraken: ${whom} at range 0–3 keeps 1 calculate token through this End Phase`,
    })),
  },
  /** A friend's primary attack at a defender in its bullseye with 2 dice or fewer: the attacker's calculate adds 1 hit. */
  tv94: {
    facts: [{ moment: 'modifyAttackDice', conditions: [{ kind: 'friendly', role: 'attacker' }, { kind: 'weapon', weapon: 'primary' }, { kind: 'ask', question: 'Is the attacker at range 0–3, the defender in its bullseye arc, with 2 attack dice or fewer?' }], costs: [{ kind: 'friendToken', token: 'calculate', amount: 1 }], effects: [{ kind: 'add', pool: 'attack', face: 'hit', count: 1 }], optional: true, summary: 'TV-94: the attacker spends its calculate to add 1 hit' }],
  },
  /** A friend nearby defends and spends its calculate: 1 evade added, or the attacker takes a strain instead (its choice). */
  k2b4: {
    facts: [
      { moment: 'modifyDefenseDice', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'once', per: 'attack', among: 'k2b4' }, { kind: 'ask', question: 'Is the defender at range 0–3, and did the attacker refuse the strain token?' }], costs: [{ kind: 'friendToken', token: 'calculate', amount: 1 }], effects: [{ kind: 'add', pool: 'defense', face: 'evade', count: 1 }], optional: true, summary: 'K2-B4: the defender’s calculate adds 1 evade' },
      { moment: 'modifyDefenseDice', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'once', per: 'attack', among: 'k2b4' }, { kind: 'ask', question: 'Is the defender at range 0–3, and does the attacker take the strain token?' }], costs: [{ kind: 'friendToken', token: 'calculate', amount: 1 }], effects: [{ kind: 'gainToken', who: 'other', token: 'strain', amount: 1 }], optional: true, summary: 'K2-B4: the defender’s calculate, and the attacker takes 1 strain instead' },
    ],
  },
  /** After a friend with a calculate action at range 0–3 is destroyed, each friend at range 0–3 with one gains a calculate token (named one by one). */
  ta175: {
    facts: eachNamed(4, (nth) => `Is there ${nth} friendly ship at range 0–3 with calculate on its action bar (name it)?`, { moment: 'friendlyDestroyed', conditions: [{ kind: 'ask', question: 'Was it at range 0–3, with calculate on its action bar?' }], costs: [], effects: [{ kind: 'gainToken', who: 'friendly', token: 'calculate', amount: 1 }], optional: false, summary: 'TA-175: a friend with a calculate action gains 1 calculate token' }),
  },
  /** After an enemy maneuvers into the bullseye of a friend at range 0–3: 1 charge, that friend (named) locks it and gains a stress. */
  kalani: {
    facts: [{ moment: 'enemyManeuver', conditions: [{ kind: 'ask', question: 'Is that enemy ship in the bullseye arc of a friendly ship at range 0–3 (name the friendly ship)?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'acquireLock', on: 'other', by: 'friendly' }, { kind: 'gainToken', who: 'friendly', token: 'stress', amount: 1 }], optional: true, summary: 'Kalani: 1 charge, the friend locks that enemy, then gains 1 stress' }],
  },

  // --- Teams ---
  bombardmentspecialists: { yourCall: 'It stretches a weapon’s range band by 1: the players judge the range.' },
  /** After a coordinate: up to 2 energy, each coordinating one more friendly ship near the one coordinated (named: it performs an action of its bar). */
  commsteam: {
    facts: (['another', 'a second other'] as const).map((which): Fact => ({ moment: 'afterAction', conditions: [{ kind: 'action', actions: ['coordinate'] }, { kind: 'ask', question: `Is there ${which} friendly ship at range 0–1 of the ship it coordinated (name it)?` }], costs: [{ kind: 'energy', amount: 1 }], effects: [{ kind: 'grantAnyAction', who: 'friendly', difficulty: 'asPrinted' }], optional: true, summary: `Comms Team: 1 energy, ${which === 'another' ? 'one more' : 'a second more'} friendly ship near it is coordinated` })),
  },
  /** Action: 1 energy for each faceup damage card it repairs (up to 3). */
  damagecontrolteam: {
    facts: perEnergy('damagecontrol', 'round', [1, 2, 3], (amount) => ({
      moment: 'action',
      conditions: [{ kind: 'critical', who: 'self' }],
      costs: [],
      effects: Array.from({ length: amount }, () => ({ kind: 'repairDamage', which: 'faceup' }) as const),
      optional: true,
      summary: `Damage Control Team: ${amount} energy to repair ${amount === 1 ? '1 faceup damage card' : `${amount} faceup damage cards`}`,
    })),
    partly: 'Only Ship damage cards may be repaired, and its energy may flip Offline cards before it engages: the players pick those.',
  },
  /** A primary or hardpoint attack: 1 energy for each attack die it rerolls. */
  gunneryspecialists: {
    facts: perEnergy('gunnery', 'attack', [1, 2, 3, 4], (amount) => ({
      moment: 'modifyAttackDice',
      role: 'attacker',
      conditions: [{ kind: 'weapon', weapon: 'primary', or: 'hardpoint' }],
      costs: [],
      effects: [{ kind: 'reroll', pool: 'attack', count: amount }],
      optional: true,
      summary: `Gunnery Specialists: ${amount} energy to reroll ${amount === 1 ? '1 attack die' : `${amount} attack dice`}`,
    })),
  },
  /** After a reload action: 1 energy to remove a disarm token; up to 3 energy, each for 1 more charge on a missile or torpedo (named). */
  ordnanceteam: {
    facts: [
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['reload'] }, { kind: 'token', who: 'self', token: 'disarm' }], costs: [{ kind: 'energy', amount: 1 }], effects: [{ kind: 'removeToken', who: 'self', token: 'disarm', amount: 1 }], optional: true, summary: 'Ordnance Team: 1 energy to remove a disarm token after a reload' },
      ...(['first', 'second', 'third'] as const).map((nth): Fact => ({ moment: 'afterAction', conditions: [{ kind: 'action', actions: ['reload'] }, { kind: 'once', per: 'trigger', among: `ordnance-${nth}` }], costs: [{ kind: 'energy', amount: 1 }], effects: [{ kind: 'recoverUpgradeCharge', slots: ['Missile', 'Torpedo'], amount: 1 }], optional: true, summary: `Ordnance Team: 1 energy, 1 more charge reloaded on a missile or torpedo (${nth})` })),
    ],
  },

  /** Three locks on different objects; after a lock action, 1 energy per further lock on an object near the one locked (any range). */
  sensorexperts: {
    facts: [
      { moment: 'always', conditions: [], costs: [], effects: [{ kind: 'maintainLocks', most: 3, differentObjects: true }], optional: false, summary: 'Sensor Experts: maintains 3 locks, on different objects' },
      ...['another', 'a third'].map((which): Fact => ({
        moment: 'afterAction',
        conditions: [{ kind: 'action', actions: ['lock'] }, { kind: 'ask', question: `Is there ${which} object at range 0–1 of the one it locked?` }],
        costs: [{ kind: 'energy', amount: 1 }],
        effects: [{ kind: 'acquireLock', on: 'named' }],
        optional: true,
        summary: `Sensor Experts: 1 energy, a lock on ${which} object near the one locked`,
      })),
    ],
  },
  /** In the End Phase the tractor tokens of each other ship at range 0–1 (named) stay; before a tractored enemy near it activates, 1 energy slows its maneuver by 1 (at least 1). */
  tractortechnicians: {
    facts: [
      { moment: 'enemyBeforeActivating', conditions: [{ kind: 'token', who: 'other', token: 'tractor' }, { kind: 'ask', question: 'Is that tractored enemy ship at range 0–1 of it?' }], costs: [{ kind: 'energy', amount: 1 }], effects: [{ kind: 'slowManeuver' }], optional: true, summary: 'Tractor Technicians: 1 energy, the tractored enemy’s maneuver 1 speed slower' },
      ...eachNamed(4, (nth) => `Is there ${nth} other ship at range 0–1 of it with tractor tokens (name it)?`, { moment: 'endPhaseStart', costs: [], effects: [{ kind: 'keepEveryToken', who: 'any', token: 'tractor' }], optional: false, summary: 'Tractor Technicians: its tractor tokens stay through the End Phase' }),
    ],
  },
  /** A white focus action counts as red: it gains a stress. Its End Phase Crew-card repairs are the players'. */
  droidcrew: {
    facts: [{ moment: 'afterAction', conditions: [{ kind: 'action', actions: ['focus'] }, { kind: 'difficulty', of: 'action', difficulties: ['white'] }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'stress', amount: 1 }], optional: false, summary: 'Droid Crew: its white focus counts as red (1 stress)' }],
    partly: 'Its Crew damage cards come from the huge ships’ damage deck, which the table does not keep: the players repair them.',
  },

  // --- Titles ---
  /** After a SLAM: it loses its charge; then it may take an ion to remove a disarm. With its charge inactive it may not SLAM (the action rule reads it). */
  blackone: {
    facts: [
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['slam'] }], costs: [], effects: [{ kind: 'lose', who: 'self', what: 'charge', amount: 1 }], optional: false, summary: 'Black One: loses 1 charge after a SLAM' },
      { moment: 'afterAction', conditions: [{ kind: 'action', actions: ['slam'] }, { kind: 'token', who: 'self', token: 'disarm' }], costs: [{ kind: 'gainToken', token: 'ion', amount: 1 }], effects: [{ kind: 'removeToken', who: 'self', token: 'disarm', amount: 1 }], optional: true, summary: 'Black One: an ion token to remove a disarm after a SLAM' },
      { moment: 'always', conditions: [{ kind: 'chargeInactive' }], costs: [], effects: [{ kind: 'cannotPerform', action: 'slam' }], optional: false, summary: 'Black One: no SLAM while its charge is inactive' },
    ],
  },
  /** After a partially executed maneuver: 1 white action of its bar, treated as red. */
  dauntless: {
    facts: [{ moment: 'afterPartialManeuver', conditions: [], costs: [], effects: [{ kind: 'whiteActionAsRed' }], optional: true, summary: 'Dauntless: a white action treated as red, after a maneuver cut short' }],
  },
  ghost: { engine: 'the docking rule (ships/docking.ts), which counts the place its card gives; the players deploy its ship from the rear guides' },
  houndstooth: { engine: 'the docking rule (ships/docking.ts), which counts the place its card gives' },
  phantom: { yourCall: 'It docks at range 0–1 of its carrier rather than 0: the players judge the range.' },
  /** A primary attack at a stressed ship: +1 attack die (no choice). The docked Escape Craft's shields are the players'. */
  landosmillenniumfalcon: {
    facts: [{ moment: 'rollAttackDice', role: 'attacker', conditions: [primary, { kind: 'token', who: 'other', token: 'stress' }], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: false, summary: 'Lando’s Millennium Falcon: +1 attack die at a stressed ship' }],
    partly: 'A docked Escape Craft’s shields counted as its own are the players’.',
  },
  /** End Phase: up to 2 focus tokens stay (its front primary weapon is the stat grant the setup adds). */
  moldycrow: {
    facts: [{ moment: 'endPhaseStart', conditions: [{ kind: 'token', who: 'self', token: 'focus' }], costs: [], effects: [{ kind: 'keepTokens', who: 'self', tokens: ['focus'], amount: 2 }], optional: false, summary: 'Moldy Crow: up to 2 focus tokens stay through the End Phase' }],
  },
  /** After a coordinate: a lock on an enemy ship at range 0–3 of the ship it coordinated. */
  st321: {
    facts: [{ moment: 'afterAction', conditions: [{ kind: 'action', actions: ['coordinate'] }, { kind: 'ask', question: 'Is it locking an enemy ship at range 0–3 of the ship it coordinated?' }], costs: [], effects: [{ kind: 'acquireLock', on: 'named' }], optional: true, summary: 'ST-321: a lock on an enemy near the ship it coordinated' }],
  },
  /** After an attack that hits, the defender in both its turret and front arcs gains a tractor token. */
  shadowcaster: {
    facts: [{ moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'hit', hit: true }, { kind: 'ask', question: 'Did it attack a defender in both its turret arc and its front arc?' }], costs: [], effects: [{ kind: 'gainToken', who: 'other', token: 'tractor', amount: 1 }], optional: false, summary: 'Shadow Caster: the defender gains 1 tractor' }],
  },
  /** With 2 or fewer stress tokens: boost and rotate even while stressed. */
  reysmillenniumfalcon: {
    facts: [
      { moment: 'always', conditions: [{ kind: 'tokenCount', who: 'self', token: 'stress', atMost: 2 }], costs: [], effects: [{ kind: 'evenWhileStressed', actions: ['boost', 'rotateArc'] }], optional: false, summary: 'Rey’s Millennium Falcon: boost and rotate even stressed (2 stress or fewer)' },
      { moment: 'always', conditions: [{ kind: 'tokenCount', who: 'self', token: 'stress', atMost: 2 }], costs: [], effects: [{ kind: 'redBearingWhileStressed', bearings: ['segnor'] }], optional: false, summary: 'Rey’s Millennium Falcon: red Segnor’s loops even stressed (2 stress or fewer)' },
    ],
  },
  /** At setup it may cloak; after it decloaks, an enemy in its bullseye arc (named) gains a jam. */
  scimitar: {
    facts: [
      { moment: 'setup', conditions: [], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'cloak', amount: 1 }], optional: true, summary: 'Scimitar: may cloak after forces are placed' },
      { moment: 'afterDecloak', conditions: [{ kind: 'ask', question: 'Is there an enemy ship in its bullseye arc (name it)?' }], costs: [], effects: [{ kind: 'gainToken', who: 'enemy', token: 'jam', amount: 1 }], optional: true, summary: 'Scimitar: an enemy in its bullseye arc gains 1 jam · after decloaking' },
    ],
  },
  /** It reinforces only fore (the reinforce action reads it); reinforced, with the attacker in its full front arc, it may roll 1 more defense die. */
  brighthope: {
    facts: [
      { moment: 'rollDefenseDice', role: 'defender', conditions: [{ kind: 'token', who: 'self', token: 'reinforce' }, { kind: 'ask', question: 'Is the attacker in its full front arc?' }], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: 1 }], optional: true, summary: 'Bright Hope: +1 defense die, reinforced against an attacker in front' },
      { moment: 'always', conditions: [], costs: [], effects: [{ kind: 'reinforceOnly', side: 'fore' }], optional: false, summary: 'Bright Hope: it reinforces only its full front arc' },
    ],
  },
  /** After a calculate action: 1 more calculate token. Docking is the players'. */
  corvus: {
    facts: [{ moment: 'afterAction', conditions: [{ kind: 'action', actions: ['calculate'] }], costs: [], effects: [{ kind: 'gainToken', who: 'self', token: 'calculate', amount: 1 }], optional: false, summary: 'Corvus: 1 more calculate after a calculate action' }],
  },
  /** After an attack that destroyed the defender: a focus or lock action. */
  impetuous: {
    facts: [{ moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'ask', question: 'Did it destroy the defender?' }], costs: [], effects: [{ kind: 'performAction', action: 'focus', difficulty: 'white' }, { kind: 'performAction', action: 'lock', difficulty: 'white' }], optional: true, summary: 'Impetuous: a focus or lock action (one of them) after destroying the defender' }],
  },
  /** End Phase, after the ship card's own recovery: 1 more shield or 1 more energy (one of them). */
  insatiableworrt: {
    facts: [
      { moment: 'endPhaseEnd', conditions: [{ kind: 'damaged', who: 'self', what: 'shields' }, { kind: 'once', per: 'round', among: 'worrt' }], costs: [], effects: [{ kind: 'recover', what: 'shield', amount: 1 }], optional: true, summary: 'Insatiable Worrt: recovers 1 more shield' },
      { moment: 'endPhaseEnd', conditions: [{ kind: 'once', per: 'round', among: 'worrt' }], costs: [], effects: [{ kind: 'recover', what: 'energy', amount: 1 }], optional: true, summary: 'Insatiable Worrt: recovers 1 more energy' },
    ],
  },
  /** Attacking a defender with a red or orange token (a lock on it too): reroll up to 2 attack dice. */
  instigator: {
    facts: [{ moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'tokenColour', who: 'other', colours: ['red', 'orange'] }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 2 }], optional: true, summary: 'Instigator: reroll up to 2 attack dice, the defender holding a red or orange token' }],
  },
  /** A friend at range 0–2 defends in an attack obstructed by an obstacle: 1 energy for 1 more defense die. */
  jainaslight: {
    facts: [{ moment: 'rollDefenseDice', conditions: [{ kind: 'friendly', role: 'defender' }, { kind: 'obstructed', obstructed: true }, { kind: 'ask', question: 'Is the defending friend at range 0–2, and is it an obstacle that obstructs the attack?' }], costs: [{ kind: 'energy', amount: 1 }], effects: [{ kind: 'dice', pool: 'defense', count: 1 }], optional: true, summary: 'Jaina’s Light: 1 energy for 1 more defense die for an obstructed friend' }],
  },
  kazsfireball: { yourCall: 'It picks its Explosion with Wings card from the deck and acts on damage cards while ionized: the players apply it.' },
  /** After a ship deploys from it: that ship may perform a focus or a barrel roll action (one of them). */
  liberator: {
    facts: (['focus', 'barrelRoll'] as const).map((action): Fact => ({ moment: 'deployedFromYou', conditions: [{ kind: 'once', per: 'trigger', among: 'liberator' }], costs: [], effects: [{ kind: 'grantAction', who: 'other', action, difficulty: 'white' }], optional: true, summary: `Liberator: the ship that deployed may perform a ${action === 'focus' ? 'focus' : 'barrel roll'} action` })),
  },
  /** Epic rules · Bonus Attacks: its "Bonus Attack:" header, once a round as the ship engages: a turret attack. */
  merchantone: {
    facts: [{ moment: 'beforeEngaging', conditions: [{ kind: 'once', per: 'round' }], costs: [], effects: [{ kind: 'bonusAttackOf', weapons: ['turret'] }], optional: true, summary: 'Merchant One: a bonus turret attack' }],
  },
  /** After a ship deploys from it: that ship may lock a ship this one is locking. */
  requiem: {
    facts: [{ moment: 'deployedFromYou', conditions: [{ kind: 'ask', question: 'Is the ship it names one Requiem is locking?' }], costs: [], effects: [{ kind: 'acquireLock', on: 'named', by: 'other' }], optional: true, summary: 'Requiem: the ship that deployed locks a ship Requiem is locking' }],
  },
  /** Defending, with the attacker in its rear arc: it may roll 1 more defense die. */
  tantiveiv: {
    facts: [{ moment: 'rollDefenseDice', role: 'defender', conditions: [{ kind: 'ask', question: 'Is the attacker in its rear arc?' }], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: 1 }], optional: true, summary: 'Tantive IV: +1 defense die against an attacker in its rear arc' }],
  },
  /** In a bonus attack at a defender it has not attacked this round (asked): reroll 1 attack die. */
  thunderstrike: {
    facts: [{ moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'bonusAttack', bonus: true }, { kind: 'ask', question: 'Has it not attacked this defender before this round?' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: 'Thunderstrike: reroll 1 attack die in a bonus attack at a new defender' }],
  },
  /** After a ship deploys from it: that ship may perform an evade or a boost action (one of them). */
  vector: {
    facts: (['evade', 'boost'] as const).map((action): Fact => ({ moment: 'deployedFromYou', conditions: [{ kind: 'once', per: 'trigger', among: 'vector' }], costs: [], effects: [{ kind: 'grantAction', who: 'other', action, difficulty: 'white' }], optional: true, summary: `Vector: the ship that deployed may perform ${action === 'evade' ? 'an evade' : 'a boost'} action` })),
  },
  /** A front-arc attack from the defender's full rear arc: it may change 1 hit → crit. */
  'slavei-swz82': {
    facts: [{ moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'arc', arc: 'front' }, { kind: 'ask', question: 'Is it in the defender’s full rear arc?' }], costs: [], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['hit'], to: 'crit' }], optional: true, summary: 'Slave I: 1 hit → crit from behind the defender' }],
  },
  /** Before it engages: up to 2 calculate tokens spent, that many energy recovered. */
  nautolansrevenge: {
    facts: ([1, 2] as const).map((amount): Fact => ({ moment: 'beforeEngaging', conditions: [{ kind: 'once', per: 'round', among: 'nautolan' }], costs: [{ kind: 'spendToken', token: 'calculate', amount }], effects: [{ kind: 'recover', what: 'energy', amount }], optional: true, summary: `Nautolan’s Revenge: ${amount} calculate for ${amount} energy` })),
  },
  grappler: { yourCall: 'It treats a Drill Beak attack at range 1 as range 0: the players apply it.' },
  /** After it overlaps a ship (its partial maneuver), or a ship's partial maneuver overlaps it: 1 energy gives that ship, not tractored, 3 tractor tokens. */
  trident: {
    facts: [
      { moment: 'afterPartialManeuver', conditions: [{ kind: 'ask', question: 'Did it overlap a ship that is not tractored (name it)?' }], costs: [{ kind: 'energy', amount: 1 }], effects: [{ kind: 'gainToken', who: 'any', token: 'tractor', amount: 3 }], optional: true, summary: 'Trident: 1 energy, the ship it overlapped gains 3 tractor' },
      ...(['enemyManeuver', 'friendlyManeuver'] as const).map((moment): Fact => ({ moment, conditions: [{ kind: 'fullyExecuted', none: true }, { kind: 'token', who: 'other', token: 'tractor', none: true }, { kind: 'ask', question: 'Did that ship overlap it?' }], costs: [{ kind: 'energy', amount: 1 }], effects: [{ kind: 'gainToken', who: 'other', token: 'tractor', amount: 3 }], optional: true, summary: 'Trident: 1 energy, the ship that overlapped it gains 3 tractor' })),
    ],
  },
  /** After a white maneuver fully executed: 1 energy. */
  quantumstorm: {
    facts: [{ moment: 'afterManeuver', conditions: [{ kind: 'difficulty', of: 'maneuver', difficulties: ['white'] }], costs: [], effects: [{ kind: 'recover', what: 'energy', amount: 1 }], optional: false, summary: 'Quantum Storm: 1 energy after a white maneuver' }],
  },
  /** After it coordinates a friendly ship: 1 energy to jam an enemy ship at range 0–2 of it. */
  suppressor: {
    facts: [{ moment: 'afterAction', conditions: [{ kind: 'action', actions: ['coordinate'] }, { kind: 'ask', question: 'Is the enemy ship it jams at range 0–2 of the ship it coordinated?' }], costs: [{ kind: 'energy', amount: 1 }], effects: [{ kind: 'gainToken', who: 'enemy', token: 'jam', amount: 1 }], optional: true, summary: 'Suppressor: 1 energy to jam an enemy ship near the one it coordinated' }],
  },
  /** An attack obstructed by an obstacle: the defender rolls 1 fewer defense die. After a full maneuver through or onto an obstacle, it may remove 1 of its red or orange tokens. */
  'outrider@2.0': {
    facts: [
      { moment: 'rollDefenseDice', role: 'attacker', conditions: [{ kind: 'obstructed', obstructed: true }], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: -1 }], optional: false, summary: 'Outrider: −1 defense die on its obstructed attack' },
      { moment: 'afterManeuver', conditions: [{ kind: 'tokenColour', who: 'self', colours: ['red', 'orange'] }, { kind: 'ask', question: 'Did it move through or overlap an obstacle?' }], costs: [], effects: [{ kind: 'removeTokenOf', who: 'self', colours: ['red', 'orange'], amount: 1 }], optional: true, summary: 'Outrider: removes 1 of its red or orange tokens after crossing an obstacle' },
    ],
  },
  /** Stressed, after revealing a non-blue maneuver: 2 charges (all it has) for a focus or an evade token. */
  nightbrother: {
    facts: (['focus', 'evade'] as const).map((token) => ({ moment: 'afterRevealDial' as const, conditions: [{ kind: 'difficulty' as const, of: 'maneuver' as const, difficulties: ['white' as const, 'red' as const, 'purple' as const] }, { kind: 'token' as const, who: 'self' as const, token: 'stress' as const }], costs: [{ kind: 'charge' as const, amount: 2 }], effects: [{ kind: 'gainToken' as const, who: 'self' as const, token, amount: 1 }], optional: true, summary: `Nightbrother: 1 ${token} token for 2 charges, stressed after a non-blue maneuver` })),
  },
  /** System Phase: 1 charge to repair a faceup damage card of the Ship trait (the player names it). */
  gauntlet: {
    facts: [{ moment: 'systemPhase', conditions: [{ kind: 'critical', who: 'self' }, { kind: 'ask', question: 'Is one of its faceup damage cards a Ship card (name the one it repairs)?' }], costs: [{ kind: 'charge', amount: 1 }], effects: [{ kind: 'repairDamage', which: 'faceup' }], optional: true, summary: 'Gauntlet: repairs 1 faceup Ship damage card (1 charge)' }],
  },
  /** Holding a red or orange token other than a lock (colourCount leaves locks out): 1 die rerolled, attacking or defending. */
  'millenniumfalcon-battleoverendor': {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'colourCount', who: 'self', colours: ['red', 'orange'], atLeast: 1 }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }], optional: true, summary: 'Millennium Falcon: reroll 1 attack die (a red or orange token, not a lock)' },
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'colourCount', who: 'self', colours: ['red', 'orange'], atLeast: 1 }], costs: [], effects: [{ kind: 'reroll', pool: 'defense', count: 1 }], optional: true, summary: 'Millennium Falcon: reroll 1 defense die (a red or orange token, not a lock)' },
    ],
  },

  // --- Torpedoes ---
  /** Its attack's crits are cancelled before its hits (read by Neutralize Results); after it hits, the defender loses 1 shield (no choice). */
  plasmatorpedoes: {
    facts: [
      { moment: 'always', role: 'attacker', conditions: [thisWeapon], costs: [], effects: [{ kind: 'neutralizeOrder', first: 'crit' }], optional: false, summary: 'Plasma Torpedoes: its crits are cancelled before its hits' },
      { moment: 'afterAttack', role: 'attacker', conditions: [thisWeapon, { kind: 'hit', hit: true }], costs: [], effects: [{ kind: 'lose', who: 'other', what: 'shield', amount: 1 }], optional: false, summary: 'Plasma Torpedoes: the defender loses 1 shield after the hit' },
    ],
  },
  trackingtorpedoes: { yourCall: 'It launches devices the players place and aim.' },

  // --- Turrets ---
  /** Its text is its attack header alone ("Attack"): the weapons rule declares it from its data. */
  dorsalturret: { engine: 'the weapons rule at Declare Target (attack/weapons.ts)' },
};
