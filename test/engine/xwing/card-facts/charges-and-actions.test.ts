import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import { withEffects } from '../helpers/card-effects';
import { attackFaces, howlrunner, optionsOf, play, rosters, shipOf, skipAll, stateOf, X_WING, toEngagement } from '../helpers/xwing-game';
import { pilotEntry } from '../helpers/xwing-roster';

// h-xupg · Card · Barrage Rockets (RRG · Charges: one payment for all the dice it rerolls, once in the attack), Card · Overtuned
// Modulators (RRG · End Phase: a strain for each green token removed once its charge is gone), Card · Comms Team (RRG · Coordinate:
// more ships coordinated for energy), Card · Coaxium Hyperfuel (RRG · SLAM: even while stressed, paid with damage).
// Cards from xwing-data2 (2.5), read at run time.

const CR90 = 'rebel-alliance/cr90-corellian-corvette';
const SCURRG = 'scum-and-villainy/scurrg-h-6-bomber';
function start(rebels: XwingPilotRosterEntry[], empire: XwingPilotRosterEntry[] = [howlrunner()]): Session {
  return skipAll(play(emptySession('xwing'), { type: 'setup', seed: 'charges', players: rosters(rebels, empire), rules: 3, edition: '2.5' }).session);
}
const sourced = (session: Session, source: RegExp) => stateOf(session).prompts.filter((prompt) => source.test(prompt.source));

describe('Card · Barrage Rockets — one of its rerolls in the attack, its charges paid once', () => {
  it('after rerolling 2 dice for 2 charges, no other reroll of it is offered in the attack', () => {
    let session = play(toEngagement(start([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'barragerockets')])), { type: 'gainToken', ship: 'luke', token: 'focus' }).session;
    const rockets = shipOf(session, 'luke').weapons?.find((weapon) => weapon.name === 'Barrage Rockets')?.id;
    session = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: shipOf(session, 'luke').weapons?.find((weapon) => weapon.id === rockets)?.arc ?? 'front', range: 2, weaponId: rockets }).session;
    session = play(session, attackFaces(...Array.from({ length: optionsOf(session).attack?.attackDice.total ?? 0 }, () => 'blank'))).session;
    const offers = () => (optionsOf(session).attack?.cardEffects ?? []).filter((effect) => effect.source === 'Barrage Rockets');
    expect(offers()).toHaveLength(3);
    const two = offers().find((offer) => /up to 2/.test(offer.summary));
    session = play(session, { type: 'useCardEffect', ship: 'luke', ref: two?.ref, answer: 'yes', dice: [0, 1], faces: ['hit', 'hit'] }).session;
    expect(offers()).toEqual([]);
  });
});

describe('Card · Overtuned Modulators — its charge gone, 1 strain for each green token removed in the End Phase', () => {
  const game = () => start([withEffects(SCURRG, 'Captain Nym', 'nym', '2.5', 'overtunedmodulators')]);
  const toEnd = (session: Session) => {
    for (let phase = 0; phase < 4; phase++) session = skipAll(play(session, { type: 'nextPhase' }).session);
    return session;
  };
  it('charge spent, 2 green tokens: 2 strain as the End Phase starts', () => {
    const card = shipOf(game(), 'nym').upgrades.find((upgrade) => upgrade.name === 'Overtuned Modulators');
    let session = play(game(), { type: 'spendCharge', ship: 'nym', charge: 'standard', upgrade: card?.id }, { type: 'gainToken', ship: 'nym', token: 'focus' }, { type: 'gainToken', ship: 'nym', token: 'evade' }).session;
    session = toEnd(session);
    expect(stateOf(session).phase).toBe('end');
    expect(shipOf(session, 'nym').tokens.strain).toBe(2);
  });
  it('its charge still there: no strain', () => {
    const session = toEnd(play(game(), { type: 'gainToken', ship: 'nym', token: 'focus' }).session);
    expect(shipOf(session, 'nym').tokens.strain).toBe(0);
  });
});

describe('Card · Comms Team — after a coordinate, 1 energy coordinates one more friendly ship near it', () => {
  it('done names Luke: he may perform an action of his bar, and the energy is spent', () => {
    let session = start([withEffects(CR90, 'Alderaanian Guard', 'cr90', '2.5', 'commsteam'), pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke', actionBar: true }), pilotEntry(X_WING, 'Wedge Antilles', { id: 'wedge', actionBar: true })]);
    session = play(session, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    for (const ship of ['luke', 'wedge', 'howl']) if (optionsOf(session).upNext[0] === ship) session = skipAll(play(session, { type: 'activateShip', ship }, { type: 'endActivation' }).session);
    while (optionsOf(session).upNext[0] !== 'cr90') session = skipAll(play(session, { type: 'activateShip', ship: optionsOf(session).upNext[0] ?? '' }, { type: 'endActivation' }).session);
    session = play(session, { type: 'activateShip', ship: 'cr90' }, { type: 'performAction', ship: 'cr90', action: 'coordinate', target: 'wedge' }).session;
    const [prompt] = sourced(session, /Comms Team/);
    expect(prompt).toBeDefined();
    const energy = shipOf(session, 'cr90').energy?.current ?? 0;
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', ship: 'luke' }).session;
    expect(shipOf(session, 'cr90').energy?.current).toBe(energy - 1);
    expect(shipOf(session, 'luke').grants).toContainEqual(expect.objectContaining({ source: 'Comms Team', action: 'any' }));
  });
});

describe('Card · Coaxium Hyperfuel — SLAM even while stressed; after a partial maneuver, a SLAM for 1 crit', () => {
  it('its partial maneuver: the SLAM for a crit is asked; done deals the crit and grants the SLAM', () => {
    let session = start([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'coaxiumhyperfuel')]);
    session = play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'luke' }, { type: 'executeManeuver', ship: 'luke', speed: 2, bearing: 'straight', partial: true }).session;
    const prompt = sourced(session, /Coaxium Hyperfuel/).find((one) => /1 crit for a SLAM/.test(one.ability?.summary ?? ''));
    expect(prompt).toBeDefined();
    const shields = shipOf(session, 'luke').shields.current;
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'luke').shields.current).toBe(shields - 1);
    expect(shipOf(session, 'luke').grants).toContainEqual(expect.objectContaining({ source: 'Coaxium Hyperfuel', action: 'slam' }));
  });
});
