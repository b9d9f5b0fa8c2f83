import type { IpcResult, MethodName, RequestOf, ResponseOf } from '../../../shared/ipc';
import type { Transport } from './transport';

/** Reads change nothing, so asking again after a lost reply is always safe. */
const readsOnly: ReadonlySet<MethodName> = new Set<MethodName>(['app.info', 'games.list', 'game.view', 'game.history', 'game.export', 'record.acrossGames']);

/** The typed face of the contract: `client.call('games.create', {...})` checks both ends' types. */
export class Client {
  constructor(readonly transport: Transport) {}

  /**
   * A read, or a request that carries a `commandId` (the host recognises the id and answers a repeat
   * instead of applying it twice), is safe to send again: the transport resends it if its reply is
   * lost, and the answer here is the one the host gave.
   */
  async call<M extends MethodName>(method: M, request: RequestOf<M>): Promise<IpcResult<ResponseOf<M>>> {
    const carriesId = typeof request === 'object' && request !== null && 'commandId' in request && typeof request.commandId === 'string';
    return (await this.transport.invoke(method, request, { resendIfLost: carriesId || readsOnly.has(method) })) as IpcResult<ResponseOf<M>>;
  }
}
