import type { HistoryEntry } from '../../../shared/ipc';

export interface TimelineEntry {
  seq: number;
  at: number;
  commandType: string;
  lines: string[];
}

/**
 * The game as it stands, read from its log: the setup, the commands in effect (oldest first) and
 * those undone that redo would bring back (the next one to redo last). The log keeps undo and redo
 * as entries of their own; this folds them the way the session does, so the panel shows what the
 * table shows rather than a list of "Undone:" lines.
 */
export interface Timeline {
  setup: TimelineEntry | null;
  done: TimelineEntry[];
  undone: TimelineEntry[];
}

export function timelineOf(log: readonly HistoryEntry[]): Timeline {
  let setup: TimelineEntry | null = null;
  const done: TimelineEntry[] = [];
  let undone: TimelineEntry[] = [];
  for (const entry of log) {
    if (entry.commandType === 'undo') {
      const last = done.pop();
      if (last) undone.push(last);
    } else if (entry.commandType === 'redo') {
      const next = undone.pop();
      if (next) done.push(next);
    } else if (setup === null && done.length === 0 && entry.commandType === 'setup') {
      setup = entry;
    } else {
      done.push(entry);
      // A new command after undo drops what could have been redone.
      undone = [];
    }
  }
  return { setup, done, undone };
}

/** How many undos take the game back to just after `seq` (0 for the newest entry). */
export function undosBackTo(timeline: Timeline, seq: number): number {
  if (timeline.setup?.seq === seq) return timeline.done.length;
  const at = timeline.done.findIndex((entry) => entry.seq === seq);
  return at < 0 ? 0 : timeline.done.length - 1 - at;
}
