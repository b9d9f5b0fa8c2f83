import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import type { ShipRosterEntry, SquadronRosterEntry } from '../../shared/engine/games/armada';
import { effectsOfCard, squadronFactsOf, upgradeFactsOf } from '../../shared/engine/games/armada/effects/card-terms';
import { fittedIsb, isbUpgrades } from './helpers/armada-fitted';
import { readCard } from './helpers/armada-roster';
import { A_WING, CR90, STARHAWK, TIE_FIGHTER, VICTORY, X_WING, currentAttackOf, expectMessage, optionsOf, play, refusal, rosters, shipEntry, squadronById, squadronEntry, stateOf } from './helpers/armada-game';

// Round 7 · what a card gives the squadrons a ship (or a squadron) activates: a speed for the
// activation (Vector, Corrupter, Independence, Admiral Chiraneau, All Fighters Follow Me!, Ketsu Onyo),
// a keyword (Ahsoka Tano's Snipe, TI-99's Counter), enemy ships at close range (Major Rhymer), and
// dice (Flak Guns, Foresight).

const DATA = join(__dirname, '../../../shared/data');
const TIE_BOMBER = 'galactic-empire/tie-bomber-squadron';

/** The card's squadron entry with its printed keywords. */
function withKeywords(file: string, id: string): SquadronRosterEntry {
  const card = readCard<{ keywords?: string[] }>(`squadron-card/${file}.json`);
  return { ...squadronEntry(file, { id }), keywords: card.keywords ?? [] };
}
/** An FFG ace with its printed keywords and its ability's facts. */
function ace(file: string, id: string): SquadronRosterEntry {
  const card = (JSON.parse(readFileSync(join(DATA, `armada-ffg/data/squadron-card/${file}.json`), 'utf8')) as { name: string; subname?: string; text?: string; keywords?: string[] }[])[0];
  if (!card) throw new Error(`no squadron ${file}`);
  return { ...squadronEntry(file, { id }), keywords: card.keywords ?? [], ...effectsOfCard(card.name, squadronFactsOf(card.name, card.subname ?? null, card.text ?? '', card.keywords ?? [])) };
}

/** The ISB Ahsoka Tano officer whose squadron command gives Snipe (two ISB officers share the name). */
function ahsokaSnipeOfficer(entry: ShipRosterEntry): ShipRosterEntry {
  const card = isbUpgrades().find((candidate) => candidate.name === 'Ahsoka Tano' && candidate.ability.startsWith(':squadron:'));
  if (!card) throw new Error('no ISB Ahsoka Tano (squadron)');
  const found = effectsOfCard(card.name, upgradeFactsOf(card.name, card.ability, [card.type]), 'upgrade-1');
  return { ...entry, upgrades: [{ name: card.name, slot: card.type, points: 0 }], effects: found.effects, yourCalls: found.yourCalls };
}

function isbSquadrons(): { name: string; 'ace-name': string; ability: string }[] {
  return Object.values((JSON.parse(readFileSync(join(DATA, 'armada-isb/public/converted-json/squadrons/squadrons.json'), 'utf8')) as { squadrons: Record<string, { name: string; 'ace-name': string; ability: string }> }).squadrons);
}

const offered = (session: Session, source: string) => optionsOf(session).cardEffects.filter((option) => option.source === source);
const use = (session: Session, unit: string, source: string, extra: object = {}) => play(session, { type: 'useCardEffect', unit, ref: offered(session, source)[0]?.ref ?? 'none', ...extra }).session;
const speedNow = (session: Session) => stateOf(session).activation.squadron?.speed?.to;
const squadronPhase = (session: Session) => play(session, { type: 'nextPhase' }, { type: 'nextPhase', confirm: true }).session;

/** p1 (Empire) has the fitted Victory and these squadrons; p2 a CR90 and an X-wing; the Victory activates and reveals a squadron dial. */
function imperialCommand(upgrades: string[], squadrons: SquadronRosterEntry[], seed: string): Session {
  const vsd = { ...fittedIsb(shipEntry(VICTORY, { id: 'vsd' }), ...upgrades), squadronValue: 3 };
  const players = rosters({ ships: [vsd], squadrons }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [withKeywords(X_WING, 'x9')] });
  return play(emptySession('armada'), { type: 'setup', seed, players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'squadron', as: 'dial' }).session;
}

describe('Card · Vector · RRG · Squadron command: each squadron without Heavy it activates has speed +1 (at most 5) until the end of its activation', () => {
  it('a TIE fighter goes from 4 to 5; a Heavy TIE bomber is not offered it; the speed ends with the activation', () => {
    const session = imperialCommand(['Vector'], [withKeywords(TIE_FIGHTER, 't1'), withKeywords(TIE_BOMBER, 'b1')], 'vector');
    const fighter = play(session, { type: 'activateSquadron', squadron: 't1' }).session;
    expect(offered(fighter, 'Vector')[0]?.question).toBeNull();
    const faster = use(fighter, 'vsd', 'Vector');
    expect(speedNow(faster)).toBe(5);
    expectMessage(refusal(faster, { type: 'useCardEffect', unit: 'vsd', ref: offered(fighter, 'Vector')[0]?.ref ?? '' }), /already used/);
    const bomber = play(faster, { type: 'endActivation' }, { type: 'activateSquadron', squadron: 'b1' }).session;
    expect(speedNow(bomber)).toBeUndefined();
    expect(offered(bomber, 'Vector')).toEqual([]);
  });
});

describe('Card · Corrupter · RRG · Squadron command: each Bomber squadron it activates has speed +1 until the end of its activation', () => {
  it('the TIE bomber goes from 4 to 5, the TIE fighter (no Bomber) is not offered it', () => {
    const session = imperialCommand(['Corrupter'], [withKeywords(TIE_FIGHTER, 't1'), withKeywords(TIE_BOMBER, 'b1')], 'corrupter');
    const bomber = play(session, { type: 'activateSquadron', squadron: 'b1' }).session;
    expect(speedNow(use(bomber, 'vsd', 'Corrupter'))).toBe(5);
    expect(offered(play(bomber, { type: 'endActivation' }, { type: 'activateSquadron', squadron: 't1' }).session, 'Corrupter')).toEqual([]);
  });
});

