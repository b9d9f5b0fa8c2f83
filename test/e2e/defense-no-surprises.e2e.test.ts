import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { millraceHouse } from '../../shared/engine/games/defense';
import { SIZES, thingsOnTop } from './nothing-on-top';

// Issue 41 items 2 and 4, played in Chromium: a roll the app made survives closing the panel, and
// the advance that loses Millrace House says so beside its button before it is tapped.

let app: ServedApp;
let page: Page;

useBrowserMode('defense-no-surprises', (run) => void ({ app, page } = run));

const chip = (id: string): Locator => page.locator(`button.defender[data-defender="${id}"]`);
const panel = (): Locator => page.locator('section.panel[data-panel="defender"]');
const enemy = (): Locator => page.locator('section[data-panel="enemy"]');
const heading = () => page.locator('#turn-title').textContent();
const nextPhase = () => page.locator('.bar .next-phase').click();

async function newGame(name: string): Promise<void> {
  await page.goto(app.url);
  await page.getByRole('textbox', { name: 'Game name', exact: true }).fill(name);
  await page.getByRole('radio', { name: 'Building defense (solo)' }).check();
  await page.getByRole('button', { name: 'Create game' }).click();
  await page.getByRole('button', { name: 'Play Millrace House' }).click();
  await page.locator('.table-bar').waitFor();
}

/** The enemy phase's attacks, every die entered as a 1 (no hit), then applied. */
async function quietEnemyPhase(): Promise<void> {
  const attacks = await enemy().locator('li.attack').count();
  for (let attack = 1; attack <= attacks; attack++) {
    for (const name of [`Attack ${attack} die 1: 1`, `Attack ${attack} die 2: 1`]) await enemy().getByRole('button', { name, exact: true }).click();
  }
  await enemy().getByRole('button', { name: "Apply the enemy's dice" }).click();
  await expect.poll(() => enemy().textContent()).toContain("The enemy's attacks are resolved");
}

describe('Issue 41 · a roll once made is kept until it is applied or undone', () => {
  it('002 · Attack, Millrace House round 1: “Roll them for me”, then Close — the panel opened again shows the same dice, no second roll offered', async () => {
    await newGame('Millrace, kept roll');
    await nextPhase();
    await expect.poll(heading).toBe('Round 1 of 6 · Enemy phase');
    await quietEnemyPhase();
    await nextPhase();
    await expect.poll(heading).toBe('Round 1 of 6 · Defense phase');
    await chip('brann').click();
    await panel().locator('button.action[data-action="attack"]').click();
    await panel().getByRole('button', { name: 'Roll them for me' }).click();
    const pressed = () => panel().locator('button[aria-pressed="true"]').allTextContents();
    await expect.poll(async () => (await pressed()).length).toBeGreaterThanOrEqual(2);
    const before = await pressed();
    await panel().getByRole('button', { name: /^Close/ }).click();
    await expect.poll(() => panel().count()).toBe(0);
    await chip('brann').click();
    await panel().locator('button.action[data-action="attack"]').click();
    await expect.poll(pressed).toEqual(before);
    expect(await panel().getByRole('button', { name: 'Roll them for me' }).count()).toBe(0);
    await page.screenshot({ path: screenshotPath('defense-roll-kept-after-close') });
  });
});

describe('Issue 41 · a step that ends the game says so before it is tapped', () => {
  it('002 · Enemy advance, Millrace House round 3: two raiders arrive on the towpath; beside “Advance every counter” the table says it is a defeat; one tap makes it so', async () => {
    await newGame('Millrace, the advance that loses');
    for (let round = 1; round <= 2; round++) {
      await nextPhase();
      await expect.poll(heading).toBe(`Round ${round} of 6 · Enemy phase`);
      await quietEnemyPhase();
      await nextPhase();
      await nextPhase();
    }
    await expect.poll(heading).toBe('Round 3 of 6 · Events phase');
    await nextPhase();
    await expect.poll(heading).toBe('Round 3 of 6 · Enemy phase');
    const warning = page.locator('.advances .advance-ending');
    await expect.poll(() => warning.textContent()).toBe('Advancing every counter ends the game in a defeat: 2 enemy counters are inside the building.');
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await warning.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`defense-advance-warns-defeat-${size.name}`) });
      expect({ size: size.name, found: await thingsOnTop(page, '.advances') }).toEqual({ size: size.name, found: [] });
    }
    await page.setViewportSize({ width: 1366, height: 768 });
    // One raider held back: one inside is no defeat here, so no line warns (each counter's own advance is judged).
    const hold = page.locator('.advances').getByRole('button', { name: /^Hold back Raiders/ }).first();
    await hold.click();
    await expect.poll(() => warning.count()).toBe(0);
    expect(await page.locator('.advances .counter-ending').count()).toBe(0);
    await hold.click();
    await expect.poll(() => warning.count()).toBe(1);
    expect(await page.locator('section[data-panel="end"]').count()).toBe(0);
    await page.getByRole('button', { name: /^Advance every counter/ }).click();
    const end = page.locator('section[data-panel="end"]');
    await expect.poll(() => end.locator('h2').textContent()).toBe('Defeat');
    expect(await end.locator('.reason').textContent()).toBe('Defeat: 2 enemy counters are inside the building.');
  });
});

