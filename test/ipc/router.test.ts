import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ordinal } from '../../electron/main/core/issue-words';
import { createRouter, describeIssues, type Handlers } from '../../electron/main/core/router';
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

  it('an invalid payload is refused with a code and the fields named in words, and the handler never runs', async () => {
    const create = vi.fn<Handlers['games.create']>();
    const dispatch = createRouter(handlers({ 'games.create': create }), () => {});
    const result = await dispatch('games.create', { name: '', system: 'chess' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('invalid_request');
    expect(result.error.message).toBe('Name cannot be empty. Game system must be one of armada, xwing, defense.');
    expect(create).not.toHaveBeenCalled();
  });

  it('extra fields are refused rather than silently dropped, naming what to leave out', async () => {
    const dispatch = createRouter(handlers(), () => {});
    const result = await dispatch('games.list', { everything: true });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request', message: 'The request takes no “everything”: leave it out.' } });
  });

  it('a refusal of a roster names the player and the unit in words, never a field path like players[1].units[0].speed', async () => {
    const dispatch = createRouter(handlers(), () => {});
    const players = [
      { name: 'Rebels', units: [] },
      { name: 'Empire', units: [{ cardId: 3, speed: 1.5 }] },
    ];
    const result = await dispatch('game.setupFromCards', { gameId: '00000000-0000-4000-8000-000000000001', players });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request', message: 'The second player’s 1st unit: speed must be a whole number.' } });
    const unnamed = await dispatch('game.setupFromCards', { gameId: '00000000-0000-4000-8000-000000000001', players: [players[0], { name: ' ', units: [] }] });
    expect(unnamed).toMatchObject({ ok: false, error: { message: 'The second player: name needs a name.' } });
  });

  it('zod’s own messages are said in words too: a missing field, a wrong type, a list too long, an unknown option', async () => {
    const issues = (schema: z.ZodType, input: unknown) => {
      const parsed = schema.safeParse(input);
      return parsed.success ? 'accepted' : describeIssues(parsed.error.issues);
    };
    const unit = z.object({ cardId: z.number(), hullZones: z.array(z.string()).max(2), arc: z.enum(['front', 'rear']), label: z.string().min(3) }).strict();
    const roster = z.object({ players: z.array(z.object({ units: z.array(unit) })) });
    const said = issues(roster, { players: [{ units: [{ hullZones: ['a', 'b', 'c'], arc: 'side', label: 12 }] }] });
    expect(said).toBe(
      'The first player’s 1st unit: card is missing. ' +
        'The first player’s 1st unit: hull zones can have at most 2. ' +
        'The first player’s 1st unit: arc must be one of front, rear. ' +
        'The first player’s 1st unit: label must be text.',
    );
    expect(said).not.toMatch(/\w\[\d+\]|\.\w/);
    expect(issues(z.object({ log: z.object({ commands: z.array(z.object({ type: z.string().min(1) })) }) }), { log: { commands: [{ type: 'a' }, { type: '' }, { type: 'c' }, { type: 'd' }] } })).toBe(
      'The game log’s 2nd command: type cannot be empty.',
    );
    expect(ordinal(1)).toBe('1st');
    expect([2, 3, 4, 11, 12, 13, 21, 22, 111].map(ordinal)).toEqual(['2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '111th']);
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
