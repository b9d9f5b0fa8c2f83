import type { Configuration } from 'electron-builder';
import { flipFusesAfterPack } from './fuses';

/** Packages for Linux (AppImage, deb), Windows (NSIS) and macOS (dmg). */
const config: Configuration = {
  appId: 'app.sidetable.desktop',
  productName: 'Sidetable',
  copyright: 'Copyright © 2026 Sidetable',
  directories: { output: 'dist', buildResources: 'build' },
  files: ['out/**/*', 'package.json', '!**/*.map'],
  extraResources: [],
  asar: true,
  // better-sqlite3 ships N-API prebuilds that load in Electron as they are: never rebuild.
  npmRebuild: false,
  nodeGypRebuild: false,
  buildDependenciesFromSource: false,
  asarUnpack: ['node_modules/better-sqlite3/prebuilds/**'],
  afterPack: flipFusesAfterPack,
  icon: 'build/icon.png',
  linux: {
    target: ['AppImage', 'deb'],
    category: 'Game',
    maintainer: 'Sidetable <hello@sidetable.app>',
    synopsis: 'Table assistant for miniatures games',
  },
  deb: { depends: ['libnss3', 'libgtk-3-0', 'libxss1', 'libasound2'] },
  win: { target: ['nsis'] },
  nsis: { oneClick: false, perMachine: false, allowToChangeInstallationDirectory: true },
  mac: { target: ['dmg'], category: 'public.app-category.board-games', hardenedRuntime: true },
};

export default config;
