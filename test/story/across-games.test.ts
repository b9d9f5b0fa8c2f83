// Issue #29 item 3: across games, each list's record, each unit's damage over games and the players'
// luck over time, filtered by game, list and opponent; from game digests computed from the logs.
import { describe, expect, it } from 'vitest';
import { sessionLog, type Session } from '../../shared/engine';
import { acrossGames, gameDigest, luckOfSums, luckOver, playedList, playerLuckWords, storyOfLog, type DigestSide, type DigestedGame, type GameDigest } from '../../shared/story';
import { attackFaces, defenseFaces, howlrunner, luke, rosters as xwingRosters, startGame as startXwing, toEngagement } from '../engine/xwing/helpers/xwing-game';
import { CR90, VICTORY, dice, play, rosters, shipEntry, startGame, toShipActivation } from '../engine/helpers/armada-game';

function digestOf(session: Session): GameDigest {
  const digest = gameDigest(session.system, sessionLog(session));
  if (!digest.ok) throw new Error(digest.error.message);
  return digest.value;
}

/** Coin flips won (value 1) and lost (value 0), as a side's rolls and their sums. */
const coins = (won: number, lost: number) => ({
  rolls: [...Array.from({ length: won }, () => ({ distribution: [0.5, 0.5], value: 1 })), ...Array.from({ length: lost }, () => ({ distribution: [0.5, 0.5], value: 0 }))],
  luck: { attacks: won + lost, deviation: 0.25 * (won - lost), variance: (won + lost) / 16 },
});
const side = (player: 'p1' | 'p2', name: string, list: string, flips = coins(0, 0), units: DigestSide['units'] = []): DigestSide => ({
  player,
  name,
  list: { key: `xwing:${list}`, label: list },
  score: 0,
  units,
  luck: flips.luck,
  rolls: flips.rolls,
});

function game(id: string, at: number, winner: 'p1' | 'p2' | null, margin: number, p1: DigestSide, p2: DigestSide, system: 'armada' | 'xwing' = 'xwing'): DigestedGame {
  return { id, name: `Game ${id}`, at, digest: { version: 1, system, over: winner !== null, rounds: 3, winner, margin, sides: [p1, p2] } };
}

describe('a list as played', () => {
  it('the same units and upgrades in any order are one list; another upgrade is another list', () => {
    const a = playedList('xwing', [{ name: 'Luke Skywalker', upgrades: [{ name: 'R2-D2' }, { name: 'Proton Torpedoes' }] }, { name: 'Wedge Antilles' }]);
    const b = playedList('xwing', [{ name: 'Wedge Antilles' }, { name: 'Luke Skywalker', upgrades: [{ name: 'Proton Torpedoes' }, { name: 'R2-D2' }] }]);
    const c = playedList('xwing', [{ name: 'Wedge Antilles' }, { name: 'Luke Skywalker', upgrades: [{ name: 'R2-D2' }] }]);
    expect(a.key).toBe(b.key);
    expect(c.key).not.toBe(a.key);
    expect(playedList('armada', [{ name: 'Wedge Antilles' }]).key).not.toBe(playedList('xwing', [{ name: 'Wedge Antilles' }]).key);
  });

  it('Issue 38 · named by the name its player gave the list, falling back to its contents; the same units are one list either way', () => {
    const named = playedList('xwing', [{ name: 'Luke Skywalker' }], 'Luke solo');
    expect(named).toMatchObject({ label: 'Luke solo', named: true });
    expect(playedList('xwing', [{ name: 'Luke Skywalker' }], '  ').label).toBe('Luke Skywalker');
    expect(named.key).toBe(playedList('xwing', [{ name: 'Luke Skywalker' }]).key);
    // A game set up from a saved list keeps the list's name with its player, and its digest names the list by it.
    const [rebels, empire] = xwingRosters([{ ...luke(), points: 62 }], [{ ...howlrunner(), points: 40 }]);
    const engaged = toEngagement(startXwing([{ ...rebels, list: 'Luke solo' }, empire]));
    const digest = digestOf(engaged);
    expect(digest.sides.map((one) => one.list.label)).toEqual(['Luke solo', '“Howlrunner”']);
    // Across games, a name given later wins over a label made of units.
    const unnamed = game('a', 1, null, 0, side('p1', 'Ana', 'Luke Skywalker'), side('p2', 'Ben', 'X'));
    const later = game('b', 2, null, 0, { ...side('p1', 'Ana', 'Luke Skywalker'), list: { key: 'xwing:Luke Skywalker', label: 'Luke solo', named: true } }, side('p2', 'Ben', 'X'));
    expect(acrossGames([unnamed, later]).lists.find((list) => list.key === 'xwing:Luke Skywalker')?.label).toBe('Luke solo');
  });

  it('its label names the first units in the player’s words, counting repeats', () => {
    expect(playedList('armada', [{ name: 'CR90 Corvette A' }, { name: 'X-wing Squadron' }, { name: 'X-wing Squadron' }]).label).toBe('CR90 Corvette A, 2 × X-wing Squadron');
    expect(playedList('xwing', ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name }))).label).toBe('A, B, C and 2 more');
  });
});

