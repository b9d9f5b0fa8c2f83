import { whyTowingForbids } from '../scoring/mission-points';
import { leaveObstacle, whyObstacleStopsLock } from '../obstacles/obstacles';
import { ok, refuse, type Result } from '../../../core/result';
import { actionNames, barOf, difficultyOf, isTokenAction } from '../ships/action-bar';
import { keepsRules3 } from '../turn/turn-rules';
import type { CommandOf } from '../model/commands';
import { repairCard } from '../damage/damage';
import { repairedByAction } from '../damage/damage-deck';
import type { XwingEvent } from '../model/events';
import { startTurnByActing, whyShipCannotActNow } from '../turn/initiative';
import { openPrompt } from '../abilities/prompts';
import { hasFaceup, isIonized, isStressed } from '../ships/ship-status';
import { addTokens, type HeldToken } from '../tokens/ship-tokens';
import type { ActionDifficulty, Ship, ShipAction, XwingState } from '../model/state';
import { findShip, refOf, shipName } from '../ships/ships';
import { gainTokens } from '../tokens/token-commands';
import { rotatedFacing } from '../ships/turret';
import { canPayEffectCost, effectCostWords } from '../ships/charges';
import { payEffectCosts } from '../effects/effect-costs';
import { actionForbiddenByCard, grantsEvenWhileStressed, reinforceSideAllowed, standingStressWaiver } from '../effects/available-effects';
import type { CardEffect } from '../effects/card-effect';

export { actionNames };

/** Lock and jam give their token to another ship; the other actions give it to the ship itself. */
export function actionTargetsAnotherShip(action: ShipAction): action is 'lock' | 'jam' {
  return action === 'lock' || action === 'jam';
}

/** The faceup damage cards whose "Action:" repairs them. */
export function cardsRepairableByAction(ship: Ship): string[] {
  return ship.damageCards.filter((card) => card.faceup && repairedByAction.has(card.name)).map((card) => card.id);
}

/**
 * Why the ship cannot perform this action now, or null; with the difficulty it would have.
 * Gaining a token by an ability is not performing an action and never asks here (001).
 */
export function actionAvailability(ship: Ship, action: ShipAction, turn: ActionTurn | null = null, stressWaived = false): { unavailable: string | null; difficulty: ActionDifficulty; linked: boolean } {
  const name = shipName(ship);
  const no = (why: string) => ({ unavailable: why, difficulty: 'white' as const, linked: false });
  if (ship.destroyed) return no(`${name} is destroyed and performs no actions.`);
  // RRG · stress: a stressed ship performs no actions at all, white or red (unless a card lets it: stressWaived).
  if (isStressed(ship) && !stressWaived) return no(`${name} is stressed: a stressed ship performs no actions.`);
  const fromCard = action === 'repair';
  // Once a round comes first: it is true whatever the activation.
  if (turn && ship.actionsThisRound.includes(action)) return no(`${name} has already performed the ${actionNames[action]} action this round: a ship performs each action at most once per round.`);
  const ruled = turn ? actionUnderRules3(ship, action, turn) : null;
  if (ruled && 'unavailable' in ruled) return no(ruled.unavailable);
  const how = ruled ?? (fromCard ? { difficulty: 'white' as const, linked: false } : difficultyOf(ship.actionBar, action, ship.linkable));
  if (fromCard && cardsRepairableByAction(ship).length === 0) return no(`${name} has no faceup damage card it can repair by an action.`);
  if (!how) {
    const linkedOnly = (ship.actionBar ?? []).find((entry) => entry.linked?.action === action);
    return no(linkedOnly
      ? `${name} performs ${actionNames[action]} only as the action linked to ${actionNames[linkedOnly.action]}, right after it.`
      : `${name}’s action bar has no ${actionNames[action]} action.`);
  }
  if (ship.actionsThisRound.includes(action)) return no(`${name} has already performed the ${actionNames[action]} action this round: a ship performs each action at most once per round.`);
  if (isIonized(ship) && action !== 'focus') return no(`${name} is ionized: it may perform only the focus action.`);
  if (hasFaceup(ship, 'Damaged Sensor Array') && action !== 'focus' && !fromCard) return no(`Damaged Sensor Array: ${name} may perform only the focus action and actions from damage cards.`);
  if (how.difficulty === 'purple' && (ship.force?.current ?? 0) === 0) return no(`${name} has no Force to spend on a purple ${actionNames[action]} action.`);
  return { unavailable: null, difficulty: how.difficulty, linked: how.linked };
}

