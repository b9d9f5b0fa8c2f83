import { ok, refuse, type Result, type RuleError } from '../../../core/result';
import { whyDefenderCannotAct } from '../turn/action-restrictions';
import { successRuleFor } from '../turn/attack-success-setting';
import { attackDice, checkEnteredFaces, faceOrRoll, judgeRoll, rollDice, rolledByTheApp } from '../turn/attack-roll';
import { findSpace, hasLineOfSight, spaceOf, spaceRef, theSpace } from '../building/building';
import type { DefenseCommandOf } from '../model/commands';
import { defenderRef, findDefender } from '../building/defenders';
import { finishAction } from '../turn/defense-phase';
import { counterRef } from '../building/enemy-counters';
import type { DefenseEvent } from '../model/events';
import type { Defender, DefenseState, EnemyCounter, Space } from '../model/state';
import { hasWeapon } from '../building/weapon-tokens';

/**
 * 002: a Ranged [R] weapon token is needed to attack from the top floor, or to attack a support
 * counter from the ground floor or basement. Null when the attack needs none or has one.
 */
export function whyRangedWeaponIsNeeded(from: Space, counter: EnemyCounter): RuleError | null {
  if (hasWeapon(from, 'R')) return null;
  if (from.floor === 'top') {
    return { code: 'needs_ranged_weapon', message: `Attack needs a Ranged [R] weapon token in the space to fire from the top floor; ${theSpace(from)} has none.` };
  }
  if (counter.kind === 'support') {
    return {
      code: 'needs_ranged_weapon',
      message: `Attack needs a Ranged [R] weapon token in the space to fire at a support counter from the ground floor or basement; ${theSpace(from)} has none.`,
    };
  }
  return null;
}

/** 002 Attack conditions against the stack in `target`: line of sight to an enemy counter, and the Ranged rule. */
export function whyTargetCannotBeAttacked(state: DefenseState, defender: Defender, target: Space): RuleError | null {
  const from = spaceOf(state, defender.space);
  if (!hasLineOfSight(from, target)) {
    return { code: 'no_line_of_sight', message: `${defender.name} has no line of sight from ${theSpace(from)} to ${theSpace(target)}.` };
  }
  const top = target.enemies[0];
  if (!top) return { code: 'no_enemy_counter', message: `There is no enemy counter in ${theSpace(target)} to attack.` };
  return whyRangedWeaponIsNeeded(from, top);
}

/** The stacks the defender may attack now, or why none: for options and refusals alike. */
export function attackTargets(state: DefenseState, defender: Defender): { targets: Space[]; reason: string | null } {
  const from = spaceOf(state, defender.space);
  const inSight = state.spaces.filter((space) => space.enemies.length > 0 && hasLineOfSight(from, space));
  if (inSight.length === 0) return { targets: [], reason: `${defender.name} has no line of sight to an enemy assault or support counter.` };
  const targets = inSight.filter((space) => whyTargetCannotBeAttacked(state, defender, space) === null);
  if (targets.length > 0) return { targets, reason: null };
  const first = inSight[0];
  const blocked = first ? whyTargetCannotBeAttacked(state, defender, first) : null;
  return { targets: [], reason: blocked?.message ?? `${defender.name} cannot attack now.` };
}

/** 002 Attack (exhausts the defender): on a successful roll, the top counter of the stack is removed. */
export function attack(draft: DefenseState, command: DefenseCommandOf<'attack'>): Result<DefenseEvent[]> {
  const found = findDefender(draft, command.defender);
  if (!found.ok) return found;
  const defender = found.value;
  const restricted = whyDefenderCannotAct(draft, defender, 'attack');
  if (restricted) return { ok: false, error: restricted };
  const target = findSpace(draft, command.space);
  if (!target.ok) return target;
  const blocked = whyTargetCannotBeAttacked(draft, defender, target.value);
  if (blocked) return { ok: false, error: blocked };
  const counter = target.value.enemies[0];
  if (!counter) return refuse('no_enemy_counter', `There is no enemy counter in ${theSpace(target.value)} to attack.`);
  const dice = attackDice(defender);
  const entry = faceOrRoll(command.faces !== undefined, command.rollForMe === true);
  if (!entry.ok) return entry;
  if (command.faces) {
    const counted = checkEnteredFaces(command.faces, dice, `${defender.name}'s attack`);
    if (!counted.ok) return counted;
  }
  const faces = command.faces ?? rollDice(draft, dice);
  const setting = successRuleFor(draft, counter);
  const roll = judgeRoll(faces, setting, command.overrule);
  const counterRemoved = roll.result === 'success';
  if (counterRemoved) target.value.enemies.shift();
  return ok([
    {
      type: 'attacked',
      defender: defenderRef(defender),
      space: spaceRef(target.value),
      counter: counterRef(counter),
      dice,
      roll,
      rolledByApp: command.rollForMe === true || (command.faces !== undefined && rolledByTheApp(draft, 'attack', [command.faces])),
      setting: { ...setting },
      counterRemoved,
    },
    ...finishAction(draft, defender, 'attack'),
  ]);
}
