import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium, startBrowserMode } from '../helpers/browser-mode';
import { shipEntry, squadronEntry } from '../engine/helpers/armada-roster';
import { armadaGameWith } from '../e2e/armada-host';
import { size, summarize, withGoal, type BenchResult } from './stats';

const STARTS = 8;
const GAME = 'First paint';

/**
 * What a player waits for before anything shows: browser mode started from nothing to the games list
 * on screen, in a browser already open, as a tablet's is: one that showed Sidetable before (it keeps
 * the content-named scripts it was given, and the code it compiled from them) and one that never did
 * (a fresh profile), the starts taken in turn; and how much script the page reads before its first
 * paint and before an Armada table with 15 units shows (on a first visit, where nothing is kept).
 */
export async function benchFirstPaint(): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-bench-paint-'));
  const browser = await launchChromium();
  const results: BenchResult[] = [];
  let tableUrl = '';
  try {
    // A first start makes the database and the starter cards: done once, untimed, with one game in it.
    const first = await startBrowserMode(dataDir);
    tableUrl = new URL(
      await armadaGameWith(first, GAME, [
        { name: 'Empire', ships: [shipEntry('galactic-empire/victory-ii-class-star-destroyer'), shipEntry('galactic-empire/gladiator-i-class-star-destroyer')], squadrons: Array.from({ length: 5 }, () => squadronEntry('galactic-empire/tie-fighter-squadron')) },
        { name: 'Rebels', ships: [shipEntry('rebel-alliance/nebulon-b-escort-frigate'), shipEntry('rebel-alliance/cr90-corvette-a'), shipEntry('rebel-alliance/cr90-corvette-a')], squadrons: Array.from({ length: 5 }, () => squadronEntry('rebel-alliance/x-wing-squadron')) },
      ]),
    ).hash;
    // The browser that showed Sidetable before: it visited once, untimed.
    const returning = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const visit = await returning.newPage();
    await visit.goto(first.url);
    await visit.getByText(GAME).first().waitFor();
    await visit.close();
    await first.stop();

    const starts = { again: [] as number[], first: [] as number[] };
    for (let i = 0; i < 2 * STARTS; i++) {
      const firstVisit = i % 2 === 1;
      const page = firstVisit ? await browser.newPage({ viewport: { width: 1366, height: 768 } }) : await returning.newPage();
      const began = performance.now();
      const app = await startBrowserMode(dataDir);
      try {
        await page.goto(app.url);
        await page.getByText(GAME).first().waitFor();
        (firstVisit ? starts.first : starts.again).push(performance.now() - began);
        if (i === 2 * STARTS - 1) {
          const scripts = await scriptBytes(page, 'first-contentful-paint');
          results.push(withGoal(size('first paint: script read before the games list paints', scripts), '≤ 400 KB', scripts <= 400 * 1024));
          const table = await browser.newPage({ viewport: { width: 1366, height: 768 } });
          // Plain JavaScript run in the page (the bench is type-checked as Node code): notes when the table bar appears.
          await table.addInitScript(`(() => {
            const seen = new MutationObserver(() => {
              if (document.querySelector('.table-bar')) { window.tableShownAt = performance.now(); seen.disconnect(); }
            });
            seen.observe(document, { childList: true, subtree: true });
          })()`);
          await table.goto(`${app.url}${tableUrl}`);
          await table.locator('.table-bar').waitFor();
          const forTable = await scriptBytes(table, 'table');
          results.push(withGoal(size('first paint: script read before an Armada table shows (15 units)', forTable), '≤ 400 KB', forTable <= 400 * 1024));
          await table.close();
        }
      } finally {
        await page.close();
        await app.stop();
      }
    }
    const again = summarize(`browser mode: start → games list visible, a browser that showed it before (${STARTS} starts)`, starts.again);
    const firstVisit = summarize(`browser mode: start → games list visible, a browser that never did (${STARTS} starts)`, starts.first);
    results.unshift(withGoal(again, 'p50 ≤ 500 ms', again.p50Ms <= 500), withGoal(firstVisit, 'p50 ≤ 500 ms', firstVisit.p50Ms <= 500));
  } finally {
    await browser.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

/** Bytes of script the page had read by the moment named: its first contentful paint, or the table showing. */
async function scriptBytes(page: Page, moment: 'first-contentful-paint' | 'table'): Promise<number> {
  return page.evaluate(`(() => {
    const at = ${JSON.stringify(moment)} === 'table'
      ? window.tableShownAt
      : performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime;
    if (at === undefined) throw new Error('the moment was not seen');
    return performance.getEntriesByType('resource')
      .filter((entry) => /\\.m?js(\\?|$)/.test(entry.name) && entry.responseEnd <= at)
      .reduce((sum, entry) => sum + entry.decodedBodySize, 0);
  })()`);
}
