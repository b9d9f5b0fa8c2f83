/**
 * The proof's figures: every number it measured, each marked as a promise (must be 0) or a
 * measurement (reported as found). One table for stdout, one JSON file for the record.
 */
export interface Figure {
  section: string;
  name: string;
  value: number | string;
  /** A promise figure must be 0; anything else is a failure of the proof. */
  promise: boolean;
  /** Why the figure is what it is when the run could not measure it (a skipped section). */
  note?: string;
}

export class Figures {
  readonly all: Figure[] = [];

  promise(section: string, name: string, value: number, note?: string): void {
    this.all.push({ section, name, value, promise: true, ...(note ? { note } : {}) });
  }

  measure(section: string, name: string, value: number | string, note?: string): void {
    this.all.push({ section, name, value, promise: false, ...(note ? { note } : {}) });
  }

  skipped(section: string, name: string, reason: string): void {
    this.all.push({ section, name, value: 'skipped', promise: false, note: reason });
  }

  /** Promise figures that are not 0. */
  broken(): Figure[] {
    return this.all.filter((figure) => figure.promise && figure.value !== 0);
  }

  table(): string {
    const rows = this.all.map((f) => [f.section, f.name, String(f.value), f.promise ? (f.value === 0 ? 'kept' : 'BROKEN') : '', f.note ?? '']);
    const header = ['section', 'figure', 'value', 'promise', 'note'];
    const widths = header.map((h, i) => Math.min(i === 4 ? 70 : 200, Math.max(h.length, ...rows.map((r) => r[i]!.length))));
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ').trimEnd();
    return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
  }
}
