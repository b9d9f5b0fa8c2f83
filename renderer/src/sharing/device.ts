import { DEVICE_TOKEN_KEY, PAIR_PATH, type DeviceRole } from '../../../shared/ipc/pairing';

// A phone or tablet paired with the computer keeps its device token here, so it reconnects by
// itself after the computer's Sidetable restarts.

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

export const storedDeviceToken = (): string | null => storage()?.getItem(DEVICE_TOKEN_KEY) ?? null;

/** This page is a paired phone or tablet (it has a device token and no browser-mode key). */
export const isPairedDevicePage = (): boolean => storedDeviceToken() !== null && !globalThis.sessionStorage?.getItem('sidetable.token');

/** What this paired device may do, once the computer said (app.info); null until then. */
let deviceRole: DeviceRole | null = null;

export function rememberDeviceRole(role: DeviceRole | null): void {
  deviceRole = role;
}

/**
 * Whether a tap may be shown before the computer answers: on the computer itself always, on a paired
 * device only once it is known to play (a watching device's taps are refused: showing them first
 * would flash a change that never happens).
 */
export const mayShowAhead = (): boolean => !isPairedDevicePage() || deviceRole === 'control';

/** Forgets this device's pairing (it was removed on the computer): the page asks for a code again. */
export function forgetDevice(): void {
  storage()?.removeItem(DEVICE_TOKEN_KEY);
}

/** A page with no way in: not the desktop app, no browser-mode key, no device token. */
export function needsPairing(page: { sidetable?: unknown; location: { search: string } }): boolean {
  if (page.sidetable) return false;
  if (new URLSearchParams(page.location.search).has('token')) return false;
  if (globalThis.sessionStorage?.getItem('sidetable.token')) return false;
  return !storedDeviceToken();
}

/** Whether the server this page came from pairs devices (the network one); browser mode's own page does not. */
export async function pairingOpen(): Promise<boolean> {
  try {
    return (await fetch(PAIR_PATH, { method: 'GET', cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/** A name the computer's list shows for this device until the player types one. */
export function guessDeviceName(userAgent: string): string {
  if (/iPad/i.test(userAgent)) return 'iPad';
  if (/iPhone/i.test(userAgent)) return 'iPhone';
  if (/Android/i.test(userAgent)) return /Mobile/i.test(userAgent) ? 'Android phone' : 'Android tablet';
  return 'Phone or tablet';
}

export type PairOutcome = { ok: true; role: DeviceRole } | { ok: false; message: string };

/** Sends the code to the computer; on success keeps the token this device will present from now on. */
export async function pairThisDevice(code: string, name: string): Promise<PairOutcome> {
  let response: Response;
  try {
    response = await fetch(PAIR_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code, name }) });
  } catch {
    return { ok: false, message: 'Cannot reach the computer: check that this device is on the same network and the address is right.' };
  }
  const body = (await response.json().catch(() => null)) as { ok?: boolean; token?: string; role?: DeviceRole; message?: string } | null;
  if (response.status === 404) {
    return { ok: false, message: 'This address is browser mode’s own page: open the address npm run serve printed. To use a phone or tablet, turn on Settings › Show on a phone or tablet and open the address it shows.' };
  }
  if (!body?.ok || !body.token || !body.role) return { ok: false, message: body?.message ?? 'The computer did not accept the code: try again.' };
  storage()?.setItem(DEVICE_TOKEN_KEY, body.token);
  return { ok: true, role: body.role };
}
