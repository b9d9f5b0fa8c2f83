import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../helpers/axe';
import { repoRoot, screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { xwingTable } from './xwing-table-steps';
import { smallTargets } from './readable-text';
import { squash, startXwingFromLists } from './list-paste';

// RRG · Damage Cards · the damage window, end to end in Chromium: Chewbacca (YT-1300, 2.5 data) is
// attacked with a crit past his shields. Before the faceup card is dealt, the attack panel and the
// turn line say what waits and what his card will do; one tap spends his charge and the card is
// dealt facedown, and the attack ends. The attack before it, with no card to act, asks nothing.

let app: ServedApp;
let browser: Browser;
let page: Page;

useBrowserMode('xwing-damage-window', (run) => void ({ app, browser, page } = run));

const sharedData = (...parts: string[]) => path.resolve(repoRoot, '..', 'shared', 'data', ...parts);

const FALCON = JSON.stringify({ faction: 'rebelalliance', name: 'Wookiee', pilots: [{ id: 'chewbacca', ship: 'modifiedyt1300lightfreighter' }] });
const ACADEMY = JSON.stringify({
  faction: 'galacticempire',
  name: 'Academy',
  pilots: [
    { id: 'academypilot', ship: 'tielnfighter' },
    { id: 'academypilot', ship: 'tielnfighter' },
  ],
});

const CHEWIE = 'Chewbacca';
const { tile, sheet, drawer, nextPhase } = xwingTable(() => page);
const hull = () => tile(CHEWIE).locator('[data-stat="hull"] .value strong').textContent();

describe('the damage window at the table, end to end in Chromium (RRG · Damage Cards)', () => {
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await page.screenshot({ path: screenshotPath(`xwing-damage-window-failed-${context.task.name.slice(0, 24).replace(/\W+/g, '-')}`), fullPage: true });
  });

  let academy: string[] = [];

  it('starts a game from a pasted Chewbacca list against two TIE fighters (2.5 card data)', async () => {
    await startXwingFromLists(page, app.url, sharedData('xwing-data2-2.5'), 'Damage window', ['Ana', FALCON], ['Ben', ACADEMY]);
    await tile(CHEWIE).waitFor();
    academy = (await page.locator('article.tile h3').allTextContents()).filter((name) => name.startsWith('Academy Pilot'));
    expect(academy).toHaveLength(2);
  }, 180_000);

  it('Card · Chewbacca · RRG · Damage Cards: before his faceup card is dealt, one tap deals it facedown for his charge', async () => {
    const [attacker = ''] = academy;
    // His five shields go first, from outside an attack (no card acts on a shield lost).
    await tile(CHEWIE).getByRole('button', { name: CHEWIE, exact: true }).click();
    await drawer().getByRole('button', { name: 'Damage & conditions' }).click();
    const panel = drawer().getByRole('group', { name: `Damage and conditions for ${CHEWIE}` });
    for (let n = 0; n < 4; n++) await panel.getByRole('button', { name: 'One hit more' }).click();
    await panel.getByRole('button', { name: 'Suffer 5 damage' }).click();
    await expect.poll(() => tile(CHEWIE).locator('[data-stat="shield"] .value strong').textContent()).toBe('0');
    expect(await page.locator('[data-window]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer().count()).toBe(0);

    await nextPhase('System Phase');
    await nextPhase('Activation Phase');
    await nextPhase('Engagement Phase');
    // Chewbacca (initiative 4) engages first: he passes, and the Academy Pilot attacks him.
    await tile(CHEWIE).getByRole('button', { name: `Pass with ${CHEWIE}: it does not engage` }).click();
    await tile(attacker).getByRole('button', { name: `Attack with ${attacker}` }).click();
    await sheet().waitFor();
    await sheet().getByRole('button', { name: `${CHEWIE} at range 1` }).click();
    const tray = sheet().getByRole('form', { name: 'Attack dice tray' });
    await tray.getByRole('spinbutton', { name: 'Crits', exact: true }).fill('1');
    await sheet().getByRole('button', { name: /^Confirm attack dice: 1 crit/ }).click();
    await sheet().getByRole('button', { name: /confirm defense dice: 1 blank/i }).click();

    // The crit would deal a faceup card: the damage waits, the panel asks Chewbacca's card, the turn line says it.
    const question = sheet().locator('[data-window]');
    await question.waitFor();
    expect(squash(await question.textContent())).toMatch(/Chewbacca would be dealt .+ faceup: Chewbacca: 1 charge, the faceup card is dealt facedown/);
    expect(squash(await sheet().getByTestId('damage-waits').textContent())).toMatch(/^Chewbacca would be dealt .+ faceup: the rest of the damage waits/);
    expect(squash(await page.locator('.turn-line').textContent())).toMatch(/Chewbacca would be dealt .+ faceup: Chewbacca \(Chewbacca\) may act first\./);
    expect(await hull()).toBe('8');
    await page.screenshot({ path: screenshotPath('xwing-damage-window-chewbacca-laptop') });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await smallTargets(page, '.sheet')).toEqual([]);

    await question.getByRole('button', { name: `Use ${CHEWIE}` }).click();
    await expect.poll(() => page.locator('[data-window]').count()).toBe(0);
    await expect.poll(hull).toBe('7');
    expect(squash(await tile(CHEWIE).locator('li.facedown').textContent())).toBe('1 facedown');
    expect(await tile(CHEWIE).locator('li.faceup').count()).toBe(0);
    // The turn line is back to whose turn it is.
    expect(squash(await page.locator('.turn-line').textContent())).not.toMatch(/would be dealt/);
    await page.screenshot({ path: screenshotPath('xwing-damage-window-chewbacca-dealt-laptop') });
  });
});
