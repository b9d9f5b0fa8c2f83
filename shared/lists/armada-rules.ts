import {
  armadaShipSlots,
  armadaTraits,
  armadaUniqueNames,
  ffgRestrictions,
  isbRestrictions,
  isFlotilla,
  isModification,
  slotCounts,
  slotsAfterCards,
  titleFitsShip,
  upgradeSlotsNeeded,
} from './card-facts';
import { pointsWord } from './points';
import { cardLabel, resolveCard, type ResolvedUnit, type RuleContext } from './rule-context';
import type { ListEvaluation } from './evaluation';
import { factionList, factionName } from './factions';
import type { ListCard } from './list';

// The Armada fleet-building rules (Rules Reference, "Fleet building"), each in one function.

type Objective = ListEvaluation['objectives'][number];
const objectiveCategories = ['assault', 'defense', 'navigation'] as const;
const FLOTILLA_MAX = 2;

const ships = (context: RuleContext) => context.units.filter((u): u is ResolvedUnit & { card: ListCard } => u.card?.kind === 'ship');

/** Exactly one commander, and the ship that carries it is the flagship. */
function commander(context: RuleContext): ResolvedUnit | undefined {
  const carriers: { unit: ResolvedUnit; upgrade: number }[] = [];
  for (const unit of context.units) {
    unit.upgrades.forEach((u, index) => {
      if (u.card?.upgradeTypes.includes('Commander')) carriers.push({ unit, upgrade: index });
    });
  }
  if (carriers.length === 0) {
    if (ships(context).length) context.problem('commander-count', 'The fleet has no commander: fit exactly one commander to the ship that will be your flagship.');
    return undefined;
  }
  for (const extra of carriers.slice(1)) {
    context.problem('commander-count', `A fleet has exactly one commander: ${cardLabel(extra.unit.upgrades[extra.upgrade]!.card!)} is one too many; take it out.`, extra.unit.index, extra.upgrade);
  }
  const flagship = carriers[0]!.unit;
  if (flagship.card?.kind !== 'ship') {
    context.problem('commander-on-flagship', 'Only a ship can carry the commander (it becomes the flagship): move the commander to a ship.', flagship.index, carriers[0]!.upgrade);
    return undefined;
  }
  if (isFlotilla(flagship.card)) {
    context.problem('commander-on-flagship', `A flotilla cannot be the flagship: move the commander from ${flagship.card.name} to another ship.`, flagship.index, carriers[0]!.upgrade);
    return undefined;
  }
  flagship.evaluation.flagship = true;
  return flagship;
}

function factions(context: RuleContext): void {
  const faction = context.list.faction;
  for (const unit of judged(context)) {
    if (unit.card && unit.card.factions.length && !unit.card.factions.includes(faction)) {
      context.problem('faction', `${cardLabel(unit.card)} flies for the ${factionList(unit.card.factions)}, not this ${factionName(faction)} fleet: take it out.`, unit.index);
    }
    unit.upgrades.forEach(({ card }, u) => {
      if (card && card.factions.length && !card.factions.includes(faction)) {
        context.problem('faction', `${card.name} serves the ${factionList(card.factions)}, not this ${factionName(faction)} fleet: take it out.`, unit.index, u);
      }
    });
  }
}

function squadronThird(context: RuleContext): void {
  const limit = Math.ceil(context.pointsLimit / 3);
  const spent = context.units.filter((u) => u.card?.kind === 'squadron').reduce((sum, u) => sum + u.evaluation.points, 0);
  if (spent > limit) {
    context.problem('squadron-third', `Squadrons cost ${spent} points, over a third of the fleet's limit (${limit} of ${context.pointsLimit}): take out ${pointsWord(spent - limit)} of squadrons.`);
  }
}

function flotillas(context: RuleContext): void {
  const found = ships(context).filter((u) => isFlotilla(u.card));
  for (const unit of found.slice(FLOTILLA_MAX)) {
    context.problem('flotilla-limit', `A fleet may include at most ${FLOTILLA_MAX} flotillas and this is flotilla number ${found.indexOf(unit) + 1} (${unit.card!.name}): take one out.`, unit.index);
  }
}

