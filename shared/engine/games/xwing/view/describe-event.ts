import { describeClockEvent } from '../../../core/game-clock';
import { actionNames } from '../actions/actions';
import { maneuverWords } from '../maneuvers/dial';
import { attackArcNames } from '../ships/arcs';
import { turretArcWords, turretFacingNames } from '../ships/turret';
import { chargeNames } from '../ships/charges';
import type { DamageCardEffect, DieChange, TokenRef, XwingEvent } from '../model/events';
import { phaseNames } from '../turn/phases';
import { shipName } from '../ships/ships';
import { tokenName } from '../tokens/token-catalogue';
import type { AttackerLocation, ChargeKind, ResultCount } from '../model/state';

const damageEffectWords: Record<DamageCardEffect, string> = {
  extraHit: '1 more hit damage',
  twoStress: '2 stress tokens',
  hitsBecomeCrits: 'the hit damage is suffered as crit damage',
  ionBeforeEngaging: 'an ion token before it engages',
  oneFewerAttackDie: '1 attack die fewer',
  oneFewerDefenseDie: '1 defense die fewer',
};

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function results(count: ResultCount): string {
  if (count.hits + count.crits === 0) return 'nothing';
  if (count.crits === 0) return plural(count.hits, 'hit');
  if (count.hits === 0) return plural(count.crits, 'crit');
  return `${plural(count.hits, 'hit')} and ${plural(count.crits, 'crit')}`;
}

function tokenWords(token: TokenRef, count = 1): string {
  const name = token.side ? `${token.side} reinforce` : tokenName(token.token).toLowerCase();
  return count === 1 ? `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name} token` : `${count} ${name} tokens`;
}

function because(reason: string | null): string {
  return reason ? ` (${reason})` : '';
}

function charges(kind: ChargeKind, amount: number, upgrade?: { name: string }): string {
  const said = kind !== 'standard' ? `${amount} ${chargeNames[kind]}` : plural(amount, chargeNames[kind]);
  return upgrade ? `${said} of ${upgrade.name}` : said;
}

function changes(list: readonly DieChange[]): string {
  return list.map((change) => `die ${change.die + 1} ${change.from} → ${change.to}`).join(', ');
}

function location(where: AttackerLocation): string {
  const arcs = where.inFullFrontArc && where.inFullRearArc
    ? 'in both of the defender’s full arcs'
    : where.inFullFrontArc
      ? 'in the defender’s front full arc only'
      : where.inFullRearArc
        ? 'in the defender’s rear full arc only'
        : 'in neither of the defender’s full arcs';
  return `The attacker is ${arcs}${where.bearing === null ? '' : ` (bearing ${where.bearing}°)`}.`;
}

