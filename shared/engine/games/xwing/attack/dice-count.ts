import type { Attack, Ship, XwingState } from '../model/state';
import { isCloaked, isTractored } from '../ships/ship-status';
import { shipById } from '../ships/ships';
import { primaryAttacksOf } from '../ships/docking';
import { diceCountFromEffects, rangeBonusPreventedBy } from '../effects/available-effects';
import { disarmedAttack } from './disarmed-attack';
import { rangeBonusDice } from './range-bonus';

export { rangeBonusDice };

/** A change to the dice count, named as the attack assistant shows it ("−1 deplete"). */
export interface DiceAdjustment {
  reason: string;
  amount: number;
}

export interface AttackDiceCount {
  attackValue: number;
  rangeBonus: number;
  /** Tokens and damage cards that change the count. */
  adjustments: DiceAdjustment[];
  total: number;
}

export interface DefenseDiceCount {
  agility: number;
  rangeBonus: number;
  obstruction: number;
  adjustments: DiceAdjustment[];
  total: number;
}

function attackValueOf(state: XwingState, attack: Pick<Attack, 'attacker' | 'arc' | 'weapon'>): number {
  if (attack.weapon) return attack.weapon.attackValue;
  return primaryAttacksOf(state, shipById(state, attack.attacker)).find((primary) => primary.arc === attack.arc)?.value ?? 0;
}

function faceupCount(ship: Ship, name: string): number {
  return ship.damageCards.filter((card) => card.faceup && card.name === name).length;
}

/** RRG · Deplete: a depleted attacker rolls 1 fewer die; Weapons Failure 1 fewer for each such faceup card. */
export function attackAdjustments(attacker: Ship): DiceAdjustment[] {
  const out: DiceAdjustment[] = [];
  if (attacker.tokens.deplete > 0) out.push({ reason: 'deplete', amount: -1 });
  const failures = faceupCount(attacker, 'Weapons Failure');
  if (failures > 0) out.push({ reason: 'Weapons Failure', amount: -failures });
  return out;
}

/**
 * RRG · Strain, Tractor, Cloak: a strained defender rolls 1 fewer die; a tractored ship's agility
 * is 1 lower and a cloaked ship's 2 higher; Structural Damage takes 1 die for each such faceup card.
 */
export function defenseAdjustments(defender: Ship): DiceAdjustment[] {
  const out: DiceAdjustment[] = [];
  if (isCloaked(defender)) out.push({ reason: 'cloaked', amount: 2 });
  if (isTractored(defender)) out.push({ reason: 'tractored', amount: -1 });
  if (defender.tokens.strain > 0) out.push({ reason: 'strain', amount: -1 });
  const structural = faceupCount(defender, 'Structural Damage');
  if (structural > 0) out.push({ reason: 'Structural Damage', amount: -structural });
  return out;
}

/** Issue 34: card effects that roll more or fewer dice in the attack under way (those with no choice, and those used). */
function effectAdjustments(state: XwingState, attack: object, pool: 'attack' | 'defense'): DiceAdjustment[] {
  const current = state.attack;
  if (!current) return [];
  const same = ('attacker' in attack ? attack.attacker === current.attacker : true) && ('defender' in attack ? attack.defender === current.defender : true);
  return same ? diceCountFromEffects(state, current, pool) : [];
}

/** r5-friends · RRG · Range Bonus: a card used in the attack under way keeps this party's bonus from being applied: the bonus taken back, named. */
function rangeBonusTakenBack(state: XwingState, attack: object, party: 'attacker' | 'defender', bonus: number): DiceAdjustment[] {
  const current = state.attack;
  if (!current || bonus === 0) return [];
  const same = ('attacker' in attack ? attack.attacker === current.attacker : true) && ('defender' in attack ? attack.defender === current.defender : true);
  const by = same ? rangeBonusPreventedBy(state, current, party) : null;
  return by ? [{ reason: `${by}: no range bonus`, amount: -bonus }] : [];
}

const sum = (adjustments: readonly DiceAdjustment[]) => adjustments.reduce((total, adjustment) => total + adjustment.amount, 0);

export function attackDiceCount(state: XwingState, attack: Pick<Attack, 'attacker' | 'arc' | 'weapon' | 'range'>): AttackDiceCount {
  const attackValue = attackValueOf(state, attack);
  const rangeBonus = rangeBonusDice(attack.range, attack.weapon?.ordnance ?? false).attack;
  const adjustments = [...attackAdjustments(shipById(state, attack.attacker)), ...effectAdjustments(state, attack, 'attack'), ...rangeBonusTakenBack(state, attack, 'attacker', rangeBonus)];
  // r3-x-pilots: a disarmed ship's attack a card still allows rolls at most that card's dice.
  const disarmed = disarmedAttack(state, shipById(state, attack.attacker));
  const uncapped = attackValue + rangeBonus + sum(adjustments);
  if (disarmed && disarmed.maxDice !== null && uncapped > disarmed.maxDice) adjustments.push({ reason: `${disarmed.source} (disarmed: at most ${disarmed.maxDice})`, amount: disarmed.maxDice - uncapped });
  return { attackValue, rangeBonus, adjustments, total: Math.max(0, attackValue + rangeBonus + sum(adjustments)) };
}

/** h-xupg: the cap a card used in the attack under way puts on its defense dice (its hit and crit results), or null. */
function defenseCapOf(state: XwingState, attack: object): { source: string; most: number } | null {
  const current = state.attack;
  if (!current || current.attackDice.length === 0) return null;
  if (('attacker' in attack && attack.attacker !== current.attacker) || ('defender' in attack && attack.defender !== current.defender)) return null;
  for (const key of current.effectsUsed ?? []) {
    const [owner, ref] = key.split(':');
    const effect = state.ships.find((ship) => ship.id === owner)?.effects?.[Number(ref)];
    if (effect?.effects.some((part) => part.kind === 'capDefenseAtHits')) return { source: effect.source, most: current.attackDice.filter((die) => die.face === 'hit' || die.face === 'crit').length };
  }
  return null;
}

/** Agility, plus the range 3 bonus, plus one die when the attack is obstructed, with the tokens' and cards' changes. */
export function defenseDiceCount(state: XwingState, attack: Pick<Attack, 'defender' | 'weapon' | 'range' | 'obstructed'>): DefenseDiceCount {
  const defender = shipById(state, attack.defender);
  const agility = defender.agility;
  const rangeBonus = rangeBonusDice(attack.range, attack.weapon?.ordnance ?? false).defense;
  const obstruction = attack.obstructed ? 1 : 0;
  const adjustments = [...defenseAdjustments(defender), ...effectAdjustments(state, attack, 'defense'), ...rangeBonusTakenBack(state, attack, 'defender', rangeBonus)];
  // h-xupg: a card used in the attack caps the defense dice at the attack's hit and crit results (Predictive Shot).
  const cap = defenseCapOf(state, attack);
  const uncapped = agility + rangeBonus + obstruction + sum(adjustments);
  if (cap && uncapped > cap.most) adjustments.push({ reason: `${cap.source} (at most ${cap.most}: the hits and crits)`, amount: cap.most - uncapped });
  return { agility, rangeBonus, obstruction, adjustments, total: Math.max(0, agility + rangeBonus + obstruction + sum(adjustments)) };
}
