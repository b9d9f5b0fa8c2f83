import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../helpers/axe';
import { repoRoot, screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { enterDice, openAttack, revealDial, startCountingTaps, taps } from './armada-activation';
import { chooseObjectiveAndDeploy } from './armada-setup';
import { squash, startGameFromLists } from './list-paste';

// Issue 35 · Armada card effects at the table, from two pasted fleets: an officer's… weapons
// team's dice effect in one tap (Card · Ordnance Experts: reroll up to 2 black dice), and
// Card · Electronic Countermeasures letting the defender spend the brace an accuracy chose.

const sharedData = (...parts: string[]) => path.resolve(repoRoot, '..', 'shared', 'data', ...parts);

const EMPIRE = `Name: Black Dice
Faction: Empire
Commander: Admiral Screed

Victory I-class Star Destroyer (73)
• Admiral Screed (26)
• Captain Needa (2)
• Ordnance Experts (4)
= 105 Points

Total Points: 105
`;

const REBELS = `Name: Countermeasures
Faction: Rebel
Commander: General Dodonna

Assault Frigate Mark II A (81)
• General Dodonna (20)
• Electronic Countermeasures (7)
= 108 Points

Total Points: 108
`;

const VSD = 'Victory I-class Star Destroyer';
const AFMK2 = 'Assault Frigate Mark II A';

let app: ServedApp;
let browser: Browser;
let page: Page;

useBrowserMode('armada-card-effects', (run) => void ({ app, browser, page } = run));

const assistant = (): Locator => page.getByRole('dialog', { name: /attack/i });
const cards = (): Locator => assistant().getByRole('region', { name: 'Card effects now' });

describe('Armada card effects at the table, from two pasted fleets', () => {
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await page.screenshot({ path: screenshotPath(`card-effects-failed-${context.task.name.slice(0, 24).replace(/\W+/g, '-')}`), fullPage: true });
  });

  it('imports the ISB card data and starts a game from two pasted fleets', async () => {
    await startGameFromLists(page, app.url, sharedData('armada-isb'), 'Star Wars: Armada', 'Countermeasures', ['Ana', EMPIRE], ['Ben', REBELS]);
    await expect.poll(async () => squash(await page.locator('main').textContent())).toMatch(new RegExp(AFMK2));
    await page.getByRole('group', { name: 'Initiative' }).getByRole('button', { name: 'Ana', exact: true }).click();
    const choice = page.getByRole('group', { name: 'Objective' });
    if ((await choice.count()) > 0) await choice.locator('[data-player] button').first().click();
    // Issue 35 · a card that acts before round 1 is offered on the setup screen, before "Start round 1" closes its window.
    const before = page.getByRole('region', { name: 'Cards that act before round 1' });
    const needa = before.getByRole('button', { name: /Captain Needa: .*replace 1 defense token with an evade/ });
    await needa.waitFor();
    await page.screenshot({ path: screenshotPath('armada-before-round-one-laptop') });
    await needa.click();
    await before.getByRole('group', { name: 'Captain Needa: choose' }).getByRole('button').first().click();
    await expect.poll(async () => needa.count()).toBe(0);
    await chooseObjectiveAndDeploy(page);
  }, 180_000);

  it('Card · Ordnance Experts: one tap rerolls the two black blanks, and the history says so', async () => {
    await page.getByRole('button', { name: `Activate ${VSD}` }).click();
    await revealDial(page, VSD);
    await startCountingTaps(page);
    await openAttack(page, VSD);
    await assistant().getByRole('button', { name: /^Front/ }).click();
    await assistant().getByRole('button', { name: new RegExp(`^${AFMK2}, Front`) }).click();
    await enterDice(page, 'Red', 'Accuracy', 1);
    await enterDice(page, 'Red', 'Hit', 2);
    await enterDice(page, 'Black', 'Blank', 2);
    await enterDice(page, 'Black', 'Hit', 1);
    // Issue 37 item 6 · no "Change dice before the defender" to tick: the attacker's step holds for the card it may use.
    await assistant().getByRole('button', { name: /^Confirm/ }).first().click();
    const experts = cards().getByRole('button', { name: /Ordnance Experts: reroll up to 2 black dice/ });
    await experts.waitFor();
    await experts.scrollIntoViewIfNeeded();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('card-effects-ordnance-experts-1366') });
    await experts.click();
    await expect.poll(() => cards().getByRole('button', { name: /Ordnance Experts/ }).count()).toBe(0);
    // Attack, zone, target, confirm (4 without a card), and the card's one tap: never a panel more.
    const counted = await taps(page);
    console.log(`ship attack with one card effect used, from Attack: ${counted.all - counted.dice} taps besides ${counted.dice} dice faces`);
    expect(counted.all - counted.dice).toBeLessThanOrEqual(5);
    await expect.poll(async () => squash(await page.locator('.bar .last').textContent())).toMatch(/uses Ordnance Experts: rerolled black blank → .*, black blank → /);
  });

  it('Card · Electronic Countermeasures: the brace an accuracy chose is spent once the card is exhausted', async () => {
    await assistant().getByRole('group', { name: 'Spend an accuracy' }).getByRole('button', { name: /^Lock Brace/ }).click();
    await assistant().getByRole('button', { name: 'Dice done: the defender’s turn' }).click();
    const ecm = cards().getByRole('button', { name: /Electronic Countermeasures: spend a token an accuracy chose/ });
    await ecm.waitFor();
    await ecm.scrollIntoViewIfNeeded();
    expect(await assistant().getByRole('button', { name: 'Spend Brace' }).count()).toBe(0);
    await page.screenshot({ path: screenshotPath('card-effects-ecm-offered-1366') });
    await ecm.click();
    await assistant().getByRole('button', { name: 'Spend Brace' }).click();
    await expect.poll(async () => squash(await assistant().textContent())).toMatch(/Braced/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('card-effects-ecm-braced-1366') });
    await assistant().getByRole('button', { name: 'Apply damage' }).click();

    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('complementary', { name: 'History' });
    await history.waitFor();
    const text = squash(await history.textContent());
    expect(text).toContain(`${AFMK2} uses Electronic Countermeasures (Electronic Countermeasures exhausted)`);
    expect(text).toContain(`${VSD} uses Ordnance Experts`);
    await history.getByRole('button', { name: 'Close', exact: true }).first().click();

    // The card shows exhausted on the ship's upgrades until the Status Phase.
    await page.getByRole('button', { name: AFMK2, exact: true }).click();
    const upgrades = page.getByRole('region', { name: `Upgrades of ${AFMK2}` });
    expect(squash(await upgrades.textContent())).toMatch(/Electronic Countermeasures Exhausted/);
    await upgrades.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('card-effects-ecm-exhausted-1366') });
    await page.keyboard.press('Escape');
  });
});
