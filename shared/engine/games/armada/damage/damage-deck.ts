import type { DamageCardKind as CoreDamageCardKind } from '../../../core/damage-cards';
import type { DamageTrait } from '../model/state';

/** A kind of card in this game's damage deck. */
export type DamageCardKind = CoreDamageCardKind<DamageTrait>;

/** The 52-card Armada damage deck (core set): names, counts and traits are facts of the game. */
export const damageDeckList: readonly DamageCardKind[] = [
  // The data prints Blinded Gunners with a scatter icon: the card concerns accuracy icons (known misprint).
  { name: 'Blinded Gunners', count: 2, trait: 'Crew', summary: 'Cannot spend accuracy icons when attacking.' },
  { name: 'Capacitor Failure', count: 2, trait: 'Ship', summary: 'A zone with no shields gains none and cannot redirect.' },
  { name: 'Comm Noise', count: 2, trait: 'Crew', summary: 'Opponent cuts speed by 1 or resets the top dial, once.' },
  { name: 'Compartment Fire', count: 2, trait: 'Crew', summary: 'Defense tokens do not ready.' },
  { name: 'Coolant Discharge', count: 2, trait: 'Ship', summary: 'Only one attack a round may target a ship.' },
  { name: 'Crew Panic', count: 2, trait: 'Crew', summary: 'Before the dial: suffer 1 damage or discard it.' },
  { name: 'Damaged Controls', count: 2, trait: 'Crew', summary: 'Overlapping deals one more facedown card.' },
  { name: 'Damaged Munitions', count: 2, trait: 'Ship', summary: 'One die fewer against ships.' },
  { name: 'Depowered Armament', count: 2, trait: 'Ship', summary: 'No attacks at long range.' },
  { name: 'Disengaged Fire Control', count: 2, trait: 'Ship', summary: 'No obstructed targets.' },
  { name: 'Faulty Countermeasures', count: 2, trait: 'Ship', summary: 'Exhausted defense tokens cannot be spent.' },
  { name: 'Injured Crew', count: 4, trait: 'Crew', summary: 'Discard one defense token, once.' },
  { name: 'Life Support Failure', count: 2, trait: 'Crew', summary: 'No command tokens.' },
  { name: 'Point-Defense Failure', count: 2, trait: 'Ship', summary: 'One die fewer against squadrons.' },
  { name: 'Power Failure', count: 2, trait: 'Ship', summary: 'Engineering value halved.' },
  { name: 'Projector Misaligned', count: 2, trait: 'Ship', summary: 'The strongest zone loses all shields, once.' },
  { name: 'Ruptured Engine', count: 2, trait: 'Ship', summary: 'Moving faster than 1 costs 1 damage.' },
  { name: 'Shield Failure', count: 2, trait: 'Ship', summary: 'Opponent takes a shield from up to 2 zones, once.' },
  { name: 'Structural Damage', count: 8, trait: 'Ship', summary: 'One more facedown card, once.' },
  { name: 'Targeter Disruption', count: 2, trait: 'Ship', summary: 'No critical effects when attacking.' },
  { name: 'Thrust-Control Malfunction', count: 2, trait: 'Ship', summary: 'One less yaw on the last joint at this speed.' },
  { name: 'Thruster Fissure', count: 2, trait: 'Ship', summary: 'Changing speed costs 1 damage.' },
];

/** One entry per physical card, in list order (the order before the setup shuffle). */
export function unshuffledDamageDeck(): string[] {
  return damageDeckList.flatMap((kind) => Array.from({ length: kind.count }, () => kind.name));
}

export function damageCardKind(name: string): DamageCardKind | undefined {
  return damageDeckList.find((kind) => kind.name === name);
}
