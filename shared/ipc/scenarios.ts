import { z } from 'zod';
import type { Scenario } from '../engine/games/defense';
import type { GameSummary } from './game-systems';
import { method } from './method';

// The solo game's scenarios: made in the editor, kept in SQLite, written to and read from JSON
// files. The host judges every scenario with the engine's own check (checkScenario), so a saved
// scenario always sets up, and a refusal names each mistake's place in the player's words.

const scenarioId = z.int({ error: 'must be a scenario number' }).positive({ error: 'must be a scenario number' });

/** A scenario file is at most this long (a big building is a few tens of kilobytes). */
export const SCENARIO_FILE_MAX = 1_000_000;

export interface ScenarioSummary {
  id: number;
  name: string;
  updatedAt: number;
}

export interface StoredScenario extends ScenarioSummary {
  /** As the editor wrote it: the JSON a file holds. */
  scenario: Scenario;
}

export interface ScenarioFile {
  fileName: string;
  /** The scenario as pretty-printed JSON, ready to save as a .json file. */
  text: string;
}

export const scenarioMethods = {
  'scenarios.list': method<ScenarioSummary[]>()(z.object({}).strict()),
  'scenarios.get': method<StoredScenario>()(z.object({ id: scenarioId }).strict()),
  /**
   * Saves a new scenario (id null) or replaces one. The scenario is checked by the host, not by
   * this schema, so its mistakes come back in the editor's words, one per line.
   */
  'scenarios.save': method<StoredScenario>()(z.object({ id: scenarioId.nullable(), scenario: z.unknown() }).strict()),
  'scenarios.delete': method<{ id: number }>()(z.object({ id: scenarioId }).strict()),
  'scenarios.export': method<ScenarioFile>()(z.object({ id: scenarioId }).strict()),
  /** A scenario file's text; kept as a new scenario when it holds one that sets up. */
  'scenarios.import': method<StoredScenario>()(
    z.object({ text: z.string({ error: 'must be the text of a file' }).max(SCENARIO_FILE_MAX, { error: 'is too long for a scenario file' }) }).strict(),
  ),
  /** A new game from a saved scenario: its setup command carries the whole scenario, so the log replays without this table. */
  'scenarios.startGame': method<GameSummary>()(z.object({ id: scenarioId }).strict()),
} as const;
