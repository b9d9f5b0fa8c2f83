import type { ListCard } from './list';
import { shipAbilitySlots, writtenSlotFacts, type EitherSlot } from './slot-facts';

// What the list rules read from a card's data, in one place: the two Armada layouts and the
// xwing-data2 layout keep these facts in different fields of `details`.

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];

const recordOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export const detailsOf = (card: ListCard) => recordOf(card.details);

/** Facts read from one card object once: a lookup hands out the same object for every evaluation. */
function memo<T>(read: (card: ListCard) => T): (card: ListCard) => T {
  const known = new WeakMap<ListCard, T>();
  return (card) => {
    if (known.has(card)) return known.get(card) as T;
    const value = read(card);
    known.set(card, value);
    return value;
  };
}

/** ISB slot keys (restrictions, ship upgrade bars) → the names printed on the cards. */
const isbSlotNames: Record<string, string> = {
  commander: 'Commander',
  officer: 'Officer',
  'weapons-team': 'Weapons Team',
  'support-team': 'Support Team',
  'fleet-command': 'Fleet Command',
  'fleet-support': 'Fleet Support',
  'offensive-retro': 'Offensive Retrofit',
  'defensive-retro': 'Defensive Retrofit',
  'experimental-retro': 'Experimental Retrofit',
  turbolaser: 'Turbolasers',
  'ion-cannon': 'Ion Cannons',
  ordnance: 'Ordnance',
  'super-weapon': 'Superweapon',
  title: 'Title',
};
export const isbSlotName = (key: string) => isbSlotNames[key] ?? key;

/**
 * An Armada ship's upgrade bar, slot → icons. The ISB layout lists `weapons-team-offensive-retro`
 * beside the ship's own weapons team and offensive retrofit icons: it says the ship may take a
 * boarding team (which fills one of each), not that it has two more icons.
 */
export function armadaShipSlots(card: ListCard): Map<string, number> {
  return new Map(shipSlotsOf(card));
}

const shipSlotsOf = memo((card: ListCard): ReadonlyMap<string, number> => {
  const raw = stringsOf(detailsOf(card).upgrades);
  const names = card.edition === 'armada-isb' && raw.length ? raw.filter((key) => !key.includes('-offensive-retro') || key === 'offensive-retro').map(isbSlotName) : card.slots;
  const slots = new Map<string, number>();
  for (const name of names) slots.set(name, (slots.get(name) ?? 0) + 1);
  // Every ship but a flotilla may carry a commander (it becomes the flagship), and every ship one
  // title of its class: the FFG layout leaves both icons off its upgrade bars.
  if (!slots.has('Commander') && !isFlotilla(card)) slots.set('Commander', 1);
  if (!slots.has('Title')) slots.set('Title', 1);
  return slots;
});

/** Our written facts for a card whose data states its slot changes only in its text. */
export const writtenSlotFact = (card: ListCard) => writtenSlotFacts[card.edition]?.[card.key];

/** `cannon` and `Cannon`, `force power` and `Force Power`: the data's slot names, capitalised per word. */
const slotWords = (slot: string) => slot.trim().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** A slot or icon a card adds (`amount` > 0), removes (< 0), or takes away altogether (`all`). */
export interface SlotChange {
  slot: string;
  amount: number | 'all';
}

/**
 * What equipping this card does to the unit's slots, for both games: xwing-data2 `grants` of type
 * `slot`, ISB `enable_upgrades` / `disable_upgrades`, or our written facts for cards whose data
 * says it only in the text (FFG-era Armada titles, a few X-Wing configurations) or says it wrong.
 */
export const slotChanges = memo((card: ListCard): readonly SlotChange[] => {
  // A written fact wins over the data: it is there because the data is silent or wrong (2.5 Gauntlet's grant says -1 Crew; the card adds one).
  const fact = writtenSlotFact(card);
  if (fact) return Object.entries(fact.adds).map(([slot, amount]) => ({ slot, amount }));
  const changes: SlotChange[] = [];
  if (card.edition === 'xwing-2.0' || card.edition === 'xwing-2.5') {
    const sides = Array.isArray(detailsOf(card).sides) ? (detailsOf(card).sides as unknown[]) : [];
    for (const grant of Array.isArray(recordOf(sides[0]).grants) ? (recordOf(sides[0]).grants as unknown[]) : []) {
      const g = recordOf(grant);
      if (g.type === 'slot' && typeof g.value === 'string') changes.push({ slot: slotWords(g.value), amount: typeof g.amount === 'number' ? g.amount : 1 });
    }
  } else {
    const r = isbRestrictions(card);
    if (r) {
      for (const slot of r.enables) changes.push({ slot, amount: 1 });
      // "You cannot equip turbolaser or ordnance upgrades": the icons are gone, however many there were.
      for (const slot of r.disables) changes.push({ slot, amount: 'all' });
    }
  }
  return changes;
});

