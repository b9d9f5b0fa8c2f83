import v8 from 'node:v8';
import vm from 'node:vm';
import type { MethodName } from '../../../shared/ipc';

/**
 * Issue 42 · memory given back after heavy work. An import leaves the host's JavaScript heap grown (its
 * young generation and the old space it passed through) with most of it garbage: measured with every data
 * set in ../shared/data imported and a 10,000-command game open, a 110 MB heap held 55 MB, a third of it
 * garbage, and V8 keeps the room. One thorough collection after such a job gives the room back (the heap to
 * about 35 MB, the process about 70 MB smaller); it is a few tens of milliseconds once, after a job the
 * player already waited seconds for, never on a tap's way.
 */
export const HEAVY_METHODS: ReadonlySet<MethodName> = new Set<MethodName>([
  'cards.import',
  'cards.importUpload',
  'collections.import',
  'collections.importFinish',
  'game.import',
  'points.import',
  'products.importManifest',
]);

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

let collect: Collect | null | undefined;

/** V8's own collector, asked for without starting the process with --expose-gc; null where it cannot be had. */
function collector(): Collect | null {
  if (collect !== undefined) return collect;
  try {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as Collect;
  } catch {
    collect = null;
  } finally {
    // Only this module holds it: no other code sees a global gc.
    v8.setFlagsFromString('--no-expose-gc');
  }
  return collect;
}

/** One thorough collection now; how long the thread was paused for it (ms), or null where it cannot be had. */
export function giveBackMemoryNow(): number | null {
  const collectNow = collector();
  if (!collectNow) return null;
  const start = performance.now();
  collectNow({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return performance.now() - start;
}

let queued = false;

/** After a heavy job's answer has gone out: one thorough collection, once however many jobs end together. */
export function giveBackMemorySoon(): void {
  if (queued) return;
  queued = true;
  setImmediate(() => {
    queued = false;
    giveBackMemoryNow();
  });
}
