import { sharedData, type CardHost } from './card-host';

/** Every card data set in ../shared/data, with the edition each one is. */
export const everyDataSet = [
  { folder: 'xwing-data2-2.5', edition: 'xwing-2.5' },
  { folder: 'xwing-data2-2.0', edition: 'xwing-2.0' },
  { folder: 'armada-ffg', edition: 'armada-ffg' },
  { folder: 'armada-isb', edition: 'armada-isb' },
] as const;

/**
 * Imports every data set into the host. When the host cannot tell a set's edition from the data
 * and asks, the answer is the edition the folder is known to hold.
 */
export async function importEveryDataSet(host: CardHost): Promise<void> {
  for (const { folder, edition } of everyDataSet) {
    const path = sharedData(folder);
    let result = await host.dispatch('cards.import', { path });
    if (result.ok && (result.value as { status?: string }).status === 'needEdition') result = await host.dispatch('cards.import', { path, edition });
    if (!result.ok) throw new Error(`${folder}: ${result.error.message}`);
  }
}
