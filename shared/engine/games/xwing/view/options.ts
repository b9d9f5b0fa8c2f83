import { scenarioRulesOf, scenarioView, type ScenarioView } from '../scoring/mission-points';
import { fitsGrant, liveGrants } from '../attack/bonus-grants';
import { actionsOnBar, barOf } from '../ships/action-bar';
import { actionAvailability, actionTargetsAnotherShip, cardsRepairableByAction, grantedActionAvailability } from '../actions/actions';
import { initiativeOrder, isActivatingPhase, rankOf, shipsNotYetGone, whyCannotActivate, whyCannotPass, whyShipCannotActNow } from '../turn/initiative';
import { executedAs, ionManeuvers, revealPrompts, whyCannotManeuver } from '../maneuvers/execute-maneuver';
import { changesWhose, choicesFor, dialChangeOf, easingsInForce, revealedDialOf } from '../maneuvers/revealed-dial';
import { editionOf } from '../turn/turn-rules';
import { actionTurnOf, coordinateTargets } from '../actions/actions';
import { jamChoices } from '../tokens/jam';
import { chargesForHook, promptQuestion } from '../abilities/prompts';
import { gameScore, type GameScore } from '../scoring/score';
import { isIonized, isStressed, shipStatuses, type ShipStatus } from '../ships/ship-status';
import { fullArcReach, fullArcsContainingAttacker } from '../attack/attacker-location';
import { attackDamagePlan } from '../attack/deal-damage';
import { tokenOutcomeOf, type IonOutcome } from '../attack/ion';
import { whyShipCannotAttack } from '../attack/declare-attack';
import { enemyJustManeuvered, findWeapon, weaponChoices, type WeaponChoice } from '../attack/weapons';
import { dropOptions, tableDeviceOptions, whyDevicesHoldThePhase, type DropOption, type TableDeviceOption } from '../devices/devices';
import { diceEffectOption, diceEffects, type DiceEffectOption } from '../attack/dice-effects';
import { attackDiceCount, defenseDiceCount, type AttackDiceCount, type DefenseDiceCount } from '../attack/dice-count';
import { modifyOrder, poolOf, rerollableDice, whyBlinded, whyPartyCannotModify } from '../attack/modify-dice';
import { neutralizeOutcome, type NeutralizeOutcome } from '../attack/neutralize-results';
import { actionForbiddenByCard, availableEffects, grantsEvenWhileStressed, standingStressWaiver } from '../effects/available-effects';
import { reinforceSideAgainst } from '../attack/reinforce';
import { deployManeuvers, dockedWith, isDocked, primaryAttacksOf, whyCannotDeploy, whyCannotDock } from '../ships/docking';
import { isDualUpgrade } from '../effects/flip-upgrade';
import { canPayEffectCost, chargesOf, effectCostWords, reloadableUpgrades, reloadRecovers } from '../ships/charges';
import type { XwingCommandType } from '../model/commands';
import type { DamagePlan } from '../damage/damage';
import { whyPhaseCannotEnd } from '../turn/phases';
import { heldTokens, locksHeldBy, tokenRef, whyCannotGain } from '../tokens/ship-tokens';
import type { ShipRef, TokenRef } from '../model/events';
import type { CardEffect } from '../effects/card-effect';
import { refOf, shipById, shipName } from '../ships/ships';
import { turretFacings, whyTurretFacingNotAllowed } from '../ships/turret';
import { tokenKind, type TokenColour, type TokenRemoval, type TokenShape } from '../tokens/token-catalogue';
import { whyTransferCannotTakePlace } from '../tokens/token-commands';
import type { AbilityCost, PromptMoment } from '../abilities/ability-hooks';
import { waitingWords } from '../damage/damage-window';
import type {
  Attack,
  AttackArc,
  AttackerLocation,
  AttackStep,
  ChargeKind,
  Party,
  Phase,
  PlayerId,
  ReinforceSide,
  ActionDifficulty,
  DialManeuver,
  Prompt,
  PromptKind,
  Ship,
  ShipAction,
  TokenType,
  TurretFacing,
  TurretKind,
  XwingState,
} from '../model/state';

export interface HeldTokenOption {
  token: TokenType;
  side: ReinforceSide | null;
  lockedBy: string | null;
  count: number;
  colour: TokenColour;
  shape: TokenShape;
  removal: TokenRemoval;
  /** The ships it may be transferred to now: the source can remove it and they can gain it (003). */
  transferTo: string[];
}

export interface ActionOption {
  action: ShipAction;
  /** Null when the ship may perform it now; otherwise why not. */
  unavailable: string | null;
  /** White, red (gives a stress token) or purple (costs 1 Force). */
  difficulty: ActionDifficulty;
  /** Performed now, it would be the action linked to the one just performed. */
  linked: boolean;
  /** Lock and jam: the ships it may choose. */
  targets: string[];
  /** Repair: the faceup damage cards it may repair. */
  cards: string[];
  /** Rules 3, rotate arc on a ship with a turret arc indicator: the facings it may turn to (one tap each). */
  facings?: TurretFacing[];
  /** RRG · Reload (games with weapon data): the torpedo, missile and device cards missing a charge, one tap each. */
  upgrades?: string[];
}

/** Issue 34: an action one of the ship's cards grants (its facts, DESIGN §10), off its action bar, at the card's difficulty. */
export interface GrantedActionOption extends ActionOption {
  /** The card, as the command's grantedBy names it. */
  source: string;
  /** What the card asks besides the difficulty ("1 Force"), or null. */
  cost: string | null;
}

/** Rules 3 · RRG · Turret Arc Indicators: the indicator, the arc(s) it selects, and every facing it may be set to (setup, an ability). */
export interface TurretOption {
  kind: TurretKind;
  facing: TurretFacing;
  facings: TurretFacing[];
}

