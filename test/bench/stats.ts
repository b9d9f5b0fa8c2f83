/** One benchmark's result: what was measured, how many samples, and the percentiles in milliseconds. */
export interface BenchResult {
  name: string;
  samples: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
  /** What the row must reach (issue #27's table), in words, and whether this run reached it. */
  goal?: { text: string; met: boolean };
  /** A measure against a baseline timed in the same run: this row's p50 (or p99) over the baseline's. */
  ratio?: { to: string; value: number };
  /** A size instead of a time: p50Ms / p99Ms then hold the size in kilobytes. */
  unit?: 'KB' | 'MB';
}

/**
 * A p99 judged on fewer samples than this is decided by one collector pause or one scheduler hiccup (it
 * is then the slowest sample or next to it): with 1,000 it is the 10th slowest. A row too costly to
 * sample that often is judged on its slowest sample instead ("slowest of N ≤ ...").
 */
export const P99_SAMPLES = 1000;

/** The row with the goal it must reach: `met` says whether this run reached it. */
export function withGoal(result: BenchResult, text: string, met: boolean): BenchResult {
  if (/\bp99\b/.test(text) && result.samples < P99_SAMPLES) {
    throw new Error(`"${result.name}" judges a p99 on ${result.samples} samples: take at least ${P99_SAMPLES}, or judge its slowest sample`);
  }
  return { ...result, goal: { text, met } };
}

/** The row judged on its slowest sample (for rows too costly to sample a thousand times). */
export function slowestAtMost(result: BenchResult, limitMs: number): BenchResult {
  const limit = limitMs >= 1000 ? `${limitMs / 1000} s` : `${limitMs} ms`;
  return withGoal(result, `slowest of ${result.samples} ≤ ${limit}`, result.maxMs <= limitMs);
}

/** The row beside its baseline: how many times slower (> 1) or faster (< 1) its p50 was, in this run. */
export function against(result: BenchResult, baseline: BenchResult, which: 'p50Ms' | 'p99Ms' = 'p50Ms'): BenchResult {
  return { ...result, ratio: { to: baseline.name, value: result[which] / baseline[which] } };
}

/** A size measured once, as a row (in kilobytes). */
export function size(name: string, bytes: number): BenchResult {
  const kb = bytes / 1024;
  return { name, samples: 1, p50Ms: kb, p99Ms: kb, meanMs: kb, maxMs: kb, unit: 'KB' };
}

/** A memory figure measured once, as a row (in megabytes). */
export function megabytes(name: string, bytes: number): BenchResult {
  const mb = bytes / (1024 * 1024);
  return { name, samples: 1, p50Ms: mb, p99Ms: mb, meanMs: mb, maxMs: mb, unit: 'MB' };
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
