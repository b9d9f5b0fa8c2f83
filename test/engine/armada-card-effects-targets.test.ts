import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import type { ShipRosterEntry } from '../../shared/engine/games/armada';
import { effectsOfCard, squadronFactsOf, upgradeFactsOf } from '../../shared/engine/games/armada/effects/card-terms';
import type { ArmadaEvent } from '../../shared/engine/games/armada/model/events';
import { describeArmadaEvent } from '../../shared/engine/games/armada/view/describe-event';
import { CR90, ISD, currentAttackOf, expectMessage, optionsOf, play, refusal, rosters, shipById, shipEntry, squadronById, squadronEntry, stateOf, TIE_FIGHTER, VICTORY, X_WING } from './helpers/armada-game';

// Issue 35 · the cards that act on another unit, or in another unit's activation: a squadron that
// makes units suffer damage (RRG · Damage: a squadron on its hull, a ship on the hull zone its owner
// names, shields first), a card that changes a named ship's speed or gives it a command token, one
// that acts when a friendly or enemy ship activates, one that replaces or spends defense tokens.
// The cards' texts are read from ../shared/data at run time; the facts are found as the host finds them.

const DATA = join(__dirname, '../../../shared/data');
const ISB = join(DATA, 'armada-isb/public/converted-json/upgrades/upgrades.json');
const isbUpgrades = Object.values((JSON.parse(readFileSync(ISB, 'utf8')) as { upgrades: Record<string, { name: string; ability: string; type: string }> }).upgrades);

function isbCard(name: string): { text: string; type: string } {
  const card = isbUpgrades.find((candidate) => candidate.name === name);
  if (!card) throw new Error(`no ISB card ${name}`);
  return { text: card.ability, type: card.type };
}

/** The ship with these upgrades fitted and their facts attached, as the host does. */
function fitted(entry: ShipRosterEntry, ...names: string[]): ShipRosterEntry {
  const found = names.map((name, n) => {
    const card = isbCard(name);
    return effectsOfCard(name, upgradeFactsOf(name, card.text, [card.type]), `upgrade-${n + 1}`);
  });
  return { ...entry, upgrades: names.map((name) => ({ name, slot: isbCard(name).type, points: 0 })), effects: found.flatMap((card) => card.effects), yourCalls: found.flatMap((card) => card.yourCalls) };
}

/** A named squadron of the FFG data with its ability's facts and keywords, as the host reads them. */
function ace(file: string, id: string) {
  const card = (JSON.parse(readFileSync(join(DATA, `armada-ffg/data/squadron-card/${file}.json`), 'utf8')) as { name: string; subname?: string; text?: string; keywords?: string[] }[])[0];
  if (!card) throw new Error(`no squadron ${file}`);
  return { ...squadronEntry(file, { id }), keywords: card.keywords ?? [], ...effectsOfCard(card.name, squadronFactsOf(card.name, card.subname ?? null, card.text ?? '', card.keywords ?? [])) };
}

const offered = (session: Session, source: string) => optionsOf(session).cardEffects.filter((option) => option.source === source);
const words = (events: readonly unknown[]) => (events as ArmadaEvent[]).map(describeArmadaEvent);
const refOf = (session: Session, source: string, n = 0) => offered(session, source)[n]?.ref ?? '';

describe('Card · "Mauler" Mithel · RRG · Engagement, Damage: after it moves, each squadron engaged with it suffers 1 damage', () => {
  const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })], squadrons: [ace('galactic-empire/mauler-mithel', 'mauler')] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [squadronEntry(X_WING, { id: 'x1' }), squadronEntry(X_WING, { id: 'x2' }), squadronEntry(X_WING, { id: 'x3' })] });
  const squadronPhase = (seed: string) => play(emptySession('armada'), { type: 'setup', seed, players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'nextPhase', confirm: true }).session;

  it('asked whether it moved; the squadrons declared engaged with it (not the others) suffer 1 damage each, said in the history', () => {
    const engaged = play(squadronPhase('mauler'), { type: 'declareEngagement', squadron: 'mauler', engagedWith: ['x1', 'x2'] }, { type: 'activateSquadron', squadron: 'mauler' }).session;
    const option = offered(engaged, '"Mauler" Mithel')[0];
    expect(option).toMatchObject({ unit: 'mauler', question: 'Has this squadron just moved?', targets: null });
    expectMessage(refusal(engaged, { type: 'useCardEffect', unit: 'mauler', ref: option?.ref ?? '' }), /Answer yes/);
    const used = play(engaged, { type: 'useCardEffect', unit: 'mauler', ref: option?.ref ?? '', yes: true });
    expect([squadronById(used.session, 'x1').damage, squadronById(used.session, 'x2').damage, squadronById(used.session, 'x3').damage]).toEqual([1, 1, 0]);
    expect(words(used.events)[0]).toMatch(/uses "Mauler" Mithel: X-wing Squadron 1 suffers 1 damage, X-wing Squadron 2 suffers 1 damage\.$/);
    expectMessage(refusal(used.session, { type: 'useCardEffect', unit: 'mauler', ref: option?.ref ?? '', yes: true }), /already used at this moment/);
  });

  it('it is not offered while an enemy squadron activates', () => {
    const other = play(squadronPhase('mauler-enemy'), { type: 'activateSquadron', squadron: 'mauler' }, { type: 'endActivation' }, { type: 'activateSquadron', squadron: 'x1' }).session;
    expect(offered(other, '"Mauler" Mithel')).toEqual([]);
  });
});

describe('Card · Boba Fett (Slave I) · RRG · Damage: as it activates, 1 enemy ship or squadron at distance 1 suffers 1 damage', () => {
  const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })], squadrons: [ace('galactic-empire/boba-fett', 'boba')] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [squadronEntry(X_WING, { id: 'x1' })] });
  const active = () => play(emptySession('armada'), { type: 'setup', seed: 'boba', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'nextPhase', confirm: true }, { type: 'activateSquadron', squadron: 'boba' }).session;

  it('offers the enemy units to name; a squadron takes the damage on its hull', () => {
    const session = active();
    const option = offered(session, 'Boba Fett')[0];
    expect(option?.targets?.units.map((unit) => unit.id).sort()).toEqual(['cr90', 'x1']);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'boba', ref: option?.ref ?? '', yes: true }), /name the enemy ship or squadron/);
    const used = play(session, { type: 'useCardEffect', unit: 'boba', ref: option?.ref ?? '', yes: true, targets: ['x1'] }).session;
    expect(squadronById(used, 'x1').damage).toBe(1);
  });

  it('a ship named takes it on the hull zone its owner names, shields first (RRG · Damage outside an attack); a friendly unit is refused', () => {
    const session = active();
    const ref = refOf(session, 'Boba Fett');
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'boba', ref, yes: true, targets: ['cr90'] }), /names the hull zone/);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'boba', ref, yes: true, targets: ['boba'] }), /names an enemy ship or squadron/);
    const front = shipById(session, 'cr90').hullZones.find((zone) => zone.zone === 'front')?.shields ?? 0;
    const used = play(session, { type: 'useCardEffect', unit: 'boba', ref, yes: true, targets: ['cr90'], zone: 'front' }).session;
    expect(shipById(used, 'cr90').hullZones.find((zone) => zone.zone === 'front')?.shields).toBe(front - 1);
    expect(shipById(used, 'cr90').damageCards).toEqual([]);
  });
});

describe('Card · Gar Saxon · RRG · Squadron Phase: an enemy squadron with Intel or Relay suffers 1 damage as it activates', () => {
  const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })], squadrons: [ace('galactic-empire/gar-saxon', 'gar')] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [ace('rebel-alliance/hwk-290', 'hwk'), squadronEntry(X_WING, { id: 'x1' })] });
  const squadronPhase = () => play(emptySession('armada'), { type: 'setup', seed: 'gar', players, firstPlayer: 'p2' }, { type: 'nextPhase' }, { type: 'nextPhase', confirm: true }).session;

  it('offered when the HWK-290 (Intel) activates: the activated squadron is the one damaged, once', () => {
    const hwk = play(squadronPhase(), { type: 'activateSquadron', squadron: 'hwk' }).session;
    const option = offered(hwk, 'Gar Saxon')[0];
    expect(option).toMatchObject({ unit: 'gar', targets: null, question: expect.stringMatching(/distance 1 of Gar Saxon/) });
    const used = play(hwk, { type: 'useCardEffect', unit: 'gar', ref: option?.ref ?? '', yes: true }).session;
    expect(squadronById(used, 'hwk').damage).toBe(1);
    expect(squadronById(used, 'gar').damage).toBe(0);
  });

  it('not offered for an X-wing (no Intel, no Relay), nor in its own activation', () => {
    const xwing = play(squadronPhase(), { type: 'activateSquadron', squadron: 'x1' }).session;
    expect(offered(xwing, 'Gar Saxon')).toEqual([]);
    expectMessage(refusal(xwing, { type: 'useCardEffect', unit: 'gar', ref: 'gar-effect-1', yes: true }), /has Intel or Relay/);
  });
});

