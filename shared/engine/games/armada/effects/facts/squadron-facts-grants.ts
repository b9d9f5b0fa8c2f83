import type { ArmadaCondition, ArmadaTurnEffect } from '../card-effect';
import { ask, effect, facts, whenActivates, type CardFacts, type EffectFact } from './fact-builders';

// DESIGN §10 · named squadrons, round 7: what they change in another squadron's activation (a speed,
// enemy ships as targets at close range). Offered as the squadron activates in the Squadron Phase or
// by a ship's squadron command; our facts, our words; joined in squadron-facts.ts.

/** The same fact in both places a squadron activates: the Squadron Phase, and a ship's squadron command. */
const inEitherActivation = (summary: string, change: ArmadaTurnEffect, when: ArmadaCondition[], optional: boolean): EffectFact[] => [
  effect('unit', 'squadronActivation', summary, [change], { when, optional }),
  effect('unit', 'resolveCommand', `${summary} (activated by a squadron command)`, [change], { when, optional }),
];

export const squadronFactsGrants: Readonly<Record<string, CardFacts>> = {
  'ketsu onyo': facts(
    ...inEitherActivation('an enemy squadron at distance 1: speed −2 (at least 1) until the end of its activation', { kind: 'squadronSpeed', by: -2, set: null, min: 1, max: 5, noAttack: false, raiseOnly: false }, [whenActivates('enemy', 'squadron'), ask('Is the activated enemy squadron at distance 1 of Ketsu Onyo?')], false),
  ),
  // RRG · Defense Tokens: the defender spends its own; with her, a friend nearby spends hers too.
  'jan ors': facts(
    effect('defenderFleet', 'spendDefenseTokens', 'a friendly squadron at distance 1–2 defending may spend her defense tokens', [{ kind: 'lendDefenseTokens' }], {
      when: [{ kind: 'unitKind', who: 'defender', unit: 'squadron' }, ask('Is the defending squadron another friendly squadron at distance 1–2 of Jan Ors?')],
    }),
  ),
  // RRG · Squadron Phase: toggled to activated at its start, out of turn, it attacks every enemy squadron at distance 1 (named one at a time), each obstructed.
  'ig-88b': facts(
    effect('unit', 'squadronPhaseStart', 'toggle to activated: attack each enemy squadron at distance 1 once, each attack obstructed', [{ kind: 'attackEachSquadron', obstructed: true }], { when: [{ kind: 'selfUnactivated' }] }),
  ),
  // After she moves, a friend at distance 1 attacks an enemy squadron at distance 1 with 2 blue dice; her own attack is kept.
  'ahsoka tano|delta-7 aethersprite squadron': facts(
    ...inEitherActivation('after moving: another friendly squadron at distance 1 attacks an enemy squadron at distance 1 with 2 blue dice', { kind: 'friendAttack', red: 0, blue: 2, black: 0 }, [whenActivates('self', 'squadron'), ask('Has Ahsoka Tano moved, and is the friendly squadron you name at distance 1 of her?')], true),
  ),
  'major rhymer': facts(
    ...inEitherActivation('a friendly squadron at distance 1 may attack enemy ships at close range, with all its battery dice', { kind: 'attackShipsAtClose' }, [whenActivates('otherFriendly', 'squadron'), ask('Is the activated squadron at distance 1 of Major Rhymer?')], true),
  ),
};
