import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { PlayerRoster, SquadronRosterEntry } from '../../shared/engine/games/armada';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { readCard, shipEntry, squadronEntry } from '../engine/helpers/armada-roster';
import { hostCall } from './armada-host';
import { activationPanel, revealDial, startCountingTaps, taps } from './armada-activation';
import { chooseObjectiveAndDeploy } from './armada-setup';
import { hostAnswered } from '../helpers/on-the-wire';

// Issue 35 · Armada in the rules' order, in the browser (a game set up with `rules: 3`, as every new
// game is): RRG · Setup (the lower fleet total chooses the first player; the first player chooses one
// of the second player's objectives), RRG · Ship Phase (the dial, then the attack), RRG · Counter (it
// may be declined), TR · Concession (the game ended in one tap and a confirm, its result on the summary).

let app: ServedApp;
let page: Page;
let gameId = '';

useBrowserMode('armada-order', (run) => void ({ app, page } = run));

const VICTORY = 'Victory I-class Star Destroyer';
const TIE = 'TIE Fighter Squadron';
const A_WING = 'A-wing Squadron';

function withKeywords(file: string, id: string): SquadronRosterEntry {
  const card = readCard<{ keywords?: string[] }>(`squadron-card/${file}.json`);
  return { ...squadronEntry(file, { id }), keywords: card.keywords ?? [] };
}

const fleets = (): [PlayerRoster, PlayerRoster] => [
  {
    name: 'Empire',
    ships: [{ ...shipEntry('galactic-empire/victory-i-class-star-destroyer', { id: 'vsd' }), points: 73 }],
    squadrons: [{ ...withKeywords('galactic-empire/tie-fighter-squadron', 'tie'), points: 8 }],
    objectives: ['Most Wanted', 'Fire Lanes', 'Dangerous Territory'],
  },
  {
    name: 'Rebels',
    ships: [{ ...shipEntry('rebel-alliance/cr90-corvette-a', { id: 'cr90' }), points: 44 }],
    squadrons: [{ ...withKeywords('rebel-alliance/a-wing-squadron', 'awing'), points: 11 }],
    objectives: ['Opening Salvo', 'Contested Outpost', 'Intel Sweep'],
  },
];

const command = async (cmd: object) => {
  // As a second window would, but after the table's own commands (a tap's follow-up) are in: never between them.
  await hostAnswered(page);
  const reply = await hostCall(app, 'game.command', { gameId, command: cmd });
  if (!reply.ok) throw new Error(`refused: ${reply.error?.message}`);
};
const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const tile = (name: string): Locator => page.locator('.fleets [data-unit]', { has: page.getByRole('button', { name, exact: true }) });
const lastChange = () => page.locator('.bar .last').textContent();

