import type { ArmadaState, DieColor, DieFace } from '../model/state';
import { allUnits } from '../units/units';
import type { ArmadaYourCall } from './card-effect';
import { isDiscarded, isExhausted } from './card-states';
import { effectsInPlay } from './effects-in-play';

// What the table offers of the cards' effects now: one button each, saying what it changes, and
// what the tap must also say (the dice it picks, their new faces, a token, a command, a zone).

export interface CardEffectOption {
  unit: string;
  ref: string;
  source: string;
  upgrade: string | null;
  side: 'attacker' | 'defender' | null;
  /** "Ordnance Experts: reroll up to 2 black dice". */
  label: string;
  /** The yes / no question the table answers first (the tap is the yes), else null. */
  question: string | null;
  /** The pool's dice it picks: at most `count` ('all': every one that fits), of these colours and faces. */
  pick: { count: number | 'all'; colors: DieColor[] | null; faces: DieFace[] | null } | null;
  /** The new dice's (or rerolled dice's) faces are entered or rolled by the app. */
  rolls: 'reroll' | 'add' | null;
  /** It readies, or pays with, one of the unit's defense tokens (or the defender names the one a critical effect discards); it gains a command token of the player's choice; a hull zone recovers shields. */
  token: boolean;
  command: boolean;
  zone: boolean;
  /** It adds a die of the colour the player picks (`inPool`: one already in the pool). */
  color: { inPool: boolean } | null;
  /** It deals a damage card from the deck: the app draws it (the tap says so). */
  drawsDamageCard: boolean;
  /** It exhausts or discards one of the defender's upgrade cards: the ones it may choose (id, name). */
  defenderUpgrades: { id: string; name: string }[] | null;
}

export interface UnitCardState {
  unit: string;
  /** Upgrade ids (or effect refs) exhausted and discarded now. */
  exhausted: string[];
  discarded: string[];
  yourCalls: ArmadaYourCall[];
}

export function cardEffectOptions(state: ArmadaState): CardEffectOption[] {
  return effectsInPlay(state).map(({ unit, effect, side, question }) => {
    let pick: CardEffectOption['pick'] = null;
    let rolls: CardEffectOption['rolls'] = null;
    for (const change of effect.effects) {
      if (change.kind === 'reroll') {
        pick = { count: change.count, colors: change.colors ?? null, faces: change.faces ?? null };
        rolls = 'reroll';
      } else if (change.kind === 'change' || change.kind === 'removeDice') {
        pick = { count: change.count, colors: change.colors ?? null, faces: (change.kind === 'change' ? change.from : change.faces) ?? null };
      } else if ((change.kind === 'addDice' || change.kind === 'addDieOfChoice' || change.kind === 'addDicePerDiscardedToken') && state.attacks.at(-1)?.step !== 'rollAttackDice') {
        rolls = 'add';
      }
    }
    const choice = effect.effects.find((change) => change.kind === 'addDieOfChoice');
    return {
      unit: unit.id,
      ref: effect.ref,
      source: effect.source,
      upgrade: effect.upgrade ?? null,
      side,
      label: `${effect.source}: ${effect.summary}`,
      question,
      pick,
      rolls,
      token: effect.effects.some((change) => change.kind === 'readyToken' || change.kind === 'recoverToken' || (change.kind === 'defenderTokens' && change.count === 1) || change.kind === 'discardIfSpent'),
      command: effect.effects.some((change) => (change.kind === 'gainCommandToken' && change.command === 'any') || change.kind === 'defenderCommandToken'),
      zone: effect.effects.some((change) => change.kind === 'recoverShields'),
      color: choice && choice.kind === 'addDieOfChoice' ? { inPool: choice.inPool } : null,
      drawsDamageCard: effect.effects.some((change) => change.kind === 'faceupDamageCard' || change.kind === 'adjacentZonesDamage'),
      defenderUpgrades: effect.effects.some((change) => change.kind === 'defenderUpgrade') ? defenderUpgradeChoices(state) : null,
    };
  });
}

/** Each unit's cards as the table shows them: exhausted, discarded, and the ones the players decide. */
export function unitCardStates(state: ArmadaState): UnitCardState[] {
  const states: UnitCardState[] = [];
  for (const unit of allUnits(state)) {
    if (!unit.cardEffects && !unit.yourCalls) continue;
    const keys = [...new Set((unit.cardEffects ?? []).map((effect) => effect.upgrade ?? effect.ref))];
    states.push({
      unit: unit.id,
      exhausted: keys.filter((key) => isExhausted(state, key)),
      discarded: keys.filter((key) => isDiscarded(state, key)),
      yourCalls: unit.yourCalls ?? [],
    });
  }
  return states;
}

/** The defender's upgrade cards a critical effect may exhaust or discard: those not already discarded. */
function defenderUpgradeChoices(state: ArmadaState): { id: string; name: string }[] {
  const attack = state.attacks.at(-1);
  const defender = attack ? state.ships.find((ship) => ship.id === attack.defender.id) : undefined;
  if (!defender) return [];
  return defender.upgrades.flatMap((upgrade, index) => {
    const id = `${defender.id}-upgrade-${index + 1}`;
    return isDiscarded(state, id) ? [] : [{ id, name: upgrade.name }];
  });
}
