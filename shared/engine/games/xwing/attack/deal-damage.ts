import { ok, type Result } from '../../../core/result';
import type { CommandOf } from '../model/commands';
import { namedOrDrawn, planDamage, sufferDamage, type DamagePlan } from '../damage/damage';
import type { XwingEvent } from '../model/events';
import type { Attack, XwingState } from '../model/state';
import { refOf, shipById } from '../ships/ships';
import { attackAtStep } from './current-attack';
import { afterAttackPrompts } from '../abilities/prompts';
import { gainTokens } from '../tokens/token-commands';
import { tokenOutcomeOf } from './ion';

/** What Deal Damage will do with the results left after Neutralize Results. */
export function attackDamagePlan(state: XwingState, attack: Attack): DamagePlan | null {
  if (!attack.neutralized) return null;
  const { hits, crits } = attack.neutralized.remaining;
  const defender = shipById(state, attack.defender);
  return tokenOutcomeOf(state, attack, defender, hits, crits)?.plan ?? planDamage(defender, hits, crits);
}

/** Deal Damage: the defender suffers the hits, then the crits; then the attack ends. */
export function dealDamage(draft: XwingState, command: CommandOf<'dealDamage'>): Result<XwingEvent[]> {
  const found = attackAtStep(draft, ['dealDamage'], 'deal damage');
  if (!found.ok) return found;
  const attack = found.value;
  const remaining = attack.neutralized?.remaining ?? { hits: 0, crits: 0 };
  const defender = shipById(draft, attack.defender);
  // RRG · Ion: an ion weapon deals 1 hit damage; the other results become ion tokens, never damage (a card may turn only the crits: h-weapons).
  const ion = tokenOutcomeOf(draft, attack, defender, remaining.hits, remaining.crits);
  const damage = ion ? { hits: ion.hits, crits: ion.crits } : remaining;
  const names = namedOrDrawn(command, ion ? ion.plan : planDamage(defender, remaining.hits, remaining.crits));
  if (!names.ok) return names;
  const events: XwingEvent[] = [];
  if (ion) events.push({ type: 'ionResults', ship: refOf(defender), weapon: attack.weapon?.name ?? (ion.critsOnly ? 'The attack' : 'Ion weapon'), damage: ion.hits + ion.crits, ionTokens: ion.ionTokens, ...(attack.ion?.token ? { token: attack.ion.token } : {}), ...(ion.critsOnly ? { critsOnly: true as const } : {}) });
  events.push({ type: 'damageSuffered', ship: refOf(defender), hits: damage.hits, crits: damage.crits });
  const suffered = sufferDamage(draft, defender, damage.hits, damage.crits, names.value, events);
  if (!suffered.ok) return suffered;
  const then = { kind: 'endAttack' as const, ionTokens: ion?.ionTokens ?? 0, token: ion?.token ?? ('ion' as const) };
  // RRG · Damage: a card acts before the damage is done (the damage window): the attack ends once it is.
  if (draft.damageWindow) {
    draft.damageWindow.then = then;
    return ok(events);
  }
  const ended = endDealDamage(draft, then, events);
  return ended.ok ? ok(events) : ended;
}

/** The end of Deal Damage, once the damage is done: the ion tokens an ion weapon gives, then the attack ends and its "after" abilities are asked. */
export function endDealDamage(draft: XwingState, then: { ionTokens: number; token: 'ion' | 'jam' | 'tractor' }, events: XwingEvent[]): Result<true> {
  const attack = draft.attack;
  if (!attack) return ok(true);
  const defender = shipById(draft, attack.defender);
  if (then.ionTokens > 0 && !defender.destroyed) {
    const gained = gainTokens(draft, defender, { token: then.token }, then.ionTokens, false, events);
    if (!gained.ok) return gained;
  }
  draft.attack = null;
  const attacker = shipById(draft, attack.attacker);
  events.push({ type: 'attackEnded', attacker: refOf(attacker), defender: refOf(defender) });
  afterAttackPrompts(draft, attacker, defender, events, { arc: attack.arc, hit: true, attack });
  return ok(true);
}
