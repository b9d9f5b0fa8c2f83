import { describe, expect, it } from 'vitest';
import { developmentSwitches } from '../../electron/main/desktop/development-switches';

// Issue 19 · the packaged desktop app honoured ELECTRON_RENDERER_URL at run time: its window then
// loaded any address and trusted that origin for IPC and navigation.

describe('development-only switches are off when packaged (issue 19)', () => {
  it('a packaged app ignores ELECTRON_RENDERER_URL and keeps the developer tools shut', () => {
    for (const url of ['https://evil.example/', 'http://localhost:5173/', 'http://127.0.0.1:5173']) {
      expect(developmentSwitches(true, { ELECTRON_RENDERER_URL: url })).toEqual({ devServerUrl: null, devTools: false });
    }
    expect(developmentSwitches(true, {})).toEqual({ devServerUrl: null, devTools: false });
  });

  it('an unpackaged run (electron-vite dev) loads its dev server on this machine and may open the developer tools', () => {
    expect(developmentSwitches(false, { ELECTRON_RENDERER_URL: 'http://localhost:5173' })).toEqual({ devServerUrl: 'http://localhost:5173/', devTools: true });
    expect(developmentSwitches(false, { ELECTRON_RENDERER_URL: 'http://127.0.0.1:5174/' }).devServerUrl).toBe('http://127.0.0.1:5174/');
    expect(developmentSwitches(false, {})).toEqual({ devServerUrl: null, devTools: true });
  });

  it('even unpackaged, a dev server elsewhere, or not http, is not trusted', () => {
    for (const url of ['https://evil.example/', 'http://evil.example:5173/', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url']) {
      expect(developmentSwitches(false, { ELECTRON_RENDERER_URL: url }).devServerUrl).toBeNull();
    }
  });
});
