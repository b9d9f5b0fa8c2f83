import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import type { ShipRosterEntry } from '../../shared/engine/games/armada';
import { fittedIsb } from './helpers/armada-fitted';
import { CR90, expectMessage, optionsOf, play, refusal, rosters, shipById, shipEntry, stateOf, VICTORY } from './helpers/armada-game';

// Issue 35 · RRG · Damage Cards (Armada rules reference): a faceup damage card resolves as it is
// dealt — unless a card of the ship acts before it: Medical Team (discard it, a Crew card), Tide of
// Progress XII (exhaust it, a Ship card), Lira Wessex (a repair token: it turns facedown). The table
// waits for that choice; the owner may let the card act instead. Cards read from ../shared/data (ISB).

const game = (mine: ShipRosterEntry): Session => play(emptySession('armada'), { type: 'setup', seed: 'faceup', players: rosters({ ships: [mine] }, { ships: [shipEntry(CR90, { id: 'cr90' })] }), firstPlayer: 'p1' }).session;
const faceup = (session: Session, card: string) => play(session, { type: 'dealDamageCard', ship: 'vsd', faceup: true, card });
const windowOf = (session: Session) => optionsOf(session).pendingEffects.find((effect) => effect.kind === 'faceupWindow');

describe('RRG · Damage Cards: a card acts before a faceup damage card resolves', () => {
  it('Card · Medical Team: a faceup Crew card waits; the card discards it, and itself, before it acts', () => {
    const dealt = faceup(game(fittedIsb(shipEntry(VICTORY, { id: 'vsd' }), 'Medical Team')), 'Injured Crew').session;
    const window = windowOf(dealt);
    expect(window?.question).toMatch(/Injured Crew: dealt faceup\. Before it acts, Medical Team may act on it/);
    expect(window?.uses.map((use) => use.source)).toEqual(['Medical Team']);
    // Injured Crew has not acted: no defense token question waits.
    expect(optionsOf(dealt).pendingEffects.map((effect) => effect.kind)).toEqual(['faceupWindow']);
    const used = play(dealt, { type: 'useCardEffect', unit: 'vsd', ref: window?.uses[0]?.ref ?? '' }).session;
    expect(shipById(used, 'vsd').damageCards).toEqual([]);
    expect(optionsOf(used).pendingEffects).toEqual([]);
    expect(stateOf(used).damageDeck.discardPile).toContain('Injured Crew');
  });

  it('Card · Medical Team: letting the card act resolves it as dealt (Injured Crew then asks for its token)', () => {
    const dealt = faceup(game(fittedIsb(shipEntry(VICTORY, { id: 'vsd' }), 'Medical Team')), 'Injured Crew').session;
    const resolved = play(dealt, { type: 'answerEffect', effect: windowOf(dealt)?.id ?? '', choice: 'resolve' }).session;
    expect(optionsOf(resolved).pendingEffects.map((effect) => effect.kind)).toEqual(['injuredCrew']);
  });

  it('Card · Medical Team: a faceup Ship card does not wait (the card acts on Crew cards only)', () => {
    const dealt = faceup(game(fittedIsb(shipEntry(VICTORY, { id: 'vsd' }), 'Medical Team')), 'Structural Damage').session;
    expect(windowOf(dealt)).toBeUndefined();
  });

  it('Card · Tide of Progress XII: exhausted, a faceup Ship card is discarded before it acts', () => {
    const dealt = faceup(game(fittedIsb(shipEntry(VICTORY, { id: 'vsd' }), 'Tide of Progress XII')), 'Structural Damage').session;
    const window = windowOf(dealt);
    const used = play(dealt, { type: 'useCardEffect', unit: 'vsd', ref: window?.uses[0]?.ref ?? '' }).session;
    // Structural Damage did not act: no further facedown card was dealt.
    expect(shipById(used, 'vsd').damageCards).toEqual([]);
  });

  it('Card · Lira Wessex: with a repair token, the faceup card turns facedown before it acts; without one she is not offered', () => {
    const mine = fittedIsb(shipEntry(VICTORY, { id: 'vsd' }), 'Lira Wessex');
    const noToken = faceup(game(mine), 'Injured Crew').session;
    expect(windowOf(noToken)?.uses).toEqual([]);
    expectMessage(refusal(noToken, { type: 'answerEffect', effect: windowOf(noToken)?.id ?? '' }), /let it act \(resolve\)/);
    let session = play(game(mine), { type: 'nextPhase' }, { type: 'activateShip', ship: 'vsd' }, { type: 'revealCommand', ship: 'vsd', command: 'repair', as: 'token' }).session;
    session = faceup(session, 'Injured Crew').session;
    const use = windowOf(session)?.uses[0];
    expect(use?.source).toBe('Lira Wessex');
    session = play(session, { type: 'useCardEffect', unit: 'vsd', ref: use?.ref ?? '' }).session;
    expect(shipById(session, 'vsd').damageCards.map((card) => card.faceup)).toEqual([false]);
    expect(shipById(session, 'vsd').commandTokens ?? []).not.toContain('repair');
  });
});
