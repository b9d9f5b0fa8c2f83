import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/commands';
import { repairCard } from '../damage/damage';
import type { XwingEvent } from '../model/events';
import { engagementInitiative, removePendingShips } from '../ships/leave-play';
import { openAbilityPrompts, openEffectPrompts, openEnemiesEffectPrompts, openFriendsEffectPrompts, openPrompt } from '../abilities/prompts';
import { isIonized } from '../ships/ship-status';
import { addTokens, takeTokens } from '../tokens/ship-tokens';
import type { Phase, Ship, XwingState } from '../model/state';
import { findShip, refOf, shipName } from '../ships/ships';
import { keepsRules3 } from './turn-rules';

export type ActivatingPhase = 'activation' | 'engagement';

export const isActivatingPhase = (phase: Phase): phase is ActivatingPhase => phase === 'activation' || phase === 'engagement';

/**
 * RRG · Initiative: ships activate from the lowest initiative up and engage from the highest down;
 * between ships of equal initiative the first player's go first. Ships of one player with equal
 * initiative share a rank and go in any order.
 */
export function rankOf(state: XwingState, ship: Ship, phase: ActivatingPhase): number {
  const byInitiative = phase === 'activation' ? activationInitiative(state, ship) : 10 - engagementInitiative(state, ship);
  // h7-xpilots: a ship a card lets engage at the current initiative (Nash Windrider) goes after the ship engaging then, whoever is first player.
  const late = phase === 'engagement' && ship.engagesAt?.round === state.round && ship.engagesAt.late === true;
  return byInitiative * 2 + (late || ship.owner !== state.firstPlayer ? 1 : 0);
}

/** r3-x-pilots: the initiative a ship activates at this round: the one a card chose for it, else its own. */
export function activationInitiative(state: XwingState, ship: Ship): number {
  return ship.activatesAt?.round === state.round ? ship.activatesAt.initiative : ship.initiative;
}

/** h-xupg: the initiative a ship engages at this round (ships/leave-play.ts: a card's choice, else its own). */
export { engagementInitiative };

/**
 * h-xupg · RRG · Initiative: the Engagement Phase reaches the initiative of the next ship to engage (0 once every ship has
 * engaged): the cards that act "at initiative N" are asked about for each initiative passed on the way, once a phase.
 * The number of questions opened.
 */
export function reachEngagementStep(draft: XwingState, events: XwingEvent[]): number {
  if (draft.phase !== 'engagement') return 0;
  const next = initiativeOrder(draft, 'engagement').find((ship) => !ship.activated && !ship.destroyed);
  const to = next ? engagementInitiative(draft, next) : 0;
  // Huge ships engage at initiative 8: the steps start above every ship.
  const from = draft.engagementStep?.round === draft.round ? draft.engagementStep.initiative : 9;
  if (to >= from) return 0;
  draft.engagementStep = { round: draft.round, initiative: to };
  let opened = 0;
  for (let initiative = from - 1; initiative >= to; initiative--) {
    for (const ship of draft.ships.filter((candidate) => !candidate.destroyed && candidate.effects?.some((effect) => effect.moment === 'atInitiative'))) {
      opened += openEffectPrompts(draft, ship, 'atInitiative', events, { attack: null, other: null, role: null, initiative }, 'atInitiative');
    }
  }
  return opened;
}

/** The ships in the order they activate (or engage) in this phase; destroyed ships are gone. */
export function initiativeOrder(state: XwingState, phase: ActivatingPhase): Ship[] {
  return state.ships
    .map((ship, index) => ({ ship, index }))
    .filter(({ ship }) => (!ship.destroyed || ship.removalPending) && ship.dockedTo === undefined)
    .sort((a, b) => rankOf(state, a.ship, phase) - rankOf(state, b.ship, phase) || a.index - b.index)
    .map(({ ship }) => ship);
}

/** Rules 3 (RRG · Initiative): a ship that goes before this one and has not gone yet, or null. */
function waitingBefore(state: XwingState, ship: Ship, phase: ActivatingPhase): Ship | null {
  const rank = rankOf(state, ship, phase);
  return initiativeOrder(state, phase).find((other) => other.id !== ship.id && !other.activated && rankOf(state, other, phase) < rank) ?? null;
}

