/**
 * Deep copy of plain JSON data. Game states are plain data, so a rule can copy the state once
 * and change the copy freely; earlier states (undo checkpoints) are never touched.
 * structuredClone is not in the ES library shared/ compiles against, and this is faster for plain data.
 */
export function clonePlain<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => clonePlain(item)) as T;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = clonePlain((value as Record<string, unknown>)[key]);
  return copy as T;
}
