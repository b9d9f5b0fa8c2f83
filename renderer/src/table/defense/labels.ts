import type { CounterSpaceKind, DefenseActionName, FloorLevel, Recovery, RoundStep, WeaponDesignation } from '../../../../shared/engine/games/defense';

/*
 * The words the building-defense table prints. The engine keeps its own copies for the history's
 * sentences; the labels a screen shows live here.
 */

export const actionOrder: readonly DefenseActionName[] = ['attack', 'grenades', 'suppress', 'recover', 'command'];

export const actionLabels: Record<DefenseActionName, string> = {
  attack: 'Attack',
  grenades: 'Grenades',
  suppress: 'Suppress',
  recover: 'Recover',
  command: 'Command',
};

/** What the rules file says each action does to the defender who takes it (002), as a reminder. */
export const actionNotes: Record<DefenseActionName, string> = {
  attack: 'exhausts',
  grenades: 'exhausts',
  suppress: 'exhausts',
  recover: 'does not exhaust',
  command: 'exhausts',
};

export const stepLabels: Record<RoundStep, string> = {
  beforeDefense: 'Before the defense phase',
  defense: 'Defense phase',
  afterDefense: 'Defense phase over',
};

export const floorLabels: Record<FloorLevel, string> = { top: 'top floor', ground: 'ground floor', basement: 'basement' };

/** Top floor first, as the building stands. */
export const floorOrder: readonly FloorLevel[] = ['top', 'ground', 'basement'];

export const counterKindLabels: Record<CounterSpaceKind, string> = { assault: 'Assault', support: 'Support' };

export const designationLabels: Record<WeaponDesignation, string> = { R: 'Ranged', G: 'Grenade', S: 'Suppress' };
export const designationOrder: readonly WeaponDesignation[] = ['R', 'G', 'S'];

export const recoveryLabels: Record<Recovery, string> = {
  flipToReady: 'Flip to the ready side',
  removeDisrupted: 'Remove a Disrupted token',
};

export const plural = (n: number, word: string, many = `${word}s`): string => `${n} ${n === 1 ? word : many}`;

export const capitalise = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * The scenario names a space's colour in words; the screen shows that word and, when it knows the
 * colour, a matching stripe. The colour is never the only signal.
 */
const knownColours = new Set(['red', 'blue', 'green', 'yellow', 'orange', 'purple', 'white', 'grey', 'gray', 'brown', 'black']);

export function colourClass(colour: string | null): string {
  const key = colour?.trim().toLowerCase() ?? '';
  if (!knownColours.has(key)) return 'colour-other';
  return `colour-${key === 'gray' ? 'grey' : key}`;
}
