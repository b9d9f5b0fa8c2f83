import type { ActionBarEntry, ActionDifficulty, ShipAction, TokenAction } from '../model/state';

export const shipActions: readonly ShipAction[] = ['focus', 'evade', 'calculate', 'reinforce', 'lock', 'cloak', 'jam', 'boost', 'barrelRoll', 'coordinate', 'reload', 'slam', 'rotateArc', 'repair'];
export const tokenActions: readonly TokenAction[] = ['focus', 'evade', 'calculate', 'reinforce', 'lock', 'cloak', 'jam'];

export const actionNames: Record<ShipAction, string> = {
  focus: 'focus',
  evade: 'evade',
  calculate: 'calculate',
  reinforce: 'reinforce',
  lock: 'lock',
  cloak: 'cloak',
  jam: 'jam',
  boost: 'boost',
  barrelRoll: 'barrel roll',
  coordinate: 'coordinate',
  reload: 'reload',
  slam: 'SLAM',
  rotateArc: 'rotate arc',
  repair: 'repair',
};

/** xwing-data2 names actions in words ("Barrel Roll"); the engine uses ids. */
export const actionIdsByDataName: Record<string, ShipAction> = {
  Focus: 'focus',
  Evade: 'evade',
  Calculate: 'calculate',
  Reinforce: 'reinforce',
  Lock: 'lock',
  Cloak: 'cloak',
  Jam: 'jam',
  Boost: 'boost',
  'Barrel Roll': 'barrelRoll',
  Coordinate: 'coordinate',
  Reload: 'reload',
  Slam: 'slam',
  SLAM: 'slam',
  'Rotate Arc': 'rotateArc',
};

export function isTokenAction(action: ShipAction): action is TokenAction {
  return (tokenActions as readonly ShipAction[]).includes(action);
}

/** Without an action bar from the card data, every token action is offered as white (the table decides what the ship has). */
export function barOf(actionBar: readonly ActionBarEntry[] | null): readonly ActionBarEntry[] {
  return actionBar ?? tokenActions.map((action) => ({ action, difficulty: 'white' as const, linked: null }));
}

/**
 * How the ship may perform `action` now: from its bar, or as the linked action of the action it
 * has just performed; null when the bar does not have it. The same action may appear white on the
 * bar and red as a link: the bar's own entry is preferred.
 */
export function difficultyOf(actionBar: readonly ActionBarEntry[] | null, action: ShipAction, linkable: ShipAction | null): { difficulty: ActionDifficulty; linked: boolean } | null {
  const bar = barOf(actionBar);
  const own = bar.find((entry) => entry.action === action);
  if (own) return { difficulty: own.difficulty, linked: false };
  if (linkable !== null) {
    const link = bar.find((entry) => entry.action === linkable && entry.linked?.action === action)?.linked;
    if (link) return { difficulty: link.difficulty, linked: true };
  }
  return null;
}

/** The actions a ship could ever perform: its bar, its links, and repairing a damage card that allows it. */
export function actionsOnBar(actionBar: readonly ActionBarEntry[] | null): ShipAction[] {
  const out = new Set<ShipAction>();
  for (const entry of barOf(actionBar)) {
    out.add(entry.action);
    if (entry.linked) out.add(entry.linked.action);
  }
  return [...out];
}

/**
 * Issue 34: the actions an upgrade adds to the ship's action bar, from its card data (its faceup
 * side's `actions`, and its `grants` of type action), with their difficulty and linked action, as
 * printed: a turret's rotate arc, a configuration's boost linked to focus. Each is added once.
 */
export function barWithUpgradeActions(bar: readonly ActionBarEntry[], side: unknown): ActionBarEntry[] {
  const out = [...bar];
  const record = typeof side === 'object' && side !== null ? (side as { actions?: unknown; grants?: unknown }) : {};
  const printed = [
    ...(Array.isArray(record.actions) ? record.actions : []),
    ...(Array.isArray(record.grants) ? record.grants.filter((grant: unknown) => (grant as { type?: unknown } | null)?.type === 'action').map((grant: unknown) => (grant as { value?: unknown }).value) : []),
  ];
  const difficulty = (value: unknown): ActionDifficulty => (value === 'Red' ? 'red' : value === 'Purple' ? 'purple' : 'white');
  for (const entry of printed) {
    const { type, difficulty: printedDifficulty, linked } = (entry ?? {}) as { type?: unknown; difficulty?: unknown; linked?: { type?: unknown; difficulty?: unknown } };
    const action = typeof type === 'string' ? actionIdsByDataName[type] : undefined;
    if (!action) continue;
    const linkedAction = typeof linked?.type === 'string' ? actionIdsByDataName[linked.type] : undefined;
    const added: ActionBarEntry = { action, difficulty: difficulty(printedDifficulty), linked: linkedAction ? { action: linkedAction, difficulty: difficulty(linked?.difficulty) } : null };
    const same = out.some((held) => held.action === added.action && held.difficulty === added.difficulty && (held.linked?.action ?? null) === (added.linked?.action ?? null));
    if (!same && out.length < 12) out.push(added);
  }
  return out;
}
