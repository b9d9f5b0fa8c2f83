import type { FactTable } from './fact-entry';

// DESIGN §10 · our facts for upgrades crew (the shape: fact-entry.ts).

export const crewFacts: FactTable = {};
