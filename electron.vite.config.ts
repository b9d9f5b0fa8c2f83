import { resolve } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'electron-vite';

// SIDETABLE_OUT_DIR lets several work trees' builds (or parallel test runs) keep apart; the app itself uses out/.
const outDir = process.env.SIDETABLE_OUT_DIR ?? 'out';

export default defineConfig({
  main: {
    build: {
      outDir: `${outDir}/main`,
      rollupOptions: {
        // index: the Electron main process. serve: browser mode, the same host under plain Node.
        // cards-import-worker: the card import's worker thread (electron/main/cards/import/import-runner.ts finds it beside them);
        // log-import-worker: the game log import's (electron/main/games/log-import-runner.ts).
        input: {
          index: resolve('electron/main/index.ts'),
          serve: resolve('electron/main/serve.ts'),
          'cards-import-worker': resolve('electron/main/cards/import/import-worker.ts'),
          'log-import-worker': resolve('electron/main/games/log-import-worker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: `${outDir}/preload`,
      rollupOptions: {
        input: { index: resolve('electron/preload/index.ts') },
        // A sandboxed preload must be one CommonJS file.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'renderer',
    publicDir: resolve('renderer/public'),
    plugins: [svelte()],
    build: {
      // Minified: the window parses less before its first paint (Electron reads the files from disk, so the
      // size is parse time, not download time).
      minify: true,
      outDir: resolve(`${outDir}/renderer`),
      rollupOptions: { input: { index: resolve('renderer/index.html') } },
    },
  },
});
