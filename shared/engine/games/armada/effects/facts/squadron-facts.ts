import {
  addDice,
  critFaces,
  damagePerCrit,
  defenderLosesShields,
  defenderTokens,
  inPool,
  addFace,
  addOfChoice,
  ask,
  attacking,
  byShip,
  bySquadron,
  change,
  defenderShields,
  damage,
  defending,
  facts,
  factsNoting,
  once,
  recoverToken,
  reroll,
  spendDie,
  sufferDamage,
  token,
  effect,
  vsShip,
  vsSquadron,
  type CardFacts,
  activatedSuffers,
  activatedWith,
  engagedSuffer,
  namedSuffer,
  spendDieOf,
  whenActivates,
  activateOrDamageDefender,
  defenderWasDamaged,
  changeToAnyFace,
  ignoreEngagement,
  ownToken,
  attackerSuffers,
  engagedAttackerElsewhere,
  toggleNamedSquadron,
  raidToken,
  joinFactTables,
} from './fact-builders';
import { squadronFactsMore } from './squadron-facts-more';
import { squadronFactsGrants } from './squadron-facts-grants';

// DESIGN §10 · the named squadrons' abilities as our own facts, keyed by the squadron's name as
// factKey spells it (the ace's name for the ISB data; "name|ship" where two cards share an ace's
// name). Their keywords are the engine's rules (squadrons/squadron-keywords.ts, attack/keyword-dice.ts),
// classified in card-terms.ts.

const CRIT = inPool(undefined, critFaces);

/** Jango Fett (Slave I): 1 damage to another friendly squadron near the defender sets a die to any face. */
const JANGO = attacking('another friendly squadron at distance 1 of the defender suffers 1 damage: change 1 die to any face', [namedSuffer(1, 1, 'squadron', 'friendly'), changeToAnyFace()], {
  when: [vsSquadron, whenActivates('self', 'squadron'), ask('Is the defender a unique squadron, and the friendly squadron you name at distance 1 of it?')],
});

/** Dash Rendar: 1 reroll for each enemy unit at distance 1, asked one unit at a time (a fourth and more are rerolled by hand). */
const dashRendarFor = (count: number) =>
  attacking(`reroll 1 die (${count === 1 ? 'an enemy unit' : `${count} enemy units`} at distance 1)`, [reroll(1)], { when: [ask(count === 1 ? 'Is an enemy ship or squadron at distance 1 of Dash Rendar?' : `Are at least ${count} enemy ships or squadrons at distance 1 of Dash Rendar?`)] });
const DASH_RENDAR = factsNoting('With more than 3 enemy units at distance 1, reroll the further dice by hand.', dashRendarFor(1), dashRendarFor(2), dashRendarFor(3));

