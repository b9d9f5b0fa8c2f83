/**
 * Every way n dice can fall into the faces' groups, as counts, with its probability:
 * n! / (k1! … km!) · w1^k1 … wm^km. Enumerating counts, not sequences, keeps n dice at
 * C(n + m − 1, m − 1) outcomes instead of m^n.
 */
export function multinomialOutcomes(n: number, weights: readonly number[]): [number[], number][] {
  const out: [number[], number][] = [];
  const logFactorial = (k: number): number => {
    let sum = 0;
    for (let i = 2; i <= k; i++) sum += Math.log(i);
    return sum;
  };
  const counts = weights.map(() => 0);
  const walk = (group: number, left: number): void => {
    if (group === weights.length - 1) {
      counts[group] = left;
      let logP = logFactorial(n);
      for (let i = 0; i < weights.length; i++) {
        const k = counts[i] as number;
        const w = weights[i] as number;
        if (k > 0 && w === 0) return;
        logP += k * (k > 0 ? Math.log(w) : 0) - logFactorial(k);
      }
      out.push([[...counts], Math.exp(logP)]);
      return;
    }
    for (let k = 0; k <= left; k++) {
      counts[group] = k;
      walk(group + 1, left - k);
    }
  };
  if (weights.length > 0) walk(0, n);
  return out;
}
