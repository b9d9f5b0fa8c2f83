import { describe, expect, it } from 'vitest';
import type { Session } from '../../../shared/engine';
import { emptySession } from '../../../shared/engine';
import { armed } from './helpers/armament';
import { activateEveryShip, expectMessage, howlrunner, luke, optionsOf, play, refusal, rosters, setupCommand, shipOf, wedge } from './helpers/xwing-game';

// RRG · Bomb (X-Wing 2.0 and 2.5 rules reference, "Devices", "Bomb"): a bomb detonates at the end of
// the Activation Phase; a mine when a ship moves through or overlaps it. Issue 34: the table asked
// which ships a bomb reaches at the START of the Activation Phase, before any ship had moved.

function game(key: string, rules?: 3): Session {
  const command = { ...setupCommand(rosters([armed(luke(), '2.5', key), wedge()], [howlrunner()])), edition: '2.5' as const, ...(rules ? { rules } : {}) };
  return play(emptySession('xwing'), command).session;
}
/** The ship drops its device in the System Phase, then the Activation Phase begins. */
const dropped = (key: string, rules?: 3) => play(game(key, rules), { type: 'nextPhase' }, { type: 'dropDevice', ship: 'luke', device: key }, { type: 'nextPhase' }).session;
const bomb = (session: Session) => optionsOf(session).devices.onTable[0];

describe('RRG · Bomb: a bomb detonates at the end of the Activation Phase, not at its start', () => {
  it('Card · Proton Bombs: at the start of the Activation Phase the bomb waits for every ship to activate; it is not due and asks nothing', () => {
    const session = dropped('protonbombs');
    expect(optionsOf(session).phase).toBe('activation');
    expect(bomb(session)).toMatchObject({ dueNow: false, cannotDetonate: null });
    expect([...(bomb(session)?.waitsFor ?? [])].sort()).toEqual(['howl', 'luke', 'wedge']);
    // The phase still cannot end before it detonates; the reason names the ships yet to activate.
    expect(optionsOf(session).commands).not.toContain('nextPhase');
    expectMessage(refusal(session, { type: 'nextPhase' }), /Proton Bomb of Luke Skywalker detonates at the end of the Activation Phase: once .*Wedge Antilles.* activated, name the ships at range 0–1/);
  });

  it('Card · Proton Bombs: it is due — and the table asks which ships it reaches — only once the last ship has activated', () => {
    let session = dropped('protonbombs');
    const first = optionsOf(session).upNext[0] as string;
    session = play(session, { type: 'activateShip', ship: first }, { type: 'endActivation' }).session;
    expect(bomb(session)?.dueNow).toBe(false);
    expect(bomb(session)?.waitsFor).not.toContain(first);
    session = activateEveryShip(session);
    expect(bomb(session)).toMatchObject({ dueNow: true, waitsFor: [] });
    expectMessage(refusal(session, { type: 'nextPhase' }), /name the ships at range 0–1 of it \(or none\) first/);
    session = play(session, { type: 'detonateDevice', device: 'device-1', ships: ['howl'] }).session;
    expect(shipOf(session, 'howl').damageCards).toHaveLength(1);
    expect(optionsOf(session).commands).toContain('nextPhase');
  });

  it('RRG · Bomb (rules 3, strict initiative order): the bomb is due once every ship has activated, and not before', () => {
    let session = dropped('protonbombs', 3);
    expect(bomb(session)?.dueNow).toBe(false);
    session = activateEveryShip(session);
    expect(bomb(session)).toMatchObject({ dueNow: true, waitsFor: [] });
  });

  it('RRG · Mine: a Proximity Mine waits for no end of phase — it is asked for the ship that overlaps it, whenever that happens', () => {
    const session = dropped('proximitymines');
    expect(bomb(session)).toMatchObject({ moment: 'overlap', dueNow: false, waitsFor: [], cannotDetonate: null });
    expect(optionsOf(session).commands).toContain('nextPhase');
  });
});
