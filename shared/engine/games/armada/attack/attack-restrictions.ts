import { keepsRules2 } from '../model/rules-level';
import { commandInUse, commandNames } from '../commands/command-dials';
import type { ArmadaState, Attack, AttackRange, AttackStep, DefenseToken, PlayerId, Unit } from '../model/state';
import { unitOf } from '../units/units';
import { restrictionsOfCard, type CardHolder, type ReminderMoment, type RestrictionFact } from './card-restriction-facts';

// The one rule for what cards do to attacks and spends (RRG 1.5.0 · Attack: an attack is any attack a
// unit performs — standard, counter, salvo or ignition; RRG · Defense Tokens: a restriction on
// spending holds for every spend). It reads the facts of card-restriction-facts.ts from the faceup
// damage cards and, in games set up with `rules: 2`, from the fitted upgrades; every declaration, the
// salvo the engine declares itself, every spend and the damage total ask here.

export interface AttackForbidden {
  code: string;
  message: string;
}

interface HeldFact<F extends RestrictionFact = RestrictionFact> {
  card: string;
  unit: Unit;
  fact: F;
}

/** The cards whose facts a unit holds: faceup damage cards always; upgrades only in `rules: 2` games (older logs replay as played). */
function cardNamesOn(state: ArmadaState, unit: Unit): { name: string; source: 'damage' | 'upgrade' }[] {
  if (unit.kind !== 'ship') return [];
  const damage = unit.damageCards.filter((card) => card.faceup).map((card) => ({ name: card.name, source: 'damage' as const }));
  const upgrades = keepsRules2(state) ? (unit.upgrades ?? []).map((fitted) => ({ name: fitted.name, source: 'upgrade' as const })) : [];
  return [...damage, ...upgrades];
}

function factsOn(state: ArmadaState, unit: Unit, holder: CardHolder): HeldFact[] {
  return cardNamesOn(state, unit).flatMap(({ name, source }) => {
    const known = restrictionsOfCard(name);
    if (!known || known.source !== source) return [];
    return known.facts.filter((fact) => fact.holder === holder).map((fact) => ({ card: name, unit, fact }));
  });
}

/** A commander's facts reach the whole fleet while its ship is in play. */
function fleetFacts(state: ArmadaState, owner: PlayerId, holder: CardHolder): HeldFact[] {
  return state.ships.filter((ship) => ship.owner === owner && !ship.destroyed).flatMap((ship) => factsOn(state, ship, holder));
}

function attackFacts(state: ArmadaState, attacker: Unit, defender: Unit): HeldFact[] {
  return [
    ...factsOn(state, attacker, 'attacker'),
    ...factsOn(state, defender, 'defender'),
    ...fleetFacts(state, defender.owner, 'defenderFleet'),
    ...fleetFacts(state, attacker.owner, 'attackerFleet'),
  ];
}

function ofRule<R extends RestrictionFact['rule']>(held: HeldFact[], rule: R): HeldFact<Extract<RestrictionFact, { rule: R }>>[] {
  return held.filter((entry): entry is HeldFact<Extract<RestrictionFact, { rule: R }>> => entry.fact.rule === rule);
}

const codeOf = (card: string) => card.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

/** Coolant Discharge: after one attack on a ship this round, the attacker targets no more ships (null: it may). */
export function whyNoShipTarget(state: ArmadaState, attacker: Unit): string | null {
  const [limit] = ofRule(factsOn(state, attacker, 'attacker'), 'oneShipTargetPerRound');
  if (!limit) return null;
  const already = (state.attackLog ?? []).some((record) => record.round === state.round && record.attacker === attacker.id && record.defenderKind === 'ship');
  return already ? `${limit.card}: ${attacker.name} has already attacked a ship this round; only one of its attacks each round can target a ship.` : null;
}

/**
 * Whether a card settles obstruction for this attack, so the table need not say: an attacker whose
 * attacks cannot be obstructed (Jaina's Light; “cannot” wins), or a fast defender that counts as
 * obstructed against ships (Admiral Montferrat, General Cracken). Null: the table says.
 */
