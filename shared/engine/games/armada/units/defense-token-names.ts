import type { DefenseTokenType } from '../model/state';

export const defenseTokenNames: Record<DefenseTokenType, string> = {
  brace: 'Brace',
  redirect: 'Redirect',
  evade: 'Evade',
  scatter: 'Scatter',
  contain: 'Contain',
  salvo: 'Salvo',
};
