import type { ListProblem, UnitEvaluation } from './evaluation';
import type { CardLookup, CardRef, FleetList, ListCard, ListFormat, ListUnit, ListUpgrade, PointsLookup } from './list';

// What evaluate.ts hands each system's rules (armada-rules.ts, xwing-rules.ts): the list with its
// cards resolved, and the words a card is named with. Apart from evaluate.ts so the rules read it
// without importing the file that calls them.

export interface ResolvedUpgrade {
  upgrade: ListUpgrade;
  /** The card, when the lookup knows it and it is an upgrade of this format's editions. */
  card: ListCard | undefined;
}

export interface ResolvedUnit {
  index: number;
  unit: ListUnit;
  card: ListCard | undefined;
  upgrades: ResolvedUpgrade[];
  evaluation: UnitEvaluation;
}

export interface RuleContext {
  list: FleetList;
  format: ListFormat;
  pointsLimit: number;
  cards: CardLookup;
  points: PointsLookup | undefined;
  units: ResolvedUnit[];
  problems: ListProblem[];
  problem(rule: ListProblem['rule'], message: string, unit?: number, upgrade?: number, cannotFit?: true): void;
  /** When set, only this unit's own rules (and the list-wide name rules) are judged: see `EvaluateOptions`. */
  focus: number | undefined;
}

const kindWords: Record<string, string> = {
  ship: 'a ship',
  pilot: 'a pilot',
  squadron: 'a squadron',
  upgrade: 'an upgrade',
  objective: 'an objective',
  condition: 'a condition card',
  damage: 'a damage card',
};

/** How a card is named to the player: "Darth Vader (TIE Advanced Squadron)". */
export const cardLabel = (card: Pick<ListCard, 'name' | 'title'>) => (card.title ? `${card.name} (${card.title})` : card.name);

export function resolveCard(
  context: Pick<RuleContext, 'format' | 'cards'>,
  ref: CardRef,
  kinds: readonly string[],
  report: (rule: 'unknown-card' | 'wrong-edition', message: string) => void,
): ListCard | undefined {
  const card = context.cards.card(ref);
  if (!card) {
    report('unknown-card', `Sidetable has no ${ref.edition} card "${ref.key}": import that card data, or take it out of the list.`);
    return undefined;
  }
  if (!context.format.editions.includes(card.edition)) {
    report('wrong-edition', `${cardLabel(card)} is from the ${card.edition} card data, which ${context.format.name} does not use: pick the ${context.format.editions.join(' or ')} card instead.`);
    return undefined;
  }
  if (!kinds.includes(card.kind)) {
    report('unknown-card', `${cardLabel(card)} is ${kindWords[card.kind] ?? card.kind}, which cannot go here: only ${kinds.map((k) => kindWords[k] ?? k).join(' or ')} can.`);
    return undefined;
  }
  return card;
}