/** A question waiting for the table, with the one-tap answers it takes. */
export interface PromptOption {
  id: string;
  kind: PromptKind;
  ship: string;
  source: string;
  question: string;
  /** RRG · Damage: a question of the damage window (the damage waits for its answer). */
  window: boolean;
  /** How it is answered: a die (entered or rolled), yes / no, a token to remove, damage cards, or done / skip. */
  answer: 'die' | 'yesNo' | 'token' | 'damage' | 'ability';
  /** Jammed: the tokens the ship may remove (a lock with the ship it is on, `lockOn`: a ship may maintain several). */
  tokens: (TokenRef & { lockOn?: ShipRef })[];
  /** An ability at its moment: when, what it does in our words, what it spends and how much the ship has for it. */
  ability: {
    moment: PromptMoment;
    summary: string;
    cost: AbilityCost | null;
    available: number;
    keepsTokensOf: string[];
    chooses?: string[];
    /** r3-x-pilots: a card effect that rolls one die: its kind (the face read off the table, or rolled by the app). */
    rolls?: 'attack' | 'defense';
    /** r3-x-pilots: a card effect that gives a reinforce token: its player names the side (RRG · Reinforce). */
    reinforceSide?: true;
    /** r3-x-pilots: a card effect that names the initiative the ship activates at: the values it may name. */
    initiatives?: number[];
    /** h-moves: a card effect that sets a revealed dial or changes its speed: the maneuvers it may pick (drawn as a dial). */
    maneuvers?: DialManeuver[];
    /** h-moves: a card effect that turns the ship in place by one of several angles: those angles. */
    degrees?: (90 | 180)[];
  } | null;
}

export interface ChargeOption {
  charge: ChargeKind;
  current: number;
  max: number;
  recurs: number;
}

export interface ShipOptions {
  ship: string;
  /** False when the ship can gain no token at all (it is destroyed). */
  canGainTokens: boolean;
  /** The ships that could have a lock on this one (a lock token names its holder). */
  lockHolders: string[];
  heldTokens: HeldTokenOption[];
  actions: ActionOption[];
  /** Actions its cards grant (issue 34), tapped when the card's moment comes; empty for a roster without card facts. */
  grantedActions: GrantedActionOption[];
  shieldsToRecover: number;
  charges: ChargeOption[];
  /** What its tokens do to it now (stressed, ionized, tractored…). */
  statuses: ShipStatus[];
  /** Its turret arc indicator (rules 3); absent for a ship without one. */
  turret?: TurretOption;
  /** Null when it may activate (or engage) now; otherwise why not. Outside those phases, the phase. */
  activationUnavailable: string | null;
  /**
   * RRG · Initiative: why it may not perform an action now on its own turn (it is not its turn in the
   * Activation or Engagement Phase), or null; an action an effect grants is still possible (byEffect).
   */
  outOfTurn: string | null;
  /** RRG · Docking: the friendly carriers it may dock with now (empty when it may not). */
  dockWith: string[];
  /** RRG · Dual Cards: its two-sided upgrades (ids), and whether each shows its other side now: the players may turn one over. */
  dualUpgrades: { upgrade: string; turned: boolean }[];
  /** RRG · Docking: docked, why it may not deploy now (null: it may); absent while it is not docked. */
  deployUnavailable?: string | null;
  /** RRG · Docking: docked, the maneuvers it may deploy with (its dial's that move it forward). */
  deployManeuvers?: DialManeuver[];
}

export interface AttackerOption {
  ship: string;
  /** It has attacked this Engagement Phase: another attack must be granted by an effect (bonusAttack). */
  bonusAttack: boolean;
  /** The arcs of its primary weapons (a special weapon may name any arc). */
  arcs: AttackArc[];
  targets: string[];
  /** Every weapon it may choose at Declare Target: primary arcs, then special weapons (issue 23); absent for a ship set up without weapon data. */
  weapons?: WeaponChoice[];
  /** Rules 3: the arc(s) its turret arc indicator covers, where a turret attack is declared. */
  turret?: TurretFacing;
}

export interface ReinforceOptions {
  tokens: Record<ReinforceSide, number>;
  attackerLocation: AttackerLocation | null;
  /** The players must say where the attacker is before results are neutralized. */
  needsAttackerLocation: boolean;
  /** The side that applies against this attacker, once its location is known. */
  side: ReinforceSide | null;
  /** For reinforce only, full arcs count as reaching this range (001). */
  fullArcReach: number;
}

export interface AttackOptions {
  step: AttackStep;
  attacker: string;
  defender: string;
  arc: AttackArc;
  weapon: string | null;
  /** The special weapon's ordnance icon: no range bonus (the odds ask the engine's own count). */
  weaponOrdnance: boolean;
  range: number;
  obstructed: boolean;
  attackDice: AttackDiceCount;
  defenseDice: DefenseDiceCount;
  /** Who is modifying the dice now; null outside the two modify steps. */
  modifying: Party | null;
  /** The parties that may still modify the dice, in their order. */
  mayModify: Party[];
  diceEffects: DiceEffectOption[];
  rerollableDice: number[];
  /** The defender's full arcs (reaching range 3) that hold the attacker, for effects other than reinforce. */
  attackerInDefenderFullArcs: { front: boolean; rear: boolean } | null;
  reinforce: ReinforceOptions;
  /** What Neutralize Results would leave, once the defense dice are rolled (null until then, or while reinforce waits for the attacker's location). */
  neutralize: NeutralizeOutcome | null;
  damage: DamagePlan | null;
  /** RRG · Ion: an ion weapon's attack at Deal Damage: the damage it deals and the ion tokens for the rest (null otherwise). */
  ion: IonOutcome | null;
  /** Issue 34: the attacker's and defender's card effects that act now, in the modify order: one tap each. */
  cardEffects: CardEffectOption[];
  /** Issue 34: the cards the facts cannot play, of both ships in the attack: their text is the players' call. */
  yourCall: { ship: string; source: string; reason: string }[];
}

/** A card effect offered now: who uses it, its words, the questions answered by using it, the dice it may pick. */
export interface CardEffectOption {
  ship: string;
  side: Party | null;
  ref: string;
  source: string;
  summary: string;
  optional: boolean;
  questions: string[];
  /** Reroll: the dice it may reroll; change, cancel: the dice it may change or cancel (the first fitting when the player names none). */
  dice: number[];
  /** It picks dice itself (a reroll of more dice than one, or a choice among differing faces): the player names them. */
  choosesDice: boolean;
  /** A friendly ship pays with its token: the ships that can (one button each). */
  payers: string[];
  /** r5-friends: it acts on a friendly ship its player names (a wingmate suffers the damage, a friend gains a token): the ships it may name, one button each; empty when it names none. */
  friends: string[];
  /** A reroll: at most this many dice (the new faces are entered or rolled); null when it rerolls nothing. */
  rerolls: number | 'all' | null;
  uses: number;
}