/** Why the ship may not activate (or engage) now, or null: in order, once per phase. */
export function whyCannotActivate(state: XwingState, ship: Ship): string | null {
  const phase = state.phase;
  if (!isActivatingPhase(phase)) return `Ships activate in the Activation Phase and engage in the Engagement Phase; it is the ${phase} phase.`;
  if (ship.destroyed && !ship.removalPending) return `${shipName(ship)} is destroyed.`;
  if (state.attack) return 'An attack is being resolved: finish it first.';
  const doing = phase === 'activation' ? 'activated' : 'engaged';
  // RRG · Docking: a docked ship is set aside; one that docked or deployed in the System Phase does not activate this round.
  if (ship.dockedTo !== undefined) return `${shipName(ship)} is docked: a docked ship does not activate or engage until it deploys.`;
  if (phase === 'activation' && ship.activated && (ship.dockedInRound === state.round || ship.deployedInRound === state.round)) return `${shipName(ship)} docked or deployed in this System Phase: it does not activate this round.`;
  if (ship.activated) return `${shipName(ship)} has already ${doing} this phase.`;
  const rank = rankOf(state, ship, phase);
  const first = keepsRules3(state) ? waitingBefore(state, ship, phase) : null;
  if (first) {
    const verb = phase === 'activation' ? 'activates' : 'engages';
    const direction = phase === 'activation' ? 'from the lowest initiative up' : 'from the highest initiative down';
    return `It is ${shipName(first)}’s turn (initiative ${first.initiative}): ships ${phase === 'activation' ? 'activate' : 'engage'} ${direction}, the first player’s first on a tie. ${shipName(first)} ${verb}${phase === 'engagement' ? ' or passes' : ''} before ${shipName(ship)} (initiative ${ship.initiative}).`;
  }
  const later = state.ships.find((other) => other.activated && rankOf(state, other, phase) > rank);
  if (later) {
    const direction = phase === 'activation' ? 'from the lowest initiative up' : 'from the highest initiative down';
    return `${shipName(later)} (initiative ${later.initiative}) has already ${doing}: ships ${phase === 'activation' ? 'activate' : 'engage'} ${direction}, the first player's first on a tie, so ${shipName(ship)} (initiative ${ship.initiative}) has missed its turn.`;
  }
  return null;
}

/**
 * RRG · Initiative, for every way a ship acts, not only the Activate and Engage buttons. In the
 * Activation Phase a ship performs actions in its own activation: an action from a ship that has
 * not activated yet starts its activation, in order; after it has activated, an action needs an
 * effect that grants it. In the Engagement Phase only the engaging ship acts, unless an effect
 * grants the action. Null when the ship may act now (always outside those two phases).
 */
export function whyShipCannotActNow(state: XwingState, ship: Ship): string | null {
  const phase = state.phase;
  // A game logged before this rule was kept replays as it was played.
  if (!state.initiativeForEveryAction) return null;
  if (!isActivatingPhase(phase) || state.activation?.ship === ship.id) return null;
  const grant = 'another action needs an effect that grants it';
  if (phase === 'engagement') return `${shipName(ship)} is not engaging now: in the Engagement Phase a ship performs an action only when an effect grants it.`;
  if (ship.activated) return `${shipName(ship)} has already activated this round: its actions came in its activation; ${grant}.`;
  return whyCannotActivate(state, ship);
}

/** The action starts the ship's activation when it had not begun (whyShipCannotActNow said it may). */
export function startTurnByActing(draft: XwingState, ship: Ship, events: XwingEvent[]): void {
  if (draft.phase === 'activation' && draft.activation?.ship !== ship.id && !ship.activated) startActivation(draft, ship, events);
}

