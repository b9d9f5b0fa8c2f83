import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { seriousAxeViolations } from '../helpers/axe';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { holdableWire, holdReplies, releaseReplies, replyHeld } from '../helpers/on-the-wire';
import { smallTargets, smallText } from './readable-text';

// X-Wing attacks at the speed of cardboard, on the core set (Luke; Iden Versio and "Night Beast"):
// the attack is one panel opened from the attacker; one tap on a target's range declares; dice are
// entered by counts; the defender's step is skipped only when the defender has nothing to spend.
// Taps and key presses are counted (issue 11): an attack with one token spent takes at most 5 taps
// besides entering the dice faces, and a whole attack by keyboard at most 30 key presses.

let app: ServedApp;
let browser: Browser;
let page: Page;

useBrowserMode('xwing-attack', (run) => void ({ app, browser, page } = run));

const LUKE = 'Luke Skywalker';
const IDEN = 'Iden Versio';
const BEAST = '"Night Beast"';

const tile = (name: string): Locator => page.locator('article.tile', { has: page.getByRole('heading', { name, exact: true }) });
const drawer = (): Locator => page.locator('aside.drawer');
const sheet = (): Locator => page.getByRole('dialog', { name: /^Attack/ });
const stat = (name: string, kind: string) => tile(name).locator(`[data-stat="${kind}"] .value strong`).textContent();
const tileTokens = (name: string) => tile(name).locator('ul.tokens li').allTextContents();
const phase = () => page.locator('.bar .phase').textContent();
const lastChange = () => page.locator('.bar .last').textContent();
const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function nextPhase(to: string): Promise<void> {
  await page.getByRole('button', { name: 'Next phase' }).click();
  await expect.poll(phase).toBe(to);
}

/** Counts the taps of an attack that are not dice faces being entered. */
function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      await target.click();
      taps += 1;
    },
    get taps() {
      return taps;
    },
  };
}

async function countFaces(pool: 'attack' | 'defense', counts: Record<string, number>): Promise<void> {
  const tray = sheet().getByRole('form', { name: `${pool === 'attack' ? 'Attack' : 'Defense'} dice tray` });
  for (const [face, n] of Object.entries(counts)) await tray.getByRole('spinbutton', { name: face, exact: true }).fill(String(n));
}

