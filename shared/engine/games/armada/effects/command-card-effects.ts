import { ok, refuse, type Result } from '../../../core/result';
import { flipDamageCardOf } from '../../../core/damage-cards';
import { commandNames, gainRaidToken, whyNoCommandToken, whyRaidBlocks, withoutOneToken } from '../commands/command-dials';
import { afterSpeedChange } from '../damage/damage-card-effects';
import type { CommandOf } from '../model/command-schema';
import type { ArmadaEvent } from '../model/events';
import { keepsRules3 } from '../model/rules-level';
import type { ArmadaState, Attack, CommandName, DieColor, Ship, Unit, UnitCardEffect } from '../model/state';
import { faceExists } from '../attack/dice';
import { cardKeyOf, cardStatesOf, exhaustCard, isExhausted } from '../units/card-states';
import { defenseTokenNames } from '../units/defense-token-names';
import { unitName } from '../units/unit-name';
import { adjacentZones, hullZoneNames } from '../units/hull-zones';
import { allUnits, refOf } from '../units/units';
import type { ArmadaTurnEffect } from './card-effect';
import { endedAttackNow } from './effects-in-play';

// Commanders, officers and titles that act on commands, dials, speed and the activation's order:
// an extra dial, raid tokens for the enemy fleet, a speed change a card makes, the maneuver said
// done, command tokens placed on ships or taken from a friend, a token a friend restores, and a
// repair made cheaper. Called by use-card-effect.ts; the facts say which card does which.

type UseCommand = CommandOf<'useCardEffect'>;

export type CommandCardEffect = Extract<
  ArmadaTurnEffect,
  { kind: 'extraDial' | 'enemiesGainRaidToken' | 'speedBy' | 'attackAfterManeuver' | 'maneuverExecuted' | 'placeTokensOnShips' | 'takeFriendTokens' | 'attackerGainsRaidToken' | 'friendRestoresToken' | 'repairRelief' | 'swapCardDie' | 'setEnemyDials' | 'arrangeDamageDeck' | 'squadronAfterManeuver' | 'markZone' | 'addAdjacentZoneDie' | 'removeGatheredDie' | 'slowForManeuver' | 'spendLimitWhileExhausted' | 'enemyDialExhaustsCard' }
>;

const activated = (draft: ArmadaState, unit: Unit) => (unit.kind === 'ship' && draft.activation.ship?.id === unit.id ? draft.activation.ship : null);

