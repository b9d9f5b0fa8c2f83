import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Figures } from './figures';
import { repoRoot } from './served-host';

const SECTION = 'exact odds against 10^6 rolls';
const ROLLS = 1_000_000;

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}

/**
 * Issue 17's promise at full size: the odds tests' seeded Monte Carlo checks (each exact
 * distribution against sampled rolls, within the statistical error) run with 10^6 rolls each,
 * where `npm test` runs 10^5 to stay quick. The same tests, only more rolls.
 */
export function oddsMonteCarlo(figures: Figures, workDir: string, log: (line: string) => void): void {
  const report = path.join(workDir, 'odds-monte-carlo.json');
  const run = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      'test/odds/armada-odds.test.ts',
      'test/odds/xwing-odds.test.ts',
      '-t',
      'Monte Carlo',
      '--reporter=json',
      `--outputFile=${report}`,
      '--testTimeout=600000',
    ],
    { cwd: repoRoot, env: { ...process.env, ODDS_MC_SAMPLES: String(ROLLS) }, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (!fs.existsSync(report)) {
    figures.promise(SECTION, 'the checks ran', 1, (run.stderr || `vitest exited ${run.status}`).split('\n')[0]);
    return;
  }
  const result = JSON.parse(fs.readFileSync(report, 'utf8')) as VitestReport;
  const checks = result.testResults.flatMap((file) => file.assertionResults).filter((test) => test.status !== 'skipped' && test.status !== 'pending');
  for (const failed of checks.filter((test) => test.status !== 'passed')) log(`  outside the error: ${failed.fullName}\n    ${failed.failureMessages[0]?.split('\n')[0] ?? ''}`);
  figures.measure(SECTION, 'rolls per check', ROLLS);
  figures.measure(SECTION, 'checks (Armada and X-Wing attacks)', checks.length);
  figures.promise(SECTION, 'checks where the exact odds fall outside the sampled error', checks.filter((test) => test.status !== 'passed').length);
  if (checks.length === 0) figures.promise(SECTION, 'the checks ran', 1, 'no Monte Carlo test was found');
}
