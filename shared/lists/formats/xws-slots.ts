// XWS slot keys as emitters write them, mapped to the card data's slot names. The slot is
// advisory (the upgrade id decides the card); this only lets the importer check and keep it.

/** Lowercase letters and digits only: `Force Power` and `force-power` both become `forcepower`. */
export const slotKey = (slot: string) => slot.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Older and variant keys: 1.0-era `ept`/`amd`/`mod`, `force`, 1.0 `system` and `bomb`. */
const slotAliases: Record<string, string> = {
  ept: 'talent',
  elite: 'talent',
  amd: 'astromech',
  mod: 'modification',
  force: 'forcepower',
  system: 'sensor',
  bomb: 'device',
  salvagedastromech: 'astromech',
};

/** The data's slot key an XWS slot key means (`ept` -> `talent`). */
export const canonicalSlot = (slot: string): string => {
  const key = slotKey(slot);
  return slotAliases[key] ?? key;
};