describe('Card · Independence · RRG · Squadron command: a squadron it activates may go to speed 4, and then cannot attack this activation', () => {
  it('a TIE bomber already at speed 4: refused, nothing changes, and it still attacks', () => {
    const session = imperialCommand(['Independence'], [withKeywords(TIE_BOMBER, 'b1')], 'independence');
    const bomber = play(session, { type: 'activateSquadron', squadron: 'b1' }).session;
    expectMessage(refusal(bomber, { type: 'useCardEffect', unit: 'vsd', ref: offered(bomber, 'Independence')[0]?.ref ?? '' }), /leaves it there/);
    expect(stateOf(play(bomber, { type: 'declareTarget', attacker: { squadron: 'b1' }, defender: { squadron: 'x9' }, range: 'distance-1' }).session).attacks).toHaveLength(1);
  });

  it('a speed-3 X-wing of the Rebels goes to 4 and its attack is refused', () => {
    const cr90 = { ...fittedIsb(shipEntry(CR90, { id: 'cr90' }), 'Independence'), squadronValue: 1 };
    const players = rosters({ ships: [cr90], squadrons: [withKeywords(X_WING, 'x1')] }, { ships: [shipEntry(VICTORY, { id: 'vsd' })], squadrons: [withKeywords(TIE_FIGHTER, 't9')] });
    const session = play(emptySession('armada'), { type: 'setup', seed: 'independence-x', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'cr90' }, { type: 'revealCommand', ship: 'cr90', command: 'squadron', as: 'dial' }, { type: 'activateSquadron', squadron: 'x1' }).session;
    const attack = { type: 'declareTarget', attacker: { squadron: 'x1' }, defender: { squadron: 't9' }, range: 'distance-1' } as const;
    const faster = use(session, 'cr90', 'Independence');
    expect(speedNow(faster)).toBe(4);
    expectMessage(refusal(faster, attack), /changed its speed with Independence: it cannot attack/);
    expect(optionsOf(faster).attackers).toEqual([]);
    expect(stateOf(play(session, attack).session).attacks).toHaveLength(1);
  });

  it('a speed-5 A-wing is not slowed to 4: refused', () => {
    const cr90 = { ...fittedIsb(shipEntry(CR90, { id: 'cr90' }), 'Independence'), squadronValue: 1 };
    const players = rosters({ ships: [cr90], squadrons: [withKeywords(A_WING, 'a1')] }, { ships: [shipEntry(VICTORY, { id: 'vsd' })] });
    const session = play(emptySession('armada'), { type: 'setup', seed: 'independence-a', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'cr90' }, { type: 'revealCommand', ship: 'cr90', command: 'squadron', as: 'dial' }, { type: 'activateSquadron', squadron: 'a1' }).session;
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'cr90', ref: offered(session, 'Independence')[0]?.ref ?? '' }), /only raises a speed to 4/);
  });
});

describe('Card · Admiral Chiraneau · RRG · Engaged: an engaged squadron his ship activates moves as if its printed speed were 2', () => {
  it('asked, the engaged TIE fighter moves at speed 2', () => {
    const session = play(imperialCommand(['Admiral Chiraneau'], [withKeywords(TIE_FIGHTER, 't1')], 'chiraneau'), { type: 'activateSquadron', squadron: 't1' }).session;
    expect(offered(session, 'Admiral Chiraneau')[0]?.question).toMatch(/engaged/);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'vsd', ref: offered(session, 'Admiral Chiraneau')[0]?.ref ?? '' }), /Answer yes/);
    expect(speedNow(use(session, 'vsd', 'Admiral Chiraneau', { yes: true }))).toBe(2);
  });
});

describe('Card · All Fighters, Follow Me! · RRG · Squadron command: paid at the start of the Ship Phase, each squadron a friendly ship activates this round has speed +1 (at most 5)', () => {
  const start = () => {
    const vsd = { ...fittedIsb(shipEntry(VICTORY, { id: 'vsd' }), 'All Fighters, Follow Me!'), squadronValue: 3 };
    const players = rosters({ ships: [vsd], squadrons: [withKeywords(TIE_FIGHTER, 't1'), withKeywords(TIE_FIGHTER, 't2')] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [withKeywords(X_WING, 'x9')] });
    return play(emptySession('armada'), { type: 'setup', seed: 'affm', players, firstPlayer: 'p1' }, { type: 'nextPhase' }).session;
  };
  const command = (session: Session) => play(session, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'squadron', as: 'dial' }, { type: 'activateSquadron', squadron: 't1' }).session;

  it('discarded, the TIE fighter the Victory activates is at speed 5; one activated in the Squadron Phase keeps 4', () => {
    const session = start();
    // The Victory holds no squadron token: the discard is offered, the token is not.
    expect(offered(session, 'All Fighters, Follow Me!').map((option) => option.label)).toEqual(['All Fighters, Follow Me!: discard it: this round, each squadron a friendly ship activates has speed +1 (at most 5)']);
    const paid = use(session, 'vsd', 'All Fighters, Follow Me!');
    expect(offered(paid, 'All Fighters, Follow Me!')).toEqual([]);
    const activated = command(paid);
    expect(speedNow(activated)).toBe(5);
    const said = play(play(paid, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'squadron', as: 'dial' }).session, { type: 'activateSquadron', squadron: 't1' }).events;
    expect(said).toContainEqual(expect.objectContaining({ type: 'cardEffectUsed', source: 'All Fighters, Follow Me!', did: [expect.stringMatching(/speed 4 → 5/)] }));
    const later = play(activated, { type: 'endActivation' }, { type: 'endActivation' }, { type: 'activateShip', ship: 'cr90' }, { type: 'revealCommand', ship: 'cr90', command: 'navigate', as: 'dial' }, { type: 'endActivation' }).session;
    const phase = play(later, { type: 'nextPhase', confirm: true }, { type: 'activateSquadron', squadron: 't2' }).session;
    expect(speedNow(phase)).toBeUndefined();
    // Not paid: no raise.
    expect(speedNow(command(start()))).toBeUndefined();
  });
});

