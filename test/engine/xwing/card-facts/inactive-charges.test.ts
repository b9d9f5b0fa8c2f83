import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/engine';
import type { XwingPilotRosterEntry } from '../../../../shared/engine/games/xwing';
import { withEffects } from '../helpers/card-effects';
import { rosterFacts } from '../../../../shared/engine/games/xwing/effects/card-facts';
import { armed, upgradeCard } from '../helpers/armament';
import { activateEveryShip, expectMessage, howlrunner, optionsOf, play, refusal, rosters, shipOf, skipAll, startGame, X_WING } from '../helpers/xwing-game';
import { pilotEntry } from '../helpers/xwing-roster';

// Issue 34 · cards that act on their own charges once every one is spent (RRG · Charges: a spent charge is
// inactive until it is recovered), played through the real engine: an action the card takes away
// ('cannotPerform', read by the action rule), a card that turns over in the End Phase. Cards from
// xwing-data2 (read at run time); the facts are ours.

const T70 = 'resistance/t-70-x-wing';
const TRI = 'separatist-alliance/droid-tri-fighter';

const promptsOf = (session: Session, source: string) => optionsOf(session).prompts.filter((prompt) => prompt.source === source);

/** Poe Dameron with Black One, the SLAM its card gives on his bar. */
function poe(edition: '2.0' | '2.5'): XwingPilotRosterEntry {
  const entry = withEffects(T70, 'Poe Dameron', 'poe', edition, 'blackone');
  return { ...entry, actions: [...(entry.actions ?? []), { action: 'slam', difficulty: 'white' }] };
}

/** Round 1, Activation Phase: the ship activated and its maneuver executed. */
function moved(entry: XwingPilotRosterEntry, spendFirst: boolean): Session {
  let session = startGame(rosters([entry], [howlrunner()]));
  const ship = entry.id ?? 'poe';
  if (spendFirst) session = play(session, { type: 'spendCharge', ship, charge: 'standard', upgrade: shipOf(session, ship).upgrades[0]?.id }).session;
  session = skipAll(play(session, { type: 'nextPhase' }).session);
  session = skipAll(play(session, { type: 'nextPhase' }).session);
  return play(session, { type: 'activateShip', ship }, { type: 'executeManeuver', ship, speed: 2, bearing: 'straight', difficulty: 'white' }).session;
}

describe('Card · Black One (title) · RRG · Charges, SLAM: with its charge inactive the ship cannot SLAM', () => {
  for (const edition of ['2.0', '2.5'] as const) {
    it(`${edition}: its charge spent, the SLAM is refused with the card's reason, and listed as unavailable`, () => {
      const session = moved(poe(edition), true);
      expect(shipOf(session, 'poe').upgrades[0]?.charges?.current).toBe(0);
      expectMessage(refusal(session, { type: 'performAction', ship: 'poe', action: 'slam' }), /Black One: .*cannot perform/);
      const slam = optionsOf(session).ships.find((ship) => ship.ship === 'poe')?.actions.find((option) => option.action === 'slam');
      expect(slam?.unavailable).toMatch(/Black One/);
      // Another action is not taken away.
      expect(shipOf(play(session, { type: 'performAction', ship: 'poe', action: 'focus' }).session, 'poe').tokens.focus).toBe(1);
    });
  }
  it('with its charge active it SLAMs, and the SLAM costs the charge (no choice)', () => {
    const session = moved(poe('2.5'), false);
    const slam = optionsOf(session).ships.find((ship) => ship.ship === 'poe')?.actions.find((option) => option.action === 'slam');
    expect(slam?.unavailable).toBeNull();
    const slammed = play(session, { type: 'performAction', ship: 'poe', action: 'slam' }).session;
    expect(shipOf(slammed, 'poe').upgrades[0]?.charges?.current).toBe(0);
  });
});

describe('Card · Burnout Thrusters (modification, 2.5) · RRG · Charges: with its charge inactive the ship cannot SLAM', () => {
  it('its charge spent, the SLAM is refused; with the charge, it is not', () => {
    const entry = withEffects(T70, 'Poe Dameron', 'poe', '2.5', 'burnoutthrusters');
    const slammer = { ...entry, actions: [...(entry.actions ?? []), { action: 'slam' as const, difficulty: 'white' as const }] };
    expectMessage(refusal(moved(slammer, true), { type: 'performAction', ship: 'poe', action: 'slam' }), /Burnout Thrusters/);
    const slammed = play(moved(slammer, false), { type: 'performAction', ship: 'poe', action: 'slam' }).session;
    expect(shipOf(slammed, 'poe').upgrades[0]?.charges?.current).toBe(0);
  });
});

