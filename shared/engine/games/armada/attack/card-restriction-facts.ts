import type { AttackRange, CommandName, SizeClass } from '../model/state';

// What a card does to an attack or to a spend, as facts in our own short words, keyed by the card's
// name: the faceup damage cards of the core deck, and the upgrade cards (commanders, officers, titles,
// weapons teams, retrofits…) of the FFG and ISB data that forbid or limit an attack or a spend.
// One rule reads them (attack-restrictions.ts), so every attack — ship, squadron, counter, salvo,
// ignition — and every spend asks the same facts. Where the newest printing (AMG final errata, the
// ISB data) differs from the FFG printing, the newest one is recorded.
//
// Whose card it is:
//   attacker       — on the unit performing the attack;
//   defender       — on the unit defending;
//   defenderFleet  — on any ship of the defender's fleet (a commander);
//   attackerFleet  — on any ship of the attacker's fleet;
//   unit           — on the unit spending a token (for its own spends, in an attack or not).

export type CardHolder = 'attacker' | 'defender' | 'defenderFleet' | 'attackerFleet' | 'unit';

/** The moment of an attack a reminder belongs to (the attack panel shows it then). */
export type ReminderMoment = 'declare' | 'modify' | 'spend' | 'damage' | 'additionalTarget';

export type RestrictionFact =
  /** No attack at this range. */
  | { holder: 'attacker'; rule: 'noAttackAtRange'; range: AttackRange }
  /** One attack a round, of any kind (a salvo too). */
  | { holder: 'attacker'; rule: 'oneAttackPerRound' }
  /** Only one attack a round may target a ship. */
  | { holder: 'attacker'; rule: 'oneShipTargetPerRound' }
  /** No target the attack would be obstructed against. */
  | { holder: 'attacker'; rule: 'noObstructedTarget' }
  /** One gathered die of the attacker's choice is removed before the roll, against this kind of defender. */
  | { holder: 'attacker'; rule: 'removeDieBeforeRoll'; against: 'ship' | 'squadron' }
  /** The attacker resolves no critical effect. */
  | { holder: 'attacker' | 'defender'; rule: 'noCriticalEffect' }
  /** The holder's attacks are never obstructed (a “cannot” wins over “treated as obstructed”). */
  | { holder: 'attacker'; rule: 'neverObstructed' }
  /** Against an attacking ship, the attack counts as obstructed while the defender's speed is at least this (and its size is one of these). */
  | { holder: 'defender' | 'defenderFleet'; rule: 'obstructedAtSpeed'; speed: number; sizes: SizeClass[] | null }
  /** Attacking a ship, the defender spends at most this many tokens this attack (when the attacker resolves this command, if one is named). */
  | { holder: 'attacker'; rule: 'defenderSpendsAtMost'; count: number; command: CommandName | null }
  /** Brace takes at most this much off the total unless it is the defender's only token spent this attack. */
  | { holder: 'attacker'; rule: 'braceReducesAtMost'; amount: number }
  /** The unit spends no exhausted token (for its effect or as a cost). */
  | { holder: 'unit'; rule: 'noExhaustedTokenSpend' }
  /** The defender redirects only while the defending zone has shields left. */
  | { holder: 'defender'; rule: 'noRedirectWithoutShields' }
  /** What the table decides (distances, a choice the holder makes, a card's exhausted side): shown at its moment. */
  | { holder: Exclude<CardHolder, 'unit'>; rule: 'reminder'; at: ReminderMoment; attackerKind: 'ship' | 'squadron' | null; note: string };

export interface CardRestrictions {
  source: 'damage' | 'upgrade';
  facts: RestrictionFact[];
}

const damage = (...facts: RestrictionFact[]): CardRestrictions => ({ source: 'damage', facts });
const upgrade = (...facts: RestrictionFact[]): CardRestrictions => ({ source: 'upgrade', facts });
const remind = (holder: Exclude<CardHolder, 'unit'>, at: ReminderMoment, note: string, attackerKind: 'ship' | 'squadron' | null = null): RestrictionFact => ({
  holder,
  rule: 'reminder',
  at,
  attackerKind,
  note,
});

