import type { PlainTokenType, TokenType } from '../model/state';

export type TokenColour = 'green' | 'orange' | 'red' | 'blue';
export type TokenShape = 'circular' | 'diamond';
/** 003: circular tokens leave in the End Phase; diamond tokens only when their own criteria say so. */
export type TokenRemoval = 'endPhase' | 'ownCriteria';

export interface TokenKind {
  type: TokenType;
  name: string;
  colour: TokenColour;
  shape: TokenShape;
  removal: TokenRemoval;
}

const circular = (type: TokenType, name: string, colour: 'green' | 'orange'): TokenKind => ({ type, name, colour, shape: 'circular', removal: 'endPhase' });
const diamond = (type: TokenType, name: string, colour: 'red' | 'blue'): TokenKind => ({ type, name, colour, shape: 'diamond', removal: 'ownCriteria' });

/** 003: the thirteen tokens, their colour and shape; the colour and shape tell when a token leaves. */
export const tokenCatalogue: readonly TokenKind[] = [
  circular('calculate', 'Calculate', 'green'),
  circular('evade', 'Evade', 'green'),
  circular('focus', 'Focus', 'green'),
  circular('reinforce', 'Reinforce', 'green'),
  circular('disarm', 'Disarm', 'orange'),
  circular('jam', 'Jam', 'orange'),
  circular('tractor', 'Tractor', 'orange'),
  diamond('deplete', 'Deplete', 'red'),
  diamond('ion', 'Ion', 'red'),
  diamond('lock', 'Lock', 'red'),
  diamond('strain', 'Strain', 'red'),
  diamond('stress', 'Stress', 'red'),
  diamond('cloak', 'Cloak', 'blue'),
];

export const tokenTypes: readonly TokenType[] = tokenCatalogue.map((kind) => kind.type);
export const plainTokenTypes: readonly PlainTokenType[] = tokenTypes.filter((type): type is PlainTokenType => type !== 'reinforce' && type !== 'lock');

const byType = new Map(tokenCatalogue.map((kind) => [kind.type, kind]));

export function tokenKind(type: TokenType): TokenKind {
  return byType.get(type) as TokenKind;
}

export function tokenName(type: TokenType): string {
  return tokenKind(type).name;
}

export function isRemovedInEndPhase(type: TokenType): boolean {
  return tokenKind(type).removal === 'endPhase';
}
