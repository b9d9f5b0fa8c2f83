import type { CardEffect, DiceEffectFact, EffectCondition, EffectCost, EffectFace, EffectMoment, TurnEffect, YourCall } from './card-effect';

// DESIGN §10 · a reader of X-Wing's templated rules wording: a card's text (read at setup from the
// player's imported data) → our facts. It reads the timing words (RRG · Ability timing), the "if"
// conditions, the costs ("spend 1 [Charge]", "gain 1 stress token to …") and the effects ("change 1
// [Hit] result to a [Critical Hit] result", "roll 1 additional die", "gain 1 focus token") from their
// terms. Nothing of the card's sentences is kept: the facts and their summaries are built from the
// terms the reader recognised. A part of the text it cannot account for word by word is not guessed:
// the card is "your call", with the reason.

export interface ReadCard {
  effects: CardEffect[];
  yourCall: YourCall[];
}

type Role = 'attacker' | 'defender';
type Token = 'calculate' | 'evade' | 'focus' | 'reinforce' | 'disarm' | 'jam' | 'tractor' | 'deplete' | 'ion' | 'strain' | 'stress' | 'cloak';
type Action = Extract<TurnEffect, { kind: 'performAction' }>['action'];

const tokenWords: Record<string, Token> = {
  calculate: 'calculate', evade: 'evade', focus: 'focus', reinforce: 'reinforce', disarm: 'disarm', jam: 'jam', tractor: 'tractor', deplete: 'deplete', ion: 'ion', strain: 'strain', stress: 'stress', cloak: 'cloak',
};
/** "you are stressed" → stress. */
const tokenStates: Record<string, Token> = {
  stressed: 'stress', focused: 'focus', evading: 'evade', ionized: 'ion', strained: 'strain', depleted: 'deplete', calculating: 'calculate', reinforced: 'reinforce', jammed: 'jam', tractored: 'tractor', cloaked: 'cloak', disarmed: 'disarm',
};
const faceWords: Record<string, EffectFace> = { '[hit]': 'hit', '[critical hit]': 'crit', '[focus]': 'focus', blank: 'blank', '[evade]': 'evade', '[blank]': 'blank' };
const actionWords: Record<string, Action> = {
  focus: 'focus', evade: 'evade', calculate: 'calculate', reinforce: 'reinforce', lock: 'lock', cloak: 'cloak', jam: 'jam', boost: 'boost', 'barrel roll': 'barrelRoll', coordinate: 'coordinate', reload: 'reload', slam: 'slam', 'rotate arc': 'rotateArc',
};
const actionNames: Record<Action, string> = {
  focus: 'focus', evade: 'evade', calculate: 'calculate', reinforce: 'reinforce', lock: 'lock', cloak: 'cloak', jam: 'jam', boost: 'boost', barrelRoll: 'barrel roll', coordinate: 'coordinate', reload: 'reload', slam: 'SLAM', rotateArc: 'rotate',
};
const arcWords: Record<string, Extract<EffectCondition, { kind: 'arc' }>['arc']> = {
  'bullseye arc': 'bullseye', 'front arc': 'front', 'rear arc': 'rear', 'single turret arc': 'turret', 'double turret arc': 'turret', 'full front arc': 'fullFront', 'full rear arc': 'fullRear',
};
const faceNames: Record<EffectFace, string> = { hit: 'hit', crit: 'crit', focus: 'focus', blank: 'blank', evade: 'evade' };

const FACE = String.raw`(?:\[hit\]|\[critical hit\]|\[focus\]|\[evade\]|\[blank\]|blank)`;
const FACES = String.raw`(${FACE}(?:(?:(?:,| or|, or) )${FACE}|\/${FACE})*)`;
const TOKEN = String.raw`(calculate|evade|focus|reinforce|disarm|jam|tractor|deplete|ion|strain|stress|cloak)`;
const COUNT = String.raw`(\d|an?|one|up to \d|all|any number of)`;
const OTHER = String.raw`(?:the defender|the attacker|that ship|the chosen ship|the enemy ship)`;
/** A friendly ship the player names ("another friendly ship at range 0-2 gains …"). */
const FRIEND = String.raw`(?:another|a) friendly ship(?: at range \d(?:-\d)?)?(?: in your firing arc)?`;
/** "Even while stressed": the action is granted as the card says; a stressed ship's restriction is lifted by its wording. */
const EVEN = String.raw`(?:,? even (?:if|while) (?:you are |it is )?stressed)?`;

const amountOf = (word: string | undefined): number => {
  if (!word) return 1;
  const digit = /\d/.exec(word);
  return digit ? Number(digit[0]) : 1;
};
const countOf = (word: string | undefined): number | 'all' => (word && /all|any number/.test(word) ? 'all' : Math.min(9, amountOf(word)));
const facesIn = (words: string | undefined): EffectFace[] => {
  if (!words) return [];
  const found = [...words.matchAll(new RegExp(FACE, 'g'))].map((match) => faceWords[match[0]]).filter((face): face is EffectFace => face !== undefined);
  return [...new Set(found)];
};

/** One part of a text being read: what is left to account for, and what the reader found. */
class Reading {
  rest: string;
  constructor(text: string) {
    this.rest = text;
  }
  /** Every match is accounted for: it is blanked out of what is left. */
  take(pattern: RegExp, each: (match: RegExpExecArray) => void): void {
    const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    let match: RegExpExecArray | null;
    const spans: [number, number][] = [];
    while ((match = global.exec(this.rest)) !== null) {
      if (match[0].length === 0) {
        global.lastIndex++;
        continue;
      }
      each(match);
      spans.push([match.index, match.index + match[0].length]);
    }
    for (const [from, to] of spans.reverse()) this.rest = `${this.rest.slice(0, from)} ${' '.repeat(to - from)}${this.rest.slice(to)}`;
  }
}

/** Words that carry no game fact of their own once the terms around them are read. */
const fillerWords = new Set(
  'you your yours may must can to a an the of and or if do does did then this that it its is are be instead also as in on for with by from at any each one 1 2 3 result results die dice step while so there their them they either either, which what when would could ability effect effects use using but'.split(' '),
);

