import type { XwingEvent } from '../model/events';
import type { Ship, XwingState } from '../model/state';
import type { EffectMoment } from '../effects/card-effect';
import type { EffectSituation } from '../effects/available-effects';
import { openEffectPrompts, openPrompt } from './prompts';

// Issue 34 · the moments a card names that come from what just happened, not from the round's order:
// after a ship gains a stress token, is locked by an enemy, spends a token, suffers damage, is
// destroyed (and its friends see it go), after another ship (friend or enemy) reveals its dial,
// executes a maneuver or performs an action. Read once from the
// events a command produced, so every rule that deals damage or gives a token is covered by one place.

const shipById = (draft: XwingState, id: string): Ship | undefined => draft.ships.find((ship) => ship.id === id);
const none: EffectSituation = { attack: null, other: null, role: null };

/** The other ships in play that see what this ship did: each enemy at its moment, each other friendly ship at its own. */
function othersOf<E extends EffectMoment, F extends EffectMoment>(draft: XwingState, ship: Ship, enemy: E, friendly: F): [Ship, E | F][] {
  return draft.ships.filter((candidate) => candidate.id !== ship.id && !candidate.destroyed).map((candidate) => [candidate, candidate.owner === ship.owner ? friendly : enemy]);
}

/** RRG · Docking: a ship deployed in an emergency suffers 1 crit damage: asked, so the players name the card or let the app draw. */
function askEmergencyDamage(draft: XwingState, events: XwingEvent[]): void {
  for (const event of events.slice()) {
    if (event.type !== 'shipDeployed' || !event.emergency) continue;
    const deployed = shipById(draft, event.ship.id);
    if (deployed && !deployed.destroyed) openPrompt(draft, deployed, 'extraDamage', 'Emergency deployment', events, { hits: 0, crits: 1 });
  }
}

