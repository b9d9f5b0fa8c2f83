import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import WebSocket from 'ws';
import { seriousAxeViolations } from '../helpers/axe';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { shipEntry } from '../engine/helpers/armada-roster';
import { hostCall } from './armada-host';

let app: ServedApp;
let browser: Browser;
let page: Page;

useBrowserMode('games', (run) => void ({ app, browser, page } = run), { acceptDownloads: true });

const gameRow = (name: string) => page.locator('li.game', { has: page.locator('.name', { hasText: name }) });

describe('browser mode, end to end in Chromium', () => {
  it('the page is served with a CSP whose script-src is self', async () => {
    const response = await page.goto(app.url);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { name: 'New game' }).isVisible()).resolves.toBe(true);
    await page.screenshot({ path: screenshotPath('home-empty') });
  });

  it('the home screen has no serious or critical accessibility violations (axe-core)', async () => {
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('create a game, reload, see it', async () => {
    await page.getByRole('textbox', { name: 'Game name', exact: true }).fill('Friday at the club');
    await page.getByText('Star Wars: Armada', { exact: true }).click();
    await page.getByRole('button', { name: 'Create game' }).click();
    // Creating opens the game.
    await page.getByRole('heading', { name: 'Friday at the club' }).waitFor();
    expect(page.url()).toMatch(/#\/game\/[0-9a-f-]{36}$/);
    await page.screenshot({ path: screenshotPath('game-opened') });

    await page.getByRole('button', { name: '← All games' }).click();
    await page.getByRole('textbox', { name: 'Game name', exact: true }).fill('Dogfight');
    await page.getByText('Star Wars: X-Wing', { exact: true }).click();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.getByRole('heading', { name: 'Dogfight' }).waitFor();
    await page.getByRole('button', { name: '← All games' }).click();

    await page.reload();
    await gameRow('Friday at the club').waitFor();
    const names = await page.locator('li.game .name').allTextContents();
    expect(names).toEqual(['Dogfight', 'Friday at the club']);
    await page.screenshot({ path: screenshotPath('home-two-games') });
  });

  it('a game played moves to the top of the list when the player comes back to it, without a reload', async () => {
    // Friday at the club (Armada, older) is opened, then set up and played one step through the host, as the table does.
    const friday = await page.evaluate(() => document.querySelector('li.game:last-child')?.getAttribute('data-game-id'));
    const dogfight = await page.evaluate(() => document.querySelector('li.game')?.getAttribute('data-game-id'));
    expect(await page.locator('li.game .name').allTextContents()).toEqual(['Dogfight', 'Friday at the club']);
    await gameRow('Friday at the club').getByRole('button', { name: 'Open Friday at the club' }).click();
    await page.getByRole('heading', { name: 'Friday at the club' }).waitFor();
    const played = await hostCall(app, 'game.command', { gameId: friday, command: { type: 'setup', seed: 'friday', players: [{ name: 'Empire', ships: [shipEntry('galactic-empire/victory-ii-class-star-destroyer')], squadrons: [] }, { name: 'Rebels', ships: [shipEntry('rebel-alliance/nebulon-b-escort-frigate')], squadrons: [] }] } });
    expect(played.error?.message ?? 'played').toBe('played');
    // Meanwhile Dogfight is opened elsewhere (a paired device): the list the page keeps has it on top.
    expect((await hostCall(app, 'games.open', { id: dogfight })).ok).toBe(true);
    // Then a step of Friday's game (not its setup): the list must follow it.
    const step = await hostCall(app, 'game.command', { gameId: friday, command: { type: 'chooseFirstPlayer', player: 'p1' } });
    expect(step.error?.message ?? 'played').toBe('played');
    await page.getByRole('button', { name: '← All games' }).click();
    await expect.poll(() => page.locator('li.game .name').allTextContents()).toEqual(['Friday at the club', 'Dogfight']);
    expect(await gameRow('Friday at the club').locator('.when').textContent()).toBe('Last played just now');
  });

  it('an empty name is refused with the reason next to the form', async () => {
    await page.getByRole('textbox', { name: 'Game name', exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Create game' }).click();
    const alert = page.locator('form .error[role="alert"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Name cannot be empty.');
  });

  it('rename it', async () => {
    await gameRow('Dogfight').getByRole('button', { name: 'Rename Dogfight' }).click();
    const input = page.getByLabel('New name for Dogfight');
    await input.fill('Dogfight over Yavin');
    await page.screenshot({ path: screenshotPath('rename') });
    await input.press('Enter');
    await gameRow('Dogfight over Yavin').waitFor();
    await page.reload();
    await gameRow('Dogfight over Yavin').waitFor();
    expect(await page.locator('li.game .name').allTextContents()).toContain('Dogfight over Yavin');
  });

  it('delete it, after a confirmation; cancelling keeps it', async () => {
    await gameRow('Friday at the club').getByRole('button', { name: 'Delete Friday at the club' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.screenshot({ path: screenshotPath('delete-confirm') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await gameRow('Friday at the club').count()).toBe(1);

    await gameRow('Friday at the club').getByRole('button', { name: 'Delete Friday at the club' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete game' }).click();
    await gameRow('Friday at the club').waitFor({ state: 'detached' });
    await page.reload();
    await gameRow('Dogfight over Yavin').waitFor();
    expect(await page.locator('li.game .name').allTextContents()).toEqual(['Dogfight over Yavin']);
  });

  it('works on a 768 px wide tablet, in the light theme too', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.getByRole('button', { name: /Switch to light theme/ }).click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    await page.screenshot({ path: screenshotPath('home-tablet-light'), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await page.reload();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    await page.getByRole('button', { name: /Switch to dark theme/ }).click();
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it('body text is at least 18 px and buttons are at least 44 px tall', async () => {
    const sizes = await page.evaluate(() => ({
      body: parseFloat(getComputedStyle(document.body).fontSize),
      // Every button the player can see (those inside a closed <details> are not drawn), and the summaries that open them.
      buttons: [...document.querySelectorAll('button, summary')].filter((b) => b.checkVisibility()).map((b) => b.getBoundingClientRect().height),
    }));
    expect(sizes.body).toBeGreaterThanOrEqual(18);
    expect(sizes.buttons.length).toBeGreaterThan(0);
    for (const height of sizes.buttons) expect(height).toBeGreaterThanOrEqual(44);
  });

  it('a game exports as its log and imports back as a new game in the same state; a file that is not a log is refused by name', async () => {
    await page.goto(app.url);
    await page.getByRole('textbox', { name: 'Game name', exact: true }).fill('Exported fleet');
    await page.getByRole('radio', { name: 'Star Wars: Armada' }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.getByRole('button', { name: 'Use the core set fleets' }).click();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('.table-bar').waitFor();
    // RRG · Initiative: the table asks who is first player before the ship phase.
    await page.getByRole('group', { name: 'Initiative' }).getByRole('button', { name: 'Empire', exact: true }).click();
    await page.getByRole('button', { name: 'Next phase' }).click();
    await expect.poll(() => page.locator('.bar .phase').textContent()).toBe('Ship phase');
    await page.getByRole('button', { name: '← All games' }).click();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export the log of Exported fleet' }).click()]);
    expect(download.suggestedFilename()).toBe('Exported fleet.sidetable-game.json');
    const file = await download.path();
    const log = JSON.parse(fs.readFileSync(file, 'utf8')) as { format: string; commands: { type: string }[] };
    expect(log.format).toBe('sidetable.game-log');
    expect(log.commands.map((command) => command.type)).toEqual(['setup', 'chooseFirstPlayer', 'nextPhase']);

    await page.getByLabel('Game log to import').setInputFiles(file);
    // The imported game opens where the exported one stood.
    await expect.poll(() => page.locator('.bar .phase').textContent()).toBe('Ship phase');
    await page.getByRole('button', { name: '← All games' }).click();
    expect(await page.locator('li.game .name', { hasText: 'Exported fleet' }).count()).toBe(2);

    await page.getByLabel('Game log to import').setInputFiles({ name: 'shopping.json', mimeType: 'application/json', buffer: Buffer.from('{"eggs": 12}') });
    const refused = page.locator('#import-log-error');
    await refused.waitFor();
    expect(await refused.textContent()).toMatch(/^shopping\.json was not imported: .*format/);
    await page.getByLabel('Game log to import').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('not json at all') });
    await expect.poll(() => refused.textContent()).toMatch(/^notes\.json is not a Sidetable game log: it is not JSON/);
    expect(await page.locator('li.game .name', { hasText: 'Exported fleet' }).count()).toBe(2);
    await page.screenshot({ path: screenshotPath('games-import-refused') });
  });

  it('a WebSocket without the token is refused', async () => {
    const attempt = (url: string, origin?: string) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(url, origin ? { origin } : {});
        ws.once('open', () => {
          ws.close();
          resolve('open');
        });
        ws.once('unexpected-response', (_req, res) => resolve(`refused ${res.statusCode}`));
        ws.once('error', () => resolve('error'));
      });
    const wsBase = app.origin.replace('http', 'ws');
    expect(await attempt(`${wsBase}/ws`)).toBe('refused 401');
    expect(await attempt(`${wsBase}/ws?token=wrong`)).toBe('refused 401');
    expect(await attempt(`${wsBase}/ws?token=${app.token}`, 'http://evil.example')).toBe('refused 401');
    expect(await attempt(`${wsBase}/ws?token=${app.token}`)).toBe('open');
  });

  it('a page opened without the token says it cannot reach Sidetable', async () => {
    const stranger = await browser.newPage();
    await stranger.goto(app.origin + '/');
    const alert = stranger.getByRole('alert').filter({ hasText: 'Cannot reach Sidetable' });
    await alert.waitFor();
    expect(await alert.isVisible()).toBe(true);
    await stranger.screenshot({ path: screenshotPath('no-token') });
    await stranger.close();
  });

  it('browser mode listens on 127.0.0.1 only', () => {
    expect(new URL(app.url).hostname).toBe('127.0.0.1');
  });
});