export function obstructionByCards(state: ArmadaState, attacker: Unit, defender: Unit): { obstructed: boolean; card: string } | null {
  const held = attackFacts(state, attacker, defender);
  const never = ofRule(held, 'neverObstructed')[0];
  if (never) return { obstructed: false, card: never.card };
  if (attacker.kind !== 'ship' || defender.kind !== 'ship') return null;
  const fast = ofRule(held, 'obstructedAtSpeed').find(({ fact }) => defender.speed >= fact.speed && (fact.sizes === null || fact.sizes.includes(defender.size)));
  return fast ? { obstructed: true, card: fast.card } : null;
}

/**
 * Every card that forbids this attack by `attacker` on `defender` at `range` (`obstructed`: what the
 * table said, undefined when not said): a range it cannot attack at, a second ship target in a round,
 * an obstructed target, a second attack in a round. Null when its cards allow it.
 */
export function whyCardsForbidAttack(state: ArmadaState, attacker: Unit, defender: Unit, range: AttackRange, obstructed: boolean | undefined): AttackForbidden | null {
  const held = attackFacts(state, attacker, defender);
  const banned = ofRule(held, 'noAttackAtRange').find(({ fact }) => fact.range === range);
  if (banned) return { code: codeOf(banned.card), message: `${banned.card}: ${attacker.name} cannot attack at ${range} range.` };
  const once = ofRule(held, 'oneAttackPerRound')[0];
  if (once && (state.attackLog ?? []).some((record) => record.round === state.round && record.attacker === attacker.id)) {
    return { code: codeOf(once.card), message: `${once.card}: ${attacker.name} has already attacked this round and attacks at most once a round.` };
  }
  if (defender.kind === 'ship') {
    const coolant = whyNoShipTarget(state, attacker);
    if (coolant) return { code: codeOf(ofRule(held, 'oneShipTargetPerRound')[0]?.card ?? 'one_ship_target'), message: coolant };
  }
  const clear = ofRule(held, 'noObstructedTarget')[0];
  if (clear) {
    const settled = obstructionByCards(state, attacker, defender);
    const said = settled?.obstructed ?? obstructed;
    if (said === undefined) return { code: 'say_if_obstructed', message: `${clear.card}: say whether ${attacker.name}’s attack on ${defender.name} is obstructed.` };
    if (said) {
      const why = settled ? ` (${settled.card}: the attack counts as obstructed)` : '';
      return { code: codeOf(clear.card), message: `${clear.card}: ${attacker.name} cannot choose a target its attack would be obstructed against${why}.` };
    }
  }
  return null;
}

/** Whether the attacker must say if its attack is obstructed (a card forbids obstructed targets and no card settles it). */
export function mustSayObstruction(state: ArmadaState, attacker: Unit, defender: Unit): boolean {
  return ofRule(factsOn(state, attacker, 'attacker'), 'noObstructedTarget').length > 0 && obstructionByCards(state, attacker, defender) === null;
}

/** Damaged Munitions against a ship, Point-Defense Failure against a squadron: one die is removed before the roll (the card's name). */
export function dieToRemoveBeforeRoll(state: ArmadaState, attacker: Unit, defender: { kind: 'ship' | 'squadron' }): string | null {
  return ofRule(factsOn(state, attacker, 'attacker'), 'removeDieBeforeRoll').find(({ fact }) => fact.against === defender.kind)?.card ?? null;
}

/** Targeter Disruption on the attacker, Commander Gherant on the defender: no critical effect this attack. */
export function whyNoCriticalEffect(state: ArmadaState, attack: Attack): string | null {
  const attacker = unitOf(state, attack.attacker);
  const defender = unitOf(state, attack.defender);
  const held = ofRule([...factsOn(state, attacker, 'attacker'), ...factsOn(state, defender, 'defender')], 'noCriticalEffect')[0];
  if (!held) return null;
  return held.unit === attacker ? `${held.card}: the attacker cannot resolve critical effects.` : `${held.card}: while ${defender.name} defends, the attacker cannot resolve critical effects.`;
}