describe('Card · Ten Numb · RRG · Attack: spending a blue crit die, each other enemy squadron at distance 1 of the defender suffers 1 damage', () => {
  const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })], squadrons: [squadronEntry(TIE_FIGHTER, { id: 't1' }), squadronEntry(TIE_FIGHTER, { id: 't2' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [ace('rebel-alliance/ten-numb', 'ten')] });
  const rolled = (dice: { color: 'red' | 'blue' | 'black'; face: string }[]) =>
    play(
      emptySession('armada'),
      { type: 'setup', seed: 'ten', players, firstPlayer: 'p2' },
      { type: 'nextPhase' },
      { type: 'nextPhase', confirm: true },
      { type: 'activateSquadron', squadron: 'ten' },
      { type: 'declareTarget', attacker: { squadron: 'ten' }, defender: { squadron: 't1' }, range: 'distance-1' },
      { type: 'rollAttackDice', dice },
    ).session;

  it('spends the blue crit die it is given and damages the squadrons named; the defender itself cannot be named', () => {
    const session = rolled([{ color: 'blue', face: 'crit' }, { color: 'blue', face: 'hit' }, { color: 'black', face: 'hit' }]);
    const option = offered(session, 'Ten Numb')[0];
    expect(option).toMatchObject({ pick: { count: 1, colors: ['blue'], faces: ['crit'] }, targets: { max: 8 } });
    expect(option?.targets?.units.map((unit) => unit.id)).toEqual(['t2']);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'ten', ref: option?.ref ?? '', yes: true, dice: [0], targets: ['t1'] }), /other than the defender/);
    const used = play(session, { type: 'useCardEffect', unit: 'ten', ref: option?.ref ?? '', yes: true, dice: [0], targets: ['t2'] }).session;
    expect(squadronById(used, 't2').damage).toBe(1);
    expect(currentAttackOf(used)?.pool.map((die) => `${die.color} ${die.face}`)).toEqual(['blue hit', 'black hit']);
  });

  it('a black crit is not the blue die it spends; with no blue crit it is not offered', () => {
    const black = rolled([{ color: 'blue', face: 'crit' }, { color: 'blue', face: 'hit' }, { color: 'black', face: 'hit-crit' }]);
    expectMessage(refusal(black, { type: 'useCardEffect', unit: 'ten', ref: refOf(black, 'Ten Numb'), yes: true, dice: [2], targets: ['t2'] }), /spends a blue die, and die 2 is black/);
    expect(offered(rolled([{ color: 'blue', face: 'hit' }, { color: 'blue', face: 'hit' }, { color: 'black', face: 'hit-crit' }]), 'Ten Numb')).toEqual([]);
  });
});