describe('Card · Ahsoka Tano (officer) · RRG · Snipe: up to 3 non-unique squadrons her ship activates gain Snipe 1 per anti-squadron die (at most 3)', () => {
  it('an X-wing (3 blue anti-squadron dice) gains Snipe 3 for its activation and snipes with 3 blue dice; a unique squadron is not offered it', () => {
    const cr90 = { ...ahsokaSnipeOfficer(shipEntry(CR90, { id: 'cr90' })), squadronValue: 2 };
    const luke = ace('rebel-alliance/luke-skywalker', 'luke');
    const players = rosters({ ships: [cr90], squadrons: [withKeywords(X_WING, 'x1'), luke] }, { ships: [shipEntry(VICTORY, { id: 'vsd' })], squadrons: [withKeywords(TIE_FIGHTER, 't9')] });
    const session = play(emptySession('armada'), { type: 'setup', seed: 'ahsoka', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'cr90' }, { type: 'revealCommand', ship: 'cr90', command: 'squadron', as: 'dial' }, { type: 'activateSquadron', squadron: 'x1' }).session;
    const snipe = { type: 'declareTarget', attacker: { squadron: 'x1' }, defender: { squadron: 't9' }, range: 'distance-1', special: 'snipe' } as const;
    expectMessage(refusal(session, snipe), /has no Snipe keyword/);
    const granted = use(session, 'cr90', 'Ahsoka Tano');
    expect(squadronById(granted, 'x1').grantedKeywords).toEqual([{ name: 'Snipe', value: 3, source: 'Ahsoka Tano' }]);
    expect(currentAttackOf(play(granted, snipe).session)).toMatchObject({ kind: 'snipe', gathered: { red: 0, blue: 3, black: 0 } });
    const next = play(granted, { type: 'endActivation' }).session;
    expect(squadronById(next, 'x1').grantedKeywords).toBeUndefined();
    expect(offered(play(next, { type: 'activateSquadron', squadron: 'luke' }).session, 'Ahsoka Tano')).toEqual([]);
  });
});

describe('Card · TI-99 · RRG · Counter: an unactivated friendly squadron nearby gains Counter 3 (printed Counter: +1); after countering it is toggled to activated', () => {
  const start = () => {
    const vsd = fittedIsb(shipEntry(VICTORY, { id: 'vsd' }), 'TI-99');
    const players = rosters({ ships: [vsd], squadrons: [withKeywords(TIE_FIGHTER, 't1')] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [withKeywords(X_WING, 'x1')] });
    const session = squadronPhase(play(emptySession('armada'), { type: 'setup', seed: 'ti-99', players, firstPlayer: 'p2' }).session);
    return play(session, { type: 'activateSquadron', squadron: 'x1' }, { type: 'declareTarget', attacker: { squadron: 'x1' }, defender: { squadron: 't1' }, range: 'distance-1' }, { type: 'rollAttackDice', dice: [{ color: 'blue', face: 'accuracy' }, { color: 'blue', face: 'accuracy' }, { color: 'blue', face: 'accuracy' }, { color: 'blue', face: 'accuracy' }] }, { type: 'endAttackEffects' }).session;
  };

  it('granted while defending, the TIE fighter counters with 3 blue dice and is then activated', () => {
    const session = start();
    expect(offered(session, 'TI-99')[0]?.question).toMatch(/distance 1–3/);
    const granted = play(use(session, 'vsd', 'TI-99', { yes: true }), { type: 'resolveDamage' }).session;
    expect(optionsOf(granted).counter).toEqual({ squadron: 't1', against: 'x1', dice: 3 });
    const countered = play(granted, { type: 'declareTarget', attacker: { squadron: 't1' }, defender: { squadron: 'x1' }, range: 'distance-1', special: 'counter' }).session;
    expect(currentAttackOf(countered)).toMatchObject({ kind: 'counter', gathered: { red: 0, blue: 3, black: 0 } });
    const done = play(countered, { type: 'rollAttackDice', dice: [{ color: 'blue', face: 'accuracy' }, { color: 'blue', face: 'accuracy' }, { color: 'blue', face: 'accuracy' }] }, { type: 'endAttackEffects' }, { type: 'resolveDamage' }).session;
    expect(squadronById(done, 't1')).toMatchObject({ activated: true });
    expect(squadronById(done, 't1').grantedKeywords).toBeUndefined();
  });

  it('not used: no counter window opens; declined, the grant goes and the squadron stays unactivated', () => {
    expect(optionsOf(play(start(), { type: 'resolveDamage' }).session).counter).toBeNull();
    const declined = play(use(start(), 'vsd', 'TI-99', { yes: true }), { type: 'resolveDamage' }, { type: 'declineCounter' }).session;
    expect(squadronById(declined, 't1')).toMatchObject({ activated: false });
    expect(squadronById(declined, 't1').grantedKeywords).toBeUndefined();
  });
});

describe('Card · Ketsu Onyo · RRG · Squadron speed: an enemy squadron at distance 1 has its speed reduced by 2 (at least 1)', () => {
  it('asked as a TIE fighter activates, its speed goes from 4 to 2', () => {
    const players = rosters({ ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [ace('rebel-alliance/ketsu-onyo', 'ketsu')] }, { ships: [shipEntry(VICTORY, { id: 'vsd' })], squadrons: [withKeywords(TIE_FIGHTER, 't1')] });
    const session = play(squadronPhase(play(emptySession('armada'), { type: 'setup', seed: 'ketsu', players, firstPlayer: 'p2' }).session), { type: 'activateSquadron', squadron: 't1' }).session;
    expect(offered(session, 'Ketsu Onyo')[0]?.question).toMatch(/distance 1 of Ketsu Onyo/);
    expect(speedNow(use(session, 'ketsu', 'Ketsu Onyo', { yes: true }))).toBe(2);
  });
});

describe('Card · Major Rhymer · RRG · Squadron attack: a friendly squadron at distance 1 may attack enemy ships at close range', () => {
  it('asked, the TIE fighter attacks the CR90 at close range; without it close range is refused', () => {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })], squadrons: [ace('galactic-empire/major-rhymer', 'rhymer'), withKeywords(TIE_FIGHTER, 't1')] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    const session = play(squadronPhase(play(emptySession('armada'), { type: 'setup', seed: 'rhymer', players, firstPlayer: 'p1' }).session), { type: 'activateSquadron', squadron: 't1' }).session;
    const close = { type: 'declareTarget', attacker: { squadron: 't1' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' } as const;
    expectMessage(refusal(session, close), /attacks at distance 1/);
    const allowed = use(session, 'rhymer', 'Major Rhymer', { yes: true });
    expect(optionsOf(allowed).attackers[0]?.ranges).toEqual(['distance-1', 'close']);
    expect(currentAttackOf(play(allowed, close).session)).toMatchObject({ range: 'close', defender: { kind: 'ship', id: 'cr90' } });
  });
});

