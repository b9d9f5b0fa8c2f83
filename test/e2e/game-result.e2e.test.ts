// Issue 36 item 5 in Chromium: an X-Wing game finished (a concession), its result exported from the
// score as ListFortress's tournament JSON, then that file opened on the Record screen shows the same
// result — players, lists, score, winner and margin; a file that is no result is told so in words.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { howlrunner, luke, wedge } from '../engine/xwing/helpers/xwing-game';
import { CR90, rosters as armadaRosters, shipEntry, squadronEntry, TIE_FIGHTER, VICTORY, X_WING } from '../engine/helpers/armada-game';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { hostCall } from './armada-host';
import { SIZES, thingsOnTop } from './nothing-on-top';

let app: ServedApp;
let page: Page;

useBrowserMode('game-result', (run) => void ({ app, page } = run));

const words = async (page: Page, selector: string) => (await page.locator(selector).first().textContent())?.replace(/\s+/g, ' ').trim();

describe('Issue 36 · a finished game’s result out as a file and back in, in the browser', () => {
  it('End the game → Export the result → Record › Open a result file shows the same result', async () => {
    const created = await hostCall(app, 'games.create', { name: 'Result night', system: 'xwing' });
    const gameId = (created.value as { id: string }).id;
    const players = [
      { name: 'Ana', list: 'Red Squadron', ships: [{ ...luke(), points: 62, upgrades: [{ name: 'Proton Torpedoes', slot: 'Torpedo', points: 9 }] }, { ...wedge(), points: 52 }] },
      { name: 'Ben', list: 'Black Eight', ships: [{ ...howlrunner(), points: 40 }] },
    ];
    const setup = await hostCall(app, 'game.command', { gameId, command: { type: 'setup', seed: 'result night', players, rules: 3, edition: '2.5' } });
    if (!setup.ok) throw new Error(`the setup was refused: ${setup.error?.message}`);
    await page.goto(`${app.url}#/game/${gameId}`);
    await page.getByRole('button', { name: /^Score/ }).click();
    const score = page.getByRole('region', { name: 'Score and summary' });
    // While the game goes on there is no result to export.
    expect(await score.getByRole('button', { name: 'Export the result' }).count()).toBe(0);
    await score.getByRole('button', { name: 'End the game' }).click();
    await page.getByRole('dialog', { name: 'End the game now?' }).getByRole('button', { name: 'Ben concedes' }).click();
    await score.getByRole('button', { name: 'Export the result' }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), score.getByRole('button', { name: 'Export the result' }).click()]);
    expect(download.suggestedFilename()).toBe('Result night.listfortress.json');
    const saved = screenshotPath('game-result').replace(/\.png$/, '.listfortress.json');
    await download.saveAs(saved);
    const file = JSON.parse(fs.readFileSync(saved, 'utf8')) as { players: { name: string; mov: number; list: { name: string; pilots: { id: string }[] } }[]; rounds: { matches: Record<string, unknown>[] }[] };
    expect(file.players.map((player) => [player.name, player.mov, player.list.name])).toEqual([['Ana', 40, 'Red Squadron'], ['Ben', 0, 'Black Eight']]);
    expect(file.rounds[0]?.matches[0]).toMatchObject({ 'player1-id': 'p1', 'player2-id': 'p2', 'winner-id': 'p1', player1points: 40, player2points: 0 });

    const exported = page.locator('[data-testid="game-result"]');
    await exported.waitFor();
    const shownOnSummary = await words(page, '[data-testid="game-result"]');
    expect(shownOnSummary).toMatch(/Ana wins by 40 · Ben conceded in round 1/);
    expect(shownOnSummary).toMatch(/Red Squadron · 114 points.*lukeskywalker \(62\) · protontorpedoes.*Black Eight · 40 points.*howlrunner \(40\)/);
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await exported.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`game-result-summary-${size.name}`) });
      expect({ size: size.name, found: await thingsOnTop(page, '[data-testid="game-result"], .export-result') }).toEqual({ size: size.name, found: [] });
    }
    await page.setViewportSize({ width: 1366, height: 768 });

    // Opened back on the Record screen: the same result, word for word.
    await page.goto(`${app.url}#/record`);
    await page.getByRole('heading', { name: 'Record across games' }).waitFor();
    await page.getByLabel('Result file').setInputFiles(saved);
    await page.locator('[data-testid="game-result"]').waitFor();
    expect(await words(page, '[data-testid="game-result"]')).toBe(shownOnSummary);
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      // Its top at the window's top: what does not fit lies below, where the page scrolls to.
      await page.locator('.open-result').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: screenshotPath(`game-result-record-${size.name}`) });
      expect({ size: size.name, found: await thingsOnTop(page, '.open-result') }).toEqual({ size: size.name, found: [] });
    }
    await page.setViewportSize({ width: 1366, height: 768 });

    // A file that is not a result: said in words, and no result shown.
    await page.getByLabel('Result file').setInputFiles({ name: 'squad.json', mimeType: 'application/json', buffer: Buffer.from('{"pilots": []}') });
    await expect.poll(async () => words(page, '.open-result [role="alert"]')).toMatch(/squad\.json could not be read as a result: This file is not a game result/);
    expect(await page.locator('[data-testid="game-result"]').count()).toBe(0);
  }, 90_000);

  it('Armada: a conceded game → Export the result (plain JSON: fleets, score, margin, tournament points) → the same result on the Record', async () => {
    const created = await hostCall(app, 'games.create', { name: 'Fleet night', system: 'armada' });
    const gameId = (created.value as { id: string }).id;
    const players = armadaRosters(
      { name: 'Cy', list: 'Tarkin’s Victory', ships: [{ ...shipEntry(VICTORY, { id: 'v' }), points: 73 }], squadrons: [{ ...squadronEntry(TIE_FIGHTER, { id: 't' }), points: 8 }] },
      { name: 'Di', ships: [{ ...shipEntry(CR90, { id: 'c' }), points: 44 }], squadrons: [{ ...squadronEntry(X_WING, { id: 'x' }), points: 13 }] },
    );
    for (const command of [{ type: 'setup', seed: 'fleet night', players, firstPlayer: 'p1', rules: 3 }, { type: 'nextPhase' }, { type: 'endGame', reason: 'concession', player: 'p2' }]) {
      const done = await hostCall(app, 'game.command', { gameId, command });
      if (!done.ok) throw new Error(`${JSON.stringify(command)} was refused: ${done.error?.message}`);
    }
    await page.goto(`${app.url}#/game/${gameId}`);
    const summary = page.getByRole('region', { name: /Game over/ });
    await summary.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), summary.getByRole('button', { name: 'Export the result' }).click()]);
    expect(download.suggestedFilename()).toBe('Fleet night.armada-result.json');
    const saved = screenshotPath('game-result-armada').replace(/\.png$/, '.json');
    await download.saveAs(saved);
    const file = JSON.parse(fs.readFileSync(saved, 'utf8')) as Record<string, unknown> & { players: { name: string; score: number; tournamentPoints: number; fleet: { text: string } }[] };
    expect(file).toMatchObject({ format: 'sidetable-armada-result', version: 1, winner: 'p1', margin: 57, ended: 'concession' });
    expect(file.players.map((player) => [player.name, player.score, player.tournamentPoints])).toEqual([['Cy', 57, 6], ['Di', 0, 5]]);
    const card = summary.locator('[data-testid="game-result"]');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('game-result-armada-summary-laptop') });
    const shownOnSummary = (await card.textContent())?.replace(/\s+/g, ' ').trim();
    expect(shownOnSummary).toMatch(/Cy wins by 57 · Di conceded in round 1.*57 points · 6 tournament points.*Tarkin’s Victory · 81 points/);

    await page.goto(`${app.url}#/record`);
    await page.getByLabel('Result file').setInputFiles(saved);
    await page.locator('[data-testid="game-result"]').waitFor();
    expect(await words(page, '[data-testid="game-result"]')).toBe(shownOnSummary);
  }, 90_000);
});
