import { describe, expect, it } from 'vitest';
import type { Session } from '../../shared/engine';
import { damageDeckList } from '../../shared/engine/games/armada';
import { engineeringValue } from '../../shared/engine/games/armada/damage/damage-card-effects';
import {
  CR90,
  currentAttackOf,
  dice,
  expectMessage,
  optionsOf,
  play,
  refusal,
  rosters,
  shipById,
  shipEntry,
  squadronEntry,
  startGame,
  stateOf,
  tokenState,
  VICTORY,
  X_WING,
} from './helpers/armada-game';

// The core set's damage deck (../shared/data/armada-ffg damage-card-core.json: 22 kinds, 52 cards),
// one test per card, named after it: each applies itself at the moment it names, or waits on a
// one-tap answer where a player chooses or the app cannot see the table.

/** p1: a Victory (front/right/left 3 shields, rear 1; brace, redirect, redirect; engineering 4). p2: a CR90 and an X-wing. */
function game(): Session {
  return startGame(
    rosters(
      { ships: [{ ...shipEntry(VICTORY, { id: 'v', speed: 2 }), engineering: 4 }] },
      { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [squadronEntry(X_WING, { id: 'x' })] },
    ),
  );
}

const deal = (card: string, ship = 'v', faceup = true) => ({ type: 'dealDamageCard', ship, faceup, card });
const cardsOf = (session: Session, ship = 'v') => shipById(session, ship).damageCards.map((card) => [card.name, card.faceup]);
const shields = (session: Session, ship = 'v') => Object.fromEntries(shipById(session, ship).hullZones.map((zone) => [zone.zone, zone.shields]));
const pending = (session: Session) => optionsOf(session).pendingEffects;
const answer = (session: Session, rest: object) => ({ type: 'answerEffect', effect: pending(session)[0]?.id ?? 'none', ...rest });
/** Command phase → ship phase, the Victory activates. */
const activated = (session: Session) => play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'v' }).session;
const victoryAttacks = (session: Session, defender: object, range = 'close') =>
  play(activated(session), { type: 'declareTarget', attacker: { ship: 'v', hullZone: 'front' }, defender, range }).session;