/**
 * Issue 34 · an action a card grants (RRG · Actions: "an effect may instruct a ship to perform an
 * action"), at the card's difficulty: off the action bar, but under the rules that still hold — a
 * stressed ship performs none, each action once per round, an ionized ship only focus, a purple one
 * needs Force (and red gives a stress token after it).
 */
export function grantedActionAvailability(ship: Ship, action: ShipAction, difficulty: ActionDifficulty, stressWaived = false): { unavailable: string | null; difficulty: ActionDifficulty; linked: boolean } {
  const name = shipName(ship);
  const no = (why: string) => ({ unavailable: why, difficulty, linked: false });
  if (ship.destroyed) return no(`${name} is destroyed and performs no actions.`);
  if (isStressed(ship) && !stressWaived) return no(`${name} is stressed: a stressed ship performs no actions, even one a card grants (unless the card says even while stressed).`);
  if (ship.actionsThisRound.includes(action)) return no(`${name} has already performed the ${actionNames[action]} action this round: a ship performs each action at most once per round.`);
  if (isIonized(ship) && action !== 'focus') return no(`${name} is ionized: it may perform only the focus action.`);
  if (hasFaceup(ship, 'Damaged Sensor Array') && action !== 'focus') return no(`Damaged Sensor Array: ${name} may perform only the focus action and actions from damage cards.`);
  if (action === 'repair') return no('A repair action comes from the damage card itself.');
  if (difficulty === 'purple' && (ship.force?.current ?? 0) === 0) return no(`${name} has no Force to spend on a purple ${actionNames[action]} action.`);
  return { unavailable: null, difficulty, linked: false };
}

/** The ship's own fact (DESIGN §10) for the action a card grants, when the roster brought its card's effects. */
export function grantingFact(ship: Ship, source: string, action: ShipAction, difficulty?: ActionDifficulty): { fact: CardEffect; difficulty: ActionDifficulty } | null {
  let first: { fact: CardEffect; difficulty: ActionDifficulty } | null = null;
  for (const fact of ship.effects ?? []) {
    if (fact.source !== source) continue;
    for (const effect of fact.effects) {
      if (effect.kind !== 'performAction' || effect.action !== action) continue;
      // A card may grant the same action two ways (Kickback: red, or white for a strain token): the difficulty named picks the fact.
      if (difficulty === undefined || effect.difficulty === difficulty) return { fact, difficulty: effect.difficulty };
      first ??= { fact, difficulty: effect.difficulty };
    }
  }
  return first;
}

