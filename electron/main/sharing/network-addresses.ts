import os from 'node:os';
import type { NetworkAddress } from '../../../shared/ipc/sharing';

/** Every IPv4 network of this computer the player may share on; "all" and this computer alone too. */
export function networkAddresses(interfaces = os.networkInterfaces()): NetworkAddress[] {
  const out: NetworkAddress[] = [];
  for (const [name, list] of Object.entries(interfaces)) {
    for (const net of list ?? []) if (net.family === 'IPv4' && !net.internal) out.push({ address: net.address, label: `${name} (${net.address})` });
  }
  out.push({ address: 'all', label: 'Every network of this computer' });
  out.push({ address: '127.0.0.1', label: 'This computer only (to try it out)' });
  return out;
}

/** The address a device types: the chosen one, or for "all" the first network address (else this computer). */
export function addressToShow(chosen: string, interfaces = os.networkInterfaces()): string {
  if (chosen !== 'all') return chosen;
  return networkAddresses(interfaces).find((net) => net.address !== 'all' && net.address !== '127.0.0.1')?.address ?? '127.0.0.1';
}

/** The address a fresh install offers: the first real network, else every one. */
export function defaultAddress(interfaces = os.networkInterfaces()): string {
  return networkAddresses(interfaces)[0]?.address ?? 'all';
}
