import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArmadaPool, type ArmadaCardPool } from '../../../shared/lists/formats/armada-pool';
import { exportArmadaText } from '../../../shared/lists/formats/armada-text-export';
import { importArmadaText } from '../../../shared/lists/formats/armada-text-import';
import { exportXws } from '../../../shared/lists/formats/xws-export';
import { importXws } from '../../../shared/lists/formats/xws-import';
import { createXwingPool, type XwingCardPool } from '../../../shared/lists/formats/xwing-pool';
import { sharedData } from '../../cards/card-host';
import { loadCards } from './helpers/card-pools';
import { validate, type SchemaNode } from './helpers/json-schema-subset';
import { fixture, imported, messageLines, sampleList } from './helpers/list-views';

const xwsSchema = JSON.parse(fs.readFileSync(sharedData('xws-spec', 'schema.json'), 'utf8')) as SchemaNode;

let xwing: XwingCardPool;
let armada: ArmadaCardPool;
beforeAll(async () => {
  xwing = createXwingPool([...(await loadCards('xwing-2.0')), ...(await loadCards('xwing-2.5'))]);
  armada = createArmadaPool([...(await loadCards('armada-isb')), ...(await loadCards('armada-ffg'))]);
});

const xwsLists: [string, () => string][] = [
  ['02-yasb2-idname.json', () => sampleList('xws', '02-yasb2-idname.json')],
  ['11-lbn-forcepower.json', () => sampleList('xws', '11-lbn-forcepower.json')],
  ['15-ffg-sb2xws-rebel.json', () => sampleList('xws', '15-ffg-sb2xws-rebel.json')],
  ['22-xwsd.json', () => sampleList('xws', '22-xwsd.json')],
  ['28-yasb25-boy-standard-loadout.json', () => sampleList('xws', '28-yasb25-boy-standard-loadout.json')],
  ['xws-rebel-slot-variants.json', () => fixture('xws-rebel-slot-variants.json')],
  ['xws-legacy-scum-quirks.json', () => fixture('xws-legacy-scum-quirks.json')],
];

describe('XWS export · XWS 2.0.0 that the spec schema accepts, and that reads back as the same list', () => {
  it('the validator catches what the schema forbids (so a pass means something)', () => {
    expect(validate(xwsSchema, { faction: 'rebels', pilots: [{ id: 'x-', ship: 't65xwing' }], extra: 1 })).toEqual([
      '$: lacks required version',
      '$.faction: "rebels" is not one of rebelalliance, galacticempire, scumandvillainy, resistance, firstorder, galacticrepublic, separatistalliance',
      '$.pilots[0].id: "x-" does not match ^[0-9a-z-]+[^-]$',
      '$.pilots[0]: ship is not allowed',
      '$: extra is not allowed',
    ]);
  });

  for (const [name, text] of xwsLists) {
    it(`${name}: export validates against schema.json and re-imports identically`, () => {
      const first = imported(importXws(text(), xwing));
      const squad = exportXws(first.list, xwing);
      expect(squad).toMatchObject({ version: '2.0.0', vendor: { sidetable: { builder: 'Sidetable', format: first.list.format, edition: first.edition } } });
      const violations = validate(xwsSchema, JSON.parse(JSON.stringify(squad)));
      // The one known departure: upgrade ids with a hyphen (the spec's README makes them; its schema forbids them).
      const hyphenated = first.list.units.flatMap((u, i) => u.upgrades.filter((x) => x.card.key.includes('-')).map((x) => `${i}:${x.card.key}`));
      expect(violations).toHaveLength(hyphenated.length);
      for (const violation of violations) expect(violation).toMatch(/^\$\.pilots\[\d+\]\.upgrades\.[a-z]+\[\d+\]: "[0-9a-z]+(-[0-9a-z]+)+" does not match \^\[0-9a-z\]\+\$$/);
      const again = imported(importXws(JSON.stringify(squad), xwing));
      expect(again.list).toEqual(first.list);
      expect(again.edition).toBe(first.edition);
    });
  }

  it('the hyphenated upgrade id is kept as the card data writes it (hansolo-gunner), the only schema departure', () => {
    const first = imported(importXws(fixture('xws-legacy-scum-quirks.json'), xwing));
    const squad = exportXws(first.list, xwing, { points: 150 });
    expect(squad.pilots).toEqual([
      { id: '4lom', upgrades: { talent: ['fearless'], modification: ['hullupgrade'], gunner: ['hansolo-gunner'] } },
      { id: 'l337' },
      { id: 'hansolo', upgrades: { gunner: ['hansolo-gunner'] } },
    ]);
    expect(squad.points).toBe(150);
    expect(validate(xwsSchema, squad)).toEqual([
      '$.pilots[0].upgrades.gunner[0]: "hansolo-gunner" does not match ^[0-9a-z]+$',
      '$.pilots[2].upgrades.gunner[0]: "hansolo-gunner" does not match ^[0-9a-z]+$',
    ]);
  });

  it('standard-loadout pilots are written without upgrades, slot names as schema keys (Force Power -> forcepower), copies repeated', () => {
    const boy = imported(importXws(sampleList('xws', '28-yasb25-boy-standard-loadout.json'), xwing));
    expect(exportXws(boy.list, xwing).pilots[0]).toEqual({ id: 'darthvader-battleofyavin' });
    const lbn = imported(importXws(sampleList('xws', '11-lbn-forcepower.json'), xwing));
    expect(exportXws(lbn.list, xwing).pilots[3]).toEqual({ id: 'darthvader', upgrades: { forcepower: ['hate'], modification: ['afterburners'], sensor: ['firecontrolsystem'] } });
    const twice = exportXws({ ...lbn.list, units: [{ ...lbn.list.units[1]!, count: 2 }] }, xwing);
    expect(twice.pilots).toEqual([
      { id: 'scimitarsquadronpilot', upgrades: { missile: ['barragerockets'] } },
      { id: 'scimitarsquadronpilot', upgrades: { missile: ['barragerockets'] } },
    ]);
  });

  it('a 2.5 Extended list keeps its format through Sidetable\'s own vendor block', () => {
    const boy = imported(importXws(sampleList('xws', '28-yasb25-boy-standard-loadout.json'), xwing));
    const extended = { ...boy.list, format: 'xwing-2.5-extended' as const, notes: 'For the club night' };
    const again = imported(importXws(JSON.stringify(exportXws(extended, xwing)), xwing));
    expect(again.list).toEqual(extended);
  });
});

