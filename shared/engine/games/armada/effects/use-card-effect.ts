import { ok, refuse, type Result } from '../../../core/result';
import { spentForEffect, totalDamage, zoneDamageByCard } from '../attack/damage-total';
import { whyDefenseTokenCannotBeSpent } from '../attack/defense-token-restrictions';
import { evadeAllowance, resolveEvade } from '../attack/evade';
import { faceExists } from '../attack/dice';
import { enteredOrRolledFace, faceRefusal } from '../attack/die-result';
import { commandNames, commandTokenRules, engineeringPoints, gainRaidToken, whyDialCannotBeRevealed, whyNoCommandToken, whyRaidBlocks, withoutOneToken } from '../commands/command-dials';
import { engagedWith } from '../squadrons/squadron-keywords';
import { dealOneDamageCard, discardDamageCard } from '../damage/damage-cards';
import { engineeringValue, pendingEffectsOf, resolveFaceupDamageCard } from '../damage/damage-card-effects';
import { flipDamageCardOf } from '../../../core/damage-cards';
import type { CommandOf } from '../model/command-schema';
import type { ArmadaEvent } from '../model/events';
import type { ArmadaState, Attack, AttackDie, DieFace, HullZone, HullZoneId, Ship, Unit, UnitCardEffect } from '../model/state';
import { defenseTokenNames } from '../units/defense-token-names';
import { adjacentZones, hullZoneNames } from '../units/hull-zones';
import { unitName } from '../units/unit-name';
import { isLargerSizeClass } from '../units/size-class';
import { refOf, unitOf } from '../units/units';
import { opponentOf, passTurn, shipsToActivate } from '../turn/turn-order';
import type { ArmadaCost, ArmadaDiceEffect, ArmadaTurnEffect } from './card-effect';
import { activatedUnit, cardKeyOf, cardStatesOf, discardCard, exhaustCard, isDiscarded, isExhausted, readyCard } from '../units/card-states';
import { zoneBlockingRecovery } from '../units/shield-maximum';
import { applyCommandCardEffect } from './command-card-effects';
import { applySquadronGrant } from '../squadrons/squadron-grants';
import { actingUnit, activatedOfKind, endedAttackNow, faceupWindowOf, findCardEffect, whyEffectUnavailable } from './effects-in-play';

// Issue 35 · useCardEffect: one tap plays a card's effect. The cost is paid (the card exhausted or
// discarded, a command token or a defense token spent…), the effect applied through the same dice
// and token changes the generic commands make, and the history says both in words.

type UseCommand = CommandOf<'useCardEffect'>;

/** Effects the engine applies itself; the others (extra attacks, engineering, the standard critical effect…) are paid and told, the table moves the pieces. */
export const appliedEffectKinds: ReadonlySet<(ArmadaDiceEffect | ArmadaTurnEffect)['kind']> = new Set([
  'dealtCard',
  'addDice',
  'addFace',
  'removeDice',
  'reroll',
  'change',
  'damage',
  'spendForbiddenToken',
  'forbidToken',
  'readyToken',
  'gainCommandToken',
  'speed',
  'recoverShields',
  'repairHull',
  'addDieOfChoice',
  'recoverToken',
  'activateSquadrons',
  'defenderTokens',
  'defenderShields',
  'defenderCommandToken',
  'faceupDamageCard',
  'faceupCards',
  'damagePerCrit',
  'damagePerBlueAccuracy',
  'ignoreShields',
  'addDicePerDiscardedToken',
  'defenderActivated',
  'discardIfSpent',
  'adjacentZonesDamage',
  'defenderUpgrade',
  'extraCritical',
  'unitsSuffer',
  'targetSpeed',
  'matchSpeed',
  'navTokenOrSlow',
  'fleetGainsCommandToken',
  'targetGainsCommandToken',
  'gainRevealedCommandToken',
  'replaceDefenseToken',
  'attackerSpendsToken',
  'readyUpgrade',
  'exhaustActivatedToken',
  'activateOrDamageDefender',
  'tokenAsDial',
  'raidToken',
  'raidTokens',
  'commandAsTokenWithRaid',
  'evadeChange',
  'swapCommandToken',
  'takeTokenAndRaid',
  'passShipTurn',
  'readySquadron',
  'limitExhaustedTokens',
  'changeDial',
  'rollAtAttacker',
  'targetUpgrade',
  'commandTokenLimit',
  'dialAlsoToken',
  'replaceGatheredDice',
  'gatherArmamentDice',
  'spendTargetTokens',
  'flipTargetCards',
  'fleetRecoversTokens',
  'changeToAnyFace',
  'preventCriticals',
  'repeatZoneAttack',
  'oneTargetPerZone',
  'repairCardInsteadOfEngineering',
  'redirectCap',
  'swapGatheredDie',
  'splashHalfIcons',
  'ignoreEngagement',
  'salvoEffect',
  'toggleNamedSquadron',
  'fleetGainsTokensUpToCommand',
  'removeHalfGathered',
  'spendToReadyFriend',
  'overlap',
  'extraManeuver',
  'moveShields',
  'shieldMaximumUp',
  'anyCommandTokens',
  'friendsSwapCommandTokens',
  'placeTargetingToken',
  'evadeByToken',
  'moveOwnShields',
  'repeatCommandTokens',
  'gainEachCommandToken',
  'dialTokenToFriend',
  'sufferPerCritIcon',
  'damageAroundDefender',
  'damageToZone',
  'changeDefendingZone',
  'shieldsForEngineering',
  'keywordWhileReadied',
  'recoverHull',
  'activateAsByCommand',
  'lendAttack',
  'noEngineeringWhileExhausted',
  'extraDial',
  'enemiesGainRaidToken',
  'speedBy',
  'attackAfterManeuver',
  'maneuverExecuted',
  'placeTokensOnShips',
  'takeFriendTokens',
  'attackerGainsRaidToken',
  'friendRestoresToken',
  'repairRelief',
  'swapCardDie',
  'setEnemyDials',
  'arrangeDamageDeck',
  'squadronAfterManeuver',
  'markZone',
  'addAdjacentZoneDie',
  'removeGatheredDie',
  'slowForManeuver',
  'spendLimitWhileExhausted',
  'enemyDialExhaustsCard',
  'squadronSpeed',
  'fleetSquadronSpeed',
  'grantKeyword',
  'attackShipsAtClose',
  'restoreSquadron',
  'squadronTurnBySquadronValue',
  'lendDefenseTokens',
  'bonusSquadronAttack',
  'attackEachSquadron',
  'friendAttack',
  'setAsideSquadrons',
  'placeSetAside',
]);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const dieWords = (die: AttackDie) => `${die.color} ${die.face}`;

/** A fleet-wide card's token cost is paid by the friendly unit in the attack ("it may spend 1 defense token"); a unit's own card, by the unit. */
/** A die of the attack turned to a face a card names: said in the history; an accuracy on it is no longer spent. Its words for the summary. */
function setDieFace(die: AttackDie, index: number, to: AttackDie['face'], events: ArmadaEvent[]): string {
  const from = die.face;
  die.face = to;
  die.accuracySpent = false;
  events.push({ type: 'attackDieFaceSet', die: index, color: die.color, from, to });
  return `${die.color} ${from} → ${to}`;
}

export function tokenPayer(state: ArmadaState, attack: Attack | null, unit: Unit, effect: UnitCardEffect): Unit {
  if (!attack) return unit;
  const party = effect.holder === 'attackerFleet' ? attack.attacker : effect.holder === 'defenderFleet' ? attack.defender : null;
  if (!party) return unit;
  return [...state.ships, ...state.squadrons].find((candidate) => candidate.id === party.id) ?? unit;
}

function payCost(draft: ArmadaState, attack: Attack | null, unit: Unit, effect: UnitCardEffect, cost: ArmadaCost, command: UseCommand, events: ArmadaEvent[]): Result<string> {
  switch (cost.kind) {
    case 'exhaust':
      exhaustCard(draft, cardKeyOf(effect));
      return ok(`${effect.source} exhausted`);
    case 'discard':
      discardCard(draft, cardKeyOf(effect));
      return ok(`${effect.source} discarded`);
    case 'commandToken': {
      if (unit.kind !== 'ship') return refuse('no_command_token', 'Only a ship has command tokens.');
      unit.commandTokens = withoutOneToken(unit.commandTokens ?? [], cost.command);
      events.push({ type: 'commandTokenSpent', ship: refOf(unit), command: cost.command });
      return ok(`a ${commandNames[cost.command]} token spent`);
    }
    case 'commandDial':
      return ok(`the ${commandNames[cost.command]} dial spent`);
    case 'defenseToken': {
      const fits = (token: Unit['defenseTokens'][number]) =>
        (cost.token === 'any' || token.type === cost.token) && (cost.as === 'exhaust' ? token.state === 'readied' : token.state !== 'discarded');
      const payer = tokenPayer(draft, attack, unit, effect);
      const token = command.token ? payer.defenseTokens.find((candidate) => candidate.id === command.token) : payer.defenseTokens.find(fits);
      if (!token || !fits(token)) return refuse('defense_token_unavailable', `${unitName(payer)} has no such defense token to ${cost.as} for ${effect.source}.`);
      unit = payer;
      const from = token.state;
      token.state = cost.as === 'exhaust' ? 'exhausted' : 'discarded';
      if (attack && attack.defender.id === unit.id) attack.spentTokens.push({ token: token.id, type: token.type, asCost: true, ...(from === 'exhausted' ? { fromExhausted: true } : {}) });
      events.push({ type: 'defenseTokenSpent', unit: refOf(unit), token: token.id, tokenType: token.type, from, to: token.state, asCost: true, zone: null });
      return ok(`${defenseTokenNames[token.type]} ${cost.as === 'exhaust' ? 'exhausted' : 'discarded'}`);
    }
    case 'spendDie':
    case 'spendDieOf': {
      if (!attack) return refuse('no_attack', `${effect.source} spends a die from an attack pool: no attack is being resolved.`);
      const index = command.dice?.[0];
      const die = index === undefined ? undefined : attack.pool[index];
      if (index === undefined || !die) return refuse('choose_die', `${effect.source}: choose the die to spend first.`);
      if (cost.kind === 'spendDieOf' && !cost.colors.includes(die.color)) return refuse('wrong_die', `${effect.source} spends a ${cost.colors.join(' or ')} die, and die ${index} is ${die.color}.`);
      if (cost.faces && !cost.faces.includes(die.face)) return refuse('wrong_die', `${effect.source} spends a ${cost.faces.join(' or ')} die, and die ${index} shows ${die.face}.`);
      attack.pool.splice(index, 1);
      events.push({ type: 'attackDieRemoved', die: index, color: die.color, face: die.face, canceledBy: null });
      return ok(`a ${dieWords(die)} die spent`);
    }
    case 'anyCommandToken': {
      if (unit.kind !== 'ship') return refuse('no_command_token', 'Only a ship has command tokens.');
      const paid = command.paidCommand;
      if (!paid) return refuse('choose_paid_token', `${effect.source}: choose the command token it spends.`);
      if (!(unit.commandTokens ?? []).includes(paid)) return refuse('no_command_token', `${unitName(unit)} has no ${commandNames[paid]} token to spend.`);
      unit.commandTokens = withoutOneToken(unit.commandTokens ?? [], paid);
      events.push({ type: 'commandTokenSpent', ship: refOf(unit), command: paid });
      return ok(`a ${commandNames[paid]} token spent`);
    }
    case 'discardCommand': {
      if (unit.kind !== 'ship') return refuse('no_command_token', 'Only a ship has command dials and tokens.');
      const inUse = draft.activation.ship?.id === unit.id ? draft.activation.ship.commands?.find((candidate) => candidate.command === cost.command && candidate.dial) : undefined;
      const hasToken = (unit.commandTokens ?? []).includes(cost.command);
      const withDial = command.payWith === 'dial' || (command.payWith === undefined && inUse !== undefined);
      if (withDial) {
        if (!inUse || !draft.activation.ship) return refuse('no_dial', `${unitName(unit)} has no revealed ${commandNames[cost.command]} dial to discard.`);
        if (cost.command === 'squadron' && (draft.activation.ship.squadronsActivated ?? 0) > 0) return refuse('dial_used', `${unitName(unit)}’s squadron dial has already activated squadrons.`);
        inUse.dial = false;
        draft.activation.ship.commands = (draft.activation.ship.commands ?? []).filter((candidate) => candidate.dial || candidate.token);
        return ok(`the ${commandNames[cost.command]} dial discarded`);
      }
      if (!hasToken) return refuse('no_command_token', `${unitName(unit)} has no ${commandNames[cost.command]} dial or token to discard.`);
      unit.commandTokens = withoutOneToken(unit.commandTokens ?? [], cost.command);
      events.push({ type: 'commandTokenDiscarded', ship: refOf(unit), command: cost.command });
      return ok(`the ${commandNames[cost.command]} token discarded`);
    }
    case 'exhaustNamedCopy': {
      const friend = draft.ships.find((ship) => ship.id === command.targets?.[0]);
      if (!friend || friend.id === unit.id || friend.owner !== unit.owner || friend.destroyed) return refuse('choose_target', `${effect.source}: name the other friendly ship whose copy of it is exhausted.`);
      const copy = (friend.cardEffects ?? []).find((other) => other.source === effect.source);
      if (!copy || isExhausted(draft, cardKeyOf(copy)) || isDiscarded(draft, cardKeyOf(copy))) return refuse('no_copy', `${unitName(friend)} has no readied copy of ${effect.source}.`);
      exhaustCard(draft, cardKeyOf(copy));
      return ok(`${unitName(friend)}’s ${effect.source} exhausted`);
    }
    case 'ownDefenseToken': {
      const token = (command.token ? unit.defenseTokens.find((candidate) => candidate.id === command.token) : undefined) ?? unit.defenseTokens.find((candidate) => candidate.state !== 'discarded' && (cost.token === 'any' || candidate.type === cost.token));
      if (!token || token.state === 'discarded' || (cost.token !== 'any' && token.type !== cost.token)) return refuse('defense_token_unavailable', `${unitName(unit)} has no defense token to spend for ${effect.source}.`);
      const from = token.state;
      token.state = from === 'readied' ? 'exhausted' : 'discarded';
      events.push({ type: 'defenseTokenSpent', unit: refOf(unit), token: token.id, tokenType: token.type, from, to: token.state, asCost: true, zone: null });
      return ok(`${unitName(unit)}’s ${defenseTokenNames[token.type]} spent`);
    }
    case 'spendDefenseToken': {
      // spent as the rules spend a token (readied: exhausted; exhausted: discarded), for the card instead of its own effect.
      const token = (command.token ? unit.defenseTokens.find((candidate) => candidate.id === command.token) : undefined) ?? unit.defenseTokens.find((candidate) => candidate.state !== 'discarded' && (cost.token === 'any' || candidate.type === cost.token));
      if (!token || token.state === 'discarded' || (cost.token !== 'any' && token.type !== cost.token)) return refuse('defense_token_unavailable', `${unitName(unit)} has no ${cost.token === 'any' ? 'defense token' : defenseTokenNames[cost.token]} to spend for ${effect.source}.`);
      if (attack && attack.defender.id === unit.id) {
        const blocked = whyDefenseTokenCannotBeSpent(draft, attack, unit, token, false);
        if (blocked) return refuse('defense_token_unavailable', blocked);
      }
      const from = token.state;
      token.state = from === 'readied' ? 'exhausted' : 'discarded';
      if (attack && attack.defender.id === unit.id) attack.spentTokens.push({ token: token.id, type: token.type, asCost: true, ...(from === 'exhausted' ? { fromExhausted: true } : {}) });
      events.push({ type: 'defenseTokenSpent', unit: refOf(unit), token: token.id, tokenType: token.type, from, to: token.state, asCost: true, zone: null });
      return ok(`${defenseTokenNames[token.type]} spent`);
    }
    case 'shield': {
      if (unit.kind !== 'ship') return refuse('not_a_ship', 'Only a ship has shields to spend.');
      const zoneId = cost.from === 'attacking' ? (attack?.attacker.kind === 'ship' ? attack.attacker.hullZone : null) : cost.from === 'front' ? 'front' : (command.zone ?? null);
      if (!zoneId) return refuse('choose_zone', `${effect.source}: choose the hull zone whose shield it spends.`);
      const zone = unit.hullZones.find((candidate) => candidate.zone === zoneId);
      if (!zone || zone.shields === 0) return refuse('no_shield', `${unitName(unit)}’s ${hullZoneNames[zoneId]} zone has no shield to spend.`);
      zone.shields -= 1;
      events.push({ type: 'shieldsLost', ship: refOf(unit), zone: zone.zone, amount: 1, remaining: zone.shields });
      return ok(`a ${hullZoneNames[zone.zone]} shield spent`);
    }
    case 'damage':
      return ok(`${plural(cost.amount, 'damage')} to suffer (the table deals ${cost.amount === 1 ? 'it' : 'them'})`);
  }
}

