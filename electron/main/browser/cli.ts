/** `npm run serve [-- --port N] [-- --data-dir DIR] [-- --seed N] [-- --share [ADDRESS][:PORT]]`: the arguments, checked. */
export interface ServeArgs {
  port: number;
  /** Show the table on the network for paired phones and tablets (as Settings does); address and port optional. */
  share: { address?: string; port?: number } | null;
  dataDir: string | null;
  /** Every new game's random source starts from this seed (tests that need the same shuffle each run). */
  seed: number | null;
}

export class UsageError extends Error {}

export function parseServeArgs(argv: readonly string[]): ServeArgs {
  const args: ServeArgs = { port: 0, share: null, dataDir: null, seed: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new UsageError(`${flag} needs a value.`);
      return v;
    };
    switch (flag) {
      case '--port': {
        const raw = value();
        const port = Number(raw);
        if (!/^\d+$/.test(raw) || port > 65535) throw new UsageError(`--port must be a whole number from 0 to 65535, not "${raw}".`);
        args.port = port;
        break;
      }
      case '--data-dir':
        args.dataDir = value();
        break;
      case '--seed': {
        const raw = value();
        if (!/^\d{1,9}$/.test(raw)) throw new UsageError(`--seed must be a whole number, not "${raw}".`);
        args.seed = Number(raw);
        break;
      }
      case '--share': {
        // "--share", "--share=192.168.1.20", "--share=:47800" or "--share=192.168.1.20:47800".
        args.share = {};
        if (inline === undefined) break;
        const match = /^([0-9.]+|all)?(?::(\d{1,5}))?$/.exec(inline);
        const port = match?.[2] === undefined ? undefined : Number(match[2]);
        if (!match || (port !== undefined && (port < 1024 || port > 65535))) throw new UsageError(`--share takes an address and port like 192.168.1.20:47800 (port 1024–65535), not "${inline}".`);
        if (match[1]) args.share.address = match[1];
        if (port !== undefined) args.share.port = port;
        break;
      }
      default:
        throw new UsageError(`Unknown argument "${arg}". Usage: npm run serve [-- --port N] [-- --data-dir DIR] [-- --seed N] [-- --share[=ADDRESS:PORT]]`);
    }
  }
  return args;
}
