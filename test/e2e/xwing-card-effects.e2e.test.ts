import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../helpers/axe';
import { repoRoot, screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { xwingTable } from './xwing-table-steps';
import { smallTargets } from './readable-text';
import { squash, startXwingFromLists } from './list-paste';

// Issue 34, card effects as data at the table: Braylen Stramm (B-wing, 2.5 data) carries Proton
// Torpedoes. RRG · Special weapons and the card's own text: with a lock, the torpedo's hit → crit is
// one tap at Modify Attack Dice, the whole attack at most 6 taps besides the dice faces (counted).
// Braylen's own dice ability (a reroll while stressed) is offered only once it is stressed.

let app: ServedApp;
let browser: Browser;
let page: Page;

useBrowserMode('xwing-card-effects', (run) => void ({ app, browser, page } = run));

const sharedData = (...parts: string[]) => path.resolve(repoRoot, '..', 'shared', 'data', ...parts);

const BWING = JSON.stringify({
  faction: 'rebelalliance',
  name: 'Blade',
  pilots: [{ id: 'braylenstramm', ship: 'asf01bwing', upgrades: { torpedo: ['protontorpedoes'] } }],
});
const ACADEMY = JSON.stringify({
  faction: 'galacticempire',
  name: 'Academy',
  pilots: [
    { id: 'academypilot', ship: 'tielnfighter' },
    { id: 'academypilot', ship: 'tielnfighter' },
  ],
});

const BRAYLEN = 'Braylen Stramm';
const { tile, sheet, drawer, nextPhase } = xwingTable(() => page);
const cardEffect = (source: string): Locator => sheet().locator(`button[data-card-effect="${source}"]`);

describe('card effects applied at their moment, end to end in Chromium (issue 34)', () => {
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await page.screenshot({ path: screenshotPath(`xwing-card-effects-failed-${context.task.name.slice(0, 24).replace(/\W+/g, '-')}`), fullPage: true });
  });

  let academy: string[] = [];

  it('starts a game from a pasted B-wing list against two TIE fighters (2.5 card data)', async () => {
    await startXwingFromLists(page, app.url, sharedData('xwing-data2-2.5'), 'Torpedo run', ['Ana', BWING], ['Ben', ACADEMY]);
    await tile(BRAYLEN).waitFor();
    academy = (await page.locator('article.tile h3').allTextContents()).filter((name) => name.startsWith('Academy Pilot'));
    expect(academy).toHaveLength(2);
  }, 180_000);

  it('Card · Proton Torpedoes: the hit → crit is one tap, the whole attack at most 6 taps besides the dice faces; Braylen’s reroll is not offered unstressed', async () => {
    const [target = '', other = ''] = academy;
    await nextPhase('System Phase');
    await nextPhase('Activation Phase');
    await page.getByRole('button', { name: `Activate ${target}` }).click();
    await page.getByRole('button', { name: `Activate ${other}` }).click();
    await page.getByRole('button', { name: `Activate ${BRAYLEN}` }).click();
    await tile(BRAYLEN).getByRole('button', { name: BRAYLEN, exact: true }).click();
    await drawer().getByRole('button', { name: 'Actions', exact: true }).click();
    await drawer().getByRole('button', { name: `Lock ${target}` }).click();
    await expect.poll(() => tile(target).locator('ul.tokens').textContent()).toContain('Locked by');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer().count()).toBe(0);
    await nextPhase('Engagement Phase');

    let taps = 0;
    const tap = async (target: Locator) => {
      await target.click();
      taps += 1;
    };
    await tap(tile(BRAYLEN).getByRole('button', { name: `Attack with ${BRAYLEN}` }));
    await sheet().waitFor();
    await tap(sheet().getByRole('group', { name: 'Weapon' }).getByRole('button', { name: /^Proton Torpedoes/ }));
    await tap(sheet().getByRole('button', { name: `${target} at range 2` }));
    const tray = sheet().getByRole('form', { name: 'Attack dice tray' });
    await tray.getByRole('spinbutton', { name: 'Hits', exact: true }).fill('2');
    await tray.getByRole('spinbutton', { name: 'Focus', exact: true }).fill('1');
    await tap(sheet().getByRole('button', { name: /^Confirm attack dice: 2 hits, 1 focus, 1 blank/ }));
    // The torpedo's own change is offered, saying what it changes; Braylen (not stressed) has no reroll to offer.
    const torpedo = cardEffect('Proton Torpedoes');
    await torpedo.waitFor();
    expect(squash(await torpedo.textContent())).toMatch(/^Proton Torpedoes: 1 hit → crit Braylen Stramm$/);
    expect(await cardEffect(BRAYLEN).count()).toBe(0);
    await page.screenshot({ path: screenshotPath('xwing-card-effects-torpedo-offered-laptop') });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await smallTargets(page, '.sheet')).toEqual([]);
    await tap(torpedo);
    await expect.poll(() => cardEffect('Proton Torpedoes').count()).toBe(0);
    expect(squash(await sheet().getByRole('group', { name: /Attack dice/ }).first().textContent())).toMatch(/Die 1 Crit Die 2 Hit Die 3 Focus/);
    await tap(sheet().getByRole('button', { name: /confirm defense dice: 3 blanks/i }));
    // A hit and a crit (the focus unspent): a TIE has no shields, so two damage cards, the crit's dealt faceup.
    await expect.poll(() => tile(target).locator('[data-stat="hull"] .value strong').textContent()).toBe('1');
    expect(taps).toBeLessThanOrEqual(6);
    // Measured: open the panel, the weapon, the range, confirm the attack dice, the torpedo's crit, confirm the defense dice.
    expect(taps).toBe(6);
    await page.screenshot({ path: screenshotPath('xwing-card-effects-torpedo-damage-laptop') });
  });

  it('Card · Braylen Stramm: defending while stressed, its reroll of up to 2 dice is offered (and used with one tap and the new faces)', async () => {
    const [, other = ''] = academy;
    await tile(BRAYLEN).getByRole('button', { name: BRAYLEN, exact: true }).click();
    // Issue 34: the ship card lists only what its facts leave to the table; Braylen and the torpedoes are played.
    const leftToTable = squash((await drawer().locator('.your-call').allTextContents()).join(' '));
    expect(leftToTable).not.toMatch(/Braylen|Proton Torpedoes/);
    await drawer().getByRole('button', { name: 'Gain a token' }).click();
    await drawer().getByRole('button', { name: 'Gain Stress', exact: true }).click();
    await expect.poll(() => tile(BRAYLEN).locator('ul.statuses li').allTextContents()).toContain('Stressed');
    await drawer().getByRole('button', { name: 'Done' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer().count()).toBe(0);
    await tile(other).getByRole('button', { name: `Attack with ${other}` }).click();
    await sheet().waitFor();
    await sheet().getByRole('button', { name: `${BRAYLEN} at range 2` }).click();
    const tray = sheet().getByRole('form', { name: 'Attack dice tray' });
    await tray.getByRole('spinbutton', { name: 'Hits', exact: true }).fill('2');
    await sheet().getByRole('button', { name: /^Confirm attack dice: 2 hits/ }).click();
    await sheet().getByRole('form', { name: 'Defense dice tray' }).waitFor();
    // While the attack dice are modified, Braylen (the defender) changes no attack dice: its reroll is its own dice'.
    expect(await cardEffect(BRAYLEN).count()).toBe(0);
    await sheet().getByRole('button', { name: /confirm defense dice: 1 blank/i }).click();
    const reroll = cardEffect(BRAYLEN);
    await reroll.waitFor();
    expect(squash(await reroll.textContent())).toMatch(/^Braylen Stramm: reroll up to 2 defense dice/);
    await page.screenshot({ path: screenshotPath('xwing-card-effects-braylen-reroll-laptop') });
    await reroll.click();
    const rerollTray = sheet().getByRole('form', { name: /dice tray/i }).last();
    await rerollTray.getByRole('spinbutton', { name: 'Evades', exact: true }).fill('1');
    await sheet().getByRole('button', { name: /^Confirm reroll/ }).click();
    await expect.poll(() => cardEffect(BRAYLEN).count()).toBe(0);
    // The new faces count: 2 hits less the rerolled evade is 1 damage (the blank would have let both through);
    // nothing is left to do, so the attack resolves and the panel closes (reading it then was a race).
    await expect.poll(() => tile(BRAYLEN).locator('[data-stat="shield"] .value strong').textContent()).toBe('3');
    await expect.poll(() => sheet().count()).toBe(0);
  });
});
