import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import { rosterFacts } from '../../../../shared/engine/games/xwing/effects/card-facts';
import { withEffects } from '../helpers/card-effects';
import { expectMessage, howlrunner, optionsOf, play, refusal, rosters, shipOf, skipAll, stateOf, X_WING } from '../helpers/xwing-game';
import { pilotEntry, xwingDataDir } from '../helpers/xwing-roster';

// h-xupg · Card · Enhanced Jamming Suite (RRG · Jam: its jam may choose itself), Condition · Rattled (RRG · Devices: a moment
// after a bomb or mine detonates, its range asked). Cards from xwing-data2 (2.5), read at run time.

const HWK = 'rebel-alliance/hwk-290-light-freighter';
const FORTRESS = 'resistance/mg-100-starfortress-sf-17';
function start(rebels: XwingPilotRosterEntry[], empire: XwingPilotRosterEntry[] = [howlrunner()]): Session {
  return skipAll(play(emptySession('xwing'), { type: 'setup', seed: 'jam', players: rosters(rebels, empire), rules: 3, edition: '2.5' }).session);
}

describe('Card · Enhanced Jamming Suite — its jam action may choose the ship itself', () => {
  const acting = (entry: XwingPilotRosterEntry) => play(start([entry]), { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'jan' }, { type: 'executeManeuver', ship: 'jan', speed: 2, bearing: 'straight' }).session;
  it('with it, Jan Ors jams herself; without it, refused', () => {
    const suited = acting(withEffects(HWK, 'Jan Ors', 'jan', '2.5', 'enhancedjammingsuite'));
    expect(play(suited, { type: 'performAction', ship: 'jan', action: 'jam', target: 'jan' }).events).toContainEqual(expect.objectContaining({ type: 'actionPerformed' }));
    expectMessage(refusal(acting(pilotEntry(HWK, 'Jan Ors', { id: 'jan', actionBar: true })), { type: 'performAction', ship: 'jan', action: 'jam', target: 'jan' }), /cannot jam itself/);
  });
});

describe('Condition · Rattled — after a bomb or mine detonates at range 0–1, 1 crit and the card goes', () => {
  const text = (JSON.parse(readFileSync(path.join(xwingDataDir, 'conditions', 'conditions.json'), 'utf8')) as { xws: string; ability: string }[]).find((card) => card.xws === 'rattled')?.ability;
  it('the bomb detonates: Rattled is asked; done deals Howlrunner 1 crit and removes the card', () => {
    const howl = { ...howlrunner(), effects: rosterFacts([{ key: 'rattled', name: 'Rattled', text, edition: '2.5' }]).effects };
    let session = start([withEffects(FORTRESS, 'Cobalt Squadron Bomber', 'bomber', '2.5', 'protonbombs')], [howl]);
    session = play(session, { type: 'assignCondition', ship: 'howl', condition: 'Rattled' }, { type: 'nextPhase' }, { type: 'dropDevice', ship: 'bomber', device: 'protonbombs' }).session;
    const device = stateOf(session).devicesOnTable?.[0]?.id ?? '';
    session = skipAll(play(session, { type: 'nextPhase' }).session);
    for (let next = optionsOf(session).upNext[0]; next !== undefined; next = optionsOf(session).upNext[0]) session = skipAll(play(session, { type: 'activateShip', ship: next }, { type: 'endActivation' }).session);
    session = play(session, { type: 'detonateDevice', device, ships: [] }).session;
    const prompt = stateOf(session).prompts.find((one) => one.source === 'Rattled');
    expect(prompt).toBeDefined();
    const shields = shipOf(session, 'howl').shields.current;
    const hull = shipOf(session, 'howl').damageCards.length;
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'howl').shields.current + shipOf(session, 'howl').damageCards.length).toBe(shields + hull + (shields > 0 ? -1 : 1));
    expect(shipOf(session, 'howl').conditions).toEqual([]);
  });
});

describe('Card · Rey’s Millennium Falcon — with 2 or fewer stress, a red Segnor’s loop even while stressed', () => {
  const SCAVENGED = 'resistance/scavenged-yt-1300';
  const looped = (entry: XwingPilotRosterEntry) => play(start([entry]), { type: 'gainToken', ship: 'chewie', token: 'stress' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'chewie' }, { type: 'executeManeuver', ship: 'chewie', speed: 3, bearing: 'segnorLeft' });
  it('stressed once, the red 3 Segnor’s loop is executed as revealed; without the title, a white 2 straight instead', () => {
    const withTitle = looped({ ...withEffects(SCAVENGED, 'Chewbacca', 'chewie', '2.5', 'reysmillenniumfalcon'), dial: pilotEntry(SCAVENGED, 'Chewbacca', { dial: true }).dial });
    expect(withTitle.events).toContainEqual(expect.objectContaining({ type: 'maneuverExecuted', maneuver: expect.objectContaining({ bearing: 'segnorLeft', speed: 3 }) }));
    const without = looped(pilotEntry(SCAVENGED, 'Chewbacca', { id: 'chewie', dial: true }));
    expect(without.events).toContainEqual(expect.objectContaining({ type: 'maneuverExecuted', maneuver: expect.objectContaining({ bearing: 'straight', speed: 2 }) }));
  });
});
