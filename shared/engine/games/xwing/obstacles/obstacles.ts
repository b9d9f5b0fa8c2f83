import { ok, refuse, type Result } from '../../../core/result';
import { enteredOrRolledFaces } from '../attack/entered-faces';
import { sufferDamage } from '../damage/damage';
import type { CommandOf } from '../model/commands';
import type { XwingEvent } from '../model/events';
import type { AttackFace, Ship, XwingState } from '../model/state';
import { findShip, refOf, shipName } from '../ships/ships';
import { addTokens } from '../tokens/ship-tokens';
import { editionOf } from '../turn/turn-rules';
import { kindNamedIn, obstacleChoice, obstacleKindNames, obstacleKinds, readObstacle, type ObstacleChoice, type ObstacleKind } from './catalogue';

type Outcome = 'hit' | 'crit' | { token: 'stress' | 'strain' | 'ion' };

/**
 * What an obstacle does to a ship that moves through or overlaps it, by edition and kind, as data
 * (read by the one rule below): what happens before the die, what each face of the one attack die
 * rolled does, when the ship skips its Perform Action step, and whether it breaks locks; and, while
 * the ship is at range 0 of it, whether it may attack or lock.
 */
export interface ObstacleEffect {
  breaksLocks: boolean;
  before: Outcome[];
  perFace: Partial<Record<AttackFace, Outcome[]>>;
  /** 'maneuver': moving through or overlapping it while executing a maneuver (2.0); 'endsOverlapping': ending a maneuver on it (2.5). */
  skipsAction: 'maneuver' | 'endsOverlapping' | 'never';
  noAttackAtRange0: boolean;
  noLockAtRange0: boolean;
}

const stress = { token: 'stress' } as const;
const strain = { token: 'strain' } as const;
const ion = { token: 'ion' } as const;

export const obstacleEffects: Record<'2.0' | '2.5', Record<ObstacleKind, ObstacleEffect>> = {
  // FFG Rules Reference (2.0) · Obstacles: while executing a maneuver, an asteroid or a gas cloud costs the
  // Perform Action step; any move rolls the die. At range 0 of an asteroid a ship cannot attack.
  '2.0': {
    asteroid: { breaksLocks: false, before: [], perFace: { hit: ['hit'], crit: ['crit'] }, skipsAction: 'maneuver', noAttackAtRange0: true, noLockAtRange0: false },
    debris: { breaksLocks: false, before: [stress], perFace: { crit: ['crit'] }, skipsAction: 'never', noAttackAtRange0: false, noLockAtRange0: false },
    gasCloud: { breaksLocks: false, before: [], perFace: { focus: [strain], hit: [strain] }, skipsAction: 'maneuver', noAttackAtRange0: false, noLockAtRange0: false },
  },
  // AMG Rules Reference (2.5) · Obstacles: after any move through or onto it; a ship that ends a maneuver
  // overlapping an obstacle skips its Perform Action step; at range 0 of any of them it cannot attack,
  // and at range 0 of a gas cloud it cannot lock or be locked.
  '2.5': {
    asteroid: { breaksLocks: false, before: ['hit'], perFace: { hit: ['hit'], crit: ['hit'] }, skipsAction: 'endsOverlapping', noAttackAtRange0: true, noLockAtRange0: false },
    debris: { breaksLocks: false, before: [stress], perFace: { hit: ['hit'], crit: ['crit'] }, skipsAction: 'endsOverlapping', noAttackAtRange0: true, noLockAtRange0: false },
    gasCloud: { breaksLocks: true, before: [strain], perFace: { hit: [ion], crit: [ion, ion, ion] }, skipsAction: 'endsOverlapping', noAttackAtRange0: true, noLockAtRange0: true },
  },
};

export const obstacleEffectOf = (state: XwingState, kind: ObstacleKind): ObstacleEffect => obstacleEffects[editionOf(state)][kind];

