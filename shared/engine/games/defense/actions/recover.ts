import { ok, refuse, type Result } from '../../../core/result';
import { whyDefenderCannotAct } from '../turn/action-restrictions';
import type { DefenseCommandOf } from '../model/commands';
import { defenderRef, findDefender } from '../building/defenders';
import { finishAction } from '../turn/defense-phase';
import type { DefenseEvent, Ref } from '../model/events';
import type { Defender, DefenseState, Recovery } from '../model/state';

/** 002 Recover: flip an exhausted counter over, or remove a Disrupted token. */
export function possibleRecoveries(defender: Defender): Recovery[] {
  const out: Recovery[] = [];
  if (defender.side === 'exhausted') out.push('flipToReady');
  if (defender.disrupted > 0) out.push('removeDisrupted');
  return out;
}

/** The recovery asked for, or the only one there is; a choice is needed when both are possible. */
export function chooseRecovery(defender: Defender, requested: Recovery | undefined): Result<Recovery> {
  const possible = possibleRecoveries(defender);
  if (possible.length === 0) return refuse('nothing_to_recover', `${defender.name} is neither exhausted nor disrupted: there is nothing to recover.`);
  if (requested === undefined) {
    const only = possible.length === 1 ? possible[0] : undefined;
    if (only) return ok(only);
    return refuse('choose_recovery', `${defender.name} is exhausted and disrupted: choose one: flip the counter back to ready, or remove a Disrupted token.`);
  }
  if (possible.includes(requested)) return ok(requested);
  return refuse(
    'nothing_to_recover',
    requested === 'flipToReady' ? `${defender.name} is not exhausted: there is no counter to flip back over.` : `${defender.name} has no Disrupted token to remove.`,
  );
}

/** One recover, taken as an action or given by a commander; it never exhausts anyone. */
export function applyRecovery(defender: Defender, recovery: Recovery, commander: Ref | null): DefenseEvent {
  if (recovery === 'flipToReady') defender.side = 'ready';
  else defender.disrupted -= 1;
  return { type: 'recovered', defender: defenderRef(defender), recovery, commander };
}

/** 002 Recover (does not exhaust the defender). */
export function recover(draft: DefenseState, command: DefenseCommandOf<'recover'>): Result<DefenseEvent[]> {
  const found = findDefender(draft, command.defender);
  if (!found.ok) return found;
  const defender = found.value;
  const restricted = whyDefenderCannotAct(draft, defender, 'recover');
  if (restricted) return { ok: false, error: restricted };
  const recovery = chooseRecovery(defender, command.recovery);
  if (!recovery.ok) return recovery;
  return ok([applyRecovery(defender, recovery.value, null), ...finishAction(draft, defender, 'recover')]);
}
