import { z } from 'zod';
import type { GameSummary } from './game-systems';
import { gameIdSchema, gameNameSchema, gameSystemSchema } from './games';

/**
 * The one IPC contract. Each method is declared once, with the schema the host validates its
 * request against and the type of its response. Main registers every method from this table,
 * browser mode serves the same table over a WebSocket, and the renderer's client is typed by it.
 */
interface MethodSpec<Req extends z.ZodType, Res> {
  request: Req;
  /** Phantom: carries the response type only. */
  response?: Res;
}

const method = <Res>() => <Req extends z.ZodType>(request: Req): MethodSpec<Req, Res> => ({ request });

export interface AppInfo {
  version: string;
  /** Where the database lives, so the player can back it up. */
  dataDir: string;
  schemaVersion: number;
  transport: 'electron' | 'browser';
}

export const contract = {
  'app.info': method<AppInfo>()(z.object({}).strict()),
  'games.list': method<GameSummary[]>()(z.object({}).strict()),
  'games.create': method<GameSummary>()(
    z.object({ name: gameNameSchema, system: gameSystemSchema }).strict(),
  ),
  'games.rename': method<GameSummary>()(z.object({ id: gameIdSchema, name: gameNameSchema }).strict()),
  'games.delete': method<{ id: string }>()(z.object({ id: gameIdSchema }).strict()),
  /** Opening a game marks it as the most recently played. */
  'games.open': method<GameSummary>()(z.object({ id: gameIdSchema }).strict()),
} as const;

export type Contract = typeof contract;
export type MethodName = keyof Contract;
export type RequestOf<M extends MethodName> = z.input<Contract[M]['request']>;
export type ParsedRequestOf<M extends MethodName> = z.output<Contract[M]['request']>;
export type ResponseOf<M extends MethodName> = NonNullable<Contract[M]['response']>;

/** Push events: what the host tells every open view when something changed elsewhere. */
export interface Events {
  /** The list of games changed (created, renamed, deleted, opened). */
  'games.changed': { reason: 'created' | 'renamed' | 'deleted' | 'opened'; id: string };
}
export type EventName = keyof Events;
export const eventNames: readonly EventName[] = ['games.changed'];

export const isMethodName = (name: unknown): name is MethodName =>
  typeof name === 'string' && Object.hasOwn(contract, name);