/** The obstacle the command names: one the players chose at setup, one of the catalogue, or one named with its kind; never guessed. */
export function namedObstacle(state: XwingState, text: string, kind: ObstacleKind | undefined): Result<ObstacleChoice> {
  const chosen = state.players.flatMap((player) => player.obstacles ?? []);
  const trimmed = text.trim();
  const known = readObstacle(trimmed);
  const inGame = chosen.find((obstacle) => obstacle.id === trimmed || obstacle.name.toLowerCase() === trimmed.toLowerCase() || (known !== null && obstacle.id === known.id));
  if (inGame) {
    const said = inGame.kind ?? kind;
    if (!said) return refuse('obstacle_kind_asked', `Sidetable does not know the obstacle “${inGame.name}”: say which kind it is (an asteroid, a debris cloud or a gas cloud).`);
    if (inGame.kind && kind && kind !== inGame.kind) return refuse('obstacle_kind_differs', `${inGame.name} is ${kindWords(inGame.kind)}, not ${kindWords(kind)}: pick the obstacle the ship touched.`);
    return ok({ id: inGame.id, name: inGame.name, kind: said });
  }
  if (obstacleKinds.includes(trimmed as ObstacleKind)) {
    const only = trimmed as ObstacleKind;
    return ok({ id: only, name: kindWords(only), kind: only });
  }
  const choice = obstacleChoice(trimmed, kind);
  if (!choice.ok) {
    const hint = kindNamedIn(trimmed);
    return refuse('obstacle_kind_asked', hint ? `${choice.message} Its name says ${obstacleKindNames[hint]}: confirm it.` : choice.message);
  }
  if (kind && choice.value.kind !== kind) return refuse('obstacle_kind_differs', `${choice.value.name} is ${kindWords(choice.value.kind)}, not ${kindWords(kind)}: pick the obstacle the ship touched.`);
  return ok(choice.value);
}

const kindWords = (kind: ObstacleKind) => (kind === 'asteroid' ? 'an asteroid' : `a ${obstacleKindNames[kind]}`);

/** Whether the ship's move is its maneuver: as the command says, else its activation's maneuver executed with no action after it. */
function byManeuver(state: XwingState, ship: Ship, move: 'maneuver' | 'other' | undefined): boolean {
  if (move) return move === 'maneuver';
  const current = state.activation?.ship === ship.id && state.phase === 'activation' ? state.activation : null;
  return Boolean(current?.maneuver) && (current?.actions ?? 0) === 0;
}

/** Why the ship at range 0 of an obstacle cannot attack now (the edition's rule), or null. */
export function whyObstacleStopsAttack(state: XwingState, ship: Ship): string | null {
  const on = ship.onObstacle;
  if (!on || !obstacleEffectOf(state, on.kind).noAttackAtRange0) return null;
  return `${shipName(ship)} is at range 0 of ${on.name}: a ship there cannot attack (Obstacles, ${editionOf(state)} rules). Once it has moved off, its next maneuver clears this.`;
}

/** Why this lock cannot be acquired because either ship is at range 0 of a gas cloud (2.5), or null. */
export function whyObstacleStopsLock(state: XwingState, ship: Ship, target: Ship | undefined): string | null {
  for (const [who, role] of [[ship, 'cannot acquire locks'], [target, 'cannot be locked']] as const) {
    const on = who?.onObstacle;
    if (who && on && obstacleEffectOf(state, on.kind).noLockAtRange0) return `${shipName(who)} is at range 0 of ${on.name}: a ship there ${role}.`;
  }
  return null;
}

/** A ship's move off an obstacle: its next maneuver or move action leaves range 0 of it (the players say so by overlapping again). */
export function leaveObstacle(ship: Ship): void {
  if (ship.onObstacle) delete ship.onObstacle;
}

/**
 * Issue 36 item 2 · Obstacles: the ship moved through or overlaps an obstacle. The one attack die is
 * read off the table or rolled with the game's seeded source; its faces, and what comes before it,
 * give damage (through the one damage rule, so the cards reacting to damage act), tokens, locks
 * broken, the Perform Action step skipped and the attacks refused at range 0, as the edition says.
 */
