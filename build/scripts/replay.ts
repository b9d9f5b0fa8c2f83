// npm run replay -- FILE: replays an exported game log and prints the final state as JSON.
// The same log always gives the same state; a refused command is reported with its index.
import fs from 'node:fs';
import { replay, viewSession } from '../../shared/engine';
import { gameLogSchema } from '../../shared/ipc/game-log';
import { describeIssues } from '../../electron/main/core/router';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const file = process.argv[2];
if (!file) fail('Usage: npm run replay -- FILE (a game log exported by Sidetable)');

let text: string;
try {
  text = fs.readFileSync(file, 'utf8');
} catch (error) {
  fail(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
}

let json: unknown;
try {
  json = JSON.parse(text);
} catch (error) {
  fail(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
}

const parsed = gameLogSchema.safeParse(json);
if (!parsed.success) fail(`${file} is not a Sidetable game log: ${describeIssues(parsed.error.issues)}`);

const result = replay(parsed.data.system, parsed.data.commands);
if (!result.ok) fail(`${file}: ${result.error.message}`);

const view = viewSession(result.value);
console.log(JSON.stringify({ name: parsed.data.name, commands: parsed.data.commands.length, ...view }, null, 2));
