import { ok, refuse, type Result } from '../../../core/result';
import { spaceRef } from '../building/building';
import { defenderRef } from '../building/defenders';
import { counterRef } from '../building/enemy-counters';
import type { CounterRef, DefenseEvent, Ref } from '../model/events';
import type { Defender, DefenseState, EnemyCounter, Space } from '../model/state';
import type { EnemyAttackEntry } from '../scenario/scenario-schema';
import { currentPhase } from './current-phase';

/** One enemy counter's attack this phase, as the app will resolve it. */
export interface PlannedEnemyAttack {
  counter: CounterRef;
  space: Ref;
  /** The defender it targets; null when none is in reach (it does not attack). */
  target: Ref | null;
  dice: number;
  hitOn: number;
  hitsNeeded: number;
  hit: EnemyAttackEntry['hit'];
  track: { id: string; name: string; by: number } | null;
  /** Suppression tokens in its space pin it: one is removed and it does not roll. */
  suppressed: boolean;
}

const hitWords: Record<EnemyAttackEntry['hit'], string> = {
  casualty: 'the target becomes a casualty',
  disrupt: 'the target gets a Disrupted token',
  exhaust: 'the target is flipped to its exhausted side',
};

/** What a hit does, in words, for the enemy phase panel. */
export function describeHit(attack: Pick<PlannedEnemyAttack, 'hit' | 'track'>): string {
  const track = attack.track ? ` and ${attack.track.name} ${attack.track.by >= 0 ? '+' : '−'}${Math.abs(attack.track.by)}` : '';
  return `${hitWords[attack.hit]}${track}`;
}

function attackOf(state: DefenseState, counter: EnemyCounter): EnemyAttackEntry | undefined {
  return counter.type === null ? undefined : state.enemyTypes.find((type) => type.id === counter.type)?.attack;
}

/**
 * Whom a counter's attack reaches: defenders (not casualties) in its own space first, then, for an
 * attack by line of sight, those whose space sees the counter's space or is seen from it; within
 * that, the order the scenario lists the defenders. Only the floors the attack names.
 */
export function enemyTarget(state: DefenseState, space: Space, attack: EnemyAttackEntry): Defender | null {
  const standing = state.defenders.filter((defender) => !defender.casualty);
  const onFloor = (defender: Defender) => {
    const floor = state.spaces.find((candidate) => candidate.id === defender.space)?.floor ?? null;
    return !attack.floors || (floor !== null && attack.floors.includes(floor));
  };
  const here = standing.find((defender) => defender.space === space.id && onFloor(defender));
  if (here || attack.reach === 'sameSpace') return here ?? null;
  const inSight = standing.find((defender) => {
    const from = state.spaces.find((candidate) => candidate.id === defender.space);
    return from !== undefined && onFloor(defender) && (from.sees.includes(space.id) || space.sees.includes(from.id));
  });
  return inSight ?? null;
}

/** Every attack of this enemy phase, stack by stack, top first. Empty outside an enemy phase or once resolved. */
export function plannedEnemyAttacks(state: DefenseState): PlannedEnemyAttack[] {
  if (!currentPhase(state).enemyAttacks || state.turn.attacksResolved || state.outcome) return [];
  const planned: PlannedEnemyAttack[] = [];
  for (const space of state.spaces) {
    let suppression = space.suppression;
    for (const counter of space.enemies) {
      const attack = attackOf(state, counter);
      if (!attack) continue;
      const target = enemyTarget(state, space, attack);
      if (!target) continue;
      const suppressed = suppression > 0;
      if (suppressed) suppression--;
      const track = attack.track ? state.tracks.find((candidate) => candidate.id === attack.track?.track) : undefined;
      planned.push({
        counter: counterRef(counter),
        space: spaceRef(space),
        target: defenderRef(target),
        dice: attack.dice,
        hitOn: attack.hitOn,
        hitsNeeded: attack.hitsNeeded,
        hit: attack.hit,
        track: track && attack.track ? { id: track.id, name: track.name, by: attack.track.by } : null,
        suppressed,
      });
    }
  }
  return planned;
}

/** The attacks that roll dice (a suppressed one does not), in order: one list of faces each. */
export function rollingAttacks(planned: readonly PlannedEnemyAttack[]): PlannedEnemyAttack[] {
  return planned.filter((attack) => !attack.suppressed);
}

