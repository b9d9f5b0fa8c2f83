import net from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { howlrunner, luke, rosters, setupCommand } from '../engine/xwing/helpers/xwing-game';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { armadaGameWith, hostCall } from './armada-host';
import { shipEntry } from '../engine/helpers/armada-roster';
import { barButtonsMisplaced } from './nothing-on-top';

// Issue 36 item 4 · the tournament clock on the table (X-Wing Tournament Regulations: a 75-minute round,
// time called at its end), after a page reload, and on a paired 390 × 844 phone: the same time left
// everywhere, ticked by each page from the host's state.

let app: ServedApp;
let page: Page;
let browser: Browser;
useBrowserMode('table-clock', (run) => void ({ app, page, browser } = run));

let gameId = '';
let gameUrl = '';

const clockButton = (target: Page) => target.locator('.table-bar .clock-button');
/**
 * The seconds left the bar shows (its m:ss) and, to the millisecond, the time left it computed at its
 * last tick plus the instant of that tick: the instant the clock runs out as that page sees it, the
 * same for every page that shows the same time left (pages of one browser share its clock).
 */
async function shownLeft(target: Page): Promise<{ seconds: number; endsAt: number }> {
  const button = clockButton(target);
  const [text, ms, ticked] = await button.evaluate((el) => [el.getAttribute('data-clock-left') ?? '', Number(el.getAttribute('data-clock-ms')), Number(el.getAttribute('data-clock-ticked'))] as const);
  const match = /^(\d+):(\d\d)$/.exec(text);
  if (!match) throw new Error(`the clock shows "${text}"`);
  return { seconds: Number(match[1]) * 60 + Number(match[2]), endsAt: ms + ticked };
}
const lastChange = (target: Page) => target.locator('.table-bar .last-text').textContent();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('Issue 36 · the tournament clock on the table', () => {
  it('X-Wing Tournament Regulations · round time: started from the bar at the format’s 75 minutes, paused in the history, the same after a reload', async () => {
    const created = await hostCall(app, 'games.create', { name: 'Clocked', system: 'xwing' });
    gameId = (created.value as { id: string }).id;
    const [rebels, empire] = rosters([luke()], [howlrunner()]);
    const done = await hostCall(app, 'game.command', { gameId, command: setupCommand([rebels, empire], 'clocked') });
    expect(done.ok).toBe(true);
    gameUrl = `${app.url}#/game/${gameId}`;
    await page.goto(gameUrl);
    await clockButton(page).click();
    const panel = page.getByRole('region', { name: 'Round clock' });
    await panel.getByText('X-Wing 2.0 (FFG): 75 minutes a round').waitFor();
    await panel.getByRole('button', { name: 'Start the clock' }).click();
    await expect.poll(() => lastChange(page)).toContain('Clock started: 75 minutes for the round (X-Wing 2.0 (FFG)).');
    expect((await shownLeft(page)).seconds).toBeGreaterThan(74 * 60);
    await page.screenshot({ path: screenshotPath('clock-1-started') });

    await panel.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => clockButton(page).getAttribute('aria-label')).toMatch(/paused$/);
    const paused = await shownLeft(page);
    expect(await lastChange(page)).toMatch(/Clock paused at 7[45]:\d\d left\./);
    await page.reload();
    await clockButton(page).waitFor();
    await expect.poll(async () => (await shownLeft(page)).seconds).toBe(paused.seconds);
    await page.screenshot({ path: screenshotPath('clock-2-paused-after-reload') });
  });

  it('running: after a reload the time left is the same (within 1 s of the time that passed); +1 min adds a minute', async () => {
    await clockButton(page).click();
    const panel = page.getByRole('region', { name: 'Round clock' });
    await panel.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => clockButton(page).getAttribute('aria-label')).not.toMatch(/paused/);
    const before = await shownLeft(page);
    await page.reload();
    await clockButton(page).waitFor();
    const after = await shownLeft(page);
    expect(Math.abs(before.endsAt - after.endsAt)).toBeLessThanOrEqual(1000);

    await clockButton(page).click();
    const added = await shownLeft(page);
    await page.getByRole('region', { name: 'Round clock' }).getByRole('button', { name: 'Add 1 minute' }).click();
    await expect.poll(() => lastChange(page)).toMatch(/Clock \+1 min: \d+:\d\d left\./);
    const now = await shownLeft(page);
    expect(Math.abs(added.endsAt + 60_000 - now.endsAt)).toBeLessThanOrEqual(1000);
  });

  it('the format’s warning at 10 minutes left, in colour and words; taking more minutes than are left is refused in words', async () => {
    // A judge's adjustment from another window: this page hears of it and ticks on from the host's state.
    const adjusted = await hostCall(app, 'game.command', { gameId, command: { type: 'clock', at: 0, do: 'adjust', minutes: -70, reason: 'judge' } });
    expect(adjusted.ok).toBe(true);
    await expect.poll(() => clockButton(page).getAttribute('aria-label')).toMatch(/left, 10 minutes left$/);
    await expect.poll(() => lastChange(page)).toMatch(/Clock −70 min \(judge\): [56]:\d\d left\./);
    await expect.poll(() => clockButton(page).evaluate((el) => el.classList.contains('warning'))).toBe(true);
    await page.screenshot({ path: screenshotPath('clock-3-ten-minutes-left') });
    const panel = page.getByRole('region', { name: 'Round clock' });
    // −1 min tapped until the clock has less than a minute: the next tap is refused.
    const alert = panel.getByRole('alert');
    for (let taps = 0; taps < 12 && (await alert.count()) === 0; taps++) {
      const before = await lastChange(page);
      await panel.getByRole('button', { name: 'Take 1 minute' }).click();
      await expect.poll(async () => (await alert.count()) > 0 || (await lastChange(page)) !== before).toBe(true);
    }
    await panel.getByRole('alert').getByText(/The round has 0:\d\d left: taking 1 minute would go below zero\. Take at most 0 minutes \(call time instead\)\./).waitFor();
    await page.screenshot({ path: screenshotPath('clock-4-below-zero-refused') });
    await panel.getByRole('button', { name: 'Close' }).click();
  });

  it('Tournament regulations · time called: when the round runs out the bar says "Time" in red (a page whose own clock moved on)', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const later = await context.newPage();
    later.setDefaultTimeout(8000);
    await later.clock.install();
    await later.goto(gameUrl);
    await clockButton(later).waitFor();
    expect((await shownLeft(later)).seconds).toBeLessThan(60);
    await later.clock.fastForward('02:00');
    await expect.poll(() => clockButton(later).textContent()).toMatch(/Time\s*time is up/);
    await expect.poll(() => clockButton(later).evaluate((el) => el.classList.contains('time-up'))).toBe(true);
    await later.screenshot({ path: screenshotPath('clock-5-time') });
    await context.close();
  });
});