/** The pool's dice the command picks, checked against what the effect may pick. */
function pickedDice(attack: Attack, dice: readonly number[], max: number | 'all', colors: readonly string[] | undefined, faces: readonly DieFace[] | undefined, source: string): Result<number[]> {
  if (dice.length === 0) return refuse('choose_dice', `${source}: choose the dice it changes.`);
  if (max !== 'all' && dice.length > max) return refuse('too_many_dice', `${source} picks at most ${plural(max, 'die')}.`.replace('dies', 'dice'));
  if (new Set(dice).size !== dice.length) return refuse('die_twice', `${source}: each die is picked once.`);
  for (const index of dice) {
    const die = attack.pool[index];
    if (!die) return refuse('unknown_die', `There is no die ${index} in the attack pool.`);
    if (colors && !colors.includes(die.color)) return refuse('wrong_die', `${source} picks only ${colors.join(' or ')} dice, and die ${index} is ${die.color}.`);
    if (faces && !faces.includes(die.face)) return refuse('wrong_die', `${source} picks only dice showing ${faces.join(' or ')}, and die ${index} shows ${die.face}.`);
  }
  return ok([...dice]);
}

function faceFor(draft: ArmadaState, color: AttackDie['color'], command: UseCommand, n: number): Result<{ face: DieFace; rolledByApp: boolean }> {
  const face = command.faces?.[n];
  if (face === undefined && command.rollForMe !== true) return refuse('face_or_roll', 'Enter the face each new die shows, or ask the app to roll (rollForMe).');
  return enteredOrRolledFace(draft, color, face !== undefined ? { face } : { rollForMe: true });
}

function applyDice(draft: ArmadaState, attack: Attack, effect: UnitCardEffect, change: ArmadaDiceEffect, command: UseCommand, dice: readonly number[], events: ArmadaEvent[]): Result<string> {
  switch (change.kind) {
    case 'addDice': {
      // Before the roll the dice join the gathered pool and are rolled with it.
      if (attack.step === 'rollAttackDice') {
        attack.gathered = { ...attack.gathered, [change.color]: attack.gathered[change.color] + change.count };
        return ok(`${plural(change.count, `${change.color} die`).replace('dies', 'dice')} added to the dice to roll`);
      }
      const added: string[] = [];
      for (let n = 0; n < change.count; n++) {
        const face = faceFor(draft, change.color, command, n);
        if (!face.ok) return face;
        attack.pool.push({ color: change.color, face: face.value.face, accuracySpent: false });
        events.push({ type: 'attackDieAdded', color: change.color, face: face.value.face, rolledByApp: face.value.rolledByApp });
        added.push(`${change.color} ${face.value.face}`);
      }
      return ok(`added ${added.join(', ')}`);
    }
    case 'addFace': {
      if (!faceExists(change.color, change.face)) return faceRefusal(change.color, change.face);
      for (let n = 0; n < change.count; n++) {
        attack.pool.push({ color: change.color, face: change.face, accuracySpent: false });
        events.push({ type: 'attackDieAdded', color: change.color, face: change.face, rolledByApp: false });
      }
      return ok(`added ${plural(change.count, `${change.color} die`).replace('dies', 'dice')} showing ${change.face}`);
    }
    case 'reroll': {
      const picked = pickedDice(attack, dice, change.count, change.colors, change.faces, effect.source);
      if (!picked.ok) return picked;
      const words: string[] = [];
      for (const [n, index] of picked.value.entries()) {
        const die = attack.pool[index];
        if (!die) continue;
        const face = faceFor(draft, die.color, command, n);
        if (!face.ok) return face;
        const from = die.face;
        die.face = face.value.face;
        die.accuracySpent = false;
        events.push({ type: 'attackDieRerolled', die: index, color: die.color, from, to: die.face, rolledByApp: face.value.rolledByApp, byToken: null });
        words.push(`${die.color} ${from} → ${die.face}`);
      }
      return ok(`rerolled ${words.join(', ')}`);
    }
    case 'change': {
      const picked = pickedDice(attack, dice, change.count, change.colors, change.from, effect.source);
      if (!picked.ok) return picked;
      const words: string[] = [];
      for (const index of picked.value) {
        const die = attack.pool[index];
        if (!die) continue;
        // "A face with a crit icon": a black die's is hit + crit.
        const to = faceExists(die.color, change.to) ? change.to : change.to === 'crit' && faceExists(die.color, 'hit-crit') ? 'hit-crit' : null;
        if (!to) return faceRefusal(die.color, change.to);
        if (die.face === to) return refuse('face_unchanged', `Die ${index} already shows ${to}.`);
        words.push(setDieFace(die, index, to, events));
      }
      return ok(`changed ${words.join(', ')}`);
    }
    case 'removeDice': {
      const picked = pickedDice(attack, dice, change.count, change.colors, change.faces, effect.source);
      if (!picked.ok) return picked;
      const words: string[] = [];
      for (const index of [...picked.value].sort((a, b) => b - a)) {
        const die = attack.pool[index];
        if (!die) continue;
        attack.pool.splice(index, 1);
        events.push({ type: 'attackDieRemoved', die: index, color: die.color, face: die.face, canceledBy: null });
        words.push(dieWords(die));
      }
      return ok(`removed ${words.join(', ')}`);
    }
    case 'damage':
      attack.cardDamage = (attack.cardDamage ?? 0) + change.amount;
      return ok(change.amount > 0 ? `${plural(change.amount, 'damage')} added to the total` : `${plural(-change.amount, 'damage')} taken off the total`);
  }
}

