import { criticalOptions } from '../attack/damage-total';
import { commandInUse, commandNames } from '../commands/command-dials';
import { defenseTokenNames } from '../units/defense-token-names';
import { engagedWith } from '../squadrons/squadron-keywords';
import { unitName } from '../units/unit-name';
import { allUnits, unitOf } from '../units/units';
import { adjacentZones } from '../units/hull-zones';
import type { ArmadaState, Attack, AttackStep, Phase, Ship, Unit, UnitCardEffect } from '../model/state';
import { activatedUnit, cardKeyOf, isDiscarded, isExhausted } from '../units/card-states';
import type { ArmadaCondition, ArmadaCost, ArmadaEffectMoment } from './card-effect';
import { isArmadaDiceEffect } from './card-effect';
import { pendingEffectsOf } from '../damage/damage-card-effects';
import { whySquadronConditionFails } from '../squadrons/squadron-grants';

// DESIGN §10 · the one interpreter of Armada card effects: for the attack under way (or the moment
// of the round), which effects of which units hold now — holder, moment, conditions — and whose cost
// can be paid. Nothing is offered where a condition fails; the reason is kept for the tests and the
// "why not" of a tap. The facts come from the setup (effects/facts/upgrade-facts.ts, squadron-facts.ts).

/** The attack steps each moment is played at: the defender's once the attacker's dice are done. */
const attackStepsOf: Partial<Record<ArmadaEffectMoment, readonly AttackStep[]>> = {
  declareTarget: ['rollAttackDice'],
  gatherDice: ['rollAttackDice'],
  rollAttackDice: ['resolveAttackEffects'],
  resolveAttackEffects: ['resolveAttackEffects'],
  spendDefenseTokens: ['spendDefenseTokens'],
  // Damage is resolved by one command from Spend Defense Tokens: what acts "before damage" is offered there.
  resolveDamage: ['spendDefenseTokens', 'resolveDamage'],
  criticalEffect: ['spendDefenseTokens', 'resolveDamage'],
};

/** The order of the attack's moments (the odds count the effects still to come). */
const attackMomentOrder: readonly ArmadaEffectMoment[] = ['declareTarget', 'gatherDice', 'rollAttackDice', 'resolveAttackEffects', 'spendDefenseTokens', 'resolveDamage', 'criticalEffect'];
const stepOrder: readonly AttackStep[] = ['rollAttackDice', 'resolveAttackEffects', 'spendDefenseTokens', 'resolveDamage', 'declareAdditionalSquadronTarget'];

export const isAttackMoment = (moment: ArmadaEffectMoment): boolean => attackStepsOf[moment] !== undefined;

/** The moments of the round outside an attack, and the phase (and activation) they are played in. */
const roundMoments: Partial<Record<ArmadaEffectMoment, { phase: Phase; activated: 'ship' | 'squadron' | null }>> = {
  commandPhase: { phase: 'command', activated: null },
  shipPhaseStart: { phase: 'ship', activated: null },
  activationStart: { phase: 'ship', activated: 'ship' },
  revealDial: { phase: 'ship', activated: 'ship' },
  resolveCommand: { phase: 'ship', activated: 'ship' },
  executeManeuver: { phase: 'ship', activated: 'ship' },
  activationEnd: { phase: 'ship', activated: 'ship' },
  squadronPhaseStart: { phase: 'squadron', activated: null },
  squadronActivation: { phase: 'squadron', activated: 'squadron' },
  statusPhase: { phase: 'status', activated: null },
  attackStepEnd: { phase: 'ship', activated: 'ship' },
};

export const momentWords: Record<ArmadaEffectMoment, string> = {
  declareTarget: 'when declaring the target',
  gatherDice: 'when gathering dice',
  rollAttackDice: 'after rolling',
  resolveAttackEffects: 'while resolving attack effects',
  spendDefenseTokens: 'while spending defense tokens',
  resolveDamage: 'while resolving damage',
  criticalEffect: 'when resolving the critical effect',
  afterAttack: 'after attacking',
  afterDefend: 'after defending',
  setup: 'during setup',
  commandPhase: 'in the Command Phase',
  shipPhaseStart: 'at the start of the Ship Phase',
  activationStart: 'when the ship activates',
  revealDial: 'when the dial is revealed',
  resolveCommand: 'when resolving a command',
  executeManeuver: 'when executing a maneuver',
  activationEnd: 'at the end of the activation',
  squadronPhaseStart: 'at the start of the Squadron Phase',
  squadronActivation: 'when the squadron activates',
  statusPhase: 'in the Status Phase',
  roundEnd: 'at the end of the round',
  faceupDamageDealt: 'as a faceup damage card is dealt to its ship',
  attackStepEnd: 'at the end of its Attack step',
  always: 'always',
};

