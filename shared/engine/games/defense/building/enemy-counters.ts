import { ok, refuse, type Result } from '../../../core/result';
import { findSpace, spaceRef, theSpace } from './building';
import type { DefenseCommandOf } from '../model/commands';
import type { CounterRef, DefenseEvent } from '../model/events';
import { freshPieceId, pieceIds } from '../model/piece-ids';
import type { DefenseState, EnemyCounter, Space } from '../model/state';

/**
 * Where a counter in this space advances to, if it may go there: in games with rules 2 a support
 * counter never advances into the building or into an assault counter space.
 */
export function advanceDestination(state: DefenseState, from: Space, counter: EnemyCounter): Space | undefined {
  const to = from.advancesTo === null ? undefined : state.spaces.find((candidate) => candidate.id === from.advancesTo);
  if (!to || state.rules !== 2) return to;
  if (counter.kind === 'support' && to.counterSpace !== 'support') return undefined;
  if (to.counterSpace !== null && to.counterSpace !== counter.kind) return undefined;
  return to;
}

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
  const type = command.enemyType === undefined ? undefined : draft.enemyTypes.find((candidate) => candidate.id === command.enemyType);
  if (command.enemyType !== undefined && !type) return refuse('unknown_enemy_type', `This scenario has no enemy type ${command.enemyType}.`);
  const name = command.name ?? type?.name;
  const kind = command.kind ?? type?.kind;
  if (name === undefined || kind === undefined) {
    return refuse('counter_needs_name', 'Pick the enemy type of the counter, or give it a name and say whether it is an assault or a support counter.');
  }
  const counter: EnemyCounter = { id: command.id ?? freshPieceId(used, 'enemy'), name, kind, type: type?.id ?? null };
  space.value.enemies.unshift(counter);
  return ok([{ type: 'enemyCounterPlaced', space: spaceRef(space.value), counter: counterRef(counter), stack: space.value.enemies.length }]);
}

/**
 * One tap per counter: the top counter of the stack advances to the space the scenario says this
 * space's counters advance to, and goes on top of the stack there.
 */
export function advanceEnemyCounter(draft: DefenseState, command: DefenseCommandOf<'advanceEnemyCounter'>): Result<DefenseEvent[]> {
  const from = findSpace(draft, command.space);
  if (!from.ok) return from;
  const top = from.value.enemies[0];
  if (!top) return refuse('no_enemy_counter', `There is no enemy counter in ${theSpace(from.value)} to advance.`);
  if (from.value.advancesTo === null) return refuse('nowhere_to_advance', `Enemy counters in ${theSpace(from.value)} do not advance: the scenario gives them nowhere to go.`);
  const to = findSpace(draft, from.value.advancesTo);
  if (!to.ok) return to;
  if (!advanceDestination(draft, from.value, top)) {
    return refuse('cannot_advance_there', `${top.name} is a ${top.kind} counter and cannot advance into ${theSpace(to.value)}: it stays where it is.`);
  }
  from.value.enemies.shift();
  to.value.enemies.unshift(top);
  return ok([{ type: 'enemyCounterAdvanced', from: spaceRef(from.value), to: spaceRef(to.value), counter: counterRef(top), stack: to.value.enemies.length }]);
}

/**
 * One tap for the whole enemy advance: every counter in a space that advances somewhere moves one
 * space, all at once (a counter moves once, even into a space whose counters also advance), and a
 * stack arriving goes on top, in its order. Counters the player holds back stay where they are.
 */
export function advanceEnemyCounters(draft: DefenseState, command: DefenseCommandOf<'advanceEnemyCounters'>): Result<DefenseEvent[]> {
  if (draft.rules === 2 && draft.turn.advanced) {
    return refuse('already_advanced', `The enemy counters have advanced in this ${draft.turn.phases[draft.turn.phase]?.name ?? 'phase'} already: they advance once a phase.`);
  }
  const hold = new Set(command.hold ?? []);
  const known = new Set(draft.spaces.flatMap((space) => space.enemies.map((counter) => counter.id)));
  const unknown = [...hold].find((id) => !known.has(id));
  if (unknown) return refuse('unknown_counter', `There is no enemy counter ${unknown} on the board to hold back.`);
  const moving = draft.spaces.flatMap((space) => {
    const to = space.advancesTo === null ? undefined : draft.spaces.find((candidate) => candidate.id === space.advancesTo);
    const goes = (counter: EnemyCounter) => !hold.has(counter.id) && advanceDestination(draft, space, counter) !== undefined;
    return to ? [{ from: space, to, counters: space.enemies.filter(goes) }] : [];
  });
  const moved = moving.flatMap((entry) => entry.counters.map((counter) => ({ counter: counterRef(counter), from: spaceRef(entry.from), to: spaceRef(entry.to) })));
  if (moved.length === 0) return refuse('nothing_to_advance', hold.size > 0 ? 'Every enemy counter with somewhere to go is held back: nothing advances.' : 'No enemy counter has anywhere to advance.');
  for (const entry of moving) entry.from.enemies = entry.from.enemies.filter((counter) => !entry.counters.includes(counter));
  for (const entry of moving) entry.to.enemies.unshift(...entry.counters);
  if (draft.rules === 2) draft.turn.advanced = true;
  const held = draft.spaces.flatMap((space) => (space.advancesTo === null ? [] : space.enemies.filter((counter) => hold.has(counter.id)).map(counterRef)));
  return ok([{ type: 'enemyCountersAdvanced', moved, held }]);
}

/** The top counter of the stack comes off. */
export function removeEnemyCounter(draft: DefenseState, command: DefenseCommandOf<'removeEnemyCounter'>): Result<DefenseEvent[]> {
  const space = findSpace(draft, command.space);
  if (!space.ok) return space;
  const top = space.value.enemies.shift();
  if (!top) return refuse('no_enemy_counter', `There is no enemy counter in ${theSpace(space.value)} to remove.`);
  return ok([{ type: 'enemyCounterRemoved', space: spaceRef(space.value), counter: counterRef(top), stack: space.value.enemies.length }]);
}
