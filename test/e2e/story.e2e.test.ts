import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from '../helpers/axe';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { shipEntry } from '../engine/helpers/armada-roster';
import { howlrunner, luke, rosters as xwingRosters } from '../engine/xwing/helpers/xwing-game';
import { hostCall } from './armada-host';
import { measureAtTheTable } from './at-the-table';
import { hostAnswered } from '../helpers/on-the-wire';

// Issue #29 · after the game, the story in numbers: a game played to its end shows each player's
// luck, the rounds and the units; each attack's history entry says its luck in a phrase; the
// summary saved as an HTML file opens in Chromium with the same numbers, and as a PNG.

let app: ServedApp;
let page: Page;
let gameId = '';

useBrowserMode('story', (run) => void ({ app, page } = run), { acceptDownloads: true });

const VICTORY = 'galactic-empire/victory-i-class-star-destroyer';
const CR90 = 'rebel-alliance/cr90-corvette-a';

interface Told {
  players: { id: string; name: string; luckWords: string; dealt: number; taken: number }[];
  attacks: { phrase: string; damage: number }[];
}

const command = async (cmd: object) => {
  // As a second window would, but after the table's own commands (a tap's follow-up) are in: never between them.
  await hostAnswered(page);
  const reply = await hostCall(app, 'game.command', { gameId, command: cmd });
  if (!reply.ok) throw new Error(`${JSON.stringify(cmd)} refused: ${reply.error?.message}`);
  return reply.value as { state: { gameOver?: unknown } };
};

async function told(): Promise<Told> {
  const reply = await hostCall(app, 'game.story', { gameId });
  if (!reply.ok) throw new Error(reply.error?.message);
  return reply.value as Told;
}

