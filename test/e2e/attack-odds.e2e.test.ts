import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { ArmadaState } from '../../shared/engine/games/armada';
import type { AttackOptions as XwingAttackOptions, XwingState } from '../../shared/engine/games/xwing';
import type { OddsAnswer } from '../../shared/ipc/odds';
import { percent, summarize } from '../../renderer/src/odds/odds-summary';
import { seriousAxeViolations } from '../helpers/axe';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { openAttack, revealDial } from './armada-activation';
import { hostCall } from './armada-host';
import { smallTargets, smallText } from './readable-text';

// Issue 17: the exact odds in the attack panels and a "what if" panel. The line follows the attack
// (declare, the faces rolled, the defender's tokens) and always equals what odds.attack answers for
// that state; it adds no tap. The chart lists P(damage = n) as text.

let app: ServedApp;
let page: Page;

useBrowserMode('attack-odds', (run) => void ({ app, page } = run));

const VSD = 'Victory II-class Star Destroyer';
const NEB = 'Nebulon-B Escort Frigate';
const IDEN = 'Iden Versio';
const LUKE = 'Luke Skywalker';

const armadaPanel = (): Locator => page.getByRole('dialog', { name: /attack/i });
const xwingPanel = (): Locator => page.getByRole('dialog', { name: /^Attack/ });
const whatIf = (): Locator => page.getByRole('dialog', { name: 'What if…' });
const lineOf = (panel: Locator) => panel.getByTestId('odds-line').locator('.line');
const gameId = () => page.url().split('#/game/')[1] ?? '';

async function host<T>(method: string, payload: unknown): Promise<T> {
  const result = await hostCall(app, method, payload);
  if (!result.ok) throw new Error(`${method} was refused: ${result.error?.message}`);
  return result.value as T;
}
async function state<T>(): Promise<T> {
  return (await host<{ state: T }>('game.view', { gameId: gameId() })).state;
}
/** The words the line must show for what odds.attack answers to this request. */
async function expectedLine(request: Record<string, unknown>, shipVsShip: boolean): Promise<{ words: string; answer: OddsAnswer }> {
  const answer = await host<OddsAnswer>('odds.attack', { gameId: gameId(), ...request });
  const summary = summarize(answer, shipVsShip);
  if (!summary) throw new Error('no summary');
  return { words: summary.parts.join(' · '), answer };
}
const damageOf = (answer: OddsAnswer): number[] => (answer.system === 'defense' ? [] : answer.odds.damage);

async function readableAndTappable(root: string): Promise<void> {
  expect(await smallText(page, root)).toEqual([]);
  expect(await smallTargets(page, root)).toEqual([]);
}

