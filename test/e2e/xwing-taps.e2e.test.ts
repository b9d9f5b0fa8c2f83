import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { xwingTable } from './xwing-table-steps';
import { startCountingTaps, taps as tapsSoFar } from './armada-activation';

// Issue 37 · faster than cardboard, X-Wing: an attack where the attacker spends focus and the
// defender spends an evade token takes at most 6 taps besides the dice faces (it was 9). Every click
// on a control is counted; entering a die face (typed counts here) is not a tap.

let app: ServedApp;
let page: Page;

const steps = xwingTable(() => page);

useBrowserMode('xwing-taps', (run) => void ({ app, page } = run));

const LUKE = 'Luke Skywalker';
const IDEN = 'Iden Versio';
const BEAST = '"Night Beast"';

const tile = (name: string): Locator => page.locator('article.tile', { has: page.getByRole('heading', { name, exact: true }) });
const drawer = (): Locator => page.locator('aside.drawer');
const sheet = (): Locator => page.getByRole('dialog', { name: /^Attack/ });
const phase = () => page.locator('.bar .phase').textContent();
const tileTokens = (name: string) => tile(name).locator('ul.tokens li').allTextContents();
const stat = (name: string, kind: string) => tile(name).locator(`[data-stat="${kind}"] .value strong`).textContent();

async function nextPhase(to: string): Promise<void> {
  await page.getByRole('button', { name: 'Next phase' }).click();
  await expect.poll(phase).toBe(to);
}


describe('Issue 37 · an X-Wing attack with tokens, taps counted', () => {
  it('sets up the core set: Iden Versio focuses, Luke holds an evade token', async () => {
    await steps.startCoreSetGame(app.url, 'Taps');
    await tile(LUKE).waitFor();
    await nextPhase('System Phase');
    await nextPhase('Activation Phase');
    await tile(BEAST).getByRole('button', { name: `Activate ${BEAST}` }).click();
    await tile(IDEN).getByRole('button', { name: IDEN, exact: true }).click();
    await drawer().getByRole('button', { name: 'Actions', exact: true }).click();
    await drawer().getByRole('button', { name: 'Focus', exact: true }).click();
    await expect.poll(() => tileTokens(IDEN)).toEqual(['Focus']);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer().count()).toBe(0);
    // Luke's evade token (an action's, given here through the drawer).
    await tile(LUKE).getByRole('button', { name: LUKE, exact: true }).click();
    await drawer().getByRole('button', { name: 'Gain a token' }).click();
    await drawer().getByRole('button', { name: 'Gain Evade', exact: true }).click();
    await expect.poll(() => tileTokens(LUKE)).toEqual(['Evade']);
    await page.keyboard.press('Escape');
    if ((await drawer().count()) > 0) await page.keyboard.press('Escape');
    await expect.poll(() => drawer().count()).toBe(0);
    await nextPhase('Engagement Phase');
    await tile(LUKE).getByRole('button', { name: `Pass with ${LUKE}: it does not engage` }).click();
    await tile(IDEN).getByRole('button', { name: `Attack with ${IDEN}` }).waitFor();
  });

  it('RRG · Modify Attack Dice, Modify Defense Dice: the attacker spends focus, the defender its evade token: at most 6 taps besides the dice faces', async () => {
    await startCountingTaps(page);
    await tile(IDEN).getByRole('button', { name: `Attack with ${IDEN}` }).click();
    await sheet().getByRole('button', { name: `${LUKE} at range 1` }).click();
    await steps.countFaces('attack', { Hits: 1, Crits: 1, Focus: 1 });
    await sheet().getByRole('button', { name: /^Confirm attack dice: 1 hit, 1 crit, 1 focus/ }).click();
    await sheet().getByRole('button', { name: /^Spend focus: 1 focus → hit/ }).click();
    await expect.poll(() => tileTokens(IDEN)).toEqual([]);
    await sheet().getByRole('button', { name: /confirm defense dice: 2 blanks/i }).click();
    // The defender's step: the evade token is the one thing Luke may spend (no focus for the Force).
    const evade = sheet().getByRole('button', { name: /^Spend evade/ });
    await evade.waitFor();
    await page.screenshot({ path: screenshotPath('xwing-taps-evade-laptop') });
    await evade.click();
    // Nothing left to spend: the damage is dealt with that tap (1 crit and 1 hit, less 1 evade).
    await expect.poll(() => sheet().count()).toBe(0);
    await expect.poll(() => tileTokens(LUKE)).toEqual([]);
    await expect.poll(() => stat(LUKE, 'shield')).toBe('0');
    const counted = await tapsSoFar(page);
    console.log(`X-Wing attack, focus and evade spent: ${counted.all - counted.dice} taps besides the dice faces`);
    expect(counted.all - counted.dice).toBeLessThanOrEqual(6);
    await page.screenshot({ path: screenshotPath('xwing-taps-dealt-laptop') });
  });
});
