import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/open';
import { aliasWords } from './card-aliases';
import { cardWords, joinedWords } from './card-words';
import { typoAllowance } from './typo-allowance';
import { WordTrie, type WordReach } from './word-trie';

/**
 * Every card's name (and a pilot's ship) in memory, so a search forgives what the player typed:
 * joined or split words ("xwing", "x wing", "mc-80"), plurals, short names players use ("isd"),
 * and a letter or two off ("lukw", "vadr"). SQLite's full-text index finds word beginnings only.
 *
 * Ranking, best first: the whole name; the beginning of the name; whole words of it; beginnings of
 * its words; an alias; a typo. Titles, keywords and card text stay with the full-text index and
 * come after all of these (see card-search.ts).
 */

/** Why a card was found, best first; a result's rank is its reason, then how far off, then its name. */
export const matchReasons = ['name', 'name-start', 'words', 'word-starts', 'alias', 'typo'] as const;
export type MatchReason = (typeof matchReasons)[number];

interface Entry {
  id: number;
  /** Lowercased, for ordering equal matches by name. */
  name: string;
  /** The name's words run together ("t65xwing"). */
  joined: string;
}

/** Words with these costs: a whole word, a word's beginning, a word of the pilot's ship rather than its name. */
const WHOLE = 0;
const BEGINNING = 1;
const SHIP_WORD = 4;
const PER_LETTER_OFF = 10;
/** A misspelling of a word's beginning is less likely meant than one of a whole word ("vadr": Vader). */
const MISSPELT_BEGINNING = 5;

/**
 * The words a name is found by: each word, and each run of two or three neighbouring words joined
 * ("T-65 X-wing" → t, 65, x, wing, t65, 65x, xwing, t65x, 65xwing), which is how "xwing" and
 * "tieln" find names printed with a hyphen or a slash.
 */
function searchableWords(words: readonly string[]): string[] {
  const found = new Set(words);
  for (let i = 0; i < words.length; i++) {
    if (i + 1 < words.length) found.add(joinedWords(words.slice(i, i + 2)));
    if (i + 2 < words.length) found.add(joinedWords(words.slice(i, i + 3)));
  }
  return [...found];
}

interface Built {
  stamp: string;
  entries: Entry[];
  trie: WordTrie;
  /** Per word id: entries holding it, as `entry * 2 + (1 if only in the ship's name)`. */
  postings: number[][];
}

const stampStatements = new WeakMap<Db, { version: Statement<[], number>; top: Statement<[], number | null> }>();

/**
 * What tells whether the cards changed since the index was built, in O(1): `data_version` moves
 * when another connection commits (every import writes from its worker's own connection), the
 * highest id when this connection adds cards (the starter cards). A card deleted here is dropped
 * by the search's join with \`cards\`.
 */
function stampOf(db: Db): string {
  // Compiled once per connection: read before every search, db.pragma would compile it each time.
  let statements = stampStatements.get(db);
  if (!statements) {
    statements = { version: db.prepare<[], number>('PRAGMA data_version').pluck(), top: db.prepare<[], number | null>('SELECT max(id) FROM cards').pluck() };
    stampStatements.set(db, statements);
  }
  return `${statements.version.get()}:${statements.top.get() ?? 0}`;
}

function build(db: Db, stamp: string): Built {
  const rows = db
    .prepare<[], { id: number; name: string; ship: string | null }>(
      `SELECT c.id, c.name,
         (SELECT s.name FROM cards s WHERE c.kind = 'pilot' AND s.source_id = c.source_id AND s.kind = 'ship' AND s.key = c.ship_key) AS ship
       FROM cards c ORDER BY c.id`,
    )
    .all();
  const trie = new WordTrie();
  const wordIds = new Map<string, number>();
  const postings: number[][] = [];
  const entries: Entry[] = [];
  const post = (word: string, posting: number) => {
    let id = wordIds.get(word);
    if (id === undefined) {
      wordIds.set(word, (id = postings.length));
      postings.push([]);
      trie.add(word, id);
    }
    postings[id]!.push(posting);
  };
  for (const row of rows) {
    const entry = entries.length;
    const words = cardWords(row.name);
    entries.push({ id: row.id, name: row.name.toLowerCase(), joined: joinedWords(words) });
    const own = searchableWords(words);
    for (const word of own) post(word, entry * 2);
    if (row.ship) for (const word of searchableWords(cardWords(row.ship))) if (!own.includes(word)) post(word, entry * 2 + 1);
  }
  return { stamp, entries, trie, postings };
}

const built = new WeakMap<Db, Built>();

function indexOf(db: Db): Built {
  const stamp = stampOf(db);
  let index = built.get(db);
  if (!index || index.stamp !== stamp) built.set(db, (index = build(db, stamp)));
  return index;
}

/**
 * Builds the index now if the cards changed since it was built: called when new card data is in, so
 * the player's first search after an import does not wait for the build.
 */
export function warmCardNameIndex(db: Db): void {
  indexOf(db);
  // Another connection's commit emptied this connection's page cache: the pages every search reads
  // besides the cards (the full-text index, factions, sources, editions) are read back now too.
  for (const sql of WARM_PAGES) db.prepare(sql).get();
}

/** Each reads one table (or index) of the search whole, in a millisecond or two for every data set. */
const WARM_PAGES = [
  'SELECT sum(length(block)) FROM cards_fts_data',
  'SELECT sum(sz IS NOT NULL) FROM cards_fts_docsize',
  'SELECT count(*), sum(length(faction)) FROM card_factions NOT INDEXED',
  'SELECT count(*), sum(length(faction)) FROM card_factions INDEXED BY card_factions_by_faction',
  'SELECT count(*), sum(length(label)) FROM card_sources',
  'SELECT count(*), sum(length(key)) FROM card_editions NOT INDEXED',
];