describe('Issue 36 · the clock on a paired 390 × 844 phone', () => {
  it('a phone paired to play shows the same time left, its bar fits with Undo and Next phase free, and its tap turns the chess clock on for the computer too', async () => {
    // More time on the clock for the phone (the last test left it under a minute).
    expect((await hostCall(app, 'game.command', { gameId, command: { type: 'clock', at: 0, do: 'adjust', minutes: 30 } })).ok).toBe(true);
    await page.goto(`${app.url}#/settings`);
    const sharing = page.getByRole('region', { name: 'Show on a phone or tablet' });
    await sharing.getByRole('combobox', { name: 'Network' }).selectOption('127.0.0.1');
    await sharing.getByRole('textbox', { name: 'Port' }).fill(String(await freePort()));
    await sharing.getByRole('button', { name: 'Start showing' }).click();
    const shared = (await sharing.getByLabel('Address to open', { exact: true }).textContent()) ?? '';
    await sharing.getByText('play (control)').click();
    await sharing.getByRole('button', { name: 'Show a pairing code' }).click();
    const code = (await sharing.getByLabel('Pairing code', { exact: true }).textContent()) ?? '';
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile' });
    const phone = await context.newPage();
    phone.setDefaultTimeout(8000);
    await phone.goto(`${shared}?code=${code}`);
    await expect.poll(() => new URL(phone.url()).search).toBe('');
    await sharing.getByText('Android phone').waitFor();

    await page.goto(gameUrl);
    await phone.goto(`${shared}${gameUrl.slice(gameUrl.indexOf('#'))}`);
    await clockButton(phone).waitFor();
    const onComputer = await shownLeft(page);
    const onPhone = await shownLeft(phone);
    expect(Math.abs(onComputer.endsAt - onPhone.endsAt)).toBeLessThanOrEqual(1000);
    // The bar fits: every button in the window, none over another; Undo and Next phase not covered.
    expect(await barButtonsMisplaced(phone)).toEqual([]);
    for (const name of ['Undo', 'Next phase', 'History']) {
      const button = phone.locator('.table-bar').getByRole('button', { name, exact: true });
      expect(await button.evaluate((el) => { const b = el.getBoundingClientRect(); const top = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2); return !!top && el.contains(top) && b.right <= window.innerWidth; })).toBe(true);
    }
    await phone.screenshot({ path: screenshotPath('clock-6-phone') });

    await clockButton(phone).click();
    const panel = phone.getByRole('region', { name: 'Round clock' });
    await panel.getByRole('button', { name: 'Chess clock on' }).click();
    await panel.getByRole('group', { name: 'Chess clock' }).waitFor();
    await phone.screenshot({ path: screenshotPath('clock-7-phone-chess') });
    await expect.poll(() => lastChange(page)).toMatch(/Chess clock on: \d+ minutes each; Rebels’ time runs\./);
    // One tap switches; the computer's bar says whose time runs.
    await panel.getByRole('button', { name: 'Switch', exact: true }).click();
    await expect.poll(() => clockButton(page).textContent()).toMatch(/Empire \d+:\d\d/);
    await page.screenshot({ path: screenshotPath('clock-8-computer-chess') });
    await context.close();
  });
});

describe('Issue 36 · the clock at an Armada table', () => {
  it('Star Wars: Armada Tournament Regulations · round time: 135 minutes, started from the bar on a 768 × 1024 tablet, beside the bar’s words', async () => {
    const url = await armadaGameWith(app, 'Clocked fleet', [
      { name: 'Empire', ships: [shipEntry('galactic-empire/victory-ii-class-star-destroyer')], squadrons: [] },
      { name: 'Rebels', ships: [shipEntry('rebel-alliance/nebulon-b-escort-frigate')], squadrons: [] },
    ]);
    await page.setViewportSize({ width: 768, height: 1024 });
    try {
      await page.goto(url);
      await clockButton(page).click();
      const panel = page.getByRole('region', { name: 'Round clock' });
      await panel.getByText('Armada (FFG / AMG): 135 minutes a round').waitFor();
      await panel.getByRole('button', { name: 'Start the clock' }).click();
      await expect.poll(() => lastChange(page)).toContain('Clock started: 135 minutes for the round (Armada (FFG / AMG)).');
      expect((await shownLeft(page)).seconds).toBeGreaterThan(134 * 60);
      await panel.getByRole('button', { name: 'Close' }).click();
      expect(await barButtonsMisplaced(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath('clock-9-armada-tablet') });
    } finally {
      await page.setViewportSize({ width: 1366, height: 768 });
    }
  });
});
