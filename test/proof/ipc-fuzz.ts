import fs from 'node:fs';
import path from 'node:path';
import { contract } from '../../shared/ipc';
import { armadaCoreSetGame, type Ask } from '../helpers/host-games';
import { CommitWatcher } from './database';
import type { Figures } from './figures';
import type { Seeded } from './random';
import { Client, DATABASE_FILE, must, NoReply, startServedHost, type ServedHost } from './served-host';

const SECTION = 'IPC fuzz';

/** Methods the fuzz leaves to their own sections: an import reads the host's files at a path. */
const notFuzzed = new Set(['cards.import', 'cards.chooseImportSource']);

/** Values that have broken hosts before: wrong types, edge numbers, NUL, lone surrogates, huge text. */
function oddValue(rng: Seeded, depth = 0): unknown {
  const roll = rng.int(0, 23);
  switch (roll) {
    case 0: return null;
    case 1: return rng.int(-5, 5);
    case 2: return rng.pick([Number.MAX_SAFE_INTEGER, -1, 0, 1e308, -0, 2 ** 53 + 1, 0.5]);
    case 3: return rng.pick(['', ' ', 'a\u0000b', '\u0000', '\ud800', '\udfff x', '😀'.repeat(50), '../../etc/passwd', '%00', '<script>']);
    case 4: return 'x'.repeat(rng.pick([81, 201, 4097, 70_000]));
    case 5: return rng.chance(0.5);
    case 6: return [];
    case 7: return {};
    case 8: return { __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } };
    case 9: return depth < 3 ? Array.from({ length: rng.int(1, 4) }, () => oddValue(rng, depth + 1)) : 1;
    case 10: return depth < 3 ? Object.fromEntries(Array.from({ length: rng.int(1, 4) }, (_, i) => [rng.pick(['id', 'name', 'gameId', 'type', 'count', `k${i}`]), oddValue(rng, depth + 1)])) : 'leaf';
    case 11: return rng.pick(['armada', 'xwing', 'defense', 'chess']);
    case 12: return '00000000-0000-4000-8000-000000000000';
    case 13: return rng.int(1, 20);
    case 14: return rng.pick(['nextPhase', 'undo', 'redo', 'setup', 'loseShields', 'toString', '__proto__']);
    default: return rng.pick(['a', 'Rebels', 'front', 'p1-ship-1', 'rebels', 'empire', 'hit']);
  }
}

/** A payload near a valid one: the right keys with some values swapped for odd ones, a key dropped or added. */
function nearPayload(rng: Seeded, valid: Record<string, unknown>): unknown {
  const copy: Record<string, unknown> = { ...valid };
  const keys = Object.keys(copy);
  const edits = rng.int(1, 3);
  for (let i = 0; i < edits; i++) {
    const roll = rng.int(0, 9);
    if (roll < 6 && keys.length) copy[rng.pick(keys)] = oddValue(rng);
    else if (roll < 8 && keys.length) delete copy[rng.pick(keys)];
    else copy[rng.pick(['extra', 'constructor', '__proto__', 'id'])] = oddValue(rng);
  }
  return copy;
}

/** A deep array, which a recursive parser or validator may not survive. */
const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/**
 * ≥ 20,000 requests at the real host, one at a time: every method with odd and near-valid
 * payloads, unknown methods, frames that are not calls. Counts crashes, hangs (no reply in 10 s),
 * refusals that wrote anything (another connection's PRAGMA data_version moved), refusals that
 * came back as `internal` (a throw in the host rather than words) and the host's memory growth.
 */
