import { replay } from '../shared/engine';
import { longGameLog } from './ipc/helpers/long-game';
const played = longGameLog(3000, 'bench commands').log.commands;
const r = replay('armada', played); if (!r.ok) throw new Error(r.error.message);
const st: any = r.value.state;
console.log('state bytes', JSON.stringify(st).length);
for (const k of Object.keys(st)) { const n = JSON.stringify(st[k])?.length ?? 0; if (n > 300) console.log(k, n); }
let objects = 0; const count = (v: any) => { if (v && typeof v === 'object') { objects++; for (const k in v) count(v[k]); } }; count(st); console.log('objects', objects);
console.log(JSON.stringify(st.ships[0]).slice(0, 1500));
