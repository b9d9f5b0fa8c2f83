import type { DamageCardKind as CoreDamageCardKind } from '../../core/damage-cards';
import type { DamageTrait } from './state';

/** A kind of card in this game's damage deck. */
export type DamageCardKind = CoreDamageCardKind<DamageTrait>;

/** The 52-card Armada damage deck (core set): names, counts and traits are facts of the game. */
export const damageDeckList: readonly DamageCardKind[] = [
  { name: 'Blinded Gunners', count: 2, trait: 'Crew', summary: 'Hampers the ship’s attacks.' },
  { name: 'Capacitor Failure', count: 2, trait: 'Ship', summary: 'Empty hull zones stay empty.' },
  { name: 'Comm Noise', count: 2, trait: 'Crew', summary: 'The opponent disrupts speed or command once.' },
  { name: 'Compartment Fire', count: 2, trait: 'Crew', summary: 'Defense tokens do not ready.' },
  { name: 'Coolant Discharge', count: 2, trait: 'Ship', summary: 'Limits attacks against ships each round.' },
  { name: 'Crew Panic', count: 2, trait: 'Crew', summary: 'Costs damage or a command dial.' },
  { name: 'Damaged Controls', count: 2, trait: 'Crew', summary: 'Overlaps cost extra damage.' },
  { name: 'Damaged Munitions', count: 2, trait: 'Ship', summary: 'Weakens attacks against ships.' },
  { name: 'Depowered Armament', count: 2, trait: 'Ship', summary: 'No attacks at long range.' },
  { name: 'Disengaged Fire Control', count: 2, trait: 'Ship', summary: 'No obstructed targets.' },
  { name: 'Faulty Countermeasures', count: 2, trait: 'Ship', summary: 'Exhausted defense tokens are unusable.' },
  { name: 'Injured Crew', count: 4, trait: 'Crew', summary: 'Costs a defense token once.' },
  { name: 'Life Support Failure', count: 2, trait: 'Crew', summary: 'No command tokens.' },
  { name: 'Point-Defense Failure', count: 2, trait: 'Ship', summary: 'Weakens attacks against squadrons.' },
  { name: 'Power Failure', count: 2, trait: 'Ship', summary: 'Lower engineering value.' },
  { name: 'Projector Misaligned', count: 2, trait: 'Ship', summary: 'The strongest shields drop once.' },
  { name: 'Ruptured Engine', count: 2, trait: 'Ship', summary: 'Moving fast hurts.' },
  { name: 'Shield Failure', count: 2, trait: 'Ship', summary: 'The opponent strips some shields once.' },
  { name: 'Structural Damage', count: 8, trait: 'Ship', summary: 'One more facedown card, once.' },
  { name: 'Targeter Disruption', count: 2, trait: 'Ship', summary: 'No critical effects when attacking.' },
  { name: 'Thrust-Control Malfunction', count: 2, trait: 'Ship', summary: 'Less yaw at the current speed.' },
  { name: 'Thruster Fissure', count: 2, trait: 'Ship', summary: 'Changing speed hurts.' },
];

/** One entry per physical card, in list order (the order before the setup shuffle). */
export function unshuffledDamageDeck(): string[] {
  return damageDeckList.flatMap((kind) => Array.from({ length: kind.count }, () => kind.name));
}

export function damageCardKind(name: string): DamageCardKind | undefined {
  return damageDeckList.find((kind) => kind.name === name);
}