describe('Armada damage deck: every card applies itself', () => {
  it('the deck holds the 22 kinds of the core set, each with our own one-line summary', () => {
    expect(damageDeckList).toHaveLength(22);
    expect(damageDeckList.reduce((sum, kind) => sum + kind.count, 0)).toBe(52);
    for (const kind of damageDeckList) expect(kind.summary).toMatch(/^[A-Z].{8,60}\.$/);
  });

  it('Structural Damage: one more facedown card is dealt, then the card turns facedown', () => {
    const dealt = play(game(), deal('Structural Damage'));
    expect(cardsOf(dealt.session)).toEqual([['Structural Damage', false], [expect.any(String), false]]);
    expect(dealt.events).toContainEqual(expect.objectContaining({ type: 'damageCardEffect', card: 'Structural Damage', flippedFacedown: true, dealt: [expect.objectContaining({ cardId: 'damage-2' })] }));
  });

  it('Projector Misaligned: the zone with the most shields loses them all; a tie waits for the owner to pick', () => {
    const tied = play(game(), deal('Projector Misaligned')).session;
    expect(pending(tied)).toEqual([expect.objectContaining({ kind: 'projectorMisaligned', zones: ['front', 'right', 'left'], chooser: 'p1' })]);
    expectMessage(refusal(tied, answer(tied, { zone: 'rear' })), /choose one of the zones tied for the most shields \(front, right, left\)/);
    const picked = play(tied, answer(tied, { zone: 'left' })).session;
    expect(shields(picked)).toEqual({ front: 3, right: 3, rear: 1, left: 0 });
    expect(cardsOf(picked)).toEqual([['Projector Misaligned', false]]);
    // With one zone strongest, nothing is asked.
    const weakened = play(game(), { type: 'loseShields', ship: 'v', zone: 'right', amount: 1 }, { type: 'loseShields', ship: 'v', zone: 'left', amount: 1 }, deal('Projector Misaligned')).session;
    expect(shields(weakened)).toEqual({ front: 0, right: 2, rear: 1, left: 2 });
    expect(pending(weakened)).toEqual([]);
  });

  it('Shield Failure: the opponent picks up to 2 hull zones, each loses 1 shield, then the card turns facedown', () => {
    const dealt = play(game(), deal('Shield Failure')).session;
    expect(pending(dealt)[0]).toMatchObject({ kind: 'shieldFailure', chooser: 'p2' });
    expectMessage(refusal(dealt, answer(dealt, { zones: ['front', 'front'] })), /choose up to 2 different hull zones/);
    const answered = play(dealt, answer(dealt, { zones: ['front', 'rear'] })).session;
    expect(shields(answered)).toEqual({ front: 2, right: 3, rear: 0, left: 3 });
    expect(cardsOf(answered)).toEqual([['Shield Failure', false]]);
  });

  it('Injured Crew: the owner discards one defense token, then the card turns facedown', () => {
    const dealt = play(game(), deal('Injured Crew')).session;
    expect(pending(dealt)[0]?.tokens).toEqual(['v-brace-1', 'v-redirect-1', 'v-redirect-2']);
    const answered = play(dealt, answer(dealt, { token: 'v-brace-1' })).session;
    expect(tokenState(answered, 'v-brace-1')).toBe('discarded');
    expect(cardsOf(answered)).toEqual([['Injured Crew', false]]);
  });

  it('Comm Noise: the opponent lowers the speed by 1 or resets the top dial, then the card turns facedown', () => {
    const dealt = play(game(), deal('Comm Noise')).session;
    expect(pending(dealt)[0]).toMatchObject({ kind: 'commNoise', chooser: 'p2' });
    const slowed = play(dealt, answer(dealt, { choice: 'reduceSpeed' })).session;
    expect(shipById(slowed, 'v').speed).toBe(1);
    expect(cardsOf(slowed)).toEqual([['Comm Noise', false]]);
    const redialed = play(dealt, answer(dealt, { choice: 'newCommand' }));
    expect(shipById(redialed.session, 'v').speed).toBe(2);
    expect(redialed.events).toContainEqual(expect.objectContaining({ effect: 'the opponent sets a new command on its top command dial.' }));
  });

  it('Compartment Fire: the ship’s exhausted defense tokens do not ready in the status phase', () => {
    let session = play(game(), deal('Compartment Fire')).session;
    session = play(session, { type: 'spendDefenseTokenAsCost', token: 'v-brace-1' }, { type: 'spendDefenseTokenAsCost', token: 'cr90-evade-1' }).session;
    session = play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    expect(stateOf(session).phase).toBe('status');
    expect(tokenState(session, 'v-brace-1')).toBe('exhausted');
    expect(tokenState(session, 'cr90-evade-1')).toBe('readied');
  });

  it('Faulty Countermeasures: exhausted defense tokens cannot be spent', () => {
    let session = play(game(), deal('Faulty Countermeasures', 'cr90'), { type: 'spendDefenseTokenAsCost', token: 'cr90-evade-1' }).session;
    session = play(victoryAttacks(session, { ship: 'cr90', hullZone: 'front' }), dice(['red', 'hit'], ['red', 'hit'], ['red', 'hit'], ['black', 'hit'], ['black', 'hit'], ['black', 'hit'])).session;
    expectMessage(refusal(session, { type: 'spendDefenseToken', token: 'cr90-evade-1', dice: [0] }), /Faulty Countermeasures: CR90 Corvette A cannot spend exhausted defense tokens/);
    expect(optionsOf(session).attack?.defenseTokens.find((token) => token.token === 'cr90-evade-2')?.unavailable).toBeNull();
  });

  it('Capacitor Failure: a hull zone with no shields cannot recover any, nor redirect while defending', () => {
    let session = play(game(), deal('Capacitor Failure'), { type: 'loseShields', ship: 'v', zone: 'rear', amount: 1 }).session;
    expectMessage(refusal(session, { type: 'recoverShields', ship: 'v', zone: 'rear', amount: 1 }), /Capacitor Failure: .* rear zone has no shields left, so it cannot recover any/);
    play(session, { type: 'loseShields', ship: 'v', zone: 'front', amount: 1 }, { type: 'recoverShields', ship: 'v', zone: 'front', amount: 1 });
    // The CR90 attacks the Victory's empty rear: its redirect is refused.
    session = play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'cr90' }, {
      type: 'declareTarget', attacker: { ship: 'cr90', hullZone: 'front' }, defender: { ship: 'v', hullZone: 'rear' }, range: 'close',
    }).session;
    const gathered = currentAttackOf(session).gathered;
    const faces = [...Array.from({ length: gathered.red }, () => ['red', 'hit'] as [string, string]), ...Array.from({ length: gathered.blue }, () => ['blue', 'hit'] as [string, string])];
    session = play(session, dice(...faces)).session;
    expectMessage(refusal(session, { type: 'spendDefenseToken', token: 'v-redirect-1', zone: 'left' }), /Capacitor Failure: the defending hull zone has no shields left, so it cannot redirect/);
  });

  it('Coolant Discharge: only one of the ship’s attacks each round can target a ship', () => {
    let session = victoryAttacks(play(game(), deal('Coolant Discharge')).session, { ship: 'cr90', hullZone: 'front' });
    session = play(session, dice(['red', 'blank'], ['red', 'blank'], ['red', 'blank'], ['black', 'blank'], ['black', 'blank'], ['black', 'blank']), { type: 'resolveDamage' }).session;
    const second = { type: 'declareTarget', attacker: { ship: 'v', hullZone: 'left' }, defender: { ship: 'cr90', hullZone: 'rear' }, range: 'close' };
    expectMessage(refusal(session, second), /Coolant Discharge: Victory I-class Star Destroyer has already attacked a ship this round/);
    // Nor is a ship offered as a target any more (the random games found it offered, then refused).
    expect(optionsOf(session).targets.map((target) => target.kind)).not.toContain('ship');
    // A squadron is still a fair target.
    expect(optionsOf(session).targets.map((target) => target.unit)).toContain('x');
    play(session, { ...second, defender: { squadron: 'x' } });
  });

  it('Targeter Disruption: the attacker cannot resolve critical effects', () => {
    const session = play(victoryAttacks(play(game(), deal('Targeter Disruption')).session, { ship: 'cr90', hullZone: 'front' }), dice(['red', 'crit'], ['red', 'hit'], ['red', 'hit'], ['black', 'hit'], ['black', 'hit'], ['black', 'hit'])).session;
    expect(optionsOf(session).attack?.critical).toEqual({ standard: 'Targeter Disruption: the attacker cannot resolve critical effects.', card: 'Targeter Disruption: the attacker cannot resolve critical effects.' });
    expectMessage(refusal(session, { type: 'resolveDamage', critical: 'standard', drawForMe: true }), /Targeter Disruption/);
  });

  it('Blinded Gunners: the attacker cannot spend accuracy icons (the data’s scatter icon is a misprint)', () => {
    const session = play(victoryAttacks(play(game(), deal('Blinded Gunners')).session, { ship: 'cr90', hullZone: 'front' }), dice(['red', 'accuracy'], ['red', 'hit'], ['red', 'hit'], ['black', 'hit'], ['black', 'hit'], ['black', 'hit'])).session;
    expect(optionsOf(session).attack?.accuracyDice).toEqual([]);
    expectMessage(refusal(session, { type: 'spendAccuracy', die: 0, token: 'cr90-evade-1' }), /Blinded Gunners: .* cannot spend accuracy icons while attacking/);
  });

  it('Depowered Armament: the ship cannot attack at long range, and the refusal spends nothing', () => {
    const session = activated(play(game(), deal('Depowered Armament')).session);
    const long = { type: 'declareTarget', attacker: { ship: 'v', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'long' };
    expectMessage(refusal(session, long), /Depowered Armament: .* cannot attack at long range/);
    expect(currentAttackOf(play(session, { ...long, range: 'medium' }).session).gathered).toEqual({ red: 3, blue: 0, black: 0 });
  });

  it('Damaged Munitions: against a ship, one die of the attacker’s choice is removed before the roll', () => {
    const session = victoryAttacks(play(game(), deal('Damaged Munitions')).session, { ship: 'cr90', hullZone: 'front' });
    expect(optionsOf(session).attack?.removeBeforeRoll).toBe('Damaged Munitions');
    // The six gathered dice (3 red, 3 black) are entered less one black: that black is the one removed.
    const rolled = play(session, dice(['red', 'hit'], ['red', 'hit'], ['red', 'hit'], ['black', 'hit'], ['black', 'hit']));
    expect(rolled.events[0]).toEqual({ type: 'gatheredDieRemoved', color: 'black', card: 'Damaged Munitions' });
    expect(currentAttackOf(rolled.session).pool).toHaveLength(5);
    expectMessage(refusal(session, dice(['red', 'hit'], ['red', 'hit'], ['red', 'hit'], ['black', 'hit'], ['black', 'hit'], ['black', 'hit'])), /Damaged Munitions: one gathered die is removed before the roll/);
    const byApp = play(session, { type: 'rollAttackDice', rollForMe: true, remove: 'red' });
    expect(currentAttackOf(byApp.session).pool.filter((die) => die.color === 'red')).toHaveLength(2);
  });

  it('Point-Defense Failure: against a squadron, one die is removed before the roll', () => {
    const session = victoryAttacks(play(game(), deal('Point-Defense Failure'), deal('Damaged Munitions')).session, { squadron: 'x' });
    // Its anti-squadron armament is one blue die: removing it leaves nothing to roll.
    expect(currentAttackOf(session).removeBeforeRoll).toBe('Point-Defense Failure');
    const rolled = play(session, { type: 'rollAttackDice', dice: [] });
    expect(rolled.events[0]).toEqual({ type: 'gatheredDieRemoved', color: 'blue', card: 'Point-Defense Failure' });
  });

  it('Life Support Failure: the ship’s command tokens are discarded and it cannot have any', () => {
    const dealt = play(game(), deal('Life Support Failure'));
    expect(shipById(dealt.session, 'v').commandTokens).toEqual([]);
    expect(cardsOf(dealt.session)).toEqual([['Life Support Failure', true]]);
    expect(dealt.events).toContainEqual(expect.objectContaining({ type: 'damageCardEffect', effect: 'it cannot have command tokens.' }));
  });

  it('Power Failure: the engineering value is halved, rounded down, once per faceup copy', () => {
    const one = play(game(), deal('Power Failure')).session;
    expect(engineeringValue(shipById(one, 'v'))).toBe(2);
    const two = play(one, deal('Power Failure')).session;
    expect(engineeringValue(shipById(two, 'v'))).toBe(1);
  });

  it('Ruptured Engine: after its maneuver above speed 1 the ship suffers 1 damage on a zone its owner picks', () => {
    let session = activated(play(game(), deal('Ruptured Engine'), { type: 'loseShields', ship: 'v', zone: 'rear', amount: 1 }).session);
    session = play(session, { type: 'endActivation' }).session;
    expect(pending(session)[0]).toMatchObject({ kind: 'sufferDamage', chooser: 'p1', zones: ['front', 'right', 'rear', 'left'] });
    expectMessage(refusal(session, { type: 'nextPhase' }), /Ruptured Engine on Victory I-class Star Destroyer waits for an answer/);
    const answered = play(session, answer(session, { zone: 'rear' })).session;
    expect(shipById(answered, 'v').damageCards).toHaveLength(2);
    // At speed 1 nothing is asked.
    const slow = play(activated(play(game(), deal('Ruptured Engine'), { type: 'setSpeed', ship: 'v', speed: 1 }).session), { type: 'endActivation' }).session;
    expect(pending(slow)).toEqual([]);
  });

  it('Thruster Fissure: changing speed makes the ship suffer 1 damage on a zone its owner picks', () => {
    const session = play(game(), deal('Thruster Fissure'), { type: 'setSpeed', ship: 'v', speed: 1 }).session;
    expect(pending(session)[0]?.question).toMatch(/^Thruster Fissure: the speed changed/);
    const answered = play(session, answer(session, { zone: 'front' })).session;
    expect(shields(answered).front).toBe(2);
    expect(pending(answered)).toEqual([]);
  });

  it('Crew Panic: before revealing its dial the ship suffers 1 damage or discards the dial', () => {
    const session = activated(play(game(), deal('Crew Panic')).session);
    expect(pending(session)[0]).toMatchObject({ kind: 'crewPanic' });
    const discarded = play(session, answer(session, { choice: 'discardDial' })).session;
    expect(shipById(discarded, 'v').dialDiscarded).toBe(true);
    const hurt = play(session, answer(session, { choice: 'sufferDamage', zone: 'left' })).session;
    expect(shields(hurt).left).toBe(2);
    expectMessage(refusal(session, answer(session, { choice: 'sufferDamage' })), /Crew Panic: before the dial is revealed, suffer 1 damage on a hull zone you choose/);
  });

  it('Damaged Controls: after the maneuver the player says whether it overlapped; an overlap deals a facedown card', () => {
    const session = play(activated(play(game(), deal('Damaged Controls')).session), { type: 'endActivation' }).session;
    expect(pending(session)[0]?.question).toBe('Damaged Controls: did its maneuver overlap a ship or an obstacle?');
    expect(cardsOf(play(session, answer(session, { choice: 'overlapped' })).session)).toEqual([['Damaged Controls', true], [expect.any(String), false]]);
    expect(cardsOf(play(session, answer(session, { choice: 'clear' })).session)).toEqual([['Damaged Controls', true]]);
  });

  it('Disengaged Fire Control: the player says whether the attack is obstructed; an obstructed target is refused', () => {
    const session = activated(play(game(), deal('Disengaged Fire Control')).session);
    const declare = { type: 'declareTarget', attacker: { ship: 'v', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' };
    expectMessage(refusal(session, declare), /Disengaged Fire Control: say whether .* attack on CR90 Corvette A is obstructed/);
    expectMessage(refusal(session, { ...declare, obstructed: true }), /cannot choose a target its attack would be obstructed against/);
    expect(currentAttackOf(play(session, { ...declare, obstructed: false }).session).kind).toBe('standard');
  });

  it('Thrust-Control Malfunction: stays faceup with its reminder; the maneuver tool is on the table, so nothing is asked', () => {
    const session = play(game(), deal('Thrust-Control Malfunction')).session;
    expect(cardsOf(session)).toEqual([['Thrust-Control Malfunction', true]]);
    expect(pending(session)).toEqual([]);
    expect(optionsOf(session).damageCards.find((card) => card.name === 'Thrust-Control Malfunction')?.summary).toMatch(/yaw/);
  });

  it('a card turned faceup later resolves as if dealt faceup; a destroyed ship’s waiting cards are dropped', () => {
    const facedown = play(game(), deal('Shield Failure', 'v', false)).session;
    expect(pending(facedown)).toEqual([]);
    const cardId = shipById(facedown, 'v').damageCards[0]?.id ?? '';
    const flipped = play(facedown, { type: 'flipDamageCard', ship: 'v', card: cardId, faceup: true }).session;
    expect(pending(flipped)[0]).toMatchObject({ kind: 'shieldFailure', cardId });
    // The CR90 (hull 4) is dealt Comm Noise faceup, then three more cards: destroyed, nothing waits.
    const destroyed = play(game(), deal('Comm Noise', 'cr90'), deal('Injured Crew', 'cr90', false), deal('Compartment Fire', 'cr90', false), deal('Power Failure', 'cr90', false)).session;
    expect(shipById(destroyed, 'cr90').destroyed).toBe(true);
    expect(pending(destroyed)).toEqual([]);
  });
});
