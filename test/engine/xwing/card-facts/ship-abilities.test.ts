import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import { withEffects } from '../helpers/card-effects';
import { pilotEntry } from '../helpers/xwing-roster';
import { expectMessage, play, refusal, rosters, shipOf, TIE_FIGHTER } from '../helpers/xwing-game';

// Issue 34, round 2 · ship abilities whose turret limit is now played (effects/facts/ship-abilities.ts):
// the rotate rule (RRG · Turret Arc Indicators) offers only the facings the card allows. Cards from
// xwing-data2 2.5 (read at run time).

const academy = () => pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'academy' });
/** Set up with turret arc indicators (rules 3, edition 2.5), as the players place them. */
const withTurrets = (ship: XwingPilotRosterEntry): Session => play(emptySession('xwing'), { type: 'setup', seed: 'turrets', players: rosters([ship], [academy()]), rules: 3, edition: '2.5' }).session;

describe('Card · Refined Gyrostabilizers (RZ-2 A-wing): its turret faces only front or rear', () => {
  const aWing = () => withEffects('resistance/rz-2-a-wing', 'L’ulo L’ampar', 'ulo', '2.5');
  it('the left arc is refused, in the card’s name', () => {
    const session = withTurrets(aWing());
    expectMessage(refusal(session, { type: 'setTurret', ship: 'ulo', facing: 'left' }), /Refined Gyrostabilizers: .*faces only the front .*or the rear/);
  });
  it('the rear arc is allowed', () => {
    const session = withTurrets(aWing());
    expect(shipOf(play(session, { type: 'setTurret', ship: 'ulo', facing: 'rear' }).session, 'ulo').turret?.facing).toBe('rear');
  });
  it('the whole card is played: no part left to the players', () => {
    expect(aWing().yourCall ?? []).toEqual([]);
  });
});

describe('Card · Pinpoint Tractor Array (Nantex, 2.5): its turret never faces the rear', () => {
  const nantex = () => withEffects('separatist-alliance/nantex-class-starfighter', 'Sun Fac', 'sunfac', '2.5');
  it('the rear arc is refused, in the card’s name', () => {
    const session = withTurrets(nantex());
    expectMessage(refusal(session, { type: 'setTurret', ship: 'sunfac', facing: 'rear' }), /Pinpoint Tractor Array: .*faces only/);
  });
  it('the left and right arcs are allowed', () => {
    const session = withTurrets(nantex());
    expect(shipOf(play(session, { type: 'setTurret', ship: 'sunfac', facing: 'left' }).session, 'sunfac').turret?.facing).toBe('left');
    expect(shipOf(play(session, { type: 'setTurret', ship: 'sunfac', facing: 'right' }).session, 'sunfac').turret?.facing).toBe('right');
  });
});

describe('Card · Fine-Tuned Thrusters (TIE/ba): a deplete or a strain for a lock or barrel roll', () => {
  const ba = () => withEffects('first-order/tie-ba-interceptor', 'Major Vonreg', 'vonreg', '2.5');
  it('both ways of paying are facts after its maneuver, and nothing is left to the players', () => {
    const entry = ba();
    const costs = (entry.effects ?? []).filter((effect) => effect.source === 'Fine-Tuned Thrusters').map((effect) => [effect.moment, effect.costs]);
    expect(costs).toEqual([
      ['afterManeuver', [{ kind: 'gainToken', token: 'deplete', amount: 1 }]],
      ['afterManeuver', [{ kind: 'gainToken', token: 'strain', amount: 1 }]],
    ]);
    expect((entry.yourCall ?? []).join(' ')).not.toMatch(/Fine-Tuned/);
  });
});

describe('Card · Vectored Cannons (RZ-1 A-wing, Battle over Endor, 2.5): its turret faces only front or rear', () => {
  const gemmer = () => withEffects('rebel-alliance/rz-1-a-wing', 'Gemmer Sojan', 'gemmer', '2.5');
  it('the right arc is refused in the card’s name; the rear is allowed', () => {
    const session = withTurrets(gemmer());
    expectMessage(refusal(session, { type: 'setTurret', ship: 'gemmer', facing: 'right' }), /Vectored Cannons: .*faces only the front .*or the rear/);
    expect(shipOf(play(session, { type: 'setTurret', ship: 'gemmer', facing: 'rear' }).session, 'gemmer').turret?.facing).toBe('rear');
  });
});
