import type { Scenario } from '../../../shared/engine/games/defense';
import type { ScenarioSummary, StoredScenario } from '../../../shared/ipc/scenarios';
import type { Db } from '../db/open';

// The scenarios table. Only scenarios the engine's check accepted are written here (the handlers
// check first), so what is read back sets up.

interface ScenarioRow {
  id: number;
  name: string;
  scenario: string;
  updated_at: number;
}

const toStored = (row: ScenarioRow): StoredScenario => ({ id: row.id, name: row.name, updatedAt: row.updated_at, scenario: JSON.parse(row.scenario) as Scenario });

export function listScenarios(db: Db): ScenarioSummary[] {
  return db
    .prepare<[], Omit<ScenarioRow, 'scenario'>>('SELECT id, name, updated_at FROM scenarios ORDER BY name COLLATE NOCASE, id')
    .all()
    .map((row) => ({ id: row.id, name: row.name, updatedAt: row.updated_at }));
}

export function getScenario(db: Db, id: number): StoredScenario | null {
  const row = db.prepare<[number], ScenarioRow>('SELECT id, name, scenario, updated_at FROM scenarios WHERE id = ?').get(id);
  return row ? toStored(row) : null;
}

export function insertScenario(db: Db, scenario: Scenario, at: number): StoredScenario {
  const info = db
    .prepare<[string, string, number, number]>('INSERT INTO scenarios (name, scenario, created_at, updated_at) VALUES (?, ?, ?, ?)')
    .run(scenario.name, JSON.stringify(scenario), at, at);
  return { id: Number(info.lastInsertRowid), name: scenario.name, updatedAt: at, scenario };
}

/** Null when there is no such scenario (deleted in another window). */
export function replaceScenario(db: Db, id: number, scenario: Scenario, at: number): StoredScenario | null {
  const info = db.prepare<[string, string, number, number]>('UPDATE scenarios SET name = ?, scenario = ?, updated_at = ? WHERE id = ?').run(scenario.name, JSON.stringify(scenario), at, id);
  return info.changes === 0 ? null : { id, name: scenario.name, updatedAt: at, scenario };
}

export function deleteScenario(db: Db, id: number): boolean {
  return db.prepare<[number]>('DELETE FROM scenarios WHERE id = ?').run(id).changes > 0;
}
