import { keepsRules2 } from '../model/rules-level';
import { recordZoneTarget, whyRepeatTargetRefused } from './objective-attack';
import { ok, refuse, type Result } from '../../../core/result';
import { diceTotal, gatherAttackDice } from './attack-range';
import type { ArmadaEvent } from '../model/events';
import type { ArmadaState, Attack, Attacker, Defender } from '../model/state';
import { refOf, unitOf } from '../units/units';
import { attackDiceFor } from './armament';
import { dieToRemoveBeforeRoll, whyCardsForbidAttack } from './attack-restrictions';
import { hasKeyword } from '../squadrons/squadron-keywords';
import { attackAtStep } from './current-attack';
import { spentForEffect } from './damage-total';
import { activatedUnit } from '../units/card-states';
import { settleCounterGrants } from '../squadrons/squadron-grants';

/** 004 step 6: a ship that attacked a squadron may declare another enemy squadron not yet targeted. */
export function additionalSquadronTargets(state: ArmadaState, attack: Attack): string[] {
  if (attack.kind === 'salvo' || attack.attacker.kind !== 'ship' || attack.defender.kind !== 'squadron') return [];
  const attacker = unitOf(state, attack.attacker);
  if (attacker.destroyed) return [];
  return state.squadrons
    .filter((squadron) => squadron.owner !== attacker.owner && !squadron.destroyed && !attack.targetedSquadrons.includes(squadron.id))
    .map((squadron) => squadron.id);
}

function endAttack(draft: ArmadaState, attack: Attack): ArmadaEvent {
  draft.attacks.pop();
  // Issue 35 · kept for the cards that act after attacking or defending.
  draft.endedAttack = { attack, round: draft.round, activation: activatedUnit(draft) };
  // RRG · Counter: a squadron a squadron attacked (non-counter) may now attack it back.
  const defender = unitOf(draft, attack.defender);
  const attacker = unitOf(draft, attack.attacker);
  draft.counterWindow = attack.kind !== 'counter' && attacker.kind === 'squadron' && hasKeyword(defender, 'Counter') ? { squadron: defender.id, against: attacker.id } : null;
  settleCounterGrants(draft, attack);
  return { type: 'attackEnded', attacker: refOf(unitOf(draft, attack.attacker)), defender: refOf(unitOf(draft, attack.defender)), salvo: attack.kind === 'salvo' };
}

/** After Resolve Damage: an attack waiting on nothing ends; a salvo attack hands back to the attack that caused it. */
function continueAfterDamage(draft: ArmadaState, attack: Attack): ArmadaEvent[] {
  if (additionalSquadronTargets(draft, attack).length > 0) {
    attack.step = 'declareAdditionalSquadronTarget';
    return [];
  }
  const events = [endAttack(draft, attack)];
  const parent = attack.kind === 'salvo' ? draft.attacks[draft.attacks.length - 1] : undefined;
  if (parent) events.push(...continueAfterDamage(draft, parent));
  return events;
}

/**
 * 000 Salvo: after Resolve Damage, a ship defender that spent a salvo attacks back — with its printed
 * rear battery against the attacking hull zone, or its anti-squadron armament against a squadron —
 * at the original range; never during a counter, salvo or ignition attack. A destroyed defender
 * still fires: destroyed units stay in the state, so nothing removes it first.
 */
function salvoAttack(draft: ArmadaState, attack: Attack): Attack | null {
  if (attack.kind !== 'standard' || attack.defender.kind !== 'ship' || !spentForEffect(attack, 'salvo')) return null;
  const original = attack.attacker;
  const attacker: Attacker = { kind: 'ship', id: attack.defender.id, hullZone: original.kind === 'ship' ? 'rear' : null };
  let defender: Defender;
  if (original.kind === 'ship') {
    if (original.hullZone === null) return null;
    defender = { kind: 'ship', id: original.id, hullZone: original.hullZone };
  } else {
    defender = { kind: 'squadron', id: original.id };
  }
  return {
    kind: 'salvo',
    attacker,
    defender,
    range: attack.range,
    step: 'rollAttackDice',
    gathered: attackDiceFor(draft, attacker, defender, attack.range),
    pool: [],
    tokensChosenByAccuracy: [],
    spentTokens: [],
    redirectZone: null,
    targetedSquadrons: [],
    // Rules 2: Damaged Munitions / Point-Defense Failure take their die from a salvo too.
    ...(keepsRules2(draft) ? { removeBeforeRoll: dieToRemoveBeforeRoll(draft, unitOf(draft, attacker), defender) } : {}),
  };
}

