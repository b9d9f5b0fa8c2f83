import { promptMomentNames, type AbilityHook, type AbilityMoment, type PromptMoment } from './ability-hooks';
import type { XwingEvent } from '../model/events';
import type { Attack, AttackArc, DialManeuver, Prompt, PromptKind, Ship, ShipAction, XwingState } from '../model/state';
import { refOf, shipName } from '../ships/ships';
import { isIonized } from '../ships/ship-status';
import { whyNotOffered, type EffectSituation } from '../effects/available-effects';
import type { CardEffect, EffectMoment } from '../effects/card-effect';

/** Issue 34: the card-effect moment an ability moment is (the "while" ones are the attack's steps). */
const effectMomentOf: Partial<Record<AbilityMoment, EffectMoment>> = {
  setup: 'setup',
  systemPhase: 'systemPhase',
  activationStart: 'activationStart',
  activationEnd: 'activationEnd',
  engagementStart: 'engagementStart',
  engagementEnd: 'engagementEnd',
  beforeEngaging: 'beforeEngaging',
  endPhaseStart: 'endPhaseStart',
  endPhaseEnd: 'endPhaseEnd',
  afterAttacking: 'afterAttack',
  afterDefending: 'afterDefend',
  afterRevealDial: 'afterRevealDial',
  afterManeuver: 'afterManeuver',
  friendlySpendsToken: 'friendlySpendsToken',
};

/** Issue 34 · after a ship performs an action, its card effects that act then (for that action) are asked about. */
export function afterActionEffectPrompts(draft: XwingState, ship: Ship, action: ShipAction, events: XwingEvent[]): void {
  if (!ship.effects || !inPlay(ship)) return;
  const performed = events.find((event) => event.type === 'actionPerformed' && event.ship.id === ship.id && event.action === action);
  const difficulty = performed?.type === 'actionPerformed' ? performed.difficulty : undefined;
  // The ship the action chose is "the other": the one it locked (Dutch Vander: a friend locks it too), coordinated or jammed.
  const locked = action === 'lock' ? events.find((event) => event.type === 'tokenGained' && event.token.token === 'lock' && event.token.lockedBy?.id === ship.id) : undefined;
  const chosen = performed?.type === 'actionPerformed' && performed.target ? performed.target.id : locked?.type === 'tokenGained' ? locked.ship.id : null;
  const other = chosen !== null ? (draft.ships.find((candidate) => candidate.id === chosen) ?? null) : null;
  openEffectPrompts(draft, ship, 'afterAction', events, { attack: null, other, role: null, action, ...(difficulty ? { actionDifficulty: difficulty } : {}) }, 'afterAction');
}

/** Issue 34 · the card effects of a ship's friends at a moment of that ship's turn ("before a friendly ship engages"): that ship is "the other". */
export function openFriendsEffectPrompts(draft: XwingState, ship: Ship, moment: 'friendlyBeforeEngaging' | 'friendlyBeforeActivating', events: XwingEvent[]): void {
  for (const friend of draft.ships.filter((candidate) => candidate.owner === ship.owner && candidate.id !== ship.id && !candidate.destroyed && candidate.effects?.some((effect) => effect.moment === moment))) {
    openEffectPrompts(draft, friend, moment, events, { attack: null, other: ship, role: null }, moment);
  }
}

/** The enemies' cards that act before an enemy ship engages (that ship is "the other"). */
export function openEnemiesEffectPrompts(draft: XwingState, ship: Ship, moment: 'enemyBeforeEngaging' | 'enemyBeforeActivating', events: XwingEvent[]): void {
  for (const enemy of draft.ships.filter((candidate) => candidate.owner !== ship.owner && !candidate.destroyed && candidate.effects?.some((effect) => effect.moment === moment))) {
    openEffectPrompts(draft, enemy, moment, events, { attack: null, other: ship, role: null }, moment);
  }
}

/** The questions a prompt asks before its effect, as clauses ("if the other ship is in its front arc, …"). */
export function questionsAsClauses(questions: readonly string[]): string[] {
  return questions.map((question) => {
    const said = question.replace(/\?$/, '').replace(/^Is there/, 'there is').replace(/^Is it/, 'it is').replace(/^Is the ((?:\S+ ){0,4}?\S+) (at|in|within|beyond|on) /, 'the $1 is $2 ').replace(/^Was it /, 'it was ').replace(/^Was there /, 'there was ').replace(/^Was the ((?:\S+ ){0,3}?\S+) (destroyed\b|at |in |carrying )/, 'the $1 was $2').replace(/^Did it/, 'it did').replace(/^Does/, '');
    // A question the words above cannot turn into a clause is kept as asked.
    return /^(Is|Are|Was|Has|Have|Did|Do|Can|Will) /.test(said) ? `yes to “${question}”` : said;
  });
}

