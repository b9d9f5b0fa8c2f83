import os from 'node:os';
import path from 'node:path';

export const APP_NAME = 'Sidetable';

/**
 * The per-user data directory, the same one Electron's app.getPath('userData') gives the desktop
 * app, so browser mode and the desktop app share one database by default.
 */
export function defaultUserDataDir(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
  home: string = os.homedir(),
): string {
  if (platform === 'win32') return path.win32.join(env.APPDATA ?? path.win32.join(home, 'AppData', 'Roaming'), APP_NAME);
  if (platform === 'darwin') return path.posix.join(home, 'Library', 'Application Support', APP_NAME);
  return path.posix.join(env.XDG_CONFIG_HOME || path.posix.join(home, '.config'), APP_NAME);
}
