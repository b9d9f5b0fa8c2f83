import { ok, type Result } from '../../core/result';
import type { DefenseCommandOf } from './commands';
import type { DefenseEvent } from './events';
import type { AttackSuccessSetting, DefenseState } from './state';

/** The setting in words, shown to the player to check against their edition. */
export function describeAttackSuccess(setting: AttackSuccessSetting): string {
  const die = setting.dieAtLeast === 6 ? 'a die succeeds on a 6' : `a die succeeds on ${setting.dieAtLeast} or more`;
  const needed = setting.diceNeeded === 1 ? 'one such die makes the attack roll a success' : `${setting.diceNeeded} such dice make the attack roll a success`;
  return `${die[0]?.toUpperCase() ?? ''}${die.slice(1)}; ${needed}.`;
}

/** What counts as a successful attack roll is the scenario's (and the player's) to say, not 002's. */
export function setAttackSuccess(draft: DefenseState, command: DefenseCommandOf<'setAttackSuccess'>): Result<DefenseEvent[]> {
  const from = { ...draft.attackSuccess };
  draft.attackSuccess = { dieAtLeast: command.dieAtLeast, diceNeeded: command.diceNeeded };
  return ok([{ type: 'attackSuccessSet', from, to: { ...draft.attackSuccess } }]);
}
