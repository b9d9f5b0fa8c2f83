import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../helpers/axe';
import { repoRoot, screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { importCardData, newGameFromLists, pasteSide, squash } from './list-paste';

// Issue 25 · lists a player can trust: a 2.0-era XWS pasted with both X-Wing editions imported is
// read as 2.0 and says why (one tap reads it as 2.5); a printed total that differs from ours is
// explained; a game from a list with problems asks before it starts.

const sharedData = (...parts: string[]) => path.resolve(repoRoot, '..', 'shared', 'data', ...parts);

let app: ServedApp;
let page: Page;
useBrowserMode('list-trust', (run) => void ({ app, page } = run));

// A 2.0-era YASB export with no total: its pilots' printed points (Luke is printed 2 dearer than the 2.0 data's 60).
const yasb20 = JSON.stringify({
  faction: 'rebelalliance',
  name: 'Red Squadron',
  pilots: [
    { id: 'lukeskywalker', ship: 't65xwing', points: 62 },
    { id: 'wedgeantilles', ship: 't65xwing', points: 54 },
    { id: 'biggsdarklighter', ship: 't65xwing', points: 47 },
  ],
  vendor: { yasb: { builder: 'Yet Another Squad Builder 2.0', builder_url: 'https://raithos.github.io/', link: 'https://raithos.github.io/?f=Rebel%20Alliance&d=v5!s!1:-1:&sn=Red' } },
});
// A 2.0 squad with a problem: Luke twice (a unique pilot).
const twoLukes = JSON.stringify({ faction: 'rebelalliance', name: 'Two Lukes', version: '2.0.0', pilots: [{ id: 'lukeskywalker', points: 62 }, { id: 'lukeskywalker', points: 62 }], vendor: { yasb: { builder: 'Yet Another Squad Builder 2.0', builder_url: 'https://raithos.github.io/' } } });

// A 2.0 squad with Hull Upgrade (a cost by agility) on a Lambda shuttle (agility 1) and a TIE/ln (agility 3).
const hullUpgrades = JSON.stringify({
  faction: 'galacticempire',
  name: 'Hulls',
  version: '2.0.0',
  pilots: [
    { id: 'captainkagi', ship: 'lambdaclasst4ashuttle', upgrades: { modification: ['hullupgrade'] } },
    { id: 'howlrunner', ship: 'tielnfighter', upgrades: { modification: ['hullupgrade'] } },
  ],
  vendor: { yasb: { builder: 'Yet Another Squad Builder 2.0', builder_url: 'https://raithos.github.io/' } },
});

describe('lists a player can trust', () => {
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await page.screenshot({ path: screenshotPath(`list-trust-failed-${context.task.name.slice(0, 24).replace(/\W+/g, '-')}`), fullPage: true });
  });

  it('imports both X-Wing editions', async () => {
    await page.goto(app.url);
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Collection', exact: true }).click();
    await importCardData(page, sharedData('xwing-data2-2.0'));
    await importCardData(page, sharedData('xwing-data2-2.5'));
  }, 200_000);

  it('issue 25 · a cost by ship stat: the preview prices Hull Upgrade from each ship\'s agility and says so', async () => {
    await newGameFromLists(page, 'Trust', 'Star Wars: X-Wing');
    await pasteSide(page, 1, 'Ana', hullUpgrades);
    const first = page.getByRole('group', { name: 'First player' });
    const units = (await first.locator('.units li').allTextContents()).map(squash);
    expect(units).toEqual([expect.stringMatching(/^Captain Kagi .*Hull Upgrade \(3 points for agility 1\)$/), expect.stringMatching(/Howlrunner.*Hull Upgrade \(7 points for agility 3\)$/)]);
    await page.screenshot({ path: screenshotPath('list-trust-variable-cost-1366'), fullPage: true });
  });

  it('a 2.0 XWS is read as 2.0 and says why; one tap reads it as 2.5; the printed total that differs is explained', async () => {
    await newGameFromLists(page, 'Trust', 'Star Wars: X-Wing');
    await pasteSide(page, 1, 'Ana', yasb20);
    const first = page.getByRole('group', { name: 'First player' });
    const edition = first.getByRole('group', { name: 'Which X-Wing edition' });
    expect(squash(await edition.textContent())).toMatch(/Read as X-Wing 2\.0 because it came from YASB 2\.0 and its pilots' 163 points are on the 2\.0 scale/);
    const printed = first.getByRole('note', { name: 'Printed points differ' });
    expect(squash(await printed.textContent())).toMatch(/The builder printed 163; with the prices in X-Wing 2\.0 .+ it is 161 \(Luke Skywalker: printed 62, here 60\)\. The builder priced it with other points/);
    expect(squash(await first.locator('.points').textContent())).toMatch(/^161 \/ 200 points · X-Wing 2\.0/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('list-trust-read-as-20-1366'), fullPage: true });

    await edition.getByRole('button', { name: 'Read as X-Wing 2.5 instead' }).click();
    await expect.poll(async () => squash(await first.getByRole('group', { name: 'Which X-Wing edition' }).textContent())).toMatch(/Read as X-Wing 2\.5 because you chose it/);
    await page.screenshot({ path: screenshotPath('list-trust-read-as-25-1366'), fullPage: true });
    await first.getByRole('button', { name: 'Read as X-Wing 2.0 instead' }).click();
    await expect.poll(async () => squash(await first.getByRole('group', { name: 'Which X-Wing edition' }).textContent())).toMatch(/Read as X-Wing 2\.0 because you chose it/);
  });

  it('a game from a list with problems asks: fix it first keeps the form; start anyway starts', async () => {
    await pasteSide(page, 2, 'Ben', twoLukes);
    await page.getByRole('button', { name: 'Create game from these lists' }).click();
    const asked = page.getByRole('dialog', { name: 'A list has problems' });
    await asked.waitFor();
    expect(squash(await asked.textContent())).toMatch(/Ben · Two Lukes .*Luke Skywalker is limited to 1 copy per squad/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('list-trust-start-asks-1366') });
    await asked.getByRole('button', { name: 'Fix it first' }).click();
    await asked.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Create game from these lists' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Create game from these lists' }).click();
    await page.getByRole('dialog', { name: 'A list has problems' }).getByRole('button', { name: 'Start anyway' }).click();
    await page.locator('.bar').first().waitFor();
    await expect.poll(async () => squash(await page.locator('main').textContent())).toMatch(/Wedge Antilles/);
  });
});
