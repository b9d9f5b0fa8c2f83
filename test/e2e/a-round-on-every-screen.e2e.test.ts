// Issue 37 item 2 · a whole round of each game played on a phone (390 × 844), a tablet (768 × 1024) and a
// laptop (1366 × 768), every tap through `tap`: the control is scrolled to, lies inside the window and
// nothing lies on it where the thumb lands. After each step nothing on the screen is on top of anything
// and no text is cut inside a word (nothing-on-top.ts), and the step is photographed at that size.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { shipEntry, squadronEntry } from '../engine/helpers/armada-roster';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { armadaGameWith, hostCall } from './armada-host';
import { layoutSettled, SIZES, thingsOnTop } from './nothing-on-top';
import { lukeAgainstAcademy } from './xwing-table-steps';
import { hostAnswered, watchTheWire } from '../helpers/on-the-wire';

let app: ServedApp;
let page: Page;

useBrowserMode('a-round-on-every-screen', (run) => void ({ app, page } = run));
// Each step is read once the host has answered the one before (a step the engine passes by itself goes with it).
beforeAll(() => watchTheWire(page));

type Size = (typeof SIZES)[number];

/** One tap a player makes: the control is brought into view, inside the window, and nothing covers it. */
async function tap(target: Locator, what: string): Promise<void> {
  try {
    await target.scrollIntoViewIfNeeded();
  } catch (error) {
    // Not there to tap: what the screen showed instead.
    await page.screenshot({ path: screenshotPath(`round-tap-missing-${what.replace(/\W+/g, '-')}`) });
    throw error;
  }
  const problem = await target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    if (box.left < -0.5 || box.top < -0.5 || box.right > window.innerWidth + 0.5 || box.bottom > window.innerHeight + 0.5) {
      return `lies outside the window (${Math.round(box.left)}, ${Math.round(box.top)} → ${Math.round(box.right)}, ${Math.round(box.bottom)})`;
    }
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (top && (el.contains(top) || top.contains(el))) return null;
    return `is covered by ${top ? `${top.tagName.toLowerCase()} "${(top.textContent ?? '').trim().slice(0, 40)}"` : 'nothing drawn'}`;
  });
  if (problem !== null) await page.screenshot({ path: screenshotPath(`round-tap-refused-${what.replace(/\W+/g, '-')}`) });
  expect(problem === null ? null : `"${what}" ${problem}`).toBeNull();
  await target.click();
  // A player looks at what the tap did: the host's answer, before the next tap (on a loaded machine it comes late).
  await hostAnswered(page);
}

/** After a step: settled, photographed, and nothing on top of anything. */
async function looked(size: Size, step: string): Promise<void> {
  await layoutSettled(page);
  await page.screenshot({ path: screenshotPath(`round-${step}-${size.name}`) });
  expect({ step, size: size.name, found: await thingsOnTop(page) }).toEqual({ step, size: size.name, found: [] });
}

const phase = () => page.locator('.table-bar .phase').textContent();
const barButton = (name: string) => page.locator('.table-bar').getByRole('button', { name, exact: true });

async function nextPhase(size: Size, to: RegExp): Promise<void> {
  await tap(barButton('Next phase'), 'Next phase');
  const anyway = page.getByRole('button', { name: /End the phase anyway/ });
  // A phase some units did not act in asks once; the round goes on.
  await expect.poll(async () => ((await anyway.count()) > 0 ? 'asked' : await phase())).toMatch(new RegExp(`asked|${to.source}`));
  if ((await anyway.count()) > 0) await tap(anyway, 'End the phase anyway');
  await expect.poll(phase).toMatch(to);
}

