import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import { flotillaHulls, isFlotillaHull } from '../../shared/engine/games/armada/units/flotillas';
import { CR90, optionsOf, play, rosters, shipEntry, stateOf, VICTORY } from './helpers/armada-game';
import { armadaDataDir } from './helpers/armada-roster';

// RRG 1.5.0 · Flotilla, and the Tournament Regulations · One Player Defeated: at the end of a game
// round, a player whose ships that are not flotillas are all destroyed is defeated; the player with a
// ship left wins. The rules reference's own end (all ships destroyed, at once) counts flotillas as ships.

const GR75 = 'rebel-alliance/gr-75-medium-transports';

function rebelsWithAFlotilla(extra: Record<string, unknown>): Session {
  const players = rosters({ ships: [shipEntry(VICTORY, { id: 'v' })] }, { ships: [shipEntry(CR90, { id: 'c' }), shipEntry(GR75, { id: 'gr' })] });
  let session = play(emptySession('armada'), { type: 'setup', seed: 'flotilla', players, firstPlayer: 'p1', deployment: true, ...extra }).session;
  session = play(session, { type: 'deployShip', ship: 'v', speed: 1 }, { type: 'deployShip', ship: 'c', speed: 1 }, { type: 'deployShip', ship: 'gr', speed: 1 }, { type: 'nextPhase' }).session;
  // The CR90 (hull 4) is destroyed in the ship phase; the GR-75 flotilla is left.
  for (let n = 0; n < 4; n++) session = play(session, { type: 'dealDamageCard', ship: 'c', faceup: false, drawForMe: true }).session;
  return session;
}

/** Plays the rest of the round out: ship, squadron and status phases. */
const endTheRound = (session: Session) => play(session, { type: 'nextPhase', confirm: true }, { type: 'nextPhase', confirm: true }, { type: 'nextPhase', confirm: true });

describe('RRG · Flotilla and the game’s end', () => {
  it('Tournament Regulations · One Player Defeated: only a flotilla left, the fleet is defeated at the end of the round', () => {
    const session = rebelsWithAFlotilla({ rules: 2 });
    expect(stateOf(session).ships.find((ship) => ship.id === 'gr')).toMatchObject({ flotilla: true, destroyed: false });
    expect(optionsOf(session).fleetDefeated).toBe('endOfRound');
    expect(stateOf(session).gameOver ?? null).toBeNull();
    const ended = endTheRound(session);
    expect(ended.events).toContainEqual(expect.objectContaining({ type: 'gameEnded', reason: 'noShips', round: 1, winner: 'Empire' }));
  });

  it('RRG · Winning and Losing (the rules reference setting): a flotilla is a ship, so the game goes on', () => {
    const session = endTheRound(rebelsWithAFlotilla({ rules: 2, fleetDefeated: 'immediately' })).session;
    expect(stateOf(session).gameOver ?? null).toBeNull();
    expect(stateOf(session).round).toBe(2);
  });

  it('old logs replay as played: a game set up before rules 2 keeps counting the flotilla as a ship', () => {
    const session = endTheRound(rebelsWithAFlotilla({})).session;
    expect(stateOf(session).gameOver ?? null).toBeNull();
  });

  it('the card’s trait wins over the name: a roster entry that says flotilla (the ISB trait) is one whatever its name', () => {
    const players = rosters({ ships: [shipEntry(VICTORY, { id: 'v' })] }, { ships: [{ ...shipEntry(CR90, { id: 'c' }), flotilla: true }, { ...shipEntry(GR75, { id: 'gr' }), flotilla: false }] });
    const state = stateOf(play(emptySession('armada'), { type: 'setup', seed: 1, players }).session);
    expect(state.ships.map((ship) => [ship.id, ship.flotilla ?? false])).toEqual([['v', false], ['c', true], ['gr', false]]);
  });
});

describe('RRG · Flotilla: the flotilla hulls in both data sets', () => {
  const isbShips = (): { name: string; traits: string[] }[] => {
    const root = join(armadaDataDir, '../../armada-isb/public/converted-json/ships');
    const out: { name: string; traits: string[] }[] = [];
    for (const faction of readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      for (const file of readdirSync(join(root, faction.name)).filter((name) => name.endsWith('.json'))) {
        const data = JSON.parse(readFileSync(join(root, faction.name, file), 'utf8')) as { ships?: Record<string, { models?: Record<string, { name: string; traits?: string[] }> }> };
        for (const chassis of Object.values(data.ships ?? {})) for (const model of Object.values(chassis.models ?? {})) out.push({ name: model.name, traits: model.traits ?? [] });
      }
    }
    return out;
  };

  it('ISB: every ship with the trait “flotilla” is a flotilla hull by name too, and no other official ship is', () => {
    const ships = isbShips();
    expect(ships.length).toBeGreaterThan(50);
    const byTrait = ships.filter((ship) => ship.traits.includes('flotilla')).map((ship) => ship.name);
    expect(byTrait.length).toBeGreaterThanOrEqual(4);
    expect(byTrait.filter((name) => !isFlotillaHull(name))).toEqual([]);
    expect(ships.filter((ship) => !ship.traits.includes('flotilla') && isFlotillaHull(ship.name)).map((ship) => ship.name)).toEqual([]);
  });

  it('FFG: each flotilla hull is a small ship card of the data (the data has no flag of its own)', () => {
    const names = ['galactic-empire', 'rebel-alliance'].flatMap((faction) =>
      readdirSync(join(armadaDataDir, 'ship-card', faction)).map((file) => (JSON.parse(readFileSync(join(armadaDataDir, 'ship-card', faction, file), 'utf8')) as { name: string; size: string }[])[0]!),
    );
    for (const hull of flotillaHulls) expect(names.find((card) => card.name === hull), hull).toMatchObject({ size: 'small' });
  });
});
