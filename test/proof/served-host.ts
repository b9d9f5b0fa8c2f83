import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import type { IpcResult, WireCall, WireReply } from '../../shared/ipc';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
/** The build the proof attacks: out/, or SIDETABLE_OUT_DIR when built elsewhere. */
export const buildDir = path.resolve(repoRoot, process.env.SIDETABLE_OUT_DIR ?? 'out');
export const DATABASE_FILE = 'sidetable.db';

/** A reply that did not come: the host hung or died. */
export class NoReply extends Error {}

/**
 * The real browser mode (`node out/main/serve.js`) in a child process on a data folder, as a
 * player runs it: the proof talks to it only over HTTP and the WebSocket, and kills it with SIGKILL.
 */
export interface ServedHost {
  child: ChildProcess;
  port: number;
  token: string;
  socketUrl: string;
  output(): string;
  /** True once the process has ended, for whatever reason. */
  exited(): boolean;
  exitCode(): number | null;
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Resident memory of the host process in MB (from /proc). */
  rssMb(): number;
}

/** Every host this process started: none may outlive the proof, even when a section aborts. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startServedHost(dataDir: string, timeoutMs = 30_000): Promise<ServedHost> {
  const serveJs = path.join(buildDir, 'main', 'serve.js');
  if (!fs.existsSync(serveJs)) throw new Error(`${serveJs} is missing: build first (npm run proof builds it).`);
  const child = spawn(process.execPath, [serveJs, '--port', '0', '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  let ended = false;
  const exitedPromise = new Promise<void>((resolve) => child.once('exit', () => ((ended = true), running.delete(child), resolve())));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`browser mode did not print its URL within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.length > 200_000) output = output.slice(-100_000);
      const match = /(http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new HostDidNotStart(`browser mode exited (${code ?? signal}) before serving:\n${output.trim()}`));
    });
  });
  const parsed = new URL(url);
  const token = parsed.searchParams.get('token') ?? '';
  const port = Number(parsed.port);
  return {
    child,
    port,
    token,
    socketUrl: `ws://127.0.0.1:${port}/ws?token=${encodeURIComponent(token)}`,
    output: () => output,
    exited: () => ended,
    exitCode: () => child.exitCode,
    async kill(signal = 'SIGKILL') {
      if (ended) return;
      child.kill(signal);
      await exitedPromise;
    },
    rssMb() {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
        return Math.round(kb / 102.4) / 10;
      } catch {
        return 0;
      }
    },
  };
}

export class HostDidNotStart extends Error {}

/** One WebSocket client of the contract, with replies matched by id. */
export class Client {
  private nextId = 1;
  private readonly waiting = new Map<number, (result: IpcResult<unknown>) => void>();
  closed = false;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      let frame: WireReply | { kind: 'event' };
      try {
        frame = JSON.parse(data.toString()) as WireReply | { kind: 'event' };
      } catch {
        return;
      }
      if (frame.kind !== 'reply') return;
      const resolve = this.waiting.get(frame.id);
      if (resolve) {
        this.waiting.delete(frame.id);
        resolve(frame.result);
      }
    });
    ws.on('close', () => {
      this.closed = true;
    });
    ws.on('error', () => {
      this.closed = true;
    });
  }

  static open(url: string, timeoutMs = 10_000): Promise<Client> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { maxPayload: 256 * 1024 * 1024 });
      const timer = setTimeout(() => (ws.terminate(), reject(new NoReply('the WebSocket did not open'))), timeoutMs);
      ws.once('open', () => (clearTimeout(timer), resolve(new Client(ws))));
      ws.once('error', (error) => (clearTimeout(timer), reject(error)));
    });
  }

  /** Sends a call; the reply, or NoReply when none comes in time or the socket closes first. */
  call(method: string, payload: unknown, timeoutMs = 15_000): Promise<IpcResult<unknown>> {
    return this.callRaw(JSON.stringify({ kind: 'call', id: 0, method, payload } satisfies WireCall), timeoutMs);
  }

  /** Sends a frame's text with a fresh id spliced in (the text must start with a call's JSON). */
  callRaw(text: string, timeoutMs = 15_000): Promise<IpcResult<unknown>> {
    const id = this.nextId++;
    const framed = text.replace('"id":0', `"id":${id}`);
    return new Promise((resolve, reject) => {
      if (this.closed || this.ws.readyState !== WebSocket.OPEN) {
        reject(new NoReply('the socket is closed'));
        return;
      }
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new NoReply(`no reply within ${timeoutMs} ms`));
      }, timeoutMs);
      const onClose = () => {
        clearTimeout(timer);
        this.waiting.delete(id);
        reject(new NoReply('the socket closed before the reply'));
      };
      this.ws.once('close', onClose);
      this.waiting.set(id, (result) => {
        clearTimeout(timer);
        this.ws.off('close', onClose);
        resolve(result);
      });
      this.ws.send(framed);
    });
  }

  close(): void {
    this.closed = true;
    this.ws.terminate();
  }
}

/** A value or a thrown error naming the refusal, for setup steps that must succeed. */
export async function must<T>(client: Client, method: string, payload: unknown): Promise<T> {
  const result = await client.call(method, payload, 120_000);
  if (!result.ok) throw new Error(`${method} was refused: ${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
