import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { abilityHooks } from '../../shared/engine/games/xwing';
import { rosters } from '../engine/xwing/helpers/xwing-game';
import { pilotEntry, xwingDataDir } from '../engine/xwing/helpers/xwing-roster';
import type { Browser, Locator, Page } from 'playwright-core';
import { seriousAxeViolations } from '../helpers/axe';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { xwingTable } from './xwing-table-steps';
import { smallTargets, smallText } from './readable-text';

// The X-Wing game beyond the attack (issue 15), on the core set ships: a stressed ship's actions
// greyed with the reason and its status on the tile; a Direct Hit! that asks for one more card with
// one tap; ships activated in initiative order; the score with its damage-per-round chart.

let app: ServedApp;
let browser: Browser;
let page: Page;

const steps = xwingTable(() => page);

useBrowserMode('xwing-game', (run) => void ({ app, browser, page } = run));

const LUKE = 'Luke Skywalker';
const IDEN = 'Iden Versio';

const tile = (name: string): Locator => page.locator('article.tile', { has: page.getByRole('heading', { name, exact: true }) });
const drawer = (): Locator => page.locator('aside.drawer');
const phase = () => page.locator('.bar .phase').textContent();

async function nextPhase(to: string): Promise<void> {
  await page.getByRole('button', { name: 'Next phase' }).click();
  await expect.poll(phase).toBe(to);
}

