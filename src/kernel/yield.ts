// The marker a built-in returns when it stopped its frame (it asked a player or pushed code).
export const YIELD = Symbol("yield");
export type Yield = typeof YIELD;
