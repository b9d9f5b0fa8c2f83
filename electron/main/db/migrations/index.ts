import { games } from './0010-games';
import type { Migration } from './types';

export type { Migration } from './types';

/** Every migration, oldest first. Append only: a released migration never changes. */
export const migrations: readonly Migration[] = [games];

export const latestSchemaVersion = migrations.at(-1)?.version ?? 0;
