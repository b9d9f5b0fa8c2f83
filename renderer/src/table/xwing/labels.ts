import { attackArcNames } from '../../../../shared/engine/games/xwing/ships/arcs';
import { tokenKind, type TokenColour, type TokenShape } from '../../../../shared/engine/games/xwing/tokens/token-catalogue';
import { actionNames } from '../../../../shared/engine/games/xwing/ships/action-bar';
import type { ActionDifficulty, AttackArc, DialManeuver, DieFace, HeldTokenOption, ShipAction, ShipStatus, TokenType } from '../../../../shared/engine/games/xwing';

/*
 * The words the X-Wing table prints. Names of tokens, arcs and phases come from the engine's own
 * constants; what is here is only how the screen says them.
 */

/** The arrow a maneuver dial prints for each bearing. */
export const bearingArrows: Record<DialManeuver['bearing'], string> = {
  turnLeft: '↰', bankLeft: '↖', straight: '↑', bankRight: '↗', turnRight: '↱', kTurn: '⤻', segnorLeft: '↶', segnorRight: '↷',
  tallonLeft: '⇠', tallonRight: '⇢', stop: '■', reverseBankLeft: '↙', reverseStraight: '↓', reverseBankRight: '↘',
};

export const capitalised = (text: string): string => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;

export const faceLabels: Record<DieFace, string> = { hit: 'Hit', crit: 'Crit', focus: 'Focus', blank: 'Blank', evade: 'Evade' };

export const colourLabels: Record<TokenColour, string> = { green: 'Green', orange: 'Orange', red: 'Red', blue: 'Blue' };

export const shapeLabels: Record<TokenShape, string> = { circular: 'circle', diamond: 'diamond' };

/** 003: what the colour and shape say about when a token leaves. */
export const colourMeaning: Record<TokenColour, string> = {
  green: 'removed in the End Phase',
  orange: 'removed in the End Phase',
  red: 'removed only as its own rules say',
  blue: 'removed only as its own rules say',
};

export const tokenColourOrder: readonly TokenColour[] = ['green', 'orange', 'red', 'blue'];

export function tokenName(token: TokenType): string {
  return tokenKind(token).name;
}

/** Actions as the action bar names them (Focus, Barrel roll, Repair…). */
export function actionName(action: ShipAction): string {
  return capitalised(actionNames[action]);
}

/** What a red or purple action costs, said beside it. */
export const difficultyNotes: Record<ActionDifficulty, string | null> = { white: null, red: 'red: +1 stress', purple: 'purple: 1 Force' };

export const statusLabels: Record<ShipStatus, string> = {
  stressed: 'Stressed',
  ionized: 'Ionized',
  tractored: 'Tractored',
  jammed: 'Jammed',
  disarmed: 'Disarmed',
  depleted: 'Depleted',
  strained: 'Strained',
  cloaked: 'Cloaked',
};

export function arcLabel(arc: AttackArc): string {
  return capitalised(attackArcNames[arc]);
}

/** "Reinforce fore", "Lock", "Focus": the token as the tray names it (a lock's holder is said apart). */
export function heldTokenName(held: Pick<HeldTokenOption, 'token' | 'side'>): string {
  return held.side ? `${tokenName(held.token)} ${held.side}` : tokenName(held.token);
}
