import type { EditionKey } from '../ipc/card-vocabulary';

// Slot and icon changes that a card's data states only in its text (or states wrongly). Our own short facts, keyed by
// edition and card key; where the data carries the change as a field (xwing-data2 `grants` of type
// `slot`, ISB `enable_upgrades` / `disable_upgrades`) it is read from there instead, in card-facts.ts.

export interface WrittenSlotFact {
  /** Slots or icons the card adds to the unit that equips it (a negative number removes that many). */
  adds: Readonly<Record<string, number>>;
  /** Armada: the card cannot go on a ship whose printed upgrade bar has this icon. */
  notWithIcon?: string;
  /** ...and only when the ship is one of these sizes (absent: any size). */
  notWithIconSizes?: readonly string[];
}

const xwing: Record<string, WrittenSlotFact> = {
  // Configuration: one more Device slot.
  alpha3bbesh: { adds: { Device: 1 } },
  // Configuration: one more Torpedo and one more Missile slot.
  wartimeloadout: { adds: { Torpedo: 1, Missile: 1 } },
  // Epic command title: one more Gunner slot.
  'b6bladewingprototype-command': { adds: { Gunner: 1 } },
};

export const writtenSlotFacts: Partial<Record<EditionKey, Readonly<Record<string, WrittenSlotFact>>>> = {
  'xwing-2.0': xwing,
  // Title: one more Crew slot (the 2.5 data's grant says one fewer; the card adds one).
  'xwing-2.5': { ...xwing, gauntlet: { adds: { Crew: 1 } } },
  // The FFG-era Armada data prints these icons in the card text only (the ISB data has them as fields).
  'armada-ffg': {
    'flag-bridge-offensive-retrofit': { adds: { 'Fleet Command': 1 } },
    'chimaera-title': { adds: { 'Fleet Command': 1 }, notWithIcon: 'Fleet Command' },
    'liberator-title': { adds: { 'Fleet Command': 1 }, notWithIcon: 'Fleet Command' },
    'harrow-title': { adds: { 'Support Team': 1 } },
    'phoenix-home-title': { adds: { Officer: 1 } },
    'vanguard-title': { adds: { 'Weapons Team': 1 } },
    'minister-tua-officer': { adds: { 'Defensive Retrofit': 1 }, notWithIcon: 'Defensive Retrofit', notWithIconSizes: ['medium', 'large'] },
  },
};

/** A slot a ship ability gives that holds one upgrade of any of several kinds. */
export interface EitherSlot {
  oneOf: readonly string[];
  count: number;
}

/** X-Wing ship abilities (by the name the data gives them) that give such a slot. */
export const shipAbilitySlots: Readonly<Record<string, EitherSlot>> = {
  // M3-A Interceptor: one Cannon, Torpedo or Missile upgrade.
  'Weapon Hardpoint': { oneOf: ['Cannon', 'Torpedo', 'Missile'], count: 1 },
};

/**
 * Ids some builders write that are no card: the builder's record of which kind a ship ability's
 * either-slot holds (YASB writes `hardpoint: ["hardpointcannon"]` for an M3-A's Weapon Hardpoint).
 */
export const builderSlotChoices: Readonly<Record<string, { ability: string; slot: string }>> = {
  hardpointcannon: { ability: 'Weapon Hardpoint', slot: 'Cannon' },
  hardpointtorpedo: { ability: 'Weapon Hardpoint', slot: 'Torpedo' },
  hardpointmissile: { ability: 'Weapon Hardpoint', slot: 'Missile' },
};
