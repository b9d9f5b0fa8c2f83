import { createHash } from 'node:crypto';
import type { DeviceRole } from '../../../shared/ipc/sharing';
import type { Db } from '../db/open';
import { prepared } from '../db/prepared';

export interface DeviceRow {
  id: string;
  name: string;
  role: DeviceRole;
  pairedAt: number;
  lastSeenAt: number | null;
}

/** Only the hash of a device's token is stored. */
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

const columns = 'id, name, role, paired_at AS pairedAt, last_seen_at AS lastSeenAt';

export function addDevice(db: Db, device: Omit<DeviceRow, 'lastSeenAt'>, token: string): void {
  prepared(db, 'INSERT INTO paired_devices (id, name, role, token_hash, paired_at) VALUES (?, ?, ?, ?, ?)').run(
    device.id,
    device.name,
    device.role,
    tokenHash(token),
    device.pairedAt,
  );
}

export function deviceByToken(db: Db, token: string): DeviceRow | null {
  return prepared<[string], DeviceRow>(db, `SELECT ${columns} FROM paired_devices WHERE token_hash = ?`).get(tokenHash(token)) ?? null;
}

export function listDevices(db: Db): DeviceRow[] {
  return prepared<[], DeviceRow>(db, `SELECT ${columns} FROM paired_devices ORDER BY paired_at, id`).all();
}

export function removeDevice(db: Db, id: string): boolean {
  return prepared(db, 'DELETE FROM paired_devices WHERE id = ?').run(id).changes > 0;
}

export function markSeen(db: Db, id: string, at: number): void {
  prepared(db, 'UPDATE paired_devices SET last_seen_at = ? WHERE id = ?').run(at, id);
}

export interface SharingSettings {
  on: boolean;
  port: number;
  address: string;
}

export function readSharingSettings(db: Db): SharingSettings | null {
  const row = prepared<[], { on: number; port: number; address: string }>(db, 'SELECT sharing_on AS "on", port, address FROM sharing_settings WHERE id = 1').get();
  return row ? { on: row.on === 1, port: row.port, address: row.address } : null;
}

export function writeSharingSettings(db: Db, settings: SharingSettings): void {
  prepared(
    db,
    `INSERT INTO sharing_settings (id, sharing_on, port, address) VALUES (1, @on, @port, @address)
     ON CONFLICT (id) DO UPDATE SET sharing_on = excluded.sharing_on, port = excluded.port, address = excluded.address`,
  ).run({ on: settings.on ? 1 : 0, port: settings.port, address: settings.address });
}
