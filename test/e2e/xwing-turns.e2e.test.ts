import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rosters } from '../engine/xwing/helpers/xwing-game';
import { pilotEntry } from '../engine/xwing/helpers/xwing-roster';
import { seriousAxeViolations } from '../helpers/axe';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { xwingTable } from './xwing-table-steps';
import { smallTargets, smallText } from './readable-text';

// Issue 23 · every ship plays its part, in Chromium: a red maneuver entered from the ship's dial
// gives it a stress token (RRG · Check Difficulty), and the Engagement Phase goes in initiative
// order, the ship whose turn it is attacking or passing with one tap, in the history and undoable
// (RRG · Engagement Phase, RRG · Initiative).

let app: ServedApp;
let page: Page;

useBrowserMode('xwing-turns', (run) => void ({ app, page } = run));

const LUKE = 'Luke Skywalker';
const ESCORT = 'Blue Squadron Escort';
const ACADEMY = 'Academy Pilot';

const { tile, drawer, phase } = xwingTable(() => page);
const turnLine = () => page.locator('p.turn-line').textContent();

describe('X-Wing turns and maneuvers, end to end in Chromium', () => {
  it('RRG · Check Difficulty: the red maneuver tapped on the dial gives the ship a stress token, and the history says so', async () => {
    // A game as one from lists starts it (rules 3, the ships' dials from xwing-data2: test input).
    const log = {
      format: 'sidetable.game-log',
      version: 1,
      system: 'xwing',
      name: 'Turns',
      commands: [
        {
          type: 'setup',
          seed: 23,
          rules: 3,
          edition: '2.0',
          players: rosters(
            [pilotEntry('rebel-alliance/t-65-x-wing', LUKE, { id: 'luke', actionBar: true, dial: true }), pilotEntry('rebel-alliance/t-65-x-wing', ESCORT, { id: 'escort', actionBar: true, dial: true })],
            [pilotEntry('galactic-empire/tie-ln-fighter', ACADEMY, { id: 'academy', actionBar: true, dial: true })],
          ),
        },
        { type: 'nextPhase' },
        { type: 'nextPhase' },
      ],
    };
    await page.goto(app.url);
    await page.getByLabel('Game log to import').setInputFiles({ name: 'turns.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(log)) });
    await expect.poll(phase).toBe('Activation Phase');
    // Initiative 1 goes first: the table says whose turn it is.
    await expect.poll(turnLine).toBe('Turn: Academy Pilot activates. Ending the phase now: 2 ships pass.');
    await tile(ACADEMY).getByRole('button', { name: ACADEMY, exact: true }).click();
    // The card's full text, from the imported card data (here the starter cards'), one tap away on the ship.
    await drawer().getByRole('button', { name: 'Card text' }).click();
    await expect.poll(() => drawer().locator('.card-texts .text').first().textContent()).toMatch(/^Academy Pilot: \S/);
    await drawer().getByRole('button', { name: 'Hide card text' }).click();
    const maneuver = drawer().getByRole('region', { name: 'Maneuver' });
    await maneuver.waitFor();
    await page.screenshot({ path: screenshotPath('xwing-turns-dial-laptop') });
    expect(await smallTargets(page, 'aside.drawer')).toEqual([]);
    await maneuver.getByRole('button', { name: 'red 3 Koiogran turn' }).click();
    await expect.poll(() => tile(ACADEMY).locator('ul.statuses li').allTextContents()).toEqual(['Stressed']);
    await expect.poll(() => page.locator('.table-bar').textContent()).toContain('Academy Pilot gains a stress token.');
    await expect.poll(turnLine).toBe('Activating: Academy Pilot. Next: Blue Squadron Escort. Ending the phase now: 1 ship passes.');
    await page.screenshot({ path: screenshotPath('xwing-turns-red-maneuver-laptop') });
    expect(await smallText(page, 'aside.drawer')).toEqual([]);
    expect(await smallTargets(page, 'aside.drawer')).toEqual([]);
    // One maneuver an activation: the dial is gone once it is executed.
    await expect.poll(() => maneuver.count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('RRG · Engagement Phase: only the ship whose turn it is attacks or passes; Pass is one tap, in the history, and Undo brings the turn back', async () => {
    await page.getByRole('button', { name: 'Next phase' }).click();
    await expect.poll(phase).toBe('Engagement Phase');
    await expect.poll(turnLine).toBe('Turn: Luke Skywalker attacks or passes. Ending the phase now: 2 ships pass.');
    // Initiative 5 engages first: the others show no Attack yet.
    expect(await tile(LUKE).getByRole('button', { name: `Attack with ${LUKE}` }).count()).toBe(1);
    expect(await tile(ESCORT).getByRole('button', { name: `Attack with ${ESCORT}` }).count()).toBe(0);
    expect(await tile(ACADEMY).getByRole('button', { name: `Attack with ${ACADEMY}` }).count()).toBe(0);
    await page.screenshot({ path: screenshotPath('xwing-turns-engagement-order-laptop') });
    await tile(LUKE).getByRole('button', { name: `Pass with ${LUKE}: it does not engage` }).click();
    await expect.poll(turnLine).toBe('Turn: Blue Squadron Escort attacks or passes. Ending the phase now: 1 ship passes.');
    await expect.poll(() => page.locator('.table-bar').textContent()).toContain('Luke Skywalker passes: it does not engage this round.');
    expect(await tile(ESCORT).getByRole('button', { name: `Attack with ${ESCORT}` }).count()).toBe(1);
    await page.screenshot({ path: screenshotPath('xwing-turns-passed-laptop') });
    expect(await smallTargets(page, '.squadrons')).toEqual([]);
    await page.locator('.table-bar').getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(turnLine).toBe('Turn: Luke Skywalker attacks or passes. Ending the phase now: 2 ships pass.');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
