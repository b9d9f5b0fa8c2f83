import type { XwingEvent } from '../model/events';
import { openPrompt } from '../abilities/prompts';
import { heldTokens, locksHeldBy, takeTokens, tokenRef, type HeldToken } from './ship-tokens';
import { tokenKind } from './token-catalogue';
import type { Ship, XwingState } from '../model/state';
import { refOf } from '../ships/ships';

/** A jammed ship's choices: each kind of green token it has, and each lock it maintains on another object. */
export function jamChoices(state: XwingState, ship: Ship): { held: HeldToken; from: Ship }[] {
  const out: { held: HeldToken; from: Ship }[] = heldTokens(ship)
    .filter(({ held }) => tokenKind(held.token).colour === 'green')
    .map(({ held }) => ({ held, from: ship }));
  for (const locked of new Set(locksHeldBy(state, ship.id))) out.push({ held: { token: 'lock', lockedBy: ship.id }, from: locked });
  return out;
}

/** The jammed ship loses the chosen token, and its jam token goes with it. */
export function resolveJam(draft: XwingState, ship: Ship, choice: { held: HeldToken; from: Ship }, events: XwingEvent[]): void {
  takeTokens(choice.from, choice.held, 1);
  events.push({ type: 'tokenRemoved', ship: refOf(choice.from), token: tokenRef(draft, choice.held), count: 1, reason: 'jammed' });
  takeTokens(ship, { token: 'jam' }, 1);
  events.push({ type: 'tokenRemoved', ship: refOf(ship), token: { token: 'jam', side: null, lockedBy: null }, count: 1, reason: 'its jam is resolved' });
}

/**
 * RRG · Jam: a ship that becomes jammed removes one of its green tokens or the lock it maintains,
 * then its jam token. With one choice it is made at once; with several the player picks (a prompt);
 * with none the jam token stays.
 */
export function becomeJammed(draft: XwingState, ship: Ship, events: XwingEvent[]): void {
  const choices = jamChoices(draft, ship);
  if (choices.length === 0) return;
  const only = choices[0];
  if (choices.length === 1 && only) {
    resolveJam(draft, ship, only, events);
    return;
  }
  if (!draft.prompts.some((prompt) => prompt.ship === ship.id && prompt.kind === 'jammed')) openPrompt(draft, ship, 'jammed', 'Jam', events);
}
