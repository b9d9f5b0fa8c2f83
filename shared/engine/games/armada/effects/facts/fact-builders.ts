import type { ArmadaCardEffect, ArmadaCondition, ArmadaCost, ArmadaDiceEffect, ArmadaEffectMoment, ArmadaTurnEffect, EffectDieColor, EffectDieFace } from '../card-effect';

// The short words the fact tables (upgrade-facts.ts, squadron-facts.ts) are written in: a card's
// effect as holder, moment, conditions, costs and effects, with our own one-line summary.

/** A card's effect before it is put on a unit (the source and upgrade id are added then). */
export type EffectFact = Omit<ArmadaCardEffect, 'source' | 'upgrade'>;

/**
 * What a card does, as our facts: effects the engine plays (some asked first), a card the players
 * decide (with the reason), or one with no effect on play (with why). `note`: a part of an applied
 * card left to the table.
 */
export type CardFacts = { effects: EffectFact[]; note?: string } | { yourCall: string } | { noEffect: string };

type Change = ArmadaDiceEffect | ArmadaTurnEffect;
type Holder = EffectFact['holder'];

interface Options {
  when?: ArmadaCondition[];
  pay?: ArmadaCost[];
  optional?: boolean;
}

export const effect = (holder: Holder, moment: ArmadaEffectMoment, summary: string, effects: Change[], options: Options = {}): EffectFact => ({
  holder,
  moment,
  conditions: options.when ?? [],
  costs: options.pay ?? [],
  effects,
  optional: options.optional ?? true,
  summary,
});

/** While attacking (Resolve Attack Effects): the card's unit, or any friendly attacker (`fleet`). */
export const attacking = (summary: string, effects: Change[], options: Options = {}, fleet = false) => effect(fleet ? 'attackerFleet' : 'attacker', 'resolveAttackEffects', summary, effects, options);
/** Before the roll, as the dice are gathered. */
export const gathering = (summary: string, effects: Change[], options: Options = {}, fleet = false) => effect(fleet ? 'attackerFleet' : 'attacker', 'gatherDice', summary, effects, options);
/** While defending, in Spend Defense Tokens. */
export const defending = (summary: string, effects: Change[], options: Options = {}, fleet = false) => effect(fleet ? 'defenderFleet' : 'defender', 'spendDefenseTokens', summary, effects, options);
/** While defending, before damage is suffered (Resolve Damage). */
export const beforeDamage = (summary: string, effects: Change[], options: Options = {}, fleet = false) => effect(fleet ? 'defenderFleet' : 'defender', 'resolveDamage', summary, effects, options);

/** Tables of facts written apart (by round), joined; a card named in two of them is a mistake, refused at load. */
export function joinFactTables(...tables: Readonly<Record<string, CardFacts>>[]): Readonly<Record<string, CardFacts>> {
  const joined: Record<string, CardFacts> = {};
  for (const table of tables) {
    for (const [name, entry] of Object.entries(table)) {
      if (joined[name] !== undefined) throw new Error(`Card facts for “${name}” are written twice.`);
      joined[name] = entry;
    }
  }
  return joined;
}

export const facts = (...effects: EffectFact[]): CardFacts => ({ effects });
export const factsNoting = (note: string, ...effects: EffectFact[]): CardFacts => ({ effects, note });
export const yourCall = (reason: string): CardFacts => ({ yourCall: reason });
export const noEffect = (reason: string): CardFacts => ({ noEffect: reason });

// ——— Conditions ———
export const ask = (question: string): ArmadaCondition => ({ kind: 'ask', question });
export const vsShip: ArmadaCondition = { kind: 'unitKind', who: 'defender', unit: 'ship' };
export const vsSquadron: ArmadaCondition = { kind: 'unitKind', who: 'defender', unit: 'squadron' };
export const byShip: ArmadaCondition = { kind: 'unitKind', who: 'attacker', unit: 'ship' };
export const bySquadron: ArmadaCondition = { kind: 'unitKind', who: 'attacker', unit: 'squadron' };
export const atRange = (...ranges: ('close' | 'medium' | 'long')[]): ArmadaCondition => ({ kind: 'range', ranges });
export const fromZones = (...zones: ('front' | 'right' | 'rear' | 'left')[]): ArmadaCondition => ({ kind: 'hullZone', who: 'attacker', zones });
export const againstZones = (...zones: ('front' | 'right' | 'rear' | 'left')[]): ArmadaCondition => ({ kind: 'hullZone', who: 'defender', zones });
export const defenderShields = (any: boolean): ArmadaCondition => ({ kind: 'shields', who: 'defender', any });
export const resolving = (command: 'navigate' | 'squadron' | 'repair' | 'concentrateFire'): ArmadaCondition => ({ kind: 'command', command });
export const inPool = (colors?: EffectDieColor[], faces?: EffectDieFace[]): ArmadaCondition => ({ kind: 'pool', ...(colors ? { colors } : {}), ...(faces ? { faces } : {}) });
export const once = (per: 'round' | 'activation' | 'attack' | 'game'): ArmadaCondition => ({ kind: 'once', per });
export const salvoAttack: ArmadaCondition = { kind: 'attackKind', kinds: ['salvo'] };