/** Keyed by the card's name as {@link cardKey} spells it. */
export const cardRestrictions: Readonly<Record<string, CardRestrictions>> = {
  // ——— Faceup damage cards (core deck) ———
  'depowered armament': damage({ holder: 'attacker', rule: 'noAttackAtRange', range: 'long' }),
  'coolant discharge': damage({ holder: 'attacker', rule: 'oneShipTargetPerRound' }),
  'disengaged fire control': damage({ holder: 'attacker', rule: 'noObstructedTarget' }),
  'damaged munitions': damage({ holder: 'attacker', rule: 'removeDieBeforeRoll', against: 'ship' }),
  'point-defense failure': damage({ holder: 'attacker', rule: 'removeDieBeforeRoll', against: 'squadron' }),
  'targeter disruption': damage({ holder: 'attacker', rule: 'noCriticalEffect' }),
  'faulty countermeasures': damage({ holder: 'unit', rule: 'noExhaustedTokenSpend' }),
  'capacitor failure': damage({ holder: 'defender', rule: 'noRedirectWithoutShields' }),

  // ——— Upgrades the engine applies ———
  'commander gherant': upgrade({ holder: 'defender', rule: 'noCriticalEffect' }),
  'mon karren': upgrade({ holder: 'attacker', rule: 'defenderSpendsAtMost', count: 1, command: 'concentrateFire' }),
  'heavy turbolaser turrets': upgrade({ holder: 'attacker', rule: 'braceReducesAtMost', amount: 1 }),
  // The ISB data prints Heavy Turbolaser Turrets' words on Slaved Turrets (a copy slip): the FFG printing is kept.
  'slaved turrets': upgrade({ holder: 'attacker', rule: 'oneAttackPerRound' }),
  "jaina's light": upgrade({ holder: 'attacker', rule: 'neverObstructed' }),
  'admiral montferrat': upgrade({ holder: 'defender', rule: 'obstructedAtSpeed', speed: 3, sizes: null }),
  'general cracken': upgrade({ holder: 'defenderFleet', rule: 'obstructedAtSpeed', speed: 3, sizes: ['small', 'medium'] }),

  // ——— Upgrades the table decides: a reminder at the moment ———
  'task force organa': upgrade(remind('attacker', 'declare', 'while this card is exhausted, this ship does not attack ships.', 'ship')),
  'patriot fist': upgrade(remind('attacker', 'declare', 'after adding its 2 blue dice in the first attack, no further attack this activation.', 'ship')),
  demolisher: upgrade(remind('attacker', 'declare', 'one attack in the Attack step; one of its attacks may wait until after its first maneuver.', 'ship')),
  'linked turbolaser towers': upgrade(remind('attacker', 'additionalTarget', 'if it added 2 dice against the first squadron, no further squadron target this attack.', 'ship')),
  'dual turbolaser turrets': upgrade(remind('attacker', 'modify', 'when exhausted to add a red die, remove 1 die from the pool.', 'ship')),
  independence: upgrade(remind('attackerFleet', 'declare', 'a squadron that went to speed 4 with its squadron command does not attack this activation.', 'squadron')),
  'jamming field': upgrade(
    remind('defenderFleet', 'declare', 'a squadron at distance 1–2 of it, attacking or defending against a squadron, is obstructed.'),
    remind('attackerFleet', 'declare', 'a squadron at distance 1–2 of it, attacking or defending against a squadron, is obstructed.'),
  ),
  stronghold: upgrade(remind('defenderFleet', 'declare', 'a friendly Swarm squadron at distance 1–2 of it is obstructed while defending.')),
};

/** The key a card is found by: lower case, straight apostrophes (the data sets spell them both ways). */
export const cardKey = (name: string): string => name.trim().toLowerCase().replace(/[\u2018\u2019]/g, "'");

export const restrictionsOfCard = (name: string): CardRestrictions | null => cardRestrictions[cardKey(name)] ?? null;
