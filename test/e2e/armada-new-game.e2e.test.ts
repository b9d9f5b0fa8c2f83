import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousAxeViolations } from '../helpers/axe';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';

// New game, end to end: pick the system, then each side's roster from the card database.

let app: ServedApp;
let browser: Browser;
let page: Page;

useBrowserMode('new-game', (run) => void ({ app, browser, page } = run));

const side = (n: 0 | 1) => page.locator(`section[data-side="${n}"]`);
const result = (name: string) => page.locator('.results li', { has: page.locator('.card-name', { hasText: name }) });

describe('new Armada game: system, then a roster from the card database', () => {
  it('creating an Armada game opens its roster, with the starter cards to pick from', async () => {
    await page.goto(app.url);
    await page.getByRole('textbox', { name: 'Game name', exact: true }).fill('Core set skirmish');
    await page.getByRole('radio', { name: 'Star Wars: Armada' }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.getByRole('heading', { name: 'Set up the fleets' }).waitFor();
    await result('Victory II-class Star Destroyer').waitFor();
    const ships = await page.locator('.results .card-name').allTextContents();
    expect(ships).toEqual(expect.arrayContaining(['Victory II-class Star Destroyer', 'CR90 Corvette A', 'Nebulon-B Escort Frigate']));
    await page.getByRole('button', { name: 'Squadrons', exact: true }).click();
    await result('TIE Fighter Squadron').waitFor();
    expect(await page.locator('.results .card-name').allTextContents()).toEqual(expect.arrayContaining(['TIE Fighter Squadron', 'X-wing Squadron']));
    expect(await page.getByRole('button', { name: 'Start the game' }).isDisabled()).toBe(true);
  });

  it('the roster screen has no serious or critical accessibility violations', async () => {
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('pick each side: name the players, search, add ships and squadrons, choose a starting speed', async () => {
    await side(0).getByLabel('Name of player 1').fill('Empire');
    await side(1).getByLabel('Name of player 2').fill('Rebels');

    await page.getByRole('button', { name: 'Ships', exact: true }).click();
    await page.getByLabel('Search Armada cards').fill('victory');
    await page.locator('.results li').first().waitFor();
    await expect.poll(() => page.locator('.results .card-name').allTextContents()).toEqual(['Victory II-class Star Destroyer']);
    await page.getByRole('button', { name: 'Add Victory II-class Star Destroyer to Empire' }).click();

    await page.getByLabel('Search Armada cards').fill('');
    await result('Nebulon-B Escort Frigate').waitFor();
    await page.getByRole('button', { name: 'Add Nebulon-B Escort Frigate to Rebels' }).click();
    await page.getByRole('button', { name: 'Add CR90 Corvette A to Rebels' }).click();

    await page.getByRole('button', { name: 'Squadrons', exact: true }).click();
    await result('TIE Fighter Squadron').waitFor();
    await page.getByRole('button', { name: 'Add TIE Fighter Squadron to Empire' }).click();
    await page.getByRole('button', { name: 'Add TIE Fighter Squadron to Empire' }).click();
    await page.getByRole('button', { name: 'Add X-wing Squadron to Rebels' }).click();

    // The CR90 starts at speed 1 unless the player chooses; make it 3 (its top speed is 4).
    const cr90Speed = side(1).getByRole('group', { name: 'Starting speed of CR90 Corvette A' });
    await cr90Speed.getByText('top 4').waitFor();
    await cr90Speed.getByRole('button', { name: 'Start CR90 Corvette A faster' }).click();
    await cr90Speed.getByRole('button', { name: 'Start CR90 Corvette A faster' }).click();
    expect(await cr90Speed.locator('strong').textContent()).toBe('3');

    expect(await side(0).locator('.unit-name').allTextContents()).toEqual([
      expect.stringContaining('Victory II-class Star Destroyer'),
      expect.stringContaining('TIE Fighter Squadron'),
      expect.stringContaining('TIE Fighter Squadron'),
    ]);
    expect(await side(1).locator('.points').textContent()).toBe('114 points');
    await page.screenshot({ path: screenshotPath('armada-roster-laptop'), fullPage: true });
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.screenshot({ path: screenshotPath('armada-roster-tablet'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it('a roster the host refuses says why next to the start button, and nothing starts', async () => {
    const cr90Speed = side(1).getByRole('group', { name: 'Starting speed of CR90 Corvette A' });
    await cr90Speed.getByRole('button', { name: 'Start CR90 Corvette A faster' }).click();
    await cr90Speed.getByRole('button', { name: 'Start CR90 Corvette A faster' }).click();
    await page.getByRole('button', { name: 'Start the game' }).click();
    const refusal = page.locator('.start .refusal');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/speed 5.+top speed (is|of) 4/);
    await page.screenshot({ path: screenshotPath('armada-roster-refused') });
    expect(await page.getByRole('heading', { name: 'Set up the fleets' }).isVisible()).toBe(true);
    await cr90Speed.getByRole('button', { name: 'Start CR90 Corvette A slower' }).click();
    await cr90Speed.getByRole('button', { name: 'Start CR90 Corvette A slower' }).click();
  });

  it('starting the game shows the table with both fleets, and survives a reload', async () => {
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByRole('heading', { name: 'Empire', level: 2 }).waitFor();
    // A tile shows the short name (issue 24); its full name is the one players read aloud and see in its title.
    const names = (player: string) => page.locator(`section[data-player="${player}"] .ships h3 .unit-name`).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('title')));
    expect(await names('p1')).toEqual(['Victory II-class Star Destroyer']);
    expect(await names('p2')).toEqual(['Nebulon-B Escort Frigate', 'CR90 Corvette A']);
    expect(await page.locator('section[data-player="p1"] .squadrons > li').count()).toBe(2);
    const cr90 = page.locator('[data-unit]', { has: page.getByRole('button', { name: 'CR90 Corvette A', exact: true }) });
    expect(await cr90.locator('.speed').textContent()).toBe('3');
    await page.reload();
    await page.getByRole('heading', { name: 'Rebels', level: 2 }).waitFor();
    expect(await page.locator('.ships [data-unit]').count()).toBe(3);
  });

  it('home lists the game to resume, most recent first', async () => {
    await page.getByRole('button', { name: '← All games' }).click();
    await page.getByRole('textbox', { name: 'Game name', exact: true }).fill('Second table');
    await page.getByRole('radio', { name: 'Star Wars: Armada' }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.getByRole('heading', { name: 'Set up the fleets' }).waitFor();
    // The core set in one tap: both fleets of the starter data.
    await page.getByRole('button', { name: 'Use the core set fleets' }).click();
    await expect.poll(() => side(1).locator('.unit-name').count()).toBe(3);
    expect(await side(0).getByLabel('Name of player 1').inputValue()).toBe('Empire');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByRole('heading', { name: 'Rebels', level: 2 }).waitFor();
    await page.getByRole('button', { name: '← All games' }).click();
    await page.locator('li.game').first().waitFor();
    expect(await page.locator('li.game .name').allTextContents()).toEqual(['Second table', 'Core set skirmish']);
    expect(await page.getByRole('button', { name: 'Continue Second table' }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('armada-home-resume-laptop') });
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.screenshot({ path: screenshotPath('armada-home-resume-tablet'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await page.setViewportSize({ width: 1366, height: 768 });
    // Continue opens the most recent game at its table.
    await page.getByRole('button', { name: 'Continue Second table' }).click();
    await page.getByRole('heading', { name: 'Second table', level: 1 }).waitFor();
    await page.locator('.table-bar').waitFor();
  });
});