export async function ipcFuzz(figures: Figures, rng: Seeded, workDir: string, requests: number, log: (line: string) => void): Promise<void> {
  const dataDir = path.join(workDir, 'fuzz');
  fs.mkdirSync(dataDir, { recursive: true });
  let host: ServedHost = await startServedHost(dataDir);
  let client = await Client.open(host.socketUrl);
  const ask: Ask = (method, payload) => client.call(method, payload, 60_000);
  const { game } = await armadaCoreSetGame(ask, 'Proof: fuzz');
  const collection = await must<{ id: number }>(client, 'collections.create', { name: 'Proof: fuzz' });
  const valid: Record<string, Record<string, unknown>> = {
    'games.create': { name: 'Fuzz', system: 'armada' },
    'games.rename': { id: game.id, name: 'Fuzz' },
    'games.open': { id: game.id },
    'game.view': { gameId: game.id },
    'game.command': { gameId: game.id, command: { type: 'loseShields', ship: 'p1-ship-1', zone: 'front', amount: 1 } },
    'game.undo': { gameId: game.id },
    'game.redo': { gameId: game.id },
    'game.saveDraft': { gameId: game.id, draft: { step: 'rollAttackDice', faces: [] } },
    'game.history': { gameId: game.id },
    'game.export': { gameId: game.id },
    'collections.create': { name: 'Fuzz' },
    'collections.rename': { id: collection.id, name: 'Fuzz' },
    'collections.get': { id: collection.id },
    'collections.setProductCount': { collectionId: collection.id, productId: 1, count: 1 },
    'collections.setLooseCount': { collectionId: collection.id, cardId: 1, count: 1 },
    'cards.search': { text: 'x' },
    'lists.evaluate': { list: { system: 'armada' } },
  };
  const methods = Object.keys(contract).filter((name) => !notFuzzed.has(name));
  const unknownMethods = ['', 'nope', '__proto__', 'constructor', 'toString', 'game.command ', 'GAME.VIEW', 'cards.import.x', 'hasOwnProperty'];
  const watcher = new CommitWatcher(path.join(dataDir, DATABASE_FILE));

  let crashes = 0;
  let hangs = 0;
  let writesOnRefusal = 0;
  let internal = 0;
  let accepted = 0;
  let refused = 0;
  let badFrameReplies = 0;
  const internalSamples = new Set<string>();
  const writeSamples = new Set<string>();
  let rssAfterWarmUp = 0;
  let rssPeak = 0;

  const frameFor = (): { text: string; method: string } => {
    const roll = rng.int(0, 99);
    if (roll < 3) return { text: rng.pick(['not json', '{', '[]', 'null', '{"kind":"call"}', '{"kind":"call","id":1.5,"method":"app.info"}', '{"kind":"reply","id":0}', deep(rng.pick([100, 10_000]))]), method: '(not a call)' };
    if (roll < 6) {
      const method = rng.pick(unknownMethods);
      return { text: JSON.stringify({ kind: 'call', id: 0, method, payload: oddValue(rng) }), method };
    }
    const method = rng.pick(methods);
    const template = valid[method];
    // Deeply nested payloads are written as text: JSON.stringify itself would overflow on them.
    if (roll < 8) return { text: `{"kind":"call","id":0,"method":${JSON.stringify(method)},"payload":{"deep":${deep(rng.pick([50, 5_000]))}}}`, method };
    let payload: unknown;
    if (template && roll < 70) payload = nearPayload(rng, template);
    else payload = rng.chance(0.5) ? oddValue(rng) : nearPayload(rng, {});
    return { text: JSON.stringify({ kind: 'call', id: 0, method, payload }), method };
  };

  // The holes an earlier attack found, asked first and on every run.
  const directed = [
    { method: 'games.create', payload: { name: 'a\u0000b', system: 'armada' } },
    { method: 'games.rename', payload: { id: game.id, name: '\u0000' } },
    { method: 'collections.create', payload: { name: 'a\u0000b' } },
    { method: 'collections.rename', payload: { id: collection.id, name: 'x\u0000' } },
    { method: 'game.saveDraft', payload: { gameId: game.id, draft: { step: 'a\u0000b', faces: [] } } },
  ].map(({ method, payload }) => ({ text: JSON.stringify({ kind: 'call', id: 0, method, payload }), method }));

  for (let i = 0; i < requests; i++) {
    const { text, method } = directed[i] ?? frameFor();
    const before = watcher.version();
    const isCall = text.startsWith('{"kind":"call","id":0');
    try {
      if (isCall) {
        const result = await client.callRaw(text, 10_000);
        if (result.ok) accepted++;
        else {
          refused++;
          if (watcher.version() !== before) {
            writesOnRefusal++;
            writeSamples.add(`${method}: ${result.error.code}`);
          }
          if (result.error.code === 'internal') {
            internal++;
            if (internalSamples.size < 8) internalSamples.add(`${method}: ${result.error.message.slice(0, 120)}`);
          }
        }
      } else {
        // A frame that is not a call is answered with a bad_frame reply (id -1), never applied.
        const reply = new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), 10_000);
          client.ws.once('message', () => (clearTimeout(timer), resolve(true)));
        });
        client.ws.send(text);
        if (await reply) badFrameReplies++;
        else throw new NoReply('no reply to a frame that is not a call');
        refused++;
        if (watcher.version() !== before) writesOnRefusal++;
      }
    } catch (error) {
      if (!(error instanceof NoReply)) throw error;
      if (host.exited()) {
        crashes++;
        log(`  request ${i} (${method}) killed the host: ${host.output().slice(-300)}`);
      } else {
        hangs++;
        log(`  request ${i} (${method}) got no reply: ${text.slice(0, 120)}`);
        await host.kill('SIGKILL');
      }
      host = await startServedHost(dataDir);
      client = await Client.open(host.socketUrl);
    }
    if (i === 1000) rssAfterWarmUp = host.rssMb();
    if (i % 500 === 0) rssPeak = Math.max(rssPeak, host.rssMb());
    if ((i + 1) % 5000 === 0) log(`  ${i + 1}/${requests} requests, ${crashes} crashes, ${hangs} hangs, host ${host.rssMb()} MB`);
  }
  const rssEnd = host.rssMb();
  watcher.close();
  client.close();
  await host.kill('SIGTERM');

  figures.measure(SECTION, 'requests', requests);
  figures.measure(SECTION, 'accepted / refused', `${accepted} / ${refused}`);
  figures.measure(SECTION, 'frames that were not calls answered bad_frame', badFrameReplies);
  figures.measure(SECTION, 'host memory after 1,000 → end (MB)', `${rssAfterWarmUp} → ${rssEnd} (peak ${Math.max(rssPeak, rssEnd)})`);
  figures.promise(SECTION, 'crashes', crashes);
  figures.promise(SECTION, 'hangs (no reply in 10 s)', hangs);
  figures.promise(SECTION, 'refusals that wrote to the database', writesOnRefusal, writeSamples.size ? [...writeSamples].join('; ') : undefined);
  figures.promise(SECTION, "refusals as 'internal' (a throw, not words)", internal, internalSamples.size ? [...internalSamples].join(' | ') : undefined);
  figures.promise(SECTION, 'memory growth over 100 MB after warm-up', rssEnd - rssAfterWarmUp > 100 ? 1 : 0);
}