function applyTurn(draft: ArmadaState, attack: Attack | null, unit: Unit, effect: UnitCardEffect, change: ArmadaTurnEffect, command: UseCommand, events: ArmadaEvent[]): Result<string> {
  const tokenName = (token: string) => (token === 'any' ? 'any defense token' : defenseTokenNames[token as keyof typeof defenseTokenNames]);
  switch (change.kind) {
    case 'spendForbiddenToken': {
      if (!attack) return refuse('no_attack', `${effect.source} works in an attack.`);
      (attack.tokensAllowedByCard ??= []).push({ token: change.token, forbiddenBy: change.forbiddenBy, card: effect.source });
      const why = change.forbiddenBy === 'accuracy' ? 'one an accuracy chose' : change.forbiddenBy === 'exhausted' ? 'an exhausted one' : 'one an accuracy chose or an exhausted one';
      return ok(`the defender may spend ${tokenName(change.token)} this attack, even ${why}`);
    }
    case 'forbidToken': {
      if (!attack) return refuse('no_attack', `${effect.source} works in an attack.`);
      (attack.tokensForbiddenByCard ??= []).push({ token: change.token, card: effect.source });
      return ok(`the defender cannot spend ${tokenName(change.token)} this attack`);
    }
    case 'dealtCard': {
      // RRG · Damage Cards: the faceup card waiting on the ship goes before it acts: discarded, or turned facedown.
      const window = faceupWindowOf(draft, unit);
      const ship = window ? draft.ships.find((candidate) => candidate.id === window.ship) : undefined;
      const card = ship?.damageCards.find((candidate) => candidate.id === window?.card);
      if (!window || !ship || !card) return refuse('no_faceup_card', `${effect.source} acts on a faceup damage card just dealt to its ship, and none waits.`);
      draft.pendingEffects = pendingEffectsOf(draft).filter((pending) => pending.id !== window.id);
      if (change.does === 'facedown') {
        const flipped = flipDamageCardOf(ship, card.id, false);
        if (!flipped.ok) return flipped;
        events.push({ type: 'damageCardFlipped', ship: refOf(ship), card: card.name, cardId: card.id, faceup: false });
        return ok(`${card.name} turned facedown before it acts`);
      }
      const discarded = discardDamageCard(draft, ship, card.id, events);
      if (!discarded.ok) return discarded;
      return ok(`${card.name} discarded before it acts`);
    }
    case 'readyToken':
    case 'recoverToken': {
      // The token is the card's unit's own, or (named in the command) one of a friendly unit's: a commander's or a title's.
      const from = change.kind === 'readyToken' ? 'exhausted' : 'discarded';
      const owner = command.token ? friendlyTokenOwner(draft, unit, command.token) : unit;
      if (!owner) return refuse('not_friendly_token', `${command.token ?? ''} is not a defense token of a friendly unit.`);
      const token = command.token
        ? owner.defenseTokens.find((candidate) => candidate.id === command.token)
        : owner.defenseTokens.find((candidate) => candidate.state === from && (change.token === 'any' || candidate.type === change.token));
      if (!token || token.state !== from || (change.token !== 'any' && token.type !== change.token)) {
        return refuse('no_token_to_ready', `${unitName(owner)} has no ${from} ${tokenName(change.token)} for ${effect.source} to ${change.kind === 'readyToken' ? 'ready' : 'recover'}.`);
      }
      token.state = 'readied';
      return ok(`${unitName(owner)}’s ${defenseTokenNames[token.type]} ${change.kind === 'readyToken' ? 'readied' : 'recovered'}`);
    }
    case 'addDieOfChoice': {
      if (!attack) return refuse('no_attack', `${effect.source} adds dice to an attack.`);
      if (attack.kind === 'salvo') return refuse('salvo_no_added_dice', 'Dice cannot be added to a salvo attack.');
      const color = command.color;
      if (!color) return refuse('choose_colour', `${effect.source}: choose the colour of the die to add.`);
      if (change.inPool && !attack.pool.some((die) => die.color === color)) return refuse('colour_not_in_pool', `${effect.source} adds a die of a colour already in the pool, and no ${color} die is.`);
      if (attack.step === 'rollAttackDice') {
        attack.gathered = { ...attack.gathered, [color]: attack.gathered[color] + change.count };
        return ok(`${plural(change.count, `${color} die`).replace('dies', 'dice')} added to the dice to roll`);
      }
      const added: string[] = [];
      for (let n = 0; n < change.count; n++) {
        const face = faceFor(draft, color, command, n);
        if (!face.ok) return face;
        attack.pool.push({ color, face: face.value.face, accuracySpent: false });
        events.push({ type: 'attackDieAdded', color, face: face.value.face, rolledByApp: face.value.rolledByApp });
        added.push(`${color} ${face.value.face}`);
      }
      return ok(`added ${added.join(', ')}`);
    }
    case 'gainCommandToken': {
      if (unit.kind !== 'ship') return refuse('not_a_ship', 'Only a ship gains command tokens.');
      const gained = change.command === 'any' ? command.command : change.command;
      if (!gained) return refuse('choose_command', `${effect.source}: choose the command token ${unitName(unit)} gains.`);
      const tokens = (unit.commandTokens ??= []);
      const refused = whyNoCommandToken(unit, gained);
      if (refused && tokens.includes(gained)) return refuse('token_held', `${unitName(unit)} already has a ${commandNames[gained]} token: a ship holds one of each.`);
      if (refused) return refuse('too_many_tokens', refused);
      tokens.push(gained);
      return ok(`${unitName(unit)} gains a ${commandNames[gained]} token`);
    }
    case 'speed': {
      if (unit.kind !== 'ship') return refuse('not_a_ship', 'Only a ship has a speed to change.');
      const to = unit.speed + change.change;
      if (to < 0 || to > unit.maxSpeed) return refuse('speed_out_of_range', `${unitName(unit)} is at speed ${unit.speed}: it cannot go to ${to} (0 to ${unit.maxSpeed}).`);
      events.push({ type: 'speedChanged', ship: refOf(unit), from: unit.speed, to });
      const from = unit.speed;
      unit.speed = to;
      return ok(`${unitName(unit)}: speed ${from} → ${to}`);
    }
    case 'recoverShields': {
      if (unit.kind !== 'ship') return refuse('not_a_ship', 'Only a ship has shields.');
      const zone = unit.hullZones.find((candidate) => candidate.zone === command.zone) ?? null;
      if (!zone) return refuse('choose_zone', `${effect.source}: choose the hull zone that recovers shields.`);
      const over = zoneBlockingRecovery(unit, zone.zone, (candidate) => candidate.maxShields);
      if (over) return refuse('shields_over_maximum', `${unitName(unit)}’s ${hullZoneNames[over.zone]} zone holds more shields than its maximum of ${over.maxShields}: no shield can be recovered while it does.`);
      const amount = Math.min(change.amount, zone.maxShields - zone.shields);
      if (amount === 0) return refuse('shields_full', `The ${hullZoneNames[zone.zone]} zone already has all its shields.`);
      zone.shields += amount;
      events.push({ type: 'shieldsRecovered', ship: refOf(unit), zone: zone.zone, amount, remaining: zone.shields });
      return ok(`${plural(amount, 'shield')} recovered on the ${hullZoneNames[zone.zone]} zone`);
    }
    case 'repairHull': {
      if (unit.kind === 'squadron') {
        const amount = Math.min(change.amount, unit.damage);
        if (amount === 0) return refuse('no_damage', `${unitName(unit)} has no damage to repair.`);
        unit.damage -= amount;
        return ok(`${plural(amount, 'damage')} repaired`);
      }
      // Facedown damage cards first, up to the amount; a faceup one only when none is facedown.
      const facedown = unit.damageCards.filter((candidate) => !candidate.faceup).slice(0, change.amount);
      const cards = facedown.length > 0 ? facedown : unit.damageCards.slice(0, 1);
      if (cards.length === 0) {
        if (events.some((event) => event.type === 'damageCardRepaired')) return ok('no more damage cards');
        return refuse('no_damage', `${unitName(unit)} has no damage card to repair.`);
      }
      for (const card of cards) discardDamageCard(draft, unit, card.id, events);
      return ok(cards.length === 1 && cards[0]?.faceup ? `${cards[0].name} repaired` : `${plural(cards.length, 'facedown damage card')} repaired`);
    }
    case 'defenderTokens': {
      if (!attack) return refuse('no_attack', `${effect.source} is a critical effect of an attack.`);
      const defender = [...draft.ships, ...draft.squadrons].find((candidate) => candidate.id === attack.defender.id);
      if (!defender) return refuse('no_defender', 'The defender is not in the game.');
      const fits = (token: Unit['defenseTokens'][number]) => (change.as === 'exhaust' ? token.state === 'readied' : token.state !== 'discarded');
      let tokens: Unit['defenseTokens'];
      if (change.count === 'all') tokens = defender.defenseTokens.filter(fits);
      else {
        if (!command.token) return refuse('choose_token', `${effect.source}: the defender chooses the defense token it discards (name it).`);
        const token = defender.defenseTokens.find((candidate) => candidate.id === command.token);
        if (!token || !fits(token)) return refuse('not_defender_token', `${command.token} is not a defense token ${unitName(defender)} can ${change.as}.`);
        tokens = [token];
      }
      for (const token of tokens) token.state = change.as === 'exhaust' ? 'exhausted' : 'discarded';
      markCritical(attack, effect.source);
      if (tokens.length === 0) return ok(`${unitName(defender)} has no defense token left to ${change.as}`);
      return ok(`${unitName(defender)}’s ${tokens.map((token) => defenseTokenNames[token.type]).join(', ')} ${change.as === 'exhaust' ? 'exhausted' : 'discarded'}`);
    }
    case 'defenderShields':
    case 'defenderCommandToken': {
      if (!attack) return refuse('no_attack', `${effect.source} is a critical effect of an attack.`);
      const defender = draft.ships.find((candidate) => candidate.id === attack.defender.id);
      const defending = attack.defender.kind === 'ship' ? attack.defender.hullZone : null;
      if (!defender || !defending) return refuse('not_a_ship', `${effect.source} works against a ship’s hull zone.`);
      markCritical(attack, effect.source);
      const lose = (zones: readonly HullZoneId[], amount: number): string => {
        const lost: string[] = [];
        for (const id of zones) {
          const zone = defender.hullZones.find((candidate) => candidate.zone === id);
          const taken = Math.min(amount, zone?.shields ?? 0);
          if (!zone || taken === 0) continue;
          zone.shields -= taken;
          events.push({ type: 'shieldsLost', ship: refOf(defender), zone: zone.zone, amount: taken, remaining: zone.shields });
          lost.push(`${hullZoneNames[zone.zone]} −${taken}`);
        }
        return lost.length > 0 ? `${unitName(defender)} loses shields (${lost.join(', ')})` : `${unitName(defender)} has no shields there to lose`;
      };
      if (change.kind === 'defenderShields') return ok(lose(change.zones === 'defending' ? [defending] : [defending, ...adjacentZones(defender, defending)], change.amount));
      const tokens = defender.commandTokens ?? [];
      if (tokens.length === 0) return change.orShield ? ok(`${unitName(defender)} has no command token: ${lose([defending], 1)}`) : ok(`${unitName(defender)} has no command token to discard`);
      const chosen = command.command;
      if (!chosen) return refuse('choose_command', `${effect.source}: choose which of ${unitName(defender)}’s command tokens it discards.`);
      if (!tokens.includes(chosen)) return refuse('no_command_token', `${unitName(defender)} has no ${commandNames[chosen]} token.`);
      defender.commandTokens = withoutOneToken(tokens, chosen);
      events.push({ type: 'commandTokenDiscarded', ship: refOf(defender), command: chosen });
      return ok(`${unitName(defender)} discards its ${commandNames[chosen]} token`);
    }
    case 'damageAroundDefender': {
      if (!attack) return refuse('no_attack', `${effect.source} is a critical effect of an attack.`);
      const named = namedUnits(draft, unit, effect, command, 'any', 'shipOrSquadron', 8);
      if (!named.ok) return named;
      const units = named.value;
      if (units.some((target) => target.id === attack.defender.id || target.id === unit.id)) return refuse('other_than_defender', `${effect.source} damages the units near the defender, not the defender or the attacker.`);
      const zones = command.shipZones ?? [];
      for (const target of units) {
        if (target.kind === 'ship' && zones.filter((entry) => entry.ship === target.id).length !== 1) return refuse('choose_zone', `${effect.source}: ${unitName(target)}’s owner names the one hull zone that suffers its ${change.ship} damage.`);
      }
      markCritical(attack, effect.source);
      const words: string[] = [];
      for (const target of units) {
        if (target.kind === 'squadron') {
          const suffered = unitsSufferOne(target, change.squadron, events);
          if (!suffered.ok) return suffered;
          words.push(suffered.value);
          continue;
        }
        const zoneId = zones.find((entry) => entry.ship === target.id)?.zone;
        const zone = target.hullZones.find((candidate) => candidate.zone === zoneId);
        if (!zone || !zoneId) return refuse('unknown_hull_zone', `${unitName(target)} has no such hull zone.`);
        const suffered = shipSuffersOnZone(draft, target, zone, change.ship, events);
        if (!suffered.ok) return suffered;
        words.push(`${unitName(target)} suffers ${change.ship} damage on its ${hullZoneNames[zoneId]} zone`);
      }
      return ok(words.length > 0 ? words.join(', ') : 'no unit near the defender');
    }
    case 'sufferPerCritIcon': {
      if (!attack) return refuse('no_attack', `${effect.source} is a critical effect of an attack.`);
      const defender = draft.ships.find((candidate) => candidate.id === attack.defender.id);
      if (!defender || attack.defender.kind !== 'ship') return refuse('not_a_ship', `${effect.source} works against a ship.`);
      const count = attack.pool.filter((die) => (change.colors as string[]).includes(die.color) && (die.face === 'crit' || die.face === 'hit-crit')).length;
      const zones = command.damageZones ?? [];
      if (zones.length !== count) return refuse('choose_zones', `${effect.source}: ${unitName(defender)} suffers ${count} damage; its owner names ${count === 1 ? 'the hull zone' : `a hull zone for each (${count})`}.`);
      const unknown = zones.find((id) => !defender.hullZones.some((zone) => zone.zone === id));
      if (unknown) return refuse('unknown_hull_zone', `${unitName(defender)} has no ${hullZoneNames[unknown]} hull zone.`);
      markCritical(attack, effect.source);
      const words: string[] = [];
      for (const id of zones) {
        const zone = defender.hullZones.find((candidate) => candidate.zone === id);
        if (!zone || defender.destroyed) break;
        const shielded = zone.shields > 0;
        const suffered = shipSuffersOnZone(draft, defender, zone, 1, events);
        if (!suffered.ok) return suffered;
        words.push(shielded ? `${hullZoneNames[zone.zone]} loses 1 shield` : `${hullZoneNames[zone.zone]}: a facedown damage card`);
      }
      return ok(`${unitName(defender)} suffers ${count} damage: ${words.join(', ')}`);
    }
    case 'adjacentZonesDamage': {
      if (!attack) return refuse('no_attack', `${effect.source} is a critical effect of an attack.`);
      const defender = draft.ships.find((candidate) => candidate.id === attack.defender.id);
      const defending = attack.defender.kind === 'ship' ? attack.defender.hullZone : null;
      if (!defender || !defending) return refuse('not_a_ship', `${effect.source} works against a ship’s hull zone.`);
      const zones = adjacentZones(defender, defending).map((id) => defender.hullZones.find((zone) => zone.zone === id)).filter((zone) => zone !== undefined);
      const cards = zones.filter((zone) => zone.shields === 0).length;
      if (cards > 0 && command.drawForMe === undefined && (command.damageCard === undefined || cards > 1)) {
        return refuse('card_or_draw', cards > 1 ? `${effect.source} deals ${cards} facedown damage cards: ask the app to draw them (drawForMe).` : `${effect.source} deals a facedown damage card: name the card drawn, or ask the app to draw it (drawForMe).`);
      }
      markCritical(attack, effect.source);
      const words: string[] = [];
      for (const zone of zones) {
        if (zone.shields > 0) {
          zone.shields -= 1;
          events.push({ type: 'shieldsLost', ship: refOf(defender), zone: zone.zone, amount: 1, remaining: zone.shields });
          words.push(`${hullZoneNames[zone.zone]} loses 1 shield`);
        } else if (!defender.destroyed) {
          const dealt = dealOneDamageCard(draft, defender, false, command.drawForMe ? null : (command.damageCard ?? null), events);
          if (!dealt.ok) return dealt;
          words.push(`${hullZoneNames[zone.zone]}: a facedown damage card`);
        }
      }
      return ok(words.length > 0 ? words.join(', ') : 'no adjacent zone to damage');
    }
    case 'defenderUpgrade': {
      if (!attack) return refuse('no_attack', `${effect.source} is a critical effect of an attack.`);
      const defender = draft.ships.find((candidate) => candidate.id === attack.defender.id);
      if (!defender) return refuse('not_a_ship', `${effect.source} works against a ship.`);
      const place = command.upgrade?.startsWith(`${defender.id}-upgrade-`) ? Number(command.upgrade.slice(`${defender.id}-upgrade-`.length)) : NaN;
      const fitted = Number.isInteger(place) ? defender.upgrades[place - 1] : undefined;
      if (!command.upgrade || !fitted) return refuse('choose_upgrade', `${effect.source}: choose one of ${unitName(defender)}’s upgrade cards (${defender.id}-upgrade-1 to -${defender.upgrades.length}).`);
      if (isDiscarded(draft, command.upgrade)) return refuse('upgrade_discarded', `${fitted.name} is already discarded.`);
      markCritical(attack, effect.source);
      if (change.as === 'exhaust') exhaustCard(draft, command.upgrade);
      else discardCard(draft, command.upgrade);
      return ok(`${unitName(defender)}’s ${fitted.name} ${change.as === 'exhaust' ? 'exhausted' : 'discarded'}`);
    }
    case 'faceupDamageCard': {
      if (!attack) return refuse('no_attack', `${effect.source} is a critical effect of an attack.`);
      const defender = draft.ships.find((candidate) => candidate.id === attack.defender.id);
      if (!defender || attack.defender.kind !== 'ship') return refuse('not_a_ship', `${effect.source} deals a damage card to a ship.`);
      if ((command.damageCard === undefined) === (command.drawForMe === undefined)) {
        return refuse('card_or_draw', `${effect.source}: name the damage card drawn from the deck, or ask the app to draw it (drawForMe), not both.`);
      }
      markCritical(attack, effect.source);
      let canceled = '';
      if (change.cancelDice) {
        for (let index = attack.pool.length - 1; index >= 0; index--) {
          const die = attack.pool[index];
          if (!die) continue;
          events.push({ type: 'attackDieRemoved', die: index, color: die.color, face: die.face, canceledBy: null });
        }
        canceled = `${plural(attack.pool.length, 'attack die').replace('dies', 'dice')} canceled, `;
        attack.pool = [];
      }
      const dealt = dealOneDamageCard(draft, defender, true, command.damageCard ?? null, events);
      if (!dealt.ok) return dealt;
      return ok(`${canceled}a faceup damage card dealt to ${unitName(defender)}`);
    }
    case 'addDicePerDiscardedToken': {
      if (!attack) return refuse('no_attack', `${effect.source} adds dice to an attack.`);
      if (attack.kind === 'salvo') return refuse('salvo_no_added_dice', 'Dice cannot be added to a salvo attack.');
      const count = unit.defenseTokens.filter((token) => token.state === 'discarded').length;
      if (count === 0) return refuse('no_discarded_token', `${unitName(unit)} has no discarded defense token: ${effect.source} adds no die.`);
      return applyDice(draft, attack, effect, { kind: 'addDice', color: change.color, count }, command, [], events);
    }
    case 'defenderActivated': {
      if (!attack || attack.defender.kind !== 'squadron') return refuse('not_a_squadron', `${effect.source} works against a squadron.`);
      const squadron = draft.squadrons.find((candidate) => candidate.id === attack.defender.id);
      if (!squadron) return refuse('no_defender', 'The defender is not in the game.');
      if (squadron.activated) return ok(`${unitName(squadron)} had already activated`);
      squadron.activated = true;
      return ok(`${unitName(squadron)} is toggled to activated`);
    }
    case 'discardIfSpent': {
      if (!attack) return refuse('no_attack', `${effect.source} chooses a defender's token in an attack.`);
      const defender = [...draft.ships, ...draft.squadrons].find((candidate) => candidate.id === attack.defender.id);
      const token = defender?.defenseTokens.find((candidate) => candidate.id === command.token);
      if (!defender || !token) return refuse('choose_token', `${effect.source}: choose one of the defender’s defense tokens (name it).`);
      if (token.state === 'discarded') return refuse('token_discarded', `${command.token} is already discarded.`);
      attack.tokenDiscardedIfSpent = token.id;
      return ok(`if ${unitName(defender)} spends its ${defenseTokenNames[token.type]} this attack, it is discarded`);
    }
    case 'extraCritical': {
      if (!attack) return refuse('no_attack', `${effect.source} works in an attack.`);
      attack.extraCritical = true;
      return ok('1 more critical effect may be resolved this attack (not the same one twice)');
    }
    case 'faceupCards': {
      if (!attack || attack.defender.kind !== 'ship') return refuse('not_a_ship', `${effect.source} deals damage cards to a ship.`);
      markCritical(attack, effect.source);
      attack.faceupCardsByCard = change.count;
      return ok(`the first ${plural(change.count, 'damage card')} this attack deals are faceup`);
    }
    case 'damagePerCrit': {
      if (!attack) return refuse('no_attack', `${effect.source} adds damage in an attack.`);
      attack.damagePerCrit = (attack.damagePerCrit ?? 0) + change.amount;
      return ok(`each crit icon adds ${plural(change.amount, 'damage')} to the total`);
    }
    case 'unitsSuffer':
      return unitsSuffer(draft, unit, effect, change, command, events);
    case 'targetSpeed':
    case 'matchSpeed':
    case 'navTokenOrSlow': {
      const target = namedUnits(draft, unit, effect, command, change.kind === 'navTokenOrSlow' ? 'enemy' : change.side, 'ship', 1);
      if (!target.ok) return target;
      const ship = target.value[0];
      if (!ship || ship.kind !== 'ship') return refuse('choose_target', `${effect.source}: name the ship.`);
      if (change.kind === 'navTokenOrSlow' && command.command === 'navigate') {
        if (!(ship.commandTokens ?? []).includes('navigate')) return refuse('no_command_token', `${unitName(ship)} has no navigate token to spend.`);
        ship.commandTokens = withoutOneToken(ship.commandTokens ?? [], 'navigate');
        events.push({ type: 'commandTokenSpent', ship: refOf(ship), command: 'navigate' });
        return ok(`${unitName(ship)} spends its navigate token`);
      }
      let by = -1;
      if (change.kind === 'targetSpeed') {
        by = change.direction === 'up' ? change.by : change.direction === 'down' ? -change.by : (command.speedChange ?? 0);
        if (change.direction === 'either' && Math.abs(by) !== change.by) return refuse('choose_speed_change', `${effect.source}: say whether the speed goes up or down by ${change.by}.`);
      }
      if (change.kind === 'matchSpeed') {
        if (unit.kind !== 'ship') return refuse('not_a_ship', `${effect.source} matches its ship’s speed.`);
        by = unit.speed - ship.speed;
      }
      // "To a minimum of speed N": a decrease stops at N (a ship already below N stays where it is).
      const floor = change.kind === 'targetSpeed' && change.atLeast !== undefined && by < 0 ? Math.min(ship.speed, change.atLeast) : 0;
      const to = change.kind === 'navTokenOrSlow' ? Math.max(1, ship.speed - 1) : Math.max(floor, ship.speed + by);
      if (to < 0 || to > ship.maxSpeed) return refuse('speed_out_of_range', `${unitName(ship)} is at speed ${ship.speed}: it cannot go to ${to} (0 to ${ship.maxSpeed}).`);
      if (to === ship.speed) return ok(`${unitName(ship)} stays at speed ${to} (its minimum here)`);
      events.push({ type: 'speedChanged', ship: refOf(ship), from: ship.speed, to });
      const from = ship.speed;
      ship.speed = to;
      return ok(`${unitName(ship)}: speed ${from} → ${to}`);
    }
    case 'fleetGainsCommandToken': {
      const gained = command.command;
      if (!gained) return refuse('choose_command', `${effect.source}: choose the command each friendly ship gains a token of.`);
      const words: string[] = [];
      for (const ship of draft.ships.filter((candidate) => candidate.owner === unit.owner && !candidate.destroyed)) {
        const why = whyNoCommandToken(ship, gained);
        // RRG · Commands: one token of each type; over the command value the ship discards down (the table says which).
        if (why && ((ship.commandTokens ?? []).includes(gained) || why.startsWith('Life Support Failure'))) {
          words.push(`${unitName(ship)} gains none (${why})`);
          continue;
        }
        ship.commandTokens = [...(ship.commandTokens ?? []), gained];
        words.push(why ? `${unitName(ship)} gains one and must discard 1 token down to its command value` : `${unitName(ship)} gains one`);
      }
      return ok(`${commandNames[gained]} tokens: ${words.join('; ') || 'no friendly ship'}`);
    }
    case 'gainRevealedCommandToken':
    case 'targetGainsCommandToken': {
      const revealed = draft.activation.ship?.revealedCommand;
      const byChoice = change.kind === 'targetGainsCommandToken' && change.command === 'chosen';
      const named = change.kind === 'targetGainsCommandToken' && change.command !== 'chosen' && change.command !== 'revealed' ? change.command : undefined;
      const gained = named ?? (byChoice ? command.command : revealed);
      if (!gained) return refuse(byChoice ? 'choose_command' : 'no_dial_revealed', byChoice ? `${effect.source}: choose the command token it passes on.` : `${effect.source}: no command dial was revealed this activation.`);
      let ship: Unit | undefined = unit;
      if (change.kind === 'targetGainsCommandToken') {
        const target = namedUnits(draft, unit, effect, command, 'friendly', 'ship', 1);
        if (!target.ok) return target;
        ship = target.value[0];
        if (ship?.id === unit.id) return refuse('another_ship', `${effect.source} names another friendly ship.`);
      }
      if (!ship || ship.kind !== 'ship') return refuse('not_a_ship', 'Only a ship gains command tokens.');
      const why = whyNoCommandToken(ship, gained);
      if (why) return refuse('command_token_refused', why);
      let given = '';
      if (change.kind === 'targetGainsCommandToken' && change.fromSelf) {
        if (unit.kind !== 'ship' || !(unit.commandTokens ?? []).includes(gained)) return refuse('no_command_token', `${unitName(unit)} has no ${commandNames[gained]} token to pass on.`);
        unit.commandTokens = withoutOneToken(unit.commandTokens ?? [], gained);
        events.push({ type: 'commandTokenDiscarded', ship: refOf(unit), command: gained });
        given = `${unitName(unit)} removes its ${commandNames[gained]} token; `;
      }
      ship.commandTokens = [...(ship.commandTokens ?? []), gained];
      return ok(`${given}${unitName(ship)} gains a ${commandNames[gained]} token`);
    }
    case 'replaceDefenseToken': {
      const token = unit.defenseTokens.find((candidate) => candidate.id === command.token);
      if (!token) return refuse('choose_token', `${effect.source}: name the defense token it replaces.`);
      if (token.type === change.to) return refuse('same_token', `That token is already a ${defenseTokenNames[change.to]}.`);
      const from = token.type;
      token.type = change.to;
      return ok(`${unitName(unit)}’s ${defenseTokenNames[from]} replaced by a ${defenseTokenNames[change.to]}`);
    }
    case 'attackerSpendsToken': {
      if (!attack) return refuse('no_attack', `${effect.source} works when a target is declared.`);
      const attacker = [...draft.ships, ...draft.squadrons].find((candidate) => candidate.id === attack.attacker.id);
      if (!attacker) return refuse('no_attacker', 'The attacker is not in the game.');
      const left = attacker.defenseTokens.filter((candidate) => candidate.state !== 'discarded');
      if (left.length === 0) return ok(`${unitName(attacker)} has no defense token to spend`);
      const token = left.find((candidate) => candidate.id === command.token);
      if (!token) return refuse('choose_token', `${effect.source}: the attacker names the defense token it spends.`);
      const from = token.state;
      token.state = from === 'readied' ? 'exhausted' : 'discarded';
      events.push({ type: 'defenseTokenSpent', unit: refOf(attacker), token: token.id, tokenType: token.type, from, to: token.state, asCost: true, zone: null });
      return ok(`${unitName(attacker)} spends its ${defenseTokenNames[token.type]} (${token.state})`);
    }
    case 'readyUpgrade': {
      const upgrade = command.upgrade;
      if (!upgrade || !upgrade.startsWith(`${unit.id}-upgrade-`) || upgrade === effect.upgrade) return refuse('choose_upgrade', `${effect.source}: choose another of ${unitName(unit)}’s upgrade cards.`);
      if (!isExhausted(draft, upgrade)) return refuse('upgrade_not_exhausted', `${upgrade} is not exhausted.`);
      readyCard(draft, upgrade);
      const place = Number(upgrade.slice(`${unit.id}-upgrade-`.length));
      const name = unit.kind === 'ship' ? (unit.upgrades[place - 1]?.name ?? upgrade) : upgrade;
      return ok(`${name} readied`);
    }
    case 'exhaustActivatedToken': {
      const ship = activatedOfKind(draft, 'ship');
      if (!ship) return refuse('no_activated_ship', `${effect.source}: no ship is activated.`);
      const token = ship.defenseTokens.find((candidate) => candidate.id === command.token);
      if (!token || token.state !== 'readied') return refuse('choose_token', `${effect.source}: name a readied defense token of ${unitName(ship)}.`);
      token.state = 'exhausted';
      return ok(`${unitName(ship)}’s ${defenseTokenNames[token.type]} exhausted`);
    }
    case 'activateOrDamageDefender': {
      const fought = attack ?? endedAttackNow(draft);
      const squadron = fought?.defender.kind === 'squadron' ? draft.squadrons.find((candidate) => candidate.id === fought.defender.id) : undefined;
      if (!squadron) return refuse('not_a_squadron', `${effect.source} works on a defending squadron.`);
      if (squadron.destroyed) return ok(`${unitName(squadron)} is destroyed`);
      if (!squadron.activated) {
        squadron.activated = true;
        return ok(`${unitName(squadron)} is toggled to activated`);
      }
      return unitsSufferOne(squadron, 1, events);
    }
    case 'raidTokens': {
      const kinds = command.raids ?? [];
      if (kinds.length !== change.count || new Set(kinds).size !== kinds.length) return refuse('choose_command', `${effect.source}: choose ${change.count} raid tokens of different types.`);
      const named = namedUnits(draft, unit, effect, command, 'enemy', 'ship', 1);
      if (!named.ok) return named;
      const ship = named.value[0];
      if (!ship || ship.kind !== 'ship') return refuse('not_a_ship', `${effect.source}: only a ship gains raid tokens.`);
      if ((ship.raidTokens ?? []).length > 0) return refuse('raid_token_held', `${effect.source} gives raid tokens only to a ship that has none: ${unitName(ship)} has ${(ship.raidTokens ?? []).map((raid) => commandNames[raid].toLowerCase()).join(' and ')}.`);
      for (const kind of kinds) {
        const raid = gainRaidToken(ship, kind, effect.source);
        if (!raid.ok) return raid;
        events.push(raid.value);
      }
      return ok(`${unitName(ship)} gains ${kinds.map((kind) => commandNames[kind].toLowerCase()).join(' and ')} raid tokens`);
    }
    case 'raidToken': {
      const gained = command.command;
      if (!gained) return refuse('choose_command', `${effect.source}: choose the raid token’s type.`);
      const fought = attack ?? endedAttackNow(draft);
      let ship: Unit | undefined = change.to === 'self' ? unit : fought?.defender.kind === 'ship' ? draft.ships.find((candidate) => candidate.id === fought.defender.id) : undefined;
      if (change.to === 'enemyShip') {
        const named = namedUnits(draft, unit, effect, command, 'enemy', 'ship', 1);
        if (!named.ok) return named;
        ship = named.value[0];
      }
      if (!ship || ship.kind !== 'ship') return refuse('not_a_ship', `${effect.source}: only a ship gains raid tokens.`);
      const raid = gainRaidToken(ship, gained, effect.source);
      if (!raid.ok) return raid;
      events.push(raid.value);
      return ok(`${unitName(ship)} gains a ${commandNames[gained]} raid token`);
    }
    case 'commandAsTokenWithRaid': {
      const activation = draft.activation.ship;
      if (unit.kind !== 'ship' || activation?.id !== unit.id) return refuse('not_activated', `${effect.source} works in its ship’s activation.`);
      const chosen = command.command;
      if (!chosen) return refuse('choose_command', `${effect.source}: choose the command it resolves.`);
      const blocked = whyRaidBlocks(unit, chosen);
      if (blocked) return refuse('raid_token', blocked);
      if (activation.noMoreCommands) return refuse('no_more_commands', `${activation.noMoreCommands}: ${unitName(unit)} resolves no other command this round.`);
      const list = (activation.commands ??= []);
      const inUse = list.find((candidate) => candidate.command === chosen);
      if (inUse?.token) return refuse('token_in_use', `${unitName(unit)} has already resolved ${commandNames[chosen]} with a token this activation.`);
      if (inUse) inUse.token = true;
      else list.push({ command: chosen, dial: false, token: true });
      const raid = gainRaidToken(unit, chosen, effect.source);
      if (!raid.ok) return raid;
      events.push(raid.value);
      return ok(`${unitName(unit)} resolves ${commandNames[chosen]} as if it had spent the token, and gains a ${commandNames[chosen]} raid token`);
    }
    case 'passShipTurn': {
      if (draft.phase !== 'ship' || draft.activation.ship) return refuse('not_your_turn', `${effect.source} passes a turn to activate a ship, before one is activated.`);
      if (!draft.turn || draft.turn.player !== unit.owner) return refuse('not_your_turn', `${effect.source} is used on its player’s turn to activate a ship.`);
      if (shipsToActivate(draft, opponentOf(unit.owner)) === 0) return refuse('nothing_to_pass', `${effect.source}: the opponent has no ship left to activate.`);
      passTurn(draft, 'ship');
      return ok('the turn passes: the opponent activates a ship instead');
    }
    case 'takeTokenAndRaid': {
      const fought = attack ?? endedAttackNow(draft);
      const defender = fought?.defender.kind === 'ship' ? draft.ships.find((candidate) => candidate.id === fought.defender.id) : undefined;
      if (!defender) return refuse('not_a_ship', `${effect.source} works after attacking a ship.`);
      if ((defender.raidTokens ?? []).length === 0) return refuse('no_raid_token', `${unitName(defender)} has no raid token.`);
      const raid = command.paidCommand;
      const taken = command.command;
      if (!raid || !taken) return refuse('choose_command', `${effect.source}: choose the raid token and the command token removed.`);
      if (!(defender.raidTokens ?? []).includes(raid)) return refuse('no_raid_token', `${unitName(defender)} has no ${commandNames[raid]} raid token.`);
      if (!(defender.commandTokens ?? []).includes(taken)) return refuse('no_command_token', `${unitName(defender)} has no ${commandNames[taken]} token.`);
      defender.raidTokens = (defender.raidTokens ?? []).filter((token) => token !== raid);
      defender.commandTokens = withoutOneToken(defender.commandTokens ?? [], taken);
      events.push({ type: 'commandTokenDiscarded', ship: refOf(defender), command: taken });
      const removed = `${unitName(defender)} loses its ${commandNames[raid]} raid token and its ${commandNames[taken]} token`;
      if (unit.kind !== 'ship') return ok(removed);
      const why = whyNoCommandToken(unit, taken);
      if (why) return ok(`${removed}; ${unitName(unit)} gains none (${why})`);
      unit.commandTokens = [...(unit.commandTokens ?? []), taken];
      return ok(`${removed}; ${unitName(unit)} gains a ${commandNames[taken]} token`);
    }
    case 'swapCommandToken': {
      if (unit.kind !== 'ship') return refuse('not_a_ship', 'Only a ship has command tokens.');
      const given = command.paidCommand;
      const gained = command.command;
      if (!given || !gained) return refuse('choose_command', `${effect.source}: choose the command token discarded and the one gained.`);
      if (!(unit.commandTokens ?? []).includes(given)) return refuse('no_command_token', `${unitName(unit)} has no ${commandNames[given]} token to discard.`);
      unit.commandTokens = withoutOneToken(unit.commandTokens ?? [], given);
      events.push({ type: 'commandTokenDiscarded', ship: refOf(unit), command: given });
      const why = whyNoCommandToken(unit, gained);
      if (why) return refuse('command_token_refused', why);
      unit.commandTokens = [...unit.commandTokens, gained];
      return ok(`${unitName(unit)} discards its ${commandNames[given]} token and gains a ${commandNames[gained]} token`);
    }
    case 'evadeChange':
      return ok('the evade changes as the card says (read when the evade is resolved)');
    case 'tokenAsDial': {
      const activation = draft.activation.ship;
      if (unit.kind !== 'ship' || activation?.id !== unit.id) return refuse('not_activated', `${effect.source} works for the activated ship’s command.`);
      const tokenOnly = (activation.commands ?? []).filter((inUse) => inUse.token && !inUse.dial && change.commands.includes(inUse.command));
      const inUse = command.command ? tokenOnly.find((candidate) => candidate.command === command.command) : tokenOnly.length === 1 ? tokenOnly[0] : undefined;
      if (!inUse) return refuse(tokenOnly.length > 1 ? 'choose_command' : 'no_token_command', tokenOnly.length > 1 ? `${effect.source}: choose the command.` : `${unitName(unit)} has spent no ${change.commands.map((name) => commandNames[name]).join(', ')} token alone this activation.`);
      const underway = whyCommandUnderway(activation, inUse.command);
      if (underway) return refuse('command_underway', `${effect.source}: ${underway}`);
      inUse.dial = true;
      inUse.token = false;
      return ok(`${unitName(unit)} resolves its ${commandNames[inUse.command]} command as if it had spent the dial instead of the token`);
    }
    case 'readySquadron': {
      const named = namedUnits(draft, unit, effect, command, 'friendly', 'squadron', 1);
      if (!named.ok) return named;
      const squadron = named.value[0];
      if (!squadron || squadron.kind !== 'squadron') return refuse('choose_target', `${effect.source}: name the squadron.`);
      if (!squadron.activated) return refuse('not_activated', `${unitName(squadron)} has not activated.`);
      squadron.activated = false;
      return ok(`${unitName(squadron)} is toggled back to unactivated`);
    }
    case 'limitExhaustedTokens': {
      if (!attack) return refuse('no_attack', `${effect.source} works in an attack.`);
      attack.exhaustedTokenLimit = { max: change.max, card: effect.source };
      return ok(`the defender cannot spend more than ${change.max} exhausted defense token${change.max === 1 ? '' : 's'} this attack`);
    }
    case 'changeDial': {
      const activation = draft.activation.ship;
      if (unit.kind !== 'ship' || activation?.id !== unit.id) return refuse('not_activated', `${effect.source} changes the activated ship’s dial.`);
      const to = command.command;
      if (!to || !change.to.includes(to)) return refuse('choose_command', `${effect.source}: choose the new command (${change.to.map((name) => commandNames[name]).join(' or ')}).`);
      activation.dialChangedTo = { command: to, card: effect.source };
      return ok(`${unitName(unit)}’s dial is changed to ${commandNames[to]}`);
    }
    case 'rollAtAttacker': {
      const ended = endedAttackNow(draft);
      const attacker = ended?.attacker.kind === 'squadron' ? draft.squadrons.find((candidate) => candidate.id === ended.attacker.id) : undefined;
      if (!attacker) return refuse('not_a_squadron', `${effect.source} rolls against a squadron that attacked.`);
      const rolled: DieFace[] = [];
      for (let n = 0; n < change.count; n++) {
        const face = faceFor(draft, change.color, command, n);
        if (!face.ok) return face;
        rolled.push(face.value.face);
      }
      const icons = rolled.reduce((sum, face) => sum + (face === 'hit' || face === 'crit' ? 1 : face === 'hit-hit' || face === 'hit-crit' ? 2 : 0), 0);
      const rolledWords = `rolled ${rolled.join(', ')}`;
      if (icons === 0 || attacker.destroyed) return ok(`${rolledWords}: no damage`);
      const suffered = unitsSufferOne(attacker, icons, events);
      if (!suffered.ok) return suffered;
      return ok(`${rolledWords}: ${suffered.value}`);
    }
    case 'targetUpgrade': {
      const named = namedUnits(draft, unit, effect, command, 'enemy', 'ship', 1);
      if (!named.ok) return named;
      const ship = named.value[0];
      if (!ship || ship.kind !== 'ship') return refuse('choose_target', `${effect.source}: name the enemy ship.`);
      const place = command.upgrade?.startsWith(`${ship.id}-upgrade-`) ? Number(command.upgrade.slice(`${ship.id}-upgrade-`.length)) : NaN;
      const fitted = Number.isInteger(place) ? ship.upgrades[place - 1] : undefined;
      if (!command.upgrade || !fitted) return refuse('choose_upgrade', `${effect.source}: choose one of ${unitName(ship)}’s upgrade cards.`);
      if (change.nonCommander && /commander/i.test(fitted.slot)) return refuse('commander_upgrade', `${effect.source} cannot choose a commander.`);
      if (isDiscarded(draft, command.upgrade)) return refuse('upgrade_discarded', `${fitted.name} is already discarded.`);
      if (change.as === 'exhaust') exhaustCard(draft, command.upgrade);
      else discardCard(draft, command.upgrade);
      return ok(`${unitName(ship)}’s ${fitted.name} ${change.as === 'exhaust' ? 'exhausted' : 'discarded'}`);
    }
    case 'dialAlsoToken': {
      const activation = draft.activation.ship;
      if (unit.kind !== 'ship' || activation?.id !== unit.id) return refuse('not_activated', `${effect.source} works for the activated ship’s command.`);
      const commands = activation.commands ?? [];
      const inUse = commands.find((candidate) => candidate.dial && !candidate.token);
      if (!inUse || commands.length !== 1) return refuse('not_only_dial', `${effect.source}: ${unitName(unit)} must be resolving its dial, and no other command, this round.`);
      inUse.token = true;
      activation.noMoreCommands = effect.source;
      return ok(`${unitName(unit)} resolves its ${commandNames[inUse.command]} dial as if it also spent the token; no other command this round`);
    }
    case 'replaceGatheredDice':
    case 'gatherArmamentDice': {
      if (!attack || attack.step !== 'rollAttackDice') return refuse('after_roll', `${effect.source} changes the dice before they are rolled.`);
      if (change.kind === 'replaceGatheredDice') {
        const moved = attack.gathered[change.from];
        if (moved === 0) return refuse('no_dice', `No ${change.from} die is gathered.`);
        attack.gathered = { ...attack.gathered, [change.from]: 0, [change.to]: attack.gathered[change.to] + moved };
        return ok(`${plural(moved, `${change.from} die`).replace('dies', 'dice')} replaced by ${change.to}`);
      }
      const zone = attack.attacker.kind === 'ship' ? attack.attacker.hullZone : null;
      const printed = zone && unit.kind === 'ship' ? (unit.hullZones.find((candidate) => candidate.zone === zone)?.battery[change.color] ?? 0) : 0;
      const added = Math.max(0, printed - attack.gathered[change.color]);
      if (added === 0) return refuse('no_dice', `The ${zone ? hullZoneNames[zone] : ''} battery has no ${change.color} die left out at this range.`.replace('  ', ' '));
      attack.gathered = { ...attack.gathered, [change.color]: attack.gathered[change.color] + added };
      return ok(`${plural(added, `${change.color} die`).replace('dies', 'dice')} of the battery gathered`);
    }
    case 'spendTargetTokens':
    case 'flipTargetCards': {
      const named = namedUnits(draft, unit, effect, command, 'enemy', 'ship', 1);
      if (!named.ok) return named;
      const ship = named.value[0];
      if (!ship || ship.kind !== 'ship' || unit.kind !== 'ship') return refuse('choose_target', `${effect.source}: name the enemy ship.`);
      if (change.kind === 'spendTargetTokens') {
        const ids = command.tokens ?? [];
        const most = unit.squadronValue ?? 0;
        if (ids.length === 0 || ids.length > most) return refuse('choose_tokens', `${effect.source}: name up to ${plural(most, 'defense token')} of ${unitName(ship)} (the squadron value).`);
        const words: string[] = [];
        for (const id of ids) {
          const token = ship.defenseTokens.find((candidate) => candidate.id === id);
          if (!token || token.state === 'discarded') return refuse('not_target_token', `${id} is not a defense token ${unitName(ship)} can spend.`);
          const from = token.state;
          token.state = from === 'readied' ? 'exhausted' : 'discarded';
          events.push({ type: 'defenseTokenSpent', unit: refOf(ship), token: token.id, tokenType: token.type, from, to: token.state, asCost: true, zone: null });
          words.push(`${defenseTokenNames[token.type]} (${token.state})`);
        }
        return ok(`${unitName(ship)} spends ${words.join(', ')}`);
      }
      const ids = command.cards ?? [];
      const most = engineeringValue(unit);
      if (ids.length === 0 || ids.length > most) return refuse('choose_cards', `${effect.source}: name up to ${plural(most, 'facedown damage card')} of ${unitName(ship)} (the engineering value).`);
      const flippedWords: string[] = [];
      for (const id of ids) {
        const card = ship.damageCards.find((candidate) => candidate.id === id);
        if (!card || card.faceup) return refuse('not_facedown', `${id} is not a facedown damage card of ${unitName(ship)}.`);
        const flipped = flipDamageCardOf(ship, id, true);
        if (!flipped.ok) return flipped;
        events.push({ type: 'damageCardFlipped', ship: refOf(ship), card: flipped.value.name, cardId: flipped.value.id, faceup: true });
        // RRG · Damage Cards: a card turned faceup resolves as if dealt faceup, one at a time.
        const resolved = resolveFaceupDamageCard(draft, ship, flipped.value, events);
        if (!resolved.ok) return resolved;
        flippedWords.push(flipped.value.name);
      }
      return ok(`${unitName(ship)}: ${flippedWords.join(', ')} turned faceup`);
    }
    case 'fleetRecoversTokens': {
      const ids = command.tokens ?? [];
      if (ids.length === 0) return refuse('choose_tokens', `${effect.source}: name the discarded defense token each friendly ship recovers.`);
      const words: string[] = [];
      const ships = new Set<string>();
      for (const id of ids) {
        const ship = draft.ships.find((candidate) => candidate.owner === unit.owner && !candidate.destroyed && candidate.defenseTokens.some((token) => token.id === id));
        const token = ship?.defenseTokens.find((candidate) => candidate.id === id);
        if (!ship || !token || token.state !== 'discarded') return refuse('not_discarded', `${id} is not a discarded defense token of a friendly ship.`);
        if (ships.has(ship.id)) return refuse('one_per_ship', `${effect.source}: each friendly ship recovers 1 token.`);
        ships.add(ship.id);
        token.state = 'readied';
        words.push(`${unitName(ship)} recovers its ${defenseTokenNames[token.type]}`);
      }
      return ok(words.join(', '));
    }
    case 'changeToAnyFace': {
      if (!attack) return refuse('no_attack', `${effect.source} changes an attack's dice.`);
      const spends = effect.costs.some((cost) => cost.kind === 'spendDie' || cost.kind === 'spendDieOf');
      const dice = (command.dice ?? []).slice(spends ? 1 : 0);
      const picked = pickedDice(attack, dice, change.count, undefined, undefined, effect.source);
      if (!picked.ok) return picked;
      const words: string[] = [];
      for (const [n, index] of picked.value.entries()) {
        const die = attack.pool[index];
        const to = command.faces?.[n];
        if (!die) continue;
        if (!to) return refuse('choose_face', `${effect.source}: name the face die ${index} is changed to.`);
        if (change.except.includes(to)) return refuse('face_not_allowed', `${effect.source} cannot change a die to ${to}.`);
        if (!faceExists(die.color, to)) return faceRefusal(die.color, to);
        words.push(setDieFace(die, index, to, events));
      }
      return ok(`changed ${words.join(', ')}`);
    }
    case 'preventCriticals': {
      if (!attack) return refuse('no_attack', `${effect.source} works in an attack.`);
      attack.criticalsPreventedByCard = effect.source;
      return ok('the attacker resolves no critical effect this attack');
    }
    case 'repeatZoneAttack': {
      const activation = draft.activation.ship;
      if (unit.kind !== 'ship' || activation?.id !== unit.id) return refuse('not_activated', `${effect.source} works in its ship’s activation.`);
      activation.repeatZoneByCard = effect.source;
      return ok('its next attack this activation may be from a hull zone that already attacked');
    }
    case 'oneTargetPerZone':
      return ok('each hull zone targets a given ship or squadron at most once this activation');
    case 'repairCardInsteadOfEngineering': {
      const activation = draft.activation.ship;
      if (unit.kind !== 'ship' || activation?.id !== unit.id) return refuse('not_activated', `${effect.source} works with its ship’s repair command.`);
      if ((activation.engineeringSpent ?? 0) > 0) return refuse('engineering_spent', `${effect.source} replaces the engineering points, and some are already spent.`);
      const named = namedUnits(draft, unit, effect, command, 'friendly', 'ship', 1);
      if (!named.ok) return named;
      const ship = named.value[0];
      const card = ship?.kind === 'ship' ? ship.damageCards.find((candidate) => candidate.id === command.cards?.[0]) : undefined;
      if (!ship || ship.kind !== 'ship' || !card || (command.cards?.length ?? 0) !== 1) return refuse('choose_card', `${effect.source}: name 1 damage card of the friendly ship.`);
      discardDamageCard(draft, ship, card.id, events);
      activation.engineeringSpent = Math.max(engineeringPoints(draft, unit), 1);
      return ok(`${unitName(ship)}’s ${card.faceup ? card.name : 'facedown damage card'} discarded instead of the engineering points`);
    }
    case 'redirectCap':
      return ok(`a redirect moves at most ${plural(change.max, 'damage')} to each other zone`);
    case 'swapGatheredDie': {
      if (!attack || attack.step !== 'rollAttackDice') return refuse('after_roll', `${effect.source} replaces dice before they are rolled.`);
      const from = command.fromColor;
      const to = command.color;
      if (!from || !to) return refuse('choose_colours', `${effect.source}: name the gathered die’s colour and the colour that replaces it.`);
      if (attack.gathered[from] === 0) return refuse('no_dice', `No ${from} die is gathered.`);
      if (from === to) return refuse('same_colour', `${effect.source}: choose another colour.`);
      attack.gathered = { ...attack.gathered, [from]: attack.gathered[from] - 1, [to]: attack.gathered[to] + 1 };
      return ok(`1 ${from} die replaced by a ${to} die`);
    }
    case 'splashHalfIcons': {
      if (!attack) return refuse('no_attack', `${effect.source} is a critical effect of an attack.`);
      const icons = attack.pool
        .filter((die) => die.color === change.color)
        .reduce((sum, die) => sum + (change.icon === 'hit' ? (die.face === 'hit' || die.face === 'hit-crit' ? 1 : die.face === 'hit-hit' ? 2 : 0) : die.face === 'crit' || die.face === 'hit-crit' ? 1 : 0), 0);
      const amount = Math.ceil(icons / 2);
      const named = namedUnits(draft, unit, effect, command, 'any', 'shipOrSquadron', 1);
      if (!named.ok) return named;
      const target = named.value[0];
      if (!target) return refuse('choose_target', `${effect.source}: name the unit.`);
      if (target.id === attack.defender.id) return refuse('other_than_defender', `${effect.source} names a unit other than the defender.`);
      markCritical(attack, effect.source);
      if (amount === 0) return ok(`no ${change.color} ${change.icon} icon: no damage`);
      return unitsSuffer(draft, unit, effect, { kind: 'unitsSuffer', amount, to: 'targets', side: 'any', units: 'shipOrSquadron', max: 1 }, command, events);
    }
    case 'ignoreEngagement': {
      const activation = draft.activation.squadron;
      if (unit.kind !== 'squadron' || activation?.id !== unit.id) return refuse('not_activated', `${effect.source} works during its own activation.`);
      activation.ignoresEngagement = effect.source;
      return ok(`${unitName(unit)} ignores engagement until the end of its activation`);
    }
    case 'salvoEffect': {
      if (!attack) return refuse('no_attack', `${effect.source} works while defending.`);
      if (spentForEffect(attack, 'salvo')) return refuse('salvo_once', 'The salvo effect is resolved at most once per attack.');
      attack.salvoByCard = effect.source;
      return ok('the salvo defense effect is resolved (the defender attacks back after Resolve Damage)');
    }
    case 'toggleNamedSquadron': {
      const activation = draft.activation.squadron;
      if (unit.kind !== 'squadron' || activation?.id !== unit.id) return refuse('not_activated', `${effect.source} works during its own activation.`);
      if (activation.attacked) return refuse('already_attacked', `${effect.source} is used instead of attacking, and ${unitName(unit)} has attacked.`);
      const named = namedUnits(draft, unit, effect, command, 'any', 'squadron', 1);
      if (!named.ok) return named;
      const squadron = named.value[0];
      if (!squadron || squadron.kind !== 'squadron' || squadron.id === unit.id) return refuse('choose_target', `${effect.source}: name another squadron.`);
      activation.attacked = true;
      if (squadron.activated) return ok(`${unitName(squadron)} had already activated: it may be placed at distance 1 (the table moves it); no attack this activation`);
      squadron.activated = true;
      return ok(`${unitName(squadron)} is toggled to activated; no attack this activation`);
    }
    case 'fleetGainsTokensUpToCommand': {
      const gains = command.gains ?? [];
      if (gains.length === 0) return refuse('choose_tokens', `${effect.source}: name the command tokens each friendly ship gains.`);
      const words: string[] = [];
      const counted = new Map<string, number>();
      for (const gain of gains) {
        const ship = draft.ships.find((candidate) => candidate.id === gain.ship && candidate.owner === unit.owner && !candidate.destroyed);
        if (!ship) return refuse('not_friendly_ship', `${gain.ship} is not a friendly ship in play.`);
        const count = (counted.get(ship.id) ?? 0) + 1;
        if (count > ship.command) return refuse('too_many_tokens', `${effect.source}: ${unitName(ship)} gains at most ${plural(ship.command, 'token')}, its command value.`);
        counted.set(ship.id, count);
        const why = whyNoCommandToken(ship, gain.command);
        if (why) return refuse('command_token_refused', why);
        ship.commandTokens = [...(ship.commandTokens ?? []), gain.command];
        words.push(`${unitName(ship)} gains a ${commandNames[gain.command]} token`);
      }
      return ok(words.join(', '));
    }
    case 'removeHalfGathered': {
      if (!attack || attack.step !== 'rollAttackDice') return refuse('after_roll', `${effect.source} removes gathered dice before the roll.`);
      const total = attack.gathered.red + attack.gathered.blue + attack.gathered.black;
      const half = Math.floor(total / 2);
      const colors = command.dieColors ?? [];
      if (colors.length !== half) return refuse('choose_dice', `${effect.source}: name the colours of ${plural(half, 'gathered die').replace('dies', 'dice')} to remove (half of ${total}, rounded down).`);
      const next = { ...attack.gathered };
      for (const color of colors) {
        if (next[color] === 0) return refuse('no_dice', `Not that many ${color} dice are gathered.`);
        next[color] -= 1;
      }
      attack.gathered = next;
      return ok(`${plural(half, 'gathered die').replace('dies', 'dice')} removed (${colors.join(', ')})`);
    }
    case 'spendToReadyFriend': {
      const ids = command.tokens ?? [];
      const own = ids.map((id) => unit.defenseTokens.find((token) => token.id === id)).filter((token) => token !== undefined);
      const friendIds = ids.filter((id) => !unit.defenseTokens.some((token) => token.id === id));
      const friend = draft.ships.find((ship) => ship.id !== unit.id && ship.owner === unit.owner && !ship.destroyed && friendIds.length > 0 && friendIds.every((id) => ship.defenseTokens.some((token) => token.id === id)));
      if (own.length === 0 || !friend || own.length !== friendIds.length) return refuse('choose_tokens', `${effect.source}: name as many of ${unitName(unit)}’s defense tokens to spend as exhausted tokens of 1 other friendly ship to ready.`);
      const theirs = friendIds.map((id) => friend.defenseTokens.find((token) => token.id === id)).filter((token) => token !== undefined);
      if (own.some((token) => token.state === 'discarded')) return refuse('defense_token_unavailable', 'A discarded defense token cannot be spent.');
      if (theirs.some((token) => token.state !== 'exhausted')) return refuse('not_exhausted', `Only exhausted tokens of ${unitName(friend)} are readied.`);
      for (const token of own) {
        const from = token.state;
        token.state = from === 'readied' ? 'exhausted' : 'discarded';
        events.push({ type: 'defenseTokenSpent', unit: refOf(unit), token: token.id, tokenType: token.type, from, to: token.state, asCost: true, zone: null });
      }
      for (const token of theirs) token.state = 'readied';
      return ok(`${unitName(unit)} spends ${plural(own.length, 'defense token')}; ${unitName(friend)} readies ${theirs.map((token) => defenseTokenNames[token.type]).join(', ')}`);
    }
    case 'overlap':
      return overlapDealt(draft, unit, effect, change, command, events);
    case 'moveShields':
      return shieldsMoved(draft, attack, unit, effect, change, command, events);
    case 'damageToZone':
      return damageOnAnotherZone(draft, attack, unit, effect, change, command, events);
    case 'changeDefendingZone': {
      if (!attack || attack.defender.kind !== 'ship' || attack.defender.id !== unit.id || unit.kind !== 'ship') return refuse('not_defending', `${effect.source} changes the defending hull zone of ${unitName(unit)}, and it is not defending.`);
      const now = attack.defender.hullZone;
      const zone = command.zone ? unit.hullZones.find((candidate) => candidate.zone === command.zone) : undefined;
      if (!zone || zone.zone === now) return refuse('choose_zone', `${effect.source}: choose a hull zone of ${unitName(unit)} other than the defending ${hullZoneNames[now]} zone.`);
      attack.defender.hullZone = zone.zone;
      // A redirect chosen toward the new defending zone has nowhere to go: it is kept for no zone.
      if (attack.redirectZone === zone.zone) attack.redirectZone = null;
      return ok(`the ${hullZoneNames[zone.zone]} zone is now the defending hull zone (instead of the ${hullZoneNames[now]})`);
    }
    case 'shieldsForEngineering':
      return shieldsForEngineering(draft, unit, effect, change, command, events);
    case 'keywordWhileReadied':
      return ok(`${change.keyword} while it has a readied defense token`);
    case 'recoverHull': {
      if (unit.kind !== 'squadron') return refuse('not_a_squadron', `${effect.source} recovers a squadron’s hull.`);
      const amount = Math.min(change.amount, unit.damage, command.amount ?? change.amount);
      if (amount === 0) return refuse('no_damage', `${unitName(unit)} has no damage to recover.`);
      unit.damage -= amount;
      if (unit.destroyed && change.evenIfDestroyed && unit.damage < unit.hull) {
        unit.destroyed = false;
        return ok(`${plural(amount, 'hull')} recovered: ${unitName(unit)} is back in play`);
      }
      return ok(`${plural(amount, 'hull')} recovered`);
    }
    case 'activateAsByCommand': {
      if (unit.kind !== 'squadron') return refuse('not_a_squadron', `${effect.source} activates a squadron.`);
      if (draft.phase !== 'ship' || draft.activation.ship || draft.activation.squadron || draft.ships.some((ship) => ship.activated)) return refuse('not_start_of_ship_phase', `${effect.source} activates ${unitName(unit)} at the start of the Ship Phase, before any ship activates.`);
      if (unit.activated) return refuse('already_activated', `${unitName(unit)} has already activated this round.`);
      unit.activated = true;
      draft.activation.squadron = { id: unit.id, attacked: false, byCommand: true };
      events.push({ type: 'squadronActivated', squadron: refOf(unit) });
      return ok(`${unitName(unit)} activates as if by a squadron command`);
    }
    case 'lendAttack': {
      const activation = draft.activation.squadron;
      if (unit.kind !== 'squadron' || activation?.id !== unit.id) return refuse('not_activated', `${effect.source} gives the attack of ${unitName(unit)}’s own activation.`);
      if (activation.attacked) return refuse('squadron_already_attacked', `${unitName(unit)} has already attacked this activation: there is no attack left to give.`);
      const named = namedUnits(draft, unit, effect, command, 'friendly', 'squadron', 1);
      if (!named.ok) return named;
      const friend = named.value[0];
      if (!friend || friend.id === unit.id) return refuse('wrong_target', `${effect.source}: name another friendly squadron to attack.`);
      activation.attackBy = friend.id;
      return ok(`${unitName(friend)} performs the attack instead of ${unitName(unit)}`);
    }
    case 'extraManeuver': {
      // the activated ship's extra maneuver: its tool is set at the table, the activation keeps it.
      const activation = draft.activation.ship;
      if (unit.kind !== 'ship' || activation?.id !== unit.id) return refuse('not_activated', `${effect.source}: only the activated ship executes the extra maneuver.`);
      const maneuver = activation.extraManeuvers?.length ?? 0;
      if (change.clearOnly && activation.overlapResolved?.maneuver === maneuver) {
        return refuse('overlapped', `${effect.source} follows a maneuver that overlapped no ship, and ${unitName(unit)}’s overlapped one (${activation.overlapResolved.card} dealt it).`);
      }
      (activation.extraManeuvers ??= []).push({ card: effect.source, speed: change.speed, straight: change.straight });
      return ok(`${unitName(unit)} executes a speed-${change.speed} maneuver${change.straight ? ' with every yaw “–” (straight)' : ''}: set the maneuver tool at the table`);
    }
    case 'shieldMaximumUp':
      return ok(`while repairing, ${unitName(unit)}’s ${change.zones.join(' and ')} zones may hold ${change.by} more shield${change.by === 1 ? '' : 's'} (at most ${change.cap})`);
    case 'commandTokenLimit':
      return ok(`${unitName(unit)} may hold up to ${change.limit} command tokens`);
    case 'friendsSwapCommandTokens':
      return friendsSwapTokens(draft, unit, effect, change, command, events);
    case 'dialTokenToFriend': {
      const activation = draft.activation.ship;
      if (unit.kind !== 'ship' || activation?.id !== unit.id) return refuse('not_activated', `${effect.source} works as its own ship reveals its dial.`);
      const revealed = command.command;
      if (!revealed) return refuse('choose_command', `${effect.source}: name the command the dial shows.`);
      const unrevealable = whyDialCannotBeRevealed(draft, unit, revealed);
      if (unrevealable) return unrevealable;
      const named = namedUnits(draft, unit, effect, command, 'friendly', 'ship', 1);
      if (!named.ok) return named;
      const friend = named.value[0];
      if (!friend || friend.kind !== 'ship' || friend.id === unit.id) return refuse('another_ship', `${effect.source}: name another friendly ship to gain the token.`);
      const why = whyNoCommandToken(friend, revealed);
      if (why) return refuse('command_token_refused', why);
      activation.dialRevealed = true;
      activation.revealedCommand = revealed;
      friend.commandTokens = [...(friend.commandTokens ?? []), revealed];
      return ok(`${unitName(unit)} reveals ${commandNames[revealed]} as a token: ${unitName(friend)} gains it instead`);
    }
    case 'extraDial':
    case 'enemiesGainRaidToken':
    case 'speedBy':
    case 'attackAfterManeuver':
    case 'maneuverExecuted':
    case 'placeTokensOnShips':
    case 'takeFriendTokens':
    case 'attackerGainsRaidToken':
    case 'friendRestoresToken':
    case 'repairRelief':
    case 'swapCardDie':
    case 'setEnemyDials':
    case 'arrangeDamageDeck':
    case 'squadronAfterManeuver':
    case 'markZone':
    case 'addAdjacentZoneDie':
    case 'removeGatheredDie':
    case 'slowForManeuver':
    case 'spendLimitWhileExhausted':
    case 'enemyDialExhaustsCard':
      return applyCommandCardEffect(draft, attack, unit, effect, change, command, events);
    case 'squadronSpeed':
    case 'fleetSquadronSpeed':
    case 'grantKeyword':
    case 'attackShipsAtClose':
    case 'restoreSquadron':
    case 'squadronTurnBySquadronValue':
    case 'lendDefenseTokens':
    case 'bonusSquadronAttack':
    case 'attackEachSquadron':
    case 'friendAttack':
    case 'setAsideSquadrons':
    case 'placeSetAside':
      return applySquadronGrant(draft, attack, unit, effect, change, events, command);
    case 'noEngineeringWhileExhausted':
      return ok(`while ${effect.source} is exhausted, ${unitName(unit)} spends no engineering points`);
    case 'repeatCommandTokens':
      return ok(`${unitName(unit)} may hold two or more command tokens of one type, up to its command value`);
    case 'gainEachCommandToken': {
      if (unit.kind !== 'ship') return refuse('not_a_ship', 'Only a ship gains command tokens.');
      const rules = commandTokenRules(unit);
      const gained: string[] = [];
      for (const name of ['navigate', 'squadron', 'repair', 'concentrateFire'] as const) {
        const why = whyNoCommandToken(unit, name);
        if (why?.startsWith('Life Support Failure')) return refuse('command_token_refused', why);
        // One of each type unless a card says otherwise; over the command value the ship gains it and discards down.
        if ((unit.commandTokens ?? []).includes(name) && !rules.repeats) continue;
        unit.commandTokens = [...(unit.commandTokens ?? []), name];
        gained.push(commandNames[name]);
      }
      const held = (unit.commandTokens ?? []).length;
      const over = rules.unlimited ? 0 : held - unit.command;
      return ok(`${unitName(unit)} gains ${gained.length > 0 ? `${gained.join(', ')} tokens` : 'no token'}${over > 0 ? `; holding ${held}, over its command value of ${unit.command}, it discards ${plural(over, 'token')} of its choice` : ''}`);
    }
    case 'moveOwnShields':
      return ownShieldsMoved(draft, unit, effect, change, command, events);
    case 'evadeByToken':
      return evadeByToken(draft, attack, unit, effect, command, events);
    case 'placeTargetingToken': {
      if (unit.kind !== 'ship' || !unit.ignition) return refuse('no_ignition', `${effect.source}: only a ship with an Ignition keyword has a targeting token to place.`);
      const ranges = unit.ignition.ranges.join(' or ');
      return ok(`${unitName(unit)} places its targeting token in its special firing arc${ranges ? ` at ${ranges} range` : ''} (the table places it)`);
    }
    case 'anyCommandTokens':
      return ok(`${unitName(unit)} may hold any number of command tokens, of any types`);
    case 'engineering':
      return ok(`${plural(change.amount, 'engineering point')} more (the table spends them)`);
    case 'activateSquadrons': {
      // The squadron command in use this activation activates this many more squadrons.
      const activation = draft.activation.ship;
      // a squadron the command activated may have it activate more (Fenn Rau): the activated ship's count grows.
      const byCommand = unit.kind === 'squadron' && draft.activation.squadron?.id === unit.id && draft.activation.squadron.byCommand === true && activation !== null;
      if (byCommand && activation) {
        activation.extraSquadrons = (activation.extraSquadrons ?? 0) + change.amount;
        return ok(`the squadron command activates ${plural(change.amount, 'more squadron')}`);
      }
      if (unit.kind !== 'ship' || activation?.id !== unit.id) return refuse('not_activated', `${effect.source}: only the activated ship’s squadron command activates more squadrons.`);
      activation.extraSquadrons = (activation.extraSquadrons ?? 0) + change.amount;
      return ok(`its squadron command activates ${plural(change.amount, 'more squadron')}`);
    }
    case 'criticalEffect':
      return ok(change.effect === 'faceupCard' ? 'a damage card dealt faceup (the table deals it)' : change.effect === 'extraDamage' ? 'an extra damage card (the table deals it)' : 'the standard critical effect');
    case 'ignoreShields':
      if (!attack || attack.defender.kind !== 'ship') return refuse('not_a_ship', `${effect.source} works against a ship.`);
      attack.shieldsIgnoredByCard = true;
      return ok('the defender is treated as having no shields: the damage goes to the hull');
    case 'damagePerBlueAccuracy':
      if (!attack) return refuse('no_attack', `${effect.source} adds damage in an attack.`);
      attack.damagePerBlueAccuracy = (attack.damagePerBlueAccuracy ?? 0) + change.amount;
      return ok(`each unspent blue accuracy adds ${plural(change.amount, 'damage')} to the total`);
    case 'attackAgain':
      return ok(change.from === 'squadron' ? 'another attack, by a squadron' : change.from === 'sameZone' ? 'another attack from the same hull zone' : 'another attack from another hull zone');
    case 'obstructed':
      return ok(change.obstructed ? 'the attack is obstructed' : 'the attack is not obstructed');
  }
}

