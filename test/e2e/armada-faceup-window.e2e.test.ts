import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { fittedIsb } from '../engine/helpers/armada-fitted';
import { rosters, CR90, VICTORY } from '../engine/helpers/armada-game';
import { shipEntry } from '../engine/helpers/armada-roster';
import { seriousAxeViolations } from '../helpers/axe';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { squash } from './list-paste';

// Issue 35 · RRG · Damage Cards, in Chromium: a faceup Crew card dealt to a Victory with Medical Team
// waits in the table's questions; one tap on the card discards it before it acts.

let app: ServedApp;
let page: Page;

useBrowserMode('armada-faceup-window', (run) => void ({ app, page } = run));

describe('a card acting before a faceup damage card, end to end in Chromium', () => {
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await page.screenshot({ path: screenshotPath(`armada-faceup-failed-${context.task.name.slice(0, 24).replace(/\W+/g, '-')}`), fullPage: true });
  });

  it('Card · Medical Team: the question waits with the card’s button and “Let it act”; one tap discards Injured Crew', async () => {
    const log = {
      format: 'sidetable.game-log',
      version: 1,
      system: 'armada',
      name: 'Medical Team',
      commands: [
        { type: 'setup', seed: 'faceup', players: rosters({ ships: [fittedIsb(shipEntry(VICTORY, { id: 'vsd' }), 'Medical Team')] }, { ships: [shipEntry(CR90, { id: 'cr90' })] }), firstPlayer: 'p1' },
        { type: 'dealDamageCard', ship: 'vsd', faceup: true, card: 'Injured Crew' },
      ],
    };
    await page.goto(app.url);
    await page.getByLabel('Game log to import').setInputFiles({ name: 'medical.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(log)) });
    const waiting = page.getByRole('region', { name: 'Waiting for an answer' }).or(page.locator('section.pending'));
    await waiting.first().waitFor({ timeout: 20_000 });
    expect(squash(await waiting.first().textContent())).toMatch(/Injured Crew: dealt faceup\. Before it acts, Medical Team may act on it/);
    const use = page.getByRole('button', { name: /^Medical Team: discard this card/ });
    await use.waitFor();
    await page.getByRole('button', { name: 'Let Injured Crew act' }).waitFor();
    await page.screenshot({ path: screenshotPath('armada-faceup-window-laptop') });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await use.click();
    await expect.poll(async () => page.locator('section.pending').count(), { timeout: 10_000 }).toBe(0);
  });
});
