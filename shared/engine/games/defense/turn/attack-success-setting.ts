import { ok, refuse, type Result } from '../../../core/result';
import type { DefenseCommandOf } from '../model/commands';
import type { DefenseEvent } from '../model/events';
import type { AttackSuccessSetting, DefenseState, EnemyCounter } from '../model/state';

/** The setting in words, shown to the player to check against their edition. */
export function describeAttackSuccess(setting: AttackSuccessSetting): string {
  const die = setting.dieAtLeast === 6 ? 'a die succeeds on a 6' : `a die succeeds on ${setting.dieAtLeast} or more`;
  const needed = setting.diceNeeded === 1 ? 'one such die makes the attack roll a success' : `${setting.diceNeeded} such dice make the attack roll a success`;
  return `${die[0]?.toUpperCase() ?? ''}${die.slice(1)}; ${needed}.`;
}

/**
 * The rule that judges an attack roll against this counter: its enemy type's, or the scenario's
 * rule for counters of no type. 002 does not say what a successful roll is; each title's counters do.
 */
export function successRuleFor(state: DefenseState, counter: EnemyCounter): AttackSuccessSetting {
  const type = counter.type === null ? undefined : state.enemyTypes.find((candidate) => candidate.id === counter.type);
  return type ? type.attackSuccess : state.attackSuccess;
}

/** What counts as a successful attack roll is the scenario's (and the player's) to say, not 002's. */
export function setAttackSuccess(draft: DefenseState, command: DefenseCommandOf<'setAttackSuccess'>): Result<DefenseEvent[]> {
  const to = { dieAtLeast: command.dieAtLeast, diceNeeded: command.diceNeeded };
  if (command.enemyType === undefined) {
    const from = { ...draft.attackSuccess };
    draft.attackSuccess = to;
    return ok([{ type: 'attackSuccessSet', from, to: { ...to } }]);
  }
  const type = draft.enemyTypes.find((candidate) => candidate.id === command.enemyType);
  if (!type) return refuse('unknown_enemy_type', `This scenario has no enemy type ${command.enemyType}.`);
  const from = { ...type.attackSuccess };
  type.attackSuccess = to;
  return ok([{ type: 'attackSuccessSet', from, to: { ...to }, enemyType: { id: type.id, name: type.name } }]);
}
