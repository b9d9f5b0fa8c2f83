import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySession } from '../../../../shared/engine';
import { rosterFacts } from '../../../../shared/engine/games/xwing/effects/card-facts';
import { withEffects } from '../helpers/card-effects';
import { attackFaces, defenseFaces, optionsOf, play, rosters, shipOf, toEngagement, TIE_FIGHTER, wedge } from '../helpers/xwing-game';
import { promptsOf } from '../helpers/test-facts';
import { xwingDataDir } from '../helpers/xwing-roster';

// Issue 34 · a condition card assigned during the game plays its own facts: the setup carries the facts
// of the conditions the game's cards may assign (the host reads them from the card data), and the ship
// assigned one takes them on, held while it has the card (engine: damage/conditions.ts). RRG · Conditions;
// cards from xwing-data2 2.5, read at run time.

const conditionText = (xws: string) => (JSON.parse(readFileSync(path.join(xwingDataDir, 'conditions', 'conditions.json'), 'utf8')) as { xws: string; name: string; ability: string }[]).find((card) => card.xws === xws);
const suppressive = () => {
  const card = conditionText('suppressivefire');
  return { name: card?.name ?? 'Suppressive Fire', effects: rosterFacts([{ key: 'suppressivefire', name: card?.name ?? '', text: card?.ability ?? null, edition: '2.5' }]).effects };
};

describe('RRG · Conditions: the card Captain Rex assigns (Suppressive Fire) plays its facts on the ship that has it', () => {
  const REX = 'rebel-alliance/tie-ln-fighter';
  const game = (conditions?: ReturnType<typeof suppressive>[]) =>
    play(emptySession('xwing'), { type: 'setup', seed: 'rex', rules: 3, edition: '2.5', players: rosters([withEffects(REX, 'Captain Rex', 'rex', '2.5'), wedge()], [withEffects(TIE_FIGHTER, '“Howlrunner”', 'howl', '2.5')]), ...(conditions ? { conditions } : {}) }).session;
  const rexAttacks = (session: ReturnType<typeof game>) =>
    play(toEngagement(session), { type: 'passShip', ship: 'wedge' }, { type: 'passShip', ship: 'howl' }, { type: 'declareAttack', attacker: 'rex', defender: 'howl', arc: 'front', range: 2 }, attackFaces('blank', 'blank'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }).session;

  it('after Rex attacks, the defender has the card and takes on its facts, each held by the card (hasCondition first)', () => {
    let session = rexAttacks(game([suppressive()]));
    for (const prompt of promptsOf(session, 'rex')) session = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'done' }).session;
    expect(shipOf(session, 'howl').conditions.map((condition) => condition.name)).toEqual(['Suppressive Fire']);
    const carried = (shipOf(session, 'howl').effects ?? []).filter((effect) => effect.source === 'Suppressive Fire');
    expect(carried.length).toBeGreaterThan(0);
    expect(carried.every((effect) => effect.conditions[0]?.kind === 'hasCondition')).toBe(true);
  });

  it('removed, the card goes (its facts are held by it); a game set up without condition facts still assigns the name only', () => {
    let session = rexAttacks(game([suppressive()]));
    for (const prompt of promptsOf(session, 'rex')) session = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'done' }).session;
    const condition = shipOf(session, 'howl').conditions[0];
    session = play(session, { type: 'removeCondition', ship: 'howl', condition: condition?.id }).session;
    expect(shipOf(session, 'howl').conditions).toEqual([]);
    let old = rexAttacks(game());
    for (const prompt of promptsOf(old, 'rex')) old = play(old, { type: 'answerPrompt', prompt: prompt.id, answer: 'done' }).session;
    expect((shipOf(old, 'howl').effects ?? []).filter((effect) => effect.source === 'Suppressive Fire')).toEqual([]);
    expect(optionsOf(old).ships.length).toBeGreaterThan(0);
  });
});
