import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import type { ShipRosterEntry } from '../../shared/engine/games/armada';
import { effectsOfCard, squadronFactsOf, upgradeFactsOf } from '../../shared/engine/games/armada/effects/card-terms';
import type { ArmadaEvent } from '../../shared/engine/games/armada/model/events';
import { describeArmadaEvent } from '../../shared/engine/games/armada/view/describe-event';
import { CR90, currentAttackOf, expectMessage, optionsOf, play, refusal, rollAll, rosters, shipById, shipEntry, squadronEntry, VICTORY } from './helpers/armada-game';

// Issue 35, round 2 · RRG 1.5.0 · Raid Tokens: while a ship has a raid token it cannot resolve the matching command; as
// it reveals its dial it may discard the dial to discard all its raid tokens, or discard a command
// token to discard the matching raid token; one of each type, ships only. The cards that give them
// (Kanan Jarrus, Commander Beck, Iden Versio, Asajj Ventress), the evade changed by cards (Mon Mothma,
// Iden Versio), Ahsoka Tano's token trade and Strategic Adviser's pass: the cards are read from
// ../shared/data at run time, as the host reads them.

const DATA = join(__dirname, '../../../shared/data');
const ffgOfficers = JSON.parse(readFileSync(join(DATA, 'armada-ffg/data/upgrade-card/officer.json'), 'utf8')) as { name: string; text?: string; slots?: string[] }[];

function withOfficer(entry: ShipRosterEntry, name: string): ShipRosterEntry {
  const card = ffgOfficers.find((candidate) => candidate.name === name);
  if (!card) throw new Error(`no officer ${name}`);
  const found = effectsOfCard(name, upgradeFactsOf(name, card.text ?? '', card.slots ?? []), 'upgrade-1');
  return { ...entry, upgrades: [{ name, slot: 'officer', points: 0 }], effects: found.effects, yourCalls: found.yourCalls };
}

function ace(file: string, id: string) {
  const card = (JSON.parse(readFileSync(join(DATA, `armada-ffg/data/squadron-card/${file}.json`), 'utf8')) as { name: string; subname?: string; text?: string; keywords?: string[] }[])[0];
  if (!card) throw new Error(`no squadron ${file}`);
  return { ...squadronEntry(file, { id }), keywords: card.keywords ?? [], ...effectsOfCard(card.name, squadronFactsOf(card.name, card.subname ?? null, card.text ?? '', card.keywords ?? [])) };
}

const offered = (session: Session, source: string) => optionsOf(session).cardEffects.filter((option) => option.source === source);
const words = (events: readonly unknown[]) => (events as ArmadaEvent[]).map(describeArmadaEvent);

describe('Card · Commander Beck · RRG · Raid Tokens: a command resolved as if with its token gives the matching raid token, which then blocks that command', () => {
  const players = rosters({ ships: [{ ...withOfficer(shipEntry(VICTORY, { id: 'vsd' }), 'Commander Beck'), engineering: 4 }] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
  const revealed = () =>
    play(emptySession('armada'), { type: 'setup', seed: 'beck', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'navigate', as: 'token' }).session;

  it('repair as if with the token: half the engineering points, and a repair raid token, said in the history', () => {
    const session = revealed();
    const option = offered(session, 'Commander Beck')[0];
    expect(option).toMatchObject({ command: true });
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '' }), /choose the command/);
    const used = play(session, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', command: 'repair' });
    expect(optionsOf(used.session).shipCommands?.engineeringLeft).toBe(2);
    expect(shipById(used.session, 'vsd').raidTokens).toEqual(['repair']);
    expect(optionsOf(used.session).shipCommands?.raidTokens).toEqual(['repair']);
    expect(words(used.events).join(' ')).toMatch(/gains a Repair raid token \(Commander Beck\)/);
  });

  it('a second use for repair is refused (its raid token), a navigate token matching a raid token cannot be spent; discarding that token discards the raid token', () => {
    const session = revealed();
    const first = play(session, { type: 'useCardEffect', unit: 'vsd', ref: offered(session, 'Commander Beck')[0]?.ref ?? '', command: 'navigate' }).session;
    expect(shipById(first, 'vsd').raidTokens).toEqual(['navigate']);
    expectMessage(refusal(first, { type: 'spendCommandToken', ship: 'vsd', command: 'navigate' }), /Navigate raid token: it cannot resolve a Navigate command/);
    const second = offered(first, 'Commander Beck').find((option) => option.label.includes('2nd'));
    expectMessage(refusal(first, { type: 'useCardEffect', unit: 'vsd', ref: second?.ref ?? '', command: 'navigate' }), /raid token/);
    const cleared = play(first, { type: 'discardRaidTokens', ship: 'vsd', by: 'token', command: 'navigate' });
    expect([shipById(cleared.session, 'vsd').raidTokens, shipById(cleared.session, 'vsd').commandTokens]).toEqual([[], []]);
    expect(words(cleared.events)).toEqual(['Victory I-class Star Destroyer discards its Navigate token to discard its Navigate raid token.']);
    expectMessage(refusal(cleared.session, { type: 'discardRaidTokens', ship: 'vsd', by: 'token', command: 'navigate' }), /has no raid token/);
  });
});

