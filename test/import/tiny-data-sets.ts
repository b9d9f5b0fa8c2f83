import fs from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';

// Small data sets in each layout, invented for the tests (no real card data is copied): each test
// writes one to a temp dir and then breaks exactly one thing in it.

export interface TinyXwingOptions {
  /** Leave out the generic pilot (to test what a re-import does with a card that disappeared). */
  withoutGeneric?: boolean;
}

export function writeTinyXwingData2(root: string, options: TinyXwingOptions = {}): void {
  const write = (file: string, value: unknown) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), JSON.stringify(value, null, 2));
  };
  write('data/manifest.json', {
    version: '0.0.1-test',
    damagedecks: ['data/damage-decks/core.json'],
    pilots: [{ faction: 'rebelalliance', ships: ['data/pilots/rebel-alliance/test-wing.json'] }],
    upgrades: ['data/upgrades/talent.json'],
    conditions: 'data/conditions/conditions.json',
  });
  const pilots = [
    { name: 'Ace Tester', caption: 'Test Leader', xws: 'acetester', initiative: 5, limited: 1, cost: 5, loadout: 10, slots: ['Talent'], standard: true, extended: true, epic: false, ability: 'Our own test ability.' },
    { name: 'Test Squadron Pilot', xws: 'testsquadronpilot', initiative: 2, limited: 0, cost: 3, loadout: 0, slots: [], standard: true, extended: true, epic: true, text: 'Flavour.' },
  ];
  write('data/pilots/rebel-alliance/test-wing.json', {
    name: 'Test-wing',
    xws: 'testwing',
    size: 'Small',
    faction: 'Rebel Alliance',
    stats: [{ type: 'attack', arc: 'Front Arc', value: 3 }, { type: 'agility', value: 2 }, { type: 'hull', value: 4 }, { type: 'shields', value: 1 }],
    actions: [{ type: 'Focus', difficulty: 'White' }],
    pilots: options.withoutGeneric ? pilots.slice(0, 1) : pilots,
  });
  write('data/upgrades/talent.json', [
    { name: 'Test Talent', xws: 'testtalent', limited: 0, cost: { value: 2 }, sides: [{ title: 'Test Talent', type: 'Talent', slots: ['Talent'], ability: 'A test talent.' }], standard: true },
  ]);
  write('data/conditions/conditions.json', [{ name: 'Test Condition', xws: 'testcondition', ability: 'A test condition.' }]);
  write('data/damage-decks/core.json', { cards: [{ title: 'Test Hit', amount: 3, type: 'Ship', text: 'A test damage card.' }] });
}

/** Every file under `root`, zipped under one top folder as GitHub's "Download ZIP" does. */
export function zipFolder(root: string, zipFile: string, topFolder = 'tiny-data-main'): void {
  const entries: Record<string, Uint8Array> = {};
  const walk = (dir: string, rel: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const entryRel = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), entryRel);
      else entries[`${topFolder}${entryRel}`] = fs.readFileSync(path.join(dir, entry.name));
    }
  };
  walk(root, '');
  fs.writeFileSync(zipFile, zipSync(entries));
}
