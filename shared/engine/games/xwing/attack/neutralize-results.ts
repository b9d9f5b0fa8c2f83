import { ok, refuse, type Result } from '../../../core/result';
import { applyCancelRemaining } from '../effects/use-card-effect';
import type { XwingEvent } from '../model/events';
import type { Attack, ReinforceSide, ResultCount, Ship, XwingState } from '../model/state';
import type { CardEffect } from '../effects/card-effect';
import { refOf, shipById, shipName } from '../ships/ships';
import { attackAtStep } from './current-attack';
import { applyReinforce, reinforceNeedsLocation, reinforceSideAgainst } from './reinforce';
import { afterAttackPrompts } from '../abilities/prompts';
import { conditionHolds, type EffectSituation } from '../effects/available-effects';

export interface NeutralizeOutcome {
  rolled: ResultCount;
  evades: number;
  afterEvades: ResultCount;
  /** The reinforce side that applies and each token's step, when one does. */
  reinforce: { side: ReinforceSide; steps: { before: ResultCount; after: ResultCount }[] } | null;
  remaining: ResultCount;
  hits: boolean;
}

/**
 * Evades cancel hits first, then crits (RRG · Neutralize Results); a card may turn the order round (critsFirst),
 * or keep the crits from being cancelled by evades at all (critsSpared: Autoblasters).
 */
export function cancelWithEvades(results: ResultCount, evades: number, critsFirst = false, critsSpared = false): ResultCount {
  if (critsSpared) return { hits: Math.max(0, results.hits - evades), crits: results.crits };
  if (critsFirst) {
    const crits = Math.max(0, results.crits - evades);
    const hits = Math.max(0, results.hits - Math.max(0, evades - results.crits));
    return { hits, crits };
  }
  const hits = Math.max(0, results.hits - evades);
  const crits = Math.max(0, results.crits - Math.max(0, evades - results.hits));
  return { hits, crits };
}

/** The card effects used in this attack (their facts), as the attack recorded them. */
function usedInAttack(state: XwingState, attack: Partial<Attack>): CardEffect[] {
  return (attack.effectsUsed ?? []).flatMap((key) => {
    const [owner, ref] = key.split(':');
    const effect = state.ships.find((ship) => ship.id === owner)?.effects?.[Number(ref)];
    return effect ? [effect] : [];
  });
}

/**
 * r3-x-pilots · a defender's standing card fact ("Zeb" Orrelios) neutralizes crits before hits: the one
 * rule that reads 'neutralizeOrder', for the engine and the odds alike. h-weapons: so does the attacker's
 * standing fact for its weapon (Plasma Torpedoes: role 'attacker'), and a fact used in this attack
 * after its question (Enduring).
 */
export function critsFirst(state: XwingState, attack: Pick<Attack, 'attacker' | 'defender'> & Partial<Attack>): boolean {
  const defender = state.ships.find((ship) => ship.id === attack.defender);
  const attacker = state.ships.find((ship) => ship.id === attack.attacker) ?? null;
  if (!defender) return false;
  const orders = (effect: CardEffect): boolean => effect.effects.some((part) => part.kind === 'neutralizeOrder' && part.first === 'crit');
  if (usedInAttack(state, attack).some(orders)) return true;
  const standing = (ship: Ship, role: 'attacker' | 'defender', other: Ship | null, roleNeeded: boolean): boolean =>
    (ship.effects ?? []).some((effect, index) => {
      if (effect.moment !== 'always' || (effect.role && effect.role !== role) || (roleNeeded && effect.role !== role)) return false;
      if (!orders(effect)) return false;
      const situation: EffectSituation = { attack: attack.step ? (attack as Attack) : (state.attack ?? null), other, role };
      return effect.conditions.every((condition) => conditionHolds(state, ship, effect, condition, situation, String(index)).holds === 'yes');
    });
  return standing(defender, 'defender', attacker, false) || (attacker !== null && standing(attacker, 'attacker', defender, true));
}

/** h-weapons · Autoblasters: a fact used in this attack keeps the attacker's crits from being cancelled by evades (the one rule reading 'evadesSpareCrits'). */
export function critsSpared(state: XwingState, attack: Partial<Attack>): boolean {
  return usedInAttack(state, attack).some((effect) => effect.effects.some((part) => part.kind === 'evadesSpareCrits'));
}

/**
 * Neutralize Results: what the attack would leave, or a refusal when reinforce could matter and
 * nobody has said yet where the attacker is.
 */
export function neutralizeOutcome(state: XwingState, attack: Attack): Result<NeutralizeOutcome> {
  const rolled = {
    hits: attack.attackDice.filter((die) => die.face === 'hit').length,
    crits: attack.attackDice.filter((die) => die.face === 'crit').length,
  };
  const evades = attack.defenseDice.filter((die) => die.face === 'evade').length;
  const afterEvades = cancelWithEvades(rolled, evades, critsFirst(state, attack), critsSpared(state, attack));
  const defender = shipById(state, attack.defender);
  if (reinforceNeedsLocation(attack, defender, afterEvades)) {
    return refuse(
      'attacker_location_needed',
      `${shipName(defender)} is reinforced: is the attacker in its front full arc? In its rear full arc? Answer, or give the attacker’s bearing, before results are neutralized.`,
    );
  }
  const against = reinforceSideAgainst(attack);
  let remaining = afterEvades;
  let reinforce: NeutralizeOutcome['reinforce'] = null;
  if (against.known && against.side) {
    const applied = applyReinforce(afterEvades, defender.tokens.reinforce[against.side]);
    if (applied.steps.length > 0) reinforce = { side: against.side, steps: applied.steps };
    remaining = applied.after;
  }
  return ok({ rolled, evades, afterEvades, reinforce, remaining, hits: remaining.hits + remaining.crits > 0 });
}

/** Ends Modify Defense Dice and neutralizes results; an attack that misses ends here. */
export function neutralizeResults(draft: XwingState): Result<XwingEvent[]> {
  const found = attackAtStep(draft, ['modifyDefenseDice'], 'neutralize results');
  if (!found.ok) return found;
  const attack = found.value;
  const outcome = neutralizeOutcome(draft, attack);
  if (!outcome.ok) return outcome;
  const { rolled, evades, reinforce, remaining } = outcome.value;
  const attacker = refOf(shipById(draft, attack.attacker));
  const defender = shipById(draft, attack.defender);
  const events: XwingEvent[] = [{ type: 'resultsNeutralized', hits: rolled.hits, crits: rolled.crits, evades, remaining: outcome.value.afterEvades }];
  if (reinforce) {
    for (const step of reinforce.steps) events.push({ type: 'reinforceApplied', ship: refOf(defender), side: reinforce.side, before: step.before, after: step.after });
  }
  attack.neutralized = {
    evades,
    reinforceEvades: reinforce?.steps.length ?? 0,
    reinforceSide: reinforce?.side ?? null,
    remaining,
  };
  attack.modifying = null;
  if (!outcome.value.hits) {
    draft.attack = null;
    events.push({ type: 'attackMissed', attacker, defender: refOf(defender) }, { type: 'attackEnded', attacker, defender: refOf(defender) });
    afterAttackPrompts(draft, shipById(draft, attack.attacker), defender, events, { arc: attack.arc, hit: false, attack });
    return ok(events);
  }
  attack.step = 'dealDamage';
  events.push({ type: 'attackHit', attacker, defender: refOf(defender), remaining });
  applyCancelRemaining(draft, events);
  return ok(events);
}
