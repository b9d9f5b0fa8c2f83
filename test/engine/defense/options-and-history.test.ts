import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../../shared/engine';
import { sampleScenario } from '../../../shared/engine/games/defense';
import { actionsOf, eventOf, inDefensePhase, optionsOf, play, startScenario } from './helpers/defense-game';
import { assault, defender, rifle, testScenario } from './helpers/test-building';

describe('options(): every defender, every action, with its choices or the reason why not', () => {
  it('lists the five actions for each defender, each allowed with parameters or refused with a sentence', () => {
    const session = play(startScenario(sampleScenario), { type: 'startDefensePhase' }).session;
    const options = optionsOf(session);
    expect(options.defenders.map((entry) => entry.defender)).toEqual(['varga', 'ilves', 'marek', 'dunai', 'sokol', 'lenz']);
    for (const entry of options.defenders) {
      for (const action of ['attack', 'grenades', 'suppress', 'recover', 'command'] as const) {
        const choice = entry[action];
        if (choice.allowed) expect(choice.parameters).toBeTypeOf('object');
        else expect(choice.reason).toMatch(/^[A-Z].*\.$/);
      }
    }
    // A few the sample is built to show.
    expect(actionsOf(session, 'dunai').suppress).toEqual({ allowed: true, parameters: { tokens: 5, spaces: [{ space: 'alley', name: 'alley' }] } });
    expect(actionsOf(session, 'ilves').attack).toMatchObject({ allowed: true, parameters: { dice: 4, targets: [{ space: 'stairwell' }, { space: 'rubble', counter: { id: 'mg-team', kind: 'support' } }] } });
    expect(actionsOf(session, 'sokol').attack).toEqual({ allowed: false, reason: 'Pvt. Sokol is exhausted: the only action they can take is Recover, not Attack.' });
    expect(actionsOf(session, 'lenz').recover).toEqual({ allowed: true, parameters: { recoveries: ['removeDisrupted'] } });
  });

  it('the reason names the rule, as a player reads it: "Attack needs a Ranged weapon token in the space to fire from the top floor"', () => {
    const session = inDefensePhase(testScenario({ defenders: [defender('ana', 'attic')], enemies: [{ space: 'street', counters: [assault('x')] }] }));
    const attack = actionsOf(session, 'ana').attack;
    expect(attack.allowed).toBe(false);
    if (!attack.allowed) expect(attack.reason).toMatch(/^Attack needs a Ranged \[R\] weapon token in the space to fire from the top floor/);
  });

  it('commands lists what may be accepted now', () => {
    const before = startScenario(sampleScenario);
    expect(optionsOf(before).commands).toContain('startDefensePhase');
    expect(optionsOf(before).commands).not.toContain('attack');
    expect(optionsOf(before).commands).not.toContain('endDefensePhase');
    const during = play(before, { type: 'startDefensePhase' }).session;
    expect(optionsOf(during).commands).toEqual(expect.arrayContaining(['endDefensePhase', 'attack', 'grenades', 'suppress', 'recover', 'placeDefender', 'setAttackSuccess']));
    expect(optionsOf(during).commands).not.toContain('startDefensePhase');
    // Command needs someone to recover; nobody beside the sergeant is exhausted yet.
    expect(optionsOf(during).commands).not.toContain('command');
  });
});

describe('the history: every event in plain words', () => {
  it('an attack reads as a sentence: who, what, where, the dice, the successes and the outcome', () => {
    const session = inDefensePhase(
      testScenario({
        defenders: [defender('pav', 'attic', { name: 'Sgt. Pav', combatValue: 4, inspire: 1 })],
        tokens: [{ space: 'attic', weapons: [rifle()] }],
        enemies: [{ space: 'park', counters: [{ id: 'mortar', name: 'Mortar team', kind: 'support' }] }],
      }),
    );
    const attacked = play(session, { type: 'attack', defender: 'pav', space: 'park', faces: [6, 5, 3, 2, 1] });
    expect(describeEvent('defense', eventOf(attacked.events, 'attacked'))).toBe(
      'Sgt. Pav attacks the support counter Mortar team in the park: 5 dice [6, 5, 3, 2, 1], 2 successes, a success: counter removed.',
    );
    expect(describeEvent('defense', eventOf(attacked.events, 'actionTaken'))).toBe('Sgt. Pav takes an action token and is exhausted (Attack, action 1 of 4).');
  });

  it('the other actions and the phase read as sentences too', () => {
    const session = play(startScenario(sampleScenario), { type: 'startDefensePhase' }).session;
    const lines = (command: unknown) => play(session, command).events.map((event) => describeEvent('defense', event));
    expect(lines({ type: 'suppress', defender: 'dunai', space: 'alley' })[0]).toBe('Pvt. Dunai suppresses the alley: 5 suppression tokens placed, 1 ammunition token left.');
    expect(lines({ type: 'grenades', defender: 'marek', rolls: [[6, 1]] })[0]).toBe(
      'Pvt. Marek throws grenades into the stairwell (2 dice per roll): against the assault counter Breaching squad [6, 1], 1 success, a success, removed. The Grenades token is discarded.',
    );
    expect(lines({ type: 'recover', defender: 'lenz' })).toEqual([
      'Pvt. Lenz recovers and removes a Disrupted token.',
      'Pvt. Lenz takes an action token (Recover, action 1 of 4).',
    ]);
    expect(describeEvent('defense', { type: 'defensePhaseStarted', round: 2, actionTokensCleared: 3 })).toBe('Round 2: the defense phase begins (3 action tokens cleared).');
    expect(describeEvent('defense', { type: 'defensePhaseEnded', round: 2, actions: 4, reason: 'fourActions' })).toBe('The defense phase of round 2 ends after its fourth action.');
  });

  it('issue 26 · a defense phase ended with no action is said plainly, with the way back (a round no longer ends with 0 actions unnoticed, and a quiet turn costs no extra tap)', () => {
    expect(describeEvent('defense', { type: 'defensePhaseEnded', round: 3, actions: 0, reason: 'player' })).toBe(
      'No defender acted: the defense phase of round 3 ends with no action taken. Undo brings it back.',
    );
    expect(describeEvent('defense', { type: 'defensePhaseEnded', round: 3, actions: 2, reason: 'player' })).toBe('The defense phase of round 3 ends after 2 actions.');
  });
});
