import fs from 'node:fs';
import path from 'node:path';
import { FuseV1Options } from '@electron/fuses';
import { describe, expect, it } from 'vitest';
import config from '../../build/electron-builder.config';
import { flipFusesAfterPack, fuseConfig, packedElectronBinary } from '../../build/fuses';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  engines: { node: string };
  allowScripts: Record<string, boolean>;
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe('packaging (electron-builder config)', () => {
  it('builds AppImage and deb for Linux, NSIS for Windows, dmg for macOS, with the app icon', () => {
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.win?.target).toEqual(['nsis']);
    expect(config.mac?.target).toEqual(['dmg']);
    expect(config.icon).toBe('build/icon.png');
    expect(fs.existsSync(path.join(repoRoot, 'build', 'icon.png'))).toBe(true);
  });

  it('never rebuilds native modules: better-sqlite3 ships N-API prebuilds', () => {
    expect(config.npmRebuild).toBe(false);
    expect(pkg.allowScripts['better-sqlite3']).toBe(false);
  });

  it('flips the fuses in afterPack', () => {
    expect(config.afterPack).toBe(flipFusesAfterPack);
  });

  it('fuses: RunAsNode, NODE_OPTIONS and --inspect off; app only from an integrity-checked asar', () => {
    const fuses = fuseConfig('linux', 'x64');
    expect(fuses[FuseV1Options.RunAsNode]).toBe(false);
    expect(fuses[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(false);
    expect(fuses[FuseV1Options.EnableNodeCliInspectArguments]).toBe(false);
    expect(fuses[FuseV1Options.OnlyLoadAppFromAsar]).toBe(true);
    expect(fuses[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(true);
    expect(fuses.resetAdHocDarwinSignature).toBe(false);
    expect(fuseConfig('darwin', 'arm64').resetAdHocDarwinSignature).toBe(true);
  });

  it('finds the packed binary on each platform', () => {
    expect(packedElectronBinary('/o', 'linux', 'Sidetable', 'sidetable')).toBe(path.join('/o', 'sidetable'));
    expect(packedElectronBinary('/o', 'win32', 'Sidetable', 'Sidetable')).toBe(path.join('/o', 'Sidetable.exe'));
    expect(packedElectronBinary('/o', 'darwin', 'Sidetable', 'Sidetable')).toBe(path.join('/o', 'Sidetable.app'));
  });
});

describe('toolchain', () => {
  it('targets Node 24 LTS everywhere', () => {
    expect(pkg.engines.node).toMatch(/^>=24/);
    expect(fs.readFileSync(path.join(repoRoot, '.nvmrc'), 'utf8').trim()).toBe('24');
    expect(fs.readFileSync(path.join(repoRoot, '.npmrc'), 'utf8')).toContain('engine-strict=true');
  });

  it('pins the product card: electron 45, svelte 5, better-sqlite3 13, vitest 5, TypeScript 6', () => {
    const all = { ...pkg.dependencies, ...pkg.devDependencies };
    expect(all.electron).toMatch(/^\^?45\./);
    expect(all.svelte).toMatch(/^\^?5\./);
    expect(all['better-sqlite3']).toMatch(/^\^?13\./);
    expect(all.vitest).toMatch(/^\^?5\./);
    expect(all.typescript).toMatch(/^\^?6\./);
    expect(all['electron-vite']).toMatch(/^\^?6\./);
    expect(all['electron-builder']).toMatch(/^\^?26\./);
  });

  it('npm start fetches the Electron binary (electron/install.js) before launching, through the script that says what failed', () => {
    expect(pkg.scripts.start).toBe('node build/scripts/start.mjs');
    const script = fs.readFileSync(path.join(repoRoot, 'build', 'scripts', 'start.mjs'), 'utf8');
    expect(script).toContain("require.resolve('electron/install.js')");
    expect(script).toContain("'preview'");
  });
});
