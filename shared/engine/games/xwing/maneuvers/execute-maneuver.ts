import { leaveObstacle } from '../obstacles/obstacles';
import { redManeuverStressWaiver, treatedDifficulty } from '../effects/available-effects';
import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/commands';
import type { XwingEvent } from '../model/events';
import type { DialManeuver, ManeuverBearing, Ship, XwingState } from '../model/state';
import { openAbilityPrompts, openEffectPrompts } from '../abilities/prompts';
import { isIonized, isStressed } from '../ships/ship-status';
import { easedDifficulty } from './revealed-dial';
import { findShip, refOf, shipName } from '../ships/ships';
import { addTokens, takeTokens } from '../tokens/ship-tokens';
import { startTurnByActing, whyShipCannotActNow } from '../turn/initiative';
import { editionOf } from '../turn/turn-rules';
import { bearingNames, maneuverWords, sameCourse } from './dial';

/** RRG · Stress: a stressed ship that would execute a red maneuver executes a white 2 straight instead. */
const stressedInstead: DialManeuver = { speed: 2, bearing: 'straight', difficulty: 'white' };

/**
 * RRG · Ion: 2.0, the ionized ship sets no dial and executes a blue 1 straight; 2.5, it reveals its
 * dial and executes a blue 1 bank or straight towards the side its dial shows (a stop: straight).
 */
export function ionManeuvers(state: XwingState): DialManeuver[] {
  const bearings: ManeuverBearing[] = editionOf(state) === '2.5' ? ['bankLeft', 'straight', 'bankRight'] : ['straight'];
  return bearings.map((bearing) => ({ speed: 1, bearing, difficulty: 'blue' }));
}

const leftward = new Set<ManeuverBearing>(['turnLeft', 'bankLeft', 'segnorLeft', 'tallonLeft', 'reverseBankLeft']);
const rightward = new Set<ManeuverBearing>(['turnRight', 'bankRight', 'segnorRight', 'tallonRight', 'reverseBankRight']);

/** 2.5: the ion maneuver keeps the side of the revealed dial. */
function ionManeuverFor(state: XwingState, revealed: ManeuverBearing): DialManeuver {
  const bearing: ManeuverBearing = editionOf(state) === '2.0' ? 'straight' : leftward.has(revealed) ? 'bankLeft' : rightward.has(revealed) ? 'bankRight' : 'straight';
  return { speed: 1, bearing, difficulty: 'blue' };
}

/** Why this ship may not execute a maneuver now, or null: its own activation, once, before its action. */
export function whyCannotManeuver(state: XwingState, ship: Ship): string | null {
  if (state.phase !== 'activation') return `Ships execute their maneuvers in the Activation Phase; it is the ${state.phase} phase.`;
  if (ship.destroyed) return `${shipName(ship)} is destroyed.`;
  const turn = whyShipCannotActNow(state, ship);
  if (turn) return turn;
  const current = state.activation?.ship === ship.id ? state.activation : null;
  if (!current && ship.activated) return `${shipName(ship)} has already activated this round.`;
  if (current?.maneuver) return `${shipName(ship)} has executed its maneuver (${maneuverWords(current.maneuver)}) in this activation.`;
  if ((current?.actions ?? 0) > 0) return `${shipName(ship)} has performed its action: the maneuver comes before it in an activation (reveal the dial, execute the maneuver, then perform an action).`;
  return null;
}

/** The maneuver as its dial prints it (with its difficulty), or a refusal saying what the dial has; without dial data, as the players entered it. */
export function onDial(ship: Ship, command: Pick<DialManeuver, 'speed' | 'bearing'> & { difficulty?: DialManeuver['difficulty'] }): Result<DialManeuver> {
  if (!ship.dial) return ok({ speed: command.speed, bearing: command.bearing, difficulty: command.difficulty ?? 'white' });
  const found = ship.dial.find((maneuver) => sameCourse(maneuver, command));
  if (!found) return refuse('not_on_dial', `${shipName(ship)}’s dial has no ${command.speed} ${bearingNames[command.bearing]}: choose a maneuver on its dial.`);
  return ok({ ...found });
}