/** What may happen next, so a screen shows buttons rather than guesses. */
export interface XwingOptions {
  round: number;
  phase: Phase;
  /** Every command type that may be accepted now (their own checks still apply). */
  commands: XwingCommandType[];
  phaseBlockedBy: string | null;
  ships: ShipOptions[];
  attackers: AttackerOption[];
  attack: AttackOptions | null;
  damageDecks: { player: PlayerId; drawPile: number; discardPile: number }[];
  prompts: PromptOption[];
  /** RRG · Damage: the damage waiting for the window's answers, in words ("Wedge would be dealt Direct Hit! (Ship) faceup"), or null. */
  damageWaits: string | null;
  firstPlayer: PlayerId;
  /** Activation and Engagement Phases: the ships in the order they go; empty otherwise. */
  order: string[];
  /** The ship activating or engaging now. */
  activeShip: string | null;
  /** The ships whose turn comes next (the lowest rank not yet gone; one player's ties share it). */
  upNext: string[];
  /** Rules 3 · RRG · Engagement Phase: the ships that may pass now (their turn, no attack made). */
  canPass: string[];
  /** Rules 3: the ships that have not gone yet; ending the phase now has them pass, in the history. */
  notYetGone: string[];
  /** Maneuvers: the ship that may execute one now, with the maneuvers it may choose (its dial, or the ion maneuver). */
  maneuvers: ManeuverOption[];
  score: GameScore;
  /** Issue 36 · the 2.5 scenario on the table, its objectives and this End Phase's questions (null: none). */
  scenario: ScenarioView | null;
  /** Devices the ships may drop or launch, and those on the table (issue 23). */
  devices: { drops: DropOption[]; onTable: TableDeviceOption[] };
  /** Issue 37: the ship on turn's steps, offered on its tile (one tap each); empty outside the Activation Phase. */
  turnSteps: TurnSteps[];
}

/**
 * Issue 37 · RRG · Activation Phase: what the tile of a ship whose turn it is offers in one tap each:
 * its dial's maneuvers while it may execute one (the engine starts the activation with it), then the
 * actions of its bar that need no choice, and ending the activation once it has begun.
 */
export interface TurnSteps {
  ship: string;
  /** Its dial, while the maneuver may be executed straight away (empty: none to offer on the tile). */
  maneuvers: DialManeuver[];
  /** Actions it may perform now with one tap (no target, side or card to choose). */
  actions: { action: ShipAction; difficulty: ActionDifficulty; linked: boolean }[];
  /** Its activation has begun and may be ended now. */
  canEnd: boolean;
}

function turnSteps(state: XwingState, ships: ShipOptions[], maneuvers: ManeuverOption[], upNext: string[]): TurnSteps[] {
  if (state.phase !== 'activation' || state.attack || state.damageWindow || state.gameOver) return [];
  const onTurn = state.activation ? [state.activation.ship] : upNext;
  return onTurn.flatMap((id) => {
    const options = ships.find((candidate) => candidate.ship === id);
    if (!options) return [];
    const maneuver = maneuvers.find((candidate) => candidate.ship === id);
    const direct = maneuver && maneuver.unavailable === null && !maneuver.revealFirst && maneuver.revealed === null && !maneuver.ion ? maneuver.dial : [];
    const actions = options.actions
      .filter((option) => option.unavailable === null && option.targets.length === 0 && option.cards.length === 0 && !option.facings?.length && !option.upgrades?.length && option.action !== 'reinforce' && option.action !== 'lock' && option.action !== 'jam' && option.action !== 'coordinate')
      .map((option) => ({ action: option.action, difficulty: option.difficulty, linked: option.linked }));
    return [{ ship: id, maneuvers: direct, actions: options.outOfTurn === null ? actions : [], canEnd: state.activation?.ship === id }];
  });
}

export interface ManeuverOption {
  ship: string;
  /** Null when it may execute one now; otherwise why not. */
  unavailable: string | null;
  /** The dial's maneuvers, or the ion maneuver(s) of an ionized ship; empty when the roster brought no dial. */
  dial: DialManeuver[];
  /** It is ionized: it executes the ion maneuver. */
  ion: boolean;
  /** A stressed ship that reveals a red maneuver executes a white 2 straight instead. */
  stressed: boolean;
  /** h-moves · RRG · Reveal Dial: a card on the table may change this ship's dial once revealed: tap the maneuver revealed (revealDial), then execute it. */
  revealFirst: boolean;
  /** h-moves: the maneuver it revealed and has not executed yet (as cards set it), and what it will be executed as now. */
  revealed: DialManeuver | null;
  executes: DialManeuver | null;
  /** h-moves: the cards whose questions about its revealed dial are still open (it executes once they are answered). */
  waitsOn: string[];
  /** h-moves: the cards that make its maneuvers easier this phase, in our words. */
  easings: string[];
}

/** h-moves: a card of this ship (after it reveals its dial), of a friend or of an enemy (after a ship reveals its dial) acts on a revealed maneuver. */
function mayChangeRevealedDial(state: XwingState, ship: Ship): boolean {
  return state.ships.some((holder) => {
    if (holder.destroyed) return false;
    const moment = holder.id === ship.id ? 'afterRevealDial' : holder.owner === ship.owner ? 'friendlyRevealDial' : 'enemyRevealDial';
    return (holder.effects ?? []).some((effect) => effect.moment === moment && dialChangeOf(effect) !== null);
  });
}

function maneuverOptions(state: XwingState): ManeuverOption[] {
  if (state.phase !== 'activation') return [];
  return state.ships
    .filter((ship) => !ship.destroyed)
    .map((ship) => {
      const unavailable = whyCannotManeuver(state, ship);
      const ion = state.activation?.ship === ship.id ? state.activation.ionManeuver : isIonized(ship);
      const ionOnly = ion && editionOf(state) === '2.0';
      const revealed = revealedDialOf(state, ship);
      return {
        ship: ship.id,
        unavailable,
        dial: ionOnly ? ionManeuvers(state) : (ship.dial ?? []).map((maneuver) => ({ ...maneuver })),
        ion,
        stressed: isStressed(ship),
        revealFirst: !ion && revealed === null && mayChangeRevealedDial(state, ship),
        revealed: revealed ? { ...revealed } : null,
        executes: revealed ? executedAs(state, ship, revealed) : null,
        waitsOn: revealed ? revealPrompts(state, ship) : [],
        easings: easingsInForce(state, ship),
      };
    });
}

