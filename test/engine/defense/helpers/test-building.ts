// A small building of our own for precise rule tests; the shipped sample scenario is tested separately.
import type { DefenderEntry, Scenario } from '../../../../shared/engine/games/defense';

/*
 * Top floor:  attic (red) · landing (blue, interior) · loft (green)
 * Ground:     front-room (green) · hall (blue, interior) · back-room (green) · side-room (white)
 * Basement:   cellar (grey) · vault (grey, interior)
 * Outside:    street, garden, lane (assault counter spaces) · park (support counter space)
 */
export function testScenario(parts: Partial<Pick<Scenario, 'defenders' | 'tokens' | 'enemies' | 'attackSuccess' | 'lineOfSight'>> = {}): Scenario {
  return {
    name: 'Test building',
    description: 'A building for tests.',
    building: {
      floors: [
        {
          level: 'top',
          name: 'Top floor',
          spaces: [
            { id: 'attic', name: 'attic', colour: 'red' },
            { id: 'landing', name: 'landing', colour: 'blue', interior: true },
            { id: 'loft', name: 'loft', colour: 'green' },
          ],
        },
        {
          level: 'ground',
          name: 'Ground floor',
          spaces: [
            { id: 'front-room', name: 'front room', colour: 'green' },
            { id: 'hall', name: 'hall', colour: 'blue', interior: true },
            { id: 'back-room', name: 'back room', colour: 'green' },
            { id: 'side-room', name: 'side room', colour: 'white' },
          ],
        },
        {
          level: 'basement',
          name: 'Basement',
          spaces: [
            { id: 'cellar', name: 'cellar', colour: 'grey' },
            { id: 'vault', name: 'vault', colour: 'grey', interior: true },
          ],
        },
      ],
      outside: [
        { id: 'street', name: 'street', counters: 'assault' },
        { id: 'garden', name: 'garden', counters: 'assault' },
        { id: 'lane', name: 'lane', counters: 'assault' },
        { id: 'park', name: 'park', counters: 'support' },
      ],
    },
    lineOfSight: parts.lineOfSight ?? [
      { from: 'attic', sees: ['street', 'park'] },
      { from: 'loft', sees: ['garden'] },
      { from: 'front-room', sees: ['street', 'lane', 'park', 'hall'] },
      { from: 'back-room', sees: ['garden', 'lane'] },
      { from: 'side-room', sees: ['lane'] },
      { from: 'hall', sees: ['street'] },
      { from: 'cellar', sees: ['street', 'park'] },
    ],
    defenders: parts.defenders ?? [],
    tokens: parts.tokens ?? [],
    enemies: parts.enemies ?? [],
    attackSuccess: parts.attackSuccess ?? { dieAtLeast: 5, diceNeeded: 1 },
  };
}

/** A plain defender: combat value 2, no attributes, ready. */
export function defender(id: string, space: string, extra: Partial<DefenderEntry> = {}): DefenderEntry {
  return { id, name: `Pvt. ${id[0]?.toUpperCase() ?? ''}${id.slice(1)}`, combatValue: 2, space, ...extra };
}

export const grenade = (id = 'grenade') => ({ id, name: 'Grenades', designations: ['G' as const] });
export const rifle = (id = 'rifle') => ({ id, name: 'Rifle', designations: ['R' as const] });
export const machineGun = (id = 'mg') => ({ id, name: 'Machine gun', designations: ['R' as const, 'S' as const] });
export const assault = (id: string) => ({ id, name: `Assault ${id}`, kind: 'assault' as const });
export const support = (id: string) => ({ id, name: `Support ${id}`, kind: 'support' as const });
