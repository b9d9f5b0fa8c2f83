import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../shared/engine/games/xwing';
import { barWithUpgradeActions } from '../../../shared/engine/games/xwing/ships/action-bar';
import type { CardEffect } from '../../../shared/engine/games/xwing/effects/card-effect';
import { armed, upgradeCard } from './helpers/armament';
import { pilotEntry } from './helpers/xwing-roster';
import { expectMessage, optionsOf, play, refusal, rosters, sentences, shipOf, TIE_FIGHTER, X_WING } from './helpers/xwing-game';

// RRG · Actions (X-Wing 2.0 and 2.5 rules reference, "Actions", "Perform Action", "Stress"): an effect
// may have a ship perform an action — off its action bar, outside its Perform Action step — at the
// effect's difficulty (red: a stress token after it; purple: 1 Force); a stressed ship performs no
// action, and a ship performs each action once per round. Upgrades that add actions put them on the
// ship's action bar (xwing-data2 `actions` and `grants` of type action).

const DELTA_7 = 'galactic-republic/delta-7-aethersprite';
/** The Delta-7's ship ability (Fine-Tuned Controls), as the card-effects reader writes it. */
const fineTunedControls = (action: 'boost' | 'barrelRoll'): CardEffect => ({
  source: 'Fine-Tuned Controls',
  moment: 'afterManeuver',
  conditions: [],
  costs: [{ kind: 'force', amount: 1 }],
  effects: [{ kind: 'performAction', action, difficulty: 'white' }],
  optional: true,
  summary: `After a full maneuver: spend 1 Force to boost or barrel roll`,
});
/** An upgrade that grants a red rotate arc (the fact's shape; no card of the data prints one, so it is named for the test). */
const redRotate: CardEffect = { source: 'Red Rotator', upgrade: 0, moment: 'action', conditions: [], costs: [], effects: [{ kind: 'performAction', action: 'rotateArc', difficulty: 'red' }], optional: true, summary: 'Red rotate arc' };

const academy = () => pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'academy', actionBar: true, dial: true });
function activating(entry: XwingPilotRosterEntry): Session {
  const start = play(emptySession('xwing'), { type: 'setup', seed: 'granted', players: rosters([entry], [academy()]), rules: 3, edition: '2.5' }).session;
  return play(start, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'activateShip', ship: 'academy' }, { type: 'endActivation' }, { type: 'activateShip', ship: entry.id ?? '' }, { type: 'executeManeuver', ship: entry.id ?? '', speed: 2, bearing: 'straight' }).session;
}
const obiWan = () => ({ ...pilotEntry(DELTA_7, 'Obi-Wan Kenobi', { id: 'obi', actionBar: true, dial: true }), effects: [fineTunedControls('boost'), fineTunedControls('barrelRoll')] });
const granted = (session: Session, ship: string) => optionsOf(session).ships.find((option) => option.ship === ship)?.grantedActions ?? [];

