import { beforeAll, describe, expect, it } from 'vitest';
import { slotCounts, upgradeSlotsNeeded } from '../../shared/lists/card-facts';
import { evaluateList } from '../../shared/lists/evaluate';
import type { EditionKey } from '../../shared/ipc/card-vocabulary';
import { refKey, type CardLookup, type FleetList, type ListCard, type ListFormatKey, type ListUnit } from '../../shared/lists/list';
import { loadCards } from './formats/helpers/card-pools';

// Every card of every data set whose text gives or takes away a slot (X-Wing) or an upgrade icon
// (Armada), read from the text here (not from the field the rules read), and each one fitted to a
// unit that can carry it: the evaluation must count the changed slots, and the upgrades that fill
// them must fit. Issue 25: titles and configurations that add slots were ignored.

const editions = ['xwing-2.0', 'xwing-2.5', 'armada-ffg', 'armada-isb'] as const satisfies readonly EditionKey[];
const all = new Map<EditionKey, ListCard[]>();
let lookup: CardLookup;

beforeAll(async () => {
  const byRef = new Map<string, ListCard>();
  for (const edition of editions) {
    const cards = await loadCards(edition);
    all.set(edition, cards);
    for (const card of cards) byRef.set(refKey(card), card);
  }
  lookup = { card: (ref) => byRef.get(refKey(ref)) };
}, 240_000);

/** `Weapons Team`, `:weapons-team:`, `Turbolasers`, `turbolaser` → one key. */
const slotKey = (slot: string) => slot.toLowerCase().replace(/[^a-z]/g, '').replace(/(retro)(fit)?$/, 'retrofit').replace(/s$/, '');

interface TextChange {
  slot: string;
  amount: number | 'all';
}

/** What the card's text says it does to the slots, read from the words. */
function changesInText(card: ListCard): TextChange[] {
  const text = card.text ?? '';
  const changes: TextChange[] = [];
  for (const sentence of text.split(/[.\n]/)) {
    if (card.edition.startsWith('xwing')) {
      const verb = sentence.match(/\b(add|gain|remove|lose)\b/i)?.[1]?.toLowerCase();
      if (!verb || !/\bslots?\b/i.test(sentence)) continue;
      for (const m of sentence.matchAll(/(\d+\s+)?\[([^\]]+)\]/g)) {
        const n = Number(m[1] ?? 1);
        changes.push({ slot: m[2]!, amount: verb === 'add' || verb === 'gain' ? n : -n });
      }
    } else {
      const gain = sentence.match(/you gain (?:1|an)(?: additional)? [[:]([^\]:]+)[\]:] icon/i);
      if (gain) changes.push({ slot: gain[1]!, amount: 1 });
      const cannot = sentence.match(/you cannot equip ((?:[[:][^\]:]+[\]:](?: or )?)+) upgrades/i);
      if (cannot) for (const m of cannot[1]!.matchAll(/[[:]([^\]:]+)[\]:]/g)) changes.push({ slot: m[1]!, amount: 'all' });
    }
  }
  return changes;
}

const formatOf: Record<(typeof editions)[number], ListFormatKey> = {
  'xwing-2.0': 'xwing-2.0-standard',
  'xwing-2.5': 'xwing-2.5-epic',
  'armada-ffg': 'armada-standard',
  'armada-isb': 'armada-standard',
};

const ref = (card: ListCard) => ({ edition: card.edition, kind: card.kind, key: card.key });
const unitWith = (host: ListCard, upgrades: ListCard[]): ListUnit => ({ card: ref(host), count: 1, upgrades: upgrades.map((u) => ({ slot: u.upgradeTypes[0] ?? '', card: ref(u) })) });
const listOf = (edition: (typeof editions)[number], host: ListCard, upgrades: ListCard[]): FleetList => ({
  name: 'Slots',
  system: edition.startsWith('xwing') ? 'xwing' : 'armada',
  format: formatOf[edition],
  faction: host.factions[0] ?? '',
  units: [unitWith(host, upgrades)],
  objectives: [],
});
const slotCount = (list: FleetList, slot: string) => evaluateList(list, lookup).units[0]!.slots.filter((s) => slotKey(s.slot) === slotKey(slot)).reduce((n, s) => n + s.count, 0);
const slotProblems = (list: FleetList) => evaluateList(list, lookup).problems.filter((p) => p.rule === 'slot-missing' || p.rule === 'title-ship-class');

