import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron';
import { fail } from '../../../shared/ipc';
import type { HostPort } from '../core/host-port';
import { EVENT_CHANNEL, INVOKE_CHANNEL } from './app-protocol';
import { isTrustedSender } from './ipc-guard';

/**
 * Answers the whole contract on one channel through the host's generic router, and pushes host
 * events to the window. Messages from anything but the window's main frame are refused.
 */
export function connectIpc(host: HostPort, getWindow: () => BrowserWindow | null, allowedOrigins: readonly string[]): () => void {
  ipcMain.handle(INVOKE_CHANNEL, async (event: IpcMainInvokeEvent, method: unknown, payload: unknown) => {
    const window = getWindow();
    const frame = event.senderFrame;
    const trusted = isTrustedSender(
      {
        frame: frame
          ? { url: frame.url, isMainFrameOfAppWindow: !!window && event.sender === window.webContents && frame === window.webContents.mainFrame }
          : null,
      },
      allowedOrigins,
    );
    if (!trusted) return fail('untrusted_sender', 'Refused: this message did not come from the Sidetable window.');
    return host.dispatch(method, payload);
  });

  const unsubscribe = host.subscribe((message) => {
    const window = getWindow();
    if (window && !window.isDestroyed()) window.webContents.send(EVENT_CHANNEL, message);
  });

  return () => {
    unsubscribe();
    ipcMain.removeHandler(INVOKE_CHANNEL);
  };
}
