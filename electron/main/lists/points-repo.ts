import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { PointsSetSummary } from '../../../shared/ipc/lists';
import type { PointsEntry, PointsLookup } from '../../../shared/lists/list';
import type { Db } from '../db/open';
import { existsInside, PlayerFileRefused, readPlayerFile, realFolder } from '../core/player-files';

// X-Wing points sets (github.com/eirikmun/xwing-points layout): a repository root lists sets in
// points-version.json, a set lists its revisions in points-revisions.json, a revision names its
// faction and upgrade files in revision.json. Paths inside are relative to the repository root.

/** A points file Sidetable refuses, named, with what was wrong: nothing of the import is written. */
export class PointsImportError extends Error {}

const yesNo = z.enum(['Yes', 'No']);
const count = z.number().int().min(0);
const versionSchema = z.record(z.string(), z.looseObject({ location: z.string().min(1), description: z.string().optional() }));
const revisionsSchema = z.looseObject({ current_revision: z.string().optional(), revision_history: z.array(z.string().min(1)) });
const revisionSchema = z.looseObject({
  effective_date: z.string().optional(),
  format: z.string().optional(),
  files: z.record(z.string(), z.string().min(1)),
});
/**
 * A cost as the format allows it: a number; `{"value": n}`; a table by ship stat
 * (`{"variable": "agility", "values": {"0": 2, "1": 2, ...}}`, X-Wing 2.0 points); or "?", a cost
 * the points document never set (one AMG record).
 */
const costSchema = z.union([
  count,
  z.literal('?'),
  z.object({ value: count }),
  z.object({ variable: z.string().min(1), values: z.record(z.string(), count) }),
], { error: 'expected number (a whole number of points, {"value": n}, or {"variable": stat, "values": {…}} for a cost by ship stat)' });
type Cost = z.output<typeof costSchema>;
/** The cost as one number, or null when it depends on the ship (see variableOf) or was never set. */
const fixedCost = (cost: Cost): number | null => (typeof cost === 'number' ? cost : cost === '?' ? null : 'value' in cost ? cost.value : null);
const variableOf = (cost: Cost): string | null =>
  typeof cost === 'object' && 'variable' in cost ? JSON.stringify({ variable: cost.variable, values: cost.values }) : null;

const pilotSchema = z.looseObject({
  name: z.string().min(1),
  limited: count,
  cost: costSchema,
  loadout: count.optional(),
  slots: z.array(z.string()).optional(),
  // Pilots state legality as the strings "Yes"/"No" (upgrades use booleans).
  standard: yesNo.optional(),
  extended: yesNo.optional(),
  epic: yesNo.optional(),
  restricted: count.optional(),
});
const factionSchema = z.record(z.string(), z.record(z.string(), pilotSchema));
const upgradeSchema = z.looseObject({
  name: z.string().min(1),
  cost: costSchema,
  limited: count,
  slots: z.array(z.string()).optional(),
  standard: z.boolean().optional(),
  extended: z.boolean().optional(),
  epic: z.boolean().optional(),
  restricted: count.optional(),
});
const upgradesSchema = z.record(z.string(), upgradeSchema);

/** Where in a points file a problem is, in the file's own terms: `pilot "lukeskywalker" (T-65 X-wing), cost`. */
type Place = (path: readonly PropertyKey[]) => string;
const fieldPlace: Place = (p) => (p.length ? `field "${p.map(String).join('.')}"` : 'the file');
const pilotPlace: Place = (p) => (p.length >= 2 ? `pilot "${String(p[1])}" (${String(p[0])})${p.length > 2 ? `, ${p.slice(2).map(String).join('.')}` : ''}` : `ship "${String(p[0] ?? '')}"`);
const upgradePlace: Place = (p) => (p.length ? `upgrade "${String(p[0])}"${p.length > 1 ? `, ${p.slice(1).map(String).join('.')}` : ''}` : 'the file');