/**
 * A unit the card fits on: a pilot or ship that the card's own slots and ship restriction allow;
 * else (an Epic Command card needs a Command slot no printed pilot has) one its restrictions allow.
 */
function hostFor(edition: (typeof editions)[number], card: ListCard): { host: ListCard; fits: boolean } | undefined {
  const kinds = edition.startsWith('xwing') ? ['pilot'] : ['ship'];
  const candidates = all.get(edition)!.filter((host) => kinds.includes(host.kind) && (!host.factions.length || !card.factions.length || host.factions.some((f) => card.factions.includes(f))));
  const rulesOf = (host: ListCard) => evaluateList(listOf(edition, host, [card]), lookup).problems.map((p) => p.rule);
  const refused = (rules: string[]) => rules.some((r) => ['title-ship-class', 'standard-loadout'].includes(r) || (r === 'upgrade-restriction' && edition.startsWith('xwing')));
  const fits = candidates.find((host) => {
    const rules = rulesOf(host);
    return !refused(rules) && !rules.includes('slot-missing');
  });
  if (fits) return { host: fits, fits: true };
  const allowed = candidates.find((host) => !refused(rulesOf(host)));
  return allowed ? { host: allowed, fits: false } : undefined;
}

/** Distinct single-slot upgrades of one slot, to fill it. */
const fillers = (edition: EditionKey, slot: string, n: number, not: ListCard) =>
  all
    .get(edition)!
    .filter((c) => c.kind === 'upgrade' && c !== not && upgradeSlotsNeeded(c).length === 1 && slotKey(upgradeSlotsNeeded(c)[0]!) === slotKey(slot) && (c.text ?? '').length > 0)
    .filter((c) => !/modification/i.test(String(c.details.trait ?? '')) && c.details.modification !== true)
    .slice(0, n);

