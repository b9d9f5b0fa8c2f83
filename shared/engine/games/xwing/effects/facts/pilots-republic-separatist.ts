import type { FactTable } from './fact-entry';

// DESIGN §10 · our facts for pilots republic separatist (the shape: fact-entry.ts).

export const republicSeparatistPilotFacts: FactTable = {};
