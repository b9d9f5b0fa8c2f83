import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../helpers/axe';
import { repoRoot, screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { xwingTable } from './xwing-table-steps';
import { smallTargets, smallText } from './readable-text';
import { squash, startXwingFromLists } from './list-paste';

// h-weapons (issue 34) · Card · Alpha-3E "Esk", RRG · Ion: a V-wing from a pasted 2.5 list spends the
// configuration's 2 charges before its primary attack's roll; 1 hit and 1 crit get through. The hit
// is damage (a facedown card), the crit an ion token: no faceup card, and the small TIE is ionized.

let app: ServedApp;
let browser: Browser;
let page: Page;

useBrowserMode('xwing-crits-ion', (run) => void ({ app, browser, page } = run));

const sharedData = (...parts: string[]) => path.resolve(repoRoot, '..', 'shared', 'data', ...parts);

const VWING = JSON.stringify({ faction: 'galacticrepublic', name: 'Esk run', pilots: [{ id: 'loyalistvolunteer', ship: 'nimbusclassvwing', upgrades: { configuration: ['alpha3eesk'] } }] });
const TIE = JSON.stringify({ faction: 'galacticempire', name: 'Academy', pilots: [{ id: 'academypilot', ship: 'tielnfighter' }] });

const LOYALIST = 'Loyalist Volunteer';
const ACADEMY = 'Academy Pilot';
const ESK = 'Alpha-3E “Esk”';
const { tile, sheet, nextPhase } = xwingTable(() => page);
const stat = (name: string, kind: string) => tile(name).locator(`[data-stat="${kind}"] .value strong`).textContent();

describe('crits as ion tokens at the table, end to end in Chromium (issue 34)', () => {
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await page.screenshot({ path: screenshotPath(`xwing-crits-ion-failed-${context.task.name.slice(0, 24).replace(/\W+/g, '-')}`), fullPage: true });
  });

  it('imports the X-Wing 2.5 card data and starts a game from a V-wing with Alpha-3E “Esk” and a TIE', async () => {
    await startXwingFromLists(page, app.url, sharedData('xwing-data2-2.5'), 'Esk run', ['Ana', VWING], ['Ben', TIE]);
    await tile(LOYALIST).waitFor();
    await nextPhase('System Phase');
    await nextPhase('Activation Phase');
    await page.getByRole('button', { name: `Activate ${ACADEMY}` }).click();
    await page.getByRole('button', { name: `Activate ${LOYALIST}` }).click();
    await nextPhase('Engagement Phase');
  }, 180_000);

  it('Card · Alpha-3E “Esk” · RRG · Ion: one tap before the roll spends 2 charges; 1 hit and 1 crit deal 1 facedown card and 1 ion token, no faceup card', async () => {
    await tile(LOYALIST).getByRole('button', { name: `Attack with ${LOYALIST}` }).click();
    await sheet().waitFor();
    const weapons = sheet().getByRole('group', { name: 'Weapon' });
    if (await weapons.count()) await weapons.getByRole('button', { name: /^Primary/ }).click();
    await sheet().getByRole('button', { name: `${ACADEMY} at range 2` }).click();
    await sheet().locator(`button[data-card-effect="${ESK}"]`).click();
    await expect.poll(async () => squash(await page.locator('.bar').textContent())).toMatch(/Alpha-3E “Esk”/);
    await expect.poll(() => sheet().locator(`button[data-card-effect="${ESK}"]`).count()).toBe(0);
    const tray = sheet().getByRole('form', { name: 'Attack dice tray' });
    await tray.getByRole('spinbutton', { name: 'Hits', exact: true }).fill('1');
    await tray.getByRole('spinbutton', { name: 'Crits', exact: true }).fill('1');
    await sheet().getByRole('button', { name: /^Confirm attack dice: 1 hit, 1 crit/ }).click();
    await sheet().getByRole('form', { name: 'Defense dice tray' }).waitFor();
    await sheet().getByRole('button', { name: /confirm defense dice: \d blanks/i }).click();

    const outcome = sheet().getByTestId('ion-outcome');
    await outcome.waitFor();
    expect(squash(await outcome.textContent())).toBe('Crits as ion tokens: 1 hit of damage, 1 ion token instead of the crits — no faceup card.');
    const plan = squash(await sheet().getByRole('list', { name: 'What applying will do' }).textContent());
    expect(plan).toMatch(/1 facedown damage card/);
    expect(plan).not.toMatch(/faceup/);
    expect(plan).toMatch(/\+1 ion token \(0 → 1\): Academy Pilot is ionized/);
    await page.screenshot({ path: screenshotPath('xwing-crits-ion-deal-damage-laptop') });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await smallTargets(page, '.sheet')).toEqual([]);
    expect(await smallText(page, '.sheet')).toEqual([]);
    await sheet().getByRole('button', { name: `Apply damage to ${ACADEMY}` }).click();

    await expect.poll(() => stat(ACADEMY, 'hull')).toBe('2');
    expect(squash(await tile(ACADEMY).locator('ul.cards').textContent())).toBe('1 facedown');
    expect(squash(await tile(ACADEMY).locator('ul.tokens').textContent())).toBe('Ion');
    await expect.poll(async () => squash(await page.locator('.bar').textContent())).toMatch(/1 ion token instead of the crits’ damage/);
  }, 120_000);
});
