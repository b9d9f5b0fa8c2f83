import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';

// Duplicated from electron/main/desktop/app-protocol.ts on purpose: the sandboxed preload is
// bundled on its own and must not pull main-process modules in.
const INVOKE_CHANNEL = 'sidetable:invoke';
const EVENT_CHANNEL = 'sidetable:event';

/** The whole bridge: call a contract method, or listen to host events. Never ipcRenderer itself. */
contextBridge.exposeInMainWorld('sidetable', {
  invoke: (method: string, payload: unknown): Promise<unknown> => ipcRenderer.invoke(INVOKE_CHANNEL, method, payload),
  subscribe: (listener: (message: unknown) => void): (() => void) => {
    const forward = (_event: IpcRendererEvent, message: unknown) => listener(message);
    ipcRenderer.on(EVENT_CHANNEL, forward);
    return () => ipcRenderer.removeListener(EVENT_CHANNEL, forward);
  },
});
