import { z } from 'zod';
import type { GameStory } from '../story/story';
import { gameIdSchema } from './games';
import { method } from './method';

// The story of a game in numbers (issue #29): computed from the game's log on every request, never stored.

/** A game's story, with where each attack sits in the history (entry numbers, as game.history gives them). */
export interface StoryAnswer extends GameStory {
  gameId: string;
  /** The game's name, for a title and an exported file's name. */
  name: string;
  /** The history entry the story was told up to. */
  seq: number;
  /** Each attack's history entries, in the order of `attacks`: where its dice were rolled and where its damage was dealt. */
  entries: { rolled: number; resolved: number }[];
}

export const storyMethods = {
  /** The story of a game in numbers: each attack's luck from the exact odds, each player's, damage per unit and round. */
  'game.story': method<StoryAnswer>()(z.object({ gameId: gameIdSchema }).strict()),
};