describe('Card · Grand Moff Tarkin · RRG · Commands: at the start of the Ship Phase each friendly ship gains a token of the chosen command', () => {
  it('every friendly ship gains it, a ship holding one already gains none, once per round', () => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Grand Moff Tarkin'), shipEntry(CR90, { id: 'cr1' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    const ship = play(emptySession('armada'), { type: 'setup', seed: 'tarkin', players, firstPlayer: 'p1' }, { type: 'nextPhase' }).session;
    const option = offered(ship, 'Grand Moff Tarkin')[0];
    expect(option).toMatchObject({ command: true });
    expectMessage(refusal(ship, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '' }), /choose the command/);
    const used = play(ship, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', command: 'concentrateFire' });
    expect([shipById(used.session, 'vsd').commandTokens, shipById(used.session, 'cr1').commandTokens, shipById(used.session, 'cr90').commandTokens ?? []]).toEqual([['concentrateFire'], ['concentrateFire'], []]);
    expect(words(used.events)[0]).toMatch(/Concentrate Fire tokens: Victory I-class Star Destroyer gains one; CR90 Corvette A gains one\.$/);
    expectMessage(refusal(used.session, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', command: 'navigate' }), /already used this round/);
  });
});

describe('Card · Commandant Aresko · RRG · Reveal Command Dial: when another friendly ship reveals a command, gain a matching token', () => {
  const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Commandant Aresko'), shipEntry(CR90, { id: 'cr1' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
  const shipPhase = () => play(emptySession('armada'), { type: 'setup', seed: 'aresko', players, firstPlayer: 'p1' }, { type: 'nextPhase' }).session;

  it('the card’s ship gains the command the other ship revealed; the card is exhausted', () => {
    const revealed = play(shipPhase(), { type: 'activateShip', ship: 'cr1' }, { type: 'revealCommand', ship: 'cr1', command: 'squadron', as: 'dial' }).session;
    const used = play(revealed, { type: 'useCardEffect', unit: 'vsd', ref: refOf(revealed, 'Commandant Aresko'), yes: true }).session;
    expect(shipById(used, 'vsd').commandTokens).toEqual(['squadron']);
    expect(shipById(used, 'cr1').commandTokens ?? []).toEqual([]);
    expect(optionsOf(used).cardStates.find((card) => card.unit === 'vsd')?.exhausted).toEqual(['vsd-upgrade-1']);
  });

  it('not before the dial is revealed, not in its own ship’s activation', () => {
    const before = play(shipPhase(), { type: 'activateShip', ship: 'cr1' }).session;
    expectMessage(refusal(before, { type: 'useCardEffect', unit: 'vsd', ref: 'vsd-effect-1', yes: true }), /dial revealed this activation/);
    const own = play(shipPhase(), { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'navigate', as: 'dial' }).session;
    expect(offered(own, 'Commandant Aresko')).toEqual([]);
  });
});

describe('Card · Comms Net · RRG · Commands: after revealing its dial, the ship passes 1 of its command tokens to another friendly ship', () => {
  it('the token leaves this ship and the ship named gains it; a ship already holding one is refused', () => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Comms Net'), shipEntry(CR90, { id: 'cr1' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    const revealed = play(emptySession('armada'), { type: 'setup', seed: 'comms', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'repair', as: 'token' }).session;
    const option = offered(revealed, 'Comms Net')[0];
    expect(option?.targets?.units.map((unit) => unit.id)).toEqual(['cr1']);
    expectMessage(refusal(revealed, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', yes: true, targets: ['cr1'], command: 'navigate' }), /no Navigate token to pass on/);
    const used = play(revealed, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', yes: true, targets: ['cr1'], command: 'repair' }).session;
    expect([shipById(used, 'vsd').commandTokens, shipById(used, 'cr1').commandTokens]).toEqual([[], ['repair']]);
  });
});

describe('Card · Admiral Titus · RRG · Speed: at the start of the first round, 1 enemy ship’s speed changes by 1', () => {
  it('the player names the enemy ship and the way; once a game', () => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Admiral Titus')] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    const command = play(emptySession('armada'), { type: 'setup', seed: 'titus', players, firstPlayer: 'p1' }).session;
    const option = offered(command, 'Admiral Titus')[0];
    expect(option?.targets?.units.map((unit) => unit.id)).toEqual(['cr90']);
    expect(option?.choices?.map((choice) => choice.label)).toEqual(['Speed +1', 'Speed −1']);
    expectMessage(refusal(command, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', targets: ['cr90'] }), /up or down by 1/);
    const used = play(command, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', targets: ['cr90'], speedChange: 1 }).session;
    expect(shipById(used, 'cr90').speed).toBe(3);
    expectMessage(refusal(used, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', targets: ['cr90'], speedChange: -1 }), /already used this game/);
  });
});

describe('Card · Captain Needa and Local Fire Control · RRG · Defense Tokens: a defense token replaced at the start of the game', () => {
  it('Captain Needa: 1 token chosen becomes an evade; Local Fire Control: a salvo', () => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Captain Needa', 'Local Fire Control')] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    const command = play(emptySession('armada'), { type: 'setup', seed: 'needa', players, firstPlayer: 'p1' }).session;
    const tokens = shipById(command, 'vsd').defenseTokens;
    const needa = offered(command, 'Captain Needa')[0];
    expect(needa?.choices?.length).toBe(tokens.length);
    const first = tokens[0]?.id ?? '';
    const evade = play(command, { type: 'useCardEffect', unit: 'vsd', ref: needa?.ref ?? '', token: first }).session;
    expect(shipById(evade, 'vsd').defenseTokens[0]).toMatchObject({ id: first, type: 'evade', state: 'readied' });
    const salvo = play(evade, { type: 'useCardEffect', unit: 'vsd', ref: refOf(evade, 'Local Fire Control'), token: tokens[1]?.id ?? '' }).session;
    expect(shipById(salvo, 'vsd').defenseTokens[1]?.type).toBe('salvo');
    expectMessage(refusal(play(salvo, { type: 'nextPhase' }).session, { type: 'useCardEffect', unit: 'vsd', ref: needa?.ref ?? '', token: first }), /in the Command Phase/);
  });
});

describe('Card · Emperor Palpatine · RRG · Declare Target: an enemy ship that targets his ship spends 1 of its own defense tokens', () => {
  it('offered to the defender before the roll; the attacker’s token named is exhausted (a second spend would discard it)', () => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Emperor Palpatine')] }, { ships: [shipEntry(CR90, { id: 'att' })] });
    const attack = play(emptySession('armada'), { type: 'setup', seed: 'palpatine', players, firstPlayer: 'p2' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'att' }, { type: 'revealCommand', ship: 'att', command: 'navigate', as: 'dial' }, { type: 'declareTarget', attacker: { ship: 'att', hullZone: 'front' }, defender: { ship: 'vsd', hullZone: 'front' }, range: 'close' }).session;
    const option = offered(attack, 'Emperor Palpatine')[0];
    expect(option).toMatchObject({ side: 'defender', question: null });
    expect(option?.choices?.length).toBe(shipById(attack, 'att').defenseTokens.length);
    const token = shipById(attack, 'att').defenseTokens[0]?.id ?? '';
    const used = play(attack, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', token }).session;
    expect(shipById(used, 'att').defenseTokens[0]?.state).toBe('exhausted');
    expect(offered(used, 'Emperor Palpatine')).toEqual([]);
  });
});

describe('Card · Interdictor and Suppressor · RRG · Ship Phase: cards that act when any ship, or an enemy ship, activates', () => {
  const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Interdictor', 'Commander Vanto', 'Suppressor')] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
  const start = () => play(emptySession('armada'), { type: 'setup', seed: 'interdictor', players, firstPlayer: 'p1' }, { type: 'nextPhase' }).session;

  it('Interdictor: when the enemy ship activates, readies the exhausted Commander Vanto', () => {
    const vanto = play(start(), { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'navigate', as: 'dial' }).session;
    const exhausted = play(vanto, { type: 'useCardEffect', unit: 'vsd', ref: refOf(vanto, 'Commander Vanto'), command: 'repair' }, { type: 'endActivation' }, { type: 'activateShip', ship: 'cr90' }).session;
    const option = offered(exhausted, 'Interdictor')[0];
    expect(option?.choices).toEqual([{ label: 'Ready Commander Vanto', extra: { upgrade: 'vsd-upgrade-2' } }]);
    const used = play(exhausted, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', upgrade: 'vsd-upgrade-2' }).session;
    expect(optionsOf(used).cardStates.find((card) => card.unit === 'vsd')?.exhausted).toEqual(['vsd-upgrade-1']);
  });

  it('Suppressor: in the enemy ship’s activation (not its own), 1 readied defense token of that ship is exhausted', () => {
    const own = play(start(), { type: 'activateShip', ship: 'vsd' }).session;
    expect(offered(own, 'Suppressor')).toEqual([]);
    const enemy = play(own, { type: 'endActivation' }, { type: 'activateShip', ship: 'cr90' }).session;
    const token = shipById(enemy, 'cr90').defenseTokens[0]?.id ?? '';
    const used = play(enemy, { type: 'useCardEffect', unit: 'vsd', ref: refOf(enemy, 'Suppressor'), yes: true, token }).session;
    expect(shipById(used, 'cr90').defenseTokens[0]?.state).toBe('exhausted');
  });
});

describe('Card · Phylon Q7 Tractor Beams · RRG · Speed: an enemy ship spends a navigate token or slows by 1, to 1 at least', () => {
  it('the enemy ship named either gives up its navigate token or its speed drops by 1', () => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Phylon Q7 Tractor Beams')] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    const active = play(emptySession('armada'), { type: 'setup', seed: 'phylon', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }).session;
    const option = offered(active, 'Phylon Q7 Tractor Beams')[0];
    expectMessage(refusal(active, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', yes: true, targets: ['cr90'], command: 'navigate' }), /no navigate token/);
    const slowed = play(active, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', yes: true, targets: ['cr90'] }).session;
    expect(shipById(slowed, 'cr90').speed).toBe(1);
    expect(stateOf(slowed).cardStates?.exhausted.map((entry) => entry.card)).toEqual(['vsd-upgrade-1']);
  });
});

describe('Card · "Dutch" Vander · RRG · Squadron activation: the squadron it damages is toggled to activated, or suffers 1 more if it already was', () => {
  const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })], squadrons: [squadronEntry(TIE_FIGHTER, { id: 't1' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [ace('rebel-alliance/dutch-vander', 'dutch')] });
  const attacked = (faces: string[], activatedFirst = false) =>
    play(
      emptySession('armada'),
      { type: 'setup', seed: 'dutch', players, firstPlayer: activatedFirst ? 'p1' : 'p2' },
      { type: 'nextPhase' },
      { type: 'nextPhase', confirm: true },
      ...(activatedFirst ? [{ type: 'activateSquadron', squadron: 't1' }, { type: 'endActivation' }] : [{ type: 'activateSquadron', squadron: 'dutch' }]),
      ...(activatedFirst ? [{ type: 'activateSquadron', squadron: 'dutch' }] : []),
      { type: 'declareTarget', attacker: { squadron: 'dutch' }, defender: { squadron: 't1' }, range: 'distance-1' },
      { type: 'rollAttackDice', dice: faces.map((face) => ({ color: 'blue', face })) },
      { type: 'endAttackEffects' },
      { type: 'resolveDamage' },
    ).session;

  it('after an attack that damaged the TIE, the unactivated TIE is toggled to activated', () => {
    const session = attacked(['hit', 'accuracy', 'accuracy']);
    const option = offered(session, '"Dutch" Vander')[0];
    expect(option).toBeDefined();
    const used = play(session, { type: 'useCardEffect', unit: 'dutch', ref: option?.ref ?? '' }).session;
    expect(squadronById(used, 't1')).toMatchObject({ activated: true, damage: 1 });
  });

  it('an activated TIE suffers 1 more damage instead; with no damage dealt it is not offered', () => {
    const session = attacked(['hit', 'accuracy', 'accuracy'], true);
    const used = play(session, { type: 'useCardEffect', unit: 'dutch', ref: refOf(session, '"Dutch" Vander') }).session;
    expect(squadronById(used, 't1').damage).toBe(2);
    const missed = attacked(['accuracy', 'accuracy', 'accuracy']);
    expect(offered(missed, '"Dutch" Vander')).toEqual([]);
    expectMessage(refusal(missed, { type: 'useCardEffect', unit: 'dutch', ref: 'dutch-effect-1' }), /suffered no damage/);
  });
});

describe('Card · Ruthless Strategists · RRG · Attack: after attacking a squadron, a friendly squadron engaged with it and the defender each suffer 1 damage', () => {
  it('offered to the attacking ship after its anti-squadron attack ends; both squadrons suffer 1', () => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Ruthless Strategists')], squadrons: [squadronEntry(TIE_FIGHTER, { id: 't1' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [squadronEntry(X_WING, { id: 'x1' })] });
    const gathered = play(emptySession('armada'), { type: 'setup', seed: 'ruthless', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'navigate', as: 'dial' }, { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'front' }, defender: { squadron: 'x1' }, range: 'close' }).session;
    const attack = currentAttackOf(gathered);
    const dice = Object.entries(attack?.gathered ?? {}).flatMap(([color, count]) => Array.from({ length: count }, () => ({ color, face: color === 'blue' ? 'accuracy' : 'blank' })));
    const during = play(gathered, { type: 'rollAttackDice', dice }).session;
    expect(offered(during, 'Ruthless Strategists')).toEqual([]);
    const ended = play(during, { type: 'endAttackEffects' }, { type: 'resolveDamage' }).session;
    const option = offered(ended, 'Ruthless Strategists')[0];
    expect(option?.targets?.units.map((unit) => unit.id)).toEqual(['t1']);
    const used = play(ended, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', yes: true, targets: ['t1'] }).session;
    expect([squadronById(used, 't1').damage, squadronById(used, 'x1').damage]).toEqual([1, 1]);
  });
});

describe('Card · Admiral Piett · RRG · Commands: a friendly ship that spent only a token resolves the command as if it had spent the dial', () => {
  const players = rosters({ ships: [{ ...shipEntry(VICTORY, { id: 'vsd' }), engineering: 4 }, fitted(shipEntry(CR90, { id: 'flag' }), 'Admiral Piett')] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
  const tokenSpent = () =>
    play(emptySession('armada'), { type: 'setup', seed: 'piett', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'repair', as: 'token' }, { type: 'spendCommandToken', ship: 'vsd', command: 'repair' }).session;

  it('the Victory’s repair token gives the dial’s engineering points; the commander is exhausted', () => {
    const session = tokenSpent();
    expect(optionsOf(session).shipCommands?.engineeringLeft).toBe(2);
    const used = play(session, { type: 'useCardEffect', unit: 'flag', ref: refOf(session, 'Admiral Piett') }).session;
    expect(optionsOf(used).shipCommands?.engineeringLeft).toBe(4);
    expect(optionsOf(used).cardStates.find((card) => card.unit === 'flag')?.exhausted).toEqual(['flag-upgrade-1']);
  });

  it('refused with a revealed dial (no token alone)', () => {
    const dial = play(emptySession('armada'), { type: 'setup', seed: 'piett', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'repair', as: 'dial' }).session;
    expectMessage(refusal(dial, { type: 'useCardEffect', unit: 'flag', ref: 'flag-effect-1' }), /spent no .* token alone/);
  });
});

describe('Card · Adar Tallon · RRG · Squadron command: 1 squadron activated by it is toggled back to unactivated', () => {
  it('names a friendly activated squadron; an unactivated one is refused', () => {
    const players = rosters({ ships: [{ ...fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Adar Tallon'), squadronValue: 2 }], squadrons: [squadronEntry(TIE_FIGHTER, { id: 't1' }), squadronEntry(TIE_FIGHTER, { id: 't2' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    const commanded = play(emptySession('armada'), { type: 'setup', seed: 'tallon', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'squadron', as: 'dial' }, { type: 'activateSquadron', squadron: 't1' }, { type: 'endActivation' }).session;
    const ref = refOf(commanded, 'Adar Tallon');
    expectMessage(refusal(commanded, { type: 'useCardEffect', unit: 'vsd', ref, yes: true, targets: ['t2'] }), /has not activated/);
    const used = play(commanded, { type: 'useCardEffect', unit: 'vsd', ref, yes: true, targets: ['t1'] }).session;
    expect(squadronById(used, 't1').activated).toBe(false);
  });
});

describe('Card · Dominator · RRG · Attack: at close–medium range, each shield spent from a zone adds 1 blue die (up to 2)', () => {
  it('two uses, each spending a shield of the zone named and rolling a blue die into the pool; long range is refused', () => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Dominator')] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    const declare = (range: 'close' | 'long') =>
      play(emptySession('armada'), { type: 'setup', seed: 'dominator', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'navigate', as: 'dial' }, { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range }).session;
    const close = declare('close');
    const dice = Object.entries(currentAttackOf(close)?.gathered ?? {}).flatMap(([color, count]) => Array.from({ length: count }, () => ({ color, face: 'hit' })));
    const rolled = play(close, { type: 'rollAttackDice', dice }).session;
    const size = currentAttackOf(rolled)?.pool.length ?? 0;
    const left = shipById(rolled, 'vsd').hullZones.find((zone) => zone.zone === 'left')?.shields ?? 0;
    const [first, second] = offered(rolled, 'Dominator');
    expect(first?.zone).toBe(true);
    const once = play(rolled, { type: 'useCardEffect', unit: 'vsd', ref: first?.ref ?? '', zone: 'left', faces: ['hit'] }).session;
    const twice = play(once, { type: 'useCardEffect', unit: 'vsd', ref: second?.ref ?? '', zone: 'left', rollForMe: true }).session;
    expect(currentAttackOf(twice)?.pool.length).toBe(size + 2);
    expect(currentAttackOf(twice)?.pool.slice(size).every((die) => die.color === 'blue')).toBe(true);
    expect(shipById(twice, 'vsd').hullZones.find((zone) => zone.zone === 'left')?.shields).toBe(left - 2);
    const far = declare('long');
    const farDice = Object.entries(currentAttackOf(far)?.gathered ?? {}).flatMap(([color, count]) => Array.from({ length: count }, () => ({ color, face: 'hit' })));
    expect(offered(play(far, { type: 'rollAttackDice', dice: farDice }).session, 'Dominator')).toEqual([]);
  });
});

/** Every gathered die entered with one face per colour (a miss unless said). */
const gatheredDice = (session: Session, faces: Partial<Record<'red' | 'blue' | 'black', string>> = {}) =>
  Object.entries(currentAttackOf(session)?.gathered ?? {}).flatMap(([color, count]) => Array.from({ length: count }, () => ({ color, face: faces[color as 'red'] ?? (color === 'blue' ? 'accuracy' : 'blank') })));

describe('Card · Avenger · RRG · Spend Defense Tokens: exhausted, the defender spends at most 1 exhausted defense token this attack', () => {
  const players = rosters({ ships: [fitted(shipEntry(ISD, { id: 'isd' }), 'Avenger')] }, { ships: [shipEntry(VICTORY, { id: 'vsd' })] });
  const rolled = () => {
    const setup = play(emptySession('armada'), { type: 'setup', seed: 'avenger', players, firstPlayer: 'p1' }).session;
    const [brace, redirect] = shipById(setup, 'vsd').defenseTokens;
    const declared = play(
      setup,
      { type: 'spendDefenseTokenAsCost', token: brace?.id ?? '' },
      { type: 'spendDefenseTokenAsCost', token: redirect?.id ?? '' },
      { type: 'nextPhase' },
      { type: 'activateShip', ship: 'isd' },
      { type: 'revealCommand', ship: 'isd', command: 'navigate', as: 'dial' },
      { type: 'declareTarget', attacker: { ship: 'isd', hullZone: 'front' }, defender: { ship: 'vsd', hullZone: 'front' }, range: 'close' },
    ).session;
    return { session: play(declared, { type: 'rollAttackDice', dice: gatheredDice(declared, { red: 'hit', blue: 'hit', black: 'hit' }) }).session, brace: brace?.id ?? '', redirect: redirect?.id ?? '' };
  };

  it('used, the second exhausted token is refused in words; a readied one is still spent', () => {
    const { session, brace, redirect } = rolled();
    const used = play(session, { type: 'useCardEffect', unit: 'isd', ref: refOf(session, 'Avenger') }, { type: 'endAttackEffects' }, { type: 'spendDefenseToken', token: brace }).session;
    expectMessage(refusal(used, { type: 'spendDefenseToken', token: redirect, zone: 'left' }), /Avenger: the defender cannot spend more than 1 exhausted defense token/);
    const readied = shipById(used, 'vsd').defenseTokens[2]?.id ?? '';
    expect(play(used, { type: 'spendDefenseToken', token: readied, zone: 'left' }).events.length).toBeGreaterThan(0);
  });

  it('not used, both exhausted tokens may be spent', () => {
    const { session, brace, redirect } = rolled();
    const spent = play(session, { type: 'endAttackEffects' }, { type: 'spendDefenseToken', token: brace }, { type: 'spendDefenseToken', token: redirect, zone: 'left' }).session;
    expect(shipById(spent, 'vsd').defenseTokens.slice(0, 2).map((token) => token.state)).toEqual(['discarded', 'discarded']);
  });
});

describe('Card · Defense Liaison · RRG · Reveal Command Dial: before revealing, 1 command token spent changes the dial to navigate or repair', () => {
  it('the token is spent, and the dial then reveals the new command (another is refused)', () => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Defense Liaison')] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    const start = play(emptySession('armada'), { type: 'setup', seed: 'liaison', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'squadron', as: 'token' }, { type: 'endActivation' }).session;
    // Round 2: the Victory holds a squadron token from round 1.
    const round2 = play(start, { type: 'activateShip', ship: 'cr90' }, { type: 'endActivation' }, { type: 'nextPhase', confirm: true }, { type: 'nextPhase', confirm: true }, { type: 'nextPhase', confirm: true }, { type: 'nextPhase', confirm: true }, { type: 'activateShip', ship: 'vsd' }).session;
    const option = offered(round2, 'Defense Liaison')[0];
    expect(option?.choices?.map((choice) => choice.label)).toEqual(['Spend the squadron token: dial → Navigate', 'Spend the squadron token: dial → Repair']);
    const changed = play(round2, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', paidCommand: 'squadron', command: 'repair' }).session;
    expect(shipById(changed, 'vsd').commandTokens).toEqual([]);
    expectMessage(refusal(changed, { type: 'revealCommand', ship: 'vsd', command: 'concentrateFire', as: 'dial' }), /Defense Liaison changed .* dial to Repair/);
    const revealed = play(changed, { type: 'revealCommand', ship: 'vsd', command: 'repair', as: 'dial' }).session;
    expect(offered(revealed, 'Defense Liaison')).toEqual([]);
  });
});

describe('Card · Cluster Bombs · RRG · Attack: after a squadron attacks this ship, even destroyed, 4 blue dice rolled: 1 damage to it per hit and crit', () => {
  it('the faces entered count hits and crits (an accuracy none); the card is discarded', () => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Cluster Bombs')] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [squadronEntry(X_WING, { id: 'x1' })] });
    const attacked = play(
      emptySession('armada'),
      { type: 'setup', seed: 'cluster', players, firstPlayer: 'p2' },
      { type: 'nextPhase' },
      { type: 'nextPhase', confirm: true },
      { type: 'activateSquadron', squadron: 'x1' },
      { type: 'declareTarget', attacker: { squadron: 'x1' }, defender: { ship: 'vsd', hullZone: 'front' }, range: 'distance-1' },
    ).session;
    const ended = play(attacked, { type: 'rollAttackDice', dice: gatheredDice(attacked) }, { type: 'endAttackEffects' }, { type: 'resolveDamage' }).session;
    const option = offered(ended, 'Cluster Bombs')[0];
    expect(option).toMatchObject({ side: null, rolls: 'add' });
    const used = play(ended, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', faces: ['hit', 'crit', 'accuracy', 'accuracy'] });
    expect(squadronById(used.session, 'x1').damage).toBe(2);
    expect(words(used.events)[0]).toMatch(/rolled hit, crit, accuracy, accuracy: X-wing Squadron suffers 2 damage/);
    expect(optionsOf(used.session).cardStates.find((card) => card.unit === 'vsd')?.discarded).toEqual(['vsd-upgrade-1']);
  });
});

describe('Card · Darth Vader (weapons team) · RRG · Reveal Command Dial: discarding a squadron dial or token, 1 non-commander upgrade of an enemy ship is discarded', () => {
  it('the squadron dial revealed is discarded (no squadron command left), and the chosen upgrade of the enemy ship; its commander is not offered', () => {
    const enemy = { ...shipEntry(CR90, { id: 'cr90' }), upgrades: [{ name: 'Leia Organa', slot: 'Commander', points: 0 }, { name: 'Electronic Countermeasures', slot: 'Defensive Retrofit', points: 0 }] };
    const found = effectsOfCard('Darth Vader', upgradeFactsOf('Darth Vader', 'When you reveal a command, you may discard a [Squadron] dial or token and this card…', ['Weapons Team', 'Offensive Retrofit']), 'upgrade-1');
    const vader = { ...shipEntry(VICTORY, { id: 'vsd' }), upgrades: [{ name: 'Darth Vader', slot: 'Weapons Team', points: 0 }], effects: found.effects, yourCalls: found.yourCalls };
    const players = rosters({ ships: [vader] }, { ships: [enemy] });
    const revealed = play(emptySession('armada'), { type: 'setup', seed: 'vader', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'squadron', as: 'dial' }).session;
    const option = offered(revealed, 'Darth Vader')[0];
    expect(option?.choices).toEqual([{ label: 'CR90 Corvette A: Electronic Countermeasures', extra: { targets: ['cr90'], upgrade: 'cr90-upgrade-2' } }]);
    expectMessage(refusal(revealed, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', yes: true, targets: ['cr90'], upgrade: 'cr90-upgrade-1' }), /cannot choose a commander/);
    const used = play(revealed, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', yes: true, targets: ['cr90'], upgrade: 'cr90-upgrade-2' }).session;
    expect(stateOf(used).cardStates?.discarded).toEqual(['vsd-upgrade-1', 'cr90-upgrade-2']);
    expect(optionsOf(used).shipCommands?.squadronsLeft ?? 0).toBe(0);
  });
});

describe('Card · Parts Resupply and Phoenix Home · RRG · Commands: a repair token passed to another ship; a title that holds 4 tokens', () => {
  it('Parts Resupply: the repair token leaves this ship for the friendly ship named', () => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Parts Resupply'), shipEntry(CR90, { id: 'cr1' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    const revealed = play(emptySession('armada'), { type: 'setup', seed: 'parts', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'repair', as: 'token' }).session;
    const used = play(revealed, { type: 'useCardEffect', unit: 'vsd', ref: refOf(revealed, 'Parts Resupply'), yes: true, targets: ['cr1'] }).session;
    expect([shipById(used, 'vsd').commandTokens, shipById(used, 'cr1').commandTokens]).toEqual([[], ['repair']]);
  });

  it('Phoenix Home: a ship of command 1 keeps a second token; never offered as a tap', () => {
    const players = rosters({ ships: [fitted(shipEntry(CR90, { id: 'home' }), 'Phoenix Home', 'Commander Vanto')] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    const session = play(emptySession('armada'), { type: 'setup', seed: 'phoenix', players, firstPlayer: 'p1' }).session;
    expect(offered(session, 'Phoenix Home')).toEqual([]);
    expect(shipById(session, 'home').command).toBe(1);
    const active = play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'home' }, { type: 'revealCommand', ship: 'home', command: 'navigate', as: 'token' }).session;
    const more = play(active, { type: 'useCardEffect', unit: 'home', ref: refOf(active, 'Commander Vanto'), command: 'squadron' }).session;
    expect(shipById(more, 'home').commandTokens).toEqual(['navigate', 'squadron']);
  });
});

describe('Card · Leia Organa · RRG · Commands: a friendly ship resolving its dial counts the matching token too, then resolves no other command this round', () => {
  it('the repair dial gives the dial’s and the token’s engineering points; a token spent after is refused', () => {
    const players = rosters({ ships: [{ ...shipEntry(VICTORY, { id: 'vsd' }), engineering: 4 }, fitted(shipEntry(CR90, { id: 'flag' }), 'Leia Organa')] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    const dial = play(emptySession('armada'), { type: 'setup', seed: 'leia', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'repair', as: 'dial' }).session;
    expect(optionsOf(dial).shipCommands?.engineeringLeft).toBe(4);
    const used = play(dial, { type: 'useCardEffect', unit: 'flag', ref: refOf(dial, 'Leia Organa'), yes: true }).session;
    expect(optionsOf(used).shipCommands?.engineeringLeft).toBe(6);
    expectMessage(refusal(used, { type: 'spendCommandToken', ship: 'vsd', command: 'navigate' }), /Leia Organa: .* resolves no other command this round/);
  });
});

describe('Card · Heavy Fire Zone and Insidious · RRG · Gather Dice: the dice gathered change before the roll', () => {
  it('Heavy Fire Zone: against a squadron no friendly squadron engages, the blue anti-squadron dice become red; engaged, it is not offered', () => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Heavy Fire Zone')], squadrons: [squadronEntry(TIE_FIGHTER, { id: 't1' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [squadronEntry(X_WING, { id: 'x1' })] });
    const start = play(emptySession('armada'), { type: 'setup', seed: 'hfz', players, firstPlayer: 'p1' }).session;
    const attack = (session: Session) => play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'navigate', as: 'dial' }, { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'front' }, defender: { squadron: 'x1' }, range: 'close' }).session;
    const free = attack(start);
    const blue = currentAttackOf(free)?.gathered.blue ?? 0;
    expect(blue).toBeGreaterThan(0);
    const used = play(free, { type: 'useCardEffect', unit: 'vsd', ref: refOf(free, 'Heavy Fire Zone') }).session;
    expect(currentAttackOf(used)?.gathered).toMatchObject({ blue: 0, red: (currentAttackOf(free)?.gathered.red ?? 0) + blue });
    const engaged = attack(play(start, { type: 'declareEngagement', squadron: 'x1', engagedWith: ['t1'] }).session);
    expect(offered(engaged, 'Heavy Fire Zone')).toEqual([]);
  });

  it('Insidious: attacking a rear hull zone at medium range, the front battery’s black dice are gathered too', () => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Insidious')] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    const declare = (zone: 'rear' | 'front') => play(emptySession('armada'), { type: 'setup', seed: 'insidious', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'navigate', as: 'dial' }, { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: zone }, range: 'medium' }).session;
    const rear = declare('rear');
    const printed = shipById(rear, 'vsd').hullZones.find((zone) => zone.zone === 'front')?.battery.black ?? 0;
    expect(printed).toBeGreaterThan(0);
    expect(currentAttackOf(rear)?.gathered.black).toBe(0);
    const used = play(rear, { type: 'useCardEffect', unit: 'vsd', ref: refOf(rear, 'Insidious') }).session;
    expect(currentAttackOf(used)?.gathered.black).toBe(printed);
    expect(offered(declare('front'), 'Insidious')).toEqual([]);
  });
});

describe('Card · Boarding Troopers and Boarding Engineers · RRG · Reveal Command Dial: an enemy ship at close range spends tokens, or has facedown cards flipped', () => {
  const enemyShip = () => shipEntry(CR90, { id: 'cr90' });
  const revealed = (card: string, extra: Partial<ShipRosterEntry>, before: unknown[] = []) => {
    const players = rosters({ ships: [{ ...fitted(shipEntry(VICTORY, { id: 'vsd' }), card), ...extra }] }, { ships: [enemyShip()] });
    return play(emptySession('armada'), { type: 'setup', seed: 'boarding', players, firstPlayer: 'p1' }, ...(before as never[]), { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'squadron', as: 'dial' }).session;
  };

  it('Boarding Troopers: up to the squadron value of the enemy’s tokens are spent (readied → exhausted); one more is refused', () => {
    const session = revealed('Boarding Troopers', { squadronValue: 2 });
    const option = offered(session, 'Boarding Troopers')[0];
    expect(option?.picks).toMatchObject({ max: 2, field: 'tokens', targetFromPicks: true });
    const [a, b, c] = shipById(session, 'cr90').defenseTokens.map((token) => token.id);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', yes: true, targets: ['cr90'], tokens: [a ?? '', b ?? '', c ?? ''] }), /up to 2 defense tokens/);
    const used = play(session, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', yes: true, targets: ['cr90'], tokens: [a ?? '', b ?? ''] }).session;
    expect(shipById(used, 'cr90').defenseTokens.map((token) => token.state)).toEqual(['exhausted', 'exhausted', 'readied']);
    expect(stateOf(used).cardStates?.discarded).toEqual(['vsd-upgrade-1']);
  });

  it('Boarding Engineers: the facedown cards named are turned faceup, up to the engineering value', () => {
    const session = revealed('Boarding Engineers', { engineering: 1 }, [
      { type: 'dealDamageCard', ship: 'cr90', faceup: false, drawForMe: true },
      { type: 'dealDamageCard', ship: 'cr90', faceup: false, drawForMe: true },
    ]);
    const cards = shipById(session, 'cr90').damageCards.map((card) => card.id);
    const option = offered(session, 'Boarding Engineers')[0];
    expect(option?.picks?.items.map((item) => item.id)).toEqual(cards);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', yes: true, targets: ['cr90'], cards }), /up to 1 facedown damage card/);
    const used = play(session, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', yes: true, targets: ['cr90'], cards: [cards[0] ?? ''] });
    // Turned faceup, the card resolves as if dealt faceup (an immediate one may then turn facedown again); the other stays untouched.
    expect((used.events as ArmadaEvent[]).filter((event) => event.type === 'damageCardFlipped' && event.faceup).map((event) => (event.type === 'damageCardFlipped' ? event.cardId : ''))).toContain(cards[0]);
    expect(shipById(used.session, 'cr90').damageCards.find((card) => card.id === cards[1])?.faceup).toBe(false);
  });
});

describe('Card · General Tagge · RRG · Ship Phase: on his round tokens, each friendly ship recovers 1 discarded defense token', () => {
  it('the tokens named are recovered, one per ship', () => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'General Tagge'), shipEntry(CR90, { id: 'cr1' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    const setup = play(emptySession('armada'), { type: 'setup', seed: 'tagge', players, firstPlayer: 'p1' }).session;
    const [v1, v2] = shipById(setup, 'vsd').defenseTokens.map((token) => token.id);
    const [c1] = shipById(setup, 'cr1').defenseTokens.map((token) => token.id);
    const discard = (token: string) => [{ type: 'spendDefenseTokenAsCost', token }, { type: 'spendDefenseTokenAsCost', token }];
    const ship = play(setup, ...(discard(v1 ?? '') as never[]), ...(discard(v2 ?? '') as never[]), ...(discard(c1 ?? '') as never[]), { type: 'nextPhase' }).session;
    const option = offered(ship, 'General Tagge')[0];
    expect(option?.picks?.items.map((item) => item.id)).toEqual([v1, v2, c1]);
    expectMessage(refusal(ship, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', yes: true, tokens: [v1 ?? '', v2 ?? ''] }), /each friendly ship recovers 1 token/);
    const used = play(ship, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', yes: true, tokens: [v1 ?? '', c1 ?? ''] }).session;
    expect([shipById(used, 'vsd').defenseTokens.map((token) => token.state), shipById(used, 'cr1').defenseTokens[0]?.state]).toEqual([['readied', 'discarded', 'readied'], 'readied']);
  });
});

describe('Card · Governor Pryce · RRG · Modify Dice: a shield of the attacking zone spent changes 1 die to any face but an accuracy', () => {
  it('the die picked shows the face named; an accuracy is refused; once per activation', () => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Governor Pryce')] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    const declared = play(emptySession('armada'), { type: 'setup', seed: 'pryce', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'navigate', as: 'dial' }, { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' }).session;
    const rolled = play(declared, { type: 'rollAttackDice', dice: gatheredDice(declared) }).session;
    const option = offered(rolled, 'Governor Pryce')[0];
    expect(option?.faceChoice).toEqual(['blank', 'hit', 'crit', 'hit-hit', 'hit-crit']);
    const red = currentAttackOf(rolled)?.pool.findIndex((die) => die.color === 'red') ?? -1;
    expectMessage(refusal(rolled, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', dice: [red], faces: ['accuracy'] }), /cannot change a die to accuracy/);
    const front = shipById(rolled, 'vsd').hullZones.find((zone) => zone.zone === 'front')?.shields ?? 0;
    const used = play(rolled, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', dice: [red], faces: ['hit-hit'] }).session;
    expect(currentAttackOf(used)?.pool[red]?.face).toBe('hit-hit');
    expect(shipById(used, 'vsd').hullZones.find((zone) => zone.zone === 'front')?.shields).toBe(front - 1);
    expect(offered(used, 'Governor Pryce')).toEqual([]);
  });
});

describe('Card · Damage Control Officer · RRG · Contain: having spent a contain, the attacker resolves no critical effect at all', () => {
  it('after it, the attacker’s blue-crit card (Overload Pulse) is no longer offered', () => {
    const players = rosters({ ships: [fitted(shipEntry('galactic-empire/arquitens-class-light-cruiser', { id: 'arq' }), 'Damage Control Officer')] }, { ships: [fitted(shipEntry(CR90, { id: 'cr90' }), 'Overload Pulse')] });
    const declared = play(emptySession('armada'), { type: 'setup', seed: 'dco', players, firstPlayer: 'p2' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'cr90' }, { type: 'revealCommand', ship: 'cr90', command: 'navigate', as: 'dial' }, { type: 'declareTarget', attacker: { ship: 'cr90', hullZone: 'front' }, defender: { ship: 'arq', hullZone: 'front' }, range: 'close' }).session;
    const rolled = play(declared, { type: 'rollAttackDice', dice: gatheredDice(declared, { red: 'crit', blue: 'crit' }) }, { type: 'endAttackEffects' }).session;
    const contain = shipById(rolled, 'arq').defenseTokens.find((token) => token.type === 'contain')?.id ?? '';
    const spent = play(rolled, { type: 'spendDefenseToken', token: contain }).session;
    expect(offered(spent, 'Overload Pulse').length).toBe(1);
    const used = play(spent, { type: 'useCardEffect', unit: 'arq', ref: refOf(spent, 'Damage Control Officer') }).session;
    expect(offered(used, 'Overload Pulse')).toEqual([]);
    expectMessage(refusal(used, { type: 'useCardEffect', unit: 'cr90', ref: refOf(spent, 'Overload Pulse') }), /Damage Control Officer: the attacker resolves no critical effect/);
  });
});

describe('Card · Gunnery Team · RRG · Attack: with a concentrate fire command, the next attack may come from a zone that attacked; a zone never targets the same unit twice', () => {
  const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Gunnery Team')] }, { ships: [shipEntry(CR90, { id: 'cr1' }), shipEntry(CR90, { id: 'cr2' })] });
  const firstAttack = () => {
    const declared = play(emptySession('armada'), { type: 'setup', seed: 'gunnery', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'concentrateFire', as: 'dial' }, { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'front' }, defender: { ship: 'cr1', hullZone: 'front' }, range: 'close' }).session;
    return play(declared, { type: 'rollAttackDice', dice: gatheredDice(declared) }, { type: 'endAttackEffects' }, { type: 'resolveDamage' }).session;
  };

  it('used, the front zone attacks again, another ship; the same ship again from that zone is refused', () => {
    const after = firstAttack();
    const again = { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'front' }, defender: { ship: 'cr2', hullZone: 'front' }, range: 'close' };
    expectMessage(refusal(after, again), /already attacked from its front hull zone/);
    const used = play(after, { type: 'useCardEffect', unit: 'vsd', ref: refOf(after, 'Gunnery Team') }).session;
    expectMessage(refusal(used, { ...again, defender: { ship: 'cr1', hullZone: 'rear' } }), /Gunnery Team: each hull zone targets CR90 Corvette A at most once/);
    const second = play(used, again).session;
    expect(currentAttackOf(second)?.defender).toEqual({ kind: 'ship', id: 'cr2', hullZone: 'front' });
  });
});

describe('Card · Repair Crews · RRG · Repair: instead of the engineering points, 1 damage card of a friendly ship is discarded', () => {
  it('the card named leaves the friendly ship; the repair command has no engineering points left', () => {
    const players = rosters({ ships: [{ ...fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Repair Crews'), engineering: 4 }, shipEntry(CR90, { id: 'cr1' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    const repairing = play(emptySession('armada'), { type: 'setup', seed: 'crews', players, firstPlayer: 'p1' }, { type: 'dealDamageCard', ship: 'cr1', faceup: false, drawForMe: true }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'repair', as: 'dial' }).session;
    const card = shipById(repairing, 'cr1').damageCards[0]?.id ?? '';
    const option = offered(repairing, 'Repair Crews')[0];
    expect(option?.picks?.items.map((item) => item.id)).toEqual([card]);
    const used = play(repairing, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', yes: true, targets: ['cr1'], cards: [card] }).session;
    expect(shipById(used, 'cr1').damageCards).toEqual([]);
    expect(optionsOf(used).shipCommands?.engineeringLeft).toBe(0);
  });
});

describe('Card · XI7 Turbolasers · RRG · Redirect: the defender redirects at most 1 damage to each zone other than the defending one', () => {
  it('the damage preview caps the redirect at 1 however many shields the zone holds', () => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'XI7 Turbolasers')] }, { ships: [shipEntry(VICTORY, { id: 'def' })] });
    const declared = play(emptySession('armada'), { type: 'setup', seed: 'xi7', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'navigate', as: 'dial' }, { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'front' }, defender: { ship: 'def', hullZone: 'front' }, range: 'close' }).session;
    const redirect = shipById(declared, 'def').defenseTokens.find((token) => token.type === 'redirect')?.id ?? '';
    const spent = play(declared, { type: 'rollAttackDice', dice: gatheredDice(declared, { red: 'hit-hit', blue: 'hit', black: 'hit' }) }, { type: 'endAttackEffects' }, { type: 'spendDefenseToken', token: redirect, zone: 'left' }).session;
    expect(shipById(spent, 'def').hullZones.find((zone) => zone.zone === 'left')?.shields).toBeGreaterThan(1);
    expect(optionsOf(spent).attack?.damage).toMatchObject({ redirectMax: 1 });
  });
});

describe('Card · Commander Sato · RRG · Gather Dice: near a friendly squadron, up to 2 gathered dice become dice of other colours', () => {
  it('two taps, one die each; a colour not gathered is refused', () => {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' }), fitted(shipEntry(CR90, { id: 'flag' }), 'Commander Sato')] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    const declared = play(emptySession('armada'), { type: 'setup', seed: 'sato', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'navigate', as: 'dial' }, { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' }).session;
    const before = currentAttackOf(declared)?.gathered ?? { red: 0, blue: 0, black: 0 };
    const [first, second] = offered(declared, 'Commander Sato');
    expect(first?.choices?.map((choice) => choice.label)).toContain('1 red die → black');
    const once = play(declared, { type: 'useCardEffect', unit: 'flag', ref: first?.ref ?? '', yes: true, fromColor: 'red', color: 'black' }).session;
    const twice = play(once, { type: 'useCardEffect', unit: 'flag', ref: second?.ref ?? '', yes: true, fromColor: 'red', color: 'black' }).session;
    expect(currentAttackOf(twice)?.gathered).toEqual({ ...before, red: before.red - 2, black: before.black + 2 });
  });
});

describe('Card · Wide-Area Barrage · RRG · Critical Effects: a black crit makes 1 other unit near the defender suffer half the black hits, rounded up', () => {
  it('2 black hit icons (a hit + crit and a hit): the squadron named suffers 1; the defender itself is refused', () => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Wide-Area Barrage')] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [squadronEntry(X_WING, { id: 'x1' })] });
    const declared = play(emptySession('armada'), { type: 'setup', seed: 'barrage', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'navigate', as: 'dial' }, { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' }).session;
    const gathered = currentAttackOf(declared)?.gathered ?? { red: 0, blue: 0, black: 0 };
    expect(gathered.black).toBeGreaterThanOrEqual(2);
    const blacks = Array.from({ length: gathered.black }, (_, n) => ({ color: 'black', face: n === 0 ? 'hit-crit' : n === 1 ? 'hit' : 'blank' }));
    const dice = [...Array.from({ length: gathered.red }, () => ({ color: 'red', face: 'blank' })), ...Array.from({ length: gathered.blue }, () => ({ color: 'blue', face: 'accuracy' })), ...blacks];
    const rolled = play(declared, { type: 'rollAttackDice', dice }, { type: 'endAttackEffects' }).session;
    const option = offered(rolled, 'Wide-Area Barrage')[0];
    expect(option?.targets?.units.map((unit) => unit.id)).toEqual(['vsd', 'x1']);
    expectMessage(refusal(rolled, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', yes: true, targets: ['cr90'] }), /other than the defender/);
    const used = play(rolled, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', yes: true, targets: ['x1'] }).session;
    expect(squadronById(used, 'x1').damage).toBe(1);
  });
});

describe('Card · Biggs Darklighter · RRG · Resolve Damage: a friendly Escort squadron takes 1 less, and a friendly Escort squadron near him suffers it', () => {
  it('the defending X-wing’s total drops by 1 and the squadron named suffers 1', () => {
    const biggs = ace('rebel-alliance/biggs-darklighter', 'biggs');
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })], squadrons: [squadronEntry(TIE_FIGHTER, { id: 't1' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [biggs, squadronEntry(X_WING, { id: 'x1' }), squadronEntry(X_WING, { id: 'x2' })] });
    const rolled = play(emptySession('armada'), { type: 'setup', seed: 'biggs', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'nextPhase', confirm: true }, { type: 'activateSquadron', squadron: 't1' }, { type: 'declareTarget', attacker: { squadron: 't1' }, defender: { squadron: 'x1' }, range: 'distance-1' }, { type: 'rollAttackDice', dice: [{ color: 'blue', face: 'hit' }, { color: 'blue', face: 'hit' }, { color: 'blue', face: 'hit' }] }, { type: 'endAttackEffects' }).session;
    const option = offered(rolled, 'Biggs Darklighter')[0];
    expect(option?.targets?.units.map((unit) => unit.id)).toEqual(['biggs', 'x2']);
    const used = play(rolled, { type: 'useCardEffect', unit: 'biggs', ref: option?.ref ?? '', yes: true, targets: ['x2'] }, { type: 'resolveDamage' }).session;
    expect([squadronById(used, 'x1').damage, squadronById(used, 'x2').damage]).toEqual([2, 1]);
  });
});

const isbSquadrons = Object.values((JSON.parse(readFileSync(join(DATA, 'armada-isb/public/converted-json/squadrons/squadrons.json'), 'utf8')) as { squadrons: Record<string, { name: string; 'ace-name': string; ability: string }> }).squadrons);
/** An ISB named squadron's facts, carried by a squadron entry of the FFG data (its stats are not what the test is about). */
function isbAce(ace: string, ship: string, entry: ReturnType<typeof squadronEntry>) {
  const card = isbSquadrons.find((candidate) => candidate['ace-name'].trim() === ace && candidate.name === ship);
  if (!card) throw new Error(`no ISB squadron ${ace}`);
  // An ace has defense tokens (a plain X-wing has none): two, as the ISB aces print.
  return { ...entry, name: ace, defenseTokens: ['brace', 'scatter'] as typeof entry.defenseTokens, ...effectsOfCard(ace, squadronFactsOf(ace, ship, card.ability, [])) };
}

describe('Card · Munitions Resupply · RRG · Salvo: a readied token spent for the salvo effect; the defender attacks back', () => {
  it('used, the attack ends in a salvo attack by the defender; a second salvo effect is refused', () => {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })] }, { ships: [fitted(shipEntry(CR90, { id: 'cr90' }), 'Munitions Resupply')] });
    const declared = play(emptySession('armada'), { type: 'setup', seed: 'munitions', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'navigate', as: 'dial' }, { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' }).session;
    const spending = play(declared, { type: 'rollAttackDice', dice: gatheredDice(declared) }, { type: 'endAttackEffects' }).session;
    const option = offered(spending, 'Munitions Resupply')[0];
    const used = play(spending, { type: 'useCardEffect', unit: 'cr90', ref: option?.ref ?? '' }).session;
    expect(shipById(used, 'cr90').defenseTokens.filter((token) => token.state === 'exhausted').length).toBe(1);
    const salvo = play(used, { type: 'resolveDamage' }).session;
    expect(currentAttackOf(salvo)).toMatchObject({ kind: 'salvo', attacker: { kind: 'ship', id: 'cr90', hullZone: 'rear' }, defender: { kind: 'ship', id: 'vsd', hullZone: 'front' } });
  });
});

describe('Card · Implacable and Axe · RRG · Resolve Damage: a friendly unit nearby takes less damage, paid with front shields or Axe’s own token', () => {
  it('Implacable: 2 front shields spent take 2 off a nearby friendly ship’s total; exhausted, its other use is not offered', () => {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })] }, { ships: [fitted(shipEntry(VICTORY, { id: 'imp' }), 'Implacable'), shipEntry(CR90, { id: 'cr90' })] });
    const declared = play(emptySession('armada'), { type: 'setup', seed: 'implacable', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'navigate', as: 'dial' }, { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' }).session;
    const spending = play(declared, { type: 'rollAttackDice', dice: gatheredDice(declared, { red: 'hit', blue: 'hit', black: 'hit' }) }, { type: 'endAttackEffects' }).session;
    const before = optionsOf(spending).attack?.damage?.total ?? 0;
    const front = shipById(spending, 'imp').hullZones.find((zone) => zone.zone === 'front')?.shields ?? 0;
    const [, two] = offered(spending, 'Implacable');
    const used = play(spending, { type: 'useCardEffect', unit: 'imp', ref: two?.ref ?? '', yes: true }).session;
    expect(optionsOf(used).attack?.damage?.total).toBe(before - 2);
    expect(shipById(used, 'imp').hullZones.find((zone) => zone.zone === 'front')?.shields).toBe(front - 2);
    expect(offered(used, 'Implacable')).toEqual([]);
  });

  it('Axe: spends one of Axe’s own tokens (not the defender’s) to take 1 off the total of another friendly squadron', () => {
    const axe = isbAce('Axe', 'V-19 Torrent Squadron', squadronEntry(X_WING, { id: 'axe' }));
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })], squadrons: [squadronEntry(TIE_FIGHTER, { id: 't1' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [axe, squadronEntry(X_WING, { id: 'x1' })] });
    const rolled = play(emptySession('armada'), { type: 'setup', seed: 'axe', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'nextPhase', confirm: true }, { type: 'activateSquadron', squadron: 't1' }, { type: 'declareTarget', attacker: { squadron: 't1' }, defender: { squadron: 'x1' }, range: 'distance-1' }, { type: 'rollAttackDice', dice: [{ color: 'blue', face: 'hit' }, { color: 'blue', face: 'hit' }, { color: 'blue', face: 'hit' }] }, { type: 'endAttackEffects' }).session;
    const used = play(rolled, { type: 'useCardEffect', unit: 'axe', ref: refOf(rolled, 'Axe'), yes: true }, { type: 'resolveDamage' }).session;
    expect(squadronById(used, 'x1').damage).toBe(2);
    expect(squadronById(used, 'axe').defenseTokens.some((token) => token.state === 'exhausted')).toBe(true);
    expect(squadronById(used, 'x1').defenseTokens.every((token) => token.state === 'readied')).toBe(true);
  });
});

describe('Card · Anakin Skywalker (BTL-B Y-wing) · RRG · Engagement: a defense token spent, he ignores engagement this activation', () => {
  it('engaged by a TIE, he cannot attack the ship; used, he may', () => {
    const anakin = { ...isbAce('Anakin Skywalker', 'BTL-B Y-wing Squadron', squadronEntry(X_WING, { id: 'ani' })) };
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })], squadrons: [squadronEntry(TIE_FIGHTER, { id: 't1' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [anakin] });
    const active = play(emptySession('armada'), { type: 'setup', seed: 'anakin', players, firstPlayer: 'p2' }, { type: 'nextPhase' }, { type: 'nextPhase', confirm: true }, { type: 'declareEngagement', squadron: 'ani', engagedWith: ['t1'] }, { type: 'activateSquadron', squadron: 'ani' }).session;
    const attack = { type: 'declareTarget', attacker: { squadron: 'ani' }, defender: { ship: 'vsd', hullZone: 'front' }, range: 'distance-1' };
    expectMessage(refusal(active, attack), /engaged/);
    const used = play(active, { type: 'useCardEffect', unit: 'ani', ref: refOf(active, 'Anakin Skywalker') }).session;
    expect(currentAttackOf(play(used, attack).session)?.defender).toEqual({ kind: 'ship', id: 'vsd', hullZone: 'front' });
  });
});

describe('Card · Soontir Fel · RRG · Engagement: a squadron engaged with him that attacks another unit (not a counter) suffers 1 damage', () => {
  const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })], squadrons: [ace('galactic-empire/soontir-fel', 'fel'), squadronEntry(TIE_FIGHTER, { id: 't1' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [squadronEntry(X_WING, { id: 'x1' })] });
  const attackOn = (defender: string) => {
    const declared = play(emptySession('armada'), { type: 'setup', seed: 'fel', players, firstPlayer: 'p2' }, { type: 'nextPhase' }, { type: 'nextPhase', confirm: true }, { type: 'declareEngagement', squadron: 'x1', engagedWith: ['fel', 't1'] }, { type: 'activateSquadron', squadron: 'x1' }, { type: 'declareTarget', attacker: { squadron: 'x1' }, defender: { squadron: defender }, range: 'distance-1' }).session;
    return play(declared, { type: 'rollAttackDice', dice: gatheredDice(declared) }, { type: 'endAttackEffects' }, { type: 'resolveDamage' }).session;
  };

  it('the X-wing attacked the TIE: it suffers 1 damage; had it attacked Soontir, nothing is offered', () => {
    const other = attackOn('t1');
    const used = play(other, { type: 'useCardEffect', unit: 'fel', ref: refOf(other, 'Soontir Fel') }).session;
    expect(squadronById(used, 'x1').damage).toBe(1);
    expect(offered(attackOn('fel'), 'Soontir Fel')).toEqual([]);
  });
});

