import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/command-schema';
import { engineeringValue } from '../damage/damage-card-effects';
import { hasFaceupDamage } from '../units/units';
import type { ArmadaEvent } from '../model/events';
import { adjacentZones, hullZoneNames, hullZoneOf } from '../units/hull-zones';
import type { ArmadaState, CommandInUse, CommandName, Ship } from '../model/state';
import { findShip, refOf } from '../units/units';
import { shieldMaximum, zoneBlockingRecovery } from '../units/shield-maximum';
import { cardKeyOf, isExhausted } from '../units/card-states';
import { topDialUsed } from './dials-set-by-card';

// RRG 1.5.0 · Commands. Physical first: the dials stay on the table; at activation the player says
// which command the top dial shows and whether it is resolved now (dial) or kept as a token. Tokens
// are at most the command value, one of each type. Each command's effect is offered where it applies.

export const commandNames: Record<CommandName, string> = {
  navigate: 'Navigate',
  squadron: 'Squadron',
  repair: 'Repair',
  concentrateFire: 'Concentrate Fire',
};

export function commandsInUse(state: ArmadaState, ship: Ship): CommandInUse[] {
  const activation = state.activation.ship;
  return activation && activation.id === ship.id ? (activation.commands ?? []) : [];
}

export function commandInUse(state: ArmadaState, ship: Ship, command: CommandName): CommandInUse | null {
  return commandsInUse(state, ship).find((inUse) => inUse.command === command) ?? null;
}

function use(state: ArmadaState, command: CommandName, from: 'dial' | 'token'): void {
  const activation = state.activation.ship;
  if (!activation) return;
  const list = (activation.commands ??= []);
  const found = list.find((inUse) => inUse.command === command);
  if (found) found[from] = true;
  else list.push({ command, dial: from === 'dial', token: from === 'token' });
}

/** The ship's command tokens with one of this type spent or discarded (a card may let it hold two of one type). */
export function withoutOneToken(tokens: readonly CommandName[], command: CommandName): CommandName[] {
  const at = tokens.indexOf(command);
  return at < 0 ? [...tokens] : [...tokens.slice(0, at), ...tokens.slice(at + 1)];
}

/** What the ship's cards change of the token rules: two of one type (`repeats`: Nova Defiant; Executor too), any number (`unlimited`: Executor). The one place those kinds are read. */
export function commandTokenRules(ship: Ship): { repeats: boolean; unlimited: boolean } {
  const kinds = new Set((ship.cardEffects ?? []).flatMap((effect) => effect.effects.map((change) => change.kind)));
  return { repeats: kinds.has('repeatCommandTokens') || kinds.has('anyCommandTokens'), unlimited: kinds.has('anyCommandTokens') };
}

/** Why the ship cannot gain this command token now, else null (Life Support Failure, one of each type, the command value). */
export function whyNoCommandToken(ship: Ship, command: CommandName): string | null {
  if (hasFaceupDamage(ship, 'Life Support Failure')) return `Life Support Failure: ${ship.name} cannot have command tokens.`;
  const tokens = ship.commandTokens ?? [];
  // A card may let the ship hold two of one type (Nova Defiant), or any number of any types (Executor).
  const rules = commandTokenRules(ship);
  if (rules.unlimited) return null;
  if (tokens.includes(command) && !rules.repeats) return `${ship.name} already has a ${commandNames[command]} token: a ship holds one of each type.`;
  // Issue 35 · a card may raise the number of tokens the ship holds (Phoenix Home).
  const limit = ship.cardEffects?.flatMap((effect) => effect.effects).find((change) => change.kind === 'commandTokenLimit');
  if (limit && limit.kind === 'commandTokenLimit') {
    if (tokens.length >= limit.limit) return `${ship.name} already holds ${tokens.length} command tokens, the most its card allows: discard one first.`;
    return null;
  }
  if (tokens.length >= ship.command) return `${ship.name} already holds ${tokens.length} command token${tokens.length === 1 ? '' : 's'}, its command value: discard one first.`;
  return null;
}

