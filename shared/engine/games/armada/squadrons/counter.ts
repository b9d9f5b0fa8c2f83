import { ok, refuse, type Result } from '../../../core/result';
import type { ArmadaEvent } from '../model/events';
import type { ArmadaState } from '../model/state';
import { refOf } from '../units/units';
import { clearCounterGrants } from './squadron-grants';

// RRG · Counter: after a squadron attacks it, a squadron with Counter X may attack that squadron back.
// “May”: its owner can decline in one tap, and the activation goes on as if the window had closed.

export function declineCounter(draft: ArmadaState): Result<ArmadaEvent[]> {
  const window = draft.counterWindow;
  if (!window) return refuse('no_counter', 'No squadron may counter now.');
  if (draft.attacks.length > 0) return refuse('attack_in_progress', 'An attack is being resolved: finish it first.');
  const squadron = draft.squadrons.find((candidate) => candidate.id === window.squadron);
  draft.counterWindow = null;
  clearCounterGrants(draft);
  return ok(squadron ? [{ type: 'counterDeclined', squadron: refOf(squadron) }] : []);
}
