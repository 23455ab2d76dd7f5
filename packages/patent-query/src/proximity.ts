/**
 * Proximity operators: `A NEAR/n B` (either order) and `A W/n B` (A first), with at most `n`
 * words between the two, as CNIPA's `nD`/`nW` count them: `W/0` is the plain phrase, `NEAR/0`
 * the two words side by side in either order.
 */
export const PROXIMITY_OPERATORS = ['near', 'w'] as const;
export type ProximityOperator = (typeof PROXIMITY_OPERATORS)[number];

/** Largest `n`: each distance is one branch of the compiled query, so it stays bounded. */
export const MAX_PROXIMITY = 20;
