// List exchange formats: what the host wires to IPC. Pure parsers and printers; the card pools are
// built once per card data (createXwingPool / createArmadaPool) and reused for every paste.

export type { ArmadaBuilder, ImportedList, ImportMessage, ImportResult, ImportSeverity, ListProvenance, PrintedPoints, RefusedImport } from './import-result';
export { LIST_TEXT_MAX_BYTES } from './input-checks';
export { createXwingPool, xwingEditions, type XwingCardPool, type XwingEdition } from './xwing-pool';
export { createArmadaPool, armadaEditions, type ArmadaCardPool, type ArmadaEdition } from './armada-pool';
export { importXws, type XwsImportOptions } from './xws-import';
export { exportXws, type XwsExportOptions, type XwsSquad } from './xws-export';
export { importArmadaText } from './armada-text-import';
export { exportArmadaText } from './armada-text-export';
