import { describe, expect, it } from 'vitest';
import { armed } from './helpers/armament';
import { readShipFile, pilotEntry } from './helpers/xwing-roster';
import { expectMessage, howlrunner, optionsOf, play, refusal, rosters, sentences, shipOf, startGame, toEngagement, wedge } from './helpers/xwing-game';

// RRG · Reload (X-Wing 2.0 and 2.5 rules reference, "Reload"): the ship recovers 1 charge on an
// equipped torpedo, missile or device upgrade of its choice, then gains a disarm token.

type Session = ReturnType<typeof startGame>;
const Y_WING = 'rebel-alliance/btl-a4-y-wing';
const yWing = () => pilotEntry(Y_WING, readShipFile(Y_WING).pilots[0]?.name ?? '', { id: 'luke', actionBar: true });
const reload = (session: Session) => optionsOf(session).ships.find((ship) => ship.ship === 'luke')?.actions.find((action) => action.action === 'reload');
/** A Y-wing with Proton Torpedoes (upgrade 1) and Proton Bombs (upgrade 2), one charge spent on each. */
function spentBoth(): Session {
  const session = toEngagement(startGame(rosters([armed(yWing(), '2.5', 'protontorpedoes', 'protonbombs'), wedge()], [howlrunner()])));
  return play(session, { type: 'spendCharge', ship: 'luke', charge: 'standard', upgrade: 'luke-upgrade-1' }, { type: 'spendCharge', ship: 'luke', charge: 'standard', upgrade: 'luke-upgrade-2' }).session;
}

describe('RRG · Reload: the player picks the card that recovers its charge', () => {
  it('RRG · Reload: the options list every torpedo, missile and device card missing a charge — the torpedo AND the bomb', () => {
    expect(reload(spentBoth())).toMatchObject({ unavailable: null, upgrades: ['luke-upgrade-1', 'luke-upgrade-2'] });
  });

  it('Card · Proton Bombs: reloading the bomb recovers its charge, not the torpedo’s; the ship gains a disarm token', () => {
    const reloaded = play(spentBoth(), { type: 'performAction', ship: 'luke', action: 'reload', upgrade: 'luke-upgrade-2', byEffect: true });
    const ship = shipOf(reloaded.session, 'luke');
    expect(ship.upgrades.map((upgrade) => upgrade.charges?.current)).toEqual([1, 2]);
    expect(ship.tokens.disarm).toBe(1);
    expect(sentences(reloaded.events).join(' ')).toMatch(/Proton Bombs/);
  });

  it('RRG · Reload: with two cards to choose from and none named, the refusal names both', () => {
    expectMessage(refusal(spentBoth(), { type: 'performAction', ship: 'luke', action: 'reload', byEffect: true }), /Choose which card .* reloads: Proton Torpedoes or Proton Bombs\./);
  });

  it('RRG · Reload: a card at its charge limit is not offered; with none missing a charge the action is greyed with the reason', () => {
    const oneLeft = play(spentBoth(), { type: 'performAction', ship: 'luke', action: 'reload', upgrade: 'luke-upgrade-1', byEffect: true }).session;
    const full = toEngagement(startGame(rosters([armed(yWing(), '2.5', 'protontorpedoes', 'protonbombs'), wedge()], [howlrunner()])));
    expect(reload(full)?.unavailable).toMatch(/nothing to reload/);
    expect(reload(full)?.upgrades).toBeUndefined();
    expect(shipOf(oneLeft, 'luke').upgrades[0]?.charges?.current).toBe(2);
  });
});
