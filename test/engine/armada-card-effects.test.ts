import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import type { ShipRosterEntry } from '../../shared/engine/games/armada';
import { activeArmadaDiceEffects } from '../../shared/engine/games/armada/effects/active-dice-effects';
import { effectsOfCard, upgradeFactsOf } from '../../shared/engine/games/armada/effects/card-terms';
import { describeArmadaEvent } from '../../shared/engine/games/armada/view/describe-event';
import type { ArmadaEvent } from '../../shared/engine/games/armada/model/events';
import { CR90, currentAttackOf, expectMessage, optionsOf, play, refusal, rosters, shipById, shipEntry, stateOf, tokenState, VICTORY } from './helpers/armada-game';
import { armadaDataDir } from './helpers/armada-roster';

// Issue 35 · Armada card effects as data, applied at their moment: each effect kind with a real
// card (its text read from ../shared/data at run time), its cost (RRG · Exhaust, Discard, defense
// tokens as costs), its limits, and old logs that replay as played.

/** The card's printed text from the FFG data (test input only). */
function cardText(name: string): string {
  const dir = join(armadaDataDir, 'upgrade-card');
  for (const file of readdirSync(dir)) {
    const card = (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { name: string; text: string; slots: string[] }[]).find((candidate) => candidate.name === name);
    if (card) return card.text;
  }
  throw new Error(`no card ${name}`);
}

/** The entry with these upgrades fitted and their facts attached, as the host does (upgrade-N is the fitted upgrade's place). */
function fitted(entry: ShipRosterEntry, ...names: string[]): ShipRosterEntry {
  const effects = names.flatMap((name, n) => effectsOfCard(name, upgradeFactsOf(name, cardText(name)), `upgrade-${n + 1}`).effects);
  const yourCalls = names.flatMap((name, n) => effectsOfCard(name, upgradeFactsOf(name, cardText(name)), `upgrade-${n + 1}`).yourCalls);
  return { ...entry, upgrades: names.map((name) => ({ name, slot: 'Upgrade', points: 0 })), effects, yourCalls };
}

function duel(attacker: ShipRosterEntry, defender: ShipRosterEntry, range = 'close'): Session {
  const setup = play(emptySession('armada'), { type: 'setup', seed: 'effects', players: rosters({ ships: [attacker] }, { ships: [defender] }) }).session;
  return play(setup, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, {
    type: 'declareTarget',
    attacker: { ship: 'vsd', hullZone: 'front' },
    defender: { ship: 'cr90', hullZone: 'front' },
    range,
  }).session;
}

const vsd = (...upgrades: string[]) => fitted(shipEntry(VICTORY, { id: 'vsd' }), ...upgrades);
const cr90 = (...upgrades: string[]) => fitted(shipEntry(CR90, { id: 'cr90' }), ...upgrades);
/** The VSD's front at close range: 3 red and 3 black dice, entered as these faces. */
const roll = (red: string, black: string) => ({ type: 'rollAttackDice', dice: [...Array(3).fill({ color: 'red', face: red }), ...Array(3).fill({ color: 'black', face: black })] });
const offered = (session: Session, source: string) => optionsOf(session).cardEffects.find((option) => option.source === source);
const use = (session: Session, source: string, extra: object = {}) => {
  const option = offered(session, source);
  if (!option) throw new Error(`${source} is not offered`);
  return play(session, { type: 'useCardEffect', unit: option.unit, ref: option.ref, ...extra });
};
const words = (events: readonly unknown[]) => (events as ArmadaEvent[]).map(describeArmadaEvent);