/** RRG · Initiative: the ships that go next, so the table offers "Activate" on those alone. */
function shipsUpNext(state: XwingState): string[] {
  const phase = state.phase;
  if (!isActivatingPhase(phase) || state.attack) return [];
  // Activating the next ship ends the current ship's activation, so the next are offered meanwhile.
  const waiting = initiativeOrder(state, phase).filter((ship) => !ship.activated && ship.id !== state.activation?.ship && whyCannotActivate(state, ship) === null);
  const first = waiting[0];
  return first ? waiting.filter((ship) => rankOf(state, ship, phase) === rankOf(state, first, phase)).map((ship) => ship.id) : [];
}

function shipOptions(state: XwingState, ship: Ship): ShipOptions {
  const others = state.ships.filter((other) => other.id !== ship.id);
  const heldTokenOptions = heldTokens(ship).map(({ held, count }): HeldTokenOption => {
    const kind = tokenKind(held.token);
    return {
      token: held.token,
      side: held.token === 'reinforce' ? held.side : null,
      lockedBy: held.token === 'lock' ? held.lockedBy : null,
      count,
      colour: kind.colour,
      shape: kind.shape,
      removal: kind.removal,
      transferTo: others.filter((other) => whyTransferCannotTakePlace(state, ship, other, held) === null).map((other) => other.id),
    };
  });
  const repairable = cardsRepairableByAction(ship);
  const possible = [...actionsOnBar(ship.actionBar), ...(repairable.length > 0 ? (['repair'] as const) : [])];
  const actions = possible.map((action): ActionOption => {
    const availability = actionAvailability(ship, action, actionTurnOf(state, ship), standingStressWaiver(state, ship, action) !== null);
    const unavailable = availability.unavailable ?? actionForbiddenByCard(state, ship, action);
    const coordinating = action === 'coordinate' && (state.rules ?? 0) >= 3;
    const targets = unavailable ? [] : actionTargetsAnotherShip(action) ? others.filter((other) => !other.destroyed).map((other) => other.id) : coordinating ? coordinateTargets(state, ship) : [];
    // RRG · Reload: the player picks the card that recovers its charge, among every torpedo, missile and device.
    const reloads = action === 'reload' && reloadRecovers(ship) ? reloadableUpgrades(ship).map((upgrade) => upgrade.id) : null;
    const nothingToReload = reloads !== null && reloads.length === 0 ? `${ship.name} has no torpedo, missile or device upgrade missing a charge: there is nothing to reload.` : null;
    return {
      action,
      unavailable: unavailable ?? nothingToReload ?? ((actionTargetsAnotherShip(action) || coordinating) && targets.length === 0 ? (coordinating ? 'There is no other friendly ship in play to coordinate.' : 'There is no other ship in play to choose.') : null),
      difficulty: availability.difficulty,
      linked: availability.linked,
      targets,
      cards: action === 'repair' && !unavailable ? repairable : [],
      ...(reloads !== null && reloads.length > 0 && !unavailable ? { upgrades: reloads } : {}),
      ...(action === 'rotateArc' && ship.turret && !unavailable ? { facings: turretFacings[ship.turret.kind].filter((facing) => whyTurretFacingNotAllowed(ship, facing, true) === null) } : {}),
    };
  });
  // Issue 34: actions a card effect granted this round (an action of its bar, or the one named), until performed.
  const pendingGrants = (ship.grants ?? []).filter((grant) => grant.round === state.round).flatMap((grant): GrantedActionOption[] =>
    (grant.action === 'any' ? barOf(ship.actionBar).filter((entry) => grant.printedWhite !== true || entry.difficulty === 'white').map((entry) => ({ action: entry.action, difficulty: grant.difficulty === 'asPrinted' ? entry.difficulty : grant.difficulty })) : [{ action: grant.action, difficulty: grant.difficulty === 'asPrinted' ? ('white' as const) : grant.difficulty }]).map(({ action, difficulty }) => {
      const availability = grantedActionAvailability(ship, action, difficulty, grant.evenStressed === true || standingStressWaiver(state, ship, action) !== null);
      const unavailable = availability.unavailable ?? actionForbiddenByCard(state, ship, action);
      return {
        action,
        unavailable,
        difficulty,
        linked: false,
        targets: availability.unavailable ? [] : actionTargetsAnotherShip(action) ? others.filter((other) => !other.destroyed).map((other) => other.id) : action === 'coordinate' ? coordinateTargets(state, ship) : [],
        cards: [],
        ...(action === 'reload' && reloadRecovers(ship) && !availability.unavailable ? { upgrades: reloadableUpgrades(ship).map((upgrade) => upgrade.id) } : {}),
        ...(action === 'rotateArc' && ship.turret && !availability.unavailable ? { facings: turretFacings[ship.turret.kind].filter((facing) => whyTurretFacingNotAllowed(ship, facing, true) === null) } : {}),
        source: grant.source,
        cost: null,
      };
    }),
  );
  // A card's action is listed at its moment: always (an "Action:" or a standing grant), or while its question is open (its moment came).
  const grantedFromFacts = (ship.effects ?? []).flatMap((fact, index) =>
    fact.effects.flatMap((effect): GrantedActionOption[] => {
      if (effect.kind !== 'performAction') return [];
      const now = fact.moment === 'action' || fact.moment === 'always' || state.prompts.some((prompt) => prompt.ship === ship.id && prompt.effect === String(index));
      if (!now || pendingGrants.some((grant) => grant.source === fact.source && grant.action === effect.action)) return [];
      const action = effect.action;
      const availability = grantedActionAvailability(ship, action, effect.difficulty, grantsEvenWhileStressed(fact, action) || standingStressWaiver(state, ship, action) !== null);
      const unpaid = fact.costs.find((cost) => !canPayEffectCost(ship, fact, cost, null));
      const unavailable = availability.unavailable ?? actionForbiddenByCard(state, ship, action) ?? (unpaid ? `${fact.source}: ${shipName(ship)} cannot pay ${effectCostWords(unpaid)}.` : null);
      return [{
        action,
        unavailable,
        difficulty: effect.difficulty,
        linked: false,
        targets: unavailable ? [] : actionTargetsAnotherShip(action) ? others.filter((other) => !other.destroyed).map((other) => other.id) : action === 'coordinate' ? coordinateTargets(state, ship) : [],
        cards: [],
        ...(action === 'reload' && reloadRecovers(ship) && !unavailable ? { upgrades: reloadableUpgrades(ship).map((upgrade) => upgrade.id) } : {}),
        ...(action === 'rotateArc' && ship.turret && !unavailable ? { facings: turretFacings[ship.turret.kind].filter((facing) => whyTurretFacingNotAllowed(ship, facing, true) === null) } : {}),
        source: fact.source,
        cost: fact.costs.length > 0 ? fact.costs.map(effectCostWords).join(', ') : null,
      }];
    }),
  );
  const grantedActions = [...pendingGrants, ...grantedFromFacts];
  const charges = (['standard', 'force', 'energy'] as const).flatMap((kind): ChargeOption[] => {
    const charge = chargesOf(ship, kind);
    return charge ? [{ charge: kind, current: charge.current, max: charge.max, recurs: charge.recurs }] : [];
  });
  return {
    ship: ship.id,
    canGainTokens: whyCannotGain(state, ship, { token: 'focus' }) === null,
    lockHolders: others.filter((other) => whyCannotGain(state, ship, { token: 'lock', lockedBy: other.id }) === null).map((other) => other.id),
    heldTokens: heldTokenOptions,
    actions,
    grantedActions,
    shieldsToRecover: ship.destroyed ? 0 : ship.shields.max - ship.shields.current,
    charges,
    statuses: shipStatuses(ship),
    activationUnavailable: whyCannotActivate(state, ship),
    outOfTurn: whyShipCannotActNow(state, ship),
    dualUpgrades: ship.destroyed ? [] : ship.upgrades.flatMap((upgrade, index) => (isDualUpgrade(ship, index) ? [{ upgrade: upgrade.id, turned: (ship.sides?.[index] ?? 0) === 1 }] : [])),
    dockWith: state.ships.filter((carrier) => (carrier.carries ?? 0) > 0 && whyCannotDock(state, ship, carrier) === null).map((carrier) => carrier.id),
    ...(isDocked(ship) ? { deployUnavailable: whyCannotDeploy(state, ship), deployManeuvers: deployManeuvers(ship) } : {}),
    ...(ship.turret ? { turret: { kind: ship.turret.kind, facing: ship.turret.facing, facings: [...turretFacings[ship.turret.kind]] } } : {}),
  };
}

