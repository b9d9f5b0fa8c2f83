import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { PlayerRoster } from '../../shared/engine/games/armada';
import { seriousAxeViolations } from '../helpers/axe';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { readCard, shipEntry, squadronEntry } from '../engine/helpers/armada-roster';
import { activateSquadron, activationPanel, enterDice, openAttack, revealDial, startCountingTaps, taps as tapsSoFar } from './armada-activation';
import { hostCall } from './armada-host';
import { hostAnswered } from '../helpers/on-the-wire';

// Issue 24 · Armada, the fleet as it is played: the dial first and the attack panel only when asked;
// Concentrate Fire with the added die's face entered; a reload at every step of an attack comes back
// to the same step, zone, target, dice and tokens; a squadron phase with a counter; names that tell
// units apart at 1366 × 768 and on a tablet, never cut inside a word; taps counted.

let app: ServedApp;
let page: Page;
let gameId = '';

useBrowserMode('armada-flow', (run) => void ({ app, page } = run));

const VSD = 'galactic-empire/victory-ii-class-star-destroyer';
const MC75 = 'rebel-alliance/mc75-armored-cruiser';
const CR90 = 'rebel-alliance/cr90-corvette-a';
const TIE = 'galactic-empire/tie-fighter-squadron';
const A_WING = 'rebel-alliance/a-wing-squadron';
const X_WING = 'rebel-alliance/x-wing-squadron';
const BIGGS = 'rebel-alliance/biggs-darklighter';

const VSD1 = 'Victory II-class Star Destroyer 1';
const VSD2 = 'Victory II-class Star Destroyer 2';
const MC75_NAME = 'MC75 Armored Cruiser';

const keywordsOf = (file: string) => readCard<{ keywords?: string[] }>(`squadron-card/${file}.json`).keywords ?? [];
const squadron = (file: string, id: string) => ({ ...squadronEntry(file, { id }), keywords: keywordsOf(file) });

const fleets = (): [PlayerRoster, PlayerRoster] => [
  {
    name: 'Empire',
    ships: [{ ...shipEntry(VSD, { id: 'v1' }), squadronValue: 3 }, { ...shipEntry(VSD, { id: 'v2' }), squadronValue: 3 }],
    squadrons: [squadron(TIE, 't1'), squadron(TIE, 't2'), squadron(TIE, 't3')],
  },
  {
    name: 'Rebels',
    ships: [shipEntry(MC75, { id: 'mc75' }), shipEntry(CR90, { id: 'c1' }), shipEntry(CR90, { id: 'c2' })],
    squadrons: [squadron(A_WING, 'a'), squadron(X_WING, 'x1'), squadron(X_WING, 'x2'), squadron(BIGGS, 'biggs')],
  },
];

const sheet = (): Locator => page.getByRole('dialog', { name: /attack/i });
const tile = (name: string): Locator => page.locator('[data-unit]', { has: page.getByRole('button', { name, exact: true }) });
const command = async (cmd: object) => {
  // As a second window would, but after the table's own commands (a tap's follow-up) are in: never between them.
  await hostAnswered(page);
  const reply = await hostCall(app, 'game.command', { gameId, command: cmd });
  if (!reply.ok) throw new Error(`refused: ${reply.error?.message}`);
};

const taps = () => tapsSoFar(page);
const enter = (color: string, face: string, n: number) => enterDice(page, color, face, n);

