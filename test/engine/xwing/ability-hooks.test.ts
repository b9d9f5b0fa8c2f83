import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../shared/engine';
import { abilityHooks, abilityMomentNames, type AbilityHookEntry, type XwingPilotRosterEntry } from '../../../shared/engine/games/xwing';
import { attackFaces, defenseFaces, expectMessage, optionsOf, play, refusal, rosters, sentences, shipOf, stateOf, wedge } from './helpers/xwing-game';
import { pilotEntry, pilotEntryFrom, readShipFile, xwingDataDir } from './helpers/xwing-roster';

// Issue 15, X-Wing item 6: an ability whose card text names a moment (Setup, the start or end of a
// phase, while or after the ship attacks or defends) is asked about at that moment with one tap,
// done or skip, and its charges or Force are spent by the engine when the player says done. The
// cards are read from xwing-data2 2.5 (test input; only our own words reach the game).

interface UpgradeCard {
  name: string;
  xws: string;
  sides: { ability?: string; text?: string; charges?: { value: number; recovers: number }; slots: string[] }[];
}

const upgradeFile = (file: string): UpgradeCard[] => JSON.parse(fs.readFileSync(path.join(xwingDataDir, 'upgrades', `${file}.json`), 'utf8')) as UpgradeCard[];
const upgradeCard = (file: string, xws: string): UpgradeCard => {
  const card = upgradeFile(file).find((candidate) => candidate.xws === xws);
  if (!card) throw new Error(`no upgrade ${xws} in ${file}`);
  return card;
};
const upgradeText = (card: UpgradeCard) => card.sides.map((side) => side.ability ?? side.text ?? '').join('\n');

const HWK = 'scum-and-villainy/hwk-290-light-freighter';
const YT1300 = 'rebel-alliance/modified-yt-1300-light-freighter';
const ETA2 = 'galactic-republic/eta-2-actis';
const YT2400 = 'rebel-alliance/yt-2400-light-freighter';
const AGGRESSOR = 'scum-and-villainy/aggressor-assault-fighter';

/** The pilot of that name in the ship's file (the one `pick` wants when the file prints several), with its abilities' moments. */
const withHooks = (file: string, name: string, id: string, pick: (entry: XwingPilotRosterEntry) => boolean = () => true): XwingPilotRosterEntry => {
  const ship = readShipFile(file);
  const entry = ship.pilots.filter((pilot) => pilot.name === name).map((pilot) => pilotEntryFrom(ship, pilot, { id, abilities: true })).find(pick);
  if (!entry) throw new Error(`${file} has no ${name} as this test needs`);
  return entry;
};

function start(rebels: XwingPilotRosterEntry[], others: XwingPilotRosterEntry[]): Session {
  return play(emptySession('xwing'), { type: 'setup', seed: 'hooks', players: rosters(rebels, others) }).session;
}

/** On n phases, skipping whatever ability is asked about on the way (the tests look at one ability at a time). */
function nextPhases(session: Session, n: number): Session {
  let current = session;
  for (let i = 0; i < n; i++) {
    for (const prompt of optionsOf(current).prompts) current = play(current, { type: 'answerPrompt', prompt: prompt.id, answer: 'skip' }).session;
    current = play(current, { type: 'nextPhase' }).session;
  }
  return current;
}
const openPrompt = (session: Session, source: string) => {
  const prompt = optionsOf(session).prompts.find((candidate) => candidate.source === source);
  if (!prompt) throw new Error(`no open question about ${source}: ${optionsOf(session).prompts.map((p) => p.source).join(', ')}`);
  return prompt;
};