/**
 * Issue 34 · a ship's card effects at a moment of the turn: each one whose conditions hold (and
 * whose cost it can pay) is offered as one question; "done" applies it (its questions answered yes).
 */
export function openEffectPrompts(draft: XwingState, ship: Ship, moment: EffectMoment, events: XwingEvent[], situation: EffectSituation, askedAs: PromptMoment, only?: (effect: CardEffect) => boolean): number {
  let opened = 0;
  for (const [index, effect] of (ship.effects ?? []).entries()) {
    if (effect.moment !== moment) continue;
    if (only && !only(effect)) continue;
    const ref = String(index);
    // One question per effect at a time: a moment that comes again while it is open does not ask twice.
    if (draft.prompts.some((prompt) => prompt.ship === ship.id && prompt.effect === ref)) continue;
    // RRG · Actions: a card's action is the ship's action; a stressed ship performs none.
    if (moment === 'action' && (ship.tokens.stress > 0 || isIonized(ship))) continue;
    // A card's action that is an action of the game (a red rotate, a boost) is in the ship's actions list, performed there.
    if (moment === 'action' && effect.effects.every((part) => part.kind === 'performAction')) continue;
    const offered = whyNotOffered(draft, ship, ref, situation, [moment]);
    if (offered.why) continue;
    // An effect with no choice is still one tap ("done" applies it), said as such; a question the table cannot know comes first.
    const questions = questionsAsClauses(offered.questions);
    const summary = `${questions.length > 0 ? `if ${questions.join(' and ')}, ` : ''}${effect.summary}${effect.optional ? '' : ' (no choice)'}`.slice(0, 160);
    const opened_ = openPrompt(draft, ship, 'ability', effect.source, events, { ability: { source: effect.source, moment: askedAs, summary, cost: null, upgrade: null }, effect: ref, ...(situation.other ? { other: situation.other.id } : {}) });
    if (!effect.optional && effect.costs.length === 0 && questions.length === 0 && moment !== 'action' && !namesAShip(effect, situation.other !== null)) opened_.automatic = true;
    opened++;
  }
  return opened;
}

/** The effect needs a ship the player names (a friend, an enemy, the other ship when none is known), or an action the player performs. */
function namesAShip(effect: CardEffect, otherKnown: boolean): boolean {
  return effect.effects.some((part) => {
    if (part.kind === 'performAction' || part.kind === 'performAnyAction') return true;
    if (part.kind === 'acquireLock') return part.on === 'named' || !otherKnown;
    if (part.kind === 'passReinforce') return true;
    if (part.kind === 'lockLockedShip') return part.by === 'friendly' || (part.from === 'other' && !otherKnown);
    const who = 'who' in part ? part.who : part.kind === 'transferToken' ? part.to : part.kind === 'takeToken' ? part.from : 'self';
    return who === 'friendly' || who === 'enemy' || who === 'any' || (who === 'other' && !otherKnown);
  });
}

/** The charges or Force the hook's cost draws on, as many as the ship (or its upgrade card) has now. */
export function chargesForHook(ship: Ship, hook: AbilityHook): number {
  if (!hook.cost) return 0;
  if (hook.cost.charge === 'force') return ship.force?.current ?? 0;
  const card = hook.upgrade === null ? undefined : ship.upgrades.find((upgrade) => upgrade.id === hook.upgrade);
  return card?.charges ? card.charges.current : (ship.charges?.current ?? 0);
}

/** Why the ability cannot be used for this many charges or Force, or null. */
export function whyHookCannotPay(ship: Ship, hook: AbilityHook, amount: number): string | null {
  if (!hook.cost) return null;
  const have = chargesForHook(ship, hook);
  if (have >= amount) return null;
  const unit = (n: number) => (hook.cost?.charge === 'force' ? 'Force' : n === 1 ? 'charge' : 'charges');
  return `${hook.source} needs ${amount} ${unit(amount)}, and ${shipName(ship)} has ${have} left for it: skip it.`;
}

const inPlay = (ship: Ship) => !ship.destroyed || ship.removalPending;

/**
 * At a moment of the round, every ability of these ships that acts then is asked about: one
 * question each, answered done or skip. An ability whose cost the ship cannot pay now is not offered.
 */