/** From the Planning Phase of round 1 to the End Phase, every question skipped and every ship activated. */
function toEndPhase(session: Session): Session {
  session = skipAll(play(session, { type: 'nextPhase' }).session);
  session = activateEveryShip(skipAll(play(session, { type: 'nextPhase' }).session));
  session = skipAll(play(session, { type: 'nextPhase' }).session);
  return play(session, { type: 'nextPhase' }).session;
}

/** A dual upgrade fitted first, its facts read for the side it starts on (RRG · Dual Cards). */
function withDualCard(file: string, pilot: string, id: string, key: string): XwingPilotRosterEntry {
  const entry = armed(pilotEntry(file, pilot, { id, actionBar: true }), '2.5', key);
  const side = upgradeCard('2.5', key).sides[0];
  const facts = rosterFacts([{ key, name: String(side?.title), text: (side?.ability as string | undefined) ?? null, upgrade: 0, edition: '2.5', side: 0 }]);
  return { ...entry, effects: facts.effects, yourCall: facts.yourCall };
}

describe('Card · C1-10P (astromech) · RRG · Charges, Dual Cards: in the End Phase, with no active charge, it turns to Erratic', () => {
  it('both charges spent: the End Phase flips it with no choice', () => {
    let session = startGame(rosters([withDualCard(X_WING, 'Luke Skywalker', 'luke', 'c110p')], [howlrunner()]));
    const card = shipOf(session, 'luke').upgrades[0]?.id;
    session = play(session, { type: 'spendCharge', ship: 'luke', charge: 'standard', upgrade: card }, { type: 'spendCharge', ship: 'luke', charge: 'standard', upgrade: card }).session;
    expect(shipOf(toEndPhase(session), 'luke').sides?.[0]).toBe(1);
  });
  it('a charge left: it stays on its first side', () => {
    let session = startGame(rosters([withDualCard(X_WING, 'Luke Skywalker', 'luke', 'c110p')], [howlrunner()]));
    session = play(session, { type: 'spendCharge', ship: 'luke', charge: 'standard', upgrade: shipOf(session, 'luke').upgrades[0]?.id }).session;
    expect(shipOf(toEndPhase(session), 'luke').sides?.[0] ?? 0).toBe(0);
  });
});

describe('Card · Intercept Booster (configuration, 2.5) · RRG · Charges, Disarm: a disarm token or the flip each System Phase; flipped once its charges are gone', () => {
  it('in the System Phase it asks both; done on the disarm gives the token and closes the flip', () => {
    const session = play(startGame(rosters([withDualCard(TRI, 'DIS-T81', 'tri', 'interceptbooster')], [howlrunner()])), { type: 'nextPhase' }).session;
    const asked = promptsOf(session, 'Intercept Booster (Attached)');
    expect(asked.length).toBe(2);
    const disarm = asked.find((prompt) => /disarm/.test(prompt.ability?.summary ?? ''));
    const done = play(session, { type: 'answerPrompt', prompt: disarm?.id, answer: 'done' }).session;
    expect(shipOf(done, 'tri').tokens.disarm).toBe(1);
    expect(promptsOf(done, 'Intercept Booster (Attached)')).toEqual([]);
    expect(shipOf(done, 'tri').sides?.[0] ?? 0).toBe(0);
  });
  it('done on the flip turns it to Detached with no disarm token', () => {
    const session = play(startGame(rosters([withDualCard(TRI, 'DIS-T81', 'tri', 'interceptbooster')], [howlrunner()])), { type: 'nextPhase' }).session;
    const flip = promptsOf(session, 'Intercept Booster (Attached)').find((prompt) => /Detached/.test(prompt.ability?.summary ?? ''));
    const done = play(session, { type: 'answerPrompt', prompt: flip?.id, answer: 'done' }).session;
    expect(shipOf(done, 'tri').sides?.[0]).toBe(1);
    expect(shipOf(done, 'tri').tokens.disarm).toBe(0);
  });
  it('its charges all spent, the end of the End Phase flips it (no choice); with one left, it stays attached', () => {
    let session = startGame(rosters([withDualCard(TRI, 'DIS-T81', 'tri', 'interceptbooster')], [howlrunner()]));
    const card = shipOf(session, 'tri').upgrades[0]?.id;
    const spend = { type: 'spendCharge', ship: 'tri', charge: 'standard', upgrade: card };
    const ended = (times: number) => {
      let played = session;
      for (let n = 0; n < times; n++) played = play(played, spend).session;
      return play(toEndPhase(played), { type: 'nextPhase' }).session;
    };
    expect(shipOf(ended(3), 'tri').sides?.[0]).toBe(1);
    expect(shipOf(ended(1), 'tri').sides?.[0] ?? 0).toBe(0);
  });
});
