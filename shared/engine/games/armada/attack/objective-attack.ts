import type { ArmadaState, Attack, Defender, HullZoneId, Ship } from '../model/state';
import { chosenObjectiveFacts } from '../scoring/objective-play';
import type { ObjectiveAttackRule } from '../scoring/objective-facts';

// RRG · Objectives: the chosen objective's special rules during an attack that the engine applies
// (a die added against an objective ship, an objective ship attacking again from a zone), read from
// the objective's facts. Only in games set up with the deployment step, where objectives are played;
// the objective's other attack rules stay reminders.

function ruleOf<R extends ObjectiveAttackRule['rule']>(state: ArmadaState, rule: R): { objective: string; fact: Extract<ObjectiveAttackRule, { rule: R }> } | null {
  if (!state.deployment) return null;
  const facts = chosenObjectiveFacts(state);
  const fact = facts?.attackRules.find((candidate): candidate is Extract<ObjectiveAttackRule, { rule: R }> => candidate.rule === rule);
  return facts && fact ? { objective: facts.name, fact } : null;
}

const isObjectiveShip = (state: ArmadaState, id: string) => (state.objectiveShips ?? []).includes(id);

/** The objective whose die this attack may add (Most Wanted), or null when none applies to it. */
export function objectiveDieSource(state: ArmadaState, attack: Attack): string | null {
  const rule = ruleOf(state, 'addDieAgainstObjectiveShip');
  if (!rule || attack.attacker.kind !== 'ship' || attack.defender.kind !== 'ship' || !isObjectiveShip(state, attack.defender.id)) return null;
  return rule.objective;
}

/** Why the objective's die cannot be added now (null: it can); `color` checks the colour too. */
export function whyNoObjectiveDie(state: ArmadaState, attack: Attack, color?: string): string | null {
  const objective = objectiveDieSource(state, attack);
  if (!objective) return 'No objective adds a die to this attack: only a ship attacking an objective ship does, with the objective that says so.';
  if (attack.objectiveDieAdded) return `${objective}: this attack has already added its die.`;
  if (color !== undefined && !attack.pool.some((die) => die.color === color)) return `${objective}: the die is of a colour already in the pool, and no ${color} die is.`;
  return null;
}

/** Advanced Gunnery: an objective ship may attack again from a zone it already attacked from this activation. */
export function mayRepeatZone(state: ArmadaState, ship: Ship): boolean {
  // Issue 35 · or a card the ship used this activation (Gunnery Team), for its next attack.
  if (state.activation.ship?.id === ship.id && state.activation.ship.repeatZoneByCard) return true;
  return ruleOf(state, 'objectiveShipRepeatsZone') !== null && isObjectiveShip(state, ship.id);
}

/** Issue 35 · the ship's card that lets each hull zone target a ship or squadron at most once per activation (Gunnery Team), if any. */
function oneTargetPerZoneCard(ship: Ship): string | null {
  return ship.cardEffects?.find((effect) => effect.effects.some((change) => change.kind === 'oneTargetPerZone'))?.source ?? null;
}

/** What a hull zone targeted: a ship's hull zone, or a squadron. */
export const targetKey = (defender: Defender): string => (defender.kind === 'ship' ? `${defender.id}:${defender.hullZone}` : defender.id);

/** Advanced Gunnery: the first player's objective ship targets each hull zone or squadron once a round with a zone (null: it may). */
export function whyRepeatTargetRefused(state: ArmadaState, ship: Ship, zone: HullZoneId, defender: Defender, defenderName: string): string | null {
  const card = oneTargetPerZoneCard(ship);
  if (card && (state.activation.ship?.zoneTargets ?? []).some((entry) => entry.zone === zone && entry.target.split(':')[0] === defender.id)) {
    return `${card}: each hull zone targets ${defenderName} at most once this activation; choose another target or zone.`;
  }
  const rule = ruleOf(state, 'objectiveShipRepeatsZone');
  if (!rule || !rule.fact.firstPlayerNewTarget || !isObjectiveShip(state, ship.id) || ship.owner !== state.firstPlayer) return null;
  const earlier = state.activation.ship?.zoneTargets ?? [];
  return earlier.some((entry) => entry.zone === zone && entry.target === targetKey(defender))
    ? `${rule.objective}: the first player’s objective ship targets ${defenderName}${defender.kind === 'ship' ? ` (${defender.hullZone})` : ''} once a round from this hull zone; choose another target.`
    : null;
}

/** Keeps what a zone targeted, when the objective asks about it. */
export function recordZoneTarget(state: ArmadaState, ship: Ship, zone: HullZoneId, defender: Defender): void {
  const activation = state.activation.ship;
  if (!activation || (!mayRepeatZone(state, ship) && !oneTargetPerZoneCard(ship))) return;
  activation.zoneTargets = [...(activation.zoneTargets ?? []), { zone, target: targetKey(defender) }];
}
