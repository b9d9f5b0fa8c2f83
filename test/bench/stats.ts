/** One benchmark's result: what was measured, how many samples, and the percentiles in milliseconds. */
export interface BenchResult {
  name: string;
  samples: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
}

/** Nearest-rank percentile of an already sorted array. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export function summarize(name: string, durationsMs: readonly number[]): BenchResult {
  const sorted = [...durationsMs].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    name,
    samples: sorted.length,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    meanMs: sorted.length ? sum / sorted.length : Number.NaN,
    maxMs: sorted.at(-1) ?? Number.NaN,
  };
}

/** Times `fn` `samples` times after `warmup` untimed runs. */
export async function measure(
  name: string,
  samples: number,
  fn: (i: number) => unknown | Promise<unknown>,
  warmup = Math.min(50, samples),
): Promise<BenchResult> {
  for (let i = 0; i < warmup; i++) await fn(i);
  const durations: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await fn(i);
    durations.push(performance.now() - start);
  }
  return summarize(name, durations);
}
