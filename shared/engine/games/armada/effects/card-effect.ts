import { z } from 'zod';

// DESIGN §10 · the Armada vocabulary of card effects. What an upgrade (commander, officer, title,
// weapons team, turbolaser, ordnance, retrofit, support team, fleet command, superweapon…), a
// squadron's ability or keyword, or a commander's fleet-wide rule does, as facts in our own words:
// the moment, the conditions, the cost and the effect. The facts travel in the setup command (a log
// replays without the card database); one interpreter (effects/) applies them at their moment, and
// the odds (shared/odds/armada-odds.ts) read the same dice effects. A card is data, never a branch.
//
// This file is the contract between the facts (who writes them), the engine (who applies them) and
// the odds (who count them): add kinds, never change the shape of an existing one.

export const effectDieColorSchema = z.enum(['red', 'blue', 'black']);
export const effectDieFaceSchema = z.enum(['blank', 'hit', 'crit', 'hit-hit', 'hit-crit', 'accuracy']);
export type EffectDieColor = z.output<typeof effectDieColorSchema>;
export type EffectDieFace = z.output<typeof effectDieFaceSchema>;

/**
 * The dice part: what the odds count. `count`: how many dice at most ('all': every die that fits);
 * `colors` / `faces`: which dice it may pick (absent: any).
 */
export const armadaDiceEffectSchema = z.discriminatedUnion('kind', [
  /** Add dice of a colour to the pool (before the roll: rolled with it; after: rolled and added). */
  z.object({ kind: z.literal('addDice'), color: effectDieColorSchema, count: z.int().min(1).max(4) }).strict(),
  /** Add a die of a colour set to a face (no roll). */
  z.object({ kind: z.literal('addFace'), color: effectDieColorSchema, face: effectDieFaceSchema, count: z.int().min(1).max(2) }).strict(),
  /** Remove dice from the pool. */
  z.object({ kind: z.literal('removeDice'), count: z.int().min(1).max(4), colors: z.array(effectDieColorSchema).max(3).optional(), faces: z.array(effectDieFaceSchema).max(6).optional() }).strict(),
  /** Reroll up to `count` dice. */
  z.object({ kind: z.literal('reroll'), count: z.union([z.int().min(1).max(9), z.literal('all')]), colors: z.array(effectDieColorSchema).max(3).optional(), faces: z.array(effectDieFaceSchema).max(6).optional() }).strict(),
  /** Change up to `count` dice (of these colours and faces) to a face that die has. */
  z.object({ kind: z.literal('change'), count: z.int().min(1).max(4), colors: z.array(effectDieColorSchema).max(3).optional(), from: z.array(effectDieFaceSchema).max(6).optional(), to: effectDieFaceSchema }).strict(),
  /** Add to the damage total (after the dice are final) or take from it. */
  z.object({ kind: z.literal('damage'), amount: z.int().min(-4).max(4) }).strict(),
]);
export type ArmadaDiceEffect = z.output<typeof armadaDiceEffectSchema>;

/** The moments an effect acts at. */
export const armadaEffectMoments = [
  // The attack (RRG · Attack, 004), and after it.
  'declareTarget',
  'gatherDice',
  'rollAttackDice',
  'resolveAttackEffects',
  'spendDefenseTokens',
  'resolveDamage',
  'criticalEffect',
  'afterAttack',
  'afterDefend',
  // The round and a unit's activation.
  'setup',
  'commandPhase',
  'shipPhaseStart',
  'activationStart',
  'revealDial',
  'resolveCommand',
  'executeManeuver',
  'activationEnd',
  'squadronPhaseStart',
  'squadronActivation',
  'statusPhase',
  'roundEnd',
  /** RRG · Damage Cards: a faceup damage card was just dealt to the card's ship, before its effect resolves (a window the table holds open). */
  'faceupDamageDealt',
  /** RRG · Attack: the activated ship's Attack step is over (its attacks made), before it maneuvers. */
  'attackStepEnd',
  /** Always on: a rule changed for the card's unit or fleet. */
  'always',
] as const;
export const armadaEffectMomentSchema = z.enum(armadaEffectMoments);
export type ArmadaEffectMoment = z.output<typeof armadaEffectMomentSchema>;

/** Whose card it is in an attack: on the attacker, the defender, any ship of the attacker's or defender's fleet. */
export const armadaHolderSchema = z.enum(['attacker', 'defender', 'attackerFleet', 'defenderFleet', 'unit']);

