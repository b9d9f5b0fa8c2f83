import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../helpers/axe';
import { repoRoot, screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { writeTinyXwingData2 } from '../import/tiny-data-sets';

// Issue 16 on the Collection screen: an import that left cards out says which and why, the report
// stays with its source, a set that cannot say its edition asks, and sources sit side by side.

let app: ServedApp;
let page: Page;
const { dataDir } = useBrowserMode('card-sources', (run) => void ({ app, page } = run));

const cardData = () => page.getByRole('region', { name: 'Card data' });
const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const shipFile = 'data/pilots/rebel-alliance/test-wing.json';

/** The tiny invented X-Wing set, with one pilot and one upgrade broken and `change` applied. */
function dataSet(name: string, change: (ship: { pilots: Record<string, unknown>[] }, manifest: Record<string, unknown>) => void): string {
  const root = path.join(dataDir, name);
  writeTinyXwingData2(root);
  const shipPath = path.join(root, shipFile);
  const manifestPath = path.join(root, 'data/manifest.json');
  const ship = JSON.parse(fs.readFileSync(shipPath, 'utf8')) as { pilots: Record<string, unknown>[] };
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
  change(ship, manifest);
  fs.writeFileSync(shipPath, JSON.stringify(ship));
  fs.writeFileSync(manifestPath, JSON.stringify(manifest));
  return root;
}

async function importPath(source: string): Promise<void> {
  await cardData().getByRole('textbox', { name: 'Import card data from a folder or .zip' }).fill(source);
  await cardData().getByRole('button', { name: 'Import', exact: true }).click();
}

describe('card sources on the Collection screen, end to end in Chromium', () => {
  it('a set with a skipped card imports the rest and shows the skipped card in words, kept with its source', async () => {
    await page.goto(`${app.url}#/collection`);
    await page.getByRole('heading', { name: 'Collection', level: 1 }).waitFor();
    const source = dataSet('skipping', (ship, manifest) => {
      manifest.version = '3.0.0';
      ship.pilots[1]!.initiative = 'two';
      ship.pilots.push({ name: 'Extra Pilot', xws: 'extrapilot', initiative: 3, limited: 0, cost: '4', loadout: 2, standard: true });
    });
    await importPath(source);
    const summary = cardData().locator('.summary');
    await summary.waitFor({ timeout: 30_000 });
    expect(squash(await summary.textContent())).toContain('Imported X-Wing 2.5: 1 ship, 2 pilots');
    expect(squash(await summary.getByRole('list', { name: 'Cards left out' }).textContent())).toBe(
      `Test Squadron Pilot (${shipFile}): initiative is "two", expected a number.`,
    );
    // The same report is kept with the source in the list above, folded until asked for.
    const kept = cardData().getByRole('list', { name: 'Card sources' }).locator(':scope > li', { hasText: 'X-Wing 2.5 · xwing-data2, data version 3.0.0' });
    await kept.waitFor();
    await kept.getByText('1 card left out').click();
    expect(squash(await kept.getByRole('list', { name: 'Cards left out' }).textContent())).toContain('Test Squadron Pilot');
    await kept.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('card-sources-skipped-1366'), fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('a set that does not say its edition asks, the likely one chosen; the player picks the other and it imports as that', async () => {
    const source = dataSet('no-edition', (ship) => {
      for (const pilot of ship.pilots) delete pilot.loadout;
    });
    await importPath(source);
    const question = cardData().getByRole('form', { name: /Which edition is this data/ });
    await question.waitFor({ timeout: 30_000 });
    expect(await question.getByRole('radio', { name: 'X-Wing 2.5 (likely)' }).isChecked()).toBe(true);
    await page.screenshot({ path: screenshotPath('card-sources-need-edition-1366'), fullPage: true });
    await question.getByText('X-Wing 2.0', { exact: true }).click();
    await question.getByRole('button', { name: 'Import as X-Wing 2.0' }).click();
    const summary = cardData().locator('.summary');
    await expect.poll(async () => squash(await summary.textContent()), { timeout: 30_000 }).toContain('Imported X-Wing 2.0');
    // Both X-Wing sources sit side by side, each with its own cards (the list follows the import's summary: read until it has).
    const names = async () => (await cardData().getByRole('list', { name: 'Card sources' }).locator(':scope > li .name').allTextContents()).filter((n) => n.startsWith('X-Wing'));
    await expect.poll(names).toEqual(['X-Wing 2.0 · xwing-data2, data version 0.0.1-test', 'X-Wing 2.5 · xwing-data2, data version 3.0.0']);
  });
});

// Issue 16 · 2 and 6 in the list builder: two releases of the ISB data side by side; a fleet takes
// its cards from one of them, its pickers forgive and page, and removing a source says what goes.

const isbData = path.resolve(repoRoot, '..', 'shared', 'data', 'armada-isb');
const searchBox = () => page.locator('input[role="combobox"]');
const picker = () => page.locator('.picker');
const summary = () => page.locator('.summary');
const laptop = { width: 1366, height: 768 };
const tablet = { width: 768, height: 1024 };
const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Types into the open picker and waits until the options answer these words. */
async function typeInPicker(words: string): Promise<string[]> {
  await searchBox().fill(words);
  await picker().getByRole('listbox').and(page.locator('[aria-busy="false"]')).waitFor();
  return (await picker().getByRole('option').allTextContents()).map(squash);
}

describe('a fleet from one of two sources of the same data, end to end in Chromium', () => {
  it('imports the ISB data and a newer release of it (Victory II at 90 points): two sources side by side', async () => {
    const next = path.join(dataDir, 'armada-isb-next');
    fs.cpSync(isbData, next, { recursive: true });
    const vsd = path.join(next, 'public/converted-json/ships/empire/victory-star-destroyer.json');
    const text = fs.readFileSync(vsd, 'utf8');
    const vsd2 = text.indexOf('"name": "Victory II-class Star Destroyer"');
    expect(vsd2).toBeGreaterThan(0);
    fs.writeFileSync(vsd, text.slice(0, vsd2) + text.slice(vsd2).replace(/"points": \d+/, '"points": 90'));
    await page.goto(`${app.url}#/collection`);
    await importPath(isbData);
    await expect.poll(async () => squash(await cardData().locator('.summary').textContent()), { timeout: 60_000 }).toContain('Imported Armada');
    await importPath(next);
    const sources = cardData().getByRole('list', { name: 'Card sources' }).locator(':scope > li', { hasText: 'Armada (ISB data)' });
    await expect.poll(() => sources.count(), { timeout: 60_000 }).toBe(2);
  }, 150_000);

  it('a new fleet takes the newest; its picker forgives (“howlrunr”, “vsd”) and says how many match, “Show more” pages on', async () => {
    await page.goto(`${app.url}#/lists`);
    await page.getByRole('radio', { name: 'Armada fleet' }).check();
    await page.getByLabel('Faction').selectOption({ label: 'Galactic Empire' });
    await page.getByRole('textbox', { name: 'List name' }).fill('Two releases');
    await page.getByRole('button', { name: 'Create list' }).click();
    await page.getByRole('heading', { name: 'Two releases', level: 1 }).waitFor();
    const choice = page.getByLabel('Cards from');
    const options = (await choice.locator('option').allTextContents()).map(squash);
    expect(options.filter((o) => o.startsWith('Armada (ISB data) ('))).toHaveLength(2);
    expect(squash(await summary().locator('.source-choice').textContent())).toContain('the newest, until you pick one');

    await page.getByRole('button', { name: '+ Add a ship or squadron' }).click();
    expect((await typeInPicker('howlrunr')).slice(0, 3).some((o) => o.startsWith('Howlrunner'))).toBe(true);
    const victories = (await typeInPicker('vsd')).filter((o) => o.startsWith('Victory II-class Star Destroyer'));
    // One Victory II, from the newest release: never two rows of one card.
    expect(victories).toHaveLength(1);
    expect(victories[0]).toMatch(/90 pts$/);
    await page.screenshot({ path: screenshotPath('card-sources-picker-forgives-1366') });

    // Everything the fleet may take: a page, the count, and more on asking.
    const all = await typeInPicker('');
    const count = () => picker().getByRole('status').filter({ hasText: /shown|match/ });
    const [shown, total] = squash(await count().textContent()).match(/\d+/g)!.map(Number);
    expect(shown).toBe(all.length);
    expect(total).toBeGreaterThan(shown!);
    const more = picker().getByRole('button', { name: /^Show \d+ more$/ });
    expect((await more.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await count().evaluate((e) => parseFloat(getComputedStyle(e).fontSize))).toBeGreaterThanOrEqual(18);
    await more.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('card-sources-picker-page-1366') });
    await more.click();
    await expect.poll(() => picker().getByRole('option').count()).toBeGreaterThan(shown!);
    await page.screenshot({ path: screenshotPath('card-sources-picker-more-1366') });
    await page.setViewportSize(tablet);
    expect(await noSideScroll()).toBe(true);
    await page.screenshot({ path: screenshotPath('card-sources-picker-more-768') });
    await page.setViewportSize(laptop);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await searchBox().press('Escape');
  });

  it('the player picks the newer release by name; the Victory II is priced from it', async () => {
    const choice = page.getByLabel('Cards from');
    const newer = (await choice.locator('option').allTextContents()).map(squash).find((o) => /\(ISB #/.test(o))!;
    await choice.selectOption({ label: newer });
    await expect.poll(async () => squash(await summary().locator('.source-choice').textContent())).not.toContain('until you pick one');
    await page.getByRole('button', { name: '+ Add a ship or squadron' }).click();
    await typeInPicker('victory ii');
    await picker().getByRole('option').filter({ hasText: /^Victory II-class Star Destroyer/ }).first().click();
    await expect.poll(async () => squash(await summary().locator('.total').textContent())).toBe('90 / 400 points');
    await summary().screenshot({ path: screenshotPath('card-sources-list-source-chosen-1366') });
  });

  it('Remove source: the confirm says how many cards go and names the fleet; after it the fleet reads the other release and is marked', async () => {
    await page.goto(`${app.url}#/collection`);
    const newer = cardData().getByRole('list', { name: 'Card sources' }).locator(':scope > li', { hasText: /ISB #/ });
    await newer.getByRole('button', { name: 'Remove source…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const body = squash(await dialog.textContent());
    expect(body).toMatch(/Remove Armada \(ISB data\) \(ISB #\w+\)\?/);
    expect(body).toMatch(/\d+ cards go\./);
    expect(body).toContain('Saved lists that use it: “Two releases”.');
    await page.screenshot({ path: screenshotPath('card-sources-remove-confirm-1366') });
    await page.setViewportSize(tablet);
    expect(await noSideScroll()).toBe(true);
    await page.screenshot({ path: screenshotPath('card-sources-remove-confirm-768') });
    await page.setViewportSize(laptop);
    const before = await cardData().getByRole('list', { name: 'Card sources' }).locator(':scope > li', { hasText: 'Armada (ISB data)' }).count();
    await dialog.getByRole('button', { name: 'Remove source' }).click();
    await expect.poll(async () => squash(await cardData().getByRole('status').filter({ hasText: 'Removed' }).textContent())).toMatch(/Removed Armada \(ISB data\) \(ISB #\w+\): \d+ cards\. Saved lists judged again: “Two releases”\./);
    expect(await cardData().getByRole('list', { name: 'Card sources' }).locator(':scope > li', { hasText: 'Armada (ISB data)' }).count()).toBe(before - 1);

    await page.goto(`${app.url}#/lists`);
    await page.getByRole('link', { name: /Two releases/ }).first().click();
    await page.getByRole('heading', { name: 'Two releases', level: 1 }).waitFor();
    await expect.poll(async () => squash(await page.locator('.problems').textContent())).toContain('The card source this list was built from was removed');
    // The Victory II is still there, priced from the release that is left.
    await expect.poll(async () => squash(await summary().locator('.total').textContent())).not.toBe('90 / 400 points');
    await page.screenshot({ path: screenshotPath('card-sources-list-marked-1366'), fullPage: true });
    // Taking the release that is left clears the mark.
    await summary().getByRole('button', { name: /^Use Armada \(ISB data\)/ }).click();
    await expect.poll(async () => page.locator('.problems').filter({ hasText: 'was removed' }).count()).toBe(0);
    expect(squash(await summary().locator('.source-choice').textContent())).toBe('Cards from Armada (ISB data)');
  });
});
