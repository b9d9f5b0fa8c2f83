// The pairing handshake's fixed words, shared by the host and a device's page (no schemas here:
// the renderer may load this module).

export type DeviceRole = 'control' | 'view';

/** Where a device asks to pair (HTTP POST, JSON { code, name }), answered with its token and role. */
export const PAIR_PATH = '/pair';
export const PAIR_CODE_DIGITS = 6;
/** The device's own token, kept by its page (local storage) so it reconnects after restarts. */
export const DEVICE_TOKEN_KEY = 'sidetable.deviceToken';
/** The close code of a removed device's socket (it should not try again). */
export const DEVICE_REMOVED_CLOSE_CODE = 4001;
