import { ok, refuse, type Result } from '../../core/result';
import type { CommandOf } from './commands';
import type { XwingEvent } from './events';
import type { HeldToken } from './ship-tokens';
import type { Ship, TokenAction, XwingState } from './state';
import { findShip, refOf, shipName } from './ships';
import { gainTokens } from './token-commands';

export const actionNames: Record<TokenAction, string> = {
  focus: 'focus',
  evade: 'evade',
  calculate: 'calculate',
  reinforce: 'reinforce',
  lock: 'lock',
  cloak: 'cloak',
  jam: 'jam',
};

/** Lock and jam give their token to another ship; the other actions give it to the ship itself. */
export function actionTargetsAnotherShip(action: TokenAction): action is 'lock' | 'jam' {
  return action === 'lock' || action === 'jam';
}

/** Why the ship cannot perform this action now, or null. Gaining a token by an ability never counts (001). */
export function whyActionUnavailable(ship: Ship, action: TokenAction): string | null {
  if (ship.destroyed) return `${shipName(ship)} is destroyed and performs no actions.`;
  if (ship.actionsThisRound.includes(action)) {
    return `${shipName(ship)} has already performed the ${actionNames[action]} action this round: a ship performs each action at most once per round.`;
  }
  return null;
}

export function performAction(draft: XwingState, command: CommandOf<'performAction'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  const { action } = command;
  const unavailable = whyActionUnavailable(ship, action);
  if (unavailable) return refuse('action_unavailable', unavailable);
  if (command.side !== undefined && action !== 'reinforce') return refuse('invalid_action_detail', `Only the reinforce action chooses a side, not the ${actionNames[action]} action.`);
  if (command.target !== undefined && !actionTargetsAnotherShip(action)) return refuse('invalid_action_detail', `The ${actionNames[action]} action gives its token to the ship itself: it names no target.`);

  let receiver: Ship = ship;
  let held: HeldToken;
  if (actionTargetsAnotherShip(action)) {
    if (command.target === undefined) return refuse('action_target_needed', `Choose the ship to ${action === 'lock' ? 'lock' : 'jam'}.`);
    const target = findShip(draft, command.target);
    if (!target.ok) return target;
    receiver = target.value;
    held = action === 'lock' ? { token: 'lock', lockedBy: ship.id } : { token: 'jam' };
  } else if (action === 'reinforce') {
    if (command.side === undefined) return refuse('reinforce_side_needed', 'Choose fore or aft: the player whose ship gains a reinforce token chooses its side.');
    held = { token: 'reinforce', side: command.side };
  } else {
    held = { token: action };
  }
  if (action === 'jam' && receiver.id === ship.id) return refuse('cannot_gain_token', `${shipName(ship)} cannot jam itself.`);
  const events: XwingEvent[] = [{ type: 'actionPerformed', ship: refOf(ship), action, target: receiver === ship ? null : refOf(receiver) }];
  const gained = gainTokens(draft, receiver, held, 1, true, events);
  if (!gained.ok) return gained;
  ship.actionsThisRound.push(action);
  return ok(events);
}
