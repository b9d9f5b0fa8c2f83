import { rollDie, type DieFaces } from '../../../core/dice';
import { ok, refuse, type Result } from '../../../core/result';
import { attackDieFaces, attackFaces, defenseDieFaces, defenseFaces } from './dice';
import type { DicePool, DieFace } from '../model/events';
import type { XwingState } from '../model/state';

export const poolNames: Record<DicePool, string> = { attack: 'attack', defense: 'defense' };

function facesOfPool(pool: DicePool): readonly DieFace[] {
  return pool === 'attack' ? attackFaces : defenseFaces;
}

function dieOfPool(pool: DicePool): DieFaces<DieFace> {
  return pool === 'attack' ? attackDieFaces : defenseDieFaces;
}

export function faceBelongsTo(pool: DicePool, face: string): boolean {
  return (facesOfPool(pool) as readonly string[]).includes(face);
}

export function faceRefusal(pool: DicePool, face: string): { ok: false; error: { code: string; message: string } } {
  return refuse('invalid_face', `An ${poolNames[pool]} die has no ${face} face: its faces are ${facesOfPool(pool).join(', ')}.`);
}

/**
 * The faces of `count` dice as the players read them off the table, or — with rollForMe — rolled
 * by the seeded source kept in the state, so the roll is in the log and replays the same.
 */
export function enteredOrRolledFaces(
  draft: XwingState,
  pool: DicePool,
  count: number,
  entry: { faces?: readonly string[] | undefined; rollForMe?: true | undefined },
): Result<{ faces: DieFace[]; rolledByApp: boolean }> {
  if ((entry.faces === undefined) === (entry.rollForMe === undefined)) {
    return refuse('face_or_roll', 'Enter the faces the dice show, or ask the app to roll them (rollForMe), not both.');
  }
  if (entry.faces !== undefined) {
    const bad = entry.faces.find((face) => !faceBelongsTo(pool, face));
    if (bad !== undefined) return faceRefusal(pool, bad);
    if (entry.faces.length !== count) {
      return refuse('wrong_dice_count', `Enter ${count} ${poolNames[pool]} die face${count === 1 ? '' : 's'}, one per die rolled (you entered ${entry.faces.length}).`);
    }
    return ok({ faces: [...entry.faces] as DieFace[], rolledByApp: false });
  }
  const faces: DieFace[] = [];
  for (let i = 0; i < count; i++) {
    const [face, random] = rollDie(draft.random, dieOfPool(pool));
    draft.random = random;
    faces.push(face);
  }
  return ok({ faces, rolledByApp: true });
}
