import type { ArmadaState, Squadron, SquadronKeyword, Unit } from '../model/state';

// Squadron keywords (RRG 1.5.0 · Squadron Keywords) as the card data prints them: "Bomber",
// "Counter 2", "AI: Battery 1". The rules that read a keyword ask here; keywords the app cannot
// check without the table (movement, distances) are reminders shown where they apply.

export type KeywordName =
  | 'Adept'
  | 'AI: Anti-Squadron'
  | 'AI: Battery'
  | 'Assault'
  | 'Bomber'
  | 'Cloak'
  | 'Counter'
  | 'Dodge'
  | 'Escort'
  | 'Grit'
  | 'Heavy'
  | 'Intel'
  | 'Relay'
  | 'Rogue'
  | 'Scout'
  | 'Screen'
  | 'Snipe'
  | 'Strategic'
  | 'Swarm';

export type { SquadronKeyword };

/** Our own one-line reminder of each keyword, shown on the squadron and where the keyword applies. */
export const keywordReminders: Record<KeywordName, string> = {
  Adept: 'Attacking: reroll up to X dice.',
  'AI: Anti-Squadron': 'Activated by a squadron command: add X anti-squadron dice of colours in the pool.',
  'AI: Battery': 'Activated by a squadron command: add X battery dice of colours in the pool.',
  Assault: 'Attacking a ship: spend a hit die to give the defender a raid token.',
  Bomber: 'Attacking a ship: crits add damage and a critical effect may resolve.',
  Cloak: 'End of the squadron phase: may move up to distance 1, even engaged.',
  Counter: 'After a squadron attacks it: attack back with X blue dice, even if destroyed.',
  Dodge: 'Defending against a squadron: reroll X dice when spending defense tokens.',
  Escort: 'Squadrons engaged with it must attack escorts first (counters excepted).',
  Grit: 'Engaged by only one squadron: may still move.',
  Heavy: 'Does not stop engaged squadrons from attacking ships or moving.',
  Intel: 'Friendly squadrons at distance 1 have Grit.',
  Relay: 'A squadron command may activate up to X squadrons at distance 1–3 of it.',
  Rogue: 'Squadron phase: may move and attack, in either order.',
  Scout: 'Deploys anywhere beyond distance 5 of enemy ships.',
  Screen: 'Defending: Dodge grows with friendly squadrons near it that lack Screen.',
  Snipe: 'May attack a squadron at distance 2 with X blue dice.',
  Strategic: 'Moves objective tokens it is near.',
  Swarm: 'Attacking a squadron engaged with another friendly squadron: reroll 1 die.',
};

const known = Object.keys(keywordReminders) as KeywordName[];

/** The reminder for a squadron's own keyword, with its X ("reroll up to 2 dice", "reroll 1 die"); '' for one we do not know. */
export function keywordReminder(keyword: SquadronKeyword): string {
  const text = (keywordReminders as Record<string, string>)[keyword.name] ?? '';
  const value = keyword.value;
  if (value === null) return text;
  return text.replace(/\bX dice\b/g, value === 1 ? '1 die' : `${value} dice`).replace(/\bX\b/g, String(value));
}

/** "Counter 2" → {name: 'Counter', value: 2}; "AI: Battery 1" → {name: 'AI: Battery', value: 1}; case as printed or lower. */
export function parseKeyword(printed: string): SquadronKeyword {
  const match = /^(.*?)\s*(\d+)?$/.exec(printed.trim());
  const rawName = (match?.[1] ?? printed).trim();
  const name = known.find((candidate) => candidate.toLowerCase() === rawName.toLowerCase()) ?? rawName;
  return { name, value: match?.[2] !== undefined ? Number(match[2]) : null };
}

export function keywordOf(unit: Unit | undefined, name: KeywordName): SquadronKeyword | null {
  if (!unit || unit.kind !== 'squadron') return null;
  // a keyword a card gave it for now (Ahsoka Tano's Snipe, TI-99's Counter) is read before the printed one.
  const granted = unit.grantedKeywords?.find((keyword) => keyword.name === name);
  if (granted) return { name, value: granted.value };
  const printed = (unit.keywords ?? []).find((keyword) => keyword.name === name);
  if (printed) return printed;
  // a card's keyword held while the squadron has a readied defense token (Tel Trevura's Escort).
  const whileReadied = unit.cardEffects?.some((effect) => effect.effects.some((change) => change.kind === 'keywordWhileReadied' && change.keyword === name));
  return whileReadied && unit.defenseTokens.some((token) => token.state === 'readied') ? { name, value: null } : null;
}

export const hasKeyword = (unit: Unit | undefined, name: KeywordName): boolean => keywordOf(unit, name) !== null;

/** Engagement as the players declared it (the app cannot see distance): the enemy squadrons engaged with this one. */
export function engagedWith(state: ArmadaState, squadron: Squadron): Squadron[] {
  // Issue 35 · a card lets the activated squadron ignore engagement (Anakin Skywalker, BTL-B).
  if (state.activation.squadron?.id === squadron.id && state.activation.squadron.ignoresEngagement) return [];
  const ids = new Set((state.engagements ?? []).flatMap(([a, b]) => (a === squadron.id ? [b] : b === squadron.id ? [a] : [])));
  return state.squadrons.filter((other) => ids.has(other.id) && !other.destroyed && other.owner !== squadron.owner);
}

/** RRG · Engaged / Heavy: an engaged squadron attacks a ship only when every squadron engaging it is Heavy. */
export function whyEngagedSquadronCannotAttackShip(state: ArmadaState, squadron: Squadron): string | null {
  const blockers = engagedWith(state, squadron).filter((other) => !hasKeyword(other, 'Heavy'));
  if (blockers.length === 0) return null;
  return `${squadron.name} is engaged with ${blockers.map((other) => other.name).join(', ')}: an engaged squadron cannot attack ships unless every squadron engaging it is Heavy.`;
}

/** RRG · Escort: engaged with an enemy escort, a squadron must attack an escort (a counter attack is free). */
export function whyEscortForbids(state: ArmadaState, attacker: Squadron, defender: Squadron): string | null {
  if (hasKeyword(defender, 'Escort')) return null;
  const escorts = engagedWith(state, attacker).filter((other) => hasKeyword(other, 'Escort'));
  if (escorts.length === 0) return null;
  return `Escort: ${attacker.name} is engaged with ${escorts.map((other) => other.name).join(', ')} and must attack a squadron with Escort first.`;
}
