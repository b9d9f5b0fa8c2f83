import type { ArmadaCondition, ArmadaTurnEffect } from '../card-effect';
import { anyDialRevealed, revealedOne, ask, atRange, attacking, byShip, discard, discardDialOrToken, effect, exhaust, facts, factsNoting, friendly, gainToken, gatherArmamentDice, gathering, once, resolving, vsShip, whenActivates, type CardFacts } from './fact-builders';

// DESIGN §10 · Armada commanders, officers and titles, round 7: command dials and tokens (an extra
// dial, tokens a card holds, raid tokens for the enemy fleet, tokens placed on ships), speed a card
// changes, and the activation's order (an attack after the maneuver). The dials and tokens kept on a
// card are the table's: one question asks for them. Our facts, our words; joined in upgrade-facts.ts,
// where a name written in two tables fails at load.

type Command = 'navigate' | 'squadron' | 'repair' | 'concentrateFire';
const commandWords: Record<Command, string> = { navigate: 'navigate', squadron: 'squadron', repair: 'repair', concentrateFire: 'concentrate fire' };

const extraDial = (tokenOnly: boolean): ArmadaTurnEffect => ({ kind: 'extraDial', tokenOnly });
const paidWith = (command: Command, by: 'dial' | 'token' | 'tokenOnly'): ArmadaCondition => ({ kind: 'commandPaid', command, by });
const phaseJustBegun: ArmadaCondition = { kind: 'noShipActivated' };

// Resolute: one fact per command, so the engine checks the dial spent and gives the matching token.
const resoluteFor = (command: Command) =>
  effect('unit', 'resolveCommand', `after its ${commandWords[command]} dial: discard a ${commandWords[command]} token from the card to gain one`, [gainToken(command)], {
    when: [whenActivates('self'), paidWith(command, 'dial'), ask(`Is a ${commandWords[command]} token on Resolute’s card (you discard it)?`)],
  });

// Demolisher: the rule the attack reads, and the maneuver said done when no navigate change told it.
const demolisher = (oneBefore: boolean) =>
  facts(
    effect('unit', 'always', oneBefore ? 'only 1 attack before its first maneuver, 1 after it' : '1 of its attacks may come after its first maneuver', [{ kind: 'attackAfterManeuver', oneBefore }], { optional: false }),
    effect('unit', 'executeManeuver', 'its first maneuver is executed: its other attack may follow', [{ kind: 'maneuverExecuted' }], { when: [whenActivates('self'), once('activation')] }),
  );

