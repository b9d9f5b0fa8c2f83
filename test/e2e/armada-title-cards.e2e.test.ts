import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../helpers/axe';
import { repoRoot, screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { chooseObjectiveAndDeploy } from './armada-setup';
import { squash, startGameFromLists } from './list-paste';

// Issue 35 · an Armada title's effect outside an attack, on the ship card: Card · Aspiration moves
// shields between its own hull zones as deployed (at most 6 in a zone), the moves picked in one tap.

const sharedData = (...parts: string[]) => path.resolve(repoRoot, '..', 'shared', 'data', ...parts);

const EMPIRE = `Name: Line
Faction: Empire
Commander: Admiral Screed

Victory I-class Star Destroyer (73)
• Admiral Screed (26)
= 99 Points

Total Points: 99
`;

const REBELS = `Name: Shields
Faction: Rebel
Commander: General Dodonna

MC75 Armored Cruiser (104)
• General Dodonna (20)
• Aspiration (3)
= 127 Points

Total Points: 127
`;

const MC75 = 'MC75 Armored Cruiser';

let app: ServedApp;
let browser: Browser;
let page: Page;

useBrowserMode('armada-title-cards', (run) => void ({ app, browser, page } = run));

const shipCard = (): Locator => page.getByRole('article', { name: MC75, exact: true });

describe('Armada title effects on the ship card, from two pasted fleets', () => {
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await page.screenshot({ path: screenshotPath(`title-cards-failed-${context.task.name.slice(0, 24).replace(/\W+/g, '-')}`), fullPage: true });
  });

  it('imports the ISB card data and starts a game from two pasted fleets', async () => {
    await startGameFromLists(page, app.url, sharedData('armada-isb'), 'Star Wars: Armada', 'Aspiration', ['Ana', EMPIRE], ['Ben', REBELS]);
    await expect.poll(async () => squash(await page.locator('main').textContent())).toMatch(new RegExp(MC75));
    await page.getByRole('group', { name: 'Initiative' }).getByRole('button', { name: 'Ana', exact: true }).click();
    await chooseObjectiveAndDeploy(page);
  }, 180_000);

  it('Card · Aspiration: as the first Ship Phase starts, 2 shields move from the sides to the front in one tap, and the zones show it', async () => {
    if ((await shipCard().count()) === 0) await page.getByRole('button', { name: MC75, exact: true }).click();
    const effects = shipCard().getByRole('region', { name: 'Card effects now' });
    const aspiration = effects.getByRole('button', { name: /Aspiration: as deployed/ });
    await aspiration.waitFor();
    await aspiration.click();
    const picks = effects.getByRole('group', { name: 'Aspiration: what it works on' });
    await picks.getByRole('button', { name: '1 from left → front', exact: true }).click();
    await picks.getByRole('button', { name: '1 from right → front', exact: true }).click();
    await aspiration.scrollIntoViewIfNeeded();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('title-cards-aspiration-picked-1366') });
    await effects.getByRole('button', { name: 'Use Aspiration' }).click();
    await expect.poll(() => effects.getByRole('button', { name: /Aspiration/ }).count()).toBe(0);
    await expect.poll(async () => squash(await page.locator('.bar .last').textContent())).toMatch(/uses Aspiration: shields moved: 1 shield (left|right) → front, 1 shield (left|right) → front\..*front zone \(6 now\)/i);
    // The front zone holds 6 of its printed 4; the sides gave 1 each.
    await expect.poll(async () => squash(await shipCard().textContent())).toMatch(/Front shields: 6 of 4 .*Right shields: 2 of 3 .*Left shields: 2 of 3/);
    await page.screenshot({ path: screenshotPath('title-cards-aspiration-used-1366') });
  });
});
