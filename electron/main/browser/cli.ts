/** `npm run serve [-- --port N] [-- --data-dir DIR] [-- --seed N]`: the arguments, checked. */
export interface ServeArgs {
  port: number;
  dataDir: string | null;
  /** Every new game's random source starts from this seed (tests that need the same shuffle each run). */
  seed: number | null;
}

export class UsageError extends Error {}

export function parseServeArgs(argv: readonly string[]): ServeArgs {
  const args: ServeArgs = { port: 0, dataDir: null, seed: null };
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
      default:
        throw new UsageError(`Unknown argument "${arg}". Usage: npm run serve [-- --port N] [-- --data-dir DIR] [-- --seed N]`);
    }
  }
  return args;
}