describe('an X-Wing attack in few taps, end to end in Chromium', () => {
  it('creates an X-Wing game from the core set pilots; in the Activation Phase Iden Versio focuses', async () => {
    await holdableWire(page);
    await page.goto(app.url);
    await page.getByRole('textbox', { name: 'Game name', exact: true }).fill('Dogfight');
    await page.getByRole('radio', { name: 'Star Wars: X-Wing' }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.getByRole('heading', { name: 'Set up the squadrons' }).waitFor();
    await page.getByRole('button', { name: 'Use the core set ships' }).click();
    await expect.poll(() => page.locator('section[data-side="1"] .unit-name').count()).toBe(2);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await tile(LUKE).waitFor();
    await nextPhase('System Phase');
    await nextPhase('Activation Phase');
    // RRG · Activation Phase: the lowest initiative activates first ("Night Beast", then Iden Versio).
    await tile(BEAST).getByRole('button', { name: `Activate ${BEAST}` }).click();
    await tile(IDEN).getByRole('button', { name: IDEN, exact: true }).click();
    await drawer().getByRole('button', { name: 'Actions', exact: true }).click();
    await drawer().getByRole('button', { name: 'Focus', exact: true }).click();
    await expect.poll(() => tileTokens(IDEN)).toEqual(['Focus']);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer().count()).toBe(0);
    await nextPhase('Engagement Phase');
    // RRG · Engagement Phase: Luke (initiative 5) engages first; he passes, so Iden Versio's turn comes.
    await tile(LUKE).getByRole('button', { name: `Pass with ${LUKE}: it does not engage` }).click();
    await tile(IDEN).getByRole('button', { name: `Attack with ${IDEN}` }).waitFor();
  });

  it('Iden Versio attacks Luke at range 1 and spends her focus: 5 taps besides the dice faces, the damage is dealt', async () => {
    const count = tapCounter();
    await count.tap(tile(IDEN).getByRole('button', { name: `Attack with ${IDEN}` }));
    await sheet().waitFor();
    // Only the enemies are offered; one tap on a range declares.
    expect(await sheet().locator('.target').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')))).toEqual([LUKE]);
    await page.screenshot({ path: screenshotPath('xwing-attack-declare-laptop') });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await count.tap(sheet().getByRole('button', { name: `${LUKE} at range 1` }));
    expect(await sheet().locator('.lead').first().textContent()).toContain('Roll 3 attack dice (attack value 2 + 1 range bonus)');
    await countFaces('attack', { Hits: 1, Crits: 1, Focus: 1 });
    await page.screenshot({ path: screenshotPath('xwing-attack-dice-laptop') });
    expect(await smallText(page, '.sheet')).toEqual([]);
    expect(await smallTargets(page, '.sheet')).toEqual([]);
    await count.tap(sheet().getByRole('button', { name: /^Confirm attack dice: 1 hit, 1 crit, 1 focus/ }));
    // While Iden Versio could still spend her focus, confirming the defense dice says it ends her step.
    await sheet().getByRole('button', { name: `${IDEN} is done — confirm defense dice: 2 blanks` }).waitFor();
    await count.tap(sheet().getByRole('button', { name: /^Spend focus: 1 focus → hit/ }));
    await expect.poll(() => tileTokens(IDEN)).toEqual([]);
    await page.screenshot({ path: screenshotPath('xwing-attack-modify-laptop') });
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Luke rolls two blanks: no focus to change with the Force, no evade token: nothing to spend.
    await count.tap(sheet().getByRole('button', { name: /^Confirm defense dice: 2 blanks/ }));
    await expect.poll(() => stat(LUKE, 'hull')).toBe('3');
    expect(await stat(LUKE, 'shield')).toBe('0');
    expect(count.taps).toBeLessThanOrEqual(5);
    expect(count.taps).toBe(5);
    // The attack ended: the panel closes and the table says what happened.
    await expect.poll(() => sheet().count()).toBe(0);
    await expect.poll(lastChange).toContain('Luke Skywalker is dealt');
    expect(await tile(LUKE).locator('ul.cards li.faceup').count()).toBe(1);
    await page.screenshot({ path: screenshotPath('xwing-attack-applied-laptop') });
  });

  it('the defender’s step is the defender’s: with a focus result and Force, nothing is dealt until Luke spends or says nothing more', async () => {
    // A card gives Luke a fore reinforce token.
    await tile(LUKE).getByRole('button', { name: LUKE, exact: true }).click();
    await drawer().getByRole('button', { name: 'Gain a token' }).click();
    await drawer().getByRole('button', { name: 'Gain Reinforce fore', exact: true }).click();
    await expect.poll(() => tileTokens(LUKE)).toEqual(['Reinforce fore']);
    await page.keyboard.press('Escape');

    await tile(BEAST).getByRole('button', { name: `Attack with ${BEAST}` }).click();
    await sheet().getByRole('button', { name: `${LUKE} at range 2` }).click();
    await countFaces('attack', { Hits: 2 });
    await sheet().getByRole('button', { name: /^Confirm attack dice: 2 hits/ }).click();
    // "Night Beast" holds no token: its modifications are skipped, the defense dice are next.
    expect(await sheet().getByRole('group', { name: 'Tokens and Force to spend' }).textContent()).toContain('No token or Force can be spent');
    await countFaces('defense', { Focus: 1 });
    await sheet().getByRole('button', { name: /^Confirm defense dice: 1 focus, 1 blank/ }).click();

    // Reinforce could matter (two hits): where is the attacker, seen from Luke?
    await sheet().getByRole('button', { name: /^Front full arc/ }).click();
    await sheet().getByRole('button', { name: /^Spend 1 Force: die 1 focus → evade/ }).waitFor();
    expect(await stat(LUKE, 'hull')).toBe('3');
    await page.screenshot({ path: screenshotPath('xwing-attack-defender-laptop') });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await smallText(page, '.sheet')).toEqual([]);
    expect(await smallTargets(page, '.sheet')).toEqual([]);
    const steps = sheet().getByRole('list', { name: 'Neutralize Results, before it is applied' });
    await expect.poll(() => steps.locator('li').allTextContents()).toEqual(['Results2 hits', 'Evades−0 → 2 hits', 'Reinforce fore+1 evade → 1 hit', 'The attack hits1 hit']);
    await sheet().getByRole('button', { name: /^Spend 1 Force: die 1 focus → evade/ }).click();
    await expect.poll(() => stat(LUKE, 'force')).toBe('1');
    // Issue 37 · the Force was the last thing Luke could spend: that tap deals the damage too (1 hit left).
    await expect.poll(() => stat(LUKE, 'hull')).toBe('2');
    await expect.poll(() => sheet().count()).toBe(0);
  });

  it('the history names the ships and numbers the dice as the tray does', async () => {
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('complementary', { name: 'History' });
    await history.waitFor();
    const text = await history.textContent();
    // By counts the dice lie hits first, then crits, then focus: the focus was die 3.
    expect(text).toContain('Iden Versio spends a focus token: die 3 focus → hit.');
    expect(text).toContain('Luke Skywalker spends 1 Force: die 1 focus → evade.');
    expect(text).toContain('Luke Skywalker loses 2 shields (0 left).');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await history.getByRole('button', { name: 'Close' }).click();
  });

  it('undo takes the damage back and the panel shows the step again; redo deals the same card; a reload keeps it', async () => {
    await page.locator('.table-bar').getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => stat(LUKE, 'hull')).toBe('3');
    await sheet().getByRole('button', { name: `Apply damage to ${LUKE}` }).waitFor();
    await page.locator('.table-bar').getByRole('button', { name: 'Redo', exact: true }).click();
    await expect.poll(() => stat(LUKE, 'hull')).toBe('2');
    await page.reload();
    await tile(LUKE).waitFor();
    expect(await stat(LUKE, 'hull')).toBe('2');
    expect(await stat(LUKE, 'force')).toBe('1');
    expect(await tileTokens(LUKE)).toEqual(['Reinforce fore']);
    expect(await phase()).toBe('Engagement Phase');
  });

  it('a whole attack by keyboard alone: Luke attacks Iden Versio (next round, in initiative order) in at most 30 key presses', async () => {
    let presses = 0;
    const press = async (key: string) => {
      await page.keyboard.press(key);
      presses += 1;
    };
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (!active) return '';
        const label = active instanceof HTMLInputElement ? active.labels?.[0]?.textContent : null;
        return active.getAttribute('aria-label') ?? label?.trim() ?? active.textContent?.trim() ?? '';
      });
    // RRG · Initiative: Luke (5) engages before Iden Versio (4), who has attacked this round, so Luke attacks next round.
    for (const to of ['End Phase', 'Planning Phase', 'System Phase', 'Activation Phase', 'Engagement Phase']) await nextPhase(to);
    await page.locator('body').focus();
    for (let i = 0; i < 30 && (await focused()) !== `Attack with ${LUKE}`; i++) await press('Tab');
    await press('Enter');
    await expect.poll(focused).toBe(`${IDEN} at range 1`);
    // On a loaded machine the host answers the declaration after the player has typed the dice: held here until
    // then, the table runs on its prediction, and the faces typed stay when the answer comes (they were once
    // wiped by the answer's history entry, and the Force went unspent).
    await holdReplies(page);
    await press('Enter');
    await expect.poll(focused).toBe('Hits');
    // Four dice: 2 hits, 1 focus, 1 blank.
    await press('2');
    await press('Tab');
    await press('Tab');
    await press('1');
    // The answer to the declaration lands now, after the typing (a loaded host may not have answered yet: it is waited for).
    await replyHeld(page);
    expect(await releaseReplies(page)).toBeGreaterThan(0);
    await expect.poll(() => sheet().getByRole('button', { name: /^Confirm attack dice/ }).textContent()).toContain('2 hits, 1 focus, 1 blank');
    expect(await focused()).toBe('Focus');
    await press('Enter');
    await expect.poll(focused).toMatch(/^Spend 1 Force: die 3 focus → hit/);
    await press('Enter');
    await expect.poll(focused).toBe('Evades');
    await press('1');
    await press('Enter');
    // Iden Versio's own card asks first (before a friendly TIE/ln at range 0–1 suffers damage, 1 charge prevents it):
    // "Use" has the focus; she lets the damage through.
    await expect.poll(focused).toBe(`Use ${IDEN}`);
    await press('Tab');
    await expect.poll(focused).toBe('No, go on');
    await press('Enter');
    await expect.poll(() => stat(IDEN, 'hull')).toBe('1');
    await expect.poll(() => sheet().count()).toBe(0);
    expect(presses).toBeLessThanOrEqual(30);
    console.info(`A whole X-Wing attack by keyboard: ${presses} key presses.`);
  });

  it('dice drafts: an undone defense roll comes back in the tray for editing; faces entered but not confirmed survive a reload', async () => {
    const undo = page.locator('.table-bar').getByRole('button', { name: 'Undo', exact: true });
    const count = (face: string) => sheet().getByRole('spinbutton', { name: face, exact: true }).inputValue();
    // The last attack's confirm did three things (roll, neutralize, deal), and Iden Versio's answer one more:
    // four undos back to the roll, each step shown again on the way.
    for (const before of ['No, go on', 'Apply damage', 'is done', 'Confirm defense dice']) {
      await undo.click();
      await sheet().getByRole('button', { name: new RegExp(before) }).first().waitFor();
    }
    await expect.poll(() => count('Evades')).toBe('1');
    await sheet().getByRole('spinbutton', { name: 'Focus', exact: true }).fill('1');
    await expect.poll(() => sheet().getByRole('button', { name: /^Confirm defense dice/ }).textContent()).toContain('1 evade, 1 focus, 1 blank');
    // The draft is sent once typing settles; reloading at once must not lose it either.
    await page.reload();
    await sheet().waitFor();
    await expect.poll(() => count('Evades')).toBe('1');
    expect(await count('Focus')).toBe('1');
    await page.screenshot({ path: screenshotPath('xwing-attack-draft-laptop') });
  });

  it('on a 768 px wide tablet: the table and the attack panel fit the width, in one column', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.screenshot({ path: screenshotPath('xwing-table-tablet'), fullPage: true });
    expect(await noSideScroll()).toBe(true);
    await sheet().waitFor();
    await page.screenshot({ path: screenshotPath('xwing-attack-tablet') });
    expect(await noSideScroll()).toBe(true);
    expect(await smallText(page, '.sheet')).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 768 });
  });
});
