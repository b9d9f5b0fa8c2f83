import { describe, expect, it } from 'vitest';
import { actionsOf, defenderById, defenseEvents, eventOf, expectMessage, inDefensePhase, optionsOf, play, refusal, stateOf } from './helpers/defense-game';
import { assault, defender, testScenario } from './helpers/test-building';

// Rules file 002_2ae8896bceac7d0a.txt: "Recover (Does not Exhaust Defender)" and "Command [C] Special Action (Exhausts Defender)".

describe('002 · Recover', () => {
  const session = () =>
    inDefensePhase(
      testScenario({
        defenders: [
          defender('tired', 'front-room', { side: 'exhausted' }),
          defender('shaken', 'front-room', { disrupted: 2 }),
          defender('both', 'front-room', { side: 'exhausted', disrupted: 1 }),
          defender('fine', 'front-room'),
        ],
      }),
    );

  it('002 · Recover: flip an exhausted (gray side) counter over', () => {
    const recovered = play(session(), { type: 'recover', defender: 'tired' });
    expect(defenderById(recovered.session, 'tired').side).toBe('ready');
    expect(recovered.events[0]).toEqual({ type: 'recovered', defender: { id: 'tired', name: 'Pvt. Tired' }, recovery: 'flipToReady', commander: null });
  });

  it('002 · Recover: or remove a Disrupted token', () => {
    const recovered = play(session(), { type: 'recover', defender: 'shaken' }).session;
    expect(defenderById(recovered, 'shaken').disrupted).toBe(1);
    // One recover does one thing: the player chooses when both are possible.
    const both = session();
    expect(actionsOf(both, 'both').recover).toEqual({ allowed: true, parameters: { recoveries: ['flipToReady', 'removeDisrupted'] } });
    expectMessage(refusal(both, { type: 'recover', defender: 'both' }), /Pvt\. Both is exhausted and disrupted: choose one: flip the counter back to ready, or remove a Disrupted token/);
    expect(defenderById(play(both, { type: 'recover', defender: 'both', recovery: 'removeDisrupted' }).session, 'both')).toMatchObject({ side: 'exhausted', disrupted: 0 });
    expect(defenderById(play(both, { type: 'recover', defender: 'both', recovery: 'flipToReady' }).session, 'both')).toMatchObject({ side: 'ready', disrupted: 1 });
    expect(refusal(both, { type: 'recover', defender: 'shaken', recovery: 'flipToReady' }).code).toBe('nothing_to_recover');
    expect(refusal(both, { type: 'recover', defender: 'fine' }).code).toBe('nothing_to_recover');
    expect(actionsOf(both, 'fine').recover).toEqual({ allowed: false, reason: 'Pvt. Fine is neither exhausted nor disrupted: there is nothing to recover.' });
  });

  it('002 · Recover does not exhaust the defender', () => {
    const recovered = play(session(), { type: 'recover', defender: 'shaken' });
    expect(defenderById(recovered.session, 'shaken').side).toBe('ready');
    expect(eventOf(recovered.events, 'actionTaken')).toMatchObject({ action: 'recover', exhausted: false });
    // An exhausted defender removing a Disrupted token stays exhausted: Recover neither exhausts nor flips twice.
    expect(defenderById(play(session(), { type: 'recover', defender: 'both', recovery: 'removeDisrupted' }).session, 'both').side).toBe('exhausted');
  });
});

