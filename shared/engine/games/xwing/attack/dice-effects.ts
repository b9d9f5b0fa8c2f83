import { countFocusModified, whyFocusLimited, whyForbidden, whyLockKept, whyRerollLimited } from '../effects/available-effects';
import { friendlySpentTokenPrompts } from '../abilities/prompts';
import { ok, refuse, type Result } from '../../../core/result';
import type { CommandOf } from '../model/commands';
import type { DicePool, DieChange, DieFace, XwingEvent } from '../model/events';
import type { Attack, Party, Ship, XwingState } from '../model/state';
import { refOf, shipById, shipName } from '../ships/ships';
import { evadeTokenRule } from './evade-token';
import { diceOf, modifiableAttack, whyBlinded, poolOf, rerollChosenDice, rerollableDice, takeModifyingTurn, whyPartyCannotModify } from './modify-dice';

export type DiceEffect = 'focus' | 'calculate' | 'lock' | 'evade' | 'force';
export const diceEffects: readonly DiceEffect[] = ['focus', 'calculate', 'lock', 'evade', 'force'];

const effectNames: Record<DiceEffect, string> = { focus: 'a focus token', calculate: 'a calculate token', lock: 'a lock', evade: 'an evade token', force: 'a Force charge' };

/** What spending it does: to the attack dice it is the attacker's, to the defense dice the defender's. */
export interface DiceEffectOption {
  spend: DiceEffect;
  by: Party;
  ship: string;
  /** Null when it may be spent now; otherwise why not. */
  unavailable: string | null;
  /** The dice it would change (focus), may change (calculate, Force) or may reroll (lock). */
  dice: number[];
  /** The evade token: what spending it does in this game (evade-token.ts). */
  does?: string;
}

function focusResults(attack: Attack, pool: DicePool): number[] {
  return diceOf(attack, pool).flatMap((die, index) => (die.face === 'focus' ? [index] : []));
}

/** The one place the default effects' conditions live: the command and options() both ask here. */
export function diceEffectOption(state: XwingState, attack: Attack, spend: DiceEffect): DiceEffectOption {
  const pool = poolOf(attack);
  const by: Party = pool === 'attack' ? 'attacker' : 'defender';
  const ship = shipById(state, by === 'attacker' ? attack.attacker : attack.defender);
  const option = (unavailable: string | null, dice: number[]): DiceEffectOption => ({ spend, by, ship: ship.id, unavailable, dice: unavailable ? [] : dice });
  const turn = whyPartyCannotModify(attack, by);
  if (turn) return option(turn, []);
  const blinded = spend === 'force' ? null : whyBlinded(state, attack, by);
  if (blinded) return option(blinded, []);
  const forbidden = whyForbidden(state, attack, by, spend === 'force' ? 'modify' : 'tokens', { pool, token: spend });
  if (forbidden) return option(forbidden, []);
  const focus = focusResults(attack, pool);
  const noFocus = `There is no focus result among the ${pool} dice to change.`;
  switch (spend) {
    case 'focus':
      if (ship.tokens.focus === 0) return option(`${shipName(ship)} has no focus token.`, []);
      return option(focus.length === 0 ? noFocus : null, focus);
    case 'calculate':
      if (ship.tokens.calculate === 0) return option(`${shipName(ship)} has no calculate token.`, []);
      return option(focus.length === 0 ? noFocus : null, focus);
    case 'force':
      if ((ship.force?.current ?? 0) === 0) return option(`${shipName(ship)} has no Force to spend.`, []);
      return option(focus.length === 0 ? noFocus : null, focus);
    case 'lock': {
      if (pool !== 'attack') return option('A lock rerolls attack dice: it is spent while the attack dice are modified.', []);
      const defender = shipById(state, attack.defender);
      if (!defender.tokens.lock.includes(ship.id)) return option(`${shipName(ship)} has no lock on ${shipName(defender)}.`, []);
      const kept = whyLockKept(state, attack, ship.id);
      if (kept) return option(kept, []);
      const limited = whyRerollLimited(state, attack, by, pool, 1);
      if (limited) return option(limited, []);
      const dice = rerollableDice(attack, pool);
      return option(dice.length === 0 ? 'Every attack die has already been rerolled once.' : null, dice);
    }
    case 'evade': {
      const evade = evadeTokenRule(state);
      const withWords = (found: DiceEffectOption): DiceEffectOption => ({ ...found, does: evade.words });
      if (pool !== 'defense') return withWords(option(evade.does === 'add' ? 'An evade token adds an evade result to the defense dice: it is spent while the defense dice are modified.' : 'An evade token changes a blank or focus result of the defense dice: it is spent while the defense dice are modified.', []));
      if (ship.tokens.evade === 0) return withWords(option(`${shipName(ship)} has no evade token.`, []));
      if (evade.does === 'change') {
        const changeable = diceOf(attack, pool).flatMap((die, index) => (evade.from.includes(die.face as 'blank') ? [index] : []));
        return withWords(option(changeable.length === 0 ? 'There is no blank or focus result among the defense dice for the evade token to change.' : null, changeable));
      }
      return withWords(option(null, []));
    }
  }
}