describe('Card · Hondo Ohnaka (Slave I) · RRG · Squadron activation: instead of attacking, 1 squadron at distance 1 is toggled to activated', () => {
  it('the X-wing named is toggled; Hondo then cannot attack this activation', () => {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })], squadrons: [ace('galactic-empire/hondo-ohnaka', 'hondo')] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [squadronEntry(X_WING, { id: 'x1' })] });
    const active = play(emptySession('armada'), { type: 'setup', seed: 'hondo', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'nextPhase', confirm: true }, { type: 'activateSquadron', squadron: 'hondo' }).session;
    const option = offered(active, 'Hondo Ohnaka')[0];
    expect(option?.targets?.units.map((unit) => unit.id)).toEqual(['x1']);
    const used = play(active, { type: 'useCardEffect', unit: 'hondo', ref: option?.ref ?? '', yes: true, targets: ['x1'] }).session;
    expect(squadronById(used, 'x1').activated).toBe(true);
    expectMessage(refusal(used, { type: 'declareTarget', attacker: { squadron: 'hondo' }, defender: { squadron: 'x1' }, range: 'distance-1' }), /has already attacked during this activation/);
  });
});

describe('Card · Moff Jerjerrod · RRG · Determine Course: a friendly ship suffers 1 damage for a first yaw of II', () => {
  it('the activated friendly ship loses a shield of the zone named (the yaw is the table’s)', () => {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' }), fitted(shipEntry(CR90, { id: 'flag' }), 'Moff Jerjerrod')] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    const active = play(emptySession('armada'), { type: 'setup', seed: 'jerjerrod', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }).session;
    const option = offered(active, 'Moff Jerjerrod')[0];
    expect(option).toMatchObject({ unit: 'flag', zone: true });
    const rear = shipById(active, 'vsd').hullZones.find((zone) => zone.zone === 'rear')?.shields ?? 0;
    const used = play(active, { type: 'useCardEffect', unit: 'flag', ref: option?.ref ?? '', yes: true, zone: 'rear' }).session;
    expect(shipById(used, 'vsd').hullZones.find((zone) => zone.zone === 'rear')?.shields).toBe(rear - 1);
    expect(shipById(used, 'flag').hullZones.every((zone) => zone.shields === zone.maxShields)).toBe(true);
  });
});