export function applyCommandCardEffect(draft: ArmadaState, attack: Attack | null, unit: Unit, effect: UnitCardEffect, change: CommandCardEffect, command: UseCommand, events: ArmadaEvent[]): Result<string> {
  switch (change.kind) {
    case 'extraDial': {
      // RRG · Commands: a dial resolves the command's full effect, and joins a token of the same type.
      const activation = activated(draft, unit);
      if (!activation || unit.kind !== 'ship') return refuse('not_activated', `${effect.source} works for the activated ship’s command.`);
      const chosen = command.command;
      if (!chosen) return refuse('choose_command', `${effect.source}: choose the command of the extra dial.`);
      const blocked = whyRaidBlocks(unit, chosen);
      if (blocked) return refuse('raid_token', blocked);
      if (activation.noMoreCommands) return refuse('no_more_commands', `${activation.noMoreCommands}: ${unitName(unit)} resolves no other command this round.`);
      const list = (activation.commands ??= []);
      const inUse = list.find((candidate) => candidate.command === chosen);
      if (change.tokenOnly && !(inUse?.token && !inUse.dial)) return refuse('no_token_command', `${effect.source}: ${unitName(unit)} has resolved no ${commandNames[chosen]} command with a token alone this activation.`);
      // RRG · Command Tokens: a dial gained this way may be spent at once for its token instead (not for a dial the card adds to a token).
      if (command.payWith === 'token' && !change.tokenOnly) {
        const why = whyNoCommandToken(unit, chosen);
        if (why) return refuse('command_token_refused', why);
        unit.commandTokens = [...(unit.commandTokens ?? []), chosen];
        return ok(`${unitName(unit)} spends the extra ${commandNames[chosen]} dial for a ${commandNames[chosen]} token`);
      }
      if (inUse?.dial) return refuse('dial_in_use', `${unitName(unit)} already resolves a ${commandNames[chosen]} dial this activation.`);
      if (inUse) inUse.dial = true;
      else list.push({ command: chosen, dial: true, token: false });
      return ok(`${unitName(unit)} resolves ${commandNames[chosen]} as if it had spent a dial of it${change.tokenOnly ? ' as well as the token' : ''}`);
    }
    case 'enemiesGainRaidToken': {
      const gained = command.command;
      if (!gained) return refuse('choose_command', `${effect.source}: choose the raid token’s type.`);
      const gaining: string[] = [];
      const held: string[] = [];
      for (const ship of draft.ships.filter((candidate) => candidate.owner !== unit.owner && !candidate.destroyed)) {
        const raid = gainRaidToken(ship, gained, effect.source);
        if (raid.ok) {
          events.push(raid.value);
          gaining.push(unitName(ship));
        } else held.push(unitName(ship));
      }
      const name = commandNames[gained].toLowerCase();
      const words = gaining.length > 0 ? `${gaining.join(', ')} gain${gaining.length === 1 ? 's' : ''} a ${name} raid token` : `no enemy ship can gain a ${name} raid token`;
      return ok(held.length > 0 && gaining.length > 0 ? `${words} (${held.join(', ')} already has one)` : words);
    }
    case 'speedBy': {
      if (unit.kind !== 'ship') return refuse('not_a_ship', 'Only a ship has a speed to change.');
      const activation = activated(draft, unit);
      if (change.blocksNavigate) {
        if (!activation) return refuse('not_activated', `${effect.source} changes its ship’s speed in its own activation.`);
        if (activation.navigateFrom !== undefined) return refuse('navigated', `${unitName(unit)} has resolved a Navigate command this activation: ${effect.source} works only before one.`);
      }
      const by = command.speedChange ?? 0;
      if (by === 0 || Math.abs(by) > change.max) return refuse('choose_speed', `${effect.source}: choose a speed change of 1${change.max > 1 ? ` to ${change.max}` : ''}, up or down.`);
      const to = unit.speed + by;
      if (to < 0 || to > unit.maxSpeed) return refuse('speed_out_of_range', `${unitName(unit)} is at speed ${unit.speed}: it cannot go to ${to} (0 to ${unit.maxSpeed}).`);
      const from = unit.speed;
      unit.speed = to;
      events.push({ type: 'speedChanged', ship: refOf(unit), from, to });
      afterSpeedChange(draft, unit, events);
      if (change.blocksNavigate && activation) activation.navigateBlockedBy = effect.source;
      // Rules 3: the speed is changed as the ship executes its maneuver, after its attacks (as a Navigate command's).
      if (activation && keepsRules3(draft)) activation.maneuvering = true;
      return ok(`${unitName(unit)}: speed ${from} → ${to}${change.blocksNavigate ? '; it resolves no Navigate command this activation' : ''}`);
    }
    case 'attackAfterManeuver':
      return ok(`${unitName(unit)} may perform 1 of its attacks after its first maneuver${change.oneBefore ? ', and only 1 before it' : ''}`);
    case 'maneuverExecuted': {
      const activation = activated(draft, unit);
      if (!activation) return refuse('not_activated', `${effect.source}: only the activated ship executes its maneuver.`);
      if (activation.maneuvering) return refuse('maneuvering', `${unitName(unit)} has already begun its maneuver.`);
      activation.maneuvering = true;
      return ok(`${unitName(unit)} has executed its first maneuver: its attack after it may be declared`);
    }
    case 'placeTokensOnShips':
      return placeTokens(draft, unit, effect, change.count, command);
    case 'takeFriendTokens':
      return takeFriendTokens(draft, unit, effect, command, events);
    case 'attackerGainsRaidToken': {
      const gained = command.command;
      if (!gained) return refuse('choose_command', `${effect.source}: the attacker chooses the raid token’s type.`);
      const fought = attack ?? endedAttackNow(draft);
      const attacker = fought?.attacker.kind === 'ship' ? draft.ships.find((ship) => ship.id === fought.attacker.id) : undefined;
      if (!attacker) return refuse('not_a_ship', `${effect.source}: only an attacking ship gains the raid token.`);
      const raid = gainRaidToken(attacker, gained, effect.source);
      if (!raid.ok) return raid;
      events.push(raid.value);
      return ok(`${unitName(attacker)} gains a ${commandNames[gained]} raid token`);
    }
    case 'friendRestoresToken': {
      const target = command.targets?.[0];
      const friend = target ? allUnits(draft).find((candidate) => candidate.id === target) : undefined;
      if (!friend || friend.owner !== unit.owner || friend.destroyed) return refuse('choose_target', `${effect.source}: name a friendly ship or unique squadron in play.`);
      if (friend.kind === 'squadron' && !friend.unique) return refuse('not_unique', `${effect.source} names a ship or a unique squadron: ${unitName(friend)} is not unique.`);
      const token = friend.defenseTokens.find((candidate) => candidate.id === command.token);
      if (!token || token.state === 'readied') return refuse('choose_token', `${effect.source}: name one of ${unitName(friend)}’s exhausted or discarded defense tokens.`);
      const from = token.state;
      token.state = from === 'exhausted' ? 'readied' : 'exhausted';
      return ok(from === 'exhausted' ? `${unitName(friend)} readies its ${defenseTokenNames[token.type]}` : `${unitName(friend)} recovers its ${defenseTokenNames[token.type]}, exhausted`);
    }
    case 'repairRelief': {
      const activation = activated(draft, unit);
      if (!activation || unit.kind !== 'ship') return refuse('not_activated', `${effect.source} works in its ship’s repair command.`);
      const faceup = unit.damageCards.filter((card) => card.faceup && card.trait === change.trait);
      const named = command.cards ? faceup.filter((card) => command.cards?.includes(card.id)) : faceup;
      if (command.cards && named.length !== command.cards.length) return refuse('choose_cards', `${effect.source} turns only ${unitName(unit)}’s faceup ${change.trait} damage cards facedown.`);
      for (const card of named) {
        const flipped = flipDamageCardOf(unit, card.id, false);
        if (!flipped.ok) return flipped;
        draft.pendingEffects = (draft.pendingEffects ?? []).filter((pending) => pending.card !== card.id);
        events.push({ type: 'damageCardFlipped', ship: refOf(unit), card: card.name, cardId: card.id, faceup: false });
      }
      activation.facedownRepairDiscount = change.discount;
      const flippedWords = named.length > 0 ? `${named.map((card) => card.name).join(', ')} turned facedown; ` : '';
      return ok(`${flippedWords}repairing a facedown damage card costs ${change.discount} fewer engineering point${change.discount === 1 ? '' : 's'} this activation`);
    }
    case 'swapCardDie':
      return swapCardDie(draft, attack, unit, effect, change.color, command, events);
    case 'setEnemyDials': {
      const target = command.targets?.[0];
      const ship = target ? draft.ships.find((candidate) => candidate.id === target) : undefined;
      if (!ship || ship.owner === unit.owner || ship.destroyed) return refuse('choose_target', `${effect.source}: name an enemy ship in play.`);
      const dials = command.dials ?? [];
      if (dials.length === 0) return refuse('choose_dials', `${effect.source}: name the new command of each of ${unitName(ship)}’s dials, from the top.`);
      if (dials.length > ship.command) return refuse('too_many_dials', `${unitName(ship)} has at most ${ship.command} command dial${ship.command === 1 ? '' : 's'} (its command value).`);
      ship.dialsSetByCard = { card: effect.source, commands: [...dials] };
      return ok(`${unitName(ship)}’s dials set, from the top: ${dials.map((name) => commandNames[name]).join(', ')}`);
    }
    case 'markZone': {
      if (unit.kind !== 'ship') return refuse('not_a_ship', `${effect.source} marks one of its ship’s hull zones.`);
      const zone = unit.hullZones.find((candidate) => candidate.zone === command.zone);
      if (!zone) return refuse('choose_zone', `${effect.source}: choose the hull zone it marks.`);
      const states = cardStatesOf(draft);
      states.zones = { ...(states.zones ?? {}), [cardKeyOf(effect)]: zone.zone };
      return ok(`${unitName(unit)}’s ${hullZoneNames[zone.zone]} zone is marked with the focus token`);
    }
    case 'addAdjacentZoneDie':
    case 'removeGatheredDie': {
      if (!attack || attack.step !== 'rollAttackDice') return refuse('after_roll', `${effect.source} changes the dice before they are rolled.`);
      const color = command.color;
      if (!color) return refuse('choose_colour', `${effect.source}: choose the die’s colour.`);
      if (change.kind === 'removeGatheredDie') {
        if (attack.gathered[color] === 0) return refuse('no_dice', `No ${color} die is gathered.`);
        attack.gathered = { ...attack.gathered, [color]: attack.gathered[color] - 1 };
        return ok(`1 ${color} die removed from the dice to roll`);
      }
      const from = attack.attacker.kind === 'ship' ? attack.attacker.hullZone : null;
      if (unit.kind !== 'ship' || !from) return refuse('not_a_ship', `${effect.source} works for a ship attacking from a hull zone.`);
      const neighbours = adjacentZones(unit, from).map((id) => unit.hullZones.find((zone) => zone.zone === id)).filter((zone) => zone !== undefined);
      if (!neighbours.some((zone) => zone.battery[color] > 0)) return refuse('colour_not_adjacent', `No hull zone next to the ${hullZoneNames[from]} zone has a ${color} die in its battery.`);
      attack.gathered = { ...attack.gathered, [color]: attack.gathered[color] + 1 };
      return ok(`1 ${color} die from an adjacent zone’s battery added to the dice to roll`);
    }
    case 'slowForManeuver': {
      const activation = draft.activation.ship;
      const ship = activation ? draft.ships.find((candidate) => candidate.id === activation.id) : undefined;
      if (!activation || !ship || ship.owner === unit.owner) return refuse('not_activated', `${effect.source} works as an enemy ship maneuvers.`);
      if (activation.navigateFrom !== undefined || activation.maneuvering) return refuse('maneuvering', `${unitName(ship)} has already begun its maneuver: ${effect.source} is used before it.`);
      if (activation.speedGivenBack) return refuse('already_slowed', `${activation.speedGivenBack.card} has already lowered ${unitName(ship)}’s speed for this maneuver.`);
      if (ship.speed === 0) return ok(`${unitName(ship)} is already at speed 0`);
      const from = ship.speed;
      ship.speed -= 1;
      activation.speedGivenBack = { by: 1, card: effect.source };
      events.push({ type: 'speedChanged', ship: refOf(ship), from, to: ship.speed });
      return ok(`${unitName(ship)}: speed ${from} → ${ship.speed} for this maneuver (given back as its activation ends)`);
    }
    case 'enemyDialExhaustsCard': {
      const activation = draft.activation.ship;
      const enemy = activation ? draft.ships.find((candidate) => candidate.id === activation.id) : undefined;
      if (!activation || !enemy || enemy.owner === unit.owner) return refuse('not_activated', `${effect.source} is exhausted by an activated enemy ship.`);
      if (isExhausted(draft, cardKeyOf(effect))) return refuse('card_exhausted', `${effect.source} is already exhausted.`);
      const inUse = activation.commands?.find((candidate) => candidate.command === change.command && candidate.dial);
      if (!inUse) return refuse('no_dial', `${unitName(enemy)} has no revealed ${commandNames[change.command]} dial to discard.`);
      if (change.command === 'squadron' && (activation.squadronsActivated ?? 0) > 0) return refuse('dial_used', `${unitName(enemy)}’s squadron dial has already activated squadrons.`);
      inUse.dial = false;
      activation.commands = (activation.commands ?? []).filter((candidate) => candidate.dial || candidate.token);
      exhaustCard(draft, cardKeyOf(effect));
      return ok(`${unitName(enemy)} discards its ${commandNames[change.command]} dial: ${effect.source} is exhausted`);
    }
    case 'spendLimitWhileExhausted':
      return ok(`while ${effect.source} is exhausted, ${unitName(unit)} spends at most ${change.max} defense token${change.max === 1 ? '' : 's'} while defending`);
    case 'squadronAfterManeuver':
      return ok(`${unitName(unit)} may resolve its squadron command after it executes a maneuver`);
    case 'arrangeDamageDeck': {
      // The app's deck (drawn by the app); a table drawing from its own deck does this by hand.
      const deck = draft.damageDeck;
      const seen = deck.drawPile.slice(0, change.look);
      const kept = command.damageCard;
      if (!kept || !seen.includes(kept)) return refuse('choose_card', `${effect.source}: name the card put back on top, one of the ${seen.length} on top of the damage deck (${seen.join(', ')}).`);
      const others = [...seen];
      others.splice(others.indexOf(kept), 1);
      deck.drawPile = [kept, ...deck.drawPile.slice(seen.length)];
      deck.discardPile = [...deck.discardPile, ...others];
      return ok(`${kept} is put back on top of the damage deck; ${others.length > 0 ? `${others.join(', ')} discarded` : 'no other card was there'}`);
    }
  }
}

