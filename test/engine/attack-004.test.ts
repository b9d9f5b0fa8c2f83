// Rules file 004 (/work/shared/rules/004_48c1906ff32da0f5.txt): the attack.
import { describe, expect, it } from 'vitest';
import {
  CORRAN_HORN, CR90, ISD, NEBULON, TIE_FIGHTER, VICTORY, X_WING,
  currentAttackOf, dice, expectMessage, optionsOf, play, refusal, rosters, shipById, shipDuel, shipEntry,
  squadronById, squadronEntry, startGame, stateOf, tokenState, toShipActivation,
} from './helpers/armada-game';

const resolve = (extra: object = {}) => ({ type: 'resolveDamage', drawForMe: true, ...extra });
const allHits = (counts: { red: number; blue: number; black: number }) =>
  dice(...(['red', 'blue', 'black'] as const).flatMap((color) => Array.from({ length: counts[color] }, (): [string, string] => [color, 'hit'])));

/** p1 has a Victory and TIE fighters; p2 has X-wings, Corran Horn and a CR90. */
function mixedGame() {
  return startGame(
    rosters(
      { ships: [shipEntry(VICTORY, { id: 'victory' })], squadrons: [squadronEntry(TIE_FIGHTER, { id: 'tie-1' }), squadronEntry(TIE_FIGHTER, { id: 'tie-2' })] },
      { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [squadronEntry(X_WING, { id: 'xwing-1' }), squadronEntry(X_WING, { id: 'xwing-2' }), squadronEntry(CORRAN_HORN, { id: 'corran' })] },
    ),
  );
}

const squadronPhase = (session: ReturnType<typeof mixedGame>, squadron: string) => play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'activateSquadron', squadron }).session;

