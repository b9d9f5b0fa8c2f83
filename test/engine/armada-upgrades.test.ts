import { describe, expect, it } from 'vitest';
import { emptySession } from '../../shared/engine';
import { shipEntry, squadronEntry } from './helpers/armada-roster';
import { expectMessage, refusal, rosters, setupCommand, shipById, squadronById, startGame, TIE_FIGHTER, VICTORY, X_WING } from './helpers/armada-game';

describe('Armada · a fleet list brings its upgrades and points to the table', () => {
  const upgrades = [
    { name: 'Grand Moff Tarkin', slot: 'commander', points: 38, summary: 'Commander' },
    { name: 'Dominator', slot: 'title', points: 12, summary: 'Title' },
  ];

  it('each ship keeps its upgrades (name, slot, points, our summary) and its fleet points; squadrons keep theirs', () => {
    const session = startGame(
      rosters(
        { ships: [{ ...shipEntry(VICTORY, { id: 'vsd' }), upgrades, points: 123 }], squadrons: [{ ...squadronEntry(TIE_FIGHTER, { id: 'tie' }), points: 8 }] },
        { squadrons: [squadronEntry(X_WING, { id: 'xw' })] },
      ),
    );
    const ship = shipById(session, 'vsd');
    expect(ship.points).toBe(123);
    expect(ship.upgrades.map((u) => [u.id, u.name, u.slot, u.points, u.summary])).toEqual([
      ['vsd-upgrade-1', 'Grand Moff Tarkin', 'commander', 38, 'Commander'],
      ['vsd-upgrade-2', 'Dominator', 'title', 12, 'Title'],
    ]);
    expect(squadronById(session, 'tie').points).toBe(8);
    // A roster picked card by card has no list behind it: no points, no upgrades.
    expect(squadronById(session, 'xw').points).toBeNull();
  });

  it('an upgrade entry must name its card and slot: a malformed one is refused and nothing is set up', () => {
    const bad = { ...shipEntry(VICTORY, { id: 'vsd' }), upgrades: [{ name: '', slot: 'title', points: 1 }] };
    const error = refusal(emptySession('armada'), setupCommand(rosters({ ships: [bad] }, {})));
    expect(error.code).toBe('invalid_command');
    expectMessage(error, /name/);
  });
});
