import { rollDie } from '../../../core/dice';
import { ok, refuse, type Result } from '../../../core/result';
import { attackDieFaces, dieColors, faceExists } from './dice';
import type { CommandOf } from '../model/command-schema';
import type { ArmadaEvent } from '../model/events';
import type { ArmadaState, Attack, AttackDie, DiceCounts, DieColor } from '../model/state';
import { attackAtStep } from './current-attack';
import { faceRefusal } from './die-result';

function describeCounts(counts: DiceCounts): string {
  const parts = dieColors.filter((color) => counts[color] > 0).map((color) => `${counts[color]} ${color}`);
  return parts.length > 0 ? parts.join(', ') : 'no dice';
}

/**
 * Damaged Munitions / Point-Defense Failure: before rolling, one gathered die of the attacker's choice
 * is removed. Entered faces say which (one die short of that colour); rolled by the app, the command
 * names it, or the app removes one of the colour it gathered most of.
 */
function removedBeforeRoll(attack: Attack, command: CommandOf<'rollAttackDice'>): Result<{ dice: DiceCounts; removed: DieColor | null }> {
  if (!attack.removeBeforeRoll) {
    if (command.remove) return refuse('nothing_to_remove', 'No effect removes a die before this roll: roll every gathered die.');
    return ok({ dice: attack.gathered, removed: null });
  }
  const removed = command.remove ?? [...dieColors].sort((a, b) => attack.gathered[b] - attack.gathered[a])[0] ?? 'red';
  if (attack.gathered[removed] === 0) return refuse('no_such_die', `${attack.removeBeforeRoll}: no ${removed} die was gathered to remove.`);
  return ok({ dice: { ...attack.gathered, [removed]: attack.gathered[removed] - 1 }, removed });
}

/** 004 step 2: the faces of the gathered dice as rolled on the table, or rolled by the app. */
export function rollAttackDice(draft: ArmadaState, command: CommandOf<'rollAttackDice'>): Result<ArmadaEvent[]> {
  const found = attackAtStep(draft, ['rollAttackDice'], 'roll attack dice');
  if (!found.ok) return found;
  const attack = found.value;
  if ((command.dice === undefined) === (command.rollForMe === undefined)) {
    return refuse('face_or_roll', 'Enter the faces of the dice you rolled, or ask the app to roll them (rollForMe), not both.');
  }
  const gathered = removedBeforeRoll(attack, command);
  if (!gathered.ok) return gathered;
  const toRoll = gathered.value.dice;
  let pool: AttackDie[];
  if (command.dice) {
    const entered: DiceCounts = { red: 0, blue: 0, black: 0 };
    for (const die of command.dice) {
      if (!faceExists(die.color, die.face)) return faceRefusal(die.color, die.face);
      entered[die.color]++;
    }
    if (dieColors.some((color) => entered[color] !== toRoll[color])) {
      if (attack.removeBeforeRoll && !command.remove) {
        const removed = dieColors.filter((color) => entered[color] === attack.gathered[color] - 1 && dieColors.every((other) => other === color || entered[other] === attack.gathered[other]));
        if (removed.length === 1 && removed[0]) return rollAttackDice(draft, { ...command, remove: removed[0] });
      }
      const note = attack.removeBeforeRoll ? ` ${attack.removeBeforeRoll}: one gathered die is removed before the roll.` : '';
      return refuse('wrong_dice', `Roll exactly the gathered dice: ${describeCounts(toRoll)} (you entered ${describeCounts(entered)}).${note}`);
    }
    pool = command.dice.map((die) => ({ color: die.color, face: die.face, accuracySpent: false }));
  } else {
    pool = [];
    for (const color of dieColors) {
      for (let i = 0; i < toRoll[color]; i++) {
        const [face, random] = rollDie(draft.random, attackDieFaces[color]);
        draft.random = random;
        pool.push({ color, face, accuracySpent: false });
      }
    }
  }
  const events: ArmadaEvent[] = [];
  if (attack.removeBeforeRoll && gathered.value.removed) {
    events.push({ type: 'gatheredDieRemoved', color: gathered.value.removed, card: attack.removeBeforeRoll });
    attack.gathered = toRoll;
    attack.removeBeforeRoll = null;
  }
  attack.pool = pool;
  attack.step = 'resolveAttackEffects';
  events.push({ type: 'attackDiceRolled', dice: pool.map((die) => ({ ...die })), rolledByApp: command.rollForMe === true });
  return ok(events);
}
