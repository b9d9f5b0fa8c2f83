import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromiumProblem } from '../../build/scripts/start-checks.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const screenshotDir = path.join(repoRoot, 'test-results');
/** The build the end-to-end tests run: out/, or SIDETABLE_OUT_DIR when a parallel run built elsewhere. */
/**
 * Every game an e2e test creates shuffles its decks from this seed: the damage cards now apply
 * themselves (a Structural Damage takes a defense die), so a random shuffle made a test's dice
 * count change from run to run.
 */
const E2E_SEED = process.env.SIDETABLE_E2E_SEED ?? '7';

export const buildDir = path.resolve(repoRoot, process.env.SIDETABLE_OUT_DIR ?? 'out');

export interface ServedApp {
  url: string;
  origin: string;
  token: string;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts the real browser mode (the built out/main/serve.js) on a data dir, as a player would. */
export async function startBrowserMode(dataDir: string): Promise<ServedApp> {
  const serveJs = path.join(buildDir, 'main', 'serve.js');
  if (!fs.existsSync(serveJs)) throw new Error(`${serveJs} is missing: run "npm run build" before the end-to-end tests.`);
  const child = spawn(process.execPath, [serveJs, '--port', '0', '--data-dir', dataDir, '--seed', E2E_SEED], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`browser mode did not print its URL in time:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`browser mode exited with ${code}:\n${output}`));
    });
  });
  const parsed = new URL(url);
  return {
    url,
    origin: parsed.origin,
    token: parsed.searchParams.get('token') ?? '',
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Debian's Chromium, headless, with the flags this closed network needs (DESIGN.md §8). */
export function launchChromium(): Promise<Browser> {
  // Issue 43 · a machine without Chromium is told what to install, not shown a stack trace.
  const missing = chromiumProblem();
  if (missing) return Promise.reject(new Error(missing));
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export function screenshotPath(name: string): string {
  fs.mkdirSync(screenshotDir, { recursive: true });
  return path.join(screenshotDir, `${name}.png`);
}
