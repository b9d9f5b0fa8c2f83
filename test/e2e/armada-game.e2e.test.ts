import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { PlayerRoster } from '../../shared/engine/games/armada';
import { seriousAxeViolations } from '../helpers/axe';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { activateSquadron, openAttack, revealDial } from './armada-activation';
import { readCard, shipEntry, squadronEntry } from '../engine/helpers/armada-roster';
import { armadaGameWith, hostCall } from './armada-host';
import { measureAtTheTable } from './at-the-table';
import { hostAnswered } from '../helpers/on-the-wire';

// Issue 14 · Star Wars: Armada, the whole game, in the browser: ignition only for a ship that has
// it, a Bomber's crit against a ship, damage cards applying themselves (one by itself, one with a
// one-tap answer), text and targets sized for arm's length.

let app: ServedApp;
let page: Page;
let gameId = '';

useBrowserMode('armada-game', (run) => void ({ app, page } = run));

const ONAGER = 'galactic-empire/onager-class-star-destroyer';
const VICTORY = 'galactic-empire/victory-i-class-star-destroyer';
const CR90 = 'rebel-alliance/cr90-corvette-a';
const X_WING = 'rebel-alliance/x-wing-squadron';
const TIE = 'galactic-empire/tie-fighter-squadron';

const keywordsOf = (file: string) => readCard<{ keywords?: string[] }>(`squadron-card/${file}.json`).keywords ?? [];
const special = () => {
  const [red, blue, black] = readCard<{ attack: Record<string, [number, number, number]> }>(`ship-card/${ONAGER}.json`).attack.ignition ?? [0, 0, 0];
  return { red, blue, black };
};

/** The Onager carries a superweapon's Ignition keyword (as a list would set it up); the Victory has none. */
const fleets = (): [PlayerRoster, PlayerRoster] => [
  {
    name: 'Empire',
    ships: [{ ...shipEntry(ONAGER), ignition: { battery: special(), ranges: ['long'] } }, { ...shipEntry(VICTORY), engineering: 4 }],
    squadrons: [{ ...squadronEntry(TIE), keywords: keywordsOf(TIE) }],
  },
  { name: 'Rebels', ships: [shipEntry(CR90)], squadrons: [{ ...squadronEntry(X_WING), keywords: keywordsOf(X_WING) }] },
];

const ONAGER_NAME = 'Onager-class Star Destroyer';
const VICTORY_NAME = 'Victory I-class Star Destroyer';
const CR90_NAME = 'CR90 Corvette A';
const tile = (name: string): Locator => page.locator('[data-unit]', { has: page.getByRole('button', { name, exact: true }) });
const sheet = (): Locator => page.getByRole('dialog', { name: /attack/i });
const lastChange = () => page.locator('.table-bar .last').textContent();
const command = async (cmd: object) => {
  // As a second window would, but after the table's own commands (a tap's follow-up) are in: never between them.
  await hostAnswered(page);
  const reply = await hostCall(app, 'game.command', { gameId, command: cmd });
  if (!reply.ok) throw new Error(`refused: ${reply.error?.message}`);
};

