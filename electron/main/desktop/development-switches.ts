/**
 * What only a developer's unpackaged run may turn on. A packaged app ignores them all, whatever the
 * environment says: otherwise ELECTRON_RENDERER_URL set by anyone who can start the app would make
 * its window load that address and trust its origin for IPC and navigation.
 */
export interface DevelopmentSwitches {
  /** The renderer's dev server (electron-vite dev), or null: the app's own app:// pages. */
  devServerUrl: string | null;
  /** Whether windows may open the developer tools. */
  devTools: boolean;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export function developmentSwitches(isPackaged: boolean, env: Readonly<Record<string, string | undefined>>): DevelopmentSwitches {
  if (isPackaged) return { devServerUrl: null, devTools: false };
  return { devServerUrl: devServerOnThisMachine(env.ELECTRON_RENDERER_URL), devTools: true };
}

/** Even unpackaged, the dev server is an http address on this machine or nothing. */
function devServerOnThisMachine(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' && loopbackHosts.has(url.hostname) ? url.href : null;
  } catch {
    return null;
  }
}
