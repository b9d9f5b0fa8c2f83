import { describe, expect, it } from 'vitest';
import { APP_ORIGIN } from '../../electron/main/desktop/app-protocol';
import { isTrustedSender } from '../../electron/main/desktop/ipc-guard';

const allowed = [APP_ORIGIN];

describe('IPC guard', () => {
  it("accepts the app window's main frame on the app origin", () => {
    expect(isTrustedSender({ frame: { url: 'app://sidetable/index.html', isMainFrameOfAppWindow: true } }, allowed)).toBe(true);
  });

  it('refuses a sub-frame, even on the app origin', () => {
    expect(isTrustedSender({ frame: { url: 'app://sidetable/index.html', isMainFrameOfAppWindow: false } }, allowed)).toBe(false);
  });

  it('refuses the main frame once it shows another origin', () => {
    for (const url of ['https://evil.example/', 'file:///etc/passwd', 'app://other/index.html', 'not a url']) {
      expect(isTrustedSender({ frame: { url, isMainFrameOfAppWindow: true } }, allowed)).toBe(false);
    }
  });

  it('refuses a message whose frame is already gone', () => {
    expect(isTrustedSender({ frame: null }, allowed)).toBe(false);
  });

  it("accepts the dev server's origin only when it is allowed", () => {
    const frame = { url: 'http://localhost:5173/', isMainFrameOfAppWindow: true };
    expect(isTrustedSender({ frame }, allowed)).toBe(false);
    expect(isTrustedSender({ frame }, [...allowed, 'http://localhost:5173'])).toBe(true);
  });
});
