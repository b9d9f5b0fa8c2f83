import { rollDie } from '../../../core/dice';
import { ok, refuse, type Result } from '../../../core/result';
import { attackDieFaces, faceExists, facesOf } from './dice';
import type { ArmadaState, DieColor, DieFace } from '../model/state';

export function faceRefusal(color: DieColor, face: DieFace): { ok: false; error: { code: string; message: string } } {
  return refuse('invalid_face', `A ${color} die has no ${face} face: its faces are ${facesOf(color).join(', ')}.`);
}

/**
 * The face of a die the player rolled on the table, or — with rollForMe — one rolled by the seeded
 * source kept in the state (so the result is in the log and replays the same).
 */
export function enteredOrRolledFace(
  draft: ArmadaState,
  color: DieColor,
  entry: { face?: DieFace | undefined; rollForMe?: true | undefined },
): Result<{ face: DieFace; rolledByApp: boolean }> {
  if ((entry.face === undefined) === (entry.rollForMe === undefined)) {
    return refuse('face_or_roll', 'Enter the face the die shows, or ask the app to roll it (rollForMe), not both.');
  }
  if (entry.face !== undefined) {
    if (!faceExists(color, entry.face)) return faceRefusal(color, entry.face);
    return ok({ face: entry.face, rolledByApp: false });
  }
  const [face, random] = rollDie(draft.random, attackDieFaces[color]);
  draft.random = random;
  return ok({ face, rolledByApp: true });
}
