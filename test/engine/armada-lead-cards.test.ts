import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import type { ShipRosterEntry } from '../../shared/engine/games/armada';
import { CR90, expectMessage, optionsOf, play, refusal, rosters, shipById, shipEntry, VICTORY } from './helpers/armada-game';
import { fittedIsb, isbUpgrades } from './helpers/armada-fitted';

// Issue 35 · the lead's Armada cards (shared/engine/games/armada/effects/facts/upgrade-facts-lead.ts), played through the
// real engine. Cards from the ISB data (read at run time); rules from the Armada Rules Reference 1.5 (RRG).

function isbCard(name: string): { text: string; type: string } {
  const card = isbUpgrades().find((candidate) => candidate.name === name);
  if (!card) throw new Error(`no ISB card ${name}`);
  return { text: card.ability, type: card.type };
}
/** The ship with these upgrades fitted and their facts attached, as the host does. */
const fitted = fittedIsb;
const offered = (session: Session, source: string) => optionsOf(session).cardEffects.filter((option) => option.source === source);

describe('Card · Jyn Erso (weapons team) · RRG · Raid Tokens: as her ship reveals its dial, a squadron dial or token and the card discarded — an enemy ship at close range with none gains 2 raid tokens of your choice', () => {
  const revealed = (before: unknown[] = []) => {
    const players = rosters({ ships: [fitted(shipEntry(VICTORY, { id: 'vsd' }), 'Jyn Erso')] }, { ships: [shipEntry(CR90, { id: 'cr90' })] });
    return play(emptySession('armada'), { type: 'setup', seed: 'jyn', players, firstPlayer: 'p1' }, ...(before as never[]), { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'squadron', as: 'dial' }).session;
  };
  it('offered with the range question and each pair of types; used, the enemy gains both, the card is discarded', () => {
    const session = revealed();
    const option = offered(session, 'Jyn Erso')[0];
    expect(option?.question).toBe('Is the enemy ship you name at close range?');
    expect(option?.choices?.map((choice) => choice.label)).toContain('Navigate and Concentrate Fire raid tokens');
    expect(option?.choices).toHaveLength(6);
    const used = play(session, { type: 'useCardEffect', unit: 'vsd', ref: option?.ref ?? '', yes: true, targets: ['cr90'], raids: ['navigate', 'concentrateFire'], payWith: 'dial' }).session;
    expect(shipById(used, 'cr90').raidTokens).toEqual(['navigate', 'concentrateFire']);
  });
  it('two of one type, or a ship that already holds a raid token, are refused in words', () => {
    const session = revealed();
    const ref = offered(session, 'Jyn Erso')[0]?.ref ?? '';
    expectMessage(refusal(session, { type: 'useCardEffect', unit: 'vsd', ref, yes: true, targets: ['cr90'], raids: ['repair', 'repair'], payWith: 'dial' }), /2 raid tokens of different types/);
  });
});
