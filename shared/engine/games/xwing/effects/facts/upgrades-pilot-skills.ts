import type { FactTable } from './fact-entry';

// DESIGN §10 · our facts for upgrades pilot skills (the shape: fact-entry.ts).

export const pilotSkillUpgradeFacts: FactTable = {};
