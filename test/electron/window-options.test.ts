import { describe, expect, it } from 'vitest';
import { windowOptions } from '../../electron/main/desktop/window-options';

describe('window options', () => {
  const options = windowOptions('/app/out/preload/index.cjs');
  const web = options.webPreferences ?? {};

  it('sandbox and context isolation are on', () => {
    expect(web.sandbox).toBe(true);
    expect(web.contextIsolation).toBe(true);
  });

  it('Node integration is off, and says so explicitly (pages, workers, sub-frames)', () => {
    expect(web).toHaveProperty('nodeIntegration', false);
    expect(web).toHaveProperty('nodeIntegrationInWorker', false);
    expect(web).toHaveProperty('nodeIntegrationInSubFrames', false);
  });

  it('only our preload is loaded', () => {
    expect(web.preload).toBe('/app/out/preload/index.cjs');
  });

  it('no webview, web security on, no insecure content', () => {
    expect(web.webviewTag).toBe(false);
    expect(web.webSecurity).toBe(true);
    expect(web.allowRunningInsecureContent).toBe(false);
  });

  it('fits a 1366 × 768 laptop and no smaller than a 768 px tablet width', () => {
    expect(options.width).toBeLessThanOrEqual(1366);
    expect(options.height).toBeLessThanOrEqual(768);
    expect(options.minWidth).toBe(768);
  });

  it('issue 19 · devTools is off in a production window, unless the development switches turn it on', () => {
    expect(web.devTools).toBe(false);
    expect(windowOptions('/app/out/preload/index.cjs', undefined, true).webPreferences?.devTools).toBe(true);
  });
});