/** Issue 35 · the units the command names for an effect: live, of this side and kind, at most `max`. */
function namedUnits(draft: ArmadaState, unit: Unit, effect: UnitCardEffect, command: UseCommand, side: 'enemy' | 'friendly' | 'any', kind: 'ship' | 'squadron' | 'shipOrSquadron', max: number): Result<Unit[]> {
  const ids = command.targets ?? [];
  const what = kind === 'shipOrSquadron' ? 'ship or squadron' : kind;
  if (ids.length === 0) return refuse('choose_target', `${effect.source}: name the ${side === 'any' ? '' : `${side} `}${what}${max > 1 ? 's' : ''} it works on.`);
  if (ids.length > max) return refuse('too_many_targets', `${effect.source} names at most ${max}.`);
  if (new Set(ids).size !== ids.length) return refuse('target_twice', `${effect.source}: each unit is named once.`);
  const units: Unit[] = [];
  for (const id of ids) {
    const target = [...draft.ships, ...draft.squadrons].find((candidate) => candidate.id === id);
    if (!target || target.destroyed) return refuse('unknown_target', `${id} is not a unit in play.`);
    if (side !== 'any' && (side === 'enemy') === (target.owner === unit.owner)) return refuse('wrong_side', `${effect.source} names ${side === 'enemy' ? 'an enemy' : 'a friendly'} ${what}, and ${unitName(target)} is not.`);
    if (kind !== 'shipOrSquadron' && target.kind !== kind) return refuse('wrong_kind', `${effect.source} names a ${kind}, and ${unitName(target)} is not.`);
    units.push(target);
  }
  return ok(units);
}

