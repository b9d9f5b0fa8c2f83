import type { ClockCommand } from './game-clock-command';
import { ok, refuse, type Result } from './result';

export type { ClockCommand };

/**
 * Issue 36 item 4 · the tournament clock, one rule for X-Wing and Armada.
 *
 * The clock is game state. Its state holds no "now": only the time left at the instant of its last
 * change (`since`) and whether it runs. Every clock command carries the instant it happened (`at`,
 * milliseconds since the epoch) and the HOST stamps it (game-service overwrites whatever a page sent),
 * so a log folded again — after a kill -9, a reload, on a paired phone, in an export — gives the same
 * clock state, and `timeLeft(clock, now)` the same time left for the same `now`. A host clock that went
 * back counts as no time passing (never a negative elapsed).
 *
 * Undo: the clock is changed by clock commands only, so undoing an attack leaves it as it is (the state
 * before the attack held the same clock); undoing a pause takes the pause back (the clock ran through it).
 *
 * The chess clock (optional) gives each player a budget; the running side's budget goes down while the
 * round's clock runs, and pausing the round pauses it. It is switched by one tap (a `switch` command,
 * stamped like the others). Switching "by the turn passing" is not derived here: that would need an
 * instant on every turn-passing command of both games, which their logs do not carry.
 *
 * The command's schema is game-clock-command.ts (zod stays out of the table's first chunk, which reads this file).
 *
 * Round lengths (tournament regulations, standard play; the regulations name the round's length and
 * time called, our warning at 10 minutes left is the usual judge's call):
 * - X-Wing 2.5: Atomic Mass Games, X-Wing Tournament Regulations (Hotshot Event, version 2.1, 2022) · 75 minutes.
 * - X-Wing 2.0: Fantasy Flight Games, X-Wing Tournament Regulations (version 1.0, 2018) · 75 minutes.
 * - Armada: Fantasy Flight Games, Star Wars: Armada Tournament Regulations (version 3.1.1, 2018) · 135 minutes,
 *   kept by Atomic Mass Games' organized play.
 */

export type ClockSide = 'p1' | 'p2';

/** The tournament format a clock is set from. */
export interface ClockFormat {
  /** The regulations, in words: "X-Wing 2.5 (AMG)". */
  name: string;
  minutes: number;
  /** Minutes left at which the table is warned (time's up, at 0, always). */
  warnAt: number[];
}

export const CLOCK_FORMATS = {
  'xwing-2.5': { name: 'X-Wing 2.5 (AMG)', minutes: 75, warnAt: [10] },
  'xwing-2.0': { name: 'X-Wing 2.0 (FFG)', minutes: 75, warnAt: [10] },
  armada: { name: 'Armada (FFG / AMG)', minutes: 135, warnAt: [10] },
} as const satisfies Record<string, ClockFormat>;

export interface ChessClock {
  /** Each side's time left at the clock's `since`. */
  left: Record<ClockSide, number>;
  /** The side whose time runs (while the round's clock runs). */
  side: ClockSide;
}

export interface GameClock {
  format: string;
  /** The round's length as started, in minutes (adjustments aside). */
  minutes: number;
  /** Minutes left at which the table is warned. */
  warnAt: number[];
  /** Time left (ms) at `since`. */
  leftMs: number;
  /** The host's instant (ms since the epoch) of the clock's last change. */
  since: number;
  running: boolean;
  chess?: ChessClock;
}

/** The one clock event of both games: what changed and the time left after it. */
export interface ClockEvent {
  type: 'clockChanged';
  change: ClockCommand['do'];
  /** The round's time left after the change (ms). */
  leftMs: number;
  minutes?: number;
  /** The player it names, by name. */
  player?: string;
  reason?: string;
  format?: string;
  /** The chess side's time left after the change (ms), when the chess clock is on. */
  sideLeftMs?: number;
}

/** What the clock's rule needs of the game: the players' names and the format it is set from. */
export interface ClockContext {
  players: readonly { id: string; name: string }[];
  format: ClockFormat;
}

const MINUTE = 60_000;

