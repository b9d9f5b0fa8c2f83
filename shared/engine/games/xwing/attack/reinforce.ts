import type { Attack, ReinforceSide, ResultCount, Ship } from '../model/state';
import { fullArcsContainingAttacker } from './attacker-location';

export type ReinforceSideAgainst = { known: true; side: ReinforceSide | null } | { known: false };

/** 001: a token applies only while the attacker is inside the full arc it names and not inside the other one. */
export function reinforceSideAgainst(attack: Attack): ReinforceSideAgainst {
  const arcs = fullArcsContainingAttacker(attack, 'reinforce');
  if (!arcs) return { known: false };
  if (arcs.front && !arcs.rear) return { known: true, side: 'fore' };
  if (arcs.rear && !arcs.front) return { known: true, side: 'aft' };
  return { known: true, side: null };
}

function total(results: ResultCount): number {
  return results.hits + results.crits;
}

/**
 * 001, Neutralize Results: while the attack would hit with more than one hit or crit remaining, a
 * token adds one evade, which cancels a hit before a crit. Tokens of the same side apply one at a
 * time, so two need at least three results; the tokens are not spent.
 */
export function applyReinforce(remaining: ResultCount, tokens: number): { after: ResultCount; steps: { before: ResultCount; after: ResultCount }[] } {
  let current = { ...remaining };
  const steps: { before: ResultCount; after: ResultCount }[] = [];
  for (let n = 0; n < tokens && total(current) > 1; n++) {
    const next = current.hits > 0 ? { hits: current.hits - 1, crits: current.crits } : { hits: current.hits, crits: current.crits - 1 };
    steps.push({ before: current, after: next });
    current = next;
  }
  return { after: current, steps };
}

/** Whether reinforce could change this attack, so the players must first say where the attacker is. */
export function reinforceNeedsLocation(attack: Attack, defender: Ship, afterEvades: ResultCount): boolean {
  const tokens = defender.tokens.reinforce.fore + defender.tokens.reinforce.aft;
  return tokens > 0 && total(afterEvades) > 1 && !reinforceSideAgainst(attack).known;
}