/** The die kept on the card exchanged with a pool die (Gunnery Chief Varnillian): both keep their faces. */
function swapCardDie(draft: ArmadaState, attack: Attack | null, unit: Unit, effect: UnitCardEffect, color: DieColor, command: UseCommand, events: ArmadaEvent[]): Result<string> {
  if (!attack) return refuse('no_attack', `${effect.source} works in an attack.`);
  const index = command.dice?.[0];
  const spent = index === undefined ? undefined : attack.pool[index];
  if (index === undefined || !spent) return refuse('choose_die', `${effect.source}: choose the die of the pool to exchange.`);
  const states = cardStatesOf(draft);
  const key = cardKeyOf(effect);
  // Placed after deployment: blank, or (the second player) a face the player names at the first use.
  let kept = states.dice?.[key];
  if (!kept) {
    const second = draft.firstPlayer ? unit.owner !== draft.firstPlayer : false;
    const named = second ? command.faces?.[0] : undefined;
    if (named && !faceExists(color, named)) return refuse('no_such_face', `A ${color} die has no ${named} face.`);
    kept = { color, face: named ?? 'blank' };
  }
  attack.pool.splice(index, 1);
  events.push({ type: 'attackDieRemoved', die: index, color: spent.color, face: spent.face, canceledBy: null });
  attack.pool.push({ color: kept.color, face: kept.face, accuracySpent: false });
  events.push({ type: 'attackDieAdded', color: kept.color, face: kept.face, rolledByApp: false });
  states.dice = { ...(states.dice ?? {}), [key]: { color: spent.color, face: spent.face } };
  return ok(`the ${spent.color} ${spent.face} goes on the card; its ${kept.color} ${kept.face} joins the pool`);
}

