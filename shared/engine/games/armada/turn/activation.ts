import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/command-schema';
import type { ArmadaEvent } from '../model/events';
import type { ArmadaState } from '../model/state';
import { findShip, findSquadron, refOf } from '../units/units';
import { afterManeuver, beforeRevealingDial } from '../damage/damage-card-effects';
import { squadronsTheCommandActivates } from '../commands/command-dials';
import { passTurn, whyNotYourTurn } from './turn-order';
import { keepsRules3 } from '../model/rules-level';
import { clearCounterGrants, endSquadronGrants, raiseByFleetSpeed, whySetAside } from '../squadrons/squadron-grants';

export function activateShip(draft: ArmadaState, command: CommandOf<'activateShip'>): Result<ArmadaEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  if (draft.phase !== 'ship') return refuse('wrong_phase', `Ships activate in the ship phase; it is the ${draft.phase} phase.`);
  if (draft.activation.ship) return refuse('activation_in_progress', 'Another ship is activated: end its activation first.');
  if (ship.destroyed) return refuse('unit_destroyed', `${ship.name} is destroyed and cannot activate.`);
  if (ship.activated) return refuse('already_activated', `${ship.name} has already activated this round.`);
  const turn = whyNotYourTurn(draft, ship.owner);
  if (turn) return refuse('not_your_turn', turn);
  ship.activated = true;
  draft.activation.ship = { id: ship.id, attackedZones: [] };
  const events: ArmadaEvent[] = [{ type: 'shipActivated', ship: refOf(ship) }];
  beforeRevealingDial(draft, ship, events);
  return ok(events);
}

/** Squadrons activate in the squadron phase, or during a ship's activation through a squadron command. */
export function activateSquadron(draft: ArmadaState, command: CommandOf<'activateSquadron'>): Result<ArmadaEvent[]> {
  const found = findSquadron(draft, command.squadron);
  if (!found.ok) return found;
  const squadron = found.value;
  const byCommand = draft.phase === 'ship' && draft.activation.ship !== null;
  if (draft.phase !== 'squadron' && !byCommand) {
    return refuse('wrong_phase', 'Squadrons activate in the squadron phase, or with a squadron command during a ship’s activation.');
  }
  if (draft.attacks.length > 0) return refuse('attack_in_progress', 'An attack is being resolved: finish it first.');
  if (draft.activation.squadron) return refuse('activation_in_progress', 'Another squadron is activated: end its activation first.');
  if (squadron.destroyed) return refuse('unit_destroyed', `${squadron.name} is destroyed and cannot activate.`);
  if (squadron.activated) return refuse('already_activated', `${squadron.name} has already activated this round.`);
  const aside = whySetAside(draft, squadron.id);
  if (aside) return refuse('set_aside', aside);
  if (byCommand) {
    const ship = draft.ships.find((candidate) => candidate.id === draft.activation.ship?.id);
    if (ship && ship.owner !== squadron.owner) return refuse('not_friendly', `${ship.name} can only activate friendly squadrons.`);
    // Rules 3 · RRG · Commands: the squadron command is resolved after the dial is revealed, before the maneuver; a card may let it follow the maneuver (Flight Commander).
    const lifted = ship?.cardEffects?.find((effect) => effect.effects.some((change) => change.kind === 'squadronAfterManeuver'));
    if (ship && keepsRules3(draft) && draft.activation.ship?.maneuvering && !lifted) {
      return refuse('after_maneuver', `${ship.name} has begun its maneuver: its squadron command is resolved after its dial is revealed, before it maneuvers.`);
    }
    // In a game played in full, the squadron command says how many (its dial: the squadron value; a token: one).
    if (ship && draft.firstPlayer) {
      const allowed = squadronsTheCommandActivates(draft, ship);
      const done = draft.activation.ship?.squadronsActivated ?? 0;
      if (allowed === 0) return refuse('no_squadron_command', `${ship.name} has no squadron command in use: reveal a Squadron dial or spend a Squadron token to activate squadrons.`);
      if (done >= allowed) return refuse('squadron_command_spent', `${ship.name}’s squadron command activates ${allowed} squadron${allowed === 1 ? '' : 's'}, and ${done} ${done === 1 ? 'has' : 'have'} activated.`);
    }
    if (draft.activation.ship) draft.activation.ship.squadronsActivated = (draft.activation.ship.squadronsActivated ?? 0) + 1;
  } else {
    const turn = whyNotYourTurn(draft, squadron.owner);
    if (turn) return refuse('not_your_turn', turn);
  }
  squadron.activated = true;
  clearCounterGrants(draft);
  draft.activation.squadron = { id: squadron.id, attacked: false, byCommand };
  // a card's round-long speed raise for the squadrons friendly ships activate (All Fighters, Follow Me!).
  const events: ArmadaEvent[] = [{ type: 'squadronActivated', squadron: refOf(squadron) }];
  if (byCommand) raiseByFleetSpeed(draft, squadron, events);
  return ok(events);
}

/** Ends the squadron's activation if one is active (it may be nested in a ship's), else the ship's. */
export function endActivation(draft: ArmadaState): Result<ArmadaEvent[]> {
  if (draft.attacks.length > 0) return refuse('attack_in_progress', 'An attack is being resolved: finish it before ending the activation.');
  const { ship, squadron } = draft.activation;
  draft.counterWindow = null;
  if (squadron) {
    draft.activation.squadron = null;
    endSquadronGrants(draft, squadron.id);
    if (!squadron.byCommand && !squadron.outOfTurn) passTurn(draft, 'squadron');
    const unit = draft.squadrons.find((candidate) => candidate.id === squadron.id);
    return ok(unit ? [{ type: 'activationEnded', unit: refOf(unit) }] : []);
  }
  if (ship) {
    draft.activation.ship = null;
    passTurn(draft, 'ship');
    const unit = draft.ships.find((candidate) => candidate.id === ship.id);
    if (!unit) return ok([]);
    // Ending the activation follows the maneuver: the cards that react to it ask now.
    const events: ArmadaEvent[] = [{ type: 'activationEnded', unit: refOf(unit) }];
    // A card lowered the speed for the maneuver only: the maneuver is done, the speed comes back.
    if (ship.speedGivenBack && !unit.destroyed) {
      const from = unit.speed;
      unit.speed = Math.min(unit.maxSpeed, unit.speed + ship.speedGivenBack.by);
      if (unit.speed !== from) events.push({ type: 'speedChanged', ship: refOf(unit), from, to: unit.speed });
    }
    afterManeuver(draft, unit, events);
    return ok(events);
  }
  return refuse('no_activation', 'No ship or squadron is activated.');
}
