import { describe, expect, it } from 'vitest';
import { emptySession, viewSession } from '../../../shared/engine';
import { allShipFiles, pilotEntryFrom, readShipFile } from './helpers/xwing-roster';
import { decimator, expectMessage, howlrunner, luke, optionsOf, play, refusal, rosters, setupCommand, shipOf, startGame, stateOf } from './helpers/xwing-game';

describe('setup', () => {
  it('builds each ship from its roster entry: stats inline, full shields, charges and Force at their value', () => {
    const session = startGame(rosters([luke()], [decimator(), howlrunner()]));
    expect(shipOf(session, 'luke')).toEqual({
      id: 'luke',
      owner: 'p1',
      idMarker: 1,
      name: 'Luke Skywalker',
      idNumber: null,
      ship: 'T-65 X-wing',
      initiative: 5,
      size: 'small',
      hull: 4,
      shields: { current: 2, max: 2 },
      agility: 2,
      attacks: [{ arc: 'front', value: 3 }],
      charges: null,
      force: { current: 2, max: 2, recurs: 1 },
      tokens: { calculate: 0, evade: 0, focus: 0, disarm: 0, jam: 0, tractor: 0, deplete: 0, ion: 0, strain: 0, stress: 0, cloak: 0, reinforce: { fore: 0, aft: 0 }, lock: [] },
      damageCards: [],
      conditions: [],
      actionsThisRound: [],
      actionBar: null,
      linkable: null,
      ability: null,
      abilities: [],
      activated: false,
      attacksThisPhase: 0,
      destroyed: false,
      destroyedInRound: null,
      removalPending: false,
      upgrades: [],
      points: null,
    });
    expect(shipOf(session, 'decimator')).toMatchObject({ owner: 'p2', idMarker: 2, size: 'large', hull: 12, shields: { current: 4, max: 4 }, agility: 0, attacks: [{ arc: 'double-turret', value: 3 }] });
    expect(stateOf(session)).toMatchObject({ round: 1, phase: 'planning', attack: null });
    expect(optionsOf(session).commands).toEqual(expect.arrayContaining(['nextPhase', 'gainToken', 'performAction', 'assignCondition']));
  });

  it('ships without an id are numbered by player; ids are unique; an arc is listed once', () => {
    const { id: _luke, ...anonymous } = luke();
    const session = startGame(rosters([anonymous, anonymous], [anonymous]));
    expect(stateOf(session).ships.map((ship) => ship.id)).toEqual(['p1-ship-1', 'p1-ship-2', 'p2-ship-1']);
    const twice = refusal(emptySession('xwing'), setupCommand(rosters([luke('same')], [howlrunner('same')])));
    expect(twice.code).toBe('duplicate_ship');
    expectMessage(twice, /Two ships are named same/);
    const arcs = refusal(emptySession('xwing'), setupCommand(rosters([{ ...luke(), attacks: [{ arc: 'front', value: 3 }, { arc: 'front', value: 2 }] }], [])));
    expectMessage(arcs, /lists a primary attack in its front arc twice/);
    const tiny: Record<string, unknown> = { ...luke(), size: 'tiny' };
    const badSize = refusal(emptySession('xwing'), { type: 'setup', seed: 1, players: [{ name: 'Rebels', ships: [tiny] }, { name: 'Empire', ships: [] }] });
    expect(badSize.code).toBe('invalid_command');
    expectMessage(badSize, /Setup, player 1, ship 1, size: expected one of small, medium, large, huge/);
  });

  it('every pilot of xwing-data2 2.5 makes a roster the engine accepts', () => {
    let pilots = 0;
    for (const file of allShipFiles()) {
      const ship = readShipFile(file);
      const entries = ship.pilots.map((pilot, n) => pilotEntryFrom(ship, pilot, { id: `${file}-${n}` }));
      pilots += entries.length;
      // A list of up to eight ships a side, as at the table.
      for (let from = 0; from < entries.length; from += 16) {
        const rebels = entries.slice(from, from + 8);
        const empire = entries.slice(from + 8, from + 16);
        const session = play(emptySession('xwing'), setupCommand(rosters(rebels, empire))).session;
        expect(stateOf(session).ships).toHaveLength(rebels.length + empire.length);
      }
    }
    expect(pilots).toBeGreaterThan(400);
  });

  it('the state is plain JSON, and a step never changes the session it is given', () => {
    const session = play(startGame(rosters([luke()], [decimator()])), { type: 'gainToken', ship: 'luke', token: 'focus' }).session;
    const state = stateOf(session);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    const before = JSON.stringify(viewSession(session));
    play(session, { type: 'spendToken', ship: 'luke', token: 'focus' }, { type: 'nextPhase' });
    expect(JSON.stringify(viewSession(session))).toBe(before);
  });

  it('a command the game does not know, or a field it does not expect, is refused with the field named', () => {
    const session = startGame(rosters([luke()], [decimator()]));
    expectMessage(refusal(session, { type: 'activateSquadron', ship: 'luke' }), /"activateSquadron" is not a command of this game/);
    expectMessage(refusal(session, { type: 'gainToken', ship: 'luke', token: 'shield' }), /Gain token, token: expected one of calculate, evade, focus/);
    expectMessage(refusal(session, { type: 'gainToken', ship: 'luke', token: 'focus', side: 'fore' }), /Only a reinforce token has a side/);
    expectMessage(refusal(session, { type: 'gainToken', ship: 'nobody', token: 'focus' }), /There is no ship nobody in this game\./);
  });
});
