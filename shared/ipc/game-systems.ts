/** The game systems Sidetable keeps a table for (no runtime dependencies: the renderer uses it). */
export const gameSystems = ['armada', 'xwing', 'defense'] as const;
export type GameSystem = (typeof gameSystems)[number];

export const gameSystemNames: Record<GameSystem, string> = {
  armada: 'Star Wars: Armada',
  xwing: 'Star Wars: X-Wing',
  defense: 'Building defense (solo)',
};

export const GAME_NAME_MAX = 80;

/** A game as the home screen lists it. Times are milliseconds since the epoch. */
export interface GameSummary {
  id: string;
  name: string;
  system: GameSystem;
  createdAt: number;
  lastPlayedAt: number;
}
