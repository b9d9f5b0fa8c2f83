import { engagedWith, keywordOf, type KeywordName } from '../squadrons/squadron-keywords';
import type { ArmadaState, Attack, DieColor } from '../model/state';
import { unitOf } from '../units/units';

// Dice modified by a squadron keyword (RRG 1.5.0 · Squadron Keywords): Adept X, Swarm, Dodge X and
// AI: Battery X / AI: Anti-Squadron X, each within its limit for one attack. The sentence says why not.

const used = (attack: Attack, by: 'Adept' | 'Swarm' | 'Dodge' | 'AI') => attack.keywordUses?.[by] ?? 0;

export function whyKeywordCannotReroll(state: ArmadaState, attack: Attack, by: 'Adept' | 'Swarm' | 'Dodge'): string | null {
  const attacker = unitOf(state, attack.attacker);
  const defender = unitOf(state, attack.defender);
  if (by === 'Adept') {
    const adept = keywordOf(attacker, 'Adept');
    if (!adept) return `${attacker.name} has no Adept keyword.`;
    if (used(attack, 'Adept') >= (adept.value ?? 0)) return `Adept ${adept.value ?? 0}: ${attacker.name} has already rerolled ${used(attack, 'Adept')} dice this attack.`;
    return null;
  }
  if (by === 'Swarm') {
    if (!keywordOf(attacker, 'Swarm')) return `${attacker.name} has no Swarm keyword.`;
    if (defender.kind !== 'squadron' || attacker.kind !== 'squadron') return 'Swarm rerolls only while attacking a squadron.';
    const friends = engagedWith(state, defender).filter((other) => other.id !== attacker.id && other.owner === attacker.owner);
    if (friends.length === 0) return `Swarm: ${defender.name} must be engaged with another friendly squadron (declare the engagement first).`;
    if (used(attack, 'Swarm') >= 1) return 'Swarm rerolls one die per attack: it is already used.';
    return null;
  }
  const dodge = keywordOf(defender, 'Dodge');
  if (!dodge) return `${defender.name} has no Dodge keyword.`;
  if (attacker.kind !== 'squadron') return 'Dodge works only while defending against a squadron.';
  if (used(attack, 'Dodge') >= (dodge.value ?? 0)) return `Dodge ${dodge.value ?? 0}: ${defender.name} has already chosen ${used(attack, 'Dodge')} dice this attack.`;
  return null;
}

/** AI: the squadron was activated by a squadron command; the die's colour is already in the pool; at most X. */
export function whyKeywordCannotAddDie(state: ArmadaState, attack: Attack, color: DieColor): string | null {
  const attacker = unitOf(state, attack.attacker);
  const name: KeywordName = attack.defender.kind === 'ship' ? 'AI: Battery' : 'AI: Anti-Squadron';
  const ai = keywordOf(attacker, name);
  if (!ai) return `${attacker.name} has no ${name} keyword for this attack.`;
  // a card may have this turn's squadrons count as activated by a squadron command (Hyperwave Signal Boost).
  const asByCommand = state.activation.squadron?.byCommand || (state.phase === 'squadron' && state.turn?.asByCommand !== undefined);
  if (!asByCommand || state.activation.squadron?.id !== attacker.id) return `${name}: only when ${attacker.name} was activated by a squadron command.`;
  if (!attack.pool.some((die) => die.color === color)) return `${name}: add dice of a colour already in the pool, and no ${color} die is.`;
  if (used(attack, 'AI') >= (ai.value ?? 0)) return `${name} ${ai.value ?? 0}: ${attacker.name} has already added ${used(attack, 'AI')} dice this attack.`;
  return null;
}
