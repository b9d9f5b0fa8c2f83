// Issue #29 item 3 in Chromium: the Record screen adds up the kept games (lists, units, luck over
// time) and its filters narrow them; at 1366 × 768 and on a tablet.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { howlrunner, luke, rosters, setupCommand } from '../engine/xwing/helpers/xwing-game';
import { seriousAxeViolations } from '../helpers/axe';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { hostCall } from './armada-host';

let app: ServedApp;
let page: Page;

useBrowserMode('record', (run) => void ({ app, page } = run));

async function playedGame(name: string, players: [string, string], hits: string[], lists: [string | undefined, string | undefined] = [undefined, undefined]): Promise<void> {
  const created = await hostCall(app, 'games.create', { name, system: 'xwing' });
  const gameId = (created.value as { id: string }).id;
  const [rebels, empire] = rosters([{ ...luke(), points: 62 }], [{ ...howlrunner(), points: 40 }]);
  const commands = [
    setupCommand([{ ...rebels, name: players[0], ...(lists[0] ? { list: lists[0] } : {}) }, { ...empire, name: players[1], ...(lists[1] ? { list: lists[1] } : {}) }], name),
    { type: 'nextPhase' },
    { type: 'nextPhase' },
    { type: 'nextPhase' },
    { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 },
    { type: 'rollAttackDice', faces: hits },
    { type: 'rollDefenseDice', faces: ['blank', 'blank', 'blank'] },
    { type: 'neutralizeResults' },
    { type: 'dealDamage', drawForMe: true },
  ];
  for (const command of commands) {
    const done = await hostCall(app, 'game.command', { gameId, command });
    if (!done.ok) throw new Error(`${JSON.stringify(command)} was refused: ${done.error?.message}`);
  }
}

describe('Issue 29 · across games, in the browser', () => {
  it('the Record screen: each list’s record, each unit’s damage, each player’s luck game by game', async () => {
    await playedGame('Tuesday', ['Ana', 'Ben'], ['hit', 'hit', 'crit']);
    // Thursday's lists came from the Lists screen: the Record names them as their players did (Tuesday's, by what they fielded).
    await playedGame('Thursday', ['Ana', 'Cleo'], ['hit', 'blank', 'focus'], ['Luke solo', 'Lone Howl']);
    await page.goto(`${app.url}#/record`);
    await page.getByRole('heading', { name: 'Record across games' }).waitFor();
    await page.getByRole('status').filter({ hasText: '2 games' }).waitFor();
    const luke = page.getByRole('region', { name: 'Lists' }).getByRole('row', { name: /Luke solo/ });
    // Tuesday's three hits destroyed Howlrunner: won by 40; Thursday's one hit did not finish it.
    await expect(luke.textContent()).resolves.toMatch(/Ana.*2.*1.*0.*1.*\+40/);
    await expect(page.getByRole('img', { name: /Ana’s luck game by game/ }).count()).resolves.toBe(1);
    // Issue 38 · the list by the name its player gave it (the same units are one list, named once they are named).
    await expect(page.getByRole('region', { name: 'Lists' }).locator('tbody').textContent()).resolves.toMatch(/Lone Howl/);
    // Issue 38 · never wider than the screen at 1366 × 768.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('record-laptop'), fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('filters by opponent: only the games against them, from the side that faced them', async () => {
    await page.getByLabel('Against').selectOption('Cleo');
    await page.getByRole('status').filter({ hasText: '1 game' }).waitFor();
    const rows = await page.getByRole('region', { name: 'Lists' }).locator('tbody tr').allTextContents();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/Luke solo/);
    await page.getByLabel('Against').selectOption('');
    await page.getByRole('status').filter({ hasText: '2 games' }).waitFor();
  });

  it('readable on a tablet held upright', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.screenshot({ path: screenshotPath('record-tablet'), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1366, height: 768 });
  });
});