export interface EffectInPlay {
  unit: Unit;
  effect: UnitCardEffect;
  /** Whose side of the attack the card is on (null outside an attack). */
  side: 'attacker' | 'defender' | null;
  /** The yes / no question the table answers, when the facts ask one. */
  question: string | null;
}


const isLive = (unit: Unit) => !unit.destroyed;

/** Which side of the attack a unit's effect is on, by its holder; null when the holder does not match. */
function sideOf(attack: Attack, unit: Unit, state: ArmadaState, holder: UnitCardEffect['holder']): 'attacker' | 'defender' | null {
  const attacker = unitOf(state, attack.attacker);
  const defender = unitOf(state, attack.defender);
  if (holder === 'attacker') return unit.id === attacker.id ? 'attacker' : null;
  if (holder === 'defender') return unit.id === defender.id ? 'defender' : null;
  if (holder === 'attackerFleet') return unit.owner === attacker.owner ? 'attacker' : null;
  if (holder === 'defenderFleet') return unit.owner === defender.owner ? 'defender' : null;
  return unit.id === attacker.id ? 'attacker' : unit.id === defender.id ? 'defender' : null;
}


/** Why a limit of the card's own (or the one use per attack every effect has) stops it now; null when it does not. */
function whyUsedUp(state: ArmadaState, attack: Attack | null, effect: UnitCardEffect): string | null {
  const once = effect.conditions.find((condition): condition is Extract<ArmadaCondition, { kind: 'once' }> => condition.kind === 'once');
  const used = state.cardStates?.used.filter((use) => use.ref === effect.ref) ?? [];
  if (once?.per === 'game' && used.length > 0) return `${effect.source} was already used this game.`;
  if (once?.per === 'round' && used.some((use) => use.round === state.round)) return `${effect.source} was already used this round (once per round).`;
  if (once?.per === 'activation' && used.some((use) => use.round === state.round && use.activation === activatedUnit(state))) return `${effect.source} was already used this activation.`;
  if (attack?.cardEffectsUsed?.includes(effect.ref)) return `${effect.source} was already used during this attack.`;
  // a card acting in each squadron's activation (Vector, Ketsu Onyo) is used once per squadron, even inside one ship's activation.
  const perSquadron = effect.conditions.some((condition) => condition.kind === 'activated' && condition.unit === 'squadron');
  const sameSquadron = (use: { squadron?: string }) => !perSquadron || use.squadron === state.activation.squadron?.id;
  if (!attack && !once && used.some((use) => use.round === state.round && use.activation === activatedUnit(state) && sameSquadron(use))) return `${effect.source} was already used at this moment.`;
  return null;
}

function holderShip(unit: Unit, attack: Attack | null, state: ArmadaState): Ship | null {
  if (unit.kind === 'ship') return unit;
  if (attack) {
    const attacker = unitOf(state, attack.attacker);
    if (attacker.kind === 'ship') return attacker;
  }
  return null;
}

/** The faceup damage card waiting on this ship before it resolves, if one does. */
export const faceupWindowOf = (state: ArmadaState, unit: Unit) => pendingEffectsOf(state).find((pending) => pending.kind === 'faceupWindow' && pending.ship === unit.id);

