import { spendUpgradeCharges } from '../../../core/fitted-upgrades';
import { ok, refuse, type Result } from '../../../core/result';
import { continueAfterPrompts } from '../turn/phases';
import { openEffectPrompts, whyHookCannotPay } from './prompts';
import { enteredOrRolledFaces } from '../attack/entered-faces';
import type { CommandOf } from '../model/commands';
import { repairCard, sufferDamage } from '../damage/damage';
import type { XwingEvent } from '../model/events';
import { jamChoices, resolveJam } from '../tokens/jam';
import { describeHeld, tokenToRemove, type HeldToken } from '../tokens/ship-tokens';
import type { Prompt, Ship, XwingState } from '../model/state';
import type { AbilityHook } from './ability-hooks';
import type { CardEffect } from '../effects/card-effect';
import { findShip, refOf, shipName } from '../ships/ships';
import { gainTokens } from '../tokens/token-commands';
import { applyCardEffect } from '../effects/use-card-effect';
import { sharingOnce } from '../effects/available-effects';
import { chargesOf } from '../ships/charges';
import { windowSituation } from '../damage/damage-window';
import { windowQuestionAnswered } from '../damage/damage-window-answers';

type Answer = CommandOf<'answerPrompt'>;

const answered = (ship: Ship, prompt: Prompt, answer: string): XwingEvent => ({
  type: 'promptAnswered',
  ship: refOf(ship),
  prompt: prompt.id,
  kind: prompt.kind,
  source: prompt.source,
  answer,
});

/** One die the prompt asks for: read off the table or rolled by the seeded source. */
function oneDie(draft: XwingState, command: Answer): Result<string> {
  const rolled = enteredOrRolledFaces(draft, 'attack', 1, command);
  if (!rolled.ok) return rolled;
  return ok(rolled.value.faces[0] ?? 'blank');
}

/** Damage an answer deals: the cards named, or drawn by the app when none are named. */
function damageFromAnswer(draft: XwingState, ship: Ship, hits: number, crits: number, command: Answer, source: string, events: XwingEvent[]): Result<true> {
  if (command.cards !== undefined && command.drawForMe !== undefined) return refuse('card_or_draw', 'Name the damage cards drawn, or ask the app to draw them, not both.');
  events.push({ type: 'damageSuffered', ship: refOf(ship), hits, crits });
  return sufferDamage(draft, ship, hits, crits, command.cards ?? null, events, source);
}

function yesOrNo(command: Answer): Result<boolean> {
  if (command.answer === undefined) return refuse('answer_needed', 'Answer yes or no.');
  return ok(command.answer === 'yes');
}

function cardOf(ship: Ship, prompt: Prompt) {
  return ship.damageCards.find((card) => card.id === prompt.card && card.faceup) ?? null;
}

/** An ability that keeps a ship's circular tokens through the End Phase names that ship (in play); other abilities name none. */
function shipThatKeepsTokens(draft: XwingState, prompt: Prompt, command: Answer): Result<Ship | null> {
  const keeps = prompt.ability?.keeps === 'circularTokens' && prompt.ability.moment === 'endPhaseStart';
  if (!keeps) return command.ship === undefined ? ok(null) : refuse('no_choice', `${prompt.source} chooses no ship.`);
  if (command.ship === undefined) return refuse('ship_needed', `Choose the ship that keeps its circular tokens through this End Phase.`);
  const found = findShip(draft, command.ship);
  if (!found.ok) return found;
  if (found.value.destroyed) return refuse('ship_destroyed', `${shipName(found.value)} is destroyed.`);
  return ok(found.value);
}