describe('Issue 35 · Armada in the rules’ order', () => {
  it('RRG · Setup: the lower fleet total chooses the first player, who chooses one of the second player’s objectives', async () => {
    const created = await hostCall(app, 'games.create', { name: 'In order', system: 'armada' });
    gameId = (created.value as { id: string }).id;
    await command({ type: 'setup', seed: 'in order', players: fleets(), deployment: true, rules: 3 });
    await page.goto(`${app.url}#/game/${gameId}`);
    await page.locator('.table-bar').waitFor();

    const initiative = page.getByRole('group', { name: 'Initiative' });
    await expect.poll(async () => squash(await initiative.getByTestId('initiative-chooser').textContent())).toBe('Rebels chooses who is first player (Empire 81 pts, Rebels 55 pts: the lower total chooses).');
    await page.screenshot({ path: screenshotPath('armada-order-initiative-1366') });
    await initiative.getByRole('button', { name: 'Empire', exact: true }).click();

    const choice = page.getByRole('group', { name: 'Objective' });
    await expect.poll(async () => squash(await choice.getByTestId('objective-chooser').textContent())).toBe('Empire chooses one of Rebels’ objectives.');
    // Only the second player's three are offered; the first player's own are shown, not chosen.
    expect(await choice.locator('[data-player="p2"] button').allTextContents()).toEqual(['Opening Salvo', 'Contested Outpost', 'Intel Sweep']);
    expect(await choice.locator('[data-player="p1"] button').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('armada-order-objective-1366') });
    await choice.getByRole('button', { name: 'Contested Outpost', exact: true }).click();
    await expect.poll(lastChange).toContain('Empire chooses the objective Contested Outpost.');
    await chooseObjectiveAndDeploy(page);
  });

  it('RRG · Ship Phase: Attack is offered only once the dial is revealed, and the attack panel shows the dial', async () => {
    // “Start round 1” began the ship phase; the Empire, first player, activates first.
    await expect.poll(() => page.locator('.bar .phase').textContent()).toBe('Ship phase');
    await tile(VICTORY).getByRole('button', { name: `Activate ${VICTORY}` }).click();
    const dock = activationPanel(page, /Victory/);
    await dock.waitFor();
    expect(await dock.getByRole('button', { name: /^Attack/ }).count()).toBe(0);
    expect(await tile(VICTORY).getByRole('button', { name: /^Attack/ }).count()).toBe(0);
    await page.screenshot({ path: screenshotPath('armada-order-dial-first-1366') });
    // The engine refuses it too, in words.
    const early = await hostCall(app, 'game.command', { gameId, command: { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' } });
    expect(early.error?.message).toMatch(/reveals its command dial first/);

    await revealDial(page, VICTORY, 'Concentrate Fire');
    await dock.getByRole('button', { name: 'Attack', exact: true }).click();
    const panel = page.getByRole('dialog', { name: /attack/i });
    await panel.waitFor();
    await expect.poll(async () => squash(await panel.getByTestId('attack-dial').textContent())).toBe(`${VICTORY}’s dial: Concentrate Fire (dial)`);
    await page.screenshot({ path: screenshotPath('armada-order-attack-dial-1366') });
    await panel.getByRole('button', { name: /^Close/ }).click();
    await dock.getByRole('button', { name: 'End activation' }).click();
  });

  it('RRG · Counter: the squadron attacked declines its counter in one tap; the prompt leaves End activation free', async () => {
    // Issue 37 · the table asks once the player tries to end the phase with units waiting.
    await page.getByRole('button', { name: 'Next phase' }).click();
    await page.getByRole('group', { name: 'End the phase' }).getByRole('button', { name: 'End the phase anyway' }).click();
    await expect.poll(() => page.locator('.bar .phase').textContent()).toBe('Squadron phase');
    // The TIE's attack on the A-wing, told to the host as the attack panel would (the subject here is what follows).
    await command({ type: 'activateSquadron', squadron: 'tie' });
    await command({ type: 'declareTarget', attacker: { squadron: 'tie' }, defender: { squadron: 'awing' }, range: 'distance-1' });
    await command({ type: 'rollAttackDice', dice: [{ color: 'blue', face: 'hit' }, { color: 'blue', face: 'accuracy' }, { color: 'blue', face: 'accuracy' }] });
    await command({ type: 'resolveDamage' });
    // The TIE has made its attack: its panel closes by itself.
    await expect.poll(() => page.getByRole('dialog', { name: /attack/i }).count()).toBe(0);

    const prompt = page.getByRole('group', { name: 'Counter attack' });
    await expect.poll(async () => squash(await prompt.textContent())).toMatch(new RegExp(`^${A_WING} may counter ${TIE} with 2 blue dice\\.`));
    const endActivation = activationPanel(page, /TIE Fighter/).getByRole('button', { name: 'End activation' });
    const [promptBox, endBox] = [await prompt.boundingBox(), await endActivation.boundingBox()];
    expect(promptBox && endBox && promptBox.y + promptBox.height <= endBox.y).toBe(true);
    await page.screenshot({ path: screenshotPath('armada-order-counter-1366') });

    // A counter begun and its panel put away: the resume button is on the countering squadron's tile, named for it.
    await prompt.getByRole('button', { name: 'Counter attack' }).click();
    const panel = page.getByRole('dialog', { name: /attack/i });
    await panel.waitFor();
    await panel.getByRole('button', { name: /^Close/ }).click();
    await expect.poll(() => page.getByRole('button', { name: `Attack with ${A_WING}` }).count()).toBe(1);
    expect(await page.getByRole('button', { name: `Attack with ${TIE}` }).count()).toBe(0);
    // Undo takes the counter back to its question; this time it is declined.
    await page.getByRole('button', { name: 'Undo', exact: false }).first().click();
    await expect.poll(() => prompt.count()).toBe(1);
    await prompt.getByRole('button', { name: 'No counter' }).click();
    await expect.poll(() => prompt.count()).toBe(0);
    await expect.poll(lastChange).toMatch(new RegExp(`${A_WING} does not counter\\.|${TIE}.*activation ends|ends its activation`));
    // Issue 37 · the TIE has attacked and has nothing left: "No counter" ended its activation with it.
    await expect.poll(() => activationPanel(page, /TIE Fighter/).count()).toBe(0);
  });

  it('TR · Concession: “End the game” with a confirm, scored as if the conceding fleet were destroyed, on the summary; undo plays on', async () => {
    await startCountingTaps(page);
    await page.getByRole('button', { name: 'End the game' }).click();
    const confirm = page.getByRole('dialog', { name: 'End the game now?' });
    await confirm.waitFor();
    await page.screenshot({ path: screenshotPath('armada-order-end-confirm-1366') });
    await confirm.getByRole('button', { name: 'Rebels concedes' }).click();
    const summary = page.getByRole('region', { name: /Game over/ });
    await summary.waitFor();
    // Two taps: End the game, then who concedes (the issue counted 16 to reach round 6's end).
    expect((await taps(page)).all).toBe(2);
    await expect.poll(async () => squash(await summary.getByTestId('game-end-reason').textContent())).toBe('Ended in round 1: Rebels conceded, scored as if that whole fleet were destroyed.');
    expect(await summary.getByTestId('score-p1').textContent()).toBe('55');
    expect(squash(await summary.locator('.result').textContent())).toMatch(/^Empire wins by concession \(by 55\)/);
    await summary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('armada-order-conceded-1366') });
    // The Record screen's digest reads the same end from the log.
    const record = (await hostCall(app, 'record.acrossGames', { system: 'armada' })).value as { games: number; lists: { players: string[]; wins: number; losses: number; margin: number }[] };
    expect(record.games).toBe(1);
    expect(record.lists.find((list) => list.players.includes('Empire'))).toMatchObject({ wins: 1, losses: 0, margin: 55 });
    expect(record.lists.find((list) => list.players.includes('Rebels'))).toMatchObject({ wins: 0, losses: 1 });

    await page.getByRole('button', { name: 'Undo', exact: false }).first().click();
    await expect.poll(() => page.getByRole('region', { name: /Game over/ }).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'End the game' }).count()).toBe(1);
  });
});
