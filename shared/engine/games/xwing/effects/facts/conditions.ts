import type { FactTable } from './fact-entry';

// DESIGN §10 · our facts for conditions (the shape: fact-entry.ts).

export const conditionFacts: FactTable = {};
