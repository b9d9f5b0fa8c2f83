// Issue 43 item 2 in Chromium: a fresh data folder opens on the first-run screen (what Sidetable is for, a demo
// game per system, the card data to import); the X-Wing demo is one tap to a table ready to play, its first
// attack walked through above the table; skipped or done, the screen is not shown again.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { seriousAxeViolations } from '../helpers/axe';

let app: ServedApp;
let page: Page;

useBrowserMode('first-run', (run) => void ({ app, page } = run));

describe('Issue 43 · a newcomer’s first run', () => {
  it('the welcome screen on a fresh data folder, a demo game in one tap, its hints, and no welcome the second time', async () => {
    await page.goto(app.url);
    const welcome = page.getByRole('region', { name: 'Welcome to Sidetable' });
    await welcome.waitFor();
    expect(await welcome.getByRole('button', { name: /^Play a demo game/ }).count()).toBe(3);
    expect(await welcome.textContent()).toMatch(/The core sets are already here/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('first-run-welcome-laptop') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: screenshotPath('first-run-welcome-phone') });
    await page.setViewportSize({ width: 1366, height: 768 });
    await welcome.getByRole('button', { name: /Play a demo game.*X-Wing/ }).click();
    // One tap: the table, ready, with the first attack's steps above it.
    const hints = page.getByRole('region', { name: 'Your first attack, step by step' });
    await hints.waitFor();
    await page.locator('article.tile', { hasText: 'Luke Skywalker' }).waitFor();
    expect(await page.locator('article.tile', { hasText: 'Academy Pilot' }).count()).toBe(2);
    await page.screenshot({ path: screenshotPath('first-run-demo-xwing-laptop') });
    await hints.getByRole('button', { name: 'Got it' }).click();
    await expect.poll(() => hints.count()).toBe(0);
    // Back on the games list: no welcome any more (the host remembers it for this data folder), the demo game listed.
    await page.goto(app.url);
    await page.getByRole('heading', { name: 'Your games' }).waitFor();
    await expect.poll(async () => page.getByText('X-Wing demo').count()).toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: 'Welcome to Sidetable' }).count()).toBe(0);
    // The hints stay gone for that game.
    await page.getByRole('button', { name: 'Continue X-Wing demo' }).click();
    await page.locator('article.tile', { hasText: 'Luke Skywalker' }).waitFor();
    expect(await page.getByRole('region', { name: 'Your first attack, step by step' }).count()).toBe(0);
  }, 60_000);

  it('the other demos stay within reach once the first is played: the games screen offers them, one tap each', async () => {
    await page.getByRole('button', { name: '← All games' }).click();
    const demos = page.locator('details.demo-games');
    await demos.locator('summary').click();
    await page.setViewportSize({ width: 390, height: 844 });
    await demos.screenshot({ path: screenshotPath('first-run-more-demos-phone') });
    await page.setViewportSize({ width: 1366, height: 768 });
    await demos.getByRole('button', { name: /Play a demo game.*Armada/ }).click();
    await page.getByRole('heading', { name: 'Armada demo' }).waitFor();
    await page.getByRole('region', { name: 'Your first attack, step by step' }).waitFor();
    await page.getByRole('button', { name: '← All games' }).click();
    await expect.poll(() => page.locator('li.game .name').allTextContents()).toEqual(['Armada demo', 'X-Wing demo']);
  });
});
