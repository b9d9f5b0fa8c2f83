import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screenshotPath, startBrowserMode, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { shipEntry } from '../engine/helpers/armada-roster';
import { armadaGameWith, hostCall } from './at-the-table';
import { sharedData } from '../cards/card-host';
import { zipFolder } from '../import/tiny-data-sets';

// Issue 18 · the phone or tablet at the table: the computer shows a code, a second device pairs as
// a viewer, follows the table as the first plays, cannot change it, and both pages come back by
// themselves after the host restarts.

let app: ServedApp;
let page: Page;
let browser: Browser;
const { dataDir } = useBrowserMode('sharing', (run) => void ({ app, page, browser } = run));
// The host restarted in a test is this file's own to stop (the shared run stops the one it started).
afterAll(() => app?.stop());

const VSD = 'Victory II-class Star Destroyer';
const frontShields = (target: Page) =>
  target.locator('.fleets [data-unit]', { has: target.getByRole('button', { name: VSD, exact: true }) }).locator('[data-zone="front"] .value');

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

describe('issue 18 · a second device pairs as a viewer and follows the table', () => {
  let tablet: Page;
  let shared = '';
  let gameUrl = '';

  it('Settings › Show on a phone or tablet: start, a code and its QR code; the tablet pairs with the code in the address', async () => {
    await page.goto(`${app.url}#/settings`);
    const panel = page.getByRole('region', { name: 'Show on a phone or tablet' });
    await panel.getByRole('combobox', { name: 'Network' }).selectOption('127.0.0.1');
    await panel.getByRole('textbox', { name: 'Port' }).fill(String(await freePort()));
    await panel.getByRole('button', { name: 'Start showing' }).click();
    shared = (await panel.getByLabel('Address to open', { exact: true }).textContent()) ?? '';
    expect(shared).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await panel.getByText('watch only (view)').click();
    await panel.getByRole('button', { name: 'Show a pairing code' }).click();
    const code = (await panel.getByLabel('Pairing code', { exact: true }).textContent()) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await expect.poll(() => panel.getByRole('img', { name: /QR code/ }).count()).toBe(1);
    await page.screenshot({ path: screenshotPath('sharing-1-computer-code'), fullPage: true });

    const context = await browser.newContext({ viewport: { width: 768, height: 1024 }, userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' });
    tablet = await context.newPage();
    tablet.setDefaultTimeout(8000);
    // Typed by hand first, and mistyped: the page says so and keeps the way open.
    await tablet.goto(shared);
    await tablet.getByRole('textbox', { name: 'Code' }).fill(code === '000000' ? '111111' : '000000');
    await tablet.getByRole('button', { name: 'Pair' }).click();
    await tablet.getByText(/not the one on the computer/).waitFor();
    await tablet.screenshot({ path: screenshotPath('sharing-1b-tablet-wrong-code') });
    // Then scanned: the QR code's address carries the code, and pairing needs no tap.
    await tablet.goto(`${shared}?code=${code}`);
    await tablet.getByText('Watching: this device follows the table and cannot change it.').waitFor();
    expect(new URL(tablet.url()).search).toBe('');
    // The computer lists it, connected.
    await panel.getByText('iPad').waitFor();
    await expect.poll(() => panel.getByText('watches · connected now').count()).toBe(1);
    await page.screenshot({ path: screenshotPath('sharing-2-computer-paired'), fullPage: true });
  });

  it('the viewer follows a change made on the computer, and its own tap changes nothing', async () => {
    gameUrl = await armadaGameWith(app, 'Shared table', [
      { name: 'Empire', ships: [shipEntry('galactic-empire/victory-ii-class-star-destroyer')], squadrons: [] },
      { name: 'Rebels', ships: [shipEntry('rebel-alliance/nebulon-b-escort-frigate')], squadrons: [] },
    ]);
    const hash = gameUrl.slice(gameUrl.indexOf('#'));
    await page.goto(gameUrl);
    await tablet.goto(`${shared}${hash}`);
    await frontShields(tablet).waitFor();
    const before = await frontShields(tablet).textContent();
    await page.getByRole('button', { name: VSD, exact: true }).click();
    await page.getByRole('button', { name: `Lose a front shield on ${VSD}` }).click();
    await expect.poll(() => frontShields(page).textContent()).not.toBe(before);
    const after = await frontShields(page).textContent();
    await expect.poll(() => frontShields(tablet).textContent()).toBe(after);
    await tablet.screenshot({ path: screenshotPath('sharing-3-tablet-follows') });

    // The viewer's tap is refused in words; the computer's table is unchanged, and the viewer never
    // showed the tap ahead of the answer (issue 27: only a device that plays shows its taps at once).
    await tablet.getByRole('button', { name: VSD, exact: true }).click();
    await frontShields(tablet).evaluate((element) => {
      const seen: string[] = ((window as unknown as { shownValues: string[] }).shownValues = []);
      new MutationObserver(() => seen.push(element.textContent ?? '')).observe(element, { subtree: true, characterData: true, childList: true });
    });
    await tablet.getByRole('button', { name: `Lose a front shield on ${VSD}` }).click();
    await tablet.getByText(/paired to view the table/).first().waitFor();
    expect(await frontShields(page).textContent()).toBe(after);
    expect(await frontShields(tablet).textContent()).toBe(after);
    expect(await tablet.evaluate(() => (window as unknown as { shownValues: string[] }).shownValues.filter((value) => value !== after))).toEqual([]);
    await tablet.screenshot({ path: screenshotPath('sharing-4-tablet-refused') });
  });

  it('after a restart of the host, both pages reconnect by themselves and keep following', async () => {
    await app.stop();
    app = await startBrowserMode(dataDir);
    // The same key and port as before: the computer's open page needs no new address.
    expect(page.url().startsWith(app.origin)).toBe(true);
    const lose = page.getByRole('button', { name: `Lose a front shield on ${VSD}` });
    const before = await frontShields(page).textContent();
    // The page retries on its own; a tap before it is back is refused ("nothing was changed"), so
    // tap once it is back, and again only if that tap was refused.
    for (let tries = 0; tries < 20 && (await frontShields(page).textContent()) === before; tries++) {
      await expect.poll(() => page.getByText('Connection to Sidetable lost. Reconnecting…').count(), { timeout: 15_000 }).toBe(0);
      await lose.click();
      await page.waitForFunction(
        (old) => document.querySelector('.fleets [data-zone="front"] .value')?.textContent !== old || document.body.innerText.includes('Nothing was changed'),
        before,
        { timeout: 3000 },
      ).catch(() => {});
    }
    const now = await frontShields(page).textContent();
    await expect.poll(() => frontShields(tablet).textContent(), { timeout: 15_000 }).toBe(now);
    await tablet.screenshot({ path: screenshotPath('sharing-5-tablet-after-restart') });
    expect((await hostCall(app, 'sharing.status', {})).ok).toBe(true);
  });

  it('a phone paired to play uploads a card data .zip from the Collection screen, and the computer imports it', async () => {
    await page.goto(`${app.url}#/settings`);
    const panel = page.getByRole('region', { name: 'Show on a phone or tablet' });
    await panel.getByText('play (control)').click();
    await panel.getByRole('button', { name: /Show a pairing code|New code/ }).click();
    const code = (await panel.getByLabel('Pairing code', { exact: true }).textContent()) ?? '';
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile' })).newPage();
    phone.setDefaultTimeout(8000);
    await phone.goto(`${shared}?code=${code}`);
    await phone.getByRole('link', { name: 'Collection' }).click();
    const zip = path.join(dataDir, '..', `sharing-upload-${process.pid}.zip`);
    zipFolder(sharedData('armada-ffg'), zip, 'armada-data-main');
    // A phone names no path on the computer: it only uploads what it holds.
    expect(await phone.getByRole('textbox', { name: 'Import card data from a folder or .zip' }).count()).toBe(0);
    await phone.getByLabel('Upload a .zip from this device…').setInputFiles(zip);
    await phone.getByText(/^Imported /).waitFor({ timeout: 30_000 });
    expect(await phone.getByText(/^Imported /).textContent()).toMatch(/Armada/);
    await phone.screenshot({ path: screenshotPath('sharing-6-phone-uploaded'), fullPage: true });
    await panel.getByText('Android phone').waitFor();
  });
});
