/** Spec §3 futures position direction. */
export const PositionDirection = { Long: 1, Short: 2 } as const;
export type PositionDirection = (typeof PositionDirection)[keyof typeof PositionDirection];

/** Spec §3 margin mode: 1 fixed (isolated), 2 cross. */
export const MarginMode = { Fixed: 1, Cross: 2 } as const;
export type MarginMode = (typeof MarginMode)[keyof typeof MarginMode];

/** Spec §3 position mode: 1 one-way, 2 two-way (hedge: a long and a short may coexist on one symbol). */
export const PositionMode = { OneWay: 1, TwoWay: 2 } as const;
export type PositionMode = (typeof PositionMode)[keyof typeof PositionMode];