/** Heavy Turbolaser Turrets: brace takes at most this much off the total unless it was the defender's only token spent. */
export function braceLimit(state: ArmadaState, attack: Attack): { card: string; amount: number } | null {
  if (attack.spentTokens.length <= 1) return null;
  const limit = ofRule(factsOn(state, unitOf(state, attack.attacker), 'attacker'), 'braceReducesAtMost')[0];
  return limit ? { card: limit.card, amount: limit.fact.amount } : null;
}

/** A unit's own cards that stop it spending a token at all (Faulty Countermeasures on an exhausted one), for its effect or as a cost. */
export function whyCardsStopSpending(state: ArmadaState, unit: Unit, token: DefenseToken): string | null {
  const held = ofRule(factsOn(state, unit, 'unit'), 'noExhaustedTokenSpend')[0];
  if (held && token.state === 'exhausted') return `${held.card}: ${unit.name} cannot spend exhausted defense tokens.`;
  return null;
}

/**
 * The attack's cards that limit the defender's spends during it: no redirect from a zone without
 * shields (Capacitor Failure), at most N tokens against an attacker that says so (Mon Karren, when its
 * ship resolves Concentrate Fire). Null when they allow this spend.
 */
export function whyCardsLimitSpend(state: ArmadaState, attack: Attack, defender: Unit, token: DefenseToken): string | null {
  const attacker = unitOf(state, attack.attacker);
  const held = attackFacts(state, attacker, defender);
  const capacitor = ofRule(held, 'noRedirectWithoutShields')[0];
  if (capacitor && token.type === 'redirect' && defender.kind === 'ship' && attack.defender.kind === 'ship') {
    const defendingZone = attack.defender.hullZone;
    if ((defender.hullZones.find((zone) => zone.zone === defendingZone)?.shields ?? 0) === 0) {
      return `${capacitor.card}: the defending hull zone has no shields left, so it cannot redirect.`;
    }
  }
  if (attack.defender.kind === 'ship' && attacker.kind === 'ship') {
    for (const { card, fact } of ofRule(held, 'defenderSpendsAtMost')) {
      if (fact.command && !commandInUse(state, attacker, fact.command)) continue;
      if (attack.spentTokens.length >= fact.count) {
        const when = fact.command ? ` with ${commandNames[fact.command]} resolved` : '';
        return `${card}: attacking a ship${when}, ${attacker.name} lets the defender spend at most ${fact.count} defense token${fact.count === 1 ? '' : 's'} this attack.`;
      }
    }
  }
  return null;
}

export interface CardReminder {
  card: string;
  /** The unit holding the card. */
  unit: string;
  at: ReminderMoment;
  note: string;
}

const momentsOfStep: Record<AttackStep, ReminderMoment[]> = {
  rollAttackDice: ['declare'],
  resolveAttackEffects: ['modify', 'spend'],
  spendDefenseTokens: ['spend'],
  resolveDamage: ['damage'],
  declareAdditionalSquadronTarget: ['additionalTarget'],
};

/** What the table decides in this attack (a distance, a choice, an exhausted card): each card's reminder at its step. */
export function cardReminders(state: ArmadaState, attack: Attack): CardReminder[] {
  const attacker = unitOf(state, attack.attacker);
  const defender = unitOf(state, attack.defender);
  const now = momentsOfStep[attack.step];
  const seen = new Set<string>();
  return ofRule(attackFacts(state, attacker, defender), 'reminder')
    .filter(({ fact }) => now.includes(fact.at) && (fact.attackerKind === null || fact.attackerKind === attacker.kind))
    .filter(({ card, unit }) => !seen.has(`${card}/${unit.id}`) && Boolean(seen.add(`${card}/${unit.id}`)))
    .map(({ card, unit, fact }) => ({ card, unit: unit.id, at: fact.at, note: fact.note }));
}