export const armadaConditionSchema = z.discriminatedUnion('kind', [
  /** The attacker or defender is a ship or a squadron. */
  z.object({ kind: z.literal('unitKind'), who: z.enum(['attacker', 'defender']), unit: z.enum(['ship', 'squadron']) }).strict(),
  /** The attack range. */
  z.object({ kind: z.literal('range'), ranges: z.array(z.enum(['close', 'medium', 'long'])).min(1).max(3) }).strict(),
  /** The attacker resolves (or has revealed) this command, as a dial or a token. */
  z.object({ kind: z.literal('command'), command: z.enum(['navigate', 'squadron', 'repair', 'concentrateFire']) }).strict(),
  /** The pool holds a die of this colour (or face). */
  z.object({ kind: z.literal('pool'), colors: z.array(effectDieColorSchema).max(3).optional(), faces: z.array(effectDieFaceSchema).max(6).optional() }).strict(),
  /** The attack is from (or against) a hull zone of this kind. */
  z.object({ kind: z.literal('hullZone'), who: z.enum(['attacker', 'defender']), zones: z.array(z.enum(['front', 'right', 'rear', 'left'])).min(1).max(4) }).strict(),
  /** The defender has (or has no) shields left in the defending zone. */
  z.object({ kind: z.literal('shields'), who: z.enum(['attacker', 'defender']), any: z.boolean() }).strict(),
  /** The defending ship's size. */
  z.object({ kind: z.literal('size'), who: z.enum(['attacker', 'defender']), sizes: z.array(z.enum(['small', 'medium', 'large', 'huge'])).min(1).max(4) }).strict(),
  /** The defender spent (or readied) a defense token of this kind. */
  z.object({ kind: z.literal('tokenSpent'), token: z.enum(['brace', 'redirect', 'evade', 'scatter', 'contain', 'salvo']) }).strict(),
  /** The attack kind (salvo, counter, ignition…). */
  z.object({ kind: z.literal('attackKind'), kinds: z.array(z.enum(['standard', 'counter', 'ignition', 'salvo', 'snipe'])).min(1).max(5) }).strict(),
  /** The card's own limit: once per round, per activation, per attack. */
  z.object({ kind: z.literal('once'), per: z.enum(['round', 'activation', 'attack', 'game']) }).strict(),
  /** Issue 35 · outside an attack, whose activation the card acts in (instead of its holder's): its own unit's, another friendly unit's, an enemy's, anyone's. */
  z.object({ kind: z.literal('activated'), who: z.enum(['self', 'otherFriendly', 'enemy', 'any']), unit: z.enum(['ship', 'squadron']) }).strict(),
  /** Issue 35 · the activated ship revealed a dial of one of these commands this activation. */
  z.object({ kind: z.literal('revealed'), commands: z.array(z.enum(['navigate', 'squadron', 'repair', 'concentrateFire'])).min(1).max(4) }).strict(),
  /** Issue 35 · the defending squadron is (or is not) engaged with a squadron of the attacker's fleet (as the table declared engagement). */
  z.object({ kind: z.literal('defenderEngaged'), engaged: z.boolean() }).strict(),
  /** Issue 35 · after an attack: the attacker was a squadron engaged with the card's unit, and the defender was not the card's unit. */
  z.object({ kind: z.literal('engagedAttackerElsewhere') }).strict(),
  /** Issue 35 · the activated ship has not revealed its command dial yet. */
  z.object({ kind: z.literal('beforeReveal') }).strict(),
  /** Issue 35 · after the attack: the defender suffered at least 1 damage. */
  z.object({ kind: z.literal('defenderDamaged') }).strict(),
  /** Issue 35 · only in this round ("at the start of the first round"). */
  z.object({ kind: z.literal('round'), round: z.int().min(1).max(6) }).strict(),
  /** Issue 35 · the activated unit has one of these squadron keywords (as printed: "Intel", "Relay"). */
  z.object({ kind: z.literal('activatedKeyword'), keywords: z.array(z.string().min(1).max(24)).min(1).max(4) }).strict(),
  /** What the table cannot know (distances, obstruction, a ship's position): one yes / no question, in our words. */
  z.object({ kind: z.literal('ask'), question: z.string().min(1).max(160) }).strict(),
  /** The faceup damage card just dealt has this trait (Crew, Ship). */
  z.object({ kind: z.literal('dealtTrait'), trait: z.enum(['Crew', 'Ship']) }).strict(),
  /** the defender has spent fewer than this many defense tokens this attack. */
  z.object({ kind: z.literal('fewerTokensSpent'), than: z.int().min(1).max(4) }).strict(),
  /** the card's ship is at this speed or faster. */
  z.object({ kind: z.literal('ownSpeed'), atLeast: z.int().min(1).max(4) }).strict(),
  /** the activated squadron was (or was not) activated by a ship's squadron command. */
  z.object({ kind: z.literal('byCommand'), byCommand: z.boolean() }).strict(),
  /** in the attack (or the one just ended), a defense token the defender spent ended discarded. */
  z.object({ kind: z.literal('tokenDiscarded') }).strict(),
  /** the phase has just begun: no ship has activated yet this round. */
  z.object({ kind: z.literal('noShipActivated') }).strict(),
  /** the activated ship resolves this command by spending its dial, a token, or a token alone (no dial of it). */
  z.object({ kind: z.literal('commandPaid'), command: z.enum(['navigate', 'squadron', 'repair', 'concentrateFire']), by: z.enum(['dial', 'token', 'tokenOnly']) }).strict(),
  /** the card is readied (or exhausted) now. */
  z.object({ kind: z.literal('cardReadied'), readied: z.boolean() }).strict(),
  /** after the attack just ended: its defender was destroyed. */
  z.object({ kind: z.literal('defenderDestroyed') }).strict(),
  /** another of the card's effects was used this round: what it began lasts until the round ends, the card discarded or not. */
  z.object({ kind: z.literal('cardUsedThisRound') }).strict(),
  /** the attacking hull zone is the one the card marked (or adjacent to it), while the card is exhausted. */
  z.object({ kind: z.literal('markedZone'), relation: z.enum(['marked', 'adjacent']) }).strict(),
  /** the activated squadron lacks every one of these keywords (as printed). */
  z.object({ kind: z.literal('activatedLacks'), keywords: z.array(z.string().min(1).max(24)).min(1).max(4) }).strict(),
  /** the activated squadron is (or is not) unique. */
  z.object({ kind: z.literal('activatedUnique'), unique: z.boolean() }).strict(),
  /** the defending squadron has not activated yet this round. */
  z.object({ kind: z.literal('defenderUnactivated') }).strict(),
  /** the defending squadron (in the attack, or the one just ended): destroyed or not, with one of these keywords, unique or not (each only when given). */
  /** "if you do": another effect of the same card was used in this activation (its cost paid once, for what follows). */
  z.object({ kind: z.literal('sameCardUsed') }).strict(),
  /** the attacking squadron has one of these keywords (printed, or a card's for now). */
  z.object({ kind: z.literal('attackerKeyword'), keywords: z.array(z.enum(['Assault', 'Bomber', 'Snipe', 'Counter'])).min(1).max(4) }).strict(),
  /** the card's own squadron has not activated yet this round. */
  z.object({ kind: z.literal('selfUnactivated') }).strict(),
  z.object({ kind: z.literal('defenderSquadron'), destroyed: z.boolean().optional(), keywords: z.array(z.string().min(1).max(24)).min(1).max(4).optional(), unique: z.boolean().optional() }).strict(),
]);
export type ArmadaCondition = z.output<typeof armadaConditionSchema>;

