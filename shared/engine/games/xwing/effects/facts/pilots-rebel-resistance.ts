import type { FactTable } from './fact-entry';

// DESIGN §10 · our facts for pilots rebel resistance (the shape: fact-entry.ts).

export const rebelResistancePilotFacts: FactTable = {};
