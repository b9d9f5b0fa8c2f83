import type { ArmadaCondition, ArmadaTurnEffect } from '../card-effect';
import { activatedWith, atRange, commandToken, discard, effect, facts, factsNoting, gathering, gatherArmamentDice, replaceGatheredDice, resolving, salvoAttack, vsSquadron, whenActivates, ask, attacking, beforeDamage, bySquadron, exhaust, raidToken, inRound, once, anyDialRevealed, spendDie, vsShip, type CardFacts } from './fact-builders';

// DESIGN §10 · upgrades that change the squadrons a ship activates (round 7): a speed for the
// activation, a keyword it lacks, and the dice a ship's anti-squadron or salvo armament rolls. Our
// facts, our words; joined with the other tables in upgrade-facts.ts, where a name written twice fails at load.

/** A squadron this ship's squadron command activates (RRG · Squadron command), once per squadron. */
const ACTIVATED_BY_ME: ArmadaCondition[] = [whenActivates('otherFriendly', 'squadron'), { kind: 'byCommand', byCommand: true }, resolving('squadron')];
const squadronSpeed = (by: number, set: number | null, noAttack = false, raiseOnly = false): ArmadaTurnEffect => ({ kind: 'squadronSpeed', by, set, min: 0, max: 5, noAttack, raiseOnly });
const assault: ArmadaTurnEffect = { kind: 'grantKeyword', keyword: 'Assault', value: 0, perAntiSquadronDie: false, max: 1, printedBonus: 0, toggleAfterCounter: false };
const fleetSquadronSpeed: ArmadaTurnEffect = { kind: 'fleetSquadronSpeed', by: 1, max: 5 };
/** Ahsoka Tano's Snipe, 1 per anti-squadron die, at most 3: one of her 3 squadrons. */
const ahsokaSnipe = (nth: string) =>
  effect('unit', 'resolveCommand', `a non-unique squadron it activates gains Snipe 1 per anti-squadron die, at most 3 (${nth} of 3)`, [{ kind: 'grantKeyword', keyword: 'Snipe', value: 0, perAntiSquadronDie: true, max: 3, printedBonus: 0, toggleAfterCounter: false }], {
    when: [...ACTIVATED_BY_ME, { kind: 'activatedUnique', unique: false }, { kind: 'once', per: 'activation' }],
  });

