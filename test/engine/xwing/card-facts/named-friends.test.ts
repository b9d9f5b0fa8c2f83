import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/engine';
import { withEffects } from '../helpers/card-effects';
import { rosterFacts } from '../../../../shared/engine/games/xwing/effects/card-facts';
import { howlrunner, play, rosters, shipOf, skipAll, startGame, wedge } from '../helpers/xwing-game';
import { promptsOf } from '../helpers/test-facts';

// x-pilots · cards that act after a friend named on them moves (“a friendly Obi-Wan Kenobi ship”): the
// `pilotNamed` condition, read at the friend's maneuver; and a lock on the card's own ship (`lockOn`).
// Cards of xwing-data2 2.5 (read at run time), through the real engine. Rules: RRG 2.5 · Ability timing,
// Maneuvers (fully executed), Force, Lock, Tokens (red tokens).

const ETA = 'galactic-republic/eta-2-actis';
const sourced = (session: Session, ship: string, source: string) => promptsOf(session, ship).filter((prompt) => prompt.source === source);
/** A pilot whose name two cards share (a reprint with its own text): the facts of the one keyed. */
const asCard = (entry: ReturnType<typeof withEffects>, key: string) => {
  const { effects, yourCall } = rosterFacts([{ key, name: entry.name, text: null, edition: '2.5' }]);
  return { ...entry, effects, yourCall };
};
/** The System Phase's questions (Intuitive Controls) skipped on the way. */
const toActivation = (session: Session) => skipAll(play(skipAll(play(session, { type: 'nextPhase' }).session), { type: 'nextPhase' }).session);
const moved = (session: Session, ship: string, more: Record<string, unknown> = {}) => play(session, { type: 'activateShip', ship }, { type: 'executeManeuver', ship, speed: 2, bearing: 'straight', ...more }).session;

describe('Card · Anakin Skywalker (Eta-2 Actis) · RRG · Tokens: after a friendly Obi-Wan Kenobi moves, 1 Force: he removes 1 red token', () => {
  const game = (...friends: ReturnType<typeof wedge>[]) => toActivation(startGame(rosters([withEffects(ETA, 'Anakin Skywalker', 'anakin', '2.5'), ...friends], [howlrunner()])));
  it('Obi-Wan, stressed, moves: Anakin is asked; done takes the stress Obi-Wan names and 1 of Anakin’s Force', () => {
    let session = play(game(withEffects(ETA, 'Obi-Wan Kenobi', 'obi', '2.5')), { type: 'gainToken', ship: 'obi', token: 'stress' }).session;
    session = moved(session, 'obi');
    const [prompt] = sourced(session, 'anakin', 'Anakin Skywalker');
    expect(prompt?.ability?.summary).toMatch(/Obi-Wan Kenobi removes 1 red token/);
    const force = shipOf(session, 'anakin').force?.current ?? 0;
    const done = play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done', token: 'stress' }).session;
    expect(shipOf(done, 'obi').tokens.stress).toBe(0);
    expect(shipOf(done, 'anakin').force?.current).toBe(force - 1);
  });
  it('another friend that moves (Wedge Antilles), stressed, is not asked about; nor Obi-Wan with no red token', () => {
    const wedgeMoved = moved(play(game(wedge()), { type: 'gainToken', ship: 'wedge', token: 'stress' }).session, 'wedge');
    expect(sourced(wedgeMoved, 'anakin', 'Anakin Skywalker')).toEqual([]);
    expect(sourced(moved(game(withEffects(ETA, 'Obi-Wan Kenobi', 'obi', '2.5')), 'obi'), 'anakin', 'Anakin Skywalker')).toEqual([]);
  });
  it('his own maneuver with an enemy lock on him: 1 Force removes that lock (lockOn); with no lock it is not asked', () => {
    const locked = moved(play(game(), { type: 'gainToken', ship: 'anakin', token: 'lock', lockedBy: 'howl' }).session, 'anakin');
    const prompt = sourced(locked, 'anakin', 'Anakin Skywalker').find((one) => /remove 1 lock on him/.test(one.ability?.summary ?? ''));
    expect(prompt).toBeDefined();
    expect(shipOf(play(locked, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session, 'anakin').tokens.lock).toEqual([]);
    expect(sourced(moved(game(), 'anakin'), 'anakin', 'Anakin Skywalker').filter((one) => /lock on him/.test(one.ability?.summary ?? ''))).toEqual([]);
  });
});

describe('Card · Obi-Wan Kenobi (Eta-2 Actis) · RRG · Force: after a friendly Anakin Skywalker moves, 1 Force: Anakin gains 1 focus', () => {
  it('Anakin moves after Obi-Wan activated: Obi-Wan is asked; done gives Anakin the focus', () => {
    let session = toActivation(startGame(rosters([withEffects(ETA, 'Anakin Skywalker', 'anakin', '2.5'), withEffects(ETA, 'Obi-Wan Kenobi', 'obi', '2.5')], [howlrunner()])));
    session = play(moved(session, 'obi'), { type: 'endActivation' }).session;
    for (const prompt of promptsOf(session, 'obi')) session = play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'skip' }).session;
    session = moved(session, 'anakin');
    const [prompt] = sourced(session, 'obi', 'Obi-Wan Kenobi');
    expect(prompt?.ability?.summary).toMatch(/Anakin Skywalker gains 1 focus/);
    expect(shipOf(play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session, 'anakin').tokens.focus).toBe(1);
  });
});

describe('Card · Anakin Skywalker and Obi-Wan Kenobi (Siege of Coruscant) · RRG · Maneuvers: a friend named fully executes: a barrel roll or a boost for it', () => {
  const game = () => toActivation(startGame(rosters([asCard(withEffects(ETA, 'Anakin Skywalker', 'anakin', '2.5'), 'anakinskywalker-siegeofcoruscant'), asCard(withEffects(ETA, 'Obi-Wan Kenobi', 'obi', '2.5'), 'obiwankenobi-siegeofcoruscant')], [howlrunner()])));
  it('Obi-Wan fully executes: done grants him a white barrel roll from Anakin’s Force', () => {
    const session = moved(game(), 'obi');
    const [prompt] = sourced(session, 'anakin', 'Anakin Skywalker');
    expect(prompt?.ability?.summary).toMatch(/Obi-Wan Kenobi may barrel roll/);
    expect(shipOf(play(session, { type: 'answerPrompt', prompt: prompt?.id, answer: 'done' }).session, 'obi').grants).toContainEqual(expect.objectContaining({ source: 'Anakin Skywalker', action: 'barrelRoll', difficulty: 'white' }));
  });
  it('a partial maneuver is not asked about (RRG · Maneuvers: not fully executed)', () => {
    expect(sourced(moved(game(), 'obi', { partial: true }), 'anakin', 'Anakin Skywalker')).toEqual([]);
  });
});