/** Why the card's grant cannot be used as the command says, or the fact it uses (null when the roster carries no facts: the players' word). */
function grantOf(ship: Ship, command: CommandOf<'performAction'>): Result<CardEffect | null> {
  const grant = command.grantedBy;
  if (!grant) return ok(null);
  if (command.difficulty !== undefined) return refuse('invalid_action_detail', `The difficulty of an action ${grant.source} grants is the card’s: name it once, in grantedBy.`);
  // A grant of a white action only, treated as red (whiteActionAsRed): an action the bar prints otherwise is not one.
  const whiteOnly = (ship.grants ?? []).find((held) => held.source === grant.source && held.printedWhite === true);
  if (whiteOnly && barOf(ship.actionBar).find((entry) => entry.action === command.action)?.difficulty !== 'white') return refuse('grant_mismatch', `${grant.source} lets ${shipName(ship)} perform an action its bar prints white: ${actionNames[command.action]} is not one.`);
  // h7-xpilots: a grant of an action of another ship's bar (Hondo Ohnaka): one of those only.
  const barOnly = (ship.grants ?? []).find((held) => held.source === grant.source && held.fromBar !== undefined);
  if (barOnly?.fromBar && !barOnly.fromBar.includes(command.action)) return refuse('grant_mismatch', `${grant.source}: ${shipName(ship)} performs only an action on the granting ship’s bar (${barOnly.fromBar.map((one) => actionNames[one]).join(', ')}).`);
  // Its prompt was answered "done" (its cost paid then): the grant waits on the ship, and is not paid twice.
  const waiting = pendingGrant(ship, grant.source, command.action);
  if (waiting && waiting.difficulty !== grant.difficulty) return refuse('grant_mismatch', `${grant.source} grants a ${waiting.difficulty} ${actionNames[command.action]} action, not a ${grant.difficulty} one.`);
  if (waiting) return ok(null);
  const known = grantingFact(ship, grant.source, command.action, grant.difficulty);
  if (!known) {
    // Issue 34: an action a card effect granted this round (pendingGrant): at the difficulty it granted.
    const pending = pendingGrant(ship, grant.source, command.action);
    if (pending && pending.difficulty !== grant.difficulty) return refuse('grant_mismatch', `${grant.source} grants a ${pending.difficulty} ${actionNames[command.action]} action, not a ${grant.difficulty} one.`);
    return ok(null);
  }
  if (known.difficulty !== grant.difficulty) return refuse('grant_mismatch', `${grant.source} grants a ${known.difficulty} ${actionNames[command.action]} action, not a ${grant.difficulty} one.`);
  const unpaid = known.fact.costs.find((cost) => !canPayEffectCost(ship, known.fact, cost, null));
  if (unpaid) return refuse('cannot_pay', `${grant.source}: ${shipName(ship)} cannot pay its cost (${effectCostWords(unpaid)}).`);
  return ok(known.fact);
}

/** The grant a card effect left on the ship for this action (its bar's difficulty when it granted "an action" as printed). */
function pendingGrant(ship: Ship, source: string, action: ShipAction): { index: number; difficulty: ActionDifficulty } | null {
  const index = (ship.grants ?? []).findIndex((grant) => grant.source === source && (grant.action === action || grant.action === 'any'));
  const grant = ship.grants?.[index];
  if (!grant) return null;
  const printed = barOf(ship.actionBar).find((entry) => entry.action === action)?.difficulty ?? 'white';
  return { index, difficulty: grant.difficulty === 'asPrinted' ? (grant.action === 'any' ? printed : 'white') : grant.difficulty };
}

export function whyActionUnavailable(ship: Ship, action: ShipAction): string | null {
  return actionAvailability(ship, action).unavailable;
}

/** Rules 3: where the ship stands in its Perform Action step, and whether an effect grants the action (with its difficulty). */
export interface ActionTurn {
  /** Actions of its own it has performed in this activation; null when it is not activating. */
  performed: number | null;
  /** A card whose action is the ship's only one this activation (its own step is gone). */
  onlyActionOf?: string | null;
  bumped: boolean;
  granted: ActionDifficulty | null;
  /** Issue 36 item 2: the obstacle its move went through or onto, which costs it its Perform Action step. */
  obstacle?: string | null;
}

export function actionTurnOf(state: XwingState, ship: Ship, command?: { byEffect?: true; difficulty?: ActionDifficulty }): ActionTurn | null {
  if (!keepsRules3(state)) return null;
  const current = state.activation?.ship === ship.id && state.phase === 'activation' ? state.activation : null;
  // A card may keep the Perform Action step after a partial maneuver (Zari Bangel).
  const keepsStep = (ship.effects ?? []).some((effect) => effect.moment === 'always' && effect.effects.some((part) => part.kind === 'actAfterPartialManeuver'));
  return { performed: current ? (current.actions ?? 0) : null, bumped: current?.bumped === true && !keepsStep, granted: command?.byEffect ? (command.difficulty ?? 'white') : null, onlyActionOf: current?.onlyActionOf?.source ?? null, obstacle: current?.skipsAction ?? null };
}

