import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // expect.poll waits for the host's answer (a command, an import replayed): its default 1 s ceiling
    // failed under load (a game log import took ~1 s on a busy 2-core machine). A poll ends as soon as
    // its condition holds, so the higher ceiling costs nothing when things go well.
    expect: { requireAssertions: true, poll: { timeout: 8_000 } },
    // The JSON report is what .ci/run counts; the default reporter is what people read.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
