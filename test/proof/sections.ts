import type { Figures } from './figures';
import { badImports } from './bad-imports';
import { clockAfterKill } from './clock-after-kill';
import { deviceAttacks } from './device-attacks';
import { diskFull } from './disk-full';
import { holes } from './holes';
import { ipcFuzz } from './ipc-fuzz';
import { killDuringImports } from './kill-during-imports';
import { killDuringMigration } from './kill-during-migration';
import { killDuringPlay } from './kill-during-play';
import { oddsMonteCarlo } from './odds-monte-carlo';
import { twoHosts } from './two-hosts';
import { wsViolations } from './ws-violations';
import type { Seeded } from './random';

export type Scale = 'quick' | 'full';

export interface SectionContext {
  figures: Figures;
  rng: Seeded;
  workDir: string;
  scale: Scale;
  log: (line: string) => void;
}

/** The proof's sections in the order they run; `npm run proof -- NAME` runs only those named. */
export const sections: { name: string; title: string; run(context: SectionContext): Promise<void> }[] = [
  {
    name: 'play',
    title: 'kill -9 during play',
    run: ({ figures, rng, workDir, scale, log }) => killDuringPlay(figures, rng, workDir, scale === 'full' ? 300 : 12, log),
  },
  {
    name: 'imports',
    title: 'kill -9 during card and log imports',
    run: ({ figures, rng, workDir, scale, log }) => killDuringImports(figures, rng, workDir, scale === 'full' ? 4 : 2, log),
  },
  {
    name: 'migration',
    title: 'kill -9 during a migration',
    run: ({ figures, rng, workDir, scale, log }) => killDuringMigration(figures, rng, workDir, scale === 'full' ? 6 : 2, log),
  },
  {
    name: 'fuzz',
    title: 'IPC fuzz',
    run: ({ figures, rng, workDir, scale, log }) => ipcFuzz(figures, rng, workDir, scale === 'full' ? 20_000 : 2_000, log),
  },
  {
    name: 'websocket',
    title: 'WebSocket protocol violations',
    run: ({ figures, workDir, log }) => wsViolations(figures, workDir, log),
  },
  {
    name: 'two-hosts',
    title: 'two hosts on one folder',
    run: ({ figures, workDir, log }) => twoHosts(figures, workDir, log),
  },
  {
    name: 'disk-full',
    title: 'disk full',
    run: ({ figures, workDir, log }) => diskFull(figures, workDir, log),
  },
  {
    name: 'bad-imports',
    title: 'bad card and list imports',
    run: ({ figures, workDir, log }) => badImports(figures, workDir, log),
  },
  {
    name: 'devices',
    title: 'paired device attacks',
    run: ({ figures, workDir, log }) => deviceAttacks(figures, workDir, log),
  },
  {
    name: 'holes',
    title: 'the holes an attack found (issue 39)',
    run: ({ figures, workDir, log }) => holes(figures, workDir, log),
  },
  {
    name: 'odds',
    title: 'exact odds against 10^6 rolls',
    run: async ({ figures, workDir, log }) => oddsMonteCarlo(figures, workDir, log),
  },
  {
    name: 'clock',
    title: 'the clock after kill -9 (issue 36)',
    run: ({ figures, rng, workDir, scale, log }) => clockAfterKill(figures, rng, workDir, scale === 'full' ? 20 : 4, log),
  },
];
