import { ok, refuse, type Result } from '../../../core/result';
import { diceTotal, rangeNames, shipAttackRanges } from '../attack-range';
import type { CommandOf } from '../commands';
import type { ArmadaEvent } from '../events';
import { hullZoneNames, hullZoneOf } from '../hull-zones';
import type { ArmadaState, Attack, AttackKind, Attacker, Defender, Unit } from '../state';
import { findShip, findSquadron, refOf } from '../units';
import { attackDiceFor } from './armament';

type Declared = CommandOf<'declareTarget'>;

function resolveAttacker(draft: ArmadaState, command: Declared): Result<{ unit: Unit; attacker: Attacker }> {
  const kind: AttackKind = command.special ?? 'standard';
  if ('ship' in command.attacker) {
    const found = findShip(draft, command.attacker.ship);
    if (!found.ok) return found;
    const ship = found.value;
    const zone = command.attacker.hullZone;
    if (ship.destroyed) return refuse('unit_destroyed', `${ship.name} is destroyed and cannot attack.`);
    if (kind === 'counter') return refuse('invalid_attack', 'Only squadrons perform counter attacks.');
    if (!hullZoneOf(ship, zone)) return refuse('unknown_hull_zone', `${ship.name} has no ${hullZoneNames[zone]} hull zone.`);
    const activation = draft.activation.ship;
    if (!activation || activation.id !== ship.id) return refuse('not_activated', `${ship.name} is not activated: a ship attacks during its own activation.`);
    if (activation.attackedZones.includes(zone)) {
      return refuse('hull_zone_already_attacked', `${ship.name} has already attacked from its ${hullZoneNames[zone]} hull zone this activation: each hull zone attacks at most once per activation.`);
    }
    if (activation.attackedZones.length >= 2) return refuse('attacks_exhausted', `${ship.name} has already attacked twice this activation: a ship performs at most two attacks per activation.`);
    if (!shipAttackRanges.includes(command.range)) return refuse('invalid_range', `A ship attacks at close, medium or long range, not at ${rangeNames[command.range]}.`);
    return ok({ unit: ship, attacker: { kind: 'ship', id: ship.id, hullZone: zone } });
  }
  const found = findSquadron(draft, command.attacker.squadron);
  if (!found.ok) return found;
  const squadron = found.value;
  if (squadron.destroyed) return refuse('unit_destroyed', `${squadron.name} is destroyed and cannot attack.`);
  if (kind === 'ignition') return refuse('invalid_attack', 'Only ships perform ignition attacks.');
  if (kind !== 'counter') {
    const activation = draft.activation.squadron;
    if (!activation || activation.id !== squadron.id) return refuse('not_activated', `${squadron.name} is not activated: a squadron attacks during its activation.`);
    if (activation.attacked) return refuse('squadron_already_attacked', `${squadron.name} has already attacked during this activation.`);
  }
  if (command.range !== 'distance-1') return refuse('invalid_range', `A squadron attacks at distance 1, not at ${rangeNames[command.range]}.`);
  return ok({ unit: squadron, attacker: { kind: 'squadron', id: squadron.id } });
}

function resolveDefender(draft: ArmadaState, command: Declared, attacker: Unit): Result<{ unit: Unit; defender: Defender }> {
  let unit: Unit;
  let defender: Defender;
  if ('ship' in command.defender) {
    const found = findShip(draft, command.defender.ship);
    if (!found.ok) return found;
    unit = found.value;
    const zone = command.defender.hullZone;
    if (!hullZoneOf(found.value, zone)) return refuse('unknown_hull_zone', `${unit.name} has no ${hullZoneNames[zone]} hull zone.`);
    defender = { kind: 'ship', id: unit.id, hullZone: zone };
  } else {
    const found = findSquadron(draft, command.defender.squadron);
    if (!found.ok) return found;
    unit = found.value;
    defender = { kind: 'squadron', id: unit.id };
  }
  if (unit.destroyed) return refuse('unit_destroyed', `${unit.name} is destroyed and cannot be attacked.`);
  if (unit.owner === attacker.owner) return refuse('friendly_target', `${attacker.name} cannot attack ${unit.name}: ships and squadrons never attack friendly units.`);
  return ok({ unit, defender });
}

/** 004 step 1, then gathering dice (step 2). An attack that gathers no dice is canceled (004 FAQ). */
export function declareTarget(draft: ArmadaState, command: Declared): Result<ArmadaEvent[]> {
  if (draft.attacks.length > 0) return refuse('attack_in_progress', 'An attack is already being resolved: finish it before declaring another target.');
  const attacking = resolveAttacker(draft, command);
  if (!attacking.ok) return attacking;
  const defending = resolveDefender(draft, command, attacking.value.unit);
  if (!defending.ok) return defending;
  const { attacker } = attacking.value;
  const { defender } = defending.value;
  const kind: AttackKind = command.special ?? 'standard';
  if (kind === 'standard' || kind === 'ignition') {
    // The hull zone (or squadron) has made its attack once it is declared, even if it is then canceled.
    if (attacker.kind === 'ship' && attacker.hullZone !== null) draft.activation.ship?.attackedZones.push(attacker.hullZone);
    if (attacker.kind === 'squadron' && draft.activation.squadron) draft.activation.squadron.attacked = true;
  }
  if (command.extremeRangeDice && command.range !== 'beyond-long') {
    return refuse('invalid_range', 'Extreme-range dice are only gathered beyond long range.');
  }
  const gathered = command.extremeRangeDice ? { ...command.extremeRangeDice } : attackDiceFor(draft, attacker, defender, command.range);
  const events: ArmadaEvent[] = [
    {
      type: 'targetDeclared',
      kind,
      attacker: refOf(attacking.value.unit),
      attackingZone: attacker.kind === 'ship' ? attacker.hullZone : null,
      defender: refOf(defending.value.unit),
      defendingZone: defender.kind === 'ship' ? defender.hullZone : null,
      range: command.range,
      dice: gathered,
    },
  ];
  if (diceTotal(gathered) === 0) {
    events.push({ type: 'attackCanceled', reason: 'noDice', salvo: false });
    return ok(events);
  }
  const attack: Attack = {
    kind,
    attacker,
    defender,
    range: command.range,
    step: 'rollAttackDice',
    gathered,
    pool: [],
    tokensChosenByAccuracy: [],
    spentTokens: [],
    redirectZone: null,
    targetedSquadrons: defender.kind === 'squadron' ? [defender.id] : [],
  };
  draft.attacks.push(attack);
  return ok(events);
}