/** Each ship's effects at each of these moments are asked about (at most once per ship and moment for one command). */
export function offerEffectsAfterEvents(draft: XwingState, events: XwingEvent[]): void {
  askEmergencyDamage(draft, events);
  if (!draft.ships.some((ship) => ship.effects && ship.effects.length > 0)) return;
  const asked = new Set<string>();
  const offer = (ship: Ship | undefined, moment: EffectMoment & Parameters<typeof openEffectPrompts>[5], situation: EffectSituation = none, apart = '') => {
    if (!ship?.effects?.some((effect) => effect.moment === moment)) return;
    const key = `${ship.id}:${moment}:${apart}`;
    if (asked.has(key)) return;
    asked.add(key);
    openEffectPrompts(draft, ship, moment, events, situation, moment);
  };
  // RRG · Shields: after a ship loses shields, its cards that act after each one lost (Joph Seastriker), once per shield.
  const shieldsLost = new Map<string, number>();
  for (const event of events) if (event.type === 'shieldsLost') shieldsLost.set(event.ship.id, (shieldsLost.get(event.ship.id) ?? 0) + event.amount);
  for (const [id, amount] of shieldsLost) {
    const ship = shipById(draft, id);
    const before = draft.prompts.length;
    offer(ship, 'afterLoseShield');
    for (const prompt of draft.prompts.slice(before)) {
      if (prompt.ship !== id || amount < 2) continue;
      prompt.times = amount;
      if (prompt.ability) prompt.ability.summary = `${prompt.ability.summary} (×${amount}, a shield each)`.slice(0, 160);
    }
  }
  // RRG · Damage Cards: after a ship is dealt damage cards, its cards that act after each one (Chewbacca), once per card.
  const cardsDealt = new Map<string, number>();
  for (const event of events) if (event.type === 'damageCardDealt') cardsDealt.set(event.ship.id, (cardsDealt.get(event.ship.id) ?? 0) + 1);
  for (const [id, amount] of cardsDealt) {
    const before = draft.prompts.length;
    offer(shipById(draft, id), 'afterDealtCard');
    for (const prompt of draft.prompts.slice(before)) {
      if (prompt.ship !== id || amount < 2) continue;
      prompt.times = amount;
      if (prompt.ability) prompt.ability.summary = `${prompt.ability.summary} (×${amount}, a card each)`.slice(0, 160);
    }
  }
  // Only the events the command itself produced: the prompts opened here add none that trigger more.
  for (const event of events.slice()) {
    switch (event.type) {
      case 'tokenGained': {
        const ship = shipById(draft, event.ship.id);
        if (event.token.token === 'stress') offer(ship, 'afterGainStress');
        // Any token gained: its own ship's cards, and every other ship's (friend or enemy), told which.
        if (ship) {
          const gained = { ...none, gained: event.token.token };
          offer(ship, 'afterGainToken', gained, event.token.token);
          for (const [watcher, moment] of othersOf(draft, ship, 'enemyGainsToken', 'friendlyGainsToken')) offer(watcher, moment, { ...gained, other: ship }, event.token.token);
        }
        const locker = event.token.lockedBy ? shipById(draft, event.token.lockedBy.id) : undefined;
        if (event.token.token === 'lock' && ship && locker && locker.owner !== ship.owner) {
          offer(ship, 'afterLocked', { ...none, other: locker });
          for (const friend of draft.ships.filter((candidate) => candidate.owner === ship.owner && candidate.id !== ship.id && !candidate.destroyed)) offer(friend, 'friendlyLocked', { ...none, other: ship }, ship.id);
        }
        if (event.token.token === 'lock' && ship && locker) offer(locker, 'afterAcquireLock', { ...none, other: ship }, ship.id);
        break;
      }
      case 'tokenSpent': {
        const spender = event.token.lockedBy ? shipById(draft, event.token.lockedBy.id) : shipById(draft, event.ship.id);
        const token = event.token.token;
        const spent = token === 'focus' || token === 'evade' || token === 'calculate' || token === 'reinforce' || token === 'lock' ? token : 'other';
        offer(spender, 'afterSpendToken', { ...none, spent });
        break;
      }
      case 'damageSuffered':
        offer(shipById(draft, event.ship.id), 'afterDamaged');
        break;
      case 'damageCardDealt': {
        const ship = shipById(draft, event.ship.id);
        offer(ship, 'afterDamaged');
        if (ship) for (const [watcher, moment] of othersOf(draft, ship, 'enemyDealtDamage', 'friendlyDealtDamage')) offer(watcher, moment, { ...none, other: ship }, ship.id);
        break;
      }
      case 'shipDestroyed': {
        const ship = shipById(draft, event.ship.id);
        if (!ship) break;
        offer(ship, 'afterDestroyed');
        for (const friend of draft.ships.filter((candidate) => candidate.owner === ship.owner && candidate.id !== ship.id && !candidate.destroyed)) offer(friend, 'friendlyDestroyed', { ...none, other: ship });
        for (const enemy of draft.ships.filter((candidate) => candidate.owner !== ship.owner && !candidate.destroyed)) offer(enemy, 'enemyDestroyed', { ...none, other: ship }, ship.id);
        break;
      }
      case 'chargesSpent': {
        if (event.charge !== 'force') break;
        const spender = shipById(draft, event.ship.id);
        for (const friend of spender ? draft.ships.filter((candidate) => candidate.owner === spender.owner && candidate.id !== spender.id && !candidate.destroyed) : []) offer(friend, 'friendlySpendsForce', { ...none, other: spender ?? null }, spender?.id);
        break;
      }
      case 'shipDeployed': {
        // RRG · Docking: after an emergency deployment no card acts (its crit is asked above); after a deployment, the deployed ship's cards, then its carrier's.
        if (event.emergency) break;
        const ship = shipById(draft, event.ship.id);
        const carrier = shipById(draft, event.carrier.id);
        offer(ship, 'afterDeploy', { ...none, other: carrier ?? null });
        offer(carrier, 'deployedFromYou', { ...none, other: ship ?? null }, event.ship.id);
        break;
      }
      case 'tokenRemoved': {
        // h-xupg · RRG · Cloak: a ship decloaks by removing its cloak token (one discarded is no decloak).
        if (event.token.token !== 'cloak' || /discard/i.test(event.reason ?? '')) break;
        offer(shipById(draft, event.ship.id), 'afterDecloak');
        break;
      }
      case 'deviceDetonated':
        // h-xupg: every ship in play sees a bomb or mine detonate (its range is the card's question).
        for (const ship of draft.ships.filter((candidate) => !candidate.destroyed)) offer(ship, 'deviceDetonates', none, event.deviceId);
        break;
      case 'damageCardRepaired':
        // h-xupg: after the ship repairs a damage card (once per command).
        offer(shipById(draft, event.ship.id), 'afterRepair');
        break;
      case 'deviceDropped':
        offer(shipById(draft, event.ship.id), 'afterDropDevice');
        break;
      case 'maneuverExecuted': {
        const ship = shipById(draft, event.ship.id);
        if (!ship) break;
        if (event.partial) offer(ship, 'afterPartialManeuver', { ...none, maneuver: event.maneuver, partial: true });
        for (const [watcher, moment] of othersOf(draft, ship, 'enemyManeuver', 'friendlyManeuver')) offer(watcher, moment, { ...none, other: ship, maneuver: event.maneuver, ...(event.partial ? { partial: true } : {}) });
        break;
      }
      case 'dialRevealed': {
        const ship = shipById(draft, event.ship.id);
        if (!ship) break;
        for (const [watcher, moment] of othersOf(draft, ship, 'enemyRevealDial', 'friendlyRevealDial')) offer(watcher, moment, { ...none, other: ship, maneuver: event.maneuver });
        break;
      }
      case 'actionPerformed': {
        const ship = shipById(draft, event.ship.id);
        if (!ship) break;
        for (const [watcher, moment] of othersOf(draft, ship, 'enemyAction', 'friendlyAction')) offer(watcher, moment, { ...none, other: ship, action: event.action, ...(event.difficulty ? { actionDifficulty: event.difficulty } : {}) });
        break;
      }
      default:
        break;
    }
  }
}
