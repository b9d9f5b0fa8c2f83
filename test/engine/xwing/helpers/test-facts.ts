// Card effects written for a test (not a card's): a fact at a moment, a ship carrying them, and its
// card-effect questions answered "done" (issue 34's interpreter tests).
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import type { CardEffect } from '../../../../shared/engine/games/xwing/effects/card-effect';
import type { Session } from '../../../../shared/engine';
import { play, stateOf } from './xwing-game';

export type Fact = Omit<CardEffect, 'source'>;
export const fact = (moment: CardEffect['moment'], effects: CardEffect['effects'], more: Partial<Fact> = {}): Fact => ({ moment, conditions: [], costs: [], effects, optional: true, summary: `Test card: ${moment}`, ...more });
export const carrying = (entry: XwingPilotRosterEntry, ...facts: Fact[]): XwingPilotRosterEntry => ({ ...entry, effects: facts.map((one) => ({ ...one, source: 'Test card' })) });
export const promptsOf = (session: Session, ship: string) => stateOf(session).prompts.filter((prompt) => prompt.ship === ship && prompt.effect !== undefined);
export const answer = (session: Session, ship: string, more: Record<string, unknown> = {}) => {
  const prompt = promptsOf(session, ship)[0];
  if (!prompt) throw new Error(`no card-effect prompt for ${ship}`);
  return play(session, { type: 'answerPrompt', prompt: prompt.id, answer: 'done', ...more });
};
export const toActivation = (session: Session) => play(session, { type: 'nextPhase' }, { type: 'nextPhase' }).session;
