import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateList } from '../../shared/lists/evaluate';
import { createXwingPool, importXws, type XwingCardPool } from '../../shared/lists/formats';
import type { ImportedList } from '../../shared/lists/formats/import-result';
import { refKey, type CardLookup, type ListCard } from '../../shared/lists/list';
import { checkPrintedPoints } from '../../shared/lists/printed-points';
import { loadCards } from '../lists/formats/helpers/card-pools';

// Issue 25, "lists a player can trust", on squads written here from the full card data (not on the
// sample files alone): the edition a squad is read with and why, builders' own ids, and points
// that differ from the builder's.

let cards20: ListCard[];
let cards25: ListCard[];
let pool: XwingCardPool;
let lookup: CardLookup;

beforeAll(async () => {
  cards20 = await loadCards('xwing-2.0');
  cards25 = await loadCards('xwing-2.5');
  pool = createXwingPool([...cards20, ...cards25]);
  const byRef = new Map([...cards20, ...cards25].map((card) => [refKey(card), card]));
  lookup = { card: (ref) => byRef.get(refKey(ref)) };
}, 240_000);

const read = (squad: unknown, options = {}): ImportedList => {
  const result = importXws(JSON.stringify(squad), pool, options);
  if (!result.ok) expect.fail(result.message);
  return result;
};

/** Squads of three pilots of one faction, written from the data with each pilot's printed cost. */
function squadsOf(cards: readonly ListCard[], count: number) {
  const byFaction = new Map<string, ListCard[]>();
  for (const card of cards) {
    if (card.kind !== 'pilot' || !card.factions[0] || (card.cost?.min ?? 0) <= 0 || card.details.standardLoadout) continue;
    byFaction.set(card.factions[0], [...(byFaction.get(card.factions[0]) ?? []), card]);
  }
  const squads: { faction: string; pilots: { id: string; ship: string; points: number }[] }[] = [];
  for (const [faction, pilots] of byFaction) {
    for (let i = 0; i + 3 <= pilots.length && squads.length < count; i += 7) {
      squads.push({ faction, pilots: pilots.slice(i, i + 3).map((p) => ({ id: p.key, ship: p.shipKey?.split('.').at(-1) ?? '', points: p.cost?.min ?? 0 })) });
    }
  }
  return squads;
}

const builders20 = {
  yasb: { yasb: { builder: 'Yet Another Squad Builder 2.0', builder_url: 'https://raithos.github.io/', link: 'https://raithos.github.io/?f=Galactic%20Empire&d=v5!s!1:-1:&sn=x' } },
  lbn: { lbn: { builder: 'Launch Bay Next', builder_url: 'https://launch-bay-next.herokuapp.com', link: 'https://launch-bay-next.herokuapp.com/print?lbx=x' } },
  sb2xws: { sb2xws: { builder: 'SB2XWS', url: 'http://sb2xws.herokuapp.com/translate/x' } },
  xwsd: { xwsd: { builder: 'X-Wing 2nd Ed. Squads Designer', 'builder-link': 'https://www.dmborque.eu/swz' } },
};