describe('Card · Kanan Jarrus · RRG · Raid Tokens: spending a die with a crit icon, the defending ship gains a raid token of his choice; next round it blocks that dial', () => {
  const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [ace('rebel-alliance/kanan-jarrus', 'kanan')] });
  const rolled = (faces: [string, string][]) =>
    play(
      emptySession('armada'),
      { type: 'setup', seed: 'kanan', players, firstPlayer: 'p2' },
      { type: 'nextPhase' },
      { type: 'nextPhase', confirm: true },
      { type: 'activateSquadron', squadron: 'kanan' },
      { type: 'declareTarget', attacker: { squadron: 'kanan' }, defender: { ship: 'vsd', hullZone: 'front' }, range: 'distance-1' },
      { type: 'rollAttackDice', dice: faces.map(([color, face]) => ({ color, face })) },
    ).session;

  it('the crit die is spent and the Victory gains a squadron raid token; a second of that type is refused', () => {
    const session = rolled([['blue', 'crit'], ['blue', 'hit']]);
    const option = offered(session, 'Kanan Jarrus')[0];
    expect(option).toMatchObject({ command: true });
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'kanan', ref: option?.ref ?? '', dice: [1], command: 'squadron' }), /spends a crit or hit-crit die/);
    const used = play(session, { type: 'useCardEffect', unit: 'kanan', ref: option?.ref ?? '', dice: [0], command: 'squadron' }).session;
    expect(shipById(used, 'vsd').raidTokens).toEqual(['squadron']);
  });

  it('not offered with no crit icon in the pool', () => {
    expect(offered(rolled([['blue', 'hit'], ['blue', 'accuracy']]), 'Kanan Jarrus')).toEqual([]);
  });
});