describe('Card · Ordnance Experts (reroll up to 2 black dice while attacking)', () => {
  it('is offered in Resolve Attack Effects with black dice in the pool, rerolls the picked black dice, and says so in the history', () => {
    const declared = duel(vsd('Ordnance Experts'), cr90());
    expect(offered(declared, 'Ordnance Experts')).toBeUndefined();
    const rolled = play(declared, roll('hit', 'blank')).session;
    const option = offered(rolled, 'Ordnance Experts');
    expect(option).toMatchObject({ side: 'attacker', label: 'Ordnance Experts: reroll up to 2 black dice', pick: { count: 2, colors: ['black'] }, rolls: 'reroll' });
    const used = use(rolled, 'Ordnance Experts', { dice: [3, 4], faces: ['hit', 'hit-crit'] });
    expect(currentAttackOf(used.session).pool.map((die) => die.face)).toEqual(['hit', 'hit', 'hit', 'hit', 'hit-crit', 'blank']);
    expect(words(used.events)[0]).toBe('Victory I-class Star Destroyer uses Ordnance Experts: rerolled black blank → hit, black blank → hit-crit.');
  });

  it('refuses a red die, a third die, and a second use in the same attack', () => {
    const rolled = play(duel(vsd('Ordnance Experts'), cr90()), roll('hit', 'blank')).session;
    expectMessage(refusal(rolled, { type: 'useCardEffect', unit: 'vsd', ref: 'vsd-effect-1', dice: [0], rollForMe: true }), /only black dice/);
    expectMessage(refusal(rolled, { type: 'useCardEffect', unit: 'vsd', ref: 'vsd-effect-1', dice: [3, 4, 5], rollForMe: true }), /at most 2/);
    const once = use(rolled, 'Ordnance Experts', { dice: [3], rollForMe: true }).session;
    expect(offered(once, 'Ordnance Experts')).toBeUndefined();
    expectMessage(refusal(once, { type: 'useCardEffect', unit: 'vsd', ref: 'vsd-effect-1', dice: [4], rollForMe: true }), /already used during this attack/);
  });

  it('activeArmadaDiceEffects lists it for the odds, before the roll and after, and not once used', () => {
    const declared = duel(vsd('Ordnance Experts'), cr90());
    const attack = currentAttackOf(declared);
    expect(activeArmadaDiceEffects(stateOf(declared), attack)).toEqual([
      { side: 'attacker', ref: 'vsd-effect-1', source: 'Ordnance Experts', moment: 'resolveAttackEffects', dice: [{ kind: 'reroll', count: 2, colors: ['black'] }], uses: 1, optional: true },
    ]);
    const used = use(play(declared, roll('hit', 'blank')).session, 'Ordnance Experts', { dice: [3], rollForMe: true }).session;
    expect(activeArmadaDiceEffects(stateOf(used), currentAttackOf(used))).toEqual([]);
  });
});

