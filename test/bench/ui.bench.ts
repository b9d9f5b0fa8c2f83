import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium, startBrowserMode } from '../helpers/browser-mode';
import { summarize, type BenchResult } from './stats';

const SAMPLES = 200;
const VSD = 'Victory II-class Star Destroyer';

/**
 * What a player feels at the table: from the tap on a shield button to the new number on screen,
 * in Chromium through browser mode (WebSocket, host, SQLite commit, Svelte update), and the long
 * tasks (main thread busy over 50 ms) seen meanwhile.
 */
export async function benchUi(): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidetable-bench-ui-'));
  const app = await startBrowserMode(dataDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(app.url);
    await page.getByRole('textbox', { name: 'Game name', exact: true }).fill('Bench');
    await page.getByRole('radio', { name: 'Star Wars: Armada' }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.getByRole('button', { name: 'Use the core set fleets' }).click();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('.table-bar').waitFor();

    // Plain JavaScript: the bench runs through tsx, whose helpers do not exist inside the page.
    const timings = (await page.evaluate(`(async () => {
      const samples = ${SAMPLES};
      const ship = ${JSON.stringify(VSD)};
      const longTasks = [];
      const observer = new PerformanceObserver((list) => { for (const entry of list.getEntries()) longTasks.push(entry.duration); });
      observer.observe({ type: 'longtask', buffered: false });
      const card = [...document.querySelectorAll('article.ship')].find((el) => el.querySelector('h3')?.textContent?.trim() === ship);
      if (!card) throw new Error('no ship card for ' + ship);
      const value = () => card.querySelector('[data-zone="front"] .value')?.textContent ?? '';
      const button = (label) => [...card.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === label + ' a front shield on ' + ship);
      const tapAndWait = (label) => new Promise((resolve) => {
        const before = value();
        const start = performance.now();
        const watch = new MutationObserver(() => {
          if (value() !== before) { watch.disconnect(); resolve(performance.now() - start); }
        });
        watch.observe(card, { subtree: true, characterData: true, childList: true });
        button(label).click();
      });
      const durations = [];
      for (let i = 0; i < samples; i++) durations.push(await tapAndWait(i % 2 === 0 ? 'Lose' : 'Recover'));
      observer.disconnect();
      return { durations, longTasks };
    })()`)) as { durations: number[]; longTasks: number[] };
    const tap = summarize('ui: tap a shield button → new number on screen (browser mode)', timings.durations.slice(10));
    const longest = timings.longTasks.length ? Math.max(...timings.longTasks) : 0;
    console.log(`  (${timings.longTasks.length} long tasks over 50 ms during ${SAMPLES} taps; longest ${longest.toFixed(1)} ms)`);
    return [tap];
  } finally {
    await browser.close();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