export function hitObstacle(draft: XwingState, command: CommandOf<'hitObstacle'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  if (ship.destroyed) return refuse('ship_destroyed', `${shipName(ship)} is destroyed: it is not in the play area.`);
  const obstacle = namedObstacle(draft, command.obstacle, command.kind);
  if (!obstacle.ok) return obstacle;
  const effect = obstacleEffectOf(draft, obstacle.value.kind);
  if (command.faces === undefined && command.rollForMe === undefined) return refuse('face_or_roll', `${shipName(ship)} rolls 1 attack die for ${obstacle.value.name}: enter the face it shows, or let the app roll it.`);
  const rolled = enteredOrRolledFaces(draft, 'attack', 1, command);
  if (!rolled.ok) return rolled;
  const face = rolled.value.faces[0] as AttackFace;
  const maneuver = byManeuver(draft, ship, command.move);
  const overlapping = command.ended === 'overlapping';
  const skips = effect.skipsAction === 'maneuver' ? maneuver : effect.skipsAction === 'endsOverlapping' ? maneuver && overlapping : false;
  const outcomes = [...effect.before, ...(effect.perFace[face] ?? [])];
  const hits = outcomes.filter((outcome) => outcome === 'hit').length;
  const crits = outcomes.filter((outcome) => outcome === 'crit').length;
  const tokens: Record<'stress' | 'strain' | 'ion', number> = { stress: 0, strain: 0, ion: 0 };
  for (const outcome of outcomes) if (typeof outcome === 'object') tokens[outcome.token] += 1;
  const events: XwingEvent[] = [];
  events.push({
    type: 'obstacleHit',
    ship: refOf(ship),
    obstacle: obstacle.value.name,
    kind: obstacle.value.kind,
    ended: command.ended,
    maneuver,
    face,
    rolledByApp: rolled.value.rolledByApp,
    hits,
    crits,
    tokens: Object.entries(tokens).filter(([, n]) => n > 0).map(([token, count]) => ({ token: token as 'stress' | 'strain' | 'ion', count })),
    locksBroken: effect.breaksLocks,
    skipsAction: skips,
    noAttack: overlapping && effect.noAttackAtRange0,
  });
  if (effect.breaksLocks) breakLocks(draft, ship, obstacle.value.name, events);
  for (const [token, count] of Object.entries(tokens) as ['stress' | 'strain' | 'ion', number][]) {
    if (count === 0) continue;
    addTokens(ship, { token }, count);
    events.push({ type: 'tokenGained', ship: refOf(ship), token: { token, side: null, lockedBy: null }, count, byAction: false });
  }
  if (overlapping) ship.onObstacle = { name: obstacle.value.name, kind: obstacle.value.kind };
  else leaveObstacle(ship);
  const current = draft.activation?.ship === ship.id ? draft.activation : null;
  if (skips && current) current.skipsAction = obstacle.value.name;
  if (hits + crits > 0) {
    events.push({ type: 'damageSuffered', ship: refOf(ship), hits, crits });
    const suffered = sufferDamage(draft, ship, hits, crits, null, events, obstacle.value.name);
    if (!suffered.ok) return suffered;
  }
  return ok(events);
}

/** 2.5 · Gas Cloud: the ship's locks and the locks on it are broken. */
function breakLocks(draft: XwingState, ship: Ship, source: string, events: XwingEvent[]): void {
  const reason = `broken by ${source}`;
  for (const holder of [...new Set(ship.tokens.lock)]) {
    const count = ship.tokens.lock.filter((id) => id === holder).length;
    ship.tokens.lock = ship.tokens.lock.filter((id) => id !== holder);
    const by = draft.ships.find((other) => other.id === holder);
    events.push({ type: 'tokenRemoved', ship: refOf(ship), token: { token: 'lock', side: null, lockedBy: by ? refOf(by) : null }, count, reason });
  }
  for (const other of draft.ships) {
    if (other === ship || !other.tokens.lock.includes(ship.id)) continue;
    const count = other.tokens.lock.filter((id) => id === ship.id).length;
    other.tokens.lock = other.tokens.lock.filter((id) => id !== ship.id);
    events.push({ type: 'tokenRemoved', ship: refOf(other), token: { token: 'lock', side: null, lockedBy: refOf(ship) }, count, reason });
  }
}

/** Issue 36 item 2 · RRG · Setup, Place Obstacles: a player chooses (or changes) their three obstacles before the first round. */
export function chooseObstacles(draft: XwingState, command: CommandOf<'chooseObstacles'>): Result<XwingEvent[]> {
  if (draft.round !== 1 || draft.phase !== 'planning') return refuse('obstacles_placed', 'Obstacles are chosen at setup, before round 1 begins: the obstacles are on the table now.');
  const player = draft.players.find((candidate) => candidate.id === command.player);
  if (!player) return refuse('unknown_player', `There is no player ${command.player}.`);
  const chosen: ObstacleChoice[] = [];
  for (const entry of command.obstacles) {
    const choice = obstacleChoice(entry.obstacle, entry.kind);
    if (!choice.ok) return refuse('obstacle_kind_asked', choice.message);
    chosen.push(choice.value);
  }
  player.obstacles = chosen;
  return ok([{ type: 'obstaclesChosen', player: player.id, playerName: player.name, obstacles: chosen.map((obstacle) => obstacle.name) }]);
}
