import { ACTIONS_PER_DEFENSE_PHASE, actionNames } from '../turn/action-restrictions';
import { describeAttackSuccess } from '../turn/attack-success-setting';
import type { CounterRef, DefenseEvent, JudgedRoll } from '../model/events';
import type { Recovery } from '../model/state';
import { designationNames } from '../building/weapon-tokens';

function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

function counter(value: CounterRef): string {
  return `the ${value.kind} counter ${value.name}`;
}

function faces(values: readonly number[]): string {
  return values.length > 0 ? `[${values.join(', ')}]` : '[no dice]';
}

function roll(value: JudgedRoll): string {
  const judged = `${plural(value.successes, 'success', 'successes')}, ${value.judged === 'success' ? 'a success' : 'a failure'}`;
  return value.overruled ? `${judged}, overruled by the player as ${value.result === 'success' ? 'a success' : 'a failure'}` : judged;
}

const recoveryWords: Record<Recovery, string> = {
  flipToReady: 'flips back to the ready side',
  removeDisrupted: 'removes a Disrupted token',
};

/** One short plain sentence per event, for the history panel. */
export function describeDefenseEvent(event: DefenseEvent): string {
  switch (event.type) {
    case 'scenarioSetUp':
      return `Scenario set up: ${event.scenario}, ${plural(event.defenders, 'defender')}, ${plural(event.enemyCounters, 'enemy counter')}. ${describeAttackSuccess(event.attackSuccess)}`;
    case 'defensePhaseStarted':
      return `Round ${event.round}: the defense phase begins${event.actionTokensCleared > 0 ? ` (${plural(event.actionTokensCleared, 'action token')} cleared)` : ''}.`;
    case 'defensePhaseEnded':
      if (event.reason === 'fourActions') return `The defense phase of round ${event.round} ends after its fourth action.`;
      // Issue 26: a phase ended without a single action is said plainly where the player looks ("Just now"), with the way back.
      if (event.actions === 0) return `No defender acted: the defense phase of round ${event.round} ends with no action taken. Undo brings it back.`;
      return `The defense phase of round ${event.round} ends after ${plural(event.actions, 'action')}.`;
    case 'attacked':
      return `${event.defender.name} attacks ${counter(event.counter)} in the ${event.space.name}${event.rolledByApp ? ' (rolled by the app)' : ''}: ${plural(event.dice, 'die', 'dice')} ${faces(event.roll.faces)}, ${roll(event.roll)}: ${event.counterRemoved ? 'counter removed' : 'the counter stays'}.`;
    case 'grenadesThrown': {
      const where = event.space ? `into the ${event.space.name}${event.fromInterior ? ' from inside it' : ''}` : 'but the floor has no interior space';
      const rolls = event.rolls.map((entry) => `against ${counter(entry.counter)} ${faces(entry.faces)}, ${roll(entry)}${entry.counterRemoved ? ', removed' : ''}`);
      const thrown =
        rolls.length > 0
          ? `${event.defender.name} throws grenades ${where} (${plural(event.dicePerRoll, 'die', 'dice')} per roll${event.rolledByApp ? ', rolled by the app' : ''}): ${rolls.join('; ')}.`
          : `${event.defender.name} throws grenades ${where}: no enemy counter to hit.`;
      return `${thrown} The ${event.grenadeToken.name} token is discarded.`;
    }
    case 'casualtyDieRolled':
      return `A grenade roll failed in the interior space: ${event.defender.name} rolls ${event.die}${event.rolledByApp ? ' (rolled by the app)' : ''}${event.casualty ? ' and becomes a casualty' : ' and is unhurt'}.`;
    case 'suppressed':
      return `${event.defender.name} suppresses the ${event.space.name}: ${plural(event.tokens, 'suppression token')} placed, ${plural(event.ammunitionLeft, 'ammunition token')} left.`;
    case 'recovered':
      return event.commander
        ? `${event.defender.name} ${recoveryWords[event.recovery]} (a free recover from ${event.commander.name}).`
        : `${event.defender.name} recovers and ${recoveryWords[event.recovery]}.`;
    case 'commandGiven':
      return `${event.defender.name} takes the command action: ${plural(event.recovers, 'free recover')}.`;
    case 'actionTaken':
      return `${event.defender.name} takes an action token${event.exhausted ? ' and is exhausted' : ''} (${actionNames[event.action]}, action ${event.actionNumber} of ${ACTIONS_PER_DEFENSE_PHASE}).`;
    case 'defenderPlaced':
      return `${event.defender.name} is placed in the ${event.space.name}.`;
    case 'defenderMoved':
      return `${event.defender.name} moves from the ${event.from.name} to the ${event.to.name}.`;
    case 'defenderRemoved':
      return `${event.defender.name} is taken off the table.`;
    case 'disruptedSet':
      return `${event.defender.name}: ${plural(event.to, 'Disrupted token')} (was ${event.from}).`;
    case 'moveTokenSet':
      return event.moveToken ? `${event.defender.name} gets a move token.` : `${event.defender.name}'s move token is removed.`;
    case 'defenderSideSet':
      return `${event.defender.name} is turned to the ${event.side} side.`;
    case 'casualtyMarked':
      return event.casualty ? `${event.defender.name} is a casualty.` : `${event.defender.name} is no longer a casualty.`;
    case 'weaponTokenAdded':
      return `${event.token.name} (${event.designations.map((designation) => designationNames[designation]).join(', ')}) is placed in the ${event.space.name}.`;
    case 'weaponTokenRemoved':
      return `${event.token.name} is removed from the ${event.space.name}.`;
    case 'ammunitionChanged':
      return `The ${event.space.name}: ${plural(event.to, 'ammunition token')} (was ${event.from}).`;
    case 'suppressionChanged':
      return `The ${event.space.name}: ${plural(event.to, 'suppression token')} (was ${event.from}).`;
    case 'enemyCounterPlaced':
      return `${counter(event.counter)[0]?.toUpperCase() ?? ''}${counter(event.counter).slice(1)} is placed on top in the ${event.space.name} (${plural(event.stack, 'counter')} there).`;
    case 'enemyCounterRemoved':
      return `${counter(event.counter)[0]?.toUpperCase() ?? ''}${counter(event.counter).slice(1)} is removed from the ${event.space.name} (${plural(event.stack, 'counter')} left).`;
    case 'attackSuccessSet':
      return event.enemyType
        ? `Attack success against ${event.enemyType.name} changed: ${describeAttackSuccess(event.to)}`
        : `Attack success setting changed: ${describeAttackSuccess(event.to)}`;
    case 'enemyCounterAdvanced':
      return `${counter(event.counter)[0]?.toUpperCase() ?? ''}${counter(event.counter).slice(1)} advances from the ${event.from.name} to the ${event.to.name} (${plural(event.stack, 'counter')} there).`;
    case 'phaseBegun':
      return event.newRound ? `Round ${event.round} begins: ${event.phase}.` : `Round ${event.round}: ${event.phase}.`;
    case 'stepTicked':
      return event.done ? `${event.phase}: “${event.step}” done.` : `${event.phase}: “${event.step}” not done after all.`;
    case 'trackMoved':
      return `${event.track.name}: ${event.to} (was ${event.from})${event.forced ? ', as every turn' : ''}.`;
    case 'forcedMoveBlocked':
      return `${event.track.name} stays at ${event.value}: it cannot move ${event.by > 0 ? `up ${event.by}` : `down ${-event.by}`} this turn.`;
    case 'enemyCountersAdvanced': {
      const moved = event.moved.map((entry) => `${entry.counter.name} ${entry.from.name} → ${entry.to.name}`).join('; ');
      const held = event.held.length > 0 ? ` Held back: ${event.held.map((entry) => entry.name).join(', ')}.` : '';
      return `${plural(event.moved.length, 'enemy counter')} advance${event.moved.length === 1 ? 's' : ''}: ${moved}.${held}`;
    }
    case 'diceRolled':
      return `The app rolls ${event.faces.map(faces).join(' ')} for ${event.purpose === 'enemyAttacks' ? "the enemy's attacks" : event.purpose === 'grenades' ? 'the grenades' : 'the attack'}; they count when applied.`;
    case 'enemyAttacked':
      return `${event.counter.name} in the ${event.space.name} attacks ${event.target.name}: ${faces(event.faces)}, ${plural(event.hits, 'hit')} on ${event.hitOn}+${event.hit ? `: ${event.effect ?? 'a hit'}` : ', a miss'}.`;
    case 'enemyPinned':
      return `${event.counter.name} in the ${event.space.name} is pinned by suppression and does not attack (${plural(event.suppressionLeft, 'suppression token')} left).`;
    case 'eventHappened':
      // An event's own sentence keeps its full stop; the line adds one only where it ends otherwise (never "river..").
      return `Round ${event.round}, ${event.source === 'deck' ? 'event' : 'arrival'}: ${event.name}${event.text ? ` — ${event.text}` : ''}${event.effects.length > 0 ? ` (${event.effects.join('; ')})` : ''}`.replace(/([^.!?])$/, '$1.');
    case 'gameEnded':
      return `The game ends in round ${event.round}. ${event.reason}`;
  }
}