/** A unit's slots once the cards fitted to it have added or removed theirs: the one rule both games' slot checks use. */
export function slotsAfterCards(printed: ReadonlyMap<string, number>, fitted: readonly (ListCard | undefined)[]): Map<string, number> {
  const slots = new Map(printed);
  const gone = new Set<string>();
  for (const card of fitted) {
    if (!card) continue;
    for (const { slot, amount } of slotChanges(card)) {
      if (amount === 'all') gone.add(slot);
      else slots.set(slot, Math.max(0, (slots.get(slot) ?? 0) + amount));
    }
  }
  for (const slot of gone) slots.set(slot, 0);
  return slots;
}

/** X-Wing: the either-slot a pilot's ship ability gives (M3-A Weapon Hardpoint: a Cannon, Torpedo or Missile). */
export const eitherSlotOf = (pilot: ListCard): EitherSlot | null => {
  const name = recordOf(detailsOf(pilot).shipAbility).name;
  return typeof name === 'string' ? (shipAbilitySlots[name] ?? null) : null;
};

/** How many of each slot a card needs: an X-Wing card printing two Crew icons needs two free Crew slots. */
export function slotCounts(needed: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const slot of needed) counts.set(slot, (counts.get(slot) ?? 0) + 1);
  return counts;
}

/** The slots an upgrade fills: a boarding team fills a weapons team and an offensive retrofit; an X-Wing card may need two of one. */
export const upgradeSlotsNeeded = memo((card: ListCard): readonly string[] => {
  if (card.edition === 'xwing-2.0' || card.edition === 'xwing-2.5') {
    const sides = Array.isArray(detailsOf(card).sides) ? (detailsOf(card).sides as unknown[]) : [];
    const first = stringsOf(recordOf(sides[0]).slots);
    if (first.length) return first;
  }
  return card.upgradeTypes;
});

/** Armada: the Modification trait (ISB `modification`, FFG `trait`). */
export const isModification = (card: ListCard) => {
  const d = detailsOf(card);
  return d.modification === true || d.trait === 'Modification';
};

/** Armada ship traits (ISB); the FFG layout has none. */
export const armadaTraits = (card: ListCard) => card.keywords.map((trait) => trait.toLowerCase());

/**
 * Flotillas carry the Flotilla trait in the ISB data. The FFG layout prints no traits; its only
 * flotillas are the GR-75 and Gozanti-class ships.
 */
export const isFlotilla = (card: ListCard) =>
  armadaTraits(card).includes('flotilla') || (card.edition === 'armada-ffg' && card.kind === 'ship' && /^(GR-75|Gozanti-class) /.test(card.name));

/**
 * The names a unique Armada card claims: ISB `unique-class` (an ace and an officer of one
 * character share it), else its own name when it is unique.
 */
export const armadaUniqueNames = memo((card: ListCard): readonly string[] => {
  const classes = stringsOf(detailsOf(card)['unique-class']);
  if (classes.length) return classes;
  return card.uniqueCount > 0 ? [card.name] : [];
});

