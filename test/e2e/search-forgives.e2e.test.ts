import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { hostCall } from './armada-host';
import { seriousAxeViolations } from '../helpers/axe';
import { repoRoot, screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import path from 'node:path';

// Issue 16 · 6, search that forgives, on the Cards screen in Chromium: a misspelled name, a short
// name players use, and pilots of one name told apart by their ships.

let app: ServedApp;
let browser: Browser;
let page: Page;

useBrowserMode('search-forgives', (run) => void ({ app, browser, page } = run));

const sharedData = (folder: string) => path.resolve(repoRoot, '..', 'shared', 'data', folder);
const searchBox = () => page.getByRole('searchbox', { name: 'Search cards' });
const results = () => page.getByRole('region', { name: 'Results' });
/** Each result as the player reads its first line: the name, then the ship for a pilot. */
const rowTexts = () =>
  results()
    .locator('.card-row')
    .evaluateAll((rows) => rows.map((row) => `${row.querySelector('.name')?.textContent ?? ''}${row.querySelector('.ship')?.textContent ?? ''}`));
const squash = (text: string) => text.replace(/\s+/g, ' ').replace(/["“”]/g, '').trim();

async function importData(folder: string, edition: string): Promise<void> {
  let imported = await hostCall(app, 'cards.import', { path: sharedData(folder) });
  // Where the data does not say its edition, the host asks; the folder is known to hold this one.
  if (imported.ok && (imported.value as { status?: string }).status === 'needEdition') imported = await hostCall(app, 'cards.import', { path: sharedData(folder), edition });
  expect(imported.ok, imported.error?.message).toBe(true);
}

/** Types the words and reads the rows the screen shows, as they come (the answer lands after a typing pause). */
async function searchFor(text: string): Promise<() => Promise<string[]>> {
  await searchBox().fill(text);
  return async () => (await rowTexts()).map(squash);
}

const answered = { timeout: 10_000 };

describe('the Cards screen forgives what the player types', () => {
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await page.screenshot({ path: screenshotPath(`search-forgives-failed-${context.task.name.slice(0, 20).replace(/\W+/g, '-')}`) });
  });

  it('with the X-Wing 2.0 and 2.5 and Armada (ISB) cards imported', async () => {
    await importData('xwing-data2-2.5', 'xwing-2.5');
    await importData('xwing-data2-2.0', 'xwing-2.0');
    await importData('armada-isb', 'armada-isb');
    // The first search after an import rebuilds the name index; made here, it is not timed by the screen's tests.
    expect((await hostCall(app, 'cards.search', { text: 'vader' })).ok).toBe(true);
    await page.goto(`${app.url}#/cards`);
    await page.getByRole('heading', { name: 'Cards', level: 1 }).waitFor();
  }, 180_000);

  it('“vadr” finds Darth Vader first, “lukw” Luke Skywalker', async () => {
    const vadr = await searchFor('vadr');
    await expect.poll(async () => (await vadr())[0], answered).toMatch(/^Darth Vader/);
    await page.screenshot({ path: screenshotPath('search-forgives-vadr-1366') });
    const lukw = await searchFor('lukw');
    await expect.poll(async () => (await lukw())[0], answered).toMatch(/^Luke Skywalker/);
  });

  it('“isd” finds the Imperial-class Star Destroyers', async () => {
    const isd = await searchFor('isd');
    await expect.poll(async () => (await isd()).slice(0, 3), answered).toContain('Imperial I-class Star Destroyer');
  });

  it('pilots named “Odd Ball” each show the ship they fly', async () => {
    await page.getByRole('group', { name: 'Filters' }).getByLabel('Kind', { exact: true }).selectOption('pilot');
    const oddBall = await searchFor('odd ball');
    const named = async () => (await oddBall()).filter((row) => row.startsWith('Odd Ball'));
    await expect.poll(async () => (await named()).length, answered).toBeGreaterThan(2);
    const rows = await named();
    expect(rows).toContain('Odd Ball · ARC-170 Starfighter');
    expect(rows).toContain('Odd Ball · Nimbus-class V-wing');
    expect(rows.every((row) => row.includes(' · '))).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('search-forgives-odd-ball-1366') });
    expect(browser.isConnected()).toBe(true);
  });

  it('same-named cards from two sources say whose each is, and the source filter keeps one', async () => {
    await page.getByRole('group', { name: 'Filters' }).getByLabel('Kind', { exact: true }).selectOption('');
    const cr90 = await searchFor('cr-90');
    const sourceLabels = () => results().locator('.card-row').filter({ hasText: 'CR90 Corvette A' }).locator('.source').allTextContents();
    await expect.poll(async () => new Set(await sourceLabels()).size, answered).toBeGreaterThan(1);
    expect((await cr90()).slice(0, 3)).toContain('CR90 Corvette A');
    const sources = (await hostCall(app, 'cards.sources', {})).value as { id: number; edition: string; name: string }[];
    const isb = sources.find((s) => s.edition === 'armada-isb')!;
    await page.getByRole('group', { name: 'Filters' }).getByLabel('Source', { exact: true }).selectOption(String(isb.id));
    await expect.poll(async () => (await cr90()).filter((row) => row === 'CR90 Corvette A').length, answered).toBe(1);
    expect(await results().locator('.card-row .edition').allTextContents()).toEqual(expect.arrayContaining(['Armada (ISB data)']));
    expect(new Set(await results().locator('.card-row .edition').allTextContents())).toEqual(new Set(['Armada (ISB data)']));
    await page.screenshot({ path: screenshotPath('search-forgives-source-filter-1366') });
    await page.getByRole('button', { name: 'Clear filters' }).click();
  });

  it('the roster’s ship list has no silent cap: past 40 ships it offers the rest', async () => {
    await page.goto(app.url);
    await page.getByRole('textbox', { name: 'Game name', exact: true }).fill('Every ship');
    await page.getByRole('radio', { name: 'Star Wars: Armada' }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.getByRole('heading', { name: 'Set up the fleets' }).waitFor();
    const ships = page.locator('.results .card-name');
    await expect.poll(() => ships.count(), answered).toBe(40);
    const total = (await hostCall(app, 'cards.search', { system: 'armada', kind: 'ship', limit: 1 })).value as { total: number };
    expect(total.total).toBeGreaterThan(40);
    let left = total.total - 40;
    while (left > 0) {
      const more = page.getByRole('button', { name: new RegExp(`^Show ${Math.min(40, left)} more of ${left} left$`) });
      await more.click();
      left = Math.max(0, left - 40);
      await expect.poll(() => ships.count(), answered).toBe(total.total - left);
    }
    expect(await page.getByRole('button', { name: /^Show \d+ more/ }).count()).toBe(0);
    expect(await ships.allTextContents()).toContain('Venator II-class Star Destroyer');
    await page.screenshot({ path: screenshotPath('search-forgives-roster-all-ships-1366'), fullPage: true });
  });
});