/**
 * RRG · Activation Phase, Maneuvers: the ship reveals its dial (abilities after revealing it are
 * asked), executes the maneuver, then checks its difficulty: red gains 1 stress token, blue removes
 * 1 (2.5: and 1 strain token), purple costs 1 Force (2.5). Abilities after it executes the maneuver
 * are asked then. A ship that overlapped another (partial) skips its Perform Action step.
 */
export function executeManeuver(draft: XwingState, command: CommandOf<'executeManeuver'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  const blocked = whyCannotManeuver(draft, ship);
  if (blocked) return refuse('cannot_maneuver', blocked);
  const events: XwingEvent[] = [];
  startTurnByActing(draft, ship, events);
  const activation = draft.activation;
  if (!activation || activation.ship !== ship.id) return refuse('cannot_maneuver', `${shipName(ship)} is not activating now.`);
  const ion = activation.ionManeuver;
  const edition = editionOf(draft);
  let executed: DialManeuver;
  let instead: 'stressed' | 'ion' | null = null;
  const revealedBefore = activation.revealed ?? null;
  if (revealedBefore && !ion) {
    // h-moves · RRG · Reveal Dial: its dial was revealed first; it executes that maneuver, as a card may have set it, once the cards at the reveal are answered.
    if (!sameCourse(revealedBefore, command)) return refuse('not_revealed', `${shipName(ship)} revealed ${maneuverWords(revealedBefore)}: it executes that maneuver.`);
    const waiting = revealPrompts(draft, ship);
    if (waiting.length > 0) return refuse('answer_first', `Answer first what waits on ${shipName(ship)}’s revealed dial (${waiting.join(', ')}): done or skip, then execute the maneuver.`);
    executed = withDifficulty(draft, ship, { ...revealedBefore });
    if (executed.difficulty === 'red' && isStressed(ship) && !redManeuverStressWaiver(draft, ship, executed.bearing)) {
      executed = { ...stressedInstead };
      instead = 'stressed';
    }
  } else if (ion && edition === '2.0') {
    // 2.0: no dial was set; the ion maneuver is all it may execute.
    executed = ionManeuverFor(draft, 'straight');
    if (!sameCourse(executed, command)) return refuse('ion_maneuver', `${shipName(ship)} is ionized: it executes the ion maneuver, a blue 1 straight.`);
  } else {
    const revealed = onDial(ship, command);
    if (!revealed.ok) return revealed;
    events.push({ type: 'dialRevealed', ship: refOf(ship), maneuver: revealed.value });
    executed = revealed.value;
    if (ion) {
      // 2.5: the dial is revealed, and the ion maneuver keeps its side; abilities do not trigger off an ionized ship's dial.
      executed = ionManeuverFor(draft, revealed.value.bearing);
      instead = 'ion';
    } else {
      openAbilityPrompts(draft, [ship], 'afterRevealDial', events, { maneuver: revealed.value });
      executed = withDifficulty(draft, ship, executed);
      if (executed.difficulty === 'red' && isStressed(ship) && !redManeuverStressWaiver(draft, ship, executed.bearing)) {
        executed = { ...stressedInstead };
        instead = 'stressed';
      }
    }
  }
  // h-xupg: a card slowed its maneuver this activation (Tractor Technicians): 1 speed less, to a minimum of 1.
  if (activation.slowedBy && executed.speed > 1) executed = { ...executed, speed: executed.speed - 1 };
  if (executed.difficulty === 'purple') {
    if (!ship.force || ship.force.current === 0) return refuse('no_force', `${shipName(ship)} has no Force to spend on a purple maneuver: a purple maneuver costs 1 Force.`);
    ship.force.current -= 1;
    events.push({ type: 'chargesSpent', ship: refOf(ship), charge: 'force', amount: 1, current: ship.force.current });
  }
  const partial = command.partial === true;
  events.push({ type: 'maneuverExecuted', ship: refOf(ship), maneuver: executed, instead, partial });
  activation.maneuver = executed;
  if (partial) activation.bumped = true;
  // Issue 36 item 2: the maneuver takes it off the obstacle it ended on last (hitObstacle says when it lands on one).
  leaveObstacle(ship);
  checkDifficulty(draft, ship, executed, events);
  if (!partial) {
    openAbilityPrompts(draft, [ship], 'afterManeuver', events);
    // Issue 34 · RRG · Perform Action: its cards' own actions ("Action: …") are offered at its Perform Action step.
    openEffectPrompts(draft, ship, 'action', events, { attack: null, other: null, role: null }, 'action');
  }
  return ok(events);
}

