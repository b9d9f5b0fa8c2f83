import type { XwingEvent } from '../model/events';
import type { DamageWindow, Ship, XwingState } from '../model/state';
import type { CardEffect, EffectMoment } from '../effects/card-effect';
import { effectKey, whyNotOffered, type EffectSituation } from '../effects/available-effects';
import { openPrompt, questionsAsClauses } from '../abilities/prompts';
import { shipName } from '../ships/ships';
import type { PromptMoment } from '../abilities/ability-hooks';

// RRG · Damage, Damage Cards · the damage window: the moment before a ship suffers damage, and the
// moment a damage card is drawn for it and not yet dealt (its facing and trait known). Cards that act
// then (Chewbacca, Impervium Plating, Iden Versio…) are read from their facts: each one whose
// conditions hold and whose cost can be paid is one question; the damage waits in the state until
// the table has answered them, then goes on as the answers left it. With no such card on the table
// the damage is dealt at once, as before: the window adds no tap to an ordinary attack.

type WindowMoments = { own: EffectMoment; friendly: EffectMoment; enemy: EffectMoment | null };
const momentsOf: Record<DamageWindow['moment'], WindowMoments> = {
  suffer: { own: 'beforeSufferDamage', friendly: 'friendlyBeforeSufferDamage', enemy: null },
  dealt: { own: 'beforeDealtCard', friendly: 'friendlyBeforeDealtCard', enemy: 'enemyBeforeDealtCard' },
};
const windowMoments: ReadonlySet<EffectMoment> = new Set(Object.values(momentsOf).flatMap((moments) => [moments.own, moments.friendly, ...(moments.enemy ? [moments.enemy] : [])]));

/** The situation a ship's card reads in the window: for another ship, the ship suffering is "the other"; in the attack under way, its role there. */
export function windowSituation(draft: XwingState, watcher: Ship, window: DamageWindow): EffectSituation {
  const attack = draft.attack;
  const role = attack?.attacker === watcher.id ? 'attacker' : attack?.defender === watcher.id ? 'defender' : null;
  const inAttack = attack && role ? attack : null;
  const otherId = watcher.id !== window.ship ? window.ship : inAttack ? (role === 'attacker' ? inAttack.defender : inAttack.attacker) : null;
  const other = otherId ? (draft.ships.find((candidate) => candidate.id === otherId) ?? null) : null;
  const card = window.card && !window.card.discarded ? { dealt: { faceup: window.card.faceup, trait: window.card.trait } } : {};
  return { attack: inAttack, other, role, ...card };
}

/** One card effect the window offers: whose, which, and what it is asked with. */
export interface WindowOffer {
  ship: Ship;
  ref: string;
  effect: CardEffect;
  moment: EffectMoment;
  situation: EffectSituation;
  questions: string[];
}

/** It would change the damage waiting: a point of the face it prevents is there, the card is not already as it turns it. */
function changesSomething(effect: CardEffect, window: DamageWindow): boolean {
  return effect.effects.every((part) => {
    if (part.kind === 'preventDamage') return window.queue.some((point) => !point.pastShields && (part.face === 'any' || point.point === part.face));
    if (part.kind === 'turnDealtCard') return window.card !== undefined && !window.card.discarded && window.card.faceup !== part.faceup;
    if (part.kind === 'discardDealtCard') return window.card !== undefined && !window.card.discarded;
    return true;
  });
}

/** Every card effect that acts in this window now, not asked yet: the suffering ship's own, its friends', its enemies'. */
export function windowOffers(draft: XwingState, window: DamageWindow): WindowOffer[] {
  const damaged = draft.ships.find((candidate) => candidate.id === window.ship);
  if (!damaged) return [];
  const moments = momentsOf[window.moment];
  const out: WindowOffer[] = [];
  for (const watcher of draft.ships) {
    const moment = watcher.id === damaged.id ? moments.own : watcher.owner === damaged.owner ? moments.friendly : moments.enemy;
    if (!moment || !watcher.effects?.some((effect) => effect.moment === moment)) continue;
    const situation = windowSituation(draft, watcher, window);
    for (const [index, effect] of watcher.effects.entries()) {
      if (effect.moment !== moment) continue;
      const ref = String(index);
      if (window.asked.includes(effectKey(watcher, ref))) continue;
      const offered = whyNotOffered(draft, watcher, ref, situation, [moment]);
      if (offered.why || !changesSomething(effect, window)) continue;
      out.push({ ship: watcher, ref, effect, moment, situation, questions: offered.questions });
    }
  }
  return out;
}

/** What waits, in the players' words: the damage about to be suffered, or the card about to be dealt (a facedown one unseen). */
export function waitingWords(draft: XwingState, window: DamageWindow): string {
  const damaged = draft.ships.find((candidate) => candidate.id === window.ship);
  const name = damaged ? shipName(damaged) : 'The ship';
  if (window.moment === 'suffer') {
    const hits = window.queue.filter((point) => point.point === 'hit').length;
    const crits = window.queue.length - hits;
    const parts = [hits > 0 ? `${hits} hit${hits === 1 ? '' : 's'}` : '', crits > 0 ? `${crits} crit${crits === 1 ? '' : 's'}` : ''].filter((part) => part !== '');
    return `${name} would suffer ${parts.join(' and ')}`;
  }
  const card = window.card;
  return card?.faceup ? `${name} would be dealt ${card.name} (${card.trait}) faceup` : `${name} would be dealt a facedown damage card`;
}

/** The window's question for one card effect: the damage waiting, the effect (its questions first), one tap. */
export function askOffer(draft: XwingState, window: DamageWindow, offer: WindowOffer, events: XwingEvent[]): void {
  const { effect, questions } = offer;
  const clauses = questionsAsClauses(questions);
  const summary = `${waitingWords(draft, window)}: ${clauses.length > 0 ? `if ${clauses.join(' and ')}, ` : ''}${effect.summary}${effect.optional ? '' : ' (no choice)'}`.slice(0, 240);
  // The window's moments are prompt moments of their own (abilities/ability-hooks.ts).
  const moment = offer.moment as PromptMoment;
  const prompt = openPrompt(draft, offer.ship, 'ability', effect.source, events, { ability: { source: effect.source, moment, summary, cost: null, upgrade: null }, effect: offer.ref, ...(offer.situation.other ? { other: offer.situation.other.id } : {}) });
  prompt.window = true;
  if (!effect.optional && effect.costs.length === 0 && questions.length === 0) prompt.automatic = true;
}

/**
 * The damage stops here when a card acts at this moment (and none is waiting already): the window is
 * kept in the state with what is left of the damage, and one question per card opens. False: no card
 * acts, the damage goes on at once.
 */
export function openDamageWindow(draft: XwingState, ship: Ship, fields: Omit<DamageWindow, 'ship' | 'asked'>, events: XwingEvent[]): boolean {
  if (draft.damageWindow) return false;
  if (!draft.ships.some((candidate) => candidate.effects?.some((effect) => windowMoments.has(effect.moment)))) return false;
  const window: DamageWindow = { ship: ship.id, asked: [], ...fields };
  const offers = windowOffers(draft, window);
  if (offers.length === 0) return false;
  draft.damageWindow = window;
  for (const offer of offers) askOffer(draft, window, offer, events);
  return true;
}