// ——— Costs ———
export const exhaust: ArmadaCost = { kind: 'exhaust' };
export const discard: ArmadaCost = { kind: 'discard' };
export const spendDie = (faces?: EffectDieFace[]): ArmadaCost => ({ kind: 'spendDie', ...(faces ? { faces } : {}) });
export const token = (kind: 'brace' | 'redirect' | 'evade' | 'scatter' | 'contain' | 'salvo' | 'any', as: 'exhaust' | 'discard' = 'exhaust'): ArmadaCost => ({ kind: 'defenseToken', token: kind, as });
export const commandToken = (command: 'navigate' | 'squadron' | 'repair' | 'concentrateFire'): ArmadaCost => ({ kind: 'commandToken', command });
export const sufferDamage = (amount: number): ArmadaCost => ({ kind: 'damage', amount });

// ——— Effects ———
export const reroll = (count: number | 'all', colors?: EffectDieColor[], faces?: EffectDieFace[]): ArmadaDiceEffect => ({ kind: 'reroll', count, ...(colors ? { colors } : {}), ...(faces ? { faces } : {}) });
export const addDice = (color: EffectDieColor, count = 1): ArmadaDiceEffect => ({ kind: 'addDice', color, count });
export const addFace = (color: EffectDieColor, face: EffectDieFace, count = 1): ArmadaDiceEffect => ({ kind: 'addFace', color, face, count });
export const change = (to: EffectDieFace, from?: EffectDieFace[], colors?: EffectDieColor[], count = 1): ArmadaDiceEffect => ({ kind: 'change', count, to, ...(from ? { from } : {}), ...(colors ? { colors } : {}) });
export const removeDice = (count = 1): ArmadaDiceEffect => ({ kind: 'removeDice', count });
export const damage = (amount: number): ArmadaDiceEffect => ({ kind: 'damage', amount });
export const addOfChoice = (count = 1, inPoolOnly = false): ArmadaTurnEffect => ({ kind: 'addDieOfChoice', count, inPool: inPoolOnly });
export const readyToken = (kind: 'brace' | 'redirect' | 'evade' | 'scatter' | 'contain' | 'salvo' | 'any' = 'any'): ArmadaTurnEffect => ({ kind: 'readyToken', token: kind });
export const recoverToken = (kind: 'brace' | 'redirect' | 'evade' | 'scatter' | 'contain' | 'salvo' | 'any' = 'any'): ArmadaTurnEffect => ({ kind: 'recoverToken', token: kind });
export const gainToken = (command: 'navigate' | 'squadron' | 'repair' | 'concentrateFire' | 'any' = 'any'): ArmadaTurnEffect => ({ kind: 'gainCommandToken', command });

export const speed = (by: number): ArmadaTurnEffect => ({ kind: 'speed', change: by });
export const recoverShields = (amount = 1): ArmadaTurnEffect => ({ kind: 'recoverShields', amount });
export const moreSquadrons = (amount = 1): ArmadaTurnEffect => ({ kind: 'activateSquadrons', amount });
/** Outside an attack, a fleet-wide card ("a friendly ship"): it acts on the friendly unit activated now (effects-in-play.ts actingUnit). */
export const friendly = (moment: ArmadaEffectMoment, summary: string, effects: Change[], options: Options = {}) => effect('attackerFleet', moment, summary, effects, options);

export const defenderTokens = (as: 'exhaust' | 'discard', count: 1 | 'all'): ArmadaTurnEffect => ({ kind: 'defenderTokens', as, count });

export const defenderLosesShields = (zones: 'defending' | 'defendingAndAdjacent', amount = 1): ArmadaTurnEffect => ({ kind: 'defenderShields', zones, amount });
export const defenderDiscardsCommandToken = (orShield: boolean): ArmadaTurnEffect => ({ kind: 'defenderCommandToken', orShield });

export const faceupDamageCard = (cancelDice = false): ArmadaTurnEffect => ({ kind: 'faceupDamageCard', cancelDice });

export const faceupCards = (count: number): ArmadaTurnEffect => ({ kind: 'faceupCards', count });
export const damagePerCrit = (amount = 1): ArmadaTurnEffect => ({ kind: 'damagePerCrit', amount });

export const hitFaces: EffectDieFace[] = ['hit', 'hit-hit', 'hit-crit'];
export const critFaces: EffectDieFace[] = ['crit', 'hit-crit'];

