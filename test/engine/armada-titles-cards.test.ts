import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import type { ShipRosterEntry } from '../../shared/engine/games/armada';
import { effectsOfCard, upgradeFactsOf } from '../../shared/engine/games/armada/effects/card-terms';
import { CR90, VICTORY, expectMessage, optionsOf, play, refusal, rosters, shipById, shipEntry } from './helpers/armada-game';

// Issue 35, titles · command tokens on ships the player names, tokens a ship may hold twice, values
// a title changes. The cards are read from ../shared/data at run time, as the host reads them.

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
const refOf = (session: Session, source: string) => offered(session, source)[0]?.ref ?? '';
const game = (seed: string, mine: ShipRosterEntry[], theirs: ShipRosterEntry[] = [shipEntry(CR90, { id: 'cr90' })]) =>
  play(emptySession('armada'), { type: 'setup', seed, players: rosters({ ships: mine }, { ships: theirs }), firstPlayer: 'p1' }).session;

describe('Card · Executor · RRG · Commands: the ship may hold any number of command tokens, of any types', () => {
  const start = (...cards: string[]) => play(game('executor', [fitted(shipEntry(VICTORY, { id: 'vsd' }), ...cards)]), { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'navigate', as: 'token' }).session;

  it('a second navigate token is gained (two of one type), and spending one leaves the other', () => {
    const session = start('Executor', 'Commander Vanto');
    expect(offered(session, 'Executor')).toEqual([]);
    const more = play(session, { type: 'useCardEffect', unit: 'vsd', ref: refOf(session, 'Commander Vanto'), command: 'navigate' }).session;
    expect(shipById(more, 'vsd').commandTokens).toEqual(['navigate', 'navigate']);
    const spent = play(more, { type: 'spendCommandToken', ship: 'vsd', command: 'navigate' }).session;
    expect(shipById(spent, 'vsd').commandTokens).toEqual(['navigate']);
  });

  it('past its command value: a CR90 (command 1) holding a token gains a second one', () => {
    const cr = (...cards: string[]) => play(game('executor-cr90', [fitted(shipEntry(CR90, { id: 'cr1' }), ...cards)]), { type: 'nextPhase' }, { type: 'activateShip', ship: 'cr1' }, { type: 'revealCommand', ship: 'cr1', command: 'navigate', as: 'token' }).session;
    const session = cr('Executor', 'Commander Vanto');
    expect(shipById(session, 'cr1').command).toBe(1);
    const more = play(session, { type: 'useCardEffect', unit: 'cr1', ref: refOf(session, 'Commander Vanto'), command: 'squadron' }).session;
    expect(shipById(more, 'cr1').commandTokens).toEqual(['navigate', 'squadron']);
    const plain = cr('Commander Vanto');
    expectMessage(refusal(plain, { type: 'useCardEffect', unit: 'cr1', ref: refOf(plain, 'Commander Vanto'), command: 'squadron' }), /command value/);
  });

  it('without Executor, a second navigate token is refused in the players’ words and nothing changes', () => {
    const session = start('Commander Vanto');
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'vsd', ref: refOf(session, 'Commander Vanto'), command: 'navigate' }), /already has a Navigate token/);
    expect(shipById(session, 'vsd').commandTokens).toEqual(['navigate']);
  });
});
