// npm run bench: prints p50/p99 of each benchmark and writes them to test-results/bench.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchCards } from './cards.bench';
import { benchEngine } from './engine.bench';
import { benchFoundation } from './foundation.bench';
import { benchGameLog } from './game-log.bench';
import { benchLists } from './lists.bench';
import { benchUi } from './ui.bench';
import type { BenchResult } from './stats';

const suites: [string, () => Promise<BenchResult[]>][] = [
  ['foundation', benchFoundation],
  ['engine', benchEngine],
  ['game log', benchGameLog],
  ['cards', benchCards],
  ['lists', benchLists],
  ['ui', benchUi],
  ['first paint', async () => (await import('./first-paint.bench')).benchFirstPaint()],
  ['list import', async () => (await import('./list-import.bench')).benchListImport()],
  ['odds', async () => (await import('./odds.bench')).benchOdds()],
  ['sharing', async () => (await import('./sharing.bench')).benchSharing()],
  ['story', async () => (await import('./story.bench')).benchStory()],
  ['record', async () => (await import('./record.bench')).benchRecord()],
];

// `npm run bench -- ui odds` runs only the suites named (by a word of their name).
const wanted = process.argv.slice(2).map((word) => word.toLowerCase());
const chosen = wanted.length ? suites.filter(([suite]) => wanted.some((word) => suite.includes(word))) : suites;

const results: BenchResult[] = [];
const started = performance.now();
for (const [suite, run] of chosen) {
  console.log(`\n${suite}`);
  for (const result of await run()) {
    results.push(result);
    console.log(`  ${describe(result)}`);
  }
}

function describe(result: BenchResult): string {
  const figures =
    result.unit === 'KB'
      ? `${result.p50Ms.toFixed(1).padStart(9)} KB`
      : `p50 ${result.p50Ms.toFixed(3).padStart(9)} ms   p99 ${result.p99Ms.toFixed(3).padStart(9)} ms   (${result.samples} samples)`;
  const ratio = result.ratio ? `   ×${result.ratio.value.toFixed(2)} of "${result.ratio.to}"` : '';
  const goal = result.goal ? `   goal ${result.goal.text}: ${result.goal.met ? 'met' : 'MISSED'}` : '';
  return `${result.name.padEnd(56)} ${figures}${ratio}${goal}`;
}

// The rows that must reach a goal, and which did not in this run.
const judged = results.filter((result) => result.goal);
const missed = judged.filter((result) => !result.goal?.met);
console.log(`\n${judged.length - missed.length} of ${judged.length} goals met in ${((performance.now() - started) / 1000).toFixed(0)} s`);
for (const result of missed) console.log(`  MISSED  ${result.name}: ${result.goal?.text}`);

const out = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'bench.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  `${JSON.stringify({ at: new Date().toISOString(), node: process.version, cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? '', results }, null, 2)}\n`,
);
console.log(`\nwrote ${path.relative(process.cwd(), out)}`);