describe('Card · Flak Guns · RRG · Armament: its anti-squadron dice are black; a salvo uses its black battery dice at medium range and blue at long range', () => {
  it('against a squadron the CR90’s blue anti-squadron die is black', () => {
    const cr90 = fittedIsb(shipEntry(CR90, { id: 'cr90' }), 'Flak Guns');
    const players = rosters({ ships: [cr90] }, { ships: [shipEntry(VICTORY, { id: 'vsd' })], squadrons: [withKeywords(TIE_FIGHTER, 't1')] });
    const session = play(emptySession('armada'), { type: 'setup', seed: 'flak', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'cr90' }, { type: 'revealCommand', ship: 'cr90', command: 'navigate', as: 'dial' }, { type: 'declareTarget', attacker: { ship: 'cr90', hullZone: 'front' }, defender: { squadron: 't1' }, range: 'close' }).session;
    expect(currentAttackOf(session)?.gathered).toEqual({ red: 0, blue: 1, black: 0 });
    const [blue, red] = offered(session, 'Flak Guns');
    expect(blue?.label).toMatch(/blue anti-squadron dice are black/);
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'cr90', ref: red?.ref ?? '' }), /No red die is gathered/);
    expect(currentAttackOf(play(session, { type: 'useCardEffect', unit: 'cr90', ref: blue?.ref ?? '' }).session)?.gathered).toEqual({ red: 0, blue: 0, black: 1 });
  });

  it('the Starhawk’s salvo attack back at medium range uses its rear black die too', () => {
    const starhawk = fittedIsb(shipEntry(STARHAWK, { id: 'hawk' }), 'Flak Guns');
    const players = rosters({ ships: [shipEntry(CR90, { id: 'cr90' })] }, { ships: [starhawk] });
    const declared = play(emptySession('armada'), { type: 'setup', seed: 'flak-salvo', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'cr90' }, { type: 'revealCommand', ship: 'cr90', command: 'navigate', as: 'dial' }, { type: 'declareTarget', attacker: { ship: 'cr90', hullZone: 'front' }, defender: { ship: 'hawk', hullZone: 'front' }, range: 'medium' }).session;
    const salvoToken = stateOf(declared).ships.find((ship) => ship.id === 'hawk')?.defenseTokens.find((token) => token.type === 'salvo')?.id ?? '';
    const salvo = play(declared, { type: 'rollAttackDice', dice: [{ color: 'red', face: 'blank' }, { color: 'red', face: 'blank' }, { color: 'blue', face: 'hit' }] }, { type: 'endAttackEffects' }, { type: 'spendDefenseToken', token: salvoToken }, { type: 'resolveDamage' }).session;
    expect(currentAttackOf(salvo)).toMatchObject({ kind: 'salvo', attacker: { id: 'hawk', hullZone: 'rear' }, gathered: { red: 2, blue: 0, black: 0 } });
    const option = offered(salvo, 'Flak Guns').find((candidate) => candidate.label.includes('medium range'));
    expect(currentAttackOf(play(salvo, { type: 'useCardEffect', unit: 'hawk', ref: option?.ref ?? '' }).session)?.gathered).toEqual({ red: 2, blue: 0, black: 1 });
  });
});

