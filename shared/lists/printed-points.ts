import type { ListEvaluation } from './evaluation';
import type { ImportedList } from './formats/import-result';

// A builder prints its own total; Sidetable prices the list from the imported card data or a
// points set. When the two differ the player is told both numbers, where ours come from, which
// entries differ, and which imported points revision (if any) gives the builder's number.

export interface PointsRevisionMatch {
  id: number;
  name: string;
}

export interface PrintedPointsCheck {
  /** The builder's total (printed, or the sum of the entries it printed). */
  printed: number;
  /** Sidetable's total with the prices the list uses now. */
  ours: number;
  /** Where our prices come from, in words (`the xwing-data2 2.0 cards`, `XWA 50P20`). */
  pricedBy: string;
  /** Entries the builder priced otherwise: `Whisper: printed 70, here 68`. */
  differences: string[];
  /** Imported points revisions whose prices give the builder's total. */
  /** Imported points revisions whose prices give the builder's total (empty where none can price the list). */
  revisions: PointsRevisionMatch[];
  /** One sentence: what differs and why. */
  message: string;
}

/** The builder's total: printed, else the sum of the entries when it printed every one. */
export function printedTotal(imported: ImportedList): number | null {
  if (imported.printed.total !== null) return imported.printed.total;
  const units = imported.printed.units;
  return units.length > 0 && units.every((u) => u !== null) ? units.reduce<number>((n, u) => n + (u ?? 0), 0) : null;
}

/**
 * Compares the builder's points with ours. `revisions` are the imported points revisions whose
 * prices give the printed total (the host tries each), or null where no revision prices this list
 * (X-Wing 2.0, Armada). The check is null when the two totals agree or nothing is printed.
 */
export function checkPrintedPoints(imported: ImportedList, evaluation: ListEvaluation, pricedBy: string, revisions: readonly PointsRevisionMatch[] | null): PrintedPointsCheck | null {
  const printed = printedTotal(imported);
  if (printed === null || printed === evaluation.total) return null;
  const differences: string[] = [];
  const named = (name: string) => evaluation.units.filter((u) => u.name === name).length;
  imported.printed.units.forEach((units, i) => {
    const unit = evaluation.units[i];
    // Two entries of one name are told apart by their place in the list.
    if (units !== null && unit && units !== unit.points) differences.push(`${unit.name}${named(unit.name) > 1 ? ` (entry ${i + 1})` : ''}: printed ${units}, here ${unit.points}`);
  });
  const offer =
    revisions === null
      ? ' The builder priced it with other points than that card data (an older or newer printing, or the list was changed after it was priced).'
      : revisions.length
        ? ` ${revisions.map((r) => r.name).join(' or ')} ${revisions.length === 1 ? 'gives' : 'give'} the builder's ${printed}.`
        : ' No imported points revision gives the builder\'s number: the builder may use other prices, or the list was changed after it was priced.';
  const message = `The builder printed ${printed}; with the prices in ${pricedBy} it is ${evaluation.total}${differences.length ? ` (${differences.join('; ')})` : ''}.${offer}`;
  return { printed, ours: evaluation.total, pricedBy, differences, revisions: [...(revisions ?? [])], message };
}
