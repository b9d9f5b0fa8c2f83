// Issue #29 · game.story: the host tells a game's story from its stored log (an imported old log
// included), says where each attack sits in the history, and refuses in words what has no story.
import { describe, expect, it } from 'vitest';
import { sessionLog } from '../../shared/engine';
import { GAME_LOG_FORMAT, GAME_LOG_VERSION, type GameSummary, type HistoryEntry, type StoryAnswer } from '../../shared/ipc';
import { storyOfLog } from '../../shared/story';
import { CR90, VICTORY, dice, play, rosters, shipEntry, startGame, toShipActivation } from '../engine/helpers/armada-game';
import { testHost } from '../helpers/host';
import { value, type Ask } from '../helpers/host-games';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

/** A game saved before rules 2 and the first player existed: an attack, an undone roll, a second attack. */
function oldLog(): unknown[] {
  const start = toShipActivation(startGame(rosters({ ships: [shipEntry(VICTORY, { id: 'victory' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })] })), 'victory');
  const done = play(
    start,
    { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' },
    { type: 'rollAttackDice', rollForMe: true },
    { type: 'undo' },
    dice(['red', 'hit'], ['red', 'blank'], ['red', 'blank'], ['black', 'hit'], ['black', 'blank'], ['black', 'blank']),
    { type: 'endAttackEffects' },
    { type: 'resolveDamage', drawForMe: true },
    { type: 'declareTarget', attacker: { ship: 'victory', hullZone: 'left' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' },
    dice(['red', 'blank'], ['red', 'blank'], ['black', 'blank']),
    { type: 'resolveDamage', drawForMe: true },
  ).session;
  return JSON.parse(JSON.stringify(sessionLog(done))) as unknown[];
}

describe('game.story: the story of a stored game', () => {
  it('an old log imported tells the same story as the pure module, each attack pointing at its history entries', async () => {
    const host = testHost(tempDir());
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    try {
      const commands = oldLog();
      const game = await value<GameSummary>(ask, 'game.import', { log: { format: GAME_LOG_FORMAT, version: GAME_LOG_VERSION, system: 'armada', name: 'Old game', commands } });
      const story = await value<StoryAnswer>(ask, 'game.story', { gameId: game.id });
      const pure = storyOfLog('armada', commands);
      expect(pure.ok && pure.value.attacks).toEqual(story.attacks);
      expect(story.attacks).toHaveLength(2);
      expect(story.seq).toBe(commands.length);
      const history = await value<HistoryEntry[]>(ask, 'game.history', { gameId: game.id, limit: 100 });
      const typeAt = (seq: number) => history.find((entry) => entry.seq === seq)?.commandType;
      expect(story.entries.map((entry) => [typeAt(entry.rolled), typeAt(entry.resolved)])).toEqual([
        ['rollAttackDice', 'resolveDamage'],
        ['rollAttackDice', 'resolveDamage'],
      ]);
      // Asked again with the log unchanged: the same answer.
      expect(await value<StoryAnswer>(ask, 'game.story', { gameId: game.id })).toEqual(story);
    } finally {
      host.close();
    }
  });

  it('the solo game and a game never set up have no story: refused in words; a game that is not there too', async () => {
    const host = testHost(tempDir());
    const ask: Ask = (method, payload) => host.dispatch(method, payload);
    try {
      const solo = await value<GameSummary>(ask, 'games.create', { name: 'Solo', system: 'defense' });
      const refused = await ask('game.story', { gameId: solo.id });
      expect(refused).toMatchObject({ ok: false, error: { code: 'no_story' } });
      if (!refused.ok) expect(refused.error.message).toMatch(/^The story in numbers is told for Armada and X-Wing games/);
      const empty = await value<GameSummary>(ask, 'games.create', { name: 'Empty', system: 'armada' });
      expect(await ask('game.story', { gameId: empty.id })).toMatchObject({ ok: false, error: { code: 'game_not_started' } });
      expect(await ask('game.story', { gameId: '00000000-0000-4000-8000-00000000ffff' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    } finally {
      host.close();
    }
  });
});
