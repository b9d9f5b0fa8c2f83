// Faction keys as the card data writes them (Armada `empire`, X-Wing `galacticempire`) → the
// names players say. A key Sidetable does not know is shown as it is.

const factionNames: Record<string, string> = {
  empire: 'Galactic Empire',
  rebel: 'Rebel Alliance',
  republic: 'Galactic Republic',
  separatist: 'Separatist Alliance',
  rebelalliance: 'Rebel Alliance',
  galacticempire: 'Galactic Empire',
  scumandvillainy: 'Scum and Villainy',
  resistance: 'Resistance',
  firstorder: 'First Order',
  galacticrepublic: 'Galactic Republic',
  separatistalliance: 'Separatist Alliance',
};

export const factionName = (key: string) => factionNames[key.toLowerCase().replace(/[^a-z0-9]/g, '')] ?? key;
export const factionList = (keys: readonly string[]) => keys.map(factionName).join(' or ');
