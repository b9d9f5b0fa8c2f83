import { ok, type Result } from '../../../core/result';
import type { CommandOf } from '../model/commands';
import { namedOrDrawn, planDamage, sufferDamage, type DamagePlan } from '../damage/damage';
import type { XwingEvent } from '../model/events';
import type { Attack, XwingState } from '../model/state';
import { refOf, shipById } from '../ships/ships';
import { attackAtStep } from './current-attack';
import { afterAttackPrompts } from '../abilities/prompts';

/** What Deal Damage will do with the results left after Neutralize Results. */
export function attackDamagePlan(state: XwingState, attack: Attack): DamagePlan | null {
  if (!attack.neutralized) return null;
  const { hits, crits } = attack.neutralized.remaining;
  return planDamage(shipById(state, attack.defender), hits, crits);
}

/** Deal Damage: the defender suffers the hits, then the crits; then the attack ends. */
export function dealDamage(draft: XwingState, command: CommandOf<'dealDamage'>): Result<XwingEvent[]> {
  const found = attackAtStep(draft, ['dealDamage'], 'deal damage');
  if (!found.ok) return found;
  const attack = found.value;
  const remaining = attack.neutralized?.remaining ?? { hits: 0, crits: 0 };
  const defender = shipById(draft, attack.defender);
  const names = namedOrDrawn(command, planDamage(defender, remaining.hits, remaining.crits));
  if (!names.ok) return names;
  const events: XwingEvent[] = [{ type: 'damageSuffered', ship: refOf(defender), hits: remaining.hits, crits: remaining.crits }];
  const suffered = sufferDamage(draft, defender, remaining.hits, remaining.crits, names.value, events);
  if (!suffered.ok) return suffered;
  draft.attack = null;
  const attacker = shipById(draft, attack.attacker);
  events.push({ type: 'attackEnded', attacker: refOf(attacker), defender: refOf(defender) });
  afterAttackPrompts(draft, attacker, defender, events, { arc: attack.arc, hit: true });
  return ok(events);
}