const firstRounds: Readonly<Record<string, CardFacts>> = {
  'odd ball': facts(attacking('reroll up to 2 dice after moving', [reroll(2)], { when: [ask('Did this squadron move during this activation?')] })),
  'arc-170 starfighter squadron': facts(attacking('reroll up to 2 dice after moving', [reroll(2)], { when: [ask('Did this squadron move during this activation?')] })),
  bossk: facts(attacking('add a blue accuracy with 6 hull or less', [addFace('blue', 'accuracy')], { when: [ask('Does this squadron have 6 or fewer hull points left?')] })),
  "hound's tooth": facts(attacking('add a blue accuracy with 6 hull or less', [addFace('blue', 'accuracy')], { when: [ask('Does this squadron have 6 or fewer hull points left?')] })),
  'captain jonus': facts(attacking('a friendly ship changes 1 die to an accuracy', [change('accuracy')], { when: [byShip, vsShip, ask('Is the defender at distance 1 of Captain Jonus?')] }, true)),
  'baktoid prototypes': facts(attacking('change 1 die to an accuracy against a ship', [change('accuracy')], { when: [vsShip, ask('Is another friendly Bomber squadron at distance 1 of the defender?')] })),
  'maarek stele': facts(attacking('change 1 die to a crit', [change('crit')])),
  howlrunner: facts(attacking('a friendly Swarm squadron adds 1 blue die against a squadron', [addDice('blue')], { when: [bySquadron, vsSquadron, ask('Is the attacker another friendly Swarm squadron at distance 1 of Howlrunner?')] }, true)),
  'lieutenant blount': facts(attacking('a friendly Swarm squadron rerolls 1 die against a squadron', [reroll(1)], { when: [bySquadron, vsSquadron, ask('Is the attacker another friendly Swarm squadron at distance 1 of Lieutenant Blount?')] }, true)),
  'z-95 headhunter squadron': facts(attacking('a friendly Swarm squadron rerolls 1 die against a squadron', [reroll(1)], { when: [bySquadron, vsSquadron, ask('Is the attacker another friendly Swarm squadron at distance 1?')] }, true)),
  'malee hurra': facts(attacking('a friendly ship spends a die to change a die to a crit', [change('crit')], { when: [byShip, vsShip, once('activation'), ask('Is the defender at distance 1 of Malee Hurra, engaged by 1 or fewer squadrons?')], pay: [spendDie()] }, true)),
  'scurrg h-6 bomber': facts(attacking('a friendly ship spends a die to change a die to a crit', [change('crit')], { when: [byShip, vsShip, once('activation'), ask('Is the defender at distance 1 of this squadron, engaged by 1 or fewer squadrons?')], pay: [spendDie()] }, true)),
  'morna kee': facts(
    attacking('spend a defense token to reroll any dice', [reroll('all')], { pay: [token('any')] }),
    effect('unit', 'squadronActivation', 'recover 1 discarded defense token', [recoverToken()]),
  ),
  'vt-49 decimator': facts(
    attacking('spend a defense token to reroll any dice', [reroll('all')], { pay: [token('any')] }),
    effect('unit', 'squadronActivation', 'recover 1 discarded defense token', [recoverToken()]),
  ),
  'keyan farlander': facts(attacking('reroll any dice against a zone with no shields', [reroll('all')], { when: [vsShip, defenderShields(false)] })),
  'wedge antilles': facts(attacking('add 2 blue dice against an activated squadron', [addDice('blue', 2)], { when: [vsSquadron, ask('Has the defender already activated this round?')] })),
  'dbs-404': facts(attacking('suffer 1 damage to add 1 die of a colour in the pool', [addOfChoice(1, true)], { when: [ask('Is this squadron touching the defender?')], pay: [sufferDamage(1)] })),
  'hyena-class droid bomber squadron': facts(attacking('suffer 1 damage to add 1 die of a colour in the pool', [addOfChoice(1, true)], { when: [ask('Is this squadron touching the defender?')], pay: [sufferDamage(1)] })),
  'dfs-311': facts(defending('force the attacker to reroll 1 die of an obstructed attack', [reroll(1)], { when: [ask('Is the attack obstructed?')] })),
  'vulture-class droid fighter squadron': facts(defending('force the attacker to reroll 1 die of an obstructed attack', [reroll(1)], { when: [ask('Is the attack obstructed?')] })),
  'zertik strom': facts(attacking('a friendly squadron at distance 1 suffers 1 damage: reroll any dice', [reroll('all')], { when: [ask('Does another friendly squadron at distance 1 suffer 1 damage for it?')] })),
  'lando calrissian': factsNoting(
    'Setting a die to any face by discarding a token is left to the table.',
    defending('spend a defense token to force the attacker to reroll dice of your choice', [reroll('all')], { pay: [token('any')] }),
  ),
  'millennium falcon': factsNoting(
    'Setting a die to any face by discarding a token is left to the table.',
    defending('spend a defense token to force the attacker to reroll dice of your choice', [reroll('all')], { pay: [token('any')] }),
  ),
  'kit fisto': facts(defending('discard a spent token to take 3 off the total instead of its effect', [damage(-3)], { pay: [token('any', 'discard')] })),
  'darth vader|tie advanced squadron': facts(attacking('each crit icon adds 1 damage', [damagePerCrit()], { when: [CRIT], optional: false })),
  'darth vader': facts(attacking('each crit icon adds 1 damage', [damagePerCrit()], { when: [CRIT], optional: false })),
  'darth vader|tie defender squadron': facts(attacking('against a unique squadron, each crit icon adds 1 damage', [damagePerCrit()], { when: [vsSquadron, CRIT, ask('Is the defender a unique squadron?')], optional: false })),
  'tie defender squadron': facts(attacking('against a unique squadron, each crit icon adds 1 damage', [damagePerCrit()], { when: [vsSquadron, CRIT, ask('Is the defender a unique squadron?')], optional: false })),
  'shara bey': facts(attacking('in a counter attack, each crit icon adds 1 damage', [damagePerCrit()], { when: [{ kind: 'attackKind', kinds: ['counter'] }, CRIT], optional: false })),
  'general grievous': facts(attacking('against a unit with no readied defense token, each crit icon adds 1 damage', [damagePerCrit()], { when: [CRIT, ask('Does the defender have no readied defense token?')], optional: false })),
  'norra wexley': facts(
    effect('attackerFleet', 'criticalEffect', 'a friendly Bomber squadron’s crit: the defending zone loses 1 shield', [defenderLosesShields('defending')], {
      when: [bySquadron, vsShip, CRIT, ask('Is the attacker a friendly Bomber squadron at distance 1 of Norra Wexley?')],
    }),
  ),
  'dash rendar': DASH_RENDAR,
  outrider: DASH_RENDAR,
  'luke skywalker': facts(attacking('the defending ship counts as having no shields', [{ kind: 'ignoreShields' }], { when: [vsShip], optional: false })),
  axe: facts(
    effect('defenderFleet', 'resolveDamage', 'spend 1 of its defense tokens: another friendly squadron nearby takes 1 less damage', [damage(-1)], {
      when: [{ kind: 'unitKind', who: 'defender', unit: 'squadron' }, ask('Is the defender another friendly squadron at distance 1 of Axe?')],
      pay: [ownToken()],
    }),
  ),
  'anakin skywalker|btl-b y-wing squadron': facts(effect('unit', 'squadronActivation', 'spend 1 defense token: ignore engagement until the end of its activation', [ignoreEngagement], { when: [whenActivates('self', 'squadron')], pay: [ownToken()] })),
  'biggs darklighter': facts(
    effect('defenderFleet', 'resolveDamage', 'a friendly Escort squadron nearby takes 1 less; a friendly Escort squadron at distance 1 suffers 1 instead', [damage(-1), namedSuffer(1, 1, 'squadron', 'friendly')], {
      when: [{ kind: 'unitKind', who: 'defender', unit: 'squadron' }, ask('Is the defender a friendly Escort squadron at distance 1 of Biggs, and the squadron you name a friendly Escort squadron at distance 1 of him?')],
    }),
  ),
  'jango fett': facts(JANGO),
  'slave i': facts(JANGO),
  nym: facts(effect('attacker', 'criticalEffect', 'blue crit: discard 1 defense token of the defending ship', [defenderTokens('discard', 1)], { when: [vsShip, inPool(['blue'], ['crit'])] })),
  havoc: facts(effect('attacker', 'criticalEffect', 'blue crit: discard 1 defense token of the defending ship', [defenderTokens('discard', 1)], { when: [vsShip, inPool(['blue'], ['crit'])] })),
  'ten numb': facts(
    attacking('spend a blue crit die: each other enemy squadron at distance 1 of the defender suffers 1 damage', [namedSuffer(1, 8)], {
      when: [vsSquadron, inPool(['blue'], ['crit']), ask('Is another enemy squadron at distance 1 of the defender? (Name each one.)')],
      pay: [spendDieOf(['blue'], ['crit'])],
    }),
  ),
  'dutch vander': facts(effect('attacker', 'afterAttack', 'the squadron it damaged is toggled to activated (already activated: 1 more damage)', [activateOrDamageDefender], { when: [vsSquadron, defenderWasDamaged] })),
  'anakin skywalker|delta-7 aethersprite squadron': facts(
    effect('attacker', 'afterAttack', 'the defender damaged: up to 2 other enemy squadrons at distance 1 of it suffer 1 damage', [namedSuffer(1, 2)], {
      when: [vsSquadron, defenderWasDamaged, whenActivates('self', 'squadron'), ask('Are the squadrons you name at distance 1 of the defender?')],
    }),
  ),
  'soontir fel': facts(
    effect('defenderFleet', 'afterDefend', 'a squadron engaged with it that attacked another unit (not a counter) suffers 1 damage', [attackerSuffers()], {
      when: [bySquadron, { kind: 'attackKind', kinds: ['standard', 'ignition', 'salvo', 'snipe'] }, engagedAttackerElsewhere],
      optional: false,
    }),
  ),
  'phlac-arphocc prototypes': facts(
    effect('unit', 'squadronActivation', 'an enemy squadron ending its activation at distance 1 suffers 1 damage', [activatedSuffers()], {
      when: [whenActivates('enemy', 'squadron'), ask('Has the enemy squadron finished its activation at distance 1 of this squadron?')],
      optional: false,
    }),
  ),
  'hondo ohnaka': facts(
    effect('unit', 'squadronActivation', 'instead of attacking: 1 squadron at distance 1 is toggled to activated (already activated: the table may place it at distance 1)', [toggleNamedSquadron], {
      when: [whenActivates('self', 'squadron'), ask('Is the squadron you name at distance 1?')],
    }),
  ),
  'mauler mithel': facts(effect('unit', 'squadronActivation', 'after moving: each squadron engaged with it suffers 1 damage', [engagedSuffer()], { when: [whenActivates('self', 'squadron'), ask('Has this squadron just moved?')], optional: false })),
  'boba fett': facts(effect('unit', 'squadronActivation', 'as it activates: 1 enemy ship or squadron at distance 1 suffers 1 damage', [namedSuffer(1, 1, 'shipOrSquadron')], { when: [whenActivates('self', 'squadron'), ask('Is an enemy ship or squadron at distance 1?')], optional: false })),
  'gar saxon': facts(
    effect('unit', 'squadronActivation', 'an enemy Intel or Relay squadron at distance 1 suffers 1 damage as it activates', [activatedSuffers()], {
      when: [whenActivates('enemy', 'squadron'), activatedWith('Intel', 'Relay'), ask('Is the activated enemy squadron at distance 1 of Gar Saxon?')],
      optional: false,
    }),
  ),
  // RRG 1.5.0 · Raid Tokens.
  'kanan jarrus': facts(attacking('spend a die with a crit icon: the defending ship gains 1 raid token of your choice', [raidToken('defender')], { when: [vsShip], pay: [spendDie(critFaces)] })),
};

/** Every round's table, one squadron in one place: a name written in two tables fails at load. */
export const squadronFacts: Readonly<Record<string, CardFacts>> = joinFactTables(firstRounds, squadronFactsMore, squadronFactsGrants);