/** Tokens placed on ships (Hondo Ohnaka): `gains` in order, the player's `count` then the opponent's; every type different, each side's on different ships. */
function placeTokens(draft: ArmadaState, unit: Unit, effect: UnitCardEffect, count: number, command: UseCommand): Result<string> {
  const gains = command.gains ?? [];
  if (gains.length === 0 || gains.length > count * 2) return refuse('choose_tokens', `${effect.source}: name up to ${count} tokens you place, then up to ${count} your opponent places, each on a ship.`);
  if (new Set(gains.map((gain) => gain.command)).size !== gains.length) return refuse('same_type', `${effect.source}: every token placed is of a different type.`);
  const sides = [gains.slice(0, count), gains.slice(count)];
  if (sides.some((side) => new Set(side.map((gain) => gain.ship)).size !== side.length)) return refuse('same_ship', `${effect.source}: each player places their tokens on different ships.`);
  const words: string[] = [];
  for (const gain of gains) {
    const ship = draft.ships.find((candidate) => candidate.id === gain.ship && !candidate.destroyed);
    if (!ship) return refuse('choose_target', `${effect.source}: ${gain.ship} is not a ship in play.`);
    const why = whyNoCommandToken(ship, gain.command);
    if (why) {
      words.push(`${unitName(ship)} cannot take a ${commandNames[gain.command]} token`);
      continue;
    }
    ship.commandTokens = [...(ship.commandTokens ?? []), gain.command];
    words.push(`${unitName(ship)} gains a ${commandNames[gain.command]} token`);
  }
  return ok(words.join('; '));
}

