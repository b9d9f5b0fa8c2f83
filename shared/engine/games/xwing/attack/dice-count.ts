import type { Attack, XwingState } from '../state';
import { shipById } from '../ships';

export interface AttackDiceCount {
  attackValue: number;
  rangeBonus: number;
  total: number;
}

export interface DefenseDiceCount {
  agility: number;
  rangeBonus: number;
  obstruction: number;
  total: number;
}

/** Range bonuses: one more attack die at range 0–1, one more defense die at range 3; none for ordnance. */
function rangeBonusApplies(attack: Attack): boolean {
  return !(attack.weapon?.ordnance ?? false);
}

function attackValueOf(state: XwingState, attack: Attack): number {
  if (attack.weapon) return attack.weapon.attackValue;
  return shipById(state, attack.attacker).attacks.find((primary) => primary.arc === attack.arc)?.value ?? 0;
}

export function attackDiceCount(state: XwingState, attack: Attack): AttackDiceCount {
  const attackValue = attackValueOf(state, attack);
  const rangeBonus = rangeBonusApplies(attack) && attack.range <= 1 ? 1 : 0;
  return { attackValue, rangeBonus, total: attackValue + rangeBonus };
}

/** Agility, plus the range 3 bonus, plus one die when the attack is obstructed. */
export function defenseDiceCount(state: XwingState, attack: Attack): DefenseDiceCount {
  const agility = shipById(state, attack.defender).agility;
  const rangeBonus = rangeBonusApplies(attack) && attack.range === 3 ? 1 : 0;
  const obstruction = attack.obstructed ? 1 : 0;
  return { agility, rangeBonus, obstruction, total: agility + rangeBonus + obstruction };
}
