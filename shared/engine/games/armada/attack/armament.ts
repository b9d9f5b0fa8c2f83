import { gatherAttackDice } from './attack-range';
import { hullZoneOf } from '../units/hull-zones';
import type { ArmadaState, Attacker, AttackKind, AttackRange, DiceCounts, Defender } from '../model/state';
import { unitOf } from '../units/units';
import { keywordOf } from '../squadrons/squadron-keywords';

const noDice: DiceCounts = { red: 0, blue: 0, black: 0 };

/**
 * 004 step 2: battery armament against a ship (the attacking zone's, or a squadron's), anti-squadron
 * armament against a squadron; then only the colours the range allows. RRG 1.5.0 · Ignition: an
 * ignition attack gathers from the special battery armament, at the range read from the targeting token.
 */
export function attackDiceFor(state: ArmadaState, attacker: Attacker, defender: Defender, range: AttackRange, kind: AttackKind = 'standard'): DiceCounts {
  const unit = unitOf(state, attacker);
  let armament: DiceCounts;
  const counter = kind === 'counter' ? keywordOf(unit, 'Counter') : null;
  const snipe = kind === 'snipe' ? keywordOf(unit, 'Snipe') : null;
  // RRG · Counter X and Snipe X: X blue dice, whatever the squadron's printed armament.
  if (counter?.value != null || snipe?.value != null) return { red: 0, blue: counter?.value ?? snipe?.value ?? 0, black: 0 };
  if (kind === 'ignition' && unit.kind === 'ship') armament = unit.ignition?.battery ?? noDice;
  else if (defender.kind === 'squadron') armament = unit.antiSquadron;
  else if (unit.kind === 'squadron') armament = unit.battery;
  else if (attacker.kind === 'ship' && attacker.hullZone !== null) armament = hullZoneOf(unit, attacker.hullZone)?.battery ?? noDice;
  else armament = noDice;
  return gatherAttackDice(armament, range);
}
