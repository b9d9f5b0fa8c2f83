import type { Attack, XwingState } from '../model/state';
import { availableEffects, effectKey, momentsOfStep, whyNotOffered } from './available-effects';
import { isDiceEffect, type ActiveDiceEffect, type CardEffect, type DiceEffectFact, type ResultsEffect } from './card-effect';
import { rangeBonusDice } from '../attack/range-bonus';

/**
 * Issue 34 · the dice effects of the attacker's and defender's cards (r5-friends: and of their friends' cards that act in a friend's attack) that are ready for this attack
 * now (their moment, their conditions, their cost payable, not used in it yet), in the modify order,
 * for the odds to count. A question the table cannot know (an `ask`) counts as answered yes.
 *
 * Dice-count effects (`kind: 'dice'`) with no choice are already in attackDiceCount /
 * defenseDiceCount's adjustments (the engine rolls them): they are not listed here, so nothing is
 * counted twice; the optional ones ("may roll 1 additional die") are listed until used.
 */
export function activeDiceEffects(state: XwingState, attack: Attack): ActiveDiceEffect[] {
  const current = state.attack === attack ? attack : { ...attack };
  const view: XwingState = state.attack === attack ? state : { ...state, attack: current };
  const now = new Set(availableEffects(view).map((entry) => `${entry.ship}:${entry.ref}`));
  const out: ActiveDiceEffect[] = [];
  const moments = momentsOfStep(current);
  for (const side of ['attacker', 'defender'] as const) {
    const ship = view.ships.find((candidate) => candidate.id === (side === 'attacker' ? current.attacker : current.defender));
    const other = view.ships.find((candidate) => candidate.id === (side === 'attacker' ? current.defender : current.attacker)) ?? null;
    if (!ship) continue;
    // r5-friends: the ship's own effects, then its friends' that act while a friendly ship attacks or defends (as availableEffects offers them).
    const friends = view.ships.filter((candidate) => candidate.owner === ship.owner && candidate.id !== current.attacker && candidate.id !== current.defender && candidate.effects?.some((effect) => effect.conditions.some((condition) => condition.kind === 'friendly')));
    for (const [owner, situation] of [[ship, { attack: current, other, role: side }] as const, ...friends.map((friend) => [friend, { attack: current, other, role: null, friendOf: side }] as const)]) {
      for (const [index, effect] of (owner.effects ?? []).entries()) {
        const ref = String(index);
        // r5-friends · RRG · Range Bonus: a range bonus kept from being applied is one die fewer for that pool, as the dice count takes it back.
        const bonus = rangeBonusDice(current.range, current.weapon?.ordnance ?? false);
        // r5-friends: the defender's cancel of results left after Neutralize Results (a wingmate takes the hit) is a cancel of those results.
        // Before Deal Damage, one that needs so many results left is not counted (the odds cannot tell it would act).
        const cancelsLeft = effect.moment === 'dealDamage' && side === 'defender' && effect.effects.some((part) => part.kind === 'changeRemaining' && part.hits <= 0 && part.crits <= 0)
          && (current.step === 'dealDamage' || !effect.conditions.some((condition) => condition.kind === 'resultsLeft' || condition.kind === 'resultsOverShields'));
        const dice = effect.effects.flatMap((part): DiceEffectFact[] => {
          if (isDiceEffect(part)) return [part];
          if (part.kind === 'changeRemaining' && cancelsLeft) {
            const faces = [...(part.hits < 0 ? (['hit'] as const) : []), ...(part.crits < 0 ? (['crit'] as const) : [])];
            return faces.length > 0 ? [{ kind: 'cancel', pool: 'attack', count: Math.min(9, -(part.hits + part.crits)), faces }] : [];
          }
          if (part.kind !== 'noRangeBonus') return [];
          const pool = part.party === 'attacker' ? 'attack' : 'defense';
          return bonus[pool] > 0 ? [{ kind: 'dice', pool, count: -bonus[pool] }] : [];
        });
        const results = side === 'attacker' ? resultsOf(effect) : null;
        if (dice.length === 0 && !results) continue;
        if (!results && dice.every((fact) => fact.kind === 'dice') && !effect.optional && effect.costs.length === 0) continue;
        // Later steps' effects count too: the odds look ahead through the attack.
        const later = ['rollAttackDice', 'modifyAttackDice', 'afterModifyAttackDice', 'rollDefenseDice', 'modifyDefenseDice', 'neutralizeResults'] as const;
        const ahead = later.slice(Math.max(0, later.findIndex((moment) => moments.includes(moment))));
        // r5-friends: one that acts on the results left is looked at as Deal Damage would find it, with results left to act on.
        const atDamage = cancelsLeft || results?.kind === 'onHit';
        const lookAt = atDamage && current.step !== 'dealDamage' ? { ...current, step: 'dealDamage' as const, neutralized: { evades: 0, reinforceEvades: 0, reinforceSide: null, remaining: { hits: 9, crits: 9 } } } : current;
        const offered = whyNotOffered(lookAt === current ? view : { ...view, attack: lookAt }, owner, ref, { ...situation, attack: lookAt }, atDamage ? ['dealDamage'] : ahead);
        if (offered.why && !now.has(effectKey(owner, ref))) continue;
        const label = effect.conditions.find((condition) => condition.kind === 'once' && condition.per === 'attack' && condition.among !== undefined);
        const shares = label?.kind === 'once' && label.among ? `${owner.id}:${label.among}` : undefined;
        // r5-friends: a wingmate's hit or crit (one fact each, one limit) is one cancel of either, listed once.
        const same = cancelsLeft && shares !== undefined ? out.find((entry) => entry.shares === shares && entry.moment === 'dealDamage') : undefined;
        const [first] = same?.dice ?? [];
        if (same && first?.kind === 'cancel') {
          same.dice = [{ ...first, faces: [...new Set([...first.faces, ...dice.flatMap((fact) => (fact.kind === 'cancel' ? fact.faces : []))])] }];
          continue;
        }
        // The ref names the ship and the fact (the attacker's and defender's facts share indexes), as "What if…" switches it.
        out.push({ side, ref: effectKey(owner, ref), source: effect.source, moment: effect.moment, dice, uses: offered.uses, optional: effect.optional, ...(shares ? { shares } : {}), ...(results ? { results } : {}) });
      }
    }
  }
  return out;
}

/**
 * The attacker's card that settles what is dealt (card-effect.ts ResultsEffect): every result left cancelled
 * once the attack hits, with the damage the card deals the defender instead; or the dice skipped, the attack
 * hitting, with the damage the defender suffers. Null for any other effect.
 */
function resultsOf(effect: CardEffect): ResultsEffect | null {
  const skip = effect.effects.find((part) => part.kind === 'skipDiceAsHit');
  if (skip?.kind === 'skipDiceAsHit' && effect.moment === 'rollAttackDice') return { kind: 'skipDice', hits: skip.hits, crits: skip.crits };
  if (effect.moment !== 'dealDamage' || !effect.effects.some((part) => part.kind === 'cancelRemaining')) return null;
  let hits = 0;
  let crits = 0;
  for (const part of effect.effects) {
    if (part.kind !== 'damage' || part.who !== 'other') continue;
    hits += part.hits;
    crits += part.crits;
  }
  return { kind: 'onHit', hits, crits };
}
