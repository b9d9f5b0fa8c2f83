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
  ['memory', async () => (await import('./memory.bench')).benchMemory()],
];

// `npm run bench -- ui odds` runs only the suites named (by a word of their name); `--runs 3` runs them
// three times over and judges every goal on the worst of the runs (issue 42: met three runs in a row).
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 1) : 1;
const wanted = args.filter((_, i) => runsAt < 0 || (i !== runsAt && i !== runsAt + 1)).map((word) => word.toLowerCase());
const chosen = wanted.length ? suites.filter(([suite]) => wanted.some((word) => suite.includes(word))) : suites;

const everyRun: BenchResult[][] = [];
const started = performance.now();
for (let run = 1; run <= runs; run++) {
  if (runs > 1) console.log(`\n=== run ${run} of ${runs}`);
  const results: BenchResult[] = [];
  for (const [suite, bench] of chosen) {
    console.log(`\n${suite}`);
    for (const result of await bench()) {
      results.push(result);
      console.log(`  ${describe(result)}`);
    }
  }
  everyRun.push(results);
}

function describe(result: BenchResult): string {
  const figures =
    result.unit === 'KB' || result.unit === 'MB'
      ? `${result.p50Ms.toFixed(1).padStart(9)} ${result.unit}`
      : `p50 ${result.p50Ms.toFixed(3).padStart(9)} ms   p99 ${result.p99Ms.toFixed(3).padStart(9)} ms   (${result.samples} samples)`;
  const ratio = result.ratio ? `   ×${result.ratio.value.toFixed(2)} of "${result.ratio.to}"` : '';
  const goal = result.goal ? `   goal ${result.goal.text}: ${result.goal.met ? 'met' : 'MISSED'}` : '';
  return `${result.name.padEnd(56)} ${figures}${ratio}${goal}`;
}

/** The figure a row's goal is judged on (its p99, p50, slowest sample, ratio or size), and how it prints. */
function judged(result: BenchResult): { value: number; text: string } {
  if (result.unit) return { value: result.p50Ms, text: `${result.p50Ms.toFixed(1)} ${result.unit}` };
  const goal = result.goal?.text ?? '';
  if (goal.startsWith('slowest')) return { value: result.maxMs, text: `max ${result.maxMs.toFixed(2)} ms` };
  if (goal.includes('×') && result.ratio) return { value: result.ratio.value, text: `×${result.ratio.value.toFixed(2)}` };
  if (goal.startsWith('p50')) return { value: result.p50Ms, text: `p50 ${result.p50Ms.toFixed(2)} ms` };
  return { value: result.p99Ms, text: `p99 ${result.p99Ms.toFixed(2)} ms` };
}

// Each goal row over the runs: every run's figure, the worst, and met only when met in every run.
const results = everyRun.at(-1) ?? [];
const goalRows = results.filter((result) => result.goal);
const missed: string[] = [];
if (runs > 1) console.log(`\nevery goal over ${runs} runs (the worst run decides)`);
for (const last of goalRows) {
  const rows = everyRun.map((run) => run.find((result) => result.name === last.name)).filter((row): row is BenchResult => !!row);
  const met = rows.length === runs && rows.every((row) => row.goal?.met);
  if (!met) missed.push(`${last.name}: ${last.goal?.text}`);
  if (runs > 1) {
    const worst = rows.reduce((a, b) => (judged(a).value >= judged(b).value ? a : b));
    console.log(`  ${met ? 'met   ' : 'MISSED'} ${last.name.slice(0, 70).padEnd(70)} ${rows.map((row) => judged(row).text).join(' | ')}   worst ${judged(worst).text}`);
  }
}
console.log(`\n${goalRows.length - missed.length} of ${goalRows.length} goals met${runs > 1 ? ` in all ${runs} runs` : ''} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
for (const line of missed) console.log(`  MISSED  ${line}`);

const out = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'bench.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  `${JSON.stringify({ at: new Date().toISOString(), node: process.version, cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? '', runs, results, everyRun: runs > 1 ? everyRun : undefined }, null, 2)}\n`,
);
console.log(`\nwrote ${path.relative(process.cwd(), out)}`);
