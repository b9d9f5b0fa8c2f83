import { describe, expect, it } from 'vitest';
import { adjacentZones } from '../../shared/engine/games/armada';
import { EXECUTOR, play, rosters, shipById, startGame } from './helpers/armada-game';
import { allShipFiles, allSquadronFiles, shipEntry, squadronEntry } from './helpers/armada-roster';

describe('rosters from the card data', () => {
  it('every ship and squadron card of the data set sets up a game', () => {
    const ships = allShipFiles().map((file, i) => shipEntry(file, { id: `ship-${i}` }));
    const squadrons = allSquadronFiles().map((file, i) => squadronEntry(file, { id: `squadron-${i}` }));
    expect(ships).toHaveLength(46);
    expect(squadrons).toHaveLength(76);
    for (const [i, ship] of ships.entries()) {
      const session = startGame(rosters({ ships: [ship] }, { squadrons: squadrons.slice(i, i + 2) }));
      expect(shipById(session, `ship-${i}`).hullZones.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('hull zones are adjacent around the ship; auxiliary zones sit between a side and the rear', () => {
    const session = startGame(rosters({ ships: [shipEntry(EXECUTOR, { id: 'ssd' })] }, {}));
    const ssd = shipById(session, 'ssd');
    expect(ssd.hullZones.map((zone) => zone.zone)).toEqual(['front', 'right', 'right-aux', 'rear', 'left-aux', 'left']);
    expect(adjacentZones(ssd, 'front').sort()).toEqual(['left', 'right']);
    expect(adjacentZones(ssd, 'right-aux').sort()).toEqual(['rear', 'right']);
    expect(adjacentZones(ssd, 'rear').sort()).toEqual(['left-aux', 'right-aux']);
    expect(play(session).session).toBe(session);
  });
});
