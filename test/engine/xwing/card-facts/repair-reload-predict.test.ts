import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import { withEffects } from '../helpers/card-effects';
import { attackFaces, howlrunner, optionsOf, play, rosters, shipOf, skipAll, stateOf, toEngagement, X_WING } from '../helpers/xwing-game';
import { pilotEntry } from '../helpers/xwing-roster';

// h-xupg · Card · Predictive Shot (RRG · Roll Defense Dice, capped by a card: the dice count reads it), Card · “Leebo” (crew:
// a moment after the ship repairs a damage card), Card · Ordnance Team (RRG · Reload: more charges for energy).
// Cards from xwing-data2 (2.5), read at run time.

const YT1300 = 'rebel-alliance/modified-yt-1300-light-freighter';
const RAIDER = 'galactic-empire/raider-class-corvette';
function start(rebels: XwingPilotRosterEntry[], empire: XwingPilotRosterEntry[]): Session {
  return skipAll(play(emptySession('xwing'), { type: 'setup', seed: 'repair', players: rosters(rebels, empire), rules: 3, edition: '2.5' }).session);
}
const sourced = (session: Session, source: RegExp) => stateOf(session).prompts.filter((prompt) => source.test(prompt.source));

describe('Card · Predictive Shot — the defender rolls no more defense dice than the attack’s hits and crits', () => {
  const declared = () => play(toEngagement(start([withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'predictiveshot')], [howlrunner()])), { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }).session;
  it('asked after the attack is declared (the bullseye question); used, 1 Force, and 1 hit leaves Howlrunner 1 defense die', () => {
    let session = declared();
    const offer = optionsOf(session).attack?.cardEffects.find((effect) => effect.source === 'Predictive Shot');
    expect(offer?.questions).toEqual(['Is the defender in its bullseye arc?']);
    const force = shipOf(session, 'luke').force?.current ?? 0;
    session = play(session, { type: 'useCardEffect', ship: 'luke', ref: offer?.ref, answer: 'yes' }, attackFaces('hit', 'blank', 'focus')).session;
    expect(shipOf(session, 'luke').force?.current).toBe(force - 1);
    expect(optionsOf(session).attack?.defenseDice.total).toBe(1);
  });
  it('not used: Howlrunner rolls her 3 dice', () => {
    expect(optionsOf(play(declared(), attackFaces('hit', 'blank', 'focus')).session).attack?.defenseDice.total).toBe(3);
  });
});

describe('Card · “Leebo” (crew) — after the ship repairs a damage card, an action of its bar', () => {
  it('a damage card repaired: asked; done grants it an action of its bar', () => {
    let session = start([withEffects(YT1300, 'Chewbacca', 'chewie', '2.5', 'leebo-swz103')], [howlrunner()]);
    session = play(session, { type: 'sufferDamage', ship: 'chewie', hits: 6, crits: 0, drawForMe: true }).session;
    const card = shipOf(session, 'chewie').damageCards[0]?.id ?? '';
    expect(sourced(session, /Leebo/)).toEqual([]);
    session = play(session, { type: 'repairDamageCard', ship: 'chewie', card }).session;
    const [prompt] = sourced(session, /Leebo/);
    expect(prompt).toBeDefined();
    session = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session;
    expect(shipOf(session, 'chewie').grants).toContainEqual(expect.objectContaining({ source: expect.stringMatching(/Leebo/), action: 'any' }));
  });
});

describe('Card · Ordnance Team — after a reload action, up to 3 energy, each for 1 more charge on a missile or torpedo', () => {
  it('reloading Cluster Missiles: the reload’s charge, and 1 more for 1 energy', () => {
    // No huge ship prints a reload action: this Raider is given one (as a card would grant it), so the reload can be made.
    const raider = withEffects(RAIDER, 'Outer Rim Patrol', 'raider', '2.5', 'ordnanceteam', 'clustermissiles');
    let session = start([pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke' })], [{ ...raider, actions: [...(raider.actions ?? []), { action: 'reload', difficulty: 'white' }] }]);
    const missiles = shipOf(session, 'raider').upgrades.find((upgrade) => upgrade.name === 'Cluster Missiles');
    session = play(session, { type: 'spendCharge', ship: 'raider', charge: 'standard', amount: 3, upgrade: missiles?.id }, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
    session = skipAll(play(session, { type: 'activateShip', ship: 'luke' }, { type: 'endActivation' }).session);
    session = skipAll(play(session, { type: 'activateShip', ship: 'raider' }).session);
    const before = shipOf(session, 'raider').upgrades.find((upgrade) => upgrade.name === 'Cluster Missiles')?.charges?.current ?? 0;
    const energy = shipOf(session, 'raider').energy?.current ?? 0;
    session = play(session, { type: 'performAction', ship: 'raider', action: 'reload' }).session;
    const afterReload = shipOf(session, 'raider').upgrades.find((upgrade) => upgrade.name === 'Cluster Missiles')?.charges?.current ?? 0;
    const offers = sourced(session, /Ordnance Team/).filter((prompt) => /more charge/.test(prompt.ability?.summary ?? ''));
    expect(offers).toHaveLength(3);
    session = play(session, { type: 'answerPrompt', prompt: offers[0]?.id, answer: 'done' }).session;
    expect(afterReload).toBeGreaterThan(before);
    expect(shipOf(session, 'raider').upgrades.find((upgrade) => upgrade.name === 'Cluster Missiles')?.charges?.current).toBe(afterReload + 1);
    expect(shipOf(session, 'raider').energy?.current).toBe(energy - 1);
  });
});

describe('Card · Lando Calrissian (crew) — an action: 2 defense dice, a focus or evade token for each such result', () => {
  const acting = () => play(start([withEffects(YT1300, 'Chewbacca', 'chewie', '2.5', 'landocalrissian')], [howlrunner()]), { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'chewie' }, { type: 'executeManeuver', ship: 'chewie', speed: 2, bearing: 'straight' }).session;
  const lando = (session: Session) => sourced(session, /Lando Calrissian/)[0];
  it('a focus and an evade rolled: 1 focus and 1 evade token', () => {
    const session = acting();
    const done = play(session, { type: 'answerPrompt', prompt: lando(session)?.id, answer: 'done', faces: ['focus', 'evade'] }).session;
    expect(shipOf(done, 'chewie').tokens).toMatchObject({ focus: 1, evade: 1 });
  });
  it('two blanks: the token the opponent names (an evade)', () => {
    const session = acting();
    const done = play(session, { type: 'answerPrompt', prompt: lando(session)?.id, answer: 'done', faces: ['blank', 'blank'], token: 'evade' }).session;
    expect(shipOf(done, 'chewie').tokens).toMatchObject({ focus: 0, evade: 1 });
  });
});