function activeShip(draft: ArmadaState, shipId: string, doing: string): Result<Ship> {
  const found = findShip(draft, shipId);
  if (!found.ok) return found;
  if (draft.activation.ship?.id !== shipId) return refuse('not_activated', `${found.value.name} is not activated: it ${doing} during its own activation.`);
  return found;
}

/** Why the activated ship cannot reveal this command on its dial now (revealed already, discarded, Crew Panic pending, a card changed it), else null. */
export function whyDialCannotBeRevealed(draft: ArmadaState, ship: Ship, command: CommandName): Result<never> | null {
  const activation = draft.activation.ship;
  if (activation?.dialRevealed) return refuse('dial_revealed', `${ship.name} has already revealed its command dial this activation.`);
  if (ship.dialDiscarded) return refuse('dial_discarded', `Crew Panic: ${ship.name} discarded its dial and reveals none this round.`);
  if (draft.pendingEffects?.some((effect) => effect.ship === ship.id && effect.kind === 'crewPanic')) {
    return refuse('crew_panic', `Crew Panic: answer it first (suffer 1 damage or discard the dial) before ${ship.name} reveals its dial.`);
  }
  const changed = activation?.dialChangedTo;
  if (changed && changed.command !== command) return refuse('dial_changed', `${changed.card} changed ${ship.name}’s dial to ${commandNames[changed.command]}: it reveals that command.`);
  const set = ship.dialsSetByCard;
  const top = set?.commands[0];
  if (!changed && set && top && top !== command) return refuse('dial_set', `${set.card} set ${ship.name}’s next dial to ${commandNames[top]}: it reveals that command.`);
  return null;
}


/** Reveal Command Dial: the command shown, spent now as a dial or kept as a token. */
export function revealCommand(draft: ArmadaState, command: CommandOf<'revealCommand'>): Result<ArmadaEvent[]> {
  const found = activeShip(draft, command.ship, 'reveals its dial');
  if (!found.ok) return found;
  const ship = found.value;
  const activation = draft.activation.ship;
  const unrevealable = whyDialCannotBeRevealed(draft, ship, command.command);
  if (unrevealable) return unrevealable;
  if (command.as === 'dial') {
    const raid = whyRaidBlocks(ship, command.command);
    if (raid) return refuse('raid_token', `${raid} Keep the dial as a token, or discard the dial to discard every raid token.`);
  }
  if (command.as === 'token') {
    const why = whyNoCommandToken(ship, command.command);
    if (why) return refuse('command_token_refused', why);
    ship.commandTokens = [...(ship.commandTokens ?? []), command.command];
  } else {
    use(draft, command.command, 'dial');
  }
  if (activation) {
    activation.dialRevealed = true;
    activation.revealedCommand = command.command;
  }
  topDialUsed(ship);
  return ok([{ type: 'commandRevealed', ship: refOf(ship), command: command.command, as: command.as }]);
}

/** A command token spent this activation: its (smaller) effect joins the dial's, if any. */
export function spendCommandToken(draft: ArmadaState, command: CommandOf<'spendCommandToken'>): Result<ArmadaEvent[]> {
  const found = activeShip(draft, command.ship, 'spends command tokens');
  if (!found.ok) return found;
  const ship = found.value;
  const tokens = ship.commandTokens ?? [];
  const stopped = draft.activation.ship?.noMoreCommands;
  if (stopped) return refuse('no_more_commands', `${stopped}: ${ship.name} resolves no other command this round.`);
  if (!tokens.includes(command.command)) return refuse('no_command_token', `${ship.name} has no ${commandNames[command.command]} token to spend.`);
  const raid = whyRaidBlocks(ship, command.command);
  if (raid) return refuse('raid_token', raid);
  if (commandInUse(draft, ship, command.command)?.token) return refuse('token_in_use', `${ship.name} has already spent a ${commandNames[command.command]} token this activation.`);
  ship.commandTokens = withoutOneToken(tokens, command.command);
  use(draft, command.command, 'token');
  return ok([{ type: 'commandTokenSpent', ship: refOf(ship), command: command.command }]);
}