/** A card made its action the ship's only one this activation (noOtherAction): why this action is refused, or null. */
function whyOnlyTheCardsAction(state: XwingState, ship: Ship, grantedBy: string | undefined): string | null {
  const only = state.activation?.ship === ship.id ? state.activation.onlyActionOf : undefined;
  if (!only || (grantedBy === only.source && !only.done)) return null;
  return `${shipName(ship)} ${only.done ? 'performed' : 'performs'} the action ${only.source} gives: it performs no other action in this activation.`;
}

/**
 * Rules 3 · RRG · Perform Action, Linked Actions, Actions granted by effects: in its activation a
 * ship performs one action from its bar, then may perform the action linked to it, at the link's
 * difficulty; a partially executed maneuver skips this step. An effect may grant an action the bar
 * lacks, white unless the effect says red or purple.
 */
function actionUnderRules3(ship: Ship, action: ShipAction, turn: ActionTurn): { difficulty: ActionDifficulty; linked: boolean } | { unavailable: string } | null {
  const name = shipName(ship);
  if (turn.granted) return { difficulty: turn.granted, linked: false };
  if (turn.onlyActionOf) return { unavailable: `${name} performs the action ${turn.onlyActionOf} gives: it performs no other action in this activation.` };
  if (turn.obstacle) return { unavailable: `${name} moved through or onto ${turn.obstacle}: it skips its Perform Action step; an action now needs an effect that grants it.` };
  if (turn.bumped) return { unavailable: `${name} partially executed its maneuver (it overlapped a ship): it skips its Perform Action step; an action now needs an effect that grants it.` };
  if (turn.performed === null || turn.performed === 0) {
    const own = barOf(ship.actionBar).find((entry) => entry.action === action);
    return own ? { difficulty: own.difficulty, linked: false } : null;
  }
  const link = ship.linkable === null ? undefined : barOf(ship.actionBar).find((entry) => entry.action === ship.linkable && entry.linked?.action === action)?.linked;
  if (link) return { difficulty: link.difficulty, linked: true };
  const linkedTo = ship.linkable === null ? undefined : barOf(ship.actionBar).find((entry) => entry.action === ship.linkable)?.linked;
  const after = ship.linkable === null ? '' : linkedTo ? ` (after ${actionNames[ship.linkable]}: ${actionNames[linkedTo.action]})` : ` (${actionNames[ship.linkable]} links to none)`;
  return { unavailable: `${name} has performed its action in this activation: one action, then the action linked to it${after}. Another needs an effect that grants it.` };
}

/** The token a token action gives, and the ship that gains it. */
function tokenOfAction(draft: XwingState, ship: Ship, command: CommandOf<'performAction'>): Result<{ receiver: Ship; held: HeldToken } | null> {
  const { action } = command;
  if (!isTokenAction(action)) return ok(null);
  if (actionTargetsAnotherShip(action)) {
    if (command.target === undefined) return refuse('action_target_needed', `Choose the ship to ${action === 'lock' ? 'lock' : 'jam'}.`);
    const target = findShip(draft, command.target);
    if (!target.ok) return target;
    // h-xupg: a card may let its jam choose the ship itself (Enhanced Jamming Suite).
    const jamsItself = (ship.effects ?? []).some((effect) => effect.moment === 'always' && effect.conditions.length === 0 && effect.effects.some((part) => part.kind === 'jamItself'));
    if (action === 'jam' && target.value.id === ship.id && !jamsItself) return refuse('cannot_gain_token', `${shipName(ship)} cannot jam itself.`);
    if (action === 'lock' && target.value.id === ship.id && keepsRules3(draft)) return refuse('cannot_gain_token', `${shipName(ship)} cannot acquire a lock on itself: choose another ship.`);
    // Issue 36 item 2 · 2.5 · Gas Cloud: at range 0 of one a ship cannot lock or be locked.
    const gas = action === 'lock' ? whyObstacleStopsLock(draft, ship, target.value) : null;
    if (gas) return refuse('cannot_gain_token', gas);
    return ok({ receiver: target.value, held: action === 'lock' ? { token: 'lock', lockedBy: ship.id } : { token: 'jam' } });
  }
  if (action === 'reinforce') {
    if (command.side === undefined) return refuse('reinforce_side_needed', 'Choose fore or aft: the player whose ship gains a reinforce token chooses its side.');
    const only = reinforceSideAllowed(ship);
    if (only && command.side !== only.side) return refuse('reinforce_side', `${only.source}: ${shipName(ship)} reinforces only its ${only.side} side; choose ${only.side}.`);
    return ok({ receiver: ship, held: { token: 'reinforce', side: command.side } });
  }
  return ok({ receiver: ship, held: { token: action } });
}

