import { describe, expect, it } from 'vitest';
import { applyArmadaUpgrade } from '../../electron/main/setup/printed-stat-changes';
import type { ListCard } from '../../shared/lists/list';
import { shipEntry, VICTORY } from '../engine/helpers/armada-game';

// Issue 35 · upgrades whose effect is a printed value change it in the setup command (so the table
// starts with the numbers the cards show): the coverage counts them as applied.

const card = (name: string) => ({ name }) as ListCard;

describe('Armada upgrades that change printed values, at setup', () => {
  it('Card · TB-73: the ship has one more evade token', () => {
    const ship = { ...shipEntry(VICTORY), defenseTokens: [...shipEntry(VICTORY).defenseTokens] };
    expect(applyArmadaUpgrade(ship, card('TB-73'))).toBe('+1 evade token');
    expect(ship.defenseTokens.filter((token) => token === 'evade')).toHaveLength(1);
  });

  it('Card · Expanded Hangar Bay: the squadron value is 1 higher', () => {
    const ship = { ...shipEntry(VICTORY), squadronValue: 3 };
    expect(applyArmadaUpgrade(ship, card('Expanded Hangar Bay'))).toBe('squadron value +1');
    expect(ship.squadronValue).toBe(4);
  });

  it('Card · Lucid Voice: the rear battery is 3 red dice; each side battery has 1 black die more and 1 blue die less', () => {
    const ship = { ...shipEntry(VICTORY), hullZones: shipEntry(VICTORY).hullZones.map((zone) => ({ ...zone, battery: { ...zone.battery } })) };
    const before = Object.fromEntries(ship.hullZones.map((zone) => [zone.zone, { ...zone.battery }]));
    expect(applyArmadaUpgrade(ship, card('Lucid Voice'))).toMatch(/rear battery 3 red/);
    const after = Object.fromEntries(ship.hullZones.map((zone) => [zone.zone, zone.battery]));
    expect(after.rear).toEqual({ red: 3, blue: 0, black: 0 });
    for (const side of ['left', 'right'] as const) expect(after[side]).toEqual({ red: before[side]?.red, blue: Math.max(0, (before[side]?.blue ?? 0) - 1), black: (before[side]?.black ?? 0) + 1 });
    expect(after.front).toEqual(before.front);
  });

  it('Card · SPHA-T: the squadron value is 2 lower, never below 0', () => {
    const ship = { ...shipEntry(VICTORY), squadronValue: 3 };
    expect(applyArmadaUpgrade(ship, card('SPHA-T'))).toBe('squadron value -2');
    expect(ship.squadronValue).toBe(1);
    const small = { ...shipEntry(VICTORY), squadronValue: 1 };
    applyArmadaUpgrade(small, card('SPHA-T'));
    expect(small.squadronValue).toBe(0);
  });

  it('Card · Nova Defiant: the command value is 4', () => {
    const ship = { ...shipEntry(VICTORY) };
    expect(applyArmadaUpgrade(ship, card('Nova Defiant'))).toBe('command value 4');
    expect(ship.command).toBe(4);
  });
});
