import { describe, expect, it } from 'vitest';
import { describeEvent, emptySession, sessionLog, stepSession, type Session } from '../../shared/engine';
import { chessLeft, clockWarning, clockWords, CLOCK_FORMATS, timeLeft, type GameClock } from '../../shared/engine/core/game-clock';
import { attackFaces, defenseFaces, howlrunner, luke, play, refusal, rosters, startGame, stateOf, toEngagement } from './xwing/helpers/xwing-game';
import { expectMessage } from './helpers/session-driver';
import { CR90, rosters as armadaRosters, shipEntry, startGame as startArmada, stateOf as armadaState, VICTORY } from './helpers/armada-game';

// Issue 36 item 4 · the tournament clock, one rule for both games (shared/engine/core/game-clock.ts).
// Round lengths: X-Wing Tournament Regulations (AMG, 2.5: Hotshot Event 2.1; FFG, 2.0: version 1.0) 75 minutes;
// Star Wars: Armada Tournament Regulations (FFG 3.1.1, kept by AMG) 135 minutes.

const MIN = 60_000;
const T0 = Date.UTC(2026, 11, 4, 18, 0, 0);
const clock = (at: number, change: string, extra: Record<string, unknown> = {}) => ({ type: 'clock', at, do: change, ...extra });
const game = (edition?: '2.5'): Session => {
  const players = rosters([luke()], [howlrunner()]);
  return edition ? play(emptySession('xwing'), { type: 'setup', seed: 'clock', players, rules: 3, edition }).session : startGame(players, 'clock');
};
const clockOf = (session: Session): GameClock => {
  const found = (stateOf(session) as { clock?: GameClock }).clock;
  if (!found) throw new Error('no clock');
  return found;
};
const words = (session: Session, ...commands: unknown[]) => play(session, ...commands).events.map((event) => describeEvent('xwing', event));

describe('Tournament regulations · round length: the clock starts at the format’s length', () => {
  it('X-Wing 2.5 (AMG Tournament Regulations) and 2.0 (FFG): 75 minutes; Armada (FFG / AMG): 135 minutes', () => {
    expect(timeLeft(clockOf(play(game('2.5'), clock(T0, 'start')).session), T0)).toBe(75 * MIN);
    expect(timeLeft(clockOf(play(game(), clock(T0, 'start')).session), T0)).toBe(75 * MIN);
    const armada = startArmada(armadaRosters({ ships: [shipEntry(VICTORY, { id: 'v' })] }, { ships: [shipEntry(CR90, { id: 'c' })] }));
    const started = armadaState(play(armada, clock(T0, 'start')).session).clock as GameClock;
    expect(timeLeft(started, T0)).toBe(135 * MIN);
    expect(started.format).toBe(CLOCK_FORMATS.armada.name);
    expect(words(game('2.5'), clock(T0, 'start'))).toEqual(['Clock started: 75 minutes for the round (X-Wing 2.5 (AMG)).']);
  });

  it('a round of another length is asked for in minutes', () => {
    expect(timeLeft(clockOf(play(game(), clock(T0, 'start', { minutes: 90 })).session), T0)).toBe(90 * MIN);
    expectMessage(refusal(game(), clock(T0, 'start', { minutes: 0 })), /at least 1 minute/);
  });
});

