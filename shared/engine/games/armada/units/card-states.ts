import type { ArmadaState, CardStates, Phase, UnitCardEffect } from '../model/state';
import type { ArmadaCardEffect, ArmadaYourCall } from '../effects/card-effect';

// RRG · Exhaust and Discard, for upgrade cards: an exhausted card is readied at the start of the next
// Status Phase (RRG · Status Phase: "ready upgrade cards"), a discarded one is gone for the game.
// Readying is told from when the card was exhausted, so no phase rule needs to change.

/** The host names an upgrade by its place among the unit's fitted upgrades ("upgrade-2"); in the game it is the fitted upgrade's id ("p1-ship-1-upgrade-2"). */
const upgradeOf = (unitId: string, upgrade: string | undefined): { upgrade?: string } =>
  upgrade === undefined ? {} : { upgrade: /^upgrade-\d+$/.test(upgrade) ? `${unitId}-${upgrade}` : upgrade };

/** Issue 35: the unit's card effects with their ids in this game; nothing at all when the setup carried none (older logs). */
export function cardEffectsFor(
  unitId: string,
  entry: { effects?: ArmadaCardEffect[] | undefined; yourCalls?: ArmadaYourCall[] | undefined },
): { cardEffects?: UnitCardEffect[]; yourCalls?: ArmadaYourCall[] } {
  return {
    ...(entry.effects ? { cardEffects: entry.effects.map((effect, n) => ({ ...effect, ...upgradeOf(unitId, effect.upgrade), ref: `${unitId}-effect-${n + 1}` })) } : {}),
    ...(entry.yourCalls ? { yourCalls: entry.yourCalls.map((call) => ({ ...call })) } : {}),
  };
}

export const cardStatesOf = (state: ArmadaState): CardStates => (state.cardStates ??= { exhausted: [], discarded: [], used: [] });

/** The key a card's exhausted / discarded state is kept under: its upgrade id, else the effect's own ref. */
export const cardKeyOf = (effect: UnitCardEffect): string => effect.upgrade ?? effect.ref;

const phaseOrder: readonly Phase[] = ['command', 'ship', 'squadron', 'status'];

/** Whether the card exhausted at (round, phase) is still exhausted now: readied at the start of the next Status Phase. */
function stillExhausted(state: ArmadaState, at: { round: number; phase: Phase }): boolean {
  const readyRound = at.phase === 'status' ? at.round + 1 : at.round;
  return state.round < readyRound || (state.round === readyRound && phaseOrder.indexOf(state.phase) < phaseOrder.indexOf('status'));
}

export function isExhausted(state: ArmadaState, card: string): boolean {
  return state.cardStates?.exhausted.some((entry) => entry.card === card && stillExhausted(state, entry)) ?? false;
}

export const isDiscarded = (state: ArmadaState, card: string): boolean => state.cardStates?.discarded.includes(card) ?? false;

export function exhaustCard(state: ArmadaState, card: string): void {
  const states = cardStatesOf(state);
  states.exhausted = states.exhausted.filter((entry) => entry.card !== card && stillExhausted(state, entry));
  states.exhausted.push({ card, round: state.round, phase: state.phase });
}

export function discardCard(state: ArmadaState, card: string): void {
  const states = cardStatesOf(state);
  if (!states.discarded.includes(card)) states.discarded.push(card);
}

/** The unit activated now (a once-per-activation limit is told by it). */
export const activatedUnit = (state: ArmadaState): string | null => state.activation.ship?.id ?? state.activation.squadron?.id ?? null;

/** Issue 35 · an exhausted card readied now by a card's effect. */
export function readyCard(state: ArmadaState, card: string): void {
  const states = cardStatesOf(state);
  states.exhausted = states.exhausted.filter((entry) => entry.card !== card);
}
