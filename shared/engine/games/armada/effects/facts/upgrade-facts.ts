import {
  addDice,
  addFace,
  addOfChoice,
  againstZones,
  ask,
  atRange,
  attacking,
  beforeDamage,
  byShip,
  bySquadron,
  change,
  critFaces,
  damage,
  defenderDiscardsCommandToken,
  defenderLosesShields,
  defenderShields,
  defenderTokens,
  defending,
  discard,
  effect,
  damagePerCrit,
  exhaust,
  faceupCards,
  faceupDamageCard,
  facts,
  factsNoting,
  friendly,
  commandToken,
  fromZones,
  gainToken,
  gathering,
  inPool,
  moreSquadrons,
  once,
  readyToken,
  recoverShields,
  recoverToken,
  removeDice,
  reroll,
  resolving,
  salvoAttack,
  speed,
  spendDie,
  token,
  vsShip,
  vsSquadron,
  yourCall,
  type CardFacts,
  anyDialRevealed,
  attackerSpendsToken,
  exhaustActivatedToken,
  fleetGainsToken,
  gainRevealedToken,
  inRound,
  namedShipGainsToken,
  namedShipSpeed,
  navTokenOrSlow,
  readyUpgrade,
  replaceToken,
  whenActivates,
  defenderSuffers,
  namedSuffer,
  readySquadron,
  spendShield,
  tokenAsDial,
  anyCommandToken,
  beforeReveal,
  changeDial,
  commandTokenLimit,
  discardDialOrToken,
  limitExhaustedTokens,
  namedShipUpgrade,
  rollAtAttacker,
  changeToAnyFace,
  defenderEngaged,
  dialAlsoToken,
  flipTargetCards,
  fleetRecoversTokens,
  gatherArmamentDice,
  preventCriticals,
  replaceGatheredDice,
  spendTargetTokens,
  oneTargetPerZone,
  repairCardInsteadOfEngineering,
  repeatZoneAttack,
  redirectCap,
  splashHalfIcons,
  swapGatheredDie,
  salvoEffect,
  activatedShipSuffers,
  fleetGainsTokensUpToCommand,
  removeHalfGathered,
  spendToReadyFriend,
  revealedOne,
  commandAsTokenWithRaid,
  evadeChange,
  raidToken,
  swapCommandToken,
  takeTokenAndRaid,
  passShipTurn,
  defenderWasDamaged,
  joinFactTables,
} from './fact-builders';
import { upgradeFactsR3 } from './upgrade-facts-r3';
import { upgradeFactsLead } from './upgrade-facts-lead';
import { upgradeFactsMoves } from './upgrade-facts-moves';
import { upgradeFactsTitlesMore } from './upgrade-facts-titles-more';
import { upgradeFactsSquadrons } from './upgrade-facts-squadrons';
import { upgradeFactsOfficers } from './upgrade-facts-officers';
import { upgradeFactsCommands } from './upgrade-facts-commands';

// DESIGN §10 · the Armada upgrade cards (commanders, officers, titles, weapons teams, turbolasers,
// ordnance, retrofits, support teams, fleet commands and support, superweapons) as our own facts,
// keyed by the card's name as factKey spells it: what each does at its moment, read by one
// interpreter (effects-in-play.ts). The newest printing (AMG final errata, the ISB data) is the one
// recorded. What needs the table's geometry asks one question with the effect ready; what needs the
// players' judgement is "your call" with the reason. Cards not listed here are placed by the reader
// of their recurring terms (card-terms.ts); the attack and spend restrictions of
// attack/card-restriction-facts.ts count as applied.

const RED_BLUE_CRIT = inPool(['red', 'blue'], ['crit', 'hit-crit']);
const BLUE_CRIT = inPool(['blue'], ['crit']);
const BLACK_CRIT = inPool(['black'], ['hit-crit']);

/** Darth Vader (weapons team): his boarding action, on both printings' slot names. */
const VADER_BOARDING = effect('unit', 'revealDial', 'discard a squadron dial or token: discard 1 non-commander upgrade of an enemy ship at close range', [namedShipUpgrade('discard', true)], {
  when: [whenActivates('self'), anyDialRevealed, ask('Is the enemy ship at close range?')],
  pay: [discard, discardDialOrToken('squadron')],
});

