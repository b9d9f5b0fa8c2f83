/**
 * Issue 37 · a player's choices that stick for the game: how damage cards are drawn (the app, or
 * the table's deck), how dice are entered (by counts, die by die). Kept in this device's local
 * storage under the game's id, so the next attack, a reload or the game resumed tomorrow opens the
 * same way; a new game starts from the defaults. Where there is no storage, the default.
 */
const PREFIX = 'sidetable:choices:';

/** What each choice may be, and its default first. */
export const GAME_CHOICES = {
  /** Who draws the damage cards: the app from its deck, or the players from the table's. */
  cardSource: ['app', 'table'],
  /** How dice faces are entered: a count per face, or each die's face. */
  diceEntry: ['counts', 'dice'],
  /** Issue 43 · a demo game from the first-run screen shows its hints until the first attack is over, or "Got it". */
  demoHints: ['off', 'on'],
} as const;

export type GameChoice = keyof typeof GAME_CHOICES;
export type GameChoiceValue<K extends GameChoice> = (typeof GAME_CHOICES)[K][number];

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function read(gameId: string): Record<string, unknown> {
  try {
    const saved = storage()?.getItem(PREFIX + gameId);
    const parsed: unknown = saved ? JSON.parse(saved) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The choice this game last made (its default until one is made). */
export function gameChoice<K extends GameChoice>(gameId: string, key: K): GameChoiceValue<K> {
  const allowed = GAME_CHOICES[key] as readonly string[];
  const saved = read(gameId)[key];
  return (typeof saved === 'string' && allowed.includes(saved) ? saved : allowed[0]) as GameChoiceValue<K>;
}

/** Keeps a choice for the rest of the game. */
export function keepGameChoice<K extends GameChoice>(gameId: string, key: K, value: GameChoiceValue<K>): void {
  try {
    storage()?.setItem(PREFIX + gameId, JSON.stringify({ ...read(gameId), [key]: value }));
  } catch {
    // No room or no storage: the choice lasts as long as the panel.
  }
}
