// Issue 40 · what each box contains, read from a squad builder's product manifest (YASB's
// `manifestByExpansion`, CoffeeScript source: an object literal of product name → [{name, type, count}]),
// tolerant of how such a file may be written (either quote, a space before the colon, comments, a
// trailing comma) and reporting per line what it could not read; then matched to the imported card data
// by name and the builder's disambiguator ("Norra Wexley (Y-Wing)", "Han Solo (Scum)"), never guessed.

export type ManifestEntryType = 'ship' | 'pilot' | 'upgrade' | 'obstacle' | 'damage';

export interface ManifestEntry {
  name: string;
  type: ManifestEntryType;
  count: number;
  line: number;
}

export interface ManifestProduct {
  name: string;
  line: number;
  entries: ManifestEntry[];
}

export interface ManifestProblem {
  line: number;
  text: string;
}

export interface ReadManifest {
  products: ManifestProduct[];
  problems: ManifestProblem[];
}

const entryTypes: readonly string[] = ['ship', 'pilot', 'upgrade', 'obstacle', 'damage'];

/** A quoted CoffeeScript string's value (either quote, backslash escapes), or null. */
function unquote(raw: string): string | null {
  const text = raw.trim().replace(/,$/, '').trim();
  const match = /^(['"])((?:\\.|(?!\1).)*)\1$/.exec(text);
  if (!match) return null;
  return (match[2] ?? '').replace(/\\(.)/g, '$1');
}

/** Reads the manifest's object literal; everything else in the file (the builder's own code) is ignored. */
export function readBoxManifest(text: string): ReadManifest | { refused: string } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const start = lines.findIndex((line) => /manifestByExpansion\s*=/.test(line));
  if (start < 0) return { refused: 'This is not a box manifest Sidetable can read: it has no “manifestByExpansion =” list of products (the manifest of Yet Another Squad Builder, manifest.coffee).' };
  const products: ManifestProduct[] = [];
  const problems: ManifestProblem[] = [];
  const seen = new Map<string, number>();
  let product: ManifestProduct | null = null;
  let entry: { fields: Record<string, string>; line: number } | null = null;
  const close = () => {
    if (!entry || !product) return;
    const { fields, line } = entry;
    entry = null;
    const name = fields.name !== undefined ? unquote(fields.name) : null;
    const type = fields.type !== undefined ? unquote(fields.type) : null;
    const count = fields.count !== undefined ? Number(fields.count.replace(/,$/, '').trim()) : NaN;
    if (!name) return void problems.push({ line, text: `An entry of ${product.name} has no name it can read; it was left out.` });
    if (!type || !entryTypes.includes(type)) return void problems.push({ line, text: `${name} in ${product.name}: the type “${type ?? fields.type ?? ''}” is none of ship, pilot, upgrade, obstacle or damage; it was left out.` });
    if (!Number.isInteger(count) || count <= 0) return void problems.push({ line, text: `${name} in ${product.name}: the count “${fields.count ?? ''}” is not a whole number above 0; it was left out.` });
    product.entries.push({ name, type: type as ManifestEntryType, count, line });
  };
  for (let index = start + 1; index < lines.length; index += 1) {
    const raw = lines[index] ?? '';
    const line = index + 1;
    const code = raw.replace(/\s+#.*$/, '').replace(/^\s*#.*$/, '');
    if (code.trim() === '') continue;
    // The literal ends at the first line back at the left margin (the builder's code that follows).
    if (!/^\s/.test(code)) break;
    const header = /^\s*(['"])((?:\\.|(?!\1).)*)\1\s*:\s*\[\s*(\])?\s*,?\s*$/.exec(code);
    if (header) {
      close();
      const name = (header[2] ?? '').replace(/\\(.)/g, '$1').trim();
      const first = seen.get(name);
      if (first !== undefined) {
        problems.push({ line, text: `${name} is listed twice (first on line ${first}): the second list was read as more of the same box.` });
        product = products.find((candidate) => candidate.name === name) ?? null;
      } else {
        seen.set(name, line);
        product = { name, line, entries: [] };
        products.push(product);
      }
      continue;
    }
    if (/^\s*\{\s*$/.test(code)) {
      close();
      entry = { fields: {}, line };
      continue;
    }
    if (/^\s*\}\s*,?\s*$/.test(code)) {
      close();
      continue;
    }
    if (/^\s*\]\s*,?\s*$/.test(code)) {
      close();
      continue;
    }
    const field = /^\s*(\w+)\s*:\s*(.+?)\s*$/.exec(code);
    if (field && entry) {
      entry.fields[field[1] ?? ''] = field[2] ?? '';
      continue;
    }
    problems.push({ line, text: `Line ${line} was not understood (“${raw.trim().slice(0, 60)}”); it was skipped.` });
  }
  close();
  if (products.length === 0) return { refused: 'The manifest lists no product Sidetable could read.' };
  return { products, problems };
}

/** A card of the imported data as the matcher sees it. */
export interface MatchableCard {
  id: number;
  kind: 'ship' | 'pilot' | 'upgrade';
  key: string;
  name: string;
  /** The ship it flies (a pilot), in words. */
  ship?: string | null;
  factions?: readonly string[];
  upgradeTypes?: readonly string[];
}

export interface MatchedProduct {
  name: string;
  /** Card id → copies in one box. */
  contents: Map<number, number>;
}

export interface UnmatchedEntry {
  product: string;
  line: number;
  name: string;
  type: ManifestEntryType;
  why: string;
}

const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[“”"'‘’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Faction words a builder puts in parentheses, as our data names factions. */
const factionWords: Record<string, string[]> = {
  scum: ['scumandvillainy', 'scum and villainy', 'scum'],
  rebel: ['rebelalliance', 'rebel alliance', 'rebel'],
  rebels: ['rebelalliance', 'rebel alliance'],
  imperial: ['galacticempire', 'galactic empire'],
  empire: ['galacticempire', 'galactic empire'],
  resistance: ['resistance'],
  'first order': ['firstorder', 'first order'],
  republic: ['galacticrepublic', 'galactic republic'],
  separatist: ['separatistalliance', 'separatist alliance'],
  cis: ['separatistalliance', 'separatist alliance'],
};

/** Short names builders give a product's cards ("Luke Skywalker (BoY)"), as the data's keys spell them. */
const productWords: Record<string, string> = { boy: 'battleofyavin', soc: 'siegeofcoruscant' };

/** Whether a builder's disambiguator ("Y-Wing", "TIE Fighter", "Scum", "Crew") names this card. */
function disambiguates(card: MatchableCard, hint: string): boolean {
  const wanted = plain(hint);
  const alias = productWords[wanted];
  if (alias && card.key.includes(alias)) return true;
  // Every word of the hint in the ship's name ("TIE Fighter" is the "TIE/ln Fighter").
  const words = wanted.split(' ');
  const shipWords = new Set(plain(card.ship ?? '').split(' '));
  if (card.ship && words.every((word) => shipWords.has(word))) return true;
  const squash = (text: string) => plain(text).replace(/ /g, '');
  const haystack = [card.ship ?? '', card.key, ...(card.upgradeTypes ?? []), ...(card.factions ?? [])].map(plain);
  if (haystack.some((text) => text.includes(wanted) || squash(text).includes(wanted.replace(/ /g, '')))) return true;
  const factions = factionWords[wanted] ?? [];
  return factions.some((faction) => (card.factions ?? []).some((own) => plain(own).replace(/ /g, '') === faction.replace(/ /g, '')));
}

/**
 * Each product's contents as card ids of the imported data. A ship miniature counts for its chassis in every
 * faction that flies it; a name that fits no card, or several the disambiguator cannot tell apart, is
 * reported with its line, never guessed. Obstacles and damage decks are not cards a collection counts.
 */
export function matchBoxManifest(read: ReadManifest, cards: readonly MatchableCard[]): { products: MatchedProduct[]; unmatched: UnmatchedEntry[]; notCounted: number } {
  const byName = new Map<string, MatchableCard[]>();
  for (const card of cards) {
    const key = `${card.kind} ${plain(card.name)}`;
    byName.set(key, [...(byName.get(key) ?? []), card]);
  }
  const unmatched: UnmatchedEntry[] = [];
  let notCounted = 0;
  const products = read.products.map((product): MatchedProduct => {
    const contents = new Map<number, number>();
    for (const entry of product.entries) {
      if (entry.type === 'obstacle' || entry.type === 'damage') {
        notCounted += 1;
        continue;
      }
      const exact = byName.get(`${entry.type} ${plain(entry.name)}`);
      const parts = /^(.*?)\s*\(([^()]+)\)\s*$/.exec(entry.name);
      const base = parts ? byName.get(`${entry.type} ${plain(parts[1] ?? '')}`) : undefined;
      let found: MatchableCard[] = exact ?? [];
      if (found.length === 0 && base && parts) found = base.filter((card) => disambiguates(card, parts[2] ?? ''));
      if (found.length === 0 && base && base.length === 1) found = base;
      // Ship cards are one per faction: the miniature is all of them.
      if (entry.type !== 'ship' && found.length > 1) {
        // The builder writes a disambiguator for all but one card of a name; the plain name is the card whose
        // data key carries no disambiguating suffix (`norrawexley`, not `norrawexley-btla4ywing`).
        const named = parts ? found.filter((card) => disambiguates(card, parts[2] ?? '')) : found.filter((card) => card.key === plain(entry.name).replace(/ /g, ''));
        if (named.length === 1) found = named;
        // Still two: a reprint in another product (`lukeskywalker-swz106`) is not the card the builder means.
        else if (named.length > 1) {
          const firsts = named.filter((card) => !/-swz\d+$/.test(card.key));
          if (firsts.length === 1) found = firsts;
        }
      }
      if (found.length === 0) {
        unmatched.push({ product: product.name, line: entry.line, name: entry.name, type: entry.type, why: `no ${entry.type} of that name is in the card data` });
        continue;
      }
      if (entry.type !== 'ship' && found.length > 1) {
        unmatched.push({ product: product.name, line: entry.line, name: entry.name, type: entry.type, why: `${found.length} ${entry.type}s have that name (${found.map((card) => card.key).join(', ')}) and the builder's name does not say which` });
        continue;
      }
      for (const card of found) contents.set(card.id, (contents.get(card.id) ?? 0) + entry.count);
    }
    return { name: product.name, contents };
  });
  return { products, unmatched, notCounted };
}

/** A product's key in the card database: the builder's, from its name. */
export const manifestProductKey = (name: string) => `yasb:${plain(name).replace(/ /g, '-')}`;
