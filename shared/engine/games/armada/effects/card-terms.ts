import { restrictionsOfCard } from '../attack/card-restriction-facts';
import type { ArmadaCardEffect, ArmadaYourCall } from './card-effect';
import type { CardFacts } from './facts/fact-builders';
import { squadronFacts } from './facts/squadron-facts';
import { upgradeFacts } from './facts/upgrade-facts';
import { appliedEffectKinds } from './use-card-effect';

// A card's facts, found: first our tables (upgrade-facts.ts, squadron-facts.ts, the attack
// restrictions of attack/card-restriction-facts.ts and the printed-stat changes the setup applies),
// then a reader of the cards' recurring terms that says why the players decide the rest (where
// ships stand, commands, critical effects…) or why a card has no effect on play (list building).
// A card none of these places has no entry: the coverage test fails on it, and at the table it is
// "your call" with its text shown.

/** Lower case, straight apostrophes, no quotation marks ("Howlrunner" and “Howlrunner” alike). */
export const factKey = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/["\u201c\u201d]/g, '')
    .replace(/\s+/g, ' ');

/** Upgrades whose only effect is a printed stat the setup changes (electron/main/setup/printed-stat-changes.ts; Admiral Motti's fleet-wide hull in roster-from-list.ts). */
const printedStatCards = new Set(['enhanced armament', 'spinal armament', 'high-capacity ion turbines', 'expanded launchers', 'rapid reload', 'amity', 'concord', 'endeavor', 'unity', 'tb-73', 'expanded hangar bay', 'admiral motti', 'lucid voice']);

export type CoverageClass = 'applied' | 'asked' | 'yourCall' | 'noEffect' | 'missing';

export interface FoundFacts {
  facts: CardFacts | null;
  /** Where the facts came from. */
  from: 'table' | 'restrictions' | 'printedStats' | 'terms' | 'keywords' | null;
}

/** The reader of recurring terms: a reason the players decide this card, or why it has no effect on play; null when no term fits. */
export function factsFromTerms(text: string): CardFacts | null {
  const t = text.toLowerCase();
  const playWords = /\b(dice|die|reroll|damage|token|speed|shield|hull|attack|activat|command|defend|maneuver)/;
  if (/upgrade bar|cannot equip|you cannot equip|squadron value is increased|decrease your squadron value/.test(t) && !/\b(dice|die|reroll|damage)\b/.test(t)) {
    return { noEffect: 'List building: it changes the slots or values a ship brings, nothing played at the table.' };
  }
  if (/hull value|battery armament|anti-squadron armament|printed/.test(t) && !/\b(reroll|add \d|change)\b/.test(t)) {
    return { yourCall: 'A changed printed value (hull, armament): the table plays the ship with it.' };
  }
  if (/before deploying fleets|after deploying fleets|after you deploy|when you deploy|deploy|at the start of the first round|set aside/.test(t)) {
    return { yourCall: 'Set up before or at the start of the game: the players place or choose it.' };
  }
  if (/obstacle|overlap|maneuver|yaw|determine course|\bmove\b|moves|proximity mine|grav|distance \d|close range|close-medium range|at close|medium range/.test(t)) {
    return { yourCall: 'It depends on where ships, squadrons or obstacles stand: the table sees it.' };
  }
  if (/raid token/.test(t)) return { yourCall: 'Raid tokens are kept at the table.' };
  if (/command dial|command token|reveal a command|:nav:|:navigate:|:squadron:|:squad:|:repair:|:confire:|:concentrate fire:|\bcommand\b/.test(t)) {
    return { yourCall: 'Commands and their dials and tokens chosen by the players: the table resolves it.' };
  }
  if (/engineering/.test(t)) return { yourCall: 'Engineering points spent at the table.' };
  if (/:crit|:critical|critical/.test(t)) return { yourCall: 'A critical effect: chosen and resolved at the table.' };
  if (/damage card|faceup|facedown/.test(t)) return { yourCall: 'Damage cards chosen and dealt at the table.' };
  if (/defense token|:brace:|:redirect:|:evade:|:scatter:|:contain:|:salvo:/.test(t)) return { yourCall: 'A defense-token choice the table resolves.' };
  if (/activat|squadron/.test(t)) return { yourCall: 'Squadrons and activations chosen by the players.' };
  if (playWords.test(t)) return { yourCall: 'A choice the players make at the table.' };
  if (t.trim() === '') return null;
  return { noEffect: 'Nothing that changes dice, damage, tokens, speed or activations.' };
}

/** The squadron keywords the engine plays itself (squadron-keywords.ts, keyword-dice.ts, the attack rules). */
export const appliedKeywords: ReadonlySet<string> = new Set(['adept', 'swarm', 'dodge', 'ai: battery', 'ai: anti-squadron', 'ai-battery', 'ai-antisquadron', 'bomber', 'counter', 'escort', 'heavy', 'snipe']);

/** An upgrade's facts; `types`: its slots ("Commander", "weapons-team"), for two cards of one name (Darth Vader the commander and the weapons team). */
export function upgradeFactsOf(name: string, text: string | null, types: readonly string[] = []): FoundFacts {
  const key = factKey(name);
  const typed = types.map((type) => upgradeFacts[`${key}|${factKey(type)}`]).find((entry) => entry !== undefined);
  // Two cards of one name and slot (ISB's Ahsoka Tano officers) are told by their text's first five words.
  const byText = text ? upgradeFacts[`${key}|${factKey(text).split(' ').slice(0, 5).join(' ')}`] : undefined;
  const table = byText ?? typed ?? upgradeFacts[key];
  if (table) return { facts: table, from: 'table' };
  const restricted = restrictionsOfCard(name);
  if (restricted && restricted.source === 'upgrade') {
    const applied = restricted.facts.some((fact) => fact.rule !== 'reminder');
    return { facts: applied ? { effects: [] } : { yourCall: 'Reminded at its moment in the attack: the table decides it.' }, from: 'restrictions' };
  }
  if (printedStatCards.has(key)) return { facts: { effects: [] }, from: 'printedStats' };
  const terms = text ? factsFromTerms(text) : null;
  return { facts: terms, from: terms ? 'terms' : null };
}

/** A squadron: its ability's facts (by ace name and ship, or name), else its keywords. */
export function squadronFactsOf(name: string, title: string | null, text: string | null, keywords: readonly string[]): FoundFacts {
  // The table is about a printed ability: a printing without one (FFG's TIE Defender) is its keywords.
  const table = text && text.trim() !== '' ? ((title ? squadronFacts[`${factKey(name)}|${factKey(title)}`] : undefined) ?? squadronFacts[factKey(name)]) : undefined;
  if (table) return { facts: table, from: 'table' };
  if (text && text.trim() !== '') {
    const terms = factsFromTerms(text);
    return { facts: terms, from: terms ? 'terms' : null };
  }
  const names = keywords.map((keyword) => keyword.toLowerCase().replace(/\s*\d+$/, '').trim()).filter((keyword) => keyword !== '');
  if (names.length === 0) return { facts: { noEffect: 'No ability and no keyword: a plain squadron.' }, from: 'keywords' };
  if (names.every((keyword) => appliedKeywords.has(keyword))) return { facts: { effects: [] }, from: 'keywords' };
  const left = names.filter((keyword) => !appliedKeywords.has(keyword));
  return {
    facts: names.some((keyword) => appliedKeywords.has(keyword)) ? { effects: [], note: `${left.join(', ')}: movement and activation the table keeps.` } : { yourCall: `${left.join(', ')}: movement and activation the table keeps.` },
    from: 'keywords',
  };
}

/** How the coverage counts a card's facts. */
export function coverageOf(found: FoundFacts): CoverageClass {
  const facts = found.facts;
  if (!facts) return 'missing';
  if ('yourCall' in facts) return 'yourCall';
  if ('noEffect' in facts) return 'noEffect';
  // An effect the engine only tells (extra attacks, engineering…) leaves the card to the table.
  if (!facts.effects.every((effect) => effect.effects.every((change) => appliedEffectKinds.has(change.kind)))) return 'yourCall';
  if (facts.effects.some((effect) => effect.conditions.some((condition) => condition.kind === 'ask'))) return 'asked';
  return 'applied';
}

/**
 * What a unit's card brings to the setup entry: its effects (with the card's name, and its upgrade
 * id when it is an upgrade) and, when the players decide it, the reason. A card with no facts is
 * "your call", its text shown.
 */
export function effectsOfCard(source: string, found: FoundFacts, upgrade?: string): { effects: ArmadaCardEffect[]; yourCalls: ArmadaYourCall[] } {
  const at = upgrade ? { upgrade } : {};
  const facts = found.facts;
  const clip = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}…` : text);
  if (!facts) return { effects: [], yourCalls: [{ source: clip(source), ...at, reason: 'Your call: this card has no facts yet; play it from its card.' }] };
  if ('yourCall' in facts) return { effects: [], yourCalls: [{ source: clip(source), ...at, reason: clip(facts.yourCall) }] };
  if ('noEffect' in facts) return { effects: [], yourCalls: [] };
  return {
    effects: facts.effects.map((effect) => ({ ...effect, source: clip(source), ...at })),
    yourCalls: facts.note ? [{ source: clip(source), ...at, reason: clip(facts.note) }] : [],
  };
}
