import type { ArmadaState, AttackRange, HullZoneId } from '../../../shared/engine/games/armada';
import type { OddsAttackRequest } from '../../../shared/ipc/odds';
import type { ArmadaView } from '../table/armada/armada-view';

type AttackOption = NonNullable<ArmadaView['options']['attack']>;

/**
 * The odds request for the attack in progress: its dice before the roll, its faces after. Null once
 * the attack has moved past what odds.attack can take into account: the host reads the defender's
 * tokens from the state, but not which were locked with accuracies or already spent in this attack.
 */
export function armadaAttackOddsRequest(gameId: string, state: ArmadaState, attack: AttackOption): OddsAttackRequest | null {
  const current = state.attacks.at(-1);
  if (!current) return null;
  const pastTokens = current.spentTokens.length > 0 || current.tokensChosenByAccuracy.length > 0 || current.pool.some((die) => die.accuracySpent);
  if (pastTokens || attack.step === 'resolveDamage' || attack.step === 'declareAdditionalSquadronTarget') return null;
  const base = {
    system: 'armada' as const,
    gameId,
    attacker: attack.attacker.id,
    ...(attack.attacker.kind === 'ship' && attack.attacker.hullZone ? { attackingZone: attack.attacker.hullZone } : {}),
    defender: attack.defender.id,
    ...(attack.defender.kind === 'ship' && attack.defender.hullZone ? { defendingZone: attack.defender.hullZone } : {}),
    range: attack.range,
  };
  if (attack.step === 'rollAttackDice') return { ...base, dice: attack.diceToRoll };
  return { ...base, faces: current.pool.map((die) => ({ color: die.color, face: die.face })) };
}

/** What the declare step has chosen so far: the odds come from the attacker's armament at this range. */
export interface DeclareChoice {
  attacker: string;
  attackingZone: HullZoneId | null;
  defender: string;
  defendingZone: HullZoneId | null;
  range: AttackRange;
}

export function armadaDeclareOddsRequest(gameId: string, choice: DeclareChoice): OddsAttackRequest {
  return {
    system: 'armada',
    gameId,
    attacker: choice.attacker,
    ...(choice.attackingZone ? { attackingZone: choice.attackingZone } : {}),
    defender: choice.defender,
    ...(choice.defendingZone ? { defendingZone: choice.defendingZone } : {}),
    range: choice.range,
  };
}
