import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CardImportSummary, CardSourceSummary } from '../../shared/ipc/cards';
import { useCardHosts } from '../cards/card-host';
import { useTempDirs } from '../helpers/temp-dir';

// Issue 16 · 3: every folder of cards an Armada layout has is read; content outside the four
// official factions, older printings and fan expansions become their own labelled sources, left
// out until the player includes them, and the report counts them. Cards here are invented.

const tempDir = useTempDirs();
const newHost = useCardHosts(tempDir);
const writeJson = (file: string, value: unknown) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value));
};

const isbShip = (key: string, name: string, faction: string) => ({
  ships: {
    [`${key}-chassis`]: {
      chassis_name: `${name} chassis`,
      size: 'small',
      hull: 3,
      speed: { '1': [2], '2': [1, 1] },
      shields: { front: 2, rear: 1, left: 1, right: 1 },
      models: {
        [key]: {
          name,
          faction,
          unique: false,
          traits: [],
          points: 30,
          tokens: { def_evade: 1 },
          values: { command: 1, squadron: 1, engineer: 2 },
          upgrades: ['officer'],
          armament: { front: [1, 1, 0], left: [0, 1, 0], right: [0, 1, 0], rear: [0, 1, 0], asa: [0, 1, 0] },
        },
      },
    },
  },
});
const isbSquadron = (key: string, name: string, faction: string) => ({
  squadrons: {
    [key]: {
      name,
      'ace-name': '',
      faction,
      squadron_type: name,
      unique: false,
      hull: 3,
      speed: 3,
      tokens: {},
      armament: { 'anti-squadron': [0, 2, 0], 'anti-ship': [0, 1, 0] },
      abilities: { swarm: true },
      ability: '',
      points: 10,
    },
  },
});
const isbUpgrade = (key: string, name: string, faction: string[]) => ({
  upgrades: { [key]: { name, type: 'commander', faction, unique: true, points: 20, ability: 'Invented.', bound_shiptype: '' } },
});

/** An ISB-layout folder with the current pool, a community faction, community and older folders, test ships and an unknown folder. */
function writeIsbWithCommunity(root: string): void {
  const cj = (file: string) => path.join(root, 'public/converted-json', file);
  writeJson(cj('ships/empire/test-frigate.json'), isbShip('test-frigate', 'Test Frigate', 'empire'));
  writeJson(cj('ships/ships.json'), isbShip('test-frigate', 'Test Frigate', 'empire'));
  writeJson(cj('ships/sandbox/sandbox.json'), isbShip('dummy-ship-officer', 'Dummy Ship', 'empire'));
  writeJson(cj('squadrons/rebel/test-fighter.json'), isbSquadron('test-fighter', 'Test Fighter Squadron', 'rebel'));
  writeJson(cj('squadrons/scum/test-pirate.json'), isbSquadron('test-pirate', 'Test Pirate Squadron', 'scum'));
  writeJson(cj('upgrades/commander/test-admiral.json'), isbUpgrade('test-admiral', 'Test Admiral', ['empire']));
  writeJson(cj('legacy-ships/legacy-ships.json'), isbShip('test-cruiser-legacy', 'Test Cruiser', 'rebel'));
  writeJson(cj('legacy-ships/rebel/test-cruiser.json'), isbShip('test-cruiser-legacy', 'Test Cruiser', 'rebel'));
  writeJson(cj('old-upgrades/commander/test-admiral-old.json'), isbUpgrade('test-admiral', 'Test Admiral', ['empire']));
  writeJson(cj('archive/squadrons/scum/test-vigo.json'), isbSquadron('test-vigo-legends', 'Test Vigo', 'scum'));
  writeJson(cj('aliases/aliases.json'), { aliases: {} });
}

