import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, startBrowserMode, type ServedApp } from './browser-mode';
import { watchTheWire } from './on-the-wire';

export interface BrowserModeRun {
  app: ServedApp;
  browser: Browser;
  /** A 1366 × 768 page (a laptop), waiting at most 8 s for anything. */
  page: Page;
  dataDir: string;
}

/**
 * One end-to-end test file's run, as a player would have it: browser mode on a data dir of its own
 * and Chromium with one laptop-sized page, started before the file's tests and stopped after them
 * (the data dir removed). The tests of a file share them, walking through the app in order.
 */
export function useBrowserMode(name: string, ready: (run: BrowserModeRun) => void, page: { acceptDownloads?: boolean } = {}): { dataDir: string } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sidetable-e2e-${name}-`));
  let app: ServedApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    app = await startBrowserMode(dataDir);
    browser = await launchChromium();
    const opened = await browser.newPage({ viewport: { width: 1366, height: 768 }, ...page });
    opened.setDefaultTimeout(8000);
    // What the page asked the host and has not heard back, for a test that acts from outside the page (hostAnswered).
    await watchTheWire(opened);
    ready({ app, browser, page: opened, dataDir });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { dataDir };
}