/** RRG 1.5.0 · Raid Tokens: why the ship cannot resolve this command now (a matching raid token), else null. */
export function whyRaidBlocks(ship: Ship, command: CommandName): string | null {
  return (ship.raidTokens ?? []).includes(command) ? `${ship.name} has a ${commandNames[command]} raid token: it cannot resolve a ${commandNames[command]} command while it has it.` : null;
}

/** RRG 1.5.0 · Raid Tokens: one of each type, on a ship only; `by` says in the history who gave it. */
export function gainRaidToken(ship: Ship, command: CommandName, by: string): Result<ArmadaEvent> {
  if ((ship.raidTokens ?? []).includes(command)) return refuse('raid_token_held', `${ship.name} already has a ${commandNames[command]} raid token: a ship holds one of each type.`);
  ship.raidTokens = [...(ship.raidTokens ?? []), command];
  return ok({ type: 'raidTokenGained', ship: refOf(ship), command, by });
}

/**
 * RRG 1.5.0 · Raid Tokens: when the ship reveals its dial it may discard that dial (not resolved) to
 * discard all its raid tokens, or discard a command token to discard the matching raid token.
 */
export function discardRaidTokens(draft: ArmadaState, command: CommandOf<'discardRaidTokens'>): Result<ArmadaEvent[]> {
  const found = activeShip(draft, command.ship, 'discards raid tokens as it reveals its dial');
  if (!found.ok) return found;
  const ship = found.value;
  const activation = draft.activation.ship;
  const raids = ship.raidTokens ?? [];
  if (raids.length === 0) return refuse('no_raid_token', `${ship.name} has no raid token.`);
  if (command.by === 'dial') {
    if (activation?.dialRevealed) return refuse('dial_revealed', `${ship.name} has already revealed its command dial this activation: the dial is discarded as it is revealed.`);
    if (ship.dialDiscarded) return refuse('dial_discarded', `Crew Panic: ${ship.name} discarded its dial and reveals none this round.`);
    const changed = activation?.dialChangedTo;
    if (changed && changed.command !== command.command) return refuse('dial_changed', `${changed.card} changed ${ship.name}’s dial to ${commandNames[changed.command]}: it reveals that command.`);
    const top = ship.dialsSetByCard?.commands[0];
    if (!changed && top && top !== command.command) return refuse('dial_set', `${ship.dialsSetByCard?.card} set ${ship.name}’s next dial to ${commandNames[top]}: it reveals that command.`);
    if (activation) {
      activation.dialRevealed = true;
      activation.revealedCommand = command.command;
    }
    topDialUsed(ship);
    ship.raidTokens = [];
    return ok([{ type: 'raidTokensDiscarded', ship: refOf(ship), commands: raids, by: 'dial', command: command.command }]);
  }
  if (!activation?.dialRevealed) return refuse('dial_not_revealed', `${ship.name} discards raid tokens when it reveals its dial: reveal it first.`);
  if (!raids.includes(command.command)) return refuse('no_raid_token', `${ship.name} has no ${commandNames[command.command]} raid token.`);
  if (!(ship.commandTokens ?? []).includes(command.command)) return refuse('no_command_token', `${ship.name} has no ${commandNames[command.command]} token to discard.`);
  ship.commandTokens = withoutOneToken(ship.commandTokens ?? [], command.command);
  ship.raidTokens = raids.filter((token) => token !== command.command);
  return ok([{ type: 'raidTokensDiscarded', ship: refOf(ship), commands: [command.command], by: 'token', command: command.command }]);
}

