import { describe, expect, it } from 'vitest';
import { emptySession, type Session } from '../../shared/engine';
import { CR90, currentAttackOf, expectMessage, NEBULON, optionsOf, play, refusal, rollAll, rosters, shipEntry, VICTORY } from './helpers/armada-game';

// Issue 24 item d · RRG · Objectives: the chosen objective's special rules during an attack that are
// facts the engine can apply — Most Wanted's die against an objective ship, Advanced Gunnery's second
// attack from one hull zone — are applied by one rule (attack/objective-attack.ts); the rest stay reminders.

function objectiveGame(objective: string, objectiveShips: string[]): Session {
  const players = rosters(
    { ships: [shipEntry(VICTORY, { id: 'v1' }), shipEntry(VICTORY, { id: 'v2' })], objectives: ['Most Wanted', 'Advanced Gunnery', 'Dangerous Territory'] },
    { ships: [shipEntry(CR90, { id: 'cr90' }), shipEntry(NEBULON, { id: 'neb' })], objectives: ['Opening Salvo', 'Fire Lanes', 'Intel Sweep'] },
  );
  let session = play(emptySession('armada'), { type: 'setup', seed: 'objective attacks', players, firstPlayer: 'p1', deployment: true, rules: 2 }, { type: 'chooseObjective', objective }).session;
  for (const ship of ['v1', 'v2', 'cr90', 'neb']) session = play(session, { type: 'deployShip', ship, speed: 1 }).session;
  for (const ship of objectiveShips) session = play(session, { type: 'markObjectiveShip', ship, objectiveShip: true }).session;
  return play(session, { type: 'nextPhase' }, { type: 'activateShip', ship: 'v1' }, { type: 'revealCommand', ship: 'v1', command: 'navigate', as: 'dial' }).session;
}

const attack = (zone: string, ship: string, hullZone: string) => ({ type: 'declareTarget', attacker: { ship: 'v1', hullZone: zone }, defender: { ship, hullZone }, range: 'close' });
const resolve = { type: 'resolveDamage', drawForMe: true };

describe('RRG · Objectives: Most Wanted', () => {
  it('Most Wanted: a ship attacking an objective ship adds 1 die of a colour already in its pool, once per attack', () => {
    const rolled = rollAll(play(objectiveGame('Most Wanted', ['cr90']), attack('front', 'cr90', 'front')).session, 'blank');
    expect(optionsOf(rolled).attack?.objectiveDie).toEqual({ objective: 'Most Wanted', unavailable: null });
    const before = currentAttackOf(rolled).pool.length;
    expectMessage(refusal(rolled, { type: 'addAttackDie', color: 'blue', face: 'hit', by: 'objective' }), /Most Wanted: the die is of a colour already in the pool, and no blue die is/);
    const added = play(rolled, { type: 'addAttackDie', color: 'red', face: 'hit', by: 'objective' }).session;
    expect(currentAttackOf(added).pool.length).toBe(before + 1);
    expect(optionsOf(added).attack?.objectiveDie?.unavailable).toMatch(/already added its die/);
    expectMessage(refusal(added, { type: 'addAttackDie', color: 'red', face: 'hit', by: 'objective' }), /Most Wanted: this attack has already added its die/);
  });

  it('Most Wanted: against a ship that is not an objective ship no die is offered, and asking is refused in words', () => {
    const rolled = rollAll(play(objectiveGame('Most Wanted', ['cr90']), attack('front', 'neb', 'front')).session, 'blank');
    expect(optionsOf(rolled).attack?.objectiveDie).toBeNull();
    expectMessage(refusal(rolled, { type: 'addAttackDie', color: 'red', face: 'hit', by: 'objective' }), /No objective adds a die to this attack/);
  });
});

describe('RRG · Objectives: Advanced Gunnery', () => {
  it('Advanced Gunnery: the first player’s objective ship attacks again from the same hull zone, at another target', () => {
    const first = play(rollAll(play(objectiveGame('Advanced Gunnery', ['v1']), attack('front', 'cr90', 'front')).session, 'blank'), resolve).session;
    expect(optionsOf(first).attackers[0]?.hullZones).toContain('front');
    expectMessage(refusal(first, attack('front', 'cr90', 'front')), /Advanced Gunnery: the first player’s objective ship targets CR90 Corvette A \(front\) once a round from this hull zone/);
    expect(play(first, attack('front', 'neb', 'front')).events[0]).toMatchObject({ type: 'targetDeclared', attackingZone: 'front' });
  });

  it('Advanced Gunnery: a ship that is not an objective ship still attacks once from each hull zone', () => {
    const first = play(rollAll(play(objectiveGame('Advanced Gunnery', ['v2']), attack('front', 'cr90', 'front')).session, 'blank'), resolve).session;
    expect(optionsOf(first).attackers[0]?.hullZones).not.toContain('front');
    expect(refusal(first, attack('front', 'neb', 'front')).code).toBe('hull_zone_already_attacked');
  });
});
