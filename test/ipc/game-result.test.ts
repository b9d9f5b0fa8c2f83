import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate, type SchemaNode } from '../lists/formats/helpers/json-schema-subset';
import type { GameSummary } from '../../shared/ipc';
import type { ResultExport } from '../../shared/ipc/results';
import type { ReadResult } from '../../shared/results';
import { sharedData } from '../cards/card-host';
import { howlrunner, luke, wedge } from '../engine/xwing/helpers/xwing-game';
import { testHost } from '../helpers/host';
import { value as valueOf } from '../helpers/host-games';
import { useTempDirs } from '../helpers/temp-dir';

// Issue 36 item 5 · through the real host and SQLite: a finished game's result exported as a file
// (ListFortress's tournament JSON, the card data's xws ids and factions), refused in words while the
// game goes on, and the file read back to the same result.

const tempDir = useTempDirs();
let host: ReturnType<typeof testHost>;
const value = <T>(method: string, payload: unknown): Promise<T> => valueOf<T>((m, p) => host.dispatch(m, p), method, payload);

beforeAll(async () => {
  host = testHost(tempDir());
  await value('cards.import', { path: sharedData('xwing-data2-2.5') });
}, 120_000);
afterAll(() => host.close());

async function xwingGame(): Promise<string> {
  const game = await value<GameSummary>('games.create', { name: 'Friday club', system: 'xwing' });
  const players = [
    { name: 'Rebels', list: 'Red Squadron', ships: [{ ...luke(), points: 62 }, { ...wedge(), points: 52 }] },
    { name: 'Empire', ships: [{ ...howlrunner(), points: 40 }] },
  ];
  await value('game.command', { gameId: game.id, command: { type: 'setup', seed: 'host result', players, rules: 3, edition: '2.5' } });
  return game.id;
}

describe('Issue 36 · result.export and result.read through the host', () => {
  it('a game that goes on is refused in words; once conceded its ListFortress file names the cards by their data ids', async () => {
    const gameId = await xwingGame();
    const refused = await host.dispatch('result.export', { gameId });
    expect(refused).toMatchObject({ ok: false, error: { code: 'game_not_over' } });
    if (!refused.ok) expect(refused.error.message).toMatch(/Friday club is not over yet: .*End the game/);

    await value('game.command', { gameId, command: { type: 'endGame', reason: 'concession', player: 'p2' } });
    const exported = await value<ResultExport>('result.export', { gameId });
    expect(exported.fileName).toBe('Friday club.listfortress.json');
    const file = JSON.parse(exported.text) as { players: { list: { faction: string; pilots: { id: string }[] } }[]; rounds: { matches: Record<string, unknown>[] }[] };
    expect(file.players[0]?.list.faction).toBe('rebelalliance');
    expect(file.players[0]?.list.pilots.map((pilot) => pilot.id)).toEqual(['lukeskywalker', 'wedgeantilles']);
    expect(file.players[1]?.list.faction).toBe('galacticempire');
    expect(file.rounds[0]?.matches[0]).toMatchObject({ 'winner-id': 'p1', player1points: 40, player2points: 0 });
    // XWS 2.0.0 · both squads validate against the spec's own schema.json.
    const xwsSchema = JSON.parse(fs.readFileSync(sharedData('xws-spec', 'schema.json'), 'utf8')) as SchemaNode;
    for (const player of file.players) expect(validate(xwsSchema, player.list)).toEqual([]);
    // ListFortress's keys, as its importer reads them (AlexRaubach/ListFortress issue #63).
    expect(Object.keys(file.players[0] ?? {}).sort()).toEqual(['dropped', 'id', 'list', 'mov', 'name', 'rank', 'score', 'sos']);
    expect(Object.keys(file.rounds[0] ?? {}).sort()).toEqual(['matches', 'round-number', 'round-type']);
    // Every card was found in the data: no note says one was named from its name.
    expect(exported.result.notes.join(' ')).not.toMatch(/printed name/);

    const read = await value<ReadResult>('result.read', { text: exported.text });
    expect(read.problems).toEqual([]);
    expect(read.result).toEqual(exported.result);
  });

  it('a file that is not a result is answered with why, not refused', async () => {
    const read = await value<ReadResult>('result.read', { text: '{"pilots": []}' });
    expect(read.result).toBeNull();
    expect(read.problems[0]).toMatch(/not a game result/);
    const missing = await host.dispatch('result.export', { gameId: '00000000-0000-4000-8000-999999999999' });
    expect(missing).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});