export function afterResolveDamage(draft: ArmadaState): ArmadaEvent[] {
  const attack = draft.attacks[draft.attacks.length - 1];
  if (!attack) return [];
  attack.step = 'resolveDamage';
  const salvo = salvoAttack(draft, attack);
  if (salvo && keepsRules2(draft)) {
    // A salvo is an attack: the salvoing ship's damage cards forbid it as they forbid any other.
    const forbidden = whyCardsForbidAttack(draft, unitOf(draft, salvo.attacker), unitOf(draft, salvo.defender), salvo.range, attack.salvoObstructed ?? false);
    if (forbidden) return [{ type: 'salvoForbidden', attacker: refOf(unitOf(draft, salvo.attacker)), explanation: forbidden.message }, ...continueAfterDamage(draft, attack)];
  }
  if (salvo) {
    const events: ArmadaEvent[] = [{ type: 'salvoAttackBegins', attacker: refOf(unitOf(draft, salvo.attacker)), defender: refOf(unitOf(draft, salvo.defender)) }];
    if (diceTotal(salvo.gathered) > 0) {
      draft.attacks.push(salvo);
      return events;
    }
    events.push({ type: 'attackCanceled', reason: 'noDice', salvo: true });
    return [...events, ...continueAfterDamage(draft, attack)];
  }
  return continueAfterDamage(draft, attack);
}

export function declareAdditionalSquadronTarget(draft: ArmadaState, command: { squadron: string; range: Attack['range'] }): Result<ArmadaEvent[]> {
  const found = attackAtStep(draft, ['declareAdditionalSquadronTarget'], 'declare another squadron target');
  if (!found.ok) return found;
  const attack = found.value;
  const squadron = draft.squadrons.find((candidate) => candidate.id === command.squadron);
  if (!squadron) return refuse('unknown_squadron', `There is no squadron ${command.squadron} in this game.`);
  const attacker = unitOf(draft, attack.attacker);
  if (squadron.owner === attacker.owner) return refuse('friendly_target', `${attacker.name} cannot attack ${squadron.name}: ships and squadrons never attack friendly units.`);
  if (squadron.destroyed) return refuse('unit_destroyed', `${squadron.name} is destroyed and cannot be attacked.`);
  if (attack.targetedSquadrons.includes(squadron.id)) return refuse('squadron_already_targeted', `${squadron.name} was already targeted by this attack: each enemy squadron is targeted once per attack.`);
  if (command.range === 'distance-1') return refuse('invalid_range', 'A ship attacks at close, medium or long range, not at distance 1.');
  const defender: Defender = { kind: 'squadron', id: squadron.id };
  const zone = attack.attacker.kind === 'ship' ? attack.attacker.hullZone : null;
  if (attacker.kind === 'ship' && zone) {
    const repeated = whyRepeatTargetRefused(draft, attacker, zone, defender, squadron.name);
    if (repeated) return refuse('target_repeated', repeated);
    recordZoneTarget(draft, attacker, zone, defender);
  }
  // a card's own armament for the attack (Ordnance Pods) is the one gathered again.
  const gathered = attack.armamentByCard ? gatherAttackDice(attack.armamentByCard.antiSquadron, command.range) : attackDiceFor(draft, attack.attacker, defender, command.range);
  const targetedSquadrons = [...attack.targetedSquadrons, squadron.id];
  const events: ArmadaEvent[] = [
    {
      type: 'targetDeclared',
      kind: attack.kind,
      attacker: refOf(attacker),
      attackingZone: attack.attacker.kind === 'ship' ? attack.attacker.hullZone : null,
      defender: refOf(squadron),
      defendingZone: null,
      range: command.range,
      dice: gathered,
    },
  ];
  if (diceTotal(gathered) === 0) {
    attack.targetedSquadrons = targetedSquadrons;
    events.push({ type: 'attackCanceled', reason: 'noDice', salvo: false });
    if (additionalSquadronTargets(draft, attack).length === 0) events.push(endAttack(draft, attack));
    return ok(events);
  }
  // Each repetition is a new attack: the defender's per-attack token limits start afresh.
  draft.attacks[draft.attacks.length - 1] = {
    kind: attack.kind,
    attacker: attack.attacker,
    defender,
    range: command.range,
    step: 'rollAttackDice',
    gathered,
    pool: [],
    tokensChosenByAccuracy: [],
    spentTokens: [],
    redirectZone: null,
    targetedSquadrons,
    removeBeforeRoll: dieToRemoveBeforeRoll(draft, attacker, defender),
    ...(attack.armamentByCard ? { armamentByCard: attack.armamentByCard } : {}),
  };
  draft.attackLog = [...(draft.attackLog ?? []), { round: draft.round, kind: attack.kind, attacker: attacker.id, defender: squadron.id, defenderKind: 'squadron', dice: diceTotal(gathered), damage: 0 }];
  return ok(events);
}

export function endAttackCommand(draft: ArmadaState): Result<ArmadaEvent[]> {
  const found = attackAtStep(draft, ['declareAdditionalSquadronTarget'], 'end the attack');
  if (!found.ok) return found;
  const events = [endAttack(draft, found.value)];
  return ok(events);
}
