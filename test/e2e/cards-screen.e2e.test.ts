import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../helpers/axe';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';

// One data dir for the whole file: the tests walk through the Cards screen in order, as a player would.

let app: ServedApp;
let browser: Browser;
let page: Page;

useBrowserMode('cards', (run) => void ({ app, browser, page } = run));

const laptop = { width: 1366, height: 768 };
const tablet = { width: 768, height: 1024 };

const searchBox = () => page.getByRole('searchbox', { name: 'Search cards' });
const results = () => page.getByRole('region', { name: 'Results' });
const resultNames = () => results().locator('.card-row .name').allTextContents();
const detail = () => page.getByRole('region', { name: 'Card detail' });
const filter = (name: string) => page.getByRole('group', { name: 'Filters' }).getByLabel(name, { exact: true });

/** Waits until the results are exactly these names (in the host's order). */
async function expectResults(names: string[]): Promise<void> {
  await expect.poll(resultNames, { timeout: 5000 }).toEqual(names);
}

async function expectNoHorizontalScroll(): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
}

/** Every visible control a finger would press is at least 44 px tall, and the body text is 18 px or more. */
async function expectTableSizes(): Promise<void> {
  const sizes = await page.evaluate(() => {
    const visible = (e: Element) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden';
    };
    const controls = [...document.querySelectorAll('main button, main select, main input:not([type=checkbox]):not([type=radio]):not([type=file]), main .card-row a, header a, header button')].filter(visible);
    return {
      body: parseFloat(getComputedStyle(document.body).fontSize),
      smallest: Math.min(...controls.map((c) => c.getBoundingClientRect().height)),
      smallText: [...document.querySelectorAll('main *')]
        .filter((e) => visible(e) && [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
        .map((e) => ({ text: e.textContent?.trim().slice(0, 30), size: parseFloat(getComputedStyle(e).fontSize) }))
        .filter((t) => t.size < 18),
      count: controls.length,
    };
  });
  expect(sizes.body).toBeGreaterThanOrEqual(18);
  expect(sizes.count).toBeGreaterThan(0);
  expect(sizes.smallest).toBeGreaterThanOrEqual(44);
  expect(sizes.smallText).toEqual([]);
}

describe('Cards screen, end to end in Chromium', () => {
  it('opens from the app bar and lists the starter cards of both games', async () => {
    await page.goto(app.url);
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Cards' }).click();
    await page.getByRole('heading', { name: 'Cards', level: 1 }).waitFor();
    expect(page.url()).toMatch(/#\/cards$/);
    await page.getByRole('status').filter({ hasText: '17 cards' }).waitFor();
    const names = await resultNames();
    expect(names).toContain('Luke Skywalker');
    expect(names).toContain('Victory II-class Star Destroyer');
    await page.screenshot({ path: screenshotPath('cards-list-1366') });
  });

  it('has no serious or critical accessibility violations (axe-core)', async () => {
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('searches as the player types, and a slow answer to an older query never replaces a newer one', async () => {
    await searchBox().pressSequentially('luke sky', { delay: 30 });
    await expectResults(['Luke Skywalker']);

    // Hold back the request for "tie" until "x-wing" has been answered: the newer answer must win.
    await page.evaluate(() => {
      const send = WebSocket.prototype.send;
      const held: { socket: WebSocket; data: string; id: number }[] = [];
      const seen = globalThis as unknown as { releaseHeld: () => void; heldCount: number; heldAnswered: number };
      seen.heldCount = 0;
      seen.heldAnswered = 0;
      seen.releaseHeld = () => {
        for (const { socket, data, id } of held.splice(0)) {
          // The held call's answer, once the app has read it (its own listener was added first).
          socket.addEventListener('message', (message) => {
            if ((JSON.parse(String(message.data)) as { id?: number }).id === id) seen.heldAnswered++;
          });
          send.call(socket, data);
        }
      };
      WebSocket.prototype.send = function (this: WebSocket, data: string) {
        const frame = JSON.parse(data) as { id: number; method?: string; payload?: { text?: string } };
        if (frame.method === 'cards.search' && frame.payload?.text === 'tie') {
          held.push({ socket: this, data, id: frame.id });
          seen.heldCount++;
        } else send.call(this, data);
      };
    });
    await searchBox().fill('tie');
    // The search for "tie" has been asked (and held) before the player types on.
    await page.waitForFunction(() => (globalThis as unknown as { heldCount: number }).heldCount === 1);
    await searchBox().fill('x-wing');
    await expect.poll(resultNames).toContain('X-wing Squadron');
    const answered = await resultNames();
    expect(answered).not.toContain('TIE Fighter Squadron');
    await page.evaluate(() => (globalThis as unknown as { releaseHeld: () => void }).releaseHeld());
    // The stale answer has arrived and been read; two frames later the list is still the newer one.
    await page.waitForFunction(() => (globalThis as unknown as { heldAnswered: number }).heldAnswered === 1);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await resultNames()).toEqual(answered);
    await page.screenshot({ path: screenshotPath('cards-search-typed-1366') });
    await page.reload();
    await page.getByRole('status').filter({ hasText: '17 cards' }).waitFor();
  });

  it('filters by game, kind, faction and points, and shows a refused filter’s reason beside the filters', async () => {
    await filter('Game').selectOption('armada');
    await filter('Kind').selectOption('ship');
    await expectResults(['CR90 Corvette A', 'Nebulon-B Escort Frigate', 'Victory II-class Star Destroyer']);
    await filter('Faction').selectOption('rebel');
    await expectResults(['CR90 Corvette A', 'Nebulon-B Escort Frigate']);
    await filter('Faction').selectOption('');
    await filter('Points from').fill('50');
    await filter('Points up to').fill('90');
    await expectResults(['Nebulon-B Escort Frigate', 'Victory II-class Star Destroyer']);
    await page.screenshot({ path: screenshotPath('cards-filtered-1366') });

    await filter('Points from').fill('95');
    const refusal = page.locator('.finder .error[role="alert"]');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/lowest cost must not be above (the )?highest cost/i);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('status').filter({ hasText: '17 cards' }).waitFor();
    expect(await refusal.count()).toBe(0);
  });

  it('an X-Wing pilot’s detail shows initiative, attack, agility, hull, shields, Force and slots', async () => {
    await searchBox().fill('luke');
    await expectResults(['Luke Skywalker']);
    await results().getByRole('link', { name: /Luke Skywalker/ }).click();
    await detail().getByRole('heading', { name: 'Luke Skywalker' }).waitFor();
    expect(page.url()).toMatch(/#\/cards\/\d+$/);
    const stats = detail().getByRole('definition');
    const stat = async (label: string) => (await detail().locator('.stat', { has: page.getByText(label, { exact: true }) }).locator('dd').textContent())?.trim();
    expect(await stat('Initiative')).toBe('5');
    expect(await stat('Attack')).toBe('3');
    expect(await stat('Agility')).toBe('2');
    expect(await stat('Hull')).toBe('4');
    expect(await stat('Shields')).toBe('2');
    expect(await stat('Force')).toBe('2');
    expect(await stats.count()).toBeGreaterThanOrEqual(6);
    expect(await detail().getByRole('listitem').filter({ hasText: 'Astromech' }).count()).toBe(1);
    expect(await detail().textContent()).toContain('Red Five');
    expect(await detail().textContent()).toContain('60 points');
    // The description is the host's own words for the card.
    expect(await detail().textContent()).toContain('A Force-sensitive ace who regains Force while under attack.');
    await page.screenshot({ path: screenshotPath('cards-detail-xwing-1366') });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('an Armada ship’s detail shows hull, command values, shields and armament per hull zone, and defense tokens', async () => {
    await searchBox().fill('victory');
    await results().getByRole('link', { name: /Victory II-class Star Destroyer/ }).click();
    await detail().getByRole('heading', { name: 'Victory II-class Star Destroyer' }).waitFor();
    const zones = detail().getByRole('table', { name: 'Hull zones' });
    const row = (zone: string) => zones.getByRole('row', { name: new RegExp(`^${zone}`) });
    expect(await row('Front').textContent()).toMatch(/Front\s*3.*3 red.*3 blue/);
    expect(await row('Left').textContent()).toMatch(/Left\s*3.*2 red.*1 blue/);
    expect(await row('Rear').textContent()).toMatch(/Rear\s*1.*2 red/);
    expect(await row('Anti-squadron').textContent()).toContain('1 blue');
    const text = (await detail().textContent()) ?? '';
    expect(text).toMatch(/Hull\s*8/);
    expect(text).toMatch(/Command\s*3/);
    expect(text).toMatch(/Engineering\s*4/);
    expect(text).toContain('Redirect ×2');
    expect(text).toContain('Brace');
    expect(await detail().getByRole('table', { name: /Speed chart/ }).getByRole('row').count()).toBe(3);
    await page.screenshot({ path: screenshotPath('cards-detail-armada-1366'), fullPage: true });
  });

  it('a squadron shows its anti-squadron and anti-ship dice and keywords', async () => {
    await searchBox().fill('x-wing squadron');
    await results().getByRole('link', { name: /X-wing Squadron/ }).click();
    await detail().getByRole('heading', { name: 'X-wing Squadron' }).waitFor();
    const armament = detail().getByRole('table', { name: 'Armament' });
    expect(await armament.getByRole('row', { name: /Anti-squadron/ }).textContent()).toContain('4 blue');
    expect(await armament.getByRole('row', { name: /Anti-ship/ }).textContent()).toContain('1 red');
    expect(await detail().textContent()).toContain('Bomber');
  });

  it('counts owned copies: a card’s loose copies are set in its detail and every result shows its owned count', async () => {
    expect(await detail().textContent()).toContain('Create a collection');
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Collection' }).click();
    await page.getByRole('textbox', { name: 'New collection' }).fill('Table shelf');
    await page.getByRole('button', { name: 'Create collection' }).click();
    await page.getByRole('combobox', { name: 'Collection' }).waitFor();
    await page.goBack();
    await detail().getByRole('heading', { name: 'X-wing Squadron' }).waitFor();

    await detail().getByRole('button', { name: 'One more: X-wing Squadron' }).click();
    await detail().getByRole('button', { name: 'One more: X-wing Squadron' }).click();
    await expect.poll(() => detail().getByRole('textbox', { name: 'Loose copies of X-wing Squadron' }).inputValue()).toBe('2');
    await expect.poll(async () => (await detail().locator('.owned-in').textContent())?.replace(/\s+/g, ' ').trim()).toBe('Table shelf 2');
    await expect.poll(async () => results().locator('.card-row', { hasText: 'X-wing Squadron' }).locator('.owned').textContent()).toBe('2 owned');
    await page.screenshot({ path: screenshotPath('cards-owned-1366') });

    // A refused count shows the host's reason beside the control, and the count stays.
    const input = detail().getByRole('textbox', { name: 'Loose copies of X-wing Squadron' });
    await input.fill('1000');
    await input.press('Enter');
    const refusal = detail().locator('.stepper .error[role="alert"]');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('at most 999');
    await expect.poll(() => input.inputValue()).toBe('2');

    await searchBox().fill('');
    await page.getByLabel('Owned only').check();
    await expectResults(['X-wing Squadron']);
    await page.getByLabel('Owned only').uncheck();
    await page.getByRole('status').filter({ hasText: '17 cards' }).waitFor();
    const owned = await results().locator('.card-row .owned').allTextContents();
    expect(owned).toHaveLength(17);
  });

  it('is reachable by keyboard: search, open a card with Enter, focus visible', async () => {
    await searchBox().focus();
    await searchBox().fill('jek');
    await expectResults(['Jek Porkins']);
    // Tab from the search box through the filters to the first result.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.textContent?.includes('Jek Porkins'))) break;
    }
    const focused = await page.evaluate(() => ({
      text: document.activeElement?.textContent ?? '',
      outline: getComputedStyle(document.activeElement!).outlineStyle,
      width: parseFloat(getComputedStyle(document.activeElement!).outlineWidth),
    }));
    expect(focused.text).toContain('Jek Porkins');
    expect(focused.outline).not.toBe('none');
    expect(focused.width).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Enter');
    await detail().getByRole('heading', { name: 'Jek Porkins' }).waitFor();
  });

  it('meets the table’s sizes: 18 px text, 44 px targets', async () => {
    await searchBox().fill('');
    await page.getByRole('status').filter({ hasText: '17 cards' }).waitFor();
    await expectTableSizes();
  });

  it('works on a 768 px tablet: one pane at a time, in both themes, without sideways scrolling', async () => {
    await page.setViewportSize(tablet);
    await page.goto(`${app.url}#/cards`);
    await page.getByRole('status').filter({ hasText: '17 cards' }).waitFor();
    await expectNoHorizontalScroll();
    await page.screenshot({ path: screenshotPath('cards-list-768') });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expectTableSizes();

    await results().getByRole('link', { name: /Nebulon-B Escort Frigate/ }).click();
    await detail().getByRole('heading', { name: 'Nebulon-B Escort Frigate' }).waitFor();
    expect(await results().isVisible()).toBe(false);
    // Focus moves with the pane, never left on the hidden result.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('← Back to results');
    await expectNoHorizontalScroll();
    await page.screenshot({ path: screenshotPath('cards-detail-768'), fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /Switch to light theme/ }).click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    await page.screenshot({ path: screenshotPath('cards-detail-768-light'), fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await detail().getByRole('link', { name: '← Back to results' }).click();
    await results().getByRole('link', { name: /Luke Skywalker/ }).waitFor();
    await page.screenshot({ path: screenshotPath('cards-list-768-light') });
    await page.setViewportSize(laptop);
    await page.screenshot({ path: screenshotPath('cards-list-1366-light') });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /Switch to dark theme/ }).click();
  });

  it('a card link that names no card says so', async () => {
    await page.goto(`${app.url}#/cards/999999`);
    const alert = detail().getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('No card with id 999999');
  });
});