/** An Armada ship's class, to match titles: ISB chassis name, FFG ship-image name, else its key. */
export function armadaShipClass(card: ListCard): string {
  const d = detailsOf(card);
  const chassis = recordOf(d.chassis).chassis_name;
  if (typeof chassis === 'string' && chassis) return chassis;
  const image = d['ship-image'];
  if (typeof image === 'string') return image.replace(/^.*\//, '').replace(/(-v\d+)?\.png$/, '');
  return card.key;
}

const classWords = (key: string) => key.split('-').filter((word) => !['i', 'ii', 'class', 'a', 'b', 'modified'].includes(word));

/** Whether a title naming `titleClass` belongs on this ship (the FFG layout names classes loosely: "Victory-class" for Victory I and II). */
export function titleFitsShip(titleClass: string, ship: ListCard): boolean {
  const shipClass = armadaShipClass(ship);
  if (titleClass === shipClass || titleClass === ship.key) return true;
  const title = classWords(titleClass);
  const shipWords = new Set([...classWords(shipClass), ...classWords(ship.key)]);
  if (title.every((word) => shipWords.has(word))) return true;
  return title[0] !== undefined && (title[0] === classWords(shipClass)[0] || title[0] === classWords(ship.key)[0]);
}

export interface IsbRestrictions {
  traits: string[];
  sizes: string[];
  flagship: boolean;
  disqualifiedBy: string[];
  disables: string[];
  enables: string[];
  disqualifyIf: { sizes: string[]; upgradeTypes: string[] } | null;
}

/** The ISB layout's `restrictions`, without its placeholder empty strings. */
export const isbRestrictions = memo((card: ListCard): IsbRestrictions | null => {
  const raw = detailsOf(card).restrictions;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return card.edition === 'armada-ffg' ? writtenRestrictions(card) : null;
  const r = recordOf(raw);
  const when = recordOf(r.disqualify_if);
  const disqualifyIf = Object.keys(when).length ? { sizes: stringsOf(when.size), upgradeTypes: stringsOf(when.has_upgrade_type).map(isbSlotName) } : null;
  return {
    traits: stringsOf(r.traits).map((trait) => trait.toLowerCase()),
    sizes: stringsOf(r.size),
    flagship: r.flagship === true,
    disqualifiedBy: stringsOf(r.disqual_upgrades).map(isbSlotName),
    disables: stringsOf(r.disable_upgrades).map(isbSlotName),
    enables: stringsOf(r.enable_upgrades).map(isbSlotName),
    disqualifyIf,
  };
});

/** An FFG-era card's "cannot equip this card if you have a … icon", from our written facts (the ISB data states it as fields). */
function writtenRestrictions(card: ListCard): IsbRestrictions | null {
  const fact = writtenSlotFact(card);
  if (!fact?.notWithIcon) return null;
  const none = { traits: [], sizes: [], flagship: false, disables: [], enables: [] };
  return fact.notWithIconSizes
    ? { ...none, disqualifiedBy: [], disqualifyIf: { sizes: [...fact.notWithIconSizes], upgradeTypes: [fact.notWithIcon] } }
    : { ...none, disqualifiedBy: [fact.notWithIcon], disqualifyIf: null };
}

/** The FFG layout's `restriction` sentences ("Large ship only.", "\"MC\" only."). */
export const ffgRestrictions = (card: ListCard): string[] => {
  const raw = detailsOf(card).restriction;
  return typeof raw === 'string' ? [raw] : stringsOf(raw);
};

/** xwing-data2 restriction objects: every object must hold, any condition inside one object is enough. */
export const xwingRestrictions = (card: ListCard): Record<string, unknown>[] => {
  const raw = detailsOf(card).restrictions;
  return Array.isArray(raw) ? raw.map(recordOf) : [];
};

/** X-Wing 2.5: a pilot's fixed upgrades (standard loadout), as upgrade keys. */
export const standardLoadout = (card: ListCard): string[] => stringsOf(detailsOf(card).standardLoadout);

export const xwingLoadoutValue = (card: ListCard): number | null => {
  const value = detailsOf(card).loadout;
  return typeof value === 'number' ? value : null;
};

/** Keywords of an X-Wing pilot (2.5 `keywords`; force side "Light Side"/"Dark Side"). */
export const pilotKeywords = (card: ListCard) => card.keywords;

export const forceSideOf = (pilot: ListCard): string | null => {
  const side = recordOf(detailsOf(pilot).force).side;
  if (Array.isArray(side) && typeof side[0] === 'string') return side[0].toLowerCase();
  if (typeof side === 'string') return side.toLowerCase();
  if (pilot.keywords.includes('Dark Side')) return 'dark';
  if (pilot.keywords.includes('Light Side')) return 'light';
  return null;
};

export { recordOf, stringsOf };
