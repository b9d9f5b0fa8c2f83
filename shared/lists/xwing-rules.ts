import { detailsOf, eitherSlotOf, forceSideOf, recordOf, slotCounts, slotsAfterCards, standardLoadout, stringsOf, upgradeSlotsNeeded, xwingRestrictions } from './card-facts';
import { cardLabel, type ResolvedUnit, type RuleContext } from './rule-context';
import type { ListEvaluation } from './evaluation';
import { factionList, factionName } from './factions';
import type { ListCard } from './list';
import { loadoutValue, pointsEntry, pointsWord } from './points';

// The X-Wing squad-building rules: faction, limited names, slots, 2.5 loadout and standard
// loadouts, the restrictions the card data states, and the format's legality flags.

/** `Scum and Villainy` (2.0 restrictions) and `scumandvillainy` are one faction. */
const factionKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
/** The XWA points files' pseudo-keyword: a rule of its points document, never a "must have keyword" restriction. */
const isRestrictedMarker = (word: string) => /^Restricted-\d+$/i.test(word);

type Pilot = ResolvedUnit & { card: ListCard };

const isSolitary = (card: ListCard) => xwingRestrictions(card).some((r) => r.solitary === true);

function shipOf(context: RuleContext, pilot: ListCard): ListCard | undefined {
  return pilot.shipKey ? context.cards.card({ edition: pilot.edition, kind: 'ship', key: pilot.shipKey }) : undefined;
}

function actionsOf(pilot: ListCard, ship: ListCard | undefined): { type: string; difficulty?: string }[] {
  const own = detailsOf(pilot).shipActions;
  const actions = Array.isArray(own) ? own : Array.isArray(ship && detailsOf(ship).actions) ? (detailsOf(ship!).actions as unknown[]) : [];
  // The action bar only: a linked action does not count for an upgrade's action restriction.
  return actions.map(recordOf).map((a) => ({ type: String(a.type), difficulty: typeof a.difficulty === 'string' ? a.difficulty : undefined }));
}

function arcsOf(ship: ListCard | undefined): string[] {
  const stats = ship ? detailsOf(ship).stats : undefined;
  return Array.isArray(stats) ? stats.map(recordOf).flatMap((s) => (s.type === 'attack' && typeof s.arc === 'string' ? [s.arc] : [])) : [];
}

const shipXws = (pilot: ListCard) => pilot.shipKey?.split('.').at(-1) ?? '';
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/**
 * Whether the card's restrictions refuse it to every pilot of this faction: a restriction that
 * names factions and nothing else. (The builder's search drops these before trying the rest.)
 */
export const refusedToFaction = (card: ListCard, faction: string) =>
  xwingRestrictions(card).some((r) => {
    const keys = Object.keys(r);
    const factions = stringsOf(r.factions);
    return keys.length === 1 && factions.length > 0 && !factions.map(factionKey).includes(factionKey(faction));
  });

