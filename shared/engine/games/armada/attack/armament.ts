import { gatherAttackDice } from '../attack-range';
import { hullZoneOf } from '../hull-zones';
import type { ArmadaState, Attacker, AttackRange, DiceCounts, Defender } from '../state';
import { unitOf } from '../units';

const noDice: DiceCounts = { red: 0, blue: 0, black: 0 };

/**
 * 004 step 2: battery armament against a ship (the attacking zone's, or a squadron's), anti-squadron
 * armament against a squadron; then only the colours the range allows.
 */
export function attackDiceFor(state: ArmadaState, attacker: Attacker, defender: Defender, range: AttackRange): DiceCounts {
  const unit = unitOf(state, attacker);
  let armament: DiceCounts;
  if (defender.kind === 'squadron') armament = unit.antiSquadron;
  else if (unit.kind === 'squadron') armament = unit.battery;
  else if (attacker.kind === 'ship' && attacker.hullZone !== null) armament = hullZoneOf(unit, attacker.hullZone)?.battery ?? noDice;
  else armament = noDice;
  return gatherAttackDice(armament, range);
}