/** Why one condition fails now (null: it holds, or it is a question for the table). */
export function whyConditionFails(state: ArmadaState, attack: Attack | null, unit: Unit, condition: ArmadaCondition): string | null {
  switch (condition.kind) {
    case 'ask':
    case 'once':
    case 'activated':
      return null;
    case 'dealtTrait': {
      const window = faceupWindowOf(state, unit);
      return window?.kind === 'faceupWindow' && window.trait === condition.trait ? null : `It acts on a faceup ${condition.trait} damage card.`;
    }
    case 'ownSpeed':
      return unit.kind === 'ship' && unit.speed >= condition.atLeast ? null : `It works only at speed ${condition.atLeast} or higher.`;
    case 'byCommand': {
      const activation = state.activation.squadron;
      if (!activation) return 'It works while a squadron is activated.';
      return (activation.byCommand === true) === condition.byCommand ? null : condition.byCommand ? 'The squadron was not activated by a squadron command.' : 'The squadron was activated by a squadron command.';
    }
    case 'activatedLacks':
    case 'activatedUnique':
    case 'defenderUnactivated':
    case 'defenderSquadron':
    case 'selfUnactivated':
    case 'attackerKeyword':
      return whySquadronConditionFails(state, attack, condition, unit);
    case 'sameCardUsed':
      return null;
    case 'noShipActivated':
      return state.ships.some((ship) => ship.activated) || state.activation.ship || state.activation.squadron ? 'It works at the start of the phase, before any ship activates.' : null;
    case 'tokenDiscarded': {
      if (!attack) return 'It works only in or after an attack.';
      const defender = unitOf(state, attack.defender);
      const discarded = attack.spentTokens.some((spent) => defender.defenseTokens.find((token) => token.id === spent.token)?.state === 'discarded');
      return discarded ? null : 'The defender discarded no defense token in the attack.';
    }
    case 'fewerTokensSpent': {
      if (!attack) return 'It works only in an attack.';
      return attack.spentTokens.length < condition.than ? null : `The defender has spent ${attack.spentTokens.length} defense tokens this attack (it needs fewer than ${condition.than}).`;
    }
    case 'revealed': {
      const revealed = state.activation.ship?.revealedCommand;
      return revealed && condition.commands.includes(revealed) ? null : `It needs a ${condition.commands.map((command) => commandNames[command]).join(' or ')} dial revealed this activation.`;
    }
    case 'round':
      return state.round === condition.round ? null : `It works only in round ${condition.round}.`;
    case 'defenderEngaged': {
      if (!attack) return 'It works only in an attack.';
      const defender = unitOf(state, attack.defender);
      if (defender.kind !== 'squadron') return 'It works only against a squadron.';
      const attackerOwner = unitOf(state, attack.attacker).owner;
      const engaged = engagedWith(state, defender).some((other) => other.owner === attackerOwner);
      return engaged === condition.engaged ? null : condition.engaged ? 'The defender is not engaged with a friendly squadron.' : 'The defender is engaged with a friendly squadron (as declared).';
    }
    case 'engagedAttackerElsewhere': {
      if (!attack) return 'It works only after an attack.';
      const attacker = unitOf(state, attack.attacker);
      if (attacker.kind !== 'squadron' || unit.kind !== 'squadron') return 'It works only after a squadron’s attack.';
      if (attack.defender.id === unit.id) return 'The attack was against this squadron.';
      return engagedWith(state, unit).some((other) => other.id === attacker.id) ? null : 'The attacker is not engaged with this squadron (as declared).';
    }
    case 'beforeReveal':
      return state.activation.ship && !state.activation.ship.dialRevealed ? null : 'It works before the command dial is revealed.';
    case 'defenderDamaged': {
      if (!attack) return 'It works only in an attack.';
      return (attack.damageTotal ?? 0) > 0 ? null : 'The defender suffered no damage in the attack.';
    }
    case 'activatedKeyword': {
      const activated = activatedOfKind(state, 'squadron');
      const fits = activated?.kind === 'squadron' && condition.keywords.some((keyword) => (activated.keywords ?? []).some((printed) => printed.name.toLowerCase() === keyword.toLowerCase()));
      return fits ? null : `It works only when the activated squadron has ${condition.keywords.join(' or ')}.`;
    }
    case 'command': {
      const ship = holderShip(unit, attack, state);
      if (!ship || !commandInUse(state, ship, condition.command)) return `It needs a ${commandNames[condition.command]} command resolved this activation.`;
      return null;
    }
    case 'unitKind': {
      if (!attack) return 'It works only in an attack.';
      const party = condition.who === 'attacker' ? attack.attacker : attack.defender;
      return party.kind === condition.unit ? null : `It works only when the ${condition.who} is a ${condition.unit}.`;
    }
    case 'range': {
      if (!attack) return 'It works only in an attack.';
      const range = attack.range === 'distance-1' ? 'close' : attack.range;
      return (condition.ranges as string[]).includes(range) ? null : `It works only at ${condition.ranges.join(' or ')} range.`;
    }
    case 'pool': {
      if (!attack) return 'It works only in an attack.';
      const fits = attack.pool.some((die) => (!condition.colors || condition.colors.includes(die.color)) && (!condition.faces || condition.faces.includes(die.face)));
      return fits ? null : `The attack pool has no ${[...(condition.faces ?? []), ...(condition.colors ?? [])].join(' or ') || ''} die for it.`.replace('no  die', 'no die');
    }
    case 'hullZone': {
      if (!attack) return 'It works only in an attack.';
      const party = condition.who === 'attacker' ? attack.attacker : attack.defender;
      const zone = party.kind === 'ship' ? party.hullZone : null;
      return zone && (condition.zones as string[]).includes(zone) ? null : `It works only from the ${condition.who}’s ${condition.zones.join(' or ')} hull zone.`;
    }
    case 'shields': {
      if (!attack) return 'It works only in an attack.';
      const party = condition.who === 'attacker' ? attack.attacker : attack.defender;
      const ship = party.kind === 'ship' ? unitOf(state, party) : null;
      if (!ship || ship.kind !== 'ship' || party.kind !== 'ship' || !party.hullZone) return 'It works only when a ship’s hull zone is in the attack.';
      const shields = ship.hullZones.find((zone) => zone.zone === party.hullZone)?.shields ?? 0;
      return (shields > 0) === condition.any ? null : condition.any ? 'The hull zone has no shields left.' : 'The hull zone still has shields.';
    }
    case 'size': {
      if (!attack) return 'It works only in an attack.';
      const other = unitOf(state, condition.who === 'attacker' ? attack.attacker : attack.defender);
      return other.kind === 'ship' && condition.sizes.includes(other.size) ? null : `It works only when the ${condition.who} is a ${condition.sizes.join(' or ')} ship.`;
    }
    case 'tokenSpent': {
      if (!attack) return 'It works only in an attack.';
      return attack.spentTokens.some((spent) => spent.type === condition.token) ? null : `The defender has not spent a ${defenseTokenNames[condition.token]} this attack.`;
    }
    case 'attackKind': {
      if (!attack) return 'It works only in an attack.';
      return condition.kinds.includes(attack.kind) ? null : `It works only in a ${condition.kinds.join(' or ')} attack.`;
    }
    case 'commandPaid': {
      const ship = holderShip(unit, attack, state);
      const inUse = ship ? commandInUse(state, ship, condition.command) : null;
      const paid = condition.by === 'dial' ? inUse?.dial : condition.by === 'token' ? inUse?.token : inUse?.token && !inUse.dial;
      if (paid) return null;
      return `It needs a ${commandNames[condition.command]} command resolved with ${condition.by === 'dial' ? 'its dial' : condition.by === 'token' ? 'a token' : 'a token alone'} this activation.`;
    }
    // Judged with the card itself (whyEffectUnavailable).
    case 'cardReadied':
    case 'cardUsedThisRound':
    case 'markedZone':
      return null;
    case 'defenderDestroyed': {
      if (!attack) return 'It works only after an attack.';
      return unitOf(state, attack.defender).destroyed ? null : 'The defender was not destroyed.';
    }
  }
}

