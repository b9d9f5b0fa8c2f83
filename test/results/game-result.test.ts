import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedData } from '../cards/card-host';
import { validate, type SchemaNode } from '../lists/formats/helpers/json-schema-subset';
import { emptySession } from '../../shared/engine';
import { armadaResultOf, readResultFile, resultFileOf, toArmadaResultJson, toListFortress, xwingResultOf, xwsIdOfName } from '../../shared/results';
import { howlrunner, luke, play as playXwing, stateOf as xwingStateOf, toEngagement, wedge } from '../engine/xwing/helpers/xwing-game';
import { CR90, play as playArmada, rosters as armadaRosters, shipEntry, squadronEntry, stateOf as armadaStateOf, TIE_FIGHTER, VICTORY, X_WING } from '../engine/helpers/armada-game';

// Issue 36 item 5 · a finished game's result in a tournament's words, out and back in: X-Wing as
// ListFortress's tournament JSON (its import as its maintainer describes it, AlexRaubach/ListFortress
// issue #63: players with mov / score / list as XWS, rounds of matches with player ids, points and
// winner-id, the scenario), Armada as our plain versioned JSON with the margin of victory and the
// tournament points of the Armada Tournament Regulations (Margin of Victory: 6–5 up to 10–1).

const xwsSchema = JSON.parse(fs.readFileSync(sharedData('xws-spec', 'schema.json'), 'utf8')) as SchemaNode;

function xwingGame(edition: '2.0' | '2.5' = '2.5') {
  const players = [
    { name: 'Rebels', list: 'Red Squadron', ships: [{ ...luke(), points: 62, upgrades: [{ name: 'Proton Torpedoes', slot: 'Torpedo', points: 9 }] }, { ...wedge(), points: 52 }] },
    { name: 'Empire', list: 'Black Eight', ships: [{ ...howlrunner(), points: 40 }] },
  ];
  return toEngagement(playXwing(emptySession('xwing'), { type: 'setup', seed: 'result', players, rules: 3, edition }).session);
}

