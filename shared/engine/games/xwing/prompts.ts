import type { XwingEvent } from './events';
import type { Prompt, PromptKind, Ship, XwingState } from './state';
import { refOf, shipName } from './ships';

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
  }
}

export function openPrompt(
  draft: XwingState,
  ship: Ship,
  kind: PromptKind,
  source: string,
  events: XwingEvent[],
  detail: { card?: string; hits?: number; crits?: number } = {},
): Prompt {
  const prompt: Prompt = { id: `prompt-${draft.nextPromptNumber++}`, kind, ship: ship.id, source, card: detail.card ?? null, hits: detail.hits ?? 0, crits: detail.crits ?? 0 };
  draft.prompts.push(prompt);
  events.push({ type: 'promptOpened', ship: refOf(ship), prompt: prompt.id, kind, source });
  return prompt;
}

export function openPromptsOf(state: XwingState, shipId: string): Prompt[] {
  return state.prompts.filter((prompt) => prompt.ship === shipId);
}