/** Why a cost cannot be paid now (null: it can). */
export function whyCostCannotBePaid(state: ArmadaState, attack: Attack | null, unit: Unit, effect: UnitCardEffect, cost: ArmadaCost): string | null {
  const key = cardKeyOf(effect);
  switch (cost.kind) {
    case 'exhaust':
      if (isDiscarded(state, key)) return `${effect.source} is discarded.`;
      return isExhausted(state, key) ? `${effect.source} is exhausted: it is readied in the Status Phase.` : null;
    case 'discard':
      return isDiscarded(state, key) ? `${effect.source} is already discarded.` : null;
    case 'commandToken': {
      if (unit.kind !== 'ship') return 'Only a ship has command tokens.';
      return unit.commandTokens?.includes(cost.command) ? null : `${unitName(unit)} has no ${commandNames[cost.command]} token to spend.`;
    }
    case 'commandDial': {
      if (unit.kind !== 'ship') return 'Only a ship has a command dial.';
      return commandInUse(state, unit, cost.command)?.dial ? null : `${unitName(unit)} has not revealed a ${commandNames[cost.command]} dial this activation.`;
    }
    case 'defenseToken': {
      // A fleet-wide card's token is the attacking (or defending) friendly unit's.
      const party = attack && effect.holder === 'attackerFleet' ? attack.attacker : attack && effect.holder === 'defenderFleet' ? attack.defender : null;
      const payer = party ? unitOf(state, party) : unit;
      if (payer !== unit) return whyCostCannotBePaid(state, null, payer, { ...effect, holder: 'unit' }, cost);
      const fits = unit.defenseTokens.some((token) => (cost.token === 'any' || token.type === cost.token) && (cost.as === 'exhaust' ? token.state === 'readied' : token.state !== 'discarded'));
      const name = cost.token === 'any' ? 'defense token' : defenseTokenNames[cost.token];
      return fits ? null : `${unitName(unit)} has no ${cost.as === 'exhaust' ? 'readied ' : ''}${name} to ${cost.as}.`;
    }
    case 'spendDie': {
      if (!attack) return 'It works only in an attack.';
      return attack.pool.some((die) => !cost.faces || cost.faces.includes(die.face)) ? null : `The attack pool has no ${cost.faces?.join(' or ') ?? ''} die to spend.`;
    }
    case 'spendDieOf': {
      if (!attack) return 'It works only in an attack.';
      return attack.pool.some((die) => cost.colors.includes(die.color) && (!cost.faces || cost.faces.includes(die.face))) ? null : `The attack pool has no ${cost.colors.join(' or ')} ${cost.faces?.join(' or ') ?? ''} die to spend.`;
    }
    case 'anyCommandToken':
      if (unit.kind !== 'ship') return 'Only a ship has command tokens.';
      return (unit.commandTokens ?? []).length > 0 ? null : `${unitName(unit)} has no command token to spend.`;
    case 'discardCommand': {
      if (unit.kind !== 'ship') return 'Only a ship has command dials and tokens.';
      const dial = commandInUse(state, unit, cost.command)?.dial === true;
      return dial || (unit.commandTokens ?? []).includes(cost.command) ? null : `${unitName(unit)} has no ${commandNames[cost.command]} dial or token to discard.`;
    }
    case 'spendDefenseToken':
      return unit.defenseTokens.some((token) => token.state !== 'discarded' && (cost.token === 'any' || token.type === cost.token)) ? null : `${unitName(unit)} has no ${cost.token === 'any' ? 'defense token' : defenseTokenNames[cost.token]} left to spend.`;
    case 'exhaustNamedCopy': {
      const copies = state.ships.filter((ship) => ship.id !== unit.id && ship.owner === unit.owner && !ship.destroyed && (ship.cardEffects ?? []).some((other) => other.source === effect.source && !isExhausted(state, cardKeyOf(other)) && !isDiscarded(state, cardKeyOf(other))));
      return copies.length > 0 ? null : `No other friendly ship has a readied copy of ${effect.source}.`;
    }
    case 'ownDefenseToken':
      return unit.defenseTokens.some((token) => token.state !== 'discarded' && (cost.token === 'any' || token.type === cost.token)) ? null : `${unitName(unit)} has no defense token left to spend.`;
    case 'shield': {
      if (unit.kind !== 'ship') return 'Only a ship has shields to spend.';
      if (cost.from === 'front') return (unit.hullZones.find((zone) => zone.zone === 'front')?.shields ?? 0) > 0 ? null : 'The front hull zone has no shield to spend.';
      if (cost.from === 'attacking') {
        const zone = attack?.attacker.kind === 'ship' ? attack.attacker.hullZone : null;
        return zone && (unit.hullZones.find((candidate) => candidate.zone === zone)?.shields ?? 0) > 0 ? null : 'The attacking hull zone has no shield to spend.';
      }
      return unit.hullZones.some((zone) => zone.shields > 0) ? null : `${unitName(unit)} has no shield left to spend.`;
    }
    case 'damage':
      return null;
  }
}

