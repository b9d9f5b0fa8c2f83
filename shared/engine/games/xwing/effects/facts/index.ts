import type { FactTable } from './fact-entry';
import { coreFacts } from './core';
import { rebelResistancePilotFacts } from './pilots-rebel-resistance';
import { empireFirstOrderPilotFacts } from './pilots-empire-first-order';
import { republicSeparatistPilotFacts } from './pilots-republic-separatist';
import { scumPilotFacts } from './pilots-scum';
import { shipAbilityFacts } from './ship-abilities';
import { conditionFacts } from './conditions';
import { crewFacts } from './upgrades-crew';
import { pilotSkillUpgradeFacts } from './upgrades-pilot-skills';
import { shipGearUpgradeFacts } from './upgrades-ship-gear';

// DESIGN §10 · the one table of our card facts, put together from its parts (one part per group of
// cards); a key in two parts is a mistake the table refuses at load, so no part silently wins.

const parts: Readonly<Record<string, FactTable>> = {
  coreFacts,
  rebelResistancePilotFacts,
  empireFirstOrderPilotFacts,
  republicSeparatistPilotFacts,
  scumPilotFacts,
  shipAbilityFacts,
  conditionFacts,
  crewFacts,
  pilotSkillUpgradeFacts,
  shipGearUpgradeFacts,
};

function merged(): FactTable {
  const out: Record<string, FactTable[string]> = {};
  const from = new Map<string, string>();
  for (const [part, table] of Object.entries(parts)) {
    for (const [key, entry] of Object.entries(table)) {
      const already = from.get(key);
      if (already) throw new Error(`Card facts: ${key} is in both ${already} and ${part}.`);
      from.set(key, part);
      out[key] = entry;
    }
  }
  return out;
}

export const cardFacts: FactTable = merged();
