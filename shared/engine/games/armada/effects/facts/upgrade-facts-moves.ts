import { ask, effect, exhaust, facts, factsNoting, resolving, whenActivates, type CardFacts } from './fact-builders';

// DESIGN §10 · Armada upgrades, round 5 (issue 35): cards that hang on where ships
// stand. The table answers the one yes / no question (did it overlap, was the maneuver clear); the
// card's effect is then dealt by the app (the overlap's damage cards, the extra maneuver in the
// history). Our facts, our words; joined with the other tables in upgrade-facts.ts.

export const upgradeFactsMoves: Readonly<Record<string, CardFacts>> = {
  // RRG · Overlapping: the moved ship and the closest ship it overlapped are each dealt 1 facedown damage card.
  eclipse: facts(
    effect('unit', 'executeManeuver', 'an enemy ship overlapped this ship: the enemy gets its overlap card faceup', [{ kind: 'overlap', with: 'enemy', otherFaceup: true, ownFewer: 0, smallerOnly: false }], {
      when: [whenActivates('enemy'), ask('Did the activated enemy ship’s maneuver overlap this ship (the closest ship it overlapped)?')],
    }),
  ),
  "garel's honor": facts(
    effect('unit', 'executeManeuver', 'this ship overlapped an enemy ship: the enemy gets its overlap card faceup', [{ kind: 'overlap', with: 'enemy', otherFaceup: true, ownFewer: 0, smallerOnly: false }], {
      when: [whenActivates('self'), ask('Did this ship’s maneuver overlap the enemy ship you name (the closest ship it overlapped)?')],
    }),
  ),
  'hardened bulkheads': factsNoting(
    'Large ship only (a fleet-building rule). With Damaged Controls the extra overlap card is still dealt by that card.',
    effect('unit', 'executeManeuver', 'an overlap with a smaller ship: this ship is dealt 1 fewer facedown card', [{ kind: 'overlap', with: 'any', otherFaceup: false, ownFewer: 1, smallerOnly: true }], {
      when: [whenActivates('any'), ask('Did this ship overlap a ship of a smaller size class, or one overlap it, in the maneuver just executed?')],
    }),
  ),
  // Extra maneuvers: the tool is set at the table; the card is exhausted and the activation keeps it.
  'engine techs': facts(
    effect('unit', 'executeManeuver', 'navigate, exhaust: after a maneuver that overlapped no ship, execute a speed-1 maneuver', [{ kind: 'extraManeuver', speed: 1, straight: false, clearOnly: true }], {
      when: [whenActivates('self'), resolving('navigate'), ask('Has this ship executed its maneuver, without overlapping a ship?')],
      pay: [exhaust],
    }),
  ),
  'quantum storm': facts(
    effect('unit', 'executeManeuver', 'navigate, exhaust: after the maneuver, execute a speed-1 maneuver with a yaw of “–”', [{ kind: 'extraManeuver', speed: 1, straight: true, clearOnly: false }], {
      when: [whenActivates('self'), resolving('navigate'), ask('Has this ship executed its maneuver?')],
      pay: [exhaust],
    }),
  ),
  // The repair command reads the raised maximum (units/shield-maximum.ts).
  'auxiliary shields team': facts(
    effect('unit', 'always', 'repair: the left and right zones may recover or receive 1 shield past their maximum (at most 4)', [{ kind: 'shieldMaximumUp', zones: ['left', 'right'], by: 1, cap: 4 }], { optional: false }),
  ),
  // Shields moved: the zones, the ship and the count picked in one tap.
  'projection experts': facts(
    effect('unit', 'resolveCommand', 'repair: up to 2 engineering points move as many shields to a friendly ship at distance 1–5', [{ kind: 'moveShields', to: 'friendShip', max: 2, cap: 0, engineering: true }], {
      when: [whenActivates('self'), resolving('repair'), ask('Is the friendly ship receiving the shields at distance 1–5?')],
    }),
  ),
};
