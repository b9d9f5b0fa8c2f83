import fs from 'node:fs';
import path from 'node:path';

/** Browser mode's key and port, kept beside the database (readable by this user only). */
const FILE = 'browser-mode.json';

export interface RememberedServe {
  token: string;
  port: number;
}

/** What the last run used, so an open page reconnects after a restart instead of needing a new address. */
export function rememberedServe(dataDir: string): RememberedServe | null {
  try {
    const saved = JSON.parse(fs.readFileSync(path.join(dataDir, FILE), 'utf8')) as Partial<RememberedServe>;
    if (typeof saved.token !== 'string' || !/^[A-Za-z0-9_-]{32,128}$/.test(saved.token)) return null;
    const port = Number.isInteger(saved.port) && saved.port! > 0 && saved.port! <= 65535 ? saved.port! : 0;
    return { token: saved.token, port };
  } catch {
    return null;
  }
}

export function rememberServe(dataDir: string, serve: RememberedServe): void {
  const file = path.join(dataDir, FILE);
  try {
    fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(serve)}\n`, { mode: 0o600 });
    fs.renameSync(`${file}.tmp`, file);
  } catch (error) {
    // A full disk leaves no half-written file behind: the last one kept (if any) stays as it was.
    fs.rmSync(`${file}.tmp`, { force: true });
    throw error;
  }
}
