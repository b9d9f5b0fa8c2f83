import type { AttackRange, HullZoneId } from '../../../shared/engine/games/armada';
import type { OddsAttackRequest } from '../../../shared/ipc/odds';
import type { ArmadaView } from '../table/armada/armada-view';

type AttackOption = NonNullable<ArmadaView['options']['attack']>;

/** The card effects switched off in the panel: sent only when there are some (the request is otherwise as it was). */
const switchedOff = (disabledEffects: readonly string[]) => (disabledEffects.length > 0 ? { disabledEffects: [...disabledEffects] } : {});

/**
 * The odds request for the attack in progress: the host follows it from the state (its dice before
 * the roll, its faces after, the tokens locked with accuracies and those already spent).
 */
export function armadaAttackOddsRequest(gameId: string, attack: AttackOption, disabledEffects: readonly string[] = []): OddsAttackRequest {
  return {
    system: 'armada',
    gameId,
    attacker: attack.attacker.id,
    ...(attack.attacker.kind === 'ship' && attack.attacker.hullZone ? { attackingZone: attack.attacker.hullZone } : {}),
    defender: attack.defender.id,
    ...(attack.defender.kind === 'ship' && attack.defender.hullZone ? { defendingZone: attack.defender.hullZone } : {}),
    range: attack.range,
    followAttack: true,
    ...switchedOff(disabledEffects),
  };
}

/** What the declare step has chosen so far: the odds come from the attacker's armament at this range. */
export interface DeclareChoice {
  attacker: string;
  attackingZone: HullZoneId | null;
  defender: string;
  defendingZone: HullZoneId | null;
  range: AttackRange;
}

export function armadaDeclareOddsRequest(gameId: string, choice: DeclareChoice, disabledEffects: readonly string[] = []): OddsAttackRequest {
  return {
    system: 'armada',
    gameId,
    attacker: choice.attacker,
    ...(choice.attackingZone ? { attackingZone: choice.attackingZone } : {}),
    defender: choice.defender,
    ...(choice.defendingZone ? { defendingZone: choice.defendingZone } : {}),
    range: choice.range,
    ...switchedOff(disabledEffects),
  };
}