/** The active ship's activation ends: after an ion maneuver its ion tokens go, and Disabled Power Regulator is repaired. */
export function endCurrentActivation(draft: XwingState, events: XwingEvent[]): void {
  const current = draft.activation;
  if (!current) return;
  draft.activation = null;
  const ship = draft.ships.find((candidate) => candidate.id === current.ship);
  if (!ship || ship.destroyed) return;
  ship.linkable = null;
  if (current.ionManeuver) {
    if (ship.tokens.ion > 0) {
      events.push({ type: 'tokenRemoved', ship: refOf(ship), token: { token: 'ion', side: null, lockedBy: null }, count: ship.tokens.ion, reason: 'after its ion maneuver' });
      takeTokens(ship, { token: 'ion' }, ship.tokens.ion);
    }
    for (const card of ship.damageCards.filter((candidate) => candidate.faceup && candidate.name === 'Disabled Power Regulator')) repairCard(draft, ship, card, events);
  }
  if (!current.silent) events.push({ type: 'activationEnded', ship: refOf(ship), phase: draft.phase === 'engagement' ? 'engagement' : 'activation' });
  // Its cards that act after it engages are asked about as its engagement ends.
  if (draft.phase === 'engagement' && ship.effects?.some((effect) => effect.moment === 'afterEngaging')) openEffectPrompts(draft, ship, 'afterEngaging', events, { attack: null, other: null, role: null }, 'afterEngaging');
  // h-xupg: and those that act after it activates, as its activation ends.
  if (draft.phase === 'activation' && ship.effects?.some((effect) => effect.moment === 'afterActivating')) openEffectPrompts(draft, ship, 'afterActivating', events, { attack: null, other: null, role: null }, 'afterActivating');
  // h-xupg: the engagement moves on to the next ship's initiative; the cards "at initiative N" passed on the way are asked about.
  reachEngagementStep(draft, events);
}

/**
 * The ship starts its activation (or engagement). Activating: an ionized ship executes the ion
 * maneuver, and the maneuver's damage cards (Stunned Pilot, Loose Stabilizer) ask their question.
 * Engaging: Disabled Power Regulator gives an ion token and Console Fire asks for its roll.
 */
export function startActivation(draft: XwingState, ship: Ship, events: XwingEvent[], announce = true): void {
  endCurrentActivation(draft, events);
  // Ships destroyed by simultaneous fire leave once a ship of another initiative engages.
  removePendingShips(draft, engagementInitiative(draft, ship), events);
  const phase = draft.phase === 'engagement' ? 'engagement' : 'activation';
  const ionManeuver = phase === 'activation' && isIonized(ship);
  ship.activated = true;
  draft.activation = { ship: ship.id, ionManeuver, silent: !announce };
  if (announce) events.push({ type: 'shipActivated', ship: refOf(ship), phase, ionManeuver });
  // Its abilities that act before it engages are asked about now, as it engages; those before it activates, as it activates.
  // Its friends' cards that act before a friendly ship engages or activates ask too (that ship is "the other").
  if (phase === 'engagement') {
    openAbilityPrompts(draft, [ship], 'beforeEngaging', events);
    openFriendsEffectPrompts(draft, ship, 'friendlyBeforeEngaging', events);
    openEnemiesEffectPrompts(draft, ship, 'enemyBeforeEngaging', events);
  } else {
    openEffectPrompts(draft, ship, 'beforeActivating', events, { attack: null, other: null, role: null }, 'beforeActivating');
    openFriendsEffectPrompts(draft, ship, 'friendlyBeforeActivating', events);
    openEnemiesEffectPrompts(draft, ship, 'enemyBeforeActivating', events);
  }
  for (const card of ship.damageCards.filter((candidate) => candidate.faceup)) {
    if (phase === 'activation' && card.name === 'Stunned Pilot') openPrompt(draft, ship, 'stunnedPilot', card.name, events, { card: card.id });
    if (phase === 'activation' && card.name === 'Loose Stabilizer') openPrompt(draft, ship, 'looseStabilizer', card.name, events, { card: card.id });
    if (phase === 'engagement' && card.name === 'Console Fire') openPrompt(draft, ship, 'consoleFire', card.name, events, { card: card.id });
    if (phase === 'engagement' && card.name === 'Disabled Power Regulator') {
      events.push({ type: 'damageCardTriggered', ship: refOf(ship), card: card.name, effect: 'ionBeforeEngaging' });
      addTokens(ship, { token: 'ion' }, 1);
      events.push({ type: 'tokenGained', ship: refOf(ship), token: { token: 'ion', side: null, lockedBy: null }, count: 1, byAction: false });
    }
  }
}

