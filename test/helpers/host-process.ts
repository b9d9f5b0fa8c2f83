// A real host in its own process, driven line by line over stdin: each line is `method payload-json`,
// each answer one JSON line on stdout, written only after the host replied (so after the commit).
// The crash test kills this process with SIGKILL between commands, as a power cut or a crash would.
import readline from 'node:readline';
import { testHost } from './host';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: host-process.ts DATA_DIR');
const host = testHost(dataDir);
const lines = readline.createInterface({ input: process.stdin });
let queue = Promise.resolve();
lines.on('line', (line) => {
  queue = queue.then(async () => {
    const space = line.indexOf(' ');
    const method = line.slice(0, space);
    const payload: unknown = JSON.parse(line.slice(space + 1));
    const result = await host.dispatch(method, payload);
    process.stdout.write(`${JSON.stringify(result)}\n`);
  });
});
process.stdout.write('ready\n');