describe.each(SIZES)('Issue 37 · a whole X-Wing round at $name size ($width × $height)', (size) => {
  const ACADEMY = 'Academy Pilot';
  const LUKE = 'Luke Skywalker';
  const tile = (name: string) => page.locator('article.tile', { has: page.getByRole('heading', { name, exact: true }) });
  const turn = (name: string) => tile(name).getByRole('group', { name: `Turn of ${name}` });

  it('Planning, System, Activation (a maneuver and an action each), Engagement (an attack with dice and tokens), End: round 2 begins', async () => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const created = await hostCall(app, 'games.create', { name: `X-Wing round ${size.name}`, system: 'xwing' });
    const gameId = (created.value as { id: string }).id;
    const setup = lukeAgainstAcademy();
    const done = await hostCall(app, 'game.command', { gameId, command: setup });
    expect(done.error?.message ?? 'set up').toBe('set up');
    await page.goto(`${app.url}#/game/${gameId}`);
    await expect.poll(phase).toMatch(/Planning/);
    await looked(size, 'xwing-planning');
    await nextPhase(size, /System/);
    await looked(size, 'xwing-system');
    await nextPhase(size, /Activation/);
    await looked(size, 'xwing-activation');
    // RRG · Activation Phase: initiative order, lowest first.
    for (const ship of [ACADEMY, LUKE]) {
      await turn(ship).waitFor();
      await tap(turn(ship).getByRole('button', { name: /^Execute \w+ 2 straight$/ }), `${ship}: a 2 straight`);
      await tap(turn(ship).getByRole('button', { name: 'Focus', exact: true }), `${ship}: Focus`);
      await looked(size, `xwing-activation-${ship === LUKE ? 'luke' : 'academy'}`);
      await tap(turn(ship).getByRole('button', { name: `End activation of ${ship}` }), `End activation of ${ship}`);
    }
    await nextPhase(size, /Engagement/);
    await looked(size, 'xwing-engagement');
    // RRG · Engagement Phase: highest initiative first. Luke attacks; the Academy Pilot passes.
    await tap(tile(LUKE).getByRole('button', { name: `Attack with ${LUKE}` }), `Attack with ${LUKE}`);
    const sheet = page.getByRole('dialog', { name: /^Attack/ });
    await sheet.waitFor();
    await tap(sheet.getByRole('button', { name: `${ACADEMY} at range 2` }), 'the target at range 2');
    await looked(size, 'xwing-attack-dice');
    const tray = (pool: string) => sheet.getByRole('form', { name: `${pool} dice tray` });
    await tray('Attack').getByRole('spinbutton', { name: 'Hits', exact: true }).fill('1');
    await tray('Attack').getByRole('spinbutton', { name: 'Focus', exact: true }).fill('1');
    await looked(size, 'xwing-attack-faces');
    await tap(sheet.getByRole('button', { name: /^Confirm attack dice/ }), 'Confirm attack dice');
    // RRG · Modify Attack Dice: Luke spends his focus token; the defense dice are entered meanwhile.
    await tap(sheet.getByRole('button', { name: /^Spend focus: 1 focus → hit/ }), 'Spend focus');
    await tray('Defense').getByRole('spinbutton', { name: 'Focus', exact: true }).fill('1');
    await looked(size, 'xwing-attack-defense-dice');
    await tap(sheet.getByRole('button', { name: /confirm defense dice/i }), 'Confirm defense dice');
    // RRG · Modify Defense Dice: the Academy Pilot spends its focus token; nothing is left to spend, so the damage is dealt.
    await tap(sheet.getByRole('button', { name: /^Spend focus/ }), 'the defender spends focus');
    await expect.poll(() => sheet.count()).toBe(0);
    await expect.poll(() => tile(ACADEMY).textContent()).toMatch(/Hull\s*2\s*\/3/);
    await looked(size, 'xwing-attack-dealt');
    // The Academy Pilot answers; Luke defends with the Force (RRG · Force: a focus result to an evade).
    await tap(tile(ACADEMY).getByRole('button', { name: `Attack with ${ACADEMY}` }), `Attack with ${ACADEMY}`);
    await sheet.waitFor();
    await tap(sheet.getByRole('button', { name: `${LUKE} at range 2` }), 'Luke at range 2');
    await tray('Attack').getByRole('spinbutton', { name: 'Hits', exact: true }).fill('2');
    await tap(sheet.getByRole('button', { name: /^Confirm attack dice/ }), 'Confirm the Academy Pilot’s attack dice');
    await tray('Defense').getByRole('spinbutton', { name: 'Focus', exact: true }).fill('1');
    await tap(sheet.getByRole('button', { name: /confirm defense dice/i }), 'Confirm Luke’s defense dice');
    await sheet.getByRole('button', { name: /^Spend 1 Force/ }).waitFor();
    await looked(size, 'xwing-attack-force');
    await tap(sheet.getByRole('button', { name: /^Spend 1 Force/ }), 'Luke spends the Force');
    await expect.poll(() => sheet.count()).toBe(0);
    await looked(size, 'xwing-attack-force-dealt');
    await nextPhase(size, /End/);
    await looked(size, 'xwing-end');
    await nextPhase(size, /Planning/);
    await expect.poll(() => page.locator('.table-bar').textContent()).toMatch(/Round\s*2/);
    await looked(size, 'xwing-round-2');
  });
});

