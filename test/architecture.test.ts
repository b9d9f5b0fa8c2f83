import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, specifiersOf, unplacedFiles, upwardImports, type Floors, type ImportGraph } from './helpers/import-graph';

const repoRoot = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(rel));
    else if (/\.(ts|svelte)$/.test(entry.name)) out.push(rel);
  }
  return out;
}

/** Every module specifier a file imports, with whether the import is type-only. */
function importsOf(file: string): { spec: string; typeOnly: boolean }[] {
  const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
  const found: { spec: string; typeOnly: boolean }[] = [];
  for (const match of text.matchAll(/^\s*import\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]/gm)) {
    found.push({ spec: match[2] ?? '', typeOnly: !!match[1] });
  }
  for (const match of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) found.push({ spec: match[1] ?? '', typeOnly: false });
  return found;
}

const resolveFrom = (file: string, spec: string) =>
  spec.startsWith('.') ? path.relative(repoRoot, path.resolve(repoRoot, path.dirname(file), spec)) : spec;

describe('architecture boundaries (DESIGN.md §1)', () => {
  it('shared/ imports nothing from electron/ or renderer/, and no node:, electron or DOM-only module', () => {
    const offenders = sourceFiles('shared').flatMap((file) =>
      importsOf(file)
        .map(({ spec }) => ({ file, target: resolveFrom(file, spec) }))
        .filter(({ target }) => /^(electron|renderer)(\/|$)/.test(target) || target.startsWith('node:') || target === 'electron'),
    );
    expect(offenders).toEqual([]);
  });

  it('the renderer imports from shared/ only types and pure modules (never the zod schemas or the engine host side)', () => {
    const allowedRuntime = [/^shared\/ipc\/(game-systems|card-vocabulary|wire|result|collection-parts|pairing)$/, /^shared\/engine(\/|$)/, /^shared\/lists\/list$/, /^shared\/story\/picture$/];
    const offenders = sourceFiles('renderer').flatMap((file) =>
      importsOf(file)
        .filter(({ typeOnly }) => !typeOnly)
        .map(({ spec }) => ({ file, target: resolveFrom(file, spec) }))
        .filter(({ target }) => target.startsWith('electron/') || target === 'electron' || (target.startsWith('shared/') && !allowedRuntime.some((re) => re.test(target)))),
    );
    expect(offenders).toEqual([]);
  });

  it('electron/main knows nothing of Electron outside desktop/ and the desktop entry (index.ts): the host, the services and browser mode run under plain Node', () => {
    const electronSide = (file: string) => file.startsWith(path.join('electron', 'main', 'desktop') + path.sep) || file === path.join('electron', 'main', 'index.ts');
    const offenders = sourceFiles('electron/main').filter((file) => !electronSide(file) && importsOf(file).some(({ spec }) => spec === 'electron'));
    expect(offenders).toEqual([]);
  });
});

/**
 * The main process's floors, top down (docs/architecture.md draws them). A file imports its own floor
 * and the floors below, never one above. A new domain service is a folder on the services floor.
 */
const MAIN_FLOORS: Floors = [
  // The composition root: the entry points and the host, which create the database, the services, the router and the servers.
  ['electron/main/index.ts', 'electron/main/serve.ts', 'electron/main/paths.ts', 'electron/main/host'],
  // The servers: Electron's IPC and window, browser mode's HTTP and WebSocket, the pages both serve.
  ['electron/main/desktop', 'electron/main/browser', 'electron/main/pages'],
  // The domain services, each in its domain's folder.
  ['electron/main/games', 'electron/main/cards', 'electron/main/lists', 'electron/main/setup', 'electron/main/scenarios', 'electron/main/odds', 'electron/main/sharing', 'electron/main/story', 'electron/main/record', 'electron/main/results', 'electron/main/welcome'],
  // The database: opening it, migrations, the data folder's lock, the games' repositories.
  ['electron/main/db'],
  // What every service uses: the router and handler types, events, the clock, the words of refusals.
  ['electron/main/core'],
];

describe('architecture: the import graph (issue 28)', () => {
  const graph = importGraph(repoRoot, ['electron', 'shared', 'renderer/src'], { lazy: false });
  // With lazy import() calls too: a chunk that imports back the file that loads it is a loop all the same.
  const everyImport = importGraph(repoRoot, ['electron', 'shared', 'renderer/src'], { lazy: true });

  it('no import loop anywhere in electron/, shared/ or renderer/src, type imports and lazy import() calls included', () => {
    expect(graph.size).toBeGreaterThan(400);
    expect(importCycles(graph)).toEqual([]);
    expect(importCycles(everyImport)).toEqual([]);
  });

  it('electron/main imports only down its floors: composition root > servers > domain services > db > core', () => {
    expect(upwardImports(importGraph(repoRoot, ['electron/main'], { lazy: true }), MAIN_FLOORS)).toEqual([]);
  });

  it('every file of electron/main stands on a floor (a new folder is placed in MAIN_FLOORS: a domain service on the services floor)', () => {
    expect(unplacedFiles(graph, MAIN_FLOORS, 'electron/main')).toEqual([]);
  });
});

describe('the import graph checker, on made-up graphs', () => {
  const made = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

  it('finds a loop of three files, a file importing itself, and nothing in a graph without loops', () => {
    const graph = made({ a: ['b'], b: ['c'], c: ['a', 'd'], d: [], e: ['e'], f: ['d'] });
    expect(importCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(importCycles(made({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('finds an import from a lower floor to a higher one, allows same-floor and downward ones, and names unplaced files', () => {
    const floors: Floors = [['m/root.ts', 'm/host'], ['m/games', 'm/cards'], ['m/core']];
    const graph = made({
      'm/root.ts': ['m/games/g.ts'],
      'm/host/h.ts': ['m/core/c.ts'],
      'm/games/g.ts': ['m/cards/k.ts', 'm/core/c.ts', 'm/host/h.ts'],
      'm/cards/k.ts': [],
      'm/core/c.ts': ['m/games/g.ts'],
      'm/story/s.ts': ['m/host/h.ts'],
    });
    expect(upwardImports(graph, floors)).toEqual([
      { from: 'm/core/c.ts', to: 'm/games/g.ts' },
      { from: 'm/games/g.ts', to: 'm/host/h.ts' },
    ]);
    expect(unplacedFiles(graph, floors, 'm')).toEqual(['m/story/s.ts']);
  });

  it('reads imports over several lines, type-only imports, re-exports, import() types and Svelte scripts; import() calls are lazy', () => {
    const ts = `import {\n  a,\n  b,\n} from './a';\nimport type { T } from "./t";\nexport * from './e';\nexport { x } from './x';\ntype U = import('./u').U;\nconst later = () => import('./lazy');\nimport './side';\n// import { no } from './comment';\nconst s = "import { no } from './string'";`;
    expect(specifiersOf('f.ts', ts)).toEqual([
      { spec: './a', lazy: false },
      { spec: './t', lazy: false },
      { spec: './e', lazy: false },
      { spec: './x', lazy: false },
      { spec: './u', lazy: false },
      { spec: './lazy', lazy: true },
      { spec: './side', lazy: false },
    ]);
    const svelte = `<script module lang="ts">\n  import type { P } from './p';\n</script>\n<script lang="ts">\n  import Child from './Child.svelte';\n</script>\n<p>import x from './markup'</p>`;
    expect(specifiersOf('F.svelte', svelte).map((s) => s.spec)).toEqual(['./p', './Child.svelte']);
  });
});
