import { ask, effect, facts, moreSquadrons, whenActivates, type CardFacts } from './fact-builders';

// DESIGN §10 · named squadrons, round 6 (issue 35): squadron activations a card chooses (as by a
// squadron command, more for the command, an attack given to a friend) and a defender's discarded
// token turned into hull. Our facts, our words; joined in squadron-facts.ts, where a name written in
// two tables fails at load.

export const squadronFactsMore: Readonly<Record<string, CardFacts>> = {
  // RRG · Squadron command: activated outside the Squadron Phase, the squadron moves or attacks and the turn stays.
  'han solo': facts(effect('unit', 'shipPhaseStart', 'at the start of the Ship Phase: activate as if by a squadron command', [{ kind: 'activateAsByCommand' }], { when: [{ kind: 'noShipActivated' }] })),
  'fenn rau': facts(
    effect('unit', 'resolveCommand', 'activated by a squadron command: it activates up to 2 more squadrons (after this one)', [moreSquadrons(2)], {
      when: [whenActivates('self', 'squadron'), { kind: 'byCommand', byCommand: true }, ask('Are the squadrons you will activate non-unique, at distance 1 of Fenn Rau?')],
    }),
  ),
  // The lent attack is the activation's one attack; the friend may have activated already.
  'colonel jendon': facts(
    effect('unit', 'squadronActivation', 'instead of attacking: a friendly squadron at distance 1–2 performs the attack', [{ kind: 'lendAttack' }], {
      when: [whenActivates('self', 'squadron'), ask('Is the friendly squadron you name at distance 1–2 of Colonel Jendon?')],
    }),
    effect('unit', 'resolveCommand', 'instead of attacking: a friendly squadron at distance 1–2 performs the attack', [{ kind: 'lendAttack' }], {
      when: [whenActivates('self', 'squadron'), { kind: 'byCommand', byCommand: true }, ask('Is the friendly squadron you name at distance 1–2 of Colonel Jendon?')],
    }),
  ),
  // RRG · Escort, held while a token is readied; the hull back even when the attack destroyed it.
  'tel trevura': facts(
    effect('unit', 'always', 'Escort while it has a readied defense token', [{ kind: 'keywordWhileReadied', keyword: 'Escort' }], { optional: false }),
    effect('defender', 'afterDefend', 'after defending, having discarded a defense token: recover up to 3 hull, even if destroyed', [{ kind: 'recoverHull', amount: 3, evenIfDestroyed: true }], { when: [{ kind: 'tokenDiscarded' }] }),
  ),
};
