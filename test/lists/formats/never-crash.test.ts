import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArmadaPool, type ArmadaCardPool } from '../../../shared/lists/formats/armada-pool';
import { importArmadaText } from '../../../shared/lists/formats/armada-text-import';
import type { ImportResult } from '../../../shared/lists/formats/import-result';
import { importXws } from '../../../shared/lists/formats/xws-import';
import { fleetListSchema } from '../../../shared/ipc/lists';
import { createXwingPool, type XwingCardPool } from '../../../shared/lists/formats/xwing-pool';
import { loadCards } from './helpers/card-pools';
import { sampleList } from './helpers/list-views';

// Whatever is pasted, an import answers with a list and its messages or with one refusal in words:
// it never throws, never hands back a list with a card the data does not have, and every list it
// returns passes the list contract's schema.

let xwing: XwingCardPool;
let armada: ArmadaCardPool;
let known: Set<string>;
beforeAll(async () => {
  const cards = [...(await loadCards('xwing-2.5')), ...(await loadCards('armada-ffg'))];
  xwing = createXwingPool(cards);
  armada = createArmadaPool(cards);
  known = new Set(cards.map((c) => `${c.edition}/${c.kind}/${c.key}`));
});

function wellFormed(result: ImportResult) {
  if (!result.ok) {
    expect(result.message.length).toBeGreaterThan(20);
    return;
  }
  for (const unit of result.list.units) {
    expect(known.has(`${unit.card.edition}/${unit.card.kind}/${unit.card.key}`)).toBe(true);
    for (const upgrade of unit.upgrades) expect(known.has(`${upgrade.card.edition}/${upgrade.card.kind}/${upgrade.card.key}`)).toBe(true);
  }
  expect(result.list.name.length).toBeGreaterThan(0);
  // What an import returns is what the host's list methods accept: the lead can save it as it is.
  expect(fleetListSchema.safeParse(result.list).error?.issues ?? []).toEqual([]);
  expect(result.printed.units).toHaveLength(result.list.units.length);
}

/** A real list with lines dropped, swapped or cut short: what a hurried paste looks like. */
const mangledLines = (text: string) =>
  fc
    .array(fc.oneof(fc.constant('drop'), fc.constant('cut'), fc.constant('swap'), fc.constant('keep')), { minLength: 1, maxLength: 60 })
    .map((ops) => {
      const lines = text.split('\n');
      ops.forEach((op, i) => {
        const at = i % lines.length;
        if (op === 'drop') lines.splice(at, 1);
        else if (op === 'cut') lines[at] = (lines[at] ?? '').slice(0, Math.floor((lines[at] ?? '').length / 2));
        else if (op === 'swap' && at + 1 < lines.length) [lines[at], lines[at + 1]] = [lines[at + 1]!, lines[at]!];
      });
      return lines.join('\n');
    });

describe('imports never crash and never invent cards', () => {
  it('XWS: arbitrary text, arbitrary JSON, and squads with arbitrary pilots and upgrades', () => {
    const pilot = fc.record(
      { id: fc.oneof(fc.string(), fc.constantFrom('lukeskywalker', 'darthvader-battleofyavin', '4lom')), upgrades: fc.oneof(fc.constant([]), fc.dictionary(fc.string(), fc.array(fc.oneof(fc.string(), fc.integer())))), points: fc.anything() },
      { requiredKeys: [] },
    );
    const squad = fc.record({ faction: fc.oneof(fc.string(), fc.constant('rebelalliance')), pilots: fc.array(pilot, { maxLength: 10 }), points: fc.anything(), vendor: fc.anything(), version: fc.anything() }, { requiredKeys: [] });
    fc.assert(fc.property(fc.oneof(fc.string(), fc.json(), squad.map((s) => JSON.stringify(s))), (text) => wellFormed(importXws(text, xwing))), { numRuns: 300 });
  });

  it('Armada: arbitrary text and real fleets with lines dropped, swapped or cut', () => {
    const fleets = ['01-afb-app-dumpster-fire-mk-18.txt', '05-kingston-dumpster-fire-mk-18.txt', '08-warlords-dumpster-fire-mk-18.txt'].map((f) => sampleList('armada', f));
    fc.assert(fc.property(fc.oneof(fc.string(), ...fleets.map(mangledLines)), (text) => wellFormed(importArmadaText(text, armada))), { numRuns: 300 });
  });
});

describe('every list the importers read from the real exports passes the list contract', () => {
  it('all samples and fixtures', () => {
    for (const file of ['02-yasb2-idname.json', '11-lbn-forcepower.json', '15-ffg-sb2xws-rebel.json', '22-xwsd.json', '28-yasb25-boy-standard-loadout.json']) {
      wellFormed(importXws(sampleList('xws', file), xwing));
    }
    for (const file of ['01-afb-app-dumpster-fire-mk-18.txt', '05-kingston-dumpster-fire-mk-18.txt', '08-warlords-dumpster-fire-mk-18.txt']) {
      const result = importArmadaText(sampleList('armada', file), armada);
      expect(result.ok).toBe(true);
      wellFormed(result);
    }
  });
});
