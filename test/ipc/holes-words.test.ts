import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { badTextIn, briefRefusal, failureInWords, REFUSAL_MAX_CHARS } from '../../electron/main/core/router';
import { armadaCoreSetGame } from '../helpers/host-games';
import { COLLECTION_FILE_FORMAT, COLLECTION_FILE_VERSION, type CollectionContents, type ProductSummary } from '../../shared/ipc/cards';
import type { GameSummary, IpcResult } from '../../shared/ipc';
import { LIST_TEXT_MAX_CHARS } from '../../shared/ipc/list-exchange';
import { testHost } from '../helpers/host';
import { useTempDirs } from '../helpers/temp-dir';

// Issue 19 · wrong codes and words: each refusal the attack met as `internal`, or in the wrong
// words, is said as what was wrong and what to do.

const tempDir = useTempDirs();

async function withHost(use: (ask: (method: string, payload: unknown) => Promise<IpcResult<unknown>>, host: ReturnType<typeof testHost>) => Promise<void>) {
  const host = testHost(tempDir());
  try {
    await use((method, payload) => host.dispatch(method, payload), host);
  } finally {
    host.close();
  }
}

const refusal = (result: IpcResult<unknown>) => (result.ok ? null : result.error);
/** Where the first NUL is (the router's walk, NUL only), or null. */
const textWithNul = (payload: unknown, fileText?: string) => badTextIn(payload, fileText, true)?.path ?? null;

describe('names containing NUL are refused at validation, in words (issue 19)', () => {
  it('a game, a collection, a list, a rename and a game log named with a NUL are each refused, naming the field', async () => {
    await withHost(async (ask) => {
      const nul = 'Corellian\u0000Run';
      const words = 'cannot contain a NUL character (an invisible control character, often from a damaged file): remove it and try again.';
      expect(refusal(await ask('games.create', { name: nul, system: 'armada' }))).toEqual({ code: 'invalid_request', message: `Name ${words}` });
      expect(refusal(await ask('collections.create', { name: nul }))).toEqual({ code: 'invalid_request', message: `Name ${words}` });
      expect(refusal(await ask('lists.create', { name: nul, system: 'armada', format: 'armada-standard', faction: 'empire' }))).toMatchObject({ code: 'invalid_request', message: `Name ${words}` });
      const game = (await ask('games.create', { name: 'Clean', system: 'armada' })) as IpcResult<GameSummary>;
      if (!game.ok) throw new Error(game.error.message);
      expect(refusal(await ask('games.rename', { id: game.value.id, name: nul }))).toEqual({ code: 'invalid_request', message: `Name ${words}` });
      expect(refusal(await ask('game.import', { log: { format: 'sidetable.game-log', version: 1, system: 'armada', name: nul, commands: [] } }))).toEqual({
        code: 'invalid_request',
        message: `The game log: name ${words}`,
      });
      // A pasted file's own text is the importer's to judge: it names the file and says it is binary.
      const pasted = refusal(await ask('lists.import', { text: '{"pilots": [\u0000\u0001]}', fileName: 'squad.xws' }));
      expect(pasted?.message).toMatch(/^squad\.xws: /);
      // Nothing was written.
      expect(await ask('games.list', {})).toMatchObject({ ok: true, value: [{ name: 'Clean' }] });
      expect(await ask('collections.list', {})).toEqual({ ok: true, value: [] });
    });
  });
});

describe('the NUL search walks any payload an attacker can send (issue 19)', () => {
  it('finds a NUL at any depth, in a value or a key, and gives its path for the words', () => {
    expect(textWithNul({ players: [{ name: 'Ann' }, { name: 'B\u0000b' }] })).toEqual(['players', 1, 'name']);
    expect(textWithNul({ list: { units: [{ ['k\u0000']: 1 }] } })).toEqual(['list', 'units', 0, 'k\u0000']);
    expect(textWithNul({ name: 'fine', counts: [1, 2, 3], nested: { deeper: [[['ok']]] } })).toBeNull();
    expect(textWithNul({ text: 'file\u0000bytes', name: 'fine' }, 'text')).toBeNull();
  });

  it('a payload nested 100,000 deep, or 2,000,000 wide, is walked without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(textWithNul(deep)).toHaveLength(100_000);
    expect(textWithNul(new Array(2_000_000).fill(1))).toBeNull();
  });
});

describe('a refusal never echoes a huge request back', () => {
  it('30,000 unknown fields are named five at a time, with how many more', async () => {
    await withHost(async (ask) => {
      const payload = Object.fromEntries(Array.from({ length: 30_000 }, (_, i) => [`unknown${i}`, 1]));
      expect(refusal(await ask('games.list', payload))).toEqual({
        code: 'invalid_request',
        message: 'The request takes no “unknown0”, “unknown1”, “unknown2”, “unknown3”, “unknown4” and 29,995 more: leave them out.',
      });
    });
  });
});