/** Each unique name at most once, across ships, squadrons and upgrades. */
function uniqueNames(context: RuleContext): void {
  const seen = new Map<string, string>();
  const claim = (card: ListCard, place: string, copies: number, unit: number, upgrade?: number) => {
    for (const name of armadaUniqueNames(card)) {
      const key = name.toLowerCase();
      const first = seen.get(key);
      if (first !== undefined) context.problem('unique-name', `${name} is unique and already in the fleet (${first}): keep only one.`, unit, upgrade);
      else if (copies > 1) context.problem('unique-name', `${name} is unique, and this entry fields ${copies} copies: keep only one.`, unit, upgrade);
      else seen.set(key, place);
    }
  };
  for (const unit of context.units) {
    if (unit.card) claim(unit.card, cardLabel(unit.card), unit.unit.count, unit.index);
    unit.upgrades.forEach(({ card }, u) => card && claim(card, `${card.name} on ${unit.card?.name ?? 'another ship'}`, 1, unit.index, u));
  }
}

/** The slots a ship has once its fitted cards add or remove some (one rule for both games: `slotsAfterCards`). */
const shipSlots = (unit: ResolvedUnit & { card: ListCard }) => slotsAfterCards(armadaShipSlots(unit.card), unit.upgrades.map((u) => u.card));

function slotsAndShipRules(context: RuleContext, flagship: ResolvedUnit | undefined): void {
  for (const unit of judged(context)) {
    if (!unit.card) continue;
    if (unit.card.kind === 'squadron') {
      unit.upgrades.forEach((_u, u) => context.problem('slot-missing', `Squadrons take no upgrades: take this card off ${unit.card!.name}.`, unit.index, u));
      continue;
    }
    const ship = unit as ResolvedUnit & { card: ListCard };
    const slots = shipSlots(ship);
    const used = new Map<string, number>();
    let modification: string | null = null;
    const fitted = new Set<string>();
    ship.upgrades.forEach(({ card }, u) => {
      if (!card) return;
      const needed = upgradeSlotsNeeded(card);
      // A commander on a flotilla is already refused as a flagship it cannot be.
      const missing = [...slotCounts(needed)].filter(([slot, n]) => (used.get(slot) ?? 0) + n > (slots.get(slot) ?? 0) && !(slot === 'Commander' && isFlotilla(ship.card))).map(([slot]) => slot);
      if (missing.length) {
        const free = missing.every((slot) => slots.has(slot) && (slots.get(slot) ?? 0) > 0);
        context.problem(
          'slot-missing',
          free
            ? `${ship.card.name} has no free ${missing.join(' and ')} slot left for ${card.name}: take another ${missing.join('/')} upgrade off first.`
            : `${ship.card.name} has no ${missing.join(' or ')} slot, so it cannot equip ${card.name}.`,
          ship.index,
          u,
        );
      } else for (const slot of needed) used.set(slot, (used.get(slot) ?? 0) + 1);

      if (fitted.has(card.key)) {
        context.problem('duplicate-upgrade-on-ship', `${ship.card.name} already has ${card.name}: a ship cannot equip two copies of the same upgrade.`, ship.index, u);
      }
      fitted.add(card.key);

      if (isModification(card)) {
        if (modification) {
          context.problem('modification-per-ship', `${ship.card.name} already has a Modification (${modification}): a ship may equip only one, so take ${card.name} or ${modification} off.`, ship.index, u);
        } else modification = card.name;
      }

      if (card.upgradeTypes.includes('Title') && card.shipKey && !titleFitsShip(card.shipKey, ship.card)) {
        context.problem('title-ship-class', `${card.name} is a title for the ${classWordsShown(card.shipKey)} only, not ${ship.card.name}: take it off.`, ship.index, u);
      }

      restrictions(context, ship, card, u, flagship === ship);
    });
    ship.evaluation.slots = [...slots].map(([slot, count]) => ({ slot, count, used: used.get(slot) ?? 0 }));
  }
}