/** Why the data's restrictions refuse this upgrade on this pilot, or null when they allow it. */
function restrictionRefusal(context: RuleContext, pilot: Pilot, card: ListCard, u: number): string | null {
  const ship = shipOf(context, pilot.card);
  const squadNames = new Set(context.units.flatMap((unit) => [unit.card?.name, ...unit.upgrades.map((x) => x.card?.name)]).filter((n): n is string => !!n));
  for (const restriction of xwingRestrictions(card)) {
    const reasons: string[] = [];
    let holds = false;
    let checked = false;
    const test = (ok: boolean, reason: string) => {
      checked = true;
      if (ok) holds = true;
      else reasons.push(reason);
    };
    for (const [key, value] of Object.entries(restriction)) {
      const words = stringsOf(value).filter((w) => !isRestrictedMarker(w));
      switch (key) {
        case 'factions':
          if (words.length) test(words.map(factionKey).includes(factionKey(context.list.faction)), `it is for ${factionList(words)} squads`);
          break;
        case 'ships':
          if (words.length) test(words.includes(shipXws(pilot.card)), `it fits only ${words.join(' or ')}`);
          break;
        case 'sizes':
          if (words.length) test(words.includes(capitalised(pilot.card.size ?? '')), `it is for ${words.join(' or ')} ships`);
          break;
        case 'keywords':
          if (words.length) test(words.some((w) => pilot.card.keywords.includes(w)), `it needs a ${words.join(' or ')} ship`);
          break;
        case 'names':
          if (words.length) test(words.some((w) => squadNames.has(w)), `the squad must include ${words.join(' or ')}`);
          break;
        case 'arcs':
          if (words.length) test(words.some((w) => arcsOf(ship).includes(w)), `the ship needs a ${words.join(' or ')}`);
          break;
        case 'force_side': {
          const side = forceSideOf(pilot.card);
          if (words.length) test(side !== null && words.map((w) => w.toLowerCase()).includes(side), `it needs a ${words.join(' or ')} side Force user`);
          break;
        }
        case 'shipAbility': {
          const ability = recordOf(detailsOf(pilot.card).shipAbility).name;
          if (words.length) test(typeof ability === 'string' && words.includes(ability), `the ship needs the ${words.join(' or ')} ability`);
          break;
        }
        case 'action': {
          const wanted = recordOf(value);
          const type = String(wanted.type ?? '');
          const difficulty = typeof wanted.difficulty === 'string' ? wanted.difficulty : undefined;
          test(actionsOf(pilot.card, ship).some((a) => a.type === type && (!difficulty || a.difficulty === difficulty)), `the ship needs a ${difficulty ? `${difficulty.toLowerCase()} ` : ''}${type} action`);
          break;
        }
        case 'equipped':
          if (words.length) {
            const others = pilot.upgrades.filter((x, i) => i !== u && x.card).flatMap((x) => upgradeSlotsNeeded(x.card!));
            test(words.every((w) => others.includes(w)), `the ship must also equip a ${words.join(' and ')} upgrade`);
          }
          break;
        case 'non-limited':
          if (value === true) test(pilot.card.uniqueCount === 0, 'it is for generic (non-limited) pilots');
          break;
        case 'solitary':
          if (value === true) {
            // A squad fields at most one Solitary card of each upgrade type: the first one stays.
            const slots = upgradeSlotsNeeded(card);
            const earlier = context.units.some((other) =>
              other.upgrades.some((x, i) => (other.index < pilot.index || (other === pilot && i < u)) && x.card && isSolitary(x.card) && upgradeSlotsNeeded(x.card).some((s) => slots.includes(s))),
            );
            test(!earlier, `it is Solitary, and the squad already has a Solitary ${slots.join('/')} upgrade`);
          }
          break;
        case 'standardized':
          if (value === true) {
            const sameShip = context.units.filter((other) => other.card?.shipKey === pilot.card.shipKey);
            const all = sameShip.every((other) => other.upgrades.some((x) => x.card?.key === card.key));
            test(all, `it is Standardized: every ${ship?.name ?? 'ship of this type'} in the squad must equip it`);
          }
          break;
        default:
          // A condition Sidetable does not read yet (shipStat, pilotStat...) neither allows nor refuses.
          break;
      }
    }
    if (checked && !holds) return reasons.join(', or ');
  }
  return null;
}

function limitedNames(context: RuleContext): void {
  const counts = new Map<string, { limit: number; places: { unit: number; upgrade?: number }[] }>();
  const add = (card: ListCard, unit: number, upgrade?: number) => {
    const limit = pointsEntry(card, context.points)?.limited ?? card.uniqueCount;
    if (!limit) return;
    const entry = counts.get(card.name) ?? { limit, places: [] };
    entry.limit = Math.min(entry.limit, limit);
    entry.places.push({ unit, ...(upgrade === undefined ? {} : { upgrade }) });
    counts.set(card.name, entry);
  };
  for (const unit of context.units) {
    if (unit.card) for (let copy = 0; copy < unit.unit.count; copy++) add(unit.card, unit.index);
    unit.upgrades.forEach(({ card }, u) => card && add(card, unit.index, u));
  }
  for (const [name, { limit, places }] of counts) {
    for (const place of places.slice(limit)) {
      context.problem('limited-copies', `${name} is limited to ${limit} ${limit === 1 ? 'copy' : 'copies'} per squad, and this squad has ${places.length}: take one out.`, place.unit, place.upgrade);
    }
  }
}

function formatFlag(context: RuleContext, card: ListCard): boolean {
  const flag = context.format.formatFlag;
  if (!flag) return true;
  const entry = pointsEntry(card, context.points);
  if (entry && flag !== 'hyperspace' && entry[flag] !== undefined) return entry[flag] === true;
  return card.formats.includes(flag);
}

