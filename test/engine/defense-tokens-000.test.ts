// Rules file 000 (/work/shared/rules/000_6874510b72367dc8.txt): Armada defense tokens.
import { describe, expect, it } from 'vitest';
import {
  CORRAN_HORN, CR90, ISD, NEBULON, STARHAWK, TIE_FIGHTER, VICTORY, X_WING,
  currentAttackOf, dice, expectMessage, optionsOf, play, refusal, rosters, shipById, shipDuel, shipEntry,
  squadronById, squadronEntry, startGame, stateOf, tokenState, toShipActivation,
} from './helpers/armada-game';

const resolve = (extra: object = {}) => ({ type: 'resolveDamage', drawForMe: true, ...extra });

/** A squadron of p1 attacks p2's ship or squadron during the squadron phase. */
function squadronAttack(p1Squadron: string, defender: { ship?: string; squadron?: string }, special?: 'counter') {
  const session = startGame(
    rosters(
      { squadrons: [squadronEntry(p1Squadron, { id: 'fighter' })] },
      { ships: defender.ship ? [shipEntry(defender.ship, { id: 'defender' })] : [], squadrons: defender.squadron ? [squadronEntry(defender.squadron, { id: 'defender' })] : [] },
    ),
  );
  const ready = special ? session : play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'activateSquadron', squadron: 'fighter' }).session;
  return play(ready, {
    type: 'declareTarget',
    attacker: { squadron: 'fighter' },
    defender: defender.ship ? { ship: 'defender', hullZone: 'front' } : { squadron: 'defender' },
    range: 'distance-1',
    ...(special ? { special } : {}),
  }).session;
}

