import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../../shared/engine';
import { expectMessage, luke, play, refusal, rosters, shipOf, startGame, howlrunner } from './helpers/xwing-game';

const torpedoes = { name: 'Proton Torpedoes', slot: 'Torpedo', points: 4, summary: 'Torpedo · attack 4 · 2 charges', charges: { value: 2, recurs: 0 } };
const r2d2 = { name: 'R2-D2', slot: 'Astromech', points: 4, charges: { value: 2, recurs: 1 } };

function gameWithUpgrades() {
  return startGame(rosters([{ ...luke(), upgrades: [torpedoes, r2d2], points: 13 }], [howlrunner()]));
}

describe('X-Wing · upgrades a list brings to the table', () => {
  it('setup puts each upgrade on its ship with its name, points, summary and full charges', () => {
    const ship = shipOf(gameWithUpgrades(), 'luke');
    expect(ship.points).toBe(13);
    expect(ship.upgrades.map((u) => [u.id, u.name, u.points, u.charges?.current, u.charges?.max])).toEqual([
      ['luke-upgrade-1', 'Proton Torpedoes', 4, 2, 2],
      ['luke-upgrade-2', 'R2-D2', 4, 2, 2],
    ]);
    expect(ship.upgrades[0]?.summary).toBe('Torpedo · attack 4 · 2 charges');
    expect(shipOf(gameWithUpgrades(), 'howl').upgrades).toEqual([]);
  });

  it('charges on an upgrade are markers: spent one at a time, never below zero, and the history names the card', () => {
    let session = gameWithUpgrades();
    const spent = play(session, { type: 'spendCharge', ship: 'luke', charge: 'standard', upgrade: 'luke-upgrade-1' });
    session = spent.session;
    expect(shipOf(session, 'luke').upgrades[0]?.charges?.current).toBe(1);
    expect(describeEvent('xwing', spent.events[0]!)).toMatch(/spends 1 charge of Proton Torpedoes \(1 left\)/);
    session = play(session, { type: 'spendCharge', ship: 'luke', charge: 'standard', upgrade: 'luke-upgrade-1' }).session;
    expectMessage(refusal(session, { type: 'spendCharge', ship: 'luke', charge: 'standard', upgrade: 'luke-upgrade-1' }), /Proton Torpedoes has only 0 charges left/);
    // The pilot's own charges are not the upgrade's.
    expect(shipOf(session, 'luke').charges).toBeNull();
  });

  it('an upgrade recovers charges up to its value, and a card without charges refuses', () => {
    let session = gameWithUpgrades();
    expectMessage(refusal(session, { type: 'recoverCharge', ship: 'luke', charge: 'standard', upgrade: 'luke-upgrade-2' }), /R2-D2 is already at its maximum of 2 charges/);
    session = play(session, { type: 'spendCharge', ship: 'luke', charge: 'standard', upgrade: 'luke-upgrade-2', amount: 2 }).session;
    session = play(session, { type: 'recoverCharge', ship: 'luke', charge: 'standard', upgrade: 'luke-upgrade-2' }).session;
    expect(shipOf(session, 'luke').upgrades[1]?.charges?.current).toBe(1);
    expectMessage(refusal(session, { type: 'spendCharge', ship: 'luke', charge: 'force', upgrade: 'luke-upgrade-2' }), /standard charges, not Force/);
    expectMessage(refusal(session, { type: 'spendCharge', ship: 'luke', charge: 'standard', upgrade: 'luke-upgrade-9' }), /has no upgrade luke-upgrade-9/);
  });

  it('RRG · charges: in the End Phase an upgrade with a recurring charge value recovers that many', () => {
    let session = gameWithUpgrades();
    session = play(session, { type: 'spendCharge', ship: 'luke', charge: 'standard', upgrade: 'luke-upgrade-2', amount: 2 }).session;
    session = play(session, { type: 'spendCharge', ship: 'luke', charge: 'standard', upgrade: 'luke-upgrade-1' }).session;
    // Planning → System → Activation → Engagement → End → the next round's Planning.
    const round = play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' });
    const ship = shipOf(round.session, 'luke');
    expect(ship.upgrades[1]?.charges?.current).toBe(1);
    // Torpedoes do not recur.
    expect(ship.upgrades[0]?.charges?.current).toBe(1);
  });
});
