import { ok, refuse, type Result, type RuleError } from '../../../core/result';
import { whyDefenderCannotAct } from '../turn/action-restrictions';
import { successRuleFor } from '../turn/attack-success-setting';
import { attackDice, checkEnteredFaces, faceOrRoll, judgeRoll, rollDice, rollSixSided, rolledByTheApp } from '../turn/attack-roll';
import { floorNames, interiorSpaceOf, spaceOf, spaceRef, theSpace } from '../building/building';
import type { DefenseCommandOf } from '../model/commands';
import { defenderRef, findDefender } from '../building/defenders';
import { finishAction } from '../turn/defense-phase';
import { counterRef } from '../building/enemy-counters';
import type { DefenseEvent } from '../model/events';
import type { Defender, DefenseState, EnemyCounter, RollResult, Space } from '../model/state';
import { grenadeTokenToDiscard } from '../building/weapon-tokens';

/** 002: "If the defender is also in the interior space, roll two additional dice for each attack roll." */
const INTERIOR_BONUS_DICE = 2;

/** 002: "If the result is a 1, the defender becomes a casualty." */
const CASUALTY_FACE = 1;

export interface GrenadeTargets {
  /** The interior space on the defender's floor; null when the floor has none. */
  interior: Space | null;
  fromInterior: boolean;
  /** One attack roll against each, in stack order, top first. */
  counters: EnemyCounter[];
  dicePerRoll: number;
}

/** 002: one attack roll against each enemy counter in the interior space of the defender's floor. */
export function grenadeTargets(state: DefenseState, defender: Defender): GrenadeTargets {
  const from = spaceOf(state, defender.space);
  const interior = from.floor ? interiorSpaceOf(state, from.floor) : null;
  const fromInterior = interior !== null && interior.id === from.id;
  return {
    interior,
    fromInterior,
    counters: interior ? [...interior.enemies] : [],
    dicePerRoll: attackDice(defender) + (fromInterior ? INTERIOR_BONUS_DICE : 0),
  };
}

/**
 * 002 Grenades conditions: a grenade [G] weapon token in the defender's space, and something to
 * throw them at (the attack rolls are "against each enemy counter in the interior space"): a throw
 * at nothing would only discard the token, so it is refused before anything changes.
 */
export function whyGrenadesCannotBeThrown(state: DefenseState, defender: Defender): RuleError | null {
  const from = spaceOf(state, defender.space);
  if (!grenadeTokenToDiscard(from)) {
    return { code: 'no_grenade_token', message: `Grenades need a grenade [G] weapon token in the space with ${defender.name}; ${theSpace(from)} has none.` };
  }
  const floor = from.floor ? floorNames[from.floor] : 'floor';
  const interior = from.floor ? interiorSpaceOf(state, from.floor) : null;
  if (!interior) {
    return { code: 'no_grenade_target', message: `Grenades land in the interior space of ${defender.name}'s floor, and the ${floor} has no interior space: nothing is thrown and no grenade token is discarded.` };
  }
  if (interior.enemies.length === 0) {
    return {
      code: 'no_grenade_target',
      message: `Grenades are thrown at the enemy counters in the interior space, and there is no enemy counter in ${theSpace(interior)}, the interior space of the ${floor}: nothing is thrown and no grenade token is discarded.`,
    };
  }
  return null;
}

function overrules(command: DefenseCommandOf<'grenades'>, rolls: number): Result<Map<number, RollResult>> {
  const byRoll = new Map<number, RollResult>();
  for (const entry of command.overrule ?? []) {
    if (entry.roll >= rolls) return refuse('no_such_roll', `There is no attack roll ${entry.roll} to overrule: this throw makes ${rolls} (numbered from 0).`);
    if (byRoll.has(entry.roll)) return refuse('no_such_roll', `Attack roll ${entry.roll} is overruled twice: overrule each roll once.`);
    byRoll.set(entry.roll, entry.result);
  }
  return ok(byRoll);
}

function enteredRolls(command: DefenseCommandOf<'grenades'>, targets: GrenadeTargets, name: string): Result<true> {
  const expected = targets.counters.length;
  if (expected === 0) {
    if ((command.rolls ?? []).length > 0) return refuse('wrong_rolls', `There is no enemy counter for ${name}'s grenades: no attack roll is made.`);
    return ok(true);
  }
  const entry = faceOrRoll(command.rolls !== undefined, command.rollForMe === true);
  if (!entry.ok) return entry;
  if (!command.rolls) return ok(true);
  if (command.rolls.length !== expected) {
    return refuse('wrong_rolls', `Grenades make one attack roll against each enemy counter in the interior space: enter ${expected} ${expected === 1 ? 'roll' : 'rolls'}, not ${command.rolls.length}.`);
  }
  for (const faces of command.rolls) {
    const counted = checkEnteredFaces(faces, targets.dicePerRoll, `Each grenade attack roll of ${name}`);
    if (!counted.ok) return counted;
  }
  return ok(true);
}

