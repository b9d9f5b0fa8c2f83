import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousAxeViolations } from '../helpers/axe';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';

// Issue 26: the two scenarios Sidetable ships, each played through the UI from round 1 to its end:
// the enemy attacks in its phase (dice entered, or rolled by the app and shown before they count),
// arrivals and events come in theirs, and the end screen says who won. Taps are counted.

let app: ServedApp;
let page: Page;

useBrowserMode('defense-scenarios', (run) => void ({ app, page } = run));

/** Every tap the player makes goes through here, so a turn's cost is counted, not guessed. */
let taps = 0;
async function tap(target: Locator): Promise<void> {
  taps++;
  await target.click();
}

const chip = (id: string): Locator => page.locator(`button.defender[data-defender="${id}"]`);
const panel = (): Locator => page.locator('section.panel[data-panel="defender"]');
const enemy = (): Locator => page.locator('section[data-panel="enemy"]');
const heading = () => page.locator('#turn-title').textContent();
const status = (id: string) => chip(id).locator('.status').textContent();
const nextPhase = () => tap(page.locator('.bar .next-phase'));

async function newGame(name: string, scenario: string): Promise<void> {
  await page.goto(app.url);
  await page.getByRole('textbox', { name: 'Game name', exact: true }).fill(name);
  await page.getByRole('radio', { name: 'Building defense (solo)' }).check();
  await page.getByRole('button', { name: 'Create game' }).click();
  await page.getByRole('button', { name: `Play ${scenario}` }).waitFor();
  await page.screenshot({ path: screenshotPath('defense-start-shipped-scenarios') });
  await page.getByRole('button', { name: `Play ${scenario}` }).click();
  await page.locator('.table-bar').waitFor();
}

/** The faces of one enemy attack, one tap each. */
async function enemyDice(attack: number, faces: number[]): Promise<void> {
  for (const [i, face] of faces.entries()) {
    const name = faces.length === 1 ? `Attack ${attack} die: ${face}` : `Attack ${attack} die ${i + 1}: ${face}`;
    await tap(enemy().getByRole('button', { name, exact: true }));
  }
}

async function applyEnemyDice(): Promise<void> {
  await tap(enemy().getByRole('button', { name: "Apply the enemy's dice" }));
  await expect.poll(() => enemy().textContent()).toContain("The enemy's attacks are resolved");
}

async function pick(defender: string): Promise<void> {
  if ((await chip(defender).getAttribute('aria-pressed')) !== 'true') await tap(chip(defender));
  await panel().waitFor();
}

async function attack(defender: string, target: RegExp, faces: number[]): Promise<void> {
  await pick(defender);
  await tap(panel().locator('button.action[data-action="attack"]'));
  const choice = panel().getByRole('button', { name: target });
  if ((await choice.getAttribute('aria-pressed')) !== 'true') await tap(choice);
  for (const [i, face] of faces.entries()) await tap(panel().getByRole('button', { name: `Die ${i + 1}: ${face}`, exact: true }));
  await tap(panel().getByRole('button', { name: /^Confirm dice and attack/ }));
  await expect.poll(() => status(defender)).toContain('Action token');
}

async function recover(defender: string): Promise<void> {
  await pick(defender);
  await tap(panel().locator('button.action[data-action="recover"]'));
  await expect.poll(() => status(defender)).toContain('Action token');
}

