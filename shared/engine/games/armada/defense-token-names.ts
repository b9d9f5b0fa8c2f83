import type { DefenseTokenType } from './state';

export const defenseTokenNames: Record<DefenseTokenType, string> = {
  brace: 'Brace',
  redirect: 'Redirect',
  evade: 'Evade',
  scatter: 'Scatter',
  contain: 'Contain',
  salvo: 'Salvo',
};