export const armadaCostSchema = z.discriminatedUnion('kind', [
  /** Exhaust the card (readied again in the Status Phase) or discard it. */
  z.object({ kind: z.literal('exhaust') }).strict(),
  z.object({ kind: z.literal('discard') }).strict(),
  /** Spend a command token (or the dial) of this command. */
  z.object({ kind: z.literal('commandToken'), command: z.enum(['navigate', 'squadron', 'repair', 'concentrateFire']) }).strict(),
  z.object({ kind: z.literal('commandDial'), command: z.enum(['navigate', 'squadron', 'repair', 'concentrateFire']) }).strict(),
  /** Spend or exhaust a defense token of this kind as a cost (no normal effect). */
  z.object({ kind: z.literal('defenseToken'), token: z.enum(['brace', 'redirect', 'evade', 'scatter', 'contain', 'salvo', 'any']), as: z.enum(['exhaust', 'discard']) }).strict(),
  /** Spend a die from the pool. */
  z.object({ kind: z.literal('spendDie'), faces: z.array(effectDieFaceSchema).max(6).optional() }).strict(),
  /** Issue 35 · spend a die of these colours (and faces) from the pool ("1 blue die with a crit icon"). */
  z.object({ kind: z.literal('spendDieOf'), colors: z.array(effectDieColorSchema).min(1).max(3), faces: z.array(effectDieFaceSchema).max(6).optional() }).strict(),
  /** Issue 35 · spend 1 command token of the player's choice. */
  z.object({ kind: z.literal('anyCommandToken') }).strict(),
  /** Issue 35 · discard this command's revealed dial (then it is not resolved) or its token. */
  z.object({ kind: z.literal('discardCommand'), command: z.enum(['navigate', 'squadron', 'repair', 'concentrateFire']) }).strict(),
  /** Issue 35 · spend a shield of the card's ship from a hull zone (the attacking one, or any the player names). */
  z.object({ kind: z.literal('shield'), from: z.enum(['attacking', 'any', 'front']) }).strict(),
  /** Issue 35 · spend a defense token of the card's own unit (not the attacker's or defender's). */
  z.object({ kind: z.literal('ownDefenseToken'), token: z.enum(['brace', 'redirect', 'evade', 'scatter', 'contain', 'salvo', 'any']) }).strict(),
  /** Suffer damage. */
  z.object({ kind: z.literal('damage'), amount: z.int().min(1).max(3) }).strict(),
  /** the defender spends one of its own defense tokens of this kind as the rules spend one (readied: exhausted; exhausted: discarded), with no normal effect. */
  z.object({ kind: z.literal('spendDefenseToken'), token: z.enum(['brace', 'redirect', 'evade', 'scatter', 'contain', 'salvo', 'any']) }).strict(),
  /** exhaust a readied copy of this card (same name) on the other friendly ship the effect names. */
  z.object({ kind: z.literal('exhaustNamedCopy') }).strict(),
]);
export type ArmadaCost = z.output<typeof armadaCostSchema>;

