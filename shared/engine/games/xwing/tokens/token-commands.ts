import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/commands';
import type { XwingEvent } from '../model/events';
import { becomeJammed } from './jam';
import { friendlySpentTokenPrompts } from '../abilities/prompts';
import { tokenKind } from './token-catalogue';
import { editionOf, keepsRules3 } from '../turn/turn-rules';
import { isIonized } from '../ships/ship-status';
import {
  addTokens,
  lockLimit,
  releaseEveryLock,
  releaseFormerLock,
  takeTokens,
  tokenRef,
  tokenToGain,
  tokenToRemove,
  whyCannotGain,
  whyCannotRemove,
  type HeldToken,
} from './ship-tokens';
import type { Ship, XwingState } from '../model/state';
import { findShip, refOf, shipName } from '../ships/ships';

/**
 * 003: a gained token comes from the supply. A lock token also follows the lock rule: the ship
 * that has the lock maintains only one (or as many as its cards say), so its former lock token goes back to the supply first.
 */
export function gainTokens(draft: XwingState, ship: Ship, held: HeldToken, count: number, byAction: boolean, events: XwingEvent[]): Result<true> {
  const blocked = whyCannotGain(draft, ship, held);
  if (blocked) return refuse('cannot_gain_token', blocked);
  if (held.token === 'lock') {
    if (count > 1) return refuse('one_lock', 'A ship maintains only one lock: a ship gains one lock token from it at a time.');
    const former = releaseFormerLock(draft, held.lockedBy, ship);
    const most = lockLimit(draft.ships.find((candidate) => candidate.id === held.lockedBy)).most;
    if (former) events.push({ type: 'tokenRemoved', ship: refOf(former), token: tokenRef(draft, held), count: 1, reason: most === 1 ? 'a ship maintains only one lock' : former === ship ? 'each of its locks is on a different object' : `it maintains only ${most} locks` });
  }
  addTokens(ship, held, count);
  events.push({ type: 'tokenGained', ship: refOf(ship), token: tokenRef(draft, held), count, byAction });
  if (held.token === 'jam') becomeJammed(draft, ship, events);
  // Rules 3, 2.5 · RRG · Ion: an ionized ship maintains no lock; the one it had is removed.
  if (keepsRules3(draft) && editionOf(draft) === '2.5' && held.token === 'ion' && isIonized(ship)) {
    for (const locked of releaseEveryLock(draft, ship.id)) events.push({ type: 'tokenRemoved', ship: refOf(locked), token: tokenRef(draft, { token: 'lock', lockedBy: ship.id }), count: 1, reason: 'an ionized ship maintains no lock' });
  }
  // Rules 3 · RRG · Jam: a jammed ship that had nothing to remove keeps its jam token until it gains a green token or a lock: then both go.
  if (keepsRules3(draft)) {
    const jammed = held.token === 'lock' ? draft.ships.find((candidate) => candidate.id === held.lockedBy) : tokenKind(held.token).colour === 'green' ? ship : undefined;
    if (jammed && jammed.tokens.jam > 0 && held.token !== 'jam') becomeJammed(draft, jammed, events);
  }
  return ok(true);
}

/** An ability has the ship gain tokens: this is not performing an action (001, lock rules). */
export function gainToken(draft: XwingState, command: CommandOf<'gainToken'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const held = tokenToGain(command);
  if (!held.ok) return held;
  const events: XwingEvent[] = [];
  const gained = gainTokens(draft, found.value, held.value, command.count ?? 1, false, events);
  return gained.ok ? ok(events) : gained;
}

/** 003: a spent token goes back to the supply. A lock is spent by the ship that has it. */
export function spendToken(draft: XwingState, command: CommandOf<'spendToken'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const held = tokenToRemove(found.value, command);
  if (!held.ok) return held;
  const blocked = whyCannotRemove(draft, found.value, held.value);
  if (blocked) return refuse('no_token', blocked);
  takeTokens(found.value, held.value, 1);
  const events: XwingEvent[] = [{ type: 'tokenSpent', ship: refOf(found.value), token: tokenRef(draft, held.value), reason: command.reason ?? null }];
  // Its friends' abilities that act as a friendly ship spends a token are asked about now.
  friendlySpentTokenPrompts(draft, found.value, events);
  return ok(events);
}

/**
 * 003: a removed token goes back to the supply. Red and blue tokens leave only by their own
 * criteria, so the player removes them explicitly and may say why ("blue maneuver").
 */
export function removeToken(draft: XwingState, command: CommandOf<'removeToken'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const held = tokenToRemove(found.value, command);
  if (!held.ok) return held;
  const count = command.count ?? 1;
  const blocked = whyCannotRemove(draft, found.value, held.value, count);
  if (blocked) return refuse('no_token', blocked);
  takeTokens(found.value, held.value, count);
  return ok([{ type: 'tokenRemoved', ship: refOf(found.value), token: tokenRef(draft, held.value), count, reason: command.reason ?? null }]);
}

/** 003: why a transfer cannot take place (the source cannot remove or the target cannot gain the token), or null. */
export function whyTransferCannotTakePlace(draft: XwingState, from: Ship, to: Ship, held: HeldToken): string | null {
  if (from.id === to.id) return `${shipName(from)} cannot transfer a token to itself.`;
  const cannotRemove = whyCannotRemove(draft, from, held);
  if (cannotRemove) return `The transfer cannot take place: ${cannotRemove}`;
  const cannotGain = whyCannotGain(draft, to, held);
  if (cannotGain) return `The transfer cannot take place: ${cannotGain}`;
  return null;
}

/** 003: the token leaves one ship and is assigned to the other, or nothing changes at all. */
export function transferToken(draft: XwingState, command: CommandOf<'transferToken'>): Result<XwingEvent[]> {
  const from = findShip(draft, command.from);
  if (!from.ok) return from;
  const to = findShip(draft, command.to);
  if (!to.ok) return to;
  const held = tokenToRemove(from.value, command);
  if (!held.ok) return refuse('transfer_impossible', `The transfer cannot take place: ${held.error.message}`);
  const blocked = whyTransferCannotTakePlace(draft, from.value, to.value, held.value);
  if (blocked) return refuse('transfer_impossible', blocked);
  // The lock moves with its token: the ship that has it still has exactly one lock.
  takeTokens(from.value, held.value, 1);
  addTokens(to.value, held.value, 1);
  return ok([{ type: 'tokenTransferred', from: refOf(from.value), to: refOf(to.value), token: tokenRef(draft, held.value) }]);
}