describe('Card · Foresight · RRG · Evade and Redirect: its evade affects 1 more die; its redirect reaches 1 more adjacent hull zone', () => {
  it('at medium range the CR90’s evade rerolls 2 dice of another CR90’s attack; without the title 2 dice are refused', () => {
    const run = (title: boolean) => {
      const cr90 = title ? fittedIsb(shipEntry(CR90, { id: 'cr90' }), 'Foresight') : shipEntry(CR90, { id: 'cr90' });
      // Two small ships: no extra evade die for a larger attacker.
      const players = rosters({ ships: [shipEntry(CR90, { id: 'other' })] }, { ships: [cr90] });
      return play(emptySession('armada'), { type: 'setup', seed: 'foresight', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'other' }, { type: 'revealCommand', ship: 'other', command: 'navigate', as: 'dial' }, { type: 'declareTarget', attacker: { ship: 'other', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'medium' }, { type: 'rollAttackDice', dice: [{ color: 'red', face: 'hit' }, { color: 'red', face: 'hit' }, { color: 'blue', face: 'hit' }] }, { type: 'endAttackEffects' }).session;
    };
    const evade = (session: Session) => ({ type: 'spendDefenseToken', token: stateOf(session).ships.find((ship) => ship.id === 'cr90')?.defenseTokens.find((token) => token.type === 'evade')?.id ?? '', dice: [0, 1], faces: ['blank', 'blank'] }) as const;
    const titled = run(true);
    const spent = play(titled, evade(titled)).session;
    expect(currentAttackOf(spent)?.pool.slice(0, 2).map((die) => die.face)).toEqual(['blank', 'blank']);
    const plain = run(false);
    expectMessage(refusal(plain, evade(plain)), /1 die|at most/);
  });

  it('with a redirect spent to the left zone, 1 damage goes to the right zone’s shields too; without the title it is not offered', () => {
    const run = (title: boolean) => {
      const cr90 = title ? fittedIsb(shipEntry(CR90, { id: 'cr90' }), 'Foresight') : shipEntry(CR90, { id: 'cr90' });
      const players = rosters({ ships: [shipEntry(CR90, { id: 'other' })] }, { ships: [cr90] });
      const session = play(emptySession('armada'), { type: 'setup', seed: 'foresight-redirect', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'other' }, { type: 'revealCommand', ship: 'other', command: 'navigate', as: 'dial' }, { type: 'declareTarget', attacker: { ship: 'other', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'medium' }, { type: 'rollAttackDice', dice: [{ color: 'red', face: 'hit' }, { color: 'red', face: 'hit' }, { color: 'blue', face: 'hit' }] }, { type: 'endAttackEffects' }).session;
      const redirect = stateOf(session).ships.find((ship) => ship.id === 'cr90')?.defenseTokens.find((token) => token.type === 'redirect')?.id ?? '';
      return play(session, { type: 'spendDefenseToken', token: redirect, zone: 'left' }).session;
    };
    const shields = (session: Session, zone: string) => stateOf(session).ships.find((ship) => ship.id === 'cr90')?.hullZones.find((candidate) => candidate.zone === zone)?.shields;
    const redirected = run(true);
    const before = shields(redirected, 'right') ?? 0;
    const option = offered(redirected, 'Foresight').find((candidate) => candidate.label.includes('redirect'));
    const moved = play(redirected, { type: 'useCardEffect', unit: 'cr90', ref: option?.ref ?? '', zone: 'right', amount: 1 }).session;
    expect(shields(moved, 'right')).toBe(before - 1);
    expectMessage(refusal(redirected, { type: 'useCardEffect', unit: 'cr90', ref: option?.ref ?? '', zone: 'rear', amount: 1 }), /not adjacent/);
    expect(offered(run(false), 'Foresight')).toEqual([]);
  });
});

/** p1 (Empire): the fitted Victory and these squadrons; p2 (first player): a CR90 and an X-wing. In the Squadron Phase the X-wing attacks `target` with 3 hits. */
function xWingDestroys(upgrades: string[], squadrons: SquadronRosterEntry[], target: string, seed: string): Session {
  const vsd = fittedIsb(shipEntry(VICTORY, { id: 'vsd' }), ...upgrades);
  const players = rosters({ ships: [vsd], squadrons }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [withKeywords(X_WING, 'x1')] });
  const session = squadronPhase(play(emptySession('armada'), { type: 'setup', seed, players, firstPlayer: 'p2' }).session);
  const hits = [0, 1, 2, 3].map((at) => ({ color: 'blue' as const, face: at < 3 ? ('hit' as const) : ('accuracy' as const) }));
  return play(session, { type: 'activateSquadron', squadron: 'x1' }, { type: 'declareTarget', attacker: { squadron: 'x1' }, defender: { squadron: target }, range: 'distance-1' }, { type: 'rollAttackDice', dice: hits }, { type: 'endAttackEffects' }, { type: 'resolveDamage' }).session;
}

describe('Card · Reserve Hangar Deck · RRG · Squadron: a destroyed non-unique Swarm squadron nearby comes back with 2 hull, unengaged, activated', () => {
  it('the TIE fighter destroyed by the X-wing is back in play with 1 damage of 3, activated; the card is discarded', () => {
    const destroyed = xWingDestroys(['Reserve Hangar Deck'], [withKeywords(TIE_FIGHTER, 't1')], 't1', 'rhd');
    expect(squadronById(destroyed, 't1')).toMatchObject({ destroyed: true });
    expect(offered(destroyed, 'Reserve Hangar Deck')[0]?.question).toMatch(/distance 1–5/);
    const back = use(destroyed, 'vsd', 'Reserve Hangar Deck', { yes: true });
    expect(squadronById(back, 't1')).toMatchObject({ destroyed: false, damage: 1, activated: true });
    expect(stateOf(back).cardStates?.discarded).toEqual(['vsd-upgrade-1']);
  });

  it('a TIE bomber (no Swarm) destroyed is not offered it', () => {
    const bomber = { ...withKeywords(TIE_BOMBER, 'b1'), hull: 3 };
    const destroyed = xWingDestroys(['Reserve Hangar Deck'], [bomber], 'b1', 'rhd-bomber');
    expect(squadronById(destroyed, 'b1')).toMatchObject({ destroyed: true });
    expect(offered(destroyed, 'Reserve Hangar Deck')).toEqual([]);
  });
});

describe('Card · Hot Landing · RRG 1.5.0 · Raid Tokens: a friendly Adept squadron destroyed, an enemy ship at distance 1–2 of it gains 1 raid token of your choice', () => {
  it('the destroyed Adept TIE fighter gives the CR90 a navigate raid token; a squadron without Adept gives none', () => {
    const adept = { ...withKeywords(TIE_FIGHTER, 't1'), keywords: ['Swarm', 'Adept 1'] };
    const destroyed = xWingDestroys(['Hot Landing'], [adept], 't1', 'hot-landing');
    const raided = use(destroyed, 'vsd', 'Hot Landing', { yes: true, targets: ['cr90'], command: 'navigate' });
    expect(stateOf(raided).ships.find((ship) => ship.id === 'cr90')?.raidTokens).toEqual(['navigate']);
    expect(offered(xWingDestroys(['Hot Landing'], [withKeywords(TIE_FIGHTER, 't1')], 't1', 'hot-landing-plain'), 'Hot Landing')).toEqual([]);
  });
});

describe('Card · Hyperwave Signal Boost · RRG · Squadron Phase: on its turn, up to its ship’s squadron value of squadrons activate (not 2)', () => {
  const start = () => {
    const vsd = { ...fittedIsb(shipEntry(VICTORY, { id: 'vsd' }), 'Hyperwave Signal Boost'), squadronValue: 3 };
    const players = rosters({ ships: [vsd], squadrons: [withKeywords(TIE_FIGHTER, 't1'), withKeywords(TIE_FIGHTER, 't2'), withKeywords(TIE_FIGHTER, 't3')] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [withKeywords(X_WING, 'x1')] });
    return squadronPhase(play(emptySession('armada'), { type: 'setup', seed: 'hyperwave', players, firstPlayer: 'p1' }).session);
  };
  const two = (session: Session) => play(session, { type: 'activateSquadron', squadron: 't1' }, { type: 'endActivation' }, { type: 'activateSquadron', squadron: 't2' }, { type: 'endActivation' }).session;

  it('exhausted, the Victory’s 3 TIE fighters activate in one turn; without it the third waits for the opponent', () => {
    const session = start();
    expectMessage(refusal(two(session), { type: 'activateSquadron', squadron: 't3' }), /turn/);
    const boosted = use(session, 'vsd', 'Hyperwave Signal Boost', { yes: true });
    expect(stateOf(boosted).turn).toMatchObject({ player: 'p1', squadronsLeft: 3, asByCommand: 'Hyperwave Signal Boost' });
    expect(squadronById(play(two(boosted), { type: 'activateSquadron', squadron: 't3' }).session, 't3').activated).toBe(true);
  });

  it('once a squadron of the turn has activated it is refused', () => {
    const begun = play(start(), { type: 'activateSquadron', squadron: 't1' }, { type: 'endActivation' }).session;
    expectMessage(refusal(begun, { type: 'useCardEffect', unit: 'vsd', ref: offered(begun, 'Hyperwave Signal Boost')[0]?.ref ?? '', yes: true }), /as the turn begins/);
  });
});

describe('Card · Jan Ors · RRG · Defense Tokens: a friendly squadron at distance 1–2 defending may spend her defense tokens', () => {
  it('the X-wing the TIE attacks spends Jan’s brace: the 2 hits become 1; without her card the brace is refused', () => {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })], squadrons: [withKeywords(TIE_FIGHTER, 't1')] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [ace('rebel-alliance/jan-ors', 'jan'), withKeywords(X_WING, 'x1')] });
    const session = play(
      squadronPhase(play(emptySession('armada'), { type: 'setup', seed: 'jan', players, firstPlayer: 'p1' }).session),
      { type: 'activateSquadron', squadron: 't1' },
      { type: 'declareTarget', attacker: { squadron: 't1' }, defender: { squadron: 'x1' }, range: 'distance-1' },
      { type: 'rollAttackDice', dice: [{ color: 'blue', face: 'hit' }, { color: 'blue', face: 'hit' }, { color: 'blue', face: 'accuracy' }] },
      { type: 'endAttackEffects' },
    ).session;
    const brace = squadronById(session, 'jan').defenseTokens[0]?.id ?? '';
    expectMessage(refusal(session, { type: 'spendDefenseToken', token: brace }), /belongs to Jan Ors/);
    expect(offered(session, 'Jan Ors')[0]?.question).toMatch(/distance 1–2 of Jan Ors/);
    const lent = use(session, 'jan', 'Jan Ors', { yes: true });
    expect(optionsOf(lent).attack?.defenseTokens.map((option) => option.token)).toContain(brace);
    const braced = play(lent, { type: 'spendDefenseToken', token: brace }, { type: 'resolveDamage' }).session;
    expect(squadronById(braced, 'jan').defenseTokens[0]?.state).toBe('exhausted');
    expect(squadronById(braced, 'x1').damage).toBe(1);
  });
});

