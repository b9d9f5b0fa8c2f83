import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CardEffect } from '../../shared/engine/games/xwing/effects/card-effect';
import { rosters } from '../engine/xwing/helpers/xwing-game';
import { pilotEntry } from '../engine/xwing/helpers/xwing-roster';
import { armed } from '../engine/xwing/helpers/armament';
import { seriousAxeViolations } from '../helpers/axe';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { xwingTable } from './xwing-table-steps';
import { smallTargets } from './readable-text';
import { squash } from './list-paste';

// Issue 34, what cards lift and grant, in Chromium: Obi-Wan Kenobi's Delta-7 (Fine-Tuned Controls)
// spends 1 Force to boost after its one action (RRG · Actions); with Instinctive Aim his Proton
// Torpedoes are offered against a ship he has not locked, the 1 Force shown (RRG · Attack). The card
// facts ride in the setup as the card-effects reader writes them (DESIGN §10).

let app: ServedApp;
let page: Page;

useBrowserMode('xwing-card-grants', (run) => void ({ app, page } = run));

const OBI = 'Obi-Wan Kenobi';
const ACADEMY = 'Academy Pilot';
const { tile, drawer, sheet, phase } = xwingTable(() => page);

const fineTuned: CardEffect = { source: 'Fine-Tuned Controls', moment: 'afterManeuver', conditions: [], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'performAction', action: 'boost', difficulty: 'white' }], optional: true, summary: 'After a full maneuver: 1 Force to boost' };
const instinctiveAim: CardEffect = { source: 'Instinctive Aim', upgrade: 1, moment: 'declareTarget', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'special' }], costs: [{ kind: 'force', amount: 1 }], effects: [{ kind: 'liftRequirement', requirement: 'lock' }], optional: true, summary: '1 Force: ignore the lock requirement' };

describe('actions granted and requirements lifted by cards, end to end in Chromium (issue 34)', () => {
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await page.screenshot({ path: screenshotPath(`xwing-card-grants-failed-${context.task.name.slice(0, 24).replace(/\W+/g, '-')}`), fullPage: true });
  });

  it('Card · Fine-Tuned Controls: after its one action the Delta-7 spends 1 Force to boost, one tap on the card’s action', async () => {
    const obi = { ...armed(pilotEntry('galactic-republic/delta-7-aethersprite', OBI, { id: 'obi', actionBar: true, dial: true }), '2.5', 'protontorpedoes', 'instinctiveaim'), effects: [fineTuned, instinctiveAim] };
    const log = {
      format: 'sidetable.game-log',
      version: 1,
      system: 'xwing',
      name: 'Grants',
      commands: [
        { type: 'setup', seed: 34, rules: 3, edition: '2.5', players: rosters([obi], [pilotEntry('galactic-empire/tie-ln-fighter', ACADEMY, { id: 'academy', actionBar: true, dial: true })]) },
        { type: 'nextPhase' },
        { type: 'nextPhase' },
        { type: 'activateShip', ship: 'academy' },
        { type: 'executeManeuver', ship: 'academy', speed: 2, bearing: 'straight' },
        { type: 'activateShip', ship: 'obi' },
        { type: 'executeManeuver', ship: 'obi', speed: 2, bearing: 'straight' },
        { type: 'performAction', ship: 'obi', action: 'focus' },
      ],
    };
    await page.goto(app.url);
    await page.getByLabel('Game log to import').setInputFiles({ name: 'grants.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(log)) });
    // The import replays the log in the host: give it time on a busy machine.
    await expect.poll(phase, { timeout: 20_000 }).toBe('Activation Phase');
    await tile(OBI).getByRole('button', { name: OBI, exact: true }).click();
    await drawer().getByRole('button', { name: 'Actions', exact: true }).click();
    const granted = drawer().getByRole('group', { name: 'Actions its cards grant' });
    const boost = granted.getByRole('button', { name: 'Fine-Tuned Controls: Boost — 1 Force' });
    await boost.waitFor();
    expect(await boost.isEnabled()).toBe(true);
    // Its own boost is spent: the one action of the activation is done.
    expect(await drawer().getByRole('group', { name: `Actions of ${OBI}` }).getByRole('button', { name: 'Boost', exact: true }).isDisabled()).toBe(true);
    await granted.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('xwing-card-grants-actions-laptop') });
    expect(await smallTargets(page, 'aside.drawer')).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await boost.click();
    await expect.poll(() => tile(OBI).locator('[data-stat="force"] .value strong').textContent(), { timeout: 10_000 }).toBe('2');
    await expect.poll(async () => squash(await page.locator('.table-bar').textContent())).toContain('Obi-Wan Kenobi performs the boost action (Fine-Tuned Controls grants it).');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
  });

  it('Card · Instinctive Aim: Proton Torpedoes are offered against the unlocked TIE with the 1 Force shown; declaring pays it', async () => {
    await page.getByRole('button', { name: 'Next phase' }).click();
    await expect.poll(phase, { timeout: 10_000 }).toBe('Engagement Phase');
    await tile(OBI).getByRole('button', { name: `Attack with ${OBI}` }).click();
    await sheet().waitFor();
    await sheet().getByRole('group', { name: 'Weapon' }).getByRole('button', { name: /^Proton Torpedoes/ }).click();
    const target = sheet().getByRole('group', { name: ACADEMY });
    expect(squash(await target.locator('.lift').textContent())).toBe('Not locked: Instinctive Aim ignores the lock requirement — 1 Force.');
    await page.screenshot({ path: screenshotPath('xwing-card-grants-lift-laptop') });
    expect(await smallTargets(page, '.sheet')).toEqual([]);
    await sheet().getByRole('button', { name: `${ACADEMY} at range 2` }).click();
    await expect.poll(() => tile(OBI).locator('[data-stat="force"] .value strong').textContent(), { timeout: 10_000 }).toBe('1');
    expect(squash(await sheet().locator('.lead').first().textContent())).toContain('Roll 4 attack dice');
  });
});
