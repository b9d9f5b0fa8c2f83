import { checkScenario, type Scenario } from '../../../shared/engine/games/defense';
import { fail, GAME_NAME_MAX, ok, type GameSummary, type GameView, type IpcResult } from '../../../shared/ipc';
import type { scenarioMethods, StoredScenario } from '../../../shared/ipc/scenarios';
import type { Db } from '../db/open';
import type { Clock } from '../core/clock';
import type { Handlers } from '../core/router';
import { deleteScenario, getScenario, insertScenario, listScenarios, replaceScenario } from './scenarios-repo';

/** What a new game from a scenario needs of the games services: a game, then its setup command. */
export interface GameStarter {
  createGame(name: string): IpcResult<GameSummary> | Promise<IpcResult<GameSummary>>;
  command(gameId: string, command: { type: string }): IpcResult<GameView> | Promise<IpcResult<GameView>>;
}

const notFound = (id: number) => fail('not_found', `There is no scenario number ${id}: it may have been deleted in another window.`);

/** The engine's check, with every mistake on its own line in the editor's words. */
function judged(input: unknown): IpcResult<Scenario> {
  const checked = checkScenario(input);
  if (!checked.ok) return fail('invalid_scenario', checked.problems.join('\n'));
  return ok(input as Scenario);
}

/** "Corner bakery.json": a file name any system accepts, from the scenario's name. */
function fileNameOf(name: string): string {
  const plain = name.replace(/[^\p{L}\p{N} ._()-]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 80);
  return `${plain || 'scenario'}.json`;
}

/** The scenario editor's storage, scenario files in and out, and a new game from a scenario. */
export function scenarioHandlers(db: Db, clock: Pick<Clock, 'now' | 'newId'>, games: GameStarter): Pick<Handlers, keyof typeof scenarioMethods> {
  const save = (id: number | null, input: unknown): IpcResult<StoredScenario> => {
    const scenario = judged(input);
    if (!scenario.ok) return scenario;
    if (id === null) return ok(insertScenario(db, scenario.value, clock.now()));
    const saved = replaceScenario(db, id, scenario.value, clock.now());
    return saved ? ok(saved) : notFound(id);
  };
  return {
    'scenarios.list': () => ok(listScenarios(db)),
    'scenarios.get': ({ id }) => {
      const stored = getScenario(db, id);
      return stored ? ok(stored) : notFound(id);
    },
    'scenarios.save': ({ id, scenario }) => save(id, scenario),
    'scenarios.delete': ({ id }) => (deleteScenario(db, id) ? ok({ id }) : notFound(id)),
    'scenarios.export': ({ id }) => {
      const stored = getScenario(db, id);
      if (!stored) return notFound(id);
      return ok({ fileName: fileNameOf(stored.name), text: `${JSON.stringify(stored.scenario, null, 2)}\n` });
    },
    'scenarios.import': ({ text }) => {
      let input: unknown;
      try {
        input = JSON.parse(text);
      } catch {
        return fail('not_a_scenario_file', 'This file is not a scenario: a scenario file is JSON, as the scenario editor exports it.');
      }
      return save(null, input);
    },
    'scenarios.startGame': async ({ id }) => {
      const stored = getScenario(db, id);
      if (!stored) return notFound(id);
      const game = await games.createGame(stored.name.slice(0, GAME_NAME_MAX));
      if (!game.ok) return game;
      // The whole scenario goes into the setup command: the log replays without this table.
      const setUp = await games.command(game.value.id, { type: 'setup', seed: clock.newId(), scenario: stored.scenario, rules: 2, noSurprises: true } as { type: string });
      if (!setUp.ok) return setUp;
      return ok(game.value);
    },
  };
}
