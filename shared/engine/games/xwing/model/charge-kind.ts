// Which charges a card spends or recovers: its own (standard), the ship's Force, or a huge ship's
// energy (Epic rules: a kind of charge, kept on the ship card). Apart from
// state.ts so abilities/ability-hooks.ts, which state.ts reads, names it without a loop.
export type ChargeKind = 'standard' | 'force' | 'energy';