/**
 * RRG · Actions: the action is on the ship's bar (or linked to the action just performed), not yet
 * performed this round, and the ship is not stressed. A red action gives 1 stress token after it, a
 * purple one costs 1 Force. Moves (boost, barrel roll…) are made on the table; the app keeps the count.
 */
export function performAction(draft: XwingState, command: CommandOf<'performAction'>): Result<XwingEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  const { action } = command;
  if (command.difficulty !== undefined && command.byEffect !== true) return refuse('invalid_action_detail', 'Only an action an effect grants names its difficulty; the ship’s own actions take theirs from its action bar.');
  const grant = grantOf(ship, command);
  if (!grant.ok) return grant;
  // A card may let it act even while stressed: its standing rule, or the grant itself.
  const source = command.grantedBy?.source;
  // h7-xpilots: the coordinate that chose it lets it act though stressed (AP-5).
  const coordinatedStressed = command.byEffect === true && command.grantedBy === undefined && ship.coordinatedWithin?.round === draft.round && ship.coordinatedWithin.evenStressed === true;
  const waived = coordinatedStressed || standingStressWaiver(draft, ship, action) !== null || (source !== undefined && ((ship.grants ?? []).some((held) => held.source === source && held.evenStressed === true) || (ship.effects ?? []).some((fact) => fact.source === source && grantsEvenWhileStressed(fact, action))));
  const availability = command.grantedBy ? grantedActionAvailability(ship, action, command.grantedBy.difficulty, waived) : actionAvailability(ship, action, actionTurnOf(draft, ship, command), waived);
  if (availability.unavailable) return refuse('action_unavailable', availability.unavailable);
  const forbidden = actionForbiddenByCard(draft, ship, action) ?? whyTowingForbids(draft, ship, action);
  if (forbidden) return refuse('action_unavailable', forbidden);
  const onlyOne = whyOnlyTheCardsAction(draft, ship, command.grantedBy?.source);
  if (onlyOne) return refuse('action_unavailable', onlyOne);
  if (command.side !== undefined && action !== 'reinforce') return refuse('invalid_action_detail', `Only the reinforce action chooses a side, not the ${actionNames[action]} action.`);
  const coordinates = action === 'coordinate' && keepsRules3(draft);
  if (command.target !== undefined && !actionTargetsAnotherShip(action) && !coordinates) return refuse('invalid_action_detail', `The ${actionNames[action]} action names no ship.`);
  const coordinated = coordinates ? coordinatedShip(draft, ship, command.target) : null;
  if (coordinated && !coordinated.ok) return coordinated;
  if (command.card !== undefined && action !== 'repair') return refuse('invalid_action_detail', `Only a damage card's repair action names a card, not the ${actionNames[action]} action.`);
  if (command.facing !== undefined && action !== 'rotateArc') return refuse('invalid_action_detail', `Only the rotate arc action turns the turret, not the ${actionNames[action]} action.`);
  // Rules 3 · RRG · Rotate: a ship with a turret arc indicator turns it (absent before turrets were kept: the count alone).
  const rotated = action === 'rotateArc' && (ship.turret || command.facing !== undefined) ? rotatedFacing(ship, command.facing) : null;
  if (rotated && !rotated.ok) return rotated;
  // A card's grant is an effect's action: not the ship's own Perform Action step, nor its turn.
  const byEffect = command.byEffect === true || command.grantedBy !== undefined;
  // h7-xpilots: the action a coordinate gives, limited by the coordinating ship's card to its own bar.
  const within = command.byEffect === true && command.grantedBy === undefined && ship.coordinatedWithin?.round === draft.round ? ship.coordinatedWithin : undefined;
  if (within?.actions && !within.actions.includes(action)) return refuse('action_unavailable', `${within.source}: the ship it coordinates performs only an action on its bar too (${within.actions.map((one) => actionNames[one]).join(', ')}).`);
  const outOfTurn = byEffect ? null : whyShipCannotActNow(draft, ship);
  if (outOfTurn) return refuse('out_of_turn', outOfTurn);
  const token = tokenOfAction(draft, ship, command);
  if (!token.ok) return token;
  const events: XwingEvent[] = [];
  if (!byEffect) startTurnByActing(draft, ship, events);
  if (action === 'repair') {
    const repairable = cardsRepairableByAction(ship);
    const cardId = command.card ?? (repairable.length === 1 ? repairable[0] : undefined);
    if (cardId === undefined) return refuse('action_target_needed', `Choose the damage card ${shipName(ship)} repairs.`);
    const card = ship.damageCards.find((candidate) => candidate.id === cardId);
    if (!card || !repairable.includes(cardId)) return refuse('invalid_action_detail', `${shipName(ship)} cannot repair ${card?.name ?? cardId} by an action: it is not a faceup card with a repair action.`);
    events.push({ type: 'actionPerformed', ship: refOf(ship), action, target: null, difficulty: 'white', linked: false, card: card.name });
    repairCard(draft, ship, card, events);
  } else {
    const receiver = token.value?.receiver ?? (coordinated?.ok ? coordinated.value : ship);
    events.push({ type: 'actionPerformed', ship: refOf(ship), action, target: receiver === ship ? null : refOf(receiver), difficulty: availability.difficulty, linked: availability.linked, ...(rotated?.ok ? { facing: rotated.value } : {}), ...(command.grantedBy ? { grantedBy: command.grantedBy.source } : {}) });
    if (rotated?.ok && ship.turret) ship.turret.facing = rotated.value;
    if (token.value) {
      const gained = gainTokens(draft, token.value.receiver, token.value.held, 1, true, events);
      if (!gained.ok) return gained;
    }
  }
  // A pending grant is used up once its action is performed; the card's only action, once done, closes the others.
  const only = draft.activation?.ship === ship.id ? draft.activation.onlyActionOf : undefined;
  if (only && command.grantedBy?.source === only.source) only.done = true;
  const pending = command.grantedBy ? pendingGrant(ship, command.grantedBy.source, action) : null;
  if (pending && ship.grants) ship.grants = ship.grants.filter((_, index) => index !== pending.index);
  if (grant.value) {
    const paid = payEffectCosts(draft, ship, null, grant.value, events);
    if (!paid.ok) return paid;
    closeGrantPrompts(draft, ship, grant.value, events);
  }
  if (availability.difficulty === 'purple' && ship.force) {
    ship.force.current -= 1;
    events.push({ type: 'chargesSpent', ship: refOf(ship), charge: 'force', amount: 1, current: ship.force.current });
  }
  if (availability.difficulty === 'red') {
    addTokens(ship, { token: 'stress' }, 1);
    events.push({ type: 'tokenGained', ship: refOf(ship), token: { token: 'stress', side: null, lockedBy: null }, count: 1, byAction: false });
  }
  ship.actionsThisRound.push(action);
  // Issue 36 item 2: a move action takes the ship off the obstacle it ended on (the players say so if it lands on one again).
  if (action === 'boost' || action === 'barrelRoll' || action === 'slam') leaveObstacle(ship);
  if (within) ship.coordinatedWithin = undefined;
  // h7-xpilots: a coordinating ship whose card limits the chosen ship to its own bar's actions.
  const limiting = coordinated?.ok ? (ship.effects ?? []).find((fact) => fact.moment === 'always' && fact.effects.some((part) => part.kind === 'coordinateOwnBarOnly')) : undefined;
  const stressedOk = coordinated?.ok ? (ship.effects ?? []).find((fact) => fact.moment === 'always' && fact.effects.some((part) => part.kind === 'coordinateStressed' && part.stress === coordinated.value.tokens.stress)) : undefined;
  if ((limiting || stressedOk) && coordinated?.ok) {
    coordinated.value.coordinatedWithin = {
      round: draft.round,
      source: (limiting ?? stressedOk)?.source ?? '',
      ...(limiting ? { actions: [...new Set(barOf(ship.actionBar).flatMap((entry) => [entry.action, ...(entry.linked ? [entry.linked.action] : [])]))] } : {}),
      ...(stressedOk ? { evenStressed: true as const } : {}),
    };
  }
  // Rules 3: its own action (not the linked one, nor one an effect grants) counts against its one action.
  if (!byEffect && !availability.linked && draft.activation?.ship === ship.id && actionTurnOf(draft, ship)) draft.activation.actions = (draft.activation.actions ?? 0) + 1;
  // A linked action follows only the action it is linked to, and is not itself linked further.
  ship.linkable = availability.linked ? null : action;
  for (const wounded of ship.damageCards.filter((card) => card.faceup && card.name === 'Wounded Pilot')) openPrompt(draft, ship, 'woundedPilot', wounded.name, events, { card: wounded.id });
  return ok(events);
}

