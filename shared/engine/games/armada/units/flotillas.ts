import { keepsRules2 } from '../model/rules-level';
import type { ArmadaState, Ship } from '../model/state';

// RRG 1.5.0 · Flotilla: a ship on a small base with rules of its own. The ISB data gives these hulls the
// trait “flotilla” (the card import reads it); the FFG data prints them as small ships with no flag, so
// the flotilla hulls are kept here as facts, by card name (a faction suffix such as “{CIS}” aside).
export const flotillaHulls: readonly string[] = ['GR-75 Medium Transports', 'GR-75 Combat Retrofits', 'Gozanti-class Cruisers', 'Gozanti-class Assault Carriers'];

const bare = (name: string) => name.replace(/\s*\{[^}]*\}\s*$/, '').trim().toLowerCase();

/** A ship card's name names a flotilla hull. */
export const isFlotillaHull = (name: string): boolean => flotillaHulls.some((hull) => hull.toLowerCase() === bare(name));

/**
 * Tournament Regulations · One Player Defeated: at the end of a round, a player whose ships that are not
 * flotillas are all destroyed is defeated — flotillas do not keep a fleet in the game. It holds under the
 * tournament timing in games set up with `rules: 2`; the rules reference (the game ends at once when all
 * ships are destroyed) counts every ship, and older logs replay as played.
 */
export function keepsFleetInGame(state: ArmadaState, ship: Ship): boolean {
  if (ship.destroyed) return false;
  return !(ship.flotilla && keepsRules2(state) && state.fleetDefeated === 'endOfRound');
}
