import { describe, expect, it } from 'vitest';
import { contract, WIRE_MAX_CALL_BYTES, type WireCall } from '../../shared/ipc';
import { LIST_TEXT_MAX_CHARS } from '../../shared/ipc/list-exchange';

// Issue 19 · frame caps and the contract's limits must agree: the renderer sent frames over the
// 4 MB cap for inputs the contract accepts. Whatever the contract accepts whole must fit in one
// call frame; what can be larger goes in parts (each part below the cap).

const frameBytes = (method: string, payload: unknown) => Buffer.byteLength(JSON.stringify({ kind: 'call', id: Number.MAX_SAFE_INTEGER, method, payload } satisfies WireCall));

describe('the wire cap and the contract agree (issue 19)', () => {
  it('the longest list text the contract accepts, in three-byte characters, fits in one frame', () => {
    const text = '€'.repeat(LIST_TEXT_MAX_CHARS);
    const payload = { text, fileName: 'x'.repeat(260), system: 'armada' };
    expect(contract['lists.import'].request.safeParse(payload).success).toBe(true);
    expect(frameBytes('lists.import', payload)).toBeLessThanOrEqual(WIRE_MAX_CALL_BYTES);
  });

  it('one character past the longest accepted list text is refused by the contract', () => {
    expect(contract['lists.import'].request.safeParse({ text: 'x'.repeat(LIST_TEXT_MAX_CHARS + 1) }).success).toBe(false);
  });
});
