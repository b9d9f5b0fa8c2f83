import { millraceHouse } from '../../../shared/engine/games/defense';
import { fail, ok, type GameSummary, type GameView, type IpcResult } from '../../../shared/ipc';
import type { CardRoster } from '../../../shared/ipc/game-log';
import { gameSystemNames } from '../../../shared/ipc/game-systems';
import type { DemoSystem, welcomeMethods } from '../../../shared/ipc/welcome';
import type { Clock } from '../core/clock';
import type { Handlers } from '../core/router';
import type { Db } from '../db/open';

// Issue 43 · a newcomer's first minutes: the first-run screen is shown on a fresh data folder (no game yet)
// until it is done or skipped; a demo game per system is set up from what every install has — the core
// sets' cards (built in) for X-Wing and Armada, the shipped scenario for the solo game.

const WELCOME_DONE = 'welcome-done';
/** Short, so the game's name fits the table's header on a phone. */
const DEMO_NAMES: Record<DemoSystem, string> = { xwing: 'X-Wing demo', armada: 'Armada demo', defense: 'Solo game demo' };

/** The demo squads and fleets, by the core sets' card keys: a fair first game with every kind of unit. */
const DEMO_ROSTERS: Record<'xwing' | 'armada', { edition: string; players: { name: string; units: { kind: string; key: string }[] }[] }> = {
  xwing: {
    edition: 'xwing-2.0',
    players: [
      { name: 'Rebels', units: [{ kind: 'pilot', key: 'lukeskywalker' }] },
      { name: 'Empire', units: [{ kind: 'pilot', key: 'academypilot' }, { kind: 'pilot', key: 'academypilot' }] },
    ],
  },
  armada: {
    edition: 'armada-ffg',
    players: [
      { name: 'Empire', units: [{ kind: 'ship', key: 'victory-ii-class-star-destroyer' }, { kind: 'squadron', key: 'tie-fighter-squadron' }, { kind: 'squadron', key: 'tie-fighter-squadron' }] },
      { name: 'Rebels', units: [{ kind: 'ship', key: 'cr90-corvette-a' }, { kind: 'ship', key: 'nebulon-b-escort-frigate' }, { kind: 'squadron', key: 'x-wing-squadron' }] },
    ],
  },
};

/** What the demo needs of the games services: a game, its setup from cards, or a setup command. */
export interface DemoStarter {
  createGame(name: string, system: DemoSystem): IpcResult<GameSummary> | Promise<IpcResult<GameSummary>>;
  setupFromCards(gameId: string, players: CardRoster): IpcResult<GameView> | Promise<IpcResult<GameView>>;
  command(gameId: string, command: { type: string }): IpcResult<GameView> | Promise<IpcResult<GameView>>;
  removeGame(gameId: string): unknown;
}

export function welcomeHandlers(db: Db, clock: Pick<Clock, 'now' | 'newId'>, games: DemoStarter): Pick<Handlers, keyof typeof welcomeMethods> {
  const done = () => db.prepare<[string], { value: string }>('SELECT value FROM app_flags WHERE key = ?').get(WELCOME_DONE) !== undefined;
  const markDone = () => db.prepare('INSERT INTO app_flags (key, value, set_at) VALUES (?, ?, ?) ON CONFLICT (key) DO NOTHING').run(WELCOME_DONE, 'yes', clock.now());
  const hasGames = () => db.prepare<[], { n: number }>('SELECT count(*) AS n FROM games').get()?.n !== 0;
  /** A starter card's id by its edition and key (the core sets are written on every start). */
  const starterCard = (edition: string, kind: string, key: string): number | null =>
    db
      .prepare<[string, string, string], { id: number }>(
        `SELECT c.id FROM cards c JOIN card_editions e ON e.id = c.edition_id WHERE e.key = ? AND c.kind = ? AND c.key = ? AND c.retired = 0 ORDER BY c.id LIMIT 1`,
      )
      .get(edition, kind, key)?.id ?? null;

  return {
    'welcome.status': () => ok({ show: !done() && !hasGames() }),
    'welcome.dismiss': () => {
      markDone();
      return ok({ show: false as const });
    },
    'welcome.demo': async ({ system }) => {
      const game = await games.createGame(DEMO_NAMES[system], system);
      if (!game.ok) return game;
      let setUp: IpcResult<GameView>;
      if (system === 'defense') {
        setUp = await games.command(game.value.id, { type: 'setup', seed: clock.newId(), scenario: millraceHouse, rules: 2, noSurprises: true } as { type: string });
      } else {
        const demo = DEMO_ROSTERS[system];
        const sides = demo.players.map((player) => ({ name: player.name, units: player.units.map((unit) => ({ key: unit.key, cardId: starterCard(demo.edition, unit.kind, unit.key) })) }));
        const missing = sides.flatMap((side) => side.units).find((unit) => unit.cardId === null);
        const [first, second] = sides.map((side) => ({ name: side.name, units: side.units.flatMap((unit) => (unit.cardId === null ? [] : [{ cardId: unit.cardId }])) }));
        if (missing || !first || !second) {
          games.removeGame(game.value.id);
          return fail('no_core_set', `The ${gameSystemNames[system]} core set’s cards are not in the card database (${missing?.key ?? 'a player'} is missing): restart Sidetable to write them again.`);
        }
        const players: CardRoster = [first, second];
        setUp = await games.setupFromCards(game.value.id, players);
      }
      if (!setUp.ok) {
        games.removeGame(game.value.id);
        return setUp;
      }
      markDone();
      return ok(game.value);
    },
  };
}
