import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import type { ShipRosterEntry } from '../../shared/engine/games/armada';
import { effectsOfCard, squadronFactsOf, upgradeFactsOf } from '../../shared/engine/games/armada/effects/card-terms';
import { joinFactTables } from '../../shared/engine/games/armada/effects/facts/fact-builders';
import { CR90, currentAttackOf, expectMessage, optionsOf, play, refusal, rosters, shipById, shipEntry, squadronEntry, stateOf, VICTORY, X_WING } from './helpers/armada-game';

// Issue 35, round 3 · cards the table plays once it asks the one thing it cannot see: Admiral
// Konstantine and the Magnite Crystal Tractor Beam Array (speed), Captain Rex and Slicer Tools
// (raid tokens), Bail Organa and Admiral Tarkin (command tokens), Dash Rendar (a reroll per enemy
// at distance 1). The cards are read from ../shared/data at run time, as the host reads them.

const DATA = join(__dirname, '../../../shared/data');
const isbUpgrades = Object.values((JSON.parse(readFileSync(join(DATA, 'armada-isb/public/converted-json/upgrades/upgrades.json'), 'utf8')) as { upgrades: Record<string, { name: string; ability: string; type: string }> }).upgrades);

function fitted(entry: ShipRosterEntry, ...names: string[]): ShipRosterEntry {
  const cards = names.map((name) => {
    const card = isbUpgrades.find((candidate) => candidate.name === name);
    if (!card) throw new Error(`no ISB card ${name}`);
    return card;
  });
  const found = cards.map((card, n) => effectsOfCard(card.name, upgradeFactsOf(card.name, card.ability, [card.type]), `upgrade-${n + 1}`));
  return { ...entry, upgrades: cards.map((card) => ({ name: card.name, slot: card.type, points: 0 })), effects: found.flatMap((card) => card.effects), yourCalls: found.flatMap((card) => card.yourCalls) };
}

const offered = (session: Session, source: string) => optionsOf(session).cardEffects.filter((option) => option.source === source);
const refOf = (session: Session, source: string, n = 0) => offered(session, source)[n]?.ref ?? '';
const game = (seed: string, mine: ShipRosterEntry, theirs: ShipRosterEntry[] = [shipEntry(CR90, { id: 'cr90' })]) =>
  play(emptySession('armada'), { type: 'setup', seed, players: rosters({ ships: [mine] }, { ships: theirs }), firstPlayer: 'p1' }).session;

/** From the Command Phase to the Status Phase: every ship activated, the Squadron Phase passed. */
function toStatusPhase(session: Session): Session {
  let now = play(session, { type: 'nextPhase' }).session;
  for (const ship of ['vsd', 'cr90', 'cr2']) {
    if (!stateOf(now).ships.some((candidate) => candidate.id === ship)) continue;
    now = play(now, { type: 'activateShip', ship }, { type: 'revealCommand', ship, command: 'navigate', as: 'dial' }, { type: 'endActivation' }).session;
  }
  now = play(now, { type: 'nextPhase', confirm: true }).session;
  if (stateOf(now).phase !== 'status') now = play(now, { type: 'nextPhase', confirm: true }).session;
  return now;
}

describe('Card · Admiral Konstantine · RRG · Speed: in the Status Phase each enemy ship near 2 friendly medium or large ships changes speed by 1, never below 1', () => {
  const start = () => toStatusPhase(game('konstantine', fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Admiral Konstantine'), [shipEntry(CR90, { id: 'cr90', speed: 1 }), shipEntry(CR90, { id: 'cr2', speed: 2 })]));

  it('offered in the Status Phase with its question, naming an enemy ship and the way', () => {
    const session = start();
    expect(stateOf(session).phase).toBe('status');
    const option = offered(session, 'Admiral Konstantine')[0];
    expect(option?.question).toMatch(/at least 2 friendly medium or large ships/);
    expect(option?.targets?.units.map((unit) => unit.id)).toEqual(['cr90', 'cr2']);
  });

  it('a ship at speed 1 slowed stays at 1 (the card’s minimum); a second ship may be changed too', () => {
    const session = start();
    const slowed = play(session, { type: 'useCardEffect', unit: 'vsd', ref: refOf(session, 'Admiral Konstantine'), yes: true, targets: ['cr90'], speedChange: -1 }).session;
    expect(shipById(slowed, 'cr90').speed).toBe(1);
    const second = play(slowed, { type: 'useCardEffect', unit: 'vsd', ref: refOf(slowed, 'Admiral Konstantine'), yes: true, targets: ['cr2'], speedChange: -1 }).session;
    expect(shipById(second, 'cr2').speed).toBe(1);
  });

  it('unanswered, it is refused with its question and nothing changes', () => {
    const session = start();
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'vsd', ref: refOf(session, 'Admiral Konstantine'), targets: ['cr2'], speedChange: 1 }), /at least 2 friendly medium or large ships/);
    expect(shipById(session, 'cr2').speed).toBe(2);
  });
});

