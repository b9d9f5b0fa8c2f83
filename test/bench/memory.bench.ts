import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium, startBrowserMode, type ServedApp } from '../helpers/browser-mode';
import { shipEntry } from '../engine/helpers/armada-roster';
import { armadaGameWith, hostCall } from '../e2e/armada-host';
import { everyDataSet } from '../cards/search-data-sets';
import { sharedData } from '../cards/card-host';
import { longGameLog } from '../ipc/helpers/long-game';
import { megabytes, slowestAtMost, summarize, withGoal, type BenchResult } from './stats';
import { tapTimings, watchReplies } from './ui.bench';

const MB = 1024 * 1024;
const VSD = 'Victory II-class Star Destroyer';

/** A process's resident memory now and at its peak, from Linux's own count (bytes). */
function residentMemory(pid: number): { now: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
  return { now: kb('VmRSS'), peak: kb('VmHWM') };
}

async function must(app: ServedApp, method: string, payload: unknown): Promise<unknown> {
  const result = await hostCall(app, method, payload);
  if (!result.ok) throw new Error(`${method}: ${result.error?.message}`);
  return result.value;
}

/** The page's JavaScript heap in use once the collector has run (bytes), from Chromium's own count. */
async function heapAfterCollection(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    // Twice: what the first pass frees can hold the last references to more.
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  } finally {
    await cdp.detach();
  }
}

/**
 * Issue 42 · memory a player's machine gives Sidetable:
 * - the host (browser mode's Node process, the same code the desktop app's main process runs) with every
 *   data set in ../shared/data imported (four card data sets, the points repository, the box manifest)
 *   and a 10,000-command game open: resident memory at most 250 MB;
 * - the table's page after 500 commands tapped in it: JavaScript heap at most 60 MB;
 * - a leak check: 5,000 more commands tapped, the heap after less the heap before under 5 MB.
 */
export async function benchMemory(): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-bench-memory-'));
  const app = await startBrowserMode(dataDir);
  const browser = await launchChromium();
  const results: BenchResult[] = [];
  try {
    const pid = app.process.pid!;
    const started = residentMemory(pid);
    // After each import's answer the host gives the memory back (core/memory.ts) before it answers anything
    // else: the next answer's wait is that pause, as a player tapping right then would feel it.
    const nextAnswer: number[] = [];
    const timeNextAnswer = async () => {
      const start = performance.now();
      await must(app, 'app.info', {});
      nextAnswer.push(performance.now() - start);
    };
    for (const { folder, edition } of everyDataSet) {
      let imported = (await must(app, 'cards.import', { path: sharedData(folder) })) as { status?: string };
      if (imported.status === 'needEdition') imported = (await must(app, 'cards.import', { path: sharedData(folder), edition })) as { status?: string };
      await timeNextAnswer();
    }
    await must(app, 'points.import', { path: sharedData('xwing-points') });
    await timeNextAnswer();
    await must(app, 'products.importManifest', { text: fs.readFileSync(path.join(sharedData('collections'), 'yasb-manifest.coffee'), 'utf8'), fileName: 'yasb-manifest.coffee' });
    const long = (await must(app, 'game.import', { log: longGameLog(10_000, 'bench memory').log })) as { id: string };
    await timeNextAnswer();
    results.push(slowestAtMost(summarize('host: the next answer right after an import (the memory given back first)', nextAnswer), 100));
    await must(app, 'game.view', { gameId: long.id });
    await must(app, 'game.history', { gameId: long.id });
    // Right after the last answer the process still holds pages it has let go of: a finished worker's heap and
    // the pages a collection freed go back to the system from background threads, and V8's memory reducer
    // gives back the rest once the host has been idle for 8 s. What a player's machine keeps giving the host is
    // the resident memory after that: read each second for 12 s, the last reading; the first and the peak shown beside it.
    const rightAfter = residentMemory(pid);
    const settleStart = performance.now();
    let host = rightAfter;
    const readings: number[] = [];
    while (performance.now() - settleStart < 12_000) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      host = residentMemory(pid);
      readings.push(Math.round(host.now / MB));
    }
    const settledIn = (performance.now() - settleStart) / 1000;
    console.log(
      `  (host: ${(started.now / MB).toFixed(0)} MB at start, ${(rightAfter.now / MB).toFixed(0)} MB right after the last answer, then ${readings.join(', ')} MB each second, ${(host.now / MB).toFixed(0)} MB ${settledIn.toFixed(0)} s later; peak ${(host.peak / MB).toFixed(0)} MB)`,
    );
    results.push(withGoal(megabytes('memory: host resident, every data set imported and a 10,000-command game open (settled)', host.now), '≤ 250 MB', host.now <= 250 * MB));

    // The table's page: a game played by taps, 500 commands, then 5,000 more.
    const url = await armadaGameWith(app, 'Bench memory', [
      { name: 'Empire', ships: [shipEntry('galactic-empire/victory-ii-class-star-destroyer')], squadrons: [] },
      { name: 'Rebels', ships: [shipEntry('rebel-alliance/nebulon-b-escort-frigate')], squadrons: [] },
    ]);
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    // Each tap waits for both the number shown and the host's answer: the answer is seen on the wire.
    await watchReplies(page);
    await page.goto(url);
    await page.locator('.table-bar').waitFor();
    await page.getByRole('button', { name: VSD, exact: true }).click();
    await page.getByRole('complementary', { name: `${VSD}: detail` }).waitFor();
    await tapTimings(page, 500, VSD);
    const after500 = await heapAfterCollection(page);
    results.push(withGoal(megabytes('memory: the table page’s JS heap after a 500-command game', after500), '≤ 60 MB', after500 <= 60 * MB));
    const hostBefore = residentMemory(pid).now;
    await tapTimings(page, 5000, VSD);
    const after5500 = await heapAfterCollection(page);
    const grown = after5500 - after500;
    console.log(`  (page heap ${(after500 / MB).toFixed(1)} MB after 500 commands, ${(after5500 / MB).toFixed(1)} MB after 5,500; host resident ${((residentMemory(pid).now - hostBefore) / MB).toFixed(1)} MB more over the 5,000)`);
    results.push(withGoal(megabytes('memory: the table page’s JS heap grown over 5,000 more commands', Math.max(0, grown)), '< 5 MB', grown < 5 * MB));
    await page.close();
    return results;
  } finally {
    await browser.close();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
