import { describe, expect, it } from 'vitest';
import { describeEvent, stepSession, type GameEvent, type Session } from '../../shared/engine';
import { possessive, tidyPossessives, wordsAmiss } from '../../shared/engine/words';
import { summarize } from '../../renderer/src/odds/odds-summary';
import { CR90, play, rosters, shipEntry, startGame } from './helpers/armada-game';

// Issue 37 · the words players read: every sentence the table builds from a game's events (the
// history, "Just now", "Undone: …"), the odds line, checked for a doubled possessive ("Cruisers’s"),
// a change of nothing ("−0") and an arrow standing for a verb ("spend 1 charge → a device").

const GOZANTI = 'galactic-empire/gozanti-class-cruisers';

/** Plays the commands one by one, keeping every event's sentence (undo and redo included). */
function sentencesOf(session: Session, commands: unknown[]): { session: Session; sentences: string[] } {
  const sentences: string[] = [];
  let current = session;
  for (const command of commands) {
    const stepped = stepSession(current, command);
    if (!stepped.ok) throw new Error(`${JSON.stringify(command)} was refused: ${stepped.error.message}`);
    current = stepped.value.session;
    sentences.push(...stepped.value.events.map((event: GameEvent) => describeEvent('armada', event)));
  }
  return { session: current, sentences };
}

describe('Issue 37 · words', () => {
  it('a name ending in s takes ’ only: Gozanti-class Cruisers’ tokens, the Victory’s dial', () => {
    expect(possessive('Gozanti-class Cruisers')).toBe('Gozanti-class Cruisers’');
    expect(possessive('Victory II-class Star Destroyer')).toBe('Victory II-class Star Destroyer’s');
    expect(tidyPossessives('Gozanti-class Cruisers’s Brace spent')).toBe('Gozanti-class Cruisers’ Brace spent');
    expect(tidyPossessives('GOZANTI-CLASS CRUISERS’S')).toBe('GOZANTI-CLASS CRUISERS’');
    expect(wordsAmiss('GOZANTI-CLASS CRUISERS’S defense tokens')).toEqual(['doubled possessive']);
    expect(wordsAmiss('Left shields −0')).toEqual(['−0']);
    expect(wordsAmiss('spend 1 charge → a device')).toEqual(['unexplained arrow']);
    expect(wordsAmiss('Braced: 4 → 2. Range 1-2, −1 die, 0.5 damage')).toEqual([]);
  });

  it('RRG · Attack, Undo: an attack on a Gozanti played to its damage and undone; every sentence reads, and "Undone" names the command undone', () => {
    const start = startGame(rosters({ ships: [shipEntry(CR90, { id: 'att' })] }, { ships: [shipEntry(GOZANTI, { id: 'goz' })] }));
    const opened = play(start, { type: 'nextPhase' }, { type: 'activateShip', ship: 'att' }).session;
    const tokens = (opened.state as { ships: { id: string; defenseTokens: { id: string; type: string }[] }[] } | null)?.ships.find((ship) => ship.id === 'goz')?.defenseTokens ?? [];
    const brace = tokens.find((token) => token.type === 'brace') ?? tokens[0];
    const { sentences } = sentencesOf(opened, [
      { type: 'declareTarget', attacker: { ship: 'att', hullZone: 'front' }, defender: { ship: 'goz', hullZone: 'front' }, range: 'close' },
      { type: 'rollAttackDice', dice: [{ color: 'red', face: 'hit' }, { color: 'red', face: 'crit' }, { color: 'blue', face: 'hit' }] },
      { type: 'endAttackEffects' },
      ...(brace ? [{ type: 'spendDefenseToken', token: brace.id }] : []),
      { type: 'resolveDamage', drawForMe: true },
      { type: 'undo' },
      { type: 'redo' },
    ]);
    expect(sentences.length).toBeGreaterThan(5);
    expect(sentences.map((sentence) => [sentence, wordsAmiss(sentence)]).filter(([, amiss]) => (amiss?.length ?? 0) > 0)).toEqual([]);
    // The undone damage is told whole, not by its first event.
    const undone = sentences.find((sentence) => sentence.startsWith('Undone: '))!;
    expect(undone).toBe('Undone: Apply damage — Damage: 0.');
    expect(sentences).toContain('Gozanti-class Cruisers spends Scatter (exhausted).');
    // A possessive built from a name ending in s, wherever it was built, reads with ’ only.
    expect(describeEvent('armada', { type: 'undone', commandType: 'useCardEffect', description: 'Gozanti-class Cruisers’s Brace spent.' } as never)).toBe('Undone: Gozanti-class Cruisers’ Brace spent.');
  });

  it('the odds line: "2% chance of a crit", never "2% a crit"', () => {
    const xwing = summarize({ system: 'xwing', odds: { expectedDamage: 1.24, faceupCard: 0.02, destroyed: 0, damage: [0.3, 0.5, 0.2], effects: [] } } as never, true)!;
    expect(xwing.parts.slice(0, 2)).toEqual(['Expected 1.2 damage', '2% chance of a crit']);
    const armada = summarize({ system: 'armada', odds: { expectedDamage: 3, faceupCard: 0.4, destroyed: 0.1, damage: [0.5, 0.5], effects: [] } } as never, true)!;
    for (const part of [...xwing.parts, ...armada.parts]) expect(wordsAmiss(part)).toEqual([]);
    expect(armada.parts[1]).toBe('40% chance of a faceup card');
    expect(xwing.parts.join(' · ')).not.toMatch(/% a crit/);
  });
});