/** An ability at its moment: done spends its cost (from the upgrade card's charges when it has them), skip spends nothing. */
function answerAbility(draft: XwingState, ship: Ship, prompt: Prompt, command: Answer, events: XwingEvent[]): Result<XwingEvent[]> {
  const hook = prompt.ability;
  if (command.answer !== 'done' && command.answer !== 'skip') return refuse('answer_needed', `Tap done if ${prompt.source} was used, or skip.`);
  // RRG · Damage: a question of the damage window: used or not, the damage waiting goes on once the window's questions are answered.
  if (prompt.window && draft.damageWindow) return answerWindowQuestion(draft, ship, prompt, command, events);
  if (!hook || command.answer === 'skip') {
    events.push(answered(ship, prompt, 'skipped'));
    return ok(events);
  }
  if (prompt.effect !== undefined) {
    // Issue 34: a card effect at its moment: done applies it (the other ship of the attack just made, if any).
    events.push(answered(ship, prompt, 'used'));
    const other = otherOfLastAttack(draft, ship, prompt);
    for (let time = 0; time < (prompt.times ?? 1); time++) {
      const applied = applyCardEffect(draft, ship, prompt.effect, { attack: null, other, role: null }, { target: command.ship, card: command.cards?.[0], token: command.token, lockedBy: command.lockedBy, faces: command.faces, rollForMe: command.rollForMe, side: command.side, amount: command.amount, maneuver: command.maneuver, degrees: command.degrees }, events);
      if (!applied.ok) return applied;
    }
    // RRG · Perform Action: a card's action is the ship's action in its activation (one, then a linked one).
    const effect = ship.effects?.[Number(prompt.effect)];
    // h7-xpilots: the part that follows an action's use ("If you do": a usedThisRound fact, Hondo Ohnaka's second ship) is that same action.
    if (effect?.moment === 'action' && draft.activation?.ship === ship.id && !effect.conditions.some((condition) => condition.kind === 'usedThisRound')) draft.activation.actions = (draft.activation.actions ?? 0) + 1;
    // "… or …" of one card at one moment: the other choices' questions close once one is used.
    const limit = effect?.conditions.find((condition) => condition.kind === 'once' && condition.per === 'trigger');
    if (effect && limit?.kind === 'once' && limit.among !== undefined) {
      const siblings = new Set(sharingOnce(ship, effect, limit.among, String(prompt.effect)));
      draft.prompts = draft.prompts.filter((open) => !(open.ship === ship.id && open.effect !== undefined && siblings.has(String(open.effect))));
    }
    // "If you do, …" at the same moment: the card's facts that follow this one's use this round are asked now.
    const used = effect?.conditions.find((condition) => condition.kind === 'once' && condition.among !== undefined);
    if (effect && used?.kind === 'once' && hook.moment !== undefined) {
      const follows = (candidate: CardEffect) => candidate.source === effect.source && candidate.upgrade === effect.upgrade && candidate.conditions.some((condition) => condition.kind === 'usedThisRound' && condition.among === used.among);
      if ((ship.effects ?? []).some(follows)) openEffectPrompts(draft, ship, effect.moment, events, { attack: null, other, role: null }, hook.moment, follows);
    }
    return ok(events);
  }
  const kept = shipThatKeepsTokens(draft, prompt, command);
  if (!kept.ok) return kept;
  const paid = payForAbility(ship, prompt, hook, command, events);
  if (!paid.ok) return paid;
  if (kept.value) {
    draft.keepCircularTokens = [...(draft.keepCircularTokens ?? []), kept.value.id];
    events.push({ type: 'circularTokensKept', ship: refOf(kept.value), source: prompt.source });
  }
  return ok(events);
}

/** The damage window's question: done applies the card (on the card waiting, or the damage about to be suffered), skip leaves it; then the window goes on. */
function answerWindowQuestion(draft: XwingState, ship: Ship, prompt: Prompt, command: Answer, events: XwingEvent[]): Result<XwingEvent[]> {
  const window = draft.damageWindow;
  if (window && command.answer === 'done' && prompt.effect !== undefined) {
    events.push(answered(ship, prompt, 'used'));
    const applied = applyCardEffect(draft, ship, prompt.effect, windowSituation(draft, ship, window), { target: command.ship, card: command.cards?.[0], token: command.token, side: command.side, amount: command.amount }, events);
    if (!applied.ok) return applied;
  } else events.push(answered(ship, prompt, 'skipped'));
  const next = windowQuestionAnswered(draft, prompt, events);
  return next.ok ? ok(events) : next;
}