/** `raider-class-corvette` → `Raider-class Corvette`, as the cards write ship classes. */
const classWordsShown = (key: string) =>
  key
    .split('-')
    .map((word) => (word === 'class' ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ')
    .replace(/ class\b/g, '-class');

const sizeWords = (sizes: readonly string[]) => sizes.join(' or ');

function restrictions(context: RuleContext, ship: ResolvedUnit & { card: ListCard }, card: ListCard, u: number, isFlagship: boolean): void {
  const refuse = (why: string) => context.problem('upgrade-restriction', `${card.name} cannot go on ${ship.card.name}: ${why}`, ship.index, u);
  const size = ship.card.size ?? '';
  const isb = isbRestrictions(card);
  if (isb) {
    const traits = armadaTraits(ship.card);
    if (isb.traits.length && !isb.traits.some((t) => traits.includes(t))) refuse(`it needs a ship with the ${isb.traits.join(' or ')} trait.`);
    if (isb.sizes.length && !isb.sizes.includes(size)) refuse(`it is for ${sizeWords(isb.sizes)} ships only.`);
    if (isb.flagship && !isFlagship) refuse('it is for the flagship only (the ship with the commander).');
    // These name icons the ship's own upgrade bar prints ("you cannot equip this card if you have a
    // fleet command icon"), not upgrades fitted to it.
    const printed = armadaShipSlots(ship.card);
    const clash = isb.disqualifiedBy.filter((slot) => (printed.get(slot) ?? 0) > 0);
    if (clash.length) refuse(`it cannot go on a ship whose upgrade bar has a ${clash.join(' or ')} icon.`);
    if (isb.disqualifyIf) {
      const { sizes, upgradeTypes } = isb.disqualifyIf;
      const sizeHit = sizes.length === 0 || sizes.includes(size);
      const typeHit = upgradeTypes.length === 0 || upgradeTypes.some((slot) => (printed.get(slot) ?? 0) > 0);
      if (sizeHit && typeHit) refuse(`not on a ${sizes.length ? `${sizeWords(sizes)} ship` : 'ship'}${upgradeTypes.length ? ` with a ${upgradeTypes.join(' or ')} icon in its upgrade bar` : ''}.`);
    }
  }
  for (const sentence of ffgRestrictions(card)) {
    const sizes = sentence.match(/^(.*) ships? only\.$/i)?.[1]?.toLowerCase().split(/\s+or\s+/);
    if (sizes) {
      if (!sizes.includes(size)) refuse(`it is for ${sizeWords(sizes)} ships only.`);
    } else if (/^flagship only\.$/i.test(sentence)) {
      if (!isFlagship) refuse('it is for the flagship only (the ship with the commander).');
    } else {
      const named = sentence.match(/^"?(.+?)"? only\.$/)?.[1];
      // "MC" fits MC75 and MC80; "Mark I" must not fit a Mark II.
      if (named && !new RegExp(`(^|\\s)${named.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`).test(ship.card.name)) refuse(`it is for ${named} ships only.`);
    }
  }
}

function objectives(context: RuleContext): Objective[] {
  const found: Objective[] = context.list.objectives.map((ref) => {
    const card = resolveCard(context, ref, ['objective'], (rule, message) => context.problem(rule, message));
    const category = card?.title?.toLowerCase();
    return {
      card: ref,
      name: card?.name ?? ref.key,
      category: objectiveCategories.find((c) => c === category) ?? null,
      found: !!card,
    };
  });
  for (const objective of found) {
    if (objective.found && !objective.category) {
      context.problem('objective-categories', `${objective.name} is not an assault, defense or navigation objective: pick one of those instead.`);
    }
  }
  for (const category of objectiveCategories) {
    const n = found.filter((o) => o.category === category).length;
    if (n === 0) context.problem('objective-categories', `The fleet needs one ${category} objective: choose one.`);
    if (n > 1) context.problem('objective-categories', `The fleet has ${n} ${category} objectives: keep exactly one.`);
  }
  return found;
}

export function armadaRules(context: RuleContext): Objective[] {
  const flagship = commander(context);
  uniqueNames(context);
  factions(context);
  slotsAndShipRules(context, flagship);
  if (context.focus !== undefined) return [];
  if (!ships(context).length) context.problem('empty-list', 'The fleet has no ships: add at least one ship.');
  squadronThird(context);
  flotillas(context);
  return objectives(context);
}

/** The units whose own rules are judged: all of them, or the one in focus. */
const judged = (context: RuleContext) => (context.focus === undefined ? context.units : context.units.filter((u) => u.index === context.focus));
