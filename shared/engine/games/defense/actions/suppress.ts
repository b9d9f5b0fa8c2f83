import { ok, type Result, type RuleError } from '../../../core/result';
import { whyDefenderCannotAct } from '../turn/action-restrictions';
import { findSpace, hasLineOfSight, spaceOf, spaceRef, theSpace } from '../building/building';
import type { DefenseCommandOf } from '../model/commands';
import { defenderRef, findDefender, inspireBonus, suppressionBonus } from '../building/defenders';
import { finishAction } from '../turn/defense-phase';
import type { DefenseEvent } from '../model/events';
import type { Defender, DefenseState, Space } from '../model/state';
import { hasWeapon } from '../building/weapon-tokens';

/** 002: "combat value + 2 (the weapon token's suppression bonus)". */
const WEAPON_SUPPRESSION_BONUS = 2;

/** 002: combat value + 2 + any bonuses from the Suppression and Inspire [I] attributes. */
export function suppressionTokens(defender: Defender): number {
  return defender.combatValue + WEAPON_SUPPRESSION_BONUS + suppressionBonus(defender) + inspireBonus(defender);
}

/** 002 Suppress conditions: a Suppress [S] weapon token and an ammunition token in the defender's space. */
export function whySuppressIsNotAllowed(state: DefenseState, defender: Defender): RuleError | null {
  const from = spaceOf(state, defender.space);
  if (!hasWeapon(from, 'S')) {
    return { code: 'no_suppress_weapon', message: `Suppress needs a weapon token with the Suppress [S] designation in the space with ${defender.name}; ${theSpace(from)} has none.` };
  }
  if (from.ammunition < 1) {
    return { code: 'no_ammunition', message: `Suppress needs an ammunition token in the space with ${defender.name}; ${theSpace(from)} has none.` };
  }
  return null;
}

/**
 * 002: suppression tokens go in an empty assault counter space in the defender's line of sight.
 * Empty means no enemy counter stands there; suppression tokens already there do not fill it.
 */
export function whySpaceCannotBeSuppressed(state: DefenseState, defender: Defender, target: Space): RuleError | null {
  if (target.counterSpace !== 'assault') {
    return { code: 'not_assault_space', message: `Suppression tokens go in an assault counter space, and ${theSpace(target)} is not one.` };
  }
  if (target.enemies.length > 0) {
    return { code: 'space_not_empty', message: `Suppression tokens go in an empty assault counter space, and ${theSpace(target)} holds an enemy counter.` };
  }
  const from = spaceOf(state, defender.space);
  if (!hasLineOfSight(from, target)) {
    return { code: 'no_line_of_sight', message: `${defender.name} has no line of sight from ${theSpace(from)} to ${theSpace(target)}.` };
  }
  return null;
}

export function suppressibleSpaces(state: DefenseState, defender: Defender): Space[] {
  return state.spaces.filter((space) => whySpaceCannotBeSuppressed(state, defender, space) === null);
}

/** 002 Suppress (exhausts the defender): suppression tokens in the space, then one ammunition token discarded. */
export function suppress(draft: DefenseState, command: DefenseCommandOf<'suppress'>): Result<DefenseEvent[]> {
  const found = findDefender(draft, command.defender);
  if (!found.ok) return found;
  const defender = found.value;
  const restricted = whyDefenderCannotAct(draft, defender, 'suppress') ?? whySuppressIsNotAllowed(draft, defender);
  if (restricted) return { ok: false, error: restricted };
  const target = findSpace(draft, command.space);
  if (!target.ok) return target;
  const blocked = whySpaceCannotBeSuppressed(draft, defender, target.value);
  if (blocked) return { ok: false, error: blocked };
  const tokens = suppressionTokens(defender);
  target.value.suppression += tokens;
  const from = spaceOf(draft, defender.space);
  from.ammunition -= 1;
  return ok([
    { type: 'suppressed', defender: defenderRef(defender), space: spaceRef(target.value), tokens, ammunitionLeft: from.ammunition },
    ...finishAction(draft, defender, 'suppress'),
  ]);
}
