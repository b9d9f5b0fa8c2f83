import { gameScore } from '../engine/games/xwing/scoring/score';
import type { PlayerId, Ship, XwingState } from '../engine/games/xwing/model/state';
import { slotKey } from '../lists/formats/xws-slots';
import type { GameResult, ResultPlayer } from './game-result';

// X-Wing's result: the score as gameScore counts it (mission points: the enemy ships destroyed, halved
// in 2.0), each squad as XWS 2.0.0 rebuilt from the ships on the table. The state names cards by their
// printed names; the card data's xws ids come from `cards` when the host knows them, else the XWS
// spec's own rule (the name in lowercase letters and digits), said in the notes.

/** The card data's xws id (and faction) of a pilot of a ship, or of an upgrade, when it is known. */
export interface XwsNames {
  pilot(name: string, ship: string): { id: string; faction?: string } | null;
  upgrade(name: string): string | null;
}

/** XWS · ids: the card's name in lowercase letters and digits (`“Howlrunner”` → `howlrunner`). */
export const xwsIdOfName = (name: string): string => name.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]/g, '');

function squadOf(state: XwingState, player: PlayerId, names: XwsNames | undefined, notes: string[]): ResultPlayer['list'] {
  const ships = state.ships.filter((ship) => ship.owner === player);
  const factions = new Set<string>();
  const guessed: string[] = [];
  const pilot = (ship: Ship) => {
    const known = names?.pilot(ship.name, ship.ship) ?? null;
    if (known?.faction) factions.add(known.faction);
    if (!known) guessed.push(ship.name);
    const upgrades: Record<string, string[]> = {};
    for (const upgrade of ship.upgrades) {
      const id = names?.upgrade(upgrade.name) ?? null;
      if (!id) guessed.push(upgrade.name);
      (upgrades[slotKey(upgrade.slot)] ??= []).push(id ?? xwsIdOfName(upgrade.name));
    }
    // XWS 2.0.0 pilots carry id, points and upgrades only (the schema allows nothing more).
    return { id: known?.id ?? xwsIdOfName(ship.name), ...(ship.points !== null ? { points: ship.points } : {}), ...(ship.upgrades.length > 0 ? { upgrades } : {}) };
  };
  const pilots = ships.map(pilot);
  const who = state.players.find((candidate) => candidate.id === player);
  const points = ships.every((ship) => ship.points !== null) ? ships.reduce((sum, ship) => sum + (ship.points ?? 0), 0) : undefined;
  const faction = factions.size === 1 ? [...factions][0] : undefined;
  if (guessed.length > 0) notes.push(`${who?.name ?? player}: ${guessed.join(', ')} named from the printed name (the card data did not say its xws id): check them on the site.`);
  if (!faction) notes.push(`${who?.name ?? player}: the squad’s faction is not known (the card data did not say it): the list says “unknown”, set it on the site.`);
  if (points === undefined) notes.push(`${who?.name ?? player}: the squad was set up card by card, without points.`);
  const xws: Record<string, unknown> = {
    version: '2.0.0',
    ...(who?.list ? { name: who.list } : {}),
    faction: faction ?? 'unknown',
    ...(points !== undefined ? { points } : {}),
    pilots,
    vendor: { sidetable: { builder: 'Sidetable', edition: state.edition === '2.5' ? 'xwing-2.5' : 'xwing-2.0' } },
  };
  return { ...(who?.list ? { name: who.list } : {}), ...(faction ? { faction } : {}), ...(points !== undefined ? { points } : {}), xws };
}

/** The result of an X-Wing game, as it stands (the host exports it only once the game is over). */
export function xwingResultOf(state: XwingState, names?: XwsNames): GameResult {
  const score = gameScore(state);
  const notes: string[] = [];
  const players = score.players.map((entry): ResultPlayer => ({
    id: entry.player,
    name: entry.name,
    score: entry.points,
    // Event points for this one game: a win is 1, a loss or a draw 0 (the site adds a tournament up itself).
    eventPoints: score.winner === entry.player ? 1 : 0,
    list: squadOf(state, entry.player, names, notes),
  })) as [ResultPlayer, ResultPlayer];
  const [first, second] = score.players;
  const margin = score.winner === null ? 0 : Math.abs(first.points - second.points);
  const scenario = score.scenario;
  return {
    game: 'xwing',
    edition: state.edition === '2.5' ? 'xwing-2.5' : 'xwing-2.0',
    scenario: scenario?.name ?? null,
    round: score.ended?.round ?? state.round,
    ended: score.ended?.reason ?? 'destroyed',
    ...(score.ended?.conceded ? { conceded: score.ended.conceded } : {}),
    players,
    winner: score.winner,
    margin,
    notes,
  };
}
