import { z } from 'zod';
import type { ArmadaDice } from '../../../../shared/ipc/cards';

// The two Armada layouts spell factions, upgrade slots and defense tokens differently; cards
// from both are stored in one vocabulary so a search or a game module needs only one.

const factionKeys: Record<string, string> = {
  'galactic empire': 'empire',
  empire: 'empire',
  'rebel alliance': 'rebel',
  rebel: 'rebel',
  'galactic republic': 'republic',
  republic: 'republic',
  'separatist alliance': 'separatist',
  separatist: 'separatist',
};

/**
 * A faction name as either layout writes it → `empire`, `rebel`, `republic` or `separatist`; a
 * faction outside the official four (community content: scum, ...) → its own lowercase key, for
 * the importer to set apart.
 */
export const armadaFaction = z
  .string()
  .trim()
  .min(1)
  .transform((name) => factionKeys[name.toLowerCase()] ?? name.toLowerCase().replace(/[^a-z0-9]+/g, '-'));

export const isOfficialFaction = (key: string) => Object.values(factionKeys).includes(key);

/** ISB slot keys → the names printed on the cards (the FFG layout already uses those). */
const slotNames: Record<string, readonly string[]> = {
  commander: ['Commander'],
  officer: ['Officer'],
  'weapons-team': ['Weapons Team'],
  'support-team': ['Support Team'],
  'fleet-command': ['Fleet Command'],
  'fleet-support': ['Fleet Support'],
  'offensive-retro': ['Offensive Retrofit'],
  'defensive-retro': ['Defensive Retrofit'],
  'experimental-retro': ['Experimental Retrofit'],
  turbolaser: ['Turbolasers'],
  'ion-cannon': ['Ion Cannons'],
  ordnance: ['Ordnance'],
  'super-weapon': ['Superweapon'],
  title: ['Title'],
  'weapons-team-offensive-retro': ['Weapons Team', 'Offensive Retrofit'],
};

export const slotName = (key: string): readonly string[] => slotNames[key] ?? [key];

export const defenseTokenKinds = ['redirect', 'evade', 'brace', 'scatter', 'contain', 'salvo'] as const;
export const defenseToken = z.string().transform((name, ctx) => {
  const token = name.trim().toLowerCase();
  if ((defenseTokenKinds as readonly string[]).includes(token)) return token;
  ctx.addIssue({ code: 'custom', message: `"${name}" is not a defense token (${defenseTokenKinds.join(', ')})` });
  return z.NEVER;
});

/** Attack dice, `[red, blue, black]`. */
const die = z.preprocess((v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v), z.number().int().min(0));
export const dice = z.tuple([die, die, die]) satisfies z.ZodType<ArmadaDice, unknown>;

export const hasDice = (d: ArmadaDice | undefined): d is ArmadaDice => !!d && d.some((n) => n > 0);

/** The speed chart's top speed: the highest speed with at least one joint. */
export const topSpeed = (chart: Record<string, number[]>): number | null => {
  const speeds = Object.keys(chart).map(Number);
  return speeds.length ? Math.max(...speeds) : null;
};
