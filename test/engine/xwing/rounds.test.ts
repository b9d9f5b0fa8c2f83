import { describe, expect, it } from 'vitest';
import { xwingPhases } from '../../../shared/engine/games/xwing';
import { DECIMATOR, HWK, expectMessage, howlrunner, luke, optionsOf, play, refusal, rosters, sentences, shipOf, startGame, stateOf } from './helpers/xwing-game';
import { pilotEntry } from './helpers/xwing-roster';

const dace = () => pilotEntry(HWK, 'Dace Bonearm', { id: 'dace' });
const morna = () => pilotEntry(DECIMATOR, 'Morna Kee', { id: 'morna' });
const game = () => startGame(rosters([luke(), dace()], [howlrunner(), morna()]));

describe('rounds', () => {
  it('a round is the Planning, System, Activation, Engagement and End Phases; the log records each phase change', () => {
    expect(xwingPhases).toEqual(['planning', 'system', 'activation', 'engagement', 'end']);
    let session = game();
    expect(stateOf(session)).toMatchObject({ round: 1, phase: 'planning' });
    const lines: string[] = [];
    for (let i = 0; i < 5; i++) {
      const stepped = play(session, { type: 'nextPhase' });
      session = stepped.session;
      lines.push(sentences(stepped.events)[0] ?? '');
    }
    expect(lines).toEqual(['System Phase.', 'Activation Phase.', 'Engagement Phase.', 'End Phase.', 'Round 2 begins: Planning Phase.']);
    expect(stateOf(session)).toMatchObject({ round: 2, phase: 'planning' });
    expect(optionsOf(session)).toMatchObject({ round: 2, phase: 'planning', phaseBlockedBy: null });
  });

  it('the End Phase removes every green and orange token and recovers recurring charges and Force', () => {
    const spent = play(
      game(),
      { type: 'spendCharge', ship: 'luke', charge: 'force', amount: 2 },
      { type: 'spendCharge', ship: 'dace', charge: 'standard', amount: 2 },
      { type: 'spendCharge', ship: 'morna', charge: 'standard' },
      { type: 'gainToken', ship: 'luke', token: 'focus' },
      { type: 'gainToken', ship: 'howl', token: 'jam' },
      { type: 'gainToken', ship: 'howl', token: 'stress' },
      { type: 'nextPhase' },
      { type: 'nextPhase' },
      { type: 'nextPhase' },
    ).session;
    const { session, events } = play(spent, { type: 'nextPhase' });
    expect(sentences(events)).toEqual([
      'End Phase.',
      'End Phase: 2 green and orange tokens go back to the supply.',
      'Luke Skywalker recovers 1 Force (1 now, End Phase).',
      'Dace Bonearm recovers 1 charge (2 now, End Phase).',
    ]);
    expect(shipOf(session, 'luke').force).toEqual({ current: 1, max: 2, recurs: 1 });
    expect(shipOf(session, 'dace').charges).toEqual({ current: 2, max: 3, recurs: 1 });
    // Morna Kee's charges do not recur.
    expect(shipOf(session, 'morna').charges).toEqual({ current: 2, max: 3, recurs: 0 });
    expect(shipOf(session, 'luke').tokens.focus).toBe(0);
    expect(shipOf(session, 'howl').tokens).toMatchObject({ jam: 0, stress: 1 });
    // Recovery never goes above the card's value.
    const twoRounds = play(session, ...Array.from({ length: 10 }, () => ({ type: 'nextPhase' }))).session;
    expect(stateOf(twoRounds)).toMatchObject({ round: 3, phase: 'end' });
    expect(shipOf(twoRounds, 'luke').force?.current).toBe(2);
    expect(shipOf(twoRounds, 'dace').charges?.current).toBe(3);
  });

  it('a charge that recurs below zero is lost in each End Phase, down to none', () => {
    const vult = { ...pilotEntry('galactic-empire/tie-d-defender', 'Vult Skerris', { id: 'vult' }) };
    expect(vult.charges).toEqual({ value: 1, recurs: -1 });
    const session = startGame(rosters([luke()], [vult]));
    const { session: end, events } = play(session, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' }, { type: 'nextPhase' });
    expect(sentences(events)).toContain('Vult Skerris loses 1 charge (0 left, End Phase).');
    expect(shipOf(end, 'vult').charges).toEqual({ current: 0, max: 1, recurs: -1 });
    const next = play(end, ...Array.from({ length: 5 }, () => ({ type: 'nextPhase' }))).session;
    expect(shipOf(next, 'vult').charges?.current).toBe(0);
  });

  it('charges and Force are spent and recovered within their limits', () => {
    const session = game();
    const none = refusal(session, { type: 'spendCharge', ship: 'howl', charge: 'force' });
    expect(none.code).toBe('no_charge');
    expectMessage(none, /“Howlrunner” has no Force\./);
    expect(refusal(session, { type: 'spendCharge', ship: 'luke', charge: 'force', amount: 3 }).code).toBe('no_charge');
    expect(refusal(session, { type: 'recoverCharge', ship: 'luke', charge: 'force' }).code).toBe('charges_full');
    const spent = play(session, { type: 'spendCharge', ship: 'luke', charge: 'force', amount: 2 });
    expect(sentences(spent.events)).toEqual(['Luke Skywalker spends 2 Force (0 left).']);
    expect(refusal(spent.session, { type: 'recoverCharge', ship: 'luke', charge: 'force', amount: 3 }).code).toBe('charges_over_maximum');
    expect(shipOf(play(spent.session, { type: 'recoverCharge', ship: 'luke', charge: 'force' }).session, 'luke').force?.current).toBe(1);
    expect(optionsOf(spent.session).ships.find((ship) => ship.ship === 'luke')?.charges).toEqual([{ charge: 'force', current: 0, max: 2, recurs: 1 }]);
  });

  it('shields are recovered up to the ship’s shield value; conditions come and go by their id', () => {
    const session = play(game(), { type: 'sufferDamage', ship: 'luke', hits: 2, crits: 0 }).session;
    expect(refusal(session, { type: 'recoverShield', ship: 'luke', amount: 3 }).code).toBe('shields_over_maximum');
    expect(shipOf(play(session, { type: 'recoverShield', ship: 'luke' }).session, 'luke').shields).toEqual({ current: 1, max: 2 });
    const hunted = play(session, { type: 'assignCondition', ship: 'howl', condition: 'Hunted' }, { type: 'assignCondition', ship: 'howl', condition: 'Hunted' }).session;
    expect(shipOf(hunted, 'howl').conditions).toEqual([
      { id: 'condition-1', name: 'Hunted' },
      { id: 'condition-2', name: 'Hunted' },
    ]);
    const removed = play(hunted, { type: 'removeCondition', ship: 'howl', condition: 'condition-1' });
    expect(shipOf(removed.session, 'howl').conditions).toEqual([{ id: 'condition-2', name: 'Hunted' }]);
    expect(sentences(removed.events)).toEqual(['“Howlrunner” loses the Hunted condition.']);
  });
});