export function discardCommandToken(draft: ArmadaState, command: CommandOf<'discardCommandToken'>): Result<ArmadaEvent[]> {
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  const ship = found.value;
  if (!(ship.commandTokens ?? []).includes(command.command)) return refuse('no_command_token', `${ship.name} has no ${commandNames[command.command]} token to discard.`);
  ship.commandTokens = withoutOneToken(ship.commandTokens ?? [], command.command);
  return ok([{ type: 'commandTokenDiscarded', ship: refOf(ship), command: command.command }]);
}

/** RRG · Squadron command: the dial activates up to the squadron value, a token one squadron; a card may add more (use-card-effect.ts). */
export function squadronsTheCommandActivates(state: ArmadaState, ship: Ship): number {
  const inUse = commandInUse(state, ship, 'squadron');
  if (!inUse) return 0;
  const byCard = state.activation.ship?.id === ship.id ? (state.activation.ship.extraSquadrons ?? 0) : 0;
  return (inUse.dial ? (ship.squadronValue ?? 0) : 0) + (inUse.token ? 1 : 0) + byCard;
}

/** RRG 1.5.0 p.4 · Repair command: engineering points from the dial (the value) and a token (half the value, rounded up). */
/** Why a card of the ship stops it spending engineering points now (Task Force Antilles exhausted), else null. The one place `noEngineeringWhileExhausted` is read. */
export function whyNoEngineering(state: ArmadaState, ship: Ship): string | null {
  const stopping = (ship.cardEffects ?? []).find((effect) => effect.effects.some((change) => change.kind === 'noEngineeringWhileExhausted') && isExhausted(state, cardKeyOf(effect)));
  return stopping ? `${stopping.source} is exhausted: ${ship.name} cannot spend engineering points until it is readied.` : null;
}

export function engineeringPoints(state: ArmadaState, ship: Ship): number {
  const inUse = commandInUse(state, ship, 'repair');
  if (!inUse || whyNoEngineering(state, ship)) return 0;
  const value = engineeringValue(ship);
  // a card may add points to this activation's repair command (use-card-effect.ts shieldsForEngineering).
  const byCard = state.activation.ship?.id === ship.id ? (state.activation.ship.extraEngineering ?? 0) : 0;
  return (inUse.dial ? value : 0) + (inUse.token ? Math.ceil(value / 2) : 0) + byCard;
}

const repairCosts = { moveShield: 1, recoverShield: 2, repairCard: 3 } as const;

