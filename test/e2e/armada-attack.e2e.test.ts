import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { seriousAxeViolations } from '../helpers/axe';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { openAttack, revealDial, startCountingTaps as startCounting, taps as tapsSoFar } from './armada-activation';

// A whole Armada attack through the UI (rules 004 the attack, 000 defense tokens): declare, enter
// the dice, spend a brace, apply; then undo, redo, reload — the state survives.

let app: ServedApp;
let browser: Browser;
let page: Page;

useBrowserMode('attack', (run) => void ({ app, browser, page } = run));

const VSD = 'Victory II-class Star Destroyer';
const NEB = 'Nebulon-B Escort Frigate';
const CR90 = 'CR90 Corvette A';

/** A unit's tile in the overview. */
const ship = (name: string): Locator => page.locator('.fleets [data-unit]', { has: page.getByRole('button', { name, exact: true }) });
const zoneShields = (name: string, zone: string) => ship(name).locator(`.zone[data-zone="${zone}"] .value`);
const assistant = (): Locator => page.getByRole('dialog', { name: /attack/i });
const tokenStates = (name: string) => ship(name).locator('.tile-tokens .disc').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('title')));
const faceup = (name: string) => ship(name).locator('.damage .faceup');

async function newCoreSetGame(name: string): Promise<void> {
  await page.goto(app.url);
  await page.getByRole('textbox', { name: 'Game name', exact: true }).fill(name);
  await page.getByRole('radio', { name: 'Star Wars: Armada' }).check();
  await page.getByRole('button', { name: 'Create game' }).click();
  await page.getByRole('button', { name: 'Use the core set fleets' }).click();
  await expect.poll(() => page.locator('section[data-side="1"] .unit-name').count()).toBe(3);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByRole('heading', { name: 'Rebels', level: 2 }).waitFor();
}

/** RRG · Initiative: the table asks who is first player before the ship phase; the side that activates first is. */
async function firstPlayer(name: string): Promise<void> {
  const ask = page.getByRole('group', { name: 'Initiative' });
  await ask.getByRole('button', { name, exact: true }).click();
  await expect.poll(() => ask.count()).toBe(0);
}

/** Taps a face in the tray for each die, in tray order: one tap enters one die of that colour showing that face. */
async function enterDice(faces: [string, string][]): Promise<void> {
  for (const [color, face] of faces) await assistant().getByRole('button', { name: new RegExp(`^${color}: ${face.replace('+', '\\+')}( ×|$)`) }).click();
}

const startCountingTaps = () => startCounting(page);
const taps = () => tapsSoFar(page);


