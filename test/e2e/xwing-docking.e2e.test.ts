import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rosters } from '../engine/xwing/helpers/xwing-game';
import { pilotEntry } from '../engine/xwing/helpers/xwing-roster';
import { withEffects } from '../engine/xwing/helpers/card-effects';
import { upgradeCard } from '../engine/xwing/helpers/armament';
import { rosterFacts } from '../../shared/engine/games/xwing/effects/card-facts';
import { seriousAxeViolations } from '../helpers/axe';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { xwingTable } from './xwing-table-steps';
import { smallTargets } from './readable-text';
import { squash } from './list-paste';

// RRG · Docking and the Epic rules' energy, in Chromium as a player meets them: the Phantom starts
// docked with the Ghost (its tile says so, it is out of the order), deploys in the System Phase with
// one tap on a maneuver of its dial; a CR90's ship card counts its energy, spent by a hardpoint.

let app: ServedApp;
let page: Page;

useBrowserMode('xwing-docking', (run) => void ({ app, page } = run));

const GHOST = 'Kanan Jarrus';
const PHANTOM = 'Ezra Bridger';
const { tile, drawer, phase } = xwingTable(() => page);

async function importLog(name: string, commands: unknown[]): Promise<void> {
  const log = { format: 'sidetable.game-log', version: 1, system: 'xwing', name, commands };
  await page.goto(app.url);
  await page.getByLabel('Game log to import').setInputFiles({ name: `${name}.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(log)) });
}

describe('docking and energy at the table, end to end in Chromium', () => {
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await page.screenshot({ path: screenshotPath(`xwing-docking-failed-${context.task.name.slice(0, 24).replace(/\W+/g, '-')}`), fullPage: true });
  });

  it('RRG · Docking: the docked Phantom shows Docked; in the System Phase one tap deploys it, and the history says what follows', async () => {
    const ghost = { ...withEffects('rebel-alliance/vcx-100-light-freighter', GHOST, 'ghost', '2.5'), dial: pilotEntry('rebel-alliance/vcx-100-light-freighter', GHOST, { dial: true }).dial, carries: 1 };
    const phantom = { ...withEffects('rebel-alliance/attack-shuttle', PHANTOM, 'phantom', '2.5'), dial: pilotEntry('rebel-alliance/attack-shuttle', PHANTOM, { dial: true }).dial };
    await importLog('Docking', [
      { type: 'setup', seed: 7, rules: 3, edition: '2.5', players: rosters([ghost, phantom], [pilotEntry('galactic-empire/tie-ln-fighter', 'Academy Pilot', { id: 'academy', actionBar: true, dial: true })]) },
      { type: 'dockShip', ship: 'phantom', carrier: 'ghost' },
      { type: 'nextPhase' },
    ]);
    await expect.poll(phase, { timeout: 20_000 }).toBe('System Phase');
    expect(squash(await tile(PHANTOM).textContent())).toContain(`Docked with ${GHOST}`);
    await tile(PHANTOM).getByRole('button', { name: PHANTOM, exact: true }).click();
    const panel = drawer().getByRole('region', { name: 'Docking' });
    await panel.waitFor();
    expect(squash(await panel.textContent())).toContain(`Docked with ${GHOST}`);
    const deploy = panel.getByRole('button', { name: /^Deploy Ezra Bridger: \w+ 2 Straight$/i });
    await deploy.waitFor();
    await page.screenshot({ path: screenshotPath('xwing-docking-deploy-laptop') });
    expect(await smallTargets(page, 'aside.drawer')).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await deploy.click();
    await expect.poll(async () => squash(await page.locator('.table-bar').textContent()), { timeout: 10_000 }).toContain(`${PHANTOM} deploys from ${GHOST}`);
    await expect.poll(async () => squash(await tile(PHANTOM).textContent())).not.toContain('Docked');
    await page.keyboard.press('Escape');
  });

  it('Epic rules · Energy: the CR90’s card counts its energy, and the history says what it spends', async () => {
    // With Targeting Battery, both of its sides read apart as the host reads a two-sided card.
    const fitted = withEffects('rebel-alliance/cr90-corellian-corvette', 'Alderaanian Guard', 'cr90', '2.5', 'targetingbattery');
    const sides = rosterFacts(upgradeCard('2.5', 'targetingbattery').sides.map((side, index) => ({ key: 'targetingbattery', name: String(side.title), text: (side.ability as string | undefined) ?? null, upgrade: 0, edition: '2.5' as const, side: index as 0 | 1 })));
    const cr90 = { ...fitted, effects: [...(fitted.effects ?? []).filter((effect) => effect.upgrade !== 0), ...sides.effects] };
    await importLog('Corvette', [
      { type: 'setup', seed: 8, rules: 3, edition: '2.5', players: rosters([cr90], [pilotEntry('galactic-empire/tie-ln-fighter', 'Academy Pilot', { id: 'academy', actionBar: true, dial: true })]) },
      { type: 'spendCharge', ship: 'cr90', charge: 'energy', amount: 2 },
    ]);
    await expect.poll(phase, { timeout: 20_000 }).toBe('Planning Phase');
    const energy = tile('Alderaanian Guard').locator('[data-stat="energy"] .value');
    await expect.poll(async () => squash(await energy.textContent())).toBe(`${(cr90.energy?.value ?? 0) - 2}/${cr90.energy?.value}`);
    await tile('Alderaanian Guard').getByRole('button', { name: 'Alderaanian Guard', exact: true }).click();
    const pips = drawer().locator('[data-stat="energy"]');
    await pips.first().waitFor();
    expect(squash(await drawer().textContent())).toContain(`+${cr90.energy?.recurs} each End Phase`);
    await drawer().getByRole('button', { name: 'Spend 1 energy of Alderaanian Guard' }).waitFor();
    await page.screenshot({ path: screenshotPath('xwing-energy-laptop') });
    // RRG · Dual Cards by hand: the hardpoint turns over (offline) with one tap, and says so.
    const turn = drawer().getByRole('button', { name: 'Turn over Targeting Battery' });
    await turn.scrollIntoViewIfNeeded();
    expect(squash(await drawer().getByRole('region', { name: 'Upgrades of Alderaanian Guard' }).textContent())).toContain('Its first side is up');
    await turn.click();
    await expect.poll(async () => squash(await drawer().getByRole('region', { name: 'Upgrades of Alderaanian Guard' }).textContent()), { timeout: 10_000 }).toContain('Its other side is up');
    await page.screenshot({ path: screenshotPath('xwing-dual-card-laptop') });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });
});