export const upgradeFactsCommands: Readonly<Record<string, CardFacts>> = {
  // RRG · Commands: the extra dial resolves as a dial of its command (a token of it joins it).
  'grand admiral thrawn': factsNoting(
    'The dials on his card (chosen after deployment) and the one revealed and discarded each Ship Phase are kept at the table; the extra dial may be spent for its token instead (tap it as a token).',
    friendly('activationStart', 'a friendly ship activating gains 1 more dial, of the command Thrawn revealed this round', [extraDial(false)], {
      when: [ask('Did Grand Admiral Thrawn reveal and discard a dial of the command you name at the start of this Ship Phase?')],
    }),
  ),
  'admiral trench': factsNoting(
    'The dials on his card and the one revealed and discarded each Ship Phase are kept at the table.',
    friendly('resolveCommand', 'a friendly ship that spent only a token of the command Trench revealed resolves it as with a dial and the token', [extraDial(true)], {
      when: [ask('Did Admiral Trench reveal and discard a dial of this command at the start of this Ship Phase?')],
    }),
  ),
  'passel argente': factsNoting(
    'The tokens on his card are kept at the table: each command revealed may place a matching one there.',
    effect('unit', 'revealDial', 'revealing a command, with all 4 types of token on his card: gain 1 more dial of your choice', [extraDial(false)], {
      when: [whenActivates('self'), anyDialRevealed, ask('With a token matching this command placed on Passel Argente, does his card hold a navigate, squadron, repair and concentrate fire token?')],
    }),
  ),
  resolute: factsNoting('The tokens on its card (at least 2 types, chosen in setup) are kept at the table.', resoluteFor('navigate'), resoluteFor('squadron'), resoluteFor('repair'), resoluteFor('concentrateFire')),
  // RRG 1.5.0 · Raid Tokens: every enemy ship gains the type named, if it has none of it.
  'count dooku': factsNoting(
    'The tokens on his card (at least 2 types, chosen in setup) are kept at the table.',
    effect('unit', 'shipPhaseStart', 'discard a token from his card: each enemy ship gains a matching raid token', [{ kind: 'enemiesGainRaidToken' }], {
      when: [once('round'), phaseJustBegun, ask('Is a token of the type you name on Count Dooku’s card (you discard it)?')],
    }),
  ),
  'jedi hostage': facts(
    effect('defender', 'declareTarget', 'readied, targeted by an enemy ship’s non-salvo attack: the attacker gains a raid token of its choice', [{ kind: 'attackerGainsRaidToken' }], {
      when: [byShip, { kind: 'attackKind', kinds: ['standard', 'ignition'] }, { kind: 'cardReadied', readied: true }],
      optional: false,
    }),
    effect('unit', 'always', 'while this card is exhausted, its ship spends at most 1 defense token while defending', [{ kind: 'spendLimitWhileExhausted', max: 1 }], { optional: false }),
    effect('unit', 'revealDial', 'an enemy ship at close range revealing its squadron dial may discard it to exhaust this card', [{ kind: 'enemyDialExhaustsCard', command: 'squadron' }], {
      when: [whenActivates('enemy'), revealedOne('squadron'), { kind: 'cardReadied', readied: true }, ask('Is the activated enemy ship at close range of this card’s ship?')],
    }),
  ),
  // Command tokens placed on ships or taken from a friend.
  'hondo ohnaka': facts(
    effect('unit', 'shipPhaseStart', 'discard: place 2 different command tokens on 2 ships; the opponent places 2 of the other types on 2 ships', [{ kind: 'placeTokensOnShips', count: 2 }], {
      when: [phaseJustBegun],
      pay: [discard],
    }),
  ),
  'rune haako': factsNoting(
    'Tokens kept on his card are the table’s: discarding those for matching tokens is done by hand.',
    effect('unit', 'revealDial', 'revealing a command: another friendly ship discards command tokens, this ship gains a matching one for each', [{ kind: 'takeFriendTokens' }], {
      when: [whenActivates('self'), anyDialRevealed, ask('Is the friendly ship you name at distance 1–5?')],
    }),
  ),
  // Speed: a card's change, within the speed chart (the yaw clicks are the maneuver tool's).
  'clone captain silver': factsNoting(
    'Readying it by spending tokens kept on the card is the table’s.',
    effect('unit', 'executeManeuver', 'exhaust, before any navigate command: change speed by up to 3; no navigate command this activation', [{ kind: 'speedBy', max: 3, blocksNavigate: true }], {
      when: [whenActivates('self')],
      pay: [exhaust],
    }),
  ),
  // Two General Madine commanders: the FFG one (its navigate token may change the speed once more) is told by its text's start.
  'general madine|when a friendly ship resolves': factsNoting(
    'The yaw clicks (1 more with the dial, or 1 instead of the speed change with the token) are set on the maneuver tool at the table.',
    friendly('resolveCommand', 'a friendly ship that spent a navigate token changes its speed by 1 more', [{ kind: 'speedBy', max: 1, blocksNavigate: false }], {
      when: [paidWith('navigate', 'token')],
    }),
  ),
  // Rules 3 · RRG · Commands: the squadron command comes after the dial is revealed, before the maneuver; this card lifts the second limit.
  'flight commander': facts(effect('unit', 'always', 'its squadron command may be resolved after it executes a maneuver', [{ kind: 'squadronAfterManeuver' }], { optional: false })),
  // The activation's order: the FFG and ISB printings differ (ISB: only 1 attack before the maneuver).
  'demolisher|during your activation, you can': demolisher(false),
  'demolisher|during your attack step, you': demolisher(true),
  // Destroyed in an attack: a friend nearby restores a token.
  'general grievous': factsNoting(
    'A friendly unit destroyed outside an attack (a damage card, an obstacle, an overlap): the table resolves him by hand.',
    effect('defenderFleet', 'afterDefend', 'a friendly unit destroyed: a friendly ship or unique squadron nearby readies a defense token, or recovers one exhausted', [{ kind: 'friendRestoresToken' }], {
      when: [{ kind: 'defenderDestroyed' }, ask('Is the friendly ship or unique squadron you name at distance 1–5 of the destroyed unit?')],
    }),
  ),
  // RRG · Commands: the enemy ship's dials set anew; it reveals them in that order.
  'cham syndulla': facts(
    effect('unit', 'revealDial', 'revealing a command, discard a squadron dial or token and this card: set new commands on an enemy ship’s dials at close range', [{ kind: 'setEnemyDials' }], {
      when: [whenActivates('self'), anyDialRevealed, ask('Is the enemy ship you name at close range?')],
      pay: [discard, discardDialOrToken('squadron')],
    }),
  ),
  // RRG · Ship Movement: the speed lowered for the maneuver only; the engine gives it back as the activation ends.
  'g-8 experimental projector': facts(
    effect('unit', 'executeManeuver', 'exhaust, before an enemy ship’s Determine Course: its speed 1 lower (never below 0) for this maneuver', [{ kind: 'slowForManeuver' }], {
      when: [whenActivates('enemy'), ask('Is the activated enemy ship at distance 1–5?')],
      pay: [exhaust],
    }),
  ),
  // RRG 1.5.0 · Ignition: the special armament and its range come from the card's text at setup (roster-from-cards.ts), the squadron value too
  // (printed-stat-changes.ts); placing the targeting token exhausts the card, and while it is exhausted none is placed.
  'spha-t': factsNoting(
    'Modification (a fleet-building rule). Its front, left and right firing arcs as special firing arcs: the table measures them.',
    effect('unit', 'activationEnd', 'place the targeting token (Ignition, close range): this card is exhausted, and none is placed while it is', [{ kind: 'placeTargetingToken' }], { when: [whenActivates('self')], pay: [exhaust] }),
  ),
  // A focus token on a hull zone, kept by the card until it is readied.
  'swivel-mount batteries': factsNoting(
    'Modification (a fleet-building rule).',
    effect('unit', 'revealDial', 'revealing a command, exhaust: mark 1 of your hull zones with the focus token', [{ kind: 'markZone' }], { when: [whenActivates('self'), anyDialRevealed], pay: [exhaust] }),
    gathering('attacking a ship from the marked zone: add 1 die of a colour from an adjacent zone’s battery', [{ kind: 'addAdjacentZoneDie' }], { when: [byShip, vsShip, { kind: 'markedZone', relation: 'marked' }] }),
    gathering('attacking from a zone next to the marked one: remove 1 die', [{ kind: 'removeGatheredDie' }], { when: [byShip, { kind: 'markedZone', relation: 'adjacent' }], optional: false }),
  ),
  // RRG · Damage Cards: the deck the app draws from; the faceup card is the first one the attack deals.
  'general dodonna': factsNoting(
    'An enemy ship dealt a faceup card outside an attack (another card’s effect): the table looks at the deck by hand.',
    effect('attackerFleet', 'resolveDamage', 'before an enemy ship is dealt a faceup card: see the top 4 damage cards, put 1 back on top, discard the others', [{ kind: 'arrangeDamageDeck', look: 4 }], {
      when: [vsShip, ask('Will this attack deal the defender a faceup damage card (its critical effect)?')],
    }),
  ),
  // RRG · Attack, Gather Dice: blue dice are out of range at long range; discarded, the card brings them in for the round.
  'disposable capacitors': factsNoting(
    'Discarded at the first attack it helps (the card says as the ship activates): the rest of the round it still counts.',
    gathering('discard: attacking a ship at long range, the blue battery dice are gathered (for the rest of the round)', [gatherArmamentDice('blue')], { when: [byShip, vsShip, atRange('long')], pay: [discard] }),
    gathering('discarded this round: attacking a ship at long range, the blue battery dice are gathered', [gatherArmamentDice('blue')], { when: [byShip, vsShip, atRange('long'), { kind: 'cardUsedThisRound' }] }),
  ),
  // The die on the card is the engine's: blank after deployment (the second player names its face at the first exchange).
  'gunnery chief varnillian': facts(attacking('exchange 1 die of the pool with the red die on this card, both keeping their faces', [{ kind: 'swapCardDie', color: 'red' }], { when: [byShip, vsShip] })),
  // RRG · Repair: repairing a damage card costs 3 engineering points; this card takes 1 off a facedown one.
  'battle droid reserves': factsNoting(
    'Droid only (a fleet-building rule).',
    effect('unit', 'resolveCommand', 'repair, exhaust: faceup Crew damage cards turn facedown; repairing a facedown card costs 1 point less', [{ kind: 'repairRelief', trait: 'Crew', discount: 1 }], {
      when: [whenActivates('self'), resolving('repair')],
      pay: [exhaust],
    }),
  ),
};