describe('Card · Ordnance Pods · RRG · Attack: at the end of its Attack step the ship attacks a squadron once more, from any hull zone, with 1 black die', () => {
  it('RRG · Attack, additional squadron target: the bonus attack’s next squadron is attacked with the card’s 1 black die again', () => {
    const vsd = fittedIsb(shipEntry(VICTORY, { id: 'vsd' }), 'Ordnance Pods');
    const players = rosters({ ships: [vsd] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [withKeywords(X_WING, 'x1'), withKeywords(X_WING, 'x2')] });
    const session = play(emptySession('armada'), { type: 'setup', seed: 'pods-more', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'navigate', as: 'dial' }).session;
    const bonus = play(use(session, 'vsd', 'Ordnance Pods'), { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'front' }, defender: { squadron: 'x1' }, range: 'close' }, { type: 'rollAttackDice', dice: [{ color: 'black', face: 'blank' }] }, { type: 'endAttackEffects' }, { type: 'resolveDamage' }).session;
    expect(currentAttackOf(bonus)?.step).toBe('declareAdditionalSquadronTarget');
    const next = play(bonus, { type: 'declareAdditionalSquadronTarget', squadron: 'x2', range: 'close' }).session;
    expect(currentAttackOf(next)?.gathered).toEqual({ red: 0, blue: 0, black: 1 });
  });

  it('the Victory’s front zone attacks the X-wing again with 1 black die; without the card the zone is refused', () => {
    const vsd = fittedIsb(shipEntry(VICTORY, { id: 'vsd' }), 'Ordnance Pods');
    const players = rosters({ ships: [vsd] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [withKeywords(X_WING, 'x1')] });
    const again = { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'front' }, defender: { squadron: 'x1' }, range: 'close' } as const;
    const session = play(
      emptySession('armada'),
      { type: 'setup', seed: 'pods', players, firstPlayer: 'p1' },
      { type: 'nextPhase' },
      { type: 'activateShip', ship: 'vsd' },
      { type: 'revealCommand', ship: 'vsd', command: 'navigate', as: 'dial' },
      again,
      { type: 'rollAttackDice', rollForMe: true },
      { type: 'endAttackEffects' },
      { type: 'resolveDamage' },
    ).session;
    expectMessage(refusal(session, again), /already attacked from its front hull zone/);
    const pods = use(session, 'vsd', 'Ordnance Pods');
    expect(optionsOf(pods).attackers[0]?.hullZones).toContain('front');
    const attack = currentAttackOf(play(pods, again).session);
    expect(attack?.gathered).toEqual({ red: 0, blue: 0, black: 1 });
    expect(stateOf(pods).activation.ship?.bonusAttack).toMatchObject({ card: 'Ordnance Pods' });
    expectMessage(refusal(play(pods, again, { type: 'rollAttackDice', rollForMe: true }, { type: 'endAttackEffects' }, { type: 'resolveDamage' }).session, again), /already attacked/);
  });
});

describe('Card · IG-88B · RRG · Squadron Phase: at its start, toggled to activated, it attacks each enemy squadron at distance 1 once, each attack obstructed', () => {
  const start = () => {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })], squadrons: [ace('galactic-empire/ig-88b', 'ig'), withKeywords(TIE_FIGHTER, 't1')] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [withKeywords(X_WING, 'x1'), withKeywords(X_WING, 'x2')] });
    return squadronPhase(play(emptySession('armada'), { type: 'setup', seed: 'ig-88b', players, firstPlayer: 'p2' }).session);
  };
  const attack = (defender: string) => ({ type: 'declareTarget', attacker: { squadron: 'ig' }, defender: { squadron: defender }, range: 'distance-1' }) as const;
  const resolve = (session: Session) => {
    const gathered = currentAttackOf(session)?.gathered ?? { red: 0, blue: 0, black: 0 };
    const color = (['red', 'blue', 'black'] as const).find((candidate) => gathered[candidate] > 0) ?? 'blue';
    return play(session, { type: 'rollAttackDice', rollForMe: true, remove: color }, { type: 'endAttackEffects' }, { type: 'resolveDamage' }).session;
  };

  it('on the Rebels’ turn IG-88B attacks both X-wings, one die removed from each; a third attack is refused; ending passes no turn', () => {
    const session = start();
    expect(stateOf(session).turn?.player).toBe('p2');
    const activated = use(session, 'ig', 'IG-88B');
    expect(squadronById(activated, 'ig').activated).toBe(true);
    const first = play(activated, attack('x1')).session;
    expect(currentAttackOf(first)?.removeBeforeRoll).toBe('IG-88B (obstructed)');
    const once = resolve(first);
    expectMessage(refusal(once, attack('x1')), /attacks each enemy squadron once/);
    expect(optionsOf(once).attackers.map((option) => option.unit)).toEqual(['ig']);
    const twice = resolve(play(once, attack('x2')).session);
    expect(stateOf(twice).attackLog?.filter((record) => record.attacker === 'ig')).toHaveLength(2);
    const ended = play(twice, { type: 'endActivation' }).session;
    expect(stateOf(ended).turn?.player).toBe('p2');
    // Activated now, it is not offered again this round.
    expect(offered(ended, 'IG-88B')).toEqual([]);
  });
});

