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
      'public/converted-json/aliases/: not in a card folder of this layout (ships, squadrons, upgrades, objectives or <prefix>-<category>, at any depth); left out',
      "public/converted-json/ships/sandbox/: the fleet builder's test ships, not cards; left out",
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
