// Issue 42 · memory given back after heavy work (electron/main/core/memory.ts): the collector is had without
// starting the process with --expose-gc, gives the heap's room back, and leaves no global gc behind.
import { describe, expect, it } from 'vitest';
import { giveBackMemoryNow } from '../../electron/main/core/memory';

describe('memory given back after an import (issue 42)', () => {
  it('one thorough collection gives back the room garbage took, and no global gc is left for other code', () => {
    const hadGlobalGc = typeof (globalThis as { gc?: unknown }).gc === 'function';
    // Garbage as an import leaves it: many small objects, dropped.
    let junk: { i: number; name: string }[] = [];
    for (let i = 0; i < 1_500_000; i++) {
      junk.push({ i, name: `card ${i}` });
      if (junk.length >= 200_000) junk = [];
    }
    junk = [];
    const before = process.memoryUsage().heapTotal;
    const pause = giveBackMemoryNow();
    const after = process.memoryUsage().heapTotal;
    expect(pause).toBeTypeOf('number');
    expect(after).toBeLessThan(before);
    expect(typeof (globalThis as { gc?: unknown }).gc === 'function').toBe(hadGlobalGc);
  });
});
