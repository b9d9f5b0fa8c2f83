import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../helpers/axe';
import { repoRoot, screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';

// Issue 25 · 6 in the list builder: a whole points repository (the full xwing-points data, plus a
// revision whose revision.json names a mistyped file) imports every revision that reads, and says
// which did not and why.

let app: ServedApp;
let page: Page;
const { dataDir } = useBrowserMode('points-repository', (run) => void ({ app, page } = run));

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const summary = () => page.locator('.summary');

describe('a points repository from the list builder, end to end in Chromium', () => {
  it('every revision that reads is imported; the others are listed by name with why', async () => {
    const repo = path.join(dataDir, 'downloads', 'xwing-points-main');
    fs.cpSync(path.resolve(repoRoot, '..', 'shared', 'data', 'xwing-points'), repo, { recursive: true });
    // AMG's sep2024 again, as a revision whose listing names "upgrade.json" for "upgrades.json".
    const typo = path.join(repo, 'AMG', 'typo');
    fs.cpSync(path.join(repo, 'AMG', 'sep2024'), typo, { recursive: true });
    const revision = JSON.parse(fs.readFileSync(path.join(typo, 'revision.json'), 'utf8')) as { files: Record<string, string> };
    revision.files = Object.fromEntries(Object.entries(revision.files).map(([group, file]) => [group, file.replace('sep2024/', 'typo/').replace('upgrades.json', 'upgrade.json')]));
    fs.writeFileSync(path.join(typo, 'revision.json'), JSON.stringify(revision));
    // Issue 40 · 5: a complete revision in AMG's folder that AMG's listing does not name: imported, and said so.
    const spare = path.join(repo, 'AMG', 'spare');
    fs.cpSync(path.join(repo, 'AMG', 'last'), spare, { recursive: true });
    const spareRevision = JSON.parse(fs.readFileSync(path.join(spare, 'revision.json'), 'utf8')) as { files: Record<string, string> };
    spareRevision.files = Object.fromEntries(Object.entries(spareRevision.files).map(([group, file]) => [group, file.replace('last/', 'spare/')]));
    fs.writeFileSync(path.join(spare, 'revision.json'), JSON.stringify(spareRevision));
    const listing = JSON.parse(fs.readFileSync(path.join(repo, 'AMG', 'points-revisions.json'), 'utf8')) as { revision_history: string[] };
    listing.revision_history.push('AMG/typo/revision.json');
    fs.writeFileSync(path.join(repo, 'AMG', 'points-revisions.json'), JSON.stringify(listing));

    await page.goto(`${app.url}#/lists`);
    await page.getByRole('radio', { name: 'X-Wing squad' }).check();
    await page.getByLabel('Format').selectOption({ label: 'X-Wing 2.5 Standard (20 points)' });
    await page.getByLabel('Faction').selectOption({ label: 'Rebel Alliance' });
    await page.getByRole('textbox', { name: 'List name' }).fill('Points check');
    await page.getByRole('button', { name: 'Create list' }).click();
    await page.getByRole('heading', { name: 'Points check', level: 1 }).waitFor();

    await summary().getByText('Import a points set').click();
    await summary().getByRole('textbox', { name: /Folder of a points revision/ }).fill(repo);
    await summary().getByRole('button', { name: 'Import points' }).click();
    const imported = summary().getByRole('status').filter({ hasText: /^Imported / });
    await imported.waitFor({ timeout: 30_000 });
    expect(squash(await imported.textContent())).toMatch(/^Imported AMG last .*, AMG sep2024 .*, AMG spare .*, XWA 50P11 .*, XWA 50P20 .*\.$/);
    expect(squash(await summary().getByTestId('found-outside-listing').textContent())).toBe(
      "Found in their set's folder, not in its list of revisions: AMG spare (AMG/points-revisions.json does not name it).",
    );
    const notImported = summary().locator('.not-imported');
    await notImported.getByText(/listed but not imported, each with why/).click();
    const lines = (await notImported.getByRole('list', { name: 'Points revisions not imported' }).locator('li').allTextContents()).map(squash);
    expect(lines).toContain('AMG/typo: AMG/typo/revision.json names AMG/typo/upgrade.json, which is not there: the revision is incomplete.');
    expect(lines.filter((line) => line.startsWith('XWA/'))).toHaveLength(8);
    await notImported.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('points-repository-1366') });
    expect(await seriousAxeViolations(page)).toEqual([]);
  }, 120_000);
});
