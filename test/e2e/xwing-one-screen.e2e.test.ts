import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { seriousAxeViolations } from '../helpers/axe';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { barWordsCut } from './at-the-table';
import { smallTargets, smallText } from './readable-text';

// Issue 11, one screen: at 1366×768 a player sees all sixteen ships of two eight-ship swarms at once
// (name and ID number, hull, shields, charges and Force, tokens, faceup damage), without scrolling;
// on a 768×1024 tablet one column, nothing wider than the screen (it may scroll there). Words at
// least 18 px, controls at least 44 px, on the tiles, the drawer and the attack panel.

let app: ServedApp;
let browser: Browser;
let page: Page;

useBrowserMode('xwing-one-screen', (run) => void ({ app, browser, page } = run));

const LUKE = 'Luke Skywalker';
const IDEN = 'Iden Versio';
const tile = (name: string): Locator => page.locator('article.tile', { has: page.getByRole('heading', { name, exact: true }) });
const drawer = (): Locator => page.locator('aside.drawer');

/** Every tile's box inside the window, and the page no taller or wider than the window. */
function onOneScreen() {
  return page.evaluate(() => {
    const outside = [...document.querySelectorAll('article.tile')]
      .map((node) => ({ name: node.querySelector('h3')?.textContent ?? '', box: node.getBoundingClientRect() }))
      .filter(({ box }) => box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth)
      .map(({ name, box }) => `${name} (${Math.round(box.left)}, ${Math.round(box.top)} → ${Math.round(box.right)}, ${Math.round(box.bottom)})`);
    return {
      tiles: document.querySelectorAll('article.tile').length,
      outside,
      scrollsDown: document.documentElement.scrollHeight > window.innerHeight,
      scrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
}

/** The largest X-Wing game: eight ships a side, most of them copies numbered as their ID tokens. */
const SWARMS = [
  [LUKE, 'Player 1'],
  ['Jek Porkins', 'Player 1'],
  ...Array.from({ length: 4 }, () => ['Red Squadron Veteran', 'Player 1'] as const),
  ...Array.from({ length: 2 }, () => ['Blue Squadron Escort', 'Player 1'] as const),
  [IDEN, 'Player 2'],
  ...Array.from({ length: 5 }, () => ['Academy Pilot', 'Player 2'] as const),
  ...Array.from({ length: 2 }, () => ['Obsidian Squadron Pilot', 'Player 2'] as const),
] as const;

describe('sixteen X-Wing ships (eight a side) on one screen', () => {
  it('two squadrons of eight, identical pilots numbered as their ID tokens', async () => {
    await page.goto(app.url);
    await page.getByRole('textbox', { name: 'Game name', exact: true }).fill('Sixteen ships');
    await page.getByRole('radio', { name: 'Star Wars: X-Wing' }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.getByRole('heading', { name: 'Set up the squadrons' }).waitFor();
    for (const [pilot, player] of SWARMS) {
      await page.getByRole('textbox', { name: 'Search X-Wing pilots' }).fill(pilot);
      await page.getByRole('button', { name: `Add ${pilot} to ${player}`, exact: true }).click();
    }
    await expect.poll(() => page.locator('section[data-side="1"] .unit-name').count()).toBe(8);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await tile(LUKE).waitFor();
    // Issue 37 · the names as read aloud (a tile shows "Squadron" as "Sq." by rule).
    expect(await page.locator('article.tile h3 button.open').evaluateAll((buttons) => buttons.map((button) => { const read = button.cloneNode(true) as Element; read.querySelectorAll('[aria-hidden="true"]').forEach((shown) => shown.remove()); return read.textContent; }))).toEqual([
      LUKE,
      'Jek Porkins',
      ...[1, 2, 3, 4].map((n) => `Red Squadron Veteran ${n}`),
      'Blue Squadron Escort 1',
      'Blue Squadron Escort 2',
      IDEN,
      ...[1, 2, 3, 4, 5].map((n) => `Academy Pilot ${n}`),
      'Obsidian Squadron Pilot 1',
      'Obsidian Squadron Pilot 2',
    ]);
  });

  it('mid-game (tokens held, a faceup damage card) at 1366×768: every ship is on screen, nothing scrolls', async () => {
    await tile(IDEN).getByRole('button', { name: IDEN, exact: true }).click();
    await drawer().getByRole('button', { name: 'Gain a token' }).click();
    for (const token of ['Focus', 'Stress', 'Evade']) await drawer().getByRole('button', { name: `Gain ${token}`, exact: true }).click();
    await expect.poll(() => tile(IDEN).locator('ul.tokens li').count()).toBe(3);
    await tile(LUKE).getByRole('button', { name: LUKE, exact: true }).click();
    await drawer().getByRole('button', { name: 'Damage & conditions' }).click();
    const panel = drawer().getByRole('group', { name: `Damage and conditions for ${LUKE}` });
    // One hit (the default) and two crits: two shields, then one faceup card.
    for (let i = 0; i < 2; i++) await panel.getByRole('button', { name: 'One crit more' }).click();
    await page.screenshot({ path: screenshotPath('xwing-sixteen-ships-damage-laptop') });
    await panel.getByRole('button', { name: /^Suffer \d+ damage/ }).click();
    // The app draws the card: a Direct Hit! or Panicked Pilot turns itself facedown at once (issue 15), so any card will do.
    await expect.poll(() => tile(LUKE).locator('ul.cards li').count()).toBeGreaterThan(0);
    // With the drawer open the tiles stay beside it, not under it.
    const drawerLeft = await drawer().evaluate((node) => node.getBoundingClientRect().left);
    const tilesRight = await page.locator('.squadrons').evaluate((node) => node.getBoundingClientRect().right);
    expect(tilesRight).toBeLessThanOrEqual(drawerLeft);
    // ...and all sixteen are still in view: the detail does not cost the overview.
    expect((await onOneScreen()).outside).toEqual([]);
    await page.screenshot({ path: screenshotPath('xwing-sixteen-ships-drawer-laptop') });
    // Escape closes the damage panel first, then the drawer.
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer().count()).toBe(0);

    const screen = await onOneScreen();
    await page.screenshot({ path: screenshotPath('xwing-sixteen-ships-laptop') });
    expect(screen).toEqual({ tiles: 16, outside: [], scrollsDown: false, scrollsSideways: false });
    // A long pilot name is cut short on its tile, never its ID number.
    expect(await page.locator('article.tile .id-token').evaluateAll((tokens) => tokens.map((token) => token.getBoundingClientRect().width >= 20))).toEqual(Array(13).fill(true));
    expect(await smallText(page, '.squadrons')).toEqual([]);
    expect(await smallTargets(page, '.squadrons')).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('the attack panel, with eight targets to choose from: readable and tappable, under the bar', async () => {
    await page.getByRole('button', { name: 'Next phase' }).click();
    await page.getByRole('button', { name: 'Next phase' }).click();
    await page.getByRole('button', { name: 'Next phase' }).click();
    await expect.poll(() => page.locator('.bar .phase').textContent()).toBe('Engagement Phase');
    await tile(LUKE).getByRole('button', { name: `Attack with ${LUKE}` }).click();
    const sheet = page.getByRole('dialog', { name: /^Attack/ });
    expect(await sheet.locator('.target').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')))).toEqual([
      IDEN,
      ...[1, 2, 3, 4, 5].map((n) => `Academy Pilot ${n}`),
      'Obsidian Squadron Pilot 1',
      'Obsidian Squadron Pilot 2',
    ]);
    const barBottom = await page.locator('.table-bar').evaluate((node) => node.getBoundingClientRect().bottom);
    expect(await sheet.evaluate((node) => node.getBoundingClientRect().top)).toBeGreaterThanOrEqual(barBottom);
    await page.screenshot({ path: screenshotPath('xwing-sixteen-ships-attack-laptop') });
    expect(await smallText(page, '.sheet')).toEqual([]);
    expect(await smallTargets(page, '.sheet')).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.count()).toBe(0);
  });

  it('cards drawn at the table: the panel stops at Deal Damage and asks for their names', async () => {
    await tile(LUKE).getByRole('button', { name: `Attack with ${LUKE}` }).click();
    const sheet = page.getByRole('dialog', { name: /^Attack/ });
    await sheet.getByRole('button', { name: 'The app draws damage cards' }).click();
    await sheet.getByRole('button', { name: 'Academy Pilot 1 at range 2' }).click();
    await sheet.getByRole('spinbutton', { name: 'Hits', exact: true }).fill('2');
    await sheet.getByRole('button', { name: /^Confirm attack dice: 2 hits/ }).click();
    // Mid-attack the bar says why the phase cannot end; round, phase and that reason read whole.
    await expect.poll(() => page.locator('.table-bar .blocked').textContent()).toMatch(/^An attack is being resolved/);
    expect(await barWordsCut(page)).toEqual([]);
    await sheet.getByRole('button', { name: /^Confirm defense dice: 3 blanks/ }).click();
    // Nothing to spend for the defender, but the cards are the players' to draw: the panel waits.
    const apply = sheet.getByRole('button', { name: 'Apply damage to Academy Pilot 1' });
    await apply.waitFor();
    expect(await sheet.getByRole('radio', { name: 'I drew them at the table' }).isChecked()).toBe(true);
    await sheet.getByRole('combobox', { name: /^Card 1/ }).selectOption('Console Fire');
    await sheet.getByRole('combobox', { name: /^Card 2/ }).selectOption('Panicked Pilot');
    expect(await smallTargets(page, '.sheet')).toEqual([]);
    await apply.click();
    // Iden Versio's card: before a friendly TIE/ln at range 0–1 suffers damage she may spend a charge; she lets it through.
    const question = sheet.locator('[data-window]');
    await question.waitFor();
    expect(await question.textContent()).toContain(`${IDEN}: 1 charge`);
    await question.getByRole('button', { name: 'No, go on' }).click();
    await expect.poll(() => tile('Academy Pilot 1').locator('ul.cards').textContent()).toContain('2 facedown');
    expect(await tile('Academy Pilot 1').locator('[data-stat="hull"] .value strong').textContent()).toBe('1');
  });

  it('on a 768×1024 tablet: one column, every ship as wide as the screen allows, nothing wider (it scrolls down)', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    const screen = await onOneScreen();
    await page.screenshot({ path: screenshotPath('xwing-sixteen-ships-tablet'), fullPage: true });
    const sideways = await page.evaluate(() =>
      [...document.querySelectorAll('article.tile')].filter((node) => node.getBoundingClientRect().left < 0 || node.getBoundingClientRect().right > window.innerWidth).length,
    );
    expect({ tiles: screen.tiles, sideways, scrollsSideways: screen.scrollsSideways }).toEqual({ tiles: 16, sideways: 0, scrollsSideways: false });
    const columns = await page.locator('.squadrons').evaluate((node) => getComputedStyle(node).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(1);
    expect(await smallText(page, '.squadrons')).toEqual([]);
    // With five tools beside Undo (What if…, Score, History) the bar's words once shrank to "R…".
    expect(await barWordsCut(page)).toEqual([]);
    expect(await smallText(page, '.table-bar')).toEqual([]);
    expect(await smallTargets(page, '.table-bar')).toEqual([]);
    // Laptops narrower than 1366 (the bar’s words once slid under "Next phase" at 1120–1180), all at the bar's one height each.
    for (const width of [1024, 1120, 1180, 1220, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await barWordsCut(page), `at ${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth), `at ${width} px`).toBe(false);
    }
    await page.setViewportSize({ width: 1366, height: 768 });
  });
});
