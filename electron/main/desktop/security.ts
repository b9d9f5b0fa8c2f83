import { app, session, type WebContents } from 'electron';

/**
 * App-wide refusals: every permission request and check is denied, no page may navigate away or
 * open a window, and no <webview> may attach. Installed before any window exists.
 */
export function installSecurityPolicy(isAppUrl: (url: string) => boolean): void {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
  session.defaultSession.setDevicePermissionHandler(() => false);

  app.on('web-contents-created', (_event, contents: WebContents) => {
    contents.on('will-navigate', (event, url) => {
      if (!isAppUrl(url)) event.preventDefault();
    });
    contents.on('will-redirect', (event, url) => {
      if (!isAppUrl(url)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
    // Nothing in Sidetable opens windows or external links.
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
}
