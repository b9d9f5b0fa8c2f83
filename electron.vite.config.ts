import { resolve } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'electron-vite';

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: {
        // index: the Electron main process. serve: browser mode, the same host under plain Node.
        // cards-import-worker: the card import's worker thread (electron/main/cards/import-runner.ts finds it beside them).
        input: {
          index: resolve('electron/main/index.ts'),
          serve: resolve('electron/main/serve.ts'),
          'cards-import-worker': resolve('electron/main/cards/import-worker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
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
      outDir: resolve('out/renderer'),
      rollupOptions: { input: { index: resolve('renderer/index.html') } },
    },
  },
});
