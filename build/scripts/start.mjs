// `npm start`: the desktop app. Node checked, Electron's binary fetched once (electron/install.js), then
// electron-vite's preview. What fails is said in the player's words, with what works instead.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { electronDownloadProblem, nodeProblem } from './start-checks.mjs';

const require = createRequire(import.meta.url);
const say = (paragraph) => process.stderr.write(`\n${paragraph}\n\n`);

const node = nodeProblem();
if (node) {
  say(node);
  process.exit(1);
}
const install = spawnSync(process.execPath, [require.resolve('electron/install.js')], { encoding: 'utf8', env: process.env });
if (install.status !== 0) {
  const detail = `${install.stderr ?? ''}${install.stdout ?? ''}`.split('\n').map((line) => line.trim()).find((line) => /error|failed|ENOTFOUND|ECONN|EAI_AGAIN/i.test(line));
  say(electronDownloadProblem(detail ?? install.error ?? `the downloader ended with code ${install.status}`));
  process.exit(1);
}
const preview = spawnSync(process.execPath, [require.resolve('electron-vite/bin/electron-vite.js'), 'preview', ...process.argv.slice(2)], { stdio: 'inherit', env: process.env });
process.exit(preview.status ?? 1);