/** The difficulty it is executed at: as a card treats it (Ello Asty), then eased by the cards used on it and those in force this phase (h-moves). */
function withDifficulty(draft: XwingState, ship: Ship, maneuver: DialManeuver): DialManeuver {
  const treated = maneuver.difficulty === 'purple' ? maneuver.difficulty : treatedDifficulty(draft, ship, maneuver.bearing, maneuver.difficulty);
  const eased = easedDifficulty(draft, ship, treated);
  return eased === maneuver.difficulty ? maneuver : { ...maneuver, difficulty: eased };
}

/** h-moves: what the revealed maneuver will be executed as now (its difficulty eased or treated; a stressed ship's red one as a white 2 straight). */
export function executedAs(state: XwingState, ship: Ship, maneuver: DialManeuver): DialManeuver {
  const executed = withDifficulty(state, ship, { ...maneuver });
  return executed.difficulty === 'red' && isStressed(ship) && !redManeuverStressWaiver(state, ship, executed.bearing) ? { ...stressedInstead } : executed;
}

/** The questions opened by this ship's revealed dial still unanswered: its own after revealing it, its friends' and enemies' about it. */
export function revealPrompts(draft: XwingState, ship: Ship): string[] {
  const atReveal = new Set(['afterRevealDial', 'friendlyRevealDial', 'enemyRevealDial']);
  return draft.prompts.filter((prompt) => prompt.ability && atReveal.has(prompt.ability.moment) && (prompt.ship === ship.id ? prompt.ability.moment === 'afterRevealDial' : prompt.other === ship.id)).map((prompt) => prompt.source);
}

/**
 * h-moves · RRG · Activation Phase, Reveal Dial: the ship reveals this maneuver of its dial and waits; the
 * cards that act after a dial is revealed are asked (its own now, its friends' and enemies' from the
 * event), and may set it to another maneuver, change its speed or make it easier, before executeManeuver.
 */
export function revealDial(draft: XwingState, command: CommandOf<'revealDial'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  const blocked = whyCannotManeuver(draft, ship);
  if (blocked) return refuse('cannot_maneuver', blocked);
  if (draft.activation?.ship === ship.id && draft.activation.revealed) return refuse('already_revealed', `${shipName(ship)} has revealed its dial (${maneuverWords(draft.activation.revealed)}): execute it.`);
  if (draft.activation?.ship === ship.id ? draft.activation.ionManeuver : isIonized(ship)) return refuse('ion_maneuver', `${shipName(ship)} is ionized: it executes the ion maneuver, and no card acts on its dial. Tap the maneuver to execute it.`);
  const revealed = onDial(ship, command);
  if (!revealed.ok) return revealed;
  const events: XwingEvent[] = [];
  startTurnByActing(draft, ship, events);
  const activation = draft.activation;
  if (!activation || activation.ship !== ship.id) return refuse('cannot_maneuver', `${shipName(ship)} is not activating now.`);
  activation.revealed = { ...revealed.value };
  events.push({ type: 'dialRevealed', ship: refOf(ship), maneuver: revealed.value });
  openAbilityPrompts(draft, [ship], 'afterRevealDial', events, { maneuver: revealed.value });
  return ok(events);
}

/** RRG · Check Difficulty: red gives a stress token, blue takes one away (2.5: and a strain token). */
export function checkDifficulty(draft: XwingState, ship: Ship, maneuver: DialManeuver, events: XwingEvent[]): void {
  const because = `a ${maneuver.difficulty} maneuver`;
  if (maneuver.difficulty === 'red') {
    addTokens(ship, { token: 'stress' }, 1);
    events.push({ type: 'tokenGained', ship: refOf(ship), token: { token: 'stress', side: null, lockedBy: null }, count: 1, byAction: false });
  }
  if (maneuver.difficulty !== 'blue') return;
  const removable = editionOf(draft) === '2.5' ? (['stress', 'strain'] as const) : (['stress'] as const);
  for (const token of removable) {
    if (ship.tokens[token] === 0) continue;
    takeTokens(ship, { token }, 1);
    events.push({ type: 'tokenRemoved', ship: refOf(ship), token: { token, side: null, lockedBy: null }, count: 1, reason: because });
  }
}