/** The ship the prompt's effect acts on as "the other ship": the one its ship attacked or was attacked by. */
function otherOfLastAttack(draft: XwingState, ship: Ship, prompt: Prompt): Ship | null {
  const id = prompt.other;
  return id ? (draft.ships.find((candidate) => candidate.id === id) ?? null) : null;
}

/** Done: the answer is logged and the cost spent, from the upgrade card's own charges when it has them. */
function payForAbility(ship: Ship, prompt: Prompt, hook: AbilityHook, command: Answer, events: XwingEvent[]): Result<true> {
  if (!hook.cost) {
    events.push(answered(ship, prompt, 'used'));
    return ok(true);
  }
  const amount = hook.cost.amount ?? command.amount;
  const unit = (n: number) => (hook.cost?.charge === 'force' ? 'Force' : n === 1 ? 'charge' : 'charges');
  if (amount === undefined) return refuse('amount_needed', `Say how many ${unit(2)} ${shipName(ship)} spends on ${prompt.source}.`);
  if (hook.cost.amount !== null && command.amount !== undefined && command.amount !== amount) return refuse('fixed_cost', `${prompt.source} spends ${amount} ${unit(amount)}, no more and no less.`);
  const cannot = whyHookCannotPay(ship, hook, amount);
  if (cannot) return refuse('no_charge', cannot);
  events.push(answered(ship, prompt, `used, spending ${amount} ${unit(amount)}`));
  const card = hook.upgrade === null ? undefined : ship.upgrades.find((upgrade) => upgrade.id === hook.upgrade);
  if (hook.cost.charge === 'standard' && card?.charges) {
    const spent = spendUpgradeCharges(ship.upgrades, ship.name, card.id, amount);
    if (!spent.ok) return spent;
    events.push({ type: 'chargesSpent', ship: refOf(ship), charge: 'standard', amount, current: spent.value.current, upgrade: { id: card.id, name: card.name } });
    return ok(true);
  }
  const charges = chargesOf(ship, hook.cost.charge);
  if (!charges) return refuse('no_charge', `${shipName(ship)} has no ${unit(2)}.`);
  charges.current -= amount;
  events.push({ type: 'chargesSpent', ship: refOf(ship), charge: hook.cost.charge, amount, current: charges.current });
  return ok(true);
}

/** The table answers a prompt with one tap; what waited for the answers (a phase change, the End Phase cleanup) follows the last one. */
export function answerPrompt(draft: XwingState, command: Answer): Result<XwingEvent[]> {
  const answered = answerOne(draft, command);
  if (!answered.ok) return answered;
  continueAfterPrompts(draft, answered.value);
  return answered;
}