describe('Card · Garm Bel Iblis · RRG · Commands: on his round tokens, each friendly ship gains command tokens up to its command value', () => {
  it('the Victory (command 3) gains 2, the CR90 (command 1) 1; a second token for the CR90 is refused', () => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Garm Bel Iblis'), shipEntry(CR90, { id: 'cr1' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    const ship = play(emptySession('armada'), { type: 'setup', seed: 'garm', players, firstPlayer: 'p1' }, { type: 'nextPhase' }).session;
    const option = offered(ship, 'Garm Bel Iblis')[0];
    expect(option?.picks).toMatchObject({ field: 'gains', max: 4 });
    const ref = option?.ref ?? '';
    expectMessage(refusal(ship, { type: 'useCardEffect', unit: 'vsd', ref, yes: true, gains: [{ ship: 'cr1', command: 'navigate' }, { ship: 'cr1', command: 'repair' }] }), /gains at most 1 token/);
    const used = play(ship, { type: 'useCardEffect', unit: 'vsd', ref, yes: true, gains: [{ ship: 'vsd', command: 'navigate' }, { ship: 'vsd', command: 'squadron' }, { ship: 'cr1', command: 'repair' }] }).session;
    expect([shipById(used, 'vsd').commandTokens, shipById(used, 'cr1').commandTokens]).toEqual([['navigate', 'squadron'], ['repair']]);
  });
});

