/** The app is served from app://sidetable/..., not file://, so it has a real origin and a CSP. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'sidetable';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/** The one IPC channel the preload talks on for calls, and the one main pushes events on. */
export const INVOKE_CHANNEL = 'sidetable:invoke';
export const EVENT_CHANNEL = 'sidetable:event';
