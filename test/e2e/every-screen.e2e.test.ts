// Issue 37 item 5 · every screen of the app at the three sizes a table is played at (a laptop, a tablet, a
// phone), with real card data, a real list, a collection and a game played to its end: each one photographed
// in test-results/ and checked like the table is, nothing on top of anything and no word cut.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shipEntry } from '../engine/helpers/armada-roster';
import { repoRoot, screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { hostCall } from './armada-host';
import { layoutSettled, SIZES, thingsOnTop } from './nothing-on-top';

let app: ServedApp;
let page: Page;

useBrowserMode('every-screen', (run) => void ({ app, page } = run));

const XWING_DATA = path.resolve(repoRoot, '..', 'shared', 'data', 'xwing-data2-2.5');
const REBEL_SQUAD = path.resolve(repoRoot, '..', 'shared', 'data', 'lists', 'xws', '15-ffg-sb2xws-rebel.json');

const made = { listId: 0, cardId: 0, gameId: '' };

async function call(method: string, payload: object): Promise<unknown> {
  const reply = await hostCall(app, method, payload);
  if (!reply.ok) throw new Error(`${method} refused: ${reply.error?.message}`);
  return reply.value;
}

/** Each screen: where it is and what shows once it has loaded. */
const SCREENS: { name: string; hash: () => string; ready: (page: Page) => Promise<unknown> }[] = [
  { name: 'home', hash: () => '#/', ready: (p) => p.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor() },
  { name: 'cards', hash: () => '#/cards', ready: (p) => p.getByRole('status').filter({ hasText: /\d+ cards/ }).waitFor() },
  { name: 'card', hash: () => `#/cards/${made.cardId}`, ready: (p) => p.getByRole('heading', { name: 'Luke Skywalker' }).first().waitFor() },
  { name: 'collection', hash: () => '#/collection', ready: (p) => p.getByRole('heading', { name: 'Collection', level: 1 }).waitFor() },
  { name: 'lists', hash: () => '#/lists', ready: (p) => p.getByRole('heading', { name: 'Lists', level: 1 }).waitFor() },
  { name: 'builder', hash: () => `#/lists/${made.listId}`, ready: (p) => p.getByRole('main').getByText(/points/).first().waitFor() },
  { name: 'scenarios', hash: () => '#/scenarios', ready: (p) => p.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor() },
  { name: 'settings', hash: () => '#/settings', ready: (p) => p.getByRole('heading', { name: 'Settings', level: 1 }).waitFor() },
  { name: 'record', hash: () => '#/record', ready: (p) => p.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor() },
  { name: 'story', hash: () => `#/game/${made.gameId}`, ready: (p) => p.getByRole('region', { name: 'The story in numbers' }).waitFor() },
];

describe('Issue 37 · every screen at every size', () => {
  it('with the X-Wing 2.5 card data, a collection, a pasted squad and an Armada game played to its end', async () => {
    await call('cards.import', { path: XWING_DATA });
    await call('collections.create', { name: 'Home shelf' });
    const read = (await call('lists.import', { text: fs.readFileSync(REBEL_SQUAD, 'utf8') })) as { imported: { list: unknown } };
    const added = (await call('lists.add', { list: read.imported.list })) as { summary: { id: number } };
    made.listId = added.summary.id;
    const found = (await call('cards.search', { text: 'luke skywalker' })) as { cards: { id: number }[] };
    const first = found.cards[0];
    if (!first) throw new Error('no Luke Skywalker card found');
    made.cardId = first.id;

    const created = (await call('games.create', { name: 'Every screen', system: 'armada' })) as { id: string };
    made.gameId = created.id;
    const command = (cmd: object) => call('game.command', { gameId: made.gameId, command: cmd }) as Promise<{ state: { gameOver?: unknown } }>;
    await command({
      type: 'setup',
      seed: 'every screen',
      players: [
        { name: 'Empire', ships: [shipEntry('galactic-empire/victory-i-class-star-destroyer')], squadrons: [] },
        { name: 'Rebels', ships: [shipEntry('rebel-alliance/cr90-corvette-a')], squadrons: [] },
      ],
      firstPlayer: 'p1',
      roundLimit: 1,
    });
    await command({ type: 'nextPhase' });
    await command({ type: 'activateShip', ship: 'p1-ship-1' });
    await command({ type: 'revealCommand', ship: 'p1-ship-1', command: 'navigate', as: 'dial' });
    await command({ type: 'declareTarget', attacker: { ship: 'p1-ship-1', hullZone: 'front' }, defender: { ship: 'p2-ship-1', hullZone: 'front' }, range: 'close' });
    await command({ type: 'rollAttackDice', rollForMe: true });
    await command({ type: 'endAttackEffects' });
    await command({ type: 'resolveDamage', drawForMe: true });
    await command({ type: 'endActivation' });
    for (let i = 0; i < 4; i++) if ((await command({ type: 'nextPhase', confirm: true })).state.gameOver) break;
    expect((await command({ type: 'nextPhase', confirm: true }).catch((error: Error) => error.message)) as string).toMatch(/over|ended|refused/i);
    await page.goto(app.url);
  }, 120_000);

  describe.each(SIZES)('at $name size ($width × $height)', (size) => {
    it.each(SCREENS.map((screen) => ({ ...screen, label: screen.name })))('the $label screen: photographed, nothing on top of anything, no word cut', async (screen) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.evaluate((hash) => {
        window.location.hash = hash;
        window.scrollTo(0, 0);
      }, screen.hash());
      await screen.ready(page);
      await layoutSettled(page);
      await page.screenshot({ path: screenshotPath(`screen-${screen.name}-${size.name}`) });
      const found = await thingsOnTop(page, 'header, main, [role="dialog"], aside');
      expect({ screen: screen.name, size: size.name, found }).toEqual({ screen: screen.name, size: size.name, found: [] });
    });
  });
});
