import { describe, expect, it } from 'vitest';
import { actionsOf, defenderById, eventOf, expectMessage, inDefensePhase, optionsOf, play, refusal, stateOf } from './helpers/defense-game';
import { assault, defender, grenade, machineGun, testScenario } from './helpers/test-building';

// Rules file 002_2ae8896bceac7d0a.txt: "Defense phase: actions", the restrictions on every action.

/** Five ready defenders in the front room, each able to attack the street. */
const fiveRiflemen = () =>
  testScenario({
    defenders: ['ana', 'ben', 'cas', 'dov', 'eli'].map((id) => defender(id, 'front-room')),
    enemies: [{ space: 'street', counters: ['a', 'b', 'c', 'd', 'e', 'f'].map(assault) }],
  });

const miss = (id: string) => ({ type: 'attack', defender: id, space: 'street', faces: [1, 1] });

/** A commander who could take any of the exhausting actions: grenades, suppress, attack, command. */
const readyCommander = (extra = {}) =>
  testScenario({
    defenders: [defender('cmd', 'front-room', { command: true, ...extra }), defender('pal', 'back-room', { side: 'exhausted' })],
    tokens: [{ space: 'front-room', weapons: [grenade(), machineGun()], ammunition: 2 }],
    // A counter in the hall, the ground floor's interior space, for the grenades to be thrown at.
    enemies: [
      { space: 'street', counters: [assault('x')] },
      { space: 'hall', counters: [assault('h')] },
    ],
  });

const everyAction = (id: string) => [
  { type: 'attack', defender: id, space: 'street', faces: [6, 6] },
  { type: 'grenades', defender: id, rolls: [[1, 1]] },
  { type: 'suppress', defender: id, space: 'lane' },
  { type: 'command', defender: id, recovers: [{ defender: 'pal' }] },
];