describe('Issue 14 · an Armada game at the table', () => {
  it('RRG · Ignition: only the ship with ignition armament is offered an ignition attack', async () => {
    const url = await armadaGameWith(app, 'Whole game', fleets());
    gameId = url.split('/').at(-1) ?? '';
    await page.goto(url);
    await page.locator('.table-bar').waitFor();
    // RRG · Initiative: the Rebels are first player, so their squadron opens the squadron phase below.
    await page.getByRole('group', { name: 'Initiative' }).getByRole('button', { name: 'Rebels', exact: true }).click();
    await page.getByRole('button', { name: 'Next phase' }).click();
    await expect.poll(lastChange).toContain('Ship phase.');
    await command({ type: 'activateShip', ship: 'p2-ship-1' });
    await command({ type: 'endActivation' });

    await tile(VICTORY_NAME).getByRole('button', { name: `Activate ${VICTORY_NAME}` }).click();
    await revealDial(page, VICTORY_NAME);
    await openAttack(page, VICTORY_NAME);
    await sheet().getByRole('button', { name: /^Front/ }).click();
    await sheet().getByRole('button', { name: new RegExp(`^${CR90_NAME}, Front`) }).click();
    expect(await sheet().getByLabel(/Ignition attack/).count()).toBe(0);
    await sheet().getByRole('button', { name: 'Close the attack' }).click();
    await page.getByRole('button', { name: 'End activation' }).click();

    await tile(ONAGER_NAME).getByRole('button', { name: `Activate ${ONAGER_NAME}` }).click();
    await revealDial(page, ONAGER_NAME);
    await openAttack(page, ONAGER_NAME);
    await sheet().getByRole('button', { name: /^Front/ }).click();
    await sheet().getByRole('button', { name: new RegExp(`^${CR90_NAME}, Front`) }).click();
    await sheet().getByLabel(/Ignition attack/).check();
    // The special battery (3 red, 2 blue, 2 black) at medium range from the targeting token: 3 red and 2 blue.
    await sheet().getByRole('button', { name: 'Medium range, roll for me' }).click();
    await expect.poll(lastChange).toMatch(/Rolled \(by the app\)|Ignition attack/);
    expect(await sheet().getByRole('heading', { level: 2 }).textContent()).toBe('Ignition attack');
    await page.screenshot({ path: screenshotPath('armada-game-ignition-laptop') });
  });

  it('RRG · Bomber: an X-wing’s crit adds damage against a ship', async () => {
    // Finish the ignition attack and the ship phase through the host; the squadron attack is played on screen.
    await sheet().getByRole('button', { name: 'Close the attack' }).click();
    await command({ type: 'endAttackEffects' });
    await command({ type: 'resolveDamage', critical: 'none', drawForMe: true });
    await command({ type: 'endActivation' });
    await command({ type: 'nextPhase' });
    await activateSquadron(page, /X-wing Squadron/);
    await sheet().getByRole('button', { name: new RegExp(`^${VICTORY_NAME}, Rear`) }).click();
    await sheet().getByRole('button', { name: /^Red: Crit( ×|$)/ }).click();
    await sheet().locator('[data-confirm]').first().click();
    await sheet().getByRole('button', { name: 'No tokens: resolve damage' }).click();
    await sheet().getByRole('button', { name: 'Apply damage' }).waitFor();
    expect(await sheet().textContent()).toContain('Bomber');
    await page.screenshot({ path: screenshotPath('armada-game-bomber-laptop') });
    expect(await measureAtTheTable(page, '[role="dialog"] button, [role="dialog"] input', '[role="dialog"]')).toMatchObject({ tooSmall: [], smallText: [] });
    await sheet().getByRole('button', { name: 'Apply damage' }).click();
    // The crit counted: the Victory's rear shield (1) is gone.
    await expect.poll(() => tile(VICTORY_NAME).locator('.zone[data-zone="rear"] .value').textContent()).toBe('0');
  });

  it('damage cards apply themselves: Structural Damage deals its card by itself; Projector Misaligned asks which tied zone, one tap', async () => {
    const cards = async () => Number((await tile(CR90_NAME).locator('.damage .n').count()) ? await tile(CR90_NAME).locator('.damage .n').textContent() : 0);
    const before = await cards();
    await command({ type: 'dealDamageCard', ship: 'p2-ship-1', faceup: true, card: 'Structural Damage' });
    // The card and the facedown card it deals; it turns facedown itself.
    await expect.poll(cards).toBe(before + 2);
    await expect.poll(lastChange).toContain('Structural Damage');

    await command({ type: 'dealDamageCard', ship: 'p1-ship-2', faceup: true, card: 'Projector Misaligned' });
    const question = page.getByRole('group', { name: `Projector Misaligned on ${VICTORY_NAME}` });
    await question.waitFor();
    expect(await question.textContent()).toContain('tied for the most shields');
    expect(await page.getByRole('button', { name: 'Next phase' }).isDisabled().catch(() => false) || (await page.locator('.table-bar').textContent())?.includes('waits for an answer')).toBeTruthy();
    await page.screenshot({ path: screenshotPath('armada-game-damage-question-laptop') });
    expect(await measureAtTheTable(page, '.pending button, .pending input', '.pending')).toMatchObject({ tooSmall: [], smallText: [] });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await question.getByRole('button', { name: 'Left' }).click();
    await expect.poll(() => question.count()).toBe(0);
    await expect.poll(() => tile(VICTORY_NAME).locator('.zone[data-zone="left"] .value').textContent()).toBe('0');
  });

  it('a round played in full: the turn is marked, the dial is told in one tap, concentrate fire adds its die, ending a phase early asks first', async () => {
    const created = await hostCall(app, 'games.create', { name: 'One round', system: 'armada' });
    gameId = (created.value as { id: string }).id;
    const setup = await hostCall(app, 'game.command', { gameId, command: { type: 'setup', seed: 'one round', players: fleets(), firstPlayer: 'p1', roundLimit: 1 } });
    expect(setup.ok, setup.error?.message).toBe(true);
    await page.goto(`${app.url}#/game/${gameId}`);
    await page.locator('.table-bar').waitFor();
    await page.getByRole('button', { name: 'Next phase' }).click();
    await expect.poll(() => page.locator('#fleet-p1 .turn').count()).toBe(1);
    expect(await tile(CR90_NAME).getByRole('button', { name: `Activate ${CR90_NAME}` }).count()).toBe(0);

    await tile(VICTORY_NAME).getByRole('button', { name: `Activate ${VICTORY_NAME}` }).click();
    // Issue 24: the dial first; the attack panel waits until it is asked for.
    expect(await sheet().count()).toBe(0);
    const commands = page.getByRole('group', { name: `${VICTORY_NAME}: commands` });
    await commands.getByRole('button', { name: 'Concentrate Fire' }).click();
    await expect.poll(() => commands.textContent()).toContain('Concentrate Fire (dial)');
    await page.screenshot({ path: screenshotPath('armada-game-commands-laptop') });
    expect(await measureAtTheTable(page, '.activation button, .activation input', '.activation')).toMatchObject({ tooSmall: [], smallText: [] });

    // At the X-wing (its anti-squadron die is blue), so the Rebels keep their ship for the next turn.
    await page.getByRole('button', { name: 'Attack', exact: true }).click();
    await sheet().getByRole('button', { name: /^Front/ }).click();
    await sheet().getByRole('button', { name: /^X-wing Squadron/ }).click();
    await sheet().getByLabel('Change dice before the defender').check();
    await sheet().getByRole('button', { name: 'Close range, roll for me' }).click();
    const concentrate = sheet().getByRole('group', { name: 'Concentrate Fire: add a die' });
    await concentrate.getByRole('button', { name: 'Roll it for me' }).click();
    await expect.poll(lastChange).toMatch(/Added a blue die/);
    await expect.poll(() => concentrate.count()).toBe(0);
    await sheet().getByRole('button', { name: 'Close the attack' }).click();
    await command({ type: 'endAttackEffects' });
    await command({ type: 'resolveDamage' });
    // The attack over, its panel closed with it; the Victory attacks no more.
    await expect.poll(() => sheet().count()).toBe(0);
    await page.getByRole('button', { name: 'End activation' }).click();
    // The Rebels' only ship, then the Empire's Onager: alternation.
    await expect.poll(() => page.locator('#fleet-p2 .turn').count()).toBe(1);
    await command({ type: 'activateShip', ship: 'p2-ship-1' });
    await command({ type: 'revealCommand', ship: 'p2-ship-1', command: 'navigate', as: 'token' });
    await command({ type: 'endActivation' });
    await command({ type: 'activateShip', ship: 'p1-ship-1' });
    await command({ type: 'revealCommand', ship: 'p1-ship-1', command: 'repair', as: 'dial' });
    await command({ type: 'endActivation' });

    await page.getByRole('button', { name: 'Next phase' }).click();
    await expect.poll(() => page.locator('.bar .phase').textContent()).toBe('Squadron phase');
    // Issue 37 · the squadron phase opens on the fleets; the table asks once "Next phase" is tapped with squadrons waiting.
    expect(await page.getByRole('group', { name: 'End the phase' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Next phase' }).click();
    const ask = page.getByRole('group', { name: 'End the phase' });
    await ask.waitFor();
    expect(await ask.textContent()).toContain('2 units have not activated this phase');
    expect(await page.getByRole('button', { name: 'Next phase' }).isDisabled()).toBe(true);
    await ask.getByRole('button', { name: 'End the phase anyway' }).click();
    await expect.poll(lastChange).toContain('Status phase');
  });

  it('the game summary at the end: score, losses, the damage chart, the summary as text', async () => {
    await page.getByRole('button', { name: 'Next phase' }).click();
    const summary = page.getByRole('region', { name: /Game over/ });
    await summary.waitFor();
    expect(await summary.locator('svg.chart rect').count()).toBe(2);
    expect(await summary.getByRole('img', { name: /Damage dealt per round/ }).count()).toBe(1);
    expect(Number(await summary.getByTestId('score-p1').textContent())).toBeGreaterThanOrEqual(0);
    await summary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('armada-game-summary-laptop'), fullPage: true });
    await summary.locator('details summary').click();
    expect(await summary.getByRole('textbox', { name: 'The summary as text' }).inputValue()).toMatch(/^Star Wars: Armada — game over after round 1/);
    expect(await measureAtTheTable(page, '.summary button, .summary summary', '.summary')).toMatchObject({ tooSmall: [], smallText: [] });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('RRG · Initiative: the first-player question cannot be put aside; the ship phase waits for it, and undo asks again', async () => {
    const url = await armadaGameWith(app, 'Who is first', fleets());
    await page.goto(url);
    const ask = page.getByRole('group', { name: 'Initiative' });
    await ask.waitFor();
    expect(await ask.getByRole('button').allTextContents()).toEqual(['Empire', 'Rebels']);
    expect(await page.getByRole('button', { name: 'Next phase' }).isDisabled()).toBe(true);
    expect(await page.locator('.table-bar .blocked').textContent()).toMatch(/^The ship phase waits for the first player/);
    await page.screenshot({ path: screenshotPath('armada-game-first-player-laptop') });
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.screenshot({ path: screenshotPath('armada-game-first-player-tablet') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    expect(await measureAtTheTable(page, '.start button', '.start')).toMatchObject({ tooSmall: [], smallText: [] });
    await page.setViewportSize({ width: 1366, height: 768 });

    await ask.getByRole('button', { name: 'Empire', exact: true }).click();
    await expect.poll(() => ask.count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Next phase' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await ask.waitFor();
    expect(await page.getByRole('button', { name: 'Next phase' }).isDisabled()).toBe(true);
  });

  it('RRG · Swarm, Adept, AI: each keyword is one more tap in the attacker’s step, offered only while it applies', async () => {
    const created = await hostCall(app, 'games.create', { name: 'Keywords', system: 'armada' });
    gameId = (created.value as { id: string }).id;
    const players: [PlayerRoster, PlayerRoster] = [
      {
        name: 'Empire',
        ships: [{ ...shipEntry(VICTORY, { id: 'vsd' }), squadronValue: 3 }],
        squadrons: [
          { ...squadronEntry(TIE, { id: 't1' }), keywords: [...keywordsOf(TIE), 'Adept 1', 'AI: Anti-Squadron 1'] },
          { ...squadronEntry(TIE, { id: 't2' }), keywords: keywordsOf(TIE) },
        ],
      },
      { name: 'Rebels', ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [{ ...squadronEntry(X_WING, { id: 'x' }), keywords: [...keywordsOf(X_WING), 'Dodge 1'] }] },
    ];
    expect(keywordsOf(TIE)).toContain('Swarm');
    await command({ type: 'setup', seed: 'keywords', players, firstPlayer: 'p1' });
    await command({ type: 'nextPhase' });
    await command({ type: 'activateShip', ship: 'vsd' });
    await command({ type: 'revealCommand', ship: 'vsd', command: 'squadron', as: 'dial' });
    // The X-wing is engaged with both TIEs (Swarm), and the squadron command activates the first (AI).
    await command({ type: 'declareEngagement', squadron: 'x', engagedWith: ['t1', 't2'] });
    await command({ type: 'activateSquadron', squadron: 't1' });
    await command({ type: 'declareTarget', attacker: { squadron: 't1' }, defender: { squadron: 'x' }, range: 'distance-1' });
    await command({ type: 'rollAttackDice', dice: [{ color: 'blue', face: 'hit' }, { color: 'blue', face: 'accuracy' }, { color: 'blue', face: 'hit' }] });
    await page.goto(`${app.url}#/game/${gameId}`);
    await sheet().waitFor();

    await sheet().getByRole('button', { name: 'Blue die 2: Accuracy' }).click();
    const rerollWith = sheet().getByRole('group', { name: 'Reroll with a keyword' });
    expect(await rerollWith.getByRole('button').allTextContents()).toEqual(['Reroll with Adept', 'Reroll with Swarm']);
    await rerollWith.getByRole('button', { name: 'Reroll with Swarm' }).click();
    expect(await rerollWith.getByRole('button', { name: 'Reroll with Swarm' }).getAttribute('aria-pressed')).toBe('true');
    const ai = sheet().getByRole('group', { name: 'AI: Anti-Squadron' });
    expect(await ai.getByRole('button').allTextContents()).toEqual(['Add a blue die']);
    await page.screenshot({ path: screenshotPath('armada-game-keywords-laptop') });
    expect(await measureAtTheTable(page, '[role="dialog"] button', '[role="dialog"]')).toMatchObject({ tooSmall: [], smallText: [] });
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.screenshot({ path: screenshotPath('armada-game-keywords-tablet') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await page.setViewportSize({ width: 1366, height: 768 });

    await sheet().getByRole('button', { name: 'Swarm: Rerolled to Hit' }).click();
    await expect.poll(lastChange).toMatch(/Rerolled/);
    // Swarm rerolls one die per attack: the next die offers Adept only.
    await sheet().getByRole('button', { name: 'Blue die 1: Hit' }).click();
    await expect.poll(() => rerollWith.getByRole('button').allTextContents()).toEqual(['Reroll with Adept']);
    await ai.getByRole('button', { name: 'Add a blue die' }).click();
    await expect.poll(() => sheet().locator('.pool .die-button').count()).toBe(4);
    await expect.poll(() => ai.count()).toBe(0);
    await sheet().getByRole('button', { name: 'Dice done: the defender’s turn' }).click();

    // RRG · Dodge: the defender's step offers its reroll, once.
    const hint = sheet().locator('.keyword-hint');
    await expect.poll(() => hint.textContent()).toBe('Dodge: tap a die the attacker rerolls.');
    await sheet().getByRole('button', { name: 'Blue die 1: Hit' }).click();
    await page.screenshot({ path: screenshotPath('armada-game-dodge-laptop') });
    await sheet().getByRole('button', { name: 'Dodge: Rerolled to Accuracy' }).click();
    await expect.poll(() => hint.count()).toBe(0);
    expect(await sheet().locator('.pool .die-button').count()).toBe(0);
  });

  it('RRG · Repair: move a shield to an adjacent zone (1), recover one (2), with the points left shown', async () => {
    const created = await hostCall(app, 'games.create', { name: 'Repairs', system: 'armada' });
    gameId = (created.value as { id: string }).id;
    await command({ type: 'setup', seed: 'repairs', players: fleets(), firstPlayer: 'p1' });
    await command({ type: 'nextPhase' });
    await command({ type: 'activateShip', ship: 'p1-ship-2' });
    await command({ type: 'loseShields', ship: 'p1-ship-2', zone: 'front', amount: 2 });
    await command({ type: 'revealCommand', ship: 'p1-ship-2', command: 'repair', as: 'dial' });
    await page.goto(`${app.url}#/game/${gameId}`);
    // Issue 24: nothing covers the repair: the attack panel waits until it is asked for.
    const repair = page.getByRole('group', { name: `${VICTORY_NAME}: repair` });
    await repair.waitFor();
    expect(await repair.getByTestId('engineering-left').textContent()).toBe('4');
    expect(await repair.getByRole('button').allTextContents()).toEqual(['Move a shield Right → Front (1)', 'Move a shield Left → Front (1)', 'Recover a shield Front (2)']);
    await page.screenshot({ path: screenshotPath('armada-game-repair-laptop') });
    expect(await measureAtTheTable(page, '.repair button', '.repair')).toMatchObject({ tooSmall: [], smallText: [] });
    await page.setViewportSize({ width: 768, height: 1024 });
    await repair.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('armada-game-repair-tablet') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await page.setViewportSize({ width: 1366, height: 768 });

    await repair.getByRole('button', { name: 'Move a shield Left → Front (1)' }).click();
    await expect.poll(() => repair.getByTestId('engineering-left').textContent()).toBe('3');
    await expect.poll(() => tile(VICTORY_NAME).locator('.zone[data-zone="front"] .value').textContent()).toBe('2');
    expect(await tile(VICTORY_NAME).locator('.zone[data-zone="left"] .value').textContent()).toBe('2');
    await repair.getByRole('button', { name: 'Recover a shield Front (2)' }).click();
    await expect.poll(() => repair.getByTestId('engineering-left').textContent()).toBe('1');
    await expect.poll(() => tile(VICTORY_NAME).locator('.zone[data-zone="front"] .value').textContent()).toBe('3');
    // One point left: a recovery (2) is no longer offered; moves still are.
    expect(await repair.getByRole('button', { name: /^Recover/ }).count()).toBe(0);
  });
});