// ——— Issue 35 · activations, targets, commands ———
/** Outside an attack: the card acts in this unit's activation (its own, another friendly one, an enemy's, anyone's). */
export const whenActivates = (who: 'self' | 'otherFriendly' | 'enemy' | 'any', unit: 'ship' | 'squadron' = 'ship'): ArmadaCondition => ({ kind: 'activated', who, unit });
export const revealedOne = (...commands: ('navigate' | 'squadron' | 'repair' | 'concentrateFire')[]): ArmadaCondition => ({ kind: 'revealed', commands });
export const anyDialRevealed: ArmadaCondition = { kind: 'revealed', commands: ['navigate', 'squadron', 'repair', 'concentrateFire'] };
export const inRound = (round: number): ArmadaCondition => ({ kind: 'round', round });
export const activatedWith = (...keywords: string[]): ArmadaCondition => ({ kind: 'activatedKeyword', keywords });
export const spendDieOf = (colors: EffectDieColor[], faces?: EffectDieFace[]): ArmadaCost => ({ kind: 'spendDieOf', colors, ...(faces ? { faces } : {}) });
export const engagedSuffer = (amount = 1): ArmadaTurnEffect => ({ kind: 'unitsSuffer', amount, to: 'engaged', side: 'enemy', units: 'squadron', max: 8 });
export const activatedSuffers = (amount = 1, units: 'squadron' | 'shipOrSquadron' = 'squadron'): ArmadaTurnEffect => ({ kind: 'unitsSuffer', amount, to: 'activated', side: 'enemy', units, max: 1 });
export const namedSuffer = (amount: number, max: number, units: 'squadron' | 'shipOrSquadron' = 'squadron', side: 'enemy' | 'friendly' | 'any' = 'enemy'): ArmadaTurnEffect => ({ kind: 'unitsSuffer', amount, to: 'targets', side, units, max });
export const namedShipSpeed = (direction: 'up' | 'down' | 'either', side: 'enemy' | 'friendly' = 'enemy', by = 1): ArmadaTurnEffect => ({ kind: 'targetSpeed', by, direction, side });
export const navTokenOrSlow: ArmadaTurnEffect = { kind: 'navTokenOrSlow' };
export const fleetGainsToken: ArmadaTurnEffect = { kind: 'fleetGainsCommandToken' };
export const namedShipGainsToken = (command: 'revealed' | 'chosen' | 'navigate' | 'squadron' | 'repair' | 'concentrateFire', fromSelf: boolean): ArmadaTurnEffect => ({ kind: 'targetGainsCommandToken', command, fromSelf });
export const gainRevealedToken: ArmadaTurnEffect = { kind: 'gainRevealedCommandToken' };
export const replaceToken = (to: 'brace' | 'redirect' | 'evade' | 'scatter' | 'contain' | 'salvo'): ArmadaTurnEffect => ({ kind: 'replaceDefenseToken', to });
export const attackerSpendsToken: ArmadaTurnEffect = { kind: 'attackerSpendsToken' };
export const readyUpgrade: ArmadaTurnEffect = { kind: 'readyUpgrade' };
export const exhaustActivatedToken: ArmadaTurnEffect = { kind: 'exhaustActivatedToken' };
export const defenderWasDamaged: ArmadaCondition = { kind: 'defenderDamaged' };
export const defenderSuffers = (amount = 1): ArmadaTurnEffect => ({ kind: 'unitsSuffer', amount, to: 'defender', side: 'enemy', units: 'squadron', max: 1 });
export const activateOrDamageDefender: ArmadaTurnEffect = { kind: 'activateOrDamageDefender' };
export const tokenAsDial = (...commands: ('navigate' | 'squadron' | 'repair' | 'concentrateFire')[]): ArmadaTurnEffect => ({ kind: 'tokenAsDial', commands });
export const readySquadron: ArmadaTurnEffect = { kind: 'readySquadron' };
export const spendShield = (from: 'attacking' | 'any' | 'front'): ArmadaCost => ({ kind: 'shield', from });
export const beforeReveal: ArmadaCondition = { kind: 'beforeReveal' };
export const anyCommandToken: ArmadaCost = { kind: 'anyCommandToken' };
export const discardDialOrToken = (command: 'navigate' | 'squadron' | 'repair' | 'concentrateFire'): ArmadaCost => ({ kind: 'discardCommand', command });
export const limitExhaustedTokens = (max: number): ArmadaTurnEffect => ({ kind: 'limitExhaustedTokens', max });
export const changeDial = (...to: ('navigate' | 'squadron' | 'repair' | 'concentrateFire')[]): ArmadaTurnEffect => ({ kind: 'changeDial', to });
export const rollAtAttacker = (color: EffectDieColor, count: number, evenIfDestroyed = false): ArmadaTurnEffect => ({ kind: 'rollAtAttacker', color, count, evenIfDestroyed });
export const namedShipUpgrade = (as: 'exhaust' | 'discard', nonCommander: boolean): ArmadaTurnEffect => ({ kind: 'targetUpgrade', as, nonCommander });
export const commandTokenLimit = (limit: number): ArmadaTurnEffect => ({ kind: 'commandTokenLimit', limit });
export const defenderEngaged = (engaged: boolean): ArmadaCondition => ({ kind: 'defenderEngaged', engaged });
export const dialAlsoToken: ArmadaTurnEffect = { kind: 'dialAlsoToken' };
export const replaceGatheredDice = (from: EffectDieColor, to: EffectDieColor): ArmadaTurnEffect => ({ kind: 'replaceGatheredDice', from, to });
export const gatherArmamentDice = (color: EffectDieColor): ArmadaTurnEffect => ({ kind: 'gatherArmamentDice', color });
export const spendTargetTokens: ArmadaTurnEffect = { kind: 'spendTargetTokens' };
export const flipTargetCards: ArmadaTurnEffect = { kind: 'flipTargetCards' };
export const fleetRecoversTokens: ArmadaTurnEffect = { kind: 'fleetRecoversTokens' };
export const changeToAnyFace = (count = 1, except: EffectDieFace[] = []): ArmadaTurnEffect => ({ kind: 'changeToAnyFace', count, except });
export const preventCriticals: ArmadaTurnEffect = { kind: 'preventCriticals' };
export const repeatZoneAttack: ArmadaTurnEffect = { kind: 'repeatZoneAttack' };
export const oneTargetPerZone: ArmadaTurnEffect = { kind: 'oneTargetPerZone' };
export const repairCardInsteadOfEngineering: ArmadaTurnEffect = { kind: 'repairCardInsteadOfEngineering' };
export const redirectCap = (max: number): ArmadaTurnEffect => ({ kind: 'redirectCap', max });
export const swapGatheredDie: ArmadaTurnEffect = { kind: 'swapGatheredDie' };
export const splashHalfIcons = (color: EffectDieColor, icon: 'hit' | 'crit'): ArmadaTurnEffect => ({ kind: 'splashHalfIcons', color, icon });
export const ownToken = (kind: 'brace' | 'redirect' | 'evade' | 'scatter' | 'contain' | 'salvo' | 'any' = 'any'): ArmadaCost => ({ kind: 'ownDefenseToken', token: kind });
export const ignoreEngagement: ArmadaTurnEffect = { kind: 'ignoreEngagement' };
export const salvoEffect: ArmadaTurnEffect = { kind: 'salvoEffect' };
export const engagedAttackerElsewhere: ArmadaCondition = { kind: 'engagedAttackerElsewhere' };
export const attackerSuffers = (amount = 1): ArmadaTurnEffect => ({ kind: 'unitsSuffer', amount, to: 'attacker', side: 'enemy', units: 'squadron', max: 1 });
export const toggleNamedSquadron: ArmadaTurnEffect = { kind: 'toggleNamedSquadron' };
/** The activated friendly ship suffers damage on the hull zone its owner names (a card's price). */
export const activatedShipSuffers = (amount = 1): ArmadaTurnEffect => ({ kind: 'unitsSuffer', amount, to: 'activated', side: 'friendly', units: 'shipOrSquadron', max: 1 });
export const fleetGainsTokensUpToCommand: ArmadaTurnEffect = { kind: 'fleetGainsTokensUpToCommand' };
export const removeHalfGathered: ArmadaTurnEffect = { kind: 'removeHalfGathered' };
export const spendToReadyFriend: ArmadaTurnEffect = { kind: 'spendToReadyFriend' };
/** RRG 1.5.0 · Raid Tokens: the defending ship (or the card's own ship) gains 1 raid token of the player's choice. */
export const raidToken = (to: 'defender' | 'self' | 'enemyShip'): ArmadaTurnEffect => ({ kind: 'raidToken', to });
export const evadeChange = (ranges: ('close' | 'medium' | 'long' | 'distance-1')[], cancel: boolean, extraDice = 0): ArmadaTurnEffect => ({ kind: 'evadeChange', ranges, cancel, extraDice });
export const commandAsTokenWithRaid: ArmadaTurnEffect = { kind: 'commandAsTokenWithRaid' };
export const swapCommandToken: ArmadaTurnEffect = { kind: 'swapCommandToken' };
export const takeTokenAndRaid: ArmadaTurnEffect = { kind: 'takeTokenAndRaid' };
export const passShipTurn: ArmadaTurnEffect = { kind: 'passShipTurn' };
