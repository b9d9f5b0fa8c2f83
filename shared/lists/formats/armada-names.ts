// How builders spell Armada cards, folded to one key: case, apostrophes and punctuation, spaces,
// plural endings and `-class` go; what tells cards apart (a `{CIS}` tag, a subname) stays.

const printableAscii = /^[\x20-\x7e]*$/;

/**
 * Keys already folded, by name: a pool's build folds every card's name several ways (half its
 * time and most of what it allocated, issue 27), and the names are the same from one build to the
 * next. Emptied when it holds this many, so pasted text cannot grow it without end.
 */
const foldedKeys = new Map<string, string>();
const FOLDED_KEYS_KEPT = 20_000;

/** The matching key of a name: lowercase letters and digits, a final plural `s` dropped. */
export function nameKey(name: string): string {
  const known = foldedKeys.get(name);
  if (known !== undefined) return known;
  // Profiled: the Unicode folding was most of a card pool's build; a name in plain ASCII needs none.
  // Quotes and apostrophes go with every other character that is not a letter or a digit.
  const folded = printableAscii.test(name) ? name.toLowerCase() : name.normalize('NFKD').toLowerCase();
  const key = folded.replace(/[^a-z0-9]/g, '').replace(/s$/, '');
  if (foldedKeys.size >= FOLDED_KEYS_KEPT) foldedKeys.clear();
  foldedKeys.set(name, key);
  return key;
}

/** The key without a `-class` word, so `Victory II Star Destroyer` meets `Victory II-class Star Destroyer`. */
export const withoutClass = (key: string) => key.replace(/class/g, '');

/** A faction tag inside a name (`Gozanti-class Cruisers {CIS}`), its letters, and the name without it. */
export function splitTag(name: string): { name: string; tag: string | null } {
  const match = /\s*\{([^}]*)\}\s*/.exec(name);
  if (!match) return { name, tag: null };
  return { name: `${name.slice(0, match.index)} ${name.slice(match.index + match[0].length)}`.trim(), tag: match[1]!.trim() };
}

/**
 * Short and model names builders print for a card, by key -> the card name's key. Builders' short
 * class names and the app's model names; the card data's own nicknames (ISB) are added to these.
 */
export const nameAliases: Record<string, string> = {
  [nameKey('Pelta Command Ship')]: nameKey('Modified Pelta-class Command Ship'),
  [nameKey('Pelta Assault Ship')]: nameKey('Modified Pelta-class Assault Ship'),
  [nameKey('Victory I')]: nameKey('Victory I-class Star Destroyer'),
  [nameKey('Victory II')]: nameKey('Victory II-class Star Destroyer'),
  [nameKey('MC80 Liberty Star Cruiser')]: nameKey('MC80 Star Cruiser'),
  [nameKey('MC80 Liberty Battle Cruiser')]: nameKey('MC80 Battle Cruiser'),
  [nameKey('MC80 Home One Command Cruiser')]: nameKey('MC80 Command Cruiser'),
  [nameKey('MC80 Home One Assault Cruiser')]: nameKey('MC80 Assault Cruiser'),
  [nameKey('CR90A Corvette')]: nameKey('CR90 Corvette A'),
  [nameKey('CR90B Corvette')]: nameKey('CR90 Corvette B'),
  [nameKey('CR90 Corvette (A)')]: nameKey('CR90 Corvette A'),
  [nameKey('CR90 Corvette (B)')]: nameKey('CR90 Corvette B'),
  [nameKey('Nebulon-B Escort')]: nameKey('Nebulon-B Escort Frigate'),
  [nameKey('Nebulon-B Support')]: nameKey('Nebulon-B Support Refit'),
  [nameKey('ISD Kuat')]: nameKey('Imperial Star Destroyer Kuat Refit'),
  [nameKey('ISD Cymoon')]: nameKey('Imperial Star Destroyer Cymoon 1 Refit'),
  [nameKey('ISD I')]: nameKey('Imperial I-class Star Destroyer'),
  [nameKey('ISD II')]: nameKey('Imperial II-class Star Destroyer'),
  [nameKey('Imperial Star Destroyer I')]: nameKey('Imperial I-class Star Destroyer'),
  [nameKey('Imperial Star Destroyer II')]: nameKey('Imperial II-class Star Destroyer'),
  [nameKey('Assault Frigate Mk II A')]: nameKey('Assault Frigate Mark II A'),
  [nameKey('Assault Frigate Mk II B')]: nameKey('Assault Frigate Mark II B'),
  [nameKey('Electronic Counter Measures')]: nameKey('Electronic Countermeasures'),
};

/** Community-content source markers (`[Legacy]`, `[Nexus]`) and the name without them. */
export function splitSource(name: string): { name: string; source: string | null } {
  const match = /\s*\[([^\]]*)\]\s*/.exec(name);
  if (!match || /flagship/i.test(match[1]!)) return { name, source: null };
  return { name: `${name.slice(0, match.index)} ${name.slice(match.index + match[0].length)}`.trim(), source: match[1]!.trim() };
}