describe('exact odds at the table, end to end in Chromium', () => {
  it('Armada: the line at declare, a different line after the dice, the chart lists the bars, new numbers once a token is spent', async () => {
    await page.goto(app.url);
    await page.getByRole('textbox', { name: 'Game name', exact: true }).fill('Odds run');
    await page.getByRole('radio', { name: 'Star Wars: Armada' }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.getByRole('button', { name: 'Use the core set fleets' }).click();
    await expect.poll(() => page.locator('section[data-side="1"] .unit-name').count()).toBe(3);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByRole('heading', { name: 'Rebels', level: 2 }).waitFor();
    // RRG · Initiative: the table asks who is first player before the ship phase; the Empire is.
    await page.getByRole('group', { name: 'Initiative' }).getByRole('button', { name: 'Empire', exact: true }).click();
    await page.getByRole('button', { name: 'Next phase' }).click();
    await page.locator('.bar .phase', { hasText: 'Ship phase' }).waitFor();

    const armada = await state<ArmadaState>();
    const vsd = armada.ships.find((ship) => ship.name === VSD)?.id;
    const neb = armada.ships.find((ship) => ship.name === NEB)?.id;
    if (!vsd || !neb) throw new Error('core set ships missing');

    await page.locator('.fleets [data-unit]', { has: page.getByRole('button', { name: VSD, exact: true }) }).getByRole('button', { name: `Activate ${VSD}` }).click();
    await revealDial(page, VSD);
    await openAttack(page, VSD);
    await armadaPanel().waitFor();
    expect(await lineOf(armadaPanel()).textContent()).toContain('Choose the target to see the odds.');
    await armadaPanel().getByRole('button', { name: /^Front/ }).click();
    await armadaPanel().getByRole('button', { name: new RegExp(`^${NEB}, Front`) }).click();

    // At declare: the front battery at the closest range that gathers it, against the Nebulon-B's front.
    const declared = await expectedLine({ system: 'armada', attacker: vsd, attackingZone: 'front', defender: neb, defendingZone: 'front', range: 'close' }, true);
    await expect.poll(() => lineOf(armadaPanel()).textContent()).toContain(`${declared.words} (at close range)`);
    expect(declared.words).toMatch(/^Expected damage \d+\.\d · \d+% chance of a faceup card · (<1|\d+)% destroyed$/);
    await page.screenshot({ path: screenshotPath('attack-odds-armada-declare-laptop') });
    await readableAndTappable('[data-testid="odds-line"]');

    // After the roll: the faces known.
    for (const face of ['Hit \\+ Hit', 'Hit \\+ Hit', 'Crit']) await armadaPanel().getByRole('button', { name: new RegExp(`^Red: ${face}( ×|$)`) }).click();
    for (const face of ['Hit', 'Hit', 'Crit']) await armadaPanel().getByRole('button', { name: new RegExp(`^Blue: ${face}( ×|$)`) }).click();
    await armadaPanel().getByRole('button', { name: /^Confirm at medium range/ }).click();
    await expect.poll(async () => (await state<ArmadaState>()).attacks.at(-1)?.pool.length ?? 0).toBe(6);
    const attack = (await state<ArmadaState>()).attacks.at(-1);
    if (!attack) throw new Error('no attack');
    const pair = { system: 'armada', attacker: vsd, attackingZone: 'front', defender: neb, defendingZone: 'front', range: 'medium' };
    const following = { ...pair, followAttack: true };
    const rolled = await expectedLine(following, true);
    // The same as the faces given by hand: the host follows the attack from its state.
    const faces = attack.pool.map((die) => ({ color: die.color, face: die.face }));
    expect((await expectedLine({ ...pair, faces }, true)).words).toBe(rolled.words);
    await expect.poll(() => lineOf(armadaPanel()).textContent()).toBe(rolled.words);
    expect(rolled.words).not.toBe(declared.words);

    // One tap opens the chart; its bars are a list the screen reader reads.
    await armadaPanel().getByRole('button', { name: /^Chart/ }).click();
    const bars = armadaPanel().getByRole('list', { name: 'Chance of each damage total' }).locator('li');
    const expectedBars = damageOf(rolled.answer).map((p, n) => `${n} damage: ${percent(p)}`);
    const shown = await bars.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(expectedBars.slice(0, shown.length));
    await page.screenshot({ path: screenshotPath('attack-odds-armada-chart-laptop') });
    await readableAndTappable('[data-testid="odds-line"]');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A token spent: the host follows the attack (the brace is spent, no second brace may be), so
    // the line shows the odds of what is left of the attack.
    await armadaPanel().getByRole('button', { name: 'Spend Brace' }).first().click();
    await expect.poll(async () => (await state<ArmadaState>()).attacks.at(-1)?.spentTokens.length ?? 0).toBe(1);
    const spent = await expectedLine(following, true);
    await expect.poll(() => lineOf(armadaPanel()).textContent()).toBe(spent.words);
    await page.screenshot({ path: screenshotPath('attack-odds-armada-tokens-laptop') });
    await armadaPanel().getByRole('button', { name: 'Apply damage' }).click();
    // The attack over, its panel closes (issue 24); the ship's next attack starts afresh: no numbers until its target is chosen.
    await expect.poll(() => armadaPanel().count()).toBe(0);
    await openAttack(page, VSD);
    await expect.poll(() => lineOf(armadaPanel()).textContent()).toContain('Choose the target to see the odds.');
    await page.keyboard.press('Escape');
    await expect.poll(() => armadaPanel().count()).toBe(0);
  });

  it('Armada: "What if…" gives the odds of a chosen pair without starting anything; Escape closes it and focus returns', async () => {
    const before = (await state<ArmadaState>()).attacks.length;
    const armada = await state<ArmadaState>();
    const neb = armada.ships.find((ship) => ship.name === NEB);
    const vsd = armada.ships.find((ship) => ship.name === VSD);
    if (!neb || !vsd) throw new Error('core set ships missing');
    await page.getByRole('button', { name: 'What if…' }).click();
    await whatIf().waitFor();
    await whatIf().getByRole('combobox', { name: /^Attacker/ }).selectOption({ label: `${NEB} (Rebels)` });
    await whatIf().getByRole('combobox', { name: /^Defender/ }).selectOption({ label: VSD });
    await whatIf().getByRole('combobox', { name: /^its/ }).selectOption({ label: 'Left' });
    await whatIf().getByRole('combobox', { name: /^Range/ }).selectOption({ label: 'Long' });
    const expected = await expectedLine({ system: 'armada', attacker: neb.id, attackingZone: 'front', defender: vsd.id, defendingZone: 'left', range: 'long' }, true);
    await expect.poll(() => lineOf(whatIf()).textContent()).toBe(expected.words);
    await whatIf().getByRole('button', { name: /^Chart/ }).click();
    expect(await whatIf().getByRole('list', { name: 'Chance of each damage total' }).locator('li').count()).toBeGreaterThan(1);
    await page.screenshot({ path: screenshotPath('attack-odds-armada-what-if-laptop') });
    await readableAndTappable('[role="dialog"]');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect((await state<ArmadaState>()).attacks.length).toBe(before);
    await page.keyboard.press('Escape');
    await expect.poll(() => whatIf().count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('What if…');
  });

  it('X-Wing: the line at declare, new numbers once the dice are in, the chart, and "What if…" for a chosen pair', async () => {
    await page.goto(app.url);
    await page.getByRole('textbox', { name: 'Game name', exact: true }).fill('Odds dogfight');
    await page.getByRole('radio', { name: 'Star Wars: X-Wing' }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.getByRole('button', { name: 'Use the core set ships' }).click();
    await expect.poll(() => page.locator('section[data-side="1"] .unit-name').count()).toBe(2);
    await page.getByRole('button', { name: 'Start the game' }).click();
    for (const phase of ['System Phase', 'Activation Phase', 'Engagement Phase']) {
      await page.getByRole('button', { name: 'Next phase' }).click();
      await expect.poll(() => page.locator('.bar .phase').textContent()).toBe(phase);
    }
    const xwing = await state<XwingState>();
    const iden = xwing.ships.find((ship) => ship.name === IDEN)?.id;
    const luke = xwing.ships.find((ship) => ship.name === LUKE)?.id;
    if (!iden || !luke) throw new Error('core set ships missing');

    const tile = (name: string) => page.locator('article.tile', { has: page.getByRole('heading', { name, exact: true }) });
    // RRG · Engagement Phase: Luke (initiative 5) engages first; he passes, so Iden Versio's turn comes.
    await tile(LUKE).getByRole('button', { name: `Pass with ${LUKE}: it does not engage` }).click();
    await tile(IDEN).getByRole('button', { name: `Attack with ${IDEN}` }).click();
    await xwingPanel().getByRole('button', { name: `${LUKE} at range 1` }).click();
    const options = (await host<{ options: { attack: XwingAttackOptions } }>('game.view', { gameId: gameId() })).options.attack;
    const declared = await expectedLine({ system: 'xwing', attacker: iden, defender: luke, range: 1, obstructed: false, arc: options.arc, reinforceSide: null }, true);
    await expect.poll(() => lineOf(xwingPanel()).textContent()).toBe(declared.words);
    // The card effects it counts, if any, are named last ("with Proton Torpedoes").
    expect(declared.words).toMatch(/^Expected \d+\.\d damage · (<1|\d+)% chance of a crit · (<1|\d+)% destroyed( · with .+)?$/);
    await page.screenshot({ path: screenshotPath('attack-odds-xwing-declare-laptop') });
    await readableAndTappable('[data-testid="odds-line"]');

    const tray = xwingPanel().getByRole('form', { name: 'Attack dice tray' });
    await tray.getByRole('spinbutton', { name: 'Hits', exact: true }).fill('2');
    await tray.getByRole('spinbutton', { name: 'Crits', exact: true }).fill('1');
    await xwingPanel().getByRole('button', { name: /^Confirm attack dice/ }).click();
    // The faces are in: the host follows the attack from its state (2 hits and a crit rolled).
    await expect.poll(async () => (await state<XwingState>()).attack?.step).toBe('modifyAttackDice');
    const rolled = await expectedLine({ system: 'xwing', attacker: iden, defender: luke, range: 1, obstructed: false, arc: options.arc, reinforceSide: null, followAttack: true }, true);
    expect(rolled.words).not.toBe(declared.words);
    await expect.poll(() => lineOf(xwingPanel()).textContent()).toBe(rolled.words);
    await xwingPanel().getByRole('button', { name: /^Chart/ }).click();
    const shown = await xwingPanel().getByRole('list', { name: 'Chance of each damage total' }).locator('li').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    expect(shown).toEqual(damageOf(rolled.answer).map((p, n) => `${n} damage: ${percent(p)}`).slice(0, shown.length));
    await page.screenshot({ path: screenshotPath('attack-odds-xwing-chart-laptop') });
    await readableAndTappable('[data-testid="odds-line"]');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => xwingPanel().count()).toBe(0);

    await page.getByRole('button', { name: 'What if…' }).click();
    await whatIf().getByRole('combobox', { name: /^Attacker/ }).selectOption({ label: LUKE });
    await whatIf().getByRole('combobox', { name: /^Range/ }).selectOption({ label: 'Range 3' });
    await whatIf().getByRole('checkbox', { name: 'Obstructed' }).check();
    const defender = await whatIf().getByRole('combobox', { name: /^Defender/ }).inputValue();
    const chosen = await expectedLine({ system: 'xwing', attacker: luke, defender, range: 3, obstructed: true }, true);
    await expect.poll(() => lineOf(whatIf()).textContent()).toBe(chosen.words);
    await page.screenshot({ path: screenshotPath('attack-odds-xwing-what-if-laptop') });
    await readableAndTappable('[role="dialog"][aria-labelledby]');
    await page.keyboard.press('Escape');
    await expect.poll(() => whatIf().count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('What if…');
  });
});