/** m:ss of a time left, rounded up to the second, as a tournament timer shows it: 41:12, 0:09, 135:00. */
export function clockWords(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** "Rebels’ time", "Anna’s time". */
const possessive = (name: string) => `${name}’${name.endsWith('s') ? '' : 's'}`;

const elapsed = (clock: GameClock, now: number) => (clock.running ? Math.max(0, now - clock.since) : 0);

/** The round's time left at `now` (ms, never below zero). */
export function timeLeft(clock: GameClock, now: number): number {
  return Math.max(0, clock.leftMs - elapsed(clock, now));
}

/** Each side's chess time left at `now`, or null without a chess clock. */
export function chessLeft(clock: GameClock, now: number): Record<ClockSide, number> | null {
  if (!clock.chess) return null;
  const run = elapsed(clock, now);
  const { left, side } = clock.chess;
  return { p1: Math.max(0, left.p1 - (side === 'p1' ? run : 0)), p2: Math.max(0, left.p2 - (side === 'p2' ? run : 0)) };
}

export interface ClockWarning {
  level: 'none' | 'warning' | 'timeUp';
  /** "10 minutes left", "Time", or empty. */
  words: string;
}

/** The format's warning at `now`: time's up at 0, a warning at or under the first warning's minutes. */
export function clockWarning(clock: GameClock, now: number): ClockWarning {
  const left = timeLeft(clock, now);
  if (left <= 0) return { level: 'timeUp', words: 'Time' };
  const reached = [...clock.warnAt].sort((a, b) => a - b).find((minutes) => left <= minutes * MINUTE);
  return reached === undefined ? { level: 'none', words: '' } : { level: 'warning', words: `${reached} minute${reached === 1 ? '' : 's'} left` };
}

/** The clock as it stands at `at` (its running time counted), with `since` moved there. */
function settled(clock: GameClock, at: number): GameClock {
  const now = Math.max(at, clock.since);
  const chess = chessLeft(clock, now);
  return { ...clock, leftMs: timeLeft(clock, now), since: now, ...(clock.chess && chess ? { chess: { ...clock.chess, left: chess } } : {}) };
}

const nameOf = (context: ClockContext, side: ClockSide) => context.players.find((player) => player.id === side)?.name ?? (side === 'p1' ? 'Player 1' : 'Player 2');
const other = (side: ClockSide): ClockSide => (side === 'p1' ? 'p2' : 'p1');

function notStarted(): Result<never> {
  return refuse('clock_not_started', 'The clock has not been started: start it first (tap the time in the bar).');
}

/**
 * The clock command applied: the new clock and its event, or a refusal in words. `clock` is the game's
 * clock (undefined until started).
 */
export function applyClockCommand(clock: GameClock | undefined, command: ClockCommand, context: ClockContext): Result<{ clock: GameClock; event: ClockEvent }> {
  const { at } = command;
  if (command.do === 'start') {
    if (clock) return refuse('clock_started', `The clock already runs for this game (${clockWords(timeLeft(clock, at))} left): pause it or add or take minutes instead.`);
    const minutes = command.minutes ?? context.format.minutes;
    if (minutes < 1) return refuse('clock_length', `A round lasts at least 1 minute: ${minutes} was asked. The format's length is ${context.format.minutes} minutes.`);
    const started: GameClock = { format: context.format.name, minutes, warnAt: [...context.format.warnAt], leftMs: minutes * MINUTE, since: at, running: true };
    return ok({ clock: started, event: { type: 'clockChanged', change: 'start', leftMs: started.leftMs, minutes, format: context.format.name } });
  }
  if (!clock) return notStarted();
  const now = settled(clock, at);
  const sideLeft = (next: GameClock) => (next.chess ? { sideLeftMs: next.chess.left[next.chess.side], player: nameOf(context, next.chess.side) } : {});
  switch (command.do) {
    case 'pause':
      if (!clock.running) return refuse('clock_paused', `The clock is already paused at ${clockWords(clock.leftMs)} left: resume it to go on.`);
      return done({ ...now, running: false }, 'pause');
    case 'resume':
      if (clock.running) return refuse('clock_running', `The clock already runs (${clockWords(now.leftMs)} left): there is nothing to resume.`);
      return done({ ...now, running: true }, 'resume');
    case 'adjust': {
      const minutes = command.minutes ?? 0;
      if (minutes === 0) return refuse('clock_adjust', 'Say how many minutes to add or take (for example +1 or -1): 0 changes nothing.');
      const reason = command.reason ? { reason: command.reason } : {};
      if (command.player) {
        if (!now.chess) return refuse('chess_off', `The chess clock is off, so ${nameOf(context, command.player)} has no time of their own: turn it on, or adjust the round's clock.`);
        const left = now.chess.left[command.player] + minutes * MINUTE;
        if (left < 0) return refuse('clock_below_zero', belowZero(now.chess.left[command.player], minutes, `${possessive(nameOf(context, command.player))} time`));
        const next = { ...now, chess: { ...now.chess, left: { ...now.chess.left, [command.player]: left } } };
        return ok({ clock: next, event: { type: 'clockChanged', change: 'adjust', leftMs: next.leftMs, minutes, player: nameOf(context, command.player), sideLeftMs: left, ...reason } });
      }
      const left = now.leftMs + minutes * MINUTE;
      if (left < 0) return refuse('clock_below_zero', belowZero(now.leftMs, minutes, 'The round'));
      const next = { ...now, leftMs: left };
      return ok({ clock: next, event: { type: 'clockChanged', change: 'adjust', leftMs: left, minutes, ...reason } });
    }
    case 'chessOn': {
      if (now.chess) return refuse('chess_on', 'The chess clock is already on: switch it with one tap, or turn it off.');
      const each = command.minutes ?? Math.max(1, Math.floor(now.leftMs / 2 / MINUTE));
      if (each < 1) return refuse('clock_length', `Each player needs at least 1 minute on the chess clock: ${each} was asked.`);
      const side = command.player ?? 'p1';
      const next = { ...now, chess: { left: { p1: each * MINUTE, p2: each * MINUTE }, side } };
      return ok({ clock: next, event: { type: 'clockChanged', change: 'chessOn', leftMs: next.leftMs, minutes: each, player: nameOf(context, side), sideLeftMs: each * MINUTE } });
    }
    case 'chessOff': {
      if (!now.chess) return refuse('chess_off', 'The chess clock is already off.');
      const { chess: _dropped, ...rest } = now;
      return done(rest, 'chessOff');
    }
    case 'switch': {
      if (!now.chess) return refuse('chess_off', 'The chess clock is off: turn it on in the clock panel to switch between players.');
      const to = command.player ?? other(now.chess.side);
      if (to === now.chess.side) return refuse('chess_side', `${possessive(nameOf(context, to))} time already runs: switch to the other player.`);
      return done({ ...now, chess: { ...now.chess, side: to } }, 'switch');
    }
  }

  function done(next: GameClock, change: ClockCommand['do']): Result<{ clock: GameClock; event: ClockEvent }> {
    return ok({ clock: next, event: { type: 'clockChanged', change, leftMs: next.leftMs, ...sideLeft(next) } });
  }
}

function belowZero(leftMs: number, minutes: number, whose: string): string {
  const most = Math.floor(leftMs / MINUTE);
  return `${whose} has ${clockWords(leftMs)} left: taking ${-minutes} minute${minutes === -1 ? '' : 's'} would go below zero. Take at most ${most} minute${most === 1 ? '' : 's'}${most === 0 ? ' (call time instead)' : ''}.`;
}

const signed = (minutes: number) => `${minutes > 0 ? '+' : '−'}${Math.abs(minutes)} min`;

/** The clock's event in the history's words: "Clock paused at 41:12 left.", "Clock +2 min (judge): 43:12 left." */
export function describeClockEvent(event: ClockEvent): string {
  const left = clockWords(event.leftMs);
  const side = event.sideLeftMs === undefined ? '' : ` (${clockWords(event.sideLeftMs)})`;
  switch (event.change) {
    case 'start':
      return `Clock started: ${event.minutes ?? 0} minutes for the round${event.format ? ` (${event.format})` : ''}.`;
    case 'pause':
      return `Clock paused at ${left} left.`;
    case 'resume':
      return `Clock resumed at ${left} left.`;
    case 'adjust':
      return event.player
        ? `Chess clock ${signed(event.minutes ?? 0)} for ${event.player}${event.reason ? ` (${event.reason})` : ''}: ${clockWords(event.sideLeftMs ?? 0)} left.`
        : `Clock ${signed(event.minutes ?? 0)}${event.reason ? ` (${event.reason})` : ''}: ${left} left.`;
    case 'chessOn':
      return `Chess clock on: ${event.minutes ?? 0} minutes each; ${possessive(event.player ?? 'the first player')} time runs.`;
    case 'chessOff':
      return `Chess clock off (${left} left in the round).`;
    case 'switch':
      return `Chess clock: ${possessive(event.player ?? 'the other player')} time runs${side}.`;
  }
}