export const armadaTurnEffectSchema = z.discriminatedUnion('kind', [
  /** The defender may spend a token the rules otherwise forbid (an exhausted one, one an accuracy locked). */
  z.object({ kind: z.literal('spendForbiddenToken'), token: z.enum(['brace', 'redirect', 'evade', 'scatter', 'contain', 'salvo', 'any']), forbiddenBy: z.enum(['accuracy', 'exhausted', 'either']) }).strict(),
  /** The defender cannot spend tokens of this kind this attack. */
  z.object({ kind: z.literal('forbidToken'), token: z.enum(['brace', 'redirect', 'evade', 'scatter', 'contain', 'salvo', 'any']) }).strict(),
  /** Ready / exhaust a defense token. */
  z.object({ kind: z.literal('readyToken'), token: z.enum(['brace', 'redirect', 'evade', 'scatter', 'contain', 'salvo', 'any']) }).strict(),
  /** Gain a command token. */
  z.object({ kind: z.literal('gainCommandToken'), command: z.enum(['navigate', 'squadron', 'repair', 'concentrateFire', 'any']) }).strict(),
  /** Change the speed by this much (within the ship's range). */
  z.object({ kind: z.literal('speed'), change: z.int().min(-2).max(2) }).strict(),
  /** Engineering points added. */
  z.object({ kind: z.literal('engineering'), amount: z.int().min(1).max(4) }).strict(),
  /** Recover shields / repair hull / discard a damage card. */
  z.object({ kind: z.literal('recoverShields'), amount: z.int().min(1).max(3) }).strict(),
  z.object({ kind: z.literal('repairHull'), amount: z.int().min(1).max(2) }).strict(),
  /** Squadrons activated (by the squadron command or the card) more. */
  z.object({ kind: z.literal('activateSquadrons'), amount: z.int().min(1).max(4) }).strict(),
  /** The critical effect resolved, or an extra damage card dealt faceup. */
  z.object({ kind: z.literal('criticalEffect'), effect: z.enum(['faceupCard', 'extraDamage', 'standard']) }).strict(),
  /** The defender treated as having no shields (damage to hull). */
  z.object({ kind: z.literal('ignoreShields') }).strict(),
  /** Another attack (a squadron, a zone again) allowed, or one refused. */
  z.object({ kind: z.literal('attackAgain'), from: z.enum(['sameZone', 'anotherZone', 'squadron']) }).strict(),
  /** The attack counts as obstructed, or not. */
  z.object({ kind: z.literal('obstructed'), obstructed: z.boolean() }).strict(),
  /** Issue 35 · add dice of a colour the player picks (`inPool`: one already in the attack pool); not counted by the odds, whose dice kinds name a colour. */
  z.object({ kind: z.literal('addDieOfChoice'), count: z.int().min(1).max(2), inPool: z.boolean() }).strict(),
  /** Issue 35 · a card's critical effect on the defender's defense tokens: every readied one exhausted, or 1 of the defender's choice discarded. */
  z.object({ kind: z.literal('defenderTokens'), as: z.enum(['exhaust', 'discard']), count: z.union([z.literal(1), z.literal('all')]) }).strict(),
  /** Issue 35 · a card's critical effect on the defending ship's shields: the defending zone (and each adjacent one) loses shields. */
  z.object({ kind: z.literal('defenderShields'), zones: z.enum(['defending', 'defendingAndAdjacent']), amount: z.int().min(1).max(2) }).strict(),
  /** Issue 35 · a card's critical effect: the attacker chooses and discards 1 of the defender's command tokens (`orShield`: with none, the defending zone loses 1 shield). */
  z.object({ kind: z.literal('defenderCommandToken'), orShield: z.boolean() }).strict(),
  /** Issue 35 · a card's critical effect: deal 1 faceup damage card to the defender (`cancelDice`: every attack die canceled first). */
  z.object({ kind: z.literal('faceupDamageCard'), cancelDice: z.boolean() }).strict(),
  /** The faceup damage card just dealt to the card's ship is discarded, or turned facedown, before its effect resolves. */
  z.object({ kind: z.literal('dealtCard'), does: z.enum(['discard', 'facedown']) }).strict(),
  /** Issue 35 · a card's critical effect: the first `count` damage cards this attack deals are faceup. */
  z.object({ kind: z.literal('faceupCards'), count: z.int().min(1).max(3) }).strict(),
  /** Issue 35 · each crit icon in the final pool adds this much to the damage total (counted when the total is). */
  z.object({ kind: z.literal('damagePerCrit'), amount: z.int().min(1).max(2) }).strict(),
  /** Issue 35 · each unspent blue accuracy in the final pool adds this much to the damage total. */
  z.object({ kind: z.literal('damagePerBlueAccuracy'), amount: z.int().min(1).max(2) }).strict(),
  /** Issue 35 · add 1 die of this colour for each of the attacker's own discarded defense tokens (rolled, or entered). */
  z.object({ kind: z.literal('addDicePerDiscardedToken'), color: effectDieColorSchema }).strict(),
  /** Issue 35 · the defending squadron's activation slider toggled to the activated side. */
  z.object({ kind: z.literal('defenderActivated') }).strict(),
  /** Issue 35 · choose 1 of the defender's defense tokens: if it is spent this attack, it is discarded. */
  z.object({ kind: z.literal('discardIfSpent') }).strict(),
  /** Issue 35 · a card's critical effect: each hull zone adjacent to the defending one suffers 1 damage (a shield, else a facedown damage card). */
  z.object({ kind: z.literal('adjacentZonesDamage') }).strict(),
  /** Issue 35 · a card's critical effect: the attacker chooses 1 of the defender's upgrade cards, exhausted or discarded. */
  z.object({ kind: z.literal('defenderUpgrade'), as: z.enum(['exhaust', 'discard']) }).strict(),
  /** Issue 35 · one more critical effect may be resolved this attack, never the same one twice. */
  z.object({ kind: z.literal('extraCritical') }).strict(),
  /** Issue 35 · recover a discarded defense token (readied). */
  z.object({ kind: z.literal('recoverToken'), token: z.enum(['brace', 'redirect', 'evade', 'scatter', 'contain', 'salvo', 'any']) }).strict(),
  /**
   * Issue 35 · units suffer damage (RRG · Damage: a squadron on its hull; a ship outside an attack on
   * one hull zone its owner names, shields first, then facedown cards): each squadron engaged with the
   * card's squadron, the activated unit, or up to `max` units the player names (`targets`).
   */
  z.object({ kind: z.literal('unitsSuffer'), amount: z.int().min(1).max(3), to: z.enum(['engaged', 'activated', 'targets', 'defender', 'attacker']), side: z.enum(['enemy', 'friendly', 'any']), units: z.enum(['squadron', 'shipOrSquadron']), max: z.int().min(1).max(8) }).strict(),
  /** Issue 35 · a named ship's speed changed by this much, up, down or either way as the player says (within 0 and its maximum). */
  z.object({ kind: z.literal('targetSpeed'), by: z.int().min(1).max(2), direction: z.enum(['up', 'down', 'either']), side: z.enum(['enemy', 'friendly']), /** Never below this speed ("to a minimum of speed 1"). */ atLeast: z.int().min(0).max(2).optional() }).strict(),
  /** Issue 35 · a named enemy ship spends a navigate token, or (with none, or by its choice) its speed drops by 1 to a minimum of 1. */
  z.object({ kind: z.literal('navTokenOrSlow') }).strict(),
  /** Issue 35 · each friendly ship gains a command token of the type the player chooses (one it holds already: none). */
  z.object({ kind: z.literal('fleetGainsCommandToken') }).strict(),
  /** Issue 35 · a named friendly ship gains a command token: matching the dial revealed now, or one the card's ship gives up (`fromSelf`). */
  z.object({ kind: z.literal('targetGainsCommandToken'), command: z.enum(['revealed', 'chosen', 'navigate', 'squadron', 'repair', 'concentrateFire']), fromSelf: z.boolean() }).strict(),
  /** Issue 35 · the card's ship gains a command token matching the dial the activated ship revealed. */
  z.object({ kind: z.literal('gainRevealedCommandToken') }).strict(),
  /** Issue 35 · one of the unit's defense tokens (named) is replaced by one of this kind. */
  z.object({ kind: z.literal('replaceDefenseToken'), to: z.enum(['brace', 'redirect', 'evade', 'scatter', 'contain', 'salvo']) }).strict(),
  /** Issue 35 · the attacker spends 1 of its defense tokens, if able (a readied one exhausted, an exhausted one discarded). */
  z.object({ kind: z.literal('attackerSpendsToken') }).strict(),
  /** Issue 35 · the defending squadron of the attack is toggled to activated; one activated already suffers 1 damage instead. */
  z.object({ kind: z.literal('activateOrDamageDefender') }).strict(),
  /** Issue 35 · a command spent only as a token resolves as if its dial were spent instead (of these commands). */
  z.object({ kind: z.literal('tokenAsDial'), commands: z.array(z.enum(['navigate', 'squadron', 'repair', 'concentrateFire'])).min(1).max(4) }).strict(),
  /** Issue 35 · a named friendly squadron's activation slider toggled back to unactivated. */
  z.object({ kind: z.literal('readySquadron') }).strict(),
  /** Issue 35 · the defender cannot spend more than this many exhausted defense tokens this attack. */
  z.object({ kind: z.literal('limitExhaustedTokens'), max: z.int().min(0).max(2) }).strict(),
  /** Issue 35 · the command dial not yet revealed is changed to one of these commands (the player says which). */
  z.object({ kind: z.literal('changeDial'), to: z.array(z.enum(['navigate', 'squadron', 'repair', 'concentrateFire'])).min(1).max(4) }).strict(),
  /** Issue 35 · dice rolled against the squadron that attacked: it suffers 1 damage per hit and crit icon (`evenIfDestroyed`: the card acts though its ship was destroyed). */
  z.object({ kind: z.literal('rollAtAttacker'), color: effectDieColorSchema, count: z.int().min(1).max(6), evenIfDestroyed: z.boolean() }).strict(),
  /** Issue 35 · a named enemy ship's upgrade card, chosen, is discarded (`nonCommander`: never its commander). */
  z.object({ kind: z.literal('targetUpgrade'), as: z.enum(['exhaust', 'discard']), nonCommander: z.boolean() }).strict(),
  /** Issue 35 · always on: the ship may hold this many command tokens instead of its command value. */
  z.object({ kind: z.literal('commandTokenLimit'), limit: z.int().min(1).max(6) }).strict(),
  /** Issue 35 · a command resolved with its dial also counts the matching token (not spent); the ship resolves no other command this round. */
  z.object({ kind: z.literal('dialAlsoToken') }).strict(),
  /** Issue 35 · before the roll, every gathered die of one colour becomes a die of another. */
  z.object({ kind: z.literal('replaceGatheredDice'), from: effectDieColorSchema, to: effectDieColorSchema }).strict(),
  /** Issue 35 · before the roll, the attacking zone's printed battery dice of this colour join the gathered dice (a range that would leave them out). */
  z.object({ kind: z.literal('gatherArmamentDice'), color: effectDieColorSchema }).strict(),
  /** Issue 35 · a named enemy ship spends defense tokens the player names, up to the card's ship's squadron value. */
  z.object({ kind: z.literal('spendTargetTokens') }).strict(),
  /** Issue 35 · facedown damage cards of a named enemy ship flipped faceup one at a time, up to the card's ship's engineering value. */
  z.object({ kind: z.literal('flipTargetCards') }).strict(),
  /** Issue 35 · each friendly ship recovers 1 of its discarded defense tokens (the tokens named). */
  z.object({ kind: z.literal('fleetRecoversTokens') }).strict(),
  /** Issue 35 · up to `count` dice changed to a face the player names (`except`: faces it may not choose). */
  z.object({ kind: z.literal('changeToAnyFace'), count: z.int().min(1).max(2), except: z.array(effectDieFaceSchema).max(5) }).strict(),
  /** Issue 35 · the attacker resolves no critical effect this attack (standard or a card's). */
  z.object({ kind: z.literal('preventCriticals') }).strict(),
  /** Issue 35 · the ship's next attack this activation may be from a hull zone that already attacked. */
  z.object({ kind: z.literal('repeatZoneAttack') }).strict(),
  /** Issue 35 · always on: each of the ship's hull zones targets a given ship or squadron at most once per activation. */
  z.object({ kind: z.literal('oneTargetPerZone') }).strict(),
  /** Issue 35 · instead of its engineering points, the repair command discards 1 damage card (named) of a named friendly ship. */
  z.object({ kind: z.literal('repairCardInsteadOfEngineering') }).strict(),
  /** Issue 35 · always on, on the attacker: a redirect moves at most this much damage to each zone other than the defending one. */
  z.object({ kind: z.literal('redirectCap'), max: z.int().min(0).max(3) }).strict(),
  /** Issue 35 · before the roll, 1 gathered die of one colour (named) replaced by a die of another colour (named). */
  z.object({ kind: z.literal('swapGatheredDie') }).strict(),
  /** Issue 35 · a card's critical effect: a named other unit suffers half the pool's icons of this colour and kind, rounded up. */
  z.object({ kind: z.literal('splashHalfIcons'), color: effectDieColorSchema, icon: z.enum(['hit', 'crit']) }).strict(),
  /** Issue 35 · the activated squadron ignores engagement until the end of its activation. */
  z.object({ kind: z.literal('ignoreEngagement') }).strict(),
  /** Issue 35 · the defender resolves the salvo defense effect (once per attack), by a card instead of a salvo token. */
  z.object({ kind: z.literal('salvoEffect') }).strict(),
  /** Issue 35 · instead of attacking, a named squadron's activation slider toggled to activated (the card's squadron then attacks no more this activation). */
  z.object({ kind: z.literal('toggleNamedSquadron') }).strict(),
  /** Issue 35 · each friendly ship may gain command tokens (the types named), up to its command value. */
  z.object({ kind: z.literal('fleetGainsTokensUpToCommand') }).strict(),
  /** Issue 35 · before the roll, half the gathered dice (rounded down), of the colours the defender names, are removed. */
  z.object({ kind: z.literal('removeHalfGathered') }).strict(),
  /** Issue 35 · the card's ship spends defense tokens (named) to ready as many exhausted tokens (named) of another friendly ship. */
  z.object({ kind: z.literal('spendToReadyFriend') }).strict(),
  /** Issue 35 · another exhausted upgrade card of the card's ship is readied. */
  z.object({ kind: z.literal('readyUpgrade') }).strict(),
  /** Issue 35 · the activated (enemy) ship's readied defense token, chosen, is exhausted. */
  z.object({ kind: z.literal('exhaustActivatedToken') }).strict(),
  /** RRG 1.5.0 · Raid Tokens: the defending ship (the card's own ship, or an enemy ship named) gains 1 raid token of the type the player chooses, if able. */
  z.object({ kind: z.literal('raidToken'), to: z.enum(['defender', 'self', 'enemyShip']) }).strict(),
  /** Issue 35 · on its player's turn in the Ship Phase, before activating: the turn passes to the opponent, who activates a ship instead. */
  z.object({ kind: z.literal('passShipTurn') }).strict(),
  /** RRG 1.5.0 · Raid Tokens: 1 raid token (`paidCommand`) and 1 command token (`command`) removed from the defending ship; the card's ship gains a matching command token, if able. */
  z.object({ kind: z.literal('takeTokenAndRaid') }).strict(),
  /** Issue 35 · the activated ship discards 1 of its command tokens (named) and gains 1 of any type (named). */
  z.object({ kind: z.literal('swapCommandToken') }).strict(),
  /** Issue 35 · always on: at these ranges a (friendly) ship's evade may cancel instead of rerolling (`cancel`), and takes `extraDice` more dice. */
  z.object({ kind: z.literal('evadeChange'), ranges: z.array(z.enum(['close', 'medium', 'long', 'distance-1'])).min(1).max(4), cancel: z.boolean(), extraDice: z.int().min(0).max(1) }).strict(),
  /** Issue 35 · the activated ship resolves a command (the player names it) as if it had spent that command token, and gains the matching raid token. */
  z.object({ kind: z.literal('commandAsTokenWithRaid') }).strict(),
  /** Issue 35 · a named ship's speed becomes the card's ship's speed (if its speed chart allows it). */
  z.object({ kind: z.literal('matchSpeed'), side: z.enum(['enemy', 'friendly']) }).strict(),
  /** lead · RRG 1.5.0 · Raid Tokens: an enemy ship named, holding none, gains this many raid tokens, each of a different type the player picks (Jyn Erso). */
  z.object({ kind: z.literal('raidTokens'), to: z.literal('enemyShip'), count: z.int().min(2).max(4) }).strict(),
  /** RRG · Overlapping, dealt by the card: the card's ship and the other ship (the activated one, or the one it overlapped, named; `with` its side) each get 1 facedown card, the other's faceup (`otherFaceup`), the card's ship `ownFewer` fewer (`smallerOnly`: the other of a smaller size class). */
  z.object({ kind: z.literal('overlap'), with: z.enum(['enemy', 'any']), otherFaceup: z.boolean(), ownFewer: z.int().min(0).max(1), smallerOnly: z.boolean() }).strict(),
  /** after its maneuver the activated ship executes one more at this speed (`straight`: every yaw –; `clearOnly`: not after an overlap the table resolved), its tool set at the table; the history keeps it. */
  z.object({ kind: z.literal('extraManeuver'), speed: z.int().min(1).max(2), straight: z.boolean(), clearOnly: z.boolean() }).strict(),
  /** up to `max` shields moved from 1 hull zone of the card's ship to the defending zone, or to a zone of a named friendly ship; the zone may then hold up to `cap` (0: its maximum); `engineering`: each costs 1 engineering point of the repair command. */
  z.object({ kind: z.literal('moveShields'), to: z.enum(['defending', 'friendShip']), max: z.int().min(1).max(6), cap: z.int().min(0).max(6), engineering: z.boolean() }).strict(),
  /** always on, while the ship resolves a repair command: these zones' shield maximum is raised by `by`, never past `cap` (read by the repair rule). */
  z.object({ kind: z.literal('shieldMaximumUp'), zones: z.array(z.enum(['front', 'right', 'rear', 'left'])).min(1).max(4), by: z.int().min(1).max(2), cap: z.int().min(1).max(6) }).strict(),
  /** always on: the ship may hold any number of command tokens, two or more of one type too (read where a token is gained). */
  z.object({ kind: z.literal('anyCommandTokens') }).strict(),
  /** up to `max` other friendly ships named each discard 1 of their command tokens and gain 1 of any type (the pairs named ship by ship). */
  z.object({ kind: z.literal('friendsSwapCommandTokens'), max: z.int().min(1).max(4) }).strict(),
  /** the ship (with an Ignition keyword) places its targeting token at the table, in its special firing arc at one of its Ignition ranges; the history keeps it. */
  z.object({ kind: z.literal('placeTargetingToken') }).strict(),
  /** the defender spends 1 of its defense tokens (named) to resolve the evade defense effect instead of that token's own, at most once per attack (the dice chosen as an evade's are). */
  z.object({ kind: z.literal('evadeByToken') }).strict(),
  /** shields moved between the card's ship's own hull zones into at most `zones` of them, each then holding at most `cap`; while a zone is over its maximum no shield is recovered (in any zone, or in that zone only). */
  z.object({ kind: z.literal('moveOwnShields'), zones: z.int().min(1).max(3), cap: z.int().min(1).max(6), recoverBlock: z.enum(['anyZone', 'thatZone']) }).strict(),
  /** always on: the ship may hold two or more command tokens of one type (never more than its command value). */
  z.object({ kind: z.literal('repeatCommandTokens') }).strict(),
  /** the ship gains 1 command token of each type (kept on its card since deployment); over its command value it discards down, the table says which. */
  z.object({ kind: z.literal('gainEachCommandToken') }).strict(),
  /** the activated ship reveals its dial (the command named) as a token, and a named other friendly ship gains that token instead of it. */
  z.object({ kind: z.literal('dialTokenToFriend') }).strict(),
  /** a card's critical effect: the defender suffers 1 damage per crit icon of these colours in the pool, one at a time, each on a hull zone its owner names (shields, then a facedown card); no defense token touches it. */
  z.object({ kind: z.literal('sufferPerCritIcon'), colors: z.array(effectDieColorSchema).min(1).max(3) }).strict(),
  /** a card's critical effect: each other ship near the defender (named) suffers `ship` damage on a hull zone its owner names, each squadron there (named) `squadron` damage. */
  z.object({ kind: z.literal('damageAroundDefender'), ship: z.int().min(1).max(3), squadron: z.int().min(1).max(3) }).strict(),
  /** before damage is suffered, part of the total is suffered on the shields of another hull zone the player names (`adjacent`: next to the defending one; `perToken`: at most 1 per defense token spent this attack), the rest as usual. */
  z.object({ kind: z.literal('damageToZone'), adjacent: z.boolean(), perToken: z.boolean() }).strict(),
  /** another hull zone the player names becomes the defending hull zone of the attack (its shields and the redirect rule then count from it). */
  z.object({ kind: z.literal('changeDefendingZone') }).strict(),
  /** while repairing: up to `max` shields spent (from the ship's zones, or from 1 zone of a friendly ship named) for `per` more engineering points each, once per activation. */
  z.object({ kind: z.literal('shieldsForEngineering'), max: z.int().min(1).max(3), per: z.int().min(1).max(3), friend: z.boolean() }).strict(),
  /** always on: the squadron has this keyword while it has a readied defense token (read where keywords are). */
  z.object({ kind: z.literal('keywordWhileReadied'), keyword: z.enum(['Escort', 'Counter', 'Grit', 'Heavy']) }).strict(),
  /** the card's squadron recovers up to `amount` hull (`evenIfDestroyed`: destroyed by the attack just ended, it is back in play if its damage falls below its hull). */
  z.object({ kind: z.literal('recoverHull'), amount: z.int().min(1).max(4), evenIfDestroyed: z.boolean() }).strict(),
  /** the card's squadron activates now as if a squadron command had activated it (it moves or attacks; the turn does not pass). */
  z.object({ kind: z.literal('activateAsByCommand') }).strict(),
  /** instead of the card's squadron attacking this activation, a friendly squadron named performs the attack (even if it has activated). */
  z.object({ kind: z.literal('lendAttack') }).strict(),
  /** always on: while this card is exhausted its ship spends no engineering points (read by the repair command). */
  z.object({ kind: z.literal('noEngineeringWhileExhausted') }).strict(),
  /** RRG · Commands: the activated ship resolves a command (named) as if it had spent a dial of it too (`tokenOnly`: only a command it resolves with a token alone); once per command. Paid with the token (`payWith`), the extra dial is spent for its token instead. */
  z.object({ kind: z.literal('extraDial'), tokenOnly: z.boolean() }).strict(),
  /** RRG 1.5.0 · Raid Tokens: each enemy ship gains 1 raid token of the type named, if able. */
  z.object({ kind: z.literal('enemiesGainRaidToken') }).strict(),
  /** the ship's speed changed by up to `max` either way (the player picks; within its speed chart); `blocksNavigate`: only before it resolves a navigate command, and then it resolves none this activation. */
  z.object({ kind: z.literal('speedBy'), max: z.int().min(1).max(3), blocksNavigate: z.boolean() }).strict(),
  /** always on: 1 of the ship's attacks may come after its maneuver began (`oneBefore`: it performs only 1 attack before then). */
  z.object({ kind: z.literal('attackAfterManeuver'), oneBefore: z.boolean() }).strict(),
  /** the activated ship says it has executed its (first) maneuver: the activation's attacks before it are over. */
  z.object({ kind: z.literal('maneuverExecuted') }).strict(),
  /** command tokens placed on ships, each of a different type: the player's `count` on as many different ships, then the opponent's `count` (of the other types) likewise, if able. */
  z.object({ kind: z.literal('placeTokensOnShips'), count: z.int().min(1).max(2) }).strict(),
  /** a friendly ship named discards command tokens (named); the card's ship gains a matching token for each, if able. */
  z.object({ kind: z.literal('takeFriendTokens') }).strict(),
  /** RRG 1.5.0 · Raid Tokens: the attacking ship gains 1 raid token of the type named, if able. */
  z.object({ kind: z.literal('attackerGainsRaidToken') }).strict(),
  /** a friendly ship or unique squadron named readies 1 exhausted defense token, or recovers 1 discarded one exhausted. */
  z.object({ kind: z.literal('friendRestoresToken') }).strict(),
  /** while repairing: the ship's faceup damage cards of this trait named turn facedown, and repairing a facedown card costs `discount` fewer engineering points this activation. */
  z.object({ kind: z.literal('repairRelief'), trait: z.enum(['Crew', 'Ship']), discount: z.int().min(1).max(2) }).strict(),
  /** a die kept on the card (first of this colour, blank; the second player names its face) is exchanged with 1 die of the pool (picked); both keep their faces. */
  z.object({ kind: z.literal('swapCardDie'), color: effectDieColorSchema }).strict(),
  /** an enemy ship named: the commands of its command dials set anew, in order from the top (the next one it reveals first). */
  z.object({ kind: z.literal('setEnemyDials') }).strict(),
  /** the top `look` cards of the damage deck seen: 1 named goes back on top, the others are discarded. */
  z.object({ kind: z.literal('arrangeDamageDeck'), look: z.int().min(2).max(6) }).strict(),
  /** always on: the ship's squadron command may be resolved after its maneuver (read where a squadron command activates a squadron). */
  z.object({ kind: z.literal('squadronAfterManeuver') }).strict(),
  /** one of the card's ship's hull zones (named) is marked by the card (a focus token), until the card is readied. */
  z.object({ kind: z.literal('markZone') }).strict(),
  /** before the roll, 1 die of a colour (named) from the battery of a zone adjacent to the attacking one joins the gathered dice. */
  z.object({ kind: z.literal('addAdjacentZoneDie') }).strict(),
  /** before the roll, 1 gathered die of the colour named is removed. */
  z.object({ kind: z.literal('removeGatheredDie') }).strict(),
  /** the activated (enemy) ship's speed lowered by 1 (never below 0) until its maneuver ends: given back as its activation ends. */
  z.object({ kind: z.literal('slowForManeuver') }).strict(),
  /** always on: while the card is exhausted, its ship spends at most `max` defense tokens while defending (read where a token is spent). */
  z.object({ kind: z.literal('spendLimitWhileExhausted'), max: z.int().min(0).max(3) }).strict(),
  /** the activated enemy ship discards its revealed dial of this command (then not resolved) to exhaust this card. */
  z.object({ kind: z.literal('enemyDialExhaustsCard'), command: z.enum(['navigate', 'squadron', 'repair', 'concentrateFire']) }).strict(),
  /** the activated squadron's speed until the end of its activation: changed `by` (kept within min–max), or set to `set` (`raiseOnly`: never lowered to it); `noAttack`: changed so, it cannot attack this activation. */
  z.object({ kind: z.literal('squadronSpeed'), by: z.int().min(-2).max(2), set: z.int().min(1).max(5).nullable(), min: z.int().min(0).max(5), max: z.int().min(1).max(5), noAttack: z.boolean(), raiseOnly: z.boolean() }).strict(),
  /** until the end of the round: each squadron a friendly ship's squadron command activates has its speed raised by `by` (to at most `max`) until the end of its activation. */
  z.object({ kind: z.literal('fleetSquadronSpeed'), by: z.int().min(1).max(2), max: z.int().min(1).max(5) }).strict(),
  /** the activated squadron (or, in an attack, the defending one) gains this keyword until the end of its activation: X is `value`, or 1 per anti-squadron die (`perAntiSquadronDie`), at most `max`; printed already, its X grows by `printedBonus` instead. */
  z.object({ kind: z.literal('grantKeyword'), keyword: z.enum(['Snipe', 'Counter', 'Assault']), value: z.int().min(0).max(3), perAntiSquadronDie: z.boolean(), max: z.int().min(1).max(3), printedBonus: z.int().min(0).max(2), toggleAfterCounter: z.boolean() }).strict(),
  /** the activated squadron may attack enemy ships at close range too (not only at distance 1) this activation. */
  z.object({ kind: z.literal('attackShipsAtClose') }).strict(),
  /** the squadron destroyed in the attack just ended is back in play with `hull` hull points left, unengaged (placed at the table), and toggled to activated. */
  z.object({ kind: z.literal('restoreSquadron'), hull: z.int().min(1).max(4) }).strict(),
  /** in the Squadron Phase, on its player's turn: this turn activates up to the card's ship's squadron value of squadrons (not 2), and their AI counts as if by a squadron command. */
  z.object({ kind: z.literal('squadronTurnBySquadronValue') }).strict(),
  /** the defending friendly squadron may spend the card's squadron's defense tokens this attack, as its own. */
  z.object({ kind: z.literal('lendDefenseTokens') }).strict(),
  /** the activated ship performs one more attack, against a squadron, from a hull zone of its choice (even one that attacked), with this anti-squadron armament. */
  z.object({ kind: z.literal('bonusSquadronAttack'), red: z.int().min(0).max(3), blue: z.int().min(0).max(3), black: z.int().min(0).max(3) }).strict(),
  /** the card's squadron toggles to activated now, outside its player's turn, and attacks each enemy squadron (named one attack at a time) once, with its anti-squadron armament (`obstructed`: each attack removes 1 gathered die). */
  z.object({ kind: z.literal('attackEachSquadron'), obstructed: z.boolean() }).strict(),
  /** in the card's squadron's activation, another friendly squadron (named) performs an attack against an enemy squadron with this anti-squadron armament (the card's squadron keeps its own attack). */
  z.object({ kind: z.literal('friendAttack'), red: z.int().min(0).max(3), blue: z.int().min(0).max(3), black: z.int().min(0).max(3) }).strict(),
  /** friendly squadrons named are set aside next to the card's ship (out of play: they neither activate, attack nor defend): at most `max` (0: the ship's squadron value), each with one of `keywords` when given. */
  z.object({ kind: z.literal('setAsideSquadrons'), max: z.int().min(0).max(6), keywords: z.array(z.string().min(1).max(24)).min(1).max(3).optional() }).strict(),
  /** the squadrons set aside with this card are placed in play (at the table, near the card's ship); `all`: every one, else those named (`upToCommand`: at most as many as its squadron command activates). */
  z.object({ kind: z.literal('placeSetAside'), all: z.boolean(), upToCommand: z.boolean() }).strict(),
]);
export type ArmadaTurnEffect = z.output<typeof armadaTurnEffectSchema>;