describe('Card · Thermal Shields and Beast of Burden · RRG · Defense Tokens: a brace removes half the gathered dice; tokens spent ready a friend’s', () => {
  it('Thermal Shields: the defender names half the gathered dice (rounded down) and they are not rolled', () => {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })] }, { ships: [fitted(shipEntry(VICTORY, { id: 'def' }), 'Thermal Shields')] });
    const declared = play(emptySession('armada'), { type: 'setup', seed: 'thermal', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'navigate', as: 'dial' }, { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'front' }, defender: { ship: 'def', hullZone: 'front' }, range: 'close' }).session;
    const gathered = currentAttackOf(declared)?.gathered ?? { red: 0, blue: 0, black: 0 };
    const total = gathered.red + gathered.blue + gathered.black;
    const option = offered(declared, 'Thermal Shields')[0];
    expect(option?.picks).toMatchObject({ max: Math.floor(total / 2), field: 'dieColors' });
    const every = (['red', 'blue', 'black'] as const).flatMap((color) => Array.from({ length: gathered[color] }, () => color));
    const half = every.slice(0, Math.floor(total / 2));
    expectMessage(refusal(declared, { type: 'useCardEffect', unit: 'def', ref: option?.ref ?? '', dieColors: ['red'] }), /half of/);
    const used = play(declared, { type: 'useCardEffect', unit: 'def', ref: option?.ref ?? '', dieColors: half }).session;
    const after = currentAttackOf(used)?.gathered ?? { red: 0, blue: 0, black: 0 };
    expect(after.red + after.blue + after.black).toBe(total - Math.floor(total / 2));
    expect(shipById(used, 'def').defenseTokens.find((token) => token.type === 'brace')?.state).toBe('exhausted');
  });

  it('Beast of Burden: 1 token spent readies 1 exhausted token of the other friendly ship', () => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Beast of Burden'), shipEntry(CR90, { id: 'cr1' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    const setup = play(emptySession('armada'), { type: 'setup', seed: 'beast', players, firstPlayer: 'p1' }).session;
    const friend = shipById(setup, 'cr1').defenseTokens[0]?.id ?? '';
    const own = shipById(setup, 'vsd').defenseTokens[0]?.id ?? '';
    const active = play(setup, { type: 'spendDefenseTokenAsCost', token: friend }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }).session;
    const ref = refOf(active, 'Beast of Burden');
    expectMessage(refusal(active, { type: 'useCardEffect', unit: 'vsd', ref, yes: true, tokens: [own] }), /name as many/);
    const used = play(active, { type: 'useCardEffect', unit: 'vsd', ref, yes: true, tokens: [own, friend] }).session;
    expect([shipById(used, 'vsd').defenseTokens[0]?.state, shipById(used, 'cr1').defenseTokens[0]?.state]).toEqual(['exhausted', 'readied']);
  });
});