describe('Actions granted by cards (issue 34)', () => {
  it('Card · Fine-Tuned Controls (Delta-7): after its one action, the ship spends 1 Force to boost — the card’s action, not its own', () => {
    let session = activating(obiWan());
    session = play(session, { type: 'performAction', ship: 'obi', action: 'focus' }).session;
    expectMessage(refusal(session, { type: 'performAction', ship: 'obi', action: 'boost' }), /has performed its action in this activation/);
    const force = shipOf(session, 'obi').force?.current ?? 0;
    const boosted = play(session, { type: 'performAction', ship: 'obi', action: 'boost', grantedBy: { source: 'Fine-Tuned Controls', difficulty: 'white' } });
    expect(shipOf(boosted.session, 'obi').force?.current).toBe(force - 1);
    expect(sentences(boosted.events)[0]).toBe('Obi-Wan Kenobi performs the boost action (Fine-Tuned Controls grants it).');
  });

  it('Card · Fine-Tuned Controls: the question its moment opens (after the maneuver) is answered by performing the granted action, so nothing is left waiting', () => {
    let session = activating({ ...obiWan(), effects: [fineTunedControls('boost')] });
    const asked = optionsOf(session).prompts.filter((prompt) => prompt.source === 'Fine-Tuned Controls');
    expect(asked).toHaveLength(1);
    session = play(session, { type: 'performAction', ship: 'obi', action: 'focus' }).session;
    const boosted = play(session, { type: 'performAction', ship: 'obi', action: 'boost', grantedBy: { source: 'Fine-Tuned Controls', difficulty: 'white' } });
    expect(optionsOf(boosted.session).prompts.filter((prompt) => prompt.source === 'Fine-Tuned Controls')).toEqual([]);
    expect(boosted.events).toContainEqual(expect.objectContaining({ type: 'promptAnswered', source: 'Fine-Tuned Controls' }));
  });

  it('RRG · Actions: the options list the actions the ship’s cards grant, with their cost; greyed once the Force is gone', () => {
    const session = activating(obiWan());
    expect(granted(session, 'obi').map((option) => [option.source, option.action, option.difficulty, option.cost, option.unavailable])).toEqual([
      ['Fine-Tuned Controls', 'boost', 'white', '1 Force', null],
      ['Fine-Tuned Controls', 'barrelRoll', 'white', '1 Force', null],
    ]);
    const drained = play(session, { type: 'spendCharge', ship: 'obi', charge: 'force', amount: shipOf(session, 'obi').force?.current ?? 1 }).session;
    expect(granted(drained, 'obi')[0]?.unavailable).toMatch(/cannot pay 1 Force/);
    expectMessage(refusal(drained, { type: 'performAction', ship: 'obi', action: 'boost', grantedBy: { source: 'Fine-Tuned Controls', difficulty: 'white' } }), /cannot pay its cost \(1 Force\)/);
  });

  it('RRG · Actions: the card’s difficulty is the card’s — a grant named at another difficulty is refused', () => {
    expectMessage(refusal(activating(obiWan()), { type: 'performAction', ship: 'obi', action: 'boost', grantedBy: { source: 'Fine-Tuned Controls', difficulty: 'red' } }), /Fine-Tuned Controls grants a white boost action, not a red one/);
  });

  it('RRG · Stress: a red action a card grants (a red rotate arc, off the bar) gives a stress token; stressed, the ship performs no other', () => {
    const entry = { ...armed(pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke', actionBar: true, dial: true }), '2.5', 'ioncannonturret'), effects: [redRotate, fineTunedControls('boost')] };
    let session = activating(entry);
    expectMessage(refusal(session, { type: 'performAction', ship: 'luke', action: 'rotateArc', facing: 'left' }), /action bar has no rotate arc action/);
    const rotated = play(session, { type: 'performAction', ship: 'luke', action: 'rotateArc', facing: 'left', grantedBy: { source: 'Red Rotator', difficulty: 'red' } });
    session = rotated.session;
    expect(shipOf(session, 'luke').turret?.facing).toBe('left');
    expect(shipOf(session, 'luke').tokens.stress).toBe(1);
    expectMessage(refusal(session, { type: 'performAction', ship: 'luke', action: 'boost', grantedBy: { source: 'Fine-Tuned Controls', difficulty: 'white' } }), /is stressed: a stressed ship performs no actions, even one a card grants/);
  });

  it('RRG · Actions: each action once per round, granted or not; a purple one needs Force', () => {
    let session = activating(obiWan());
    session = play(session, { type: 'performAction', ship: 'obi', action: 'boost', grantedBy: { source: 'Fine-Tuned Controls', difficulty: 'white' } }).session;
    expectMessage(refusal(session, { type: 'performAction', ship: 'obi', action: 'boost', grantedBy: { source: 'Fine-Tuned Controls', difficulty: 'white' } }), /already performed the boost action this round/);
    const noForce = play(session, { type: 'spendCharge', ship: 'obi', charge: 'force', amount: shipOf(session, 'obi').force?.current ?? 0 }).session;
    expectMessage(refusal(noForce, { type: 'performAction', ship: 'obi', action: 'calculate', grantedBy: { source: 'A Purple Card', difficulty: 'purple' } }), /no Force to spend on a purple calculate action/);
  });

  it('Card · Ion Cannon Turret, Dorsal Turret: the turret’s rotate arc comes on the ship’s action bar at setup, and the rotate arc is accepted', () => {
    const base = pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke', actionBar: true, dial: true });
    const bar = barWithUpgradeActions((base.actions ?? []).map((entry) => ({ ...entry, linked: entry.linked ?? null })), upgradeCard('2.5', 'ioncannonturret').sides[0]);
    expect(bar.at(-1)).toEqual({ action: 'rotateArc', difficulty: 'white', linked: null });
    expect(barWithUpgradeActions([], upgradeCard('2.5', 'dorsalturret').sides[0])).toEqual([{ action: 'rotateArc', difficulty: 'white', linked: null }]);
    const entry = { ...armed(base, '2.5', 'ioncannonturret'), actions: bar.map((held) => ({ action: held.action, difficulty: held.difficulty, ...(held.linked ? { linked: held.linked } : {}) })) };
    const rotated = play(activating(entry), { type: 'performAction', ship: 'luke', action: 'rotateArc', facing: 'rear' }).session;
    expect(shipOf(rotated, 'luke').turret?.facing).toBe('rear');
  });

  it('Card · Servomotor S-foils, Debris Gambit: added actions keep their printed link and difficulty (a red boost linked to focus; a red evade)', () => {
    const foils = barWithUpgradeActions([], upgradeCard('2.5', 'servomotorsfoils').sides[0]);
    expect(foils).toEqual([
      { action: 'boost', difficulty: 'white', linked: null },
      { action: 'focus', difficulty: 'white', linked: { action: 'boost', difficulty: 'red' } },
    ]);
    expect(barWithUpgradeActions([{ action: 'evade', difficulty: 'red', linked: null }], upgradeCard('2.5', 'debrisgambit').sides[0])).toEqual([{ action: 'evade', difficulty: 'red', linked: null }]);
  });
});
