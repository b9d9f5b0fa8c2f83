import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { seriousAxeViolations } from '../helpers/axe';
import { screenshotPath, type ServedApp } from '../helpers/browser-mode';
import { useBrowserMode } from '../helpers/e2e-run';
import { smallTargets, smallText } from './readable-text';
import { hostCall } from './armada-host';

// Issue 15, the solo game: a scenario entered in the editor (floors, spaces, line of sight, a
// defender with Command, a grenade token, an enemy type with its own success rule, counters and
// stacks, the turn's phases), refused with its mistake named, saved, exported and imported back,
// then played: a quiet turn in 5 taps (every enemy counter advanced with one tap, the supply spent
// by itself, a phase done with one tap; a counter held back with its own toggle), and the
// defense phase between (rules file 002_2ae8896bceac7d0a.txt).

let app: ServedApp;
let browser: Browser;
let page: Page;

useBrowserMode('scenario-editor', (run) => void ({ app, browser, page } = run), { acceptDownloads: true });

const EDITOR = '.editor';
const TURN = 'section.turn';
const editor = (): Locator => page.locator(EDITOR);
const bar = (): Locator => page.locator('.bar');
const turn = (): Locator => page.locator(TURN);
const overflowing = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
const stack = (id: string) => page.locator(`li.space[data-space="${id}"] .enemies li`).allTextContents();

/** Taps counted while a turn is played, to report against the 17 of typing counters in by hand. */
let taps = 0;
async function tap(target: Locator): Promise<void> {
  await target.click();
  taps++;
}

