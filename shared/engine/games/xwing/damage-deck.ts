import type { DamageCardKind as CoreDamageCardKind } from '../../core/damage-cards';
import type { DamageTrait } from './state';

/** A kind of card in this game's damage deck. */
export type DamageCardKind = CoreDamageCardKind<DamageTrait>;

/** The 33-card core damage deck: names, counts and traits are facts of the game. */
export const damageDeckList: readonly DamageCardKind[] = [
  { name: 'Panicked Pilot', count: 2, trait: 'Pilot', summary: 'Stress at once, then the card goes away.' },
  { name: 'Blinded Pilot', count: 2, trait: 'Pilot', summary: 'Only the Force can improve its attacks.' },
  { name: 'Wounded Pilot', count: 2, trait: 'Pilot', summary: 'Taking actions risks stress.' },
  { name: 'Stunned Pilot', count: 2, trait: 'Pilot', summary: 'Touching obstacles when moving hurts.' },
  { name: 'Console Fire', count: 2, trait: 'Ship', summary: 'May take damage before it engages.' },
  { name: 'Damaged Engine', count: 2, trait: 'Ship', summary: 'Hard turns get harder.' },
  { name: 'Weapons Failure', count: 2, trait: 'Ship', summary: 'Attacks with one die fewer.' },
  { name: 'Hull Breach', count: 2, trait: 'Ship', summary: 'Plain damage arrives as critical damage.' },
  { name: 'Structural Damage', count: 2, trait: 'Ship', summary: 'Defends with one die fewer.' },
  { name: 'Damaged Sensor Array', count: 2, trait: 'Ship', summary: 'No actions but repairs.' },
  { name: 'Loose Stabilizer', count: 2, trait: 'Ship', summary: 'Curved moves can shake it loose, painfully.' },
  { name: 'Disabled Power Regulator', count: 2, trait: 'Ship', summary: 'Ionized before engaging, until it drifts.' },
  { name: 'Fuel Leak', count: 4, trait: 'Ship', summary: 'The next crit costs one more damage.' },
  { name: 'Direct Hit!', count: 5, trait: 'Ship', summary: 'One more damage, right away.' },
];

/** One entry per physical card, in list order (the order before the setup shuffle). */
export function unshuffledDamageDeck(): string[] {
  return damageDeckList.flatMap((kind) => Array.from({ length: kind.count }, () => kind.name));
}

export function damageCardKind(name: string): DamageCardKind | undefined {
  return damageDeckList.find((kind) => kind.name === name);
}
