import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../helpers/axe';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
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
    const kept = cardData().getByRole('list', { name: 'Card sources' }).locator(':scope > li', { hasText: 'X-Wing 2.5 · xwing-data2 3.0.0' });
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
    // Both X-Wing sources sit side by side, each with its own cards.
    const names = await cardData().getByRole('list', { name: 'Card sources' }).locator(':scope > li .name').allTextContents();
    expect(names.filter((n) => n.startsWith('X-Wing'))).toEqual(['X-Wing 2.0 · xwing-data2 0.0.1-test', 'X-Wing 2.5 · xwing-data2 3.0.0']);
  });
});