describe('a full disk is a refusal in words, not `internal` (issue 19)', () => {
  it('SQLITE_FULL while saving a new game says the disk is full and nothing was saved', async () => {
    await withHost(async (ask, host) => {
      const { db } = host.database;
      // The database may not grow by a single page: SQLite's own "database or disk is full".
      db.pragma(`max_page_count = ${Number(db.pragma('page_count', { simple: true }))}`);
      let result: IpcResult<unknown> = { ok: true, value: null };
      for (let i = 0; i < 200 && result.ok; i++) result = await ask('games.create', { name: `Game ${i} ${'x'.repeat(70)}`, system: 'armada' });
      expect(refusal(result)).toEqual({ code: 'disk_full', message: 'The disk is full: nothing was saved. Free some space and try again.' });
    });
  });

  it('ENOSPC from the file system says the same', () => {
    const enospc = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
    expect(failureInWords(enospc)).toEqual({ ok: false, error: { code: 'disk_full', message: 'The disk is full: nothing was saved. Free some space and try again.' } });
  });

  it('a file the system will not let Sidetable open (EACCES) is named, with what to do', () => {
    // Built by hand: these tests run as root, where no permission is ever refused.
    const eacces = Object.assign(new Error("EACCES: permission denied, open '/data/points.json'"), { code: 'EACCES', path: '/data/points.json' });
    expect(failureInWords(eacces)).toEqual({
      ok: false,
      error: { code: 'not_permitted', message: 'This computer does not let Sidetable open /data/points.json: change its permissions or choose another, then try again.' },
    });
    expect(failureInWords(new Error('something else'))).toBeNull();
  });
});

describe('collection files (issue 19)', () => {
  const file = (products: unknown[], loose: unknown[] = []) => ({ file: { format: COLLECTION_FILE_FORMAT, version: COLLECTION_FILE_VERSION, name: 'From a file', products, loose } });

  it('a count of 0 says it must be at least 1, not "must be a number"', async () => {
    await withHost(async (ask) => {
      expect(refusal(await ask('collections.import', file([{ edition: 'armada-ffg', key: 'swm01', count: 0 }])))).toEqual({
        code: 'invalid_request',
        message: 'The file’s 1st product: count must be at least 1: leave out what the collection does not hold.',
      });
      expect(refusal(await ask('collections.import', file([], [{ edition: 'armada-ffg', kind: 'ship', key: 'x', count: 0 }])))).toEqual({
        code: 'invalid_request',
        message: 'The file’s 1st loose card: count must be at least 1: leave out what the collection does not hold.',
      });
    });
  });

  it('a product listed twice is refused, naming the product, and nothing is imported', async () => {
    await withHost(async (ask) => {
      const products = (await ask('products.list', { edition: 'armada-ffg' })) as IpcResult<ProductSummary[]>;
      if (!products.ok || !products.value[0]) throw new Error('the starter cards have no Armada product');
      const core = products.value[0];
      const result = await ask('collections.import', file([{ edition: 'armada-ffg', key: core.key, count: 1 }, { edition: 'armada-ffg', key: core.key, count: 3 }]));
      expect(refusal(result)).toEqual({
        code: 'duplicate_entry',
        message: `The file lists the product “${core.name}” twice (its 1st and 2nd entries), so its count is not clear: nothing was imported. Keep one line with the number you own.`,
      });
      expect(await ask('collections.list', {})).toEqual({ ok: true, value: [] });
    });
  });

  it('a loose card listed twice is refused the same way', async () => {
    await withHost(async (ask) => {
      const created = (await ask('collections.create', { name: 'Source' })) as IpcResult<CollectionContents>;
      const search = (await ask('cards.search', { system: 'armada', limit: 1 })) as IpcResult<{ cards: { id: number; name: string; edition: string; kind: string; key: string }[] }>;
      if (!created.ok || !search.ok || !search.value.cards[0]) throw new Error('no starter card to collect');
      const card = search.value.cards[0];
      const entry = { edition: card.edition, kind: card.kind, key: card.key, count: 2 };
      const result = await ask('collections.import', { ...file([], [entry, { ...entry, count: 1 }]), name: 'Twice' });
      expect(refusal(result)).toEqual({
        code: 'duplicate_entry',
        message: `The file lists the loose card “${card.name}” twice (its 1st and 2nd entries), so its count is not clear: nothing was imported. Keep one line with the number you own.`,
      });
    });
  });
});

