import type { XwingEvent } from '../model/events';
import { heldTokens, takeTokens, tokenRef } from '../tokens/ship-tokens';
import type { Ship, XwingState } from '../model/state';
import { refOf } from './ships';
import { emergencyDeploy } from './docking';

const destroyedReason = 'its ship is destroyed';

/**
 * RRG · Destroyed ships: a destroyed ship is removed from the play area with every token it has;
 * the locks it maintains go with it, and any lock on it is gone too. Its open prompts are dropped.
 */
export function shipLeavesPlay(draft: XwingState, ship: Ship, events: XwingEvent[]): void {
  ship.destroyed = true;
  ship.destroyedInRound = draft.round;
  ship.linkable = null;
  events.push({ type: 'shipDestroyed', ship: refOf(ship) });
  // RRG · Docking: the ships docked with it deploy in an emergency before it is removed.
  emergencyDeploy(draft, ship, events);
  // Simultaneous fire: a ship of the engaging ship's initiative that has not engaged yet still does.
  const engaging = draft.activation ? draft.ships.find((candidate) => candidate.id === draft.activation?.ship) : undefined;
  if (draft.phase === 'engagement' && engaging && engaging.id !== ship.id && engaging.initiative === ship.initiative && !ship.activated) {
    ship.removalPending = true;
    events.push({ type: 'removalDeferred', ship: refOf(ship), initiative: ship.initiative });
    return;
  }
  removeFromPlay(draft, ship, events);
}

/** h7-xpilots: the initiative the ship engages at this round: the one a card set (Nash Windrider), else its own. */
export const engagementInitiative = (draft: Pick<XwingState, 'round'>, ship: Ship): number => (ship.engagesAt?.round === draft.round ? ship.engagesAt.initiative : ship.initiative);

/** Once every ship of its initiative has engaged, a ship destroyed by simultaneous fire leaves, as any destroyed ship. */
export function removePendingShips(draft: XwingState, unlessInitiative: number | null, events: XwingEvent[]): void {
  for (const ship of draft.ships) {
    if (!ship.removalPending || engagementInitiative(draft, ship) === unlessInitiative) continue;
    removeFromPlay(draft, ship, events);
  }
}

function removeFromPlay(draft: XwingState, ship: Ship, events: XwingEvent[]): void {
  ship.removalPending = false;
  // What an ability acting before its removal may still take (Mercenary): its green tokens, counted.
  const green = { focus: ship.tokens.focus, evade: ship.tokens.evade, calculate: ship.tokens.calculate, reinforce: ship.tokens.reinforce.fore + ship.tokens.reinforce.aft };
  ship.leftWith = Object.fromEntries(Object.entries(green).filter(([, count]) => count > 0));
  // And the ships it had locked (Kelrodo-Ai Holdout hands its locks on before it is removed).
  const locked = draft.ships.filter((other) => other.tokens.lock.includes(ship.id)).map((other) => other.id);
  if (locked.length > 0) ship.leftLocks = locked;
  for (const { held, count } of heldTokens(ship)) {
    events.push({ type: 'tokenRemoved', ship: refOf(ship), token: tokenRef(draft, held), count, reason: destroyedReason });
    takeTokens(ship, held, count);
  }
  for (const other of draft.ships) {
    const locks = other.tokens.lock.filter((holder) => holder === ship.id).length;
    if (locks === 0) continue;
    const held = { token: 'lock' as const, lockedBy: ship.id };
    events.push({ type: 'tokenRemoved', ship: refOf(other), token: tokenRef(draft, held), count: locks, reason: 'the ship that had the lock is destroyed' });
    takeTokens(other, held, locks);
  }
  draft.prompts = draft.prompts.filter((prompt) => prompt.ship !== ship.id);
  if (draft.activation?.ship === ship.id) draft.activation = null;
}
