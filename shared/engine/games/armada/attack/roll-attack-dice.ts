import { rollDie } from '../../../core/dice';
import { ok, refuse, type Result } from '../../../core/result';
import { attackDieFaces, dieColors, faceExists } from '../dice';
import type { CommandOf } from '../commands';
import type { ArmadaEvent } from '../events';
import type { ArmadaState, AttackDie, DiceCounts } from '../state';
import { attackAtStep } from './current-attack';
import { faceRefusal } from './die-result';

function describeCounts(counts: DiceCounts): string {
  const parts = dieColors.filter((color) => counts[color] > 0).map((color) => `${counts[color]} ${color}`);
  return parts.length > 0 ? parts.join(', ') : 'no dice';
}

/** 004 step 2: the faces of the gathered dice as rolled on the table, or rolled by the app. */
export function rollAttackDice(draft: ArmadaState, command: CommandOf<'rollAttackDice'>): Result<ArmadaEvent[]> {
  const found = attackAtStep(draft, ['rollAttackDice'], 'roll attack dice');
  if (!found.ok) return found;
  const attack = found.value;
  if ((command.dice === undefined) === (command.rollForMe === undefined)) {
    return refuse('face_or_roll', 'Enter the faces of the dice you rolled, or ask the app to roll them (rollForMe), not both.');
  }
  let pool: AttackDie[];
  if (command.dice) {
    const entered: DiceCounts = { red: 0, blue: 0, black: 0 };
    for (const die of command.dice) {
      if (!faceExists(die.color, die.face)) return faceRefusal(die.color, die.face);
      entered[die.color]++;
    }
    if (dieColors.some((color) => entered[color] !== attack.gathered[color])) {
      return refuse('wrong_dice', `Roll exactly the gathered dice: ${describeCounts(attack.gathered)} (you entered ${describeCounts(entered)}).`);
    }
    pool = command.dice.map((die) => ({ color: die.color, face: die.face, accuracySpent: false }));
  } else {
    pool = [];
    for (const color of dieColors) {
      for (let i = 0; i < attack.gathered[color]; i++) {
        const [face, random] = rollDie(draft.random, attackDieFaces[color]);
        draft.random = random;
        pool.push({ color, face, accuracySpent: false });
      }
    }
  }
  attack.pool = pool;
  attack.step = 'resolveAttackEffects';
  return ok([{ type: 'attackDiceRolled', dice: pool.map((die) => ({ ...die })), rolledByApp: command.rollForMe === true }]);
}
