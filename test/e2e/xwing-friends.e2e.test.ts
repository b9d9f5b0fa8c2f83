import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../helpers/axe';
import { repoRoot, screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { xwingTable } from './xwing-table-steps';
import { smallTargets } from './readable-text';
import { squash, startXwingFromLists } from './list-paste';

// Issue 34, r5-friends · a wing leader's wingmates take its hits (Card · Veteran Wing Leader, Epic · Wings, 2.5 data):
// "Night Beast" leads two Academy Pilots; Luke's three hits are neutralized, and at Deal Damage each wingmate the
// defender's player names (one question: a wingmate in the attack arc?) suffers 1 hit, cancelling 1 hit left — the
// wingmate's damage shown on its tile, the results left on the step.

let app: ServedApp;
let browser: Browser;
let page: Page;

useBrowserMode('xwing-friends', (run) => void ({ app, browser, page } = run));

const sharedData = (...parts: string[]) => path.resolve(repoRoot, '..', 'shared', 'data', ...parts);

const LUKE_LIST = JSON.stringify({ faction: 'rebelalliance', name: 'Red Five', pilots: [{ id: 'lukeskywalker', ship: 't65xwing' }] });
const WING = JSON.stringify({
  faction: 'galacticempire',
  name: 'Night wing',
  pilots: [
    { id: 'nightbeast', ship: 'tielnfighter', upgrades: { command: ['veteranwingleader'] } },
    { id: 'academypilot', ship: 'tielnfighter' },
    { id: 'academypilot', ship: 'tielnfighter' },
  ],
});

const LUKE = 'Luke Skywalker';
const LEADER = '“Night Beast”';
const { tile, sheet, nextPhase } = xwingTable(() => page);
const hull = (name: string) => tile(name).locator('[data-stat="hull"] .value strong').textContent();

describe('a wingmate takes a hit for its wing leader, end to end in Chromium (issue 34, Epic · Wings)', () => {
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await page.screenshot({ path: screenshotPath(`xwing-friends-failed-${context.task.name.slice(0, 24).replace(/\W+/g, '-')}`), fullPage: true });
  });

  let mates: string[] = [];

  it('starts a game from a pasted X-wing list against a TIE wing led by “Night Beast” with Veteran Wing Leader (2.5 card data)', async () => {
    await startXwingFromLists(page, app.url, sharedData('xwing-data2-2.5'), 'Wing', ['Ana', LUKE_LIST], ['Ben', WING]);
    await tile(LEADER).waitFor();
    mates = (await page.locator('article.tile h3').allTextContents()).filter((name) => name.startsWith('Academy Pilot'));
    expect(mates).toHaveLength(2);
  }, 180_000);

  it('Card · Veteran Wing Leader: at Deal Damage each wingmate named suffers 1 hit (its tile shows it) and 1 hit left is cancelled; two at most', async () => {
    const [first = '', second = ''] = mates;
    await nextPhase('System Phase');
    await nextPhase('Activation Phase');
    for (const ship of [first, second, LEADER, LUKE]) await page.getByRole('button', { name: `Activate ${ship}` }).click();
    await nextPhase('Engagement Phase');

    await tile(LUKE).getByRole('button', { name: `Attack with ${LUKE}` }).click();
    await sheet().waitFor();
    await sheet().getByRole('button', { name: `${LEADER} at range 2` }).click();
    const tray = sheet().getByRole('form', { name: 'Attack dice tray' });
    await tray.getByRole('spinbutton', { name: 'Hits', exact: true }).fill('3');
    await sheet().getByRole('button', { name: /^Confirm attack dice: 3 hits/ }).click();
    await sheet().getByRole('button', { name: /confirm defense dice: 3 blanks/i }).click();

    // The step waits at Deal Damage: one button per wingmate it may name, the question said on it.
    const offers = (ship: string): Locator => sheet().locator('button[data-card-effect="Veteran Wing Leader"]', { hasText: ship });
    await expect.poll(() => offers(first).count()).toBeGreaterThan(0);
    expect(squash(await offers(first).first().textContent())).toMatch(/^Is the ship it names one of its wingmates, in the attack arc\? Yes — Academy Pilot.*: Veteran Wing Leader: a friend suffers 1 hit damage to cancel 1 hit left$/);
    expect(squash(await sheet().getByTestId('damage-total').textContent())).toBe('3 hits, 0 crits');
    expect(await hull(first)).toBe('3');

    await offers(first).first().click();
    await expect.poll(async () => squash(await sheet().getByTestId('damage-total').textContent())).toBe('2 hits, 0 crits');
    // The wingmate suffered the hit through the damage rule: a TIE has no shields, so a facedown card, its hull 1 lower.
    await expect.poll(() => hull(first)).toBe('2');
    await page.screenshot({ path: screenshotPath('xwing-friends-wingmate-took-a-hit-laptop') });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await smallTargets(page, '.sheet')).toEqual([]);

    await offers(second).first().click();
    await expect.poll(async () => squash(await sheet().getByTestId('damage-total').textContent())).toBe('1 hit, 0 crits');
    await expect.poll(() => hull(second)).toBe('2');
    // Two wingmates at most: no third offer.
    expect(await sheet().locator('button[data-card-effect="Veteran Wing Leader"]').count()).toBe(0);
    await sheet().getByRole('button', { name: `Apply damage to ${LEADER}` }).click();
    await expect.poll(() => hull(LEADER)).toBe('2');
    // The table after the attack: each wingmate's tile shows the hit it took for its leader.
    if (await sheet().count()) await sheet().getByRole('button', { name: 'Close the attack panel' }).click();
    await expect.poll(() => sheet().count()).toBe(0);
    expect([await hull(first), await hull(second), await hull(LEADER)]).toEqual(['2', '2', '2']);
    await page.screenshot({ path: screenshotPath('xwing-friends-wing-after-the-attack-laptop') });
  });
});
