import type { OddsAttackRequest } from '../../../shared/ipc/odds';
import type { XwingView } from '../table/xwing/xwing-view';

type AttackOption = NonNullable<XwingView['options']['attack']>;

/**
 * The odds request for the attack in progress: before the roll its dice; after it the host follows
 * the attack from the state (the faces rolled, the tokens left, the results once neutralized).
 */
export function xwingAttackOddsRequest(gameId: string, attack: AttackOption, disabledEffects: readonly string[] = []): Extract<OddsAttackRequest, { system: 'xwing' }> {
  return {
    system: 'xwing',
    gameId,
    attacker: attack.attacker,
    defender: attack.defender,
    range: attack.range,
    obstructed: attack.obstructed,
    // A special weapon: its own dice and its ordnance icon, as the engine counts them (dice-count.ts).
    ...(attack.weapon ? { weapon: { attackValue: attack.attackDice.attackValue, ordnance: attack.weaponOrdnance } } : { arc: attack.arc }),
    reinforceSide: attack.reinforce.side,
    followAttack: true,
    // Card effects switched off ("What if…" without them): left out of the numbers.
    ...(disabledEffects.length > 0 ? { disabledEffects: [...disabledEffects] } : {}),
  };
}
