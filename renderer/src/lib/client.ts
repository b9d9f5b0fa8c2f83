import type { IpcResult, MethodName, RequestOf, ResponseOf } from '../../../shared/ipc';
import type { Transport } from './transport';

/** The typed face of the contract: `client.call('games.create', {...})` checks both ends' types. */
export class Client {
  constructor(readonly transport: Transport) {}

  /**
   * A request that carries a `commandId` is safe to send again (the host recognises the id), so the
   * transport resends it if its reply is lost, and the answer here is the one the host gave.
   */
  async call<M extends MethodName>(method: M, request: RequestOf<M>): Promise<IpcResult<ResponseOf<M>>> {
    const resendIfLost = typeof request === 'object' && request !== null && 'commandId' in request && typeof request.commandId === 'string';
    return (await this.transport.invoke(method, request, { resendIfLost })) as IpcResult<ResponseOf<M>>;
  }
}
