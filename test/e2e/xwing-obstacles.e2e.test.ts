// Issue 36 item 2 in Chromium: obstacles from the list to the table. Before round 1 each player's
// obstacles are in the setup checklist with the order they are placed in; a player picks theirs; a
// ship lands on an asteroid, the player taps the face the die showed, and the history says what it did
// (AMG Rules Reference 2.5 · Obstacles, Asteroid). Nothing lies on top of anything at the three sizes.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pilotEntry } from '../engine/xwing/helpers/xwing-roster';
import { X_WING } from '../engine/xwing/helpers/xwing-game';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import path from 'node:path';
import { repoRoot } from '../helpers/browser-mode';
import { REBEL_SQUAD } from '../fixtures/pasted-lists';
import { hostCall } from './armada-host';
import { importCardData } from './list-paste';
import { barButtonsMisplaced, SIZES, thingsOnTop } from './nothing-on-top';

let app: ServedApp;
let page: Page;

useBrowserMode('xwing-obstacles', (run) => void ({ app, page } = run));

const luke = pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke', actionBar: true, dial: true });
const wedge = pilotEntry(X_WING, 'Wedge Antilles', { id: 'wedge', actionBar: true, dial: true });
const vader = pilotEntry('galactic-empire/tie-advanced-x1', 'Darth Vader', { id: 'vader', actionBar: true, dial: true });
// Initiative 5 as Luke: the first player's Luke goes first at the tie (RRG · Initiative).
const maarek = pilotEntry('galactic-empire/tie-advanced-x1', 'Maarek Stele', { id: 'maarek', actionBar: true, dial: true });
let gameId = '';

async function host(command: Record<string, unknown>): Promise<void> {
  const done = await hostCall(app, 'game.command', { gameId, command });
  if (!done.ok) throw new Error(`${JSON.stringify(command)} was refused: ${done.error?.message}`);
}

async function nothingOnTopAtEverySize(label: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenshotPath(`${label}-${size.name}`) });
    await expect.poll(async () => ({ size: size.name, found: await thingsOnTop(page), bar: await barButtonsMisplaced(page) })).toEqual({ size: size.name, found: [], bar: [] });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

