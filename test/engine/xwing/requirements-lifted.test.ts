import { describe, expect, it } from 'vitest';
import type { CardEffect } from '../../../shared/engine/games/xwing/effects/card-effect';
import { armed } from './helpers/armament';
import { attackOf, expectMessage, howlrunner, luke, optionsOf, play, refusal, rosters, sentences, shipOf, startGame, toEngagement, wedge } from './helpers/xwing-game';

// RRG · Attack (X-Wing 2.0 and 2.5 rules reference, "Attack", "Special attack"): a weapon whose header
// names a requirement ([Lock]) needs it against the defender. Card · Instinctive Aim (2.0 and 2.5
// Force power): while performing a special attack, the ship may spend 1 Force to ignore the focus or
// lock requirement. The fact below is that card's, as the card-effects reader writes it (DESIGN §10).

type Session = ReturnType<typeof startGame>;
const instinctiveAim = (upgrade: number): CardEffect => ({
  source: 'Instinctive Aim',
  upgrade,
  moment: 'declareTarget',
  role: 'attacker',
  conditions: [{ kind: 'weapon', weapon: 'special' }],
  costs: [{ kind: 'force', amount: 1 }],
  effects: [{ kind: 'liftRequirement', requirement: 'focus' }, { kind: 'liftRequirement', requirement: 'lock' }],
  optional: true,
  summary: 'Spend 1 Force: ignore the focus or lock requirement of a special attack',
});
/** Luke with Proton Torpedoes (Attack ([Lock])), against two TIEs; with Instinctive Aim's fact when asked. */
function engaged(aim: boolean): Session {
  const entry = { ...armed(luke(), '2.5', 'protontorpedoes', 'instinctiveaim'), force: { value: 2, recurs: 1 }, ...(aim ? { effects: [instinctiveAim(1)] } : {}) };
  return toEngagement(startGame(rosters([entry, wedge()], [howlrunner(), howlrunner('howl2')])));
}
const torpedo = (session: Session) => optionsOf(session).attackers.find((option) => option.ship === 'luke')?.weapons?.find((weapon) => weapon.name === 'Proton Torpedoes');
const lockOn = (session: Session, ship: string) => play(session, { type: 'gainToken', ship, token: 'lock', lockedBy: 'luke' }).session;
const fire = (session: Session, defender: string) => ({ type: 'declareAttack', attacker: 'luke', defender, arc: 'front', range: 2, weaponId: torpedo(session)?.weaponId });

describe('RRG · Attack: a weapon that needs a lock, and requirements lifted by a card', () => {
  it('RRG · Attack ([Lock]): Declare Target offers the torpedo only against the ships the attacker has locked', () => {
    const session = engaged(false);
    expect(torpedo(session)).toMatchObject({ targets: [], lifts: [] });
    const locked = lockOn(session, 'howl2');
    expect(torpedo(locked)).toMatchObject({ unavailable: null, targets: ['howl2'], lifts: [] });
    expectMessage(refusal(locked, fire(locked, 'howl')), /Proton Torpedoes needs a lock on the defender \(“Howlrunner”/);
    expect(attackOf(play(locked, fire(locked, 'howl2')).session).defender).toBe('howl2');
  });

  it('Card · Instinctive Aim: with 1 Force the torpedo is offered without a lock — every enemy a target, the cost shown', () => {
    const session = engaged(true);
    const offered = torpedo(session);
    expect(offered?.unavailable).toBeNull();
    expect(offered?.targets).toEqual(['howl', 'howl2']);
    expect(offered?.lifts).toEqual([
      { ship: 'howl', source: 'Instinctive Aim', requirement: 'lock', cost: '1 Force' },
      { ship: 'howl2', source: 'Instinctive Aim', requirement: 'lock', cost: '1 Force' },
    ]);
    // The ship it has locked needs no lift.
    expect(torpedo(lockOn(session, 'howl'))?.lifts.map((lift) => lift.ship)).toEqual(['howl2']);
  });

  it('Card · Instinctive Aim: declaring the torpedo without a lock pays 1 Force (and the torpedo its charge); the history says why', () => {
    const session = engaged(true);
    const declared = play(session, fire(session, 'howl'));
    const ship = shipOf(declared.session, 'luke');
    expect(ship.force?.current).toBe(1);
    expect(ship.upgrades[0]?.charges?.current).toBe(1);
    expect(sentences(declared.events)).toContain('Instinctive Aim: Luke Skywalker fires Proton Torpedoes without its lock requirement (1 Force).');
  });

  it('Card · Instinctive Aim: with a lock on the defender nothing is paid for the requirement', () => {
    const session = lockOn(engaged(true), 'howl');
    const declared = play(session, fire(session, 'howl'));
    expect(shipOf(declared.session, 'luke').force?.current).toBe(2);
    expect(declared.events.map((event) => event.type)).not.toContain('requirementLifted');
  });

  it('Card · Instinctive Aim: with no Force left the requirement holds again, and the refusal says what is missing', () => {
    const session = play(engaged(true), { type: 'spendCharge', ship: 'luke', charge: 'force', amount: 2 }).session;
    expect(torpedo(session)).toMatchObject({ targets: [], lifts: [] });
    expectMessage(refusal(session, fire(session, 'howl')), /Proton Torpedoes needs a lock on the defender/);
  });

  it('Card · Instinctive Aim: a special attack only — its fact never lifts a requirement of the primary weapon, which has none', () => {
    const session = engaged(true);
    const primary = optionsOf(session).attackers.find((option) => option.ship === 'luke')?.weapons?.[0];
    expect(primary).toMatchObject({ weaponId: null, lifts: [], targets: ['howl', 'howl2'] });
  });
});