export function activateShip(draft: XwingState, command: CommandOf<'activateShip'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const blocked = whyCannotActivate(draft, found.value);
  if (blocked) return refuse('out_of_turn', blocked);
  const events: XwingEvent[] = [];
  startActivation(draft, found.value, events);
  return ok(events);
}

export function endActivation(draft: XwingState): Result<XwingEvent[]> {
  if (!draft.activation) return refuse('no_activation', 'No ship is activating or engaging now.');
  if (draft.attack) return refuse('attack_in_progress', 'An attack is being resolved: finish it first.');
  const events: XwingEvent[] = [];
  endCurrentActivation(draft, events);
  return ok(events);
}

/** RRG · Initiative: the first player resolves ties; chosen in the Planning Phase. */
export function chooseFirstPlayer(draft: XwingState, command: CommandOf<'chooseFirstPlayer'>): Result<XwingEvent[]> {
  if (draft.phase !== 'planning') return refuse('wrong_phase', `The first player is decided in the Planning Phase; it is the ${draft.phase} phase.`);
  const player = draft.players.find((candidate) => candidate.id === command.player);
  if (!player) return refuse('unknown_player', `There is no player ${command.player}.`);
  if (draft.firstPlayer === player.id) return refuse('already_first', `${player.name} is already the first player.`);
  draft.firstPlayer = player.id;
  return ok([{ type: 'firstPlayerChosen', player: player.id, playerName: player.name }]);
}

/** Why the ship may not pass now, or null: it is its turn to engage and it has not attacked. */
export function whyCannotPass(state: XwingState, ship: Ship): string | null {
  if (state.phase !== 'engagement') return 'A ship passes in the Engagement Phase, when it does not engage; in the Activation Phase every ship activates.';
  if (state.attack) return 'An attack is being resolved: finish it first.';
  if (state.activation?.ship === ship.id) return ship.attacksThisPhase > 0 ? `${shipName(ship)} has attacked: tap End to end its engagement.` : null;
  return whyCannotActivate(state, ship);
}

/** RRG · Engagement Phase: the ship whose turn it is does not engage; the history says so, and the next ship goes. */
export function passShip(draft: XwingState, command: CommandOf<'passShip'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  const blocked = whyCannotPass(draft, ship);
  if (blocked) return refuse('cannot_pass', blocked);
  const events: XwingEvent[] = [];
  // It still engages in the rules' sense: what acts before it engages is asked about, and ships destroyed by simultaneous fire leave.
  if (draft.activation?.ship !== ship.id) startActivation(draft, ship, events, false);
  events.push({ type: 'shipPassed', ship: refOf(ship), phase: 'engagement', byPhaseEnd: false });
  if (draft.activation) draft.activation.silent = true;
  endCurrentActivation(draft, events);
  return ok(events);
}

/** Rules 3: when the phase ends, a ship that has not activated or engaged is said to have passed, never silently skipped. */
export function passRemainingShips(draft: XwingState, events: XwingEvent[]): void {
  const phase = draft.phase;
  if (!keepsRules3(draft) || !isActivatingPhase(phase)) return;
  for (const ship of initiativeOrder(draft, phase).filter((candidate) => !candidate.activated)) {
    ship.activated = true;
    events.push({ type: 'shipPassed', ship: refOf(ship), phase, byPhaseEnd: true });
  }
}

/** Rules 3: the ships that have not gone yet when the phase ends (the phase bar says they will pass). */
export function shipsNotYetGone(state: XwingState): string[] {
  const phase = state.phase;
  if (!keepsRules3(state) || !isActivatingPhase(phase)) return [];
  return initiativeOrder(state, phase).filter((ship) => !ship.activated).map((ship) => ship.id);
}
