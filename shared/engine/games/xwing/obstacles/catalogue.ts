// Issue 36 item 2 · the obstacles a squad may bring, by their XWS canonical ids (the XWS spec's
// § Obstacles: `${set}${asteroid|debris}${number}`, and gascloud1–6), each with its kind and a name in
// our own words. The catalogue is data: the rules read an obstacle's kind, never its id.

export type ObstacleKind = 'asteroid' | 'debris' | 'gasCloud';
export const obstacleKinds: readonly ObstacleKind[] = ['asteroid', 'debris', 'gasCloud'];
export const obstacleKindNames: Record<ObstacleKind, string> = { asteroid: 'asteroid', debris: 'debris cloud', gasCloud: 'gas cloud' };

export interface CatalogueObstacle {
  /** The XWS id (`core2asteroid3`). */
  id: string;
  kind: ObstacleKind;
  /** "Asteroid 3 (Force Awakens Core Set)". */
  name: string;
}

/** An obstacle a player chose: the catalogue's, or one the catalogue does not know, kept as written with the kind the player said. */
export interface ObstacleChoice {
  id: string;
  name: string;
  kind: ObstacleKind;
}

/** A player's obstacle in the game: `kind` absent for one the catalogue does not know and the player has not named the kind of yet. */
export interface PlayerObstacle {
  id: string;
  name: string;
  kind?: ObstacleKind;
}

/** XWS obstacle families: the id's prefix, the kind and the set the name gives. */
const families: { prefix: string; kind: ObstacleKind; label: string; set: string; numbers: number[] }[] = [
  { prefix: 'coreasteroid', kind: 'asteroid', label: 'Asteroid', set: 'Core Set', numbers: [0, 1, 2, 3, 4, 5] },
  { prefix: 'core2asteroid', kind: 'asteroid', label: 'Asteroid', set: 'Force Awakens Core Set', numbers: [0, 1, 2, 3, 4, 5] },
  { prefix: 'yt2400debris', kind: 'debris', label: 'Debris', set: 'YT-2400', numbers: [0, 1, 2] },
  { prefix: 'vt49decimatordebris', kind: 'debris', label: 'Debris', set: 'VT-49 Decimator', numbers: [0, 1, 2] },
  { prefix: 'gascloud', kind: 'gasCloud', label: 'Gas Cloud', set: '', numbers: [1, 2, 3, 4, 5, 6] },
];

export const obstacleCatalogue: readonly CatalogueObstacle[] = families.flatMap((family) =>
  family.numbers.map((n) => ({ id: `${family.prefix}${n}`, kind: family.kind, name: family.set ? `${family.label} ${n} (${family.set})` : `${family.label} ${n}` })),
);

const byId = new Map(obstacleCatalogue.map((obstacle) => [obstacle.id, obstacle]));
const byName = new Map(obstacleCatalogue.map((obstacle) => [squash(obstacle.name), obstacle]));

function squash(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Builders' other spellings of a family, as written in their exports and selectors (squashed). */
const variants: [RegExp, string][] = [
  [/^obstacle/, ''],
  [/^(?:tfa|forceawakens|theforceawakens|core2\.?0?|coreset2|fa)asteroids?(\d)$/, 'core2asteroid$1'],
  [/^(?:core|coreset|original|firstedition|1e)asteroids?(\d)$/, 'coreasteroid$1'],
  [/^asteroids?(\d)(?:forceawakens|forceawakenscoreset|tfa)$/, 'core2asteroid$1'],
  [/^asteroids?(\d)(?:core|coreset)$/, 'coreasteroid$1'],
  [/^(?:yt2400|yt2400freighter)debris(?:cloud)?(\d)$/, 'yt2400debris$1'],
  [/^debris(?:cloud)?(\d)yt2400$/, 'yt2400debris$1'],
  [/^(?:vt49|vt49decimator|decimator)debris(?:cloud)?(\d)$/, 'vt49decimatordebris$1'],
  [/^debris(?:cloud)?(\d)(?:vt49|vt49decimator|decimator)$/, 'vt49decimatordebris$1'],
  [/^gas(?:cloud)?s?(\d)$/, 'gascloud$1'],
];

/**
 * The catalogue's obstacle an id or a name stands for, read tolerantly (case, spaces, hyphens, a
 * builder's `obstacle-` prefix, "Asteroid 3 (Core Set)", "TFA asteroid 3"); null when it is none of
 * them: the caller keeps it as written and asks its kind.
 */
export function readObstacle(text: string): CatalogueObstacle | null {
  const squashed = squash(text);
  if (!squashed) return null;
  const named = byId.get(squashed) ?? byName.get(squashed);
  if (named) return named;
  let id = squashed;
  for (const [pattern, replacement] of variants) id = id.replace(pattern, replacement);
  return byId.get(id) ?? null;
}

/** The kind an obstacle's own words name ("my asteroid", "debris 7"), when they name exactly one; null when they do not. */
export function kindNamedIn(text: string): ObstacleKind | null {
  const words = text.toLowerCase();
  const named = obstacleKinds.filter((kind) => (kind === 'asteroid' ? /asteroid/ : kind === 'debris' ? /debris/ : /(^|[^a-z])gas/).test(words));
  return named.length === 1 ? (named[0] ?? null) : null;
}

/** An obstacle as a player chose it: the catalogue's, or one it does not know with the kind the player gave. */
export function obstacleChoice(text: string, kind?: ObstacleKind): { ok: true; value: ObstacleChoice } | { ok: false; message: string } {
  const known = readObstacle(text);
  if (known) return { ok: true, value: { id: known.id, name: known.name, kind: known.kind } };
  const written = text.trim().slice(0, 60);
  if (!written) return { ok: false, message: 'Name the obstacle, or pick one from the list.' };
  if (!kind) return { ok: false, message: `Sidetable does not know the obstacle “${written}”: say which kind it is (an asteroid, a debris cloud or a gas cloud).` };
  return { ok: true, value: { id: written, name: written, kind } };
}