function leftover(rest: string): string[] {
  return rest
    .replace(/[.,:;()!"'’]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0 && !fillerWords.has(word));
}

/** How a part begins: the moment, the role it gives the card's ship, and what its timing words say besides. */
interface Opening {
  moment: EffectMoment | 'whileAttacking' | 'whileDefending' | 'whileBoth' | 'afterBoth';
  roles: Role[];
  conditions: EffectCondition[];
  /** "A [Torpedo] or [Missile] attack": one fact per weapon or arc named. */
  alternatives?: EffectCondition[][];
  /** "While a friendly ship defends": whose dice "your" and "the attacker's" mean. */
  as?: Role;
  /** "A friendly ship" (not "another"): the card's own ship is one too (a ship is friendly to itself, at range 0 of itself). */
  selfToo?: boolean;
}

/** "primary, [torpedo], or [missile]": each weapon or arc named, as its own conditions; null when a word is not one. */
function weaponAlternatives(words: string): EffectCondition[][] | null {
  const chunks = words.split(/,? or |, /).map((chunk) => chunk.trim()).filter((chunk) => chunk.length > 0);
  if (chunks.length <= 1) {
    const conditions: EffectCondition[] = [];
    return weaponWords(words, conditions) ? [conditions] : null;
  }
  const out: EffectCondition[][] = [];
  for (const chunk of chunks) {
    const conditions: EffectCondition[] = [];
    if (!weaponWords(chunk, conditions) || conditions.length === 0) return null;
    out.push(conditions);
  }
  return out;
}

function weaponWords(words: string, conditions: EffectCondition[]): boolean {
  let rest = words;
  const takeWord = (pattern: RegExp, condition: EffectCondition | null) => {
    if (!pattern.test(rest)) return;
    rest = rest.replace(pattern, ' ');
    if (condition) conditions.push(condition);
  };
  takeWord(/\[torpedo\]/, { kind: 'weapon', weapon: 'torpedo' });
  takeWord(/\[missile\]/, { kind: 'weapon', weapon: 'missile' });
  takeWord(/\[cannon\]/, { kind: 'weapon', weapon: 'cannon' });
  takeWord(/\[turret\]/, { kind: 'weapon', weapon: 'turret' });
  takeWord(/\bspecial\b/, { kind: 'weapon', weapon: 'special' });
  takeWord(/\bprimary\b/, { kind: 'weapon', weapon: 'primary' });
  for (const [words, arc] of Object.entries(arcWords)) takeWord(new RegExp(String.raw`\[${words}\]`), { kind: 'arc', arc });
  takeWord(/\bbonus\b/, null);
  return rest.trim() === '';
}

const phases: readonly [RegExp, EffectMoment][] = [
  [/^(?:at the start of|during) the system phase,?\s*/, 'systemPhase'],
  [/^at the start of the activation phase,?\s*/, 'activationStart'],
  [/^at the end of the activation phase,?\s*/, 'activationEnd'],
  [/^at the start of the engagement phase,?\s*/, 'engagementStart'],
  [/^at the end of the engagement phase,?\s*/, 'engagementEnd'],
  [/^(?:at the start of|during) the end phase,?\s*/, 'endPhaseStart'],
  [/^at the end of the end phase,?\s*/, 'endPhaseEnd'],
  [/^before you engage,?\s*/, 'beforeEngaging'],
  [/^before you activate,?\s*/, 'beforeActivating'],
  [/^setup:\s*/, 'setup'],
  [/^action:\s*/, 'action'],
  [/^after you (?:gain|receive) (?:a|1|one) stress token,?\s*/, 'afterGainStress'],
  [/^after you are destroyed,?\s*/, 'afterDestroyed'],
  [/^after you reveal (?:your dial|a maneuver),?\s*/, 'afterRevealDial'],
];

function readOpening(reading: Reading): Opening | null {
  const text = reading.rest.trimStart();
  const offset = reading.rest.length - text.length;
  const opened = (length: number, opening: Opening): Opening => {
    reading.rest = ' '.repeat(offset + length) + reading.rest.slice(offset + length);
    return opening;
  };
  let match: RegExpExecArray | null;
  if ((match = /^while you defend or perform an? ([^,]*?)attack,?\s*/.exec(text))) {
    // "While you defend or perform a primary attack": the weapon is the attacker's; defending, any attack.
    const alternatives = weaponAlternatives(match[1] ?? '');
    if (!alternatives) return null;
    return opened(match[0].length, { moment: 'whileBoth', roles: ['attacker', 'defender'], conditions: [], alternatives });
  }
  if ((match = /^while you perform an? ([^,]*?)attack(?: at (?:attack )?range (\d)(?:-(\d))?)?(?! or),?\s*/.exec(text))) {
    const alternatives = weaponAlternatives(match[1] ?? '');
    if (!alternatives) return null;
    // "A primary attack at range 3": the attack range.
    const range: EffectCondition[] = match[2] ? [{ kind: 'range', min: Number(match[2]), max: Number(match[3] ?? match[2]) }] : [];
    return opened(match[0].length, { moment: 'whileAttacking', roles: ['attacker'], conditions: range, alternatives });
  }
  if ((match = /^while (a|another) friendly ship(?: at range (\d)(?:-(\d))?)? (defends|performs an? ([^,]*?)attack),?\s*/.exec(text))) {
    const selfToo = match[1] === 'a' && (match[2] === undefined || match[2] === '0');
    match.splice(1, 1);
    const role: Role = match[3] === 'defends' ? 'defender' : 'attacker';
    // "performs a primary attack", "a [torpedo] or [missile] attack": the friend's weapon, as each weapon named.
    const alternatives = role === 'attacker' ? weaponAlternatives(match[4] ?? '') : [[]];
    if (!alternatives) return null;
    const conditions: EffectCondition[] = [{ kind: 'friendly', role }];
    if (match[1]) conditions.push({ kind: 'ask', question: `Is the ${role} at range ${match[1]}${match[2] ? `–${match[2]}` : ''} of it?` });
    return opened(match[0].length, { moment: role === 'defender' ? 'whileDefending' : 'whileAttacking', roles: [], conditions, as: role, selfToo, ...(alternatives.length > 0 && alternatives.some((one) => one.length > 0) ? { alternatives } : {}) });
  }
  // RRG · Attack, Declare Target: "after you become the defender (before dice are rolled)" acts once the attack is declared, before its roll.
  if ((match = /^after you become the defender(?: \(before dice are rolled\))?,?\s*/.exec(text))) return opened(match[0].length, { moment: 'declareTarget', roles: ['defender'], conditions: [] });
  if ((match = /^while defending,?\s*/.exec(text))) return opened(match[0].length, { moment: 'whileDefending', roles: ['defender'], conditions: [] });
  if ((match = /^while you defend(?: at (?:attack )?range (\d)(?:-(\d))?)?,?\s*/.exec(text))) {
    const range: EffectCondition[] = match[1] ? [{ kind: 'range', min: Number(match[1]), max: Number(match[2] ?? match[1]) }] : [];
    return opened(match[0].length, { moment: 'whileDefending', roles: ['defender'], conditions: range });
  }
  if ((match = /^after you perform an? ([^,]*?)attack(?: that (hits|misses|missed))?,?\s*/.exec(text))) {
    const alternatives = weaponAlternatives(match[1] ?? '');
    if (!alternatives) return null;
    return opened(match[0].length, { moment: 'afterAttack', roles: ['attacker'], conditions: match[2] ? [{ kind: 'hit', hit: match[2] === 'hits' }] : [], alternatives });
  }
  if ((match = /^after (a|another) friendly ship(?: at range (\d)(?:-(\d))?)? (defends|performs an attack),?\s*/.exec(text))) {
    const selfToo = match[1] === 'a' && (match[2] === undefined || match[2] === '0');
    match.splice(1, 1);
    const role: Role = match[3] === 'defends' ? 'defender' : 'attacker';
    const conditions: EffectCondition[] = [{ kind: 'friendly', role }];
    if (match[1]) conditions.push({ kind: 'ask', question: `Is the ${role} at range ${match[1]}${match[2] ? `–${match[2]}` : ''} of it?` });
    return opened(match[0].length, { moment: role === 'defender' ? 'afterDefend' : 'afterAttack', roles: [], conditions, as: role, selfToo });
  }
  // "After you defend or perform an attack": one fact after defending, one after attacking.
  if ((match = /^after you defend or perform an attack,?\s*/.exec(text))) return opened(match[0].length, { moment: 'afterBoth', roles: ['attacker', 'defender'], conditions: [] });
  if ((match = /^after (?:you defend|defending)(?: at (?:attack )?range (\d)(?:-(\d))?)?,?\s*/.exec(text))) {
    const range: EffectCondition[] = match[1] ? [{ kind: 'range', min: Number(match[1]), max: Number(match[2] ?? match[1]) }] : [];
    return opened(match[0].length, { moment: 'afterDefend', roles: ['defender'], conditions: range });
  }
  if ((match = /^after you perform an? (?:(red|white|purple) )?(?:\[([a-z ]+)\](?:,? or \[([a-z ]+)\])? )?action,?\s*/.exec(text))) {
    // "After you perform a [Barrel Roll] or [Boost] action": either action.
    const named = [match[2], match[3]].filter((word): word is string => word !== undefined);
    const actions = named.map((word) => actionWords[word]);
    if (actions.some((action) => action === undefined)) return null;
    const conditions: EffectCondition[] = [];
    if (actions.length > 0) conditions.push({ kind: 'action', actions: actions as Action[] });
    if (match[1]) conditions.push({ kind: 'difficulty', of: 'action', difficulties: [match[1] as 'red'] });
    return opened(match[0].length, { moment: 'afterAction', roles: [], conditions });
  }
  // "… a maneuver or perform a [Boost] action": two moments, not read (the action is not the card's grant).
  if ((match = /^after you (?:fully |partially )?execute an? ([^,]*?)maneuver(?! or\b),?\s*/.exec(text))) {
    // The table knows the maneuver executed: its difficulty, bearing and speed are checked, never asked.
    const conditions = maneuverConditions(match[1] ?? '');
    if (conditions === null) return null;
    return opened(match[0].length, { moment: 'afterManeuver', roles: [], conditions });
  }
  for (const [pattern, moment] of phases) {
    if ((match = pattern.exec(text))) return opened(match[0].length, { moment, roles: [], conditions: [] });
  }
  return null;
}

/** "red", "speed 3-5", "[bank left] or [bank right]": the maneuver named, as conditions the table checks (null: not read). */
function maneuverConditions(words: string): EffectCondition[] | null {
  let rest = words;
  const conditions: EffectCondition[] = [];
  const take = (pattern: RegExp, read: (match: RegExpExecArray) => void) => {
    const match = pattern.exec(rest);
    if (!match) return;
    read(match);
    rest = rest.replace(match[0], ' ');
  };
  type Bearing = NonNullable<Extract<EffectCondition, { kind: 'maneuver' }>['bearings']>[number];
  const bearings = new Set<Bearing>();
  const found: { speed: { min: number; max: number } | null } = { speed: null };
  take(/\b(red|blue|white|purple)\b/, (match) => conditions.push({ kind: 'difficulty', of: 'maneuver', difficulties: [match[1] as 'red'] }));
  take(/speed (\d)(?:-(\d))?/, (match) => (found.speed = { min: Number(match[1]), max: Number(match[2] ?? match[1]) }));
  const bearingOf: Record<string, Bearing[]> = { bank: ['bank'], turn: ['turn'], straight: ['straight'], basic: ['straight', 'bank', 'turn'], 'koiogran turn': ['koiogran'], reverse: ['reverse'], stationary: ['stop'] };
  take(/\b(bank|turn|straight|basic|koiogran turn|reverse|stationary)\b/, (match) => bearingOf[match[1] ?? '']?.forEach((bearing) => bearings.add(bearing)));
  take(/\[(bank left|bank right|turn left|turn right|straight|koiogran turn)\](?: or \[(bank left|bank right|turn left|turn right|straight)\])?/, (match) => {
    for (const word of [match[1], match[2]]) if (word) bearings.add(word.startsWith('bank') ? 'bank' : word.startsWith('turn') ? 'turn' : word === 'koiogran turn' ? 'koiogran' : 'straight');
  });
  take(/\(\s*\)/, () => undefined);
  if (rest.replace(/[()\s,]/g, '') !== '') return null;
  const limits = found.speed;
  if (bearings.size > 0 || limits) conditions.push({ kind: 'maneuver', ...(bearings.size > 0 ? { bearings: [...bearings] } : {}), ...(limits ? { minSpeed: limits.min, maxSpeed: limits.max } : {}) });
  return conditions;
}

/** The conditions the part names, each accounted for; positions the table cannot know are one yes / no question. */
function readConditions(reading: Reading, roles: readonly Role[]): { conditions: EffectCondition[]; chosen: 'friendly' | 'enemy' | null } {
  const conditions: EffectCondition[] = [];
  let chosen: 'friendly' | 'enemy' | null = null;
  const STATE = '(stressed|focused|evading|ionized|strained|depleted|calculating|reinforced|jammed|tractored|cloaked|disarmed)';
  // "If you are not depleted or strained": neither.
  reading.take(new RegExp(String.raw`\bif you are not ${STATE} or ${STATE}\b`), (m) => {
    for (const word of [m[1], m[2]]) conditions.push({ kind: 'token', who: 'self', token: tokenStates[word ?? ''] ?? 'stress', none: true });
  });
  reading.take(/\bif your revealed maneuver is (?:speed )?(\d)(?:-(\d))?/, (m) => conditions.push({ kind: 'ask', question: `Was its revealed maneuver speed ${m[1]}${m[2] ? `–${m[2]}` : ''}?` }));
  reading.take(/\bif your revealed maneuver is (red|blue|white|purple)/, (m) => conditions.push({ kind: 'ask', question: `Was its revealed maneuver ${m[1]}?` }));
  reading.take(/(?<!even )\bif (?:you are|you're) (not )?(stressed|focused|evading|ionized|strained|depleted|calculating|reinforced|jammed|tractored|cloaked|disarmed)\b/, (m) => {
    conditions.push({ kind: 'token', who: 'self', token: tokenStates[m[2] ?? ''] ?? 'stress', ...(m[1] ? { none: true } : {}) });
  });
  reading.take(new RegExp(String.raw`\bif (the defender|the attacker|the enemy ship) is (not )?(stressed|focused|evading|ionized|strained|depleted|calculating|reinforced|jammed|tractored|cloaked|disarmed)\b`), (m) => {
    conditions.push({ kind: 'token', who: 'other', token: tokenStates[m[3] ?? ''] ?? 'stress', ...(m[2] ? { none: true } : {}) });
  });
  reading.take(new RegExp(String.raw`\bif (you|the defender|the attacker) (?:have|has) (no|a|an|1 or more) ${TOKEN} tokens?`), (m) => {
    conditions.push({ kind: 'token', who: m[1] === 'you' ? 'self' : 'other', token: tokenWords[m[3] ?? ''] ?? 'focus', ...(m[2] === 'no' ? { none: true } : {}) });
  });
  reading.take(/\bif you have a lock on (?:the defender|the attacker|the enemy ship)|\bif (?:the defender|the attacker) is locked by you/, () => conditions.push({ kind: 'lock', who: 'self' }));
  reading.take(/\bif (?:the defender|the attacker) has a lock on you|\bif you are locked by (?:the defender|the attacker)/, () => conditions.push({ kind: 'lock', who: 'other' }));
  reading.take(/\bif (you are|the defender is|the attacker is) (not )?critically damaged\b/, (m) => conditions.push({ kind: 'critical', who: m[1] === 'you are' ? 'self' : 'other', ...(m[2] ? { none: true } : {}) }));
  reading.take(/\bif (you are|the defender is|the attacker is) (not )?shielded\b/, (m) => conditions.push({ kind: 'shielded', who: m[1] === 'you are' ? 'self' : 'other', ...(m[2] ? { none: true } : {}) }));
  reading.take(/\bif (you are|the defender is|the attacker is) damaged\b/, (m) => conditions.push({ kind: 'damaged', who: m[1] === 'you are' ? 'self' : 'other', what: 'any' }));
  reading.take(/\bif (?:the defender|the attacker|the enemy ship) is in your \[(bullseye arc|front arc|rear arc|single turret arc|double turret arc|full front arc|full rear arc)\](?! and| or)(?: at range (\d)(?:-(\d))?)?/, (m) => {
    const arc = arcWords[m[1] ?? ''];
    if (arc) conditions.push({ kind: 'arc', arc });
    if (m[2]) conditions.push({ kind: 'range', min: amountOf(m[2]), max: amountOf(m[3] ?? m[2]) });
  });
  reading.take(/\b(?:at|if the) attack range (?:is )?(\d)(?:-(\d))?/, (m) => conditions.push({ kind: 'range', min: amountOf(m[1]), max: amountOf(m[2] ?? m[1]) }));
  reading.take(/\bif (?:the defender|the attacker) (?:is )?at range (\d)(?:-(\d))?/, (m) => conditions.push({ kind: 'range', min: amountOf(m[1]), max: amountOf(m[2] ?? m[1]) }));
  reading.take(/\bif (?:the defender|the attacker)(?:'s| has an?) initiative (?:value )?is (lower|higher|equal to or lower|equal to or higher) than yours|\bif (?:the defender|the attacker)'s initiative (?:value )?is (equal to or greater|equal to or less) than yours|\bif (?:the defender|the attacker) has (?:a )?(lower|higher) initiative(?: than you)?/, (m) => {
    const word = m[1] ?? (m[2] === 'equal to or greater' ? 'equal to or higher' : m[2] === 'equal to or less' ? 'equal to or lower' : undefined) ?? m[3];
    conditions.push({ kind: 'initiative', compare: word === 'higher' ? 'higher' : word === 'equal to or lower' ? 'equalOrLower' : word === 'equal to or higher' ? 'equalOrHigher' : 'lower' });
  });
  reading.take(/\bif (you are|the defender is|the attacker is) an? (small|medium|large|huge)(?: or (small|medium|large|huge))? ship/, (m) => {
    const sizes = [m[2], m[3]].filter((size): size is 'small' | 'medium' | 'large' | 'huge' => size !== undefined);
    conditions.push({ kind: 'size', who: m[1] === 'you are' ? 'self' : 'other', sizes });
  });
  reading.take(/\bif (?:the|this|that) attack (hit|hits|missed|did not hit|does not hit)\b/, (m) => conditions.push({ kind: 'hit', hit: m[1] === 'hit' || m[1] === 'hits' }));
  // Timing inside the step the effect's dice already name (RRG · Modify Dice): nothing more to know.
  reading.take(/\b(?:before|after) (?:the neutralize results step|rolling (?:attack|defense) dice|you roll (?:attack|defense) dice|the defender rolls defense dice|the attacker rolls attack dice)\b/, () => undefined);
  reading.take(/\bagainst (?:a|the) defender in your \[(bullseye arc|front arc|rear arc|single turret arc|double turret arc|full front arc|full rear arc)\]/, (m) => {
    const arc = arcWords[m[1] ?? ''];
    if (arc) conditions.push({ kind: 'arc', arc });
  });
  reading.take(/\bagainst (?:a|the) (?:defender|ship) at (?:attack )?range (\d)(?:-(\d))?/, (m) => conditions.push({ kind: 'range', min: amountOf(m[1]), max: amountOf(m[2] ?? m[1]) }));
  reading.take(/\bagainst a damaged (?:defender|attacker|ship)/, () => conditions.push({ kind: 'damaged', who: 'other', what: 'any' }));
  reading.take(/\bagainst (?:a defender you have locked|a locked ship|a defender you have a lock on|a ship you have locked)/, () => conditions.push({ kind: 'lock', who: 'self' }));
  reading.take(/\bagainst an? (stressed|strained|depleted|ionized|tractored|jammed|focused|evading|calculating) (?:defender|ship)/, (m) => conditions.push({ kind: 'token', who: 'other', token: tokenStates[m[1] ?? ''] ?? 'stress' }));
  reading.take(/\bagainst an? (small|medium|large|huge)(?: or (small|medium|large|huge))? (?:ship|defender)/, (m) => {
    const sizes = [m[1], m[2]].filter((size): size is 'small' | 'medium' | 'large' | 'huge' => size !== undefined);
    conditions.push({ kind: 'size', who: 'other', sizes });
  });
  reading.take(/\b(?:if the attack is|that is) (not )?obstructed(?: by an obstacle)?/, (m) => conditions.push({ kind: 'obstructed', obstructed: !m[1] }));
  reading.take(/\bif you are not in the (defender's|attacker's) firing arc/, (m) => conditions.push({ kind: 'ask', question: `Is it outside the ${m[1]?.startsWith('defender') ? 'defender' : 'attacker'}'s firing arc?` }));
  reading.take(/\bif you are not in the (defender's|attacker's) \[(front arc|rear arc|bullseye arc|single turret arc)\]/, (m) => conditions.push({ kind: 'ask', question: `Is it outside the ${m[1]?.startsWith('defender') ? 'defender' : 'attacker'}'s ${m[2]}?` }));
  reading.take(/\bif (the defender|the attacker) is outside your firing arc/, (m) => conditions.push({ kind: 'ask', question: `Is ${m[1]} outside its firing arc?` }));
  reading.take(/\bif there is another friendly ship in the (defender's|attacker's) firing arc/, (m) => conditions.push({ kind: 'ask', question: `Is another friendly ship in the ${m[1]?.startsWith('defender') ? 'defender' : 'attacker'}'s firing arc?` }));
  reading.take(/\bif you are in the (defender's|attacker's) firing arc/, (m) => conditions.push({ kind: 'ask', question: `Is it in the ${m[1]?.startsWith('defender') ? 'defender' : 'attacker'}'s firing arc?` }));
  reading.take(/\bif you are behind the (defender|attacker)/, (m) => conditions.push({ kind: 'ask', question: `Is it behind the ${m[1]}?` }));
  reading.take(/\bif (?:the defender|the attacker) is not in your \[(bullseye arc|front arc|rear arc|single turret arc)\]/, (m) => conditions.push({ kind: 'ask', question: `Is the other ship outside its ${m[1]}?` }));
  reading.take(/\bif (the defender|the attacker|you) (?:has|have) (\d) or fewer hull remaining/, (m) => conditions.push({ kind: 'ask', question: `Does ${m[1] === 'you' ? 'it' : m[1]} have ${m[2]} or fewer hull left?` }));
  reading.take(/\bif (the defender|the attacker|you) (?:has|have) (\d) or (fewer|more) damage cards/, (m) => conditions.push({ kind: 'ask', question: `Does ${m[1] === 'you' ? 'it' : m[1]} hold ${m[2]} or ${m[3]} damage cards?` }));
  reading.take(/\(?\bonce per (round|game|phase)\)?/, (m) => conditions.push({ kind: 'once', per: (m[1] ?? 'round') as 'round' | 'game' | 'phase' }));
  // What the table cannot know: one question, in our words, built from the terms read.
  const where = (range: RegExpExecArray, from: number) => {
    const [min, max] = [range[from], range[from + 1]];
    const arc = range[from + 2];
    return `${min !== undefined ? ` at range ${min}${max ? `–${max}` : ''}` : ''}${arc ? ` in its ${arc}` : ''}`;
  };
  reading.take(/\bif there (?:is|are) (an?|any|no|1 or more|at least 1) (?:other )?(friendly |enemy )?(?:non-limited )?(ships?|obstacles?|asteroids?|debris clouds?|gas clouds?|devices?)(?: at range (\d)(?:-(\d))?)?(?: (?:in|of) your \[([a-z ]+)\])?( of the defender| of the attacker| of you)?/, (m) => {
    const what = `${m[2] ?? ''}${(m[3] ?? 'ship').replace(/s$/, '')}`;
    const of = m[7] ? ` of the ${m[7].includes('defender') ? 'defender' : m[7].includes('attacker') ? 'attacker' : 'ship'}` : '';
    conditions.push({ kind: 'ask', question: `${m[1] === 'no' ? 'Is there no' : 'Is there a'}${/^[aeiou]/.test(what) && m[1] !== 'no' ? 'n' : ''} ${what}${where(m, 4)}${of}?` });
  });
  reading.take(/\bif you are at range (\d)(?:-(\d))? of the (defender|attacker)\b/, (m) => {
    conditions.push({ kind: 'ask', question: `Is it at range ${m[1]}${m[2] ? `–${m[2]}` : ''} of the ${m[3]}?` });
  });
  reading.take(/\bif you are (?:at range (\d)(?:-(\d))? of|in) an? (obstacle|asteroid|debris cloud|gas cloud|friendly ship|enemy ship)/, (m) => {
    conditions.push({ kind: 'ask', question: `Is it${m[1] ? ` at range ${m[1]}${m[2] ? `–${m[2]}` : ''} of` : ' in'} a${/^[aeiou]/.test(m[3] ?? '') ? 'n' : ''} ${m[3]}?` });
  });
  reading.take(/\bif you (?:moved through or overlapped|overlapped or moved through|moved through|overlapped) an? (obstacle|asteroid|debris cloud|gas cloud|ship|friendly ship|enemy ship)\b(?!,? (?:or|[a-z]+,))/, (m) => {
    conditions.push({ kind: 'ask', question: `Did it move through or overlap a${/^[aeiou]/.test(m[1] ?? '') ? 'n' : ''} ${m[1]}?` });
  });
  reading.take(/\b(?:if )?you are in (?:the attacker's|the defender's) \[(front arc|rear arc|bullseye arc|single turret arc)\]/, (m) => {
    conditions.push({ kind: 'ask', question: `Is it in the ${roles.includes('defender') ? 'attacker' : 'defender'}'s ${m[1]}?` });
  });
  reading.take(/\b(?:you may )?choose (?:1|a|an|another) (?:other )?(friendly|enemy) ship(?: at range (\d)(?:-(\d))?)?(?: in your (?:\[([a-z ]+)\]|(firing arc)))?(?: at range (\d)(?:-(\d))?)?/, (m) => {
    chosen = m[1] === 'enemy' ? 'enemy' : 'friendly';
    const range = m[2] ? ` at range ${m[2]}${m[3] ? `–${m[3]}` : ''}` : m[6] ? ` at range ${m[6]}${m[7] ? `–${m[7]}` : ''}` : '';
    const arc = m[4] ? ` in its ${m[4]}` : m[5] ? ' in its firing arc' : '';
    conditions.push({ kind: 'ask', question: `Is there a${chosen === 'enemy' ? 'n' : ''} ${chosen} ship${range}${arc}?` });
  });
  return { conditions, chosen };
}

/** The costs: spending charges, Force or tokens; a red or orange token gained, damage suffered or the card flipped to pay for the effect. */
function readCosts(reading: Reading): EffectCost[] {
  const costs: EffectCost[] = [];
  reading.take(/\b(?:spend|lose) (\d|an?|one) \[(charge|force)\]/, (m) => costs.push({ kind: m[2] === 'force' ? 'force' : 'charge', amount: amountOf(m[1]) }));
  reading.take(/\bspend (\d|an?|one|your) (focus|calculate|evade|reinforce|stress) tokens?/, (m) => {
    costs.push({ kind: 'spendToken', token: (m[2] ?? 'focus') as 'focus', amount: amountOf(m[1]) });
  });
  reading.take(/\bspend (?:a|your|1) lock(?: you have)?(?: on (?:the defender|the attacker|that ship|the enemy ship|it))?/, () => costs.push({ kind: 'spendToken', token: 'lock', amount: 1 }));
  reading.take(/\band (a|1) (focus|calculate|evade) token/, (m) => {
    if (costs.length > 0) costs.push({ kind: 'spendToken', token: (m[2] ?? 'focus') as 'focus', amount: 1 });
  });
  return costs;
}

interface Found {
  dice: { fact: DiceEffectFact; other: boolean }[];
  turn: TurnEffect[];
  /** Red or orange tokens, damage or a flip: a cost when the part does something else too. */
  payments: EffectCost[];
  /** Questions its targets raise ("an enemy ship at range 0–1"). */
  asks: string[];
}

function readEffects(reading: Reading, roles: readonly Role[], chosen: 'friendly' | 'enemy' | null): Found {
  const found: Found = { dice: [], turn: [], payments: [], asks: [] };
  const defending = roles.length === 1 && roles[0] === 'defender';
  const ownPool = defending ? 'defense' : 'attack';
  const otherPool = defending ? 'attack' : 'defense';
  const poolFor = (words: string | undefined) => {
    if (!words) return { pool: ownPool, other: false } as const;
    if (/defense|defender's/.test(words)) return { pool: 'defense', other: !defending } as const;
    if (/attack|attacker's/.test(words)) return { pool: 'attack', other: defending } as const;
    if (/enemy ship's|its/.test(words)) return { pool: otherPool, other: true } as const;
    return { pool: ownPool, other: false } as const;
  };
  const whoOf = (words: string | undefined): 'self' | 'other' | 'friendly' | 'enemy' => {
    if (!words || words === 'you') return 'self';
    const friend = /^(?:another|a) friendly ship(?: at range (\d)(?:-(\d))?)?( in your firing arc)?$/.exec(words);
    if (friend) {
      found.asks.push(`Is there another friendly ship${friend[1] ? ` at range ${friend[1]}${friend[2] ? `–${friend[2]}` : ''}` : ''}${friend[3] ? ' in its firing arc' : ''}?`);
      return 'friendly';
    }
    if (words === 'the chosen ship' || words === 'that ship') return chosen ?? 'other';
    return 'other';
  };
  // Dice: count, reroll, change, add, cancel.
  reading.take(/\b(?:(the defender|the attacker) )?(?:you )?(?:may |must )?(?:roll|rolls) (\d|an) (additional|fewer|less) (attack |defense )?di(?:e|ce)(?! or)/, (m) => {
    const side = m[1] ? poolFor(m[1] === 'the defender' ? 'defense' : 'attack') : poolFor(m[4]);
    const count = amountOf(m[2]) * (m[3] === 'additional' ? 1 : -1);
    found.dice.push({ fact: { kind: 'dice', pool: side.pool, count }, other: side.other });
  });
  reading.take(new RegExp(String.raw`\b(?:(the defender|the attacker) )?(?:may |must )?rerolls? ${COUNT} (of your |of the defender's |of the attacker's |of the enemy ship's |of its |your )?(?:${FACES} )?(attack |defense )?(?:dice|die|results?)`), (m) => {
    const side = m[1] ? poolFor(m[1] === 'the defender' ? 'defense' : 'attack') : poolFor(`${m[3] ?? ''}${m[5] ?? ''}`);
    const faces = facesIn(m[4]);
    found.dice.push({ fact: { kind: 'reroll', pool: side.pool, count: countOf(m[2]), ...(faces.length > 0 ? { faces } : {}) }, other: side.other });
  });
  reading.take(new RegExp(String.raw`\bchange ${COUNT}? ?(of your |of the defender's |of the attacker's |of the enemy ship's |of its )?(?:${FACES} )?results? to (?:an? )?(${FACE}(?: or ${FACE}|\/${FACE})?) results?`), (m) => {
    // "to an [Evade] or [Hit] result": the face that belongs to the dice it changes.
    const targets = facesIn(m[4]);
    const own = defending ? 'evade' : 'hit';
    const to = targets.length > 1 ? (targets.find((face) => face === own) ?? targets[0]) : targets[0];
    if (!to) return;
    let from = facesIn(m[3]);
    const side = poolFor(m[2] ?? (to === 'evade' ? 'defense' : to === 'hit' || to === 'crit' ? 'attack' : undefined));
    if (from.length === 0) from = (side.pool === 'defense' ? (['blank', 'focus', 'evade'] as EffectFace[]) : (['blank', 'focus', 'hit', 'crit'] as EffectFace[])).filter((face) => face !== to);
    found.dice.push({ fact: { kind: 'change', pool: side.pool, count: countOf(m[1]), from, to }, other: side.other });
  });
  reading.take(new RegExp(String.raw`\badds? (\d|an?|one) (${FACE}) results?(?: to your dice results)?`), (m) => {
    const face = facesIn(m[2])[0];
    if (!face) return;
    const side = poolFor(face === 'evade' ? 'defense' : face === 'hit' || face === 'crit' ? 'attack' : undefined);
    found.dice.push({ fact: { kind: 'add', pool: side.pool, face, count: Math.min(3, amountOf(m[1])) }, other: side.other });
  });
  reading.take(new RegExp(String.raw`\bcancel ${COUNT} ?(?:of the defender's |of the attacker's )?(?:${FACES} )?results?`), (m) => {
    const faces = facesIn(m[2]);
    found.dice.push({ fact: { kind: 'cancel', pool: otherPool, count: countOf(m[1]), faces: faces.length > 0 ? faces : otherPool === 'attack' ? ['hit', 'crit'] : ['evade'] }, other: true });
  });
  // Tokens.
  reading.take(new RegExp(String.raw`\b(?:(you|${OTHER}|it|${FRIEND}) )?(?:may )?gains? (\d|an?|one) ${TOKEN} tokens?`), (m) => {
    const token = tokenWords[m[3] ?? ''];
    if (!token) return;
    const who = whoOf(m[1]);
    const bad = token === 'stress' || token === 'strain' || token === 'deplete' || token === 'ion' || token === 'disarm' || token === 'jam';
    if (who === 'self' && bad) found.payments.push({ kind: 'gainToken', token: token as 'stress', amount: Math.min(3, amountOf(m[2])) });
    else found.turn.push({ kind: 'gainToken', who, token, amount: Math.min(3, amountOf(m[2])) });
  });
  reading.take(new RegExp(String.raw`\b(?:(you|${OTHER}|it|${FRIEND}) )?(?:may )?removes? (\d|an?|one) ${TOKEN} tokens?(?: from (you|${OTHER}|it))?`), (m) => {
    const token = tokenWords[m[3] ?? ''];
    if (token) found.turn.push({ kind: 'removeToken', who: whoOf(m[4] ?? m[1]), token, amount: Math.min(3, amountOf(m[2])) });
  });
  reading.take(new RegExp(String.raw`\btransfer (\d|an?|one) (?:of your )?${TOKEN} tokens? to (${OTHER}|it|${FRIEND})`), (m) => {
    const token = tokenWords[m[2] ?? ''];
    const to = whoOf(m[3]);
    if (token && token !== 'reinforce' && token !== 'disarm' && token !== 'cloak' && to !== 'self') found.turn.push({ kind: 'transferToken', to, token, amount: Math.min(3, amountOf(m[1])) });
  });
  reading.take(/\b(?:you may )?acquire a lock on an enemy ship(?: at range (\d)(?:-(\d))?)?(?: in your \[([a-z ]+)\])?(?: at range (\d)(?:-(\d))?)?/, (m) => {
    found.turn.push({ kind: 'acquireLock', on: 'named' });
    const [min, max] = m[1] ? [m[1], m[2]] : [m[4], m[5]];
    found.asks.push(`Is there an enemy ship${min ? ` at range ${min}${max ? `–${max}` : ''}` : ''}${m[3] ? ` in its ${m[3]}` : ''}?`);
  });
  reading.take(new RegExp(String.raw`\b(?:(${OTHER}|you) )?(?:may )?acquires? an? lock on (${OTHER}|it|you)`), (m) => {
    found.turn.push({ kind: 'acquireLock', on: m[1] && m[1] !== 'you' ? 'other' : whoOf(m[2]) === 'other' ? 'other' : 'named' });
  });
  reading.take(/\brecover (\d|an?|one) (?:\[(charge|force|shield)\]|(shield)\b)/, (m) => found.turn.push({ kind: 'recover', what: (m[2] ?? m[3] ?? 'charge') as 'charge', amount: Math.min(3, amountOf(m[1])) }));
  reading.take(new RegExp(String.raw`\bperform an? (?:(red|white|purple) )?\[([a-z ]+)\](?: or (?:(red|white|purple) )?\[([a-z ]+)\])? action${EVEN}`), (m) => {
    for (const [difficulty, name] of [[m[1], m[2]], [m[3] ?? m[1], m[4]]] as const) {
      const action = name ? actionWords[name] : undefined;
      if (action) found.turn.push({ kind: 'performAction', action, difficulty: (difficulty ?? 'white') as 'white' });
    }
  });
  reading.take(/\bperform a bonus (primary )?(?:\[[a-z ]+\] )?(primary )?attack|\bperform an? (primary )?(?:\[[a-z ]+\] )?(?:primary )?attack as a bonus attack/, (m) => {
    found.turn.push({ kind: 'bonusAttack', weapon: m[1] || m[2] || m[3] ? 'primary' : 'any' });
  });
  reading.take(new RegExp(String.raw`\b(?:(${OTHER}) )?(?:may )?suffers? (\d) \[(hit|critical hit)\] damage`), (m) => {
    const hits = m[3] === 'hit' ? amountOf(m[2]) : 0;
    const crits = m[3] === 'hit' ? 0 : amountOf(m[2]);
    if (m[1]) found.turn.push({ kind: 'damage', who: 'other', hits, crits });
    else found.payments.push({ kind: 'damage', hits, crits });
  });
  reading.take(/\b(flip|discard) this card/, (m) => found.payments.push({ kind: 'card', does: m[1] === 'flip' ? 'flip' : 'discard' }));
  return found;
}

/** The attack step a dice effect acts at, from whose dice it changes. */
function diceMoment(fact: DiceEffectFact): EffectMoment {
  if (fact.kind === 'dice') return fact.pool === 'attack' ? 'rollAttackDice' : 'rollDefenseDice';
  return fact.pool === 'attack' ? 'modifyAttackDice' : 'modifyDefenseDice';
}

const momentWords: Partial<Record<EffectMoment, string>> = {
  afterAttack: 'after attacking', afterDefend: 'after defending', afterAction: 'after an action', afterManeuver: 'after a maneuver', systemPhase: 'System Phase', activationStart: 'Activation starts', engagementStart: 'Engagement starts', endPhaseStart: 'End Phase', beforeEngaging: 'before engaging', setup: 'setup', action: 'action',
};

export function describeDice(fact: DiceEffectFact): string {
  const count = (n: number | 'all') => (n === 'all' ? 'any' : String(n));
  const faces = (list: readonly EffectFace[] | undefined) => (list && list.length > 0 ? list.map((face) => faceNames[face]).join('/') : '');
  switch (fact.kind) {
    case 'dice':
      return `${fact.count > 0 ? '+' : '−'}${Math.abs(fact.count)} ${fact.pool} ${Math.abs(fact.count) === 1 ? 'die' : 'dice'}`;
    case 'reroll': {
      const one = fact.count === 1;
      return `reroll ${one ? '1' : `up to ${count(fact.count)}`} ${faces(fact.faces) || fact.pool} ${one ? (fact.faces ? 'result' : 'die') : fact.faces ? 'results' : 'dice'}`;
    }
    case 'change':
      return `${count(fact.count)} ${fact.from.length >= 3 ? 'result' : faces(fact.from)} → ${faceNames[fact.to]}`;
    case 'add':
      return `add ${fact.count} ${faceNames[fact.face]}`;
    case 'cancel':
      return `cancel ${count(fact.count)} ${faces(fact.faces)}`;
  }
}

export function describeTurn(effect: TurnEffect): string {
  const whom = (who: string) => (who === 'self' ? '' : ` (${who === 'other' ? 'the other ship' : `a ${who} ship`})`);
  switch (effect.kind) {
    case 'gainToken':
      return `${effect.amount} ${effect.token}${whom(effect.who)}`;
    case 'removeToken':
      return `remove ${effect.amount} ${effect.token}${whom(effect.who)}`;
    case 'transferToken':
      return `pass ${effect.amount} ${effect.token} to ${effect.to === 'other' ? 'the other ship' : `a ${effect.to} ship`}`;
    case 'acquireLock':
      return effect.on === 'other' ? 'lock the other ship' : 'a lock';
    case 'recover':
      return `recover ${effect.amount} ${effect.what}`;
    case 'performAction':
      return `${effect.difficulty === 'white' ? '' : `${effect.difficulty} `}${actionNames[effect.action]} action`;
    case 'damage':
      return `${effect.who === 'self' ? 'suffer' : 'deal'} ${effect.hits ? `${effect.hits} hit` : `${effect.crits} crit`}`;
    case 'ion':
      return 'ion: hits become ion tokens';
    case 'assignCondition':
      return `assign ${effect.condition}${effect.who === 'self' ? '' : effect.who === 'other' ? ' to the other ship' : ` to a ${effect.who} ship`}`;
    case 'dealFacedownCard':
      return `dealt 1 facedown damage card${effect.who === 'other' ? ' (the other ship)' : ''}`;
    case 'resultsAsTokens':
      return `hits become ${effect.token} tokens, no damage`;
    case 'liftRequirement':
      return `no ${effect.requirement} needed`;
    case 'bonusAttack':
      return 'a bonus attack';
    case 'forbid':
      return `forbids ${effect.what}`;
    case 'flipCard':
      return 'flip the card';
    case 'keepLock':
      return 'its lock stays unspent';
    case 'performAnyAction':
      return effect.difficulty === 'red' ? 'a red action' : 'an action';
    case 'treatManeuverAs':
      return `${effect.from} ${effect.bearings.join(' / ')} maneuvers as ${effect.to}`;
    case 'actAfterPartialManeuver':
      return 'keeps its action after a partial maneuver';
    case 'anotherDevice':
      return 'one more device';
    case 'passLock':
      return 'its lock passed to the friend';
    case 'carrierAction':
      return `its carrier may ${effect.action} too`;
    case 'dockedShipArc':
      return `a ${effect.arc} primary weapon as strong as the docked ship's ${effect.from} one`;
    case 'forceOnlyWhileAttacking':
      return 'spends Force only while it attacks';
    case 'forTheRound':
      return 'what it buys holds until the end of the round';
    case 'markShip':
      return `${effect.who === 'self' ? 'it' : effect.who === 'other' ? 'the other ship' : 'a friendly ship'} is marked until the end of the ${effect.lasts}`;
    case 'reloadExtra':
      return `its reload recovers ${effect.amount} more charge`;
    case 'takeEnemyLocks':
      return `the enemy locks on ${effect.from === 'other' ? 'the other ship' : 'a friendly ship'} move to it`;
    case 'flipEquipped':
      return `${effect.who === 'friendly' ? 'a friendly ship’s' : 'its'} ${effect.slot} card turns over`;
    case 'friendRecoversUpgradeCharge':
      return `a friendly ship recovers ${effect.amount} charge on a ${effect.slots.join(' or ')} card`;
    case 'repairDamageOf':
      return `${effect.who === 'other' ? 'the other ship' : 'a friendly ship'} repairs a ${effect.which === 'any' ? '' : `${effect.which} `}${effect.trait ? `${effect.trait} ` : ''}damage card`;
    case 'keepEveryToken':
      return `${effect.who === 'self' ? 'keeps' : `${effect.who === 'any' ? 'a ship' : `a ${effect.who} ship`} keeps`} its ${effect.token} tokens through the End Phase`;
    case 'copyTokens':
      return `as many ${effect.tokens.join(' and ')} tokens as the other ship`;
    case 'maintainLocks':
      return `maintains up to ${effect.most} locks${effect.differentObjects ? ', each on a different object' : ''}`;
    case 'noOtherAction':
      return 'then no other action in this activation';
    case 'lockLockedShip':
      return `${effect.by === 'friendly' ? 'a friendly ship locks' : effect.by === 'other' ? 'the other ship locks' : 'lock'} a ship ${effect.from === 'self' ? 'it' : 'the other ship'} has locked`;
    case 'attackWhileDisarmedWith':
      return `disarmed, ${effect.weapons.join(' or ')} attacks${effect.maxDice ? ` of at most ${effect.maxDice} dice` : ''}${effect.lockedOnly ? ' at a locked ship' : ''}`;
    case 'reinforceOnly':
      return `it reinforces only its ${effect.side} side`;
    case 'whiteActionAsRed':
      return 'a white action of its bar, treated as red';
    case 'dropFromSide':
      return 'the device it drops is set at its side hashmark';
    case 'moveFriendLock':
      return 'a friend’s lock on it moves to the other ship';
    case 'handLocks':
      return 'its locks pass to a friendly ship';
    case 'passLockOn':
      return 'a lock on it passes to a friendly ship';
    case 'increaseDifficulty':
      return 'its revealed maneuver is one difficulty harder';
    case 'frontAsBullseye':
      return `an enemy in its front arc at range 0–${effect.maxRange} counts as in its bullseye arc`;
    case 'lockFriendLocked':
      return 'a lock on a ship a friend has locked';
    case 'grantBarAction':
      return `a ${effect.who} ship performs an action of its bar`;
    case 'focusResultLimit':
      return `the ${effect.by} modifies at most ${effect.most} focus result${effect.most === 1 ? '' : 's'}`;
    case 'markedLocks':
      return 'the friend it chose locks an enemy ship';
    case 'revealDiscardRepair':
      return `its damage cards revealed: ${[...effect.traits.map((trait) => `${trait} cards`), ...effect.names].join(' and ')} discarded, the rest repaired`;
    case 'destroySelf':
      return 'it is destroyed';
    case 'keepOneOfThree':
      return '3 damage cards drawn instead, 1 kept faceup';
    case 'engageNow':
      return 'the destroyed ship engages at the current initiative';
    case 'weaponRangeStretch':
      return `its ${effect.slots.join(' or ').toLowerCase()} range requirement ${effect.by} lower or higher (within 0–3)`;
    case 'coordinateStressed':
      return `the ship it coordinates acts with exactly ${effect.stress} stress`;
    case 'coordinateOwnBarOnly':
      return 'the ship it coordinates performs only an action on its bar';
    case 'rangeZeroAsOne':
      return 'its attacks at range 0 are made as attacks at range 1';
    case 'weaponFromArcToo':
      return `its ${effect.slots ? effect.slots.join(' or ').toLowerCase() : 'special'} weapons fire from its ${effect.to} arc too${effect.minRange !== undefined && effect.maxRange !== undefined ? ` (range ${effect.minRange}–${effect.maxRange})` : ''}`;
    case 'keepReinforceFlipped':
      return 'its reinforce token turns to its other full arc instead of leaving';
    case 'bonusAttackOf':
      return `a bonus ${effect.weapons.join(' or ')} attack`;
    case 'recoverNonRecurringCharge':
      return `${effect.amount} non-recurring charge back on an upgrade`;
    case 'weaponArcAs':
      return `its ${effect.slots.join(' and ')} weapons fire from its ${effect.to} arc`;
    case 'onlyBonusAttacks':
      return `its ${effect.slots.join(' and ')} weapons fire only as bonus attacks`;
    case 'executeAs':
      return `its maneuver executed as a ${effect.difficulty} ${effect.bearing}`;
    case 'slowManeuver':
      return 'its maneuver 1 speed slower (at least 1)';
    case 'breakLocksOnSelf':
      return 'every lock on it is broken';
    case 'rollDefenseForTokens':
      return `roll ${effect.dice} defense dice: a focus or evade token for each such result`;
    case 'stopRecurring':
      return `its ${effect.what === 'force' ? 'Force' : 'charges'} no longer recur`;
    case 'redBearingWhileStressed':
      return `red ${effect.bearings.join(' / ')} maneuvers even while stressed`;
    case 'attackFriendlyShips':
      return 'it may attack friendly ships';
    case 'jamItself':
      return 'it may jam itself';
    case 'removeDeviceNamed':
      return 'remove a device';
    case 'capDefenseAtHits':
      return 'the defender rolls no more defense dice than the hits and crits';
    case 'ionWithCrit':
      return 'a hit deals 1 crit, every result an ion token';
    case 'modifyOnlyWith':
      return `the ${effect.dice} dice are modified only ${effect.tokens.length > 0 ? `by spending ${effect.tokens.join(' or ')}` : 'by this card'}`;
    case 'engageAt':
      return `engages at initiative ${effect.initiative} this round`;
    case 'skipDiceAsHit':
      return `the defender suffers ${effect.crits > 0 ? `${effect.crits} crit` : `${effect.hits} hit`} damage instead of the dice; the attack hits`;
    case 'revealCondition':
      return 'the condition is revealed';
    case 'discardCondition':
      return 'the condition is removed';
    case 'cancelRemaining':
      return 'every hit and crit left is cancelled';
    case 'cannotPerform':
      return `it cannot perform the ${actionNames[effect.action]} action`;
    case 'recoverEveryCharge':
      return `${effect.amount} charge back on the ship card and on every upgrade missing one`;
    case 'recoverUpgradeCharge':
      return `${effect.amount} charge back on ${effect.slots ? `a ${effect.slots.join(' or ')} card` : 'an upgrade'}`;
    case 'redManeuverWhileStressed':
      return `${effect.maneuvers === 'any' ? 'red' : `red ${effect.maneuvers}`} maneuvers even while stressed`;
    case 'grantAnyAction':
      return `${effect.who === 'other' ? 'the other ship' : 'a friendly ship'} may perform ${effect.difficulty === 'red' ? 'a red action' : 'an action'}`;
    case 'grantAction':
      return `${effect.who === 'other' ? 'the other ship' : 'a friendly ship'} may ${effect.difficulty === 'white' ? '' : `${effect.difficulty} `}${actionNames[effect.action]}`;
    case 'repairDamage':
      return effect.which === 'faceup' ? 'repair a faceup damage card' : effect.which === 'facedown' ? 'repair a facedown damage card' : 'repair a damage card';
    case 'lose':
      return `${effect.who === 'self' ? '' : `${effect.who === 'other' ? 'the other ship' : `a ${effect.who} ship`} `}loses ${effect.amount} ${effect.what}`;
    case 'recoverOther':
      return `${effect.who === 'other' ? 'the other ship' : 'a friendly ship'} recovers ${effect.amount} ${effect.what}`;
    case 'move':
      return `a ${effect.difficulty} maneuver off the dial`;
    case 'setDial':
      return `${effect.who === 'other' ? 'the friend’s' : 'its'} dial set to another maneuver of the same speed and difficulty`;
    case 'reduceDifficulty':
      return effect.who === 'friendlyShips' ? `friendly ships’ ${(effect.difficulties ?? ['red', 'white']).join(' and ')} maneuvers one difficulty easier this phase` : `${effect.who === 'other' ? 'the friend’s' : 'its'} maneuver one difficulty easier`;
    case 'changeSpeed':
      return `${effect.who === 'other' ? 'the friend’s' : 'its'} maneuver 1 faster or slower`;
    case 'stopInstead':
      return 'a white 0 stop instead of its revealed maneuver';
    case 'rotateShip':
      return `${effect.who === 'other' ? 'the other ship rotates' : 'rotate'} ${effect.degrees.map((angle) => `${angle}°`).join(' or ')}`;
    case 'evenWhileStressed':
      return 'even while stressed';
    case 'removeTokenOf':
      return `remove ${effect.amount} ${effect.colours.join(' or ')} token${effect.amount === 1 ? '' : 's'}${whom(effect.who)}`;
    case 'turretFacings':
      return `its turret faces ${effect.allowed.join(' or ')} only`;
    case 'exposeDamage':
      return `expose a damage card${effect.who === 'other' ? ' of the other ship' : ''}`;
    case 'neutralizeOrder':
      return 'crits cancelled before hits';
    case 'evadesSpareCrits':
      return 'evades cancel no crit';
    case 'critsAsIon':
      return 'its crits give ion tokens instead of damage';
    case 'uncountedReroll':
      return 'the reroll does not count as one';
    case 'takeToken':
      return `take ${effect.amount} ${effect.token} from ${effect.from === 'other' ? 'the other ship' : effect.from === 'any' ? 'a ship' : `a ${effect.from} ship`}`;
    case 'forbidTokens':
      return `the ${effect.by} cannot spend ${effect.tokens.join(' or ')}`;
    case 'forbidPool':
      return `the ${effect.dice} dice cannot be modified`;
    case 'rerollLimit':
      return `the ${effect.by} rerolls at most ${effect.most} ${effect.dice} ${effect.most === 1 ? 'die' : 'dice'}`;
    case 'keepTokens':
      return `${effect.who === 'self' ? 'it keeps' : 'a friendly ship keeps'} ${effect.amount} ${effect.tokens.join(' or ')} through the End Phase`;
    case 'attackWhileDisarmed':
      return `disarmed, ${effect.weapon} attacks of at most ${effect.maxDice} dice`;
    case 'activateAt':
      return `activates at an initiative from ${effect.min} to ${effect.max} this round`;
    case 'rollForDamage':
      return `roll 1 ${effect.die} die: on ${effect.faces.join(' or ')}, suffer ${effect.hits ? `${effect.hits} hit` : `${effect.crits} crit`}`;
    case 'dropDeviceNow':
      return `place 1 ${effect.kinds.join(' or ')} now`;
    case 'cannotBeLocked':
      return 'no other ship may lock it';
    case 'attackAtRangeZero':
      return effect.by === 'self' ? 'primary attacks at range 0' : 'enemies may make primary attacks at range 0 against it';
    case 'passReinforce':
      return 'pass 1 reinforce token to a friendly ship';
    case 'rollForDamageOf':
      return `roll 1 ${effect.die} die: on ${effect.faces.join(' or ')}, the other ship suffers ${effect.hits ? `${effect.hits} hit` : `${effect.crits} crit`}`;
    case 'changeRemaining':
      return `results left: ${effect.hits >= 0 ? '+' : '−'}${Math.abs(effect.hits)} hit, ${effect.crits >= 0 ? '+' : '−'}${Math.abs(effect.crits)} crit`;
    case 'noRangeBonus':
      return `no range bonus for the ${effect.party}`;
    case 'lendTokens':
      return `friends may spend its ${effect.tokens.join(' and ')} tokens`;
    case 'turnDealtCard':
      return `the card is dealt ${effect.faceup ? 'faceup' : 'facedown'} instead`;
    case 'discardDealtCard':
      return 'the card is discarded instead';
    case 'preventDamage':
      return effect.amount === 'all' ? 'that damage is prevented' : `${effect.amount} ${effect.face === 'any' ? 'damage' : effect.face} prevented`;
    case 'recoverIfDamaged':
      return `recover ${effect.amount} ${effect.what === 'force' ? 'Force' : 'charge'} with ${effect.cards} or more damage cards`;
  }
}

export function describeCost(cost: EffectCost): string {
  switch (cost.kind) {
    case 'charge':
      return `${cost.amount} charge`;
    case 'force':
      return `${cost.amount} Force`;
    case 'energy':
      return `${cost.amount} energy`;
    case 'spendToken':
      return cost.token === 'lock' ? 'its lock' : `${cost.amount} ${cost.token}`;
    case 'friendToken':
      return `a friend's ${cost.token}`;
    case 'friendLock':
      return "a friend's lock";
    case 'gainToken':
      return `+${cost.amount} ${cost.token}`;
    case 'damage':
      return `suffer ${cost.hits ? `${cost.hits} hit` : `${cost.crits} crit`}`;
    case 'card':
      return cost.does === 'flip' ? 'flip it' : 'discard it';
    case 'upgradeCharge':
      return cost.of === 'weapon' ? `the weapon's ${cost.amount} charge` : `${cost.amount} ${(cost.slots ?? []).join(' or ')} charge`;
  }
}

function summaryOf(source: string, effects: readonly (DiceEffectFact | TurnEffect)[], costs: readonly EffectCost[], moment: EffectMoment): string {
  const what = effects.map((effect) => ('pool' in effect ? describeDice(effect) : describeTurn(effect))).join(', ');
  const paid = costs.length > 0 ? ` (${costs.map(describeCost).join(', ')})` : '';
  const when = momentWords[moment];
  return `${source}: ${what}${paid}${when && !moment.startsWith('modify') && !moment.startsWith('roll') ? ` · ${when}` : ''}`.slice(0, 160);
}

/** Parts of a text: sentences, with "Then …" and "If you do, …" kept with the one before. */
/** Sentences that change nothing at the table once the game is set up (list building, a card's side at setup, charges the data already says do not recur). */
const noTableEffect = /^(?:setup: equip this side (?:faceup|facedown)\.?|this card's \[charge\] cannot be recovered\.?|(?:add|remove) (?:\[[a-z ]+\](?:,? (?:and |or )?\[[a-z ]+\])* )?slots?\.?|you can equip [^.]*\.?)$/;

function partsOf(text: string): string[] {
  const sentences = text
    .split(/(?<=[.!])\s+|\s*<br\s*\/?>\s*|\n+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0 && !noTableEffect.test(part));
  const parts: string[] = [];
  for (const sentence of sentences) {
    if (parts.length > 0 && /^(then|if you do|if it does|if you cannot|if you are|if the attack|if this attack|if that|that ship|the chosen ship|you may|if so|otherwise)\b/.test(sentence) && !/^(setup|action):/.test(sentence)) {
      parts[parts.length - 1] = `${parts[parts.length - 1]} ${sentence}`;
    } else parts.push(sentence);
  }
  return parts;
}

export function normaliseText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/<\/?[a-z][^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const reasonUnread = 'Part of it is more than Sidetable plays: apply that part yourself.';

/** The facts of one card's text. `weapon`: the card is a special weapon (its "Attack (…):" header is the weapons rule's). */
export function readCardEffects(source: string, text: string | null | undefined, upgrade?: number, unreadWords?: string[]): ReadCard {
  const name = source.slice(0, 120);
  const at = upgrade !== undefined ? { upgrade } : {};
  const effects: CardEffect[] = [];
  const yourCall: YourCall[] = [];
  if (!text || text.trim() === '') return { effects, yourCall };
  const unread = (reason: string) => {
    if (!yourCall.some((call) => call.reason === reason)) yourCall.push({ source: name, ...at, reason });
  };
  let body = normaliseText(text);
  // RRG · Special weapons: "Attack ([Lock]): spend 1 [Charge]." is declared by the weapons rule; what follows is the weapon's own.
  const header = /^attack(?: \(([^)]*)\))?:\s*(?:spend (\d) \[charge\]\.\s*)?/.exec(body);
  const weapon = header !== null;
  if (header) body = body.slice(header[0].length);
  // RRG · Ion: a weapon whose hits, after 1 damage, become ion tokens (read by the weapons rule at Deal Damage).
  const ionWords = /\bif this attack hits, spend 1 \[hit\] or \[critical hit\] result to cause the defender to suffer 1 \[hit\] damage\. all remaining \[hit\]\/\[critical hit\] results inflict ion tokens instead of damage\.?/;
  if (weapon && ionWords.test(body)) {
    body = body.replace(ionWords, ' ').trim();
    effects.push({ source: name, ...at, moment: 'dealDamage', role: 'attacker', conditions: [{ kind: 'weapon', weapon: 'this' }, { kind: 'hit', hit: true }], costs: [], effects: [{ kind: 'ion', damage: 1 }], optional: false, summary: summaryOf(name, [{ kind: 'ion', damage: 1 }], [], 'dealDamage') });
  }
  for (const part of partsOf(body)) {
    const reading = new Reading(part);
    let opening: Opening | null = readOpening(reading);
    if (!opening && weapon) opening = { moment: 'whileAttacking', roles: ['attacker'], conditions: [] };
    if (!opening) {
      unreadWords?.push(`@${part.slice(0, 40)}`);
      unread('Sidetable does not stop at the moment it acts: apply it yourself.');
      continue;
    }
    if (weapon) opening.conditions.push({ kind: 'weapon', weapon: 'this' });
    const optional = /\bmay\b/.test(reading.rest);
    const poolRoles = opening.as ? [opening.as] : opening.roles;
    if (opening.as) {
      // "While a friendly ship defends, …, it may reroll 1 defense die": the friend itself modifies its own dice.
      const subject = opening.as === 'defender' ? 'the defender' : 'the attacker';
      reading.take(new RegExp(String.raw`\b(?:that ship|it|the friendly ship|${subject}) (?=(?:may |must )?(?:rerolls?|change|add|cancel)\b)`), () => undefined);
    }
    const { conditions, chosen } = readConditions(reading, poolRoles);
    const costs = readCosts(reading);
    const found = readEffects(reading, poolRoles, chosen);
    const words = leftover(reading.rest);
    const hasEffect = found.dice.length > 0 || found.turn.length > 0;
    if (!hasEffect && found.payments.some((payment) => payment.kind === 'card' && payment.does === 'flip') && found.payments.length === 1) {
      found.turn.push({ kind: 'flipCard' });
      found.payments = [];
    } else if (!hasEffect) {
      // Damage or a red token with nothing else: that is the effect.
      for (const payment of found.payments) {
        if (payment.kind === 'damage') found.turn.push({ kind: 'damage', who: 'self', hits: payment.hits, crits: payment.crits });
        if (payment.kind === 'gainToken') found.turn.push({ kind: 'gainToken', who: 'self', token: payment.token, amount: payment.amount });
      }
      found.payments = found.payments.filter((payment) => payment.kind === 'card');
    }
    if (words.length > 0 || (found.dice.length === 0 && found.turn.length === 0)) {
      unreadWords?.push(...(words.length > 0 ? words : ['<no effect>']));
      unread(reasonUnread);
      continue;
    }
    const allCosts = [...costs, ...found.payments].slice(0, 3);
    const base: EffectCondition[] = [...opening.conditions, ...conditions, ...found.asks.map((question): EffectCondition => ({ kind: 'ask', question }))];
    const roles: (Role | undefined)[] = opening.roles.length > 0 ? opening.roles : [undefined];
    const firstOfPart = effects.length;
    const momentOf = (role: Role | undefined): EffectMoment => (opening.moment === 'afterBoth' ? (role === 'defender' ? 'afterDefend' : 'afterAttack') : (opening.moment as EffectMoment));
    for (const [n, alternative] of (opening.alternatives ?? [[]]).entries())
    for (const role of roles) {
      if (n > 0 && role === 'defender' && opening.moment === 'whileBoth') continue;
      // Dice effects of a "while" part act at the step of the dice they change; turn effects at the part's own moment.
      const groups = new Map<EffectMoment, (DiceEffectFact | TurnEffect)[]>();
      const add = (moment: EffectMoment, effect: DiceEffectFact | TurnEffect) => groups.set(moment, [...(groups.get(moment) ?? []), effect]);
      for (const dice of found.dice) {
        const fact = role === 'defender' && opening.moment === 'whileBoth' ? flipPool(dice.fact) : dice.fact;
        add(opening.moment.startsWith('while') ? diceMoment(fact) : momentOf(role), fact);
      }
      const ownStep: EffectMoment = (role ?? opening.as) === 'defender' ? 'modifyDefenseDice' : 'modifyAttackDice';
      for (const effect of found.turn) add(opening.moment.startsWith('while') ? (effect.kind === 'ion' ? 'dealDamage' : ownStep) : momentOf(role), effect);
      if (groups.size > 1 && allCosts.length > 0) {
        unread('One cost pays for two moments: apply it yourself.');
        break;
      }
      for (const [moment, list] of groups) {
        const conditionsHere = [...(role === 'defender' && opening.moment === 'whileBoth' ? [] : alternative), ...base].slice(0, 6);
        effects.push({
          source: name,
          ...at,
          moment,
          ...(role ? { role } : {}),
          conditions: conditionsHere,
          costs: allCosts,
          effects: list.slice(0, 4),
          // A weapon's own change ("change 1 [Hit] result …") still waits for the player's tap at its step.
          optional: optional || (weapon && list.some((effect) => effect.kind !== 'ion' && effect.kind !== 'dice')),
          summary: summaryOf(name, list, allCosts, moment),
        });
      }
    }
    const own = opening.selfToo ? opening.as : undefined;
    if (own) {
      const range = opening.conditions.find((condition): condition is Extract<EffectCondition, { kind: 'ask' }> => condition.kind === 'ask');
      for (const effect of effects.slice(firstOfPart)) effects.push(asOwnShip(effect, own, range?.question ?? null));
    }
  }
  return { effects: effects.slice(0, 24), yourCall };
}

/** The same facts for the card's own ship in the role its friend had: no "friendly" condition, no range question (range 0 of itself). */
function asOwnShip(effect: CardEffect, role: Role, rangeQuestion: string | null): CardEffect {
  return { ...effect, role, conditions: effect.conditions.filter((condition) => condition.kind !== 'friendly' && !(condition.kind === 'ask' && condition.question === rangeQuestion)) };
}

/** "While you defend or perform an attack, reroll 1 of your dice": as the defender, its own dice are the defense dice. */
function flipPool(fact: DiceEffectFact): DiceEffectFact {
  const pool = fact.pool === 'attack' ? 'defense' : 'attack';
  if (fact.kind === 'change') {
    const swap = (face: EffectFace): EffectFace => (face === 'hit' || face === 'crit' ? 'evade' : face);
    const from = [...new Set(fact.from.map(swap))].filter((face) => face !== swap(fact.to));
    return { ...fact, pool, from: from.length > 0 ? from : ['blank', 'focus'], to: swap(fact.to) };
  }
  return { ...fact, pool } as DiceEffectFact;
}
