import type { IpcResult, MethodName, RequestOf, ResponseOf } from '../../../shared/ipc';
import type { Transport } from './transport';

/** The typed face of the contract: `client.call('games.create', {...})` checks both ends' types. */
export class Client {
  constructor(readonly transport: Transport) {}

  async call<M extends MethodName>(method: M, request: RequestOf<M>): Promise<IpcResult<ResponseOf<M>>> {
    return (await this.transport.invoke(method, request)) as IpcResult<ResponseOf<M>>;
  }
}