/** Why the phase cannot be left yet, or null. */
export function whyEnemyAttacksWait(state: DefenseState): string | null {
  const planned = plannedEnemyAttacks(state);
  if (planned.length === 0) return null;
  return `The enemy has ${planned.length === 1 ? 'an attack' : `${planned.length} attacks`} to resolve in the ${currentPhase(state).name}: roll or enter the dice, then apply them.`;
}

/**
 * The enemy phase, resolved: each counter in reach of a defender attacks it with its type's dice;
 * enough dice at the number make a hit, and the hit does what the scenario says. Suppression tokens
 * in a counter's space pin it instead (one token each).
 */
export function resolveEnemyAttacks(draft: DefenseState, faces: readonly number[][]): Result<DefenseEvent[]> {
  if (!currentPhase(draft).enemyAttacks) return refuse('not_enemy_phase', `The enemy attacks in its own phase; this is the ${currentPhase(draft).name}.`);
  if (draft.turn.attacksResolved) return refuse('already_resolved', `The enemy's attacks of round ${draft.round} are already resolved.`);
  const planned = plannedEnemyAttacks(draft);
  if (planned.length === 0) return refuse('no_enemy_attack', 'No enemy counter has a defender in reach: nothing to resolve, go on to the next phase.');
  const rolling = rollingAttacks(planned);
  if (faces.length !== rolling.length) {
    return refuse('wrong_dice', `The enemy makes ${rolling.length} ${rolling.length === 1 ? 'attack roll' : 'attack rolls'} this phase: enter the dice of each, not ${faces.length}.`);
  }
  for (const [i, attack] of rolling.entries()) {
    const rolled = faces[i] ?? [];
    if (rolled.length !== attack.dice) {
      return refuse('wrong_dice', `${attack.counter.name} in the ${attack.space.name} rolls ${attack.dice} ${attack.dice === 1 ? 'die' : 'dice'}: enter ${attack.dice}, not ${rolled.length}.`);
    }
  }
  const events: DefenseEvent[] = [];
  let next = 0;
  for (const attack of planned) {
    const space = draft.spaces.find((candidate) => candidate.id === attack.space.id);
    if (!space || !attack.target) continue;
    if (attack.suppressed) {
      space.suppression--;
      events.push({ type: 'enemyPinned', counter: attack.counter, space: attack.space, suppressionLeft: space.suppression });
      continue;
    }
    const rolled = [...(faces[next++] ?? [])];
    const hits = rolled.filter((face) => face >= attack.hitOn).length;
    const hit = hits >= attack.hitsNeeded;
    // A target already fallen this phase: the attack goes to the next defender in reach.
    let target = draft.defenders.find((defender) => defender.id === attack.target?.id);
    const entry = space.enemies.find((counter) => counter.id === attack.counter.id);
    const attackEntry = entry ? attackOf(draft, entry) : undefined;
    if (target?.casualty && attackEntry) target = enemyTarget(draft, space, attackEntry) ?? target;
    let effect: string | null = null;
    if (hit && target) effect = applyHit(draft, target, attack);
    events.push({ type: 'enemyAttacked', counter: attack.counter, space: attack.space, target: target ? defenderRef(target) : attack.target, faces: rolled, hitOn: attack.hitOn, hits, hit, effect });
  }
  draft.turn.attacksResolved = true;
  draft.roll = null;
  return ok(events);
}

function applyHit(draft: DefenseState, target: Defender, attack: PlannedEnemyAttack): string {
  const parts: string[] = [];
  if (target.casualty) parts.push(`${target.name} is already a casualty`);
  else if (attack.hit === 'casualty') {
    target.casualty = true;
    parts.push(`${target.name} becomes a casualty`);
  } else if (attack.hit === 'disrupt') {
    target.disrupted = Math.min(9, target.disrupted + 1);
    parts.push(`${target.name} is disrupted (${target.disrupted})`);
  } else {
    target.side = 'exhausted';
    parts.push(`${target.name} is exhausted`);
  }
  if (attack.track) {
    const track = draft.tracks.find((candidate) => candidate.id === attack.track?.id);
    if (track) {
      const to = Math.min(track.max, Math.max(track.min, track.value + attack.track.by));
      parts.push(`${track.name} ${track.value} → ${to}`);
      track.value = to;
    }
  }
  return parts.join('; ');
}
