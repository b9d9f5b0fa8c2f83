import { ok, refuse, type Result } from '../../core/result';
import { findSpace, spaceRef, theSpace } from './building';
import type { DefenseCommandOf } from './commands';
import type { CounterRef, DefenseEvent } from './events';
import { freshPieceId, pieceIds } from './piece-ids';
import type { DefenseState, EnemyCounter } from './state';

export function counterRef(counter: EnemyCounter): CounterRef {
  return { id: counter.id, name: counter.name, kind: counter.kind };
}

/** A new enemy counter goes on top of the stack in its space. */
export function placeEnemyCounter(draft: DefenseState, command: DefenseCommandOf<'placeEnemyCounter'>): Result<DefenseEvent[]> {
  const space = findSpace(draft, command.space);
  if (!space.ok) return space;
  const used = pieceIds(draft);
  if (command.id !== undefined && used.has(command.id)) {
    return refuse('duplicate_id', `Another piece is already named ${command.id}: every defender, weapon token and enemy counter needs its own id.`);
  }
  const counter = { id: command.id ?? freshPieceId(used, 'enemy'), name: command.name, kind: command.kind };
  space.value.enemies.unshift(counter);
  return ok([{ type: 'enemyCounterPlaced', space: spaceRef(space.value), counter: counterRef(counter), stack: space.value.enemies.length }]);
}

/** The top counter of the stack comes off. */
export function removeEnemyCounter(draft: DefenseState, command: DefenseCommandOf<'removeEnemyCounter'>): Result<DefenseEvent[]> {
  const space = findSpace(draft, command.space);
  if (!space.ok) return space;
  const top = space.value.enemies.shift();
  if (!top) return refuse('no_enemy_counter', `There is no enemy counter in ${theSpace(space.value)} to remove.`);
  return ok([{ type: 'enemyCounterRemoved', space: spaceRef(space.value), counter: counterRef(top), stack: space.value.enemies.length }]);
}
