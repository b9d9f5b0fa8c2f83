import { describe, expect, it } from 'vitest';
import { emptySession, replay, sessionLog, stepSession, viewSession, type GameSystem } from '../../shared/engine';
import { CHECKPOINT_INTERVAL } from '../../shared/engine/core/session';
import { CR90, VICTORY, expectMessage, play, refusal, rosters, setupCommand, shipById, shipDuel, shipEntry, startGame, stateOf } from './helpers/armada-game';

const game = () => startGame(rosters({ ships: [shipEntry(VICTORY, { id: 'v' })] }, { ships: [shipEntry(CR90, { id: 'c' })] }));

describe('session: log, undo and redo', () => {
  it('the first command must be setup, and only the first', () => {
    expectMessage(refusal(emptySession('armada'), { type: 'nextPhase' }), /has not been set up yet: the first command must be setup/);
    expectMessage(refusal(game(), setupCommand(rosters({}, {}))), /already set up/);
    expect(viewSession(emptySession('armada'))).toEqual({ system: 'armada', started: false, state: null, options: null, canUndo: false, canRedo: false });
  });

  it('systems without rules refuse with system_not_available', () => {
    // Every known system has its rules now; a session stored for a system this build does not know is refused.
    expect(refusal(emptySession('backgammon' as GameSystem), { type: 'setup', seed: 1, players: [] }).code).toBe('system_not_available');
  });

  it('undo with nothing to undo is a refusal', () => {
    const error = refusal(game(), { type: 'undo' });
    expect(error.code).toBe('nothing_to_undo');
    expectMessage(error, /There is nothing to undo/);
    expect(refusal(game(), { type: 'redo' }).code).toBe('nothing_to_redo');
  });

  it('undo then redo restores the exact state, including the random source and the damage deck', () => {
    const before = play(game(), { type: 'nextPhase' }).session;
    const drawn = play(before, { type: 'dealDamageCard', ship: 'c', faceup: true, drawForMe: true }, { type: 'setSpeed', ship: 'v', speed: 1 }).session;
    const undone = play(drawn, { type: 'undo' }, { type: 'undo' });
    expect(undone.events[0]).toMatchObject({ type: 'undone', commandType: 'dealDamageCard' });
    expect(viewSession(undone.session).state).toEqual(viewSession(before).state);
    const redone = play(undone.session, { type: 'redo' }, { type: 'redo' }).session;
    expect(viewSession(redone).state).toEqual(viewSession(drawn).state);
    expect(shipById(redone, 'c').damageCards[0]?.name).toBe(shipById(drawn, 'c').damageCards[0]?.name);
    expect(sessionLog(redone).map((command) => (command as { type: string }).type)).toEqual(['setup', 'nextPhase', 'dealDamageCard', 'setSpeed', 'undo', 'undo', 'redo', 'redo']);
  });

  it('a new command after undo drops the redo branch', () => {
    const session = play(game(), { type: 'nextPhase' }, { type: 'undo' }).session;
    expect(viewSession(session).canRedo).toBe(true);
    const branched = play(session, { type: 'setSpeed', ship: 'v', speed: 1 }).session;
    expect(viewSession(branched).canRedo).toBe(false);
    expect(refusal(branched, { type: 'redo' }).code).toBe('nothing_to_redo');
  });

  it('undo far back in a long game crosses checkpoints and matches a replay of the shorter log', () => {
    let session = game();
    const commands: unknown[] = [];
    for (let i = 0; i < CHECKPOINT_INTERVAL * 3 + 5; i++) commands.push({ type: 'setSpeed', ship: 'v', speed: i % 2 === 0 ? 1 : 2 }, { type: 'dealDamageCard', ship: 'c', faceup: false, drawForMe: true }, { type: 'repairDamageCard', ship: 'c', card: `damage-${i + 1}` });
    session = play(session, ...commands).session;
    for (let i = 0; i < 70; i++) session = play(session, { type: 'undo' }).session;
    const shorter = replay('armada', [sessionLog(game())[0], ...commands.slice(0, commands.length - 70)]);
    if (!shorter.ok) throw new Error(shorter.error.message);
    expect(viewSession(session).state).toEqual(viewSession(shorter.value).state);
  });

  it('replay folds a log into the same session state, and names the index of a refused command', () => {
    const live = play(shipDuel({ attacker: VICTORY, defender: CR90 }), { type: 'rollAttackDice', rollForMe: true }).session;
    const replayed = replay('armada', sessionLog(live));
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(viewSession(replayed.value)).toEqual(viewSession(live));
    const broken = replay('armada', [...sessionLog(live).slice(0, 2), { type: 'endAttack' }]);
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.error.message).toMatch(/^Command 2 \(endAttack\) was refused: /);
  });

  it('the same seed gives the same app rolls; another seed gives another deck', () => {
    const a = play(shipDuel({ attacker: VICTORY, defender: CR90, seed: 'one' }), { type: 'rollAttackDice', rollForMe: true }).events;
    const b = play(shipDuel({ attacker: VICTORY, defender: CR90, seed: 'one' }), { type: 'rollAttackDice', rollForMe: true }).events;
    expect(a).toEqual(b);
    expect(stateOf(shipDuel({ attacker: VICTORY, defender: CR90, seed: 'one' })).damageDeck).not.toEqual(stateOf(shipDuel({ attacker: VICTORY, defender: CR90, seed: 'two' })).damageDeck);
  });

  it('session state is plain JSON', () => {
    const state = stateOf(play(shipDuel({ attacker: VICTORY, defender: CR90 }), { type: 'rollAttackDice', rollForMe: true }).session);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('stepSession never mutates the session it is given', () => {
    const session = game();
    const snapshot = JSON.stringify(viewSession(session).state);
    stepSession(session, { type: 'nextPhase' });
    expect(JSON.stringify(viewSession(session).state)).toBe(snapshot);
  });
});
