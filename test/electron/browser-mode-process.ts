// Browser mode's server and host in their own process, stopped the way serve.ts stops them
// (stopOnSignals), so a test can see whether an attack ends the process and whether SIGTERM does.
// Prints one JSON line {port, token} once it listens. Usage: browser-mode-process.ts DATA_DIR
import fs from 'node:fs';
import path from 'node:path';
import { startBrowserServer } from '../../electron/main/browser/server';
import { stopOnSignals } from '../../electron/main/browser/stop-on-signals';
import { createHost } from '../../electron/main/host';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: browser-mode-process.ts DATA_DIR');
const rendererDir = path.join(dataDir, 'renderer-stub');
fs.mkdirSync(rendererDir, { recursive: true });
fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>stub</title>');
const host = createHost({ dataDir, transport: 'browser', version: '0.0.0-test', log: () => {} });
const server = await startBrowserServer({ host, rendererDir });
stopOnSignals(async () => {
  await server.close();
  host.close();
});
process.stdout.write(`${JSON.stringify({ port: server.port, token: server.token })}\n`);