const answerKinds: Record<PromptKind, PromptOption['answer']> = {
  consoleFire: 'die',
  woundedPilot: 'die',
  stunnedPilot: 'yesNo',
  looseStabilizer: 'yesNo',
  jammed: 'token',
  extraDamage: 'damage',
  ability: 'ability',
};

function promptOptions(state: XwingState): PromptOption[] {
  return state.prompts.map((prompt) => {
    const ship = shipById(state, prompt.ship);
    return {
      id: prompt.id,
      kind: prompt.kind,
      ship: prompt.ship,
      source: prompt.source,
      question: promptQuestion(prompt, ship),
      answer: answerKinds[prompt.kind],
      window: prompt.window === true,
      tokens: prompt.kind === 'jammed' ? jamChoices(state, ship).map((choice) => ({ ...tokenRef(state, choice.held), ...(choice.held.token === 'lock' ? { lockOn: refOf(choice.from) } : {}) })) : [],
      ability: prompt.ability
        ? {
            moment: prompt.ability.moment,
            summary: prompt.ability.summary,
            cost: prompt.ability.cost,
            available: chargesForHook(ship, prompt.ability),
            // The ships it may choose to keep their circular tokens: every ship in play (range and arc are the table's to judge).
            keepsTokensOf: prompt.ability.keeps === 'circularTokens' && prompt.ability.moment === 'endPhaseStart' ? state.ships.filter((other) => !other.destroyed).map((other) => other.id) : [],
            // Issue 34: a card effect that acts on a ship the player names: the ships it may name (where they stand is the table's to judge).
            ...(prompt.effect !== undefined ? { chooses: effectTargets(state, ship, prompt) } : {}),
            ...rollsOf(ship, prompt),
            ...movesOf(state, ship, prompt),
          }
        : null,
    };
  });
}

/**
 * Issue 34 · bonus attacks outside the Engagement Phase: the ships with a weapon whose card lets it
 * attack now (after an enemy ship executes a maneuver), that weapon offered against that ship alone.
 */
function bonusAttackersNow(state: XwingState): AttackerOption[] {
  return state.ships.flatMap((ship): AttackerOption[] => {
    const mover = ship.weapons ? enemyJustManeuvered(state, ship) : null;
    if (!mover) return [];
    const weapons = weaponChoices(state, ship).map((choice): WeaponChoice => {
      const weapon = choice.weaponId !== null ? findWeapon(ship, choice.weaponId) : null;
      const why = weapon ? whyShipCannotAttack(state, ship, true, { weapon, defender: mover }) : `The primary weapon attacks in the Engagement Phase; it is the ${state.phase} phase.`;
      return { ...choice, unavailable: why ?? choice.unavailable, targets: choice.targets.filter((target) => target === mover.id), lifts: choice.lifts.filter((lift) => lift.ship === mover.id) };
    });
    if (!weapons.some((choice) => choice.unavailable === null)) return [];
    return [{ ship: ship.id, bonusAttack: true, arcs: primaryAttacksOf(state, ship).map((attack) => attack.arc), targets: [mover.id], weapons, ...(ship.turret ? { turret: ship.turret.facing } : {}) }];
  });
}

