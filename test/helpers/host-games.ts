import type { CardSearchPage } from '../../shared/ipc/cards';
import type { GameSummary, GameView, IpcResult } from '../../shared/ipc';

/** Anything that answers the contract: a host in this process, or one in a child process. */
export type Ask = (method: string, payload: unknown) => Promise<IpcResult<unknown>>;

export async function value<T>(ask: Ask, method: string, payload: unknown): Promise<T> {
  const result = (await ask(method, payload)) as IpcResult<T>;
  if (!result.ok) throw new Error(`${method} was refused: ${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** A starter card's id, found the way the new-game screen finds it: by searching its name. */
async function starterCard(ask: Ask, name: string, kind: 'ship' | 'squadron'): Promise<number> {
  const page = await value<CardSearchPage>(ask, 'cards.search', { text: name, system: 'armada', kind });
  const card = page.cards.find((candidate) => candidate.name === name);
  if (!card) throw new Error(`no starter card ${name}`);
  return card.id;
}

/** An Armada game from the core set: the CR90 (Rebels) against the Victory II (Empire). */
export async function armadaCoreSetGame(ask: Ask, name = 'Core set'): Promise<{ game: GameSummary; view: GameView }> {
  const game = await value<GameSummary>(ask, 'games.create', { name, system: 'armada' });
  const cr90 = await starterCard(ask, 'CR90 Corvette A', 'ship');
  const victory = await starterCard(ask, 'Victory II-class Star Destroyer', 'ship');
  const view = await value<GameView>(ask, 'game.setupFromCards', {
    gameId: game.id,
    players: [
      { name: 'Rebels', units: [{ cardId: cr90, speed: 2 }] },
      { name: 'Empire', units: [{ cardId: victory }] },
    ],
  });
  return { game, view };
}

/** Up to the attack dice of the core set's standard attack: the CR90's front battery at close range. */
export const toTheAttackRoll = [
  { type: 'nextPhase' },
  { type: 'activateShip', ship: 'p1-ship-1' },
  { type: 'declareTarget', attacker: { ship: 'p1-ship-1', hullZone: 'front' }, defender: { ship: 'p2-ship-1', hullZone: 'front' }, range: 'close' },
] as const;

/** The faces the players read off the table for that attack (two red, one blue). */
export const attackDice = [
  { color: 'red', face: 'hit' },
  { color: 'red', face: 'crit' },
  { color: 'blue', face: 'hit' },
] as const;
