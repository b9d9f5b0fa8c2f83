// Issue 37 · the table on a phone (390 × 844), a tablet (768 × 1024) and a laptop (1366 × 768): the
// bar fits (every control reachable, none over another) and nothing on the table lies on top of
// anything, for Armada and X-Wing, with the detail drawer open too.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { howlrunner, luke, rosters, setupCommand, wedge } from '../engine/xwing/helpers/xwing-game';
import { shipEntry, squadronEntry } from '../engine/helpers/armada-roster';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { armadaGameWith, hostCall } from './armada-host';
import { barButtonsMisplaced, layoutSettled, SIZES, thingsOnTop } from './nothing-on-top';

let app: ServedApp;
let page: Page;

useBrowserMode('table-on-a-phone', (run) => void ({ app, page } = run));

const VICTORY = 'galactic-empire/victory-ii-class-star-destroyer';
const GOZANTI = 'galactic-empire/gozanti-class-cruisers';
const NEBULON = 'rebel-alliance/nebulon-b-escort-frigate';
const CR90 = 'rebel-alliance/cr90-corvette-a';
const TIE = 'galactic-empire/tie-fighter-squadron';
const X_WING = 'rebel-alliance/x-wing-squadron';

async function xwingGame(name: string): Promise<string> {
  const created = await hostCall(app, 'games.create', { name, system: 'xwing' });
  const gameId = (created.value as { id: string }).id;
  const [rebels, empire] = rosters([luke(), wedge()], [howlrunner()]);
  const done = await hostCall(app, 'game.command', { gameId, command: setupCommand([{ ...rebels, name: 'Rebels' }, { ...empire, name: 'Empire' }], name) });
  if (!done.ok) throw new Error(`the squadrons were refused: ${done.error?.message}`);
  return `${app.url}#/game/${gameId}`;
}

async function atEverySize(label: string, check: (size: (typeof SIZES)[number]) => Promise<void>): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await layoutSettled(page);
    await page.screenshot({ path: screenshotPath(`${label}-${size.name}`) });
    await check(size);
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

describe('Issue 37 · the bar fits at every size', () => {
  it('Armada: at 390 × 844, 768 × 1024 and 1366 × 768 every button of the bar is in the window and none covers another', async () => {
    await page.goto(
      await armadaGameWith(app, 'Phone Armada', [
        { name: 'Empire', ships: [shipEntry(VICTORY), shipEntry(GOZANTI)], squadrons: [squadronEntry(TIE)] },
        { name: 'Rebels', ships: [shipEntry(NEBULON), shipEntry(CR90)], squadrons: [squadronEntry(X_WING)] },
      ]),
    );
    await page.locator('.table-bar').waitFor();
    await atEverySize('phone-armada-bar', async (size) => {
      expect({ size: size.name, misplaced: await barButtonsMisplaced(page) }).toEqual({ size: size.name, misplaced: [] });
      // Undo and "Next phase" are there to be tapped: nothing lies on them.
      for (const name of ['Undo', 'Next phase', 'History']) {
        const button = page.locator('.table-bar').getByRole('button', { name, exact: true });
        const box = (await button.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(size.width);
        expect(await button.evaluate((el) => { const b = el.getBoundingClientRect(); const top = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2); return !!top && el.contains(top); })).toBe(true);
      }
    });
  });

  it('X-Wing: at the three sizes every button of the bar is in the window and none covers another', async () => {
    await page.goto(await xwingGame('Phone X-Wing'));
    await page.locator('.table-bar').waitFor();
    await atEverySize('phone-xwing-bar', async (size) => {
      expect({ size: size.name, misplaced: await barButtonsMisplaced(page) }).toEqual({ size: size.name, misplaced: [] });
      for (const name of ['Undo', 'Next phase', 'History']) {
        const button = page.locator('.table-bar').getByRole('button', { name, exact: true });
        expect(await button.evaluate((el) => { const b = el.getBoundingClientRect(); const top = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2); return !!top && el.contains(top) && b.right <= window.innerWidth; })).toBe(true);
      }
    });
  });
});

