import type { Defender } from '../../../../../shared/engine/games/defense';

/** The counter's side and tokens in words, so nothing is told by colour or shading alone. */
export function defenderStatus(defender: Defender): string[] {
  const words: string[] = [];
  if (defender.casualty) words.push('Casualty');
  words.push(defender.side === 'exhausted' ? 'Exhausted' : 'Ready');
  if (defender.disrupted > 0) words.push(defender.disrupted === 1 ? 'Disrupted' : `Disrupted ×${defender.disrupted}`);
  if (defender.moveToken) words.push('Move token');
  if (defender.actionToken) words.push('Action token');
  return words;
}

/** The attributes printed on the counter. */
export function defenderAttributes(defender: Defender): string[] {
  const out = [`Combat ${defender.combatValue}`];
  if (defender.inspire !== null) out.push(`Inspire [I] +${defender.inspire}`);
  if (defender.suppression !== null) out.push(`Suppression +${defender.suppression}`);
  if (defender.command) out.push('Command [C]');
  return out;
}