describe('Armada community content (issue 16 · 3)', () => {
  it('ISB: every card folder is read; a community faction, a fan expansion, older printings and archived cards are each their own source, left out until included', async () => {
    const host = newHost();
    const root = tempDir();
    writeIsbWithCommunity(root);
    const summary = await host.call<CardImportSummary>('cards.import', { path: root });
    expect(summary).toMatchObject({ edition: 'armada-isb', sourceName: 'Armada (ISB data)', counts: { ship: 1, squadron: 1, upgrade: 1 } });
    expect(summary.report.parts).toEqual([
      { part: 'archive', name: 'Armada (ISB data) · Archived cards (community)', cards: 1, included: false },
      { part: 'legacy', name: 'Armada (ISB data) · Armada Legacy (fan expansion)', cards: 1, included: false },
      { part: 'old', name: 'Armada (ISB data) · Older printings (before errata)', cards: 1, included: false },
      { part: 'faction-scum', name: 'Armada (ISB data) · Scum and Villainy (community faction)', cards: 1, included: false },
    ]);
    expect(summary.report.leftOut).toEqual([
      'public/converted-json/aliases/: holds no cards of this layout (a file of cards says ships, squadrons, upgrades or objectives at its top); left out',
      "public/converted-json/ships/sandbox/: the fleet builder's test ship (Dummy Ship), not a card; left out",
    ]);
    expect(summary.report.skipped).toEqual([]);

    const sources = (await host.call<CardSourceSummary[]>('cards.sources', {})).filter((s) => s.edition === 'armada-isb');
    expect(sources.map((s) => [s.label, s.included, s.parentId === null ? 'main' : 'part', s.cardCounts])).toEqual([
      ['ISB', true, 'main', { ship: 1, squadron: 1, upgrade: 1 }],
      ['ISB archive', false, 'part', { squadron: 1 }],
      ['ISB Legacy', false, 'part', { ship: 1 }],
      ['ISB older printing', false, 'part', { upgrade: 1 }],
      ['ISB Scum and Villainy', false, 'part', { squadron: 1 }],
    ]);

    // Included by the player, a part stays included when the same data is imported again.
    const scum = sources.find((s) => s.part === 'faction-scum')!;
    await host.call('cards.setSourceIncluded', { id: scum.id, included: true });
    const again = await host.call<CardImportSummary>('cards.import', { path: root });
    expect(again.report.parts.find((p) => p.part === 'faction-scum')).toMatchObject({ included: true });
    expect(again).toMatchObject({ added: 0, updated: 7 });
  });

  it('issue 40 · 5: every part keeps its folder’s name; copies gathered in other files are read once and reported as nothing; every card left out is named in words', async () => {
    const host = newHost();
    const root = tempDir();
    const cj = (file: string) => path.join(root, 'public/converted-json', file);
    writeJson(cj('ships/empire/test-frigate.json'), isbShip('test-frigate', 'Test Frigate', 'empire'));
    writeJson(cj('ships/ships.json'), isbShip('test-frigate', 'Test Frigate', 'empire'));
    // ARC keeps its objectives in a release's file and a copy named as the folder; old ARC in a folder of its own,
    // whose one file is named as its folder: its cards are old ARC's, not ARC's, and not a copy of anything.
    const objective = (key: string, name: string, release: string) => ({
      objectives: { [key]: { name, type: 'assault', setup: `Invented (${release}).`, special_rule: '', end_of_round: '', end_of_game: '' } },
    });
    writeJson(cj('arc-objectives/arc-0-1-objectives.json'), objective('test-lanes-arc', 'Test Lanes', 'ARC 0.1'));
    writeJson(cj('arc-objectives/arc-objectives.json'), objective('test-lanes-arc', 'Test Lanes', 'ARC 0.1, copied'));
    writeJson(cj('old-arc/arc-objectives/arc-objectives.json'), objective('test-lanes-arc', 'Test Lanes', 'ARC before 0.1'));
    // Nexus once kept a copy of a Legends ship beside its own; Legends keeps it in its own file.
    writeJson(cj('legends-ships/rebel/test-light-legends.json'), isbShip('test-light-legends', 'Test Light Cruiser', 'rebel'));
    writeJson(cj('nexus-ships/legends-ships.json'), isbShip('test-light-legends', 'Test Light Cruiser', 'rebel'));
    // The same ship kept twice in its own part, file for file: one card, nothing to report.
    writeJson(cj('legends-ships/rebel/backup/test-light-legends.json'), isbShip('test-light-legends', 'Test Light Cruiser', 'rebel'));
    writeJson(cj('nexus-ships/rebel/test-corsair-nexus.json'), isbShip('test-corsair-nexus', 'Test Corsair', 'rebel'));
    // A Legacy combined file that holds one ship its folder has no file for: kept, never lost.
    writeJson(cj('legacy-ships/rebel/test-cruiser-legacy.json'), isbShip('test-cruiser-legacy', 'Test Cruiser', 'rebel'));
    writeJson(cj('legacy-ships/legacy-ships.json'), { ships: { ...isbShip('test-cruiser-legacy', 'Test Cruiser', 'rebel').ships, ...isbShip('test-gunship-legacy', 'Test Gunship', 'rebel').ships } });
    // A file of cards straight in the archive folder, known by what it holds.
    writeJson(cj('archive/test-titles-legacy-beta.json'), isbUpgrade('test-title-legacy-beta', 'Test Title', ['republic']));
    // A token kind this app does not know: listed at 0 it is none; a ship that has one is left out in words.
    const withTokens = (key: string, name: string, tokens: Record<string, number>) => {
      const file = isbShip(key, name, 'rebel');
      Object.values(file.ships)[0]!.models[key]!.tokens = tokens as { def_evade: number };
      return file;
    };
    writeJson(cj('legends-ships/rebel/test-zero-legends.json'), withTokens('test-zero-legends', 'Test Zero Frigate', { def_evade: 1, def_shroud: 0 }));
    writeJson(cj('legends-ships/rebel/test-shroud-legends.json'), withTokens('test-shroud-legends', 'Test Shroud Frigate', { def_evade: 1, def_shroud: 2 }));

    const summary = await host.call<CardImportSummary>('cards.import', { path: root });
    expect(summary.report.parts.map((p) => [p.part, p.name, p.cards]).sort((a, b) => String(a[0]).localeCompare(String(b[0])))).toEqual([
      ['arc', 'Armada (ISB data) · ARC (fan expansion)', 1],
      ['archive', 'Armada (ISB data) · Archived cards (community)', 1],
      ['legacy', 'Armada (ISB data) · Armada Legacy (fan expansion)', 2],
      ['legends', 'Armada (ISB data) · Armada Legends (fan expansion)', 2],
      ['nexus', 'Armada (ISB data) · Armada Nexus (fan expansion)', 1],
      ['old-arc', 'Armada (ISB data) · ARC, older printings (fan expansion)', 1],
    ]);
    // Nothing kept is reported; the one card left out is named with why, in words.
    expect(summary.report.skipped).toEqual([
      {
        file: 'public/converted-json/legends-ships/rebel/test-shroud-legends.json',
        card: 'Test Shroud Frigate',
        field: 'its defense tokens',
        value: '"shroud" (2)',
        expected: 'defense tokens Sidetable plays (redirect, evade, brace, scatter, contain, salvo)',
      },
    ]);
    expect(summary.report.leftOut).toEqual(['public/converted-json/nexus-ships/legends-ships.json: a copy of a card also in its own file; each was read once, from its own file']);

  });

  it('FFG: a ship folder of another faction is its own source; reference cards are counted as left out, not dropped in silence', async () => {
    const host = newHost();
    const root = tempDir();
    const ship = (name: string, faction: string) => [
      {
        name,
        size: 'small',
        faction,
        hull: '3',
        command: 1,
        squadron: 1,
        engineering: 2,
        'squadron-attack': [0, 1, 0],
        attack: { front: [1, 1, 0], left: [0, 1, 0], right: [0, 1, 0], rear: [0, 1, 0] },
        shield: { front: 2, left: 1, right: 1, rear: 1 },
        'defense-tokens': ['Evade'],
        'speed-chart': { '1': ['||'], '2': ['|', '|'] },
        slots: ['Officer'],
        points: 30,
      },
    ];
    writeJson(path.join(root, 'data/ship-card/galactic-empire/test-frigate.json'), ship('Test Frigate', 'Galactic Empire'));
    writeJson(path.join(root, 'data/ship-card/scum-and-villainy/test-hauler.json'), ship('Test Hauler', 'Scum and Villainy'));
    writeJson(path.join(root, 'data/reference-card.json'), [{ title: 'Invented reference' }]);
    const summary = await host.call<CardImportSummary>('cards.import', { path: root });
    expect(summary).toMatchObject({ edition: 'armada-ffg', counts: { ship: 1 } });
    expect(summary.report.parts).toEqual([
      { part: 'faction-scum-and-villainy', name: 'Armada (FFG data) · Scum And Villainy (community faction)', cards: 1, included: false },
    ]);
    expect(summary.report.leftOut).toEqual(['data/reference-card.json: reference cards, not a card kind Sidetable keeps; left out']);
  });
});