/** Why a dice effect has nothing to work on now (a reroll with no die it may pick, dice added to a salvo…). */
function whyDiceHaveNothing(attack: Attack, effect: UnitCardEffect): string | null {
  for (const change of effect.effects) {
    if (!isArmadaDiceEffect(change)) continue;
    if ((change.kind === 'addDice' || change.kind === 'addFace') && attack.kind === 'salvo') return 'Dice cannot be added to a salvo attack.';
    if (change.kind === 'reroll' || change.kind === 'removeDice' || change.kind === 'change') {
      const from = change.kind === 'change' ? change.from : change.faces;
      const fits = attack.pool.some((die) => (!change.colors || change.colors.includes(die.color)) && (!from || from.includes(die.face)));
      if (!fits && attack.step !== 'rollAttackDice') return 'The attack pool has no die it may pick.';
    }
  }
  return null;
}

/** A card's critical effect (one that changes the defender's tokens or shields): only where the attack may resolve a card's critical effect, once per attack. */
function whyNoCardCritical(state: ArmadaState, attack: Attack, effect: UnitCardEffect): string | null {
  if (!effect.effects.some((change) => change.kind === 'defenderTokens' || change.kind === 'defenderShields' || change.kind === 'defenderCommandToken' || change.kind === 'faceupDamageCard' || change.kind === 'faceupCards' || change.kind === 'adjacentZonesDamage' || change.kind === 'defenderUpgrade' || change.kind === 'splashHalfIcons')) return null;
  if (attack.criticalByCard) {
    if (!attack.extraCritical || attack.secondCriticalByCard) return `${attack.criticalByCard} already resolved this attack’s critical effect.`;
    if (attack.criticalByCard === effect.source) return 'The same critical effect cannot be resolved twice.';
  }
  return criticalOptions(state, attack).card;
}