function pilotRules(context: RuleContext, pilot: Pilot): void {
  const { card } = pilot;
  if (card.factions.length && !card.factions.map(factionKey).includes(factionKey(context.list.faction))) {
    context.problem('faction', `${cardLabel(card)} flies for the ${factionList(card.factions)}, not this ${factionName(context.list.faction)} squad: take the pilot out.`, pilot.index);
  }
  if (!formatFlag(context, card)) context.problem('format-legality', `${cardLabel(card)} is not legal in ${context.format.name}: pick another pilot or format.`, pilot.index);

  const entry = pointsEntry(card, context.points);
  const fixed = standardLoadout(card);
  const loadout = context.format.loadout ? loadoutValue(card, context.points) : null;
  const standard = fixed.length > 0 || (context.format.loadout && loadout === 0 && entry?.slots?.length === 0);
  if (fixed.length) {
    pilot.evaluation.fixedUpgrades = fixed.map((key) => context.cards.card({ edition: card.edition, kind: 'upgrade', key })?.name ?? key);
  }
  const slotNames = entry?.slots ?? card.slots;
  // Titles and configurations add or remove slots (one rule for both games: `slotsAfterCards`).
  const slots = slotsAfterCards(slotCounts(slotNames), standard ? [] : pilot.upgrades.map((u) => u.card));
  const used = new Map<string, number>();
  let loadoutUsed = 0;
  // A ship ability's either-slot takes what the printed slots cannot (M3-A: one Cannon, Torpedo or Missile).
  const either = eitherSlotOf(card);
  let eitherUsed = 0;
  const eitherUsedBy = new Map<string, number>();

  const fitted = new Set<string>();
  pilot.upgrades.forEach(({ card: upgrade }, u) => {
    if (!upgrade) return;
    if (fitted.has(upgrade.key)) {
      context.problem('duplicate-upgrade-on-ship', `${card.name} already has ${upgrade.name}: a ship cannot equip two copies of the same card.`, pilot.index, u);
    }
    fitted.add(upgrade.key);
    if (standard) {
      if (!fixed.includes(upgrade.key)) {
        context.problem('standard-loadout', `${card.name} flies a standard loadout and takes no other upgrades: take ${upgrade.name} off.`, pilot.index, u);
      }
      pilot.evaluation.upgrades[u]!.points = 0;
      delete pilot.evaluation.upgrades[u]!.pointsWhy;
      return;
    }
    loadoutUsed += pilot.evaluation.upgrades[u]!.points;
    const needed = upgradeSlotsNeeded(upgrade);
    const counts = slotCounts(needed);
    const short = [...counts].map(([slot, n]) => [slot, (used.get(slot) ?? 0) + n - (slots.get(slot) ?? 0)] as const).filter(([, by]) => by > 0);
    const shortTotal = short.reduce((n, [, by]) => n + by, 0);
    const inEither = either !== null && short.length > 0 && short.every(([slot]) => either.oneOf.includes(slot)) && eitherUsed + shortTotal <= either.count;
    const missing = inEither ? [] : short.map(([slot]) => slot);
    const tooFew = inEither ? undefined : [...counts].find(([slot, n]) => n > 1 && n > (slots.get(slot) ?? 0));
    if (inEither) {
      eitherUsed += shortTotal;
      for (const [slot, by] of short) eitherUsedBy.set(slot, (eitherUsedBy.get(slot) ?? 0) + by);
    }
    if (tooFew) {
      const have = slots.get(tooFew[0]) ?? 0;
      context.problem('slot-missing', `${upgrade.name} takes ${tooFew[1]} ${tooFew[0]} slots and ${card.name} has ${have === 0 ? 'none' : `only ${have}`}: take it off.`, pilot.index, u, true);
    } else if (missing.length) {
      context.problem(
        'slot-missing',
        (slots.get(missing[0]!) ?? 0) > 0
          ? `${card.name} has no free ${missing.join(' and ')} slot left for ${upgrade.name}: take another ${missing.join('/')} upgrade off first.`
          : `${card.name} has no ${missing.join(' or ')} slot, so it cannot equip ${upgrade.name}.`,
        pilot.index,
        u,
      );
    } else for (const slot of needed) used.set(slot, (used.get(slot) ?? 0) + 1);
    if (!formatFlag(context, upgrade)) context.problem('format-legality', `${upgrade.name} is not legal in ${context.format.name}: take it off.`, pilot.index, u);
    const why = restrictionRefusal(context, pilot, upgrade, u);
    if (why) context.problem('upgrade-restriction', `${upgrade.name} cannot go on ${card.name}: ${why}.`, pilot.index, u);
  });

  if (loadout !== null) {
    pilot.evaluation.loadout = { used: standard ? 0 : loadoutUsed, value: loadout };
    if (!standard && loadoutUsed > loadout) {
      context.problem('loadout', `${card.name}'s upgrades cost ${loadoutUsed} loadout points, over the pilot's loadout value of ${loadout}: take off ${pointsWord(loadoutUsed - loadout)} of upgrades.`, pilot.index);
    }
  }
  // The either-slot shows as room in each kind it may hold, until something fills it.
  const shown = new Map(slots);
  if (either) for (const kind of either.oneOf) shown.set(kind, (slots.get(kind) ?? 0) + (eitherUsedBy.get(kind) ?? 0) + (either.count - eitherUsed));
  pilot.evaluation.slots = [...shown].map(([slot, count]) => ({ slot, count, used: used.get(slot) ?? 0 }));
}

export function xwingRules(context: RuleContext): ListEvaluation['objectives'] {
  const pilots = context.units.filter((u): u is Pilot => !!u.card && (context.focus === undefined || u.index === context.focus));
  for (const pilot of pilots) pilotRules(context, pilot);
  limitedNames(context);
  if (context.focus !== undefined) return [];
  if (!context.units.length) context.problem('empty-list', 'The squad has no pilots: add at least one.');
  if (context.list.objectives.length) context.problem('objective-categories', 'X-Wing squads take no objective cards here: take them out.');
  return [];
}