/** h-moves: the maneuvers a prompt's card effect may set a revealed dial to, and the angles it may turn a ship by (when more than one). */
function movesOf(state: XwingState, ship: Ship, prompt: Prompt): { maneuvers?: DialManeuver[]; degrees?: (90 | 180)[] } {
  const effect = prompt.effect === undefined ? undefined : ship.effects?.[Number(prompt.effect)];
  if (!effect) return {};
  const rotate = effect.effects.find((part) => part.kind === 'rotateShip');
  const degrees = rotate && rotate.kind === 'rotateShip' && rotate.degrees.length > 1 ? { degrees: [...rotate.degrees] } : {};
  const change = dialChangeOf(effect);
  const target = change ? (changesWhose(change) === 'self' ? ship : prompt.other !== undefined ? state.ships.find((candidate) => candidate.id === prompt.other) : undefined) : undefined;
  const revealed = target ? revealedDialOf(state, target) : null;
  const choices = change && target && revealed ? choicesFor(change, target, revealed) : null;
  return { ...degrees, ...(choices ? { maneuvers: choices } : {}) };
}

/** r3-x-pilots: the die a prompt's card effect rolls (rollForDamage), for the table to offer its faces; a reinforce token it gives, for the side. */
function rollsOf(ship: Ship, prompt: Prompt): { rolls?: 'attack' | 'defense'; reinforceSide?: true; initiatives?: number[] } {
  const part = prompt.effect === undefined ? undefined : ship.effects?.[Number(prompt.effect)]?.effects.find((candidate) => candidate.kind === 'rollForDamage' || candidate.kind === 'rollForDamageOf');
  const effect = prompt.effect === undefined ? undefined : ship.effects?.[Number(prompt.effect)];
  const reinforce = effect?.effects.some((candidate) => ((candidate.kind === 'gainToken' || candidate.kind === 'takeToken') && candidate.token === 'reinforce') || candidate.kind === 'passReinforce') ?? false;
  const at = effect?.effects.find((candidate) => candidate.kind === 'activateAt');
  const initiatives = at && at.kind === 'activateAt' ? Array.from({ length: at.max - at.min + 1 }, (_, n) => at.min + n) : null;
  // h-xupg: a card that rolls defense dice for tokens (Lando Calrissian, crew).
  const rollsForTokens = effect?.effects.some((candidate) => candidate.kind === 'rollDefenseForTokens') ?? false;
  return { ...(part && (part.kind === 'rollForDamage' || part.kind === 'rollForDamageOf') ? { rolls: part.die } : rollsForTokens ? { rolls: 'defense' as const } : {}), ...(reinforce ? { reinforceSide: true as const } : {}), ...(initiatives ? { initiatives } : {}) };
}

/** The ships a prompt's card effect may name: friendly or enemy ships in play, when it names one (none when it acts on itself or the other ship of the attack). */
function effectTargets(state: XwingState, ship: Ship, prompt: Prompt): string[] {
  const effect = ship.effects?.[Number(prompt.effect)];
  if (!effect) return [];
  // A lock spent with no ship at its moment: the ships it has locked, one of which the player names.
  if (prompt.other === undefined && effect.costs.some((cost) => cost.kind === 'spendToken' && cost.token === 'lock')) return [...new Set(locksHeldBy(state, ship.id))].map((locked) => locked.id);
  const wants = new Set<'friendly' | 'enemy'>();
  for (const part of effect.effects) {
    const who =
      part.kind === 'gainToken' || part.kind === 'removeToken' || part.kind === 'keepEveryToken' || part.kind === 'repairDamageOf' || part.kind === 'damage' || part.kind === 'grantAction' || part.kind === 'grantAnyAction' || part.kind === 'assignCondition' || part.kind === 'recoverOther' || part.kind === 'lose'
        ? part.who
        : part.kind === 'transferToken'
          ? part.to
          : part.kind === 'takeEnemyLocks'
          ? part.from
          : part.kind === 'passReinforce'
          ? part.to
          : part.kind === 'lockLockedShip'
          ? part.by === 'friendly' ? 'friendly' : 'enemy'
          : part.kind === 'friendRecoversUpgradeCharge' || (part.kind === 'flipEquipped' && part.who === 'friendly') || part.kind === 'handLocks' || part.kind === 'passLockOn'
          ? 'friendly'
          : part.kind === 'acquireLock'
            ? part.by === 'friendly'
              ? 'friendly'
              : part.on === 'named'
                ? 'enemy'
                : 'other'
            : part.kind === 'markedLocks'
            ? 'enemy'
            : part.kind === 'grantBarAction'
            ? part.who
            : part.kind === 'lockFriendLocked'
            ? 'any'
            : part.kind === 'exposeDamage'
              ? part.who
              : part.kind === 'takeToken'
                ? part.from
                : 'self';
    if (who === 'friendly' || who === 'enemy') wants.add(who);
    // r3-x-pilots: a token taken from any ship the player names (friendly or enemy).
    if (who === 'any') wants.add('friendly').add('enemy');
    if (who === 'other' && prompt.other === undefined) wants.add('enemy');
  }
  return state.ships.filter((other) => !other.destroyed && other.dockedTo === undefined && ((wants.has('friendly') && other.owner === ship.owner) || (wants.has('enemy') && other.owner !== ship.owner))).filter((other) => !(other.id === ship.id && effect.effects.some((part) => part.kind === 'takeToken'))).map((other) => other.id);
}

function attackerOptions(state: XwingState): AttackerOption[] {
  if (state.phase !== 'engagement') return state.attack ? [] : bonusAttackersNow(state);
  return state.ships
    .filter((ship) => whyShipCannotAttack(state, ship) === null || ((ship.attacksThisPhase > 0 || liveGrants(state, ship).length > 0) && grantsBonusAttack(state, ship) && whyShipCannotAttack(state, ship, true) === null))
    .map((ship) => ({
      ship: ship.id,
      // h-xupg: a ship offered only for a bonus attack a card granted it (at its initiative step) is offered it as a bonus attack; in its own turn, its standard attack first.
      bonusAttack: whyShipCannotAttack(state, ship) !== null,
      arcs: primaryAttacksOf(state, ship).map((attack) => attack.arc),
      targets: state.ships.filter((other) => other.owner !== ship.owner && !other.destroyed && !isDocked(other)).map((other) => other.id),
      ...(ship.weapons !== undefined ? { weapons: grantedWeapons(state, ship, weaponChoices(state, ship)) } : {}),
      ...(ship.turret ? { turret: ship.turret.facing } : {}),
    }))
    .filter((option) => option.targets.length > 0);
}