/** A friend's tokens discarded for matching ones (Rune Haako): one friendly ship named in `gains`, one entry per token. */
function takeFriendTokens(draft: ArmadaState, unit: Unit, effect: UnitCardEffect, command: UseCommand, events: ArmadaEvent[]): Result<string> {
  if (unit.kind !== 'ship') return refuse('not_a_ship', 'Only a ship gains command tokens.');
  const gains = command.gains ?? [];
  if (gains.length === 0) return refuse('choose_tokens', `${effect.source}: name the tokens the other friendly ship discards.`);
  if (new Set(gains.map((gain) => gain.ship)).size !== 1) return refuse('one_ship', `${effect.source} takes tokens from one other friendly ship.`);
  const friend: Ship | undefined = draft.ships.find((ship) => ship.id === gains[0]?.ship);
  if (!friend || friend.id === unit.id || friend.owner !== unit.owner || friend.destroyed) return refuse('choose_target', `${effect.source} names another friendly ship.`);
  const taken: CommandName[] = [];
  for (const gain of gains) {
    if (!(friend.commandTokens ?? []).includes(gain.command)) return refuse('no_command_token', `${unitName(friend)} has no ${commandNames[gain.command]} token to discard.`);
    const why = whyNoCommandToken(unit, gain.command);
    if (why) return refuse('command_token_refused', why);
    friend.commandTokens = withoutOneToken(friend.commandTokens ?? [], gain.command);
    events.push({ type: 'commandTokenDiscarded', ship: refOf(friend), command: gain.command });
    unit.commandTokens = [...(unit.commandTokens ?? []), gain.command];
    taken.push(gain.command);
  }
  return ok(`${unitName(friend)} discards ${taken.map((name) => commandNames[name]).join(', ')}; ${unitName(unit)} gains the matching token${taken.length === 1 ? '' : 's'}`);
}