describe('Slots from cards: every card whose text gives or takes slots is honoured by evaluateList', () => {
  for (const edition of editions) {
    it(`${edition} · each card that adds or removes a slot or icon changes the unit's slots, and the added slots take upgrades`, () => {
      const granting = all.get(edition)!.filter((c) => c.kind === 'upgrade' && changesInText(c).length > 0);
      expect(granting.length, `${edition} has cards that change slots`).toBeGreaterThan(edition === 'armada-ffg' ? 5 : 3);
      const checked: string[] = [];
      const notFitted: string[] = [];
      for (const card of granting) {
        const found = hostFor(edition, card);
        expect(found, `${card.name} (${card.key}) has a unit to go on`).toBeDefined();
        const { host } = found!;
        const bare = listOf(edition, host, []);
        const fitted = listOf(edition, host, [card]);
        if (found!.fits) expect(slotProblems(fitted), `${card.name} fits ${host.name}`).toEqual([]);
        else notFitted.push(card.key);
        for (const change of changesInText(card)) {
          const before = slotCount(bare, change.slot);
          const after = slotCount(fitted, change.slot);
          const expected = change.amount === 'all' ? 0 : Math.max(0, before + change.amount);
          expect(after, `${card.name} on ${host.name}: ${change.slot} ${change.amount}`).toBe(expected);
          if (change.amount !== 'all' && change.amount > 0 && found!.fits) {
            // The added slots take real upgrades of that kind: no "no free slot".
            const fill = fillers(edition, change.slot, after, card);
            if (fill.length === after) {
              const full = listOf(edition, host, [card, ...fill]);
              expect(slotProblems(full), `${host.name} with ${card.name} and ${fill.map((f) => f.name).join(', ')}`).toEqual([]);
            }
          }
          if (change.amount !== 'all' && change.amount < 0 && before > 0) {
            const fill = fillers(edition, change.slot, before, card);
            const full = listOf(edition, host, [card, ...fill]);
            expect(slotProblems(full).length, `${card.name} takes away a ${change.slot} slot on ${host.name}`).toBeGreaterThan(0);
          }
        }
        checked.push(card.key);
      }
      expect(checked.length).toBe(granting.length);
      // Only Epic Command cards wait for a Command slot that no printed pilot has.
      expect(notFitted.filter((key) => !key.endsWith('-command'))).toEqual([]);
    });
  }

  it('armada-ffg · our written facts say what the ISB data says for the same card (icons gained, icons that refuse the card)', () => {
    const isbByName = new Map(all.get('armada-isb')!.filter((c) => c.kind === 'upgrade').map((c) => [c.name.toLowerCase(), c]));
    for (const card of all.get('armada-ffg')!.filter((c) => c.kind === 'upgrade' && changesInText(c).length > 0)) {
      const twin = isbByName.get(card.name.toLowerCase());
      if (!twin) continue;
      const enables = (twin.details.restrictions as { enable_upgrades?: string[] }).enable_upgrades?.filter(Boolean) ?? [];
      expect(changesInText(card).map((c) => slotKey(c.slot)).sort(), card.name).toEqual(enables.map(slotKey).sort());
    }
  });

  it('armada-ffg · a card that refuses a ship whose bar prints its icon (Minister Tua, Chimaera, Liberator) is refused there, as the ISB data says', () => {
    const isbByName = new Map(all.get('armada-isb')!.filter((c) => c.kind === 'upgrade').map((c) => [c.name.toLowerCase(), c]));
    const ships = all.get('armada-ffg')!.filter((c) => c.kind === 'ship');
    let refused = 0;
    for (const card of all.get('armada-ffg')!.filter((c) => c.kind === 'upgrade' && /cannot equip this card (if you have|to a)/i.test(c.text ?? ''))) {
      const icon = (card.text ?? '').match(/cannot equip this card[^.]*?\[([^\]]+)\] icon/i)![1]!;
      const twin = isbByName.get(card.name.toLowerCase())!.details.restrictions as { disqual_upgrades?: string[]; disqualify_if?: { has_upgrade_type?: string[] } };
      expect([...(twin.disqual_upgrades ?? []), ...(twin.disqualify_if?.has_upgrade_type ?? [])].filter(Boolean).map(slotKey), card.name).toContain(slotKey(icon));
      const sizes = (card.text ?? '').match(/to a ([a-z ]+?) ship with/i)?.[1]?.split(/ or /) ?? null;
      for (const ship of ships) {
        const fitted = listOf('armada-ffg', ship, [card]);
        if (slotProblems(fitted).length) continue;
        const hasIcon = ship.slots.some((s) => slotKey(s) === slotKey(icon));
        const barred = hasIcon && (!sizes || sizes.includes(ship.size ?? ''));
        const refusals = evaluateList(fitted, lookup).problems.filter((p) => p.rule === 'upgrade-restriction' && /upgrade bar has|icon in its upgrade bar/.test(p.message));
        expect(refusals.length > 0, `${card.name} on ${ship.name}`).toBe(barred);
        if (barred) refused++;
      }
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('X-Wing · an upgrade that takes two slots of one kind needs both: with one it is refused, with two it fits', () => {
    for (const edition of ['xwing-2.0', 'xwing-2.5'] as const) {
      const double = all.get(edition)!.filter((c) => c.kind === 'upgrade' && [...slotCounts(upgradeSlotsNeeded(c)).values()].some((n) => n > 1));
      expect(double.length, `${edition} has double-slot upgrades`).toBeGreaterThan(0);
      for (const card of double) {
        const [slot, n] = [...slotCounts(upgradeSlotsNeeded(card))].find(([, k]) => k > 1)!;
        const pilots = all.get(edition)!.filter((p) => p.kind === 'pilot' && !p.details.standardLoadout);
        const single = pilots.find((p) => p.slots.filter((s) => s === slot).length === 1);
        const enough = pilots.find((p) => p.slots.filter((s) => s === slot).length >= n && upgradeSlotsNeeded(card).every((s) => p.slots.includes(s)));
        if (single) {
          const problems = slotProblems(listOf(edition, single, [card]));
          expect(problems.map((p) => p.message).join(' '), `${card.name} on ${single.name}`).toMatch(new RegExp(`takes ${n} ${slot} slots`));
        }
        if (enough) expect(slotProblems(listOf(edition, enough, [card])), `${card.name} on ${enough.name}`).toEqual([]);
      }
    }
  });
});