export const armadaCardEffectSchema = z
  .object({
    source: z.string().min(1).max(120),
    /** On an upgrade: its id among the unit's fitted upgrades (its exhausted / discarded state is tracked there). */
    upgrade: z.string().min(1).max(64).optional(),
    holder: armadaHolderSchema,
    moment: armadaEffectMomentSchema,
    conditions: z.array(armadaConditionSchema).max(6),
    costs: z.array(armadaCostSchema).max(3),
    effects: z.array(z.union([armadaDiceEffectSchema, armadaTurnEffectSchema])).min(1).max(4),
    optional: z.boolean(),
    summary: z.string().min(1).max(160),
  })
  .strict();
export type ArmadaCardEffect = z.output<typeof armadaCardEffectSchema>;

/** A card the facts cannot play: its text is shown and the players decide, for this reason. */
export const armadaYourCallSchema = z.object({ source: z.string().min(1).max(120), upgrade: z.string().min(1).max(64).optional(), reason: z.string().min(1).max(160) }).strict();
export type ArmadaYourCall = z.output<typeof armadaYourCallSchema>;

export const isArmadaDiceEffect = (effect: ArmadaDiceEffect | ArmadaTurnEffect): effect is ArmadaDiceEffect =>
  effect.kind === 'addDice' || effect.kind === 'addFace' || effect.kind === 'removeDice' || effect.kind === 'reroll' || effect.kind === 'change' || effect.kind === 'damage';

/**
 * A dice effect ready now, as the interpreter found it for an attack under way: whose it is, the
 * facts, how many uses are left. The odds count these, in this order.
 */
export interface ActiveArmadaDiceEffect {
  side: 'attacker' | 'defender';
  /** Stable id of the effect in this game (to switch it in "What if…" and to use it). */
  ref: string;
  source: string;
  moment: ArmadaEffectMoment;
  dice: ArmadaDiceEffect[];
  uses: number;
  optional: boolean;
}
