// Issue 36 item 2 · obstacles from the list to the table: the catalogue (XWS ids), each player's three at
// setup, and a ship moving through or landing on one, with the effect its kind has in the edition played
// (FFG Rules Reference 2.0 and AMG Rules Reference 2.5, § Obstacles).
import { describe, expect, it } from 'vitest';
import { emptySession, stepSession, type Session } from '../../../shared/engine';
import { obstacleCatalogue, obstacleChoice, readObstacle } from '../../../shared/engine/games/xwing/obstacles/catalogue';
import { pilotEntry } from './helpers/xwing-roster';
import { withEffects } from './helpers/card-effects';
import { expectMessage, howlrunner, play, refusal, rosters, sentences, shipOf, startGame, stateOf, X_WING } from './helpers/xwing-game';

const X1 = 'galactic-empire/tie-advanced-x1';
const luke = pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke', actionBar: true, dial: true }); // initiative 5
const vader = pilotEntry(X1, 'Darth Vader', { id: 'vader', actionBar: true, dial: true }); // initiative 6

const rock3 = { id: 'coreasteroid3', name: 'Asteroid 3 (Core Set)', kind: 'asteroid' as const };
function start(edition: '2.0' | '2.5', obstacles = true): Session {
  const players = [
    { name: 'Rebels', ships: [luke], ...(obstacles ? { obstacles: [rock3, { id: 'yt2400debris1', name: 'Debris 1 (YT-2400)', kind: 'debris' as const }, { id: 'gascloud2', name: 'Gas Cloud 2', kind: 'gasCloud' as const }] } : {}) },
    { name: 'Empire', ships: [vader] },
  ];
  return play(emptySession('xwing'), { type: 'setup', seed: 'rocks', players, rules: 3, edition }).session;
}
const next = (session: Session, times = 1): Session => play(session, ...Array.from({ length: times }, () => ({ type: 'nextPhase' }))).session;
/** Luke (initiative 5, before Vader) executes a white 2 straight in the Activation Phase. */
const lukeMoved = (edition: '2.0' | '2.5') => play(next(start(edition), 2), { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' }).session;
const hit = (obstacle: string, face: string, ended: 'overlapping' | 'through' = 'through', extra: Record<string, unknown> = {}) => ({ type: 'hitObstacle', ship: 'luke', obstacle, ended, faces: [face], ...extra });
const damageOf = (session: Session, id: string) => {
  const ship = shipOf(session, id);
  return ship.shields.max - ship.shields.current + ship.damageCards.length;
};

describe('Issue 36 item 2 · the obstacle catalogue (XWS § Obstacles)', () => {
  it('XWS § Obstacles: every canonical id has its kind and a readable name', () => {
    const ids = obstacleCatalogue.map((obstacle) => obstacle.id);
    for (const n of [0, 1, 2, 3, 4, 5]) expect(ids).toEqual(expect.arrayContaining([`coreasteroid${n}`, `core2asteroid${n}`]));
    for (const n of [0, 1, 2]) expect(ids).toEqual(expect.arrayContaining([`yt2400debris${n}`, `vt49decimatordebris${n}`]));
    for (const n of [1, 2, 3, 4, 5, 6]) expect(ids).toContain(`gascloud${n}`);
    expect(obstacleCatalogue.find((obstacle) => obstacle.id === 'core2asteroid3')).toEqual({ id: 'core2asteroid3', kind: 'asteroid', name: 'Asteroid 3 (Force Awakens Core Set)' });
    expect(new Set(obstacleCatalogue.map((obstacle) => obstacle.kind))).toEqual(new Set(['asteroid', 'debris', 'gasCloud']));
  });

  it('XWS § Obstacles: read tolerantly — case, spaces, a builder’s obstacle- prefix, the readable name and a builder’s own words', () => {
    for (const text of ['core2asteroid3', 'Core2Asteroid3', ' core2asteroid3 ', 'obstacle-core2asteroid3', 'Asteroid 3 (Force Awakens Core Set)', 'TFA asteroid 3', 'Force Awakens Asteroid 3']) expect(readObstacle(text)?.id, text).toBe('core2asteroid3');
    expect(readObstacle('YT2400 Debris 1')?.id).toBe('yt2400debris1');
    expect(readObstacle('VT49 Debris 0')?.id).toBe('vt49decimatordebris0');
    expect(readObstacle('Gas Cloud 4')?.kind).toBe('gasCloud');
    expect(readObstacle('pomasteroid1')).toBeNull();
  });

  it('an obstacle the data does not know is named and its kind asked, never guessed; with its kind it is kept as written', () => {
    const asked = obstacleChoice('pomasteroid1');
    expect(asked).toEqual({ ok: false, message: 'Sidetable does not know the obstacle “pomasteroid1”: say which kind it is (an asteroid, a debris cloud or a gas cloud).' });
    expect(obstacleChoice('pomasteroid1', 'asteroid')).toEqual({ ok: true, value: { id: 'pomasteroid1', name: 'pomasteroid1', kind: 'asteroid' } });
  });
});

describe('Issue 36 item 2 · RRG · Setup, Place Obstacles: each player’s obstacles', () => {
  it('the setup carries each player’s obstacles; a game set up without them (an older log) folds to players with no obstacles field', () => {
    expect(stateOf(start('2.5')).players[0]?.obstacles?.map((obstacle) => obstacle.name)).toEqual(['Asteroid 3 (Core Set)', 'Debris 1 (YT-2400)', 'Gas Cloud 2']);
    const older = stateOf(start('2.5', false));
    expect(older.players.map((player) => 'obstacles' in player)).toEqual([false, false]);
  });

  it('before round 1 a player picks or changes up to three, by id or by name; in the history; refused once the round is under way', () => {
    const chosen = play(start('2.0'), { type: 'chooseObstacles', player: 'p2', obstacles: [{ obstacle: 'core2asteroid0' }, { obstacle: 'VT49 Debris 2' }, { obstacle: 'my rock', kind: 'asteroid' }] });
    expect(stateOf(chosen.session).players[1]?.obstacles).toEqual([
      { id: 'core2asteroid0', name: 'Asteroid 0 (Force Awakens Core Set)', kind: 'asteroid' },
      { id: 'vt49decimatordebris2', name: 'Debris 2 (VT-49 Decimator)', kind: 'debris' },
      { id: 'my rock', name: 'my rock', kind: 'asteroid' },
    ]);
    expect(sentences(chosen.events)).toEqual(['Empire’s obstacles: Asteroid 0 (Force Awakens Core Set), Debris 2 (VT-49 Decimator), my rock.']);
    expectMessage(refusal(start('2.0'), { type: 'chooseObstacles', player: 'p2', obstacles: [{ obstacle: 'my rock' }] }), /does not know the obstacle “my rock”: say which kind/);
    expectMessage(refusal(next(start('2.0')), { type: 'chooseObstacles', player: 'p2', obstacles: [] }), /chosen at setup, before round 1/);
  });
});

describe('Issue 36 item 2 · FFG Rules Reference 2.0 · Obstacles', () => {
  it('FFG RR 2.0 · Obstacles, Asteroid: a hit is 1 damage, through the damage rule; a maneuver through it skips the Perform Action step', () => {
    const moved = play(lukeMoved('2.0'), hit('coreasteroid3', 'hit'));
    expect(damageOf(moved.session, 'luke')).toBe(1);
    expect(stateOf(moved.session).damageByRound.p1[0]).toBe(1);
    expect(sentences(moved.events)[0]).toBe('Luke Skywalker moved through Asteroid 3 (Core Set): rolled a hit, 1 damage; no action this round.');
    expectMessage(refusal(moved.session, { type: 'performAction', ship: 'luke', action: 'focus' }), /moved through or onto Asteroid 3 \(Core Set\): it skips its Perform Action step/);
  });

  it('FFG RR 2.0 · Obstacles, Asteroid: a crit is 1 crit damage; a blank nothing; at range 0 of it the ship cannot attack until its next maneuver', () => {
    const crit = play(lukeMoved('2.0'), hit('Asteroid 3 (Core Set)', 'crit', 'overlapping'));
    expect(crit.events.find((event) => event.type === 'damageSuffered')).toMatchObject({ hits: 0, crits: 1 });
    const landed = play(lukeMoved('2.0'), hit('coreasteroid3', 'blank', 'overlapping'));
    expect(damageOf(landed.session, 'luke')).toBe(0);
    expect(sentences(landed.events)).toEqual(['Luke Skywalker landed on Asteroid 3 (Core Set): rolled a blank, nothing more; no action this round; no attack while on it.']);
    const engagement = next(play(landed.session, { type: 'endActivation' }, { type: 'activateShip', ship: 'vader' }, { type: 'executeManeuver', ship: 'vader', speed: 2, bearing: 'straight' }, { type: 'endActivation' }).session);
    expectMessage(refusal(play(engagement, { type: 'passShip', ship: 'vader' }).session, { type: 'declareAttack', attacker: 'luke', defender: 'vader', arc: 'front', range: 2 }), /Luke Skywalker is at range 0 of Asteroid 3 \(Core Set\): a ship there cannot attack/);
  });

  it('FFG RR 2.0 · Obstacles, Debris Cloud: 1 stress token; a crit is 1 crit damage and a hit nothing; it does not skip the action step; at range 0 the ship may attack', () => {
    const debris = play(lukeMoved('2.0'), hit('yt2400debris1', 'hit', 'overlapping'));
    expect(shipOf(debris.session, 'luke').tokens.stress).toBe(1);
    expect(damageOf(debris.session, 'luke')).toBe(0);
    expect(sentences(debris.events)[0]).toBe('Luke Skywalker landed on Debris 1 (YT-2400): rolled a hit, a stress token.');
    expect(stateOf(debris.session).activation?.skipsAction).toBeUndefined();
    expect(shipOf(debris.session, 'luke').onObstacle).toEqual({ name: 'Debris 1 (YT-2400)', kind: 'debris' });
    const crit = play(lukeMoved('2.0'), hit('yt2400debris1', 'crit'));
    expect(crit.events.find((event) => event.type === 'damageSuffered')).toMatchObject({ hits: 0, crits: 1 });
  });

  it('FFG RR 2.0 · Obstacles, Gas Cloud: a focus or a hit gives 1 strain token; a maneuver through it skips the action step', () => {
    for (const face of ['focus', 'hit']) expect(shipOf(play(lukeMoved('2.0'), hit('gascloud2', face)).session, 'luke').tokens.strain).toBe(1);
    const blank = play(lukeMoved('2.0'), hit('gascloud2', 'blank'));
    expect(shipOf(blank.session, 'luke').tokens.strain).toBe(0);
    expect(stateOf(blank.session).activation?.skipsAction).toBe('Gas Cloud 2');
  });

  it('FFG RR 2.0 · Obstacles: a move that is not its maneuver (a boost) rolls the die but keeps the action step', () => {
    const boosted = play(lukeMoved('2.0'), hit('coreasteroid3', 'hit', 'through', { move: 'other' }));
    expect(damageOf(boosted.session, 'luke')).toBe(1);
    expect(stateOf(boosted.session).activation?.skipsAction).toBeUndefined();
  });
});

describe('Issue 36 item 2 · AMG Rules Reference 2.5 · Obstacles', () => {
  it('AMG RR 2.5 · Obstacles, Asteroid: 1 damage, then a hit or crit 1 more; moving through keeps the action step, ending on it skips it and stops attacks', () => {
    const through = play(lukeMoved('2.5'), hit('coreasteroid3', 'blank'));
    expect(damageOf(through.session, 'luke')).toBe(1);
    expect(stateOf(through.session).activation?.skipsAction).toBeUndefined();
    const landed = play(lukeMoved('2.5'), hit('coreasteroid3', 'crit', 'overlapping'));
    expect(landed.events.find((event) => event.type === 'damageSuffered')).toMatchObject({ hits: 2, crits: 0 });
    expect(sentences(landed.events)[0]).toBe('Luke Skywalker landed on Asteroid 3 (Core Set): rolled a crit, 2 damage; no action this round; no attack while on it.');
    expectMessage(refusal(landed.session, { type: 'performAction', ship: 'luke', action: 'focus' }), /skips its Perform Action step/);
  });

  it('AMG RR 2.5 · Obstacles, Debris Cloud: 1 stress token; a hit is 1 damage, a crit 1 crit damage; at range 0 the ship cannot attack', () => {
    const debris = play(lukeMoved('2.5'), hit('yt2400debris1', 'hit', 'overlapping'));
    expect(shipOf(debris.session, 'luke').tokens.stress).toBe(1);
    expect(damageOf(debris.session, 'luke')).toBe(1);
    expect(stateOf(debris.session).activation?.skipsAction).toBe('Debris 1 (YT-2400)');
    const crit = play(lukeMoved('2.5'), hit('yt2400debris1', 'crit'));
    expect(crit.events.find((event) => event.type === 'damageSuffered')).toMatchObject({ hits: 0, crits: 1 });
  });

  it('AMG RR 2.5 · Obstacles, Gas Cloud: locks broken, 1 strain token; a hit 1 ion token, a crit 3; at range 0 no lock', () => {
    // Vader locked Luke in an earlier round (gained as a token here): the gas cloud breaks it.
    let session = play(lukeMoved('2.5'), { type: 'gainToken', ship: 'luke', token: 'lock', lockedBy: 'vader' }).session;
    const gas = play(session, hit('gascloud2', 'crit', 'overlapping'));
    session = gas.session;
    const luke = shipOf(session, 'luke');
    expect({ lock: luke.tokens.lock, strain: luke.tokens.strain, ion: luke.tokens.ion }).toEqual({ lock: [], strain: 1, ion: 3 });
    expect(sentences(gas.events)[0]).toBe('Luke Skywalker landed on Gas Cloud 2: rolled a crit, its locks and the locks on it broken, a strain token, 3 ion tokens; no action this round; no attack while on it.');
    expect(shipOf(play(lukeMoved('2.5'), hit('gascloud2', 'hit')).session, 'luke').tokens.ion).toBe(1);
    const vaderTurn = play(session, { type: 'endActivation' }, { type: 'activateShip', ship: 'vader' }, { type: 'executeManeuver', ship: 'vader', speed: 2, bearing: 'straight' }).session;
    expectMessage(refusal(vaderTurn, { type: 'performAction', ship: 'vader', action: 'lock', target: 'luke' }), /Luke Skywalker is at range 0 of Gas Cloud 2: a ship there cannot be locked/);
  });
});

describe('Issue 36 item 2 · the obstacle command: the die, unknown obstacles, undo', () => {
  it('the app rolls the die with the game’s seeded random: the same log gives the same face; undo takes it all back', () => {
    const first = play(lukeMoved('2.5'), { type: 'hitObstacle', ship: 'luke', obstacle: 'coreasteroid3', ended: 'through', rollForMe: true });
    const again = play(lukeMoved('2.5'), { type: 'hitObstacle', ship: 'luke', obstacle: 'coreasteroid3', ended: 'through', rollForMe: true });
    expect(first.events[0]).toMatchObject({ type: 'obstacleHit', rolledByApp: true });
    expect(again.events[0]).toEqual(first.events[0]);
    expect(sentences(first.events)[0]).toContain('(rolled by the app)');
    const undone = stepSession(first.session, { type: 'undo' });
    if (!undone.ok) throw new Error(undone.error.message);
    expect(stateOf(undone.value.session)).toEqual(stateOf(lukeMoved('2.5')));
  });

  it('an obstacle the game does not know is named and its kind asked; with a kind it applies; a face must be given or rolled', () => {
    expectMessage(refusal(lukeMoved('2.5'), hit('rock 7', 'hit')), /Sidetable does not know the obstacle “rock 7”: say which kind it is/);
    expectMessage(refusal(lukeMoved('2.5'), hit('big asteroid', 'hit')), /Its name says asteroid: confirm it/);
    const named = play(lukeMoved('2.5'), hit('rock 7', 'blank', 'through', { kind: 'asteroid' }));
    expect(sentences(named.events)[0]).toBe('Luke Skywalker moved through rock 7: rolled a blank, 1 damage.');
    expectMessage(refusal(lukeMoved('2.5'), { type: 'hitObstacle', ship: 'luke', obstacle: 'coreasteroid3', ended: 'through' }), /rolls 1 attack die for Asteroid 3 \(Core Set\): enter the face/);
    expectMessage(refusal(lukeMoved('2.5'), hit('coreasteroid3', 'evade')), /An attack die has no evade face/);
  });
});

describe('Issue 36 item 2 · an obstacle’s damage goes through the one damage rule', () => {
  it('FFG RR 2.0 · Obstacles, Asteroid + Card · Chewbacca: the crit an asteroid deals is a faceup card, and his card is asked before it is dealt (the damage window)', () => {
    const chewie = withEffects('rebel-alliance/modified-yt-1300-light-freighter', 'Chewbacca', 'chewie', '2.5');
    let session = startGame(rosters([chewie], [howlrunner()]));
    session = play(session, { type: 'sufferDamage', ship: 'chewie', hits: shipOf(session, 'chewie').shields.current, crits: 0 }).session;
    const rock = play(session, { type: 'hitObstacle', ship: 'chewie', obstacle: 'asteroid', ended: 'through', move: 'other', faces: ['crit'] });
    expect(sentences(rock.events)[0]).toBe('Chewbacca moved through an asteroid: rolled a crit, 1 crit damage.');
    const asked = stateOf(rock.session).prompts.filter((prompt) => prompt.window);
    expect(asked.map((prompt) => prompt.source)).toEqual(['Chewbacca']);
    expect(shipOf(rock.session, 'chewie').damageCards).toEqual([]);
  });
});