describe('the attack assistant, end to end in Chromium', () => {
  it('sets up the core set and moves to the ship phase', async () => {
    await newCoreSetGame('Attack run');
    await page.screenshot({ path: screenshotPath('armada-table-laptop') });
    await firstPlayer('Empire');
    await page.getByRole('button', { name: 'Next phase' }).click();
    await page.locator('.bar .phase', { hasText: 'Ship phase' }).waitFor();
    await expect.poll(() => page.locator('.bar .last').textContent()).toContain('Ship phase.');
  });

  it('a standard attack — Attack, declare, enter dice, one brace, apply — takes 6 taps besides the dice; activating and the dial 2', async () => {
    await startCountingTaps();
    await ship(VSD).getByRole('button', { name: `Activate ${VSD}` }).click();
    // The dial comes first: the attack panel waits until it is asked for.
    await revealDial(page, VSD);
    expect(await assistant().count()).toBe(0);
    expect((await taps()).all).toBe(2);
    await openAttack(page, VSD);
    await assistant().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('armada-attack-declare-laptop') });

    await assistant().getByRole('button', { name: /^Front/ }).click();
    await assistant().getByRole('button', { name: new RegExp(`^${NEB}, Front`) }).click();

    // The front battery: 3 red and 3 blue dice (no black), so close and medium range gather the same.
    await assistant().getByRole('group', { name: 'Dice tray' }).waitFor();
    expect(await assistant().getByRole('group', { name: /dice$/ }).evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label')))).toEqual([
      'Red dice', 'Blue dice',
    ]);
    await enterDice([
      ['Red', 'Hit + Hit'],
      ['Red', 'Hit + Hit'],
      ['Red', 'Crit'],
      ['Blue', 'Hit'],
      ['Blue', 'Hit'],
    ]);
    await page.screenshot({ path: screenshotPath('armada-attack-dice-laptop') });
    await enterDice([['Blue', 'Crit']]);
    expect(await assistant().getByRole('button', { name: /^Take out/ }).evaluateAll((chips) => chips.map((c) => c.getAttribute('aria-label')))).toEqual([
      'Take out red die 1: Hit + Hit', 'Take out red die 2: Hit + Hit', 'Take out red die 3: Crit',
      'Take out blue die 1: Hit', 'Take out blue die 2: Hit', 'Take out blue die 3: Crit',
    ]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await assistant().getByRole('button', { name: 'Confirm at medium range' }).click();

    // The engine's preview before anything is spent: 6 hits + 2 crits between ships = 8.
    await expect.poll(() => page.getByTestId('damage-total').textContent()).toBe('8');
    // The defender's step: damage is not offered before it spends a token or says it spends none.
    expect(await assistant().getByRole('button', { name: 'Apply damage' }).count()).toBe(0);
    await page.screenshot({ path: screenshotPath('armada-attack-tokens-laptop') });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await assistant().getByRole('button', { name: 'Spend Brace' }).first().click();
    await expect.poll(() => page.getByTestId('damage-total').textContent()).toBe('4');
    const outcome = assistant().getByRole('list', { name: 'What applying will do' });
    expect(await outcome.locator('li').allTextContents()).toEqual(['Front shields −3', '1 damage card, the first faceup']);
    expect(await assistant().textContent()).toContain('Braced: 8 → 4');
    await page.screenshot({ path: screenshotPath('armada-attack-preview-laptop') });
    await assistant().getByRole('button', { name: 'Apply damage' }).click();

    await expect.poll(() => zoneShields(NEB, 'front').textContent()).toBe('0');
    const counted = await taps();
    expect(counted.dice).toBe(6);
    // Activate and the dial (2); Attack, attacking zone, defending zone, confirm (declares at medium range and rolls), brace, apply (6).
    expect(counted.all - counted.dice).toBe(8);
  });

  it('the result is on the ships in one step, and the history says it in plain words', async () => {
    expect(await faceup(NEB).count()).toBe(1);
    expect(await ship(NEB).locator('.damage .n').textContent()).toBe('1');
    expect(await tokenStates(NEB)).toEqual(['Evade, readied', 'Brace, exhausted', 'Brace, readied']);
    await expect.poll(() => page.locator('.bar .last').textContent()).toContain('Brace spent: 8 damage → 4.');
    await page.screenshot({ path: screenshotPath('armada-attack-applied-laptop') });

    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('complementary', { name: 'History' });
    await history.waitFor();
    const text = await history.textContent();
    expect(text).toContain('Brace spent: 8 damage → 4.');
    expect(text).toContain(`${NEB} spends Brace (exhausted).`);
    expect(text).toMatch(/Nebulon-B Escort Frigate is dealt .+ faceup\./);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('armada-history-laptop') });
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.screenshot({ path: screenshotPath('armada-history-tablet') });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 768 });
    await history.getByRole('button', { name: 'Close' }).click();
  });

  it('undo takes the damage back and redo deals the same card again; Ctrl+Z and Ctrl+Shift+Z do the same', async () => {
    const card = await faceup(NEB).textContent();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => zoneShields(NEB, 'front').textContent()).toBe('3');
    expect(await ship(NEB).locator('.damage').count()).toBe(0);
    // Back at the step before Resolve Damage, with the brace still spent.
    await assistant().getByRole('button', { name: 'Apply damage' }).waitFor();
    await page.locator('body').press('Control+z');
    await expect.poll(() => tokenStates(NEB)).toEqual(['Evade, readied', 'Brace, readied', 'Brace, readied']);
    await expect.poll(() => page.getByTestId('damage-total').textContent()).toBe('8');

    await page.locator('body').press('Control+Shift+Z');
    await expect.poll(() => tokenStates(NEB)).toEqual(['Evade, readied', 'Brace, exhausted', 'Brace, readied']);
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect.poll(() => zoneShields(NEB, 'front').textContent()).toBe('0');
    expect(await faceup(NEB).textContent()).toBe(card);
    expect(await page.getByRole('button', { name: 'Redo', exact: true }).isDisabled()).toBe(true);
  });

  it('a reload keeps everything: shields, damage card, tokens, the history', async () => {
    const card = await faceup(NEB).textContent();
    await page.reload();
    await ship(NEB).waitFor();
    expect(await zoneShields(NEB, 'front').textContent()).toBe('0');
    expect(await faceup(NEB).textContent()).toBe(card);
    expect(await tokenStates(NEB)).toEqual(['Evade, readied', 'Brace, exhausted', 'Brace, readied']);
    expect(await page.locator('.bar .phase').textContent()).toBe('Ship phase');
    await expect.poll(() => page.locator('.bar .last').textContent()).toContain('Brace spent: 8 damage → 4.');
    // The VSD is still activated and may attack once more, from another hull zone: the front says it attacked.
    await openAttack(page, VSD);
    await assistant().waitFor();
    const front = assistant().getByRole('button', { name: /^Front/ });
    expect(await front.isDisabled()).toBe(true);
    expect(await front.textContent()).toContain('attacked');
    expect(await assistant().getByRole('button', { name: /^Left/ }).isDisabled()).toBe(false);
  });

  it('evade at long range cancels a die; redirect sends damage to an adjacent zone, in the amount chosen', async () => {
    await assistant().getByRole('button', { name: /^Left/ }).click();
    await assistant().getByRole('button', { name: new RegExp(`^${CR90}, Front`) }).click();
    // The left battery is 2 red and 1 blue: two red dice alone are long range, the one range that gathers just them.
    await enterDice([
      ['Red', 'Hit + Hit'],
      ['Red', 'Hit'],
    ]);
    expect(await assistant().locator('[data-confirm]').allTextContents()).toEqual(['Confirm dice · long range']);
    await assistant().getByRole('button', { name: /^Confirm dice/ }).click();
    await expect.poll(() => page.getByTestId('damage-total').textContent()).toBe('3');

    const evade = assistant().locator('li.token-option').first();
    expect(await evade.textContent()).toContain('Cancels one die of your choice at this range.');
    await evade.getByRole('button', { name: 'Evade…' }).click();
    await evade.getByRole('button', { name: 'Red die 1: Hit + Hit' }).click();
    await page.screenshot({ path: screenshotPath('armada-attack-evade-laptop') });
    await evade.getByRole('button', { name: 'Cancel this die' }).click();
    await expect.poll(() => page.getByTestId('damage-total').textContent()).toBe('1');

    // A second evade in the same attack is refused by the engine, with its reason beside the token.
    const secondEvade = assistant().locator('li.token-option').nth(1);
    expect(await secondEvade.locator('.why').textContent()).toContain('at most one token of each type per attack');

    await assistant().getByRole('button', { name: 'Redirect to right' }).click();
    await assistant().getByRole('group', { name: 'Redirect to the right zone' }).waitFor();
    const redirect = assistant().getByRole('group', { name: 'Redirect to the right zone' });
    expect(await redirect.locator('.amount').textContent()).toBe('1');
    await redirect.getByRole('button', { name: 'Redirect one less' }).click();
    expect(await redirect.locator('.amount').textContent()).toBe('0');
    await page.screenshot({ path: screenshotPath('armada-attack-redirect-laptop') });
    await redirect.getByRole('button', { name: 'Redirect one more' }).click();
    await assistant().getByRole('button', { name: 'Apply damage' }).click();
    await expect.poll(() => zoneShields(CR90, 'right').textContent()).toBe('1');
    expect(await zoneShields(CR90, 'front').textContent()).toBe('2');
    await expect.poll(() => page.locator('.bar .last').textContent()).toContain('CR90 Corvette A loses 1 shield on the right zone (1 left).');
  });

  it('a refused command shows the engine’s reason next to the control that sent it', async () => {
    // The VSD attacked twice: the attack panel is gone, and its activation ends from the activation bar.
    expect(await assistant().count()).toBe(0);
    await ship(CR90).getByRole('button', { name: CR90, exact: true }).click();
    const detail = page.getByRole('complementary', { name: `${CR90}: detail` });
    await detail.getByRole('button', { name: `Recover a right shield on ${CR90}` }).click();
    await expect.poll(() => zoneShields(CR90, 'right').textContent()).toBe('2');
    await detail.getByRole('button', { name: `Recover a right shield on ${CR90}` }).click();
    const refusal = detail.locator('.refusal');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('right shields are already at their maximum of 2');
    await page.screenshot({ path: screenshotPath('armada-refusal-laptop') });
    await detail.getByRole('button', { name: /^Close/ }).click();
    await page.getByRole('group', { name: `${VSD} activated` }).getByRole('button', { name: 'End activation' }).click();
    await expect.poll(() => page.getByRole('group', { name: `${VSD} activated` }).count()).toBe(0);
  });

  it('undo back to a chosen history entry', async () => {
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('complementary', { name: 'History' });
    const entry = history.locator('li.entry', { hasText: `${VSD} activates.` });
    await entry.getByRole('button', { name: /^Undo back to here/ }).click();
    // Thirteen commands are undone one by one, each committed before the next: allow them the time.
    await expect.poll(() => history.locator('.log > li.entry').first().textContent(), { timeout: 30_000 }).toContain(`${VSD} activates.`);
    expect(await zoneShields(NEB, 'front').textContent()).toBe('3');
    expect(await zoneShields(CR90, 'right').textContent()).toBe('2');
    expect(await history.locator('.undone li').count()).toBeGreaterThan(3);
    await page.screenshot({ path: screenshotPath('armada-history-undone-laptop') });
    await history.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect.poll(() => page.locator('.bar .last').textContent()).toContain('Redone');
  });

  it('works on a 768 px wide tablet: the dice tray, an accuracy, and the token step', async () => {
    await newCoreSetGame('Tablet attack');
    await page.setViewportSize({ width: 768, height: 1024 });
    await firstPlayer('Rebels');
    await page.getByRole('button', { name: 'Next phase' }).click();
    await page.locator('.bar .phase', { hasText: 'Ship phase' }).waitFor();
    await page.screenshot({ path: screenshotPath('armada-table-tablet'), fullPage: true });
    await ship(NEB).getByRole('button', { name: `Activate ${NEB}` }).click();
    await revealDial(page, NEB);
    await openAttack(page, NEB);
    await assistant().getByRole('button', { name: /^Front/ }).click();
    await assistant().getByRole('button', { name: new RegExp(`^${VSD}, Front`) }).click();
    await enterDice([
      ['Red', 'Hit'],
      ['Red', 'Crit'],
    ]);
    await page.screenshot({ path: screenshotPath('armada-attack-dice-tablet') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await enterDice([['Red', 'Accuracy']]);
    // The front's 3 red dice are gathered at every range: the player says which.
    expect(await assistant().locator('[data-confirm]').allTextContents()).toEqual(['Confirm at close range', 'Confirm at medium range', 'Confirm at long range']);
    await assistant().getByRole('button', { name: 'Confirm at close range' }).click();
    // An accuracy the defender's tokens can be chosen with: the attacker's step stays open for it.
    await assistant().getByRole('group', { name: 'Spend an accuracy' }).waitFor();
    await page.screenshot({ path: screenshotPath('armada-attack-tokens-tablet'), fullPage: true });
    await assistant().getByRole('button', { name: /^Lock Brace/ }).click();
    await assistant().getByRole('button', { name: 'Dice done: the defender’s turn' }).click();
    const brace = assistant().locator('li.token-option', { hasText: 'Halves the total damage' });
    expect(await brace.locator('.why').textContent()).toContain('chose this Brace with an accuracy');
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await page.setViewportSize({ width: 1366, height: 768 });
  });
});
