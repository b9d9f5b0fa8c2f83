import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The project's import graph, read from its sources by TypeScript's own parser, and the two checks
// the architecture test makes of it: import loops, and imports running up a list of floors.

/** A project's import graph: each file (path from the repository root, with /) → the project files it imports. */
export type ImportGraph = Map<string, string[]>;

/** What a file names: import and export … from (type-only ones too) and import('…') types are `static`; import('…') calls are `lazy`. */
export interface Specifier {
  spec: string;
  lazy: boolean;
}

const SOURCE = /\.(ts|svelte)$/;

function sourceFilesUnder(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFilesUnder(root, rel));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

/** The script of a file: a .svelte file's <script> blocks, a .ts file whole. */
function scriptOf(file: string, text: string): string {
  if (!file.endsWith('.svelte')) return text;
  return [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').join('\n');
}

/** Every module a file names, parsed (so imports over several lines, `import type` and re-exports all count). */
export function specifiersOf(file: string, text: string): Specifier[] {
  const source = ts.createSourceFile(file.replace(/\.svelte$/, '.ts'), scriptOf(file, text), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: Specifier[] = [];
  const named = (node: ts.Node | undefined, lazy: boolean) => {
    if (node && ts.isStringLiteralLike(node)) found.push({ spec: node.text, lazy });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) named(node.moduleSpecifier, false);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) named(node.moduleReference.expression, false);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) named(node.argument.literal, false);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) named(node.arguments[0], true);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A relative specifier resolved to a project file, or undefined for a package, a node: module or an asset. */
function resolveSpecifier(from: string, spec: string, files: Set<string>): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  const stem = base.replace(/\.(js|mjs|ts)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}/index.ts`]) if (files.has(candidate)) return candidate;
  return undefined;
}

/**
 * The import graph of the given folders (paths from root), edges kept only between the project's own
 * files. `lazy: false` leaves out import('…') calls: a chunk loaded later, after the file asking for it
 * has run, so it cannot close a loop in the order modules load.
 */
export function importGraph(root: string, dirs: string[], { lazy }: { lazy: boolean }): ImportGraph {
  const list = dirs.flatMap((dir) => sourceFilesUnder(root, dir));
  const files = new Set(list);
  const graph: ImportGraph = new Map();
  for (const file of list) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const targets = specifiersOf(file, text)
      .filter((s) => lazy || !s.lazy)
      .map((s) => resolveSpecifier(file, s.spec, files))
      .filter((t): t is string => t !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every import loop: each group of files that reach one another (or a file importing itself), sorted. */
export function importCycles(graph: ImportGraph): string[][] {
  // Tarjan's strongly connected components, iterative so a deep chain of imports cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let next = 0;
  const enter = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
  };
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    enter(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const to = edges[frame.edge++]!;
        if (!index.has(to)) {
          enter(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== frame.node);
      if (group.length > 1 || edges.includes(frame.node)) cycles.push(group.sort());
    }
  }
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** Floors from the top down; each floor names folders (or single files) by their path from the root. */
export type Floors = readonly (readonly string[])[];

const within = (file: string, place: string) => file === place || file.startsWith(`${place}/`);

/** The floor a file stands on (0 is the top), or -1 when no floor names it. */
export const floorOf = (floors: Floors, file: string): number => floors.findIndex((floor) => floor.some((place) => within(file, place)));

/** Imports that run up the floors: a file may import its own floor and the floors below it, never one above. */
export function upwardImports(graph: ImportGraph, floors: Floors): { from: string; to: string }[] {
  const out: { from: string; to: string }[] = [];
  for (const [from, targets] of graph) {
    const own = floorOf(floors, from);
    if (own < 0) continue;
    for (const to of targets) {
      const theirs = floorOf(floors, to);
      if (theirs >= 0 && theirs < own) out.push({ from, to });
    }
  }
  return out.sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

/** The files under `folder` that no floor names (a new folder nobody has placed yet). */
export const unplacedFiles = (graph: ImportGraph, floors: Floors, folder: string): string[] =>
  [...graph.keys()].filter((file) => within(file, folder) && floorOf(floors, file) < 0).sort();