describe('004 · the attack', () => {
  it('004 · declare target: the attacker declares the defender, the attacking hull zone and, for a ship, the defending hull zone', () => {
    const declared = play(toShipActivation(mixedGame(), 'victory'), { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'left' }, defender: { ship: 'cr90', hullZone: 'rear' }, range: 'medium' });
    expect(declared.events[0]).toMatchObject({ type: 'targetDeclared', attackingZone: 'left', defendingZone: 'rear', range: 'medium' });
    expect(optionsOf(declared.session).attack).toMatchObject({ step: 'rollAttackDice', attacker: { id: 'victory', hullZone: 'left' }, defender: { id: 'cr90', hullZone: 'rear' } });
  });

  it('004 · a ship attacks a defender at attack range (close, medium or long) of the attacking hull zone', () => {
    const active = toShipActivation(mixedGame(), 'victory');
    expectMessage(refusal(active, { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'distance-1' }), /A ship attacks at close, medium or long range/);
  });

  it('004 · a squadron attacks a defender at distance 1', () => {
    const active = squadronPhase(mixedGame(), 'tie-1');
    expectMessage(refusal(active, { type: 'declareTarget', attacker: { squadron: 'tie-1' }, defender: { squadron: 'xwing-1' }, range: 'close' }), /A squadron attacks at distance 1/);
    expect(play(active, { type: 'declareTarget', attacker: { squadron: 'tie-1' }, defender: { squadron: 'xwing-1' }, range: 'distance-1' }).events[0]).toMatchObject({ type: 'targetDeclared' });
  });

  it('004 · roll: against a ship, gather the attacking hull zone’s battery armament', () => {
    const declared = play(toShipActivation(mixedGame(), 'victory'), { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' });
    expect(currentAttackOf(declared.session).gathered).toEqual({ red: 3, blue: 0, black: 3 });
  });

  it('004 · roll: against a ship, a squadron gathers its battery armament', () => {
    const declared = play(squadronPhase(mixedGame(), 'tie-1'), { type: 'declareTarget', attacker: { squadron: 'tie-1' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'distance-1' });
    expect(currentAttackOf(declared.session).gathered).toEqual({ red: 0, blue: 1, black: 0 });
  });

  it('004 · roll: against a squadron, gather the attacker’s anti-squadron armament', () => {
    const declared = play(toShipActivation(mixedGame(), 'victory'), { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'front' }, defender: { squadron: 'xwing-1' }, range: 'close' });
    expect(currentAttackOf(declared.session).gathered).toEqual({ red: 0, blue: 1, black: 0 });
  });

  it('004 · roll: gather only the dice appropriate for the range (close all, medium red and blue, long red)', () => {
    const expected = { close: { red: 3, blue: 2, black: 3 }, medium: { red: 3, blue: 2, black: 0 }, long: { red: 3, blue: 0, black: 0 } } as const;
    for (const range of ['close', 'medium', 'long'] as const) {
      expect(currentAttackOf(shipDuel({ attacker: ISD, defender: CR90, range })).gathered).toEqual(expected[range]);
    }
  });

  it('004 · roll: if the attacker cannot gather any dice for the range, the attack is canceled', () => {
    const canceled = play(toShipActivation(mixedGame(), 'victory'), { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'front' }, defender: { squadron: 'xwing-1' }, range: 'long' });
    expect(canceled.events).toContainEqual(expect.objectContaining({ type: 'attackCanceled', reason: 'noDice', salvo: false }));
    expect(stateOf(canceled.session).attacks).toEqual([]);
  });

  it('004 · roll: the faces entered must be those of the gathered dice', () => {
    const declared = shipDuel({ attacker: NEBULON, defender: CR90, range: 'close' });
    expectMessage(refusal(declared, dice(['red', 'hit'], ['blue', 'hit'], ['red', 'hit'])), /Roll exactly the gathered dice: 3 red \(you entered 2 red, 1 blue\)/);
    expectMessage(refusal(declared, dice(['red', 'hit'], ['red', 'hit-crit'], ['red', 'hit'])), /A red die has no hit-crit face/);
    const rolled = play(declared, { type: 'rollAttackDice', rollForMe: true });
    expect(rolled.events[0]).toMatchObject({ type: 'attackDiceRolled', rolledByApp: true });
    expect(currentAttackOf(rolled.session).pool).toHaveLength(3);
  });

  it('004 · resolve attack effects: the attacker may modify its dice (add, reroll, change, remove)', () => {
    let session = play(shipDuel({ attacker: NEBULON, defender: CR90, range: 'close' }), dice(['red', 'blank'], ['red', 'hit'], ['red', 'accuracy'])).session;
    session = play(session, { type: 'rerollAttackDie', die: 0, face: 'hit-hit' }, { type: 'setAttackDieFace', die: 1, face: 'crit' }, { type: 'removeAttackDie', die: 2 }, { type: 'addAttackDie', color: 'blue', face: 'hit' }).session;
    expect(currentAttackOf(session).pool.map((die) => `${die.color} ${die.face}`)).toEqual(['red hit-hit', 'red crit', 'blue hit']);
  });

  it('004 FAQ · dice added by an effect may be of a colour the range would not allow', () => {
    const rolled = play(shipDuel({ attacker: NEBULON, defender: CR90, range: 'long' }), dice(['red', 'hit'], ['red', 'hit'], ['red', 'hit'])).session;
    const added = play(rolled, { type: 'addAttackDie', color: 'black', face: 'hit-crit' });
    expect(currentAttackOf(added.session).pool.at(-1)).toEqual({ color: 'black', face: 'hit-crit', accuracySpent: false });
  });

  it('004 FAQ · no dice gathered cancels the attack even if an effect could add dice', () => {
    // The Victory's blue anti-squadron die does not reach long range (beyond long is refused outright: see armada-attack-details).
    const canceled = play(toShipActivation(mixedGame(), 'victory'), { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'front' }, defender: { squadron: 'xwing-1' }, range: 'long' });
    expect(canceled.events).toContainEqual(expect.objectContaining({ type: 'attackCanceled', reason: 'noDice', salvo: false }));
    expectMessage(refusal(canceled.session, { type: 'addAttackDie', color: 'red', face: 'hit' }), /No attack is being resolved/);
  });

  it('004 · spend accuracy icons: each chooses one of the defender’s tokens, which cannot be spent during this attack', () => {
    const rolled = play(shipDuel({ attacker: NEBULON, defender: VICTORY, range: 'close' }), dice(['red', 'accuracy'], ['red', 'hit'], ['red', 'hit'])).session;
    expectMessage(refusal(rolled, { type: 'spendAccuracy', die: 1, token: 'defender-brace-1' }), /shows hit, not an accuracy icon/);
    const chosen = play(rolled, { type: 'spendAccuracy', die: 0, token: 'defender-brace-1' }).session;
    expectMessage(refusal(chosen, { type: 'spendAccuracy', die: 0, token: 'defender-redirect-1' }), /already spent/);
    expectMessage(refusal(chosen, { type: 'spendDefenseToken', token: 'defender-brace-1' }), /chose this Brace with an accuracy: it cannot be spent during this attack/);
    expect(tokenState(chosen, 'defender-brace-1')).toBe('readied');
  });

  it('004 · spend defense tokens: the defender may spend one or more tokens', () => {
    const spent = play(shipDuel({ attacker: ISD, defender: VICTORY }), allHits({ red: 3, blue: 2, black: 3 }), { type: 'spendDefenseToken', token: 'defender-brace-1' }, { type: 'spendDefenseToken', token: 'defender-redirect-1', zone: 'right' }).session;
    expect(currentAttackOf(spent).spentTokens.map((token) => token.type)).toEqual(['brace', 'redirect']);
    expect(optionsOf(spent).attack?.damage).toMatchObject({ amount: 8, total: 4, redirectMax: 3 });
  });

  it('004 · resolve damage: the attacker may resolve one critical effect, or none', () => {
    const rolled = play(shipDuel({ attacker: ISD, defender: CR90 }), dice(['red', 'crit'], ['red', 'hit'], ['red', 'hit'], ['blue', 'hit'], ['blue', 'hit'], ['black', 'blank'], ['black', 'blank'], ['black', 'blank'])).session;
    expectMessage(refusal(rolled, { type: 'resolveDamage' }), /Deal 3 damage cards: name the cards drawn, or ask the app to draw them/);
    const none = play(rolled, resolve({ critical: 'none' }));
    expect(shipById(none.session, 'defender').damageCards.map((card) => card.faceup)).toEqual([false, false, false]);
  });

  it('004 · resolve damage: the standard critical effect deals the first damage card faceup', () => {
    const rolled = play(shipDuel({ attacker: ISD, defender: CR90 }), dice(['red', 'crit'], ['red', 'hit'], ['red', 'hit'], ['blue', 'hit'], ['blue', 'hit'], ['black', 'blank'], ['black', 'blank'], ['black', 'blank'])).session;
    // Compartment Fire stays faceup (a persistent card; Structural Damage would resolve and turn facedown).
    const done = play(rolled, { type: 'resolveDamage', damageCards: ['Compartment Fire', 'Injured Crew', 'Comm Noise'] });
    expect(shipById(done.session, 'defender').damageCards.map((card) => [card.name, card.faceup])).toEqual([['Compartment Fire', true], ['Injured Crew', false], ['Comm Noise', false]]);
  });

  it('004 · resolve damage: between ships the damage is the sum of hit and crit icons', () => {
    const rolled = play(shipDuel({ attacker: ISD, defender: CR90 }), dice(['red', 'crit'], ['red', 'hit-hit'], ['red', 'blank'], ['blue', 'crit'], ['blue', 'accuracy'], ['black', 'hit-crit'], ['black', 'blank'], ['black', 'blank'])).session;
    expect(optionsOf(rolled).attack?.damage).toMatchObject({ hits: 3, crits: 3, total: 6 });
  });

  it('004 · resolve damage: when the attacker is a squadron the damage is only hit icons', () => {
    const rolled = play(squadronPhase(mixedGame(), 'tie-1'), { type: 'declareTarget', attacker: { squadron: 'tie-1' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'distance-1' }, dice(['blue', 'crit'])).session;
    expect(optionsOf(rolled).attack?.damage).toMatchObject({ hits: 0, crits: 1, total: 0 });
    expect(shipById(play(rolled, resolve({ drawForMe: undefined })).session, 'cr90').hullZones[0]?.shields).toBe(2);
  });

  it('004 · resolve damage: when the defender is a squadron the damage is only hit icons', () => {
    const rolled = play(squadronPhase(mixedGame(), 'tie-1'), { type: 'declareTarget', attacker: { squadron: 'tie-1' }, defender: { squadron: 'xwing-1' }, range: 'distance-1' }, dice(['blue', 'crit'], ['blue', 'hit'], ['blue', 'hit'])).session;
    const done = play(rolled, { type: 'resolveDamage' });
    expect(done.events).toContainEqual(expect.objectContaining({ type: 'squadronDamaged', amount: 2, damage: 2, hull: 5 }));
  });

  it('004 · resolve damage: the defending zone’s shields take damage first, then one damage card per point; a ship is destroyed when its cards reach its hull', () => {
    const rolled = play(shipDuel({ attacker: ISD, defender: CR90 }), allHits({ red: 3, blue: 2, black: 3 })).session;
    const done = play(rolled, resolve({ critical: 'none' }));
    const cr90 = shipById(done.session, 'defender');
    expect(cr90.hullZones.find((zone) => zone.zone === 'front')?.shields).toBe(0);
    expect(cr90.damageCards).toHaveLength(4);
    expect(cr90.destroyed).toBe(true);
    expect(done.events).toContainEqual(expect.objectContaining({ type: 'unitDestroyed' }));
  });

  it('004 · resolve damage: a squadron is destroyed when its damage reaches its hull', () => {
    const rolled = play(toShipActivation(mixedGame(), 'victory'), { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'front' }, defender: { squadron: 'xwing-1' }, range: 'close' }, dice(['blue', 'hit'])).session;
    const hurt = play(rolled, { type: 'resolveDamage' }).session;
    expect(squadronById(hurt, 'xwing-1')).toMatchObject({ damage: 1, destroyed: false });
    const session = startGame(rosters({ squadrons: [squadronEntry(TIE_FIGHTER, { id: 'tie' })] }, { squadrons: [squadronEntry(X_WING, { id: 'xw' })] }));
    const killed = play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'activateSquadron', squadron: 'xw' }, { type: 'declareTarget', attacker: { squadron: 'xw' }, defender: { squadron: 'tie' }, range: 'distance-1' }, dice(['blue', 'hit'], ['blue', 'hit'], ['blue', 'hit'], ['blue', 'hit']), { type: 'resolveDamage' });
    expect(squadronById(killed.session, 'tie')).toMatchObject({ damage: 3, destroyed: true });
  });

  it('004 · declare additional squadron target: a ship that attacked a squadron may declare another enemy squadron', () => {
    const first = play(toShipActivation(mixedGame(), 'victory'), { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'front' }, defender: { squadron: 'xwing-1' }, range: 'close' }, dice(['blue', 'hit']), { type: 'resolveDamage' }).session;
    expect(optionsOf(first).attack).toMatchObject({ step: 'declareAdditionalSquadronTarget', additionalSquadronTargets: ['xwing-2', 'corran'] });
    const second = play(first, { type: 'declareAdditionalSquadronTarget', squadron: 'xwing-2', range: 'medium' });
    expect(currentAttackOf(second.session)).toMatchObject({ defender: { id: 'xwing-2' }, step: 'rollAttackDice', gathered: { red: 0, blue: 1, black: 0 } });
    const ended = play(second.session, dice(['blue', 'accuracy']), { type: 'resolveDamage' }, { type: 'endAttack' });
    expect(ended.events).toContainEqual(expect.objectContaining({ type: 'attackEnded' }));
    expect(stateOf(ended.session).activation.ship?.attackedZones).toEqual(['front']);
  });

  it('004 · each enemy squadron can be targeted only once per attack', () => {
    const first = play(toShipActivation(mixedGame(), 'victory'), { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'front' }, defender: { squadron: 'xwing-1' }, range: 'close' }, dice(['blue', 'hit']), { type: 'resolveDamage' }).session;
    expectMessage(refusal(first, { type: 'declareAdditionalSquadronTarget', squadron: 'xwing-1', range: 'close' }), /already targeted by this attack: each enemy squadron is targeted once per attack/);
    expectMessage(refusal(first, { type: 'declareAdditionalSquadronTarget', squadron: 'tie-1', range: 'close' }), /never attack friendly units/);
  });

  it('004 · each repetition is a new attack: the defender’s per-attack token limits start afresh', () => {
    const first = play(toShipActivation(mixedGame(), 'victory'), { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'front' }, defender: { squadron: 'corran' }, range: 'close' }, dice(['blue', 'accuracy'])).session;
    const chose = play(first, { type: 'spendAccuracy', die: 0, token: 'corran-brace-2' }, { type: 'spendDefenseToken', token: 'corran-brace-1' }, { type: 'resolveDamage' }).session;
    const repeat = play(chose, { type: 'declareAdditionalSquadronTarget', squadron: 'xwing-1', range: 'close' }).session;
    expect(currentAttackOf(repeat)).toMatchObject({ spentTokens: [], tokensChosenByAccuracy: [], targetedSquadrons: ['corran', 'xwing-1'] });
  });

  it('004 · a ship can perform two attacks during its activation, but not a third', () => {
    let session = toShipActivation(mixedGame(), 'victory');
    const attack = (zone: string) => ({ type: 'declareTarget', attacker: { ship: 'victory', hullZone: zone }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'long' });
    session = play(session, attack('front'), dice(['red', 'blank'], ['red', 'blank'], ['red', 'blank']), { type: 'resolveDamage' }).session;
    session = play(session, attack('left'), dice(['red', 'blank'], ['red', 'blank']), { type: 'resolveDamage' }).session;
    expectMessage(refusal(session, attack('right')), /already attacked twice this activation: a ship performs at most two attacks per activation/);
  });

  it('004 · a ship cannot attack from the same hull zone more than once per activation', () => {
    const attack = { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'long' };
    const session = play(toShipActivation(mixedGame(), 'victory'), attack, dice(['red', 'blank'], ['red', 'blank'], ['red', 'blank']), { type: 'resolveDamage' }).session;
    expectMessage(refusal(session, attack), /already attacked from its front hull zone this activation/);
  });

  it('004 · a ship can attack the same target with different attacks', () => {
    const attack = (zone: string) => ({ type: 'declareTarget', attacker: { ship: 'victory', hullZone: zone }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'long' });
    const session = play(toShipActivation(mixedGame(), 'victory'), attack('front'), dice(['red', 'blank'], ['red', 'blank'], ['red', 'blank']), { type: 'resolveDamage' }, attack('left')).session;
    expect(currentAttackOf(session).defender).toEqual({ kind: 'ship', id: 'cr90', hullZone: 'front' });
  });

  it('004 · a ship can attack an engaged squadron', () => {
    // Engagement is a matter of the table; the engine never refuses a ship's attack on a squadron for it.
    const engaged = play(squadronPhase(mixedGame(), 'tie-1'), { type: 'declareTarget', attacker: { squadron: 'tie-1' }, defender: { squadron: 'xwing-1' }, range: 'distance-1' }, dice(['blue', 'accuracy'], ['blue', 'accuracy'], ['blue', 'accuracy']), { type: 'resolveDamage' }, { type: 'endActivation' }).session;
    const next = play(engaged, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'victory' }, { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'front' }, defender: { squadron: 'xwing-1' }, range: 'close' });
    expect(next.events[0]).toMatchObject({ type: 'targetDeclared', defender: { id: 'xwing-1' } });
  });

  it('004 FAQ · yes, a ship can attack an engaged squadron', () => {
    const declared = play(toShipActivation(mixedGame(), 'victory'), { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'left' }, defender: { squadron: 'corran' }, range: 'medium' });
    expect(currentAttackOf(declared.session).defender).toEqual({ kind: 'squadron', id: 'corran' });
  });

  it('004 · ships and squadrons cannot attack friendly ships and squadrons', () => {
    expectMessage(refusal(toShipActivation(mixedGame(), 'victory'), { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'front' }, defender: { squadron: 'tie-1' }, range: 'close' }), /Victory I-class Star Destroyer cannot attack TIE Fighter Squadron: ships and squadrons never attack friendly units/);
    expectMessage(refusal(squadronPhase(mixedGame(), 'tie-1'), { type: 'declareTarget', attacker: { squadron: 'tie-1' }, defender: { ship: 'victory', hullZone: 'front' }, range: 'distance-1' }), /never attack friendly units/);
  });

  it('004 · a squadron attacks once during its activation', () => {
    const session = play(squadronPhase(mixedGame(), 'tie-1'), { type: 'declareTarget', attacker: { squadron: 'tie-1' }, defender: { squadron: 'xwing-1' }, range: 'distance-1' }, dice(['blue', 'accuracy'], ['blue', 'accuracy'], ['blue', 'accuracy']), { type: 'resolveDamage' }).session;
    expectMessage(refusal(session, { type: 'declareTarget', attacker: { squadron: 'tie-1' }, defender: { squadron: 'xwing-2' }, range: 'distance-1' }), /already attacked during this activation/);
  });

  it('004 FAQ · line of sight: the attacker’s hull zones do not block it (the engine takes no line-of-sight input, so never refuses on it)', () => {
    const declared = play(toShipActivation(mixedGame(), 'victory'), { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'rear' }, defender: { ship: 'cr90', hullZone: 'left' }, range: 'close' });
    expect(declared.events[0]).toMatchObject({ type: 'targetDeclared', attackingZone: 'rear' });
  });

  it('004 FAQ · line of sight: shield dials and their frames do not affect it (shields remaining never restrict a declaration)', () => {
    let session = startGame(rosters({ ships: [shipEntry(ISD, { id: 'isd' })] }, { ships: [shipEntry(NEBULON, { id: 'neb' })] }));
    session = play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'isd' }, { type: 'declareTarget', attacker: { ship: 'isd', hullZone: 'front' }, defender: { ship: 'neb', hullZone: 'front' }, range: 'close' }, dice(['red', 'hit'], ['red', 'hit'], ['red', 'hit'], ['blue', 'accuracy'], ['blue', 'accuracy'], ['black', 'blank'], ['black', 'blank'], ['black', 'blank']), resolve()).session;
    expect(shipById(session, 'neb').hullZones[0]?.shields).toBe(0);
    expect(shipById(session, 'neb').destroyed).toBe(false);
    expect(play(session, { type: 'declareTarget', attacker: { ship: 'isd', hullZone: 'left' }, defender: { ship: 'neb', hullZone: 'front' }, range: 'close' }).events[0]).toMatchObject({ type: 'targetDeclared' });
  });
});
