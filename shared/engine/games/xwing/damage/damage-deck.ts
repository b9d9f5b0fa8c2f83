import type { DamageCardKind as CoreDamageCardKind } from '../../../core/damage-cards';
import type { DamageTrait } from '../model/state';

/** A kind of card in this game's damage deck. */
export type DamageCardKind = CoreDamageCardKind<DamageTrait>;

/** The 33-card core damage deck: names, counts and traits are facts of the game. */
export const damageDeckList: readonly DamageCardKind[] = [
  { name: 'Panicked Pilot', count: 2, trait: 'Pilot', summary: 'Two stress at once, then it turns facedown.' },
  { name: 'Blinded Pilot', count: 2, trait: 'Pilot', summary: 'Attacking, only Force may change its dice. Action: repair.' },
  { name: 'Wounded Pilot', count: 2, trait: 'Pilot', summary: 'After each action, a die may stress it. Action: repair.' },
  { name: 'Stunned Pilot', count: 2, trait: 'Pilot', summary: 'Flying through or onto an obstacle costs 1 damage.' },
  { name: 'Console Fire', count: 2, trait: 'Ship', summary: 'Before engaging, a die may cost 1 damage. Action: repair.' },
  { name: 'Damaged Engine', count: 2, trait: 'Ship', summary: 'Its turns are one difficulty harder.' },
  { name: 'Weapons Failure', count: 2, trait: 'Ship', summary: 'Attacks with one die fewer. Action: repair.' },
  { name: 'Hull Breach', count: 2, trait: 'Ship', summary: 'Hit damage arrives as crit damage. Action: repair.' },
  { name: 'Structural Damage', count: 2, trait: 'Ship', summary: 'Defends with one die fewer.' },
  { name: 'Damaged Sensor Array', count: 2, trait: 'Ship', summary: 'Only focus and damage-card actions. Action: repair.' },
  { name: 'Loose Stabilizer', count: 2, trait: 'Ship', summary: 'A curved move: 1 damage, then facedown. Action: repair.' },
  { name: 'Disabled Power Regulator', count: 2, trait: 'Ship', summary: 'Ion before it engages; facedown after an ion move.' },
  { name: 'Fuel Leak', count: 4, trait: 'Ship', summary: 'Next crit costs 1 more, then facedown. Action: repair.' },
  { name: 'Direct Hit!', count: 5, trait: 'Ship', summary: '1 more damage at once, then it turns facedown.' },
];

/** One entry per physical card, in list order (the order before the setup shuffle). */
export function unshuffledDamageDeck(): string[] {
  return damageDeckList.flatMap((kind) => Array.from({ length: kind.count }, () => kind.name));
}

export function damageCardKind(name: string): DamageCardKind | undefined {
  return damageDeckList.find((kind) => kind.name === name);
}

/** Damage cards whose "Action:" repairs them (our reading of each card's facts). */
export const repairedByAction: ReadonlySet<string> = new Set([
  'Blinded Pilot',
  'Wounded Pilot',
  'Console Fire',
  'Weapons Failure',
  'Hull Breach',
  'Damaged Sensor Array',
  'Loose Stabilizer',
  'Fuel Leak',
]);
