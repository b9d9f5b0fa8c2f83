import { getContext } from 'svelte';
import type { Client } from './client';

const key = Symbol('sidetable-client');

/** Given to mount(): the client is fixed for the app's life, so it travels as context, not a prop. */
export const clientContext = (client: Client): Map<symbol, Client> => new Map([[key, client]]);
export const useClient = (): Client => getContext<Client>(key);
