import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../helpers/axe';
import { repoRoot, screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { zipFolder } from '../import/tiny-data-sets';

// Issue 25 · 6 on the Collection screen: the full X-Wing 2.5 data as a repository folder, then as
// its .zip (top folder, hidden folders): the second import says it is the same data, recognised,
// and the card sources list still holds one source of it.

let app: ServedApp;
let page: Page;
const { dataDir } = useBrowserMode('card-data-same', (run) => void ({ app, page } = run));

const cardData = () => page.getByRole('region', { name: 'Card data' });
const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

async function importPath(source: string): Promise<void> {
  await cardData().getByRole('textbox', { name: 'Import card data from a folder or .zip' }).fill(source);
  await cardData().getByRole('button', { name: 'Import', exact: true }).click();
}

describe('the same card data from a folder and from a .zip, end to end in Chromium', () => {
  it('the .zip of a folder imported before is recognised as the same data: updated in place, one source', async () => {
    const repo = path.join(dataDir, 'downloads', 'xwing-data2-main');
    fs.cpSync(path.resolve(repoRoot, '..', 'shared', 'data', 'xwing-data2-2.5', 'data'), path.join(repo, 'data'), { recursive: true });
    fs.mkdirSync(path.join(repo, '.github'), { recursive: true });
    fs.writeFileSync(path.join(repo, '.github', 'ci.json'), '{}');
    const zip = path.join(dataDir, 'downloads', 'xwing-data2-main.zip');
    zipFolder(repo, zip, 'xwing-data2-main');

    await page.goto(`${app.url}#/collection`);
    await page.getByRole('heading', { name: 'Collection', level: 1 }).waitFor();
    await importPath(repo);
    const summary = cardData().locator('.summary');
    await expect.poll(async () => squash(await summary.textContent()), { timeout: 60_000 }).toContain('Imported X-Wing 2.5');
    expect(await summary.locator('#card-data-same').count()).toBe(0);

    await importPath(zip);
    const same = cardData().locator('#card-data-same');
    await same.waitFor({ timeout: 60_000 });
    expect(squash(await same.textContent())).toBe(
      'Recognised: this is the same data as the source “X-Wing 2.5 · xwing-data2, data version 3.9.1” imported before (folder or .zip alike). It was updated in place; no second copy was added.',
    );
    expect(squash(await summary.textContent())).toContain('0 added');
    const names = await cardData().getByRole('list', { name: 'Card sources' }).locator(':scope > li .name').allTextContents();
    expect(names.filter((name) => name.startsWith('X-Wing 2.5 · xwing-data2'))).toEqual(['X-Wing 2.5 · xwing-data2, data version 3.9.1']);
    await summary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('card-data-same-1366') });
    expect(await seriousAxeViolations(page)).toEqual([]);
  }, 150_000);
});