/** Where the attack stands, as a player sees it: the panel's step, who attacks whom, the pool, the dice entered, what is chosen. */
async function whereWeAre() {
  if ((await sheet().count()) === 0) return { open: false };
  return {
    open: true,
    step: await sheet().getAttribute('data-step'),
    who: (await sheet().locator('.who').count()) > 0 ? (await sheet().locator('.who').textContent())?.replace(/\s+/g, ' ').trim() : null,
    pool: await sheet().locator('.pool .die').evaluateAll((dice) => dice.map((die) => die.getAttribute('aria-label'))),
    entered: await sheet().getByRole('button', { name: /^Take out/ }).evaluateAll((chips) => chips.map((chip) => chip.getAttribute('aria-label'))),
    chosen: await sheet().locator('button[aria-pressed="true"]').evaluateAll((buttons) => buttons.map((button) => button.textContent?.replace(/\s+/g, ' ').trim())),
    tokens: await page.locator(`[data-unit="mc75"] .tile-tokens .disc`).evaluateAll((discs) => discs.map((disc) => disc.getAttribute('title'))),
    // The damage step's own choices: the redirect amount, the critical effect, the cards' source.
    damage: await sheet().locator('.damage-panel').evaluateAll((panels) =>
      panels.map((panel) => ({
        redirect: panel.querySelector('.redirect .amount')?.textContent ?? null,
        settings: panel.querySelector('.settings')?.textContent?.replace(/\s+/g, ' ').trim() ?? null,
        open: panel.querySelector('details')?.open ?? null,
        checked: [...panel.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((radio) => radio.checked).map((radio) => radio.closest('label')?.textContent?.trim()),
      })),
    ),
  };
}

/** Reloads the page and checks the attack is exactly where it was. */
async function reloadAndCompare(label: string): Promise<void> {
  const before = await whereWeAre();
  await page.reload();
  await page.locator('.table-bar').waitFor();
  if (before.open) await sheet().waitFor();
  await expect.poll(whereWeAre, { message: `after a reload at ${label}` }).toEqual(before);
}

/** Every name on a tile: none cut inside a word, none running out of its tile, the whole name kept for reading aloud. */
const namesOnTiles = () =>
  page.locator('.fleets [data-unit] .unit-name').evaluateAll((names) =>
    names.map((name) => {
      const text = name.querySelector('.text') as HTMLElement;
      const full = name.getAttribute('title') ?? '';
      const shown = (text.textContent ?? '').replace(/\u2011/g, '-');
      const tileBox = name.closest('[data-unit]')!.getBoundingClientRect();
      const box = text.getBoundingClientRect();
      return {
        full,
        shown,
        // Cut only between words (or at a hyphen: "Victory II" from "Victory II-class").
        wholeWords: shown.split(/[\s-]+/).every((word) => full.split(/[\s-]+/).includes(word)),
        overflows: text.scrollWidth > text.clientWidth + 1 || box.right > tileBox.right + 1,
        ellipsis: getComputedStyle(text).textOverflow === 'ellipsis' && getComputedStyle(text).overflow !== 'visible',
      };
    }),
  );

describe('Issue 24 · the fleet as it is played', () => {
  it('names tell the units apart at 1366 × 768 and on a 768 px tablet: a short name by rule and the ID number, never cut inside a word', async () => {
    const created = await hostCall(app, 'games.create', { name: 'Fleet as played', system: 'armada' });
    gameId = (created.value as { id: string }).id;
    await command({ type: 'setup', seed: 'fleet as played', players: fleets(), firstPlayer: 'p1', rules: 2 });
    await page.goto(`${app.url}#/game/${gameId}`);
    await page.locator('.table-bar').waitFor();
    for (const [width, height, name] of [[1366, 768, 'laptop'], [768, 1024, 'tablet']] as const) {
      await page.setViewportSize({ width, height });
      const names = await namesOnTiles();
      expect(names.length).toBe(12);
      expect(names.filter((n) => !n.wholeWords || n.overflows || n.ellipsis), `at ${width} px`).toEqual([]);
      // The short name by rule, the ID number beside it, the full name in the title (and read aloud).
      expect(names.map((n) => n.shown)).toEqual(expect.arrayContaining(['Victory II', 'MC75 Armored', 'CR90 A', 'TIE Fighter', 'A-wing', 'X-wing', 'Biggs Darklighter']));
      expect(names.map((n) => n.full)).toEqual(expect.arrayContaining([VSD1, VSD2, 'CR90 Corvette A 1', 'CR90 Corvette A 2', 'X-wing Squadron 2', 'TIE Fighter Squadron 3']));
      await page.screenshot({ path: screenshotPath(`armada-flow-names-${name}`), fullPage: true });
    }
    await page.setViewportSize({ width: 1366, height: 768 });
    // The full name is in the unit's detail.
    await tile(MC75_NAME).getByRole('button', { name: MC75_NAME, exact: true }).click();
    const detail = page.getByRole('complementary', { name: `${MC75_NAME}: detail` });
    expect(await detail.textContent()).toContain(MC75_NAME);
    await page.keyboard.press('Escape');
  });

  it('the commands step: the dial first, in at most 2 taps with the activation; the attack panel stays closed until asked for', async () => {
    await page.getByRole('button', { name: 'Next phase' }).click();
    await page.locator('.bar .phase', { hasText: 'Ship phase' }).waitFor();
    await startCountingTaps(page);
    await tile(VSD1).getByRole('button', { name: `Activate ${VSD1}` }).click();
    await activationPanel(page, VSD1).waitFor();
    expect(await sheet().count()).toBe(0);
    await revealDial(page, VSD1, 'Concentrate Fire');
    expect((await taps()).all).toBeLessThanOrEqual(2);
    console.log(`commands step: ${(await taps()).all} taps`);
    await page.screenshot({ path: screenshotPath('armada-flow-dial-laptop') });
    // A reload with the dial told: still the activation panel, no attack panel over it.
    await reloadAndCompare('the activation, before any attack');
    await activationPanel(page, VSD1).waitFor();
  });

  it('RRG · Concentrate Fire: the colour among those in the pool, then the face entered; one die per dial; a reload at every step comes back to it', async () => {
    await openAttack(page, VSD1);
    await sheet().getByRole('button', { name: /^Front/ }).click();
    await sheet().getByRole('button', { name: new RegExp(`^${MC75_NAME}, Front`) }).click();
    await enter('Red', 'Blank', 2);
    await reloadAndCompare('the declaration, two dice entered');
    expect((await whereWeAre()).chosen).toEqual(expect.arrayContaining([expect.stringMatching(/^Front/), expect.stringMatching(/Front/)]));
    await enter('Red', 'Blank', 1);
    await enter('Blue', 'Hit', 3);
    await sheet().getByRole('button', { name: 'Confirm at medium range' }).click();

    // The Concentrate Fire dial is unused: the attacker's step stays open for it.
    const concentrate = sheet().getByRole('group', { name: 'Concentrate Fire: add a die' });
    await concentrate.waitFor();
    await reloadAndCompare('the attacker’s dice step');
    expect(await concentrate.getByRole('button').allTextContents()).toEqual(['Red', 'Blue']);
    await page.screenshot({ path: screenshotPath('armada-flow-concentrate-laptop') });
    await concentrate.getByRole('button', { name: 'Blue', exact: true }).click();
    await concentrate.getByRole('button', { name: 'Concentrate Fire: add a blue die showing Hit' }).click();
    await expect.poll(() => sheet().locator('.pool .die').count()).toBe(7);
    // One die per dial: the group is gone, and the generic "Add a die" no longer names Concentrate Fire.
    await expect.poll(() => concentrate.count()).toBe(0);
    expect(await sheet().getByText('Add a die (a card effect)').count()).toBe(1);
    await expect.poll(() => page.locator('.table-bar .last').textContent()).toMatch(/blue die/i);
    await reloadAndCompare('after the added die');
    expect(await concentrate.count()).toBe(0);

    await sheet().getByRole('button', { name: 'Dice done: the defender’s turn' }).click();
    await sheet().getByRole('button', { name: 'No tokens: resolve damage' }).waitFor();
    await reloadAndCompare('the defender’s step');
    await sheet().getByRole('button', { name: 'No tokens: resolve damage' }).click();
    await sheet().getByRole('button', { name: 'Apply damage' }).waitFor();
    // "No tokens" said: after a reload the defender's step does not come back.
    await reloadAndCompare('the damage step after “No tokens”');
    expect(await sheet().getByRole('button', { name: 'No tokens: resolve damage' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await sheet().getByRole('button', { name: 'Apply damage' }).click();
    // The attack over, its panel closes with it.
    await expect.poll(() => sheet().count()).toBe(0);
    await reloadAndCompare('after the attack');
  });

  it('a second attack from the activation panel: "Attack from Left" is one tap for the panel and the hull zone; at most 5 taps besides the dice faces', async () => {
    await startCountingTaps(page);
    await activationPanel(page, VSD1).getByRole('button', { name: 'Attack from Left' }).click();
    await sheet().waitFor();
    // The zone is chosen: the panel opens on the targets.
    expect(await sheet().getByRole('button', { name: /^Left/ }).getAttribute('aria-pressed')).toBe('true');
    await sheet().getByRole('button', { name: new RegExp(`^${MC75_NAME}, Front`) }).click();
    await enter('Red', 'Hit', 1);
    await enter('Red', 'Blank', 1);
    await sheet().getByRole('button', { name: /^Confirm dice/ }).click();
    await sheet().getByRole('button', { name: 'No tokens: resolve damage' }).click();
    await sheet().getByRole('button', { name: 'Apply damage' }).click();
    await expect.poll(() => sheet().count()).toBe(0);
    const counted = await taps();
    console.log(`second ship attack from the dock: ${counted.all - counted.dice} taps besides ${counted.dice} dice faces`);
    expect(counted.all - counted.dice).toBeLessThanOrEqual(5);
    await activationPanel(page, VSD1).getByRole('button', { name: 'End activation' }).click();
    // The next test sends commands through the host: the activation has ended first.
    await expect.poll(() => activationPanel(page, VSD1).count()).toBe(0);
  });

  it('a reload in the damage step comes back to its own choices: the redirect amount and the critical effect chosen', async () => {
    await command({ type: 'activateShip', ship: 'mc75' });
    await command({ type: 'revealCommand', ship: 'mc75', command: 'navigate', as: 'dial' });
    await openAttack(page, MC75_NAME);
    await sheet().getByRole('button', { name: /^Front/ }).click();
    await sheet().getByRole('button', { name: new RegExp(`^${VSD1}, Front`) }).click();
    await enter('Blue', 'Crit', 1);
    await enter('Blue', 'Hit', 2);
    await sheet().getByRole('button', { name: /^Confirm/ }).first().click();
    const endEffects = sheet().getByRole('button', { name: 'Dice done: the defender’s turn' });
    const redirect = sheet().getByRole('button', { name: 'Redirect to left' }).first();
    // The dice step may offer "Dice done" or move on by itself (nothing left to change): whichever
    // shows, the defender's step comes; a "Dice done" gone before its click is not waited for.
    await expect
      .poll(
        async () => {
          if (await redirect.isVisible()) return true;
          if (await endEffects.isVisible()) await endEffects.click({ timeout: 1000 }).catch(() => undefined);
          return redirect.isVisible();
        },
        { timeout: 8000 },
      )
      .toBe(true);
    await redirect.click();
    await sheet().getByRole('button', { name: 'Apply damage' }).waitFor();
    // Two of the three damage to the front instead of all three to the left, and no critical effect.
    await sheet().getByRole('button', { name: 'Redirect one less' }).click();
    await sheet().getByRole('button', { name: 'Redirect one less' }).click();
    await sheet().locator('.damage-panel .choices summary').click();
    await sheet().getByRole('radio', { name: 'None' }).check();
    await expect.poll(() => sheet().locator('.damage-panel .settings').textContent()).toMatch(/Critical effect: none/);
    // The choices stay open while choosing (and come back open after the reload).
    expect(await sheet().locator('.damage-panel details.choices').evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    await page.screenshot({ path: screenshotPath('armada-flow-damage-choices-laptop') });
    await reloadAndCompare('the damage step, a redirect amount and the critical effect chosen');
    expect(await sheet().locator('.damage-panel .redirect .amount').textContent()).toBe('1');
    expect(await sheet().getByRole('radio', { name: 'None' }).isChecked()).toBe(true);
    await page.screenshot({ path: screenshotPath('armada-flow-damage-choices-reloaded-laptop') });
    await sheet().getByRole('button', { name: 'Apply damage' }).click();
    await expect.poll(() => sheet().count()).toBe(0);
    // Applied as chosen: 1 to the left shields, 2 to the front; the critical effect none, so no faceup card.
    const v1 = (await hostCall(app, 'game.view', { gameId })).value as { state: { ships: { id: string; hullZones: { zone: string; shields: number }[]; damageCards: unknown[] }[] } };
    const ship = v1.state.ships.find((candidate) => candidate.id === 'v1');
    expect(ship?.hullZones.filter((zone) => zone.zone === 'front' || zone.zone === 'left').map((zone) => zone.shields)).toEqual([1, 2]);
    // After the attack a reload finds no leftover choices.
    await reloadAndCompare('after the attack with a redirect');
    await activationPanel(page, MC75_NAME).getByRole('button', { name: 'End activation' }).click();
    await expect.poll(() => activationPanel(page, MC75_NAME).count()).toBe(0);
  });

  it('a ship under its own squadron command is not "Activated" yet: it says the command runs', async () => {
    await tile(VSD2).getByRole('button', { name: `Activate ${VSD2}` }).click();
    await revealDial(page, VSD2, 'Squadron');
    // A squadron the command activates has no dial: its attack panel opens on its targets at once.
    await activateSquadron(page, 'TIE Fighter Squadron 3');
    await expect.poll(() => tile(VSD2).locator('.badge').textContent()).toBe('Now, its squadron command running');
    await page.screenshot({ path: screenshotPath('armada-flow-squadron-command-laptop') });
    // It moves instead of attacking: one tap ends its activation, and the ship's command runs on.
    await sheet().getByRole('button', { name: 'Move only: end activation' }).click();
    await expect.poll(() => sheet().count()).toBe(0);
    await activationPanel(page, VSD2).getByRole('button', { name: 'End activation' }).click();
    await expect.poll(() => tile(VSD2).locator('.badge').textContent()).toBe('Activated');
  });

  it('the squadron phase: "Not activated yet" numbers the squadrons; a squadron attack ends cleanly and the Counter question shows, only for a squadron with Counter', async () => {
    await command({ type: 'nextPhase', confirm: true });
    await page.locator('.bar .phase', { hasText: 'Squadron phase' }).waitFor();
    await expect.poll(() => page.locator('.table-bar').textContent()).toMatch(/TIE Fighter Squadron 1, TIE Fighter Squadron 2/);
    await activateSquadron(page, 'TIE Fighter Squadron 1');
    // No "Counter attack" box for the attacker: a counter is asked of the squadron attacked, when it has Counter.
    expect(await sheet().getByLabel(/Counter attack/).count()).toBe(0);
    await sheet().getByRole('button', { name: /^A-wing Squadron/ }).click();
    await sheet().getByRole('button', { name: /^Distance 1 range, roll for me/ }).click();
    await sheet().getByRole('button', { name: 'Apply damage' }).click();
    // The attack over: no empty panel, the Counter question in view.
    await expect.poll(() => sheet().count()).toBe(0);
    const counter = page.getByRole('group', { name: 'Counter attack' });
    await counter.waitFor();
    expect(await counter.textContent()).toContain('A-wing Squadron may counter TIE Fighter Squadron 1 with 2 blue dice');
    expect(await counter.isVisible()).toBe(true);
    await page.screenshot({ path: screenshotPath('armada-flow-counter-laptop') });
    await counter.getByRole('button', { name: 'Counter attack' }).click();
    await sheet().waitFor();
    expect(await sheet().getByRole('heading', { level: 2 }).textContent()).toBe('Counter attack');
    await sheet().getByRole('button', { name: 'Roll them for me' }).click();
    await sheet().getByRole('button', { name: 'Apply damage' }).click();
    await expect.poll(() => sheet().count()).toBe(0);
    // Issue 37 · RRG · Squadron Phase: the TIE attacked, the counter is over: its activation ends with it.
    await expect.poll(() => activationPanel(page, 'TIE Fighter Squadron 1').count()).toBe(0);

    // An X-wing has no Counter: no question after it is attacked.
    await activateSquadron(page, 'TIE Fighter Squadron 2');
    await sheet().getByRole('button', { name: /^X-wing Squadron 1/ }).click();
    await sheet().getByRole('button', { name: /^Distance 1 range, roll for me/ }).click();
    await sheet().getByRole('button', { name: 'Apply damage' }).click();
    await expect.poll(() => sheet().count()).toBe(0);
    expect(await page.getByRole('group', { name: 'Counter attack' }).count()).toBe(0);
    // The history's damage words match the tile: hull left of its maximum.
    const hull = await tile('X-wing Squadron 1').locator('.hull').textContent();
    await expect.poll(() => page.locator('.table-bar .last').textContent()).toMatch(new RegExp(`X-wing Squadron 1 suffers \\d damage \\(${hull} of 5 hull left\\)|Attack by|ends its activation`));
    await page.getByRole('button', { name: 'History' }).click();
    expect(await page.getByRole('complementary', { name: 'History' }).textContent()).toContain(`(${hull} of 5 hull left)`);
  });

  it('Issue 37 · a standard ship attack counted from the ship phase table, activation and dial included: at most 6 taps besides the dice faces', async () => {
    // The round played out to the next ship phase (status, command), through the host.
    // The history the last test opened, closed again.
    await page.getByRole('complementary', { name: 'History' }).getByRole('button', { name: 'Close', exact: true }).click();
    const phaseNow = async () => ((await hostCall(app, 'game.view', { gameId })).value as { state: { phase: string; round: number } }).state;
    for (let i = 0; i < 4 && (await phaseNow()).phase !== 'ship'; i++) await command({ type: 'nextPhase', confirm: true });
    expect(await phaseNow()).toMatchObject({ phase: 'ship', round: 2 });
    await page.locator('.bar .phase', { hasText: 'Ship phase' }).waitFor();
    await page.screenshot({ path: screenshotPath('armada-flow-round-2-ship-phase-laptop') });
    await startCountingTaps(page);
    // One tap on the tile: the ship activates with its dial told.
    await tile(VSD1).getByRole('group', { name: `${VSD1}: activate showing its dial` }).getByRole('button', { name: /Navigate$/ }).click();
    await activationPanel(page, VSD1).waitFor();
    await expect.poll(() => page.getByRole('group', { name: `${VSD1}: commands` }).textContent()).toContain('Navigate (dial)');
    await page.screenshot({ path: screenshotPath('armada-flow-dock-attack-from-laptop') });
    // One tap in the dock: the attack panel opens with the hull zone chosen.
    await activationPanel(page, VSD1).getByRole('button', { name: 'Attack from Left' }).click();
    await sheet().getByRole('button', { name: new RegExp(`^${MC75_NAME}, Front`) }).click();
    await enter('Red', 'Hit', 1);
    await enter('Red', 'Blank', 1);
    await sheet().getByRole('button', { name: /^Confirm dice/ }).click();
    await sheet().getByRole('button', { name: 'No tokens: resolve damage' }).click();
    await sheet().getByRole('button', { name: 'Apply damage' }).click();
    await expect.poll(() => sheet().count()).toBe(0);
    const counted = await taps();
    console.log(`standard ship attack from the ship phase table: ${counted.all - counted.dice} taps besides ${counted.dice} dice faces`);
    expect(counted.all - counted.dice).toBeLessThanOrEqual(6);
    // The log has each command as the rules order them: the activation, then the dial.
    await page.getByRole('button', { name: 'History' }).click();
    const history = await page.getByRole('complementary', { name: 'History' }).textContent();
    expect(history).toContain(`${VSD1} activates.`);
    expect(history).toContain(`${VSD1} reveals Navigate.`);
    await page.getByRole('complementary', { name: 'History' }).getByRole('button', { name: 'Close', exact: true }).click();
  });
});