describe('Issue 36 · an X-Wing game ended → ListFortress’s tournament JSON', () => {
  it('Tournament rules · Concession: Empire concedes → both XWS lists, mission points, winner-id and the margin', () => {
    const ended = playXwing(xwingGame(), { type: 'endGame', reason: 'concession', player: 'p2' }).session;
    const result = xwingResultOf(xwingStateOf(ended));
    expect(result).toMatchObject({ game: 'xwing', edition: 'xwing-2.5', ended: 'concession', conceded: 'p2', winner: 'p1', margin: 40, round: 1 });
    const file = toListFortress(result);
    expect(file.players.map((player) => [player.id, player.name, player.mov, player.score, player.rank.swiss])).toEqual([
      ['p1', 'Rebels', 40, 1, 1],
      ['p2', 'Empire', 0, 0, 2],
    ]);
    expect(file.players[0]?.list).toMatchObject({ version: '2.0.0', name: 'Red Squadron', points: 114, pilots: [{ id: 'lukeskywalker', points: 62, upgrades: { torpedo: ['protontorpedoes'] } }, { id: 'wedgeantilles' }] });
    expect(file.players[1]?.list).toMatchObject({ name: 'Black Eight', points: 40, pilots: [{ id: 'howlrunner' }] });
    expect(file.rounds[0]?.matches[0]).toEqual({ player1: 'Rebels', 'player1-id': 'p1', player2: 'Empire', 'player2-id': 'p2', player1points: 40, player2points: 0, 'winner-id': 'p1', winner: 'Rebels', result: 'win' });
    // Without the card data's ids the names are made into XWS ids, and the file says so.
    expect(result.notes.join(' ')).toMatch(/Luke Skywalker.*named from the printed name/);
  });

  it('read back, the file gives the same result: players, lists, score, winner, margin', () => {
    const ended = playXwing(xwingGame(), { type: 'endGame', reason: 'concession', player: 'p1' }).session;
    const result = xwingResultOf(xwingStateOf(ended));
    const read = readResultFile(resultFileOf(result).text);
    expect(read.problems).toEqual([]);
    expect(read.result).toEqual(result);
    expect(read.result).toMatchObject({ winner: 'p2', margin: 114 });
  });

  it('X-Wing Scenarios · a scenario game ended on mission points: the scenario, the mission points as MoV, its end; read back the same', () => {
    const players = [
      { name: 'Rebels', ships: [{ ...luke(), points: 10 }, { ...wedge(), points: 10 }] },
      { name: 'Empire', ships: [{ ...howlrunner(), points: 4 }] },
    ];
    // Empire fields 4: Rebels start with 16; Howlrunner destroyed (4) makes 20 — and Empire has no ship left.
    let session = playXwing(emptySession('xwing'), { type: 'setup', seed: 'mission', players, rules: 3, edition: '2.5', scenario: 'chanceEngagement' }).session;
    session = playXwing(session, { type: 'sufferDamage', ship: 'howl', hits: 3, crits: 0, drawForMe: true }).session;
    const result = xwingResultOf(xwingStateOf(session));
    expect(result).toMatchObject({ scenario: 'Chance Engagement', winner: 'p1', margin: 20 });
    const file = toListFortress(result);
    expect(file.rounds[0]?.scenario).toBe('Chance Engagement');
    expect(file.players.map((player) => player.mov)).toEqual([20, 0]);
    expect(readResultFile(resultFileOf(result).text).result).toEqual(result);
  });

  it('the card data’s ids and factions are used where the host knows them; time called level is a draw with no winner-id', () => {
    const ended = playXwing(xwingGame(), { type: 'endGame', reason: 'timeCalled' }).session;
    const names = {
      pilot: (name: string) => (name === 'Luke Skywalker' ? { id: 'lukeskywalker', faction: 'rebelalliance' } : name === 'Wedge Antilles' ? { id: 'wedgeantilles', faction: 'rebelalliance' } : null),
      upgrade: (name: string) => (name === 'Proton Torpedoes' ? 'protontorpedoes' : null),
    };
    const result = xwingResultOf(xwingStateOf(ended), names);
    expect(result).toMatchObject({ winner: null, margin: 0, ended: 'timeCalled' });
    expect(result.players[0].list).toMatchObject({ faction: 'rebelalliance', xws: { faction: 'rebelalliance' } });
    expect(result.notes.some((note) => note.startsWith('Rebels'))).toBe(false);
    // XWS 2.0.0 · both lists validate against the spec's own schema.json.
    for (const player of toListFortress(result).players.slice(0, 1)) expect(validate(xwsSchema, player.list)).toEqual([]);
    const match = toListFortress(result).rounds[0]?.matches[0];
    expect(match).toMatchObject({ result: 'draw', player1points: 0, player2points: 0 });
    expect(match && 'winner-id' in match).toBe(false);
    expect(readResultFile(resultFileOf(result).text).result).toEqual(result);
  });

  it('XWS · ids: a name becomes lowercase letters and digits', () => {
    expect(xwsIdOfName('“Howlrunner”')).toBe('howlrunner');
    expect(xwsIdOfName('R2-D2')).toBe('r2d2');
  });
});

