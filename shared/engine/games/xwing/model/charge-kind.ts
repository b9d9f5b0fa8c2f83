// Which charges a card spends or recovers: its own (standard) or the ship's Force. Apart from
// state.ts so abilities/ability-hooks.ts, which state.ts reads, names it without a loop.
export type ChargeKind = 'standard' | 'force';