describe('Card · Magnite Crystal Tractor Beam Array · RRG · Speed: after its activation, exhausted, 1 enemy ship at distance 1–5 takes its speed', () => {
  it('the CR90 at speed 2 goes to the Victory’s speed 1; the card is then exhausted', () => {
    let session = game('magnite', fitted(shipEntry(VICTORY, { id: 'vsd', speed: 1 }), 'Magnite Crystal Tractor Beam Array'), [shipEntry(CR90, { id: 'cr90', speed: 2 })]);
    session = play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'repair', as: 'dial' }).session;
    const option = offered(session, 'Magnite Crystal Tractor Beam Array')[0];
    expect(option?.question).toMatch(/distance 1–5/);
    const used = play(session, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', yes: true, targets: ['cr90'] }).session;
    expect(shipById(used, 'cr90').speed).toBe(1);
    expect(optionsOf(used).cardStates.find((card) => card.unit === 'vsd')?.exhausted).toEqual(['vsd-upgrade-1']);
  });
});

describe('Card · Captain Rex · RRG 1.5.0 · Raid Tokens: resolving a squadron command, 1 enemy ship at close range gains a raid token of the player’s choice', () => {
  it('not offered before the squadron command; then the CR90 gains a navigate raid token; once per activation', () => {
    const session = play(game('rex', fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Captain Rex')), { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }).session;
    expect(offered(session, 'Captain Rex')).toEqual([]);
    const squadron = play(session, { type: 'revealCommand', ship: 'vsd', command: 'squadron', as: 'dial' }).session;
    const ref = refOf(squadron, 'Captain Rex');
    expect(ref).not.toBe('');
    const used = play(squadron, { type: 'useCardEffect', unit: 'vsd', ref, yes: true, targets: ['cr90'], command: 'navigate' }).session;
    expect(shipById(used, 'cr90').raidTokens).toEqual(['navigate']);
    expectMessage(refusal(used, { type: 'useCardEffect', unit: 'vsd', ref, yes: true, targets: ['cr90'], command: 'repair' }), /already used/);
  });
});

describe('Card · Bail Organa · RRG · Commands: in the round on his round token the first player gains up to 2 command tokens of his choice', () => {
  it('two uses at the start of the Ship Phase, two different tokens', () => {
    const session = play(game('bail', fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Bail Organa')), { type: 'nextPhase' }).session;
    const first = play(session, { type: 'useCardEffect', unit: 'vsd', ref: refOf(session, 'Bail Organa', 0), yes: true, command: 'navigate' }).session;
    const second = play(first, { type: 'useCardEffect', unit: 'vsd', ref: refOf(first, 'Bail Organa', 0), yes: true, command: 'repair' }).session;
    expect(shipById(second, 'vsd').commandTokens).toEqual(['navigate', 'repair']);
    expect(offered(second, 'Bail Organa')).toEqual([]);
  });
});

describe('Card · Dash Rendar · RRG · Attack: while attacking, 1 reroll for each enemy ship or squadron at distance 1, asked one at a time', () => {
  it('three rerolls offered, each with its own question; each used once in the attack', () => {
    const card = (JSON.parse(readFileSync(join(DATA, 'armada-ffg/data/squadron-card/rebel-alliance/dash-rendar.json'), 'utf8')) as { name: string; subname?: string; text?: string; keywords?: string[] }[])[0];
    if (!card) throw new Error('no Dash Rendar');
    const dash = { ...squadronEntry('rebel-alliance/dash-rendar', { id: 'dash' }), keywords: card.keywords ?? [], ...effectsOfCard(card.name, squadronFactsOf(card.name, card.subname ?? null, card.text ?? '', card.keywords ?? [])) };
    expect(dash.effects.map((effect) => effect.conditions.find((condition) => condition.kind === 'ask'))).toHaveLength(3);
    const players = rosters({ ships: [shipEntry(CR90, { id: 'cr90' })], squadrons: [dash] }, { ships: [shipEntry(VICTORY, { id: 'vsd' })], squadrons: [squadronEntry(X_WING, { id: 'x1' })] });
    const session = play(
      emptySession('armada'),
      { type: 'setup', seed: 'dash', players, firstPlayer: 'p1' },
      { type: 'nextPhase' },
      { type: 'nextPhase', confirm: true },
      { type: 'activateSquadron', squadron: 'dash' },
      { type: 'declareTarget', attacker: { squadron: 'dash' }, defender: { squadron: 'x1' }, range: 'distance-1' },
      { type: 'rollAttackDice', dice: [{ color: 'blue', face: 'accuracy' }, { color: 'blue', face: 'hit' }, { color: 'blue', face: 'accuracy' }, { color: 'blue', face: 'hit' }] },
    ).session;
    const options = offered(session, 'Dash Rendar');
    expect(options.map((option) => option.question)).toEqual([expect.stringMatching(/Is an enemy ship or squadron at distance 1/), expect.stringMatching(/at least 2 enemy/), expect.stringMatching(/at least 3 enemy/)]);
    const once = play(session, { type: 'useCardEffect', unit: 'dash', ref: options[0]?.ref ?? '', yes: true, dice: [0], faces: ['hit'] }).session;
    expect(currentAttackOf(once)?.pool.filter((die) => die.face === 'hit')).toHaveLength(3);
    expect(offered(once, 'Dash Rendar').map((option) => option.ref)).not.toContain(options[0]?.ref);
  });
});

describe('Fact tables written apart are joined once: a card written twice fails at load', () => {
  it('joinFactTables refuses a name in two tables', () => {
    expect(() => joinFactTables({ a: { yourCall: 'x' } }, { a: { yourCall: 'y' } })).toThrow(/written twice/);
    expect(joinFactTables({ a: { yourCall: 'x' } }, { b: { yourCall: 'y' } })).toEqual({ a: { yourCall: 'x' }, b: { yourCall: 'y' } });
  });
});

describe('Card · Early Warning System · RRG · Obstructed: an attack on its chaff-marked zone is obstructed, the attacker removes 1 die', () => {
  it('offered to the defender once the dice are rolled, asked; the attacker’s chosen die is removed', () => {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'vsd' })] }, { ships: [fitted(shipEntry(CR90, { id: 'cr90' }), 'Early Warning System')] });
    const session = play(
      emptySession('armada'),
      { type: 'setup', seed: 'chaff', players, firstPlayer: 'p1' },
      { type: 'nextPhase' },
      { type: 'activateShip', ship: 'vsd' },
      { type: 'revealCommand', ship: 'vsd', command: 'navigate', as: 'dial' },
      { type: 'declareTarget', attacker: { ship: 'vsd', hullZone: 'front' }, defender: { ship: 'cr90', hullZone: 'front' }, range: 'close' },
    ).session;
    const pool = currentAttackOf(session)?.gathered;
    const dice = [...Array(pool?.red ?? 0).fill({ color: 'red', face: 'hit' }), ...Array(pool?.blue ?? 0).fill({ color: 'blue', face: 'hit' }), ...Array(pool?.black ?? 0).fill({ color: 'black', face: 'hit' })];
    const rolled = play(session, { type: 'rollAttackDice', dice }).session;
    const option = offered(rolled, 'Early Warning System')[0];
    expect(option).toMatchObject({ unit: 'cr90', question: expect.stringMatching(/chaff token/) });
    const used = play(rolled, { type: 'useCardEffect', unit: 'cr90', ref: option?.ref ?? '', yes: true, dice: [0] }).session;
    expect(currentAttackOf(used)?.pool).toHaveLength(dice.length - 1);
  });
});
