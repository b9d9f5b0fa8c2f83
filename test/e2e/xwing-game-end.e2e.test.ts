// Issue 36 item 3 in Chromium: an X-Wing game ends before a side is destroyed — a concession, as the
// tournament rules count it — from the bar's "End the game"; the score says who won and why, the table
// takes nothing more, undo plays on, and the Record counts the game.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { howlrunner, luke, rosters, setupCommand } from '../engine/xwing/helpers/xwing-game';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { hostCall } from './armada-host';

let app: ServedApp;
let page: Page;

useBrowserMode('xwing-game-end', (run) => void ({ app, page } = run));

describe('Issue 36 · an X-Wing game ended by a concession, in the browser', () => {
  it('End the game → Empire concedes: the score names the winner and why, nothing more is offered, and undo plays on', async () => {
    const created = await hostCall(app, 'games.create', { name: 'Concession', system: 'xwing' });
    const gameId = (created.value as { id: string }).id;
    const [rebels, empire] = rosters([{ ...luke(), points: 62 }], [{ ...howlrunner(), points: 40 }]);
    for (const command of [setupCommand([{ ...rebels, name: 'Ana' }, { ...empire, name: 'Ben' }], 'concession'), { type: 'nextPhase' }]) {
      const done = await hostCall(app, 'game.command', { gameId, command });
      if (!done.ok) throw new Error(`${JSON.stringify(command)} was refused: ${done.error?.message}`);
    }
    await page.goto(`${app.url}#/game/${gameId}`);
    // Ending the game lives with the score (the bar stays as it was).
    await page.getByRole('button', { name: 'Score', exact: true }).click();
    await page.getByRole('region', { name: 'Score and summary' }).getByRole('button', { name: 'End the game' }).click();
    const dialog = page.getByRole('dialog', { name: 'End the game now?' });
    await dialog.getByRole('button', { name: 'Ben concedes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => page.getByRole('button', { name: 'End the game' }).count()).toBe(0);
    const score = page.getByRole('region', { name: 'Score and summary' });
    await expect.poll(async () => (await score.textContent())?.replace(/\s+/g, ' ')).toMatch(/Ana wins \(Ben conceded in round 1\)/);
    await expect.poll(async () => (await score.textContent())?.replace(/\s+/g, ' ')).toMatch(/Ana: 40 points scored/);
    expect(await page.getByRole('button', { name: 'Next phase' }).isDisabled()).toBe(true);
    await page.screenshot({ path: screenshotPath('xwing-game-end-laptop') });
    // The Record counts it: Ana's list won by 40.
    await page.goto(`${app.url}#/record`);
    await page.getByRole('heading', { name: 'Record across games' }).waitFor();
    await expect.poll(async () => (await page.getByRole('region', { name: 'Lists' }).locator('tbody').textContent())?.replace(/\s+/g, ' ')).toMatch(/Luke Skywalker.*Ana.*1.*1.*0.*0.*\+40/);
    // Undo in the history plays on.
    await page.goto(`${app.url}#/game/${gameId}`);
    await page.getByRole('button', { name: /Undo/ }).first().click();
    await page.getByRole('button', { name: 'Score', exact: true }).click();
    await page.getByRole('region', { name: 'Score and summary' }).getByRole('button', { name: 'End the game' }).waitFor();
  }, 60_000);
});