interface Found {
  reason: number;
  cost: number;
}

/** How a typed word met one card's words: its cost, and whether it met the name itself. */
function wordCosts(index: Built, reach: Map<number, WordReach>): Map<number, { cost: number; inName: boolean }> {
  const costs = new Map<number, { cost: number; inName: boolean }>();
  for (const [wordId, { distance, whole }] of reach) {
    const base = distance > 0 ? distance * PER_LETTER_OFF + (whole ? 0 : MISSPELT_BEGINNING) : whole ? WHOLE : BEGINNING;
    for (const posting of index.postings[wordId]!) {
      const entry = posting >> 1;
      const inName = (posting & 1) === 0;
      const cost = base + (inName ? 0 : SHIP_WORD);
      const seen = costs.get(entry);
      if (!seen || cost < seen.cost) costs.set(entry, { cost, inName: inName || (seen?.inName ?? false) });
      else if (inName) seen.inName = true;
    }
  }
  return costs;
}

/**
 * Cards whose words meet every typed word. `allowTypos` false is for an alias's words, which are
 * exact by construction. A card must meet at least one word in its own name: "arc 170" finds the
 * ARC-170 ship, not every pilot who flies one.
 */
function meetingEvery(index: Built, words: readonly string[], allowTypos: boolean, reaches: Map<string, Map<number, WordReach>>, into: Map<number, Found>, alias: boolean): void {
  let together: Map<number, { cost: number; inName: boolean; typo: boolean; whole: boolean }> | null = null;
  for (const word of words) {
    const key = `${allowTypos ? 't' : 'x'}:${word}`;
    let reach = reaches.get(key);
    if (!reach) reaches.set(key, (reach = index.trie.reach(word, allowTypos ? typoAllowance(word.length) : 0)));
    const costs = wordCosts(index, reach);
    const next = new Map<number, { cost: number; inName: boolean; typo: boolean; whole: boolean }>();
    if (together === null) {
      for (const [entry, { cost, inName }] of costs) next.set(entry, { cost, inName, typo: cost >= PER_LETTER_OFF, whole: cost === WHOLE });
    } else {
      for (const [entry, sofar] of together) {
        const met = costs.get(entry);
        if (!met) continue;
        next.set(entry, {
          cost: sofar.cost + met.cost,
          inName: sofar.inName || met.inName,
          typo: sofar.typo || met.cost >= PER_LETTER_OFF,
          whole: sofar.whole && met.cost === WHOLE,
        });
      }
    }
    together = next;
    if (together.size === 0) return;
  }
  if (!together) return;
  for (const [entry, { cost, inName, typo, whole }] of together) {
    if (!inName) continue;
    const reason = alias ? matchReasons.indexOf('alias') : typo ? matchReasons.indexOf('typo') : whole ? matchReasons.indexOf('words') : matchReasons.indexOf('word-starts');
    keepBest(into, entry, { reason, cost });
  }
}

function keepBest(into: Map<number, Found>, entry: number, found: Found): void {
  const seen = into.get(entry);
  if (!seen || found.reason < seen.reason || (found.reason === seen.reason && found.cost < seen.cost)) into.set(entry, found);
}

/** A found card: its id and why it was found. */
export interface NameMatch {
  id: number;
  reason: MatchReason;
}

/**
 * Cards found by name for what the player typed, best first (see the ranking above); null when
 * the text has no letters or digits. Filters are the caller's: this knows names only.
 */
export function cardsByName(db: Db, text: string): NameMatch[] | null {
  const words = cardWords(text);
  if (words.length === 0) return null;
  const index = indexOf(db);
  const joined = joinedWords(words);
  const found = new Map<number, Found>();
  const reaches = new Map<string, Map<number, WordReach>>();

  index.entries.forEach((entry, i) => {
    if (entry.joined === joined) keepBest(found, i, { reason: 0, cost: 0 });
    else if (entry.joined.startsWith(joined)) keepBest(found, i, { reason: 1, cost: entry.joined.length - joined.length });
  });
  // Typed as one word, it may be misspelt; words run together ("x wing" → xwing) only as typed:
  // a long joined word walks the most of the tree for the least gain.
  meetingEvery(index, [joined], words.length === 1, reaches, found, false);
  if (words.length > 1) meetingEvery(index, words, true, reaches, found, false);

  const wholeAlias = aliasWords(joined);
  if (wholeAlias) meetingEvery(index, wholeAlias, false, reaches, found, true);
  if (words.length > 1 && words.some((word) => aliasWords(word))) {
    meetingEvery(index, words.flatMap((word) => aliasWords(word) ?? [word]), false, reaches, found, true);
  }

  return [...found]
    .sort(([a, foundA], [b, foundB]) => {
      if (foundA.reason !== foundB.reason) return foundA.reason - foundB.reason;
      if (foundA.cost !== foundB.cost) return foundA.cost - foundB.cost;
      const entryA = index.entries[a]!;
      const entryB = index.entries[b]!;
      return entryA.name < entryB.name ? -1 : entryA.name > entryB.name ? 1 : entryA.id - entryB.id;
    })
    .map(([entry, { reason }]) => ({ id: index.entries[entry]!.id, reason: matchReasons[reason]! }));
}