/** Why this effect cannot be used now; null when it can (its question, if any, is the table's). */
export function whyEffectUnavailable(state: ArmadaState, unit: Unit, effect: UnitCardEffect, attack: Attack | null): string | null {
  if (!isLive(unit) && !effect.effects.some((change) => (change.kind === 'rollAtAttacker' || change.kind === 'recoverHull') && change.evenIfDestroyed)) return `${unitName(unit)} is destroyed.`;
  if (effect.moment === 'always') return 'It is always on: a rule the table keeps.';
  const lasting = effect.conditions.some((condition) => condition.kind === 'cardUsedThisRound');
  if (effect.upgrade && isDiscarded(state, effect.upgrade) && !lasting && !effect.costs.some((cost) => cost.kind === 'discard')) return `${effect.source} is discarded.`;
  if (effect.moment === 'faceupDamageDealt') {
    // RRG · Damage Cards: only while a faceup card just dealt to its ship waits (damage/damage-card-effects.ts).
    if (!faceupWindowOf(state, unit)) return `It is used ${momentWords[effect.moment]}.`;
  } else if (attack) {
    const steps = attackStepsOf[effect.moment];
    if (!steps) return `It is used ${momentWords[effect.moment]}, not during the attack.`;
    if (!steps.includes(attack.step)) return `It is used ${momentWords[effect.moment]}.`;
    if (!sideOf(attack, unit, state, effect.holder)) return `It works only for the ${effect.holder.replace('Fleet', '’s fleet')}.`;
    const nothing = whyDiceHaveNothing(attack, effect);
    if (nothing) return nothing;
    const critical = whyNoCardCritical(state, attack, effect);
    if (critical) return critical;
    if (effect.effects.some((change) => change.kind === 'addDicePerDiscardedToken')) {
      if (attack.kind === 'salvo') return 'Dice cannot be added to a salvo attack.';
      if (!unit.defenseTokens.some((token) => token.state === 'discarded')) return `${unitName(unit)} has no discarded defense token.`;
    }
  } else if (effect.moment === 'afterAttack' || effect.moment === 'afterDefend') {
    // Issue 35 · after the attack that just ended, in the same activation: the card's side of it decides.
    const ended = endedAttackNow(state);
    if (!ended) return `It is used ${momentWords[effect.moment]}, just after an attack.`;
    const side = sideOf(ended, unit, state, effect.holder);
    if (side !== (effect.moment === 'afterAttack' ? 'attacker' : 'defender')) return `It is used ${momentWords[effect.moment]}, by the ${effect.moment === 'afterAttack' ? 'attacker' : 'defender'}.`;
    const whose = activatedCondition(effect);
    const why = whose ? whyNotActivated(state, unit, whose) : null;
    if (why) return `It is used ${momentWords[effect.moment]}, ${why}.`;
  } else {
    const when = roundMoments[effect.moment];
    if (!when) return `It is used ${momentWords[effect.moment]}.`;
    if (state.phase !== when.phase) return `It is used ${momentWords[effect.moment]}.`;
    const fleet = isFleetHolder(effect.holder);
    const whose = activatedCondition(effect);
    if (whose) {
      const why = whyNotActivated(state, unit, whose);
      if (why) return `It is used ${momentWords[effect.moment]}, ${why}.`;
    } else {
      if (when.activated === 'ship' && state.activation.ship?.id !== actingUnit(state, unit, effect)?.id) return `It is used ${momentWords[effect.moment]}, by ${fleet ? 'a friendly' : 'the'} activated ship.`;
      if (when.activated === 'squadron' && state.activation.squadron?.id !== actingUnit(state, unit, effect)?.id) return `It is used ${momentWords[effect.moment]}, by ${fleet ? 'a friendly' : 'the'} activated squadron.`;
    }
  }
  const used = whyUsedUp(state, attack, effect);
  if (used) return used;
  // "if you do": the cost was paid by another effect of the same card in this activation (Clone Commander Wolffe).
  if (effect.conditions.some((condition) => condition.kind === 'sameCardUsed')) {
    const siblings = new Set((unit.cardEffects ?? []).filter((other) => other.ref !== effect.ref && other.source === effect.source && other.upgrade === effect.upgrade).map((other) => other.ref));
    const paid = state.cardStates?.used.some((use) => siblings.has(use.ref) && use.round === state.round && use.activation === (state.activation.ship?.id ?? activatedUnit(state)));
    if (!paid) return `It follows ${effect.source}’s first use in this activation.`;
  }
  // Outside an attack a fleet-wide card's conditions and costs are the activated friendly unit's (the card itself is exhausted or discarded).
  const actor = attack ? unit : (actingUnit(state, unit, effect) ?? unit);
  // After an attack, its conditions are the ended attack's (the defender was a squadron, it was damaged…).
  const judged = attack ?? (effect.moment === 'afterAttack' || effect.moment === 'afterDefend' ? endedAttackNow(state) : null);
  for (const condition of effect.conditions) {
    if (condition.kind === 'cardUsedThisRound' && !usedThisRound(state, unit, effect)) return `${effect.source} has not been used this round.`;
    if (condition.kind === 'markedZone') {
      const marked = isExhausted(state, cardKeyOf(effect)) ? state.cardStates?.zones?.[cardKeyOf(effect)] : undefined;
      const zone = judged?.attacker.kind === 'ship' && judged.attacker.id === actor.id ? judged.attacker.hullZone : null;
      if (!marked || !zone || actor.kind !== 'ship') return `${effect.source} has marked no hull zone (it marks one as it is exhausted).`;
      const fits = condition.relation === 'marked' ? zone === marked : adjacentZones(actor, marked).includes(zone);
      if (!fits) return `It works only when attacking from ${condition.relation === 'marked' ? 'the marked hull zone' : 'a hull zone adjacent to the marked one'}.`;
    }
    if (condition.kind === 'cardReadied' && isExhausted(state, cardKeyOf(effect)) === condition.readied) return `${effect.source} is ${condition.readied ? 'exhausted' : 'readied'}: it works while it is ${condition.readied ? 'readied' : 'exhausted'}.`;
    const fails = whyConditionFails(state, judged, actor, condition);
    if (fails) return fails;
  }
  for (const cost of effect.costs) {
    const unpaid = whyCostCannotBePaid(state, attack, actor, effect, cost);
    if (unpaid) return unpaid;
  }
  return null;
}