describe.each(SIZES)('Issue 37 · a whole Armada round at $name size ($width × $height)', (size) => {
  const VSD = 'Victory II-class Star Destroyer';
  const NEBULON = 'Nebulon-B Escort Frigate';
  const TIE = 'TIE Fighter Squadron';
  const X_WING = 'X-wing Squadron';
  const tile = (name: string) => page.locator('[data-unit]', { has: page.getByRole('button', { name, exact: true }) });
  const sheet = () => page.getByRole('dialog', { name: /attack/i });
  const dock = (name: string) => page.getByRole('group', { name: `${name} activated` });

  it('Command (initiative), Ship phase (an attack with the dial told, a ship that only moves), Squadron phase (two squadron attacks), Status: round 2 begins', async () => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(
      await armadaGameWith(app, `Armada round ${size.name}`, [
        { name: 'Empire', ships: [shipEntry('galactic-empire/victory-ii-class-star-destroyer')], squadrons: [squadronEntry('galactic-empire/tie-fighter-squadron')] },
        { name: 'Rebels', ships: [shipEntry('rebel-alliance/nebulon-b-escort-frigate')], squadrons: [squadronEntry('rebel-alliance/x-wing-squadron')] },
      ]),
    );
    await page.locator('.table-bar').waitFor();
    await looked(size, 'armada-command');
    await tap(page.getByRole('group', { name: 'Initiative' }).getByRole('button', { name: 'Empire' }), 'Empire has the initiative');
    await nextPhase(size, /Ship phase/);
    await looked(size, 'armada-ship-phase');
    // RRG · Ship Phase: the Empire's ship activates with its dial told, attacks from its front hull zone.
    await tap(tile(VSD).getByRole('group', { name: `${VSD}: activate showing its dial` }).getByRole('button', { name: /Navigate$/ }), `${VSD}: activate, Navigate`);
    await dock(VSD).waitFor();
    await looked(size, 'armada-activated');
    await tap(dock(VSD).getByRole('button', { name: 'Attack from Front' }), 'Attack from Front');
    await sheet().waitFor();
    await tap(sheet().getByRole('button', { name: new RegExp(`^${NEBULON}, Front`) }), 'the Nebulon-B’s front hull zone');
    await looked(size, 'armada-attack-dice');
    // The faces the dice on the table show, one tap each: 3 red blanks, 3 blue hits (the Nebulon-B survives the round).
    for (const [color, face] of [['Red', 'Blank'], ['Red', 'Blank'], ['Red', 'Blank'], ['Blue', 'Hit'], ['Blue', 'Hit'], ['Blue', 'Hit']] as const) {
      await tap(sheet().getByRole('button', { name: new RegExp(`^${color}: ${face}( ×|$)`) }), `${color}: ${face}`);
    }
    await looked(size, 'armada-attack-faces');
    await tap(sheet().getByRole('button', { name: 'Confirm at close range' }), 'Confirm at close range');
    // Then each step the dice leave open: the attacker done, the defender's tokens (none spent), up to the damage.
    const apply = sheet().getByRole('button', { name: 'Apply damage' });
    const steps = [['Dice done: the defender’s turn', 'dice-done'], ['No tokens: resolve damage', 'no-tokens']] as const;
    for (let guard = 0; guard < steps.length + 1; guard++) {
      await hostAnswered(page);
      await layoutSettled(page);
      const present = async () => {
        for (const [name, what] of steps) if ((await sheet().getByRole('button', { name }).count()) > 0) return what;
        return (await apply.count()) > 0 ? 'apply' : null;
      };
      await expect.poll(present).not.toBeNull();
      const what = await present();
      if (what === 'apply') break;
      await looked(size, `armada-before-${what}`);
      const name = steps.find(([, key]) => key === what)![0];
      await tap(sheet().getByRole('button', { name }), name);
      // The step is over once its button has gone (the host's answer in): only then is the next one read.
      await expect.poll(() => sheet().getByRole('button', { name }).count()).toBe(0);
    }
    await looked(size, 'armada-damage');
    await tap(sheet().getByRole('button', { name: 'Apply damage' }), 'Apply damage');
    await expect.poll(() => sheet().count()).toBe(0);
    await tap(dock(VSD).getByRole('button', { name: 'End activation' }), `End activation of ${VSD}`);
    // The Rebels' ship only moves.
    await tap(tile(NEBULON).getByRole('group', { name: `${NEBULON}: activate showing its dial` }).getByRole('button', { name: /Navigate$/ }), `${NEBULON}: activate, Navigate`);
    await tap(dock(NEBULON).getByRole('button', { name: 'End activation' }), `End activation of ${NEBULON}`);
    await nextPhase(size, /Squadron phase/);
    await looked(size, 'armada-squadron-phase');
    // RRG · Squadron Phase: each squadron activates and attacks at distance 1.
    for (const [squadron, target] of [[TIE, X_WING], [X_WING, TIE]] as const) {
      await tap(page.getByRole('button', { name: `Activate ${squadron}`, exact: true }), `Activate ${squadron}`);
      await sheet().waitFor();
      await tap(sheet().getByRole('button', { name: new RegExp(`^${target}`) }), `${squadron} attacks ${target}`);
      await tap(sheet().getByRole('button', { name: /^Distance 1 range, roll for me/ }), 'roll for me');
      await looked(size, `armada-squadron-attack-${squadron === TIE ? 'tie' : 'x-wing'}`);
      await tap(sheet().getByRole('button', { name: 'Apply damage' }), 'Apply damage');
      await expect.poll(() => sheet().count()).toBe(0);
      // Neither squadron has Counter: no question waits (RRG · Counter).
      expect(await page.getByRole('group', { name: 'Counter attack' }).count()).toBe(0);
    }
    await nextPhase(size, /Status phase/);
    await looked(size, 'armada-status');
    await nextPhase(size, /Command phase/);
    await expect.poll(() => page.locator('.table-bar').textContent()).toMatch(/Round\s*2/);
    await looked(size, 'armada-round-2');
  });
});

