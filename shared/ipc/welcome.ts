import { z } from 'zod';
import type { GameSummary } from './game-systems';
import { method } from './method';

/** Issue 43 · the first-run screen: shown on a fresh data folder until it is done or skipped; a demo game per system. */
export const demoSystems = ['xwing', 'armada', 'defense'] as const;
export type DemoSystem = (typeof demoSystems)[number];

export const welcomeMethods = {
  /** Whether to show the first-run screen: a data folder with no game that has not seen it done or skipped. */
  'welcome.status': method<{ show: boolean }>()(z.object({}).strict()),
  /** Done or skipped: never shown again for this data folder. */
  'welcome.dismiss': method<{ show: false }>()(z.object({}).strict()),
  /** A demo game from the core sets (X-Wing, Armada) or the shipped scenario (the solo game), set up and ready. */
  'welcome.demo': method<GameSummary>()(z.object({ system: z.enum(demoSystems, { error: 'must be one of the three games' }) }).strict()),
} as const;