/** Another effect of the same card was used this round (the card's key, not this effect's ref). */
function usedThisRound(state: ArmadaState, unit: Unit, effect: UnitCardEffect): boolean {
  const siblings = new Set((unit.cardEffects ?? []).filter((other) => other.ref !== effect.ref && cardKeyOf(other) === cardKeyOf(effect)).map((other) => other.ref));
  return (state.cardStates?.used ?? []).some((use) => use.round === state.round && siblings.has(use.ref));
}

/** Issue 35 · the attack that just ended, while no other attack or activation followed it. */
export function endedAttackNow(state: ArmadaState): Attack | null {
  const ended = state.endedAttack;
  if (!ended || state.attacks.length > 0 || ended.round !== state.round || ended.activation !== activatedUnit(state)) return null;
  return ended.attack;
}

type ActivatedCondition = Extract<ArmadaCondition, { kind: 'activated' }>;
const activatedCondition = (effect: UnitCardEffect): ActivatedCondition | null => effect.conditions.find((condition): condition is ActivatedCondition => condition.kind === 'activated') ?? null;

/** The unit activated now, if it is of this kind. */
export function activatedOfKind(state: ArmadaState, kind: 'ship' | 'squadron'): Unit | null {
  const id = kind === 'ship' ? state.activation.ship?.id : state.activation.squadron?.id;
  return (id ? allUnits(state).find((candidate) => candidate.id === id) : undefined) ?? null;
}

