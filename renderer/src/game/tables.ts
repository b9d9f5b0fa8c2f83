/**
 * Each game's table is its own chunk: a player of one game never loads the others'. The game screen
 * asks for the table as soon as it knows the game's system, while the game itself is still being read.
 */
import type { GameSystem } from '../../../shared/ipc/game-systems';
import { once } from '../lib/once';

export const tables = {
  armada: once(() => import('../table/armada/ArmadaTable.svelte')),
  xwing: once(() => import('../table/xwing/XwingTable.svelte')),
  defense: once(() => import('../table/defense/DefenseTable.svelte')),
  rosterSetup: once(() => import('../home/roster/RosterSetup.svelte')),
  defenseStart: once(() => import('../table/defense/DefenseStart.svelte')),
};

/** The table a game of this system shows (fetched once). */
export function tableOf(system: GameSystem): Promise<unknown> {
  const table = system === 'armada' ? tables.armada : system === 'xwing' ? tables.xwing : system === 'defense' ? tables.defense : null;
  return table ? table() : Promise.reject(new Error(`No table for ${String(system)}.`));
}

/** Starts fetching what a game of this system shows first. */
export function prefetchTable(system: GameSystem): void {
  void tableOf(system).catch(() => {});
}