const firstRounds: Readonly<Record<string, CardFacts>> = {
  // ——— Commanders ———
  'admiral ackbar': facts(
    gathering('add 2 red dice attacking a ship from the side zones', [addDice('red', 2)], {
      when: [byShip, vsShip, fromZones('left', 'right'), ask('Did this ship choose, before its Attack step, to attack only from its left and right zones this round?')],
    }, true),
  ),
  'admiral screed': facts(attacking('spend a die to change a die to a crit', [change('crit')], { when: [byShip, once('activation')], pay: [spendDie()] }, true)),
  'admiral sloane': factsNoting(
    'A squadron spending an accuracy die to spend a defender’s token is left to the table.',
    attacking('a squadron attacking a ship rerolls 1 crit die', [reroll(1, undefined, critFaces)], { when: [bySquadron, vsShip, ask('Is the attacking squadron without Rogue?')] }, true),
  ),
  'anakin skywalker': facts(
    attacking('reroll up to 3 dice', [reroll(3)], {
      when: [byShip, vsShip, ask('Is the defender at distance 1–5 of 2 other friendly ships, and did 1 of them (at distance 1–5 of it) spend a defense token?')],
    }, true),
  ),
  'commander sato': facts(
    gathering('replace 1 gathered die with a die of another colour (1st of 2)', [swapGatheredDie], { when: [byShip, vsShip, ask('Is the defender at distance 1 of a friendly squadron?')] }, true),
    gathering('replace 1 gathered die with a die of another colour (2nd of 2)', [swapGatheredDie], { when: [byShip, vsShip, ask('Is the defender at distance 1 of a friendly squadron?')] }, true),
  ),
  kraken: facts(attacking('change 1 die to a hit', [change('hit')], { when: [byShip, vsShip, once('activation'), ask('Is another friendly ship at close–medium range of the defender?')] }, true)),
  'mar tuuk': factsNoting(
    'Against a ship with no shields left, the attacker must cancel 1 die after rolling: the table removes it.',
    gathering('add 1 red die while the defending zone has shields', [addDice('red')], { when: [byShip, defenderShields(true)] }, true),
  ),
  'general romodi': facts(gathering('add 1 red die to an obstructed attack (and remove none)', [addDice('red')], { when: [byShip, vsShip, ask('Is the attack obstructed by a ship or obstacle?')] }, true)),
  'plo koon': factsNoting(
    'Grit for squadrons near an Adept squadron is a movement rule the table keeps.',
    attacking('a squadron attacking a ship adds a blue accuracy', [addFace('blue', 'accuracy')], { when: [bySquadron, vsShip, ask('Is the defender at distance 1–3 of a friendly ship?')] }, true),
  ),
  'tf-1726': facts(gathering('add 1 black die per raid token on the defender (up to 2)', [addDice('black')], { when: [byShip, vsShip, once('activation'), ask('Does the defender have a raid token? (Tap once per token, up to 2.)')] }, true)),
  'darth vader|commander': facts(attacking('a friendly ship spends a defense token to reroll any dice', [reroll('all')], { when: [byShip, vsShip], pay: [token('any')] }, true)),
  'obi-wan kenobi': facts(defending('spend a readied redirect to take 1 off the total', [damage(-1)], { pay: [token('redirect')] }, true)),
  'luminara unduli': facts(
    effect('defenderFleet', 'resolveDamage', 'ready 1 defense token the defender did not spend', [readyToken()], { when: [ask('Did the defender spend fewer than 2 defense tokens this attack?')] }),
  ),
  'admiral ozzel|commander': facts(
    friendly('executeManeuver', 'a friendly ship changes its speed by 1 more (Determine Course)', [speed(1)]),
    friendly('executeManeuver', 'a friendly ship changes its speed by 1 less (Determine Course)', [speed(-1)]),
  ),
  'admiral yularen': factsNoting(
    'Its Repair Squadron effect (engineering points for a nearby squadron’s hull) is spent at the table.',
    friendly('resolveCommand', 'a friendly ship that spent a squadron token activates 1 more squadron', [moreSquadrons()], { when: [resolving('squadron'), ask('Did this ship spend a squadron token for its squadron command?')] }),
  ),
  // RRG 1.5.0 errata (the ISB printing): the close-range reroll takes 1 additional die.
  'mon mothma': facts(
    effect('defenderFleet', 'always', 'a friendly ship’s evade may cancel 1 die at medium range', [evadeChange(['medium'], true)]),
    effect('defenderFleet', 'always', 'a friendly ship’s evade may reroll 1 more die at close range or distance 1', [evadeChange(['close', 'distance-1'], false, 1)]),
  ),

  // ——— Officers ———
  'agent kallus': facts(attacking('add 1 die of any colour attacking a unique squadron', [addOfChoice()], { when: [vsSquadron, ask('Is the defender a unique squadron?')] })),
  'captain brunson': facts(defending('cancel 1 attack die near an obstacle', [removeDice()], { when: [ask('Is the defender at distance 1–2 of an obstacle?')], pay: [exhaust] })),
  'clone captain zak': facts(attacking('add 1 die of a colour in the pool from a side or rear zone', [addOfChoice(1, true)], { when: [byShip, fromZones('left', 'right', 'rear')], pay: [exhaust] })),
  'commander vanto': facts(effect('unit', 'resolveCommand', 'gain 1 command token of any type', [gainToken()], { pay: [exhaust] })),
  'commander woldar': facts(attacking('a friendly squadron attacking a squadron rerolls 1 die', [reroll(1)], { when: [bySquadron, vsSquadron, ask('Is the attacker a non-Swarm squadron at distance 1–3 of this ship?')] }, true)),
  'director krennic': facts(
    attacking('with a concentrate fire dial: reroll any red dice', [reroll('all', ['red'])], { when: [atRange('medium', 'long'), resolving('concentrateFire'), ask('Did this ship spend a concentrate fire dial?')] }),
    attacking('with a concentrate fire token: reroll up to 2 red dice', [reroll(2, ['red'])], { when: [atRange('medium', 'long'), resolving('concentrateFire'), ask('Did this ship spend a concentrate fire token?')] }),
  ),
  'general draven': facts(attacking('add 1 die of any colour against Counter or Intel', [addOfChoice()], { when: [vsSquadron, ask('Does the defender have Counter or Intel?')] })),
  'kyrsta agate': facts(effect('attacker', 'criticalEffect', 'red or blue crit: ready 1 exhausted defense token', [readyToken()], { when: [RED_BLUE_CRIT], pay: [exhaust] })),
  'lando calrissian': facts(defending('force the attacker to reroll dice of your choice', [reroll('all')], { pay: [discard] })),
  'major derlin': facts(beforeDamage('take 1 off the total damage', [damage(-1)], { pay: [exhaust] })),
  'reeva demesne': facts(effect('defender', 'declareTarget', 'ready 1 defense token while the defending zone has shields', [readyToken()], { when: [defenderShields(true)], pay: [exhaust] })),
  'shu mai': facts(attacking('reroll up to 3 dice in a marked round', [reroll(3)], { when: [vsShip, ask('Is this a round matching a token on Shu Mai?')] })),
  'toryn farr': facts(attacking('another friendly unit rerolls 1 blue die', [reroll(1, ['blue'])], { when: [ask('Is the attacker another friendly ship or squadron at distance 1–3 of this ship?')] }, true)),
  'veteran captain': facts(effect('unit', 'revealDial', 'gain 1 command token of your choice', [gainToken()], { pay: [discard] })),
  'raymus antilles': facts(effect('unit', 'revealDial', 'gain the matching command token and keep the dial', [gainToken()])),
  'walex blissex': facts(effect('unit', 'activationStart', 'recover 1 discarded defense token', [recoverToken()], { pay: [discard] })),
  'wullf yularen': facts(effect('unit', 'resolveCommand', 'gain the command token just spent', [gainToken()], { pay: [exhaust] })),
  'wulff yularen': facts(effect('unit', 'resolveCommand', 'gain the command token just spent', [gainToken()], { pay: [exhaust] })),
  'the grand inquisitor': facts(
    effect('unit', 'shipPhaseStart', 'speed 1 faster when an enemy ship changes speed', [{ kind: 'speed', change: 1 }], { when: [ask('Did an enemy ship at distance 1–5 just change its speed?')], pay: [exhaust] }),
    effect('unit', 'shipPhaseStart', 'speed 1 slower when an enemy ship changes speed', [{ kind: 'speed', change: -1 }], { when: [ask('Did an enemy ship at distance 1–5 just change its speed?')], pay: [exhaust] }),
  ),
  'taskmaster grint': facts(effect('unit', 'revealDial', 'gain the matching command token and keep the dial', [gainToken()], { when: [ask('Does the revealed command match the token on Taskmaster Grint?')] })),
  tikkes: factsNoting(
    'While a token is on the card, the dials it must show are the table’s to keep.',
    effect('unit', 'revealDial', 'place a matching token on the card: gain a command token of your choice', [gainToken()], { when: [ask('Did you place a token matching the revealed command on Tikkes?')] }),
  ),
  'darth vader|officer': factsNoting(
    'The commander or officer card the attacker discards for it is turned over at the table.',
    attacking('a friendly ship discards one of its commander or officer cards to reroll any dice', [reroll('all')], {
      when: [byShip, vsShip, ask('Is the attacker at distance 1–5 of Darth Vader’s ship, and does it discard one of its own commander or officer cards (not Darth Vader) for this?')],
    }, true),
  ),
  'san hill': facts(
    friendly('resolveCommand', 'discard a squadron token from the card: a friendly ship activates 1 more squadron', [moreSquadrons()], {
      when: [resolving('squadron'), ask('Is this ship at distance 1–5 of San Hill’s ship, and did you discard a squadron token from San Hill?')],
    }),
  ),
  'expert shield tech': facts(defending('spend a redirect to take 1 off the total instead', [damage(-1)], { pay: [token('redirect')] })),

  // ——— Weapons teams ———
  'ordnance experts': facts(attacking('reroll up to 2 black dice', [reroll(2, ['black'])])),
  'veteran gunners': facts(attacking('reroll every die in the pool', [reroll('all')], { pay: [exhaust] })),
  'caitken and shollan': facts(attacking('reroll any dice of one colour', [reroll('all')], { pay: [exhaust] })),
  'sensor team': facts(attacking('spend a die to change a die to an accuracy', [change('accuracy')], { pay: [exhaust, spendDie()] })),
  'weapons battery techs': facts(attacking('change 1 accuracy to a crit', [change('crit', ['accuracy'])], { when: [vsShip] })),
  'clone gunners': facts(gathering('add 1 blue accuracy for another ship’s concentrate fire token', [addFace('blue', 'accuracy')], { when: [resolving('concentrateFire'), ask('Did you discard a concentrate fire token of another friendly ship at distance 1–5 of the defender?')] })),
  'flight controllers': facts(gathering('a squadron it activated adds 1 blue die against a squadron', [addDice('blue')], { when: [bySquadron, vsSquadron, ask('Did this ship activate the attacking squadron with its squadron command this activation?')] }, true)),

  // ——— Turbolasers and ion cannons ———
  'h9 turbolasers': facts(attacking('change 1 hit or crit to an accuracy', [change('accuracy', ['hit', 'crit', 'hit-crit', 'hit-hit'])])),
  'dual turbolaser turrets': facts(attacking('add 1 red die, then remove 1 die', [addDice('red'), removeDice()], { pay: [exhaust] })),
  'linked turbolaser towers': factsNoting(
    'Its 2 added dice against the first squadron are reminded at that moment.',
    attacking('reroll 1 red die against a squadron', [reroll(1, ['red'])], { when: [vsSquadron] }),
  ),
  'quad battery turrets': facts(gathering('add 1 blue die against a faster ship', [addDice('blue')], { when: [vsShip, ask('Is the defender’s speed higher than yours?')] })),
  'quad turbolaser cannons': facts(attacking('a red accuracy rolled: add a red accuracy', [addFace('red', 'accuracy')], { when: [inPool(['red'], ['accuracy'])], optional: false })),
  'dby-827 heavy turbolasers': facts(attacking('salvo: change 1 die to a crit', [change('crit')], { when: [salvoAttack] })),
  'turbolaser reroute circuits': facts(attacking('spend an evade: change 1 red die to a crit', [change('crit', undefined, ['red'])], { pay: [exhaust, token('evade')] })),
  'leading shots': facts(attacking('spend a blue die: reroll any dice', [reroll('all')], { when: [inPool(['blue'])], pay: [spendDie()] })),
  'point-defense reroute': facts(attacking('reroll crits against a squadron at close range', [reroll('all', undefined, critFaces)], { when: [vsSquadron, atRange('close')] })),
  'point defense ion cannons': facts(defending('force the attacker to reroll 1 die', [reroll(1)], { when: [atRange('close')] })),

  // ——— Ordnance ———
  'external racks': facts(gathering('add 2 black dice at close range', [addDice('black', 2)], { when: [atRange('close')], pay: [discard] })),

  // ——— Titles ———
  annihilator: facts(attacking('reroll 1 die against a squadron', [reroll(1)], { when: [vsSquadron] })),
  defiance: facts(gathering('add 1 die of any colour against a ship that has activated', [addOfChoice()], { when: [vsShip, ask('Has the defender already activated this round?')] })),
  'home one': facts(attacking('another friendly ship changes 1 die to an accuracy', [change('accuracy')], { when: [byShip, ask('Is the attacker another friendly ship at distance 1–5 of Home One?')] }, true)),
  paragon: facts(gathering('add 1 black die against a ship attacked before this round', [addDice('black')], { when: [vsShip, ask('Have you already attacked this ship this round?')] })),
  'patriot fist': facts(gathering('first attack at medium–long range: add 2 blue dice', [addDice('blue', 2)], { when: [vsShip, atRange('medium', 'long'), ask('Is this your first attack this activation? (You attack no more this activation.)')] })),
  warlord: facts(attacking('change 1 accuracy to a hit', [change('hit', ['accuracy'])])),
  'task force organa': facts(attacking('reroll up to 2 dice', [reroll(2)], { when: [ask('Did you exhaust a copy of Task Force Organa on another friendly ship at distance 1–3?')] })),
  unity: facts(attacking('reroll 1 die against an engaged squadron', [reroll(1)], { when: [vsSquadron, ask('Is the defender engaged with a friendly squadron without the printed Heavy keyword?')] })),
  'nevoota bee': facts(attacking('a Swarm squadron it activated rerolls 1 die against a ship', [reroll(1)], { when: [bySquadron, vsShip, ask('Did this ship activate the attacking Swarm squadron with its squadron command?')] }, true)),
  yavaris: facts(attacking('a squadron it activated adds 1 die of a colour in the pool', [addOfChoice(1, true)], { when: [bySquadron, ask('Did this ship activate the attacker, which chose only to attack?')] }, true)),
  admonition: facts(defending('discard a defense token to cancel 1 die', [removeDice()], { pay: [token('any', 'discard')] })),
  'bright hope': facts(beforeDamage('take 1 off the total when the rear zone is not the target', [damage(-1)], { when: [againstZones('front', 'left', 'right')], optional: false })),
  "foreman's labor": facts(beforeDamage('take 1 off the total while the zone has shields', [damage(-1)], { when: [defenderShields(true)], pay: [exhaust] })),
  'seventh fleet star destroyer': facts(beforeDamage('front zone: take 1 off the total', [damage(-1)], { when: [againstZones('front'), ask('Did you exhaust a copy on another friendly ship at distance 1–4?')] })),
  'gallant haven': facts(beforeDamage('a friendly squadron at distance 1 takes 1 less damage (at least 1)', [damage(-1)], { when: [{ kind: 'unitKind', who: 'defender', unit: 'squadron' }, ask('Is the defending squadron at distance 1 of this ship, with more than 1 damage?')], optional: false }, true)),
  liberty: facts(effect('unit', 'resolveCommand', 'having spent a squadron token, activate 1 more squadron', [moreSquadrons()], { when: [resolving('squadron'), ask('Did this ship spend a squadron token for its squadron command?')] })),
  'swift return': factsNoting(
    'Raising a yaw value by 1 instead is the table’s.',
    effect('unit', 'executeManeuver', 'near an obstacle: speed 1 faster (Determine Course)', [speed(1)], { when: [ask('Is this ship at distance 1–2 of an obstacle?')] }),
    effect('unit', 'executeManeuver', 'near an obstacle: speed 1 slower (Determine Course)', [speed(-1)], { when: [ask('Is this ship at distance 1–2 of an obstacle?')] }),
  ),
  'hand of justice': facts(effect('unit', 'revealDial', 'ready 1 defense token of another friendly ship', [readyToken()], { when: [ask('Is the chosen ship another friendly ship at distance 1–5?')], pay: [exhaust] })),

  // ——— Retrofits, support, fleet cards ———
  'electronic countermeasures': facts(defending('spend a token an accuracy chose', [{ kind: 'spendForbiddenToken', token: 'any', forbiddenBy: 'accuracy' }], { pay: [exhaust] })),
  'reinforced blast doors': facts(effect('unit', 'shipPhaseStart', 'discard up to 3 facedown damage cards', [{ kind: 'repairHull', amount: 2 }, { kind: 'repairHull', amount: 1 }], { pay: [discard] })),
  'redundant shields': facts(effect('unit', 'statusPhase', 'recover 1 shield', [{ kind: 'recoverShields', amount: 1 }])),
  'targeting scrambler': facts(defending('force the attacker to reroll up to 4 dice', [reroll(4)], { when: [atRange('close'), ask('Is the defender a friendly ship at distance 1–3 of this ship?')], pay: [exhaust] }, true)),
  'entrapment formation!': facts(
    friendly('executeManeuver', 'a friendly ship speeds up by 1 (Determine Course)', [speed(1)], { when: [ask('Was Entrapment Formation! used (discarded, or a navigate token spent) at the start of this Ship Phase?')] }),
    friendly('executeManeuver', 'a friendly ship slows down by 1 (Determine Course)', [speed(-1)], { when: [ask('Was Entrapment Formation! used (discarded, or a navigate token spent) at the start of this Ship Phase?')] }),
  ),
  'shields to maximum!': facts(
    friendly('activationStart', 'a friendly ship recovers 1 shield before it reveals its command', [recoverShields()], { when: [ask('Was Shields to Maximum! used (discarded, or a repair token spent) at the start of this Ship Phase?')] }),
  ),
  'bomber command center': facts(attacking('a Bomber squadron attacking a ship rerolls 1 die', [reroll(1)], { when: [bySquadron, vsShip, ask('Is the attacker a friendly Bomber squadron at distance 1–5 of this ship?')] }, true)),
  'intensify firepower!': facts(attacking('change 1 die to a single hit', [change('hit')], { when: [byShip, vsShip, ask('Was Intensify Firepower! used at the start of this Ship Phase?')] }, true)),
  'b2 rocket troopers': factsNoting(
    'Its raid token against a ship is left to the table.',
    attacking('add 1 die of a colour in the pool against a squadron', [addOfChoice(1, true)], { when: [vsSquadron], pay: [exhaust] }),
  ),

  // ——— Critical effects and cards the players decide ———
  'assault proton torpedoes': facts(effect('attacker', 'criticalEffect', 'black crit: deal 1 faceup damage card to the defender', [faceupDamageCard()], { when: [vsShip, BLACK_CRIT], pay: [exhaust] })),
  'assault concussion missiles': facts(effect('attacker', 'criticalEffect', 'black crit: each zone adjacent to the defending one suffers 1 damage', [{ kind: 'adjacentZonesDamage' }], { when: [vsShip, BLACK_CRIT], pay: [exhaust] })),
  'heavy ion emplacements': facts(effect('attacker', 'criticalEffect', 'blue crit: the defending zone and each adjacent zone lose 1 shield', [defenderLosesShields('defendingAndAdjacent')], { when: [vsShip, BLUE_CRIT], pay: [exhaust] })),
  'ion cannon batteries': facts(effect('attacker', 'criticalEffect', 'blue crit: discard 1 command token of the defender (none: the defending zone loses 1 shield)', [defenderDiscardsCommandToken(true)], { when: [vsShip, BLUE_CRIT] })),
  'nk-7 ion cannons': facts(effect('attacker', 'criticalEffect', 'blue crit: the defender discards 1 defense token of its choice', [defenderTokens('discard', 1)], { when: [vsShip, BLUE_CRIT], pay: [exhaust] })),
  'overload pulse': facts(effect('attacker', 'criticalEffect', 'blue crit: every defense token of the defender exhausted', [defenderTokens('exhaust', 'all')], { when: [vsShip, BLUE_CRIT] })),
  'xx-9 turbolasers': facts(effect('attacker', 'criticalEffect', 'crit: the first 2 damage cards this attack deals are faceup', [faceupCards(2)], { when: [vsShip, inPool(undefined, critFaces)] })),
  'ms-1 ion cannon': facts(effect('attacker', 'criticalEffect', 'blue crit: exhaust 1 upgrade card of the defender', [{ kind: 'defenderUpgrade', as: 'exhaust' }], { when: [vsShip, BLUE_CRIT] })),
  'ms-1 ion cannons': facts(effect('attacker', 'criticalEffect', 'blue crit: exhaust 1 upgrade card of the defender', [{ kind: 'defenderUpgrade', as: 'exhaust' }], { when: [vsShip, BLUE_CRIT] })),
  'fire-control team': facts(effect('attacker', 'resolveDamage', 'resolve 1 more critical effect (not the same one twice)', [{ kind: 'extraCritical' }], { pay: [exhaust] })),
  "dodonna's pride": facts(effect('attacker', 'criticalEffect', 'blue crit: cancel every attack die to deal 1 faceup damage card', [faceupDamageCard(true)], { when: [vsShip, BLUE_CRIT] })),
  'intel officer': facts(effect('attacker', 'rollAttackDice', 'choose 1 defense token of the defender: discarded if spent this attack', [{ kind: 'discardIfSpent' }], { pay: [exhaust] })),
  'thermal shields': facts(effect('defender', 'gatherDice', 'spend a brace: half the gathered dice (rounded down), chosen by the defender, are removed', [removeHalfGathered], { pay: [token('brace')] })),
  devastator: facts(attacking('from the front zone: add 1 blue die per discarded defense token of yours', [{ kind: 'addDicePerDiscardedToken', color: 'blue' }], { when: [byShip, fromZones('front'), once('round')] })),
  dominator: facts(
    attacking('spend 1 shield from a zone: add 1 blue die (1st of 2)', [addDice('blue')], { when: [byShip, atRange('close', 'medium')], pay: [spendShield('any')] }),
    attacking('spend 1 shield from a zone: add 1 blue die (2nd of 2)', [addDice('blue')], { when: [byShip, atRange('close', 'medium')], pay: [spendShield('any')] }),
  ),
  salvation: facts(attacking('from the front zone, each crit icon counts as 2 damage', [damagePerCrit()], { when: [byShip, vsShip, fromZones('front'), inPool(undefined, critFaces)], optional: false })),
  'sw-7 ion batteries': facts(attacking('each unspent blue accuracy adds 1 damage', [{ kind: 'damagePerBlueAccuracy', amount: 1 }], { when: [vsShip, inPool(['blue'], ['accuracy'])], optional: false })),
  ravager: facts(attacking('spend the concentrate fire token to add 1 die of a colour in the pool', [addOfChoice(1, true)], { when: [byShip], pay: [commandToken('concentrateFire')] })),
  'wide-area barrage': facts(
    effect('attacker', 'criticalEffect', 'black crit: 1 other unit at close range of the defender suffers half the black hit icons, rounded up', [splashHalfIcons('black', 'hit')], {
      when: [vsShip, BLACK_CRIT, ask('Is the unit you name at close range of the defender?')],
    }),
  ),
  // RRG · Ignition, a critical effect: the units at distance 1 of the defender are named (the table sees which).
  'orbital bombardment particle cannons': facts(
    effect('attacker', 'criticalEffect', 'ignition, red crit: each other ship at distance 1 of the defender suffers 2 damage, each squadron there 1', [{ kind: 'damageAroundDefender', ship: 2, squadron: 1 }], {
      when: [vsShip, { kind: 'attackKind', kinds: ['ignition'] }, inPool(['red'], critFaces), ask('Have you named every other ship and squadron at distance 1 of the defender?')],
    }),
  ),
  // RRG · Ignition, a critical effect: each damage is suffered on a zone the defender names, apart from the attack's total.
  'superheavy composite beam turbolasers': facts(
    effect('attacker', 'criticalEffect', 'ignition, red crit: the defender suffers 1 damage per red or blue crit icon, each on a zone its owner names', [{ kind: 'sufferPerCritIcon', colors: ['red', 'blue'] }], {
      when: [vsShip, { kind: 'attackKind', kinds: ['ignition'] }, inPool(['red'], critFaces)],
    }),
  ),
  sunder: facts(
    effect('attacker', 'criticalEffect', 'blue or black crit: discard 1 retrofit, ordnance, ion cannon or turbolaser of the defender', [{ kind: 'defenderUpgrade', as: 'discard' }], {
      when: [vsShip, inPool(['blue', 'black'], ['crit', 'hit-crit']), ask('Is the card you choose an offensive or defensive retrofit, ordnance, ion cannon or turbolaser?')],
      pay: [discard],
    }),
  ),
  'flechette torpedoes': facts(attacking('spend a black crit die: the defending squadron is toggled to activated', [{ kind: 'defenderActivated' }], { when: [vsSquadron, inPool(['black'], ['hit-crit'])], pay: [spendDie(['hit-crit'])] })),
  'munitions resupply': facts(defending('spend a readied defense token to resolve the salvo effect instead of its own', [salvoEffect], { pay: [exhaust, token('any')] })),
  'reactive gunnery': facts(defending('spend a readied defense token to resolve the salvo effect instead of its own', [salvoEffect], { pay: [exhaust, token('any')] })),
  'sa nalaor': facts(defending('at speed 2 or higher: spend a defense token to resolve the evade effect instead of its own (once per attack)', [{ kind: 'evadeByToken' }], { when: [{ kind: 'ownSpeed', atLeast: 2 }] })),
  // the defending zone may hold up to 6; recovering waits while a zone is over its maximum (the repair rule holds to it).
  tranquility: facts(beforeDamage('fewer than 2 defense tokens spent: move up to 2 shields from 1 zone to the defending zone (at most 6)', [{ kind: 'moveShields', to: 'defending', max: 2, cap: 6, engineering: false }], { when: [{ kind: 'fewerTokensSpent', than: 2 }] })),
  implacable: facts(
    beforeDamage('spend 1 front shield: a friendly unit nearby takes 1 less damage', [damage(-1)], { when: [ask('Is the defender a friendly ship or squadron at distance 1–2 of this ship?')], pay: [exhaust, spendShield('front')] }, true),
    beforeDamage('spend 2 front shields: a friendly unit nearby takes 2 less damage', [damage(-2)], { when: [ask('Is the defender a friendly ship or squadron at distance 1–2 of this ship?')], pay: [exhaust, spendShield('front'), spendShield('front')] }, true),
  ),
  // RRG · Resolve Damage: damage suffered on other zones' shields first, in one tap each (the rest as usual).
  'adi gallia': factsNoting(
    'Whether a redirect may still take part of the rest, after she moved damage, is the players’ reading of “the defending hull zone”.',
    beforeDamage('1 damage per defense token spent suffered on an adjacent zone’s shields (1st zone)', [{ kind: 'damageToZone', adjacent: true, perToken: true }]),
    beforeDamage('1 damage per defense token spent suffered on an adjacent zone’s shields (2nd zone)', [{ kind: 'damageToZone', adjacent: true, perToken: true }]),
  ),
  'advanced projectors': facts(
    beforeDamage('redirect: damage suffered on the shields of another hull zone, adjacent or not (1st more zone)', [{ kind: 'damageToZone', adjacent: false, perToken: false }], { when: [{ kind: 'tokenSpent', token: 'redirect' }] }),
    beforeDamage('redirect: damage suffered on the shields of another hull zone, adjacent or not (2nd more zone)', [{ kind: 'damageToZone', adjacent: false, perToken: false }], { when: [{ kind: 'tokenSpent', token: 'redirect' }] }),
  ),
  'xi7 turbolasers': facts(effect('attacker', 'always', 'a redirect moves at most 1 damage to each zone other than the defending one', [redirectCap(1)])),
  // A copy exhausted on the friend takes 1 damage off this ship's total and deals it to the friend; exhausted, a copy stops its ship's engineering.
  'task force antilles': facts(
    beforeDamage('exhaust a copy on another friendly ship at distance 1–3: it suffers 1 of your damage instead', [damage(-1), namedSuffer(1, 1, 'shipOrSquadron', 'friendly')], {
      when: [vsShip, ask('Is the friendly ship you name at distance 1–3?')],
      pay: [{ kind: 'exhaustNamedCopy' }],
    }),
    effect('unit', 'always', 'while this card is exhausted, this ship spends no engineering points', [{ kind: 'noEngineeringWhileExhausted' }], { optional: false }),
  ),

  // ——— Issue 35 · commands, speed, tokens and activations of other ships ———
  'grand moff tarkin': facts(effect('unit', 'shipPhaseStart', 'each friendly ship gains a token of the command chosen', [fleetGainsToken], { when: [once('round')] })),
  'commandant aresko': facts(
    effect('unit', 'revealDial', 'gain a token matching the command another friendly ship reveals', [gainRevealedToken], { when: [whenActivates('otherFriendly'), anyDialRevealed, ask('Is the activated ship at distance 1–3 of this ship?')], pay: [exhaust] }),
  ),
  'comms net': facts(
    effect('unit', 'revealDial', 'after revealing: pass 1 of its command tokens to another friendly ship', [namedShipGainsToken('chosen', true)], { when: [whenActivates('self'), anyDialRevealed, ask('Is the other ship at distance 1–5?')] }),
  ),
  'admiral titus': facts(effect('unit', 'commandPhase', 'at the start of the first round: change 1 enemy ship’s speed by 1', [namedShipSpeed('either')], { when: [inRound(1), once('game')] })),
  'captain needa': facts(effect('unit', 'commandPhase', 'at the start of the first round: replace 1 defense token with an evade', [replaceToken('evade')], { when: [inRound(1), once('game')] })),
  vanguard: facts(effect('unit', 'commandPhase', 'at the start of the first round: replace 1 defense token with a redirect', [replaceToken('redirect')], { when: [inRound(1), once('game')] })),
  'local fire control': facts(effect('unit', 'commandPhase', 'after deploying (offered at the start of round 1): replace 1 defense token with a salvo', [replaceToken('salvo')], { when: [inRound(1), once('game')], optional: false })),
  'emperor palpatine': facts(
    effect('defender', 'declareTarget', 'an enemy ship targeting this ship spends 1 of its own defense tokens, if able', [attackerSpendsToken], { when: [byShip], optional: false }),
    effect('defender', 'declareTarget', 'a unique enemy squadron targeting this ship spends 1 of its defense tokens, if able', [attackerSpendsToken], { when: [bySquadron, ask('Is the attacking squadron unique?')], optional: false }),
  ),
  interdictor: facts(effect('unit', 'activationStart', 'when a ship activates: ready 1 other exhausted upgrade of this ship', [readyUpgrade], { when: [whenActivates('any')], pay: [exhaust] })),
  suppressor: facts(
    effect('unit', 'activationEnd', 'an enemy ship ending its activation nearby: exhaust 1 of its defense tokens', [exhaustActivatedToken], { when: [whenActivates('enemy'), ask('Has the enemy ship finished its activation at distance 1–3 of this ship?')] }),
  ),
  'ruthless strategists': facts(
    effect('attacker', 'afterAttack', 'after attacking a squadron: 1 friendly squadron engaged with it suffers 1 damage, and the defender 1', [namedSuffer(1, 1, 'squadron', 'friendly'), defenderSuffers()], {
      when: [vsSquadron, ask('Is the friendly squadron you name engaged with the defender?')],
    }),
  ),
  'admiral piett': facts(friendly('resolveCommand', 'a friendly ship that spent only a token resolves the command as if it spent the dial', [tokenAsDial('navigate', 'squadron', 'repair', 'concentrateFire')], { pay: [exhaust] })),
  'adar tallon': facts(
    effect('unit', 'resolveCommand', 'after the squadron command: 1 squadron it activated is toggled back to unactivated', [readySquadron], {
      when: [resolving('squadron'), ask('Has the squadron command been resolved, and did the squadron you name activate with it?')],
      pay: [exhaust],
    }),
  ),
  'leia organa': facts(
    friendly('resolveCommand', 'a friendly ship resolving its dial (its only command this round) counts the matching token too; then no other command this round', [dialAlsoToken], {
      when: [ask('Has this ship resolved no other command this round?')],
    }),
  ),
  'heavy fire zone': facts(
    effect('attacker', 'gatherDice', 'against a squadron not engaged with a friendly one: every blue anti-squadron die becomes red', [replaceGatheredDice('blue', 'red')], { when: [byShip, vsSquadron, defenderEngaged(false)] }),
  ),
  insidious: facts(effect('attacker', 'gatherDice', 'against a rear hull zone at medium range: the battery’s black dice are used', [gatherArmamentDice('black')], { when: [byShip, vsShip, atRange('medium'), againstZones('rear')] })),
  'boarding troopers': facts(
    effect('unit', 'revealDial', 'discard a squadron dial or token: an enemy ship at close range spends defense tokens, up to the squadron value', [spendTargetTokens], {
      when: [whenActivates('self'), anyDialRevealed, ask('Is the enemy ship at close range?')],
      pay: [discard, discardDialOrToken('squadron')],
    }),
  ),
  'boarding engineers': facts(
    effect('unit', 'revealDial', 'discard a squadron dial or token: facedown damage cards of an enemy ship at close range flipped faceup, up to the engineering value', [flipTargetCards], {
      when: [whenActivates('self'), anyDialRevealed, ask('Is the enemy ship at close range?')],
      pay: [discard, discardDialOrToken('squadron')],
    }),
  ),
  'garm bel iblis': facts(
    effect('unit', 'shipPhaseStart', 'each friendly ship gains command tokens up to its command value', [fleetGainsTokensUpToCommand], { when: [once('round'), ask('Does this round match one of the 2 round tokens placed on Garm Bel Iblis?')] }),
  ),
  'beast of burden': facts(
    effect('unit', 'activationStart', 'spend its defense tokens to ready as many exhausted tokens of another friendly ship', [spendToReadyFriend], { when: [whenActivates('self'), ask('Is the other ship at distance 1–3?')], pay: [exhaust] }),
  ),
  'general tagge': facts(effect('unit', 'shipPhaseStart', 'each friendly ship recovers 1 discarded defense token', [fleetRecoversTokens], { when: [once('round'), ask('Does this round match one of the 2 round tokens placed on General Tagge?')] })),
  'governor pryce': facts(attacking('spend 1 shield of the attacking zone: change 1 die to any face but an accuracy', [changeToAnyFace(1, ['accuracy'])], { when: [byShip, vsShip, once('activation')], pay: [spendShield('attacking')] })),
  'damage control officer': facts(defending('having spent a contain: the attacker resolves no critical effect', [preventCriticals], { when: [{ kind: 'tokenSpent', token: 'contain' }] })),
  'gunnery team': facts(
    effect('unit', 'resolveCommand', 'concentrate fire: the next attack this activation may be from a hull zone that already attacked', [repeatZoneAttack], { when: [resolving('concentrateFire')] }),
    effect('unit', 'always', 'each hull zone targets a given ship or squadron at most once per activation', [oneTargetPerZone]),
  ),
  'repair crews': facts(
    effect('unit', 'resolveCommand', 'repair: instead of the engineering points, discard 1 damage card of a friendly ship', [repairCardInsteadOfEngineering], { when: [resolving('repair'), ask('Is the friendly ship at distance 1–2 of this ship?')] }),
  ),
  'moff jerjerrod': facts(
    friendly('executeManeuver', 'a friendly ship suffers 1 damage to make the first yaw of its maneuver II (the table sets the yaw)', [activatedShipSuffers()], { when: [ask('Does the ship take the first yaw to II for it (Determine Course)?')] }),
  ),
  avenger: facts(attacking('the defender cannot spend more than 1 exhausted defense token this attack', [limitExhaustedTokens(1)], { pay: [exhaust] })),
  'defense liaison': facts(effect('unit', 'activationStart', 'before revealing: spend 1 command token to change the dial to navigate or repair', [changeDial('navigate', 'repair')], { when: [whenActivates('self'), beforeReveal], pay: [anyCommandToken] })),
  'weapons liaison': facts(effect('unit', 'activationStart', 'before revealing: spend 1 command token to change the dial to concentrate fire or squadron', [changeDial('concentrateFire', 'squadron')], { when: [whenActivates('self'), beforeReveal], pay: [anyCommandToken] })),
  'cluster bombs': facts(effect('defender', 'afterDefend', 'after a squadron attacked: roll 4 blue dice, 1 damage to it per hit and crit', [rollAtAttacker('blue', 4, true)], { when: [bySquadron], pay: [discard] })),
  'darth vader|weapons team': facts(VADER_BOARDING),
  'darth vader|weapons-team-offensive-retro': facts(VADER_BOARDING),
  'shriv suurgav': facts(
    effect('unit', 'revealDial', 'discard a squadron dial or token: discard 1 weapons team, support team, retrofit, ordnance, ion cannon or turbolaser of an enemy ship at close range', [namedShipUpgrade('discard', true)], {
      when: [whenActivates('self'), anyDialRevealed, ask('Is the enemy ship at close range, and is the card you choose a weapons team, support team, retrofit, ordnance, ion cannon or turbolaser?')],
      pay: [discard, discardDialOrToken('squadron')],
    }),
  ),
  'parts resupply': facts(
    effect('unit', 'revealDial', 'after revealing: pass its repair token to another friendly ship', [namedShipGainsToken('repair', true)], { when: [whenActivates('self'), anyDialRevealed, ask('Is the other ship at distance 1–5?')], pay: [exhaust] }),
  ),
  'phoenix home': facts(effect('unit', 'always', 'this ship may hold up to 4 command tokens', [commandTokenLimit(4)])),
  'phylon q7 tractor beams': facts(
    effect('unit', 'activationStart', 'an enemy ship nearby spends a navigate token or slows by 1 (to 1 at least)', [navTokenOrSlow], { when: [whenActivates('self'), ask('Is the chosen enemy ship at distance 1–5, of this ship’s size class or smaller?')], pay: [exhaust] }),
  ),
  // Issue 35 · round 2: command cards the existing vocabulary plays.
  't-series tactical droid': facts(
    effect('unit', 'resolveCommand', 'a repair, navigate or squadron command paid with only a token resolves as if with the dial', [tokenAsDial('repair', 'navigate', 'squadron')], { when: [whenActivates('self')], pay: [exhaust] }),
  ),
  'clone navigation officer': factsNoting(
    'Readying it by spending tokens kept on the card: the table keeps those tokens.',
    effect('unit', 'revealDial', 'after revealing concentrate fire, navigate or squadron: a friendly ship nearby gains a matching token', [namedShipGainsToken('revealed', false)], {
      when: [whenActivates('self'), revealedOne('concentrateFire', 'navigate', 'squadron'), ask('Is the friendly ship at distance 1–5?')],
      pay: [exhaust],
    }),
  ),
  // RRG 1.5.0 · Raid Tokens: twice per activation, a command resolved as with its token, for a matching raid token.
  'commander beck': facts(
    effect('unit', 'resolveCommand', 'resolve a command as if with its token, gaining the matching raid token (1st of 2)', [commandAsTokenWithRaid], { when: [whenActivates('self')] }),
    effect('unit', 'resolveCommand', 'resolve a command as if with its token, gaining the matching raid token (2nd of 2)', [commandAsTokenWithRaid], { when: [whenActivates('self')] }),
  ),
  'iden versio': facts(
    effect('defender', 'always', 'her ship’s evade may cancel 1 die at close range or distance 1', [evadeChange(['close', 'distance-1'], true)]),
    effect('unit', 'resolveCommand', 'squadron: discard her to give 1 enemy ship at close range a raid token of your choice', [raidToken('enemyShip')], { when: [whenActivates('self'), resolving('squadron'), ask('Is the enemy ship at close range?')], pay: [discard] }),
  ),
  // Two ISB officers share the name and slot: this one is told by the start of its text (card-terms.ts upgradeFactsOf).
  'ahsoka tano|during the activation of a': facts(
    friendly('activationStart', 'a friendly ship nearby discards 1 command token and gains 1 of any type', [swapCommandToken], { when: [ask('Is the activated ship at distance 1–5 of this card’s ship?')], pay: [exhaust] }),
  ),
  'asajj ventress': facts(
    effect('attacker', 'afterAttack', 'the damaged ship loses 1 raid token and 1 command token; this ship gains a matching command token', [takeTokenAndRaid], { when: [byShip, vsShip, defenderWasDamaged] }),
  ),
  'strategic adviser': facts(effect('unit', 'shipPhaseStart', 'on your turn to activate a ship: pass it, the opponent activates instead', [passShipTurn], { pay: [exhaust] })),
};

/** Every round's table, one card in one place: a name written in two tables fails at load. */
export const upgradeFacts: Readonly<Record<string, CardFacts>> = joinFactTables(firstRounds, upgradeFactsR3, upgradeFactsLead, upgradeFactsMoves, upgradeFactsTitlesMore, upgradeFactsOfficers, upgradeFactsCommands, upgradeFactsSquadrons);