/** Issue 39: no points file is larger (the largest real one is under 200 KB). */
export const MAX_POINTS_FILE_BYTES = 4 * 1024 * 1024;
/** No points repository lists more revisions (the real one has a few dozen). */
export const MAX_POINTS_REVISIONS = 500;
/** The editions points sets price, the first the one assumed when the card data cannot tell. */
const POINTS_EDITIONS = ['xwing-2.5', 'xwing-2.0'] as const;
/** Revisions left out are named up to this many, then counted. */
const SKIPPED_NAMED = 20;

/** Where the files are read from: `root`, the folder their paths are relative to; `within`, the folder the player chose (both their real places). */
interface Reading {
  root: string;
  within: string;
}

async function readJson<S extends z.ZodType>(reading: Reading, file: string, schema: S, shown: string, place: Place = fieldPlace): Promise<z.output<S>> {
  let text: string;
  try {
    text = await readPlayerFile(reading.within, path.join(reading.root, file), shown, MAX_POINTS_FILE_BYTES, 'points repository');
  } catch (error) {
    if (error instanceof PlayerFileRefused) throw new PointsImportError(error.message);
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    // Where it stopped, never what the file holds (a wrong file may hold anything).
    const at = /position (\d+)/.exec(error instanceof Error ? error.message : '')?.[1];
    throw new PointsImportError(`${shown} is not valid JSON${at ? ` (it stops making sense at character ${at})` : ''}: is it a points file?`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const what = /received undefined$/.test(issue.message) ? 'is missing' : issue.message.replace(/^Invalid input: /, '');
    throw new PointsImportError(`${shown} is not a points file Sidetable can read: ${place(issue.path)} ${what}.`);
  }
  return parsed.data;
}

interface RevisionFound {
  reading: Reading;
  /** Relative to the root: `XWA/50P20/revision.json`. */
  file: string;
  /** Found in its set's folder though the set's listing does not name it: the listing, to say so. */
  notListedIn?: string;
}

export interface PointsImportResult {
  sets: PointsSetSummary[];
  /** Revisions a listing names that could not be read (files not there, a file that does not read): each by name, with why. */
  skipped: string[];
}

const samePath = (a: string, b: string) => path.posix.normalize(a.replaceAll('\\', '/')) === path.posix.normalize(b.replaceAll('\\', '/'));

/**
 * The revision folders of a set (`<set>/<rev>/revision.json`) its listing does not name: complete
 * revisions all the same (X2PO keeps a `last` it does not list, and lists `RSLv1-3` for its folder
 * `RLSv1-3`), imported and said to be found outside the listing, never left out unnamed.
 */
async function unlistedRevisions(reading: Reading, setFolder: string, listing: string, listed: readonly string[]): Promise<RevisionFound[]> {
  let names: string[];
  try {
    names = fs
      .readdirSync(path.join(reading.root, setFolder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
  const found: RevisionFound[] = [];
  for (const name of names.slice(0, MAX_POINTS_REVISIONS)) {
    const file = path.posix.join(setFolder.replaceAll('\\', '/'), name, 'revision.json');
    if (listed.some((entry) => samePath(entry, file))) continue;
    if (await existsInside(reading.within, path.join(reading.root, file))) found.push({ reading, file, notListedIn: listing });
  }
  return found;
}

/** Every revision the path reaches: a repository root, a set folder or one revision folder (its real place; files only inside it are read). */
async function revisionsAt(source: string): Promise<{ revisions: RevisionFound[]; skipped: string[] }> {
  const isFile = fs.existsSync(source) && fs.statSync(source).isFile();
  const picked = isFile ? path.dirname(source) : source;
  if (!fs.existsSync(picked)) throw new PointsImportError(`${source}: no such folder; pick the points repository, a set folder or a revision folder.`);
  let dir: string;
  try {
    dir = await realFolder(picked, source);
  } catch (error) {
    if (error instanceof PlayerFileRefused) throw new PointsImportError(error.message);
    throw error;
  }
  const skipped: string[] = [];
  const fromSet = async (reading: Reading, listing: string): Promise<RevisionFound[]> => {
    const revisions = await readJson(reading, listing, revisionsSchema, listing);
    if (revisions.revision_history.length > MAX_POINTS_REVISIONS) {
      throw new PointsImportError(`${listing} lists ${revisions.revision_history.length.toLocaleString('en')} revisions, more than the ${MAX_POINTS_REVISIONS} a points repository has: is it the right file?`);
    }
    const found: RevisionFound[] = [];
    for (const file of revisions.revision_history) {
      if (found.some((revision) => samePath(revision.file, file))) continue;
      if (await existsInside(reading.within, path.join(reading.root, file))) found.push({ reading, file });
      else skipped.push(`${file.slice(0, 80)} (listed in ${listing}, not found)`);
    }
    found.push(...(await unlistedRevisions(reading, path.dirname(listing), listing, revisions.revision_history)));
    return found;
  };
  const here = (name: string) => existsInside(dir, path.join(dir, name));
  if (await here('points-version.json')) {
    const reading = { root: dir, within: dir };
    const sets = await readJson(reading, 'points-version.json', versionSchema, 'points-version.json');
    const revisions: RevisionFound[] = [];
    for (const [set, { location }] of Object.entries(sets).slice(0, MAX_POINTS_REVISIONS)) {
      if (!(await existsInside(dir, path.join(dir, location)))) {
        skipped.push(`${set.slice(0, 80)} (${location.slice(0, 80)} not found)`);
        continue;
      }
      // A set whose listing does not read costs that set, not the repository.
      try {
        revisions.push(...(await fromSet(reading, location)));
      } catch (error) {
        if (!(error instanceof PointsImportError)) throw error;
        skipped.push(`${set.slice(0, 80)}: ${error.message}`);
      }
      if (revisions.length > MAX_POINTS_REVISIONS) throw new PointsImportError(`${source} lists more than ${MAX_POINTS_REVISIONS} revisions, more than a points repository has: is it the right folder?`);
    }
    return { revisions, skipped };
  }
  if (await here('points-revisions.json')) {
    const root = path.dirname(dir);
    return { revisions: await fromSet({ root, within: dir }, path.relative(root, path.join(dir, 'points-revisions.json'))), skipped };
  }
  if (await here('revision.json')) {
    const root = path.dirname(path.dirname(dir));
    return { revisions: [{ reading: { root, within: dir }, file: path.relative(root, path.join(dir, 'revision.json')) }], skipped };
  }
  throw new PointsImportError(`${source} holds no points-version.json, points-revisions.json or revision.json: pick the points repository, a set folder or a revision folder.`);
}

/** The revisions left out, named up to a few, then counted: a refusal never lists thousands. */
const namedSkips = (skipped: readonly string[]): string[] =>
  skipped.length <= SKIPPED_NAMED ? [...skipped] : [...skipped.slice(0, SKIPPED_NAMED), `and ${(skipped.length - SKIPPED_NAMED).toLocaleString('en')} more`];

interface EntryRow {
  kind: 'pilot' | 'upgrade';
  key: string;
  faction: string | null;
  name: string;
  cost: number | null;
  costVariable: string | null;
  loadout: number | null;
  limited: number;
  slots: string | null;
  standard: number | null;
  extended: number | null;
  epic: number | null;
  restricted: number;
}

const flag = (value: boolean | 'Yes' | 'No' | undefined) => (value === undefined ? null : value === true || value === 'Yes' ? 1 : 0);

async function readRevision(found: RevisionFound) {
  const { reading, file } = found;
  const { root } = reading;
  const revision = await readJson(reading, file, revisionSchema, file);
  const entries: EntryRow[] = [];
  for (const [group, relative] of Object.entries(revision.files)) {
    if (!fs.existsSync(path.join(root, relative))) throw new PointsImportError(`${file} names ${relative.slice(0, 80)}, which is not there: the revision is incomplete.`);
    if (group === 'upgrades') {
      for (const [key, u] of Object.entries(await readJson(reading, relative, upgradesSchema, relative, upgradePlace))) {
        entries.push({
          kind: 'upgrade', key, faction: null, name: u.name, cost: fixedCost(u.cost), costVariable: variableOf(u.cost), loadout: null, limited: u.limited,
          slots: u.slots ? JSON.stringify(u.slots) : null, standard: flag(u.standard), extended: flag(u.extended), epic: flag(u.epic), restricted: u.restricted ?? 0,
        });
      }
    } else {
      // Ship blocks are keyed by display name, which differs from the card data's: pilots are found by id.
      for (const pilots of Object.values(await readJson(reading, relative, factionSchema, relative, pilotPlace))) {
        for (const [key, p] of Object.entries(pilots)) {
          entries.push({
            kind: 'pilot', key, faction: group, name: p.name, cost: fixedCost(p.cost), costVariable: variableOf(p.cost), loadout: p.loadout ?? null, limited: p.limited,
            slots: p.slots ? JSON.stringify(p.slots) : null, standard: flag(p.standard), extended: flag(p.extended), epic: flag(p.epic), restricted: p.restricted ?? 0,
          });
        }
      }
    }
  }
  const parts = file.split('/');
  const set = parts.at(-3) ?? path.basename(root);
  const rev = parts.at(-2) ?? file;
  const format = revision.format?.trim() || null;
  const date = revision.effective_date?.trim() || null;
  return { set, revision: rev, name: `${set} ${rev}${date ? ` (${date})` : ''}`, format, date, entries, notListedIn: found.notListedIn };
}

interface SetRow {
  id: number;
  set_key: string;
  revision: string;
  name: string;
  effective_date: string | null;
  imported_at: number;
  unknown_ids: string;
  pilots: number;
  upgrades: number;
}

const setSql = `SELECT s.*, (SELECT count(*) FROM points_entries WHERE set_id = s.id AND kind = 'pilot') AS pilots,
  (SELECT count(*) FROM points_entries WHERE set_id = s.id AND kind = 'upgrade') AS upgrades FROM points_sets s`;

const toSummary = (row: SetRow): PointsSetSummary => ({
  id: row.id,
  set: row.set_key,
  revision: row.revision,
  name: row.name,
  effectiveDate: row.effective_date,
  pilots: row.pilots,
  upgrades: row.upgrades,
  importedAt: row.imported_at,
  unknownIds: JSON.parse(row.unknown_ids) as string[],
});

export function listPointsSets(db: Db): PointsSetSummary[] {
  return db.prepare<[], SetRow>(`${setSql} ORDER BY s.set_key, s.id`).all().map(toSummary);
}

export function getPointsSet(db: Db, id: number): PointsSetSummary | null {
  const row = db.prepare<[number], SetRow>(`${setSql} WHERE s.id = ?`).get(id);
  return row ? toSummary(row) : null;
}

/**
 * Imports every revision the path reaches, all or nothing: every file is read and checked before
 * anything is written. A revision imported before is replaced (lists priced by it keep its id).
 */
export async function importPoints(db: Db, source: string, now: number): Promise<PointsImportResult> {
  const { revisions, skipped } = await revisionsAt(source);
  if (!revisions.length) throw new PointsImportError(`${source}: none of the revisions it lists is there${skipped.length ? ` (${namedSkips(skipped).join('; ')})` : ''}.`);
  // One revision that does not read (a mistyped path, a file of another shape) costs that revision,
  // not the repository: it is reported by name and reason, and every other revision imports.
  const refusals: PointsImportError[] = [];
  const read: Awaited<ReturnType<typeof readRevision>>[] = [];
  for (const revision of revisions) {
    try {
      read.push(await readRevision(revision));
    } catch (error) {
      if (!(error instanceof PointsImportError)) throw error;
      refusals.push(error);
      skipped.push(`${path.posix.dirname(revision.file).slice(0, 80)}: ${error.message}`);
    }
  }
  if (!read.length) {
    // One revision picked on its own: its own reason is the answer.
    if (revisions.length === 1 && refusals[0]) throw refusals[0];
    throw new PointsImportError(`${source}: none of its revisions could be read: ${namedSkips(skipped).join('; ')}`);
  }
  // Ids are checked against the card data of the edition the revision prices: X-Wing 2.5 (XWA, AMG),
  // or 2.0 for a 2.0 Legacy set (X2PO), whichever knows more of its ids (2.5 when neither is imported).
  const known = db.prepare<[string, string, string], { n: number }>(
    `SELECT count(*) AS n FROM cards c JOIN card_editions e ON e.id = c.edition_id WHERE e.key = ? AND c.kind = ? AND c.key = ?`,
  );
  const unknownIds = (entries: readonly EntryRow[]): string[] => {
    const byEdition = POINTS_EDITIONS.map((edition) => entries.filter((e) => known.get(edition, e.kind, e.key)!.n === 0).map((e) => e.key));
    return byEdition.reduce((best, ids) => (ids.length < best.length ? ids : best));
  };
  const ids = db.transaction(() => {
    const upsert = db.prepare<[string, string, string, string | null, string | null, number, string]>(
      `INSERT INTO points_sets (set_key, revision, name, format_text, effective_date, imported_at, unknown_ids) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (set_key, revision) DO UPDATE SET name = excluded.name, format_text = excluded.format_text,
         effective_date = excluded.effective_date, imported_at = excluded.imported_at, unknown_ids = excluded.unknown_ids`,
    );
    const idOf = db.prepare<[string, string], { id: number }>('SELECT id FROM points_sets WHERE set_key = ? AND revision = ?');
    const clear = db.prepare<[number]>('DELETE FROM points_entries WHERE set_id = ?');
    const insert = db.prepare(
      `INSERT OR REPLACE INTO points_entries (set_id, kind, key, faction, name, cost, cost_variable, loadout, limited, slots, standard, extended, epic, restricted)
       VALUES (@setId, @kind, @key, @faction, @name, @cost, @costVariable, @loadout, @limited, @slots, @standard, @extended, @epic, @restricted)`,
    );
    return read.map((revision) => {
      const unknown = unknownIds(revision.entries);
      upsert.run(revision.set, revision.revision, revision.name, revision.format, revision.date, now, JSON.stringify(unknown));
      const setId = idOf.get(revision.set, revision.revision)!.id;
      clear.run(setId);
      for (const entry of revision.entries) insert.run({ setId, ...entry });
      return setId;
    });
  })();
  return {
    sets: ids.map((id, i) => {
      const listing = read[i]!.notListedIn;
      return { ...getPointsSet(db, id)!, ...(listing ? { notListedIn: listing } : {}) };
    }),
    skipped: namedSkips(skipped),
  };
}

interface LookupRow {
  kind: 'pilot' | 'upgrade';
  key: string;
  cost: number | null;
  cost_variable: string | null;
  loadout: number | null;
  limited: number;
  slots: string | null;
  standard: number | null;
  extended: number | null;
  epic: number | null;
}

const bool = (value: number | null) => (value === null ? undefined : value === 1);

/** A points set as the pure list functions read it. */
export function pointsLookup(db: Db, id: number): PointsLookup | null {
  const set = getPointsSet(db, id);
  if (!set) return null;
  const entries = new Map<string, PointsEntry>();
  for (const row of db.prepare<[number], LookupRow>('SELECT kind, key, cost, cost_variable, loadout, limited, slots, standard, extended, epic FROM points_entries WHERE set_id = ?').all(id)) {
    const standard = bool(row.standard);
    const extended = bool(row.extended);
    const epic = bool(row.epic);
    entries.set(`${row.kind}/${row.key}`, {
      kind: row.kind,
      key: row.key,
      cost: row.cost,
      // Stored by the import as the revision states it; read by the one pricing rule (shared/lists/points.ts).
      costVariable: row.cost_variable ? (JSON.parse(row.cost_variable) as PointsEntry['costVariable']) : null,
      loadout: row.loadout,
      limited: row.limited,
      // Upgrades' slot lists say which slots the card fills, not slots it gives: only a pilot's replace the card data's.
      slots: row.kind === 'pilot' && row.slots ? (JSON.parse(row.slots) as string[]) : null,
      ...(standard === undefined ? {} : { standard }),
      ...(extended === undefined ? {} : { extended }),
      ...(epic === undefined ? {} : { epic }),
    });
  }
  return { name: set.name, entry: (kind, key) => entries.get(`${kind}/${key}`) };
}