describe('Issue 41 · an edited turn order: the Arrivals phase moved last, the end judged by what is still to come', () => {
  /** Millrace House, a raider squad due in round 1 and the mortar on the far bank from the start; won by clearing the board. */
  const scenario = {
    ...millraceHouse,
    name: 'Millrace, arrivals last',
    enemies: [...(millraceHouse.enemies ?? []), { space: 'far-bank', counters: [{ id: 'mortar-1', type: 'mortar' }] }],
    events: {
      schedule: [{ round: 1, name: 'Raiders on the towpath', text: 'A raider squad comes along the river.', effects: [{ kind: 'arrive', space: 'towpath', enemyType: 'raiders', count: 1 }] }],
      deck: [{ name: 'Still water', text: 'Nothing stirs on the river.', copies: 2 }],
    },
    end: { rounds: 3, conditions: [{ kind: 'noEnemyLeft', result: 'victory' }, { kind: 'roundsHeld', result: 'victory' }] },
  };

  async function takeAllOff(space: string): Promise<void> {
    await page.locator(`#space-${space}`).click();
    const take = page.getByRole('button', { name: 'Take the top counter off' });
    while ((await page.locator(`li.space[data-space="${space}"] .enemies li`).count()) > 0 && (await page.locator('section[data-panel="end"]').count()) === 0) {
      const left = await page.locator(`li.space[data-space="${space}"] .enemies li`).count();
      await take.click();
      await expect.poll(() => page.locator(`li.space[data-space="${space}"] .enemies li`).count()).toBeLessThan(left);
    }
  }

  it('002 · Events, Events phase moved last with ↓ Later: the board cleared before the round’s arrival is no victory (the track shows it to come); cleared after, it is', async () => {
    await page.goto(app.url);
    await page.getByRole('textbox', { name: 'Game name', exact: true }).fill('Arrivals last');
    await page.getByRole('radio', { name: 'Building defense (solo)' }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.getByRole('link', { name: 'scenario editor' }).click();
    await page.locator('input[type="file"]').setInputFiles({ name: 'arrivals-last.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(scenario)) });
    await expect.poll(() => page.locator('li.scenario .name').allTextContents()).toContain('Millrace, arrivals last');
    const row = page.locator('li.scenario', { hasText: 'Millrace, arrivals last' });
    await row.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Move Events phase later' }).click();
    await page.getByRole('button', { name: 'Move Events phase later' }).click();
    await page.getByRole('button', { name: 'Save the scenario' }).first().click();
    await expect.poll(() => page.locator('.editor').count()).toBe(0);
    await row.getByRole('button', { name: 'Play' }).click();
    await page.locator('.table-bar').waitFor();
    await expect.poll(heading).toBe('Round 1 of 3 · Enemy phase');
    await enemy().getByRole('button', { name: 'Roll them for me' }).click();
    await enemy().getByRole('button', { name: "Apply the enemy's dice" }).click();
    await expect.poll(() => enemy().textContent()).toContain("The enemy's attacks are resolved");
    await takeAllOff('lane');
    await takeAllOff('far-bank');
    expect(await page.locator('section[data-panel="end"]').count()).toBe(0);
    expect(await page.locator('[data-panel="events"]').textContent()).toContain('Still to come: round 1, Raiders on the towpath');
    await page.screenshot({ path: screenshotPath('defense-arrivals-last-still-to-come') });
    await nextPhase();
    await expect.poll(heading).toBe('Round 1 of 3 · Defense phase');
    await nextPhase();
    await expect.poll(heading).toBe('Round 1 of 3 · Events phase');
    await expect.poll(() => page.locator('li.space[data-space="towpath"] .enemies li').count()).toBe(1);
    await takeAllOff('towpath');
    const end = page.locator('section[data-panel="end"]');
    await expect.poll(() => end.locator('h2').textContent()).toBe('Victory');
    expect(await end.locator('.reason').textContent()).toBe('Victory: every enemy counter is removed and none is still to arrive.');
  });
});