describe('a field is named for what it is in that request (proof · bad list imports)', () => {
  it('a pasted list too long is “the pasted list”, not “search text”; a card search keeps its own name', async () => {
    await withHost(async (ask) => {
      const long = refusal(await ask('lists.import', { text: 'x'.repeat(LIST_TEXT_MAX_CHARS + 1), fileName: 'fleet.txt' }));
      expect(long).toEqual({ code: 'invalid_request', message: 'The pasted list is far longer than any list: export the list from your builder again and paste only that.' });
      expect(refusal(await ask('cards.search', { text: 'x'.repeat(201) }))?.message).toBe('Search text must be at most 200 characters.');
    });
  });
});

describe('issue 39 · refusals say what was wrong briefly; text that cannot be kept is refused; an id used twice for two commands is a conflict', () => {
  it('Issue 39 · Refusals: a 1 MB method name, 40,000 unknown fields and a 100,000-character name each come back in at most 800 characters, long names cut with "…"', async () => {
    await withHost(async (ask, host) => {
      const method = refusal(await host.dispatch('m'.repeat(1_000_000), {}));
      expect(method?.code).toBe('unknown_method');
      expect(method?.message.length).toBeLessThanOrEqual(REFUSAL_MAX_CHARS);
      expect(method?.message).toContain('…');
      const fields = refusal(await ask('games.create', { name: 'Many', system: 'armada', ...Object.fromEntries(Array.from({ length: 40_000 }, (_, n) => [`field${n}`, n])) }));
      expect(fields?.code).toBe('invalid_request');
      expect(fields?.message.length).toBeLessThanOrEqual(REFUSAL_MAX_CHARS);
      const long = refusal(await ask('games.create', { name: 'N'.repeat(100_000), system: 'armada' }));
      expect(long?.code).toBe('invalid_request');
      expect(long?.message.length).toBeLessThanOrEqual(REFUSAL_MAX_CHARS);
      // A short refusal is left whole.
      expect(briefRefusal({ ok: false, error: { code: 'x', message: 'Short.' } })).toEqual({ ok: false, error: { code: 'x', message: 'Short.' } });
      const quoted = briefRefusal({ ok: false, error: { code: 'x', message: `No game called “${'G'.repeat(5000)}”: pick one from the list.` } });
      expect(quoted.ok ? '' : quoted.error.message).toBe(`No game called “${'G'.repeat(60)}…”: pick one from the list.`);
    });
  });

  it('Issue 39 · Text: a name holding a lone surrogate or a control character is refused in words, nothing saved; tabs, line breaks and emoji are kept', async () => {
    await withHost(async (ask) => {
      const broken = refusal(await ask('games.create', { name: 'Death Star \ud83d', system: 'armada' }));
      expect(broken).toEqual({ code: 'invalid_request', message: 'Name holds a broken character (half of an emoji or symbol, often from a damaged paste): retype it and try again.' });
      const control = refusal(await ask('collections.create', { name: 'Core\u001bSet' }));
      expect(control).toEqual({ code: 'invalid_request', message: 'Name holds an invisible control character (often from a damaged paste): remove it and try again.' });
      expect(await ask('games.list', {})).toEqual({ ok: true, value: [] });
      const kept = (await ask('games.create', { name: 'Rebels 🚀 vs Empire', system: 'armada' })) as IpcResult<GameSummary>;
      expect(kept.ok && kept.value.name).toBe('Rebels 🚀 vs Empire');
      // Ids are text too: two ids made of different lone surrogates would be kept as the same "\uFFFD".
      expect(badTextIn({ commandId: '\udc00' })).toMatchObject({ path: ['commandId'] });
      expect(badTextIn({ text: 'a\u0001b' }, undefined, true)).toBeNull();
    });
  });

  it('Issue 39 · Command ids: a resend (same id, same command) is answered as the repeat it is; the same id with another command is refused as a conflict and not applied', async () => {
    await withHost(async (ask) => {
      const { game } = await armadaCoreSetGame(ask, 'Ids');
      const lose = { type: 'loseShields', ship: 'p2-ship-1', zone: 'front', amount: 1 };
      const id = randomUUID();
      const first = (await ask('game.command', { gameId: game.id, command: lose, commandId: id })) as IpcResult<{ seq: number }>;
      expect(first.ok).toBe(true);
      // The same command, its keys in another order: a resend.
      expect(await ask('game.command', { gameId: game.id, command: { amount: 1, zone: 'front', ship: 'p2-ship-1', type: 'loseShields' }, commandId: id })).toMatchObject({ ok: true, value: { seq: 2, duplicate: true } });
      const other = refusal(await ask('game.command', { gameId: game.id, command: { ...lose, zone: 'rear' }, commandId: id }));
      expect(other).toEqual({ code: 'duplicate_id', message: 'This command’s id was already used for another command in this game, so it was not applied. Tap again (the app gives each tap a new id).' });
      const exported = (await ask('game.export', { gameId: game.id })) as IpcResult<{ commands: unknown[] }>;
      expect(exported.ok && exported.value.commands).toHaveLength(2);
    });
  });
});