describe('ability timing read from the card data', () => {
  it('every pilot and upgrade whose text names a moment gets a hook, summed up in our own words only', () => {
    const texts: { name: string; text: string }[] = [];
    const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
    for (const file of walk(path.join(xwingDataDir, 'pilots'))) {
      for (const pilot of (JSON.parse(fs.readFileSync(file, 'utf8')) as { pilots: { name: string; ability?: string }[] }).pilots) if (pilot.ability) texts.push({ name: pilot.name, text: pilot.ability });
    }
    for (const file of fs.readdirSync(path.join(xwingDataDir, 'upgrades'))) {
      for (const card of upgradeFile(file.replace(/\.json$/, ''))) texts.push({ name: card.name, text: upgradeText(card) });
    }
    const timed = /^setup:|at the (start|end) of the (activation|engagement|end) phase|during the (system|end) phase|(while|after) you (perform an? [^.,]{0,40}?attack|defend)|before you engage|after you reveal (your dial|an? [^.,]{0,30}?maneuver)|after you (fully |partially )?execute an? [^.,]{0,40}?maneuver|(after|while) (a|another) friendly ship [^.,]{0,40}?spends? an? [^.,]{0,30}?token/im;
    const withTiming = texts.filter((card) => timed.test(card.text));
    expect(withTiming.length).toBeGreaterThan(400);
    const hooks: AbilityHookEntry[] = [];
    for (const card of withTiming) {
      const found = abilityHooks(card.name, card.text);
      expect(found.length, card.name).toBeGreaterThan(0);
      hooks.push(...found);
    }
    // Our summary is made of our phrases: no run of five words from any card's text.
    const fiveWords = (text: string) => {
      const words = text.toLowerCase().split(/[^a-z]+/).filter(Boolean);
      return words.slice(0, -4).map((_, i) => words.slice(i, i + 5).join(' '));
    };
    const cardRuns = new Set(withTiming.flatMap((card) => fiveWords(card.text)));
    for (const hook of hooks) for (const run of fiveWords(hook.summary)) expect(cardRuns.has(run), `${hook.source}: ${hook.summary}`).toBe(false);
    // Every moment of the brief is found in real cards.
    expect(new Set(hooks.map((hook) => hook.moment))).toEqual(new Set(Object.keys(abilityMomentNames)));
  });

  it('the cost is read from the same part of the text as the moment: Gamut Key, Lando Calrissian, Shaak Ti, “Leebo”', () => {
    expect(withHooks(HWK, 'Gamut Key', 'gamut').abilities).toEqual([
      { source: 'Gamut Key', moment: 'endPhaseStart', summary: 'spend 2 charges → keeps tokens', cost: { charge: 'standard', amount: 2 }, keeps: 'circularTokens' },
    ]);
    const lando = withHooks(YT1300, 'Lando Calrissian', 'lando', (entry) => entry.charges !== undefined);
    expect(lando.abilities?.find((hook) => hook.moment === 'activationStart')?.cost).toEqual({ charge: 'standard', amount: 1 });
    const shaak = withHooks(ETA2, 'Shaak Ti', 'shaak');
    expect(shaak.abilities?.find((hook) => hook.moment === 'endPhaseStart')?.cost).toEqual({ charge: 'force', amount: null });
    const leebo = abilityHooks('“Leebo”', 'After you defend or perform an attack, if you spent a calculate token, gain 1 calculate token.');
    expect(leebo.map((hook) => hook.moment).sort()).toEqual(['afterAttacking', 'afterDefending']);
  });
});