// A long walk through the editor on two shared cores: each step waits on the page, not on a clock.
describe('the scenario editor and the turn track, end to end in Chromium', { timeout: 90_000 }, () => {
  it('a new scenario is entered floor by floor, space by space, without typing a number', async () => {
    await page.goto(app.url);
    // A building-defense game with no scenario yet offers the editor.
    await page.getByRole('textbox', { name: 'Game name', exact: true }).fill('First try');
    await page.getByRole('radio', { name: 'Building defense (solo)' }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.getByRole('link', { name: 'scenario editor' }).click();
    await page.getByRole('button', { name: 'New scenario', exact: true }).click();
    await editor().waitFor();
    await editor().getByLabel('Scenario name').fill('Mill on the river');
    // Ground floor: the mill room and the stair (the interior space).
    await editor().getByLabel('Space A name').fill('mill room');
    await editor().getByRole('button', { name: 'Add a space to Ground floor' }).click();
    await editor().getByLabel('Space B name').fill('stair');
    await editor().locator('[data-space-row="space-2"]').getByLabel('Interior space').check();
    await editor().locator('[data-space-row="space-2"]').getByLabel('Colour').selectOption('blue');
    // Outside: a riverbank that advances to the yard, which advances into the stair; a ridge for support counters.
    await editor().getByRole('button', { name: 'Add an assault counter space' }).click();
    await editor().getByLabel('Outside space 1 name').fill('riverbank');
    await editor().getByRole('button', { name: 'Add an assault counter space' }).click();
    await editor().getByLabel('Outside space 2 name').fill('yard');
    await editor().getByRole('button', { name: 'Add a support counter space' }).click();
    await editor().getByLabel('Outside space 3 name').fill('ridge');
    await editor().locator('[data-space-row="space-3"]').getByLabel('Enemies here advance to').selectOption({ label: 'yard (outside, assault)' });
    await editor().locator('[data-space-row="space-4"]').getByLabel('Enemies here advance to').selectOption({ label: 'stair (Ground floor)' });
    // Line of sight: the mill room sees the riverbank, the yard and the ridge.
    for (const seen of ['riverbank', 'yard', 'ridge']) await editor().getByRole('button', { name: `The mill room sees the ${seen}` }).click();
    expect(await editor().getByRole('button', { name: 'The mill room sees the yard' }).getAttribute('aria-pressed')).toBe('true');
    // Two defenders: a sergeant with Command, a private with Inspire 1.
    await editor().getByRole('button', { name: 'Add a defender' }).click();
    await editor().getByLabel('Defender 1 name').fill('Sgt. Holm');
    await editor().locator('[data-defender-row="1"]').getByLabel('Command [C] special action').check();
    await editor().getByRole('button', { name: 'Add a defender' }).click();
    await editor().getByLabel('Defender 2 name').fill('Pvt. Aro');
    await editor().getByRole('button', { name: 'Combat value of Pvt. Aro: one more' }).click();
    await editor().locator('[data-defender-row="2"]').getByLabel('Inspire [I]').check();
    // A grenade token in the mill room.
    await editor().locator('[data-tokens="space-1"] summary').click();
    await editor().locator('[data-tokens="space-1"]').getByRole('button', { name: 'Grenade [G]' }).click();
    await editor().locator('[data-tokens="space-1"]').getByRole('button', { name: 'Add the token' }).click();
    expect(await editor().locator('[data-tokens="space-1"] .token').allTextContents()).toEqual(['Grenades (G) ✕']);
    // An enemy type with its own rule: a 4 or more hits a rifle squad.
    await editor().getByRole('button', { name: 'Add an assault counter type' }).click();
    await editor().getByLabel('Type name').fill('Rifle squad');
    await editor().getByRole('button', { name: 'Lowest succeeding face against Rifle squad: one less' }).click();
    // Two squads on the riverbank, one on the yard.
    await editor().getByRole('button', { name: 'Add a Rifle squad counter to the riverbank' }).click();
    await editor().getByRole('button', { name: 'Add a Rifle squad counter to the riverbank' }).click();
    await editor().getByRole('button', { name: 'Add a Rifle squad counter to the yard' }).click();
    // The turn: counters, then an enemy phase before the defense phase and an end phase after it.
    await editor().getByLabel('New counter').fill('Supply');
    await editor().getByRole('button', { name: 'Add the counter' }).click();
    await editor().getByLabel('New counter').fill('Victory points');
    await editor().getByRole('button', { name: 'Add the counter' }).click();
    await editor().getByRole('button', { name: 'Supply starts at: one more' }).click();
    await editor().getByRole('button', { name: 'Supply starts at: one more' }).click();
    await editor().getByRole('button', { name: 'Add a phase' }).click();
    await editor().getByLabel('Phase 2 name').fill('Enemy phase');
    await editor().locator('[data-phase-row="2"]').getByLabel('Enemy counters advance').check();
    await editor().locator('[data-phase-row="2"]').getByLabel('Checklist, one step a line').fill('Roll for the enemy\nAdvance the counters');
    await editor().getByRole('button', { name: 'Move Enemy phase earlier' }).click();
    await editor().getByRole('button', { name: 'Add a phase' }).click();
    await editor().getByLabel('Phase 3 name').fill('End phase');
    await editor().locator('[data-phase-row="3"]').getByLabel('Checklist, one step a line').fill('Spend supply\nScore');
    await editor().getByRole('button', { name: 'End phase moves Supply' }).click();
    await editor().getByRole('button', { name: 'End phase moves Victory points' }).click();
    // A supply is spent every turn: a forced step the app does by itself as the End phase begins.
    await editor().getByRole('button', { name: 'Supply every turn in End phase: one less' }).click();
    expect(await editor().getByRole('group', { name: 'Supply every turn in End phase' }).locator('.value').textContent()).toBe('-1');
    await editor().locator('[data-phase-row="3"]').screenshot({ path: screenshotPath('scenario-editor-phase-moves-laptop') });
    await page.screenshot({ path: screenshotPath('scenario-editor-laptop'), fullPage: true });
    expect(await smallText(page, EDITOR)).toEqual([]);
    expect(await smallTargets(page, EDITOR)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('a mistake is refused with its place named in the player’s words, and nothing is saved', async () => {
    await editor().getByLabel('Scenario name').fill('');
    await editor().getByRole('button', { name: 'Save the scenario' }).first().click();
    await expect.poll(() => editor().locator('.problems li').allTextContents()).toEqual(['The scenario: the name is missing.']);
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.screenshot({ path: screenshotPath('scenario-editor-refused-tablet'), fullPage: true });
    expect(await overflowing()).toBe(false);
    expect(await smallText(page, EDITOR)).toEqual([]);
    expect(await smallTargets(page, EDITOR)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 768 });
    await editor().getByLabel('Scenario name').fill('Mill on the river');
    await editor().getByRole('button', { name: 'Save the scenario' }).first().click();
    await expect.poll(() => page.locator('li.scenario .name').allTextContents()).toEqual(['Mill on the river']);
  });

  it('exported to a file and imported back, the scenario is the same', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toBe('Mill on the river.json');
    const file = await download.path();
    const text = fs.readFileSync(file, "utf8");
    expect(JSON.parse(text)).toMatchObject({ name: 'Mill on the river', enemyTypes: [{ name: 'Rifle squad', attackSuccess: { dieAtLeast: 4 } }] });
    await page.locator('input[type="file"]').setInputFiles({ name: 'mill.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect.poll(() => page.locator('li.scenario .name').allTextContents()).toEqual(['Mill on the river', 'Mill on the river']);
    // A file that is not a scenario says so.
    await page.locator('input[type="file"]').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"name": "Notes"}') });
    await expect.poll(() => page.locator('.error p').textContent()).toBe('notes.json was not imported:');
    expect(await page.locator('.error li').allTextContents()).toEqual([
      'The scenario: the building is missing.',
      'The scenario: the defenders are missing.',
      'The scenario: the success rule for counters of no type is missing.',
    ]);
    expect(await page.locator('p.note').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('scenario-list-laptop') });
    // The editor is in the top navigation, where a player looks for it.
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Games' }).click();
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Scenarios' }).click();
    await expect.poll(() => page.locator('li.scenario .name').count()).toBe(2);
    expect(await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Scenarios' }).getAttribute('aria-current')).toBe('page');
    await page.setViewportSize({ width: 768, height: 1024 });
    expect(await overflowing()).toBe(false);
    await page.screenshot({ path: screenshotPath('scenario-nav-tablet') });
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it('played: a quiet turn is 5 taps: every enemy counter advances with one tap, the supply is spent by itself, a phase is done with one tap', async () => {
    await page.locator('li.scenario').first().getByRole('button', { name: 'Play' }).click();
    await turn().waitFor();
    // The enemy phase was moved before the defense phase: round 1 begins with it.
    expect(await turn().locator('h2').textContent()).toBe('Round 1 · Enemy phase');
    expect(await turn().locator('.phases li').allTextContents()).toEqual(['Enemy phase', 'Defense phase', 'End phase']);
    expect(await page.locator('[data-enemy-type="type-1"]').textContent()).toContain('Rifle squad: A die succeeds on 4 or more');
    expect(await stack('space-3')).toEqual(['Top: Rifle squad (assault)', 'Rifle squad (assault)']);
    taps = 0;

    // Enemy phase: every counter advances with one tap (riverbank → yard, yard → stair, at once), then next.
    expect(await turn().getByRole('list', { name: 'Enemy counters that advance' }).locator('li span').allTextContents()).toEqual([
      'Rifle squad: riverbank → yard',
      'Rifle squad: riverbank → yard',
      'Rifle squad: yard → stair',
    ]);
    await tap(turn().getByRole('button', { name: 'Advance every counter (3)' }));
    await expect.poll(() => stack('space-4')).toEqual(['Top: Rifle squad (assault)', 'Rifle squad (assault)']);
    expect(await stack('space-2')).toEqual(['Top: Rifle squad (assault)']);
    expect(await stack('space-3')).toEqual([]);
    await page.screenshot({ path: screenshotPath('turn-track-enemy-phase-laptop') });
    expect(await smallText(page, TURN)).toEqual([]);
    expect(await smallTargets(page, TURN)).toEqual([]);
    // Nothing else changed in this phase: it is done with the one tap on "Next".
    await tap(bar().getByRole('button', { name: 'Next: Defense phase' }));

    // Entering the defense phase starts it: the bar counts its actions.
    await expect.poll(() => turn().locator('h2').textContent()).toBe('Round 1 · Defense phase');
    await expect.poll(() => page.locator('.bar .phase').textContent()).toBe('Defense phase');
    expect(await page.locator('.bar .used-count').textContent()).toBe('0 / 4');
    await tap(bar().getByRole('button', { name: 'Next: End phase' }));

    // End phase: the supply was spent by itself (the forced step); the player scores a victory point.
    await expect.poll(() => turn().locator('h2').textContent()).toBe('Round 1 · End phase');
    await expect.poll(() => turn().locator('[data-track="counter-1"] .value').textContent()).toBe('1');
    expect(await turn().locator('[data-track="counter-1"] .forced').textContent()).toBe('−1 every turn, done');
    await tap(turn().getByRole('button', { name: 'Victory points: one more' }));
    await expect.poll(() => turn().locator('[data-track="counter-2"] .value').textContent()).toBe('1');
    await page.screenshot({ path: screenshotPath('turn-track-end-phase-laptop') });
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.screenshot({ path: screenshotPath('turn-track-end-phase-tablet') });
    expect(await overflowing()).toBe(false);
    expect(await smallText(page, TURN)).toEqual([]);
    expect(await smallTargets(page, TURN)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 768 });
    await tap(bar().getByRole('button', { name: 'Next: round 2, Enemy phase' }));
    await expect.poll(() => turn().locator('h2').textContent()).toBe('Round 2 · Enemy phase');
    // A whole turn's bookkeeping around the defense phase, counted (17 typing counters in by hand, 11 one tap per counter).
    console.log(`[scenario-editor e2e] taps for one quiet turn around the defense phase: ${taps}`);
    expect(taps).toBe(5);

    // Per-counter override: a counter held back stays; the button says how many go.
    await turn().getByRole('button', { name: 'Hold back Rifle squad in the yard' }).first().click();
    await expect.poll(() => turn().getByRole('button', { name: 'Advance 1 of 2 counters' }).count()).toBe(1);
    await page.screenshot({ path: screenshotPath('turn-track-hold-laptop') });
    await turn().getByRole('button', { name: 'Hold back Rifle squad in the yard' }).first().click();
    await expect.poll(() => turn().getByRole('button', { name: 'Advance every counter (2)' }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('the defense phase in the player’s own scenario: grenades into the stair show the Rifle squad’s own success rule', async () => {
    await bar().getByRole('button', { name: 'Next: Defense phase' }).click();
    await expect.poll(() => page.locator('.bar .phase').textContent()).toBe('Defense phase');
    await page.locator('button.defender[data-defender="defender-1"]').click();
    await page.locator('section.panel[data-panel="defender"] button.action[data-action="grenades"]').click();
    await page.screenshot({ path: screenshotPath('scenario-grenades-laptop') });
    const form = page.locator('section.panel[data-panel="defender"]');
    expect(await form.textContent()).toContain('Into the stair');
    // The form says the Rifle squad's own rule (4 or more), not the scenario's rule for counters of no type (5).
    expect(await form.locator('.hint').first().textContent()).toBe('Attack success: A die succeeds on 4 or more; one such die makes the attack roll a success.');
  });

  it('a building-defense game without a scenario offers the player’s own scenarios before the sample', async () => {
    await page.getByRole('button', { name: '← All games' }).click();
    await page.getByRole('button', { name: 'Open First try' }).click();
    const mine = page.getByRole('list', { name: 'Your scenarios' }).getByRole('button');
    await expect.poll(() => mine.allTextContents()).toEqual(['Start from Mill on the river', 'Start from Mill on the river']);
    await page.screenshot({ path: screenshotPath('defense-start-own-scenarios-laptop') });
    expect(await smallText(page, 'section.start')).toEqual([]);
    expect(await smallTargets(page, 'section.start')).toEqual([]);
    await mine.first().click();
    await turn().waitFor();
    expect(await turn().locator('h2').textContent()).toBe('Round 1 · Enemy phase');
  });

  it('issue 26 · the editor checks what it accepts (a counter where its kind cannot stand, a counter nothing moves), sees a space from itself, and takes the enemy attack, an arrival and the end', async () => {
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Scenarios' }).click();
    await page.getByRole('button', { name: 'New scenario', exact: true }).click();
    await editor().waitFor();
    await editor().getByLabel('Scenario name').fill('Ferry landing');
    await editor().getByLabel('Space A name').fill('waiting room');
    await editor().getByRole('button', { name: 'Add an assault counter space' }).click();
    await editor().getByLabel('Outside space 1 name').fill('jetty');
    // Line of sight into the defender's own space, and out to the jetty.
    await editor().getByRole('button', { name: 'The waiting room sees its own space' }).click();
    await editor().getByRole('button', { name: 'The waiting room sees the jetty' }).click();
    expect(await editor().getByRole('button', { name: 'The waiting room sees its own space' }).getAttribute('aria-pressed')).toBe('true');
    await editor().getByRole('button', { name: 'Add a defender' }).click();
    await editor().getByLabel('Defender 1 name').fill('Pvt. Lind');
    // Issue 41 · a support counter is offered only where the format takes it: not on the jetty (an assault counter
    // space), not inside; the space says why.
    await editor().getByRole('button', { name: 'Add a support counter type' }).click();
    await editor().locator('[data-stack]').first().waitFor();
    expect(await editor().getByRole('button', { name: /^Add a Support weapon counter to/ }).count()).toBe(0);
    expect(await editor().locator('[data-stack]').allTextContents()).toEqual([
      expect.stringContaining('only assault counters stand inside'),
      expect.stringContaining('No counter type of the kind this space takes yet'),
    ]);
    // A space that takes them is offered the chip; turned into an assault counter space afterwards, the save is
    // refused, naming the space and the counter by what the editor shows.
    await editor().getByRole('button', { name: 'Add a support counter space' }).click();
    await editor().getByLabel('Outside space 2 name').fill('ridge');
    await editor().getByRole('button', { name: 'Add a Support weapon counter to the ridge' }).click();
    await editor().locator('[data-space-row]').filter({ has: page.getByLabel('Outside space 2 name') }).getByLabel('Takes').selectOption('assault');
    await editor().getByRole('button', { name: 'Save the scenario' }).first().click();
    await expect.poll(() => editor().locator('.problems li').allTextContents()).toEqual([
      'The enemy counters in the ridge, counter 1 from the top (Support weapon): a support counter cannot stand in the ridge, which takes assault counters only: move it to a support counter space.',
    ]);
    await editor().getByRole('button', { name: 'Remove the type Support weapon' }).click();
    await editor().getByRole('button', { name: 'Remove outside space 2 (ridge)' }).click();
    // A counter nothing moves: refused, named.
    await editor().getByLabel('New counter').fill('Morale');
    await editor().getByRole('button', { name: 'Add the counter' }).click();
    await editor().getByRole('button', { name: 'Save the scenario' }).first().click();
    await expect.poll(() => editor().locator('.problems li').allTextContents()).toEqual([
      'Counter 1 (Morale): nothing ever moves it: show it in a phase (you move it), give a phase a move every turn, or let an enemy hit or an event move it.',
    ]);
    await editor().getByRole('button', { name: 'Remove the counter Morale' }).click();
    // Boarders attack in the enemy phase, one starts on the jetty, two more arrive in round 2.
    await editor().getByRole('button', { name: 'Add an assault counter type' }).click();
    await editor().getByLabel('Type name').fill('Boarders');
    await editor().getByLabel('Attacks in the enemy phase').check();
    await editor().getByLabel('A hit').selectOption('casualty');
    await editor().getByRole('button', { name: 'Add a Boarders counter to the jetty' }).click();
    await editor().getByRole('button', { name: 'Add an arrival' }).click();
    await editor().getByRole('button', { name: 'Arrival 1 counters: one more' }).click();
    // The end: four rounds held is a victory, every defender out a defeat.
    await editor().getByRole('button', { name: 'Defeat: every defender out' }).click();
    await editor().getByRole('button', { name: 'Victory: hold to the last round' }).click();
    for (let i = 0; i < 2; i++) await editor().getByRole('button', { name: 'Rounds the game lasts: one less' }).click();
    await editor().getByRole('button', { name: 'Add a phase' }).click();
    await editor().getByLabel('Phase 2 name').fill('Enemy phase');
    await editor().locator('[data-phase-row="2"]').getByLabel('The enemy attacks').check();
    await editor().locator('[data-phase-row="2"]').getByLabel('Arrivals and events').check();
    await editor().getByRole('button', { name: 'Move Enemy phase earlier' }).click();
    await page.screenshot({ path: screenshotPath('scenario-editor-enemy-and-end-laptop'), fullPage: true });
    expect(await smallTargets(page, EDITOR)).toEqual([]);
    await editor().getByRole('button', { name: 'Save the scenario' }).first().click();
    await expect.poll(() => page.locator('li.scenario .name').allTextContents()).toContain('Ferry landing');
    await page.locator('li.scenario').filter({ hasText: 'Ferry landing' }).getByRole('button', { name: 'Play' }).click();
    await turn().waitFor();
    expect(await turn().locator('h2').textContent()).toBe('Round 1 of 4 · Enemy phase');
    expect(await turn().locator('[data-panel="enemy"] li.attack').first().textContent()).toContain('Boarders in the jetty → Pvt. Lind');
    expect(await turn().locator('[data-panel="events"]').textContent()).toContain('Still to come: round 2, Boarders arrive');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
  it('issue 41 · a shipped scenario opens as a copy; when a condition is judged is set in the editor; the copy plays as edited', async () => {
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Scenarios' }).click();
    const shipped = page.getByRole('list', { name: 'Scenarios that come with Sidetable' });
    await shipped.waitFor();
    await shipped.getByRole('button', { name: 'Edit a copy of Millrace House' }).click();
    await editor().waitFor();
    expect(await editor().getByLabel('Scenario name').inputValue()).toBe('Millrace House (my copy)');
    // Every condition but "hold to the last round" says when it is judged, and the player can change it.
    const judged = editor().locator('[data-condition-row]').getByLabel('Judged');
    expect(await judged.count()).toBeGreaterThan(0);
    await judged.first().selectOption({ label: 'as each round ends' });
    await page.screenshot({ path: screenshotPath('scenario-editor-shipped-copy-laptop'), fullPage: true });
    await editor().getByRole('button', { name: 'Save the scenario' }).first().click();
    await expect.poll(() => page.getByRole('list', { name: 'Your scenarios' }).locator('.name').allTextContents()).toContain('Millrace House (my copy)');
    const listed = (await hostCall(app, 'scenarios.list', {})).value as { id: number; name: string }[];
    const copy = listed.find((entry) => entry.name === 'Millrace House (my copy)');
    if (!copy) throw new Error('the copy was not saved');
    const saved = (await hostCall(app, 'scenarios.get', { id: copy.id })).value as { scenario: { end?: { conditions?: { kind: string; at?: string }[] } } };
    const conditions = saved.scenario.end?.conditions ?? [];
    expect(conditions.find((condition) => condition.kind !== 'roundsHeld')?.at).toBe('endOfRound');
    // The original is untouched: still listed as it came.
    expect(await shipped.getByRole('button', { name: 'Edit a copy of Millrace House' }).count()).toBe(1);
    await page.getByRole('list', { name: 'Your scenarios' }).locator('li.scenario').filter({ hasText: 'Millrace House (my copy)' }).getByRole('button', { name: 'Play' }).click();
    await turn().waitFor();
    expect(await turn().locator('h2').textContent()).toMatch(/^Round 1/);
  });
});