describe.each(SIZES)('Issue 37 · a whole solo round at $name size ($width × $height)', (size) => {
  const enemy = () => page.locator('section[data-panel="enemy"]');
  const panel = () => page.locator('section.panel[data-panel="defender"]');
  const heading = () => page.locator('#turn-title').textContent();
  const soloNext = () => tap(page.locator('.bar .next-phase'), 'the next phase');

  it('Millrace House round 1: the event, the enemy’s attack rolled and applied, a defender’s attack with dice entered: round 2 begins', async () => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(app.url);
    await page.getByRole('textbox', { name: 'Game name', exact: true }).fill(`Solo round ${size.name}`);
    await tap(page.getByRole('radio', { name: 'Building defense (solo)' }), 'the solo game');
    await tap(page.getByRole('button', { name: 'Create game' }), 'Create game');
    await tap(page.getByRole('button', { name: 'Play Millrace House' }), 'Play Millrace House');
    await page.locator('.table-bar').waitFor();
    expect(await heading()).toBe('Round 1 of 6 · Events phase');
    await looked(size, 'solo-events');
    await soloNext();
    await expect.poll(heading).toBe('Round 1 of 6 · Enemy phase');
    await tap(enemy().getByRole('button', { name: 'Roll them for me' }), 'Roll them for me');
    await looked(size, 'solo-enemy-rolled');
    await tap(enemy().getByRole('button', { name: "Apply the enemy's dice" }), "Apply the enemy's dice");
    await expect.poll(() => enemy().textContent()).toContain("The enemy's attacks are resolved");
    await soloNext();
    await expect.poll(heading).toBe('Round 1 of 6 · Defense phase');
    await looked(size, 'solo-defense');
    const brann = page.locator('button.defender[data-defender="brann"]');
    if ((await brann.getAttribute('aria-pressed')) !== 'true') await tap(brann, 'Brann');
    await panel().waitFor();
    await tap(panel().locator('button.action[data-action="attack"]'), 'Attack');
    const target = panel().getByRole('button', { name: /^lane: Raiders/ });
    if ((await target.getAttribute('aria-pressed')) !== 'true') await tap(target, 'the raiders in the lane');
    for (const die of [1, 2]) await tap(panel().getByRole('button', { name: `Die ${die}: 6`, exact: true }), `die ${die}: 6`);
    await looked(size, 'solo-attack-dice');
    await tap(panel().getByRole('button', { name: /^Confirm dice and attack/ }), 'Confirm dice and attack');
    await expect.poll(() => page.locator('li.space[data-space="lane"] .enemies li').count()).toBe(0);
    await looked(size, 'solo-attacked');
    await soloNext();
    await expect.poll(heading).toBe('Round 2 of 6 · Events phase');
    await looked(size, 'solo-round-2');
  });
});
