import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../helpers/axe';
import { repoRoot, screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { xwingTable } from './xwing-table-steps';
import { smallTargets, smallText } from './readable-text';
import { squash, startXwingFromLists } from './list-paste';

// Issue 34 · RRG · Ion, Card · Ion Cannon Turret: a Y-wing from a pasted 2.5 list fires its Ion
// Cannon Turret at a TIE; 2 hits and 1 crit get through. The attack deals 1 hit damage (a facedown
// card, never a faceup one) and the other 2 results become ion tokens: the small TIE is ionized.

let app: ServedApp;
let browser: Browser;
let page: Page;

useBrowserMode('xwing-ion', (run) => void ({ app, browser, page } = run));

const sharedData = (...parts: string[]) => path.resolve(repoRoot, '..', 'shared', 'data', ...parts);

const YWING = JSON.stringify({ faction: 'rebelalliance', name: 'Ion gunner', pilots: [{ id: 'goldsquadronveteran', ship: 'btla4ywing', upgrades: { turret: ['ioncannonturret'] } }] });
const TIE = JSON.stringify({ faction: 'galacticempire', name: 'Academy', pilots: [{ id: 'academypilot', ship: 'tielnfighter' }] });

const GOLD = 'Gold Squadron Veteran';
const ACADEMY = 'Academy Pilot';
const { tile, sheet, nextPhase } = xwingTable(() => page);
const stat = (name: string, kind: string) => tile(name).locator(`[data-stat="${kind}"] .value strong`).textContent();

describe('an ion weapon at the table, end to end in Chromium (issue 34)', () => {
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await page.screenshot({ path: screenshotPath(`xwing-ion-failed-${context.task.name.slice(0, 24).replace(/\W+/g, '-')}`), fullPage: true });
  });

  it('imports the X-Wing 2.5 card data and starts a game from a Y-wing with an Ion Cannon Turret and a TIE', async () => {
    await startXwingFromLists(page, app.url, sharedData('xwing-data2-2.5'), 'Ion run', ['Ana', YWING], ['Ben', TIE]);
    await tile(GOLD).waitFor();
    await nextPhase('System Phase');
    await nextPhase('Activation Phase');
    await page.getByRole('button', { name: `Activate ${ACADEMY}` }).click();
    await page.getByRole('button', { name: `Activate ${GOLD}` }).click();
    await nextPhase('Engagement Phase');
  }, 180_000);

  it('RRG · Ion, Card · Ion Cannon Turret: 2 hits and 1 crit deal 1 damage and 2 ion tokens; no faceup card; the TIE is ionized', async () => {
    await tile(GOLD).getByRole('button', { name: `Attack with ${GOLD}` }).click();
    await sheet().waitFor();
    const weapons = sheet().getByRole('group', { name: 'Weapon' });
    await weapons.getByRole('button', { name: /^Ion Cannon Turret/ }).click();
    await sheet().getByRole('button', { name: `${ACADEMY} at range 1` }).click();
    // 3 dice + 1 range bonus (not ordnance).
    expect(await sheet().locator('.lead').first().textContent()).toContain('Roll 4 attack dice');
    const tray = sheet().getByRole('form', { name: 'Attack dice tray' });
    await tray.getByRole('spinbutton', { name: 'Hits', exact: true }).fill('2');
    await tray.getByRole('spinbutton', { name: 'Crits', exact: true }).fill('1');
    await sheet().getByRole('button', { name: /^Confirm attack dice: 2 hits, 1 crit, 1 blank/ }).click();
    await sheet().getByRole('form', { name: 'Defense dice tray' }).waitFor();
    await sheet().getByRole('button', { name: /confirm defense dice: 3 blanks/i }).click();

    // Deal Damage shows the ion outcome before it is applied.
    const outcome = sheet().getByTestId('ion-outcome');
    await outcome.waitFor();
    expect(squash(await outcome.textContent())).toBe('Ion Cannon Turret is an ion weapon: 1 hit of damage, 2 ion tokens instead of the rest — no faceup card.');
    const plan = squash(await sheet().getByRole('list', { name: 'What applying will do' }).textContent());
    expect(plan).toMatch(/1 facedown damage card/);
    expect(plan).not.toMatch(/faceup/);
    expect(plan).toMatch(/\+2 ion tokens \(0 → 2\): Academy Pilot is ionized/);
    await page.screenshot({ path: screenshotPath('xwing-ion-deal-damage-laptop') });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await smallTargets(page, '.sheet')).toEqual([]);
    expect(await smallText(page, '.sheet')).toEqual([]);
    await sheet().getByRole('button', { name: `Apply damage to ${ACADEMY}` }).click();

    await expect.poll(() => stat(ACADEMY, 'hull')).toBe('2');
    expect(squash(await tile(ACADEMY).locator('ul.cards').textContent())).toBe('1 facedown');
    expect(squash(await tile(ACADEMY).locator('ul.tokens').textContent())).toBe('Ion ×2');
    expect(squash(await tile(ACADEMY).locator('ul.statuses').textContent())).toMatch(/ionized/i);
    // The history says it in the game's words.
    await expect.poll(async () => squash(await page.locator('.bar').textContent())).toMatch(/Ion Cannon Turret is an ion weapon/);
    await page.screenshot({ path: screenshotPath('xwing-ion-after-laptop') });
  });

  it('RRG · Tractor, Card · Tractor Beam: a hit of 1 hit and 1 crit gives 2 tractor tokens and no damage; the panel and the history say so', async () => {
    const LAMBDA = JSON.stringify({ faction: 'galacticempire', name: 'Beam', pilots: [{ id: 'omicrongrouppilot', ship: 'lambdaclasst4ashuttle', upgrades: { cannon: ['tractorbeam'] } }] });
    const XWING = JSON.stringify({ faction: 'rebelalliance', name: 'Red', pilots: [{ id: 'redsquadronveteran', ship: 't65xwing' }] });
    const OMICRON = 'Omicron Group Pilot';
    const RED = 'Red Squadron Veteran';
    await startXwingFromLists(page, app.url, sharedData('xwing-data2-2.5'), 'Beam run', ['Cid', LAMBDA], ['Dee', XWING]);
    await tile(OMICRON).waitFor();
    await nextPhase('System Phase');
    await nextPhase('Activation Phase');
    await page.getByRole('button', { name: `Activate ${OMICRON}` }).click();
    await page.getByRole('button', { name: `Activate ${RED}` }).click();
    await nextPhase('Engagement Phase');
    // Initiative 3 engages first: the X-wing passes, then the shuttle fires its beam.
    await tile(RED).getByRole('button', { name: /^Pass/ }).click();
    await tile(OMICRON).getByRole('button', { name: `Attack with ${OMICRON}` }).click();
    await sheet().waitFor();
    await sheet().getByRole('group', { name: 'Weapon' }).getByRole('button', { name: /^Tractor Beam/ }).click();
    await sheet().getByRole('button', { name: `${RED} at range 1` }).click();
    const dice = Number(/Roll (\d) attack dice/.exec((await sheet().locator('.lead').first().textContent()) ?? '')?.[1] ?? 0);
    expect(dice).toBeGreaterThanOrEqual(2);
    const tray = sheet().getByRole('form', { name: 'Attack dice tray' });
    await tray.getByRole('spinbutton', { name: 'Hits', exact: true }).fill('1');
    await tray.getByRole('spinbutton', { name: 'Crits', exact: true }).fill('1');
    await sheet().getByRole('button', { name: /^Confirm attack dice: 1 hit, 1 crit/ }).click();
    await sheet().getByRole('form', { name: 'Defense dice tray' }).waitFor();
    await sheet().getByRole('button', { name: /confirm defense dice: \d blanks?/i }).click();
    const outcome = sheet().getByTestId('ion-outcome');
    await outcome.waitFor();
    expect(squash(await outcome.textContent())).toBe('Tractor Beam: 2 tractor tokens instead of damage — no damage card.');
    const plan = squash(await sheet().getByRole('list', { name: 'What applying will do' }).textContent());
    expect(plan).not.toMatch(/damage card|Shields/);
    expect(plan).toMatch(/\+2 tractor tokens \(0 → 2\)/);
    await page.screenshot({ path: screenshotPath('xwing-tractor-deal-damage-laptop') });
    await sheet().getByRole('button', { name: `Apply damage to ${RED}` }).click();
    await expect.poll(async () => squash(await tile(RED).locator('ul.tokens').textContent())).toBe('Tractor ×2');
    expect(await tile(RED).locator('ul.cards').count() === 0 || squash(await tile(RED).locator('ul.cards').textContent()) === '').toBe(true);
    // The tile shows the command ahead of the host; the bar speaks when the host's log entry comes back.
    await expect.poll(async () => squash(await page.locator('.bar').textContent())).toMatch(/Tractor Beam: Red Squadron Veteran gains 2 tractor tokens instead of damage/);
  }, 120_000);
});
