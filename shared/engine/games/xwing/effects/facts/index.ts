import type { FactTable } from './fact-entry';
import { coreFacts } from './core';
import { rebelResistancePilotFacts, rebelResistancePilotFactsAwaitingKey } from './pilots-rebel-resistance';
import { empireFirstOrderPilotFacts } from './pilots-empire-first-order';
import { republicSeparatistPilotFacts } from './pilots-republic-separatist';
import { scumPilotFacts, scumPilotFactsSharingAnUpgradeKey, upgradeFactsSharingAScumPilotKey } from './pilots-scum';
import { shipAbilityFacts } from './ship-abilities';
import { conditionFacts } from './conditions';
import { crewFacts } from './upgrades-crew';
import { pilotSkillUpgradeFacts, upgradeFactsSharingAPilotId } from './upgrades-pilot-skills';
import { shipGearUpgradeFacts } from './upgrades-ship-gear';

// DESIGN §10 · the one table of our card facts, put together from its parts (one part per group of
// cards); a key in two parts is a mistake the table refuses at load, so no part silently wins.

/** A part whose cards share their xws id with a card of the other kind (a pilot and a crew card): keyed "pilot:…" or "upgrade:…". */
const kinded = (kind: 'pilot' | 'upgrade', table: FactTable): FactTable => Object.fromEntries(Object.entries(table).map(([key, entry]) => [`${kind}:${key}`, entry]));

const parts: Readonly<Record<string, FactTable>> = {
  rebelResistancePilotsSharingAnId: kinded('pilot', rebelResistancePilotFactsAwaitingKey),
  scumPilotsSharingAnId: kinded('pilot', scumPilotFactsSharingAnUpgradeKey),
  upgradesSharingAScumPilotId: kinded('upgrade', upgradeFactsSharingAScumPilotKey),
  pilotSkillUpgradesSharingAPilotId: kinded('upgrade', upgradeFactsSharingAPilotId),
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
