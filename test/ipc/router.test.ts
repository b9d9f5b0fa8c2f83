import { describe, expect, it, vi } from 'vitest';
import { createRouter, type Handlers } from '../../electron/main/host/router';
import { contract, fail, ok, type GameSummary } from '../../shared/ipc';

const game: GameSummary = { id: '00000000-0000-4000-8000-000000000001', name: 'Club night', system: 'armada', createdAt: 1, lastPlayedAt: 1 };

/** Every method answers "not used here" unless the test gives it a handler. */
function handlers(overrides: Partial<Handlers> = {}): Handlers {
  const unused = Object.fromEntries(Object.keys(contract).map((name) => [name, () => fail('unused', `${name} is not used here`)]));
  return {
    ...(unused as unknown as Handlers),
    'app.info': () => ok({ version: 't', dataDir: '/tmp', schemaVersion: 10, transport: 'browser' }),
    'games.list': () => ok([game]),
    'games.create': ({ name, system }) => ok({ ...game, name, system }),
    'games.rename': ({ name }) => ok({ ...game, name }),
    'games.delete': ({ id }) => ok({ id }),
    'games.open': () => ok(game),
    ...overrides,
  };
}

describe('IPC router', () => {
  it('a valid call reaches its handler, with the request as the schema parsed it', async () => {
    const create = vi.fn<Handlers['games.create']>(({ name, system }) => ok({ ...game, name, system }));
    const dispatch = createRouter(handlers({ 'games.create': create }), () => {});
    const result = await dispatch('games.create', { name: '  Friday  ', system: 'xwing' });
    expect(result).toEqual({ ok: true, value: { ...game, name: 'Friday', system: 'xwing' } });
    expect(create).toHaveBeenCalledWith({ name: 'Friday', system: 'xwing' });
  });

  it('an invalid payload is refused with a code naming the field, and the handler never runs', async () => {
    const create = vi.fn<Handlers['games.create']>();
    const dispatch = createRouter(handlers({ 'games.create': create }), () => {});
    const result = await dispatch('games.create', { name: '', system: 'chess' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('invalid_request');
    expect(result.error.message).toContain('games.create');
    expect(result.error.message).toContain('name: cannot be empty');
    expect(result.error.message).toContain('system: must be one of armada, xwing, defense');
    expect(create).not.toHaveBeenCalled();
  });

  it('extra fields are refused rather than silently dropped', async () => {
    const dispatch = createRouter(handlers(), () => {});
    const result = await dispatch('games.list', { everything: true });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
  });

  it("a handler's refusal comes back as a value", async () => {
    const dispatch = createRouter(handlers({ 'games.open': () => fail('not_found', 'No game with id x.') }), () => {});
    await expect(dispatch('games.open', { id: game.id })).resolves.toEqual({
      ok: false,
      error: { code: 'not_found', message: 'No game with id x.' },
    });
  });

  it('unknown methods are refused, including names inherited from Object.prototype', async () => {
    const dispatch = createRouter(handlers(), () => {});
    for (const name of ['games.explode', 'toString', '__proto__', 42, null]) {
      const result = await dispatch(name, {});
      expect(result).toMatchObject({ ok: false, error: { code: 'unknown_method' } });
    }
  });

  it('a handler that throws is reported as an internal error value, never a throw', async () => {
    const seen: string[] = [];
    const dispatch = createRouter(
      handlers({
        'games.list': () => {
          throw new Error('disk on fire');
        },
      }),
      (method) => seen.push(method),
    );
    const result = await dispatch('games.list', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(!result.ok && result.error.message).toContain('disk on fire');
    expect(seen).toEqual(['games.list']);
  });
});
