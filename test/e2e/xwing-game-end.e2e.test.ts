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
    await page.getByRole('button', { name: /^Score/ }).click();
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
    await page.getByRole('button', { name: /^Score/ }).click();
    await page.getByRole('region', { name: 'Score and summary' }).getByRole('button', { name: 'End the game' }).waitFor();
  }, 60_000);
});

describe('Issue 36 · a 2.5 game played to a scenario, scored to its end, in the browser', () => {
  it('Assault at the Satellite Array: the score on the bar, the End Phase asks each satellite one tap each, and 20 mission points end the game', async () => {
    const created = await hostCall(app, 'games.create', { name: 'Satellites', system: 'xwing' });
    const gameId = (created.value as { id: string }).id;
    // Ana fields 20 points, Ben 8: Ana starts with Ben's 12 unspent.
    const [rebels, empire] = rosters([{ ...luke(), points: 10 }, { ...luke('luke2'), points: 10 }], [{ ...howlrunner(), points: 4 }, { ...howlrunner('howl2'), points: 4 }]);
    const setup = { type: 'setup', seed: 'satellites', players: [{ ...rebels, name: 'Ana' }, { ...empire, name: 'Ben' }], rules: 3, edition: '2.5', scenario: 'satelliteArray' };
    const done = await hostCall(app, 'game.command', { gameId, command: setup });
    if (!done.ok) throw new Error(`the setup was refused: ${done.error?.message}`);
    await page.goto(`${app.url}#/game/${gameId}`);
    const scoreButton = page.getByRole('button', { name: /^Score/ });
    await expect.poll(async () => scoreButton.textContent()).toBe('Score 12–0');
    const questions = page.getByRole('region', { name: 'Assault at the Satellite Array: who scores' });
    const phase = () => page.locator('.bar .phase').textContent();
    /** Next phase until the End Phase of this round (ships that did not activate or engage pass). */
    async function toEndPhase(round: number) {
      while (!((await phase()) ?? '').includes('End')) {
        await page.getByRole('button', { name: 'Next phase' }).click();
        const anyway = page.getByRole('button', { name: /End the phase anyway/ });
        if (await anyway.isVisible()) await anyway.click();
      }
      await expect.poll(async () => page.locator('.bar').textContent()).toMatch(new RegExp(`Round ${round}`));
    }
    await toEndPhase(1);
    // Round 1: the satellites do not score yet.
    expect(await questions.count()).toBe(0);
    await page.getByRole('button', { name: 'Next phase' }).click();
    for (const round of [2, 3]) {
      await toEndPhase(round);
      await questions.waitFor();
      expect(await page.getByRole('button', { name: 'Next phase' }).isDisabled()).toBe(true);
      if (round === 2) await page.screenshot({ path: screenshotPath('xwing-scenario-end-phase-laptop') });
      if (round === 3) {
        // On a phone the questions fit, each answer a thumb's tap.
        await page.setViewportSize({ width: 390, height: 844 });
        await page.screenshot({ path: screenshotPath('xwing-scenario-end-phase-phone') });
        const box = await questions.getByRole('button', { name: 'Nobody' }).first().boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
        await page.setViewportSize({ width: 1366, height: 768 });
      }
      for (let satellite = 1; satellite <= 5; satellite += 1) {
        await questions.locator(`[data-objective="${satellite - 1}"]`).getByRole('button', { name: 'Ana', exact: true }).click();
        await expect.poll(async () => questions.locator(`[data-objective="${satellite - 1}"]`).count()).toBe(0);
      }
      await expect.poll(async () => scoreButton.textContent()).toBe(`Score ${12 + 5 * (round - 1)}–0`);
      if (round === 2) await page.getByRole('button', { name: 'Next phase' }).click();
    }
    // The end of round 3's End Phase: 22 mission points end the game.
    await page.getByRole('button', { name: 'Next phase' }).click();
    await scoreButton.click();
    const score = page.getByRole('region', { name: 'Score and summary' });
    await expect.poll(async () => (await score.textContent())?.replace(/\s+/g, ' ')).toMatch(/Ana wins \(20 mission points reached in round 3\)/);
    await expect.poll(async () => (await score.textContent())?.replace(/\s+/g, ' ')).toMatch(/Ana: 22 mission points \(12 from the opponent’s unspent points, 0 from ships, 10 from objectives\)/);
    await page.screenshot({ path: screenshotPath('xwing-scenario-won-laptop') });
    await score.getByRole('button', { name: /^Close/ }).click();
    // The history says who scored what.
    await page.getByRole('button', { name: /History/ }).first().click();
    await expect.poll(async () => (await page.getByRole('complementary', { name: 'History' }).textContent())?.replace(/\s+/g, ' ')).toMatch(/Ana earns 1 mission point \(Satellite 5\): 22 in all/);
  }, 90_000);

  it('Salvage Mission: a supply cache towed from the Score panel, one tap with the ship chosen; let go in one more; on a phone too', async () => {
    const created = await hostCall(app, 'games.create', { name: 'Salvage', system: 'xwing' });
    const gameId = (created.value as { id: string }).id;
    const [rebels, empire] = rosters([{ ...luke(), points: 10 }, { ...luke('luke2'), points: 10 }], [{ ...howlrunner(), points: 10 }, { ...howlrunner('howl2'), points: 10 }]);
    const setup = { type: 'setup', seed: 'salvage', players: [{ ...rebels, name: 'Ana' }, { ...empire, name: 'Ben' }], rules: 3, edition: '2.5', scenario: 'salvageMission' };
    const done = await hostCall(app, 'game.command', { gameId, command: setup });
    if (!done.ok) throw new Error(`the setup was refused: ${done.error?.message}`);
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${app.url}#/game/${gameId}`);
      await page.getByRole('button', { name: /^Score/ }).click();
      const scenario = page.getByRole('region', { name: 'Scenario: Salvage Mission' });
      await scenario.getByRole('combobox', { name: 'Ship to tow Supply cache 2' }).selectOption({ label: 'Luke Skywalker 2' });
      await scenario.getByRole('button', { name: 'Tow' }).nth(1).click();
      await expect.poll(async () => (await scenario.textContent())?.replace(/\s+/g, ' ')).toMatch(/Supply cache 2 towed by Luke Skywalker 2/);
      await scenario.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath('xwing-salvage-phone') });
      await scenario.getByRole('button', { name: 'Let it go' }).click();
      await expect.poll(async () => scenario.getByRole('button', { name: 'Let it go' }).count()).toBe(0);
    } finally {
      await page.setViewportSize({ width: 1366, height: 768 });
    }
  }, 60_000);

  it('the new-game form offers the scenarios for X-Wing, and keeps one Sidetable does not know by its name', async () => {
    await page.goto(`${app.url}#/`);
    await page.getByRole('textbox', { name: 'Game name', exact: true }).fill('Scenario pick');
    await page.getByRole('radio', { name: 'Star Wars: X-Wing' }).check();
    await page.getByRole('checkbox', { name: /Start from two lists/ }).check();
    const choice = page.getByRole('group', { name: /Scenario/ });
    const options = await choice.getByRole('combobox', { name: 'Scenario' }).locator('option').allTextContents();
    expect(options).toEqual(['No scenario (2.0, or a game to the last ship)', 'Assault at the Satellite Array', 'Chance Engagement', 'Salvage Mission', 'Scramble the Transmissions', 'Another scenario, by its name…']);
    await choice.getByRole('combobox', { name: 'Scenario' }).selectOption('other');
    await choice.getByRole('textbox', { name: 'Its name' }).fill('Ancient Knowledge');
    await expect.poll(async () => choice.textContent()).toMatch(/does not know “Ancient Knowledge”: its objectives’ points are added by hand/);
    await choice.getByRole('textbox', { name: 'Its name' }).fill('salvage mission');
    await expect.poll(async () => choice.textContent()).toMatch(/That is Salvage Mission/);
    await page.getByRole('radio', { name: 'Star Wars: Armada' }).check();
    expect(await choice.count()).toBe(0);
  }, 60_000);
});

