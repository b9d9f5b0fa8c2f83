import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium, startBrowserMode } from '../helpers/browser-mode';
import { shipEntry, squadronEntry } from '../engine/helpers/armada-roster';
import { armadaGameWith } from '../e2e/armada-host';
import { summarize, type BenchResult } from './stats';

const SAMPLES = 200;
const VSD = 'Victory II-class Star Destroyer 1';
const VICTORY = 'galactic-empire/victory-ii-class-star-destroyer';

/**
 * What a player feels at the table: from the tap on a shield button (in a ship's detail drawer) to
 * the new number on the ship's tile in the overview, with the largest fleets on screen (5 ships and
 * 10 squadrons), in Chromium through browser mode (WebSocket, host, SQLite commit, Svelte update),
 * and the long tasks (main thread busy over 50 ms) seen meanwhile.
 */
export async function benchUi(): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-bench-ui-'));
  const app = await startBrowserMode(dataDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const url = await armadaGameWith(app, 'Bench', [
      {
        name: 'Empire',
        ships: [shipEntry(VICTORY), shipEntry(VICTORY), shipEntry('galactic-empire/gladiator-i-class-star-destroyer')],
        squadrons: Array.from({ length: 5 }, () => squadronEntry('galactic-empire/tie-fighter-squadron')),
      },
      {
        name: 'Rebels',
        ships: [shipEntry('rebel-alliance/nebulon-b-escort-frigate'), shipEntry('rebel-alliance/cr90-corvette-a')],
        squadrons: [...Array.from({ length: 3 }, () => squadronEntry('rebel-alliance/x-wing-squadron')), ...Array.from({ length: 2 }, () => squadronEntry('rebel-alliance/a-wing-squadron'))],
      },
    ]);
    await page.goto(url);
    await page.locator('.table-bar').waitFor();
    if ((await page.locator('[data-unit]').count()) !== 15) throw new Error('the overview does not show the 15 units');
    await page.getByRole('button', { name: VSD, exact: true }).click();
    await page.getByRole('complementary', { name: `${VSD}: detail` }).waitFor();

    // Plain JavaScript: the bench runs through tsx, whose helpers do not exist inside the page.
    const timings = (await page.evaluate(`(async () => {
      const samples = ${SAMPLES};
      const ship = ${JSON.stringify(VSD)};
      const longTasks = [];
      const observer = new PerformanceObserver((list) => { for (const entry of list.getEntries()) longTasks.push(entry.duration); });
      observer.observe({ type: 'longtask', buffered: false });
      const drawer = document.querySelector('aside.drawer');
      const tile = [...document.querySelectorAll('.fleets [data-unit]')].find((el) => el.querySelector('.open')?.textContent?.includes(ship));
      if (!drawer || !tile) throw new Error('no detail or tile for ' + ship);
      const value = () => tile.querySelector('[data-zone="front"] .value')?.textContent ?? '';
      const button = (label) => [...drawer.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === label + ' a front shield on Victory II-class Star Destroyer');
      const tapAndWait = (label) => new Promise((resolve) => {
        const before = value();
        const start = performance.now();
        const watch = new MutationObserver(() => {
          if (value() !== before) { watch.disconnect(); resolve(performance.now() - start); }
        });
        watch.observe(tile, { subtree: true, characterData: true, childList: true });
        button(label).click();
      });
      const durations = [];
      for (let i = 0; i < samples; i++) durations.push(await tapAndWait(i % 2 === 0 ? 'Lose' : 'Recover'));
      observer.disconnect();
      return { durations, longTasks };
    })()`)) as { durations: number[]; longTasks: number[] };
    const tap = summarize('ui: tap a shield button → new number on the overview, 5 ships + 10 squadrons (browser mode)', timings.durations.slice(10));
    const longest = timings.longTasks.length ? Math.max(...timings.longTasks) : 0;
    console.log(`  (${timings.longTasks.length} long tasks over 50 ms during ${SAMPLES} taps; longest ${longest.toFixed(1)} ms)`);
    return [tap];
  } finally {
    await browser.close();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
