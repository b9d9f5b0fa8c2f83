import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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

  it('electron/main/host knows nothing of Electron', () => {
    const offenders = sourceFiles('electron/main/host').filter((file) => importsOf(file).some(({ spec }) => spec === 'electron'));
    expect(offenders).toEqual([]);
  });
});