/**
 * 002 Grenades (exhausts the defender): an attack roll against each enemy counter in the interior
 * space of the defender's floor, two more dice each from inside it, then a grenade token is
 * discarded. A failed roll thrown from inside calls for one die: a 1 makes the thrower a casualty.
 */
export function grenades(draft: DefenseState, command: DefenseCommandOf<'grenades'>): Result<DefenseEvent[]> {
  const found = findDefender(draft, command.defender);
  if (!found.ok) return found;
  const defender = found.value;
  const restricted = whyDefenderCannotAct(draft, defender, 'grenades') ?? whyGrenadesCannotBeThrown(draft, defender);
  if (restricted) return { ok: false, error: restricted };
  const targets = grenadeTargets(draft, defender);
  const entered = enteredRolls(command, targets, defender.name);
  if (!entered.ok) return entered;
  const overruled = overrules(command, targets.counters.length);
  if (!overruled.ok) return overruled;

  const rollForMe = command.rollForMe === true;
  const rolls = targets.counters.map((counter, index) => {
    const faces = command.rolls?.[index] ?? rollDice(draft, targets.dicePerRoll);
    const setting = successRuleFor(draft, counter);
    return { counter, setting, roll: judgeRoll(faces, setting, overruled.value.get(index)) };
  });
  const anyFailed = rolls.some(({ roll }) => roll.result === 'failure');
  const casualtyCheck = targets.fromInterior && anyFailed;
  if (casualtyCheck && !rollForMe && command.casualtyDie === undefined) {
    return refuse(
      'casualty_die_needed',
      `A grenade attack roll failed while ${defender.name} is in the interior space: roll one more die for them and enter it as the casualty die (a ${CASUALTY_FACE} makes them a casualty).`,
    );
  }
  if (!casualtyCheck && command.casualtyDie !== undefined) {
    const why = targets.fromInterior ? 'no grenade attack roll failed' : `${defender.name} is not in the interior space`;
    return refuse('no_casualty_die', `No casualty die is rolled: ${why}.`);
  }
  if (rollForMe && command.casualtyDie !== undefined) {
    return refuse('face_or_roll', 'When the app rolls the grenades it rolls the casualty die too: leave the casualty die out, or enter every die yourself.');
  }

  const space = spaceOf(draft, defender.space);
  const token = grenadeTokenToDiscard(space);
  if (!token) return refuse('no_grenade_token', `Grenades need a grenade [G] weapon token in the space with ${defender.name}.`);
  space.weapons = space.weapons.filter((weapon) => weapon.id !== token.id);
  const removed = new Set(rolls.filter(({ roll }) => roll.result === 'success').map(({ counter }) => counter.id));
  if (targets.interior) targets.interior.enemies = targets.interior.enemies.filter((counter) => !removed.has(counter.id));

  const events: DefenseEvent[] = [
    {
      type: 'grenadesThrown',
      defender: defenderRef(defender),
      space: targets.interior ? spaceRef(targets.interior) : null,
      fromInterior: targets.fromInterior,
      dicePerRoll: targets.dicePerRoll,
      rolls: rolls.map(({ counter, roll, setting }) => ({ ...roll, counter: counterRef(counter), counterRemoved: removed.has(counter.id), setting: { ...setting } })),
      rolledByApp: rollForMe || (command.rolls !== undefined && command.rolls.length > 0 && rolledByTheApp(draft, 'grenades', command.rolls)),
      setting: { ...draft.attackSuccess },
      grenadeToken: { id: token.id, name: token.name },
    },
  ];
  if (casualtyCheck) {
    const die = command.casualtyDie ?? rollSixSided(draft);
    const casualty = die === CASUALTY_FACE;
    if (casualty) defender.casualty = true;
    events.push({ type: 'casualtyDieRolled', defender: defenderRef(defender), die, rolledByApp: rollForMe || (command.casualtyDie !== undefined && rolledByTheApp(draft, 'grenades', [...(command.rolls ?? []), [command.casualtyDie]])), casualty });
  }
  return ok([...events, ...finishAction(draft, defender, 'grenades')]);
}

