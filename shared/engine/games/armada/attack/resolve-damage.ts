import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/command-schema';
import { dealOneDamageCard } from '../damage/damage-cards';
import type { ArmadaEvent } from '../model/events';
import { hullZoneNames, hullZoneOf } from '../units/hull-zones';
import type { ArmadaState, Attack, HullZone, Ship } from '../model/state';
import { refOf, unitOf } from '../units/units';
import { attackAtStep } from './current-attack';
import { criticalOptions, previewDamage, totalDamage, zoneDamageByCard } from './damage-total';
import { afterResolveDamage } from './end-of-attack';

type Critical = { kind: 'standard' | 'none' | 'card'; card: string | null };

function chooseCritical(draft: ArmadaState, attack: Attack, requested: CommandOf<'resolveDamage'>['critical']): Result<Critical> {
  const allowed = criticalOptions(draft, attack);
  // A card's critical effect already resolved (use-card-effect.ts) is the attack's one critical effect.
  const byCard = attack.criticalByCard;
  if (byCard) {
    if (requested === undefined || (typeof requested === 'object' && requested.card === byCard)) return ok({ kind: 'card', card: byCard });
    // Fire-Control Team: the standard critical effect as the second one.
    if (requested === 'standard' && attack.extraCritical && !attack.secondCriticalByCard && allowed.standard === null) return ok({ kind: 'standard', card: null });
    return refuse('critical_resolved', `${byCard} already resolved this attack’s critical effect: resolve damage with it.`);
  }
  if (requested === undefined) return ok({ kind: allowed.standard === null ? 'standard' : 'none', card: null });
  if (requested === 'none') return ok({ kind: 'none', card: null });
  if (requested === 'standard') return allowed.standard === null ? ok({ kind: 'standard', card: null }) : refuse('critical_unavailable', allowed.standard);
  return allowed.card === null ? ok({ kind: 'card', card: requested.card }) : refuse('critical_unavailable', allowed.card);
}

function loseShields(ship: Ship, zone: HullZone, amount: number, events: ArmadaEvent[]): void {
  if (amount <= 0) return;
  zone.shields -= amount;
  events.push({ type: 'shieldsLost', ship: refOf(ship), zone: zone.zone, amount, remaining: zone.shields });
}

/** The damage this attack made the defender suffer, kept for the game summary (the attack's record, or a salvo's own). */
function recordDamage(draft: ArmadaState, attack: Attack, events: readonly ArmadaEvent[]): void {
  // shields other zones lost to a card before this step (Advanced Projectors) were damage of this attack too.
  let damage = zoneDamageByCard(attack);
  for (const event of events) {
    if (event.type === 'shieldsLost' || event.type === 'squadronDamaged') damage += event.amount;
    if (event.type === 'damageCardDealt') damage += 1;
  }
  const log = (draft.attackLog ??= []);
  const record = log.findLast((candidate) => candidate.round === draft.round && candidate.attacker === attack.attacker.id && candidate.defender === attack.defender.id);
  if (record && attack.kind !== 'salvo') {
    record.damage += damage;
    // Dice added by effects count too (the record was made with the gathered dice).
    record.dice = Math.max(record.dice, attack.pool.length);
  }
  else log.push({ round: draft.round, kind: attack.kind, attacker: attack.attacker.id, defender: attack.defender.id, defenderKind: attack.defender.kind, dice: attack.pool.length, damage });
}

/** 004 step 5: one critical effect, the total (000 brace), then shields (000 redirect first) and damage cards. */
export function resolveDamage(draft: ArmadaState, command: CommandOf<'resolveDamage'>): Result<ArmadaEvent[]> {
  const found = attackAtStep(draft, ['resolveAttackEffects', 'spendDefenseTokens', 'resolveDamage'], 'resolve damage');
  if (!found.ok) return found;
  const attack = found.value;
  const critical = chooseCritical(draft, attack, command.critical);
  if (!critical.ok) return critical;
  const total = totalDamage(draft, attack);
  attack.damageTotal = total.total;
  const events: ArmadaEvent[] = [];
  if (total.braced) events.push({ type: 'braceApplied', before: total.amount, after: total.total });
  events.push({ type: 'damageTotaled', hits: total.hits, crits: total.crits, total: total.total, critical: critical.value.kind, criticalCard: critical.value.card });

  const defender = unitOf(draft, attack.defender);
  if (defender.kind === 'squadron') {
    if (command.redirect !== undefined) return refuse('redirect_needs_ship', 'A squadron has no hull zones to redirect damage to.');
    if (command.damageCards !== undefined || command.drawForMe !== undefined) return refuse('no_damage_cards', 'Squadrons are not dealt damage cards: their damage is counted on the hull.');
    const preview = previewDamage(draft, attack);
    if (preview.squadronDamage > 0) {
      defender.damage += preview.squadronDamage;
      events.push({ type: 'squadronDamaged', squadron: refOf(defender), amount: preview.squadronDamage, damage: defender.damage, hull: defender.hull });
    }
    if (defender.damage >= defender.hull && !defender.destroyed) {
      defender.destroyed = true;
      events.push({ type: 'unitDestroyed', unit: refOf(defender) });
    }
  } else if (attack.defender.kind === 'ship') {
    const preview = previewDamage(draft, attack, command.redirect, critical.value.kind);
    if (command.redirect !== undefined) {
      if (!attack.redirectZone) return refuse('no_redirect', 'No redirect was spent during this attack: there is no zone to redirect damage to.');
      if (command.redirect > preview.redirectMax) {
        return refuse('redirect_too_much', `At most ${preview.redirectMax} damage can be redirected to the ${hullZoneNames[attack.redirectZone]} zone (its remaining shields, up to the total).`);
      }
    }
    const named = command.damageCards;
    if (named !== undefined && command.drawForMe !== undefined) return refuse('card_or_draw', 'Name the damage cards drawn, or ask the app to draw them (drawForMe), not both.');
    if (preview.damageCards > 0 && named === undefined && command.drawForMe === undefined) {
      return refuse('damage_cards_needed', `Deal ${preview.damageCards} damage card${preview.damageCards === 1 ? '' : 's'}: name the cards drawn, or ask the app to draw them (drawForMe).`);
    }
    if (named !== undefined && named.length !== preview.damageCards) {
      return refuse('wrong_damage_card_count', `This attack deals ${preview.damageCards} damage card${preview.damageCards === 1 ? '' : 's'}, not ${named.length}.`);
    }
    const redirectZone = attack.redirectZone ? hullZoneOf(defender, attack.redirectZone) : undefined;
    if (redirectZone) loseShields(defender, redirectZone, preview.redirected, events);
    const defendingZone = hullZoneOf(defender, attack.defender.hullZone);
    if (defendingZone) loseShields(defender, defendingZone, preview.defendingShieldsLost, events);
    for (let n = 0; n < preview.damageCards && !defender.destroyed; n++) {
      // The standard critical effect turns the first card dealt by this attack faceup.
      const faceup = (n === 0 && preview.firstCardFaceup) || n < (attack.faceupCardsByCard ?? 0);
      const dealt = dealOneDamageCard(draft, defender, faceup, named?.[n] ?? null, events);
      if (!dealt.ok) return dealt;
    }
  }
  recordDamage(draft, attack, events);
  return ok([...events, ...afterResolveDamage(draft)]);
}
