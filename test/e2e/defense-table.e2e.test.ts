import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { seriousAxeViolations } from '../helpers/axe';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { measureAtTheTable } from './at-the-table';
import { smallTargets, smallText } from './readable-text';

/** The defense table's own parts, without the game's title line above it. */
const TABLE = '.table-bar, .scenario, .layout, section.setting';
import { useBrowserMode } from '../helpers/e2e-run';

// The building-defense table screen (rules 002): the sample scenario's start, the plan with its
// floors, spaces, colours, defenders, tokens and enemy stacks, line of sight on demand, the five
// actions with the engine's reasons, the attack success setting, overrule and app rolls, table
// edits, undo back to a chosen entry, keyboard, sizes, themes, a 768 px tablet and touch.

let app: ServedApp;
let browser: Browser;
let page: Page;

useBrowserMode('defense-table', (run) => void ({ app, browser, page } = run));

const space = (id: string): Locator => page.locator(`li.space[data-space="${id}"]`);
const spaceButton = (id: string): Locator => page.locator(`#space-${id}`);
const chip = (id: string): Locator => page.locator(`button.defender[data-defender="${id}"]`);
const panel = (): Locator => page.locator('section.panel[data-panel="defender"], section.panel[data-panel="space"]');
const action = (name: string): Locator => panel().locator(`button.action[data-action="${name}"]`);
const lastChange = () => page.locator('.bar .last').textContent();
const stack = (id: string) => space(id).locator('.enemies li').allTextContents();
const tokens = (id: string) => space(id).locator('.tokens li').allTextContents();
const status = (id: string) => chip(id).locator('.status').textContent();
const inSight = () => page.locator('li.space.in-sight').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-space')));

async function pick(defender: string): Promise<void> {
  if ((await chip(defender).getAttribute('aria-pressed')) !== 'true') await chip(defender).click();
  await page.locator('section.panel[data-panel="defender"]').waitFor();
}

async function pickSpace(id: string): Promise<void> {
  if ((await spaceButton(id).getAttribute('aria-pressed')) !== 'true') await spaceButton(id).click();
  await page.locator('section.panel[data-panel="space"]').waitFor();
}

/** Taps each die's face, one tap per die ("Die 1: 6", …); `dice` is how many the action rolls. */
async function enterDice(label: string, faces: number[], dice = faces.length): Promise<void> {
  for (const [i, face] of faces.entries()) {
    await panel().getByRole('button', { name: `${dice === 1 ? label : `${label} ${i + 1}`}: ${face}`, exact: true }).click();
  }
}

