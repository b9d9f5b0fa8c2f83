import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { rosters } from '../engine/xwing/helpers/xwing-game';
import { pilotEntry } from '../engine/xwing/helpers/xwing-roster';

/** Luke Skywalker against an Academy Pilot, each with its dial and action bar on the table (X-Wing 2.5): the setup command. */
export function lukeAgainstAcademy(seed = 37) {
  return {
    type: 'setup',
    seed,
    rules: 3,
    edition: '2.5',
    players: rosters(
      [pilotEntry('rebel-alliance/t-65-x-wing', 'Luke Skywalker', { id: 'luke', actionBar: true, dial: true })],
      [pilotEntry('galactic-empire/tie-ln-fighter', 'Academy Pilot', { id: 'academy', actionBar: true, dial: true })],
    ),
  };
}

// Where things are on the X-Wing table, as the e2e tests read them: a ship's tile, its detail drawer,
// the attack sheet, the phase, and "Next phase" until the bar says the phase named. `page` is a getter:
// the shared browser run hands the page over once it has started.

export function xwingTable(page: () => Page) {
  const phase = () => page().locator('.bar .phase').textContent();
  return {
    tile: (name: string): Locator => page().locator('article.tile', { has: page().getByRole('heading', { name, exact: true }) }),
    drawer: (): Locator => page().locator('aside.drawer'),
    sheet: (): Locator => page().getByRole('dialog', { name: /^Attack/ }),
    phase,
    /** A new X-Wing game, named, from the core set's ships, started: the Games screen's steps as a player takes them. */
    async startCoreSetGame(url: string, name: string): Promise<void> {
      await page().goto(url);
      await page().getByRole('textbox', { name: 'Game name', exact: true }).fill(name);
      await page().getByRole('radio', { name: 'Star Wars: X-Wing' }).check();
      await page().getByRole('button', { name: 'Create game' }).click();
      await page().getByRole('heading', { name: 'Set up the squadrons' }).waitFor();
      await page().getByRole('button', { name: 'Use the core set ships' }).click();
      await page().getByRole('button', { name: 'Start the game' }).click();
    },
    /** Dice faces typed into the attack panel's tray, as counts per face (not taps). */
    async countFaces(pool: 'attack' | 'defense', counts: Record<string, number>): Promise<void> {
      const tray = page().getByRole('dialog', { name: /^Attack/ }).getByRole('form', { name: `${pool === 'attack' ? 'Attack' : 'Defense'} dice tray` });
      for (const [face, n] of Object.entries(counts)) await tray.getByRole('spinbutton', { name: face, exact: true }).fill(String(n));
    },
    async nextPhase(to: string): Promise<void> {
      await page().getByRole('button', { name: 'Next phase' }).click();
      await expect.poll(phase).toBe(to);
    },
  };
}