/** Issue 35 · why the activated unit is not the one the card acts in (its own, another friendly one, an enemy's, anyone's); null when it is. */
function whyNotActivated(state: ArmadaState, unit: Unit, whose: ActivatedCondition): string | null {
  const activated = activatedOfKind(state, whose.unit);
  const words = { self: 'its own', otherFriendly: 'another friendly', enemy: 'an enemy', any: 'a' }[whose.who];
  const why = `when ${whose.who === 'self' ? 'it' : `${words} ${whose.unit}`} activates`;
  if (!activated || activated.destroyed) return why;
  if (whose.who === 'self' && activated.id !== unit.id) return why;
  if (whose.who === 'otherFriendly' && (activated.id === unit.id || activated.owner !== unit.owner)) return why;
  if (whose.who === 'enemy' && activated.owner === unit.owner) return why;
  return null;
}

const isFleetHolder = (holder: UnitCardEffect['holder']) => holder === 'attackerFleet' || holder === 'defenderFleet';

/**
 * Outside an attack, the unit an effect acts on: the card's own unit, or, for a fleet-wide card
 * ("a friendly ship", holder attackerFleet / defenderFleet), the friendly unit activated now (the
 * ship, or the squadron at a squadron moment); null when no friendly unit is activated.
 */
export function actingUnit(state: ArmadaState, unit: Unit, effect: UnitCardEffect): Unit | null {
  if (!isFleetHolder(effect.holder)) return unit;
  const when = roundMoments[effect.moment];
  const id = when?.activated === 'squadron' ? state.activation.squadron?.id : when?.activated === 'ship' ? state.activation.ship?.id : undefined;
  if (!id) return null;
  const activated = allUnits(state).find((candidate) => candidate.id === id);
  return activated && activated.owner === unit.owner && isLive(activated) ? activated : null;
}

const questionOf = (effect: UnitCardEffect): string | null => effect.conditions.find((condition): condition is Extract<ArmadaCondition, { kind: 'ask' }> => condition.kind === 'ask')?.question ?? null;

function currentAttackOf(state: ArmadaState): Attack | null {
  return state.attacks[state.attacks.length - 1] ?? null;
}

/**
 * The effects that may be used now: in the attack under way, the attacker's and the defender's at
 * this step; outside an attack, those of the round's moment (the activated unit's, the phase's).
 */
export function effectsInPlay(state: ArmadaState): EffectInPlay[] {
  const attack = currentAttackOf(state);
  const found: EffectInPlay[] = [];
  for (const unit of allUnits(state)) {
    for (const effect of unit.cardEffects ?? []) {
      if (whyEffectUnavailable(state, unit, effect, attack)) continue;
      found.push({ unit, effect, side: attack ? sideOf(attack, unit, state, effect.holder) : null, question: questionOf(effect) });
    }
  }
  return found;
}

/** The attack's effects still to come (at this step or a later one) whose holder and conditions fit; for the odds. */
export function effectsAheadInAttack(state: ArmadaState, attack: Attack): EffectInPlay[] {
  const found: EffectInPlay[] = [];
  const stepIndex = stepOrder.indexOf(attack.step);
  for (const unit of allUnits(state)) {
    for (const effect of unit.cardEffects ?? []) {
      const steps = attackStepsOf[effect.moment];
      if (!steps || !isLive(unit)) continue;
      if (!steps.some((step) => stepOrder.indexOf(step) >= stepIndex)) continue;
      const side = sideOf(attack, unit, state, effect.holder);
      if (!side || whyUsedUp(state, attack, effect)) continue;
      // Pool conditions are judged when their moment comes (the dice may change first).
      const conditionFails = effect.conditions.some((condition) => condition.kind !== 'pool' && whyConditionFails(state, attack, unit, condition) !== null);
      const costFails = effect.costs.some((cost) => cost.kind !== 'spendDie' && cost.kind !== 'spendDieOf' && whyCostCannotBePaid(state, attack, unit, effect, cost) !== null);
      if (conditionFails || costFails) continue;
      found.push({ unit, effect, side, question: questionOf(effect) });
    }
  }
  return found.sort((a, b) => attackMomentOrder.indexOf(a.effect.moment) - attackMomentOrder.indexOf(b.effect.moment));
}

/** Finds a unit's effect by its ref. */
export function findCardEffect(state: ArmadaState, unitId: string, ref: string): { unit: Unit; effect: UnitCardEffect } | null {
  const unit = allUnits(state).find((candidate) => candidate.id === unitId);
  const effect = unit?.cardEffects?.find((candidate) => candidate.ref === ref);
  return unit && effect ? { unit, effect } : null;
}
