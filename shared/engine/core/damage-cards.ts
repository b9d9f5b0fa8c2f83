import { ok, refuse, type Result } from './result';

/** A damage card dealt to a unit: facedown, or faceup with its effect in play. */
export interface DamageCard<Trait extends string = string> {
  id: string;
  name: string;
  trait: Trait;
  faceup: boolean;
}

/** One kind of card in a damage deck: its name, copies and trait are facts of the game. */
export interface DamageCardKind<Trait extends string = string> {
  name: string;
  count: number;
  trait: Trait;
  /** Our own short reminder of what the card does, never the printed text. */
  summary: string;
}

interface CardHolder<Trait extends string> {
  name: string;
  damageCards: DamageCard<Trait>[];
}

function cardOf<Trait extends string>(holder: CardHolder<Trait>, cardId: string): Result<{ card: DamageCard<Trait>; at: number }> {
  const at = holder.damageCards.findIndex((candidate) => candidate.id === cardId);
  const card = holder.damageCards[at];
  return card ? ok({ card, at }) : refuse('unknown_damage_card', `${holder.name} has no damage card ${cardId}.`);
}

/** Turns a dealt card faceup or facedown, as an effect says (on the draft). */
export function flipDamageCardOf<Trait extends string>(holder: CardHolder<Trait>, cardId: string, faceup: boolean): Result<DamageCard<Trait>> {
  const found = cardOf(holder, cardId);
  if (!found.ok) return found;
  const { card } = found.value;
  if (card.faceup === faceup) return refuse('already_flipped', `${card.name} is already ${card.faceup ? 'faceup' : 'facedown'}.`);
  card.faceup = faceup;
  return ok(card);
}

/** Takes a repaired card off its holder (on the draft); the game puts it on its discard pile. */
export function repairDamageCardOf<Trait extends string>(holder: CardHolder<Trait>, cardId: string): Result<DamageCard<Trait>> {
  const found = cardOf(holder, cardId);
  if (!found.ok) return found;
  holder.damageCards.splice(found.value.at, 1);
  return ok(found.value.card);
}
