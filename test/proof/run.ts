// npm run proof [-- --seed N] [-- --quick] [-- section ...]: the project's own reliability suite.
// It attacks the real browser-mode host in child processes (kill -9, fuzz, bad imports, a full
// disk, two hosts on one folder), prints a table of figures and writes test-results/proof.json.
// Every figure marked as a promise must be 0; the run exits 1 when one is not.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Figures } from './figures';
import { Seeded } from './random';
import { buildDir, repoRoot } from './served-host';
import { sections, type Scale } from './sections';

const argv = process.argv.slice(2);
const seedArg = argv.indexOf('--seed');
const seed = seedArg >= 0 ? Number(argv[seedArg + 1]) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isSafeInteger(seed)) throw new Error('--seed needs a whole number');
const quick = argv.includes('--quick');
const named = argv.filter((arg, i) => !arg.startsWith('--') && argv[i - 1] !== '--seed');
const unknown = named.filter((name) => !sections.some((section) => section.name === name));
if (unknown.length) {
  console.error(`Unknown section ${unknown.join(', ')}. Sections: ${sections.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

const scale: Scale = quick ? 'quick' : 'full';
const rng = new Seeded(seed);
const figures = new Figures();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-proof-'));
const log = (line: string) => console.log(line);
const started = Date.now();

console.log(`Sidetable proof, seed ${seed} (replay with: npm run proof -- --seed ${seed}${quick ? ' --quick' : ''}), ${scale} counts, build ${path.relative(repoRoot, buildDir)}`);
const timings: Record<string, number> = {};
for (const section of sections) {
  if (named.length && !named.includes(section.name)) continue;
  const t0 = Date.now();
  console.log(`\n▶ ${section.title}`);
  try {
    await section.run({ figures, rng: rng.fork(section.name), workDir: fs.mkdtempSync(path.join(workDir, `${section.name}-`)), scale, log });
  } catch (error) {
    // A section that could not finish is itself a broken promise: the proof must run to the end.
    figures.promise(section.title, 'section aborted', 1, error instanceof Error ? error.message.split('\n')[0] : String(error));
    console.error(error);
  }
  timings[section.name] = Math.round((Date.now() - t0) / 1000);
  console.log(`  (${timings[section.name]} s)`);
}

fs.rmSync(workDir, { recursive: true, force: true });
const broken = figures.broken();
console.log(`\n${figures.table()}\n`);
console.log(broken.length === 0 ? 'Every promise kept (every promise figure is 0).' : `${broken.length} promise(s) BROKEN: ${broken.map((f) => `${f.section} · ${f.name} = ${f.value}`).join('; ')}`);
const outFile = path.join(repoRoot, 'test-results', 'proof.json');
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(
  outFile,
  `${JSON.stringify({ seed, scale, seconds: Math.round((Date.now() - started) / 1000), sectionSeconds: timings, promisesKept: broken.length === 0, figures: figures.all }, null, 2)}\n`,
);
console.log(`Wrote ${path.relative(repoRoot, outFile)} (${Math.round((Date.now() - started) / 1000)} s).`);
process.exit(broken.length === 0 ? 0 : 1);