describe('The clock runs, pauses and resumes from the host’s instants', () => {
  it('time left at any instant; a pause stops it, the history says when, resume goes on from there', () => {
    const started = play(game(), clock(T0, 'start')).session;
    expect(timeLeft(clockOf(started), T0 + 33 * MIN + 48_000)).toBe(41 * MIN + 12_000);
    const paused = play(started, clock(T0 + 33 * MIN + 48_000, 'pause'));
    expect(paused.events.map((event) => describeEvent('xwing', event))).toEqual(['Clock paused at 41:12 left.']);
    // Paused: an hour later the same time left.
    expect(timeLeft(clockOf(paused.session), T0 + 120 * MIN)).toBe(41 * MIN + 12_000);
    const resumed = play(paused.session, clock(T0 + 50 * MIN, 'resume'));
    expect(resumed.events.map((event) => describeEvent('xwing', event))).toEqual(['Clock resumed at 41:12 left.']);
    expect(timeLeft(clockOf(resumed.session), T0 + 51 * MIN)).toBe(40 * MIN + 12_000);
  });

  it('never below zero, and a host clock set back counts as no time passing', () => {
    const started = play(game(), clock(T0, 'start')).session;
    expect(timeLeft(clockOf(started), T0 + 200 * MIN)).toBe(0);
    const early = play(started, clock(T0 - 5 * MIN, 'pause')).session;
    expect(timeLeft(clockOf(early), T0 + 10 * MIN)).toBe(75 * MIN);
  });

  it('Bad input · pausing a paused clock, resuming a running one, a clock not started: refused in words', () => {
    const started = play(game(), clock(T0, 'start')).session;
    expectMessage(refusal(started, clock(T0 + MIN, 'resume')), /already runs \(74:00 left\)/);
    expectMessage(refusal(play(started, clock(T0 + MIN, 'pause')).session, clock(T0 + 2 * MIN, 'pause')), /already paused at 74:00 left/);
    expectMessage(refusal(game(), clock(T0, 'pause')), /has not been started: start it first/);
    expectMessage(refusal(started, clock(T0 + MIN, 'start')), /already runs for this game/);
    expect(refusal(game(), { type: 'clock', do: 'pause' }).code).toBe('invalid_command');
  });
});

describe('Adjustments: a judge’s minutes, in the history', () => {
  it('+2 min (judge) reads as such and adds to the time left', () => {
    const started = play(game(), clock(T0, 'start')).session;
    const adjusted = play(started, clock(T0 + 33 * MIN + 48_000, 'adjust', { minutes: 2, reason: 'judge' }));
    expect(adjusted.events.map((event) => describeEvent('xwing', event))).toEqual(['Clock +2 min (judge): 43:12 left.']);
    expect(timeLeft(clockOf(adjusted.session), T0 + 34 * MIN)).toBe(43 * MIN);
    expect(words(adjusted.session, clock(T0 + 34 * MIN, 'adjust', { minutes: -1 }))).toEqual(['Clock −1 min: 42:00 left.']);
  });

  it('Bad input · an adjustment that would go below zero is refused in words, and changes nothing', () => {
    const started = play(game(), clock(T0, 'start', { minutes: 3 })).session;
    const refused = refusal(started, clock(T0 + 48_000, 'adjust', { minutes: -5 }));
    expect(refused.code).toBe('clock_below_zero');
    expect(refused.message).toBe('The round has 2:12 left: taking 5 minutes would go below zero. Take at most 2 minutes.');
    expect(refusal(started, clock(T0 + 2 * MIN + 30_000, 'adjust', { minutes: -1 })).message).toMatch(/0:30 left: .* at most 0 minutes \(call time instead\)\./);
    expectMessage(refusal(started, clock(T0, 'adjust', { minutes: 0 })), /0 changes nothing/);
    expect(timeLeft(clockOf(started), T0 + 48_000)).toBe(2 * MIN + 12_000);
  });
});

describe('The chess clock: each player’s own time, switched by one tap', () => {
  it('on with half the round each; only the running side’s time goes down; one tap switches; paused with the round', () => {
    const started = play(game(), clock(T0, 'start')).session;
    const on = play(started, clock(T0, 'chessOn'));
    expect(on.events.map((event) => describeEvent('xwing', event))).toEqual(['Chess clock on: 37 minutes each; Rebels’ time runs.']);
    expect(chessLeft(clockOf(on.session), T0 + 5 * MIN)).toEqual({ p1: 32 * MIN, p2: 37 * MIN });
    const switched = play(on.session, clock(T0 + 5 * MIN, 'switch'));
    expect(switched.events.map((event) => describeEvent('xwing', event))).toEqual(['Chess clock: Empire’s time runs (37:00).']);
    expect(chessLeft(clockOf(switched.session), T0 + 8 * MIN)).toEqual({ p1: 32 * MIN, p2: 34 * MIN });
    const paused = play(switched.session, clock(T0 + 8 * MIN, 'pause')).session;
    expect(chessLeft(clockOf(paused), T0 + 60 * MIN)).toEqual({ p1: 32 * MIN, p2: 34 * MIN });
    // A player's own minutes, and their floor.
    expect(words(paused, clock(T0 + 60 * MIN, 'adjust', { minutes: 1, player: 'p1', reason: 'judge' }))).toEqual(['Chess clock +1 min for Rebels (judge): 33:00 left.']);
    expectMessage(refusal(paused, clock(T0 + 60 * MIN, 'adjust', { minutes: -40, player: 'p2' })), /Empire’s time has 34:00 left: taking 40 minutes would go below zero/);
    expectMessage(refusal(paused, clock(T0 + 60 * MIN, 'switch', { player: 'p2' })), /Empire’s time already runs/);
    const off = play(paused, clock(T0 + 60 * MIN, 'chessOff')).session;
    expect(clockOf(off).chess).toBeUndefined();
    expectMessage(refusal(off, clock(T0 + 60 * MIN, 'switch')), /chess clock is off/);
  });
});

