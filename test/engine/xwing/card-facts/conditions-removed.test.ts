import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import { rosterFacts } from '../../../../shared/engine/games/xwing/effects/card-facts';
import { withEffects } from '../helpers/card-effects';
import { attackFaces, defenseFaces, expectMessage, howlrunner, optionsOf, play, refusal, rosters, shipOf, skipAll, stateOf, toEngagement, X_WING } from '../helpers/xwing-game';
import { pilotEntry, xwingDataDir } from '../helpers/xwing-roster';

// h-xupg · conditions: Condition · Suppressive Fire (a moment after an enemy ship defends: the card goes after Captain Rex
// defends), Condition · Guarded (RRG · Roll Defense Dice: more than 3 MagnaGuard Protectors, each a die).
// The condition's facts ride on the roster as the host puts them; cards from xwing-data2 (2.5), read at run time.

const REBEL_TIE = 'rebel-alliance/tie-ln-fighter';
const conditionText = (xws: string) => (JSON.parse(readFileSync(path.join(xwingDataDir, 'conditions', 'conditions.json'), 'utf8')) as { xws: string; ability: string }[]).find((card) => card.xws === xws)?.ability;
const carrying = (entry: XwingPilotRosterEntry, xws: string, name: string): XwingPilotRosterEntry => ({ ...entry, effects: rosterFacts([{ key: xws, name, text: conditionText(xws), edition: '2.5' }]).effects });
function start(rebels: XwingPilotRosterEntry[], empire: XwingPilotRosterEntry[]): Session {
  return skipAll(play(emptySession('xwing'), { type: 'setup', seed: 'conditions', players: rosters(rebels, empire), rules: 3, edition: '2.5' }).session);
}
const blanks = (count: number | undefined) => Array.from({ length: count ?? 0 }, () => 'blank');

describe('Condition · Suppressive Fire — the card goes after Captain Rex defends', () => {
  it('Howlrunner, suppressed, attacks Captain Rex: after Rex defends, her condition is removed', () => {
    let session = start([pilotEntry(REBEL_TIE, 'Captain Rex', { id: 'rex' })], [carrying(howlrunner(), 'suppressivefire', 'Suppressive Fire')]);
    session = toEngagement(play(session, { type: 'assignCondition', ship: 'howl', condition: 'Suppressive Fire' }).session);
    session = play(session, { type: 'declareAttack', attacker: 'howl', defender: 'rex', arc: 'front', range: 2 }).session;
    session = play(session, attackFaces(...blanks(optionsOf(session).attack?.attackDice.total))).session;
    expect(shipOf(session, 'howl').conditions).toHaveLength(1);
    session = play(session, defenseFaces(...blanks(optionsOf(session).attack?.defenseDice.total)), { type: 'neutralizeResults' }).session;
    for (const prompt of stateOf(session).prompts.filter((one) => one.source === 'Suppressive Fire')) session = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'done' }).session;
    expect(shipOf(session, 'howl').conditions).toEqual([]);
  });
});

describe('Condition · Guarded — 4 MagnaGuard Protectors in the attack arc: 4 more defense dice', () => {
  it('asked once the attack dice are rolled; the 4 answered yes, the defender rolls 4 more', () => {
    let session = toEngagement(start([carrying(pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke' }), 'guarded', 'Guarded')], [howlrunner()]));
    session = play(session, { type: 'passShip', ship: 'luke' }, { type: 'declareAttack', attacker: 'howl', defender: 'luke', arc: 'front', range: 2 }).session;
    session = play(session, attackFaces(...blanks(optionsOf(session).attack?.attackDice.total))).session;
    const before = optionsOf(session).attack?.defenseDice.total ?? 0;
    const four = optionsOf(session).attack?.cardEffects.find((effect) => effect.source === 'Guarded' && /exactly 4 /.test(effect.questions?.[0] ?? ''));
    expect(four).toBeDefined();
    session = play(session, { type: 'useCardEffect', ship: 'luke', ref: four?.ref, answer: 'yes' }).session;
    expect(optionsOf(session).attack?.defenseDice.total).toBe(before + 4);
  });
});

describe('Card · The Child (crew) — setup: its Force stop recurring, and the opponent assigns Merciless Pursuit to 2 ships', () => {
  it('the two conditions go on the ships named; its Force spent does not come back in the End Phase', () => {
    let session = play(emptySession('xwing'), { type: 'setup', seed: 'child', players: rosters([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'thechild')], [howlrunner(), pilotEntry('galactic-empire/tie-ln-fighter', 'Academy Pilot', { id: 'academy' })]), rules: 3, edition: '2.5' }).session;
    for (const [n, ship] of ['howl', 'academy'].entries()) {
      const prompt = stateOf(session).prompts.find((one) => one.source === 'The Child' && /Merciless Pursuit/.test(one.ability?.summary ?? ''));
      expect(prompt, `prompt ${n}`).toBeDefined();
      session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship }).session;
    }
    session = skipAll(session);
    expect(shipOf(session, 'howl').conditions.map((card) => card.name)).toEqual(['Merciless Pursuit']);
    expect(shipOf(session, 'academy').conditions.map((card) => card.name)).toEqual(['Merciless Pursuit']);
    expect(shipOf(session, 'luke').force?.recurs).toBe(0);
    session = play(session, { type: 'spendCharge', ship: 'luke', charge: 'force' }).session;
    const force = shipOf(session, 'luke').force?.current;
    for (let phase = 0; phase < 4; phase++) session = skipAll(play(session, { type: 'nextPhase' }).session);
    expect(stateOf(session).phase).toBe('end');
    expect(shipOf(session, 'luke').force?.current).toBe(force);
  });
});

describe('Condition · Sickening Maneuver — a revealed straight is executed as a red Koiogran turn; after its maneuver the card goes', () => {
  it('Howlrunner reveals a 2 straight: she executes a red 2 Koiogran turn (a stress), and the card is removed', () => {
    let session = start([pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke' })], [carrying({ ...howlrunner(), dial: pilotEntry('galactic-empire/tie-ln-fighter', '“Howlrunner”', { dial: true }).dial }, 'sickeningmaneuver', 'Sickening Maneuver')]);
    session = play(session, { type: 'assignCondition', ship: 'howl', condition: 'Sickening Maneuver' }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    session = skipAll(play(session, { type: 'activateShip', ship: 'luke' }, { type: 'endActivation' }).session);
    session = play(session, { type: 'activateShip', ship: 'howl' }, { type: 'revealDial', ship: 'howl', speed: 2, bearing: 'straight' }).session;
    expectMessage(refusal(session, { type: 'executeManeuver', ship: 'howl', speed: 2, bearing: 'straight' }), /revealed .*Koiogran/i);
    const moved = play(session, { type: 'executeManeuver', ship: 'howl', speed: 2, bearing: 'kTurn' });
    expect(moved.events).toContainEqual(expect.objectContaining({ type: 'maneuverExecuted', maneuver: expect.objectContaining({ bearing: 'kTurn', speed: 2, difficulty: 'red' }) }));
    expect(shipOf(moved.session, 'howl').tokens.stress).toBe(1);
    expect(shipOf(moved.session, 'howl').conditions).toEqual([]);
  });
});
