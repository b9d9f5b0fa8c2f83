// Drives any game's session in tests: a refusal where a test expects success fails loudly with the
// engine's reason, and an acceptance where a refusal is expected fails too.
import { expect } from 'vitest';
import { stepSession, type GameEvent, type RuleError, type Session } from '../../../shared/engine';

export interface Game {
  session: Session;
  events: GameEvent[];
}

/** Plays the commands in order; returns the session and the last command's events. */
export function play(session: Session, ...commands: unknown[]): Game {
  let current = session;
  let events: GameEvent[] = [];
  for (const command of commands) {
    const stepped = stepSession(current, command);
    if (!stepped.ok) throw new Error(`${JSON.stringify(command).slice(0, 300)} was refused: ${stepped.error.message}`);
    current = stepped.value.session;
    events = stepped.value.events;
  }
  return { session: current, events };
}

export function refusal(session: Session, command: unknown): RuleError {
  const stepped = stepSession(session, command);
  if (stepped.ok) throw new Error(`${JSON.stringify(command)} was accepted but a refusal was expected`);
  return stepped.error;
}

/** A refusal is a sentence a player reads: it starts with a capital, a digit, a quote or a name, and ends with a full stop (or a question). */
export function expectMessage(error: RuleError, pattern: RegExp): void {
  expect(error.message).toMatch(pattern);
  expect(error.message).toMatch(/^[A-Z0-9"“a-z].*[.?]$/s);
}
