import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../shared/engine/games/xwing';
import { armamentFromCard } from '../../../shared/engine/games/xwing/attack/weapon-facts';
import { armed, upgradeCard } from './helpers/armament';
import { pilotEntry } from './helpers/xwing-roster';
import { attackFaces, attackOf, defenseFaces, expectMessage, howlrunner, optionsOf, play, refusal, rosters, sentences, shipOf, startGame, TIE_FIGHTER, toEngagement, wedge, X_WING } from './helpers/xwing-game';
import { withEffects } from './helpers/card-effects';

// RRG · Bonus Attacks (X-Wing 2.0 and 2.5 rules reference, "Attack", "Bonus attack"): an effect may
// grant a bonus attack at its own moment. Card · Snapshot (talent): after an enemy ship executes a
// maneuver, the ship may perform this attack against it as a bonus attack — in the Activation Phase.

const luke = (): XwingPilotRosterEntry => armed(pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke', actionBar: true, dial: true }), '2.5', 'snapshot');
const academy = (id = 'academy') => pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id, actionBar: true, dial: true });
function activation(rebel: XwingPilotRosterEntry = luke()): Session {
  const start = play(emptySession('xwing'), { type: 'setup', seed: 'snap', players: rosters([rebel], [academy(), academy('academy2')]), rules: 3, edition: '2.5' }).session;
  return play(start, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'academy' }).session;
}
const moved = (session: Session) => play(session, { type: 'executeManeuver', ship: 'academy', speed: 2, bearing: 'straight' }).session;
const snapshotId = (session: Session) => shipOf(session, 'luke').weapons?.find((weapon) => weapon.name === 'Snap Shot')?.id;
const snap = (session: Session, defender = 'academy', extra: Record<string, unknown> = { bonusAttack: true }) => ({ type: 'declareAttack', attacker: 'luke', defender, arc: 'front', range: 2, weaponId: snapshotId(session), ...extra });

describe('RRG · Bonus Attacks outside the Engagement Phase', () => {
  it('Card · Snapshot: its card data gives a bonus attack after an enemy ship executes a maneuver (both editions)', () => {
    for (const edition of ['2.0', '2.5'] as const) {
      const card = upgradeCard(edition, 'snapshot');
      const weapon = armamentFromCard({ name: card.name, key: card.xws, details: card as unknown as Record<string, unknown> }, 0).weapons[0];
      expect({ edition, bonusAttack: weapon?.bonusAttack, bonusMoment: weapon?.bonusMoment }).toEqual({ edition, bonusAttack: true, bonusMoment: 'enemyManeuver' });
    }
  });

  it('Card · Snapshot: after the enemy ship executes its maneuver, the bonus attack is declared against it in the Activation Phase', () => {
    const session = moved(activation());
    const option = optionsOf(session).attackers.find((candidate) => candidate.ship === 'luke');
    expect(option).toMatchObject({ bonusAttack: true, targets: ['academy'] });
    expect(option?.weapons?.find((weapon) => weapon.name === 'Snap Shot')).toMatchObject({ unavailable: null, targets: ['academy'] });
    expect(option?.weapons?.[0]?.unavailable).toMatch(/primary weapon attacks in the Engagement Phase/);
    const declared = play(session, snap(session));
    expect(attackOf(declared.session)).toMatchObject({ attacker: 'luke', defender: 'academy', range: 2 });
    expect(sentences(declared.events).join(' ')).toMatch(/Snap Shot/);
    // The attack runs its steps in the Activation Phase, and the maneuvering ship's activation goes on.
    const done = play(declared.session, attackFaces('hit', 'hit'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }, { type: 'dealDamage', drawForMe: true });
    expect(shipOf(done.session, 'academy').damageCards).toHaveLength(2);
    expect(optionsOf(done.session).activeShip).toBe('academy');
    expect(optionsOf(done.session).phase).toBe('activation');
  });

  it('Card · Snapshot: before the enemy ship has executed its maneuver, it is refused with the reason', () => {
    const session = activation();
    expectMessage(refusal(session, snap(session)), /Snap Shot attacks after an enemy ship executes a maneuver: no enemy ship has just executed one\./);
    expect(optionsOf(session).attackers).toEqual([]);
  });

  it('Card · Snapshot: only against the ship that executed the maneuver', () => {
    const session = moved(activation());
    expectMessage(refusal(session, snap(session, 'academy2')), /Snap Shot attacks the enemy ship that has just executed its maneuver: .*Academy Pilot.*, not .*Academy Pilot/);
  });

  it('RRG · Engagement Phase: any other attack outside the Engagement Phase is refused — the primary weapon, or Snapshot not declared as a bonus attack', () => {
    const session = moved(activation());
    expectMessage(refusal(session, { type: 'declareAttack', attacker: 'luke', defender: 'academy', arc: 'front', range: 2, bonusAttack: true }), /Ships attack in the Engagement Phase; it is the activation phase: a bonus attack outside it needs a weapon whose card names its moment\./);
    expectMessage(refusal(session, snap(session, 'academy', {})), /Ships attack in the Engagement Phase; it is the activation phase\./);
  });

  it('DESIGN §10: a `bonusAttack` fact at the moment an enemy ship maneuvers makes its card’s weapon fire then', () => {
    const entry = { ...armed(pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke', actionBar: true, dial: true }), '2.5', 'ioncannon'), effects: [{ source: 'Ion Cannon', upgrade: 0, moment: 'enemyManeuver' as const, conditions: [], costs: [], effects: [{ kind: 'bonusAttack' as const, weapon: 'this' as const }], optional: true, summary: 'Bonus attack after an enemy maneuver' }] };
    const session = moved(activation(entry));
    const ion = shipOf(session, 'luke').weapons?.[0]?.id;
    expect(attackOf(play(session, { type: 'declareAttack', attacker: 'luke', defender: 'academy', arc: 'front', range: 2, weaponId: ion, bonusAttack: true }).session).weapon?.name).toBe('Ion Cannon');
  });
});

describe('RRG · Bonus Attacks: offered only where a card grants one', () => {
  it('Card · Proton Torpedoes: a ship whose cards the setup carried as facts, none granting a bonus attack, is not offered another attack after its one attack', () => {
    const torpedoLuke = withEffects(X_WING, 'Luke Skywalker', 'luke', '2.5', 'protontorpedoes');
    let session = toEngagement(startGame(rosters([torpedoLuke, wedge()], [howlrunner()])));
    session = play(session, { type: 'declareAttack', attacker: 'luke', defender: 'howl', arc: 'front', range: 2 }, attackFaces('blank', 'blank', 'blank'), defenseFaces('blank', 'blank', 'blank'), { type: 'neutralizeResults' }).session;
    expect(optionsOf(session).attackers.find((attacker) => attacker.ship === 'luke')).toBeUndefined();
  });
});
