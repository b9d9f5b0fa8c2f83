import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../helpers/axe';
import { repoRoot, screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { importCardData, pasteSide, squash } from './list-paste';
import { openAttack, revealDial } from './armada-activation';
import { EMPIRE_FLEET, REBEL_SQUAD } from '../fixtures/pasted-lists';
import { chooseObjectiveAndDeploy } from './armada-setup';

// Issue 13: a list pasted as a player copies it from their builder, a game started from two lists
// in one step from the home screen, and the upgrades on the units at the table.

const sharedData = (...parts: string[]) => path.resolve(repoRoot, '..', 'shared', 'data', ...parts);
const kingston = fs.readFileSync(sharedData('lists', 'armada', '05-kingston-dumpster-fire-mk-18.txt'), 'utf8');
const boyCrew = fs.readFileSync(sharedData('lists', 'xws', '28-yasb25-boy-standard-loadout.json'), 'utf8');

let app: ServedApp;
let browser: Browser;
let page: Page;

useBrowserMode('game-from-lists', (run) => void ({ app, browser, page } = run), { acceptDownloads: true });

/** Lists with problems make the form ask first (issue 25); these tests start anyway. */
async function createFromLists(): Promise<void> {
  await page.getByRole('button', { name: 'Create game from these lists' }).click();
  await page.locator('dialog[open], .bar').first().waitFor();
  const asked = page.getByRole('dialog', { name: /problems/ });
  if (await asked.isVisible()) await asked.getByRole('button', { name: 'Start anyway' }).click();
}

describe('a game from two pasted lists, upgrades on the table', () => {
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await page.screenshot({ path: screenshotPath(`from-lists-failed-${context.task.name.slice(0, 24).replace(/\W+/g, '-')}`), fullPage: true });
  });

  it('imports the Armada (ISB) and X-Wing 2.5 card data', async () => {
    await page.goto(app.url);
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Collection', exact: true }).click();
    await importCardData(page, sharedData('armada-isb'));
    await importCardData(page, sharedData('xwing-data2-2.5'));
  }, 180_000);

  it('Armada: paste a Kingston fleet and another builder text; see what was understood, with every note; start the game in one step', async () => {
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Games', exact: true }).click();
    await page.getByRole('textbox', { name: 'Game name', exact: true }).fill('Lists at dawn');
    await page.getByRole('radio', { name: 'Star Wars: Armada' }).check();
    await page.getByRole('checkbox', { name: /Start from two lists/ }).check();
    await pasteSide(page, 1, 'Ana', EMPIRE_FLEET);
    await pasteSide(page, 2, 'Ben', kingston);
    const rebels = page.getByRole('group', { name: 'Second player' }).getByRole('region', { name: 'What was understood' });
    expect(squash(await rebels.locator('.head').textContent())).toMatch(/Dumpster Fire Mk 18 .* read as Ryan Kingston’s builder/);
    // The ISB data prices the fleet anew and names what it could not find, with the line.
    expect(squash(await rebels.locator('.messages').textContent())).toMatch(/line 15: Unknown upgrade "Strategic Adviser"/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('from-lists-armada-home-1366'), fullPage: true });
    await createFromLists();
    await page.locator('.bar').first().waitFor();
    await expect.poll(async () => squash(await page.locator('main').textContent())).toMatch(/Victory II-class Star Destroyer/);
    await page.screenshot({ path: screenshotPath('from-lists-armada-table-1366'), fullPage: true });

    // The Victory II's detail: its commander and Enhanced Armament with their points and our summary.
    const vsd = 'Victory II-class Star Destroyer';
    await page.getByRole('button', { name: vsd, exact: true }).click();
    const upgrades = page.getByRole('region', { name: `Upgrades of ${vsd}` });
    expect(squash(await upgrades.textContent())).toMatch(/Grand Moff Tarkin \d+ Commander/);
    expect(squash(await upgrades.textContent())).toMatch(/Enhanced Armament \d+ Turbolasers · Modification/);
    await page.screenshot({ path: screenshotPath('from-lists-armada-detail-1366') });
    await page.keyboard.press('Escape');

    // Play an attack: the Victory II fires its front battery at the CR90, which spends no token.
    // RRG · Initiative: the table asks who is first player before the ship phase; Ana (the Empire) is.
    await page.getByRole('group', { name: 'Initiative' }).getByRole('button', { name: 'Ana', exact: true }).click();
    // Issue 24 · RRG · Setup: Ben chooses one of Ana's objectives, each ship is deployed at a speed, round 1 starts.
    await chooseObjectiveAndDeploy(page);
    await page.getByRole('button', { name: `Activate ${vsd}` }).click();
    await revealDial(page, vsd);
    await openAttack(page, vsd);
    const assistant = page.getByRole('dialog', { name: /attack/i });
    await assistant.getByRole('button', { name: /^Front/ }).click();
    await assistant.getByRole('button', { name: /^CR90 Corvette A, Front/ }).click();
    await assistant.getByRole('button', { name: /^Red: Hit( ×|$)/ }).click();
    await assistant.getByRole('button', { name: /^Red: Hit( ×|$)/ }).click();
    await assistant.getByRole('button', { name: /^Red: Blank( ×|$)/ }).click();
    // Three red dice alone: only long range gathers exactly those.
    await assistant.getByRole('button', { name: /^Confirm dice/ }).click();
    // The CR90 has tokens it could spend: the defender says it spends none.
    await assistant.getByRole('button', { name: 'No tokens: resolve damage' }).click();
    await page.screenshot({ path: screenshotPath('from-lists-armada-defender-1366') });
    await assistant.getByRole('button', { name: 'Apply damage' }).click();
    await expect.poll(async () => squash(await page.locator('.bar').first().textContent())).toMatch(/CR90 Corvette A/);
    await page.screenshot({ path: screenshotPath('from-lists-armada-attack-1366') });
  });

  it('X-Wing: one saved squad and one pasted, the standard-loadout pilots come with their fixed upgrades', async () => {
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Games', exact: true }).click();
    await page.getByRole('textbox', { name: 'Game name', exact: true }).fill('Trench run');
    await page.getByRole('radio', { name: 'Star Wars: X-Wing' }).check();
    await page.getByRole('checkbox', { name: /Start from two lists/ }).check();
    await pasteSide(page, 1, 'Ana', REBEL_SQUAD);
    // Keep the first squad among my lists, then use it from there.
    await page.getByRole('group', { name: 'First player' }).getByRole('radio', { name: 'One of my lists' }).check();
    await pasteSide(page, 2, 'Ben', boyCrew);
    const empire = page.getByRole('group', { name: 'Second player' }).getByRole('region', { name: 'What was understood' });
    expect(squash(await empire.locator('.head').textContent())).toMatch(/BoyCrew .* read as XWS/);
    // Nothing chosen on the first side yet: the form says so, and nothing is created.
    await page.getByRole('button', { name: 'Create game from these lists' }).click();
    await expect.poll(async () => squash(await page.getByRole('alert').first().textContent())).toMatch(/Ana: pick one of your lists, or paste one\./);
    await page.getByRole('group', { name: 'First player' }).getByRole('radio', { name: 'Paste or open a list' }).check();
    await createFromLists();
    await expect.poll(async () => squash(await page.locator('main').textContent())).toMatch(/Luke Skywalker/);
    // Luke's detail shows his upgrades with their points and our summary; R2-D2's charges are markers.
    await page.getByRole('button', { name: 'Luke Skywalker', exact: true }).click();
    const upgrades = page.getByRole('region', { name: 'Upgrades of Luke Skywalker' });
    await upgrades.waitFor();
    expect(squash(await upgrades.textContent())).toMatch(/R2-D2 .*Astromech/);
    expect(squash(await upgrades.textContent())).toMatch(/Hull Upgrade .*\+1 hull/);
    const r2Charges = upgrades.getByRole('group', { name: 'R2-D2 charges' });
    const before = squash(await r2Charges.locator('.count').textContent());
    await upgrades.getByRole('button', { name: 'Spend a charge of R2-D2' }).click();
    await expect.poll(async () => squash(await r2Charges.locator('.count').textContent())).not.toBe(before);
    const [current, max] = before.split(/[/ ]/).map(Number);
    expect(squash(await r2Charges.locator('.count').textContent())).toBe(`${(current ?? 0) - 1}/${max} charges`);
    await page.screenshot({ path: screenshotPath('from-lists-xwing-table-1366'), fullPage: true });
  });

  it('the Lists screen: paste a fleet, keep it, and export it as the text Star Forge imports', async () => {
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Lists', exact: true }).click();
    const section = page.getByRole('region', { name: 'Import a list' });
    await section.getByRole('textbox', { name: /Paste a list/ }).fill(EMPIRE_FLEET);
    await section.getByRole('button', { name: 'Read list' }).click();
    await section.getByRole('region', { name: 'What was understood' }).waitFor();
    await page.screenshot({ path: screenshotPath('from-lists-import-panel-1366'), fullPage: true });
    await section.getByRole('button', { name: 'Save to my lists' }).click();
    // The builder opens on the list just kept.
    await page.getByRole('heading', { name: 'Victory II-class Star Destroyer', level: 3 }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export for other builders' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("Tarkins Hammer.txt");
    const text = fs.readFileSync(await file.path(), 'utf8');
    expect(text).toMatch(/^Name: Tarkin's Hammer$/m);
    expect(text).toMatch(/^• Enhanced Armament \(\d+\)$/m);
    expect(text).toMatch(/^Total Points: \d+$/m);
  });
});
