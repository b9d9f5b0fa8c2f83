import { ok, type Result } from '../../../core/result';
import type { XwingEvent } from '../model/events';
import type { Prompt, XwingState } from '../model/state';
import { effectKey } from '../effects/available-effects';
import { refOf } from '../ships/ships';
import { endDealDamage } from '../attack/deal-damage';
import { resumeDamage } from './damage';
import { askOffer, windowOffers } from './damage-window';

// RRG · Damage · the damage window, answered: each answer (used or skipped) is one card asked; the
// questions an answer made moot close (a card turned facedown is no longer a faceup one to discard),
// those it made true open (a card turned faceup may be turned back), and once none is left the damage
// goes on as the answers left it — and the attack it came from ends.

/** The window's question was answered (its prompt already closed): what follows. */
export function windowQuestionAnswered(draft: XwingState, prompt: Prompt, events: XwingEvent[]): Result<true> {
  const window = draft.damageWindow;
  if (!window) return ok(true);
  window.asked.push(`${prompt.ship}:${prompt.effect ?? ''}`);
  const offers = windowOffers(draft, window);
  const holding = new Set(offers.map((offer) => effectKey(offer.ship, offer.ref)));
  for (const open of draft.prompts.filter((candidate) => candidate.window)) {
    const key = `${open.ship}:${open.effect ?? ''}`;
    if (holding.has(key)) continue;
    draft.prompts = draft.prompts.filter((candidate) => candidate.id !== open.id);
    window.asked.push(key);
    const ship = draft.ships.find((candidate) => candidate.id === open.ship);
    if (ship) events.push({ type: 'promptAnswered', ship: refOf(ship), prompt: open.id, kind: open.kind, source: open.source, answer: 'no longer applies' });
  }
  if (draft.prompts.some((candidate) => candidate.window)) return ok(true);
  if (offers.length > 0) {
    for (const offer of offers) askOffer(draft, window, offer, events);
    return ok(true);
  }
  const then = resumeDamage(draft, events);
  if (!then.ok) return then;
  if (then.value?.kind === 'endAttack') return endDealDamage(draft, then.value, events);
  return ok(true);
}
