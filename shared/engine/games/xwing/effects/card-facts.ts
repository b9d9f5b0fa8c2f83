import type { CardEffect, YourCall } from './card-effect';
import { deviceEffects } from '../devices/device-effects';
import { normaliseText, readCardEffects } from './read-effects';
import { isReadForbid } from './available-effects';
import { cardFacts } from './facts';
import type { CardFactEntry } from './facts/fact-entry';

// DESIGN §10 · our own facts for the cards the reader misreads or cannot read, keyed by the card's
// id in the data (xws; a damage card by its name). The table wins over the reader. Each entry is in
// our words: what the card does, never its sentences.

/**
 * Whether a rule of the table acts on the fact: it is offered at its moment (the prompts and the attack
 * steps stop at every moment but 'always'), or read by the rule it changes ('always': a lifted
 * requirement, read at Declare Target; a 'forbid' with no choice, read by Modify Dice). A fact no rule acts on would
 * never be offered, and its card would lose its reminder: that part stays the players' call.
 */
function playedByTheTable(effect: CardEffect): boolean {
  // A changed rule of the attack is read by the attack's rules only when it is no choice, no cost, no question.
  if (effect.effects.some((part) => part.kind === 'forbid')) return isReadForbid(effect);
  // 'always': read by the rule it changes — a lifted requirement (Declare Target), a stress waiver (actions), a turret's limit (rotate), the order results are neutralized in (r3-x-pilots), a docked ship's arc (attacks), how many locks it maintains (the lock rule).
  if (effect.moment === 'always') return effect.effects.every((part) => part.kind === 'liftRequirement' || part.kind === 'evenWhileStressed' || part.kind === 'redManeuverWhileStressed' || part.kind === 'actAfterPartialManeuver' || part.kind === 'treatManeuverAs' || part.kind === 'turretFacings' || part.kind === 'neutralizeOrder' || part.kind === 'attackWhileDisarmed' || part.kind === 'dockedShipArc' || part.kind === 'carrierAction' || part.kind === 'maintainLocks' || part.kind === 'forceOnlyWhileAttacking' || part.kind === 'reloadExtra' || part.kind === 'lendTokens' || part.kind === 'attackAtRangeZero' || part.kind === 'cannotBeLocked' || part.kind === 'cannotPerform' || part.kind === 'reinforceOnly' || part.kind === 'attackWhileDisarmedWith' || part.kind === 'weaponArcAs' || part.kind === 'weaponFromArcToo' || part.kind === 'rangeZeroAsOne' || part.kind === 'coordinateOwnBarOnly' || part.kind === 'coordinateStressed' || part.kind === 'weaponRangeStretch' || part.kind === 'frontAsBullseye' || part.kind === 'jamItself' || part.kind === 'attackFriendlyShips' || part.kind === 'onlyBonusAttacks' || part.kind === 'redBearingWhileStressed');
  return true;
}

/** A part no rule acts on is the players' call (the card keeps its prompt); its other facts stay. */
function unofferedAsYourCall(read: { effects: CardEffect[]; yourCall: YourCall[] }, source: string, at: { upgrade?: number }): { effects: CardEffect[]; yourCall: YourCall[] } {
  if (read.effects.every(playedByTheTable)) return read;
  return {
    effects: read.effects.filter(playedByTheTable),
    yourCall: [...read.yourCall, { source, ...at, reason: 'Part of it changes a rule Sidetable does not follow yet: the players apply that part.' }],
  };
}

/** What the players see and the engine does with one card: facts, your call, or why it needs neither. */
export interface FactsOfCard {
  effects: CardEffect[];
  yourCall: YourCall[];
  /** Played by a rule of the engine already. */
  engine: string | null;
  /** Changes nothing at the table. */
  noEffect: string | null;
}

/** "Modifies dice, tokens, charges, actions or damage": the card's own terms, not the reader's success. */
export const gameTerms = /\b(dice|die|results?|tokens?|charges?|\[charge\]|\[force\]|force|\[energy\]|energy|actions?|damage|\[shield\]|shields?|reroll|lock|stress(?:ed)?|focus|evade|calculate|attack|\[hit\]|\[critical hit\])\b/i;
const listBuilding = /\b(equip|slots?|squad|points?|cost|limited|you can field|upgrade bar)\b/i;