describe('Editions from every signal an XWS carries (both editions imported)', () => {
  it('a 2.0-era squad that prints no total is read as 2.0, from each 2.0 builder, and says why', () => {
    const squads = squadsOf(cards20, 40);
    expect(squads.length).toBeGreaterThan(20);
    for (const squad of squads) {
      for (const [name, vendor] of Object.entries(builders20)) {
        const imported = read({ ...squad, vendor });
        expect(imported.edition, `${name}: ${squad.pilots.map((p) => p.id).join(', ')}`).toBe('xwing-2.0');
        expect(imported.list.format).toBe('xwing-2.0-standard');
        expect(imported.editionReasons?.reasons.join(' ')).toMatch(/came from/);
        expect(imported.editionReasons?.others).toEqual(['xwing-2.5']);
      }
    }
  });

  it('with no vendor and no total, the pilots\' printed points on the 200 scale read it as 2.0', () => {
    for (const squad of squadsOf(cards20, 40)) {
      if (squad.pilots.reduce((n, p) => n + p.points, 0) < 80) continue;
      const imported = read(squad);
      expect(imported.edition, squad.pilots.map((p) => p.id).join(', ')).toBe('xwing-2.0');
      expect(imported.editionReasons?.reasons.join(' ')).toMatch(/pilots' \d+ points are on the 2\.0 scale/);
    }
  });

  it('with nothing but ids, ids only one edition knows decide (2.0-only ids read as 2.0; 2.5 standard-loadout ids as 2.5)', () => {
    const only20 = cards20.filter((c) => c.kind === 'pilot' && !cards25.some((d) => d.kind === 'pilot' && d.key === c.key));
    expect(only20.length).toBeGreaterThan(0);
    for (const pilot of only20.slice(0, 30)) {
      const imported = read({ faction: pilot.factions[0], pilots: [{ id: pilot.key }] });
      expect(imported.edition, pilot.key).toBe('xwing-2.0');
      expect(imported.editionReasons?.reasons.join(' ')).toMatch(/exists only in the 2\.0 cards/);
    }
    const only25 = cards25.filter((c) => c.kind === 'pilot' && !cards20.some((d) => d.kind === 'pilot' && d.key === c.key));
    for (const pilot of only25.slice(0, 30)) {
      expect(read({ faction: pilot.factions[0], pilots: [{ id: pilot.key }] }).edition, pilot.key).toBe('xwing-2.5');
    }
  });

  it('YASB 2.0\'s link names Hyperspace (`!h!`): read as 2.0 in the Hyperspace format; YASB 2.5 reads as 2.5', () => {
    const [squad] = squadsOf(cards20, 1);
    const hyper = read({ ...squad, vendor: { yasb: { ...builders20.yasb.yasb, link: 'https://raithos.github.io/?f=Scum&d=v5!h!1:-1:&sn=x' } } });
    expect(hyper.edition).toBe('xwing-2.0');
    expect(hyper.list.format).toBe('xwing-2.0-hyperspace');
    expect(hyper.editionReasons?.reasons).toContain('it names the Hyperspace format (2.0 only)');
    const [squad25] = squadsOf(cards25, 1);
    const y25 = read({ ...squad25, vendor: { yasb: { builder: 'YASB - X-Wing 2.5', builder_url: 'https://yasb.app/', link: 'https://yasb.app/?f=x&d=v9ZhZ20Z1' } } });
    expect(y25.edition).toBe('xwing-2.5');
  });

  it('the player\'s choice wins, and the preview says so', () => {
    const [squad] = squadsOf(cards20, 1);
    const forced = read({ ...squad, vendor: builders20.yasb }, { edition: 'xwing-2.5' });
    expect(forced.edition).toBe('xwing-2.5');
    expect(forced.editionReasons?.reasons).toEqual(['you chose it']);
    expect(forced.editionReasons?.others).toEqual(['xwing-2.0']);
    expect(forced.editionReasons?.against.join(' ')).toMatch(/came from YASB 2\.0/);
  });
});

describe('Builder ids: every id a builder writes is understood or reported with the closest card', () => {
  it('an id written without the data\'s suffix resolves to the one card it can be, for every suffixed id in both editions', () => {
    for (const cards of [cards20, cards25]) {
      const upgrades = cards.filter((c) => c.kind === 'upgrade');
      const keys = new Set(upgrades.map((c) => c.key));
      let tried = 0;
      for (const card of upgrades) {
        const base = card.key.split('-')[0]!;
        if (base === card.key || keys.has(base) || upgrades.filter((c) => c.key.startsWith(`${base}-`) && c.upgradeTypes[0] === card.upgradeTypes[0]).length !== 1) continue;
        const pilot = cards.find((c) => c.kind === 'pilot' && !c.details.standardLoadout)!;
        const imported = read({ faction: pilot.factions[0], pilots: [{ id: pilot.key, upgrades: { [card.upgradeTypes[0]!.toLowerCase()]: [base] } }] });
        expect(imported.list.units[0]!.upgrades.map((u) => u.card.key), `${base} → ${card.key}`).toEqual([card.key]);
        expect(imported.messages.some((m) => m.text.includes(`was read as \`${card.key}\``))).toBe(true);
        tried++;
      }
      expect(tried).toBeGreaterThan(0);
    }
  });

  it('YASB\'s `hardpointcannon` for an M3-A\'s Weapon Hardpoint is understood, not dropped; the cannon it holds fits', () => {
    for (const cards of [cards20, cards25]) {
      const m3a = cards.find((c) => c.kind === 'pilot' && (c.details.shipAbility as { name?: string } | undefined)?.name === 'Weapon Hardpoint' && !c.details.standardLoadout)!;
      expect(m3a, 'an M3-A pilot').toBeDefined();
      const imported = read({ faction: 'scumandvillainy', pilots: [{ id: m3a.key, upgrades: { hardpoint: ['hardpointcannon'], cannon: ['heavylasercannon'] } }] });
      expect(imported.messages.filter((m) => m.severity === 'error')).toEqual([]);
      expect(imported.messages.some((m) => m.text.includes('`hardpointcannon` is the builder\'s note'))).toBe(true);
      const evaluation = evaluateList(imported.list, lookup);
      expect(evaluation.problems.filter((p) => p.rule === 'slot-missing')).toEqual([]);
      // The builder sees the hardpoint filled: no room left for a Torpedo or Missile.
      const open = (slots: { slot: string; count: number; used: number }[]) => slots.filter((s) => s.used < s.count).map((s) => s.slot);
      expect(open(evaluation.units[0]!.slots)).not.toContain('Torpedo');
      const empty = evaluateList({ ...imported.list, units: [{ ...imported.list.units[0]!, upgrades: [] }] }, lookup);
      expect(open(empty.units[0]!.slots)).toEqual(expect.arrayContaining(['Cannon', 'Torpedo', 'Missile']));
      // One hardpoint: a second weapon there is refused.
      const two = { ...imported.list, units: [{ ...imported.list.units[0]!, upgrades: [...imported.list.units[0]!.upgrades, { slot: 'Missile', card: { edition: imported.edition, kind: 'upgrade' as const, key: 'concussionmissiles' } }] }] };
      expect(evaluateList(two, lookup).problems.filter((p) => p.rule === 'slot-missing')).toHaveLength(1);
    }
  });

  it('an unknown id is reported where it is with the closest cards, never dropped silently', () => {
    const pilot = cards25.find((c) => c.kind === 'pilot' && c.key === 'lukeskywalker')!;
    const imported = read({ faction: 'rebelalliance', pilots: [{ id: pilot.key, upgrades: { talent: ['marksmenship'] } }, { id: 'lukeskywalkr' }] });
    const errors = imported.messages.filter((m) => m.severity === 'error').map((m) => `${m.where}: ${m.text}`);
    expect(errors).toEqual([
      expect.stringMatching(/^pilot 1, upgrade talent: Unknown upgrade `marksmenship`: did you mean marksmanship \(Talent\)/),
      expect.stringMatching(/^pilot 2: Unknown pilot `lukeskywalkr`: did you mean lukeskywalker \(/),
    ]);
  });
});

describe('Points as printed', () => {
  it('a printed total that differs from ours is said with both numbers, where ours come from, and the entries that differ', () => {
    for (const squad of squadsOf(cards20, 10)) {
      const printed = { ...squad, pilots: squad.pilots.map((p, i) => (i === 0 ? { ...p, points: p.points + 2 } : p)) };
      const imported = read({ ...printed, vendor: builders20.yasb });
      const evaluation = evaluateList(imported.list, lookup);
      const check = checkPrintedPoints(imported, evaluation, 'the xwing-data2 2.0 cards', null);
      expect(check?.printed).toBe(evaluation.total + 2);
      expect(check?.message).toMatch(new RegExp(`^The builder printed ${evaluation.total + 2}; with the prices in the xwing-data2 2\\.0 cards it is ${evaluation.total} \\(.+: printed \\d+, here \\d+\\)\\.`));
      expect(checkPrintedPoints(read({ ...squad, vendor: builders20.yasb }), evaluation, 'x', [])).toBeNull();
    }
  });
});
