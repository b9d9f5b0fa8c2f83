import { describeClockEvent } from '../../../core/game-clock';
import { fleetDefeatedRuleNames } from '../turn/game-end';
import { rangeNames } from '../attack/attack-range';
import { commandNames } from '../commands/command-dials';
import { defenseTokenNames } from '../units/defense-token-names';
import type { ArmadaEvent } from '../model/events';
import { hullZoneNames } from '../units/hull-zones';
import type { DiceCounts, DieFace, HullZoneId } from '../model/state';
import { unitName } from '../units/unit-name';

const phaseNames = { command: 'command', ship: 'ship', squadron: 'squadron', status: 'status' } as const;

function dice(counts: DiceCounts): string {
  const parts = (['red', 'blue', 'black'] as const).filter((color) => counts[color] > 0).map((color) => `${counts[color]} ${color}`);
  return parts.length > 0 ? parts.join(', ') : 'no dice';
}

function face(value: DieFace): string {
  return value.replace('-', '+');
}

function zone(value: HullZoneId | null): string {
  return value ? ` (${hullZoneNames[value]})` : '';
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** One short plain sentence per event, for the history panel. */
export function describeArmadaEvent(event: ArmadaEvent): string {
  switch (event.type) {
    case 'clockChanged':
      return describeClockEvent(event);
    case 'gameSetUp':
      return `Game set up: ${event.players.join(' vs ')}, ${plural(event.ships, 'ship')} and ${plural(event.squadrons, 'squadron')}.`;
    case 'phaseChanged': {
      const start = event.newRound ? `Round ${event.round} begins: ${phaseNames[event.to]} phase.` : `${phaseNames[event.to][0]?.toUpperCase()}${phaseNames[event.to].slice(1)} phase.`;
      return event.to === 'status' ? `${start} Readied ${plural(event.readiedDefenseTokens, 'defense token')}.` : start;
    }
    case 'shipActivated':
      return `${unitName(event.ship)} activates.`;
    case 'squadronActivated':
      return `${unitName(event.squadron)} activates.`;
    case 'activationEnded':
      return `${unitName(event.unit)} ends its activation.`;
    case 'speedChanged':
      return `${unitName(event.ship)}: speed ${event.from} → ${event.to}${event.card ? ` (${event.card})` : ''}.`;
    case 'targetDeclared':
      return `${event.kind === 'standard' ? '' : `${event.kind[0]?.toUpperCase()}${event.kind.slice(1)} attack: `}${unitName(event.attacker)}${zone(event.attackingZone)} attacks ${unitName(event.defender)}${zone(event.defendingZone)} at ${event.kind === 'snipe' ? 'distance 2' : rangeNames[event.range]} with ${dice(event.dice)}.`;
    case 'attackCanceled':
      return `${event.salvo ? 'Salvo' : 'Attack'} canceled: no dice can be gathered at this range.${event.explanation ? ` ${event.explanation}` : ''}`;
    case 'gatheredDieRemoved':
      return `${event.card}: a ${event.color} die is removed before the roll.`;
    case 'attackDiceRolled':
      return `Rolled${event.rolledByApp ? ' (by the app)' : ''}: ${event.dice.map((die) => `${die.color} ${face(die.face)}`).join(', ') || 'nothing'}.`;
    case 'attackDieAdded':
      return `Added a ${event.color} die: ${face(event.face)}.`;
    case 'attackDieRerolled':
      return `${event.byToken ? 'Evade: rerolled' : 'Rerolled'} ${event.color} die ${event.die + 1}: ${face(event.from)} → ${face(event.to)}.`;
    case 'attackDieFaceSet':
      return `Changed ${event.color} die ${event.die + 1}: ${face(event.from)} → ${face(event.to)}.`;
    case 'attackDieRemoved':
      return event.canceledBy
        ? `${defenseTokenNames[event.canceledBy]}: canceled ${event.color} ${face(event.face)}.`
        : `Removed ${event.color} die ${event.die + 1} (${face(event.face)}).`;
    case 'accuracySpent':
      return `Accuracy spent: ${defenseTokenNames[event.tokenType]} cannot be spent this attack.`;
    case 'attackEffectsEnded':
      return 'Attack effects resolved.';
    case 'defenseTokenSpent':
      return event.asCost
        ? `${unitName(event.unit)} spends ${defenseTokenNames[event.tokenType]} to pay for an effect (${event.to}).`
        : `${unitName(event.unit)} spends ${defenseTokenNames[event.tokenType]}${event.zone ? ` to the ${hullZoneNames[event.zone]} zone` : ''} (${event.to}).`;
    case 'braceApplied':
      return `Brace spent: ${event.before} damage → ${event.after}.`;
    case 'damageTotaled':
      return `Damage: ${event.total}${event.critical === 'standard' ? ', standard critical effect' : event.critical === 'card' ? `, critical effect of ${event.criticalCard ?? 'a card'}` : ''}.`;
    case 'shieldsRecovered':
      return `${unitName(event.ship)} recovers ${plural(event.amount, 'shield')} on the ${hullZoneNames[event.zone]} zone (${event.remaining} now).`;
    case 'shieldsLost':
      return `${unitName(event.ship)} loses ${plural(event.amount, 'shield')} on the ${hullZoneNames[event.zone]} zone (${event.remaining} left).`;
    case 'damageCardDealt':
      return `${unitName(event.ship)} is dealt ${event.faceup ? `${event.card} faceup` : 'a facedown damage card'}.`;
    case 'damageDeckReshuffled':
      return `The damage deck ran out: the discard pile (${event.cards} cards) is shuffled into a new deck.`;
    case 'squadronDamaged':
      return `${unitName(event.squadron)} suffers ${event.amount} damage (${Math.max(0, event.hull - event.damage)} of ${event.hull} hull left).`;
    case 'unitDestroyed':
      return `${unitName(event.unit)} is destroyed.`;
    case 'damageCardFlipped':
      return `${unitName(event.ship)}: ${event.card} is turned ${event.faceup ? 'faceup' : 'facedown'}.`;
    case 'damageCardRepaired':
      return `${unitName(event.ship)} repairs ${event.card}.`;
    case 'damageCardEffect':
      return `${unitName(event.ship)}, ${event.card}: ${event.effect}${event.flippedFacedown ? ' The card is turned facedown.' : ''}`;
    case 'commandRevealed':
      return `${unitName(event.ship)} reveals ${commandNames[event.command]}${event.as === 'token' ? ' and keeps it as a token' : ''}.`;
    case 'commandTokenSpent':
      return `${unitName(event.ship)} spends its ${commandNames[event.command]} token.`;
    case 'commandTokenDiscarded':
      return `${unitName(event.ship)} discards its ${commandNames[event.command]} token.`;
    case 'raidTokenGained':
      return `${unitName(event.ship)} gains a ${commandNames[event.command]} raid token (${event.by}).`;
    case 'raidTokensDiscarded':
      return event.by === 'dial'
        ? `${unitName(event.ship)} reveals ${commandNames[event.command]} and discards the dial to discard its raid tokens (${event.commands.map((name) => commandNames[name]).join(', ')}).`
        : `${unitName(event.ship)} discards its ${commandNames[event.command]} token to discard its ${commandNames[event.command]} raid token.`;
    case 'repaired':
      return `${unitName(event.ship)} repairs: ${event.what}.`;
    case 'firstPlayerChosen':
      return `${event.player} is the first player: the game is played in full (turns, commands, the round limit, the score).`;
    case 'objectiveChosen':
      return `${event.by} chooses the objective ${event.objective}.`;
    case 'victoryTokensChanged':
      return `${event.player} ${event.amount > 0 ? 'gains' : 'loses'} ${plural(Math.abs(event.amount), 'victory token')} (${event.total} now).`;
    case 'gameEnded':
      return `The game ends (${gameEndWords(event)}): ${event.scores.map((score) => `${score.player} ${score.total}`).join(', ')}${event.winner ? `; ${event.winner} wins` : ''}.`;
    case 'timeCalled':
      return `Time is called in round ${event.round}: the round is finished, and the game ends after its status phase.`;
    case 'engagementDeclared':
      return event.engagedWith.length === 0 ? `${unitName(event.squadron)} is engaged with no squadron.` : `${unitName(event.squadron)} is engaged with ${event.engagedWith.map((unit) => unitName(unit)).join(', ')}.`;
    case 'effectPending':
      return `${unitName(event.ship)}, ${event.question.replace(/[?.]$/, '')} (waiting for an answer).`;
    case 'salvoAttackBegins':
      return `Salvo: ${unitName(event.attacker)} attacks back at ${unitName(event.defender)}.`;
    case 'attackEnded':
      return `${event.salvo ? 'Salvo' : 'Attack'} by ${unitName(event.attacker)} ends.`;
    // Issue 24: deployment, navigate, objectives, the game's end.
    case 'shipDeployed':
      return `${unitName(event.ship)} deploys at speed ${event.speed}.`;
    case 'navigated':
      return `${unitName(event.ship)} navigates: speed ${event.from} → ${event.to}.`;
    case 'objectiveShipMarked':
      return `${unitName(event.ship)} ${event.objectiveShip ? 'is now an objective ship' : 'is no longer an objective ship'}.`;
    case 'objectiveSetupStep':
      return `Objective setup ${event.done ? 'done' : 'undone'}: ${event.words}`;
    case 'fleetDefeatedRuleSet':
      return `A fleet with no ships left ends the game ${fleetDefeatedRuleNames[event.rule]}.`;
    case 'salvoForbidden':
      return `${unitName(event.attacker)} makes no salvo attack. ${event.explanation}`;
    // Issue 35: setup's initiative, a counter declined.
    case 'initiativeChooser':
      return `${event.points.map((row) => `${row.player} ${row.total} points`).join(', ')}: ${event.byLot ? `a tie, so the lot decides: ${event.chooser}` : `${event.chooser}, with the lower total,`} chooses who is first player.`;
    case 'counterDeclined':
      return `${unitName(event.squadron)} does not counter.`;
    case 'cardEffectUsed': {
      const paid = event.paid.length > 0 ? ` (${event.paid.join(', ')})` : '';
      return `${unitName(event.unit)} uses ${event.source}${paid}: ${event.did.join('; ')}.`;
    }
  }
}

function gameEndWords(event: Extract<ArmadaEvent, { type: 'gameEnded' }>): string {
  switch (event.reason) {
    case 'roundLimit':
      return `round ${event.round} is over`;
    case 'noShips':
      return 'a fleet has no ships left';
    case 'concession':
      return `${event.conceded ?? 'a player'} concedes, scored as if that fleet were destroyed`;
    case 'timeCalled':
      return `time is called in round ${event.round}`;
  }
}