describe('Millrace House, played to a victory', () => {
  it('round 1: the event card is shown, the raiders attack Brann (app dice shown before they count), Brann clears the lane', async () => {
    await newGame('Millrace, first try', 'Millrace House');
    expect(await heading()).toBe('Round 1 of 6 · Events phase');
    expect(await page.locator('[data-panel="events"]').textContent()).toContain('Still to come: round 3, Raiders on the towpath; round 4, Mortar on the far bank');
    await page.screenshot({ path: screenshotPath('defense-millrace-events') });
    await nextPhase();
    await expect.poll(heading).toBe('Round 1 of 6 · Enemy phase');
    await expect.poll(() => enemy().locator('li.attack').first().textContent()).toContain('Raiders in the lane → Brann');
    // The Next button waits for the enemy's dice, and says why.
    await nextPhase();
    await expect.poll(() => page.locator('.bar .refusal').textContent()).toBe('The enemy has an attack to resolve in the Enemy phase: roll or enter the dice, then apply them.');
    await tap(enemy().getByRole('button', { name: 'Roll them for me' }));
    await expect.poll(() => enemy().locator('.rolled').textContent()).toBe('The app rolled these dice: check them, then apply.');
    expect(await enemy().locator('button.face[aria-pressed="true"]').count()).toBe(2);
    expect(await status('brann')).not.toContain('Disrupted');
    await page.screenshot({ path: screenshotPath('defense-millrace-enemy-rolled') });
    // The dice on the table said otherwise: the player taps what they show.
    await enemyDice(1, [1, 1]);
    await applyEnemyDice();
    expect(await status('brann')).not.toContain('Disrupted');
    await nextPhase();
    await expect.poll(heading).toBe('Round 1 of 6 · Defense phase');
    await attack('brann', /^lane: Raiders/, [6, 6]);
    await expect.poll(() => page.locator('li.space[data-space="lane"] .enemies li').count()).toBe(0);
    await nextPhase();
    await expect.poll(heading).toBe('Round 2 of 6 · Events phase');
  });

  it('round 2 is quiet: the whole turn, enemy phase included, is at most 3 taps', async () => {
    taps = 0;
    await nextPhase();
    await expect.poll(() => enemy().textContent()).toContain('No enemy counter has a defender in reach: nothing happens.');
    await page.locator('section.turn').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('defense-millrace-quiet-enemy-phase') });
    await nextPhase();
    await nextPhase();
    await expect.poll(heading).toBe('Round 3 of 6 · Events phase');
    expect(taps).toBeLessThanOrEqual(3);
    expect(taps).toBe(3);
  });

  it('rounds 3 and 4: raiders arrive on the towpath, then the mortar; a plain recover is one tap; the advance is offered once', async () => {
    expect(await page.locator('li.space[data-space="towpath"] .enemies li').count()).toBe(2);
    await nextPhase();
    await enemyDice(1, [1, 1]);
    await enemyDice(2, [6, 2]);
    await applyEnemyDice();
    await expect.poll(() => status('osk')).toContain('Disrupted');
    await nextPhase();
    taps = 0;
    await recover('osk');
    expect(taps).toBe(2); // pick Osk, then Recover: nothing to choose
    await attack('tilde', /^towpath: Raiders/, [6, 6]);
    await recover('brann');
    await nextPhase();
    await expect.poll(heading).toBe('Round 4 of 6 · Events phase');
    expect(await page.locator('[data-panel="events"]').textContent()).toContain('Mortar on the far bank: 1 Mortar crew arrives in the far bank.');
    await nextPhase();
    await tap(page.getByRole('button', { name: 'Advance every counter (1)' }));
    await expect.poll(() => page.locator('.advances').textContent()).toContain('The enemy counters have advanced in this phase.');
    expect(await page.getByRole('button', { name: /^Advance every counter/ }).count()).toBe(0);
    expect(await enemy().locator('li.attack').allTextContents()).toEqual([expect.stringContaining('Raiders in the mill floor → Osk'), expect.stringContaining('Mortar crew in the far bank → Tilde')]);
    await page.screenshot({ path: screenshotPath('defense-millrace-enemy-phase') });
    await enemyDice(1, [1, 1]);
    await enemyDice(2, [1]);
    await applyEnemyDice();
    await nextPhase();
    // Line of sight into one's own space: Osk fights the raiders who came into the mill floor.
    await attack('osk', /^mill floor: Raiders/, [5, 1]);
    await recover('tilde');
    await nextPhase();
    await expect.poll(heading).toBe('Round 5 of 6 · Events phase');
  });

  it('round 5: the mortar crew falls, no enemy is left, and the end screen says Victory with the summary', async () => {
    await nextPhase();
    await enemyDice(1, [2]);
    await applyEnemyDice();
    await nextPhase();
    await attack('tilde', /^far bank: Mortar crew/, [6, 3]);
    const end = page.locator('section[data-panel="end"]');
    await expect.poll(() => end.locator('h2').textContent()).toBe('Victory');
    expect(await end.locator('.reason').textContent()).toBe('Victory: every enemy counter is removed and none is still to arrive.');
    const summary = (await end.locator('.summary').textContent()) ?? '';
    expect(summary).toContain('Rounds played5');
    expect(summary).toContain('Enemy counters removed4');
    await page.screenshot({ path: screenshotPath('defense-millrace-victory') });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('Kell Junction signal box, played to a defeat', () => {
  it('the raiders hit twice in round 1, Pike misses, the raiders that arrive in round 2 take Pike: Defeat', async () => {
    await newGame('Kell Junction, bad night', 'Kell Junction signal box');
    expect(await heading()).toBe('Round 1 of 4 · Arrivals');
    await nextPhase();
    await expect.poll(() => enemy().locator('li.attack').count()).toBe(3);
    await enemyDice(1, [6, 6]);
    await enemyDice(2, [6, 6]);
    await enemyDice(3, [6]);
    await applyEnemyDice();
    expect(await status('aune')).toContain('Casualty');
    expect(await status('rusk')).toContain('Casualty');
    await expect.poll(() => page.locator('.bar .last').textContent()).toContain('Raiders in the platform attacks Rusk: [6, 6], 2 hits on 6+: Rusk becomes a casualty; Losses 1 → 2.');
    await nextPhase();
    await attack('pike', /^cutting: Raiders/, [1, 1]);
    await nextPhase();
    await expect.poll(heading).toBe('Round 2 of 4 · Arrivals');
    expect(await page.locator('[data-panel="events"]').textContent()).toContain('More raiders in the cutting: 2 Raiders arrive in the cutting.');
    await nextPhase();
    await enemyDice(1, [6, 6]);
    await enemyDice(2, [1, 1]);
    await enemyDice(3, [1, 1]);
    await tap(enemy().getByRole('button', { name: "Apply the enemy's dice" }));
    const end = page.locator('section[data-panel="end"]');
    await expect.poll(() => end.locator('h2').textContent()).toBe('Defeat');
    expect(await end.locator('.reason').textContent()).toBe('Defeat: every defender is a casualty.');
    expect(await end.locator('.summary').textContent()).toContain('Losses3');
    await page.screenshot({ path: screenshotPath('defense-kell-defeat') });
    // The table stands as it ended: the bar says so, and nothing is offered any more.
    expect(await page.locator('.bar .over').textContent()).toBe('Defeat');
    expect(await page.locator('.bar .next-phase').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Advance every counter/ }).count()).toBe(0);
    await pick('pike');
    expect(await panel().locator('.why.all').textContent()).toBe('The game is over: Defeat: every defender is a casualty.');
  });
});
