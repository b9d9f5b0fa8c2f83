// A child process that opens (and so backs up and migrates) one database file when told to, so the
// proof can SIGKILL it at a chosen moment inside the backup or the migration, not while Node loads.
// Prints "loaded", waits for a line on stdin, opens, prints "opened <ms>".
import readline from 'node:readline';
import { openDatabase } from '../../../electron/main/db/open';

const file = process.argv[2];
if (!file) throw new Error('usage: open-database.ts FILE');
const lines = readline.createInterface({ input: process.stdin });
lines.once('line', () => {
  const t0 = performance.now();
  const opened = openDatabase(file);
  opened.db.close();
  process.stdout.write(`opened ${performance.now() - t0}\n`);
  process.exit(0);
});
process.stdout.write('loaded\n');