/** h-xupg: a ship whose only attack now is a card's granted bonus attack: the weapons the grant does not allow say why. */
function grantedWeapons(state: XwingState, ship: Ship, choices: WeaponChoice[]): WeaponChoice[] {
  if (whyShipCannotAttack(state, ship) === null || liveGrants(state, ship).length === 0) return choices;
  return choices.map((choice) => {
    const weapon = choice.weaponId !== null ? findWeapon(ship, choice.weaponId) : null;
    const arc = choice.arc ?? weapon?.arc ?? 'front';
    if (liveGrants(state, ship).some((grant) => fitsGrant(grant, weapon, arc))) return choice;
    const grant = liveGrants(state, ship)[0];
    return { ...choice, unavailable: choice.unavailable ?? `${grant?.source ?? 'The card'} grants a bonus ${grant?.weapons.join(' or ') ?? ''} attack, not this weapon.` };
  });
}

/**
 * RRG · Bonus Attacks: after its one attack a ship whose cards the setup carried as facts is offered
 * another only where one of them grants it (a bonus-attack weapon, a card's bonusAttack fact); a
 * roster without card facts keeps the players' word, as before.
 */
function grantsBonusAttack(state: XwingState, ship: Ship): boolean {
  if (ship.effects === undefined && ship.yourCall === undefined) return true;
  const grants = (one: Ship) => (one.effects ?? []).some((fact) => fact.effects.some((effect) => effect.kind === 'bonusAttack' || effect.kind === 'bonusAttackOf'));
  // RRG · Docking: a docked ship's card may give its carrier the bonus attack (Locked and Loaded).
  return (ship.weapons ?? []).some((weapon) => weapon.bonusAttack) || grants(ship) || dockedWith(state, ship).some(grants);
}

/** The attack commands that can be accepted at this step, given who may still modify which dice. */
function attackCommands(state: XwingState, attack: Attack, options: AttackOptions): XwingCommandType[] {
  if (options.cardEffects.length > 0) return [...attackCommandsBesideEffects(state, attack, options), 'useCardEffect'];
  return attackCommandsBesideEffects(state, attack, options);
}

function attackCommandsBesideEffects(state: XwingState, attack: Attack, options: AttackOptions): XwingCommandType[] {
  if (attack.step === 'rollAttackDice') return ['rollAttackDice', 'locateAttacker'];
  if (attack.step === 'dealDamage') return ['dealDamage'];
  const out: XwingCommandType[] = [];
  const dice = attack.step === 'modifyAttackDice' ? attack.attackDice : attack.defenseDice;
  if (options.diceEffects.some((effect) => effect.unavailable === null)) out.push('spendForDice');
  if (options.mayModify.length > 0) {
    if (options.rerollableDice.length > 0) out.push('rerollDice');
    if (dice.length > 0) out.push('changeDieFace', 'cancelResult');
    out.push('addResult');
  }
  if (attack.step === 'modifyAttackDice') out.push('rollDefenseDice');
  else if (!options.reinforce.needsAttackerLocation) out.push('neutralizeResults');
  out.push('locateAttacker');
  return out;
}

function attackOptions(state: XwingState, attack: Attack): AttackOptions {
  const defender = shipById(state, attack.defender);
  const modifyingNow = attack.step === 'modifyAttackDice' || attack.step === 'modifyDefenseDice';
  const against = reinforceSideAgainst(attack);
  const outcome = attack.step === 'modifyDefenseDice' ? neutralizeOutcome(state, attack) : null;
  return {
    step: attack.step,
    attacker: attack.attacker,
    defender: attack.defender,
    arc: attack.arc,
    weapon: attack.weapon?.name ?? null,
    weaponOrdnance: attack.weapon?.ordnance ?? false,
    range: attack.range,
    obstructed: attack.obstructed,
    attackDice: attackDiceCount(state, attack),
    defenseDice: defenseDiceCount(state, attack),
    modifying: attack.modifying,
    // Blinded Pilot leaves the attacker only the Force for its own dice: no ability changes them.
    mayModify: modifyingNow ? modifyOrder(attack).filter((party) => whyPartyCannotModify(attack, party) === null && whyBlinded(state, attack, party) === null) : [],
    diceEffects: modifyingNow ? diceEffects.map((effect) => diceEffectOption(state, attack, effect)) : [],
    rerollableDice: modifyingNow ? rerollableDice(attack, poolOf(attack)) : [],
    attackerInDefenderFullArcs: fullArcsContainingAttacker(attack, 'other'),
    reinforce: {
      tokens: { ...defender.tokens.reinforce },
      attackerLocation: attack.attackerLocation,
      needsAttackerLocation: outcome !== null && !outcome.ok && outcome.error.code === 'attacker_location_needed',
      side: against.known ? against.side : null,
      fullArcReach: fullArcReach('reinforce'),
    },
    neutralize: outcome?.ok ? outcome.value : null,
    damage: attack.step === 'dealDamage' ? attackDamagePlan(state, attack) : null,
    ion: attack.step === 'dealDamage' && attack.neutralized ? tokenOutcomeOf(state, attack, defender, attack.neutralized.remaining.hits, attack.neutralized.remaining.crits) : null,
    cardEffects: availableEffects(state).map((entry) => ({
      ship: entry.ship,
      side: entry.side,
      ref: entry.ref,
      source: entry.effect.source,
      summary: entry.effect.summary,
      optional: entry.effect.optional,
      questions: entry.questions,
      dice: entry.dice,
      choosesDice: entry.effect.effects.some((part) => part.kind === 'reroll') && entry.dice.length > 1,
      rerolls: entry.effect.effects.flatMap((part) => (part.kind === 'reroll' ? [part.count] : []))[0] ?? null,
      uses: entry.uses,
      payers: entry.payers,
      friends: namesFriend(entry.effect) ? state.ships.filter((ship) => ship.owner === shipById(state, entry.ship).owner && ship.id !== entry.ship && !ship.destroyed).map((ship) => ship.id) : [],
    })),
    yourCall: [attack.attacker, attack.defender].flatMap((id) => (shipById(state, id).yourCall ?? []).map((call) => ({ ship: id, source: call.source, reason: call.reason }))),
  };
}