describe('an X-Wing game, end to end in Chromium', () => {
  it('a stressed ship: "Stressed" on its tile, every action greyed with the rule that says why', async () => {
    await steps.startCoreSetGame(app.url, 'Whole game');
    await tile(LUKE).waitFor();
    await tile(LUKE).getByRole('button', { name: LUKE, exact: true }).click();
    await drawer().getByRole('button', { name: 'Gain a token' }).click();
    await drawer().getByRole('button', { name: 'Gain Stress', exact: true }).click();
    await expect.poll(() => tile(LUKE).locator('ul.statuses li').allTextContents()).toEqual(['Stressed']);
    await drawer().getByRole('button', { name: 'Done' }).click();
    await drawer().getByRole('button', { name: 'Actions', exact: true }).click();
    await expect.poll(() => drawer().getByRole('button', { name: 'Focus', exact: true }).isDisabled()).toBe(true);
    expect(await drawer().getByRole('list', { name: 'Why some actions are greyed' }).textContent()).toContain('Luke Skywalker is stressed: a stressed ship performs no actions.');
    await page.screenshot({ path: screenshotPath('xwing-game-stressed-laptop') });
    expect(await smallText(page, 'aside.drawer')).toEqual([]);
    expect(await smallTargets(page, 'aside.drawer')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer().count()).toBe(0);
  });

  it('a Direct Hit! drawn at the table deals one more card: the bar asks for it with one tap, and the card turns facedown', async () => {
    await tile(IDEN).getByRole('button', { name: IDEN, exact: true }).click();
    await drawer().getByRole('button', { name: 'Damage & conditions' }).click();
    const panel = drawer().getByRole('group', { name: `Damage and conditions for ${IDEN}` });
    await panel.getByRole('button', { name: 'One hit less' }).click();
    await panel.getByRole('button', { name: 'One crit more' }).click();
    await panel.getByRole('radio', { name: 'I drew them from the deck' }).check();
    await panel.getByRole('combobox', { name: 'Card 1' }).fill('Direct Hit!');
    await panel.getByRole('button', { name: 'Suffer 1 damage' }).click();
    const prompt = page.getByRole('region', { name: 'Waiting for the table' });
    await prompt.waitFor();
    // Iden Versio's own card comes first: before a friendly TIE/ln at range 0–1 suffers damage, she may spend a charge.
    expect(await prompt.textContent()).toContain(`Before it suffers damage, ${IDEN} (${IDEN}) may act`);
    await prompt.getByRole('button', { name: 'No, go on' }).click();
    await expect.poll(() => prompt.textContent()).toContain(`Direct Hit!: ${IDEN} suffers 1 more damage.`);
    // The phase waits for the answer, and says so.
    expect(await page.getByRole('button', { name: 'Next phase' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.screenshot({ path: screenshotPath('xwing-game-prompt-laptop') });
    expect(await smallTargets(page, '.table-bar')).toEqual([]);
    await prompt.getByRole('button', { name: 'Draw for me' }).click();
    // The one more damage is damage too: Iden Versio may prevent it; she lets it through.
    await expect.poll(() => prompt.textContent()).toContain(`Before it suffers damage, ${IDEN} (${IDEN}) may act`);
    await prompt.getByRole('button', { name: 'No, go on' }).click();
    await expect.poll(() => prompt.count()).toBe(0);
    await expect.poll(() => tile(IDEN).locator('ul.cards').textContent()).toContain('2 facedown');
    expect(await tile(IDEN).locator('[data-stat="hull"] .value strong').textContent()).toBe('1');
  });

  it('Activation: "Activate" in initiative order, lowest first; the ship activating says so on its tile', async () => {
    await nextPhase('System Phase');
    await nextPhase('Activation Phase');
    // "Night Beast" (initiative 2) goes first: only it is offered "Activate"; then Iden Versio (4).
    expect(await tile(IDEN).getByRole('button', { name: `Activate ${IDEN}` }).count()).toBe(0);
    await page.getByRole('button', { name: /^Activate .*Night Beast/ }).click();
    await expect.poll(() => tile('"Night Beast"').locator('.badge').textContent()).toBe('Activating');
    await tile(IDEN).getByRole('button', { name: `Activate ${IDEN}` }).click();
    await expect.poll(() => tile(IDEN).locator('.badge').textContent()).toBe('Activating');
    expect(await page.getByRole('button', { name: /^Activate .*Night Beast/ }).count()).toBe(0);
    expect(await tile(LUKE).getByRole('button', { name: `Activate ${LUKE}` }).count()).toBe(1);
    await page.screenshot({ path: screenshotPath('xwing-game-activation-laptop') });
    // RRG · Initiative, however a ship acts: the Beast's actions are greyed with the reason; only an effect's grant opens them.
    await tile('"Night Beast"').getByRole('button', { name: '"Night Beast"', exact: true }).click();
    await drawer().getByRole('button', { name: 'Actions', exact: true }).click();
    expect(await drawer().locator('p.turn').textContent()).toMatch(/"Night Beast" has already activated this round: its actions came in its activation/);
    expect(await drawer().getByRole('button', { name: 'Focus', exact: true }).isDisabled()).toBe(true);
    await drawer().getByLabel('An effect grants this action').check();
    await expect.poll(() => drawer().getByRole('button', { name: 'Focus', exact: true }).isDisabled()).toBe(false);
    await page.screenshot({ path: screenshotPath('xwing-game-out-of-turn-laptop') });
    expect(await smallTargets(page, 'aside.drawer')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer().count()).toBe(0);
    expect(await smallTargets(page, '.squadrons')).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('the score: points per side, ships left, and the damage suffered per round as a chart with its numbers', async () => {
    await page.getByRole('button', { name: /^Score/ }).click();
    const score = page.getByRole('region', { name: 'Score and summary' });
    await score.waitFor();
    expect(await score.locator('table.chart tbody tr').count()).toBe(1);
    expect(await score.locator('table.chart tbody tr').first().textContent()).toMatch(/^1\s*0\s*2$/);
    await page.screenshot({ path: screenshotPath('xwing-game-score-laptop') });
    expect(await smallText(page, 'section.score')).toEqual([]);
    expect(await smallTargets(page, 'section.score')).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Escape folds it, and the keyboard is back on its button.
    await page.keyboard.press('Escape');
    await expect.poll(() => score.count()).toBe(0);
    // The core set's pilots picked card by card score their printed costs: Iden Versio (40) at half health or less gives half (2.0 · Scoring).
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Score 20–0');
  });

  it('the attack assistant says what changes the dice: "3 attack dice (attack value 3 + 1 range bonus − 1 deplete)"', async () => {
    await nextPhase('Engagement Phase');
    await tile(LUKE).getByRole('button', { name: LUKE, exact: true }).click();
    await drawer().getByRole('button', { name: 'Gain a token' }).click();
    await drawer().getByRole('button', { name: 'Gain Deplete', exact: true }).click();
    await expect.poll(() => tile(LUKE).locator('ul.statuses li').allTextContents()).toEqual(['Stressed', 'Depleted']);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await tile(LUKE).getByRole('button', { name: `Attack with ${LUKE}` }).click();
    const sheet = page.getByRole('dialog', { name: /^Attack/ });
    await sheet.getByRole('button', { name: `${IDEN} at range 1` }).click();
    await expect.poll(() => sheet.textContent()).toContain('3 attack dice (attack value 3 + 1 range bonus − 1 deplete)');
    await page.screenshot({ path: screenshotPath('xwing-game-deplete-laptop') });
    expect(await smallText(page, '.sheet')).toEqual([]);
  });

  it('an ability at its moment, from the card data: Chewbacca (crew) asks at the start of the Engagement Phase, “Done” spends its 2 charges', async () => {
    // A game log whose setup carries the abilities' moments, as a game from lists would: built from xwing-data2 (test input).
    const crew = (JSON.parse(fs.readFileSync(path.join(xwingDataDir, 'upgrades', 'crew.json'), 'utf8')) as { xws: string; name: string; sides: { ability?: string; charges?: { value: number; recovers: number } }[] }[]).find((card) => card.xws === 'chewbacca');
    const charges = crew?.sides[0]?.charges;
    if (!crew || !charges) throw new Error('Chewbacca (crew) with charges is in the data');
    const smuggler = { ...pilotEntry('rebel-alliance/modified-yt-1300-light-freighter', 'Outer Rim Smuggler', { id: 'falcon' }), upgrades: [{ name: crew.name, slot: 'Crew', points: 1, charges: { value: charges.value, recurs: charges.recovers } }], abilities: abilityHooks(crew.name, crew.sides[0]?.ability, 0) };
    const gamut = pilotEntry('scum-and-villainy/hwk-290-light-freighter', 'Gamut Key', { id: 'gamut', abilities: true });
    const chiraneau = pilotEntry('galactic-empire/vt-49-decimator', 'Rear Admiral Chiraneau', { id: 'chiraneau', abilities: true });
    const log = {
      format: 'sidetable.game-log',
      version: 1,
      system: 'xwing',
      name: 'Smugglers',
      commands: [{ type: 'setup', seed: 15, players: rosters([smuggler], [gamut, chiraneau]) }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }],
    };
    await page.getByRole('button', { name: '← All games' }).click();
    await page.getByLabel('Game log to import').setInputFiles({ name: 'smugglers.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(log)) });
    await expect.poll(phase).toBe('Engagement Phase');
    const prompt = page.getByRole('region', { name: 'Waiting for the table' });
    expect(await prompt.locator('.question').textContent()).toBe('At the start of the Engagement Phase, Chewbacca (Outer Rim Smuggler) may act: spend 2 charges → repairs damage.');
    expect(await page.getByRole('button', { name: 'Next phase' }).isDisabled()).toBe(true);
    await page.screenshot({ path: screenshotPath('xwing-game-ability-prompt-laptop') });
    expect(await smallText(page, 'section.prompts')).toEqual([]);
    expect(await smallTargets(page, 'section.prompts')).toEqual([]);
    await page.setViewportSize({ width: 768, height: 1024 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await page.screenshot({ path: screenshotPath('xwing-game-ability-prompt-tablet') });
    await page.setViewportSize({ width: 1366, height: 768 });
    await prompt.getByRole('button', { name: 'Done, spend 2 charges' }).click();
    await expect.poll(() => prompt.count()).toBe(0);
    await tile('Outer Rim Smuggler').getByRole('button', { name: 'Outer Rim Smuggler', exact: true }).click();
    await expect.poll(() => drawer().getByRole('group', { name: 'Chewbacca charges' }).locator('.pip.spent').count()).toBe(2);
    // The ship says which of its abilities the table is asked about, and when.
    expect(await drawer().getByRole('list', { name: 'Asked about at their moment' }).textContent()).toBe('At the start of the Engagement Phase: Chewbacca, spend 2 charges → repairs damage');
    await page.screenshot({ path: screenshotPath('xwing-game-ability-ship-laptop') });
    await page.keyboard.press('Escape');
    // A "while it attacks" ability is asked in the attack panel, where the players are (Rear Admiral Chiraneau).
    await tile('Rear Admiral Chiraneau').getByRole('button', { name: 'Attack with Rear Admiral Chiraneau' }).click();
    const sheet = page.getByRole('dialog', { name: /^Attack/ });
    await sheet.getByRole('button', { name: 'Outer Rim Smuggler at range 2' }).click();
    const during = sheet.getByRole('region', { name: 'Abilities during this attack' });
    // Chiraneau changes a result: there is none before the roll, so the question waits for it (issue 23).
    expect(await during.count()).toBe(0);
    await sheet.getByRole('button', { name: 'Roll them for me' }).click();
    await expect.poll(() => during.locator('.question').textContent()).toBe('While it attacks, Rear Admiral Chiraneau (Rear Admiral Chiraneau) may act: changes results.');
    expect(await page.getByRole('region', { name: 'Waiting for the table' }).count()).toBe(0);
    await page.screenshot({ path: screenshotPath('xwing-game-ability-in-attack-laptop') });
    expect(await smallTargets(page, '.sheet')).toEqual([]);
    await during.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => during.count()).toBe(0);
    // The attack is taken back (three undos: the answer, the roll, the declaration) for the End Phase that follows.
    await page.locator('.table-bar').getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => during.count()).toBe(1);
    await page.locator('.table-bar').getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => during.count()).toBe(0);
    await page.locator('.table-bar').getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Next phase' }).isDisabled()).toBe(false);
    if ((await sheet.count()) > 0) await sheet.getByRole('button', { name: 'Close the attack panel' }).click();
    // At the End Phase, Gamut Key's question comes before the circular tokens go; Skip spends nothing.
    await nextPhase('End Phase');
    expect(await prompt.locator('.question').textContent()).toMatch(/^At the start of the End Phase, Gamut Key \(Gamut Key\) may act: spend 2 charges/);
    // The circular tokens wait for the answer; the bar then says what the cleanup did. The ability chooses a ship that keeps its tokens.
    expect(await page.locator('.table-bar').textContent()).not.toContain('End Phase:');
    expect(await prompt.getByRole('button').allTextContents()).toEqual(['Done: Outer Rim Smuggler keeps its tokens', 'Done: Gamut Key keeps its tokens', 'Done: Rear Admiral Chiraneau keeps its tokens', 'Skip']);
    await page.screenshot({ path: screenshotPath('xwing-game-keeps-tokens-laptop') });
    await prompt.getByRole('button', { name: 'Skip' }).click();
    await expect.poll(() => prompt.count()).toBe(0);
    await expect.poll(() => page.getByRole('group', { name: 'End Phase cleanup' }).textContent()).toContain('End Phase: no green or orange token to remove.');
    await page.screenshot({ path: screenshotPath('xwing-game-end-phase-after-ability-laptop') });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
