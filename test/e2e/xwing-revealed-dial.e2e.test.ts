import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rosters } from '../engine/xwing/helpers/xwing-game';
import { pilotEntry } from '../engine/xwing/helpers/xwing-roster';
import { withEffects } from '../engine/xwing/helpers/card-effects';
import { seriousAxeViolations } from '../helpers/axe';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { xwingTable } from './xwing-table-steps';
import { smallTargets } from './readable-text';

// h-moves · issue 34, in Chromium: Card · Saesee Tiin (2.5) and RRG · Reveal Dial. A friend of hers
// reveals its dial with one tap (a card on the table acts on a revealed dial, so it is not executed
// yet); her question offers, drawn as a dial, the maneuvers of the friend's dial with the same speed
// and difficulty; one tap sets it (her Force spent, said in the history); the friend then executes
// the new maneuver at its difficulty with one more tap, and Undo takes that back.

let app: ServedApp;
let page: Page;

useBrowserMode('xwing-revealed-dial', (run) => void ({ app, page } = run));

const DELTA_7 = 'galactic-republic/delta-7-aethersprite';
const SAESEE = 'Saesee Tiin';
const KNIGHT = 'Jedi Knight';
const ACADEMY = 'Academy Pilot';

const { tile, drawer, phase } = xwingTable(() => page);
const bar = () => page.locator('.table-bar').textContent();
const flying = (name: string, id: string) => ({ ...withEffects(DELTA_7, name, id, '2.5'), dial: pilotEntry(DELTA_7, name, { dial: true }).dial });

describe('a revealed dial set to another maneuver by a friend’s card, end to end in Chromium', () => {
  it('Card · Saesee Tiin: reveal, set to the other white 2 turn in one tap, execute it; Undo brings the dial back', async () => {
    const log = {
      format: 'sidetable.game-log',
      version: 1,
      system: 'xwing',
      name: 'Revealed dial',
      commands: [
        {
          type: 'setup',
          seed: 34,
          rules: 3,
          edition: '2.5',
          players: rosters([flying(SAESEE, 'saesee'), flying(KNIGHT, 'knight')], [pilotEntry('galactic-empire/tie-ln-fighter', ACADEMY, { id: 'academy', actionBar: true, dial: true })]),
        },
        { type: 'nextPhase' },
        { type: 'nextPhase' },
        // RRG · Initiative: the Academy Pilot (1) goes before the Jedi Knight (3).
        { type: 'activateShip', ship: 'academy' },
        { type: 'endActivation' },
      ],
    };
    await page.goto(app.url);
    await page.getByLabel('Game log to import').setInputFiles({ name: 'revealed-dial.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(log)) });
    await expect.poll(phase).toBe('Activation Phase');
    await tile(KNIGHT).getByRole('button', { name: KNIGHT, exact: true }).click();
    const maneuver = drawer().getByRole('region', { name: 'Maneuver' });
    await maneuver.waitFor();
    await expect.poll(() => maneuver.textContent()).toContain('a card may act on its dial before it is executed');
    await maneuver.getByRole('button', { name: 'white 2 left turn' }).click();
    await expect.poll(bar).toContain('Jedi Knight reveals its dial: white 2 left turn.');
    await expect.poll(() => maneuver.textContent()).toContain('Revealed: white 2 left turn');

    // Her question, its maneuvers drawn as a dial: the Delta-7's other white 2 maneuver is the right turn.
    const question = page.locator('[data-prompt="ability"]', { hasText: SAESEE });
    await question.waitFor();
    const picks = question.getByRole('button', { name: /^Done, Saesee Tiin sets: / });
    await expect.poll(() => picks.allTextContents()).toHaveLength(1);
    await page.screenshot({ path: screenshotPath('xwing-revealed-dial-question-laptop') });
    expect(await smallTargets(page, '[data-prompt="ability"]')).toEqual([]);
    await question.getByRole('button', { name: 'Done, Saesee Tiin sets: white 2 right turn' }).click();
    await expect.poll(bar).toContain('Saesee Tiin sets Jedi Knight’s dial to white 2 right turn (it revealed white 2 left turn).');
    await expect.poll(() => maneuver.textContent()).toContain('Revealed: white 2 right turn');
    await expect.poll(() => tile(SAESEE).textContent()).toMatch(/Force\D*1/);
    await page.screenshot({ path: screenshotPath('xwing-revealed-dial-set-laptop') });

    await maneuver.getByRole('button', { name: 'Execute white 2 right turn' }).click();
    await expect.poll(bar).toContain('Jedi Knight executes white 2 right turn.');
    await expect.poll(() => maneuver.count()).toBe(0);
    await page.screenshot({ path: screenshotPath('xwing-revealed-dial-executed-laptop') });

    await page.locator('.table-bar').getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => maneuver.textContent()).toContain('Revealed: white 2 right turn');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