/** Issue 35 · RRG · Damage outside an attack: a squadron on its hull; a ship on one hull zone its owner names (shields first, then facedown damage cards). */
function unitsSuffer(draft: ArmadaState, unit: Unit, effect: UnitCardEffect, change: Extract<ArmadaTurnEffect, { kind: 'unitsSuffer' }>, command: UseCommand, events: ArmadaEvent[]): Result<string> {
  let units: Unit[];
  if (change.to === 'engaged') {
    if (unit.kind !== 'squadron') return refuse('not_a_squadron', `${effect.source}: only a squadron is engaged.`);
    units = engagedWith(draft, unit);
    if (units.length === 0) return ok('no squadron is engaged with it (as the table declared)');
  } else if (change.to === 'defender' || change.to === 'attacker') {
    const fought = draft.attacks[draft.attacks.length - 1] ?? endedAttackNow(draft);
    const party = fought ? (change.to === 'defender' ? fought.defender : fought.attacker) : undefined;
    const found = party ? [...draft.squadrons].find((candidate) => candidate.id === party.id) : undefined;
    if (!found) return refuse('not_a_squadron', `${effect.source} damages the ${change.to === 'defender' ? 'defending' : 'attacking'} squadron.`);
    if (found.destroyed) return ok(`${unitName(found)} is destroyed`);
    units = [found];
  } else if (change.to === 'activated') {
    const activated = activatedOfKind(draft, change.units === 'squadron' ? 'squadron' : 'ship') ?? activatedOfKind(draft, 'squadron');
    if (!activated || activated.destroyed) return refuse('no_activated_unit', `${effect.source}: no unit is activated.`);
    units = [activated];
  } else {
    const named = namedUnits(draft, unit, effect, command, change.side, change.units, change.max);
    if (!named.ok) return named;
    units = named.value;
    const attack = draft.attacks[draft.attacks.length - 1] ?? endedAttackNow(draft);
    const defender = attack ? units.find((target) => target.id === attack.defender.id) : undefined;
    if (defender) return refuse('other_than_defender', `${effect.source} names units other than the defender, and ${unitName(defender)} is the defender.`);
  }
  const words: string[] = [];
  for (const target of units) {
    if (target.kind === 'squadron') {
      const suffered = unitsSufferOne(target, change.amount, events);
      if (!suffered.ok) return suffered;
      words.push(suffered.value);
      continue;
    }
    if (!command.zone) return refuse('choose_zone', `${effect.source}: ${unitName(target)}’s owner names the hull zone that suffers the damage.`);
    const zone = target.hullZones.find((candidate) => candidate.zone === command.zone);
    if (!zone) return refuse('unknown_hull_zone', `${unitName(target)} has no ${hullZoneNames[command.zone]} hull zone.`);
    const suffered = shipSuffersOnZone(draft, target, zone, change.amount, events);
    if (!suffered.ok) return suffered;
    words.push(`${unitName(target)} suffers ${plural(change.amount, 'damage')} on its ${hullZoneNames[command.zone]} zone`);
  }
  return ok(words.join(', '));
}

