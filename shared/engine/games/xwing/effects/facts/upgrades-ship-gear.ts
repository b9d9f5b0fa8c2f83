import type { FactTable } from './fact-entry';

// DESIGN §10 · our facts for upgrades ship gear (the shape: fact-entry.ts).

export const shipGearUpgradeFacts: FactTable = {};