describe('RRG · abilities asked about at their moment, one tap each', () => {
  it('RRG · End Phase: an ability at its start is asked before circular tokens are removed; done spends its 2 charges and the ship it chooses keeps its tokens (Gamut Key)', () => {
    const gamut = withHooks(HWK, 'Gamut Key', 'gamut');
    const session = play(start([wedge()], [gamut]), { type: 'gainToken', ship: 'gamut', token: 'focus' }, { type: 'gainToken', ship: 'wedge', token: 'focus' }).session;
    const atEnd = play(nextPhases(session, 3), { type: 'nextPhase' });
    expect(stateOf(atEnd.session).phase).toBe('end');
    const prompt = openPrompt(atEnd.session, 'Gamut Key');
    expect(prompt).toMatchObject({ answer: 'ability', ability: { moment: 'endPhaseStart', cost: { charge: 'standard', amount: 2 }, available: 2, keepsTokensOf: ['wedge', 'gamut'] } });
    expect(prompt.question).toBe('At the start of the End Phase, Gamut Key (Gamut Key) may act: spend 2 charges → keeps tokens.');
    // The circular tokens are still there while the question is open, and the phase waits for it.
    expect(shipOf(atEnd.session, 'gamut').tokens.focus).toBe(1);
    expectMessage(refusal(atEnd.session, { type: 'nextPhase' }), /Gamut Key on Gamut Key waits for an answer/);
    expectMessage(refusal(atEnd.session, { type: 'answerPrompt', prompt: prompt.id, answer: 'done' }), /Choose the ship that keeps its circular tokens through this End Phase\./);
    const done = play(atEnd.session, { type: 'answerPrompt', prompt: prompt.id, answer: 'done', ship: 'wedge' });
    expect(sentences(done.events).slice(0, 3)).toEqual([
      'Gamut Key (Gamut Key): used, spending 2 charges.',
      'Gamut Key spends 2 charges (0 left).',
      'Wedge Antilles keeps its green and orange tokens through this End Phase (Gamut Key).',
    ]);
    // Then the End Phase goes on: circular tokens back to the supply (not Wedge's), 1 charge recurs.
    expect(done.events.map((event) => event.type).slice(3)).toEqual(['endPhaseTokensRemoved', 'chargesRecovered']);
    expect(shipOf(done.session, 'gamut').charges?.current).toBe(1);
    expect(shipOf(done.session, 'gamut').tokens.focus).toBe(0);
    expect(shipOf(done.session, 'wedge').tokens.focus).toBe(1);
    // Only through this End Phase: the next one takes Wedge's focus back (Gamut Key, 1 charge, is not asked).
    expect(shipOf(nextPhases(done.session, 5), 'wedge').tokens.focus).toBe(0);
    expectMessage(refusal(nextPhases(start([wedge()], [withHooks(YT1300, 'Lando Calrissian', 'lando', (entry) => entry.charges !== undefined)]), 2), { type: 'answerPrompt', prompt: 'prompt-1', answer: 'done', ship: 'wedge' }), /Lando Calrissian chooses no ship\./);
  });

  it('skip spends nothing; an ability the ship cannot pay for is not offered at all', () => {
    const gamut = withHooks(HWK, 'Gamut Key', 'gamut');
    const atEnd = nextPhases(start([wedge()], [gamut]), 4);
    const skipped = play(atEnd, { type: 'answerPrompt', prompt: openPrompt(atEnd, 'Gamut Key').id, answer: 'skip' });
    expect(sentences(skipped.events)[0]).toBe('Gamut Key (Gamut Key): skipped.');
    expect(shipOf(skipped.session, 'gamut').charges?.current).toBe(2);
    expectMessage(refusal(atEnd, { type: 'answerPrompt', prompt: openPrompt(atEnd, 'Gamut Key').id, answer: 'yes' }), /Tap done if Gamut Key was used, or skip\./);
    const spent = play(start([wedge()], [gamut]), { type: 'spendCharge', ship: 'gamut', charge: 'standard' }).session;
    const noPrompt = play(nextPhases(spent, 3), { type: 'nextPhase' });
    expect(optionsOf(noPrompt.session).prompts).toEqual([]);
    expect(noPrompt.events.map((event) => event.type)).toContain('endPhaseTokensRemoved');
  });

  it('RRG · Activation Phase: an ability at its start (Lando Calrissian, 1 charge) is asked as the phase begins', () => {
    const lando = withHooks(YT1300, 'Lando Calrissian', 'lando', (entry) => entry.charges !== undefined);
    const activation = play(nextPhases(start([lando], [wedge('w2')]), 1), { type: 'nextPhase' });
    expect(stateOf(activation.session).phase).toBe('activation');
    const prompt = openPrompt(activation.session, 'Lando Calrissian');
    expect(prompt.ability?.moment).toBe('activationStart');
    const done = play(activation.session, { type: 'answerPrompt', prompt: prompt.id, answer: 'done' }).session;
    expect(shipOf(done, 'lando').charges?.current).toBe(1);
  });

  it('an ability at the end of a phase comes before the phase changes, and the last answer moves it on (“Leebo”)', () => {
    const leebo = withHooks(YT2400, '“Leebo”', 'leebo', (entry) => (entry.abilities ?? []).some((hook) => hook.moment === 'engagementEnd'));
    const engagement = nextPhases(start([leebo], [wedge('w2')]), 3);
    const asked = play(engagement, { type: 'nextPhase' });
    expect(stateOf(asked.session).phase).toBe('engagement');
    const prompt = openPrompt(asked.session, '“Leebo”');
    expect(prompt.ability?.moment).toBe('engagementEnd');
    const moved = play(asked.session, { type: 'answerPrompt', prompt: prompt.id, answer: 'done' });
    expect(stateOf(moved.session).phase).toBe('end');
    expect(sentences(moved.events)[0]).toBe('“Leebo” (“Leebo”): used.');
  });

  it('a variable cost asks how much: Shaak Ti spends the Force the player says', () => {
    const shaak = withHooks(ETA2, 'Shaak Ti', 'shaak', (entry) => (entry.abilities ?? []).some((hook) => hook.cost?.amount === null));
    const atEnd = nextPhases(start([wedge()], [shaak]), 4);
    const prompt = openPrompt(atEnd, 'Shaak Ti');
    expectMessage(refusal(atEnd, { type: 'answerPrompt', prompt: prompt.id, answer: 'done' }), /Say how many Force Shaak Ti spends on Shaak Ti\./);
    expectMessage(refusal(atEnd, { type: 'answerPrompt', prompt: prompt.id, answer: 'done', amount: 3 }), /Shaak Ti needs 3 Force, and Shaak Ti has 2 left for it: skip it\./);
    const done = play(atEnd, { type: 'answerPrompt', prompt: prompt.id, answer: 'done', amount: 2 });
    expect(sentences(done.events).slice(0, 2)).toEqual(['Shaak Ti (Shaak Ti): used, spending 2 Force.', 'Shaak Ti spends 2 Force (0 left).']);
    // The End Phase's cleanup follows: 1 Force recurs.
    expect(shipOf(done.session, 'shaak').force?.current).toBe(1);
  });

  it('an upgrade’s ability spends that card’s charges (Chewbacca, crew, at the start of the Engagement Phase)', () => {
    const card = upgradeCard('crew', 'chewbacca');
    const charges = card.sides[0]?.charges;
    if (!charges) throw new Error('Chewbacca (crew) has charges in the data');
    const hooks = abilityHooks(card.name, upgradeText(card), 0);
    expect(hooks.map((hook) => hook.moment)).toContain('engagementStart');
    const ship: XwingPilotRosterEntry = { ...withHooks(YT1300, 'Lando Calrissian', 'falcon', (entry) => entry.charges !== undefined), upgrades: [{ name: card.name, slot: 'Crew', points: 1, charges: { value: charges.value, recurs: charges.recovers } }], abilities: hooks };
    const engagement = nextPhases(start([ship], [wedge('w2')]), 3);
    const prompt = openPrompt(engagement, 'Chewbacca');
    expect(prompt.ability).toMatchObject({ moment: 'engagementStart', cost: { charge: 'standard', amount: 2 }, available: 2 });
    const done = play(engagement, { type: 'answerPrompt', prompt: prompt.id, answer: 'done' });
    expect(shipOf(done.session, 'falcon').upgrades[0]?.charges?.current).toBe(0);
    expect(shipOf(done.session, 'falcon').charges?.current).toBe(2);
    // An upgrade the ship does not have is refused at setup, in words.
    const wrong = refusal(emptySession('xwing'), { type: 'setup', seed: 1, players: rosters([{ ...ship, abilities: abilityHooks(card.name, upgradeText(card), 3) }], [wedge('w2')]) });
    expectMessage(wrong, /the ability of Chewbacca names an upgrade the ship does not have/);
  });

  it('RRG · Attack: “while” abilities are asked once the dice they change are rolled and close with the attack; “after” abilities when it ends (IG-88B)', () => {
    const ig = withHooks(AGGRESSOR, 'IG-88B', 'ig');
    const chiraneau = pilotEntry('galactic-empire/vt-49-decimator', 'Rear Admiral Chiraneau', { id: 'chiraneau', abilities: true });
    const engagement = nextPhases(start([wedge()], [ig, chiraneau]), 3);
    const declared = play(engagement, { type: 'declareAttack', attacker: 'chiraneau', defender: 'wedge', arc: 'double-turret', range: 2 });
    // Chiraneau changes a result: there is none before the roll, so the question waits for it.
    expect(optionsOf(declared.session).prompts).toEqual([]);
    const rolled = play(declared.session, attackFaces('blank', 'blank', 'blank'));
    expect(openPrompt(rolled.session, 'Rear Admiral Chiraneau').ability?.moment).toBe('whileAttacking');
    const missed = play(rolled.session, defenseFaces('blank', 'blank'), { type: 'neutralizeResults' });
    expect(sentences(missed.events)).toContain('Rear Admiral Chiraneau (Rear Admiral Chiraneau): not used (the attack is over).');
    expect(optionsOf(missed.session).prompts).toEqual([]);
    const igAttacks = play(nextPhases(start([wedge()], [ig]), 3), { type: 'declareAttack', attacker: 'ig', defender: 'wedge', arc: 'front', range: 2 }, attackFaces('blank', 'blank', 'blank'), defenseFaces('blank', 'blank'), { type: 'neutralizeResults' });
    expect(openPrompt(igAttacks.session, 'IG-88B').ability).toMatchObject({ moment: 'afterAttacking', summary: expect.stringMatching(/^a bonus attack/) });
  });

  it('RRG · Engagement: an ability “before you engage” is asked as the ship engages, by Engage or by declaring its attack (Foreman Proach)', () => {
    const proach = withHooks('scum-and-villainy/modified-tie-ln-fighter', 'Foreman Proach', 'proach');
    expect(proach.abilities?.map((hook) => hook.moment)).toContain('beforeEngaging');
    const engagement = nextPhases(start([wedge()], [proach]), 3);
    expect(optionsOf(engagement).prompts.filter((prompt) => prompt.ability?.moment === 'beforeEngaging')).toEqual([]);
    const engaged = play(engagement, { type: 'activateShip', ship: 'proach' }).session;
    expect(openPrompt(engaged, 'Foreman Proach').ability?.moment).toBe('beforeEngaging');
    const declared = play(engagement, { type: 'declareAttack', attacker: 'proach', defender: 'wedge', arc: 'front', range: 2 }).session;
    expect(openPrompt(declared, 'Foreman Proach').ability?.moment).toBe('beforeEngaging');
  });

  it('RRG · Setup: a “Setup:” ability is asked before the first Planning Phase ends', () => {
    const text = upgradeText(upgradeCard('crew', 'chewbacca-crew-swz19'));
    const ship: XwingPilotRosterEntry = { ...wedge(), abilities: abilityHooks('Chewbacca', text) };
    const session = start([ship], [wedge('w2')]);
    const prompt = openPrompt(session, 'Chewbacca');
    expect(prompt.ability?.moment).toBe('setup');
    expectMessage(refusal(session, { type: 'nextPhase' }), /Chewbacca on Wedge Antilles waits for an answer/);
    expect(stateOf(play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'skip' }, { type: 'nextPhase' }).session).phase).toBe('system');
  });
});
