import type { CardEffect, YourCall } from './card-effect';
import { deviceEffects } from '../devices/device-effects';
import { normaliseText, readCardEffects } from './read-effects';

// DESIGN §10 · our own facts for the cards the reader misreads or cannot read, keyed by the card's
// id in the data (xws; a damage card by its name). The table wins over the reader. Each entry is in
// our words: what the card does, never its sentences.

type Fact = Omit<CardEffect, 'source' | 'upgrade'>;

export type CardFactEntry =
  /** Facts the reader cannot read from the wording. */
  | { facts: Fact[] }
  /** Already played by a rule of the engine (named): no facts needed. */
  | { engine: string }
  /** It changes nothing at the table (list building, a flavour line), for this reason. */
  | { noEffect: string }
  /** Real judgement: the players decide, for this reason. */
  | { yourCall: string };

const damageDeckRule = 'the damage deck rule (damage/damage.ts)';

export const cardFacts: Readonly<Record<string, CardFactEntry>> = {
  // --- The core damage deck: each card applies itself through the damage rules. ---
  'Panicked Pilot': { engine: damageDeckRule },
  'Blinded Pilot': { engine: 'Modify Dice: only Force changes its dice (attack/modify-dice.ts)' },
  'Wounded Pilot': { engine: 'its prompt after each action (abilities/prompts.ts)' },
  'Stunned Pilot': { engine: 'its prompt after a maneuver (abilities/prompts.ts)' },
  'Console Fire': { engine: 'its prompt before engaging (abilities/prompts.ts)' },
  'Damaged Engine': { yourCall: 'Its turns are one difficulty harder: the players read that off the dial.' },
  'Weapons Failure': { engine: 'the attack dice count (attack/dice-count.ts)' },
  'Hull Breach': { engine: damageDeckRule },
  'Structural Damage': { engine: 'the defense dice count (attack/dice-count.ts)' },
  'Damaged Sensor Array': { engine: 'the action rule (actions/actions.ts)' },
  'Loose Stabilizer': { engine: 'its prompt after a maneuver (abilities/prompts.ts)' },
  'Disabled Power Regulator': { engine: 'its ion token before engaging (turn/)' },
  'Fuel Leak': { engine: damageDeckRule },
  'Direct Hit!': { engine: damageDeckRule },
  // --- Pilots and upgrades whose wording the reader does not follow. ---
  /** Focus-result spending in the Neutralize step (2.5 wording "spend 1 [Focus] result"): a judgement of which result. */
  chaffparticles: { yourCall: 'It spends a result, not a token: the players choose it.' },
  /** A lock on the defender lets it reroll 1 attack die; then that lock cannot be spent in the attack. */
  firecontrolsystem: {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'lock', who: 'self' }], costs: [], effects: [{ kind: 'reroll', pool: 'attack', count: 1 }, { kind: 'keepLock' }], optional: true, summary: 'Fire-Control System: reroll 1 attack die (its lock then stays unspent)' },
    ],
  },
  /** A friendly ship at range 0–1 spends its calculate token: 1 focus → hit attacking, → evade defending. */
  'Networked Calculations': {
    facts: [
      { moment: 'modifyAttackDice', role: 'attacker', conditions: [{ kind: 'ask', question: 'Is that friendly ship at range 0–1?' }], costs: [{ kind: 'friendToken', token: 'calculate', amount: 1 }], effects: [{ kind: 'change', pool: 'attack', count: 1, from: ['focus'], to: 'hit' }], optional: true, summary: "Networked Calculations: 1 focus → hit (a friend's calculate)" },
      { moment: 'modifyDefenseDice', role: 'defender', conditions: [{ kind: 'ask', question: 'Is that friendly ship at range 0–1?' }], costs: [{ kind: 'friendToken', token: 'calculate', amount: 1 }], effects: [{ kind: 'change', pool: 'defense', count: 1, from: ['focus'], to: 'evade' }], optional: true, summary: "Networked Calculations: 1 focus → evade (a friend's calculate)" },
    ],
  },
  /** One more defense die at attack range 3, one more attack die at attack range 1 (no choice): one timing naming two ranges. */
  talonbanecobra: {
    facts: [
      { moment: 'rollDefenseDice', role: 'defender', conditions: [{ kind: 'range', min: 3, max: 3 }], costs: [], effects: [{ kind: 'dice', pool: 'defense', count: 1 }], optional: false, summary: 'Talonbane Cobra: +1 defense die at range 3' },
      { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'range', min: 1, max: 1 }], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: false, summary: 'Talonbane Cobra: +1 attack die at range 1' },
    ],
  },
  /** Rolls one more attack die at range 1 (no choice). */
  dbs404: {
    facts: [
      { moment: 'rollAttackDice', role: 'attacker', conditions: [{ kind: 'range', min: 1, max: 1 }], costs: [], effects: [{ kind: 'dice', pool: 'attack', count: 1 }], optional: false, summary: 'DBS-404: +1 attack die at range 1' },
      { moment: 'afterAttack', role: 'attacker', conditions: [{ kind: 'hit', hit: true }], costs: [], effects: [{ kind: 'damage', who: 'self', hits: 0, crits: 1 }], optional: false, summary: 'DBS-404: suffers 1 crit after its attack hits' },
    ],
  },
};

/**
 * The moments the reader names that no rule of the table stops at yet (the prompts and attack steps
 * offer every other one): a fact there would never be offered, and its card would lose its reminder.
 */
const unofferedMoments: ReadonlySet<CardEffect['moment']> = new Set(['planningPhase', 'beforeActivating', 'afterGainStress', 'afterDestroyed', 'enemyManeuver', 'action']);

/** A read part at a moment the table does not stop at is the players' call (the card keeps its prompt); its other facts stay. */
function unofferedAsYourCall(read: { effects: CardEffect[]; yourCall: YourCall[] }, source: string, at: { upgrade?: number }): { effects: CardEffect[]; yourCall: YourCall[] } {
  if (!read.effects.some((effect) => unofferedMoments.has(effect.moment))) return read;
  return {
    effects: read.effects.filter((effect) => !unofferedMoments.has(effect.moment)),
    yourCall: [...read.yourCall, { source, ...at, reason: 'Part of it acts at a moment the table does not stop at yet: the players apply that part.' }],
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
export const gameTerms = /\b(dice|die|results?|tokens?|charges?|\[charge\]|\[force\]|force|actions?|damage|\[shield\]|shields?|reroll|lock|stress(?:ed)?|focus|evade|calculate|attack|\[hit\]|\[critical hit\])\b/i;
const listBuilding = /\b(equip|slots?|squad|points?|cost|limited|you can field|upgrade bar)\b/i;

export function factsOfCard(key: string | null, source: string, text: string | null | undefined, upgrade?: number): FactsOfCard {
  const at = upgrade !== undefined ? { upgrade } : {};
  const name = source.slice(0, 120);
  const entry = (key ? cardFacts[key] : undefined) ?? cardFacts[source];
  if (entry) {
    if ('facts' in entry) return { effects: entry.facts.map((fact) => ({ ...fact, source: name, ...at })), yourCall: [], engine: null, noEffect: null };
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
    const facts = factsOfCard(card.key, card.name, card.text, card.upgrade);
    // A card played by another rule keeps its prompt (a device's drop is answered there).
    if (facts.effects.length > 0 && facts.yourCall.length === 0) played.add(card);
    effects.push(...facts.effects);
    yourCall.push(...facts.yourCall);
  }
  return { effects: effects.slice(0, 48), yourCall: yourCall.slice(0, 24), played: (card) => played.has(card) };
}