/** The damage card's effect follows from the answer. */
function answerOne(draft: XwingState, command: Answer): Result<XwingEvent[]> {
  const prompt = draft.prompts.find((candidate) => candidate.id === command.prompt);
  if (!prompt) return refuse('unknown_prompt', `There is no open question ${command.prompt}: it may have been answered already.`);
  const found = findShip(draft, prompt.ship);
  if (!found.ok) return found;
  const ship = found.value;
  const events: XwingEvent[] = [];
  draft.prompts = draft.prompts.filter((candidate) => candidate.id !== prompt.id);
  switch (prompt.kind) {
    case 'consoleFire': {
      const face = oneDie(draft, command);
      if (!face.ok) return face;
      events.push(answered(ship, prompt, face.value));
      if (face.value === 'hit') {
        const suffered = damageFromAnswer(draft, ship, 1, 0, command, prompt.source, events);
        if (!suffered.ok) return suffered;
      }
      return ok(events);
    }
    case 'woundedPilot': {
      const face = oneDie(draft, command);
      if (!face.ok) return face;
      events.push(answered(ship, prompt, face.value));
      if (face.value === 'hit' || face.value === 'crit') {
        const gained = gainTokens(draft, ship, { token: 'stress' }, 1, false, events);
        if (!gained.ok) return gained;
      }
      return ok(events);
    }
    case 'stunnedPilot':
    case 'looseStabilizer': {
      const yes = yesOrNo(command);
      if (!yes.ok) return yes;
      events.push(answered(ship, prompt, yes.value ? 'yes' : 'no'));
      if (!yes.value) return ok(events);
      const suffered = damageFromAnswer(draft, ship, 1, 0, command, prompt.source, events);
      if (!suffered.ok) return suffered;
      const card = cardOf(ship, prompt);
      if (prompt.kind === 'looseStabilizer' && card && !ship.destroyed) repairCard(draft, ship, card, events);
      return ok(events);
    }
    case 'jammed': {
      // The jam token went another way (removed, End Phase): the question is simply closed.
      if (ship.tokens.jam === 0) {
        events.push(answered(ship, prompt, 'no longer jammed'));
        return ok(events);
      }
      const choices = jamChoices(draft, ship);
      if (choices.length === 0) {
        events.push(answered(ship, prompt, 'nothing left to remove: the jam token stays'));
        return ok(events);
      }
      if (command.token === undefined) return refuse('token_needed', `Choose the token ${shipName(ship)} removes.`);
      let wanted: HeldToken;
      if (command.token === 'lock') wanted = { token: 'lock', lockedBy: ship.id };
      else {
        const held = tokenToRemove(ship, { token: command.token, side: command.side, lockedBy: command.lockedBy });
        if (!held.ok) return held;
        wanted = held.value;
      }
      // A lock: the one on the ship the answer names, when the jammed ship maintains several.
      const choice = choices.find((candidate) => JSON.stringify(candidate.held) === JSON.stringify(wanted) && (wanted.token !== 'lock' || command.ship === undefined || candidate.from.id === command.ship));
      if (!choice) return refuse('not_a_choice', `${shipName(ship)} has no ${describeHeld(draft, wanted)} to remove: choose a green token it has or the lock it maintains.`);
      events.push(answered(ship, prompt, describeHeld(draft, wanted)));
      resolveJam(draft, ship, choice, events);
      return ok(events);
    }
    case 'ability':
      return answerAbility(draft, ship, prompt, command, events);
    case 'extraDamage': {
      events.push(answered(ship, prompt, command.cards ? command.cards.join(', ') : 'drawn by the app'));
      const suffered = damageFromAnswer(draft, ship, prompt.hits, prompt.crits, command, prompt.source, events);
      if (!suffered.ok) return suffered;
      return ok(events);
    }
  }
}

/**
 * Issue 34 · an effect with no choice is applied and said: the card-effect questions opened with no
 * "may", no cost, no question and no ship to name are answered "done" by the table itself, in turn
 * (one may open another: bounded), each with its history line.
 */
export function answerNoChoicePrompts(draft: XwingState, events: XwingEvent[], afterEach: (events: XwingEvent[]) => void): void {
  for (let guard = 0; guard < 12; guard++) {
    const prompt = draft.prompts.find((candidate) => candidate.automatic === true);
    if (!prompt) return;
    const answered = answerPrompt(draft, { type: 'answerPrompt', prompt: prompt.id, answer: 'done' });
    if (!answered.ok) {
      // What the table cannot apply by itself waits for the players' tap, as any question does.
      delete prompt.automatic;
      continue;
    }
    // Nobody was asked: the question's opening and its answer are not said, only what the card did.
    const opened = events.findIndex((event) => event.type === 'promptOpened' && event.prompt === prompt.id);
    if (opened >= 0) events.splice(opened, 1);
    const said = answered.value.filter((event) => !(event.type === 'promptAnswered' && event.prompt === prompt.id));
    events.push(...said);
    afterEach(said);
  }
}
