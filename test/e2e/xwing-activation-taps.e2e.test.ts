import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { startCountingTaps, taps as tapsSoFar } from './armada-activation';
import { SIZES, thingsOnTop } from './nothing-on-top';
import { lukeAgainstAcademy, xwingTable } from './xwing-table-steps';

// Issue 37 · faster than cardboard, X-Wing: an activation with a maneuver and one action takes at
// most 3 taps, from the ship on turn to its activation ended (it was Activate, the drawer, Actions,
// Focus, and no maneuver). The tile of the ship on turn offers its dial and its action bar; every
// click on a control is counted. Undo takes each step back. With the drawer or the attack panel open,
// nothing lies on top of anything and no name is cut inside a word, at the three sizes.

let app: ServedApp;
let page: Page;

useBrowserMode('xwing-activation-taps', (run) => void ({ app, page } = run));

const ACADEMY = 'Academy Pilot';
const LUKE = 'Luke Skywalker';
const { tile, drawer, sheet, phase } = xwingTable(() => page);
const bar = () => page.locator('.table-bar').textContent();
const tileTokens = (name: string) => tile(name).locator('ul.tokens li').allTextContents();
const undo = () => page.locator('.table-bar').getByRole('button', { name: 'Undo', exact: true }).click();

const log = {
  format: 'sidetable.game-log',
  version: 1,
  system: 'xwing',
  name: 'Activation taps',
  commands: [
    lukeAgainstAcademy(),
    { type: 'nextPhase' },
    { type: 'nextPhase' },
  ],
};

describe('Issue 37 · an X-Wing activation with a maneuver and an action, taps counted', () => {
  it('RRG · Activation Phase: the ship on turn executes a maneuver, focuses and ends its activation in at most 3 taps', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(app.url);
    await page.getByLabel('Game log to import').setInputFiles({ name: 'activation-taps.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(log)) });
    await expect.poll(phase).toBe('Activation Phase');
    // RRG · Initiative: the Academy Pilot (1) goes first; only its tile offers the turn.
    const turn = tile(ACADEMY).getByRole('group', { name: `Turn of ${ACADEMY}` });
    await turn.waitFor();
    expect(await tile(LUKE).getByRole('group', { name: `Turn of ${LUKE}` }).count()).toBe(0);
    await page.screenshot({ path: screenshotPath('xwing-activation-taps-on-turn-laptop') });
    await startCountingTaps(page);
    await turn.getByRole('button', { name: 'Execute blue 2 straight', exact: true }).click();
    await expect.poll(bar).toContain('blue 2 straight');
    await turn.getByRole('button', { name: 'Focus', exact: true }).click();
    await expect.poll(() => tileTokens(ACADEMY)).toEqual(['Focus']);
    await page.screenshot({ path: screenshotPath('xwing-activation-taps-focused-laptop') });
    await turn.getByRole('button', { name: `End activation of ${ACADEMY}` }).click();
    // Its activation ended: Luke is on turn now.
    await tile(LUKE).getByRole('group', { name: `Turn of ${LUKE}` }).waitFor();
    expect(await turn.count()).toBe(0);
    const counted = await tapsSoFar(page);
    console.log(`X-Wing activation, a maneuver and one action: ${counted.all - counted.dice} taps`);
    expect(counted.all - counted.dice).toBeLessThanOrEqual(3);
  });

  it('Undo takes each step back: the end, the action, then the maneuver', async () => {
    const turn = tile(ACADEMY).getByRole('group', { name: `Turn of ${ACADEMY}` });
    await undo();
    await turn.getByRole('button', { name: `End activation of ${ACADEMY}` }).waitFor();
    await undo();
    await expect.poll(() => tileTokens(ACADEMY)).toEqual([]);
    await turn.getByRole('button', { name: 'Focus', exact: true }).waitFor();
    await undo();
    await turn.getByRole('button', { name: 'Execute blue 2 straight', exact: true }).waitFor();
  });

  it('Issue 37 · nothing on top, no name cut inside a word, with the drawer open and with the attack panel open, at 1366×768, 768×1024 and 390×844', async () => {
    // The drawer of the ship on turn, at each size.
    await tile(ACADEMY).getByRole('button', { name: ACADEMY, exact: true }).click();
    await drawer().waitFor();
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await expect.poll(() => thingsOnTop(page), { message: `drawer open, ${size.name}` }).toEqual([]);
      await page.screenshot({ path: screenshotPath(`xwing-activation-drawer-${size.name}`) });
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer().count()).toBe(0);
    // The attack panel: the Engagement Phase, Luke (5) attacks first.
    await page.setViewportSize({ width: 1366, height: 768 });
    await tile(ACADEMY).getByRole('group', { name: `Turn of ${ACADEMY}` }).getByRole('button', { name: 'Execute blue 2 straight', exact: true }).click();
    await tile(ACADEMY).getByRole('button', { name: `End activation of ${ACADEMY}` }).click();
    const luke = tile(LUKE).getByRole('group', { name: `Turn of ${LUKE}` });
    await luke.getByRole('button', { name: /^Execute \w+ 2 straight$/ }).click();
    await luke.getByRole('button', { name: `End activation of ${LUKE}` }).click();
    await turnOverTo('Engagement Phase');
    await tile(LUKE).getByRole('button', { name: `Attack with ${LUKE}` }).click();
    await sheet().waitFor();
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.screenshot({ path: screenshotPath(`xwing-activation-attack-${size.name}`) });
      await expect.poll(() => thingsOnTop(page), { message: `attack panel open, ${size.name}` }).toEqual([]);
    }
  });
});

async function turnOverTo(to: string): Promise<void> {
  // Ending the phase has the ships not yet gone pass (rules 3), said in the history.
  await page.getByRole('button', { name: 'Next phase' }).click();
  await expect.poll(phase).toBe(to);
}
