import { createHost, type Host, type HostOptions } from '../../electron/main/host';

/** A real host on a real SQLite file, with a clock the test controls. */
export function testHost(
  dataDir: string,
  start = Date.UTC(2026, 10, 22, 20, 0, 0),
  extra: Pick<HostOptions, 'chooseCardDataSource' | 'rendererDir'> = {},
): Host & { advance(ms: number): void } {
  let now = start;
  let ids = 0;
  const host = createHost({
    dataDir,
    transport: 'browser',
    version: '0.0.0-test',
    clock: {
      now: () => now,
      newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    },
    log: () => {},
    ...extra,
  });
  return Object.assign(host, { advance: (ms: number) => void (now += ms) });
}