describe('RRG · Raid Tokens: revealing its dial, the ship may discard it to discard every raid token; a matching dial cannot be resolved', () => {
  const players = rosters({ ships: [{ ...withOfficer(shipEntry(VICTORY, { id: 'vsd' }), 'Commander Beck'), engineering: 4 }] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
  const nextRound = () => {
    const raided = play(emptySession('armada'), { type: 'setup', seed: 'raid', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'repair', as: 'token' }).session;
    const refs = offered(raided, 'Commander Beck').map((option) => option.ref);
    const both = play(raided, { type: 'useCardEffect', unit: 'vsd', ref: refs[0] ?? '', command: 'navigate' }, { type: 'useCardEffect', unit: 'vsd', ref: refs[1] ?? '', command: 'squadron' }).session;
    expect(shipById(both, 'vsd').raidTokens).toEqual(['navigate', 'squadron']);
    return both;
  };

  it('the raid tokens stay on the ship; a Navigate dial cannot be revealed to resolve; discarding the dial discards them all, said in the history', () => {
    const raided = nextRound();
    expectMessage(refusal(raided, { type: 'discardRaidTokens', ship: 'vsd', by: 'dial', command: 'repair' }), /already revealed its command dial/);
    expectMessage(refusal(raided, { type: 'discardRaidTokens', ship: 'cr90', by: 'dial', command: 'repair' }), /not activated/);
    const round2 = play(raided, { type: 'endActivation' }, { type: 'activateShip', ship: 'cr90' }, { type: 'endActivation' }, { type: 'nextPhase', confirm: true }, { type: 'nextPhase', confirm: true }, { type: 'nextPhase', confirm: true }, { type: 'nextPhase', confirm: true }, { type: 'activateShip', ship: 'vsd' }).session;
    expect(shipById(round2, 'vsd').raidTokens).toEqual(['navigate', 'squadron']);
    expectMessage(refusal(round2, { type: 'revealCommand', ship: 'vsd', command: 'navigate', as: 'dial' }), /Navigate raid token.*discard the dial to discard every raid token/);
    const cleared = play(round2, { type: 'discardRaidTokens', ship: 'vsd', by: 'dial', command: 'navigate' });
    expect(shipById(cleared.session, 'vsd').raidTokens).toEqual([]);
    expect(words(cleared.events)).toEqual(['Victory I-class Star Destroyer reveals Navigate and discards the dial to discard its raid tokens (Navigate, Squadron).']);
    expect(optionsOf(cleared.session).shipCommands).toMatchObject({ dialRevealed: true, inUse: [] });
  });
});

const isbUpgrades = Object.values((JSON.parse(readFileSync(join(DATA, 'armada-isb/public/converted-json/upgrades/upgrades.json'), 'utf8')) as { upgrades: Record<string, { name: string; ability: string; type: string }> }).upgrades);
function withIsb(entry: ShipRosterEntry, name: string): ShipRosterEntry {
  const card = isbUpgrades.find((candidate) => candidate.name === name);
  if (!card) throw new Error(`no ISB card ${name}`);
  const found = effectsOfCard(name, upgradeFactsOf(name, card.ability, [card.type]), 'upgrade-1');
  return { ...entry, upgrades: [{ name, slot: card.type, points: 0 }], effects: found.effects, yourCalls: found.yourCalls };
}

describe('Card · Mon Mothma · RRG · Evade: a friendly ship’s evade may cancel at medium range, and reroll 1 more die at close range', () => {
  const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })] }, { ships: [shipEntry(CR90, { id: 'cr90' }), withIsb(shipEntry(CR90, { id: 'flag' }), 'Mon Mothma')] });
  const withoutHer = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
  const rolled = (range: 'medium' | 'close', roster = players) =>
    rollAll(
      play(
        emptySession('armada'),
        { type: 'setup', seed: 'mothma', players: roster, firstPlayer: 'p1' },
        { type: 'nextPhase' },
        { type: 'activateShip', ship: 'vsd' },
        { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range },
      ).session,
      'hit',
    );

  it('at medium range the CR90’s evade cancels the die instead of rerolling it; without her that is refused', () => {
    const session = play(rolled('medium'), { type: 'endAttackEffects' }).session;
    const before = currentAttackOf(session).pool.length;
    expect(optionsOf(session).attack?.defenseTokens?.find((token) => token.token === 'cr90-evade-1')?.evade).toMatchObject({ mode: 'reroll', cancelBy: 'Mon Mothma' });
    const spent = play(session, { type: 'spendDefenseToken', token: 'cr90-evade-1', dice: [0], cancel: true });
    expect(currentAttackOf(spent.session).pool.length).toBe(before - 1);
    const plain = play(rolled('medium', withoutHer), { type: 'endAttackEffects' }).session;
    expectMessage(refusal(plain, { type: 'spendDefenseToken', token: 'cr90-evade-1', dice: [0], cancel: true }), /no card lets it cancel here/);
  });

  it('at close range the evade may reroll 1 more die (3 with the larger attacker’s bonus, 1 still allowed); without her 3 is refused', () => {
    const session = play(rolled('close'), { type: 'endAttackEffects' }).session;
    expect(optionsOf(session).attack?.defenseTokens?.find((token) => token.token === 'cr90-evade-1')?.evade).toMatchObject({ mode: 'reroll', dice: 2, bonusDice: 1, extraBy: ['Mon Mothma'] });
    const spent = play(session, { type: 'spendDefenseToken', token: 'cr90-evade-1', dice: [0, 1], faces: ['blank', 'blank'] }).session;
    expect(currentAttackOf(spent).pool.slice(0, 2).map((die) => die.face)).toEqual(['blank', 'blank']);
    expect(currentAttackOf(play(session, { type: 'spendDefenseToken', token: 'cr90-evade-1', dice: [0], faces: ['blank'] }).session).pool[0]?.face).toBe('blank');
    const plain = play(rolled('close', withoutHer), { type: 'endAttackEffects' }).session;
    expectMessage(refusal(plain, { type: 'spendDefenseToken', token: 'cr90-evade-1', dice: [0, 1, 2], faces: ['blank', 'blank', 'blank'] }), /at most 2 dice/);
  });
});