describe('Issue 36 · an Armada game ended → plain JSON with both fleets, the score and the margin', () => {
  function armadaGame() {
    const players = armadaRosters(
      { list: 'Tarkin’s Victory', ships: [{ ...shipEntry(VICTORY, { id: 'v' }), points: 73 }], squadrons: [{ ...squadronEntry(TIE_FIGHTER, { id: 't' }), points: 8 }] },
      { ships: [{ ...shipEntry(CR90, { id: 'c' }), points: 44 }], squadrons: [{ ...squadronEntry(X_WING, { id: 'x' }), points: 13 }] },
    );
    return playArmada(emptySession('armada'), { type: 'setup', seed: 'the end', players, firstPlayer: 'p1', rules: 3 }, { type: 'nextPhase' }).session;
  }

  it('TR · Concession and Margin of Victory: Rebels concede → Empire 57, margin 57, tournament points 6–5', () => {
    const ended = playArmada(armadaGame(), { type: 'endGame', reason: 'concession', player: 'p2' }).session;
    const result = armadaResultOf(armadaStateOf(ended));
    expect(result).toMatchObject({ game: 'armada', ended: 'concession', conceded: 'p2', winner: 'p1', margin: 57 });
    expect(result.players.map((player) => [player.name, player.score, player.eventPoints])).toEqual([['Empire', 57, 6], ['Rebels', 0, 5]]);
    const file = toArmadaResultJson(result);
    expect(file).toMatchObject({ format: 'sidetable-armada-result', version: 1, winner: 'p1', margin: 57 });
    expect(file.players[0]?.fleet).toMatchObject({ name: 'Tarkin’s Victory', points: 81 });
    expect(file.players[0]?.fleet.text).toMatch(/Victory.*\(73\)[\s\S]*\(8\)[\s\S]*Total: 81/);
    expect(file.players[1]?.fleet.text).toMatch(/\(44\)[\s\S]*Total: 57/);
    const read = readResultFile(resultFileOf(result).text);
    expect(read.problems).toEqual([]);
    expect(read.result).toEqual(result);
  });
});

describe('Bad input · a result file that cannot be read says what, item by item, in words', () => {
  it('not JSON, not a result, a newer version', () => {
    expect(readResultFile('hello').problems[0]).toMatch(/not a game result.*It is not JSON/);
    expect(readResultFile('{"ships": []}').problems[0]).toMatch(/not a game result/);
    expect(readResultFile('{"format":"sidetable-armada-result","version":2}').problems[0]).toMatch(/newer version \(2\).*update the app/);
  });

  it('ListFortress: a player with no name, a winner id that is no player, points not a number', () => {
    const file = {
      players: [{ id: '1', mov: 'lots' }, { name: 'Bo', id: '2', mov: 12 }, { name: 'Cy', id: '3' }],
      rounds: [{ 'round-type': 'swiss', 'round-number': 1, matches: [{ 'player1-id': '2', 'player2-id': '3', player1Points: 'ten', player2points: 8, 'winner-id': '9' }] }],
    };
    const read = readResultFile(JSON.stringify(file));
    expect(read.problems).toContain('The first player has no name: give each player a name.');
    expect(read.problems.some((problem) => /winner’s id “9” is no player of the match/.test(problem))).toBe(true);
    expect(read.problems.some((problem) => /Bo’s points in the match is not a number \("ten"\)/.test(problem))).toBe(true);
  });

  it('a site’s own file (points as player1Points, the list as XWS text, the winner by points) is read', () => {
    const xws = JSON.stringify({ version: '2.0.0', name: 'Aces', faction: 'rebelalliance', points: 20, pilots: [{ id: 'lukeskywalker' }] });
    const file = { tournament: { players: [{ name: 'Al', id: 'a', mov: 20, score: 1, list: xws }, { name: 'Bea', id: 'b', mov: 5, score: 0 }], rounds: [{ 'round-type': 'swiss', 'round-number': 1, scenario: 'Chance Engagement', matches: [{ 'player1-id': 'a', 'player2-id': 'b', player1Points: 20, player2Points: 5 }] }] } };
    const read = readResultFile(JSON.stringify(file));
    expect(read.problems).toEqual([]);
    expect(read.result).toMatchObject({ scenario: 'Chance Engagement', winner: 'a', margin: 15, players: [{ name: 'Al', score: 20, list: { name: 'Aces', faction: 'rebelalliance', points: 20 } }, { name: 'Bea', score: 5 }] });
  });

  it('Armada: a player with no id, a winner that is no player, a score not a number', () => {
    const file = { format: 'sidetable-armada-result', version: 1, winner: 'p7', players: [{ name: 'Al', score: 'x', fleet: { text: '' } }, { id: 'p2', name: 'Bea', score: 3, fleet: { text: '' } }] };
    const read = readResultFile(JSON.stringify(file));
    expect(read.result).toBeNull();
    expect(read.problems).toContain('The first player (Al) has no id: give each player an id of their own.');
    expect(read.problems.some((problem) => /winner’s id “p7” is no player/.test(problem))).toBe(true);
  });
});
