import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startBrowserServer } from './browser/server';
import { parseServeArgs, UsageError } from './browser/cli';
import { stopOnSignals } from './browser/stop-on-signals';
import { DataFolderInUseError } from './db/data-folder-lock';
import { DatabaseFromNewerVersionError } from './db/open';
import { createHost } from './host';
import { defaultUserDataDir } from './paths';

/** Browser mode entry: the same host as the desktop app, behind HTTP and a WebSocket. */
async function main(): Promise<void> {
  const args = parseServeArgs(process.argv.slice(2));
  const dataDir = path.resolve(args.dataDir ?? defaultUserDataDir());
  const appRoot = path.resolve(import.meta.dirname, '..', '..');
  const { version } = JSON.parse(fs.readFileSync(path.join(appRoot, 'package.json'), 'utf8')) as { version: string };

  const seed = args.seed;
  const clock = seed === null ? undefined : { now: () => Date.now(), newId: () => randomUUID(), newSeed: () => seed };
  const host = createHost({ dataDir, transport: 'browser', version, ...(clock ? { clock } : {}) });
  const server = await startBrowserServer({ host, rendererDir: path.resolve(import.meta.dirname, '..', 'renderer'), port: args.port });
  console.log(`Sidetable ${version} in browser mode. Data: ${dataDir}`);
  console.log(`Open ${server.url}`);

  stopOnSignals(async () => {
    await server.close();
    host.close();
  });
}

main().catch((error: unknown) => {
  if (error instanceof DataFolderInUseError) console.error(`${error.message} (npm run serve -- --data-dir DIR uses another.)`);
  else if (error instanceof UsageError || error instanceof DatabaseFromNewerVersionError) console.error(error.message);
  else console.error('Sidetable could not start browser mode:', error);
  process.exit(1);
});