describe('Card · Iden Versio · RRG · Evade, Raid Tokens: her ship’s evade may cancel at close range; on a squadron command an enemy ship gains a raid token', () => {
  it('the evade cancels at close range', () => {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })] }, { ships: [withIsb(shipEntry(CR90, { id: 'cr90' }), 'Iden Versio')] });
    const session = play(
      rollAll(play(emptySession('armada'), { type: 'setup', seed: 'iden', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' }).session, 'hit'),
      { type: 'endAttackEffects' },
    ).session;
    const before = currentAttackOf(session).pool.length;
    expect(currentAttackOf(play(session, { type: 'spendDefenseToken', token: 'cr90-evade-1', dice: [0], cancel: true }).session).pool.length).toBe(before - 1);
  });

  it('squadron command: asked, the enemy ship named gains the raid token chosen; the card is discarded', () => {
    const players = rosters({ ships: [withIsb(shipEntry(VICTORY, { id: 'vsd' }), 'Iden Versio')] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    const session = play(emptySession('armada'), { type: 'setup', seed: 'iden-raid', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'squadron', as: 'dial' }).session;
    const option = offered(session, 'Iden Versio')[0];
    expect(option).toMatchObject({ question: 'Is the enemy ship at close range?', command: true });
    expect(option?.targets?.units.map((unit) => unit.id)).toEqual(['cr90']);
    const used = play(session, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', yes: true, targets: ['cr90'], command: 'repair' }).session;
    expect(shipById(used, 'cr90').raidTokens).toEqual(['repair']);
    expect(optionsOf(used).cardStates.find((card) => card.unit === 'vsd')?.discarded).toEqual(['vsd-upgrade-1']);
  });
});

describe('Card · Ahsoka Tano (the officer who trades tokens) · RRG · Commands: a friendly ship activated nearby discards 1 command token and gains 1 of any type', () => {
  const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' }), withOfficer(shipEntry(CR90, { id: 'flag' }), 'Ahsoka Tano')] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });

  it('the Victory’s navigate token becomes a repair token, asked the distance; the card is exhausted', () => {
    const session = play(emptySession('armada'), { type: 'setup', seed: 'ahsoka', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'navigate', as: 'token' }).session;
    const option = offered(session, 'Ahsoka Tano')[0];
    expect(option).toMatchObject({ unit: 'flag', question: 'Is the activated ship at distance 1–5 of this card’s ship?' });
    expect(option?.choices?.map((choice) => choice.label)).toEqual(['Navigate token → Squadron', 'Navigate token → Repair', 'Navigate token → Concentrate Fire']);
    const used = play(session, { type: 'useCardEffect', unit: 'flag', ref: option?.ref ?? '', yes: true, paidCommand: 'navigate', command: 'repair' });
    expect(shipById(used.session, 'vsd').commandTokens).toEqual(['repair']);
    expect(optionsOf(used.session).cardStates.find((card) => card.unit === 'flag')?.exhausted).toEqual(['flag-upgrade-1']);
  });

  it('the ISB’s other Ahsoka Tano officer (squadrons gaining snipe) is not read as this one', () => {
    const other = isbUpgrades.filter((card) => card.name === 'Ahsoka Tano').map((card) => upgradeFactsOf(card.name, card.ability, [card.type]).facts);
    expect(other).toHaveLength(2);
    // Each reads its own facts: this one swaps a command token, the other gives Snipe (armada-squadron-grants-cards.test.ts).
    const kinds = other.map((facts) => (facts && 'effects' in facts ? facts.effects.flatMap((fact) => fact.effects.map((change) => change.kind)) : []));
    expect(kinds.map((list) => [...new Set(list)]).sort()).toEqual([['grantKeyword'], ['swapCommandToken']]);
  });
});

describe('Card · Asajj Ventress · RRG · Raid Tokens: after damaging a ship with a raid token, it loses that raid token and a command token, which her ship gains', () => {
  const players = rosters({ ships: [withIsb(shipEntry(VICTORY, { id: 'vsd' }), 'Asajj Ventress')] }, { ships: [{ ...withOfficer(shipEntry(CR90, { id: 'cr90' }), 'Commander Beck'), engineering: 4 }] });
  const attacked = () => {
    const raided = play(emptySession('armada'), { type: 'setup', seed: 'asajj', players, firstPlayer: 'p2' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'cr90' }, { type: 'revealCommand', ship: 'cr90', command: 'navigate', as: 'token' }).session;
    const beck = play(raided, { type: 'useCardEffect', unit: 'cr90', ref: offered(raided, 'Commander Beck')[0]?.ref ?? '', command: 'repair' }, { type: 'endActivation' }, { type: 'activateShip', ship: 'vsd' }, { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' }).session;
    return play(rollAll(beck, 'hit'), { type: 'endAttackEffects' }, { type: 'resolveDamage', drawForMe: true }).session;
  };

  it('the CR90 loses its repair raid token and its navigate token; the Victory gains a navigate token', () => {
    const session = attacked();
    expect(shipById(session, 'cr90').raidTokens).toEqual(['repair']);
    const option = offered(session, 'Asajj Ventress')[0];
    expect(option?.choices?.map((choice) => choice.label)).toEqual(['Repair raid token, Navigate token']);
    const used = play(session, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', paidCommand: 'repair', command: 'navigate' }).session;
    expect([shipById(used, 'cr90').raidTokens, shipById(used, 'cr90').commandTokens, shipById(used, 'vsd').commandTokens]).toEqual([[], [], ['navigate']]);
  });
});

describe('Card · Strategic Adviser · RRG · Ship Phase: on its player’s turn, exhausted, the turn passes and the opponent activates a ship instead', () => {
  const players = rosters({ ships: [withOfficer(shipEntry(VICTORY, { id: 'vsd' }), 'Strategic Adviser')] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
  const shipPhase = () => play(emptySession('armada'), { type: 'setup', seed: 'adviser', players, firstPlayer: 'p1' }, { type: 'nextPhase' }).session;

  it('passed, the Victory cannot activate now and the CR90 can; the card is exhausted', () => {
    const session = shipPhase();
    const used = play(session, { type: 'useCardEffect', unit: 'vsd', ref: offered(session, 'Strategic Adviser')[0]?.ref ?? '' }).session;
    expectMessage(refusal(used, { type: 'activateShip', ship: 'vsd' }), /turn to activate a ship/);
    expect(play(used, { type: 'activateShip', ship: 'cr90' }).session).toBeTruthy();
    expect(optionsOf(used).cardStates.find((card) => card.unit === 'vsd')?.exhausted).toEqual(['vsd-upgrade-1']);
  });

  it('refused on the opponent’s turn', () => {
    const theirs = play(shipPhase(), { type: 'activateShip', ship: 'vsd' }, { type: 'endActivation' }).session;
    expectMessage(refusal(theirs, { type: 'useCardEffect', unit: 'vsd', ref: 'vsd-effect-1' }), /its player’s turn/);
  });
});