describe('002 · Command [C] special action', () => {
  /*
   * The commander stands in the green front room on the ground floor. Green spaces on the ground
   * floor: front room and back room. The side room is white; the loft is green but upstairs.
   */
  const session = (extra: Parameters<typeof testScenario>[0] = {}) =>
    inDefensePhase(
      testScenario({
        defenders: [
          defender('sarge', 'front-room', { command: true }),
          defender('near', 'front-room', { side: 'exhausted' }),
          defender('back', 'back-room', { side: 'exhausted', disrupted: 1 }),
          defender('side', 'side-room', { side: 'exhausted' }),
          defender('upstairs', 'loft', { side: 'exhausted' }),
          defender('lieutenant', 'back-room', { command: true, side: 'exhausted' }),
          defender('fallen', 'back-room', { side: 'exhausted', casualty: true }),
        ],
        enemies: [{ space: 'street', counters: [assault('x')] }],
        ...extra,
      }),
    );

  it('002 · Command: give three free, immediate recover actions to defenders in the same colored spaces on the same floor', () => {
    const start = session();
    expect(actionsOf(start, 'sarge').command).toEqual({
      allowed: true,
      parameters: {
        recovers: 3,
        perDefender: 2,
        recipients: [
          { defender: 'near', name: 'Pvt. Near', recoveries: ['flipToReady'] },
          { defender: 'back', name: 'Pvt. Back', recoveries: ['flipToReady', 'removeDisrupted'] },
        ],
      },
    });
    const commanded = play(start, { type: 'command', defender: 'sarge', recovers: [{ defender: 'near' }, { defender: 'back', recovery: 'flipToReady' }, { defender: 'back', recovery: 'removeDisrupted' }] });
    expect(defenseEvents(commanded.events).map((event) => event.type)).toEqual(['commandGiven', 'recovered', 'recovered', 'recovered', 'actionTaken']);
    expect(defenderById(commanded.session, 'near')).toMatchObject({ side: 'ready', disrupted: 0, actionToken: false });
    expect(defenderById(commanded.session, 'back')).toMatchObject({ side: 'ready', disrupted: 0, actionToken: false });
    // Free: only the commander's action counts, and the recovered defenders may still act this phase.
    expect(optionsOf(commanded.session)).toMatchObject({ actionsTaken: 1, actionsLeft: 3 });
    expect(stateOf(commanded.session).actions).toEqual([{ defender: 'sarge', action: 'command' }]);
    expect(actionsOf(commanded.session, 'near').attack.allowed).toBe(true);
    // Not the same colour, or not the same floor: out of reach.
    for (const id of ['side', 'upstairs']) {
      const error = refusal(start, { type: 'command', defender: 'sarge', recovers: [{ defender: id }] });
      expect(error.code).toBe('out_of_command_reach');
      expectMessage(error, /Pvt\. Sarge commands defenders in green spaces on the ground floor; Pvt\. \w+ is not in one/);
    }
    expect(refusal(start, { type: 'command', defender: 'sarge', recovers: [{ defender: 'fallen' }] }).code).toBe('casualty');
    // Three at most.
    expect(refusal(start, { type: 'command', defender: 'sarge', recovers: [{ defender: 'near' }, { defender: 'back', recovery: 'flipToReady' }, { defender: 'back', recovery: 'removeDisrupted' }, { defender: 'near' }] }).message).toBe(
      'Command, recovers: takes at most 3 entries.',
    );
  });

  it('002 · Command: two of the three recover actions can be used on the same defender (flip it back over and remove a Disrupted token)', () => {
    const start = session();
    const twice = play(start, { type: 'command', defender: 'sarge', recovers: [{ defender: 'back', recovery: 'flipToReady' }, { defender: 'back', recovery: 'removeDisrupted' }] });
    expect(defenderById(twice.session, 'back')).toMatchObject({ side: 'ready', disrupted: 0 });
    const thrice = play(start, { type: 'setDisrupted', defender: 'back', disrupted: 3 }).session;
    const error = refusal(thrice, { type: 'command', defender: 'sarge', recovers: [{ defender: 'back', recovery: 'flipToReady' }, { defender: 'back', recovery: 'removeDisrupted' }, { defender: 'back', recovery: 'removeDisrupted' }] });
    expect(error.code).toBe('too_many_recovers');
    expectMessage(error, /At most 2 of the 3 recovers can go to the same defender, Pvt\. Back/);
    // Each recover still needs something to recover when it is its turn.
    expect(refusal(start, { type: 'command', defender: 'sarge', recovers: [{ defender: 'near' }, { defender: 'near' }] }).code).toBe('nothing_to_recover');
  });

  it('002 · Command condition: only the defenders with the Command [C] special action can take the command action', () => {
    const start = play(session(), { type: 'setDefenderSide', defender: 'near', side: 'ready' }, { type: 'moveDefender', defender: 'side', space: 'front-room' }).session;
    const error = refusal(start, { type: 'command', defender: 'near', recovers: [{ defender: 'side' }] });
    expect(error.code).toBe('not_a_commander');
    expect(actionsOf(start, 'near').command).toEqual({ allowed: false, reason: 'Only defenders with the Command [C] special action can take the command action; Pvt. Near does not have it.' });
  });

  it('002 · Command condition: the command action cannot give a recover action to a defender that also has Command [C]', () => {
    const start = session();
    const error = refusal(start, { type: 'command', defender: 'sarge', recovers: [{ defender: 'lieutenant' }] });
    expect(error.code).toBe('recipient_has_command');
    expectMessage(error, /cannot give a recover action to Pvt\. Lieutenant, who also has the Command \[C\] special action/);
    // Nor to the commander itself, who has Command [C] too.
    expect(refusal(start, { type: 'command', defender: 'sarge', recovers: [{ defender: 'sarge' }] }).code).toBe('recipient_has_command');
    const recipients = actionsOf(start, 'sarge').command;
    expect(recipients.allowed && recipients.parameters.recipients.map((entry) => entry.defender)).toEqual(['near', 'back']);
    // With only commanders left to recover there is no one to command.
    const alone = play(start, { type: 'removeDefender', defender: 'near' }, { type: 'removeDefender', defender: 'back' }).session;
    expect(actionsOf(alone, 'sarge').command).toMatchObject({ allowed: false, reason: expect.stringMatching(/There is no one for Pvt\. Sarge to recover/) });
  });

  it('002 · Command exhausts the commander', () => {
    const commanded = play(session(), { type: 'command', defender: 'sarge', recovers: [{ defender: 'near' }] });
    expect(defenderById(commanded.session, 'sarge')).toMatchObject({ side: 'exhausted', actionToken: true });
    expect(eventOf(commanded.events, 'actionTaken')).toMatchObject({ action: 'command', exhausted: true });
  });
});