export function openAbilityPrompts(draft: XwingState, ships: readonly Ship[], moment: AbilityMoment, events: XwingEvent[], situation: AbilitySituation = {}): number {
  let opened = 0;
  for (const ship of ships) {
    if (!inPlay(ship)) continue;
    for (const hook of ship.abilities ?? []) {
      if (hook.moment !== moment || whyHookCannotPay(ship, hook, hook.cost?.amount ?? 1) !== null) continue;
      if (!fitsSituation(hook, situation)) continue;
      openPrompt(draft, ship, 'ability', hook.source, events, { ability: hook });
      opened++;
    }
    const effectMoment = effectMomentOf[moment];
    if (effectMoment && ship.effects) opened += openEffectPrompts(draft, ship, effectMoment, events, { attack: situation.attack ?? null, other: situation.other ?? null, role: situation.role ?? null, ...(situation.hit !== undefined ? { hit: situation.hit } : {}), ...(situation.maneuver ? { maneuver: situation.maneuver } : {}) }, moment);
  }
  return opened;
}

/** When an attack ends: its "while" questions close, and the attacker's and defender's "after" abilities are asked about. */
export function afterAttackPrompts(draft: XwingState, attacker: Ship, defender: Ship, events: XwingEvent[], outcome: { arc: AttackArc; hit: boolean; attack?: Attack } | null = null): void {
  closeAttackPrompts(draft, events);
  // The attack just made (its weapon, range and arc) is what a card's "after you perform a [Torpedo] attack" reads.
  const situation: AbilitySituation = outcome ? { arc: outcome.arc, hit: outcome.hit, rolled: true, ...(outcome.attack ? { attack: outcome.attack } : {}) } : {};
  openAbilityPrompts(draft, [attacker], 'afterAttacking', events, { ...situation, other: defender, role: 'attacker' });
  openAbilityPrompts(draft, [defender], 'afterDefending', events, { ...situation, other: attacker, role: 'defender' });
  // Issue 34: effects of their friends that act after a friendly ship attacks or defends.
  for (const [friendOf, ship, other, moment, askedAs] of [['attacker', attacker, defender, 'afterAttack', 'afterAttacking'], ['defender', defender, attacker, 'afterDefend', 'afterDefending']] as const) {
    for (const friend of draft.ships.filter((candidate) => candidate.owner === ship.owner && candidate.id !== ship.id && candidate.effects && inPlay(candidate))) {
      openEffectPrompts(draft, friend, moment, events, { attack: outcome?.attack ?? null, other, role: null, friendOf, ...(outcome ? { hit: outcome.hit } : {}) }, askedAs);
    }
  }
  // h-xupg: the defender's enemies (its attacker too) see it defend: that ship is "the other".
  for (const enemy of draft.ships.filter((candidate) => candidate.owner !== defender.owner && candidate.effects?.some((effect) => effect.moment === 'enemyAfterDefend') && inPlay(candidate))) {
    openEffectPrompts(draft, enemy, 'enemyAfterDefend', events, { attack: null, other: defender, role: null }, 'enemyAfterDefend');
  }
}

/** The situation an ability's moment comes in: the attack's arc, whether it hit, whether the dice are rolled. */
export interface AbilitySituation {
  arc?: AttackArc;
  hit?: boolean;
  rolled?: boolean;
  /** Only the abilities that waited for the roll (the others were asked when the attack was declared). */
  onlyAfterRoll?: boolean;
  /** Issue 34: after an attack, the other ship and the card's ship's role (for card effects' conditions). */
  other?: Ship;
  role?: 'attacker' | 'defender';
  /** Issue 34: the attack just made (after it), and the maneuver just revealed (after the dial). */
  attack?: Attack;
  maneuver?: DialManeuver;
}

const rearArcs = new Set<AttackArc>(['rear', 'full-rear']);
const frontArcs = new Set<AttackArc>(['front', 'full-front', 'bullseye']);

/** An ability is asked only in the situation its card names (what is not known yet does not hold it back, but for the roll). */
export function fitsSituation(hook: AbilityHook, situation: AbilitySituation): boolean {
  if (situation.onlyAfterRoll && !hook.only?.includes('afterRoll')) return false;
  for (const condition of hook.only ?? []) {
    if (condition === 'afterRoll' && situation.rolled !== true) return false;
    if (condition === 'hit' && situation.hit === false) return false;
    if (condition === 'rearArc' && situation.arc !== undefined && !rearArcs.has(situation.arc)) return false;
    if (condition === 'frontArc' && situation.arc !== undefined && !frontArcs.has(situation.arc)) return false;
  }
  return true;
}

