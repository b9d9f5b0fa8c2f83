import type { RuleError } from '../../../core/result';
import type { Defender, DefenseActionName, DefenseState } from '../model/state';

/** 002: "Take up to four actions with defenders." */
export const ACTIONS_PER_DEFENSE_PHASE = 4;

export const actionNames: Record<DefenseActionName, string> = {
  attack: 'Attack',
  grenades: 'Grenades',
  suppress: 'Suppress',
  recover: 'Recover',
  command: 'Command',
};

function condition(defender: Defender): string {
  const disrupted = defender.disrupted > 0;
  const exhausted = defender.side === 'exhausted';
  if (disrupted && exhausted) return 'disrupted and exhausted';
  return disrupted ? 'disrupted' : 'exhausted';
}

/**
 * The restrictions 002 puts on every action, before the action's own conditions: the defense
 * phase with actions left, no move token, no action token, and Recover only while disrupted or
 * exhausted. Null when the defender may take this action as far as these go.
 */
export function whyDefenderCannotAct(state: DefenseState, defender: Defender, action: DefenseActionName): RuleError | null {
  // The fourth action closes the phase, so "no actions left" is asked before "no phase under way":
  // a fifth action is refused for what it is, not as if the phase had never started.
  if (state.step !== 'beforeDefense' && state.actions.length >= ACTIONS_PER_DEFENSE_PHASE) {
    return { code: 'no_actions_left', message: `This defense phase has had its four actions: the next action waits for the defense phase of round ${state.round + 1}.` };
  }
  if (state.step === 'afterDefense') {
    return { code: 'not_defense_phase', message: `The defense phase of round ${state.round} has ended: actions wait for the defense phase of round ${state.round + 1}.` };
  }
  if (state.step !== 'defense') {
    return { code: 'not_defense_phase', message: 'Actions are taken in the defense phase: start the defense phase first.' };
  }
  if (defender.casualty) return { code: 'casualty', message: `${defender.name} is a casualty and takes no actions.` };
  if (defender.moveToken) {
    return { code: 'move_token', message: `${defender.name} has a move token: a defender with a move token cannot take an action.` };
  }
  if (defender.actionToken) {
    return { code: 'action_token', message: `${defender.name} has an action token: a defender with an action token cannot take another action.` };
  }
  if (action !== 'recover' && (defender.disrupted > 0 || defender.side === 'exhausted')) {
    return {
      code: 'only_recover',
      message: `${defender.name} is ${condition(defender)}: the only action they can take is Recover, not ${actionNames[action]}.`,
    };
  }
  return null;
}
