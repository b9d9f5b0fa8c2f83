import type { IpcResult, StoryAnswer } from '../../../shared/ipc';
import type { Client } from '../lib/client';

/** The story told last for each game, by the log's length: the summary and the history ask for the same one. */
const told = new Map<string, Promise<IpcResult<StoryAnswer>>>();

/** The story of a game as its log stands at `seq` (the host computes it from the log; nothing is stored). */
export function loadStory(client: Client, gameId: string, seq: number): Promise<IpcResult<StoryAnswer>> {
  const key = `${gameId}@${seq}`;
  let asked = told.get(key);
  if (!asked) {
    asked = client.call('game.story', { gameId });
    told.set(key, asked);
    // Keep the newest few only: a story is small, but a long evening asks for many.
    while (told.size > 6) told.delete(told.keys().next().value as string);
  }
  return asked;
}
