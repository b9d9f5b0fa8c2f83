import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { seriousAxeViolations } from '../helpers/axe';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';

// A whole X-Wing attack through the UI, on the core set: "Night Beast" takes one of Luke's shields,
// then Iden Versio attacks Luke at range 1 with focus spent, against Luke's fore reinforce token
// (001: the attacker is in his front full arc), and the damage goes to the last shield, then the
// hull. Then undo, redo, reload — the state survives — and the End Phase cleanup (003).

let app: ServedApp;
let browser: Browser;
let page: Page;

useBrowserMode('xwing-attack', (run) => void ({ app, browser, page } = run));

const LUKE = 'Luke Skywalker';
const IDEN = 'Iden Versio';
const BEAST = '"Night Beast"';

const ship = (name: string): Locator => page.locator('article.ship', { has: page.getByRole('heading', { name, exact: true }) });
const assistant = (): Locator => page.locator('section.assistant');
const attackerChoice = (name: string) => assistant().getByRole('group', { name: /Attacker$/ }).getByRole('button', { name: new RegExp(`^${name}`) });
const defenderChoice = (name: string) => assistant().getByRole('group', { name: /Defender$/ }).getByRole('button', { name: new RegExp(`^${name}`) });
const stat = (name: string, kind: string) => ship(name).locator(`[data-stat="${kind}"] .value strong`).textContent();
const tokens = (name: string) => ship(name).getByRole('group', { name: `Tokens of ${name}` }).locator('button.held').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')));
const phase = () => page.locator('.bar .phase').textContent();
const lastChange = () => page.locator('.bar .last').textContent();

async function nextPhase(to: string): Promise<void> {
  await page.getByRole('button', { name: 'Next phase' }).click();
  await expect.poll(phase).toBe(to);
}

async function enterDice(faces: [string, string][]): Promise<void> {
  for (const [die, face] of faces) await page.getByRole('button', { name: `${die}: ${face}`, exact: true }).click();
}

async function perform(name: string, action: string): Promise<void> {
  await ship(name).getByRole('button', { name: 'Actions', exact: true }).click();
  await ship(name).getByRole('button', { name: action, exact: true }).click();
  await ship(name).getByRole('button', { name: 'Done', exact: true }).click();
}

