import { z } from 'zod';
import { method } from './method';

// "Show on a phone or tablet": the desktop's host serves the table on the local network to
// devices paired with a one-time code. These methods are the owner's (the desktop window, or
// browser mode's own page on this computer); a paired device may never call them.

export * from './pairing';
import type { DeviceRole } from './pairing';

export interface PairedDevice {
  id: string;
  name: string;
  role: DeviceRole;
  pairedAt: number;
  lastSeenAt: number | null;
  /** Open connections from it right now. */
  connected: boolean;
}

export interface NetworkAddress {
  /** An IPv4 address of this computer, or 'all' for every one. */
  address: string;
  /** What the player reads: the network's name and the address. */
  label: string;
}

export interface SharingStatus {
  on: boolean;
  /** The port it listens (or will listen) on. */
  port: number;
  /** Where it listens: one address, or 'all'. */
  address: string;
  /** The addresses the player may choose from (this computer's networks). */
  addresses: NetworkAddress[];
  /** The address a device types, e.g. http://192.168.1.20:47800 (null when off). */
  url: string | null;
  /** Why sharing could not start (the port taken, the address gone), in the player's words. */
  problem: string | null;
  /** The current one-time code, while it lasts. */
  code: { code: string; role: DeviceRole; expiresAt: number } | null;
  devices: PairedDevice[];
}

/** A port a player may choose: 0 means any free one (the app then remembers the one it got). */
const portSchema = z
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must be from 1024 to 65535' })
  .max(65535, { error: 'must be from 1024 to 65535' })
  .refine((port) => port === 0 || port >= 1024, { error: 'must be from 1024 to 65535' });
const addressSchema = z.string({ error: 'must be a network address' }).min(1).max(64, { error: 'must be a network address' });
const roleSchema = z.enum(['control', 'view'], { error: 'must be control or view' });
const deviceIdSchema = z.string({ error: 'must name a device' }).min(1).max(64);

export const sharingMethods = {
  'sharing.status': method<SharingStatus>()(z.object({}).strict()),
  /** Starts serving on the network (the port and address are remembered for the next start). */
  'sharing.start': method<SharingStatus>()(z.object({ port: portSchema.optional(), address: addressSchema.optional() }).strict()),
  /** Stops serving: every device's connection closes; pairings are kept. */
  'sharing.stop': method<SharingStatus>()(z.object({}).strict()),
  /** A new one-time code for the role given (the previous code stops working). */
  'sharing.newCode': method<SharingStatus>()(z.object({ role: roleSchema }).strict()),
  /** Forgets a device: its token stops working and its connections close now. */
  'sharing.revoke': method<SharingStatus>()(z.object({ deviceId: deviceIdSchema }).strict()),
} as const;

export interface SharingEvents {
  /** Sharing was turned on or off, a device paired, connected, left or was revoked: ask sharing.status. */
  'sharing.changed': Record<string, never>;
}

/**
 * What a device paired to view may ask: reads only, named one by one, so a method added later is
 * refused to viewers until someone decides it changes nothing.
 */
export const VIEWER_METHODS: ReadonlySet<string> = new Set([
  'app.info',
  'games.list',
  'game.view',
  'game.history',
  'game.export',
  'cards.search',
  'cards.get',
  'cards.editions',
  'cards.sources',
  'products.list',
  'collections.list',
  'collections.get',
  'collections.owned',
  'collections.export',
  'lists.list',
  'lists.get',
  'lists.export',
  'lists.evaluate',
  'lists.collectionCheck',
  'lists.text',
  'lists.unitChoices',
  'lists.upgradeChoices',
  'lists.objectiveChoices',
  'lists.sourceChoices',
  'points.list',
  'odds.attack',
  'odds.whatIf',
  'game.story',
  'scenarios.list',
  'scenarios.get',
  'scenarios.export',
]);

/**
 * What no paired device may ask, whatever its role: pairing itself, and reading files on this
 * computer by path (every method whose request has a hostPathSchema field, and the file picker).
 */
export const OWNER_ONLY_METHODS: ReadonlySet<string> = new Set([...Object.keys(sharingMethods), 'cards.import', 'cards.chooseImportSource', 'points.import']);
