import type { OddsAttackRequest } from '../../../shared/ipc/odds';
import type { XwingView } from '../table/xwing/xwing-view';

type AttackOption = NonNullable<XwingView['options']['attack']>;

/**
 * The odds request for the declared attack, before its dice are rolled. Null once they are:
 * odds.attack takes no rolled X-Wing faces, and the tokens it reads from the state are then
 * being spent on these very dice, so the line keeps its numbers from before the roll.
 */
export function xwingAttackOddsRequest(gameId: string, attack: AttackOption): OddsAttackRequest | null {
  if (attack.step !== 'rollAttackDice') return null;
  return {
    system: 'xwing',
    gameId,
    attacker: attack.attacker,
    defender: attack.defender,
    range: attack.range,
    obstructed: attack.obstructed,
    // A special weapon: its own dice, and no range bonus when it gets none (ordnance at range 0–1).
    ...(attack.weapon ? { weapon: { attackValue: attack.attackDice.attackValue, ordnance: attack.range <= 1 && attack.attackDice.rangeBonus === 0 } } : { arc: attack.arc }),
    reinforceSide: attack.reinforce.side,
  };
}