const armadaLists: [string, () => string][] = [
  ['01-afb-app-dumpster-fire-mk-18.txt', () => sampleList('armada', '01-afb-app-dumpster-fire-mk-18.txt')],
  ['05-kingston-dumpster-fire-mk-18.txt', () => sampleList('armada', '05-kingston-dumpster-fire-mk-18.txt')],
  ['08-warlords-dumpster-fire-mk-18.txt', () => sampleList('armada', '08-warlords-dumpster-fire-mk-18.txt')],
  ['13-starforge-converted-empire-sloane.txt', () => sampleList('armada', '13-starforge-converted-empire-sloane.txt')],
  ['armada-flagship-empire.txt', () => fixture('armada-flagship-empire.txt')],
  ['armada-afd-rebel.txt', () => fixture('armada-afd-rebel.txt')],
  ['armada-starforge-separatist.txt', () => fixture('armada-starforge-separatist.txt')],
];

describe('Armada text export · the Kingston / Star Forge layout, read back as the same fleet', () => {
  it('writes the layout Star Forge imports: header lines, bullets, = N Points, Squadrons:, Total Points:', () => {
    const first = imported(importArmadaText(sampleList('armada', '05-kingston-dumpster-fire-mk-18.txt'), armada));
    expect(exportArmadaText(first.list, armada)).toBe(
      [
        'Name: Dumpster Fire Mk 18',
        'Faction: Rebel',
        'Commander: Garm Bel Iblis',
        '',
        'Assault: Ion Storm',
        'Defense: Contested Outpost',
        'Navigation: Hyperspace Migration',
        '',
        'CR90 Corvette A (44)',
        "\u2022 Jaina's Light (2)",
        '= 46 Points',
        '',
        'MC80 Star Cruiser (96)',
        '\u2022 Garm Bel Iblis (25)',
        '\u2022 Strategic Adviser (4)',
        '\u2022 Engine Techs (8)',
        '= 133 Points',
        '',
        'Modified Pelta-class Command Ship (60)',
        '\u2022 Toryn Farr (7)',
        '\u2022 Intensify Firepower! (6)',
        '= 73 Points',
        '',
        'Nebulon-B Escort Frigate (57)',
        '\u2022 Ahsoka Tano (2)',
        '\u2022 Yavaris (5)',
        '= 64 Points',
        '',
        'Squadrons:',
        '\u2022 Jan Ors - Moldy Crow (19)',
        '\u2022 2 x Y-wing Squadron (20)',
        '\u2022 Biggs Darklighter - X-wing Squadron (19)',
        '\u2022 2 x X-wing Squadron (26)',
        '= 84 Points',
        '',
        'Total Points: 400',
      ].join('\n'),
    );
  });

  for (const [name, text] of armadaLists) {
    it(`${name}: export re-imports identically, with totals that add up`, () => {
      const first = imported(importArmadaText(text(), armada));
      const exported = exportArmadaText(first.list, armada);
      const again = imported(importArmadaText(exported, armada));
      expect(again.list).toEqual(first.list);
      expect(again.edition).toBe(first.edition);
      expect(again.incomplete).toBe(false);
      expect(messageLines(again).filter((m) => !m.includes('does not say its points limit'))).toEqual([]);
    });
  }

  it('the layout has no points-limit line: a 300-point fleet reads back as a 400-point one, and the import says so', () => {
    const first = imported(importArmadaText(fixture('armada-warlords-com-off.txt'), armada));
    expect(first.list.format).toBe('armada-300');
    const again = imported(importArmadaText(exportArmadaText(first.list, armada), armada));
    expect(again.list).toEqual({ ...first.list, format: 'armada-standard' });
    expect(messageLines(again)).toContain('warning | the fleet | The fleet does not say its points limit; it was read as a standard 400-point fleet.');
  });
});
