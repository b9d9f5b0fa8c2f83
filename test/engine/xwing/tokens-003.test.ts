import { describe, expect, it } from 'vitest';
import { markerCatalogue, shipMarkers, tokenCatalogue, type PlainTokenType, type Ship, type TokenType } from '../../../shared/engine/games/xwing';
import { decimator, expectMessage, sentences, howlrunner, luke, optionsOf, play, refusal, rosters, shipOf, startGame, stateOf, wedge } from './helpers/xwing-game';

const game = () => startGame(rosters([luke(), wedge()], [decimator(), howlrunner()]));

const green: PlainTokenType[] = ['calculate', 'evade', 'focus'];
const orange: PlainTokenType[] = ['disarm', 'jam', 'tractor'];
const red: PlainTokenType[] = ['deplete', 'ion', 'strain', 'stress'];

/** Everything except the tokens. */
function withoutTokens(ship: Ship): Omit<Ship, 'tokens'> {
  const { tokens: _tokens, ...rest } = ship;
  return rest;
}

describe('003 Tokens', () => {
  it('003 · a ship instructed to gain a token takes one from the supply', () => {
    const { session, events } = play(game(), { type: 'gainToken', ship: 'luke', token: 'stress', count: 2 });
    expect(shipOf(session, 'luke').tokens.stress).toBe(2);
    expect(events).toEqual([{ type: 'tokenGained', ship: { id: 'luke', name: 'Luke Skywalker' }, token: { token: 'stress', side: null, lockedBy: null }, count: 2, byAction: false }]);
    expect(sentences(events)[0]).toBe('Luke Skywalker gains 2 stress tokens.');
    // Nothing else about the ship changes.
    expect(withoutTokens(shipOf(session, 'luke'))).toEqual(withoutTokens(shipOf(game(), 'luke')));
  });

  it('003 · a ship instructed to spend or remove a token returns one of that type to the supply', () => {
    const session = play(game(), { type: 'gainToken', ship: 'luke', token: 'focus', count: 2 }, { type: 'gainToken', ship: 'luke', token: 'stress' }).session;
    const spent = play(session, { type: 'spendToken', ship: 'luke', token: 'focus', reason: 'Marksmanship' });
    expect(shipOf(spent.session, 'luke').tokens.focus).toBe(1);
    expect(sentences(spent.events)[0]).toBe('Luke Skywalker spends a focus token (Marksmanship).');
    const removed = play(session, { type: 'removeToken', ship: 'luke', token: 'stress' }).session;
    expect(shipOf(removed, 'luke').tokens.stress).toBe(0);
    const error = refusal(removed, { type: 'spendToken', ship: 'luke', token: 'stress' });
    expect(error.code).toBe('no_token');
    expectMessage(error, /Luke Skywalker has no stress token\./);
    expect(refusal(session, { type: 'removeToken', ship: 'luke', token: 'focus', count: 3 }).code).toBe('no_token');
  });

  it('003 · a transferred token is removed from one ship and assigned to the other', () => {
    const session = play(game(), { type: 'gainToken', ship: 'luke', token: 'focus' }).session;
    const { session: after, events } = play(session, { type: 'transferToken', from: 'luke', to: 'wedge', token: 'focus' });
    expect(shipOf(after, 'luke').tokens.focus).toBe(0);
    expect(shipOf(after, 'wedge').tokens.focus).toBe(1);
    expect(sentences(events)[0]).toBe('Luke Skywalker transfers a focus token to Wedge Antilles.');
    expect(optionsOf(session).ships.find((ship) => ship.ship === 'luke')?.heldTokens[0]?.transferTo).toEqual(['wedge', 'decimator', 'howl']);
  });

  it('003 · a transfer cannot take place if the source cannot remove or the target cannot gain the token', () => {
    const session = play(
      game(),
      { type: 'performAction', ship: 'luke', action: 'lock', target: 'howl' },
      { type: 'gainToken', ship: 'luke', token: 'stress' },
      { type: 'sufferDamage', ship: 'decimator', hits: 16, crits: 0, drawForMe: true },
    ).session;
    expect(shipOf(session, 'decimator').destroyed).toBe(true);
    const cases: [unknown, RegExp][] = [
      // The source has no such token to remove.
      [{ type: 'transferToken', from: 'wedge', to: 'luke', token: 'focus' }, /cannot take place: Wedge Antilles has no focus token\./],
      // A destroyed ship cannot gain it.
      [{ type: 'transferToken', from: 'luke', to: 'decimator', token: 'stress' }, /cannot take place: Rear Admiral Chiraneau is destroyed/],
      // A lock token cannot go to the ship that has the lock: a ship never locks itself.
      [{ type: 'transferToken', from: 'howl', to: 'luke', token: 'lock' }, /cannot take place: Luke Skywalker cannot be locked by itself/],
    ];
    for (const [command, message] of cases) {
      const error = refusal(session, command);
      expect(error.code).toBe('transfer_impossible');
      expectMessage(error, message);
    }
    const heldByLuke = optionsOf(session).ships.find((ship) => ship.ship === 'luke')?.heldTokens.find((held) => held.token === 'stress');
    expect(heldByLuke?.transferTo).toEqual(['wedge', 'howl']);
    const lockOnHowl = optionsOf(session).ships.find((ship) => ship.ship === 'howl')?.heldTokens.find((held) => held.token === 'lock');
    expect(lockOnHowl?.transferTo).toEqual(['wedge']);
    // A possible transfer of the lock keeps it Luke's.
    const moved = play(session, { type: 'transferToken', from: 'howl', to: 'wedge', token: 'lock' }).session;
    expect(shipOf(moved, 'wedge').tokens.lock).toEqual(['luke']);
    expect(shipOf(moved, 'howl').tokens.lock).toEqual([]);
  });

  it('003 · green and orange tokens are circular and are removed during the End Phase', () => {
    let session = game();
    // Orange first: a ship that becomes jammed with a green token would lose it at once (RRG · Jam).
    for (const token of [...orange, ...green, ...red, 'cloak'] as const) session = play(session, { type: 'gainToken', ship: 'decimator', token }).session;
    session = play(session, { type: 'gainToken', ship: 'decimator', token: 'reinforce', side: 'fore' }, { type: 'gainToken', ship: 'decimator', token: 'reinforce', side: 'aft' }, { type: 'performAction', ship: 'luke', action: 'lock', target: 'decimator' }).session;
    for (const kind of tokenCatalogue.filter((candidate) => candidate.colour === 'green' || candidate.colour === 'orange')) expect(kind.shape).toBe('circular');
    const toEnd = play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' });
    expect(stateOf(toEnd.session).phase).toBe('end');
    const tokens = shipOf(toEnd.session, 'decimator').tokens;
    for (const token of [...green, ...orange]) expect(tokens[token]).toBe(0);
    expect(tokens.reinforce).toEqual({ fore: 0, aft: 0 });
    expect(toEnd.events.find((event) => event.type === 'endPhaseTokensRemoved')).toMatchObject({ count: 8 });
    // Red and blue tokens stay.
    for (const token of red) expect(tokens[token]).toBe(1);
    expect(tokens.cloak).toBe(1);
    expect(tokens.lock).toEqual(['luke']);
  });

  it('003 · blue and red tokens are diamonds and leave only by their own criteria, which the player applies', () => {
    for (const kind of tokenCatalogue.filter((candidate) => candidate.colour === 'red' || candidate.colour === 'blue')) expect(kind).toMatchObject({ shape: 'diamond', removal: 'ownCriteria' });
    let session = play(game(), { type: 'gainToken', ship: 'luke', token: 'stress' }, { type: 'gainToken', ship: 'luke', token: 'cloak' }).session;
    // A whole round goes by: the End Phase does not take them.
    for (let i = 0; i < 5; i++) session = play(session, { type: 'nextPhase' }).session;
    expect(stateOf(session).round).toBe(2);
    expect(shipOf(session, 'luke').tokens).toMatchObject({ stress: 1, cloak: 1 });
    const { session: after, events } = play(session, { type: 'removeToken', ship: 'luke', token: 'stress', reason: 'blue maneuver' });
    expect(shipOf(after, 'luke').tokens.stress).toBe(0);
    expect(sentences(events)[0]).toBe('Luke Skywalker removes a stress token (blue maneuver).');
  });

  it('003 · where a token sits in the play area has no effect: the state keeps only which ship has how many', () => {
    const a = play(game(), { type: 'gainToken', ship: 'luke', token: 'focus' }, { type: 'gainToken', ship: 'luke', token: 'stress' }, { type: 'gainToken', ship: 'luke', token: 'evade' }).session;
    const b = play(game(), { type: 'gainToken', ship: 'luke', token: 'evade' }, { type: 'gainToken', ship: 'luke', token: 'focus' }, { type: 'gainToken', ship: 'luke', token: 'stress' }).session;
    expect(shipOf(a, 'luke').tokens).toEqual(shipOf(b, 'luke').tokens);
    expect(optionsOf(a).ships).toEqual(optionsOf(b).ships);
  });

  it('003 · the thirteen tokens have the colours and shapes of the table', () => {
    const table: Record<TokenType, [string, string]> = {
      calculate: ['green', 'circular'],
      evade: ['green', 'circular'],
      focus: ['green', 'circular'],
      reinforce: ['green', 'circular'],
      disarm: ['orange', 'circular'],
      jam: ['orange', 'circular'],
      tractor: ['orange', 'circular'],
      deplete: ['red', 'diamond'],
      ion: ['red', 'diamond'],
      lock: ['red', 'diamond'],
      strain: ['red', 'diamond'],
      stress: ['red', 'diamond'],
      cloak: ['blue', 'diamond'],
    };
    expect(tokenCatalogue).toHaveLength(13);
    expect(Object.fromEntries(tokenCatalogue.map((kind) => [kind.type, [kind.colour, kind.shape]]))).toEqual(table);
  });

  it('003 · markers are not tokens: ID, shield, standard charge, Force charge, critical damage, condition, fuse, single and double turret mount', () => {
    expect(markerCatalogue.map((kind) => kind.name)).toEqual(['ID', 'Shield', 'Standard charge', 'Force charge', 'Critical damage', 'Condition', 'Fuse', 'Single turret mount', 'Double turret mount']);
    expect(markerCatalogue.map((kind) => kind.type).filter((type) => (tokenCatalogue.map((kind) => kind.type) as string[]).includes(type))).toEqual([]);
    const session = play(
      game(),
      { type: 'sufferDamage', ship: 'luke', hits: 2, crits: 1, drawForMe: true },
      { type: 'assignCondition', ship: 'luke', condition: 'Hunted' },
      { type: 'spendCharge', ship: 'luke', charge: 'force' },
    ).session;
    const before = shipMarkers(shipOf(session, 'luke'));
    expect(before).toMatchObject({ shield: 0, forceCharge: 1, criticalDamage: 1, condition: 1 });
    expect(shipMarkers(shipOf(session, 'decimator'))).toMatchObject({ doubleTurretMount: 1, singleTurretMount: 0, shield: 4 });
    // Token effects of every kind leave the markers alone.
    const afterTokens = play(
      session,
      { type: 'gainToken', ship: 'luke', token: 'focus', count: 3 },
      { type: 'spendToken', ship: 'luke', token: 'focus' },
      { type: 'removeToken', ship: 'luke', token: 'focus' },
      { type: 'transferToken', from: 'luke', to: 'wedge', token: 'focus' },
      { type: 'performAction', ship: 'wedge', action: 'lock', target: 'decimator' },
      { type: 'nextPhase' },
      { type: 'nextPhase' },
      { type: 'nextPhase' },
      { type: 'nextPhase' },
    ).session;
    expect(stateOf(afterTokens).phase).toBe('end');
    // The End Phase recovers Force by its own rule; every other marker is as it was.
    expect(shipMarkers(shipOf(afterTokens, 'luke'))).toEqual({ ...before, forceCharge: before.forceCharge + 1 });
  });

  it('003 · a lock token carries the ID of the ship that has the lock; several ships can lock one target, each keeps one lock', () => {
    const session = play(
      game(),
      { type: 'performAction', ship: 'luke', action: 'lock', target: 'decimator' },
      { type: 'performAction', ship: 'wedge', action: 'lock', target: 'decimator' },
    ).session;
    expect(shipOf(session, 'decimator').tokens.lock).toEqual(['luke', 'wedge']);
    expect(tokenCatalogue.find((kind) => kind.type === 'lock')).toMatchObject({ colour: 'red', shape: 'diamond' });
    const moved = play(session, { type: 'gainToken', ship: 'howl', token: 'lock', lockedBy: 'luke' });
    expect(shipOf(moved.session, 'decimator').tokens.lock).toEqual(['wedge']);
    expect(shipOf(moved.session, 'howl').tokens.lock).toEqual(['luke']);
    expect(sentences(moved.events)).toEqual([
      'Luke Skywalker’s lock on Rear Admiral Chiraneau is removed (a ship maintains only one lock).',
      'Luke Skywalker acquires a lock on “Howlrunner”.',
    ]);
    expect(refusal(session, { type: 'gainToken', ship: 'luke', token: 'lock', lockedBy: 'luke' }).code).toBe('cannot_gain_token');
    expect(refusal(session, { type: 'spendToken', ship: 'decimator', token: 'lock' }).code).toBe('lock_holder_needed');
    expect(shipOf(play(session, { type: 'spendToken', ship: 'decimator', token: 'lock', lockedBy: 'wedge' }).session, 'decimator').tokens.lock).toEqual(['luke']);
  });
});
