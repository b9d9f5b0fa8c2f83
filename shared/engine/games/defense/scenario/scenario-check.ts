import { scenarioSchema, type CheckedScenarioShape } from './scenario-schema';
import { describeScenarioIssue } from './scenario-words';
import { setupScenario } from '../setup';

export type ScenarioCheck = { ok: true; scenario: CheckedScenarioShape } | { ok: false; problems: string[] };

/**
 * A scenario from the editor or from a file, judged exactly as setup will judge it: the schema,
 * then what refers to what (a line of sight to a space that is not there, two pieces with one id).
 * Every problem is a sentence naming its place in the player's words.
 */
export function checkScenario(input: unknown): ScenarioCheck {
  const parsed = scenarioSchema.safeParse(input);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.slice(0, 20).map((issue) => describeScenarioIssue(input, issue)) };
  const built = setupScenario({ type: 'setup', seed: 0, scenario: parsed.data, rules: 2 });
  if (!built.ok) return { ok: false, problems: [built.error.message] };
  return { ok: true, scenario: parsed.data };
}
