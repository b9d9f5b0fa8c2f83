import { shipAttackRanges } from './attack-range';
import { currentAttack } from './attack/current-attack';
import { criticalOptions, previewDamage, type DamagePreview } from './attack/damage-total';
import { whyDefenseTokenCannotBeSpent, whyDefenseTokenHasNoEffect } from './attack/defense-token-restrictions';
import { additionalSquadronTargets } from './attack/end-of-attack';
import { evadeAllowance, type EvadeAllowance } from './attack/evade';
import type { ArmadaCommandType } from './commands';
import { damageDeckList } from './damage-deck';
import { adjacentZones } from './hull-zones';
import { whyPhaseCannotEnd } from './phases';
import type {
  ArmadaState,
  Attack,
  AttackKind,
  AttackParty,
  AttackRange,
  AttackStep,
  DamageTrait,
  DefenseTokenType,
  DiceCounts,
  HullZoneId,
  Phase,
} from './state';
import type { TokenState } from '../../core/token-state';
import { unitOf } from './units';

export interface DefenseTokenOption {
  token: string;
  type: DefenseTokenType;
  state: TokenState;
  /** Null when the token may be spent now; otherwise why not. */
  unavailable: string | null;
  /** It may be spent, but its normal effect cannot happen in this attack: why (000 FAQ: spending it anyway is allowed). */
  noEffect: string | null;
  /** Redirect: the adjacent zones it may choose. */
  zones: HullZoneId[];
  evade: EvadeAllowance | null;
}

export interface AttackOptions {
  kind: AttackKind;
  step: AttackStep;
  attacker: AttackParty;
  defender: AttackParty;
  range: AttackRange;
  diceToRoll: DiceCounts;
  canAddDice: boolean;
  /** Dice showing an unspent accuracy, and the defender's tokens an accuracy may still choose. */
  accuracyDice: number[];
  accuracyTokens: string[];
  defenseTokens: DefenseTokenOption[];
  critical: { standard: string | null; card: string | null };
  damage: DamagePreview | null;
  /** The damage for each redirect amount the player may choose, from none to the most the zone takes. */
  damageByRedirect: DamagePreview[];
  additionalSquadronTargets: string[];
}

export interface AttackerOption {
  unit: string;
  kind: 'ship' | 'squadron';
  hullZones: HullZoneId[];
  ranges: AttackRange[];
}

export interface TargetOption {
  unit: string;
  kind: 'ship' | 'squadron';
  hullZones: HullZoneId[];
}

/** What may happen next, so a screen shows buttons rather than guesses. */
export interface ArmadaOptions {
  round: number;
  phase: Phase;
  /** Every command type that may be accepted now (their own checks still apply). */
  commands: ArmadaCommandType[];
  phaseBlockedBy: string | null;
  activatableShips: string[];
  activatableSquadrons: string[];
  activeShip: string | null;
  activeSquadron: string | null;
  attackers: AttackerOption[];
  targets: TargetOption[];
  attack: AttackOptions | null;
  damageDeckSize: number;
  /** Every kind of damage card, with the copies not yet dealt (the names a player may record). */
  damageCards: DamageCardOption[];
}

const alwaysAvailable: readonly ArmadaCommandType[] = ['setSpeed', 'dealDamageCard', 'flipDamageCard', 'repairDamageCard', 'recoverShields', 'loseShields', 'spendDefenseTokenAsCost'];

function attackCommands(step: AttackStep, attack: Attack): ArmadaCommandType[] {
  switch (step) {
    case 'rollAttackDice':
      return ['rollAttackDice'];
    case 'resolveAttackEffects':
      return [...(attack.kind === 'salvo' ? [] : ['addAttackDie' as const]), 'rerollAttackDie', 'setAttackDieFace', 'removeAttackDie', 'spendAccuracy', 'endAttackEffects', 'spendDefenseToken', 'resolveDamage'];
    case 'spendDefenseTokens':
      return ['spendDefenseToken', 'resolveDamage'];
    case 'resolveDamage':
      return ['resolveDamage'];
    case 'declareAdditionalSquadronTarget':
      return ['declareAdditionalSquadronTarget', 'endAttack'];
  }
}

function attackOptions(state: ArmadaState, attack: Attack): AttackOptions {
  const defender = unitOf(state, attack.defender);
  const defenseTokens = defender.defenseTokens.map((token): DefenseTokenOption => ({
    token: token.id,
    type: token.type,
    state: token.state,
    unavailable: whyDefenseTokenCannotBeSpent(attack, defender, token, false),
    noEffect: whyDefenseTokenHasNoEffect(attack, defender, token),
    zones: token.type === 'redirect' && defender.kind === 'ship' && attack.defender.kind === 'ship' ? adjacentZones(defender, attack.defender.hullZone) : [],
    evade: token.type === 'evade' ? evadeAllowance(state, attack, defender) : null,
  }));
  const canModify = attack.step === 'resolveAttackEffects';
  const damageKnown = attack.step !== 'rollAttackDice' && attack.step !== 'declareAdditionalSquadronTarget';
  return {
    kind: attack.kind,
    step: attack.step,
    attacker: attack.attacker,
    defender: attack.defender,
    range: attack.range,
    diceToRoll: attack.step === 'rollAttackDice' ? attack.gathered : { red: 0, blue: 0, black: 0 },
    canAddDice: canModify && attack.kind !== 'salvo',
    accuracyDice: canModify ? attack.pool.flatMap((die, index) => (die.face === 'accuracy' && !die.accuracySpent ? [index] : [])) : [],
    accuracyTokens: canModify
      ? defender.defenseTokens.filter((token) => token.state !== 'discarded' && !attack.tokensChosenByAccuracy.includes(token.id)).map((token) => token.id)
      : [],
    defenseTokens,
    critical: criticalOptions(state, attack),
    damage: damageKnown ? previewDamage(state, attack) : null,
    damageByRedirect: damageKnown ? redirectPreviews(state, attack) : [],
    additionalSquadronTargets: attack.step === 'declareAdditionalSquadronTarget' ? additionalSquadronTargets(state, attack) : [],
  };
}