describe('Issue #29 · the story of a game in numbers', () => {
  it('a game played to its end shows its story: each player’s luck, damage dealt and taken, a chart per round, a picture per unit', async () => {
    const created = await hostCall(app, 'games.create', { name: 'Story night', system: 'armada' });
    gameId = (created.value as { id: string }).id;
    const players = [
      { name: 'Empire', ships: [shipEntry(VICTORY)], squadrons: [] },
      { name: 'Rebels', ships: [shipEntry(CR90)], squadrons: [] },
    ];
    await command({ type: 'setup', seed: 'story', players, firstPlayer: 'p1', roundLimit: 1 });
    await command({ type: 'nextPhase' });
    await command({ type: 'activateShip', ship: 'p1-ship-1' });
    await command({ type: 'revealCommand', ship: 'p1-ship-1', command: 'navigate', as: 'dial' });
    await command({ type: 'declareTarget', attacker: { ship: 'p1-ship-1', hullZone: 'front' }, defender: { ship: 'p2-ship-1', hullZone: 'front' }, range: 'close' });
    const faces = [['red', 'hit'], ['red', 'blank'], ['red', 'blank'], ['black', 'hit'], ['black', 'blank'], ['black', 'blank']];
    await command({ type: 'rollAttackDice', dice: faces.map(([color, face]) => ({ color, face })) });
    await command({ type: 'endAttackEffects' });
    await command({ type: 'resolveDamage', drawForMe: true });
    await command({ type: 'endActivation' });
    await command({ type: 'activateShip', ship: 'p2-ship-1' });
    await command({ type: 'revealCommand', ship: 'p2-ship-1', command: 'navigate', as: 'dial' });
    await command({ type: 'declareTarget', attacker: { ship: 'p2-ship-1', hullZone: 'front' }, defender: { ship: 'p1-ship-1', hullZone: 'front' }, range: 'close' });
    await command({ type: 'rollAttackDice', rollForMe: true });
    await command({ type: 'endAttackEffects' });
    await command({ type: 'resolveDamage', drawForMe: true });
    await command({ type: 'endActivation' });
    for (let i = 0; i < 4; i++) {
      const view = await command({ type: 'nextPhase', confirm: true });
      if (view.state.gameOver) break;
    }

    await page.goto(`${app.url}#/game/${gameId}`);
    const story = page.getByRole('region', { name: 'The story in numbers' });
    await story.waitFor();
    const expected = await told();
    expect(expected.attacks).toHaveLength(2);
    for (const player of expected.players) {
      await expect.poll(() => story.getByTestId(`story-dealt-${player.id}`).textContent()).toBe(String(player.dealt));
      expect(await story.getByTestId(`story-taken-${player.id}`).textContent()).toBe(String(player.taken));
      expect(await story.getByTestId(`story-luck-${player.id}`).textContent()).toBe(player.luckWords);
    }
    expect(await story.getByRole('img', { name: 'Damage dealt and luck per round' }).count()).toBe(1);
    expect(await story.getByTestId('story-unit-p1-ship-1').getByRole('img').getAttribute('aria-label')).toMatch(/^Victory I-class Star Destroyer: dealt \d+, taken \d+$/);
    await story.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('story-summary-laptop'), fullPage: true });
    expect(await measureAtTheTable(page, '.story button', '.story')).toMatchObject({ tooSmall: [], smallText: [] });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A tablet, upright: the same story, one column where two do not fit.
    await page.setViewportSize({ width: 820, height: 1180 });
    await story.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('story-summary-tablet'), fullPage: true });
    expect(await measureAtTheTable(page, '.story button', '.story')).toMatchObject({ tooSmall: [], smallText: [] });
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it('the attack’s history entry says its luck in one short phrase, the host’s own', async () => {
    const expected = await told();
    await page.getByRole('button', { name: 'History' }).click();
    const phrases = page.getByTestId('attack-luck');
    await expect.poll(() => phrases.count()).toBe(2);
    // Newest first: the Rebels' attack, then the Empire's.
    expect(await phrases.allTextContents()).toEqual([...expected.attacks].reverse().map((attack) => (attack.phrase.startsWith('attack dice:') ? `Dice — ${attack.phrase}.` : `The attack’s dice: ${attack.phrase}.`)));
    await phrases.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('story-history-laptop') });
    await page.locator('aside.history').getByRole('button', { name: 'Close', exact: true }).first().click();
  });

  it('the summary saved as one HTML file opens in Chromium, with no script, and shows the same numbers', async () => {
    const expected = await told();
    const story = page.getByRole('region', { name: 'The story in numbers' });
    const [download] = await Promise.all([page.waitForEvent('download'), story.getByRole('button', { name: 'Save the story as a web page' }).click()]);
    expect(download.suggestedFilename()).toBe('Story night story.html');
    const file = screenshotPath('story-export').replace(/\.png$/, '.html');
    await download.saveAs(file);
    const html = fs.readFileSync(file, 'utf8');
    expect(html).not.toMatch(/<script|<link|src=|href=/i);
    const browser = page.context().browser();
    if (!browser) throw new Error('no browser');
    const opened = await browser.newPage();
    try {
      await opened.goto(`file://${file}`);
      for (const player of expected.players) {
        const section = opened.locator(`[data-player="${player.id}"]`);
        expect(await section.locator('[data-dealt]').textContent()).toBe(String(player.dealt));
        expect(await section.locator('[data-taken]').textContent()).toBe(String(player.taken));
        expect(await section.locator('.luck').textContent()).toBe(player.luckWords);
      }
      expect(await opened.locator('tbody tr').count()).toBe(expected.attacks.length);
      expect(await opened.locator('tbody tr td:last-child').allTextContents()).toEqual(expected.attacks.map((attack) => attack.phrase));
      await opened.screenshot({ path: screenshotPath('story-export-html'), fullPage: true });
    } finally {
      await opened.close();
    }
  });

  it('the summary saved as a PNG, drawn offline from the same picture', async () => {
    const story = page.getByRole('region', { name: 'The story in numbers' });
    const [download] = await Promise.all([page.waitForEvent('download'), story.getByRole('button', { name: 'Save the story as a picture' }).click()]);
    expect(download.suggestedFilename()).toBe('Story night story.png');
    const file = screenshotPath('story-export-picture');
    await download.saveAs(file);
    const bytes = fs.readFileSync(file);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // Twice the card's width (1,120), for a sharp picture on a phone.
    expect(bytes.readUInt32BE(16)).toBe(2240);
  });

  it('X-Wing: the score shows the story of the attacks, at arm’s length in its panel', async () => {
    const created = await hostCall(app, 'games.create', { name: 'Dogfight story', system: 'xwing' });
    gameId = (created.value as { id: string }).id;
    await command({ type: 'setup', seed: 'story', players: xwingRosters([luke()], [howlrunner()]), rules: 2 });
    for (let i = 0; i < 3; i++) await command({ type: 'nextPhase' });
    await command({ type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 });
    await command({ type: 'rollAttackDice', faces: ['hit', 'hit', 'crit'] });
    await command({ type: 'rollDefenseDice', faces: ['evade', 'blank', 'blank'] });
    await command({ type: 'neutralizeResults' });
    await command({ type: 'dealDamage', drawForMe: true });
    const expected = await told();
    expect(expected.attacks.map((attack) => attack.damage)).toEqual([2]);

    await page.goto(`${app.url}#/game/${gameId}`);
    await page.getByRole('button', { name: /^Score/ }).click();
    const story = page.getByRole('region', { name: 'The story in numbers' });
    await story.waitFor();
    const rebels = expected.players[0];
    if (!rebels) throw new Error('no players');
    await expect.poll(() => story.getByTestId(`story-dealt-${rebels.id}`).textContent()).toBe('2');
    expect(await story.getByTestId(`story-luck-${rebels.id}`).textContent()).toBe(rebels.luckWords);
    await story.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('story-xwing-score-laptop') });
    expect(await measureAtTheTable(page, '.story button', '.story')).toMatchObject({ tooSmall: [], smallText: [] });
  });
});