export function factsOfCard(key: string | null, source: string, text: string | null | undefined, upgrade?: number, edition?: '2.0' | '2.5'): FactsOfCard {
  const at = upgrade !== undefined ? { upgrade } : {};
  const name = source.slice(0, 120);
  // The most precise key first: one side of a two-sided card in one edition, one side, the card in one edition, the card.
  // A pilot and an upgrade may share an xws id (Seventh Sister): "upgrade:…" / "pilot:…" keys tell them apart.
  const kinded = key ? [`${upgrade !== undefined ? 'upgrade' : 'pilot'}:${key}`, key] : [];
  // A ship ability whose words differ between the ships printing it (Sensor Blindspot in 2.5) is keyed by its words too: "Name#its text".
  const byWords = text ? [`${source}#${normaliseText(text)}`] : [];
  const keys = key ? kinded.flatMap((one) => [...(edition ? [`${one}|${source}@${edition}`] : []), `${one}|${source}`, ...(edition ? [`${one}@${edition}`] : []), one]) : [...byWords, ...(edition ? [`${source}@${edition}`] : []), source];
  const found = keys.find((candidate) => cardFacts[candidate] !== undefined);
  const entry: CardFactEntry | undefined = found !== undefined ? cardFacts[found] : key ? cardFacts[source] : undefined;
  if (entry) {
    if ('facts' in entry) {
      const facts = { effects: entry.facts.map((fact) => ({ ...fact, source: name, ...at })), yourCall: 'partly' in entry && typeof entry.partly === 'string' ? [{ source: name, ...at, reason: entry.partly.slice(0, 160) }] : [] };
      return { ...unofferedAsYourCall(facts, name, at), engine: null, noEffect: null };
    }
    if ('engine' in entry) return { effects: [], yourCall: [], engine: entry.engine, noEffect: null };
    if ('noEffect' in entry) return { effects: [], yourCall: [], engine: null, noEffect: entry.noEffect };
    return { effects: [], yourCall: [{ source: name, ...at, reason: entry.yourCall.slice(0, 160) }], engine: null, noEffect: null };
  }
  if (!text || text.trim() === '') return { effects: [], yourCall: [], engine: null, noEffect: 'It has no ability text.' };
  // A bomb, mine or remote with its effect in the devices rule's table (issue 23): dropped and detonated there.
  if (key && deviceEffects[key]) return { effects: [], yourCall: [], engine: 'the devices rule (devices/device-effects.ts)', noEffect: null };
  // A special weapon whose text is its header alone ("Attack ([Lock]): Spend 1 [Charge]."): the weapons rule declares it.
  if (/^attack(?: \([^)]*\))?:\s*(?:spend \d \[charge\]\.?)?\s*$/.test(normaliseText(text))) return { effects: [], yourCall: [], engine: 'the weapons rule at Declare Target (attack/weapons.ts)', noEffect: null };
  const read = unofferedAsYourCall(readCardEffects(name, text, upgrade), name, at);
  if (read.effects.length > 0 || read.yourCall.length > 0) {
    if (read.effects.length === 0 && !gameTerms.test(text) && listBuilding.test(text)) return { effects: [], yourCall: [], engine: null, noEffect: 'It changes only what a list may field (slots, points, equipping).' };
    return { ...read, engine: null, noEffect: null };
  }
  return { effects: [], yourCall: [{ source: name, ...at, reason: 'Sidetable does not play its text: apply it yourself.' }], engine: null, noEffect: null };
}

/** One card on a ship, as the host reads it from the card data: its id, name, text, and its place among the upgrades. */
export interface CardOnShip {
  key: string | null;
  name: string;
  text: string | null | undefined;
  upgrade?: number;
  /** The edition whose card it is (a card whose text changed has facts per edition). */
  edition?: '2.0' | '2.5';
  /** One side of a dual upgrade card (its name is the side's title): its facts act only while that side is faceup. */
  side?: 0 | 1;
}

/**
 * The facts a roster entry carries for its pilot, ship ability and upgrades (bounded as the schema
 * asks), and which cards have facts: those no longer need the blind "done / skip" ability prompt.
 */
export function rosterFacts(cards: readonly CardOnShip[]): { effects: CardEffect[]; yourCall: YourCall[]; played: (card: CardOnShip) => boolean } {
  const effects: CardEffect[] = [];
  const yourCall: YourCall[] = [];
  const played = new Set<CardOnShip>();
  for (const card of cards) {
    const read = factsOfCard(card.key, card.name, card.text, card.upgrade, card.edition);
    // RRG · Dual Cards: a side's facts hold only while that side is faceup.
    const side = card.side;
    const facts = side === undefined ? read : { ...read, effects: read.effects.map((effect) => ({ ...effect, conditions: [{ kind: 'side' as const, side }, ...effect.conditions].slice(0, 6) })) };
    // A card played by another rule keeps its prompt (a device's drop is answered there).
    if (facts.effects.length > 0 && facts.yourCall.length === 0) played.add(card);
    effects.push(...facts.effects);
    yourCall.push(...facts.yourCall);
  }
  return { effects: effects.slice(0, 96), yourCall: yourCall.slice(0, 24), played: (card) => played.has(card) };
}
