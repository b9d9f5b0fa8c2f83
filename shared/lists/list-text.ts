import type { ListEvaluation } from './evaluation';
import { factionName } from './factions';
import { listFormats, type FleetList } from './list';

// A list as printable, shareable text in Sidetable's own layout: one line per unit with its
// points, its upgrades indented beneath, then the totals and every problem.

export function listText(list: FleetList, evaluation: ListEvaluation): string {
  const lines: string[] = [list.name, `${listFormats[list.format].name} · ${factionName(list.faction)} · priced by ${evaluation.pricedBy}`, ''];
  for (const unit of evaluation.units) {
    const count = unit.count > 1 ? `${unit.count} × ` : '';
    const title = unit.title ? ` (${unit.title})` : '';
    const flag = unit.flagship ? ' [flagship]' : '';
    lines.push(`${count}${unit.name}${title}${flag} (${unit.points})`);
    // X-Wing 2.5 upgrades spend the pilot's loadout, not squad points.
    const unitOfCost = unit.loadout ? ' loadout' : '';
    for (const upgrade of unit.upgrades) lines.push(`  • ${upgrade.name} (${upgrade.points}${unitOfCost})`);
    for (const fixed of unit.fixedUpgrades ?? []) lines.push(`  • ${fixed} (standard loadout)`);
    if (unit.loadout) lines.push(`  loadout ${unit.loadout.used}/${unit.loadout.value}`);
  }
  if (evaluation.objectives.length) {
    lines.push('', 'Objectives:');
    for (const objective of evaluation.objectives) lines.push(`  ${objective.category ?? '?'}: ${objective.name}`);
  }
  lines.push('', `Total: ${evaluation.total}/${evaluation.pointsLimit}`);
  if (evaluation.squadronPoints !== undefined) lines.push(`Squadrons: ${evaluation.squadronPoints}/${evaluation.squadronLimit}`);
  if (evaluation.problems.length) {
    lines.push('', 'Not legal yet:');
    for (const problem of evaluation.problems) lines.push(`  - ${problem.message}`);
  }
  if (list.notes?.trim()) lines.push('', list.notes.trim());
  return `${lines.join('\n')}\n`;
}