describe('Issue 36 item 2 · X-Wing obstacles at the table, in the browser', () => {
  it('RRG · Setup, Place Obstacles: the checklist lists each player’s obstacles (one from the list the catalogue does not know, its kind asked) and the placing order; Ben picks his three', async () => {
    const created = await hostCall(app, 'games.create', { name: 'Rocks', system: 'xwing' });
    gameId = (created.value as { id: string }).id;
    await host({
      type: 'setup',
      seed: 'rocks-e2e',
      rules: 3,
      edition: '2.5',
      players: [
        { name: 'Ana', ships: [luke, wedge], obstacles: [{ id: 'coreasteroid5', name: 'Asteroid 5 (Core Set)', kind: 'asteroid' }, { id: 'yt2400debris1', name: 'Debris 1 (YT-2400)', kind: 'debris' }, { id: 'pomasteroid1', name: 'pomasteroid1' }] },
        { name: 'Ben', ships: [vader, maarek] },
      ],
    });
    await page.goto(`${app.url}#/game/${gameId}`);
    const setup = page.getByRole('region', { name: 'Before round 1 · Obstacles' });
    await setup.waitFor();
    // Closed, one line names each player's obstacles; opened, the checklist.
    await expect.poll(async () => (await setup.locator('summary').textContent())?.replace(/\s+/g, ' ')).toMatch(/Before round 1 · Obstacles Ana: Asteroid 5 \(Core Set\), Debris 1 \(YT-2400\), pomasteroid1 · Ben: none yet$/);
    await setup.locator('summary').click();
    const text = async () => (await setup.textContent())?.replace(/\s+/g, ' ');
    await expect.poll(text).toMatch(/Ana: Asteroid 5 \(Core Set\) \(asteroid\), ?Debris 1 \(YT-2400\) \(debris cloud\), ?pomasteroid1 \(kind not known yet\)/);
    await expect.poll(text).toMatch(/Ben: ?no obstacle chosen/);
    await expect.poll(text).toMatch(/starting with the first player \(Ana\), the players take turns placing one obstacle at a time/);
    await setup.getByRole('button', { name: 'Pick Ben’s obstacles' }).click();
    await setup.getByTestId('obstacle-p2-0').selectOption('core2asteroid3');
    await setup.getByTestId('obstacle-p2-1').selectOption('gascloud4');
    await setup.getByTestId('obstacle-p2-2').selectOption('vt49decimatordebris0');
    await nothingOnTopAtEverySize('xwing-obstacles-setup-editing');
    await setup.getByRole('button', { name: 'Keep these obstacles' }).click();
    await expect.poll(text).toMatch(/Ben: Asteroid 3 \(Force Awakens Core Set\) \(asteroid\), ?Gas Cloud 4 \(gas cloud\), ?Debris 0 \(VT-49 Decimator\) \(debris cloud\)/);
    await nothingOnTopAtEverySize('xwing-obstacles-setup');
  }, 60_000);

  it('AMG RR 2.5 · Obstacles, Asteroid: Luke lands on Ben’s asteroid, the player taps Hit: 2 damage, no action, no attack while on it — in the history', async () => {
    await host({ type: 'nextPhase' });
    await host({ type: 'nextPhase' });
    await host({ type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight' });
    await page.goto(`${app.url}#/game/${gameId}`);
    // The checklist is gone once round 1 is under way.
    await page.locator('.tile[data-ship="luke"] button.open').waitFor();
    expect(await page.getByRole('region', { name: 'Before round 1 · Obstacles' }).count()).toBe(0);
    await page.locator('.tile[data-ship="luke"] button.open').click();
    const drawer = page.getByRole('complementary', { name: 'Ship details: Luke Skywalker' });
    await drawer.getByRole('button', { name: 'Obstacle', exact: true }).click();
    const panel = drawer.getByRole('group', { name: 'Obstacle for Luke Skywalker' });
    await panel.getByTestId('obstacle-pick').selectOption('core2asteroid3');
    await panel.getByLabel('Landed on it').check();
    expect(await panel.getByLabel('Its maneuver').isChecked()).toBe(true);
    await nothingOnTopAtEverySize('xwing-obstacles-panel');
    await panel.getByRole('button', { name: 'Hit', exact: true }).click();
    await expect.poll(async () => drawer.getByTestId('on-obstacle').textContent()).toBe('On Asteroid 3 (Force Awakens Core Set): at range 0 of it until it moves again.');
    await nothingOnTopAtEverySize('xwing-obstacles-landed');
    // Its Perform Action step is gone: the actions say why.
    await drawer.getByRole('button', { name: 'Actions', exact: true }).click();
    await expect.poll(async () => (await drawer.textContent())?.replace(/\s+/g, ' ')).toContain('Luke Skywalker moved through or onto Asteroid 3 (Force Awakens Core Set): it skips its Perform Action step');
    await drawer.getByRole('button', { name: 'Actions', exact: true }).click();
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('complementary', { name: 'History' });
    await expect.poll(async () => (await history.textContent())?.replace(/\s+/g, ' ')).toContain('Luke Skywalker landed on Asteroid 3 (Force Awakens Core Set): rolled a hit, 2 damage; no action this round; no attack while on it.');
    await expect.poll(async () => (await history.textContent())?.replace(/\s+/g, ' ')).toContain('Ben’s obstacles: Asteroid 3 (Force Awakens Core Set), Gas Cloud 4, Debris 0 (VT-49 Decimator).');
    // The history is a panel over the table (as a dialog is): looked at, not measured against the table under it.
    await page.screenshot({ path: screenshotPath('xwing-obstacles-history-laptop') });
    await history.getByRole('button', { name: 'Close' }).click();
  }, 60_000);

  it('an obstacle of the list the catalogue does not know: its kind is asked before the die can be tapped', async () => {
    const drawer = page.getByRole('complementary', { name: 'Ship details: Luke Skywalker' });
    if ((await drawer.count()) === 0) await page.locator('.tile[data-ship="luke"] button.open').click();
    const panel = drawer.getByRole('group', { name: 'Obstacle for Luke Skywalker' });
    if ((await panel.count()) === 0) await drawer.getByRole('button', { name: 'Obstacle', exact: true }).click();
    await panel.getByTestId('obstacle-pick').selectOption('pomasteroid1');
    expect(await panel.getByRole('button', { name: 'Roll for me' }).isDisabled()).toBe(true);
    await panel.getByTestId('obstacle-kind').selectOption('debris');
    await panel.getByLabel('Moved through it').check();
    await panel.getByRole('button', { name: 'Roll for me' }).click();
    await expect.poll(async () => drawer.getByTestId('on-obstacle').count()).toBe(0);
    await page.getByRole('button', { name: 'History' }).click();
    await expect.poll(async () => (await page.getByRole('complementary', { name: 'History' }).textContent())?.replace(/\s+/g, ' ')).toMatch(/Luke Skywalker moved through pomasteroid1: rolled a \w+ \(rolled by the app\), .*a stress token/);
  }, 60_000);

  it('XWS § Obstacles: a squad pasted with its obstacles keeps them on the Lists screen; one the catalogue does not know says so; the player removes one and adds another', async () => {
    await page.goto(app.url);
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Collection', exact: true }).click();
    await importCardData(page, path.resolve(repoRoot, '..', 'shared', 'data', 'xwing-data2-2.5'));
    const text = JSON.stringify({ ...(JSON.parse(REBEL_SQUAD) as object), obstacles: ['coreasteroid5', 'obstacle-core2asteroid4', 'pomasteroid1'] });
    const read = await hostCall(app, 'lists.import', { text });
    if (!read.ok) throw new Error(read.error?.message);
    const added = await hostCall(app, 'lists.add', { list: (read.value as { imported: { list: unknown } }).imported.list });
    if (!added.ok) throw new Error(added.error?.message);
    await page.goto(`${app.url}#/lists/${(added.value as { summary: { id: number } }).summary.id}`);
    const panel = page.getByRole('region', { name: /^Obstacles/ });
    const items = () => panel.locator('li').allTextContents();
    await expect.poll(async () => (await items()).map((line) => line.replace(/\s+/g, ' ').trim())).toEqual([
      'Asteroid 5 (Core Set) Remove',
      'Asteroid 4 (Force Awakens Core Set) Remove',
      'pomasteroid1 (not in the catalogue: its kind is asked at setup) Remove',
    ]);
    await panel.getByRole('button', { name: 'Remove pomasteroid1' }).click();
    await panel.getByTestId('list-obstacle-pick').selectOption('gascloud2');
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(async () => (await items()).at(-1)?.replace(/\s+/g, ' ').trim()).toBe('Gas Cloud 2 Remove');
    await panel.scrollIntoViewIfNeeded();
    for (const size of [SIZES[0], SIZES[2]]) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`xwing-obstacles-list-${size.name}`) });
      await expect.poll(async () => ({ size: size.name, found: await thingsOnTop(page, 'section[aria-labelledby="obstacles-title"]') })).toEqual({ size: size.name, found: [] });
    }
    await page.setViewportSize({ width: 1366, height: 768 });
  }, 180_000);
});
