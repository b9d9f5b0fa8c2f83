import path from 'node:path';
import { app, BrowserWindow, dialog } from 'electron';
import { createHost, type Host } from './host';
import { APP_ENTRY_URL, APP_ORIGIN } from './desktop/app-protocol';
import { chooseCardDataSource } from './desktop/choose-card-data';
import { developmentSwitches } from './desktop/development-switches';
import { connectIpc } from './desktop/electron-ipc';
import { installSecurityPolicy } from './desktop/security';
import { registerAppScheme, serveAppProtocol } from './desktop/serve-app-protocol';
import { windowOptions } from './desktop/window-options';

/** Electron's main process: lifecycle and windows only. The application is the host. */
const { devServerUrl, devTools } = developmentSwitches(app.isPackaged, process.env);
const devOrigin = devServerUrl ? new URL(devServerUrl).origin : null;
const allowedOrigins = devOrigin ? [APP_ORIGIN, devOrigin] : [APP_ORIGIN];
const isAppUrl = (url: string): boolean => allowedOrigins.some((origin) => url.startsWith(`${origin}/`));

registerAppScheme();
if (!app.requestSingleInstanceLock()) app.quit();

let host: Host | null = null;
let mainWindow: BrowserWindow | null = null;

function createWindow(): void {
  const window = new BrowserWindow(
    windowOptions(path.join(import.meta.dirname, '../preload/index.cjs'), path.join(import.meta.dirname, '../../build/icon.png'), devTools),
  );
  mainWindow = window;
  window.once('ready-to-show', () => window.show());
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
  void window.loadURL(devServerUrl ?? APP_ENTRY_URL);
}

app.on('second-instance', () => {
  if (mainWindow) {
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  }
});

app.whenReady().then(() => {
  installSecurityPolicy(isAppUrl);
  serveAppProtocol(path.join(import.meta.dirname, '../renderer'));
  try {
    host = createHost({
      dataDir: app.getPath('userData'),
      transport: 'electron',
      version: app.getVersion(),
      chooseCardDataSource: (kind) => chooseCardDataSource(mainWindow, kind),
      // "Show on a phone or tablet" serves these same pages on the network.
      rendererDir: path.join(import.meta.dirname, '../renderer'),
    });
  } catch (error) {
    dialog.showErrorBox('Sidetable cannot open its data', error instanceof Error ? error.message : String(error));
    app.exit(1);
    return;
  }
  connectIpc(host, () => mainWindow, allowedOrigins);
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
}, (error: unknown) => {
  console.error(error);
  app.exit(1);
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

app.on('will-quit', () => host?.close());