/**
 * RRG · Overlapping, dealt by a card: the ship that moved and the ship it overlapped are
 * each dealt 1 facedown damage card, with the card's change. The other ship is the activated one
 * (an enemy overlapping the card's ship), or, when the card's ship moved, the one it overlapped
 * (named). One overlap per maneuver: a second card on it is refused.
 */
function overlapDealt(draft: ArmadaState, unit: Unit, effect: UnitCardEffect, change: Extract<ArmadaTurnEffect, { kind: 'overlap' }>, command: UseCommand, events: ArmadaEvent[]): Result<string> {
  const activation = draft.activation.ship;
  if (unit.kind !== 'ship') return refuse('not_a_ship', `${effect.source}: only a ship overlaps.`);
  if (!activation) return refuse('not_activated', `${effect.source}: a ship overlaps another when it executes its maneuver, and no ship is activated.`);
  let other: Unit | undefined;
  if (activation.id === unit.id) {
    const ids = command.targets ?? [];
    if (ids.length !== 1) return refuse('choose_target', `${effect.source}: name the ship ${unitName(unit)} overlapped (the closest one).`);
    other = draft.ships.find((candidate) => candidate.id === ids[0]);
    if (!other || other.destroyed) return refuse('unknown_target', `${ids[0]} is not a ship in play.`);
    if (other.id === unit.id) return refuse('wrong_target', `${unitName(unit)} cannot overlap itself: name the ship it overlapped.`);
  } else {
    other = draft.ships.find((candidate) => candidate.id === activation.id);
    if (!other || other.destroyed) return refuse('not_activated', `${effect.source}: the activated ship is not in play.`);
  }
  if (other.kind !== 'ship') return refuse('wrong_kind', `${effect.source}: only ships overlap ships.`);
  if (change.with === 'enemy' && other.owner === unit.owner) return refuse('wrong_side', `${effect.source} acts on an overlap with an enemy ship, and ${unitName(other)} is friendly.`);
  if (change.smallerOnly && !isLargerSizeClass(unit.size, other.size)) {
    return refuse('not_smaller', `${effect.source} acts only on a ship of a smaller size class than ${unitName(unit)} (${unit.size}), and ${unitName(other)} is ${other.size}.`);
  }
  const maneuver = activation.extraManeuvers?.length ?? 0;
  if (activation.overlapResolved?.maneuver === maneuver) return refuse('overlap_dealt', `This maneuver’s overlap was already dealt (by ${activation.overlapResolved.card}).`);
  if (change.otherFaceup && (command.damageCard === undefined) === (command.drawForMe === undefined)) {
    return refuse('card_or_draw', `${effect.source}: name the damage card drawn for ${unitName(other)} (faceup), or ask the app to draw it (drawForMe), not both.`);
  }
  activation.overlapResolved = { card: effect.source, maneuver, other: other.id };
  const dealtOther = dealOneDamageCard(draft, other, change.otherFaceup, change.otherFaceup ? (command.damageCard ?? null) : null, events);
  if (!dealtOther.ok) return dealtOther;
  const own = 1 - change.ownFewer;
  for (let n = 0; n < own && !unit.destroyed; n++) {
    const dealt = dealOneDamageCard(draft, unit, false, null, events);
    if (!dealt.ok) return dealt;
  }
  const ownWords = own === 0 ? `${unitName(unit)} is dealt none` : `${unitName(unit)} is dealt 1 facedown damage card`;
  return ok(`overlap: ${unitName(other)} is dealt 1 ${change.otherFaceup ? 'faceup' : 'facedown'} damage card, ${ownWords}`);
}

