import type { BrowserWindowConstructorOptions } from 'electron';

/**
 * Every BrowserWindow Sidetable opens is built from these options (a unit test asserts them):
 * sandboxed, context-isolated, no Node in the page, only our preload, and no developer tools unless
 * the development switches allow them (never in a packaged app).
 */
export function windowOptions(preloadPath: string, iconPath?: string, devTools = false): BrowserWindowConstructorOptions {
  return {
    width: 1366,
    height: 768,
    minWidth: 768,
    minHeight: 600,
    title: 'Sidetable',
    backgroundColor: '#14161a',
    show: false,
    autoHideMenuBar: true,
    ...(iconPath ? { icon: iconPath } : {}),
    webPreferences: {
      preload: preloadPath,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      devTools,
    },
  };
}