describe('Card · Ahsoka Tano (Delta-7 Aethersprite) · RRG · Squadron attack: after she moves, another friendly squadron at distance 1 attacks an enemy squadron with 2 blue dice', () => {
  const ahsoka = (): SquadronRosterEntry => {
    const card = isbSquadrons().find((candidate) => candidate['ace-name'].trim() === 'Ahsoka Tano');
    if (!card) throw new Error('no ISB Ahsoka Tano squadron');
    return { ...withKeywords(X_WING, 'ahsoka'), name: 'Ahsoka Tano', unique: true, ...effectsOfCard('Ahsoka Tano', squadronFactsOf('Ahsoka Tano', card.name, card.ability, [])) };
  };
  it('the X-wing attacks the TIE with 2 blue dice in her activation, and she still attacks; a second attack by the X-wing is refused', () => {
    const players = rosters({ ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [ahsoka(), withKeywords(X_WING, 'x1')] }, { ships: [shipEntry(VICTORY, { id: 'vsd' })], squadrons: [withKeywords(TIE_FIGHTER, 't1'), withKeywords(TIE_FIGHTER, 't2')] });
    const session = play(squadronPhase(play(emptySession('armada'), { type: 'setup', seed: 'ahsoka-squadron', players, firstPlayer: 'p1' }).session), { type: 'activateSquadron', squadron: 'ahsoka' }).session;
    const byFriend = { type: 'declareTarget', attacker: { squadron: 'x1' }, defender: { squadron: 't1' }, range: 'distance-1' } as const;
    expectMessage(refusal(session, byFriend), /not activated/);
    const option = offered(session, 'Ahsoka Tano')[0];
    expect(option?.targets?.units.map((unit) => unit.id)).toEqual(['x1']);
    const given = use(session, 'ahsoka', 'Ahsoka Tano', { yes: true, targets: ['x1'] });
    expect(optionsOf(given).attackers.map((option) => option.unit)).toEqual(['ahsoka', 'x1']);
    const attacked = play(given, byFriend).session;
    expect(currentAttackOf(attacked)).toMatchObject({ attacker: { id: 'x1' }, gathered: { red: 0, blue: 2, black: 0 } });
    const done = play(attacked, { type: 'rollAttackDice', dice: [{ color: 'blue', face: 'accuracy' }, { color: 'blue', face: 'accuracy' }] }, { type: 'endAttackEffects' }, { type: 'resolveDamage' }).session;
    expectMessage(refusal(done, byFriend), /not activated/);
    expect(currentAttackOf(play(done, { type: 'declareTarget', attacker: { squadron: 'ahsoka' }, defender: { squadron: 't2' }, range: 'distance-1' }).session)?.attacker).toMatchObject({ id: 'ahsoka' });
  });
});

describe('Card · Rapid Launch Bays · RRG · Squadrons set aside: up to its squadron value of squadrons wait next to the ship, out of play, until it places them as it reveals a command', () => {
  const start = (card: string) => {
    const vsd = { ...fittedIsb(shipEntry(VICTORY, { id: 'vsd' }), card), squadronValue: 2 };
    const players = rosters({ ships: [vsd], squadrons: [withKeywords(TIE_FIGHTER, 't1'), withKeywords(TIE_FIGHTER, 't2'), withKeywords(TIE_BOMBER, 'b1')] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [withKeywords(X_WING, 'x1')] });
    return play(emptySession('armada'), { type: 'setup', seed: `aside-${card}`, players, firstPlayer: 'p1' }, { type: 'nextPhase' }).session;
  };

  it('two TIE fighters set aside cannot activate; the dial revealed, the card is discarded and they are placed and activate', () => {
    const session = start('Rapid Launch Bays');
    const ref = offered(session, 'Rapid Launch Bays')[0]?.ref ?? '';
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'vsd', ref, targets: ['t1', 't2', 'b1'] }), /at most 2/);
    const aside = play(session, { type: 'useCardEffect', unit: 'vsd', ref, targets: ['t1', 't2'] }).session;
    expect(stateOf(aside).setAside?.map((entry) => entry.squadron)).toEqual(['t1', 't2']);
    const revealed = play(aside, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'squadron', as: 'dial' }).session;
    expectMessage(refusal(revealed, { type: 'activateSquadron', squadron: 't1' }), /set aside next to/);
    expect(optionsOf(revealed).activatableSquadrons).toEqual(['b1']);
    const placed = use(revealed, 'vsd', 'Rapid Launch Bays');
    expect(stateOf(placed).setAside).toEqual([]);
    expect(stateOf(placed).cardStates?.discarded).toEqual(['vsd-upgrade-1']);
    expect(squadronById(play(placed, { type: 'activateSquadron', squadron: 't1' }).session, 't1').activated).toBe(true);
  });

  it('FAQ · Set aside: squadrons still set aside when the game ends are destroyed', () => {
    const session = start('Rapid Launch Bays');
    const aside = play(session, { type: 'useCardEffect', unit: 'vsd', ref: offered(session, 'Rapid Launch Bays')[0]?.ref ?? '', targets: ['t1'] }, { type: 'endGame', reason: 'timeCalled' }).session;
    expect(squadronById(aside, 't1').destroyed).toBe(true);
    expect(squadronById(aside, 't2').destroyed).toBe(false);
  });
});

describe('Card · Invisible Hand · RRG · Squadrons set aside: up to 5 Swarm squadrons wait next to the ship; its squadron command places those it names', () => {
  it('a TIE bomber (no Swarm) is refused; the TIE fighter set aside is placed by the squadron command, the other stays aside', () => {
    const players = rosters({ ships: [{ ...fittedIsb(shipEntry(VICTORY, { id: 'vsd' }), 'Invisible Hand'), squadronValue: 2 }], squadrons: [withKeywords(TIE_FIGHTER, 't1'), withKeywords(TIE_FIGHTER, 't2'), withKeywords(TIE_BOMBER, 'b1')] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [withKeywords(X_WING, 'x1')] });
    const session = play(emptySession('armada'), { type: 'setup', seed: 'invisible-hand', players, firstPlayer: 'p1' }, { type: 'nextPhase' }).session;
    const ref = offered(session, 'Invisible Hand')[0]?.ref ?? '';
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'vsd', ref, targets: ['t1', 'b1'] }), /only squadrons with Swarm/);
    const aside = play(session, { type: 'useCardEffect', unit: 'vsd', ref, targets: ['t1', 't2'] }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'squadron', as: 'dial' }).session;
    const placed = use(aside, 'vsd', 'Invisible Hand', { targets: ['t1'] });
    expect(stateOf(placed).setAside?.map((entry) => entry.squadron)).toEqual(['t2']);
    expect(squadronById(play(placed, { type: 'activateSquadron', squadron: 't1' }).session, 't1').activated).toBe(true);
    expectMessage(refusal(placed, { type: 'activateSquadron', squadron: 't2' }), /set aside next to/);
  });
});