describe('a game’s digest, from its log', () => {
  it('X-Wing: the last enemy ship destroyed wins; units’ damage and the luck sums match the game’s story', () => {
    const engaged = toEngagement(startXwing(xwingRosters([{ ...luke(), points: 62 }], [{ ...howlrunner(), points: 40 }])));
    const done = play(engaged, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, attackFaces('hit', 'hit', 'crit'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }, { type: 'dealDamage', drawForMe: true }).session;
    const digest = digestOf(done);
    expect(digest).toMatchObject({ system: 'xwing', over: true, winner: 'p1', margin: 40 });
    expect(digest.sides[0].units).toEqual([{ name: 'Luke Skywalker', kind: 'ship', dealt: 3, taken: 0 }]);
    expect(digest.sides[1].units).toEqual([{ name: '“Howlrunner”', kind: 'ship', dealt: 0, taken: 3 }]);
    const story = storyOfLog('xwing', sessionLog(done));
    if (!story.ok) throw new Error(story.error.message);
    // The digest keeps sums (across games the normal approximation adds them up); the game's own figure is exact.
    const across = luckOfSums(digest.sides[0].luck);
    const own = story.value.players[0]?.luck;
    expect(across.attacks).toBe(own?.attacks);
    expect(across.meanPercentile).toBeCloseTo(own?.meanPercentile ?? -1, 12);
    expect(across.exact).toBe(false);
    expect(own?.exact).toBe(true);
  });

  it('Armada: an unfinished game has no winner yet; a unit is counted by its card name, without its ID number', () => {
    const duel = toShipActivation(startGame(rosters({ ships: [shipEntry(VICTORY, { id: 'victory' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })] })), 'victory');
    const done = play(
      duel,
      { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' },
      dice(['red', 'hit'], ['red', 'hit'], ['red', 'blank'], ['black', 'hit'], ['black', 'blank'], ['black', 'blank']),
      { type: 'endAttackEffects' },
      { type: 'resolveDamage', drawForMe: true },
    ).session;
    const digest = digestOf(done);
    expect(digest).toMatchObject({ system: 'armada', over: false, winner: null, margin: 0 });
    expect(digest.sides.map((one) => one.name)).toEqual(['Empire', 'Rebels']);
    const dealt = digest.sides[0].units[0]?.dealt ?? 0;
    expect(dealt).toBeGreaterThan(0);
    expect(digest.sides[1].units[0]).toMatchObject({ name: 'CR90 Corvette A', taken: dealt });
  });

  it('the solo game is not counted across games, and says why', () => {
    const solo = gameDigest('defense', []);
    expect(solo.ok).toBe(false);
    if (!solo.ok) expect(solo.error.message).toMatch(/solo game has no opponent/);
  });
});

describe('across games', () => {
  const games = [
    game('1', 100, 'p1', 40, side('p1', 'Ana', 'Luke, Wedge', coins(2, 0), [{ name: 'Luke Skywalker', kind: 'ship', dealt: 6, taken: 1 }]), side('p2', 'Ben', 'Howlrunner, Decimator')),
    game('2', 300, 'p2', 12, side('p1', 'Ana', 'Luke, Wedge', coins(0, 1), [{ name: 'Luke Skywalker', kind: 'ship', dealt: 2, taken: 4 }]), side('p2', 'Cleo', 'Howlrunner, Decimator')),
    game('3', 200, null, 0, side('p1', 'Ben', 'Luke, Wedge'), side('p2', 'ana', 'Vader')),
    game('4', 400, 'p1', 150, side('p1', 'Ana', 'Motti ISD', coins(1, 0)), side('p2', 'Ben', 'Ackbar'), 'armada'),
  ];

  it('each list’s record: wins, losses, undecided and margin won less margin lost', () => {
    const view = acrossGames(games);
    expect(view.games).toBe(4);
    const lukeWedge = view.lists.find((list) => list.label === 'Luke, Wedge');
    expect(lukeWedge).toMatchObject({ system: 'xwing', games: 3, wins: 1, losses: 1, undecided: 1, margin: 40 - 12, players: ['Ana', 'Ben'] });
    expect(view.lists.find((list) => list.label === 'Howlrunner, Decimator')).toMatchObject({ games: 2, wins: 1, losses: 1, margin: 12 - 40 });
  });

  it('each unit’s damage dealt and taken, added over the games its list played', () => {
    const view = acrossGames(games);
    expect(view.units.find((unit) => unit.name === 'Luke Skywalker')).toMatchObject({ listKey: 'xwing:Luke, Wedge', games: 2, dealt: 8, taken: 5 });
  });

  it('the players’ luck over time: game by game in the order played, and over all games from the summed rolls', () => {
    const view = acrossGames(games);
    const ana = view.luck.find((player) => player.player === 'Ana');
    // "ana" in game 3 is Ana: names are matched whatever their case.
    expect(ana?.games.map((point) => point.gameId)).toEqual(['1', '3', '2', '4']);
    expect(ana?.games.map((point) => point.meanPercentile)).toEqual([75, null, 25, 75]);
    // Over all games, the rolls themselves: four coin flips, three won — exactly 5/16 at least this well (the normal approximation would say 1 in 6).
    const exact = luckOver([1, 1, 0, 1].map((value) => ({ distribution: [0.5, 0.5], value })));
    expect(ana?.overall).toEqual(exact);
    expect(ana?.overall).toMatchObject({ meanPercentile: 62.5, exact: true });
    expect(ana?.overall.atLeast).toBeCloseTo(5 / 16, 12);
    expect(luckOfSums(coins(3, 1).luck).atLeast).toBeLessThan(0.2);
    expect(ana?.words).toBe('Average 63 over 4 rolls: about what the dice promise.');
  });

  it('filters: by game, by list (seen from that list’s side) and by opponent (seen from the side that faced them)', () => {
    expect(acrossGames(games, { system: 'armada' }).lists.map((list) => list.label)).toEqual(['Motti ISD', 'Ackbar']);
    const byList = acrossGames(games, { list: 'xwing:Luke, Wedge' });
    expect(byList.games).toBe(3);
    expect(byList.lists.map((list) => list.label)).toEqual(['Luke, Wedge']);
    const againstBen = acrossGames(games, { opponent: 'BEN ' });
    expect(againstBen.games).toBe(3);
    expect(againstBen.lists.map((list) => [list.label, list.wins, list.losses, list.undecided])).toEqual([
      ['Luke, Wedge', 1, 0, 0],
      ['Motti ISD', 1, 0, 0],
      ['Vader', 0, 0, 1],
    ]);
    expect(againstBen.luck.map((player) => player.player)).toEqual(['Ana']);
    // The choices come from every game, whatever the filter.
    expect(againstBen.choices.opponents).toEqual(['Ana', 'Ben', 'Cleo']);
    expect(againstBen.choices.lists).toHaveLength(5);
  });
});
