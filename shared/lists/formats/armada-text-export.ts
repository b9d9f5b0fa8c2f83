import { refKey, type CardRef, type FleetList, type ListCard } from '../list';
import { nameKey } from './armada-names';
import type { ArmadaCardPool } from './armada-pool';

// Armada fleet text out, in Ryan Kingston's layout as Star Forge imports it (header lines, `• `
// bullets, `= N Points` subtotals, `Squadrons:`, `Total Points:`). Points are the card data's.
// The layout has no line for the points limit: a fleet read back is taken as a 400-point fleet.

const factionWords: Record<string, string> = { rebel: 'Rebel', empire: 'Imperial', republic: 'Republic', separatist: 'Separatist' };

/** A name that says which card it is: aces with their squadron type, same-named upgrades with (com)/(off). */
function printedName(card: ListCard, slot: string | null, pool: ArmadaCardPool, faction: string): string {
  if (card.kind === 'squadron' && card.title && card.uniqueCount > 0) return `${card.name} - ${card.title}`;
  if (card.kind === 'upgrade' && (slot === 'Commander' || slot === 'Officer')) {
    const twins = (pool.byKey.get(nameKey(card.name)) ?? []).filter(
      (c) => c.kind === 'upgrade' && c.edition === card.edition && c.key !== card.key && (c.factions.length === 0 || c.factions.includes(faction)) && c.cost?.min === card.cost?.min,
    );
    if (twins.length > 0) return `${card.name} (${slot === 'Commander' ? 'com' : 'off'})`;
  }
  return card.name;
}

export function exportArmadaText(list: FleetList, pool: ArmadaCardPool): string {
  const find = (ref: CardRef) => pool.byRef.get(refKey(ref)) ?? null;
  const cost = (card: ListCard | null) => card?.cost?.min ?? 0;
  const nameOf = (ref: CardRef, slot: string | null) => {
    const card = find(ref);
    return card ? printedName(card, slot, pool, list.faction) : ref.key;
  };

  const commander = list.units.flatMap((u) => u.upgrades).find((u) => u.slot === 'Commander');
  const out: string[] = [`Name: ${list.name}`, `Faction: ${factionWords[list.faction] ?? list.faction}`, `Commander: ${commander ? nameOf(commander.card, 'Commander') : ''}`, ''];
  const byCategory = new Map<string, CardRef>();
  for (const ref of list.objectives) byCategory.set(find(ref)?.title ?? '', ref);
  for (const category of ['Assault', 'Defense', 'Navigation']) {
    const ref = byCategory.get(category);
    out.push(`${category}: ${ref ? nameOf(ref, null) : ''}`);
  }
  out.push('');

  let total = 0;
  for (const unit of list.units.filter((u) => u.card.kind === 'ship')) {
    const ship = find(unit.card);
    let subtotal = cost(ship);
    out.push(`${nameOf(unit.card, null)} (${cost(ship)})`);
    for (const upgrade of unit.upgrades) {
      const card = find(upgrade.card);
      subtotal += cost(card);
      out.push(`\u2022 ${nameOf(upgrade.card, upgrade.slot)} (${cost(card)})`);
    }
    out.push(`= ${subtotal} Points`, '');
    total += subtotal;
  }
  const squadrons = list.units.filter((u) => u.card.kind === 'squadron');
  if (squadrons.length > 0) {
    out.push('Squadrons:');
    let squadronTotal = 0;
    for (const unit of squadrons) {
      const points = cost(find(unit.card)) * unit.count;
      squadronTotal += points;
      out.push(`\u2022 ${unit.count > 1 ? `${unit.count} x ` : ''}${nameOf(unit.card, null)} (${points})`);
    }
    out.push(`= ${squadronTotal} Points`, '');
    total += squadronTotal;
  }
  out.push(`Total Points: ${total}`);
  return out.join('\n');
}
