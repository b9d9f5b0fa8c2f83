import { armadaRules } from './armada-rules';
import type { ListEvaluation, ListProblem, UpgradeEvaluation } from './evaluation';
import { listFormats, type CardLookup, type FleetList, type PointsLookup } from './list';
import { pointsWord, unitPoints, upgradePrice } from './points';
import { cardLabel, resolveCard, type ResolvedUpgrade, type RuleContext } from './rule-context';
import { xwingRules } from './xwing-rules';

// Points and legality of a list: pure, so the host, the builder's previews and the tests judge a
// list the same way. Rules live in armada-rules.ts and xwing-rules.ts; this file resolves the
// cards, prices them and hands each system's rules what they need.

export interface EvaluateOptions {
  /**
   * Judge only this unit's own rules (slots, restrictions, faction, format) plus the list-wide
   * unique and limited names: what the builder needs to know whether one more upgrade fits, for
   * a fraction of the work. Totals and the other units' problems are then incomplete.
   */
  focus?: number;
}

export { pointsWord };

export function pointsLimitOf(list: FleetList): number {
  const format = listFormats[list.format];
  return format.key === 'armada-custom' ? (list.pointsLimit ?? format.pointsLimit) : format.pointsLimit;
}

export function evaluateList(list: FleetList, cards: CardLookup, points?: PointsLookup, options: EvaluateOptions = {}): ListEvaluation {
  const format = listFormats[list.format];
  const problems: ListProblem[] = [];
  const context: RuleContext = {
    list,
    format,
    pointsLimit: pointsLimitOf(list),
    cards,
    // Points sets price X-Wing 2.5 cards (their ids are 2.5's); a 2.0 list keeps its printed costs.
    points: format.editions.includes('xwing-2.5') ? points : undefined,
    units: [],
    problems,
    focus: options.focus,
    problem(rule, message, unit, upgrade, cannotFit) {
      problems.push({ rule, message, ...(unit === undefined ? {} : { unit }), ...(upgrade === undefined ? {} : { upgrade }), ...(cannotFit ? { cannotFit } : {}) });
    },
  };
  if (list.system !== format.system) {
    context.problem('wrong-edition', `${format.name} is a ${format.system === 'armada' ? 'Star Wars: Armada' : 'Star Wars: X-Wing'} format, but this is ${list.system === 'armada' ? 'an Armada fleet' : 'an X-Wing squad'}: pick a format of its game.`);
  }
  const unitKinds = format.system === 'armada' ? ['ship', 'squadron'] : ['pilot'];
  // X-Wing 2.5 upgrades cost loadout, not squad points.
  const upgradesCostSquadPoints = !format.loadout;

  list.units.forEach((unit, index) => {
    const card = resolveCard(context, unit.card, unitKinds, (rule, message) => context.problem(rule, message, index));
    const upgrades = unit.upgrades.map((upgrade, u): ResolvedUpgrade => ({
      upgrade,
      card: resolveCard(context, upgrade.card, ['upgrade'], (rule, message) => context.problem(rule, message, index, u)),
    }));
    const basePoints = card ? unitPoints(card, context.points) : 0;
    const upgradeEvaluations = upgrades.map(({ upgrade, card: upgradeCard }, u): UpgradeEvaluation => {
      const price = upgradeCard ? upgradePrice(upgradeCard, card, context.points, cards) : { points: 0 };
      if (price.problem) context.problem('variable-cost', price.problem, index, u);
      return {
        slot: upgrade.slot,
        card: upgrade.card,
        name: upgradeCard ? cardLabel(upgradeCard) : upgrade.card.key,
        points: price.points,
        ...(price.why ? { pointsWhy: price.why } : {}),
        found: !!upgradeCard,
      };
    });
    const upgradeTotal = upgradesCostSquadPoints ? upgradeEvaluations.reduce((sum, u) => sum + u.points, 0) : 0;
    context.units.push({
      index,
      unit,
      card,
      upgrades,
      evaluation: {
        card: unit.card,
        name: card?.name ?? unit.card.key,
        title: card?.title ?? null,
        found: !!card,
        count: unit.count,
        basePoints,
        points: (basePoints + upgradeTotal) * unit.count,
        upgrades: upgradeEvaluations,
        slots: [],
      },
    });
  });

  const objectives = format.system === 'armada' ? armadaRules(context) : xwingRules(context);
  const total = context.units.reduce((sum, u) => sum + u.evaluation.points, 0);
  if (total > context.pointsLimit) {
    context.problem('points-limit', `The list costs ${total} points, ${total - context.pointsLimit} over the ${context.pointsLimit}-point limit: take out ${pointsWord(total - context.pointsLimit)}.`);
  }
  const squadronPoints = format.system === 'armada' ? context.units.filter((u) => u.card?.kind === 'squadron').reduce((sum, u) => sum + u.evaluation.points, 0) : undefined;
  const squadronLimit = format.system === 'armada' ? Math.ceil(context.pointsLimit / 3) : undefined;
  return {
    format: list.format,
    pointsLimit: context.pointsLimit,
    total,
    ...(squadronPoints === undefined ? {} : { squadronPoints, squadronLimit }),
    units: context.units.map((u) => u.evaluation),
    objectives,
    pricedBy: context.points ? context.points.name : 'the card data',
    problems,
    legal: problems.length === 0,
  };
}

export { cardLabel, resolveCard };
