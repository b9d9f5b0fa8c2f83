import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rollDie } from '../../shared/engine/core/dice';
import { seedRandom } from '../../shared/engine/core/random';
import { attackDieFaces, damageDeckList } from '../../shared/engine/games/armada';
import { armadaDataDir } from './helpers/armada-roster';

const tally = (faces: readonly string[]) => Object.fromEntries([...new Set(faces)].map((face) => [face, faces.filter((f) => f === face).length]));

describe('attack dice', () => {
  it('red: blank ×2, hit ×2, crit ×2, hit+hit, accuracy', () => {
    expect(tally(attackDieFaces.red)).toEqual({ blank: 2, hit: 2, crit: 2, 'hit-hit': 1, accuracy: 1 });
  });
  it('blue: hit ×4, crit ×2, accuracy ×2', () => {
    expect(tally(attackDieFaces.blue)).toEqual({ hit: 4, crit: 2, accuracy: 2 });
  });
  it('black: blank ×2, hit ×4, hit+crit ×2', () => {
    expect(tally(attackDieFaces.black)).toEqual({ blank: 2, hit: 4, 'hit-crit': 2 });
  });
  it('rolling with the seeded source follows the printed odds and repeats for the same seed', () => {
    let random = seedRandom('dice');
    const rolled: string[] = [];
    for (let i = 0; i < 8000; i++) {
      const [face, next] = rollDie(random, attackDieFaces.black);
      rolled.push(face);
      random = next;
    }
    const counts = tally(rolled);
    expect(counts.hit ?? 0).toBeGreaterThan(3700);
    expect(counts.hit ?? 0).toBeLessThan(4300);
    expect(rollDie(seedRandom('same'), attackDieFaces.red)).toEqual(rollDie(seedRandom('same'), attackDieFaces.red));
  });
});

describe('damage deck', () => {
  it('matches damage-card-core.json exactly: names, counts, traits, 52 cards', () => {
    const file = JSON.parse(fs.readFileSync(path.join(armadaDataDir, 'damage-card-core.json'), 'utf8')) as { title: string; amount: number; type: string }[];
    const fromData = file.map((card) => ({ name: card.title, count: card.amount, trait: card.type })).sort((a, b) => a.name.localeCompare(b.name));
    const ours = damageDeckList.map((kind) => ({ name: kind.name, count: kind.count, trait: kind.trait })).sort((a, b) => a.name.localeCompare(b.name));
    expect(ours).toEqual(fromData);
    expect(ours.reduce((sum, kind) => sum + kind.count, 0)).toBe(52);
  });
  it('keeps our own short summaries, never the printed card text', () => {
    const file = JSON.parse(fs.readFileSync(path.join(armadaDataDir, 'damage-card-core.json'), 'utf8')) as { title: string; text: string }[];
    for (const kind of damageDeckList) {
      expect(kind.summary.length).toBeLessThan(60);
      expect(file.find((card) => card.title === kind.name)?.text).not.toContain(kind.summary.replace(/\.$/, ''));
    }
  });
});