/** One short plain sentence per event, for the history panel; dice are numbered from 1, as the dice tray numbers them. */
export function describeXwingEvent(event: XwingEvent): string {
  switch (event.type) {
    case 'clockChanged':
      return describeClockEvent(event);
    case 'gameSetUp':
      return `Game set up: ${event.players.join(' vs ')}, ${plural(event.ships, 'ship')}.`;
    case 'phaseChanged':
      return event.newRound ? `Round ${event.round} begins: ${phaseNames[event.to]} Phase.` : `${phaseNames[event.to]} Phase.`;
    case 'endPhaseTokensRemoved':
      if (event.count === 0) return 'End Phase: no green or orange token to remove.';
      return event.count === 1 ? 'End Phase: 1 green or orange token goes back to the supply.' : `End Phase: ${event.count} green and orange tokens go back to the supply.`;
    case 'chargesRecovered':
      return `${shipName(event.ship)} recovers ${charges(event.charge, event.amount, event.upgrade)} (${event.current} now${event.source === 'endPhase' ? ', End Phase' : ''}).`;
    case 'chargesDrained':
      return `${shipName(event.ship)} loses ${charges(event.charge, event.amount, event.upgrade)} (${event.current} left, End Phase).`;
    case 'chargesSpent':
      return `${shipName(event.ship)} spends ${charges(event.charge, event.amount, event.upgrade)} (${event.current} left).`;
    case 'actionPerformed': {
      const kind = event.difficulty === 'red' ? 'red ' : event.difficulty === 'purple' ? 'purple ' : '';
      const what = event.card ? ` on ${event.card}` : event.target ? ` on ${shipName(event.target)}` : '';
      const turned = event.facing ? `: its turret now covers the ${turretArcWords(event.facing)}` : '';
      const granted = event.grantedBy ? ` (${event.grantedBy} grants it)` : '';
      return `${shipName(event.ship)} performs the ${event.linked ? 'linked ' : ''}${kind}${actionNames[event.action]} action${what}${turned}${granted}.`;
    }
    case 'tokenGained':
      if (event.token.lockedBy) return `${shipName(event.token.lockedBy)} acquires a lock on ${shipName(event.ship)}.`;
      return `${shipName(event.ship)} gains ${tokenWords(event.token, event.count)}.`;
    case 'tokenSpent':
      if (event.token.lockedBy) return `${shipName(event.token.lockedBy)} spends its lock on ${shipName(event.ship)}${because(event.reason)}.`;
      return `${shipName(event.ship)} spends ${tokenWords(event.token)}${because(event.reason)}.`;
    case 'tokenRemoved':
      if (event.token.lockedBy) return `${shipName(event.token.lockedBy)}’s lock on ${shipName(event.ship)} is removed${because(event.reason)}.`;
      return `${shipName(event.ship)} removes ${tokenWords(event.token, event.count)}${because(event.reason)}.`;
    case 'tokenTransferred':
      if (event.token.lockedBy) return `${shipName(event.token.lockedBy)}’s lock token moves from ${shipName(event.from)} to ${shipName(event.to)}.`;
      return `${shipName(event.from)} transfers ${tokenWords(event.token)} to ${shipName(event.to)}.`;
    case 'shieldsRecovered':
      return `${shipName(event.ship)} recovers ${plural(event.amount, 'shield')} (${event.current} now).`;
    case 'upgradeFlipped':
      return `${shipName(event.ship)} flips ${event.upgrade} to its ${event.side === 0 ? 'first' : 'other'} side.`;
    case 'actionGranted': {
      const kind = event.difficulty === 'red' ? 'red ' : event.difficulty === 'purple' ? 'purple ' : '';
      return `${event.source} lets ${shipName(event.ship)} perform ${event.action === 'any' ? `${kind === '' ? 'an' : 'a'} ${kind}action` : `a ${kind}${actionNames[event.action]} action`} this round.`;
    }
    case 'conditionAssigned':
      return `${shipName(event.ship)} is assigned the ${event.condition} condition.`;
    case 'conditionRemoved':
      return `${shipName(event.ship)} loses the ${event.condition} condition.`;
    case 'conditionRevealed':
      return `${shipName(event.ship)} reveals its ${event.condition} condition.`;
    case 'requirementLifted':
      return `${event.source}: ${shipName(event.ship)} fires ${event.weapon} without its ${event.requirement} requirement (${event.cost}).`;
    case 'ionResults':
      if (event.critsOnly) return `${event.weapon}: ${shipName(event.ship)} gains ${plural(event.ionTokens, 'ion token')} instead of the crits’ damage; it suffers ${plural(event.damage, 'hit')}.`;
      if (event.token) return `${event.weapon}: ${shipName(event.ship)} gains ${plural(event.ionTokens, `${event.token} token`)} instead of damage.`;
      return `${event.weapon} is an ion weapon: ${shipName(event.ship)} suffers ${plural(event.damage, 'hit')} of damage${event.ionTokens > 0 ? ` and gains ${plural(event.ionTokens, 'ion token')} instead of the rest` : ''}.`;
    case 'damageSuffered':
      return `${shipName(event.ship)} suffers ${results({ hits: event.hits, crits: event.crits })}.`;
    case 'shieldsLost':
      return `${shipName(event.ship)} loses ${plural(event.amount, 'shield')} (${event.remaining} left).`;
    case 'damageCardDealt':
      return event.faceup ? `${shipName(event.ship)} is dealt ${event.card} faceup.` : `${shipName(event.ship)} is dealt a facedown damage card.`;
    case 'damageCardDiscarded':
      return event.faceup ? `${event.card} is discarded instead of being dealt to ${shipName(event.ship)}.` : `A facedown damage card is discarded instead of being dealt to ${shipName(event.ship)}.`;
    case 'damagePrevented':
      return `${event.source}: ${shipName(event.ship)} suffers ${results({ hits: event.hits, crits: event.crits })} less (the damage is prevented).`;
    case 'damageDeckReshuffled':
      return `${event.playerName}’s damage deck ran out: ${plural(event.cards, 'card')} are shuffled into a new deck.`;
    case 'damageCardFlipped':
      return `${shipName(event.ship)}: ${event.card} is turned ${event.faceup ? 'faceup' : 'facedown'}.`;
    case 'damageCardRepaired':
      return event.to === 'facedown'
        ? `${shipName(event.ship)} repairs ${event.card}: it is turned facedown.`
        : event.to === 'discarded'
          ? `${shipName(event.ship)} repairs a facedown damage card: it is discarded.`
          : `${shipName(event.ship)} repairs ${event.card}.`;
    case 'damageCardTriggered':
      return `${event.card} (${shipName(event.ship)}): ${damageEffectWords[event.effect]}.`;
    case 'promptOpened':
      return `${event.source}: ${shipName(event.ship)} waits for the table’s answer.`;
    case 'promptAnswered':
      return `${event.source} (${shipName(event.ship)}): ${event.answer}.`;
    case 'circularTokensKept':
      return `${shipName(event.ship)} keeps its green and orange tokens through this End Phase (${event.source}).`;
    case 'firstPlayerChosen':
      return `${event.playerName} is the first player.`;
    case 'shipActivated':
      return event.phase === 'activation'
        ? `${shipName(event.ship)} activates${event.ionManeuver ? ': it is ionized and executes the ion maneuver (a blue speed 1 maneuver, focus only)' : ''}.`
        : `${shipName(event.ship)} engages.`;
    case 'activationEnded':
      return event.phase === 'activation' ? `${shipName(event.ship)} has activated.` : `${shipName(event.ship)} has engaged.`;
    case 'shipDestroyed':
      return `${shipName(event.ship)} is destroyed.`;
    case 'shipDocked':
      return `${shipName(event.ship)} ${event.beforePlay ? 'starts the game docked with' : 'docks with'} ${shipName(event.carrier)}: it is set aside until it deploys.`;
    case 'shipDeployed':
      return event.emergency
        ? `${shipName(event.ship)} deploys in an emergency as ${shipName(event.carrier)} is destroyed: place it from the carrier's guides; it suffers 1 crit damage and performs no action.`
        : `${shipName(event.ship)} deploys from ${shipName(event.carrier)} with ${event.maneuver ? maneuverWords(event.maneuver) : 'a maneuver'}: it may perform 1 action, and does not activate this round.`;
    case 'removalDeferred':
      return `${shipName(event.ship)} still engages (simultaneous fire at initiative ${event.initiative}), then leaves the play area.`;
    case 'attackDeclared':
      return `${event.bonusAttack ? 'Bonus attack: ' : ''}${shipName(event.attacker)} attacks ${shipName(event.defender)} at range ${event.range} with ${event.weapon ?? `its ${attackArcNames[event.arc]} primary weapon`}${event.turret ? `, turret (${turretFacingNames[event.turret]})` : ''}${event.obstructed ? ' (obstructed)' : ''}: ${event.attackDice} attack ${event.attackDice === 1 ? 'die' : 'dice'}.`;
    case 'turretSet':
      return `${shipName(event.ship)}'s turret arc indicator is set to the ${turretArcWords(event.facing)} (not the rotate arc action).`;
    case 'attackerLocated':
      return location(event);
    case 'attackDiceRolled':
      return `Attack dice${event.rolledByApp ? ' (rolled by the app)' : ''}: ${event.faces.join(', ') || 'none'}.`;
    case 'defenseDiceRolled':
      return `Defense dice${event.rolledByApp ? ' (rolled by the app)' : ''}: ${event.faces.join(', ') || 'none'}.`;
    case 'diceEffectUsed': {
      const spent = event.spent === 'force' ? '1 Force' : event.spent === 'lock' ? 'its lock' : tokenWords({ token: event.spent, side: null, lockedBy: null });
      const effect = event.added.length > 0 ? `adds ${event.added.map((face) => `an ${face}`).join(', ')} result` : changes(event.changes) || 'no change';
      return `${shipName(event.ship)} spends ${spent}: ${effect}${event.rolledByApp ? ' (rolled by the app)' : ''}.`;
    }
    case 'cardEffectUsed':
      return `${event.automatic ? 'Applied' : 'Used'} · ${event.summary} (${shipName(event.ship)}).`;
    case 'tokensKept':
      return `${shipName(event.ship)} keeps ${event.count} ${event.token} token${event.count === 1 ? '' : 's'} through this End Phase (${event.source}).`;
    case 'effectDieRolled':
      return `${event.source} (${shipName(event.ship)}) rolls 1 ${event.pool} die: ${event.face}${event.rolledByApp ? ' (rolled by the app)' : ''}.`;
    case 'diceRerolled':
      return `The ${event.by} rerolls ${event.pool} dice: ${changes(event.changes)}${event.rolledByApp ? ' (rolled by the app)' : ''}.`;
    case 'dieFaceChanged':
      return `The ${event.by} changes ${event.pool} ${changes([event.change])}.`;
    case 'resultAdded':
      return `The ${event.by} adds ${event.face === 'evade' ? 'an evade' : `a ${event.face}`} result to the ${event.pool} dice.`;
    case 'resultCanceled':
      return `The ${event.by} cancels ${event.pool} die ${event.die + 1} (${event.face}).`;
    case 'resultsNeutralized':
      return `Neutralize Results: ${results({ hits: event.hits, crits: event.crits })} against ${plural(event.evades, 'evade')} → ${results(event.remaining)}.`;
    case 'reinforceApplied': {
      const onlyHits = event.before.crits === 0 && event.after.crits === 0;
      return `Reinforce (${event.side}): ${results(event.before)} → ${onlyHits ? event.after.hits : results(event.after)}.`;
    }
    case 'attackHit':
      return `The attack hits: ${results(event.remaining)} to deal.`;
    case 'attackMissed':
      return `The attack by ${shipName(event.attacker)} misses ${shipName(event.defender)}.`;
    case 'attackEnded':
      return `The attack by ${shipName(event.attacker)} on ${shipName(event.defender)} ends.`;
    case 'gameEnded': {
      const how = {
        concession: `${event.conceded ?? 'A player'} concedes`,
        timeCalled: 'Time is called',
        missionPoints: 'The End Phase ends with 20 mission points reached',
        lastRound: 'The last round is played',
      }[event.reason];
      const points = event.scores.map((score) => `${score.player} ${score.points}`).join(', ');
      return `${how} in round ${event.round}: the game ends (${points}${event.missionPoints ? ' mission points' : ''}). ${event.winner ? `${event.winner} wins.` : 'A draw.'}`;
    }
    // --- Issue 36 · time and scenarios ---
    case 'timeCalled':
      return `Time is called in round ${event.round}: the round is finished, and the game ends with its End Phase.`;
    case 'missionPointsEarned': {
      const many = (count: number) => `${count} mission point${Math.abs(count) === 1 ? '' : 's'}`;
      return event.points >= 0 ? `${event.player} earns ${many(event.points)} (${event.source}): ${event.total} in all.` : `${event.player} loses ${many(-event.points)} (${event.source}): ${event.total} in all.`;
    }
    case 'objectivesAsked':
      return `${event.scenario}: say who scores ${event.objectives.length === 1 ? event.objectives[0] : `each of ${event.objectives.join(', ')}`}.`;
    case 'objectiveUnscored':
      return `Nobody scores ${event.objective} this round.`;
    case 'cacheTowed':
      return `${shipName(event.ship)} tows ${event.cache}.`;
    case 'cacheReleased':
      return event.destroyed ? `${shipName(event.ship)} is destroyed: ${event.cache} is left where it was.` : `${shipName(event.ship)} lets ${event.cache} go.`;
    // --- Devices (issue 23) ---
    case 'deviceDropped':
      return `${shipName(event.ship)} ${event.launched ? 'launches' : 'drops'} a ${event.device}: it is on the table.`;
    case 'deviceDetonated': {
      const reached = event.ships.length === 0 ? 'no ship in its range' : event.ships.map(shipName).join(', ');
      const rolls = event.rolls.map((roll) => `${shipName(roll.ship)} rolls ${roll.faces.join(', ') || 'nothing'}`).join('; ');
      return `The ${event.device} detonates: ${reached}${rolls ? ` (${rolls})` : ''}${event.byHand && event.ships.length > 0 ? ' — apply its card by hand' : ''}.`;
    }
    case 'deviceRemoved':
      return `The ${event.device} is removed from the table.`;
    case 'shipPassed':
      if (event.byPhaseEnd) return `${shipName(event.ship)} did not ${event.phase === 'activation' ? 'activate' : 'engage'} before the phase ended: it passes this round.`;
      return `${shipName(event.ship)} passes: it does not engage this round.`;
    case 'dialRevealed':
      return `${shipName(event.ship)} reveals its dial: ${maneuverWords(event.maneuver)}.`;
    case 'maneuverChanged':
      return event.dial
        ? `${event.source} sets ${shipName(event.ship)}’s dial to ${maneuverWords(event.to)} (it revealed ${maneuverWords(event.from)}).`
        : `${event.source}: ${shipName(event.ship)} executes ${maneuverWords(event.to)} instead of ${maneuverWords(event.from)}.`;
    case 'maneuverEased':
      return event.phase
        ? `${event.source}: this phase, ${shipName(event.ship)}’s side executes its ${(event.difficulties ?? []).join(' and ')} maneuvers one difficulty easier.`
        : `${event.source}: ${shipName(event.ship)} executes its revealed maneuver one difficulty easier.`;
    case 'shipRotated':
      return `${shipName(event.ship)} is turned ${event.degrees}° in place (${event.source}): turn the model as said.`;
    case 'maneuverExecuted': {
      const instead = event.instead === 'stressed' ? ' instead (a stressed ship executes no red maneuver)' : event.instead === 'ion' ? ' (the ion maneuver: it is ionized)' : '';
      const partial = event.partial ? '; it overlapped a ship, so it skips its action' : '';
      return `${shipName(event.ship)} executes ${maneuverWords(event.maneuver)}${instead}${partial}.`;
    }
    case 'obstaclesChosen':
      return event.obstacles.length === 0 ? `${event.playerName} brings no obstacle.` : `${event.playerName}’s obstacles: ${event.obstacles.join(', ')}.`;
    case 'obstacleHit': {
      const what = [
        ...(event.locksBroken ? ['its locks and the locks on it broken'] : []),
        ...(event.hits > 0 ? [`${event.hits} damage`] : []),
        ...(event.crits > 0 ? [`${event.crits} crit damage`] : []),
        ...event.tokens.map((held) => tokenWords({ token: held.token, side: null, lockedBy: null }, held.count)),
      ];
      const after = [...(event.skipsAction ? ['no action this round'] : []), ...(event.noAttack ? ['no attack while on it'] : [])];
      return `${shipName(event.ship)} ${event.ended === 'through' ? 'moved through' : 'landed on'} ${event.obstacle}: rolled ${event.face === 'hit' ? 'a hit' : event.face === 'crit' ? 'a crit' : event.face === 'focus' ? 'a focus' : 'a blank'}${event.rolledByApp ? ' (rolled by the app)' : ''}, ${what.join(', ') || 'nothing more'}${after.length > 0 ? `; ${after.join('; ')}` : ''}.`;
    }
  }
}
