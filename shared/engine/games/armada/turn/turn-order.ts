import type { ArmadaState, PlayerId } from '../model/state';

// RRG 1.5.0 · Ship Phase and Squadron Phase, when the setup names a first player: the first player
// activates first; players alternate one ship at a time, and when one has no ship left to activate
// the other activates the rest; in the squadron phase each activates two squadrons (one if only one
// is left) in turn. Without a first player the table keeps its own order.

export const opponentOf = (player: PlayerId): PlayerId => (player === 'p1' ? 'p2' : 'p1');

export function shipsToActivate(state: ArmadaState, player: PlayerId): number {
  return state.ships.filter((ship) => ship.owner === player && !ship.activated && !ship.destroyed).length;
}

export function squadronsToActivate(state: ArmadaState, player: PlayerId): number {
  // a squadron a card set aside (Rapid Launch Bays) is out of play: it waits for no turn.
  const aside = new Set((state.setAside ?? []).map((entry) => entry.squadron));
  return state.squadrons.filter((squadron) => squadron.owner === player && !squadron.activated && !squadron.destroyed && !aside.has(squadron.id)).length;
}

const toActivate = (state: ArmadaState, player: PlayerId) => (state.phase === 'ship' ? shipsToActivate(state, player) : squadronsToActivate(state, player));

/** The turn at the start of the ship or squadron phase: the first player, unless it has nothing to activate. */
export function startTurn(state: ArmadaState): void {
  if (!state.firstPlayer || (state.phase !== 'ship' && state.phase !== 'squadron')) {
    state.turn = null;
    return;
  }
  const first = toActivate(state, state.firstPlayer) > 0 ? state.firstPlayer : opponentOf(state.firstPlayer);
  state.turn = { player: first, squadronsLeft: state.phase === 'squadron' ? Math.min(2, squadronsToActivate(state, first)) : 0 };
}

/** After an activation ends: the other player's turn, unless it has nothing left (or, with squadrons, two are not yet done). */
export function passTurn(state: ArmadaState, kind: 'ship' | 'squadron'): void {
  const turn = state.turn;
  if (!state.firstPlayer || !turn) return;
  if (kind === 'squadron') {
    const left = turn.squadronsLeft - 1;
    if (left > 0 && squadronsToActivate(state, turn.player) > 0) {
      state.turn = { ...turn, squadronsLeft: left };
      return;
    }
  }
  const other = opponentOf(turn.player);
  const next = toActivate(state, other) > 0 ? other : turn.player;
  state.turn = { player: next, squadronsLeft: kind === 'squadron' ? Math.min(2, squadronsToActivate(state, next)) : 0 };
}

/** Why this player may not activate now, else null. */
export function whyNotYourTurn(state: ArmadaState, player: PlayerId): string | null {
  const turn = state.turn;
  if (!state.firstPlayer || !turn || turn.player === player) return null;
  const name = state.players.find((candidate) => candidate.id === turn.player)?.name ?? turn.player;
  return state.phase === 'ship'
    ? `It is ${name}’s turn to activate a ship: players alternate, starting with the first player.`
    : `It is ${name}’s turn: each player activates two squadrons, then the other player does.`;
}

/** RRG · Initiative: before anything has activated in the first round's command phase, the players may still say who is first player. */
export function firstPlayerMayBeChosen(state: ArmadaState): boolean {
  return !state.firstPlayer && state.round === 1 && state.phase === 'command' && ![...state.ships, ...state.squadrons].some((unit) => unit.activated);
}

/**
 * RRG · Initiative: the ship phase starts with the first player, so the table does not offer it until
 * the players have said who that is. (A log written without one, as older games and scripted tests
 * are, still folds: the rule is what the table offers, not a refusal of commands already played.)
 */
export function whyShipPhaseWaits(state: ArmadaState): string | null {
  return firstPlayerMayBeChosen(state) ? 'The ship phase waits for the first player.' : null;
}
