import { ok, refuse, type Result } from '../../../core/result';
import type { TokenRef } from '../model/events';
import { plainTokenTypes, tokenName } from './token-catalogue';
import type { PlainTokenType, ReinforceSide, Ship, ShipTokens, TokenType, XwingState } from '../model/state';
import { refOf, shipName } from '../ships/ships';

/** One kind of token on a ship: reinforce tokens differ by side, lock tokens by the ship that has the lock. */
export type HeldToken = { token: PlainTokenType } | { token: 'reinforce'; side: ReinforceSide } | { token: 'lock'; lockedBy: string };

/** A token as a command names it. */
export interface TokenChoice {
  token: TokenType;
  side?: ReinforceSide | undefined;
  lockedBy?: string | undefined;
}

export const reinforceSides: readonly ReinforceSide[] = ['fore', 'aft'];

export function noTokens(): ShipTokens {
  const counts = Object.fromEntries(plainTokenTypes.map((type) => [type, 0])) as Record<PlainTokenType, number>;
  return { ...counts, reinforce: { fore: 0, aft: 0 }, lock: [] };
}

export function heldCount(ship: Ship, held: HeldToken): number {
  if (held.token === 'reinforce') return ship.tokens.reinforce[held.side];
  if (held.token === 'lock') return ship.tokens.lock.filter((holder) => holder === held.lockedBy).length;
  return ship.tokens[held.token];
}

/** Every kind of token the ship has, with how many: what spend, remove and transfer may name. */
export function heldTokens(ship: Ship): { held: HeldToken; count: number }[] {
  const out: { held: HeldToken; count: number }[] = [];
  for (const type of plainTokenTypes) if (ship.tokens[type] > 0) out.push({ held: { token: type }, count: ship.tokens[type] });
  for (const side of reinforceSides) if (ship.tokens.reinforce[side] > 0) out.push({ held: { token: 'reinforce', side }, count: ship.tokens.reinforce[side] });
  for (const lockedBy of new Set(ship.tokens.lock)) out.push({ held: { token: 'lock', lockedBy }, count: heldCount(ship, { token: 'lock', lockedBy }) });
  return out;
}

function extraDetail(choice: TokenChoice): string | null {
  if (choice.side !== undefined && choice.token !== 'reinforce') return `Only a reinforce token has a side (fore or aft), not a ${tokenName(choice.token).toLowerCase()} token.`;
  if (choice.lockedBy !== undefined && choice.token !== 'lock') return `Only a lock token names the ship that has the lock, not a ${tokenName(choice.token).toLowerCase()} token.`;
  return null;
}

/** The token a ship would gain: the player whose ship gains a reinforce token chooses its side (001). */
export function tokenToGain(choice: TokenChoice): Result<HeldToken> {
  const extra = extraDetail(choice);
  if (extra) return refuse('invalid_token_detail', extra);
  if (choice.token === 'reinforce') {
    if (choice.side === undefined) return refuse('reinforce_side_needed', 'Choose fore or aft: the player whose ship gains a reinforce token chooses its side.');
    return ok({ token: 'reinforce', side: choice.side });
  }
  if (choice.token === 'lock') {
    if (choice.lockedBy === undefined) return refuse('lock_holder_needed', 'Name the ship that has the lock (lockedBy): a lock token carries that ship’s ID.');
    return ok({ token: 'lock', lockedBy: choice.lockedBy });
  }
  return ok({ token: choice.token });
}

/** The token a ship would lose; a side or lock holder may be left out when the ship has only one kind. */
export function tokenToRemove(ship: Ship, choice: TokenChoice): Result<HeldToken> {
  const extra = extraDetail(choice);
  if (extra) return refuse('invalid_token_detail', extra);
  if (choice.token === 'reinforce') {
    if (choice.side !== undefined) return ok({ token: 'reinforce', side: choice.side });
    const sides = reinforceSides.filter((side) => ship.tokens.reinforce[side] > 0);
    const only = sides[0];
    if (sides.length === 1 && only) return ok({ token: 'reinforce', side: only });
    if (sides.length > 1) return refuse('reinforce_side_needed', `${shipName(ship)} has fore and aft reinforce tokens: say which side.`);
    return refuse('no_token', `${shipName(ship)} has no reinforce token.`);
  }
  if (choice.token === 'lock') {
    if (choice.lockedBy !== undefined) return ok({ token: 'lock', lockedBy: choice.lockedBy });
    const holders = [...new Set(ship.tokens.lock)];
    const only = holders[0];
    if (holders.length > 1) return refuse('lock_holder_needed', `${shipName(ship)} is locked by more than one ship: say whose lock (lockedBy).`);
    return only === undefined ? refuse('no_token', `${shipName(ship)} has no lock token.`) : ok({ token: 'lock', lockedBy: only });
  }
  return ok({ token: choice.token });
}

export function describeHeld(state: XwingState, held: HeldToken): string {
  if (held.token === 'reinforce') return `${held.side} reinforce token`;
  if (held.token === 'lock') {
    const holder = state.ships.find((ship) => ship.id === held.lockedBy);
    return holder ? `lock token of ${shipName(holder)}` : 'lock token';
  }
  return `${tokenName(held.token).toLowerCase()} token`;
}

