import { ok, refuse, type Result } from '../../../core/result';
import { evadeMode } from './attack-range';
import { faceExists } from './dice';
import type { ArmadaEvent } from '../model/events';
import { isLargerSizeClass } from '../units/size-class';
import type { ArmadaState, Attack, DieFace, Unit } from '../model/state';
import { unitOf } from '../units/units';
import { enteredOrRolledFace, faceRefusal } from './die-result';

export interface EvadeAllowance {
  mode: 'cancel' | 'reroll';
  /** Dice the range's effect takes: one, or two beyond long range (long effect plus one more). */
  dice: number;
  /** One more die a ship may take against a larger attacker, at the price of discarding the token. */
  bonusDice: number;
  /** Issue 35 · the card that lets this evade cancel instead of rerolling (Mon Mothma at medium range), else null. */
  cancelBy: string | null;
  /** Issue 35 · the cards that add a die to this evade. */
  extraBy: string[];
}

/** Issue 35 · the evade changes of the defending ship's cards and its fleet's (a friendly ship's commander), at this range. */
function evadeChanges(state: ArmadaState, attack: Attack, defender: Unit): { source: string; cancel: boolean; extraDice: number }[] {
  if (defender.kind !== 'ship') return [];
  const range = attack.range;
  const holders = state.ships.filter((ship) => ship.owner === defender.owner && !ship.destroyed);
  return holders.flatMap((ship) =>
    (ship.cardEffects ?? []).flatMap((effect) =>
      (effect.holder === 'defenderFleet' || (effect.holder === 'defender' && ship.id === defender.id)) && !(effect.upgrade && state.cardStates?.discarded.includes(effect.upgrade))
        ? effect.effects.flatMap((change) => (change.kind === 'evadeChange' && (change.ranges as string[]).includes(range) ? [{ source: effect.source, cancel: change.cancel, extraDice: change.extraDice }] : []))
        : [],
    ),
  );
}

/** 000 Evade: what an evade does at this attack's range and against this attacker. */
export function evadeAllowance(state: ArmadaState, attack: Attack, defender: Unit): EvadeAllowance {
  const attacker = unitOf(state, attack.attacker);
  const largerAttacker = defender.kind === 'ship' && attacker.kind === 'ship' && isLargerSizeClass(attacker.size, defender.size);
  const changes = evadeChanges(state, attack, defender);
  const mode = evadeMode(attack.range);
  const extra = changes.filter((change) => change.extraDice > 0);
  return {
    mode,
    dice: (attack.range === 'beyond-long' ? 2 : 1) + extra.reduce((sum, change) => sum + change.extraDice, 0),
    bonusDice: largerAttacker ? 1 : 0,
    cancelBy: mode === 'reroll' ? (changes.find((change) => change.cancel)?.source ?? null) : null,
    extraBy: extra.map((change) => change.source),
  };
}

export interface EvadeChoice {
  dice?: number[] | undefined;
  faces?: DieFace[] | undefined;
  rollForMe?: true | undefined;
  /** Issue 35 · cancel instead of rerolling, where a card allows it. */
  cancel?: true | undefined;
}

/** Cancels or rerolls the chosen dice; returns whether the bonus die was used (so the token is discarded). */
export function resolveEvade(draft: ArmadaState, attack: Attack, defender: Unit, choice: EvadeChoice, events: ArmadaEvent[]): Result<{ bonusUsed: boolean }> {
  const allowance = evadeAllowance(draft, attack, defender);
  const chosen = choice.dice ?? [];
  const most = allowance.dice + allowance.bonusDice;
  if (choice.cancel && allowance.mode === 'reroll' && !allowance.cancelBy) return refuse('evade_rerolls', 'At this range an evade rerolls dice: no card lets it cancel here.');
  const mode = choice.cancel ? 'cancel' : allowance.mode;
  const verb = mode === 'cancel' ? 'cancel' : 'reroll';
  if (chosen.length > most) {
    return refuse('evade_too_many_dice', allowance.bonusDice > 0
      ? `This evade may ${verb} at most ${most} dice (one more only because the attacker is a larger ship).`
      : `This evade may ${verb} at most ${most} ${most === 1 ? 'die' : 'dice'}.`);
  }
  // A card's extra die is the player's choice ("can"): only the range's own dice must be chosen.
  const least = Math.min(allowance.dice - allowance.extraBy.length, attack.pool.length);
  if (chosen.length < least) return refuse('evade_choose_dice', `Choose the ${least === 1 ? 'die' : `${least} dice`} the evade will ${verb}.`);
  if (new Set(chosen).size !== chosen.length) return refuse('evade_same_die', 'Choose different dice: each die is chosen once.');
  const missing = chosen.find((index) => attack.pool[index] === undefined);
  if (missing !== undefined) return refuse('unknown_die', `There is no die ${missing} in the attack pool.`);
  if (mode === 'cancel') {
    if (choice.faces !== undefined || choice.rollForMe !== undefined) return refuse('evade_cancels', 'At this range an evade cancels dice: there is nothing to reroll.');
    // Highest index first so the lower indices stay valid while removing.
    for (const index of [...chosen].sort((x, y) => y - x)) {
      const [die] = attack.pool.splice(index, 1);
      if (die) events.push({ type: 'attackDieRemoved', die: index, color: die.color, face: die.face, canceledBy: 'evade' });
    }
  } else {
    if (choice.faces !== undefined && choice.faces.length !== chosen.length) {
      return refuse('evade_faces', `Enter one new face for each rerolled die (${chosen.length}).`);
    }
    for (const [n, index] of chosen.entries()) {
      const die = attack.pool[index];
      if (!die) continue;
      const face = choice.faces?.[n];
      if (face !== undefined && !faceExists(die.color, face)) return faceRefusal(die.color, face);
      const result = enteredOrRolledFace(draft, die.color, face !== undefined ? { face } : { rollForMe: choice.rollForMe });
      if (!result.ok) return result;
      const from = die.face;
      die.face = result.value.face;
      die.accuracySpent = false;
      events.push({ type: 'attackDieRerolled', die: index, color: die.color, from, to: die.face, rolledByApp: result.value.rolledByApp, byToken: 'evade' });
    }
  }
  return ok({ bonusUsed: chosen.length > allowance.dice });
}
