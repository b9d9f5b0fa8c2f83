import { ok, refuse, type Result, type RuleError } from '../../../core/result';
import { whyDefenderCannotAct } from '../turn/action-restrictions';
import { floorNames, spaceOf } from '../building/building';
import type { DefenseCommandOf } from '../model/commands';
import { defenderRef, findDefender } from '../building/defenders';
import { finishAction } from '../turn/defense-phase';
import type { DefenseEvent } from '../model/events';
import type { Defender, DefenseState } from '../model/state';
import { applyRecovery, chooseRecovery, possibleRecoveries } from './recover';

/** 002: "three free, immediate recover actions". */
export const COMMAND_RECOVERS = 3;
/** 002: "Two of the three recover actions can be used on the same defender". */
export const COMMAND_RECOVERS_PER_DEFENDER = 2;

/** 002 Command condition: only defenders with the Command [C] special action take it. */
export function whyNotACommander(defender: Defender): RuleError | null {
  if (defender.command) return null;
  return { code: 'not_a_commander', message: `Only defenders with the Command [C] special action can take the command action; ${defender.name} does not have it.` };
}

/**
 * Who the commander's recovers may reach: defenders in spaces of the commander's colour on the
 * same floor, never one that also has Command [C] (002), and never a casualty.
 */
export function whyCommandCannotReach(state: DefenseState, commander: Defender, recipient: Defender): RuleError | null {
  if (recipient.command) {
    return { code: 'recipient_has_command', message: `The command action cannot give a recover action to ${recipient.name}, who also has the Command [C] special action.` };
  }
  if (recipient.casualty) return { code: 'casualty', message: `${recipient.name} is a casualty and cannot recover.` };
  const here = spaceOf(state, commander.space);
  const there = spaceOf(state, recipient.space);
  if (there.floor !== here.floor || there.colour !== here.colour) {
    const floor = here.floor ? floorNames[here.floor] : 'same floor';
    return {
      code: 'out_of_command_reach',
      message: `${commander.name} commands defenders in ${here.colour ?? 'the same'} spaces on the ${floor}; ${recipient.name} is not in one.`,
    };
  }
  return null;
}

/** The defenders the commander can recover now: in reach, with something to recover. */
export function commandRecipients(state: DefenseState, commander: Defender): Defender[] {
  return state.defenders.filter(
    (defender) => defender.id !== commander.id && whyCommandCannotReach(state, commander, defender) === null && possibleRecoveries(defender).length > 0,
  );
}

/** 002 Command [C] special action (exhausts the commander): up to three free, immediate recovers. */
export function command(draft: DefenseState, command: DefenseCommandOf<'command'>): Result<DefenseEvent[]> {
  const found = findDefender(draft, command.defender);
  if (!found.ok) return found;
  const commander = found.value;
  const restricted = whyDefenderCannotAct(draft, commander, 'command') ?? whyNotACommander(commander);
  if (restricted) return { ok: false, error: restricted };
  const given = new Map<string, number>();
  const events: DefenseEvent[] = [{ type: 'commandGiven', defender: defenderRef(commander), recovers: command.recovers.length }];
  for (const entry of command.recovers) {
    const recipientFound = findDefender(draft, entry.defender);
    if (!recipientFound.ok) return recipientFound;
    const recipient = recipientFound.value;
    // The commander has Command [C] itself, so this also keeps it from recovering itself.
    const unreachable = whyCommandCannotReach(draft, commander, recipient);
    if (unreachable) return { ok: false, error: unreachable };
    const count = (given.get(recipient.id) ?? 0) + 1;
    if (count > COMMAND_RECOVERS_PER_DEFENDER) {
      return refuse('too_many_recovers', `At most ${COMMAND_RECOVERS_PER_DEFENDER} of the ${COMMAND_RECOVERS} recovers can go to the same defender, ${recipient.name}.`);
    }
    given.set(recipient.id, count);
    const recovery = chooseRecovery(recipient, entry.recovery);
    if (!recovery.ok) return recovery;
    events.push(applyRecovery(recipient, recovery.value, defenderRef(commander)));
  }
  return ok([...events, ...finishAction(draft, commander, 'command')]);
}
