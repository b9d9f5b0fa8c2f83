import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../../shared/engine';
import { optionsOf, play, rosters, TIE_FIGHTER, X_WING } from './helpers/xwing-game';
import { pilotEntry } from './helpers/xwing-roster';

// Issue 37 · an X-Wing activation in at most 3 taps: the engine offers the ship on turn's steps
// (options.turnSteps), the tile only shows them. RRG · Activation Phase: reveal the dial and execute
// the maneuver, then perform an action; RRG · Initiative: the lowest initiative goes first.

const game = (): Session =>
  play(emptySession('xwing'), {
    type: 'setup',
    seed: 'turn-steps',
    rules: 3,
    edition: '2.5',
    players: rosters([pilotEntry(X_WING, 'Luke Skywalker', { id: 'luke', actionBar: true, dial: true })], [pilotEntry(TIE_FIGHTER, 'Academy Pilot', { id: 'academy', actionBar: true, dial: true })]),
  }).session;
const activation = (): Session => play(game(), { type: 'nextPhase' }, { type: 'nextPhase' }).session;
const steps = (session: Session, ship: string) => optionsOf(session).turnSteps.find((candidate) => candidate.ship === ship);

describe('Issue 37 · the ship on turn’s steps (turnSteps)', () => {
  it('RRG · Initiative: in the Activation Phase only the ship on turn is offered its dial and its actions; none outside that phase', () => {
    expect(optionsOf(game()).turnSteps).toEqual([]);
    const session = activation();
    expect(optionsOf(session).turnSteps.map((entry) => entry.ship)).toEqual(['academy']);
    const academy = steps(session, 'academy')!;
    expect(academy.maneuvers).toContainEqual({ speed: 2, bearing: 'straight', difficulty: 'blue' });
    expect(academy.actions.map((entry) => entry.action)).toEqual(expect.arrayContaining(['focus', 'evade']));
    expect(academy.canEnd).toBe(false);
  });

  it('RRG · Activation Phase: after the maneuver the dial is no longer offered, the actions are, and the activation may be ended; after it ends the next ship is on turn', () => {
    const moved = play(activation(), { type: 'executeManeuver', ship: 'academy', speed: 2, bearing: 'straight' }).session;
    expect(steps(moved, 'academy')).toMatchObject({ maneuvers: [], canEnd: true });
    expect(steps(moved, 'academy')!.actions.map((entry) => entry.action)).toContain('focus');
    const focused = play(moved, { type: 'performAction', ship: 'academy', action: 'focus' }).session;
    expect(steps(focused, 'academy')!.actions.map((entry) => entry.action)).not.toContain('focus');
    const ended = play(focused, { type: 'endActivation' }).session;
    expect(optionsOf(ended).turnSteps.map((entry) => entry.ship)).toEqual(['luke']);
    expect(steps(ended, 'luke')!.maneuvers.length).toBeGreaterThan(0);
  });

  it('RRG · Engagement Phase: nothing of the activation is offered once the Activation Phase has ended', () => {
    const engagement = play(activation(), { type: 'nextPhase' }).session;
    expect(optionsOf(engagement).turnSteps).toEqual([]);
  });
});
