import type { GameSystem } from './game-systems';

/**
 * What a table screen needs after every command: the engine's state and what may happen next,
 * and whether undo / redo are possible. `seq` is the last log entry the state reflects.
 */
export interface GameView {
  gameId: string;
  system: GameSystem;
  seq: number;
  /** False until the setup command (the roster) has been accepted. */
  started: boolean;
  state: unknown;
  options: unknown;
  canUndo: boolean;
  canRedo: boolean;
  /** The newest log entry in plain words (the one at `seq`), so a view need not fetch the history after each command. */
  lastEntry: HistoryEntry | null;
  /**
   * Dice faces entered but not yet confirmed, kept by the host per game so a reload or a host
   * restart loses nothing; after an undo of a command that carried faces, those faces come back
   * here for editing. `step` is the command type the faces feed (`rollAttackDice`...).
   */
  draft: GameDraft | null;
}

export interface GameDraft {
  step: string;
  /** What the tray had entered, in the shape of that command's faces (`dice`, `faces`...). */
  faces: unknown;
  at: number;
}

/** One line of a game's history, in plain words. */
export interface HistoryEntry {
  seq: number;
  at: number;
  commandType: string;
  lines: string[];
}
