import { randomBytes } from 'node:crypto';
import { fail, ok } from '../../../shared/ipc';
import type { sharingMethods, SharingStatus } from '../../../shared/ipc/sharing';
import type { Db } from '../db/open';
import type { EventHub } from '../core/events';
import type { Clock } from '../core/clock';
import type { HostPort } from '../core/host-port';
import type { Handlers } from '../core/router';
import { addDevice, deviceByToken, listDevices, markSeen, readSharingSettings, removeDevice, writeSharingSettings, type SharingSettings } from './devices-repo';
import { addressToShow, defaultAddress, networkAddresses } from './network-addresses';
import type { DeviceGate, NetworkServer, StartNetworkServer } from './network-server';
import { PairingCodes } from './pairing-codes';

/** The port a fresh install offers (the player can change it). */
export const DEFAULT_SHARING_PORT = 47800;

export interface Sharing {
  handlers: Pick<Handlers, keyof typeof sharingMethods>;
  /** Starts serving again if it was on when the app last stopped, so paired devices find it. */
  resume(host: HostPort): Promise<void>;
  /** Closes the network server and every device's connection (the host is closing). */
  shutdown(): Promise<void>;
}

/**
 * "Show on a phone or tablet": the host's table served on the local network to paired devices.
 * Nothing listens beyond 127.0.0.1 until the player turns it on; a one-time code pairs a device,
 * which keeps a random token (stored here only as its hash) with a role, until revoked.
 */
export function sharingService(db: Db, hub: EventHub, clock: Clock, rendererDir: string | null, startNetworkServer: StartNetworkServer): Sharing {
  const codes = new PairingCodes(clock.now);
  let settings: SharingSettings = readSharingSettings(db) ?? { on: false, port: DEFAULT_SHARING_PORT, address: defaultAddress() };
  let server: NetworkServer | null = null;
  let problem: string | null = null;
  let host: HostPort | null = null;
  const changed = () => hub.emit('sharing.changed', {});

  const gate: DeviceGate = {
    identify(token) {
      if (!token) return null;
      const device = deviceByToken(db, token);
      return device ? { id: device.id, name: device.name, role: device.role } : null;
    },
    pair(code, name, from) {
      const attempt = codes.attempt(code, from);
      if (!attempt.ok) return { ok: false, status: attempt.reason === 'too_many_tries' ? 429 : attempt.reason === 'expired' ? 410 : 401, message: attempt.message };
      const token = randomBytes(32).toString('base64url');
      addDevice(db, { id: clock.newId(), name, role: attempt.role, pairedAt: clock.now() }, token);
      changed();
      return { ok: true, token, role: attempt.role };
    },
    connectionChanged(deviceId, connected) {
      if (connected) markSeen(db, deviceId, clock.now());
      changed();
    },
  };

  const status = (): SharingStatus => {
    const connected = server?.connectedDevices() ?? new Set<string>();
    return {
      on: server !== null,
      port: server?.port ?? settings.port,
      address: settings.address,
      addresses: networkAddresses(),
      url: server ? `http://${addressToShow(settings.address)}:${server.port}/` : null,
      problem,
      code: server ? codes.shown() : null,
      devices: listDevices(db).map((device) => ({ ...device, connected: connected.has(device.id) })),
    };
  };

  const stopServer = async () => {
    const running = server;
    server = null;
    codes.withdraw();
    if (running) await running.close();
  };

  /** Listens at the port and address asked; says why not in the player's words. */
  const startServer = async (port: number, address: string): Promise<string | null> => {
    if (!rendererDir || !host) return 'This Sidetable cannot show its table on other devices (its pages are not built).';
    if (!networkAddresses().some((net) => net.address === address)) return `This computer has no network address ${address} now: choose one from the list.`;
    await stopServer();
    try {
      server = await startNetworkServer({ host, rendererDir, port, bindAddress: address === 'all' ? '0.0.0.0' : address, devices: gate });
      return null;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE') return `Port ${port} is already used by another program: choose another port (1024–65535) and start again.`;
      if (code === 'EACCES') return `This computer does not allow Sidetable to use port ${port}: choose a port from 1024 to 65535.`;
      if (code === 'EADDRNOTAVAIL') return `The address ${address} is not available now (the network may have changed): choose one from the list.`;
      return `Sharing could not start: ${error instanceof Error ? error.message : String(error)}`;
    }
  };

  return {
    handlers: {
      'sharing.status': () => ok(status()),
      'sharing.start': async ({ port, address }) => {
        const wanted = { port: port ?? settings.port, address: address ?? settings.address };
        problem = await startServer(wanted.port, wanted.address);
        // Remembered either way, so the next try (and the next start of the app) uses the player's choice;
        // a port of 0 is remembered as the one it got, so devices find the same address again.
        settings = { on: problem === null, port: server?.port ?? wanted.port, address: wanted.address };
        writeSharingSettings(db, settings);
        changed();
        return problem ? fail('sharing_not_started', problem) : ok(status());
      },
      'sharing.stop': async () => {
        await stopServer();
        problem = null;
        settings = { ...settings, on: false };
        writeSharingSettings(db, settings);
        changed();
        return ok(status());
      },
      'sharing.newCode': ({ role }) => {
        if (!server) return fail('not_sharing', 'Start sharing first: a code works only while the table is shown on the network.');
        codes.issue(role);
        changed();
        return ok(status());
      },
      'sharing.revoke': ({ deviceId }) => {
        if (!removeDevice(db, deviceId)) return fail('not_found', 'That device is not paired (it may have been removed already).');
        server?.disconnectDevice(deviceId);
        changed();
        return ok(status());
      },
    },
    async resume(running) {
      host = running;
      if (!settings.on) return;
      problem = await startServer(settings.port, settings.address);
      changed();
    },
    shutdown: stopServer,
  };
}
