import type { CardEffect, TurnEffect } from '../effects/card-effect';
import type { DialManeuver, ManeuverBearing, ManeuverDifficulty, Ship, XwingState } from '../model/state';
import { sameCourse } from './dial';

// h-moves · RRG · Reveal Dial, Execute Maneuver, Difficulty: the dial a ship revealed before it executes
// it, and what cards do to it in between — set it to another maneuver of its dial (same speed and
// difficulty), change its speed (same bearing and difficulty), or make it easier (red → white → blue).
// One place says which maneuvers a card may pick and at what difficulty the maneuver is executed.

/** The kinds of effect that act on a revealed, not yet executed maneuver. */
export type DialChange = Extract<TurnEffect, { kind: 'setDial' | 'changeSpeed' | 'reduceDifficulty' | 'stopInstead' }>;

/** The ship a dial change acts on: the card's own, or the other (the friend that revealed its dial). */
export const changesWhose = (change: DialChange): 'self' | 'other' => (change.kind === 'stopInstead' ? 'self' : change.who === 'other' ? 'other' : 'self');

/** A part of a fact that acts on a revealed maneuver (a phase-long easing of every friend's maneuvers does not: it is read at Check Difficulty). */
export function dialChangeOf(effect: CardEffect): DialChange | null {
  const part = effect.effects.find((candidate): candidate is DialChange => candidate.kind === 'setDial' || candidate.kind === 'changeSpeed' || candidate.kind === 'stopInstead' || (candidate.kind === 'reduceDifficulty' && candidate.who !== 'friendlyShips'));
  return part ?? null;
}

/** The maneuver the ship revealed and has not executed yet, as cards have set it; null otherwise. */
export function revealedDialOf(state: XwingState, ship: Ship): DialManeuver | null {
  const activation = state.activation;
  if (!activation || activation.ship !== ship.id || activation.maneuver) return null;
  return activation.revealed ?? null;
}

/** The templates a maneuver's speed may take (RRG · Maneuver templates: straights 1–5, banks and turns 1–3); a stop has no other speed. */
const fastest: Record<ManeuverBearing, number> = {
  straight: 5, kTurn: 5, reverseStraight: 5, bankLeft: 3, bankRight: 3, segnorLeft: 3, segnorRight: 3, reverseBankLeft: 3, reverseBankRight: 3, turnLeft: 3, turnRight: 3, tallonLeft: 3, tallonRight: 3, stop: 0,
};

/** The maneuvers a card may set the revealed dial to: another of that ship's dial, same speed and difficulty (any other of that speed without dial data). */
export function dialChoices(ship: Ship, revealed: DialManeuver): DialManeuver[] {
  const dial = ship.dial ?? [];
  return dial.filter((maneuver) => maneuver.speed === revealed.speed && maneuver.difficulty === revealed.difficulty && !sameCourse(maneuver, revealed)).map((maneuver) => ({ ...maneuver }));
}

/** The maneuvers 1 speed slower or faster, same bearing and difficulty, whose template exists (on the dial or not). */
export function speedChoices(revealed: DialManeuver): DialManeuver[] {
  const most = fastest[revealed.bearing];
  return [revealed.speed - 1, revealed.speed + 1].filter((speed) => speed >= 1 && speed <= most).map((speed) => ({ ...revealed, speed }));
}

/** What a dial change may pick now, for the ship whose dial it changes (empty: nothing; null: no pick, it only eases). */
export function choicesFor(change: DialChange, target: Ship, revealed: DialManeuver): DialManeuver[] | null {
  if (change.kind === 'setDial') return dialChoices(target, revealed);
  if (change.kind === 'changeSpeed') return speedChoices(revealed);
  return null;
}

const ladder: readonly ManeuverDifficulty[] = ['blue', 'white', 'red'];

/** RRG · Difficulty: `steps` easier, never below blue (negative: harder, never above red; h7-xpilots); a purple maneuver's difficulty never changes. */
export function easedBy(difficulty: ManeuverDifficulty, steps: number): ManeuverDifficulty {
  if (difficulty === 'purple' || steps === 0) return difficulty;
  return ladder[Math.min(ladder.length - 1, Math.max(0, ladder.indexOf(difficulty) - steps))] ?? difficulty;
}

/**
 * RRG · Check Difficulty, with cards: the difficulty a maneuver is executed at, the easings added up —
 * the cards used on its revealed dial, and the phase-long ones of its player that fit its difficulty.
 */
export function easedDifficulty(state: XwingState, ship: Ship, difficulty: ManeuverDifficulty): ManeuverDifficulty {
  const own = state.activation?.ship === ship.id ? (state.activation.easier ?? 0) : 0;
  const phase = (state.easierManeuvers ?? []).filter((rule) => rule.owner === ship.owner && rule.round === state.round && rule.phase === state.phase && (rule.difficulties as readonly string[]).includes(difficulty)).length;
  return easedBy(difficulty, own + phase);
}

/** The phase-long easings in force for this ship now, as the table says them. */
export function easingsInForce(state: XwingState, ship: Ship): string[] {
  return (state.easierManeuvers ?? []).filter((rule) => rule.owner === ship.owner && rule.round === state.round && rule.phase === state.phase).map((rule) => `${rule.source}: ${rule.difficulties.join(' and ')} maneuvers one difficulty easier this phase`);
}