describe('Card · T-series Tactical Droid · RRG · Commands: a repair, navigate or squadron command paid with only a token resolves as if the dial were spent', () => {
  const players = rosters({ ships: [{ ...fitted(shipEntry(VICTORY, { id: 'vsd' }), 'T-series Tactical Droid'), engineering: 4 }] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
  const start = (command: 'repair' | 'concentrateFire') =>
    play(emptySession('armada'), { type: 'setup', seed: 'tseries', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command, as: 'token' }, { type: 'spendCommandToken', ship: 'vsd', command }).session;

  it('the repair token alone gives the dial’s engineering points; the card is exhausted', () => {
    const session = start('repair');
    expect(optionsOf(session).shipCommands?.engineeringLeft).toBe(2);
    const used = play(session, { type: 'useCardEffect', unit: 'vsd', ref: refOf(session, 'T-series Tactical Droid') }).session;
    expect(optionsOf(used).shipCommands?.engineeringLeft).toBe(4);
    expect(optionsOf(used).cardStates.find((card) => card.unit === 'vsd')?.exhausted).toEqual(['vsd-upgrade-1']);
    expectMessage(refusal(used, { type: 'useCardEffect', unit: 'vsd', ref: 'vsd-effect-1' }), /already used/);
  });

  it('a concentrate fire token is not one of its commands: refused', () => {
    const session = start('concentrateFire');
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'vsd', ref: 'vsd-effect-1' }), /spent no .* token alone/);
  });
});

