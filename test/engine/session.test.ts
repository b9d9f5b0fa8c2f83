import { describe, expect, it } from 'vitest';
import { emptySession, readyUndo, replay, sessionLog, stepSession, viewSession, type GameSystem } from '../../shared/engine';
import { CHECKPOINT_INTERVAL } from '../../shared/engine/core/session';
import { clonePlain } from '../../shared/engine/core/plain-clone';
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

  it('a checkpoint is the step’s own state, not a copy, and no later step changes it: commands on a spare copy, undo and redo across checkpoints leave every kept state as it was', () => {
    const deepFreeze = (value: unknown): void => {
      if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
      Object.freeze(value);
      for (const inner of Object.values(value)) deepFreeze(inner);
    };
    const step = (session: ReturnType<typeof game>, command: unknown, withCopy: boolean) => {
      const state = viewSession(session).state;
      // As the host steps: on a copy made while it waited for the tap, or on none.
      const stepped = stepSession(session, command, withCopy && state ? clonePlain(state) : undefined);
      if (!stepped.ok) throw new Error(stepped.error.message);
      return stepped.value.session;
    };
    let session = game();
    const moves = (i: number) => [{ type: 'setSpeed', ship: 'v', speed: i % 2 === 0 ? 1 : 2 }, { type: 'dealDamageCard', ship: 'c', faceup: false, drawForMe: true }, { type: 'repairDamageCard', ship: 'c', card: `damage-${i + 1}` }];
    for (let i = 0; i < CHECKPOINT_INTERVAL; i++) for (const command of moves(i)) session = step(session, command, i % 2 === 0);
    // Every state the session keeps, frozen: a later step that changed one in place would throw here.
    deepFreeze(session);
    const kept = JSON.stringify(session);
    let later = session;
    for (let i = CHECKPOINT_INTERVAL; i < CHECKPOINT_INTERVAL + 12; i++) for (const command of moves(i)) later = step(later, command, i % 2 === 1);
    for (let i = 0; i < CHECKPOINT_INTERVAL * 2 + 7; i++) later = step(later, { type: 'undo' }, false);
    for (let i = 0; i < 9; i++) later = step(later, { type: 'redo' }, false);
    later = step(later, { type: 'dealDamageCard', ship: 'c', faceup: false, drawForMe: true }, true);
    expect(JSON.stringify(session)).toBe(kept);
    const replayed = replay('armada', sessionLog(later));
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(viewSession(later).state).toEqual(viewSession(replayed.value).state);
  });

  it('an undo readied ahead of the tap gives the same session as one rebuilt then; one readied for another session is not used', () => {
    let session = game();
    for (let i = 0; i < CHECKPOINT_INTERVAL + 9; i++) {
      session = play(session, { type: 'dealDamageCard', ship: 'c', faceup: false, drawForMe: true }, { type: 'repairDamageCard', ship: 'c', card: `damage-${i + 1}` }).session;
    }
    const stale = readyUndo(session);
    if (!stale) throw new Error('nothing readied');
    for (let i = 0; i < CHECKPOINT_INTERVAL + 3; i++) {
      const readied = readyUndo(session) ?? undefined;
      const ahead = stepSession(session, { type: 'undo' }, undefined, readied);
      const rebuilt = stepSession(session, { type: 'undo' });
      if (!ahead.ok || !rebuilt.ok) throw new Error('undo refused');
      expect(viewSession(ahead.value.session)).toEqual(viewSession(rebuilt.value.session));
      expect(ahead.value.events).toEqual(rebuilt.value.events);
      session = ahead.value.session;
    }
    // Readied for the session before those undos: this one's undo rebuilds its own.
    const withStale = stepSession(session, { type: 'undo' }, undefined, stale);
    const own = stepSession(session, { type: 'undo' });
    if (!withStale.ok || !own.ok) throw new Error('undo refused');
    expect(viewSession(withStale.value.session).state).toEqual(viewSession(own.value.session).state);
    expect(viewSession(withStale.value.session).state).not.toEqual(stale.state);
    expect(readyUndo(game())).toBeNull();
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