describe('Warnings at the format’s warnings: 10 minutes left, and time', () => {
  it('none before 10 minutes left, a warning in words at 10:00 and under, "Time" at zero', () => {
    const started = clockOf(play(game('2.5'), clock(T0, 'start')).session);
    expect(clockWarning(started, T0 + 64 * MIN)).toEqual({ level: 'none', words: '' });
    expect(clockWarning(started, T0 + 65 * MIN)).toEqual({ level: 'warning', words: '10 minutes left' });
    expect(clockWarning(started, T0 + 74 * MIN + 59_000)).toEqual({ level: 'warning', words: '10 minutes left' });
    expect(clockWarning(started, T0 + 75 * MIN)).toEqual({ level: 'timeUp', words: 'Time' });
    expect(clockWords(41 * MIN + 12_000)).toBe('41:12');
    expect(clockWords(135 * MIN)).toBe('135:00');
    expect(clockWords(999)).toBe('0:01');
  });
});

describe('Replay: the log folds to the same time left for the same instant', () => {
  it('a log folded again gives the same clock; older logs have none', () => {
    const played = play(game(), clock(T0, 'start'), clock(T0 + 10 * MIN, 'pause'), clock(T0 + 12 * MIN, 'resume'), clock(T0 + 20 * MIN, 'adjust', { minutes: 2 })).session;
    let replayed = emptySession('xwing');
    for (const command of sessionLog(played)) {
      const stepped = stepSession(replayed, command);
      if (!stepped.ok) throw new Error(stepped.error.message);
      replayed = stepped.value.session;
    }
    const now = T0 + 30 * MIN;
    expect(timeLeft(clockOf(replayed), now)).toBe(timeLeft(clockOf(played), now));
    expect(timeLeft(clockOf(replayed), now)).toBe((75 - 28 + 2) * MIN);
    expect((stateOf(game()) as { clock?: unknown }).clock).toBeUndefined();
  });

  it('undo: undoing an attack leaves the clock as it was; undoing a pause takes the pause back', () => {
    const started = toEngagement(play(game(), clock(T0, 'start')).session);
    const attacked = play(started, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, attackFaces('hit', 'blank', 'blank'), defenseFaces('evade', 'blank', 'blank')).session;
    const undone = play(attacked, { type: 'undo' }, { type: 'undo' }, { type: 'undo' }).session;
    expect(clockOf(undone)).toEqual(clockOf(attacked));
    const paused = play(undone, clock(T0 + 5 * MIN, 'pause')).session;
    expect(timeLeft(clockOf(paused), T0 + 15 * MIN)).toBe(70 * MIN);
    const unpaused = play(paused, { type: 'undo' }).session;
    expect(timeLeft(clockOf(unpaused), T0 + 15 * MIN)).toBe(60 * MIN);
  });
});

describe('The clock after the game’s end', () => {
  it('time called ends the game, and the clock can still be paused (X-Wing and Armada alike)', () => {
    const ended = play(game(), clock(T0, 'start'), { type: 'endGame', reason: 'timeCalled' }).session;
    expect(words(ended, clock(T0 + 75 * MIN, 'pause'))).toEqual(['Clock paused at 0:00 left.']);
    const fleets = armadaRosters({ ships: [shipEntry(VICTORY, { id: 'v' })] }, { ships: [shipEntry(CR90, { id: 'c' })] });
    const armada = play(emptySession('armada'), { type: 'setup', seed: 'clock', players: fleets, firstPlayer: 'p1' }).session;
    const armadaEnded = play(armada, clock(T0, 'start'), { type: 'endGame', reason: 'timeCalled' }).session;
    expect(play(armadaEnded, clock(T0 + 10 * MIN, 'pause')).events.map((event) => describeEvent('armada', event))).toEqual(['Clock paused at 125:00 left.']);
  });
});