describe('Card · Electronic Countermeasures (spend a token an accuracy chose) and RRG · Exhaust', () => {
  function accuracyOnEvade(): Session {
    const rolled = play(duel(vsd(), cr90('Electronic Countermeasures')), { type: 'rollAttackDice', dice: [{ color: 'red', face: 'accuracy' }, { color: 'red', face: 'hit' }, { color: 'red', face: 'hit' }, ...Array(3).fill({ color: 'black', face: 'hit' })] }).session;
    const locked = play(rolled, { type: 'spendAccuracy', die: 0, token: 'cr90-evade-1' }).session;
    // The defender's card acts in the defender's step, once the attacker's dice are done.
    expect(offered(locked, 'Electronic Countermeasures')).toBeUndefined();
    return play(locked, { type: 'endAttackEffects' }).session;
  }

  it('without it a token an accuracy chose is refused; used (exhausted), the defender spends that very token', () => {
    const locked = accuracyOnEvade();
    expectMessage(refusal(locked, { type: 'spendDefenseToken', token: 'cr90-evade-1', dice: [1], rollForMe: true }), /chose this Evade with an accuracy/);
    expect(offered(locked, 'Electronic Countermeasures')).toMatchObject({ side: 'defender', label: 'Electronic Countermeasures: spend a token an accuracy chose' });
    const used = use(locked, 'Electronic Countermeasures');
    expect(words(used.events)[0]).toMatch(/uses Electronic Countermeasures \(Electronic Countermeasures exhausted\): the defender may spend any defense token this attack, even one an accuracy chose/);
    const spent = play(used.session, { type: 'spendDefenseToken', token: 'cr90-evade-1', dice: [1], rollForMe: true }).session;
    expect(tokenState(spent, 'cr90-evade-1')).toBe('exhausted');
    expect(optionsOf(spent).cardStates.find((entry) => entry.unit === 'cr90')).toEqual({ unit: 'cr90', exhausted: ['cr90-upgrade-1'], discarded: [], yourCalls: [] });
  });

  it('exhausted, it is not offered again until the Status Phase readies it', () => {
    const spent = play(use(accuracyOnEvade(), 'Electronic Countermeasures').session, { type: 'spendDefenseToken', token: 'cr90-evade-1', dice: [1], rollForMe: true }).session;
    const done = play(spent, { type: 'resolveDamage', drawForMe: true }).session;
    const again = play(done, { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'left' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' }, { type: 'rollAttackDice', rollForMe: true }).session;
    const theirs = play(again, { type: 'endAttackEffects' }).session;
    expect(offered(theirs, 'Electronic Countermeasures')).toBeUndefined();
    expectMessage(refusal(theirs, { type: 'useCardEffect', unit: 'cr90', ref: 'cr90-effect-1' }), /exhausted: it is readied in the Status Phase/);
    let status = play(theirs, { type: 'resolveDamage', drawForMe: true }, { type: 'endActivation' }).session;
    status = play(status, { type: 'nextPhase', confirm: true }, { type: 'nextPhase', confirm: true }).session;
    expect(stateOf(status).phase).toBe('status');
    expect(optionsOf(status).cardStates.find((entry) => entry.unit === 'cr90')?.exhausted).toEqual([]);
    expect(optionsOf(theirs).cardStates.find((entry) => entry.unit === 'cr90')?.exhausted).toEqual(['cr90-upgrade-1']);
  });
});

describe('Card effects: discard, before the roll, a question, damage, and old logs', () => {
  it('Card · External Racks: at close range, discarded to add 2 black dice to the dice to roll; not at medium range, never twice', () => {
    expect(offered(duel(vsd('External Racks'), cr90(), 'medium'), 'External Racks')).toBeUndefined();
    const declared = duel(vsd('External Racks'), cr90());
    const used = use(declared, 'External Racks');
    expect(currentAttackOf(used.session).gathered).toEqual({ red: 3, blue: 0, black: 5 });
    expect(optionsOf(used.session).cardStates.find((entry) => entry.unit === 'vsd')?.discarded).toEqual(['vsd-upgrade-1']);
    expect(offered(used.session, 'External Racks')).toBeUndefined();
  });

  it('Card · Admiral Ackbar (a fleet’s commander): asks its question first; answered yes, a friendly ship adds 2 red dice', () => {
    const declared = play(emptySession('armada'), { type: 'setup', seed: 'ackbar', players: rosters({ ships: [shipEntry(CR90, { id: 'cr90' }), fitted(shipEntry(CR90, { id: 'flag' }), 'Admiral Ackbar')] }, { ships: [shipEntry(VICTORY, { id: 'vsd' })] }) }).session;
    const attack = (zone: string) =>
      play(declared, { type: 'nextPhase' }, { type: 'activateShip', ship: 'cr90' }, { type: 'declareTarget', attacker: { ship: 'cr90', hullZone: zone }, defender: { ship: 'vsd', hullZone: 'front' }, range: 'close' }).session;
    expect(offered(attack('front'), 'Admiral Ackbar')).toBeUndefined();
    const side = attack('left');
    expect(offered(side, 'Admiral Ackbar')).toMatchObject({ unit: 'flag', side: 'attacker', question: expect.stringMatching(/left and right/) });
    expectMessage(refusal(side, { type: 'useCardEffect', unit: 'flag', ref: 'flag-effect-1' }), /Admiral Ackbar asks: .* Answer yes/);
    const before = currentAttackOf(side).gathered.red;
    expect(currentAttackOf(play(side, { type: 'useCardEffect', unit: 'flag', ref: 'flag-effect-1', yes: true }).session).gathered.red).toBe(before + 2);
  });

  it('Card · Major Derlin: exhausted before damage (once the defender spends its tokens), the total is 1 less', () => {
    const rolled = play(duel(vsd(), cr90('Major Derlin')), roll('hit', 'hit')).session;
    expect(offered(rolled, 'Major Derlin')).toBeUndefined();
    const spent = play(rolled, { type: 'spendDefenseToken', token: 'cr90-redirect-1', zone: 'left' }).session;
    const before = optionsOf(spent).attack?.damage?.total ?? 0;
    const used = use(spent, 'Major Derlin');
    expect(optionsOf(used.session).attack?.damage?.total).toBe(before - 1);
    expect(words(used.events)[0]).toMatch(/Major Derlin \(Major Derlin exhausted\): 1 damage taken off the total/);
  });

  it('Card · Admiral Screed: spends a die to change a die to a crit, once per activation', () => {
    const rolled = play(duel(vsd('Admiral Screed'), cr90()), roll('blank', 'blank')).session;
    const used = use(rolled, 'Admiral Screed', { dice: [0, 2] });
    expect(currentAttackOf(used.session).pool.map((die) => `${die.color} ${die.face}`)).toEqual(['red blank', 'red blank', 'black hit-crit', 'black blank', 'black blank']);
    expect(words(used.events)[0]).toMatch(/Admiral Screed \(a red blank die spent\): changed black blank → hit-crit/);
    // Once per activation: the ship's next attack this activation is not offered it.
    const next = play(used.session, { type: 'endAttackEffects' }, { type: 'resolveDamage', drawForMe: true }, { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'left' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' }, { type: 'rollAttackDice', rollForMe: true }).session;
    expect(offered(next, 'Admiral Screed')).toBeUndefined();
    expectMessage(refusal(next, { type: 'useCardEffect', unit: 'vsd', ref: 'vsd-effect-1', dice: [0, 1] }), /already used this activation/);
  });

  it('An old log (a setup with no facts) replays as played: no effects offered, useCardEffect refused in words', () => {
    const old = duel(shipEntry(VICTORY, { id: 'vsd' }), shipEntry(CR90, { id: 'cr90' }));
    expect(stateOf(old).cardStates).toBeUndefined();
    expect(shipById(old, 'vsd')).not.toHaveProperty('cardEffects');
    expect(optionsOf(old).cardEffects).toEqual([]);
    expectMessage(refusal(old, { type: 'useCardEffect', unit: 'vsd', ref: 'vsd-effect-1' }), /no card effect vsd-effect-1/);
  });
});

describe('Card effects at the round’s moments, outside an attack', () => {
  const game = (ship: ShipRosterEntry) => play(emptySession('armada'), { type: 'setup', seed: 'round', players: rosters({ ships: [ship] }, { ships: [shipEntry(CR90, { id: 'cr90' })] }) }).session;

  it('Card · Redundant Shields: in the Status Phase, the ship recovers 1 shield on the zone chosen, once', () => {
    let session = play(game(vsd('Redundant Shields')), { type: 'loseShields', ship: 'vsd', zone: 'front', amount: 2 }).session;
    expect(offered(session, 'Redundant Shields')).toBeUndefined();
    session = play(session, { type: 'nextPhase', confirm: true }, { type: 'nextPhase', confirm: true }, { type: 'nextPhase', confirm: true }).session;
    expect(stateOf(session).phase).toBe('status');
    expect(offered(session, 'Redundant Shields')).toMatchObject({ side: null, zone: true });
    const used = use(session, 'Redundant Shields', { zone: 'front' });
    expect(shipById(used.session, 'vsd').hullZones.find((zone) => zone.zone === 'front')?.shields).toBe(2);
    expect(offered(used.session, 'Redundant Shields')).toBeUndefined();
  });

  it('Card · Veteran Captain: the activated ship discards it to gain a command token of its choice', () => {
    const active = play(game(vsd('Veteran Captain')), { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }).session;
    expect(offered(active, 'Veteran Captain')).toMatchObject({ command: true });
    expectMessage(refusal(active, { type: 'useCardEffect', unit: 'vsd', ref: 'vsd-effect-1' }), /choose the command token/);
    const used = use(active, 'Veteran Captain', { command: 'repair' });
    expect(shipById(used.session, 'vsd').commandTokens).toEqual(['repair']);
    expect(optionsOf(used.session).cardStates.find((entry) => entry.unit === 'vsd')?.discarded).toEqual(['vsd-upgrade-1']);
    expect(words(used.events)[0]).toBe('Victory I-class Star Destroyer uses Veteran Captain (Veteran Captain discarded): Victory I-class Star Destroyer gains a Repair token.');
  });
});

describe('Card · Darth Vader (commander): a friendly ship pays with its own defense token', () => {
  it('the attacking ship, not the commander’s, exhausts a token to reroll any dice; the weapons team of that name discards an enemy upgrade instead', () => {
    const text = 'While a friendly ship is attacking a ship, it may spend 1 defense token to reroll any number of dice in its attack pool.';
    const commander = effectsOfCard('Darth Vader', upgradeFactsOf('Darth Vader', text, ['Commander']), 'upgrade-1');
    expect(effectsOfCard('Darth Vader', upgradeFactsOf('Darth Vader', 'When you reveal a command, you may discard a dial.', ['weapons-team-offensive-retro']), 'upgrade-1').effects.map((effect) => effect.effects.map((change) => change.kind))).toEqual([['targetUpgrade']]);
    const flagship: ShipRosterEntry = { ...shipEntry(CR90, { id: 'flag' }), upgrades: [{ name: 'Darth Vader', slot: 'Commander', points: 0 }], ...commander };
    const setup = play(emptySession('armada'), { type: 'setup', seed: 'vader', players: rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' }), flagship] }, { ships: [shipEntry(CR90, { id: 'cr90' })] }) }).session;
    const rolled = play(setup, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' }, roll('blank', 'blank')).session;
    const used = use(rolled, 'Darth Vader', { dice: [0, 1, 2], rollForMe: true });
    expect(tokenState(used.session, 'vsd-brace-1')).toBe('exhausted');
    expect(tokenState(used.session, 'flag-evade-1')).toBe('readied');
  });
});
