import { games } from './0010-games';
import { gameEvents } from './0020-game-events';
import { cards } from './0030-cards';
import { collections } from './0040-collections';
import { lists } from './0050-lists';
import { commandIds } from './0060-command-ids';
import { gameSnapshots } from './0070-game-snapshots';
import { cardSources } from './0080-card-sources';
import { scenarios } from './0100-scenarios';
import { gamesImporting } from './0120-games-importing';
import { pairedDevices } from './0130-paired-devices';
import { snapshotParts } from './0140-snapshot-parts';
import { pointsVariableCosts } from './0200-points-variable-costs';
import { gameDigests } from './0240-game-digests';
import { cardsForFilters } from './0250-cards-for-filters';
import { appFlags } from './0260-app-flags';
import type { Migration } from './types';

export type { Migration } from './types';

/** Every migration, oldest first. Append only: a released migration never changes. */
export const migrations: readonly Migration[] = [games, gameEvents, cards, collections, lists, commandIds, gameSnapshots, cardSources, scenarios, gamesImporting, pairedDevices, snapshotParts, pointsVariableCosts, gameDigests, cardsForFilters, appFlags];

export const latestSchemaVersion = migrations.at(-1)?.version ?? 0;
