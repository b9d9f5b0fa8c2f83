import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../helpers/axe';
import { repoRoot, screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { xwingTable } from './xwing-table-steps';
import { smallTargets, smallText } from './readable-text';
import { squash, startXwingFromLists } from './list-paste';

// Issue 23, turret arcs (rules 3): an HWK-290 fires its primary weapon from a single turret arc.
// RRG · Turret Arc Indicators: its card shows the arc the indicator covers (front at setup);
// RRG · Rotate: the rotate arc action turns it with one tap per facing; the attack panel's weapon
// list shows the facing, and the attack is declared and recorded with it. A Modified YT-1300's double
// turret, placed on its left and right arcs, attacks in the one the players name.

let app: ServedApp;
let browser: Browser;
let page: Page;

useBrowserMode('xwing-turret', (run) => void ({ app, browser, page } = run));

const sharedData = (...parts: string[]) => path.resolve(repoRoot, '..', 'shared', 'data', ...parts);

const SCOUTS = JSON.stringify({ faction: 'rebelalliance', name: 'Scouts', pilots: [{ id: 'rebelscout', ship: 'hwk290lightfreighter' }, { id: 'outerrimsmuggler', ship: 'modifiedyt1300lightfreighter' }] });
const ACADEMY_LIST = JSON.stringify({ faction: 'galacticempire', name: 'Academy', pilots: [{ id: 'academypilot', ship: 'tielnfighter' }] });

const SCOUT = 'Rebel Scout';
const ACADEMY = 'Academy Pilot';
const SMUGGLER = 'Outer Rim Smuggler';
const { tile, sheet, drawer, nextPhase } = xwingTable(() => page);


describe('turret arcs at the table, end to end in Chromium (issue 23, rules 3)', () => {
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await page.screenshot({ path: screenshotPath(`xwing-turret-failed-${context.task.name.slice(0, 24).replace(/\W+/g, '-')}`), fullPage: true });
  });

  it('starts a game from an HWK-290 and YT-1300 list and a TIE list', async () => {
    await startXwingFromLists(page, app.url, sharedData('xwing-data2-2.5'), 'Turret run', ['Ana', SCOUTS], ['Ben', ACADEMY_LIST]);
    await tile(SCOUT).waitFor();
  }, 180_000);

  it('RRG · Rotate: the ship card shows the turret on its front arc; the rotate arc action turns it left with one tap', async () => {
    await nextPhase('System Phase');
    await nextPhase('Activation Phase');
    // Initiative 1 on both sides: the first player's YT-1300 goes first; its double turret is placed on its sides (setup, one tap).
    await page.getByRole('button', { name: `Activate ${SMUGGLER}` }).click();
    await tile(SMUGGLER).getByRole('button', { name: SMUGGLER, exact: true }).click();
    const double = drawer().getByRole('region', { name: /Turret arc \(double\)/ });
    expect(await double.getByRole('group').getByRole('button').allTextContents()).toEqual(['Front and rear', 'Left and right']);
    await double.getByRole('button', { name: 'Left and right', exact: true }).click();
    await expect.poll(async () => squash(await double.locator('.now').textContent())).toBe('Covers the left and right arcs');
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer().count()).toBe(0);
    await page.getByRole('button', { name: `Activate ${ACADEMY}` }).click();
    await page.getByRole('button', { name: `Activate ${SCOUT}` }).click();
    await tile(SCOUT).getByRole('button', { name: SCOUT, exact: true }).click();
    const turret = drawer().getByRole('region', { name: /Turret arc \(single\)/ });
    expect(squash(await turret.locator('.now').textContent())).toBe('Covers the front arc');
    expect(await turret.getByRole('button', { name: 'Front', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await drawer().getByRole('button', { name: 'Actions', exact: true }).click();
    // One tap per facing it may turn to: not the front, where it is.
    expect(await drawer().getByRole('button', { name: /^Rotate arc → / }).allTextContents()).toEqual(['Rotate arc → left', 'Rotate arc → right', 'Rotate arc → rear']);
    await drawer().getByRole('button', { name: 'Rotate arc → left' }).click();
    await expect.poll(async () => squash(await turret.locator('.now').textContent())).toBe('Covers the left arc');
    await expect.poll(() => page.locator('.table-bar').textContent()).toContain('Rebel Scout performs the rotate arc action: its turret now covers the left arc.');
    await page.screenshot({ path: screenshotPath('xwing-turret-rotated-laptop') });
    await turret.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('xwing-turret-card-laptop') });
    expect(await smallTargets(page, 'aside.drawer')).toEqual([]);
    expect(await smallText(page, 'aside.drawer')).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer().count()).toBe(0);
  });

  it('RRG · Turret Arc Indicators: the weapon list shows the turret on the left, and the attack is declared with it', async () => {
    await nextPhase('Engagement Phase');
    await tile(SCOUT).getByRole('button', { name: `Attack with ${SCOUT}` }).click();
    await sheet().waitFor();
    const weapons = sheet().getByRole('group', { name: 'Weapon' });
    expect(squash(await weapons.textContent())).toMatch(/Primary \(single turret arc\) ?2 dice · range 1–3 · turret \(left\)/);
    await page.screenshot({ path: screenshotPath('xwing-turret-declare-laptop') });
    await sheet().getByRole('button', { name: `${ACADEMY} at range 2` }).click();
    await expect.poll(() => page.locator('.table-bar').textContent()).toMatch(/Rebel Scout attacks Academy Pilot at range 2 with its single turret arc primary weapon, turret \(left\)/);
    // Back to the Scout's turn: it passes, and the YT-1300 attacks from its double turret, in its right arc.
    await page.locator('.table-bar').getByRole('button', { name: 'Undo', exact: true }).click();
    await tile(SCOUT).getByRole('button', { name: `Pass with ${SCOUT}: it does not engage` }).click();
    await tile(SMUGGLER).getByRole('button', { name: `Attack with ${SMUGGLER}` }).click();
    await sheet().waitFor();
    expect(squash(await sheet().getByRole('group', { name: 'Weapon' }).textContent())).toMatch(/Primary \(double turret arc\) ?3 dice · range 1–3 · turret \(left and right\)/);
    await sheet().getByRole('button', { name: 'Right arc', exact: true }).click();
    await page.screenshot({ path: screenshotPath('xwing-turret-double-declare-laptop') });
    expect(await smallTargets(page, '.sheet')).toEqual([]);
    await sheet().getByRole('button', { name: `${ACADEMY} at range 1` }).click();
    await expect.poll(() => page.locator('.table-bar').textContent()).toMatch(/Outer Rim Smuggler attacks Academy Pilot at range 1 with its double turret arc primary weapon, turret \(right\)/);
  });
});
