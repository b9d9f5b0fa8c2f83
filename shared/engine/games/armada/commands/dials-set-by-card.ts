import type { Ship } from '../model/state';

// A card may set the commands on a ship's command dials (Cham Syndulla): the ship then reveals
// them in that order. Read where a dial is revealed (command-dials.ts) or discarded (Crew Panic).

/** The ship's top dial is revealed or discarded: a card's setting of it is used up, the next dial's comes first. */
export function topDialUsed(ship: Ship): void {
  const set = ship.dialsSetByCard;
  if (!set) return;
  const rest = set.commands.slice(1);
  if (rest.length > 0) ship.dialsSetByCard = { card: set.card, commands: rest };
  else delete ship.dialsSetByCard;
}
