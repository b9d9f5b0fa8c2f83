import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../helpers/axe';
import { repoRoot, screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';

const xwingData = path.resolve(repoRoot, '..', 'shared', 'data', 'xwing-data2-2.0');

let app: ServedApp;
let browser: Browser;
let page: Page;

// One data dir for the whole file: the tests build one collection up step by step, as a player would.
const { dataDir } = useBrowserMode('collection', (run) => void ({ app, browser, page } = run), { acceptDownloads: true });

const laptop = { width: 1366, height: 768 };
const tablet = { width: 768, height: 1024 };

const nav = (name: string) => page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name });
const picker = () => page.getByRole('combobox', { name: 'Collection', exact: true });
const totals = () => page.locator('.totals');
const boxes = () => page.getByRole('region', { name: 'Boxes owned' });
const loose = () => page.getByRole('region', { name: 'Loose cards and ships' });
const cardData = () => page.getByRole('region', { name: 'Card data' });
const collectionNames = () => picker().locator('option').allTextContents();
const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

async function expectNoHorizontalScroll(): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
}

/** Every visible control a finger would press is at least 44 px tall, and no text is under 18 px. */
async function expectTableSizes(): Promise<void> {
  const sizes = await page.evaluate(() => {
    const visible = (e: Element) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden';
    };
    const controls = [...document.querySelectorAll('main button, main select, main input:not([type=checkbox]):not([type=radio]):not([type=file]), main summary, header a, header button')].filter(visible);
    return {
      body: parseFloat(getComputedStyle(document.body).fontSize),
      small: controls.filter((c) => c.getBoundingClientRect().height < 44).map((c) => c.outerHTML.slice(0, 80)),
      smallText: [...document.querySelectorAll('main *')]
        .filter((e) => visible(e) && [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
        .filter((e) => parseFloat(getComputedStyle(e).fontSize) < 18)
        .map((e) => e.textContent?.trim().slice(0, 30)),
      count: controls.length,
    };
  });
  expect(sizes.body).toBeGreaterThanOrEqual(18);
  expect(sizes.count).toBeGreaterThan(0);
  expect(sizes.small).toEqual([]);
  expect(sizes.smallText).toEqual([]);
}

describe('Collection screen, end to end in Chromium', () => {
  it('opens from the app bar; a fresh install has no collection but lists the starter card data', async () => {
    await page.goto(app.url);
    await nav('Collection').click();
    await page.getByRole('heading', { name: 'Collection', level: 1 }).waitFor();
    expect(page.url()).toMatch(/#\/collection$/);
    await page.getByText('No collection yet.').waitFor();
    await expect.poll(async () => squash(await cardData().locator('.editions').textContent())).toContain('X-Wing 2.0');
    expect(squash(await cardData().locator('.editions').textContent())).toContain('Armada (FFG data)');
    await page.screenshot({ path: screenshotPath('collection-empty-1366') });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('an empty name is refused with the host’s reason next to the form; a good one creates the collection', async () => {
    const name = page.getByRole('textbox', { name: 'New collection' });
    await name.fill('   ');
    await page.getByRole('button', { name: 'Create collection' }).click();
    const refusal = page.locator('#create-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('Name cannot be empty.');

    await name.fill('Home fleet');
    await page.getByRole('button', { name: 'Create collection' }).click();
    await picker().waitFor();
    expect(await collectionNames()).toEqual(['Home fleet']);
    expect(await refusal.count()).toBe(0);
    expect(squash(await totals().textContent())).toBe('0 boxes · 0 loose');
  });

  it('counts boxes owned with the steppers or by typing, and a refused count shows why beside it', async () => {
    await boxes().getByRole('button', { name: 'One more: Star Wars: Armada Core Set' }).click();
    await expect.poll(async () => squash(await totals().textContent())).toBe('1 box · 0 loose');
    const xwingBoxes = boxes().getByRole('textbox', { name: 'Boxes of X-Wing Second Edition Core Set' });
    await xwingBoxes.fill('2');
    await xwingBoxes.press('Enter');
    await expect.poll(async () => squash(await totals().textContent())).toBe('3 boxes · 0 loose');

    await xwingBoxes.fill('1000');
    await xwingBoxes.press('Enter');
    const refusal = boxes().locator('li', { hasText: 'X-Wing Second Edition Core Set' }).locator('.error[role="alert"]');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('must be at most 999');
    await expect.poll(() => xwingBoxes.inputValue()).toBe('2');
    expect(squash(await totals().textContent())).toBe('3 boxes · 0 loose');
    await page.screenshot({ path: screenshotPath('collection-refused-count-1366') });

    await boxes().getByRole('button', { name: 'One fewer: X-Wing Second Edition Core Set' }).click();
    await expect.poll(async () => squash(await totals().textContent())).toBe('2 boxes · 0 loose');
    expect(await refusal.count()).toBe(0);
  });

  it('adds loose cards found by name and counts them', async () => {
    await loose().getByRole('searchbox', { name: 'Add a loose card or ship' }).fill('x-wing squ');
    await loose().getByRole('button', { name: 'Add one loose X-wing Squadron' }).click();
    await loose().getByRole('textbox', { name: 'Loose copies of X-wing Squadron' }).waitFor();
    await loose().getByRole('button', { name: 'One more: X-wing Squadron' }).click();
    await expect.poll(() => loose().getByRole('textbox', { name: 'Loose copies of X-wing Squadron' }).inputValue()).toBe('2');
    await expect.poll(async () => squash(await totals().textContent())).toBe('2 boxes · 2 loose');
    // The finder's own owned count follows: 4 from the core set, 2 loose.
    await expect.poll(async () => squash(await loose().locator('.found li', { hasText: 'X-wing Squadron' }).textContent())).toContain('6 owned');

    await loose().getByRole('searchbox', { name: 'Add a loose card or ship' }).fill('luke');
    await loose().getByRole('button', { name: /Add one loose Luke Skywalker/ }).click();
    await loose().getByRole('textbox', { name: 'Loose copies of Luke Skywalker' }).waitFor();
    await expect.poll(async () => squash(await totals().textContent())).toBe('2 boxes · 3 loose');
    await page.screenshot({ path: screenshotPath('collection-1366') });
    await page.screenshot({ path: screenshotPath('collection-1366-full'), fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('every card on the Cards screen shows the copies owned, from boxes and loose', async () => {
    await nav('Cards').click();
    await page.getByRole('status').filter({ hasText: '17 cards' }).waitFor();
    const owned = async (name: string) => squash(await page.locator('.card-row', { has: page.locator('.name', { hasText: new RegExp(`^${name}$`) }) }).locator('.owned').textContent());
    await expect.poll(() => owned('X-wing Squadron')).toBe('6 owned');
    expect(await owned('TIE Fighter Squadron')).toBe('6 owned');
    expect(await owned('Luke Skywalker')).toBe('2 owned');
    expect(await owned('Academy Pilot')).toBe('2 owned');
    expect(await page.locator('.card-row .owned').count()).toBe(17);
    await nav('Collection').click();
    await picker().waitFor();
  });

  let exported: { format: string; version: number; name: string; products: { key: string; count: number }[]; loose: { key: string; count: number }[] };

  it('exports the collection as a JSON file download', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export “Home fleet”' }).click()]);
    expect(download.suggestedFilename()).toBe('Home fleet.sidetable-collection.json');
    exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as typeof exported;
    expect(exported.format).toBe('sidetable.collection');
    expect(exported.name).toBe('Home fleet');
    expect(exported.products.map((p) => [p.key, p.count]).sort()).toEqual([
      ['swm01', 1],
      ['swz01', 1],
    ]);
    expect(exported.loose.map((l) => [l.key, l.count]).sort()).toEqual([
      ['lukeskywalker', 1],
      ['x-wing-squadron', 2],
    ]);
  });

  const fileInput = () => page.getByLabel('Collection file to import');

  it('refuses a file that is not JSON, or not a collection file, naming what was wrong; nothing changes', async () => {
    await fileInput().setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('two X-wings and a TIE') });
    const refusal = page.locator('#import-file-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('notes.txt is not a collection file: it is not JSON');

    const wrong = { ...exported, format: 'something.else' };
    await fileInput().setInputFiles({ name: 'wrong.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(wrong)) });
    await expect.poll(async () => refusal.textContent()).toContain('wrong.json was not imported');
    expect(await refusal.textContent()).toContain('The file: format must be');
    await refusal.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('collection-import-refused-1366') });
    expect(await collectionNames()).toEqual(['Home fleet']);
  });

  it('imports an exported file as a new collection (a taken name gets a number)', async () => {
    await fileInput().setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
    await page.getByRole('status').filter({ hasText: 'Imported “Home fleet (2)” from backup.json.' }).waitFor();
    expect(await collectionNames()).toEqual(['Home fleet', 'Home fleet (2)']);
    expect(await picker().inputValue()).not.toBe('');
    expect(squash(await totals().textContent())).toBe('2 boxes · 3 loose');
    expect(await page.locator('#import-file-error').count()).toBe(0);
  });

  it('renames and deletes a collection, deleting only after a confirmation', async () => {
    await page.getByRole('button', { name: 'Rename' }).click();
    const input = page.getByRole('textbox', { name: 'New name for Home fleet (2)' });
    await input.fill('Club box');
    await input.press('Enter');
    await expect.poll(collectionNames).toEqual(['Club box', 'Home fleet']);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.screenshot({ path: screenshotPath('collection-delete-confirm-1366') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await collectionNames()).toEqual(['Club box', 'Home fleet']);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete collection' }).click();
    await expect.poll(collectionNames).toEqual(['Home fleet']);
    expect(await picker().inputValue()).not.toBe('');
    expect(squash(await totals().textContent())).toBe('2 boxes · 3 loose');
  });

  it('a card data path that does not exist is refused with the host’s reason, and nothing changes', async () => {
    const before = squash(await cardData().locator('.editions').textContent());
    await cardData().getByRole('textbox', { name: 'Import card data from a folder or .zip' }).fill(path.join(dataDir, 'no-such-folder'));
    await cardData().getByRole('button', { name: 'Import' }).click();
    const refusal = cardData().locator('#card-data-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('Nothing was imported.');
    expect(await refusal.textContent()).toContain('no-such-folder');
    expect(squash(await cardData().locator('.editions').textContent())).toBe(before);
    await page.screenshot({ path: screenshotPath('collection-card-data-refused-1366') });
  });

  it('imports the xwing-data2 card data from a folder, showing progress and then the counts', async () => {
    // Record whether a progress bar with some progress ever showed: the import may be quick.
    await page.evaluate(() => {
      const seen = { progress: false };
      (globalThis as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('progress');
        if (bar && bar.value > 0) seen.progress = true;
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await cardData().getByRole('textbox', { name: 'Import card data from a folder or .zip' }).fill(xwingData);
    await cardData().getByRole('button', { name: 'Import' }).click();
    const summary = cardData().locator('.summary');
    await summary.waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => (globalThis as unknown as { seen: { progress: boolean } }).seen.progress)).toBe(true);
    const text = squash(await summary.textContent());
    expect(text).toMatch(/Imported X-Wing 2\.0: \d+ ships, \d+ pilots, \d+ upgrades/);
    const pilots = Number(/(\d+) pilots/.exec(text)?.[1]);
    expect(pilots).toBeGreaterThan(100);
    expect(await cardData().locator('#card-data-error').count()).toBe(0);
    // The edition list shows the new data's counts and version.
    await expect.poll(async () => squash(await cardData().locator('.editions li', { hasText: 'X-Wing 2.0' }).textContent())).toContain(`${pilots} pilots`);
    expect(squash(await cardData().locator('.editions li', { hasText: 'X-Wing 2.0' }).textContent())).toContain('xwing-data2');
    await cardData().scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('collection-card-data-imported-1366') });
    // The collection still counts its X-Wing box, now pointing at the imported cards.
    expect(squash(await totals().textContent())).toBe('2 boxes · 3 loose');
  }, 90_000);

  it('after the import the Cards screen pages through the new cards and shows an imported pilot and upgrade', async () => {
    await nav('Cards').click();
    const status = page.locator('.finder [role="status"]');
    await expect.poll(async () => (await status.textContent()) ?? '').toMatch(/^Showing 50 of \d+ cards$/);
    const total = Number(/of (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(1000);
    await page.getByRole('button', { name: /Show more/ }).click();
    await expect.poll(async () => status.textContent()).toBe(`Showing 100 of ${total} cards`);

    await page.getByRole('searchbox', { name: 'Search cards' }).fill('wedge antilles');
    await page.getByLabel('Kind', { exact: true }).selectOption('pilot');
    const wedge = page.getByRole('region', { name: 'Results' }).getByRole('link', { name: /Wedge Antilles/ }).first();
    await wedge.click();
    const detail = page.getByRole('region', { name: 'Card detail' });
    await detail.getByRole('heading', { name: 'Wedge Antilles' }).waitFor();
    expect(squash(await detail.locator('.stats').textContent())).toMatch(/Initiative\s*\d/);
    await page.screenshot({ path: screenshotPath('cards-imported-pilot-1366') });

    await page.getByLabel('Kind', { exact: true }).selectOption('upgrade');
    await page.getByRole('searchbox', { name: 'Search cards' }).fill('proton torpedoes');
    await page.getByRole('region', { name: 'Results' }).getByRole('link', { name: /Proton Torpedoes/ }).first().click();
    await detail.getByRole('heading', { name: 'Proton Torpedoes' }).waitFor();
    expect(squash(await detail.textContent())).toContain('Torpedo');
    await page.screenshot({ path: screenshotPath('cards-imported-upgrade-1366') });
    await detail.getByText('More from the data set').click();
    await detail.locator('.details').first().waitFor();
    await detail.locator('.details').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('cards-imported-upgrade-details-1366') });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await nav('Collection').click();
    await picker().waitFor();
  });

  it('Issue 40 · a squad builder’s box manifest makes every box countable: found by its name, counted with the stepper; what did not match is listed by box and line', async () => {
    await nav('Collection').click();
    await page.getByRole('button', { name: 'Open a box manifest…' }).waitFor();
    await page.getByLabel('Box manifest to open').setInputFiles(path.resolve(repoRoot, '..', 'shared', 'data', 'collections', 'yasb-manifest.coffee'));
    const summary = page.getByRole('region', { name: 'What the boxes contain' }).getByRole('status');
    await expect.poll(async () => squash(await summary.textContent()), { timeout: 20_000 }).toMatch(/^\d+ boxes \(\d+ with every card matched\) from the X-Wing 2\.0 cards: \d+ of \d+ entries matched; 65 obstacles and damage decks are not counted as cards\.$/);
    await boxes().getByRole('searchbox', { name: 'Find a box' }).fill('Saw');
    const saw = boxes().locator('li', { hasText: 'Saw' }).first();
    await saw.waitFor();
    expect(squash(await saw.locator('.name').textContent())).toMatch(/Saw/);
    await saw.getByRole('button', { name: /^One more/ }).click();
    await expect.poll(async () => squash(await totals().textContent())).toMatch(/^3 boxes/);
    await page.screenshot({ path: screenshotPath('collection-box-manifest-1366') });
    await boxes().getByRole('searchbox', { name: 'Find a box' }).fill('');
  }, 60_000);

  it('meets the table’s sizes: 18 px text, 44 px targets', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectTableSizes();
  });

  it('works on a 768 px tablet in both themes, without sideways scrolling', async () => {
    await page.setViewportSize(tablet);
    await page.goto(`${app.url}#/collection`);
    await picker().waitFor();
    await expectNoHorizontalScroll();
    await page.screenshot({ path: screenshotPath('collection-768'), fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expectTableSizes();
    await page.getByRole('button', { name: /Switch to light theme/ }).click();
    await page.screenshot({ path: screenshotPath('collection-768-light'), fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize(laptop);
    await page.screenshot({ path: screenshotPath('collection-1366-light') });
    await page.getByRole('button', { name: /Switch to dark theme/ }).click();
  });
});

describe('Settings screen, end to end in Chromium', () => {
  it('shows where the data lives and the version', async () => {
    await nav('Settings').click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(page.url()).toMatch(/#\/settings$/);
    const folder = page.getByLabel('Data folder');
    await folder.waitFor();
    expect(await folder.textContent()).toBe(path.resolve(dataDir));
    expect(squash(await page.locator('.facts').textContent())).toContain('browser mode');
    await page.screenshot({ path: screenshotPath('settings-1366') });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('switches the theme by keyboard, and the choice survives a reload', async () => {
    const dark = page.getByRole('radio', { name: /Dark/ });
    const light = page.getByRole('radio', { name: /Light/ });
    expect(await dark.isChecked()).toBe(true);
    await dark.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('light');
    expect(await light.isChecked()).toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    expect(await page.getByRole('radio', { name: /Light/ }).isChecked()).toBe(true);
    await page.setViewportSize(tablet);
    await page.getByLabel('Data folder').waitFor();
    await expectNoHorizontalScroll();
    await page.screenshot({ path: screenshotPath('settings-768-light'), fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expectTableSizes();

    await page.getByRole('radio', { name: /Dark/ }).check();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    await page.screenshot({ path: screenshotPath('settings-768'), fullPage: true });
    await page.setViewportSize(laptop);
  });
});
