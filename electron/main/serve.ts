import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import type { IpcResult } from '../../shared/ipc';
import type { SharingStatus } from '../../shared/ipc/sharing';

// Profiled (issue 27): compiling the host's code was a third of a start's CPU. Node keeps what it
// compiled in its on-disk compile cache (checked against each file's contents), so every start after
// the first reads it back; for that the host's modules are loaded after this line, not imported above.
module.enableCompileCache?.();

/** Browser mode entry: the same host as the desktop app, behind HTTP and a WebSocket. */
async function main(): Promise<void> {
  const { startBrowserServer } = await import('./browser/server');
  const { parseServeArgs } = await import('./browser/cli');
  const { stopOnSignals } = await import('./browser/stop-on-signals');
  const { createHost } = await import('./host');
  const { defaultUserDataDir } = await import('./paths');
  const { rememberedServe, rememberServe } = await import('./browser/remembered-serve');
  const args = parseServeArgs(process.argv.slice(2));
  const dataDir = path.resolve(args.dataDir ?? defaultUserDataDir());
  const appRoot = path.resolve(import.meta.dirname, '..', '..');
  const { version } = JSON.parse(fs.readFileSync(path.join(appRoot, 'package.json'), 'utf8')) as { version: string };

  const seed = args.seed;
  const clock = seed === null ? undefined : { now: () => Date.now(), newId: () => randomUUID(), newSeed: () => seed };
  const rendererDir = path.resolve(import.meta.dirname, '..', 'renderer');
  const host = createHost({ dataDir, transport: 'browser', version, rendererDir, ...(clock ? { clock } : {}) });
  // The same key and (when free) the same port as last time, so an open page reconnects after a restart.
  const remembered = rememberedServe(dataDir);
  const port = args.port || remembered?.port || 0;
  const server = await startBrowserServer({ host, rendererDir, port, ...(remembered ? { token: remembered.token } : {}) }).catch((error: unknown) => {
    if (args.port === 0 && (error as NodeJS.ErrnoException).code === 'EADDRINUSE') return startBrowserServer({ host, rendererDir, port: 0, ...(remembered ? { token: remembered.token } : {}) });
    throw error;
  });
  try {
    rememberServe(dataDir, { token: server.token, port: server.port });
  } catch (error) {
    // Issue 39: a full disk at start: browser mode serves all the same; only an open page's address will not survive the next restart.
    console.error(`Sidetable could not keep browser mode's address for the next start (${error instanceof Error ? error.message : String(error)}): it works now, and a page left open will need the new address after a restart.`);
  }
  console.log(`Sidetable ${version} in browser mode. Data: ${dataDir}`);
  console.log(`Open ${server.url}`);
  if (args.share) {
    const shared = (await host.dispatch('sharing.start', args.share)) as IpcResult<SharingStatus>;
    if (!shared.ok) console.error(`Not shown on the network: ${shared.error.message}`);
    else console.log(`Shown on the network at ${shared.value.url} (pair a phone or tablet from Settings).`);
  }

  stopOnSignals(async () => {
    await server.close();
    host.close();
  });
}

main().catch(async (error: unknown) => {
  const { UsageError } = await import('./browser/cli');
  const { DataFolderInUseError } = await import('./db/data-folder-lock');
  const { DatabaseFromNewerVersionError } = await import('./db/open');
  if (error instanceof DataFolderInUseError) console.error(`${error.message} (npm run serve -- --data-dir DIR uses another.)`);
  else if (error instanceof UsageError || error instanceof DatabaseFromNewerVersionError) console.error(error.message);
  else console.error('Sidetable could not start browser mode:', error);
  process.exit(1);
});
