// A roster entry with its cards' effects as the host reads them (shared/engine/games/xwing/effects/card-facts.ts),
// from the real card data (test input, read at run time).
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import { rosterFacts, type CardOnShip } from '../../../../shared/engine/games/xwing/effects/card-facts';
import { armed, upgradeCard, type Edition } from './armament';
import { pilotEntry, readShipFile } from './xwing-roster';

/** The pilot (2.5 data) with these upgrades fitted, and the facts of the pilot, its ship ability and each upgrade. */
export function withEffects(file: string, pilotName: string, id: string, edition: Edition, ...upgradeKeys: string[]): XwingPilotRosterEntry {
  const ship = readShipFile(file);
  const pilot = ship.pilots.find((candidate) => candidate.name === pilotName);
  if (!pilot) throw new Error(`${file} has no pilot ${pilotName}`);
  const entry = armed(pilotEntry(file, pilotName, { id, actionBar: true }), edition, ...upgradeKeys);
  const cards: CardOnShip[] = [
    { key: (pilot as { xws?: string }).xws ?? null, name: pilot.name, text: pilot.ability ?? null, edition },
    ...(pilot.shipAbility ? [{ key: null, name: pilot.shipAbility.name, text: pilot.shipAbility.text, edition }] : []),
    ...upgradeKeys.map((key, upgrade) => {
      const card = upgradeCard(edition, key);
      return { key, name: card.name, text: (card.sides[0]?.ability as string | undefined) ?? null, upgrade, edition };
    }),
  ];
  const facts = rosterFacts(cards);
  return { ...entry, effects: facts.effects, yourCall: facts.yourCall };
}
