import type { DeviceRole } from '../../../shared/ipc/sharing';
import type { HostPort } from '../core/host-port';

/** Who a paired device is, and how pairing is decided (electron/main/sharing). */
export interface DeviceGate {
  identify(token: string): { id: string; name: string; role: DeviceRole } | null;
  pair(code: string, name: string, from: string): { ok: true; token: string; role: DeviceRole } | { ok: false; status: number; message: string };
  /** A device's sockets opened or all closed. */
  connectionChanged(deviceId: string, connected: boolean): void;
}

/** The network server sharing runs while the table is shown: browser mode's server, handed in by the host. */
export interface NetworkServer {
  port: number;
  /** Closes every socket of this device now (it was revoked). */
  disconnectDevice(deviceId: string): void;
  /** Devices with a socket open now. */
  connectedDevices(): Set<string>;
  close(): Promise<void>;
}

/** Starts that server on the address and port the player chose, letting in only paired devices. */
export type StartNetworkServer = (options: { host: HostPort; rendererDir: string; port: number; bindAddress: string; devices: DeviceGate }) => Promise<NetworkServer>;