describe('Card · Rapid Launch Bays (FFG printing) · FAQ: its squadron command places up to as many set-aside squadrons as it would activate', () => {
  it('with a squadron token (1 squadron) placing both TIE fighters is refused, placing one is not, and the placed one activates', () => {
    const card = (JSON.parse(readFileSync(join(DATA, 'armada-ffg/data/upgrade-card/offensive-retrofit.json'), 'utf8')) as { name: string; text: string; slots: string[] }[]).find((candidate) => candidate.name === 'Rapid Launch Bays');
    if (!card) throw new Error('no FFG Rapid Launch Bays');
    const found = effectsOfCard(card.name, upgradeFactsOf(card.name, card.text, card.slots), 'upgrade-1');
    const vsd = { ...shipEntry(VICTORY, { id: 'vsd' }), squadronValue: 2, upgrades: [{ name: card.name, slot: 'Offensive Retrofit', points: 0 }], effects: found.effects, yourCalls: found.yourCalls };
    const players = rosters({ ships: [vsd], squadrons: [withKeywords(TIE_FIGHTER, 't1'), withKeywords(TIE_FIGHTER, 't2')] }, { ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [withKeywords(X_WING, 'x1')] });
    const session = play(emptySession('armada'), { type: 'setup', seed: 'rlb-ffg', players, firstPlayer: 'p1' }, { type: 'nextPhase' }).session;
    const aside = play(session, { type: 'useCardEffect', unit: 'vsd', ref: offered(session, 'Rapid Launch Bays')[0]?.ref ?? '', targets: ['t1', 't2'] }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'squadron', as: 'token' }, { type: 'spendCommandToken', ship: 'vsd', command: 'squadron' }).session;
    const ref = offered(aside, 'Rapid Launch Bays')[0]?.ref ?? '';
    expectMessage(refusal(aside, { type: 'useCardEffect', unit: 'vsd', ref, targets: ['t1', 't2'] }), /at most as many squadrons as the squadron command activates \(1\)/);
    const placed = play(aside, { type: 'useCardEffect', unit: 'vsd', ref, targets: ['t1'] }).session;
    expect(stateOf(placed).setAside?.map((entry) => entry.squadron)).toEqual(['t2']);
    expect(squadronById(play(placed, { type: 'activateSquadron', squadron: 't1' }).session, 't1').activated).toBe(true);
  });
});

describe('Card · Clone Commander Wolffe · RRG 1.5.0 · Assault: exhausted, up to 3 squadrons his ship activates without Adept gain Assault, and may spend a hit or accuracy die for the raid token', () => {
  const start = () => {
    const cr90 = { ...fittedIsb(shipEntry(CR90, { id: 'cr90' }), 'Clone Commander Wolffe'), squadronValue: 3 };
    const adept = { ...withKeywords(X_WING, 'xa'), keywords: ['Bomber', 'Adept 1'] };
    const players = rosters({ ships: [cr90], squadrons: [withKeywords(X_WING, 'x1'), adept, withKeywords(X_WING, 'x2')] }, { ships: [shipEntry(VICTORY, { id: 'vsd' })] });
    return play(emptySession('armada'), { type: 'setup', seed: 'wolffe', players, firstPlayer: 'p1' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'cr90' }, { type: 'revealCommand', ship: 'cr90', command: 'squadron', as: 'dial' }, { type: 'activateSquadron', squadron: 'x1' }).session;
  };
  const attackVsd = (session: Session, squadron: string) => play(session, { type: 'declareTarget', attacker: { squadron }, defender: { ship: 'vsd', hullZone: 'rear' }, range: 'distance-1' }, { type: 'rollAttackDice', dice: [{ color: 'red', face: 'accuracy' }] }).session;

  it('the X-wing gains Assault and spends its red accuracy: the Victory gains a squadron raid token; the Adept one is not offered the grant, the next X-wing is', () => {
    const session = start();
    expect(offered(session, 'Clone Commander Wolffe').map((option) => option.label)).toEqual(['Clone Commander Wolffe: exhaust: a squadron without Adept it activates gains Assault (1st of 3)']);
    const granted = use(session, 'cr90', 'Clone Commander Wolffe');
    expect(squadronById(granted, 'x1').grantedKeywords).toEqual([{ name: 'Assault', value: null, source: 'Clone Commander Wolffe' }]);
    const rolled = attackVsd(granted, 'x1');
    const raid = play(rolled, { type: 'useCardEffect', unit: 'cr90', ref: offered(rolled, 'Clone Commander Wolffe')[0]?.ref ?? '', dice: [0], command: 'squadron' }).session;
    expect(stateOf(raid).ships.find((ship) => ship.id === 'vsd')?.raidTokens).toEqual(['squadron']);
    expect(currentAttackOf(raid)?.pool).toEqual([]);
    const next = play(raid, { type: 'endAttackEffects' }, { type: 'resolveDamage' }, { type: 'endActivation' }, { type: 'activateSquadron', squadron: 'xa' }).session;
    expect(offered(next, 'Clone Commander Wolffe')).toEqual([]);
    const third = play(next, { type: 'endActivation' }, { type: 'activateSquadron', squadron: 'x2' }).session;
    expect(offered(third, 'Clone Commander Wolffe').map((option) => option.label)).toEqual(['Clone Commander Wolffe: a squadron without Adept it activates gains Assault (2nd of 3)', 'Clone Commander Wolffe: a squadron without Adept it activates gains Assault (3rd of 3)']);
  });

  it('not exhausted: no Assault, and the attack has no raid token to give', () => {
    const rolled = attackVsd(start(), 'x1');
    expect(offered(rolled, 'Clone Commander Wolffe')).toEqual([]);
  });
});