/** Once the attack dice are rolled, the abilities that reroll or change dice in this attack are asked about. */
export function afterRollPrompts(draft: XwingState, attack: Attack, events: XwingEvent[]): void {
  const attacker = draft.ships.find((ship) => ship.id === attack.attacker);
  const defender = draft.ships.find((ship) => ship.id === attack.defender);
  const situation: AbilitySituation = { arc: attack.arc, rolled: true, onlyAfterRoll: true };
  if (attacker) openAbilityPrompts(draft, [attacker], 'whileAttacking', events, situation);
  if (defender) openAbilityPrompts(draft, [defender], 'whileDefending', events, situation);
}

/** RRG · abilities on a friendly ship's token: after a ship spends a token, its friends' abilities that act then are asked about. */
export function friendlySpentTokenPrompts(draft: XwingState, spender: Ship, events: XwingEvent[]): void {
  const friends = draft.ships.filter((ship) => ship.owner === spender.owner && ship.id !== spender.id);
  openAbilityPrompts(draft, friends, 'friendlySpendsToken', events);
}

/** Questions about "while" abilities last as long as the attack: when it ends they are closed unanswered. */
export function closeAttackPrompts(draft: XwingState, events: XwingEvent[]): void {
  for (const prompt of draft.prompts.filter((candidate) => candidate.ability?.moment === 'whileAttacking' || candidate.ability?.moment === 'whileDefending')) {
    const ship = draft.ships.find((candidate) => candidate.id === prompt.ship);
    if (ship) events.push({ type: 'promptAnswered', ship: refOf(ship), prompt: prompt.id, kind: prompt.kind, source: prompt.source, answer: 'not used (the attack is over)' });
  }
  draft.prompts = draft.prompts.filter((candidate) => candidate.ability?.moment !== 'whileAttacking' && candidate.ability?.moment !== 'whileDefending');
}

/** The question each prompt asks, in the players' words. */
export function promptQuestion(prompt: Prompt, ship: Ship): string {
  const name = shipName(ship);
  switch (prompt.kind) {
    case 'consoleFire':
      return `Console Fire: ${name} rolls 1 attack die before it engages. A hit costs 1 damage.`;
    case 'woundedPilot':
      return `Wounded Pilot: ${name} rolls 1 attack die after its action. A hit or crit gives it a stress token.`;
    case 'stunnedPilot':
      return `Stunned Pilot: did ${name}’s maneuver move through or overlap an obstacle? If so it suffers 1 damage.`;
    case 'looseStabilizer':
      return `Loose Stabilizer: was ${name}’s maneuver anything but straight? If so it suffers 1 damage and the card turns facedown.`;
    case 'jammed':
      return `${name} is jammed: choose a green token to remove, or the lock it maintains; the jam token goes with it.`;
    case 'extraDamage':
      return `${prompt.source}: ${name} suffers ${prompt.hits + prompt.crits} more damage. Name the card drawn, or let the app draw.`;
    case 'ability':
      return prompt.ability ? `${promptMomentNames[prompt.ability.moment]}, ${prompt.source} (${name}) may act: ${prompt.ability.summary}.` : `${prompt.source} (${name}) may act.`;
  }
}

export function openPrompt(
  draft: XwingState,
  ship: Ship,
  kind: PromptKind,
  source: string,
  events: XwingEvent[],
  detail: { card?: string; hits?: number; crits?: number; ability?: AbilityHook; effect?: string; other?: string } = {},
): Prompt {
  const prompt: Prompt = { id: `prompt-${draft.nextPromptNumber++}`, kind, ship: ship.id, source, card: detail.card ?? null, hits: detail.hits ?? 0, crits: detail.crits ?? 0 };
  if (detail.ability) prompt.ability = { ...detail.ability, cost: detail.ability.cost ? { ...detail.ability.cost } : null };
  if (detail.effect !== undefined) prompt.effect = detail.effect;
  if (detail.other !== undefined) prompt.other = detail.other;
  draft.prompts.push(prompt);
  events.push({ type: 'promptOpened', ship: refOf(ship), prompt: prompt.id, kind, source });
  return prompt;
}

export function openPromptsOf(state: XwingState, shipId: string): Prompt[] {
  return state.prompts.filter((prompt) => prompt.ship === shipId);
}