/**
 * shields moved by a card, all in one tap: from 1 hull zone of the card's ship (`zone`)
 * to the defending zone, or to a zone (`toZone`) of the friendly ship named; `amount` of them, up to
 * the card's number, the zone's new count at most the card's cap (else its maximum), engineering
 * points paid from the repair command when the card says so.
 */
function shieldsMoved(draft: ArmadaState, attack: Attack | null, unit: Unit, effect: UnitCardEffect, change: Extract<ArmadaTurnEffect, { kind: 'moveShields' }>, command: UseCommand, events: ArmadaEvent[]): Result<string> {
  if (unit.kind !== 'ship') return refuse('not_a_ship', `${effect.source}: only a ship has shields to move.`);
  const amount = command.amount ?? 1;
  if (amount > change.max) return refuse('too_many_shields', `${effect.source} moves at most ${plural(change.max, 'shield')}.`);
  const from = command.zone ? unit.hullZones.find((zone) => zone.zone === command.zone) : undefined;
  if (!from) return refuse('choose_zone', `${effect.source}: choose the hull zone of ${unitName(unit)} the shields leave.`);
  if (from.shields < amount) return refuse('shields_empty', `${unitName(unit)}’s ${hullZoneNames[from.zone]} zone has ${plural(from.shields, 'shield')}: it cannot give ${amount}.`);
  let ship: Unit = unit;
  let toId: HullZoneId | null | undefined;
  if (change.to === 'defending') {
    if (!attack || attack.defender.id !== unit.id || attack.defender.kind !== 'ship') return refuse('not_defending', `${effect.source} moves shields to the defending hull zone, and ${unitName(unit)} is not defending.`);
    toId = attack.defender.hullZone;
  } else {
    const named = namedUnits(draft, unit, effect, command, 'friendly', 'ship', 1);
    if (!named.ok) return named;
    const friend = named.value[0];
    if (!friend || friend.id === unit.id) return refuse('wrong_target', `${effect.source}: name another friendly ship to receive the shields.`);
    ship = friend;
    toId = command.toZone;
  }
  if (ship.kind !== 'ship') return refuse('not_a_ship', `${effect.source}: only a ship receives shields.`);
  const to = toId ? ship.hullZones.find((zone) => zone.zone === toId) : undefined;
  if (!to) return refuse('choose_zone', `${effect.source}: choose the hull zone of ${unitName(ship)} that receives the shields.`);
  if (to === from) return refuse('same_zone', `${effect.source}: the shields move to another hull zone than the one they leave.`);
  const cap = change.cap > 0 ? change.cap : to.maxShields;
  if (to.shields + amount > cap) return refuse('shields_full', `${unitName(ship)}’s ${hullZoneNames[to.zone]} zone has ${plural(to.shields, 'shield')} and may hold at most ${cap}: move fewer.`);
  if (change.engineering) {
    const activation = draft.activation.ship;
    const points = engineeringPoints(draft, unit);
    const spent = activation?.id === unit.id ? (activation.engineeringSpent ?? 0) : 0;
    if (!activation || activation.id !== unit.id || points === 0) return refuse('no_repair_command', `${effect.source} spends engineering points: ${unitName(unit)} has no repair command in use.`);
    if (spent + amount > points) return refuse('not_enough_engineering', `${unitName(unit)} has ${plural(points - spent, 'engineering point')} left; moving ${plural(amount, 'shield')} costs ${amount}.`);
    activation.engineeringSpent = spent + amount;
  }
  from.shields -= amount;
  events.push({ type: 'shieldsLost', ship: refOf(unit), zone: from.zone, amount, remaining: from.shields });
  to.shields += amount;
  events.push({ type: 'shieldsRecovered', ship: refOf(ship), zone: to.zone, amount, remaining: to.shields });
  const whose = ship === unit ? '' : `${unitName(ship)}’s `;
  return ok(`${plural(amount, 'shield')} moved from the ${hullZoneNames[from.zone]} zone to ${whose}${hullZoneNames[to.zone]} zone${change.engineering ? ` (${plural(amount, 'engineering point')})` : ''}`);
}

/**
 * Command tokens swapped on other friendly ships the player names, at most `max` and one swap each:
 * each ship discards the token named (`gives`) and gains the one named (`command`), within its own
 * limits (one of each type, its command value, unless a card of its own lifts them).
 */
function friendsSwapTokens(draft: ArmadaState, unit: Unit, effect: UnitCardEffect, change: Extract<ArmadaTurnEffect, { kind: 'friendsSwapCommandTokens' }>, command: UseCommand, events: ArmadaEvent[]): Result<string> {
  const swaps = command.gains ?? [];
  if (swaps.length === 0) return refuse('choose_tokens', `${effect.source}: name each friendly ship, the command token it discards and the one it gains.`);
  if (swaps.length > change.max) return refuse('too_many_ships', `${effect.source} swaps tokens on at most ${plural(change.max, 'ship')}.`);
  const words: string[] = [];
  const seen = new Set<string>();
  for (const swap of swaps) {
    const ship = draft.ships.find((candidate) => candidate.id === swap.ship);
    if (!ship || ship.destroyed || ship.owner !== unit.owner) return refuse('not_friendly_ship', `${swap.ship} is not a friendly ship in play.`);
    if (ship.id === unit.id) return refuse('another_ship', `${effect.source} names other friendly ships, not ${unitName(unit)} itself.`);
    if (seen.has(ship.id)) return refuse('ship_twice', `${effect.source}: ${unitName(ship)} discards and gains 1 token, once.`);
    seen.add(ship.id);
    if (!swap.gives) return refuse('choose_command', `${effect.source}: name the command token ${unitName(ship)} discards.`);
    if (!(ship.commandTokens ?? []).includes(swap.gives)) return refuse('no_command_token', `${unitName(ship)} has no ${commandNames[swap.gives]} token to discard.`);
    ship.commandTokens = withoutOneToken(ship.commandTokens ?? [], swap.gives);
    events.push({ type: 'commandTokenDiscarded', ship: refOf(ship), command: swap.gives });
    const why = whyNoCommandToken(ship, swap.command);
    if (why) return refuse('command_token_refused', why);
    ship.commandTokens = [...ship.commandTokens, swap.command];
    words.push(`${unitName(ship)} discards its ${commandNames[swap.gives]} token and gains a ${commandNames[swap.command]} token`);
  }
  return ok(words.join('; '));
}

/**
 * RRG · Evade, resolved by a card with another defense token: the token named is spent (readied →
 * exhausted, exhausted → discarded), counts as spent this attack for nothing of its own, and the
 * evade's effect is resolved on the dice chosen, as the range says. Once per attack, an evade token
 * included; the extra die against a larger ship discards an evade token, so it is not offered here.
 */
function evadeByToken(draft: ArmadaState, attack: Attack | null, unit: Unit, effect: UnitCardEffect, command: UseCommand, events: ArmadaEvent[]): Result<string> {
  if (!attack || attack.defender.id !== unit.id) return refuse('not_defending', `${effect.source} works while ${unitName(unit)} defends.`);
  if (spentForEffect(attack, 'evade')) return refuse('evade_once', 'The evade effect is resolved at most once per attack.');
  const token = command.token ? unit.defenseTokens.find((candidate) => candidate.id === command.token) : undefined;
  if (!token) return refuse('choose_token', `${effect.source}: name the defense token of ${unitName(unit)} it spends.`);
  const blocked = whyDefenseTokenCannotBeSpent(draft, attack, unit, token, false);
  if (blocked) return refuse('defense_token_unavailable', blocked);
  const allowance = evadeAllowance(draft, attack, unit);
  if ((command.dice ?? []).length > allowance.dice) return refuse('evade_too_many_dice', `${effect.source}: this evade affects at most ${plural(allowance.dice, 'die')} (the extra die against a larger ship discards an evade token itself).`);
  const from = token.state;
  token.state = from === 'readied' ? 'exhausted' : 'discarded';
  attack.spentTokens.push({ token: token.id, type: token.type, asCost: true, ...(from === 'exhausted' ? { fromExhausted: true } : {}) });
  events.push({ type: 'defenseTokenSpent', unit: refOf(unit), token: token.id, tokenType: token.type, from, to: token.state, asCost: true, zone: null });
  const evaded = resolveEvade(draft, attack, unit, { dice: command.dice, faces: command.faces, rollForMe: command.rollForMe }, events);
  if (!evaded.ok) return evaded;
  attack.evadeByCard = effect.source;
  return ok(`${defenseTokenNames[token.type]} spent to resolve the evade effect (${allowance.mode === 'cancel' ? 'cancel' : 'reroll'} ${plural((command.dice ?? []).length, 'die')})`);
}

