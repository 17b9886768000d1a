import type { Contract } from '../contract/contract.js';

/** The squads service's squads subjects (docs/squads.md). */
export const SQUADS_CONTRACTS : Readonly<Record<string, Contract>> = {};