function redirectPreviews(state: ArmadaState, attack: Attack): DamagePreview[] {
  const most = previewDamage(state, attack).redirectMax;
  return Array.from({ length: most + 1 }, (_, redirect) => previewDamage(state, attack, redirect));
}

/** A damage card the player may name as drawn: how many copies are still in the deck. */
export interface DamageCardOption {
  name: string;
  trait: DamageTrait;
  summary: string;
  inDeck: number;
}

function damageCardOptions(state: ArmadaState): DamageCardOption[] {
  // Cards are drawn from the draw pile; only when it is empty is the discard pile shuffled into it.
  const { drawPile, discardPile } = state.damageDeck;
  const pile = drawPile.length > 0 ? drawPile : discardPile;
  return damageDeckList.map((kind) => ({ name: kind.name, trait: kind.trait, summary: kind.summary, inDeck: pile.filter((name) => name === kind.name).length }));
}

function attackerOptions(state: ArmadaState): AttackerOption[] {
  const out: AttackerOption[] = [];
  const squadronActivation = state.activation.squadron;
  if (squadronActivation && !squadronActivation.attacked) {
    out.push({ unit: squadronActivation.id, kind: 'squadron', hullZones: [], ranges: ['distance-1'] });
  } else if (!squadronActivation && state.activation.ship) {
    const { id, attackedZones } = state.activation.ship;
    const ship = state.ships.find((candidate) => candidate.id === id);
    if (ship && !ship.destroyed && attackedZones.length < 2) {
      const hullZones = ship.hullZones.map((zone) => zone.zone).filter((zone) => !attackedZones.includes(zone));
      out.push({ unit: id, kind: 'ship', hullZones, ranges: [...shipAttackRanges] });
    }
  }
  return out;
}

function targetOptions(state: ArmadaState, attackers: AttackerOption[]): TargetOption[] {
  const first = attackers[0];
  if (!first) return [];
  const owner = first.kind === 'ship' ? state.ships.find((ship) => ship.id === first.unit)?.owner : state.squadrons.find((squadron) => squadron.id === first.unit)?.owner;
  return [
    ...state.ships.filter((ship) => ship.owner !== owner && !ship.destroyed).map((ship): TargetOption => ({ unit: ship.id, kind: 'ship', hullZones: ship.hullZones.map((zone) => zone.zone) })),
    ...state.squadrons.filter((squadron) => squadron.owner !== owner && !squadron.destroyed).map((squadron): TargetOption => ({ unit: squadron.id, kind: 'squadron', hullZones: [] })),
  ];
}

export function armadaOptions(state: ArmadaState): ArmadaOptions {
  const attack = currentAttack(state);
  const phaseBlockedBy = whyPhaseCannotEnd(state);
  const attackers = attack ? [] : attackerOptions(state);
  const activatableShips =
    state.phase === 'ship' && !state.activation.ship ? state.ships.filter((ship) => !ship.activated && !ship.destroyed).map((ship) => ship.id) : [];
  const shipOwner = state.ships.find((ship) => ship.id === state.activation.ship?.id)?.owner;
  const squadronsMayActivate = !attack && !state.activation.squadron && (state.phase === 'squadron' || (state.phase === 'ship' && shipOwner !== undefined));
  const activatableSquadrons = squadronsMayActivate
    ? state.squadrons.filter((squadron) => !squadron.activated && !squadron.destroyed && (shipOwner === undefined || squadron.owner === shipOwner)).map((squadron) => squadron.id)
    : [];
  const commands: ArmadaCommandType[] = [...alwaysAvailable];
  if (!phaseBlockedBy) commands.push('nextPhase');
  if (activatableShips.length > 0) commands.push('activateShip');
  if (activatableSquadrons.length > 0) commands.push('activateSquadron');
  if (!attack && (state.activation.ship || state.activation.squadron)) commands.push('endActivation');
  if (attackers.length > 0 && targetOptions(state, attackers).length > 0) commands.push('declareTarget');
  if (attack) commands.push(...attackCommands(attack.step, attack));
  return {
    round: state.round,
    phase: state.phase,
    commands,
    phaseBlockedBy,
    activatableShips,
    activatableSquadrons,
    activeShip: state.activation.ship?.id ?? null,
    activeSquadron: state.activation.squadron?.id ?? null,
    attackers,
    targets: targetOptions(state, attackers),
    attack: attack ? attackOptions(state, attack) : null,
    damageDeckSize: state.damageDeck.drawPile.length + state.damageDeck.discardPile.length,
    damageCards: damageCardOptions(state),
  };
}
