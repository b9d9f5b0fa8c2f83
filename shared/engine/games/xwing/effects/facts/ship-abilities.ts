import type { FactTable } from './fact-entry';

// DESIGN §10 · our facts for ship abilities (the shape: fact-entry.ts).

export const shipAbilityFacts: FactTable = {};