/**
 * Shields moved between the card's ship's own hull zones, all in one tap: each move names the zone
 * the shields leave, the zone they reach and how many. At most `zones` zones receive; a zone that
 * receives gives none; each ends with at most the card's cap.
 */
function ownShieldsMoved(draft: ArmadaState, unit: Unit, effect: UnitCardEffect, change: Extract<ArmadaTurnEffect, { kind: 'moveOwnShields' }>, command: UseCommand, events: ArmadaEvent[]): Result<string> {
  if (unit.kind !== 'ship') return refuse('not_a_ship', `${effect.source}: only a ship has shields to move.`);
  const moves = command.shieldMoves ?? [];
  if (moves.length === 0) return refuse('choose_shields', `${effect.source}: name each hull zone the shields leave, the zone they reach and how many.`);
  const receivers = new Set(moves.map((move) => move.to));
  if (receivers.size > change.zones) return refuse('too_many_zones', `${effect.source} moves shields to at most ${plural(change.zones, 'hull zone')}.`);
  const zoneOf = (id: HullZoneId) => unit.hullZones.find((zone) => zone.zone === id);
  for (const move of moves) {
    if (!zoneOf(move.from) || !zoneOf(move.to)) return refuse('unknown_hull_zone', `${unitName(unit)} has no ${hullZoneNames[zoneOf(move.from) ? move.to : move.from]} hull zone.`);
    if (move.from === move.to || receivers.has(move.from)) return refuse('same_zone', `${effect.source}: a zone that receives shields gives none (${hullZoneNames[move.from]}).`);
  }
  const words: string[] = [];
  for (const move of moves) {
    const from = zoneOf(move.from);
    const to = zoneOf(move.to);
    if (!from || !to) continue;
    if (from.shields < move.amount) return refuse('shields_empty', `${unitName(unit)}’s ${hullZoneNames[from.zone]} zone has ${plural(from.shields, 'shield')}: it cannot give ${move.amount}.`);
    if (to.shields + move.amount > change.cap) return refuse('shields_full', `${unitName(unit)}’s ${hullZoneNames[to.zone]} zone may hold at most ${change.cap} shields: move fewer.`);
    from.shields -= move.amount;
    events.push({ type: 'shieldsLost', ship: refOf(unit), zone: from.zone, amount: move.amount, remaining: from.shields });
    to.shields += move.amount;
    events.push({ type: 'shieldsRecovered', ship: refOf(unit), zone: to.zone, amount: move.amount, remaining: to.shields });
    words.push(`${plural(move.amount, 'shield')} ${hullZoneNames[from.zone]} → ${hullZoneNames[to.zone]}`);
  }
  return ok(`shields moved: ${words.join(', ')}`);
}

/**
 * Damage suffered on another hull zone's shields before Resolve Damage (Advanced Projectors: any zone,
 * with a redirect spent; Adi Gallia: an adjacent zone, 1 per defense token spent): `amount` of it on
 * `zone`, never more than its shields or what is left of the total; the rest is resolved as usual.
 */
function damageOnAnotherZone(draft: ArmadaState, attack: Attack | null, unit: Unit, effect: UnitCardEffect, change: Extract<ArmadaTurnEffect, { kind: 'damageToZone' }>, command: UseCommand, events: ArmadaEvent[]): Result<string> {
  if (!attack || attack.defender.kind !== 'ship' || attack.defender.id !== unit.id || unit.kind !== 'ship') return refuse('not_defending', `${effect.source} acts while ${unitName(unit)} defends.`);
  if (attack.shieldsIgnoredByCard) return refuse('shields_ignored', `${effect.source}: the defender is treated as having no shields this attack.`);
  const defending = attack.defender.hullZone;
  const zone = command.zone ? unit.hullZones.find((candidate) => candidate.zone === command.zone) : undefined;
  if (!zone || zone.zone === defending) return refuse('choose_zone', `${effect.source}: choose a hull zone of ${unitName(unit)} other than the defending ${hullZoneNames[defending]} zone.`);
  if (change.adjacent && !adjacentZones(unit, defending).includes(zone.zone)) return refuse('not_adjacent', `${effect.source}: the ${hullZoneNames[zone.zone]} zone is not adjacent to the defending ${hullZoneNames[defending]} zone.`);
  const amount = command.amount ?? 1;
  const moved = zoneDamageByCard(attack);
  const left = totalDamage(draft, attack).total - moved;
  if (amount > left) return refuse('too_much_damage', `Only ${plural(Math.max(0, left), 'damage')} of this attack is left to suffer: ${effect.source} cannot put ${amount} on the ${hullZoneNames[zone.zone]} zone.`);
  if (amount > zone.shields) return refuse('shields_empty', `${unitName(unit)}’s ${hullZoneNames[zone.zone]} zone has ${plural(zone.shields, 'shield')}: it cannot suffer ${amount} on them.`);
  if (change.perToken) {
    const budget = attack.spentTokens.length - moved;
    if (amount > budget) return refuse('too_much_damage', `${effect.source} moves 1 damage per defense token spent this attack: ${plural(Math.max(0, budget), 'damage')} left to move.`);
  } else {
    // A redirect the attacker's card caps (XI7 Turbolasers) caps what each other zone suffers.
    const cap = unitOf(draft, attack.attacker).cardEffects?.flatMap((fact) => fact.effects).find((candidate) => candidate.kind === 'redirectCap');
    const already = attack.zoneDamageByCard?.[zone.zone] ?? 0;
    if (cap && cap.kind === 'redirectCap' && already + amount > cap.max) return refuse('redirect_capped', `The attacker’s card lets a redirect move at most ${plural(cap.max, 'damage')} to each other hull zone.`);
  }
  zone.shields -= amount;
  events.push({ type: 'shieldsLost', ship: refOf(unit), zone: zone.zone, amount, remaining: zone.shields });
  (attack.zoneDamageByCard ??= {})[zone.zone] = (attack.zoneDamageByCard[zone.zone] ?? 0) + amount;
  return ok(`${plural(amount, 'damage')} suffered on the ${hullZoneNames[zone.zone]} zone’s shields`);
}

/**
 * While repairing: shields spent (one entry of `zones` each, from the card's ship or, `friend`, from
 * 1 zone of the friendly ship named) for `per` engineering points each, added to the repair command
 * (command-dials.ts engineeringPoints reads them); once per activation, whichever way.
 */
function shieldsForEngineering(draft: ArmadaState, unit: Unit, effect: UnitCardEffect, change: Extract<ArmadaTurnEffect, { kind: 'shieldsForEngineering' }>, command: UseCommand, events: ArmadaEvent[]): Result<string> {
  const activation = draft.activation.ship;
  if (unit.kind !== 'ship' || activation?.id !== unit.id || engineeringPoints(draft, unit) === 0) return refuse('no_repair_command', `${effect.source} adds engineering points to a repair command: ${unitName(unit)} has none in use.`);
  if (activation.engineeringByCard) return refuse('already_used', `${activation.engineeringByCard} already spent shields for engineering points this activation.`);
  let ship: Unit = unit;
  if (change.friend) {
    const named = namedUnits(draft, unit, effect, command, 'friendly', 'ship', 1);
    if (!named.ok) return named;
    const friend = named.value[0];
    if (!friend || friend.id === unit.id || friend.kind !== 'ship') return refuse('wrong_target', `${effect.source}: name another friendly ship whose shields are spent.`);
    ship = friend;
  }
  if (ship.kind !== 'ship') return refuse('not_a_ship', `${effect.source}: only a ship has shields.`);
  const zones = command.zones ?? (command.zone ? [command.zone] : []);
  if (zones.length === 0) return refuse('choose_zone', `${effect.source}: choose the hull zones whose shields are spent.`);
  if (zones.length > change.max) return refuse('too_many_shields', `${effect.source} spends at most ${plural(change.max, 'shield')}.`);
  if (change.friend && new Set(zones).size > 1) return refuse('one_zone', `${effect.source}: the shields of another ship come from 1 of its hull zones.`);
  for (const id of new Set(zones)) {
    const zone = ship.hullZones.find((candidate) => candidate.zone === id);
    const want = zones.filter((candidate) => candidate === id).length;
    if (!zone || zone.shields < want) return refuse('shields_empty', `${unitName(ship)}’s ${hullZoneNames[id]} zone has ${plural(zone?.shields ?? 0, 'shield')}: it cannot spend ${want}.`);
  }
  for (const id of new Set(zones)) {
    const zone = ship.hullZones.find((candidate) => candidate.zone === id);
    const amount = zones.filter((candidate) => candidate === id).length;
    if (!zone) continue;
    zone.shields -= amount;
    events.push({ type: 'shieldsLost', ship: refOf(ship), zone: zone.zone, amount, remaining: zone.shields });
  }
  const points = zones.length * change.per;
  activation.extraEngineering = (activation.extraEngineering ?? 0) + points;
  activation.engineeringByCard = effect.source;
  const whose = ship === unit ? '' : `${unitName(ship)}’s `;
  return ok(`${plural(zones.length, 'shield')} of ${whose}${zones.map((id) => hullZoneNames[id]).join(', ')} spent: ${plural(points, 'more engineering point')} for the repair command`);
}

/** Issue 35 · a squadron suffers damage on its hull, destroyed when it reaches it. */
function unitsSufferOne(squadron: Extract<Unit, { kind: 'squadron' }>, amount: number, events: ArmadaEvent[]): Result<string> {
  squadron.damage += amount;
  events.push({ type: 'squadronDamaged', squadron: refOf(squadron), amount, damage: squadron.damage, hull: squadron.hull });
  if (squadron.damage >= squadron.hull && !squadron.destroyed) {
    squadron.destroyed = true;
    events.push({ type: 'unitDestroyed', unit: refOf(squadron) });
    return ok(`${unitName(squadron)} suffers ${plural(amount, 'damage')} and is destroyed`);
  }
  return ok(`${unitName(squadron)} suffers ${plural(amount, 'damage')}`);
}

/** Issue 35 · why a command's token effect is already under way (then it cannot become the dial's instead). */
function whyCommandUnderway(activation: NonNullable<ArmadaState['activation']['ship']>, command: 'navigate' | 'squadron' | 'repair' | 'concentrateFire'): string | null {
  if (command === 'squadron' && (activation.squadronsActivated ?? 0) > 0) return 'the squadron command has already activated squadrons.';
  if (command === 'repair' && (activation.engineeringSpent ?? 0) > 0) return 'engineering points have already been spent.';
  if (command === 'concentrateFire' && (activation.concentrateFire?.added || activation.concentrateFire?.rerolled)) return 'the concentrate fire command has already been used.';
  if (command === 'navigate' && activation.navigateFrom !== undefined) return 'the navigate command has already changed the speed.';
  return null;
}

/** A card's critical effect resolved: the attack's one, or (Fire-Control Team) its second. */
function markCritical(attack: Attack, source: string): void {
  if (attack.criticalByCard) attack.secondCriticalByCard = source;
  else attack.criticalByCard = source;
}

function friendlyTokenOwner(state: ArmadaState, unit: Unit, tokenId: string): Unit | null {
  const owner = [...state.ships, ...state.squadrons].find((candidate) => candidate.defenseTokens.some((token) => token.id === tokenId));
  return owner && owner.owner === unit.owner && !owner.destroyed ? owner : null;
}

const isDice = (change: ArmadaDiceEffect | ArmadaTurnEffect): change is ArmadaDiceEffect =>
  change.kind === 'addDice' || change.kind === 'addFace' || change.kind === 'removeDice' || change.kind === 'reroll' || change.kind === 'change' || change.kind === 'damage';

export function useCardEffect(draft: ArmadaState, command: UseCommand): Result<ArmadaEvent[]> {
  const found = findCardEffect(draft, command.unit, command.ref);
  if (!found) return refuse('unknown_card_effect', `There is no card effect ${command.ref} on ${command.unit}.`);
  const { unit: cardUnit, effect } = found;
  const attack = draft.attacks[draft.attacks.length - 1] ?? null;
  // Outside an attack a fleet-wide card acts on the friendly unit activated now (effects-in-play.ts actingUnit).
  const unit = attack ? cardUnit : (actingUnit(draft, cardUnit, effect) ?? cardUnit);
  const why = whyEffectUnavailable(draft, cardUnit, effect, attack);
  if (why) return refuse('card_effect_unavailable', `${effect.source} cannot be used now: ${why}`);
  const question = effect.conditions.find((condition) => condition.kind === 'ask');
  if (question && question.kind === 'ask' && command.yes !== true) return refuse('answer_first', `${effect.source} asks: ${question.question} Answer yes to use it.`);
  const events: ArmadaEvent[] = [];
  const paid: string[] = [];
  // A spent die pays first; the dice the effect picks follow it in `dice`, numbered after the spend.
  const spendsDie = effect.costs.some((cost) => cost.kind === 'spendDie' || cost.kind === 'spendDieOf');
  for (const cost of effect.costs) {
    const result = payCost(draft, attack, unit, effect, cost, command, events);
    if (!result.ok) return result;
    paid.push(result.value);
  }
  const dice = (command.dice ?? []).slice(spendsDie ? 1 : 0);
  const did: string[] = [];
  for (const change of effect.effects) {
    let result: Result<string>;
    if (isDice(change)) {
      if (!attack) return refuse('no_attack', `${effect.source} changes an attack's dice: no attack is being resolved.`);
      result = applyDice(draft, attack, effect, change, command, dice, events);
    } else {
      result = applyTurn(draft, attack, unit, effect, change, command, events);
    }
    if (!result.ok) return result;
    did.push(result.value);
  }
  if (attack) {
    (attack.cardEffectsUsed ??= []).push(effect.ref);
  }
  cardStatesOf(draft).used.push({ ref: effect.ref, round: draft.round, activation: activatedUnit(draft), ...(draft.activation.squadron ? { squadron: draft.activation.squadron.id } : {}) });
  events.unshift({ type: 'cardEffectUsed', unit: refOf(cardUnit), source: effect.source, upgrade: effect.upgrade ?? null, summary: effect.summary, paid, did });
  return ok(events);
}

/**
 * RRG · Damage, dealt by a card's effect: the ship suffers `amount` on one hull zone, its shields
 * first, then a facedown damage card per point left, stopping once it is destroyed.
 */
function shipSuffersOnZone(draft: ArmadaState, ship: Ship, zone: HullZone, amount: number, events: ArmadaEvent[]): Result<true> {
  const onShields = Math.min(zone.shields, amount);
  if (onShields > 0) {
    zone.shields -= onShields;
    events.push({ type: 'shieldsLost', ship: refOf(ship), zone: zone.zone, amount: onShields, remaining: zone.shields });
  }
  for (let n = onShields; n < amount && !ship.destroyed; n++) {
    const dealt = dealOneDamageCard(draft, ship, false, null, events);
    if (!dealt.ok) return dealt;
  }
  return ok(true);
}
