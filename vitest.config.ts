import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // expect.poll waits for the host's answer (a command, an import replayed): its default 1 s ceiling
    // failed under load (a game log import took ~1 s on a busy 2-core machine). A poll ends as soon as
    // its condition holds, so the higher ceiling costs nothing when things go well.
    expect: { requireAssertions: true, poll: { timeout: 8_000 } },
    // The JSON report is what .ci/run counts; the default reporter is what people read.
    reporters: ['default', 'json'],
    // Two files at a time on a 2-core machine (Vitest's default leaves one core idle there): 8.4 → about 5.5 minutes.
    // Every e2e file has its own host and Chromium, every unit file its own databases, so none waits on another.
    maxWorkers: 2,
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        extends: true,
        // The engine, odds, database and host tests share their workers: importing the engine afresh for
        // every file was a third of their time (73 s → 36 s for test/engine + test/odds on 2 cores). Every
        // file still builds its own games, databases and temp dirs; none keeps state in a module.
        test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/e2e/**'], isolate: false },
      },
      {
        extends: true,
        // End to end: each file has its own browser-mode host and Chromium, started and stopped by its hooks.
        test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'] },
      },
    ],
  },
});