describe('000 · defense tokens', () => {
  it('000 · ships and unique squadrons gain the defense tokens on their cards, readied', () => {
    const session = startGame(rosters({ ships: [shipEntry(VICTORY)], squadrons: [squadronEntry(CORRAN_HORN), squadronEntry(TIE_FIGHTER)] }, {}));
    const state = stateOf(session);
    expect(state.ships[0]?.defenseTokens.map((token) => [token.type, token.state])).toEqual([['brace', 'readied'], ['redirect', 'readied'], ['redirect', 'readied']]);
    expect(state.squadrons[0]?.defenseTokens.map((token) => token.type)).toEqual(['brace', 'brace']);
    expect(state.squadrons[1]?.defenseTokens).toEqual([]);
  });

  it('000 · redirect: the defender chooses one hull zone adjacent to the defending hull zone', () => {
    const rolled = play(shipDuel({ attacker: ISD, defender: VICTORY }), dice(['red', 'hit'], ['red', 'hit'], ['red', 'hit'], ['blue', 'hit'], ['blue', 'hit'], ['black', 'hit'], ['black', 'hit'], ['black', 'hit'])).session;
    expect(optionsOf(rolled).attack?.defenseTokens.find((token) => token.type === 'redirect')?.zones.sort()).toEqual(['left', 'right']);
    expectMessage(refusal(rolled, { type: 'spendDefenseToken', token: 'defender-redirect-1', zone: 'rear' }), /not adjacent to the defending front zone/);
    const spent = play(rolled, { type: 'spendDefenseToken', token: 'defender-redirect-1', zone: 'left' }).session;
    expect(currentAttackOf(spent).redirectZone).toBe('left');
  });

  it('000 · redirect: damage may be suffered on the chosen zone’s shields, up to the shields remaining, before the defending zone', () => {
    const spent = play(
      shipDuel({ attacker: ISD, defender: VICTORY }),
      dice(['red', 'hit'], ['red', 'hit'], ['red', 'hit'], ['blue', 'hit'], ['blue', 'hit'], ['black', 'hit'], ['black', 'blank'], ['black', 'blank']),
      { type: 'spendDefenseToken', token: 'defender-redirect-1', zone: 'left' },
    ).session;
    expect(optionsOf(spent).attack?.damage).toMatchObject({ total: 6, redirectMax: 3, redirected: 3, defendingShieldsLost: 3, damageCards: 0 });
    expectMessage(refusal(spent, resolve({ redirect: 4 })), /At most 3 damage can be redirected to the left zone/);
    const done = play(spent, resolve({ redirect: 2 })).session;
    const victory = shipById(done, 'defender');
    expect(victory.hullZones.find((zone) => zone.zone === 'left')?.shields).toBe(1);
    expect(victory.hullZones.find((zone) => zone.zone === 'front')?.shields).toBe(0);
    expect(victory.damageCards).toHaveLength(1);
  });

  it('000 · evade at long range cancels one attack die of the defender’s choice', () => {
    const rolled = play(shipDuel({ attacker: NEBULON, defender: CR90, range: 'long' }), dice(['red', 'hit'], ['red', 'crit'], ['red', 'blank'])).session;
    const spent = play(rolled, { type: 'spendDefenseToken', token: 'defender-evade-1', dice: [1] }).session;
    expect(currentAttackOf(spent).pool.map((die) => die.face)).toEqual(['hit', 'blank']);
  });

  it('000 · evade at medium and close range rerolls one attack die', () => {
    for (const range of ['close', 'medium'] as const) {
      const rolled = play(shipDuel({ attacker: NEBULON, defender: CR90, range }), dice(['red', 'hit-hit'], ['red', 'crit'], ['red', 'blank'])).session;
      expectMessage(refusal(rolled, { type: 'spendDefenseToken', token: 'defender-evade-1', dice: [0] }), /Enter the face the die shows, or ask the app to roll it/);
      const spent = play(rolled, { type: 'spendDefenseToken', token: 'defender-evade-1', dice: [0], faces: ['blank'] }).session;
      expect(currentAttackOf(spent).pool.map((die) => die.face)).toEqual(['blank', 'crit', 'blank']);
    }
  });

  it('000 · evade beyond long range resolves the long-range effect and cancels one additional die', () => {
    const session = startGame(rosters({ ships: [shipEntry(NEBULON, { id: 'attacker' })] }, { ships: [shipEntry(CR90, { id: 'defender' })] }));
    const rolled = play(
      toShipActivation(session, 'attacker'),
      { type: 'declareTarget', attacker: { ship: 'attacker', hullZone: 'front' }, defender: { ship: 'defender', hullZone: 'front' }, range: 'beyond-long', extremeRangeDice: { red: 3, blue: 0, black: 0 } },
      dice(['red', 'hit'], ['red', 'crit'], ['red', 'hit-hit']),
    ).session;
    expect(optionsOf(rolled).attack?.defenseTokens.find((token) => token.type === 'evade')?.evade).toEqual({ mode: 'cancel', dice: 2, bonusDice: 0, cancelBy: null, extraBy: [] });
    expectMessage(refusal(rolled, { type: 'spendDefenseToken', token: 'defender-evade-1', dice: [0] }), /Choose the 2 dice the evade will cancel/);
    const spent = play(rolled, { type: 'spendDefenseToken', token: 'defender-evade-1', dice: [0, 2] }).session;
    expect(currentAttackOf(spent).pool.map((die) => die.face)).toEqual(['crit']);
  });

  it('000 · evade at distance 1–2 resolves the close/medium (reroll) effect', () => {
    const rolled = play(squadronAttack(X_WING, { ship: CR90 }), dice(['red', 'hit'])).session;
    expect(optionsOf(rolled).attack?.defenseTokens.find((token) => token.type === 'evade')?.evade).toEqual({ mode: 'reroll', dice: 1, bonusDice: 0, cancelBy: null, extraBy: [] });
    const spent = play(rolled, { type: 'spendDefenseToken', token: 'defender-evade-1', dice: [0], faces: ['blank'] }).session;
    expect(currentAttackOf(spent).pool).toEqual([{ color: 'red', face: 'blank', accuracySpent: false }]);
  });

  it('000 · evade against a larger ship may cancel one more die at long range; the token is then discarded though readied', () => {
    const rolled = play(shipDuel({ attacker: ISD, defender: CR90, range: 'long' }), dice(['red', 'hit'], ['red', 'crit'], ['red', 'hit-hit'])).session;
    expect(optionsOf(rolled).attack?.defenseTokens.find((token) => token.type === 'evade')?.evade).toEqual({ mode: 'cancel', dice: 1, bonusDice: 1, cancelBy: null, extraBy: [] });
    const spent = play(rolled, { type: 'spendDefenseToken', token: 'defender-evade-1', dice: [1, 2] }).session;
    expect(currentAttackOf(spent).pool.map((die) => die.face)).toEqual(['hit']);
    expect(tokenState(spent, 'defender-evade-1')).toBe('discarded');
  });

  it('000 · evade against a larger ship may reroll one more die at close range; an exhausted token is discarded too', () => {
    let session = shipDuel({ attacker: ISD, defender: CR90, range: 'close' });
    session = play(session, { type: 'spendDefenseTokenAsCost', token: 'defender-evade-2' }).session; // exhausted by an upgrade cost earlier
    expect(tokenState(session, 'defender-evade-2')).toBe('exhausted');
    const rolled = play(session, dice(['red', 'hit'], ['red', 'hit'], ['red', 'hit'], ['blue', 'hit'], ['blue', 'hit'], ['black', 'hit'], ['black', 'hit'], ['black', 'hit'])).session;
    const spent = play(rolled, { type: 'spendDefenseToken', token: 'defender-evade-1', dice: [0, 1], faces: ['blank', 'blank'] }).session;
    expect(currentAttackOf(spent).pool.slice(0, 2).map((die) => die.face)).toEqual(['blank', 'blank']);
    expect(tokenState(spent, 'defender-evade-1')).toBe('discarded');
    const notLarger = play(shipDuel({ attacker: NEBULON, defender: CR90, range: 'long' }), dice(['red', 'hit'], ['red', 'crit'], ['red', 'blank'])).session;
    expectMessage(refusal(notLarger, { type: 'spendDefenseToken', token: 'defender-evade-1', dice: [0, 1] }), /at most 1 die/);
    const oneDie = play(notLarger, { type: 'spendDefenseToken', token: 'defender-evade-1', dice: [0] }).session;
    expect(tokenState(oneDie, 'defender-evade-1')).toBe('exhausted');
  });

  it('000 · contain: if the defender is a ship, the attacker cannot resolve the standard critical effect', () => {
    const spent = play(shipDuel({ attacker: VICTORY, defender: ISD }), dice(['red', 'crit'], ['red', 'crit'], ['red', 'crit'], ['black', 'hit-crit'], ['black', 'hit-crit'], ['black', 'hit-crit']), {
      type: 'spendDefenseToken', token: 'defender-contain-1',
    }).session;
    expectMessage(refusal(spent, resolve({ critical: 'standard' })), /contain: the standard critical effect cannot be resolved/);
    const done = play(spent, resolve()).session;
    expect(shipById(done, 'defender').damageCards.every((card) => !card.faceup)).toBe(true);
    expect(shipById(done, 'defender').damageCards.length).toBeGreaterThan(0);
  });

  it('000 · contain: the attacker can still resolve a non-standard critical effect', () => {
    const spent = play(shipDuel({ attacker: VICTORY, defender: ISD }), dice(['red', 'crit'], ['red', 'blank'], ['red', 'blank'], ['black', 'blank'], ['black', 'blank'], ['black', 'blank']), {
      type: 'spendDefenseToken', token: 'defender-contain-1',
    }).session;
    const done = play(spent, { type: 'resolveDamage', critical: { card: 'Ordnance upgrade' } });
    expect(done.events).toContainEqual(expect.objectContaining({ type: 'damageTotaled', critical: 'card', criticalCard: 'Ordnance upgrade' }));
  });

  it('000 · salvo: a ship attacked by a ship attacks back with its printed rear battery against the attacking hull zone', () => {
    const spent = play(shipDuel({ attacker: ISD, defender: STARHAWK, hullZone: 'left' }), dice(['red', 'hit'], ['red', 'blank'], ['black', 'blank'], ['black', 'blank']), {
      type: 'spendDefenseToken', token: 'defender-salvo-1',
    }).session;
    const after = play(spent, resolve());
    expect(after.events).toContainEqual(expect.objectContaining({ type: 'salvoAttackBegins' }));
    const salvo = currentAttackOf(after.session);
    expect(salvo).toMatchObject({ kind: 'salvo', attacker: { kind: 'ship', id: 'defender', hullZone: 'rear' }, defender: { kind: 'ship', id: 'attacker', hullZone: 'left' }, range: 'close' });
    expect(salvo.gathered).toEqual({ red: 2, blue: 0, black: 1 }); // Starhawk Mk I rear battery
    const finished = play(after.session, dice(['red', 'hit'], ['red', 'hit'], ['black', 'hit']), resolve());
    expect(shipById(finished.session, 'attacker').hullZones.find((zone) => zone.zone === 'left')?.shields).toBe(0);
    expect(stateOf(finished.session).attacks).toEqual([]);
  });

  it('000 · salvo: against a squadron attacker the defender uses its printed anti-squadron armament', () => {
    const spent = play(squadronAttack(X_WING, { ship: STARHAWK }), dice(['red', 'hit']), { type: 'spendDefenseToken', token: 'defender-salvo-1' }).session;
    const salvo = currentAttackOf(play(spent, resolve()).session);
    expect(salvo).toMatchObject({ kind: 'salvo', attacker: { kind: 'ship', id: 'defender', hullZone: null }, defender: { kind: 'squadron', id: 'fighter' } });
    expect(salvo.gathered).toEqual({ red: 0, blue: 1, black: 1 });
  });

  it('000 · salvo: the salvo effect cannot be resolved during a counter, salvo or ignition attack', () => {
    // Before it is spent, the options already say the salvo would do nothing in this attack.
    const beforeSpending = play(squadronAttack(X_WING, { ship: STARHAWK }, 'counter'), dice(['red', 'hit'])).session;
    expect(optionsOf(beforeSpending).attack?.defenseTokens.find((token) => token.type === 'salvo')?.noEffect).toMatch(/counter attack: a salvo spent now has no effect/);
    const standard = play(shipDuel({ attacker: ISD, defender: STARHAWK }), dice(['red', 'hit'], ['red', 'hit'], ['red', 'hit'], ['blue', 'hit'], ['blue', 'hit'], ['black', 'hit'], ['black', 'hit'], ['black', 'hit'])).session;
    expect(optionsOf(standard).attack?.defenseTokens.find((token) => token.type === 'salvo')?.noEffect).toBeNull();
    const counter = play(squadronAttack(X_WING, { ship: STARHAWK }, 'counter'), dice(['red', 'hit']), { type: 'spendDefenseToken', token: 'defender-salvo-1' }, resolve());
    expect(counter.events).not.toContainEqual(expect.objectContaining({ type: 'salvoAttackBegins' }));
    expect(stateOf(counter.session).attacks).toEqual([]);
    // Starhawk against Starhawk: the salvo defender cannot answer the salvo with its own salvo.
    const salvo = play(shipDuel({ attacker: STARHAWK, defender: STARHAWK }), dice(['red', 'blank'], ['red', 'blank'], ['red', 'blank'], ['red', 'blank'], ['blue', 'hit'], ['blue', 'hit'], ['black', 'blank'], ['black', 'blank']), {
      type: 'spendDefenseToken', token: 'defender-salvo-1',
    }, resolve());
    const inSalvo = play(salvo.session, dice(['red', 'blank'], ['red', 'blank'], ['black', 'blank']), { type: 'spendDefenseToken', token: 'attacker-salvo-1' }, resolve());
    expect(inSalvo.events).not.toContainEqual(expect.objectContaining({ type: 'salvoAttackBegins' }));
    expect(stateOf(inSalvo.session).attacks).toEqual([]);
  });

  it('000 · salvo: range and line of sight are the original attack’s, firing arcs are ignored', () => {
    const spent = play(shipDuel({ attacker: ISD, defender: STARHAWK, range: 'medium', hullZone: 'front', defendingZone: 'front' }), dice(['red', 'hit'], ['red', 'hit'], ['red', 'hit'], ['blue', 'hit'], ['blue', 'hit']), {
      type: 'spendDefenseToken', token: 'defender-salvo-1',
    }).session;
    const salvo = currentAttackOf(play(spent, resolve()).session);
    // The rear zone fires at the attacker's front zone though the Starhawk was hit on its front; medium range drops black.
    expect(salvo.range).toBe('medium');
    expect(salvo.gathered).toEqual({ red: 2, blue: 0, black: 0 });
  });

  it('000 · salvo: dice cannot be added to a salvo attack; other modifications still apply', () => {
    const spent = play(shipDuel({ attacker: ISD, defender: STARHAWK }), dice(['red', 'blank'], ['red', 'blank'], ['red', 'blank'], ['blue', 'hit'], ['blue', 'hit'], ['black', 'blank'], ['black', 'blank'], ['black', 'blank']), {
      type: 'spendDefenseToken', token: 'defender-salvo-1',
    }).session;
    const salvo = play(spent, resolve(), dice(['red', 'blank'], ['red', 'hit'], ['black', 'hit'])).session;
    expectMessage(refusal(salvo, { type: 'addAttackDie', color: 'black', face: 'hit' }), /Dice cannot be added to a salvo attack/);
    const rerolled = play(salvo, { type: 'rerollAttackDie', die: 0, face: 'hit-hit' }).session;
    expect(currentAttackOf(rerolled).pool[0]?.face).toBe('hit-hit');
  });

  it('000 · salvo: only the standard critical effect can be resolved', () => {
    const spent = play(shipDuel({ attacker: ISD, defender: STARHAWK }), dice(['red', 'blank'], ['red', 'blank'], ['red', 'blank'], ['blue', 'hit'], ['blue', 'hit'], ['black', 'blank'], ['black', 'blank'], ['black', 'blank']), {
      type: 'spendDefenseToken', token: 'defender-salvo-1',
    }).session;
    const salvo = play(spent, resolve(), dice(['red', 'crit'], ['red', 'crit'], ['black', 'hit-crit'])).session;
    expectMessage(refusal(salvo, resolve({ critical: { card: 'Some upgrade' } })), /only the standard critical effect/);
    const done = play(salvo, resolve({ critical: 'standard' }));
    expect(done.events).toContainEqual(expect.objectContaining({ type: 'damageTotaled', critical: 'standard' }));
  });

  it('000 · salvo: a defender destroyed before its salvo still performs it before it is removed', () => {
    let session = shipDuel({ attacker: ISD, defender: STARHAWK });
    for (let i = 0; i < 13; i++) session = play(session, { type: 'dealDamageCard', ship: 'defender', faceup: false, drawForMe: true }).session;
    const spent = play(session, dice(['red', 'hit-hit'], ['red', 'hit-hit'], ['red', 'hit-hit'], ['blue', 'hit'], ['blue', 'hit'], ['black', 'hit'], ['black', 'hit'], ['black', 'hit']), {
      type: 'spendDefenseToken', token: 'defender-salvo-1',
    }).session;
    const after = play(spent, resolve());
    expect(shipById(after.session, 'defender').destroyed).toBe(true);
    expect(currentAttackOf(after.session)).toMatchObject({ kind: 'salvo', attacker: { id: 'defender' } });
  });

  it('000 · brace: when damage is totaled, the total is halved, rounded up', () => {
    const spent = play(shipDuel({ attacker: ISD, defender: VICTORY }), dice(['red', 'hit'], ['red', 'hit'], ['red', 'hit'], ['blue', 'hit'], ['blue', 'hit'], ['black', 'blank'], ['black', 'blank'], ['black', 'blank']), {
      type: 'spendDefenseToken', token: 'defender-brace-1',
    }).session;
    expect(optionsOf(spent).attack?.damage).toMatchObject({ amount: 5, total: 3, braced: true });
    const done = play(spent, resolve());
    expect(done.events).toContainEqual({ type: 'braceApplied', before: 5, after: 3 });
    expect(shipById(done.session, 'defender').hullZones.find((zone) => zone.zone === 'front')?.shields).toBe(0);
  });

  it('000 · scatter: the defender cancels all attack dice', () => {
    const session = startGame(rosters({ ships: [shipEntry(VICTORY, { id: 'attacker' })] }, { squadrons: [squadronEntry('galactic-empire/howlrunner', { id: 'defender' })] }));
    const rolled = play(toShipActivation(session, 'attacker'), { type: 'declareTarget', attacker: { ship: 'attacker', hullZone: 'front' }, defender: { squadron: 'defender' }, range: 'close' }, dice(['blue', 'hit'])).session;
    const spent = play(rolled, { type: 'spendDefenseToken', token: 'defender-scatter-1' }).session;
    expect(currentAttackOf(spent).pool).toEqual([]);
    expect(squadronById(play(spent, resolve({ drawForMe: undefined })).session, 'defender').damage).toBe(0);
  });

  it('000 · a spent readied token is exhausted; a spent exhausted token is discarded', () => {
    const first = play(shipDuel({ attacker: ISD, defender: VICTORY }), dice(['red', 'hit'], ['red', 'blank'], ['red', 'blank'], ['blue', 'hit'], ['blue', 'hit'], ['black', 'blank'], ['black', 'blank'], ['black', 'blank']), {
      type: 'spendDefenseToken', token: 'defender-brace-1',
    }, resolve(), { type: 'declareTarget', attacker: { ship: 'attacker', hullZone: 'left' }, defender: { ship: 'defender', hullZone: 'left' }, range: 'close' }).session;
    expect(tokenState(first, 'defender-brace-1')).toBe('exhausted');
    const second = play(first, dice(['red', 'hit'], ['red', 'hit'], ['black', 'hit'], ['black', 'hit']), { type: 'spendDefenseToken', token: 'defender-brace-1' }).session;
    expect(tokenState(second, 'defender-brace-1')).toBe('discarded');
  });

  it('000 · a defender at speed 0 cannot spend defense tokens', () => {
    const rolled = play(shipDuel({ attacker: ISD, defender: VICTORY, defenderSpeed: 0 }), dice(['red', 'hit'], ['red', 'hit'], ['red', 'hit'], ['blue', 'hit'], ['blue', 'hit'], ['black', 'hit'], ['black', 'hit'], ['black', 'hit'])).session;
    expectMessage(refusal(rolled, { type: 'spendDefenseToken', token: 'defender-brace-1' }), /at speed 0: a ship at speed 0 cannot spend defense tokens/);
    expect(optionsOf(rolled).attack?.defenseTokens.every((token) => token.unavailable !== null)).toBe(true);
  });

  it('000 · the defender cannot spend more than one defense token of each type per attack', () => {
    const rolled = play(shipDuel({ attacker: ISD, defender: VICTORY }), dice(['red', 'hit'], ['red', 'hit'], ['red', 'hit'], ['blue', 'hit'], ['blue', 'hit'], ['black', 'hit'], ['black', 'hit'], ['black', 'hit']), {
      type: 'spendDefenseToken', token: 'defender-redirect-1', zone: 'left',
    }).session;
    expectMessage(refusal(rolled, { type: 'spendDefenseToken', token: 'defender-redirect-2', zone: 'right' }), /at most one token of each type per attack/);
  });

  it('000 · a defense token cannot be spent more than once during an attack', () => {
    const rolled = play(shipDuel({ attacker: ISD, defender: VICTORY }), dice(['red', 'hit'], ['red', 'hit'], ['red', 'hit'], ['blue', 'hit'], ['blue', 'hit'], ['black', 'hit'], ['black', 'hit'], ['black', 'hit']), {
      type: 'spendDefenseToken', token: 'defender-brace-1',
    }).session;
    expectMessage(refusal(rolled, { type: 'spendDefenseToken', token: 'defender-brace-1' }), /already spent during this attack: a token is spent at most once per attack/);
  });

  it('000 · a token spent as a cost for an upgrade effect changes state but has no normal effect', () => {
    const rolled = play(shipDuel({ attacker: ISD, defender: VICTORY }), dice(['red', 'hit'], ['red', 'hit'], ['red', 'hit'], ['blue', 'hit'], ['blue', 'hit'], ['black', 'hit'], ['black', 'blank'], ['black', 'blank'])).session;
    const paid = play(rolled, { type: 'spendDefenseTokenAsCost', token: 'defender-brace-1' });
    expect(paid.events).toContainEqual(expect.objectContaining({ type: 'defenseTokenSpent', tokenType: 'brace', from: 'readied', to: 'exhausted', asCost: true }));
    expect(optionsOf(paid.session).attack?.damage).toMatchObject({ total: 6, braced: false });
    expectMessage(refusal(paid.session, { type: 'spendDefenseToken', token: 'defender-brace-1' }), /already spent during this attack/);
  });

  it('000 FAQ · a ship can spend a defense token even if it has no effect (redirect to a zone with no shields)', () => {
    let session = shipDuel({ attacker: ISD, defender: VICTORY });
    session = play(session, dice(['red', 'hit'], ['red', 'hit'], ['red', 'hit'], ['blue', 'hit'], ['blue', 'hit'], ['black', 'hit'], ['black', 'hit'], ['black', 'hit']), { type: 'spendDefenseToken', token: 'defender-redirect-1', zone: 'left' }, resolve({ redirect: 3 })).session;
    expect(shipById(session, 'defender').hullZones.find((zone) => zone.zone === 'left')?.shields).toBe(0);
    session = play(session, { type: 'declareTarget', attacker: { ship: 'attacker', hullZone: 'left' }, defender: { ship: 'defender', hullZone: 'front' }, range: 'close' }, dice(['red', 'hit'], ['red', 'hit'], ['black', 'hit'], ['black', 'hit'])).session;
    // With the other neighbour emptied too, the options say before spending that it moves nothing, and still let it be spent.
    const rightShields = shipById(session, 'defender').hullZones.find((zone) => zone.zone === 'right')?.shields ?? 0;
    const bothEmpty = rightShields > 0 ? play(session, { type: 'loseShields', ship: 'defender', zone: 'right', amount: rightShields }).session : session;
    const second = optionsOf(bothEmpty).attack?.defenseTokens.find((token) => token.token === 'defender-redirect-2');
    expect(second?.unavailable).toBeNull();
    expect(second?.noEffect ?? '').toMatch(/no shields left: a redirect spent now moves no damage/);
    expect(optionsOf(session).attack?.defenseTokens.find((token) => token.token === 'defender-redirect-2')?.noEffect).toBeNull();
    const spent = play(session, { type: 'spendDefenseToken', token: 'defender-redirect-2', zone: 'left' });
    expect(spent.events).toContainEqual(expect.objectContaining({ type: 'defenseTokenSpent', tokenType: 'redirect', zone: 'left' }));
    expect(optionsOf(spent.session).attack?.damage).toMatchObject({ redirectMax: 0 });
  });

  it('000 FAQ · a ship can spend an evade to reroll a die and see the result before spending another token', () => {
    const rolled = play(shipDuel({ attacker: NEBULON, defender: NEBULON, range: 'close' }), dice(['red', 'hit-hit'], ['red', 'hit'], ['red', 'crit'])).session;
    const evaded = play(rolled, { type: 'spendDefenseToken', token: 'defender-evade-1', dice: [0], rollForMe: true });
    const rerolled = evaded.events.find((event) => event.type === 'attackDieRerolled');
    expect(rerolled).toMatchObject({ rolledByApp: true, byToken: 'evade' });
    // The new face is visible in the state and options, and the defender may still decide on a brace.
    expect(optionsOf(evaded.session).attack?.defenseTokens.find((token) => token.type === 'brace')?.unavailable).toBeNull();
    const braced = play(evaded.session, { type: 'spendDefenseToken', token: 'defender-brace-1' }).session;
    expect(tokenState(braced, 'defender-brace-1')).toBe('exhausted');
  });
});