describe('Issue 37 · nothing on top of anything', () => {
  const VSD = 'Victory II-class Star Destroyer';
  const armadaTile = (name: string) => page.locator('[data-unit]', { has: page.getByRole('button', { name, exact: true }) });

  it('Armada: the active tile (name, hull, Now / Objective labels), the activation panel and the detail drawer, at the three sizes', async () => {
    await page.goto(
      await armadaGameWith(app, 'Armada on top', [
        { name: 'Empire', ships: [shipEntry(VICTORY), shipEntry(GOZANTI)], squadrons: [squadronEntry(TIE)] },
        { name: 'Rebels', ships: [shipEntry(NEBULON), shipEntry(CR90)], squadrons: [squadronEntry(X_WING)] },
      ]),
    );
    await page.getByRole('group', { name: 'Initiative' }).getByRole('button', { name: 'Empire' }).click();
    await page.getByRole('button', { name: 'Next phase' }).click();
    await expect.poll(() => page.locator('.table-bar .phase').textContent()).toMatch(/Ship phase/);
    // Issue 37 item 3 · the ship phase opens on the fleets, not on "N units have not activated · End the phase anyway".
    expect(await page.getByRole('group', { name: 'End the phase' }).count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toMatch(/End the phase anyway/);
    // Issue 37 · the ship phase's tiles with their dial row (activate with the dial told): nothing on top of anything.
    await atEverySize('on-top-armada-ship-phase', async (size) => {
      expect(await armadaTile(VSD).getByRole('group', { name: `${VSD}: activate showing its dial` }).count()).toBe(1);
      expect({ size: size.name, found: await thingsOnTop(page) }).toEqual({ size: size.name, found: [] });
    });
    await armadaTile(VSD).getByRole('button', { name: `Activate ${VSD}` }).click();
    await atEverySize('on-top-armada-active', async (size) => {
      expect({ size: size.name, found: await thingsOnTop(page), bar: await barButtonsMisplaced(page) }).toEqual({ size: size.name, found: [], bar: [] });
    });
    await armadaTile(VSD).getByRole('button', { name: VSD, exact: true }).click();
    await page.getByRole('complementary', { name: `${VSD}: detail` }).waitFor();
    await atEverySize('on-top-armada-drawer', async (size) => {
      expect({ size: size.name, found: await thingsOnTop(page), bar: await barButtonsMisplaced(page) }).toEqual({ size: size.name, found: [], bar: [] });
    });
  });

  it('Armada: an activated tile keeps its name on one line, at the three sizes', async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('group', { name: `${VSD} activated` }).getByRole('button', { name: 'Navigate', exact: true }).click();
    await page.getByRole('group', { name: `${VSD} activated` }).getByRole('button', { name: 'End activation' }).click();
    await expect.poll(() => armadaTile(VSD).locator('.badge').count()).toBeGreaterThan(0);
    // Units wait, and the player has not tried to end the phase: nothing asks yet. "Next phase" asks, once.
    expect(await page.getByRole('group', { name: 'End the phase' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Next phase' }).click();
    const ask = page.getByRole('group', { name: 'End the phase' });
    await expect.poll(() => ask.textContent()).toContain('3 units have not activated this phase');
    expect(await ask.getByRole('button', { name: 'End the phase anyway' }).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('button', { name: 'Next phase' }).isDisabled()).toBe(true);
    expect(await page.locator('.table-bar .phase').textContent()).toMatch(/Ship phase/);
    await atEverySize('on-top-armada-activated', async (size) => {
      const name = armadaTile(VSD).getByRole('button', { name: VSD, exact: true });
      // One line: no taller than its line height allows twice.
      const lines = await name.evaluate((el) => { const range = document.createRange(); range.selectNodeContents(el.querySelector('.text')!); return range.getClientRects().length === 0 ? 0 : new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size; });
      expect({ size: size.name, lines, found: await thingsOnTop(page) }).toEqual({ size: size.name, lines: 1, found: [] });
    });
  });

  it('X-Wing: the tiles, the bar and the ship panel open, at the three sizes', async () => {
    await page.goto(await xwingGame('X-Wing on top'));
    const tile = page.locator('article.tile', { has: page.getByRole('heading', { name: 'Luke Skywalker', exact: true }) });
    await atEverySize('on-top-xwing', async (size) => {
      expect({ size: size.name, found: await thingsOnTop(page), bar: await barButtonsMisplaced(page) }).toEqual({ size: size.name, found: [], bar: [] });
    });
    await tile.getByRole('button', { name: 'Luke Skywalker', exact: true }).click();
    await page.locator('aside.drawer').waitFor();
    await atEverySize('on-top-xwing-drawer', async (size) => {
      expect({ size: size.name, found: await thingsOnTop(page), bar: await barButtonsMisplaced(page) }).toEqual({ size: size.name, found: [], bar: [] });
    });
  });
});

describe('Issue 37 · choices that stick for the game', () => {
  it('X-Wing: die by die and "we draw damage cards at the table" stay chosen for the next roll, a reload and the next attack; a new game starts from the defaults', async () => {
    const url = await xwingGame('Sticky choices');
    const gameId = url.split('/').at(-1)!;
    for (let i = 0; i < 3; i++) await hostCall(app, 'game.command', { gameId, command: { type: 'nextPhase' } });
    await page.goto(url);
    await expect.poll(() => page.locator('.bar .phase').textContent()).toBe('Engagement Phase');
    const assistant = page.getByRole('dialog', { name: /^Attack/ });
    await page.getByRole('button', { name: 'Attack with Luke Skywalker' }).click();
    await assistant.getByRole('button', { name: '“Howlrunner” at range 2' }).click();
    // Counts by default; the player enters die by die and draws the cards at the table.
    await assistant.getByRole('button', { name: 'Die by die' }).click();
    await assistant.getByRole('button', { name: 'The app draws damage cards' }).click();
    expect(await assistant.getByRole('button', { name: /We draw damage cards at the table/ }).getAttribute('aria-pressed')).toBe('true');
    // A reload: the same attack's tray opens die by die, the cards still drawn at the table.
    await page.reload();
    await expect.poll(() => page.locator('.bar .phase').textContent()).toBe('Engagement Phase');
    if ((await assistant.count()) === 0) {
      await page.getByRole('button', { name: 'Attack with Luke Skywalker' }).click();
      await assistant.getByRole('button', { name: '“Howlrunner” at range 2' }).click();
    }
    await assistant.getByRole('button', { name: 'By counts' }).waitFor();
    expect(await assistant.getByRole('button', { name: /We draw damage cards at the table/ }).getAttribute('aria-pressed')).toBe('true');
    // The next roll (the defender's) is entered die by die too.
    await assistant.getByRole('button', { name: 'Roll them for me' }).click();
    await assistant.getByRole('button', { name: /confirm defense dice/i }).waitFor();
    expect(await assistant.getByRole('button', { name: 'By counts' }).count()).toBe(1);
    await page.screenshot({ path: screenshotPath('sticky-choices-defense-laptop') });

    // Another game opens on the defaults.
    await page.goto(await xwingGame('Fresh choices'));
    const other = page.url().split('/').at(-1)!;
    for (let i = 0; i < 3; i++) await hostCall(app, 'game.command', { gameId: other, command: { type: 'nextPhase' } });
    await expect.poll(() => page.locator('.bar .phase').textContent()).toBe('Engagement Phase');
    await page.getByRole('button', { name: 'Attack with Luke Skywalker' }).click();
    await assistant.getByRole('button', { name: '“Howlrunner” at range 2' }).click();
    await assistant.getByRole('button', { name: 'Die by die' }).waitFor();
    expect(await assistant.getByRole('button', { name: 'The app draws damage cards' }).getAttribute('aria-pressed')).toBe('false');
  });
});