describe('Card · Clone Navigation Officer · RRG · Commands: after revealing concentrate fire, navigate or squadron, a friendly ship gains a matching token', () => {
  const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Clone Navigation Officer'), shipEntry(CR90, { id: 'cr1' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
  const revealed = (command: 'navigate' | 'repair') =>
    play(emptySession('armada'), { type: 'setup', seed: 'clone-nav', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command, as: 'dial' }).session;

  it('asked the distance; the friendly ship named gains a navigate token, this ship keeps its dial; the card is exhausted', () => {
    const session = revealed('navigate');
    const option = offered(session, 'Clone Navigation Officer')[0];
    expect(option).toMatchObject({ question: 'Is the friendly ship at distance 1–5?' });
    expect(option?.targets?.units.map((unit) => unit.id)).toEqual(['cr1']);
    const used = play(session, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', yes: true, targets: ['cr1'] });
    expect(shipById(used.session, 'cr1').commandTokens).toEqual(['navigate']);
    expect(words(used.events)[0]).toMatch(/Clone Navigation Officer.*gains a Navigate token/);
    expect(optionsOf(used.session).cardStates.find((card) => card.unit === 'vsd')?.exhausted).toEqual(['vsd-upgrade-1']);
  });

  it('not after a repair dial (not one of its commands)', () => {
    const session = revealed('repair');
    expect(offered(session, 'Clone Navigation Officer')).toEqual([]);
  });
});