/** 003: why the ship cannot gain this token now, or null when it can. */
export function whyCannotGain(state: XwingState, ship: Ship, held: HeldToken): string | null {
  if (ship.destroyed) return `${shipName(ship)} is destroyed: a destroyed ship gains no tokens.`;
  if (held.token === 'lock') {
    if (held.lockedBy === ship.id) return `${shipName(ship)} cannot be locked by itself: a ship never locks itself.`;
    const holder = state.ships.find((candidate) => candidate.id === held.lockedBy);
    if (!holder) return `There is no ship ${held.lockedBy} to have that lock.`;
    if (holder.destroyed) return `${shipName(holder)} is destroyed and cannot have a lock.`;
    // A card that keeps locks off its ship (Sensor Scramblers: while cloaked), its conditions its own tokens.
    const guard = (ship.effects ?? []).find((effect) => effect.moment === 'always' && effect.effects.some((part) => part.kind === 'cannotBeLocked') && effect.conditions.every((condition) => condition.kind === 'token' && condition.who === 'self' && (condition.token === 'reinforce' ? ship.tokens.reinforce.fore + ship.tokens.reinforce.aft : ship.tokens[condition.token]) > 0 !== (condition.none === true)));
    if (guard) return `${guard.source}: no other ship can lock ${shipName(ship)} now.`;
  }
  return null;
}

/** 003: why the ship cannot remove (or spend) this token now, or null when it can. */
export function whyCannotRemove(state: XwingState, ship: Ship, held: HeldToken, count = 1): string | null {
  const have = heldCount(ship, held);
  if (have === 0) return `${shipName(ship)} has no ${describeHeld(state, held)}.`;
  if (have < count) return `${shipName(ship)} has only ${have} ${describeHeld(state, held)}${have === 1 ? '' : 's'}, not ${count}.`;
  return null;
}

export function addTokens(ship: Ship, held: HeldToken, count: number): void {
  if (held.token === 'reinforce') ship.tokens.reinforce[held.side] += count;
  else if (held.token === 'lock') for (let i = 0; i < count; i++) ship.tokens.lock.push(held.lockedBy);
  else ship.tokens[held.token] += count;
}

export function takeTokens(ship: Ship, held: HeldToken, count: number): void {
  if (held.token === 'reinforce') ship.tokens.reinforce[held.side] -= count;
  else if (held.token === 'lock') {
    for (let i = 0; i < count; i++) {
      const at = ship.tokens.lock.indexOf(held.lockedBy);
      if (at >= 0) ship.tokens.lock.splice(at, 1);
    }
  } else ship.tokens[held.token] -= count;
}

/**
 * RRG · Lock: a ship maintains one lock; a card may raise that ("maintain up to 2 locks", each on a
 * different object or not), read from its standing `maintainLocks` fact.
 */
export function lockLimit(ship: Ship | undefined): { most: number; differentObjects: boolean } {
  let limit = { most: 1, differentObjects: false };
  for (const effect of ship?.effects ?? []) {
    if (effect.moment !== 'always') continue;
    for (const part of effect.effects) if (part.kind === 'maintainLocks' && part.most > limit.most) limit = { most: part.most, differentObjects: part.differentObjects };
  }
  return limit;
}

/** The locks a ship maintains, one entry per lock token (a ship locked twice by it is there twice), in the table's ship order. */
export function locksHeldBy(state: XwingState, holderId: string): Ship[] {
  return state.ships.flatMap((ship) => ship.tokens.lock.filter((holder) => holder === holderId).map(() => ship));
}

/**
 * Before a ship acquires a lock on `target`: with one lock allowed its former lock token goes back to
 * the supply; with more, a lock it already has on the same object goes when each must be on a
 * different object, else the first of its locks goes once it holds as many as it may. The ship whose
 * token went, or null.
 */
export function releaseFormerLock(state: XwingState, holderId: string, target?: Ship): Ship | null {
  const holder = state.ships.find((ship) => ship.id === holderId);
  const { most, differentObjects } = lockLimit(holder);
  const held = locksHeldBy(state, holderId);
  const released = most > 1 && differentObjects && target && held.includes(target) ? target : held.length >= most ? held[0] : undefined;
  if (!released) return null;
  takeTokens(released, { token: 'lock', lockedBy: holderId }, 1);
  return released;
}

/** RRG · Ion (2.5): an ionized ship maintains no lock: every lock token it has goes back to the supply. */
export function releaseEveryLock(state: XwingState, holderId: string): Ship[] {
  const held = locksHeldBy(state, holderId);
  for (const ship of held) takeTokens(ship, { token: 'lock', lockedBy: holderId }, 1);
  return held;
}

export function tokenRef(state: XwingState, held: HeldToken): TokenRef {
  if (held.token === 'reinforce') return { token: 'reinforce', side: held.side, lockedBy: null };
  if (held.token === 'lock') {
    const holder = state.ships.find((ship) => ship.id === held.lockedBy);
    return { token: 'lock', side: null, lockedBy: holder ? refOf(holder) : { id: held.lockedBy, name: held.lockedBy } };
  }
  return { token: held.token, side: null, lockedBy: null };
}