export const upgradeFactsSquadrons: Readonly<Record<string, CardFacts>> = {
  corrupter: facts(effect('unit', 'resolveCommand', 'a Bomber squadron it activates: speed +1 until the end of its activation', [squadronSpeed(1, null)], { when: [...ACTIVATED_BY_ME, activatedWith('Bomber')], optional: false })),
  vector: facts(effect('unit', 'resolveCommand', 'a squadron without Heavy it activates: speed +1 (at most 5) until the end of its activation', [squadronSpeed(1, null)], { when: [...ACTIVATED_BY_ME, { kind: 'activatedLacks', keywords: ['Heavy'] }], optional: false })),
  independence: facts(effect('unit', 'resolveCommand', 'a squadron it activates may go to speed 4 until the end of its activation; then it cannot attack', [squadronSpeed(0, 4, true, true)], { when: ACTIVATED_BY_ME })),
  // Moving while engaged is the table's (the app never stops a move); the speed it moves at is kept.
  'admiral chiraneau': facts(effect('unit', 'resolveCommand', 'an engaged squadron it activates moves as if its printed speed were 2', [squadronSpeed(0, 2)], { when: [...ACTIVATED_BY_ME, ask('Is the squadron engaged, and does it move this activation?')] })),
  // Paid at the start of the Ship Phase; the raise is applied to each squadron a friendly ship's command activates this round.
  'all fighters, follow me!': facts(
    effect('unit', 'shipPhaseStart', 'discard it: this round, each squadron a friendly ship activates has speed +1 (at most 5)', [fleetSquadronSpeed], { when: [{ kind: 'once', per: 'round' }], pay: [discard] }),
    effect('unit', 'shipPhaseStart', 'spend a squadron token: this round, each squadron a friendly ship activates has speed +1 (at most 5)', [fleetSquadronSpeed], { when: [{ kind: 'once', per: 'round' }], pay: [commandToken('squadron')] }),
  ),
  // Two ISB officers share the name and slot: this one is told by the start of its text (card-terms.ts upgradeFactsOf).
  'ahsoka tano|:squadron: : each of up': facts(ahsokaSnipe('1st'), ahsokaSnipe('2nd'), ahsokaSnipe('3rd')),
  // RRG 1.5.0 · Assault (a hit die spent: the defending ship gains a raid token of your choice): exhausted, up to 3 squadrons it activates
  // without Adept gain it, and those with it may spend an accuracy die too; the later uses follow the first ("if you do").
  'clone commander wolffe': facts(
    effect('unit', 'resolveCommand', 'exhaust: a squadron without Adept it activates gains Assault (1st of 3)', [assault], { when: [...ACTIVATED_BY_ME, { kind: 'activatedLacks', keywords: ['Adept'] }], pay: [exhaust] }),
    effect('unit', 'resolveCommand', 'a squadron without Adept it activates gains Assault (2nd of 3)', [assault], { when: [...ACTIVATED_BY_ME, { kind: 'activatedLacks', keywords: ['Adept'] }, { kind: 'sameCardUsed' }, { kind: 'once', per: 'activation' }] }),
    effect('unit', 'resolveCommand', 'a squadron without Adept it activates gains Assault (3rd of 3)', [assault], { when: [...ACTIVATED_BY_ME, { kind: 'activatedLacks', keywords: ['Adept'] }, { kind: 'sameCardUsed' }, { kind: 'once', per: 'activation' }] }),
    attacking('Assault: a squadron it activated spends a hit or accuracy die: the defending ship gains 1 raid token of your choice', [raidToken('defender')], {
      when: [bySquadron, vsShip, { kind: 'attackerKeyword', keywords: ['Assault'] }, { kind: 'byCommand', byCommand: true }, resolving('squadron'), { kind: 'sameCardUsed' }],
      pay: [spendDie(['hit', 'hit-hit', 'hit-crit', 'accuracy'])],
    }, true),
  ),
  // RRG · Counter: the granted Counter opens the counter window when a squadron attacks it; after countering it is toggled to activated.
  'ti-99': facts(
    effect('defenderFleet', 'spendDefenseTokens', 'an unactivated friendly squadron nearby gains Counter 3 (printed Counter: +1), for its counter attack', [{ kind: 'grantKeyword', keyword: 'Counter', value: 3, perAntiSquadronDie: false, max: 3, printedBonus: 1, toggleAfterCounter: true }], {
      when: [vsSquadron, bySquadron, { kind: 'defenderUnactivated' }, ask('Is the defending squadron at distance 1–3 of this ship?')],
      optional: false,
    }),
  ),
  // Anti-squadron dice become black (RRG · Range: black dice at close range only); a salvo's black battery dice reach medium range, its blue ones long range.
  'flak guns': factsNoting(
    'Beyond close range its anti-squadron dice, black, are out of range: remove them at the table.',
    gathering('against a squadron at close range: the blue anti-squadron dice are black', [replaceGatheredDice('blue', 'black')], { when: [vsSquadron, atRange('close')], optional: false }),
    gathering('against a squadron at close range: the red anti-squadron dice are black', [replaceGatheredDice('red', 'black')], { when: [vsSquadron, atRange('close')], optional: false }),
    gathering('salvo at medium range: the black battery dice are used', [gatherArmamentDice('black')], { when: [salvoAttack, atRange('medium')], optional: false }),
    gathering('salvo at long range: the blue battery dice are used', [gatherArmamentDice('blue')], { when: [salvoAttack, atRange('long')], optional: false }),
  ),
  // RRG · Squadron: a destroyed friend comes back, after the attack that destroyed it.
  'reserve hangar deck': facts(
    effect('defenderFleet', 'afterDefend', 'discard: the destroyed non-unique Swarm squadron is back with 2 hull, unengaged and activated', [{ kind: 'restoreSquadron', hull: 2 }], {
      when: [{ kind: 'defenderSquadron', destroyed: true, keywords: ['Swarm'], unique: false }, ask('Is the destroyed squadron at distance 1–5 of this ship?')],
      pay: [discard],
    }),
  ),
  // RRG 1.5.0 · Raid Tokens; Grit is movement, kept at the table.
  'hot landing': factsNoting(
    'Friendly Adept squadrons have Grit in the Squadron Phase: the table moves them.',
    effect('defenderFleet', 'afterDefend', 'a friendly Adept squadron destroyed: an enemy ship at distance 1–2 of it gains 1 raid token of your choice', [raidToken('enemyShip')], {
      when: [{ kind: 'defenderSquadron', destroyed: true, keywords: ['Adept'] }, ask('Is the enemy ship you name at distance 1–2 of the destroyed squadron?')],
    }),
  ),
  // RRG · Squadron Phase: a turn activates 2 squadrons; this card, as many as its ship's squadron value.
  'hyperwave signal boost': facts(
    effect('unit', 'squadronPhaseStart', 'exhaust, on your turn: up to its squadron value of squadrons activate this turn, their AI as if by a squadron command', [{ kind: 'squadronTurnBySquadronValue' }], {
      when: [ask('Are the squadrons you will activate this turn friendly, unactivated, at close–long range?')],
      pay: [exhaust],
    }),
  ),
  // RRG · Attack: a ship attacks twice at most, once per zone; this card, once more against squadrons.
  'ordnance pods': facts(
    effect('unit', 'attackStepEnd', 'exhaust: one more attack against a squadron, from any hull zone, with 1 black die', [{ kind: 'bonusSquadronAttack', red: 0, blue: 0, black: 1 }], { when: [whenActivates('self')], pay: [exhaust] }),
  ),
  // Set aside as deployed (offered as the first Ship Phase starts, as Aspiration's shields): out of play until placed.
  'rapid launch bays': factsNoting(
    'The squadrons it places do not move during that activation: the table keeps it.',
    effect('unit', 'shipPhaseStart', 'as deployed (offered as the first Ship Phase starts): set aside up to its squadron value of friendly squadrons', [{ kind: 'setAsideSquadrons', max: 0 }], { when: [inRound(1), once('game')] }),
    effect('unit', 'revealDial', 'discard as it reveals a command: every squadron set aside with it is placed within distance 1–2', [{ kind: 'placeSetAside', all: true, upToCommand: false }], { when: [whenActivates('self'), anyDialRevealed], pay: [discard] }),
  ),
  // The FFG printing places them with its squadron command instead (up to what the command activates; FAQ: placing is no activation).
  'rapid launch bays|offensive retrofit': factsNoting(
    'The squadrons it places do not move during that activation: the table keeps it.',
    effect('unit', 'shipPhaseStart', 'as deployed (offered as the first Ship Phase starts): set aside up to its squadron value of friendly squadrons', [{ kind: 'setAsideSquadrons', max: 0 }], { when: [inRound(1), once('game')] }),
    effect('unit', 'resolveCommand', 'squadron command: up to as many set-aside squadrons as it activates are placed within distance 1', [{ kind: 'placeSetAside', all: false, upToCommand: true }], { when: [whenActivates('self'), resolving('squadron')] }),
  ),
  'invisible hand': factsNoting(
    'The squadrons it places do not move during that activation, and their AI may be 1 higher: the table keeps it.',
    effect('unit', 'shipPhaseStart', 'as deployed (offered as the first Ship Phase starts): set aside up to 5 friendly Swarm squadrons', [{ kind: 'setAsideSquadrons', max: 5, keywords: ['Swarm'] }], { when: [inRound(1), once('game')] }),
    effect('unit', 'resolveCommand', 'squadron command: the set-aside squadrons you name are placed within distance 1–3', [{ kind: 'placeSetAside', all: false, upToCommand: false }], { when: [whenActivates('self'), resolving('squadron')] }),
  ),
  // RRG · Evade and Redirect: the evade takes 1 more die; the redirect's damage may go to 1 more adjacent zone's shields (before Resolve Damage, the rest as usual).
  foresight: facts(
    effect('defender', 'always', 'its evade affects 1 more die', [{ kind: 'evadeChange', ranges: ['close', 'medium', 'long', 'distance-1'], cancel: false, extraDice: 1 }], { optional: false }),
    beforeDamage('redirect: damage suffered on the shields of 1 more adjacent hull zone', [{ kind: 'damageToZone', adjacent: true, perToken: false }], { when: [{ kind: 'tokenSpent', token: 'redirect' }] }),
  ),
};
