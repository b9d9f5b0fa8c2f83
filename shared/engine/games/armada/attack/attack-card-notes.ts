import type { ArmadaState, Attack, DamageCard, Ship } from '../model/state';
import { unitOf } from '../units/units';
import { cardKey } from './card-restriction-facts';

// Issue 35 · A faceup damage card's note belongs in an attack only when the card says something about
// it: which side of the attack holds it, and against what kind of defender it acts. Facts in our own
// words, one line a card; the cards not named here (a speed, a dial, a status phase, an effect that
// happened once) say nothing during an attack.

interface AttackConcern {
  /** The card acts while its ship attacks, or while it defends. */
  holder: 'attacker' | 'defender';
  /** Only against (or while defending against) this kind of unit; null: any. */
  against: 'ship' | 'squadron' | null;
}

const concerns: Readonly<Record<string, AttackConcern>> = {
  'blinded gunners': { holder: 'attacker', against: null },
  'depowered armament': { holder: 'attacker', against: null },
  'disengaged fire control': { holder: 'attacker', against: null },
  'coolant discharge': { holder: 'attacker', against: 'ship' },
  'damaged munitions': { holder: 'attacker', against: 'ship' },
  'targeter disruption': { holder: 'attacker', against: 'ship' },
  'point-defense failure': { holder: 'attacker', against: 'squadron' },
  'capacitor failure': { holder: 'defender', against: null },
  'faulty countermeasures': { holder: 'defender', against: null },
};

export interface AttackDamageCardNote {
  /** The ship holding the card. */
  unit: string;
  cardId: string;
  card: string;
}

/** The faceup damage cards of the attacker and the defender that act in this attack. */
export function attackDamageCardNotes(state: ArmadaState, attack: Attack): AttackDamageCardNote[] {
  const attacker = unitOf(state, attack.attacker);
  const defender = unitOf(state, attack.defender);
  const notes: AttackDamageCardNote[] = [];
  const add = (ship: Ship, role: AttackConcern['holder'], other: 'ship' | 'squadron') => {
    for (const card of ship.damageCards) if (concernsAttack(card, role, other)) notes.push({ unit: ship.id, cardId: card.id, card: card.name });
  };
  if (attacker.kind === 'ship') add(attacker, 'attacker', defender.kind);
  if (defender.kind === 'ship') add(defender, 'defender', attacker.kind);
  return notes;
}

function concernsAttack(card: DamageCard, role: AttackConcern['holder'], other: 'ship' | 'squadron'): boolean {
  const concern = concerns[cardKey(card.name)];
  return card.faceup && concern !== undefined && concern.holder === role && (concern.against === null || concern.against === other);
}