/** The card's question at its moment ("may perform a boost") is answered by performing the action it grants. */
function closeGrantPrompts(draft: XwingState, ship: Ship, fact: CardEffect, events: XwingEvent[]): void {
  const ref = String((ship.effects ?? []).indexOf(fact));
  const answered = draft.prompts.filter((prompt) => prompt.ship === ship.id && prompt.effect === ref);
  for (const prompt of answered) events.push({ type: 'promptAnswered', ship: refOf(ship), prompt: prompt.id, kind: prompt.kind, source: prompt.source, answer: 'done (its action performed)' });
  draft.prompts = draft.prompts.filter((prompt) => !answered.includes(prompt));
}

/** Friendly ships the coordinating ship may choose (rules 3): another friendly ship in play; range 1–2 is the table's to judge. */
export function coordinateTargets(state: XwingState, ship: Ship): string[] {
  return state.ships.filter((other) => other.owner === ship.owner && other.id !== ship.id && !other.destroyed).map((other) => other.id);
}

/**
 * Rules 3 · RRG · Coordinate: the ship chooses another friendly ship at range 1–2, which may then
 * perform an action (granted by the coordinate: performAction with byEffect).
 */
function coordinatedShip(state: XwingState, ship: Ship, target: string | undefined): Result<Ship> {
  if (target === undefined) return refuse('action_target_needed', `Choose the friendly ship ${shipName(ship)} coordinates.`);
  const found = findShip(state, target);
  if (!found.ok) return found;
  const other = found.value;
  if (other.id === ship.id) return refuse('invalid_action_detail', `${shipName(ship)} coordinates another friendly ship, not itself.`);
  if (other.owner !== ship.owner) return refuse('invalid_action_detail', `${shipName(other)} is an enemy ship: the coordinate action chooses a friendly ship.`);
  if (other.destroyed) return refuse('ship_destroyed', `${shipName(other)} is destroyed.`);
  return ok(other);
}