/** r5-friends: a card effect whose damage or tokens go to a friendly ship its player names. */
const namesFriend = (effect: CardEffect): boolean =>
  effect.effects.some((part) => ('who' in part && part.who === 'friendly') || ('to' in part && part.to === 'friendly') || ('from' in part && part.from === 'friendly'));

export function xwingOptions(state: XwingState): XwingOptions {
  const phaseBlockedBy = whyPhaseCannotEnd(state);
  const ships = state.ships.map((ship) => shipOptions(state, ship));
  const attackers = attackerOptions(state);
  const inPlay = state.ships.filter((ship) => !ship.destroyed);
  const commands: XwingCommandType[] = [];
  if (!phaseBlockedBy) commands.push('nextPhase');
  if (ships.some((ship) => ship.canGainTokens)) commands.push('gainToken');
  if (ships.some((ship) => ship.heldTokens.length > 0)) commands.push('spendToken', 'removeToken');
  if (ships.some((ship) => ship.heldTokens.some((held) => held.transferTo.length > 0))) commands.push('transferToken');
  if (ships.some((ship) => ship.actions.some((action) => action.unavailable === null) || ship.grantedActions.some((action) => action.unavailable === null))) commands.push('performAction');
  if (ships.some((ship) => ship.charges.some((charge) => charge.current > 0))) commands.push('spendCharge');
  if (ships.some((ship) => ship.charges.some((charge) => charge.current < charge.max))) commands.push('recoverCharge');
  if (ships.some((ship) => ship.shieldsToRecover > 0)) commands.push('recoverShield');
  if (inPlay.length > 0) commands.push('assignCondition', 'sufferDamage');
  if (state.ships.some((ship) => ship.conditions.length > 0)) commands.push('removeCondition');
  if (state.ships.some((ship) => ship.damageCards.length > 0)) commands.push('flipDamageCard');
  if (inPlay.some((ship) => ship.damageCards.length > 0)) commands.push('repairDamageCard');
  if (attackers.length > 0) commands.push('declareAttack');
  if (state.prompts.length > 0) commands.push('answerPrompt');
  if (state.phase === 'planning') commands.push('chooseFirstPlayer');
  if (ships.some((ship) => ship.activationUnavailable === null)) commands.push('activateShip');
  if (state.activation && !state.attack) commands.push('endActivation');
  if (state.ships.some((ship) => whyCannotPass(state, ship) === null)) commands.push('passShip');
  if (state.phase === 'activation' && state.ships.some((ship) => !ship.destroyed && whyCannotManeuver(state, ship) === null)) commands.push('executeManeuver');
  if (state.phase === 'activation' && state.ships.some((ship) => !ship.destroyed && whyCannotManeuver(state, ship) === null && revealedDialOf(state, ship) === null && !isIonized(ship) && !(state.activation?.ship === ship.id && state.activation.ionManeuver))) commands.push('revealDial');
  if (state.ships.some((ship) => ship.turret)) commands.push('setTurret');
  if (ships.some((ship) => ship.dockWith.length > 0)) commands.push('dockShip');
  if (ships.some((ship) => ship.dualUpgrades.length > 0)) commands.push('flipUpgrade');
  if (ships.some((ship) => ship.deployUnavailable === null)) commands.push('deployShip');
  const attack = state.attack ? attackOptions(state, state.attack) : null;
  if (state.attack && attack) commands.push(...attackCommands(state, state.attack, attack));
  const devices = { drops: dropOptions(state), onTable: tableDeviceOptions(state) };
  const maneuvers = maneuverOptions(state);
  const upNext = shipsUpNext(state);
  if (devices.drops.some((drop) => drop.unavailable === null)) commands.push('dropDevice');
  if (devices.onTable.some((device) => device.cannotDetonate === null)) commands.push('detonateDevice');
  if (devices.onTable.length > 0) commands.push('removeDevice');
  // Issue 36 item 2: obstacles chosen before round 1; a ship in play may move through or onto one whenever it moves.
  if (state.round === 1 && state.phase === 'planning') commands.push('chooseObstacles');
  if (inPlay.length > 0) commands.push('hitObstacle');
  const held = whyDevicesHoldThePhase(state);
  // Issue 36 · a game may be ended while it goes on (a concession, time called); once ended nothing else is offered.
  const score = gameScore(state);
  if (!score.over) commands.push('endGame');
  // Issue 36 · a scenario's objectives: the End Phase's questions, towing, and mission points by hand.
  if (state.scenario?.asking) commands.push('scoreObjective');
  if (state.scenario?.objectives.some((objective) => objective.towedBy === null) && inPlay.length > 0 && scenarioRulesOf(state.scenario)?.tow) commands.push('towCache');
  if (state.scenario?.objectives.some((objective) => objective.towedBy !== null)) commands.push('releaseCache');
  if (state.scenario) commands.push('adjustMissionPoints');
  if (state.gameOver) commands.splice(0);
  return {
    round: state.round,
    phase: state.phase,
    // RRG · Damage: while damage waits at a card's moment, only the window's questions are answered.
    commands: state.damageWindow ? commands.filter((command) => command === 'answerPrompt') : held ? commands.filter((command) => command !== 'nextPhase') : commands,
    phaseBlockedBy: state.damageWindow ? `${waitingWords(state, state.damageWindow)}: answer the card that acts first.` : (phaseBlockedBy ?? held),
    ships,
    attackers,
    attack,
    damageDecks: state.players.map((player) => ({ player: player.id, drawPile: player.damageDeck.drawPile.length, discardPile: player.damageDeck.discardPile.length })),
    prompts: promptOptions(state),
    damageWaits: state.damageWindow ? waitingWords(state, state.damageWindow) : null,
    firstPlayer: state.firstPlayer,
    order: isActivatingPhase(state.phase) ? initiativeOrder(state, state.phase).map((ship) => ship.id) : [],
    activeShip: state.activation?.ship ?? null,
    upNext,
    canPass: state.ships.filter((ship) => !ship.destroyed || ship.removalPending).filter((ship) => whyCannotPass(state, ship) === null).map((ship) => ship.id),
    notYetGone: shipsNotYetGone(state),
    maneuvers,
    score,
    scenario: scenarioView(state),
    devices,
    turnSteps: turnSteps(state, ships, maneuvers, upNext),
  };
}