describe('an X-Wing attack, end to end in Chromium', () => {
  it('creates an X-Wing game from the core set pilots', async () => {
    await page.goto(app.url);
    await page.getByRole('textbox', { name: 'Game name', exact: true }).fill('Dogfight');
    await page.getByRole('radio', { name: 'Star Wars: X-Wing' }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.getByRole('heading', { name: 'Set up the squadrons' }).waitFor();
    await page.getByRole('button', { name: 'Use the core set ships' }).click();
    await expect.poll(() => page.locator('section[data-side="1"] .unit-name').count()).toBe(2);
    expect(await page.locator('section[data-side="0"] .unit-name').textContent()).toContain(LUKE);
    await page.screenshot({ path: screenshotPath('xwing-roster-laptop') });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await ship(LUKE).waitFor();
    expect(await phase()).toBe('Planning Phase');
  });

  it('in the Activation Phase Luke reinforces fore and Iden Versio focuses', async () => {
    await nextPhase('System Phase');
    await nextPhase('Activation Phase');
    await perform(LUKE, 'Reinforce fore');
    await expect.poll(() => tokens(LUKE)).toEqual(['Reinforce fore, 1, green circle']);
    await perform(IDEN, 'Focus');
    await expect.poll(() => tokens(IDEN)).toEqual(['Focus, 1, green circle']);
    await nextPhase('Engagement Phase');
    await assistant().waitFor();
    await page.screenshot({ path: screenshotPath('xwing-attack-declare-laptop') });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('"Night Beast" hits Luke once: one hit, no reinforce, a shield', async () => {
    await attackerChoice(`#3 ${BEAST}`).click();
    await defenderChoice(`#1 ${LUKE}`).click();
    await assistant().getByRole('button', { name: 'Range 2', exact: true }).click();
    await assistant().getByRole('group', { name: 'Attack dice tray' }).waitFor();
    await enterDice([
      ['Attack die 1', 'Hit'],
      ['Attack die 2', 'Blank'],
    ]);
    await assistant().getByRole('button', { name: /^Confirm attack dice/ }).click();
    await assistant().getByRole('button', { name: 'Attack dice done: roll defense dice' }).click();
    await enterDice([
      ['Defense die 1', 'Blank'],
      ['Defense die 2', 'Blank'],
    ]);
    await assistant().getByRole('button', { name: /^Confirm defense dice/ }).click();
    await assistant().getByRole('button', { name: /^Neutralize results/ }).click();
    await assistant().getByRole('button', { name: `Apply damage to ${LUKE}` }).click();
    await expect.poll(() => stat(LUKE, 'shield')).toBe('1');
  });

  it('Iden Versio attacks at range 1: focus spent, reinforce fore applies, the last shield then the hull', async () => {
    await attackerChoice(`#2 ${IDEN}`).click();
    await defenderChoice(`#1 ${LUKE}`).click();
    // Luke is reinforced: the players say where the attacker is, seen from him.
    await assistant().getByRole('button', { name: /^Front full arc/ }).click();
    await assistant().getByRole('button', { name: 'Range 1', exact: true }).click();
    expect(await assistant().locator('.lead').textContent()).toContain('Roll 3 attack dice (attack value 2 + 1 range bonus)');
    await enterDice([
      ['Attack die 1', 'Hit'],
      ['Attack die 2', 'Focus'],
      ['Attack die 3', 'Crit'],
    ]);
    await page.screenshot({ path: screenshotPath('xwing-attack-dice-laptop') });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await assistant().getByRole('button', { name: /^Confirm attack dice/ }).click();

    // Modify Attack Dice: Iden Versio spends her focus token.
    await assistant().getByRole('button', { name: /^Spend focus: 1 focus → hit/ }).click();
    await expect.poll(() => tokens(IDEN)).toEqual([]);
    expect(await assistant().getByRole('group', { name: /Attack dice/ }).getByRole('button').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')))).toEqual([
      'Attack die 1: Hit',
      'Attack die 2: Hit',
      'Attack die 3: Crit',
    ]);
    await page.screenshot({ path: screenshotPath('xwing-attack-modify-laptop') });
    await assistant().getByRole('button', { name: 'Attack dice done: roll defense dice' }).click();
    await enterDice([
      ['Defense die 1', 'Focus'],
      ['Defense die 2', 'Blank'],
    ]);
    await assistant().getByRole('button', { name: /^Confirm defense dice/ }).click();

    // The engine's preview of Neutralize Results: 2 hits and a crit, no evade, reinforce fore adds one.
    const steps = assistant().getByRole('list', { name: 'Neutralize Results, before it is applied' });
    await steps.waitFor();
    expect(await steps.locator('li').allTextContents()).toEqual([
      'Results2 hits, 1 crit',
      'Evades−0 → 2 hits, 1 crit',
      'Reinforce fore+1 evade → 1 hit, 1 crit',
      'The attack hits1 hit, 1 crit',
    ]);
    await page.screenshot({ path: screenshotPath('xwing-attack-neutralize-laptop') });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await assistant().getByRole('button', { name: /^Neutralize results/ }).click();

    // Deal Damage, previewed: the hit takes the last shield, the crit a faceup damage card.
    const outcome = assistant().getByRole('list', { name: 'What applying will do' });
    await outcome.waitFor();
    expect(await outcome.locator('li').allTextContents()).toEqual(['Shields −1 (1 → 0)', '1 faceup damage card', 'Hull 4 → 3']);
    await page.screenshot({ path: screenshotPath('xwing-attack-preview-laptop') });
    await assistant().getByRole('button', { name: `Apply damage to ${LUKE}` }).click();

    await expect.poll(() => stat(LUKE, 'shield')).toBe('0');
    expect(await stat(LUKE, 'hull')).toBe('3');
    expect(await tokens(LUKE)).toEqual(['Reinforce fore, 1, green circle']);
    await expect.poll(lastChange).toContain('Luke Skywalker is dealt');
    await page.screenshot({ path: screenshotPath('xwing-attack-applied-laptop') });
  });

  it('the history says it in plain words', async () => {
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('complementary', { name: 'History' });
    await history.waitFor();
    const text = await history.textContent();
    expect(text).toContain('Iden Versio spends a focus token: die 1 focus → hit.');
    expect(text).toContain('Reinforce (fore): 2 hits and 1 crit → 1 hit and 1 crit.');
    expect(text).toContain('Luke Skywalker loses 1 shield (0 left).');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('xwing-history-laptop') });
    await history.getByRole('button', { name: 'Close' }).click();
  });

  it('undo takes the damage back; redo deals the same card; Ctrl+Z and Ctrl+Shift+Z do the same', async () => {
    const card = await ship(LUKE).locator('.damage li .card-name strong').textContent();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => stat(LUKE, 'shield')).toBe('1');
    expect(await stat(LUKE, 'hull')).toBe('4');
    await assistant().getByRole('button', { name: `Apply damage to ${LUKE}` }).waitFor();
    await page.locator('body').press('Control+z');
    await assistant().getByRole('button', { name: /^Neutralize results/ }).waitFor();
    await page.locator('body').press('Control+Shift+Z');
    await assistant().getByRole('button', { name: `Apply damage to ${LUKE}` }).waitFor();
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect.poll(() => stat(LUKE, 'shield')).toBe('0');
    expect(await ship(LUKE).locator('.damage li .card-name strong').textContent()).toBe(card);
    expect(await page.getByRole('button', { name: 'Redo', exact: true }).isDisabled()).toBe(true);
  });

  it('a reload keeps everything: shields, hull, the damage card, the tokens, the phase', async () => {
    const card = await ship(LUKE).locator('.damage li .card-name strong').textContent();
    await page.reload();
    await ship(LUKE).waitFor();
    expect(await stat(LUKE, 'shield')).toBe('0');
    expect(await stat(LUKE, 'hull')).toBe('3');
    expect(await ship(LUKE).locator('.damage li .card-name strong').textContent()).toBe(card);
    expect(await tokens(LUKE)).toEqual(['Reinforce fore, 1, green circle']);
    expect(await tokens(IDEN)).toEqual([]);
    expect(await phase()).toBe('Engagement Phase');
    await expect.poll(lastChange).toContain('Luke Skywalker is dealt');
  });

  it('the End Phase takes the reinforce token back; the bar says what the cleanup removed', async () => {
    await nextPhase('End Phase');
    await expect.poll(lastChange).toContain('End Phase: 1 green or orange token goes back to the supply.');
    expect(await tokens(LUKE)).toEqual([]);
    await page.screenshot({ path: screenshotPath('xwing-end-phase-laptop') });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('on a 768 px wide tablet: Luke attacks at range 3, spends 1 Force, and two evades cancel two hits', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.locator('.table-bar').getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(phase).toBe('Engagement Phase');
    await page.screenshot({ path: screenshotPath('xwing-table-tablet'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await attackerChoice(`#1 ${LUKE}`).click();
    await defenderChoice(`#2 ${IDEN}`).click();
    await assistant().getByRole('button', { name: 'Range 3', exact: true }).click();
    await enterDice([
      ['Attack die 1', 'Hit'],
      ['Attack die 2', 'Focus'],
      ['Attack die 3', 'Hit'],
    ]);
    await page.screenshot({ path: screenshotPath('xwing-attack-dice-tablet') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await assistant().getByRole('button', { name: /^Confirm attack dice/ }).click();
    await assistant().getByRole('button', { name: /^Spend 1 Force: die 2 focus → hit/ }).click();
    await expect.poll(() => stat(LUKE, 'force')).toBe('1');
    await assistant().getByRole('button', { name: 'Attack dice done: roll defense dice' }).click();
    // Range 3: Iden Versio rolls her agility 3 and one more die.
    expect(await assistant().locator('.lead').textContent()).toContain('4 defense dice (agility 3 + 1 range bonus)');
    await enterDice([
      ['Defense die 1', 'Evade'],
      ['Defense die 2', 'Evade'],
      ['Defense die 3', 'Blank'],
      ['Defense die 4', 'Focus'],
    ]);
    await assistant().getByRole('button', { name: /^Confirm defense dice/ }).click();
    const steps = assistant().getByRole('list', { name: 'Neutralize Results, before it is applied' });
    await steps.waitFor();
    expect(await steps.locator('li').allTextContents()).toEqual(['Results3 hits', 'Evades−2 → 1 hit', 'The attack hits1 hit']);
    await page.screenshot({ path: screenshotPath('xwing-attack-neutralize-tablet'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await assistant().getByRole('button', { name: /^Neutralize results/ }).click();
    await assistant().getByRole('button', { name: `Apply damage to ${IDEN}` }).click();
    await expect.poll(() => stat(IDEN, 'hull')).toBe('2');
    await page.setViewportSize({ width: 1366, height: 768 });
  });
});
