import type { FactTable } from './fact-entry';

// DESIGN §10 · our facts for pilots scum (the shape: fact-entry.ts).

export const scumPilotFacts: FactTable = {};
