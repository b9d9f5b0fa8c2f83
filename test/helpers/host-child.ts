import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import type { IpcResult } from '../../shared/ipc';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/**
 * A real host in a child process (test/helpers/host-process.ts) that a test can SIGKILL, as a
 * crash or a power cut would. `send` writes a call without waiting; `answer` reads the next reply.
 */
export async function hostChild(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'test/helpers/host-process.ts'), dataDir], {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const nextLine = async (): Promise<string> => {
    const line = await lines.next();
    if (line.done) throw new Error('the host process ended early');
    return line.value;
  };
  const ready = await nextLine();
  if (ready !== 'ready') throw new Error(`the host process said ${ready}`);
  const send = (method: string, payload: unknown) => void child.stdin.write(`${method} ${JSON.stringify(payload)}\n`);
  const answer = async (): Promise<IpcResult<unknown>> => JSON.parse(await nextLine()) as IpcResult<unknown>;
  return {
    send,
    answer,
    ask: async (method: string, payload: unknown) => {
      send(method, payload);
      return answer();
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
