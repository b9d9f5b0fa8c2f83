import { z } from 'zod';
import { GAME_NAME_MAX, gameSystems } from './game-systems';

export const gameIdSchema = z.uuid({ error: 'must be a game id' });
export const gameNameSchema = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, { error: 'cannot be empty' })
  .max(GAME_NAME_MAX, { error: `must be at most ${GAME_NAME_MAX} characters` });
export const gameSystemSchema = z.enum(gameSystems, {
  error: `must be one of ${gameSystems.join(', ')}`,
});
