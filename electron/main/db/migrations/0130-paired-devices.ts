import type { Migration } from './types';

/**
 * Phones and tablets paired to see or play the table over the local network. A device's token is
 * stored only as its SHA-256 (the token is 256 random bits, so a plain hash is enough): a copy of
 * the database lets nobody in. `sharing_settings` remembers whether sharing was on, and where, so
 * paired devices find the table again after a restart.
 */
export const pairedDevices: Migration = {
  version: 130,
  name: 'paired-devices',
  up(db) {
    db.exec(`
      CREATE TABLE paired_devices (
        id TEXT PRIMARY KEY NOT NULL,
        name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
        role TEXT NOT NULL CHECK (role IN ('control', 'view')),
        token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
        paired_at INTEGER NOT NULL,
        last_seen_at INTEGER
      ) STRICT;

      CREATE TABLE sharing_settings (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        sharing_on INTEGER NOT NULL CHECK (sharing_on IN (0, 1)),
        port INTEGER NOT NULL CHECK (port BETWEEN 0 AND 65535),
        address TEXT NOT NULL CHECK (length(address) BETWEEN 1 AND 64)
      ) STRICT;
    `);
  },
};