describe('the building-defense table', () => {
  it('a new game offers the sample scenario, clearly labelled as a sample', async () => {
    await page.goto(app.url);
    await page.getByRole('textbox', { name: 'Game name', exact: true }).fill('Corner bakery');
    await page.getByRole('radio', { name: 'Building defense (solo)' }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.getByRole('heading', { name: 'Start the defense' }).waitFor();
    expect(await page.locator('.sample-badge').textContent()).toBe('Sample scenario');
    expect(await page.locator('#sample-name').textContent()).toBe('Sample: the corner bakery (made up for Sidetable)');
    expect(await page.locator('.scenario').textContent()).toContain('It is not a published scenario');
    await page.screenshot({ path: screenshotPath('defense-start-laptop') });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.screenshot({ path: screenshotPath('defense-start-tablet') });
    await page.setViewportSize({ width: 1366, height: 768 });

    await page.getByRole('button', { name: 'Start from the sample scenario' }).click();
    await page.locator('.table-bar').waitFor();
    expect(await page.locator('.scenario .sample-badge').textContent()).toBe('Sample scenario');
    expect(await page.getByRole('heading', { level: 2, name: /^Sample: the corner bakery/ }).count()).toBe(1);
  });

  it('the plan: floors top floor first, spaces with their colours in words, defenders, tokens, enemy stacks', async () => {
    expect(await page.locator('section.floor').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-floor')))).toEqual(['top', 'ground', 'basement']);
    const topFloor = page.locator('section.floor[data-floor="top"] ul.spaces > li.space');
    expect(await topFloor.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-space')))).toEqual(['top-front', 'top-landing', 'top-back']);
    // Colour is never the only signal: each space names its colour.
    expect(await space('top-front').locator('.colour-tag').textContent()).toBe('Red');
    expect(await space('stairwell').locator('.tag').allTextContents()).toEqual(['Blue', 'Interior']);
    expect(await space('flour-store').locator('.colour-tag').textContent()).toBe('Yellow');
    // Every outside counter space is drawn beside a floor, with its kind in words.
    expect(await page.locator('.outside li.space').count()).toBe(5);
    expect(await space('square').locator('.tag').allTextContents()).toEqual(['Support']);
    expect(await stack('street')).toEqual(['Top: Assault squad A (assault)', 'Assault squad B (assault)']);
    expect(await stack('stairwell')).toEqual(['Top: Breaching squad (assault)']);
    expect(await tokens('top-front')).toEqual(['Machine gun [R][S]', '2 ammunition tokens']);
    expect(await space('shop').locator('button.defender').allTextContents()).toEqual([expect.stringContaining('Sgt. Varga'), expect.stringContaining('Pvt. Marek')]);
    expect(await status('sokol')).toContain('Exhausted');
    expect(await status('lenz')).toContain('Disrupted');
    expect(await page.locator('.bar .used-count').textContent()).toBe('0 / 4');
    await page.screenshot({ path: screenshotPath('defense-table-laptop') });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('before the phase, every action shows the engine’s reason; picking a defender shows what it can see', async () => {
    await pick('varga');
    // The same reason for all five is said once, and each refused button points to it.
    expect(await panel().locator('.why').allTextContents()).toEqual(['Actions are taken in the defense phase: start the defense phase first.']);
    const refused = panel().locator('button.action[aria-disabled="true"]');
    expect(await refused.count()).toBe(5);
    const reasonId = await panel().locator('.why').getAttribute('id');
    expect(await refused.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-describedby')))).toEqual(Array(5).fill(reasonId));
    expect((await inSight()).sort()).toEqual(['alley', 'square', 'stairwell', 'street']);
    expect(await space('street').locator('.sight-note').textContent()).toBe('In sight of Sgt. Varga');
    expect(await space('yard').locator('.sight-note').count()).toBe(0);

    // Bring the ground floor under the bar: Varga's shop front and most of what he sees.
    await page.locator('section.floor[data-floor="ground"]').evaluate((floor) => {
      const bar = document.querySelector('.table-bar')?.getBoundingClientRect().height ?? 0;
      window.scrollBy({ top: floor.getBoundingClientRect().top - bar - 24, behavior: 'instant' });
    });
    await page.screenshot({ path: screenshotPath('defense-sight-laptop') });

    await pick('dunai');
    expect((await inSight()).sort()).toEqual(['alley', 'square', 'street']);
    expect(await panel().locator('.sees').textContent()).toBe('Sees: street, alley, square');
    await panel().getByRole('button', { name: /^Close/ }).click();
    expect(await inSight()).toEqual([]);
    // Focus goes back to the defender on the plan.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-defender'))).toBe('dunai');
  });

  it('the attack success setting is shown and the player changes it', async () => {
    const setting = page.getByTestId('attack-success');
    expect(await setting.textContent()).toBe('A die succeeds on 5 or more; one such die makes the attack roll a success.');
    await page.getByRole('button', { name: 'Change the setting' }).click();
    await page.getByRole('button', { name: 'Lowest succeeding face: one less' }).click();
    await page.getByRole('button', { name: 'Succeeding dice needed: one more' }).click();
    await page.getByRole('button', { name: 'Save the setting' }).click();
    await expect.poll(() => setting.textContent()).toBe('A die succeeds on 4 or more; 2 such dice make the attack roll a success.');
    await expect.poll(lastChange).toContain('Attack success setting changed: A die succeeds on 4 or more; 2 such dice make the attack roll a success.');
  });

  it('a refused attack shows the engine’s reason next to the control', async () => {
    await page.getByRole('button', { name: 'Start defense phase' }).click();
    await expect.poll(() => page.locator('.bar .phase').textContent()).toBe('Defense phase');
    await pick('marek');
    await action('attack').click();
    await panel().getByRole('button', { name: /^street: Assault squad A/ }).click();
    await enterDice('Die', [6], 2);
    await panel().getByRole('button', { name: /^Confirm dice and attack/ }).click();
    const refusal = panel().locator('.action-form .refusal');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe("Pvt. Marek's attack rolls 2 dice: enter 2 faces, not 1.");
    expect(await stack('street')).toHaveLength(2);
    await page.screenshot({ path: screenshotPath('defense-refusal-laptop') });
  });

  it('the player overrules an attack result their edition judges differently', async () => {
    // 4+ with two dice needed: [6, 1] is a failure by the setting; the player counts it a success.
    await enterDice('Die', [6, 1]);
    await panel().getByRole('radio', { name: 'Overrule: a success' }).check();
    await panel().getByRole('button', { name: /^Confirm dice and attack/ }).click();
    await expect.poll(() => stack('street')).toEqual(['Top: Assault squad B (assault)']);
    await expect.poll(lastChange).toContain('2 dice [6, 1], 1 success, a failure, overruled by the player as a success: counter removed.');
  });

  it('the app rolls the dice when asked, and shows them before they count', async () => {
    await pick('ilves');
    await action('attack').click();
    await panel().getByRole('button', { name: /^rubble field: Machine-gun team/ }).click();
    await panel().getByRole('button', { name: 'Roll them for me' }).click();
    await expect.poll(() => panel().locator('.roll-note[role="status"]').textContent()).toMatch(/^The app rolled \d, \d, \d, \d: confirm to attack with these dice\.$/);
    expect(await page.locator('.bar .used-count').textContent()).toBe('1 / 4');
    expect(await panel().getByRole('button', { name: 'Roll them for me' }).count()).toBe(0);
    await panel().getByRole('button', { name: /^Confirm dice and attack/ }).click();
    await expect.poll(lastChange).toContain('Cpl. Ilves attacks the support counter Machine-gun team in the rubble field (rolled by the app): 4 dice');
    expect(await page.locator('.bar .used-count').textContent()).toBe('2 / 4');
  });

  it('defenders are edited at the table: side, Disrupted and move tokens, casualty, move, remove', async () => {
    await pick('marek');
    const edits = panel().locator('details.edits');
    await edits.locator('summary').click();
    await edits.getByRole('button', { name: 'Turn to the ready side' }).click();
    await expect.poll(() => status('marek')).toContain('Ready');
    await edits.getByRole('button', { name: 'Disrupted tokens on Pvt. Marek: one more' }).click();
    await expect.poll(() => status('marek')).toContain('Disrupted');
    await edits.getByRole('button', { name: 'No move token: add one' }).click();
    await expect.poll(() => status('marek')).toContain('Move token');
    // The engine now refuses Marek's actions, with its reason.
    expect(await panel().locator('.why').first().textContent()).toContain('move token');
    await edits.getByRole('button', { name: 'Mark as a casualty' }).click();
    await expect.poll(() => status('marek')).toContain('Casualty');
    await edits.getByRole('button', { name: 'No longer a casualty' }).click();
    await edits.getByLabel('Move to').selectOption('bakehouse');
    await edits.getByRole('button', { name: 'Move', exact: true }).click();
    await expect.poll(() => space('bakehouse').locator('button.defender[data-defender="marek"]').count()).toBe(1);
    await expect.poll(lastChange).toContain('Pvt. Marek moves from the shop front to the bakehouse.');
    await page.screenshot({ path: screenshotPath('defense-edit-defender-laptop') });
    await panel().getByRole('button', { name: 'Take Pvt. Marek off the table' }).click();
    await expect.poll(() => chip('marek').count()).toBe(0);
    await expect.poll(lastChange).toContain('Pvt. Marek is taken off the table.');
  });

  it('spaces are edited at the table: defenders placed, weapon, ammunition and suppression tokens, enemy counters', async () => {
    await pickSpace('top-landing');
    await panel().getByLabel('Name on the counter').fill('Pvt. Orlov');
    await panel().getByRole('button', { name: 'Combat value: one more' }).click();
    await panel().getByText('Command [C] special action').click();
    await panel().getByRole('button', { name: 'Place the defender' }).click();
    await expect.poll(() => space('top-landing').locator('button.defender').allTextContents()).toEqual([expect.stringContaining('Pvt. Orlov')]);
    await expect.poll(lastChange).toContain('Pvt. Orlov is placed in the upper landing.');

    await panel().getByLabel('Add a weapon token').fill('Rifle');
    await panel().getByText('Ranged [R]').click();
    await panel().getByRole('button', { name: 'Add the weapon token' }).click();
    await expect.poll(() => tokens('top-landing')).toEqual(['Rifle [R]']);
    await panel().getByRole('button', { name: 'Ammunition tokens in the upper landing: one more' }).click();
    await expect.poll(() => tokens('top-landing')).toEqual(['Rifle [R]', '1 ammunition token']);
    await panel().getByRole('button', { name: 'Remove Rifle' }).click();
    await expect.poll(() => tokens('top-landing')).toEqual(['1 ammunition token']);

    await pickSpace('yard');
    await panel().getByLabel('Push a counter on top').fill('Assault squad C');
    await panel().getByRole('button', { name: 'Push on top' }).click();
    await expect.poll(() => stack('yard')).toEqual(['Top: Assault squad C (assault)']);
    await panel().getByRole('button', { name: 'Suppression tokens in the yard: one more' }).click();
    await expect.poll(() => tokens('yard')).toEqual(['1 suppression token']);
    await page.screenshot({ path: screenshotPath('defense-edit-space-laptop') });
    await panel().getByRole('button', { name: 'Take the top counter off' }).click();
    await expect.poll(() => space('yard').locator('.enemies li').count()).toBe(0);
    await expect.poll(lastChange).toContain('The assault counter Assault squad C is removed from the yard (0 counters left).');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await panel().getByRole('button', { name: /^Close/ }).click();
  });

  it('the history: plain words, and undo back to a chosen entry', async () => {
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.locator('aside.history');
    await history.waitFor();
    const entry = history.locator('li.entry', { hasText: 'Cpl. Ilves attacks the support counter Machine-gun team' });
    await entry.getByRole('button', { name: /^Undo back to here/ }).click();
    await expect.poll(() => chip('marek').count()).toBe(1);
    await expect.poll(() => space('shop').locator('button.defender[data-defender="marek"]').count()).toBe(1);
    await expect.poll(() => status('marek')).toContain('Exhausted');
    expect(await tokens('top-landing')).toEqual([]);
    expect(await stack('street')).toEqual(['Top: Assault squad B (assault)']);
    expect(await history.locator('section.undone li').count()).toBeGreaterThan(5);
    await page.screenshot({ path: screenshotPath('defense-history-laptop') });
    await history.getByRole('button', { name: 'Close' }).click();
  });

  it('every action is reachable by keyboard, with the focus visible; Escape closes the panel', async () => {
    await page.locator('body').click({ position: { x: 5, y: 400 } });
    let found = false;
    for (let i = 0; i < 40 && !found; i++) {
      await page.keyboard.press('Tab');
      found = await page.evaluate(() => document.activeElement?.getAttribute('data-defender') === 'dunai');
    }
    expect(found).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.locator('section.panel[data-panel="defender"]').waitFor();
    // From the defender, on to its actions: Suppress is allowed for Pvt. Dunai.
    found = false;
    for (let i = 0; i < 30 && !found; i++) {
      await page.keyboard.press('Tab');
      found = await page.evaluate(() => document.activeElement?.getAttribute('data-action') === 'suppress');
    }
    expect(found).toBe(true);
    await page.screenshot({ path: screenshotPath('defense-keyboard-focus-laptop') });
    await page.keyboard.press('Enter');
    await panel().getByRole('button', { name: 'Suppress the alley' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => panel().count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-defender'))).toBe('dunai');
  });

  it('body text is at least 18 px and every control is at least 44 px', async () => {
    // With an attack form open, so the dice faces and the overrule choices are measured too.
    await pick('dunai');
    await action('attack').click();
    await panel().getByRole('button', { name: /^street: Assault squad B/ }).click();
    await panel().getByRole('button', { name: 'Die 1: 3', exact: true }).waitFor();
    const sizes = await measureAtTheTable(page, 'button, summary, input[type="text"], select, label:has(input[type="radio"]), label:has(input[type="checkbox"])');
    expect(sizes.body).toBeGreaterThanOrEqual(18);
    expect(sizes.controls).toBeGreaterThan(30);
    expect(sizes.tooSmall).toEqual([]);
    // Every word, not only the body's size: captions, tags, counters and dice faces too, on the
    // table itself (the bar, the scenario, the plan and its panels, the success setting).
    expect(await smallText(page, TABLE)).toEqual([]);
    expect(await smallTargets(page, TABLE)).toEqual([]);
  });

  it('the light theme and a 768 px tablet: readable, no sideways scrolling, no serious accessibility issue', async () => {
    await page.getByRole('button', { name: /Switch to light theme/ }).click();
    await pick('dunai');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenshotPath('defense-table-light-laptop') });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 768, height: 1024 });
    // On the tablet the picked defender's panel opens right under its floor.
    await page.locator('.plan .panel-slot section.panel[data-panel="defender"]').waitFor();
    await page.screenshot({ path: screenshotPath('defense-table-light-tablet-panel') });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenshotPath('defense-table-light-tablet'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    expect(await smallText(page, TABLE)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /Switch to dark theme/ }).click();
    await panel().getByRole('button', { name: /^Close/ }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenshotPath('defense-table-dark-tablet') });
    await page.screenshot({ path: screenshotPath('defense-table-dark-tablet-full'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it('works with touch: tapping on a touch screen drives the table', async () => {
    const context = await browser.newContext({ hasTouch: true, viewport: { width: 768, height: 1024 } });
    const tablet = await context.newPage();
    tablet.setDefaultTimeout(8000);
    await tablet.goto(app.url);
    await tablet.getByRole('button', { name: 'Continue Corner bakery' }).tap();
    await tablet.locator('.table-bar').waitFor();
    await tablet.locator('button.defender[data-defender="dunai"]').tap();
    await tablet.locator('button.action[data-action="suppress"]').tap();
    await tablet.getByRole('button', { name: 'Suppress the alley' }).tap();
    await expect.poll(() => tablet.locator('li.space[data-space="alley"] .tokens li').allTextContents()).toEqual(['5 suppression tokens']);
    await tablet.screenshot({ path: screenshotPath('defense-touch-tablet') });
    await tablet.getByRole('button', { name: 'Undo', exact: true }).tap();
    await expect.poll(() => tablet.locator('li.space[data-space="alley"] .tokens li').count()).toBe(0);
    await context.close();
  });
});