function spendFrom(state: XwingState, ship: Ship, attack: Attack, spend: DiceEffect): void {
  if (spend === 'force' && ship.force) ship.force.current -= 1;
  else if (spend === 'lock') {
    const defender = shipById(state, attack.defender);
    defender.tokens.lock.splice(defender.tokens.lock.indexOf(ship.id), 1);
  } else if (spend === 'focus' || spend === 'calculate' || spend === 'evade') ship.tokens[spend] -= 1;
}

/**
 * The default effects: focus changes every focus result, calculate and Force one, to a hit on
 * attack dice or an evade on defense dice; a lock on the defender rerolls attack dice; an evade
 * token adds an evade result.
 */
export function spendForDice(draft: XwingState, command: CommandOf<'spendForDice'>): Result<XwingEvent[]> {
  const found = modifiableAttack(draft, `spend ${effectNames[command.spend]}`);
  if (!found.ok) return found;
  const attack = found.value;
  const option = diceEffectOption(draft, attack, command.spend);
  if (option.unavailable) return refuse('effect_unavailable', option.unavailable);
  const pool = poolOf(attack);
  const ship = shipById(draft, option.ship);
  const evadeChangesADie = command.spend === 'evade' && evadeTokenRule(draft).does === 'change';
  // h7-xpilots: a card limits the focus results this party modifies (Padmé Amidala): a focus token then changes only one.
  const focusOne = command.spend === 'focus' && option.dice.length > 1 && whyFocusLimited(draft, attack, option.by, option.dice.length) !== null;
  const single = command.spend === 'calculate' || command.spend === 'force' || evadeChangesADie || focusOne;
  if (command.die !== undefined && !single) return refuse('invalid_effect_detail', `Only calculate and Force change one chosen die; ${effectNames[command.spend]} does not.`);
  if (command.dice !== undefined && command.spend !== 'lock') return refuse('invalid_effect_detail', 'Only a lock chooses dice to reroll.');
  if ((command.faces !== undefined || command.rollForMe !== undefined) && command.spend !== 'lock') return refuse('invalid_effect_detail', 'Only a lock rerolls dice: there is nothing to roll.');
  const turn = takeModifyingTurn(attack, option.by);
  if (!turn.ok) return turn;

  const improved: DieFace = pool === 'attack' ? 'hit' : 'evade';
  const dice = diceOf(attack, pool);
  let changes: DieChange[] = [];
  const added: DieFace[] = [];
  let rolledByApp = false;
  if (command.spend === 'lock') {
    if (command.dice === undefined) return refuse('no_dice_chosen', 'Choose the attack dice to reroll with the lock.');
    // r3-x-pilots: a card may limit how many dice a party rerolls in the attack (Magva Yarro).
    const limited = whyRerollLimited(draft, attack, option.by, pool, command.dice.length);
    if (limited) return refuse('reroll_limited', limited);
    const focusDice = command.dice.filter((index) => dice[index]?.face === 'focus').length;
    const focusLimited = whyFocusLimited(draft, attack, option.by, focusDice);
    if (focusLimited) return refuse('focus_limited', focusLimited);
    countFocusModified(attack, option.by, focusDice);
    const rerolled = rerollChosenDice(draft, attack, pool, command.dice, command);
    if (!rerolled.ok) return rerolled;
    changes = rerolled.value.changes;
    rolledByApp = rerolled.value.rolledByApp;
  } else if (evadeChangesADie) {
    const index = command.die ?? (option.dice[0] as number);
    const die = dice[index];
    if (!die || !evadeTokenRule(draft).from.includes(die.face as 'blank')) return refuse('not_blank_or_focus', `Defense die ${index + 1} shows no blank or focus result for the evade token to change.`);
    changes.push({ die: index, from: die.face, to: 'evade' });
    die.face = 'evade';
  } else if (command.spend === 'evade') {
    dice.push({ face: 'evade', rerolled: false });
    added.push('evade');
  } else {
    const targets = single ? [command.die ?? (option.dice[0] as number)] : option.dice;
    const focusLimited = whyFocusLimited(draft, attack, option.by, targets.length);
    if (focusLimited) return refuse('focus_limited', focusLimited);
    countFocusModified(attack, option.by, targets.length);
    for (const index of targets) {
      const die = dice[index];
      if (!die || die.face !== 'focus') return refuse('not_focus', `${pool === 'attack' ? 'Attack' : 'Defense'} die ${index} does not show a focus result.`);
      changes.push({ die: index, from: die.face, to: improved });
      die.face = improved;
    }
  }
  spendFrom(draft, ship, attack, command.spend);
  const events: XwingEvent[] = [{ type: 'diceEffectUsed', by: option.by, ship: refOf(ship), spent: command.spend, pool, changes, added, rolledByApp }];
  if (command.spend !== 'force') friendlySpentTokenPrompts(draft, ship, events);
  return ok(events);
}
