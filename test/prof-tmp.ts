import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { createHost } from '../electron/main/host';
import { longGameLog } from './ipc/helpers/long-game';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prof-'));
const host = createHost({ dataDir, transport: 'browser', version: 'bench', log: () => {} });
const played = longGameLog(3000, 'bench commands').log.commands;
const game: any = await host.dispatch('games.create', { name: 'Bench', system: 'armada' });
const id = game.value.id;
await host.dispatch('game.command', { gameId: id, command: played[0] });
for (let i = 1; i < 500; i++) await host.dispatch('game.command', { gameId: id, command: played[i] });
const s = new Session(); s.connect(); await s.post('Profiler.enable'); await s.post('Profiler.setSamplingInterval', { interval: 50 }); await s.post('Profiler.start');
for (let i = 500; i < played.length; i++) { const r: any = await host.dispatch('game.command', { gameId: id, command: played[i] }); if (!r.ok) throw new Error(r.error.message); }
const { profile } = await s.post('Profiler.stop');
fs.mkdirSync('/tmp/prof', { recursive: true }); fs.rmSync('/tmp/prof', { recursive: true }); fs.mkdirSync('/tmp/prof'); fs.writeFileSync('/tmp/prof/x.cpuprofile', JSON.stringify(profile));
host.close(); fs.rmSync(dataDir, { recursive: true });