describe('002 · defense phase: actions', () => {
  it('002 · take up to four actions with defenders: the fourth action ends the defense phase', () => {
    const start = inDefensePhase(fiveRiflemen());
    expect(optionsOf(start)).toMatchObject({ step: 'defense', actionsTaken: 0, actionsLeft: 4 });
    const three = play(start, miss('ana'), miss('ben'), miss('cas')).session;
    expect(optionsOf(three)).toMatchObject({ actionsTaken: 3, actionsLeft: 1 });
    const fourth = play(three, miss('dov'));
    expect(eventOf(fourth.events, 'defensePhaseEnded')).toEqual({ type: 'defensePhaseEnded', round: 1, actions: 4, reason: 'fourActions' });
    expect(stateOf(fourth.session).step).toBe('afterDefense');
    // The fifth is refused for having had four (table-fixes.test.ts proves the words).
    const fifth = refusal(fourth.session, miss('eli'));
    expect(fifth.code).toBe('no_actions_left');
    expect(actionsOf(fourth.session, 'eli').attack).toMatchObject({ allowed: false, reason: fifth.message });
  });

  it('002 · up to four: the player may end the defense phase after fewer actions', () => {
    const ended = play(inDefensePhase(fiveRiflemen()), miss('ana'), { type: 'endDefensePhase' });
    expect(ended.events).toEqual([{ type: 'defensePhaseEnded', round: 1, actions: 1, reason: 'player' }]);
    expect(optionsOf(ended.session)).toMatchObject({ step: 'afterDefense', actionsLeft: 0 });
    expectMessage(refusal(ended.session, { type: 'endDefensePhase' }), /There is no defense phase under way to end/);
    expect(refusal(ended.session, miss('ben')).code).toBe('not_defense_phase');
  });

  it('002 · you cannot take an action with a defender that has a move token', () => {
    const moved = play(inDefensePhase(readyCommander()), { type: 'setMoveToken', defender: 'cmd', moveToken: true }).session;
    for (const command of everyAction('cmd')) {
      const error = refusal(moved, command);
      expect(error.code).toBe('move_token');
      expectMessage(error, /^Pvt\. Cmd has a move token: a defender with a move token cannot take an action\.$/);
    }
    const tired = play(moved, { type: 'setDefenderSide', defender: 'cmd', side: 'exhausted' }).session;
    expect(refusal(tired, { type: 'recover', defender: 'cmd' }).code).toBe('move_token');
    const options = actionsOf(tired, 'cmd');
    for (const action of ['attack', 'grenades', 'suppress', 'recover', 'command'] as const) expect(options[action]).toMatchObject({ allowed: false, reason: expect.stringMatching(/move token/) });
    // Without the move token the same defender may act again.
    const free = play(moved, { type: 'setMoveToken', defender: 'cmd', moveToken: false }).session;
    for (const command of everyAction('cmd')) expect(() => play(free, command)).not.toThrow();
  });

  it('002 · you cannot take an action with a defender that has an action token', () => {
    const scenario = testScenario({
      defenders: [defender('ana', 'front-room', { disrupted: 1 })],
      enemies: [{ space: 'street', counters: [assault('x')] }],
    });
    const recovered = play(inDefensePhase(scenario), { type: 'recover', defender: 'ana' }).session;
    expect(defenderById(recovered, 'ana')).toMatchObject({ actionToken: true, side: 'ready', disrupted: 0 });
    const error = refusal(recovered, { type: 'attack', defender: 'ana', space: 'street', faces: [6, 6] });
    expect(error.code).toBe('action_token');
    expectMessage(error, /Pvt\. Ana has an action token: a defender with an action token cannot take another action/);
    const again = play(recovered, { type: 'setDisrupted', defender: 'ana', disrupted: 1 }).session;
    expect(refusal(again, { type: 'recover', defender: 'ana' }).code).toBe('action_token');
    expect(actionsOf(again, 'ana').recover).toMatchObject({ allowed: false, reason: expect.stringMatching(/has an action token/) });
  });

  it('002 · if a defender is disrupted or exhausted, the only action they can take is Recover', () => {
    for (const condition of [{ disrupted: 1 }, { side: 'exhausted' as const }, { disrupted: 2, side: 'exhausted' as const }]) {
      const session = inDefensePhase(readyCommander(condition));
      for (const command of everyAction('cmd')) {
        const error = refusal(session, command);
        expect(error.code).toBe('only_recover');
        expectMessage(error, /^Pvt\. Cmd is (disrupted|exhausted|disrupted and exhausted): the only action they can take is Recover, not \w+\.$/);
      }
      const options = actionsOf(session, 'cmd');
      expect([options.attack.allowed, options.grenades.allowed, options.suppress.allowed, options.command.allowed]).toEqual([false, false, false, false]);
      expect(options.recover.allowed).toBe(true);
      expect(() => play(session, { type: 'recover', defender: 'cmd', recovery: condition.side ? 'flipToReady' : 'removeDisrupted' })).not.toThrow();
    }
  });

  it('002 · after you take an action with a defender, place an action token on the defender', () => {
    const session = inDefensePhase(readyCommander());
    for (const command of [...everyAction('cmd'), { type: 'recover', defender: 'pal' }]) {
      const acted = play(session, command);
      const actor = (command as { defender: string }).defender;
      expect(defenderById(session, actor).actionToken).toBe(false);
      expect(defenderById(acted.session, actor).actionToken).toBe(true);
      expect(eventOf(acted.events, 'actionTaken')).toMatchObject({ defender: { id: actor }, actionNumber: 1 });
    }
  });

  it('002 · an action that exhausts (every action except Recover) flips the defender to its exhausted side', () => {
    const session = inDefensePhase(readyCommander());
    for (const command of everyAction('cmd')) {
      const acted = play(session, command);
      expect(defenderById(acted.session, 'cmd').side).toBe('exhausted');
      expect(eventOf(acted.events, 'actionTaken').exhausted).toBe(true);
    }
    const recovered = play(session, { type: 'recover', defender: 'pal' });
    expect(eventOf(recovered.events, 'actionTaken').exhausted).toBe(false);
  });

  it('starting the next defense phase begins the next round and clears the action tokens of the last phase', () => {
    const first = play(inDefensePhase(fiveRiflemen()), miss('ana'), miss('ben'), { type: 'endDefensePhase' }).session;
    expect(stateOf(first).round).toBe(1);
    expect(refusal(play(first, { type: 'startDefensePhase' }).session, { type: 'startDefensePhase' }).code).toBe('phase_in_progress');
    const second = play(first, { type: 'startDefensePhase' });
    expect(second.events).toEqual([{ type: 'defensePhaseStarted', round: 2, actionTokensCleared: 2 }]);
    expect(stateOf(second.session).defenders.every((entry) => !entry.actionToken)).toBe(true);
    expect(optionsOf(second.session)).toMatchObject({ round: 2, actionsTaken: 0, actionsLeft: 4 });
    // Exhaustion is not cleared by the new phase: only Recover does that.
    expect(defenderById(second.session, 'ana').side).toBe('exhausted');
  });
});
