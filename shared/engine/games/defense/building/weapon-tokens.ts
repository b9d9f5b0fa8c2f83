import type { Space, WeaponDesignation, WeaponToken } from '../model/state';

export const designationNames: Record<WeaponDesignation, string> = { R: 'Ranged [R]', G: 'Grenade [G]', S: 'Suppress [S]' };

export function hasWeapon(space: Space, designation: WeaponDesignation): boolean {
  return space.weapons.some((token) => token.designations.includes(designation));
}

/**
 * The grenade token a Grenades action discards. A token that is only a grenade goes first, so a
 * weapon with other designations as well is kept as long as a plain grenade token is there.
 */
export function grenadeTokenToDiscard(space: Space): WeaponToken | null {
  const grenades = space.weapons.filter((token) => token.designations.includes('G'));
  return grenades.find((token) => token.designations.length === 1) ?? grenades[0] ?? null;
}
