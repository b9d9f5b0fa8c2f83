import type { FactTable } from './fact-entry';

// DESIGN §10 · our facts for pilots empire first order (the shape: fact-entry.ts).

export const empireFirstOrderPilotFacts: FactTable = {};