/** RRG · Repair: move 1 shield to an adjacent zone (1 point), recover 1 shield (2), repair a damage card (3). */
export function repair(draft: ArmadaState, command: CommandOf<'repair'>): Result<ArmadaEvent[]> {
  const found = activeShip(draft, command.ship, 'resolves a repair command');
  if (!found.ok) return found;
  const ship = found.value;
  const activation = draft.activation.ship;
  const stopped = whyNoEngineering(draft, ship);
  if (stopped) return refuse('no_engineering', stopped);
  const points = engineeringPoints(draft, ship);
  if (points === 0) return refuse('no_repair_command', `${ship.name} has no repair command in use: reveal a Repair dial or spend a Repair token first.`);
  // a card may take points off repairing a facedown card this activation (Battle Droid Reserves).
  const facedown = command.action === 'repairCard' && ship.damageCards.some((candidate) => candidate.id === command.card && !candidate.faceup);
  const cost = Math.max(0, repairCosts[command.action] - (facedown ? (activation?.facedownRepairDiscount ?? 0) : 0));
  const spent = activation?.engineeringSpent ?? 0;
  if (spent + cost > points) return refuse('not_enough_engineering', `${ship.name} has ${points - spent} engineering point${points - spent === 1 ? '' : 's'} left; this costs ${cost}.`);
  const events: ArmadaEvent[] = [];
  if (command.action === 'repairCard') {
    const card = ship.damageCards.find((candidate) => candidate.id === command.card);
    if (!card) return refuse('unknown_damage_card', `${ship.name} has no damage card ${command.card ?? ''}: choose one of its cards.`.replace(' :', ':'));
    // RRG · Repair: a repaired card, faceup or facedown, is discarded.
    ship.damageCards = ship.damageCards.filter((candidate) => candidate.id !== card.id);
    draft.damageDeck.discardPile.push(card.name);
    draft.pendingEffects = (draft.pendingEffects ?? []).filter((effect) => effect.card !== card.id);
    events.push({ type: 'repaired', ship: refOf(ship), what: `${card.faceup ? card.name : 'a facedown damage card'} is repaired and discarded (${cost} point${cost === 1 ? '' : 's'})` });
  } else {
    const to = command.zone ? hullZoneOf(ship, command.zone) : undefined;
    if (!to) return refuse('choose_zone', `Choose the hull zone that ${command.action === 'moveShield' ? 'receives the shield' : 'recovers a shield'}.`);
    // a card moved shields past a zone's maximum (Tranquility): no shield is recovered while one zone is over it.
    const over = command.action === 'recoverShield' ? zoneBlockingRecovery(ship, to.zone, (zone) => shieldMaximum(draft, ship, zone, true)) : undefined;
    if (over) return refuse('shields_over_maximum', `${ship.name}’s ${hullZoneNames[over.zone]} zone holds more shields than its maximum of ${shieldMaximum(draft, ship, over, true)}: no shield can be recovered while it does.`);
    const maximum = shieldMaximum(draft, ship, to, true);
    if (to.shields >= maximum) return refuse('shields_full', `${ship.name}’s ${hullZoneNames[to.zone]} shields are already at their maximum of ${maximum}.`);
    if (to.shields === 0 && hasFaceupDamage(ship, 'Capacitor Failure')) return refuse('capacitor_failure', `Capacitor Failure: ${ship.name}’s ${hullZoneNames[to.zone]} zone has no shields left, so it cannot gain any.`);
    if (command.action === 'moveShield') {
      const from = command.from ? hullZoneOf(ship, command.from) : undefined;
      if (!from || !adjacentZones(ship, to.zone).includes(from.zone)) return refuse('choose_zone', `Move a shield from a hull zone next to the ${hullZoneNames[to.zone]} zone.`);
      if (from.shields === 0) return refuse('shields_empty', `${ship.name}’s ${hullZoneNames[from.zone]} zone has no shield to move.`);
      from.shields -= 1;
      events.push({ type: 'repaired', ship: refOf(ship), what: `1 shield moves from the ${hullZoneNames[from.zone]} to the ${hullZoneNames[to.zone]} zone (1 point)` });
    } else {
      events.push({ type: 'repaired', ship: refOf(ship), what: `the ${hullZoneNames[to.zone]} zone recovers 1 shield (2 points)` });
    }
    to.shields += 1;
  }
  if (activation) activation.engineeringSpent = spent + cost;
  return ok(events);
}

/** RRG · Concentrate Fire: the dial adds 1 die of a colour already in the pool; the token rerolls 1 die; once each per activation. */
export function whyNoConcentrateFire(state: ArmadaState, ship: Ship, use: 'add' | 'reroll'): string | null {
  const inUse = commandInUse(state, ship, 'concentrateFire');
  if (!inUse || !(use === 'add' ? inUse.dial : inUse.token)) {
    return use === 'add' ? `${ship.name} has no Concentrate Fire dial revealed: the dial adds a die.` : `${ship.name} has spent no Concentrate Fire token: the token rerolls a die.`;
  }
  const done = state.activation.ship?.concentrateFire;
  if (use === 'add' ? done?.added : done?.rerolled) return `Concentrate Fire already ${use === 'add' ? 'added a die' : 'rerolled a die'} this activation.`;
  return null;
}

export function markConcentrateFire(state: ArmadaState, use: 'add' | 'reroll'): void {
  const activation = state.activation.ship;
  if (!activation) return;
  activation.concentrateFire = { added: activation.concentrateFire?.added ?? false, rerolled: activation.concentrateFire?.rerolled ?? false, [use === 'add' ? 'added' : 'rerolled']: true };
}
