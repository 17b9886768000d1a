import type { Contract } from '../contract/contract.js';

/** The squads service's pro-competition subjects (docs/pro-competition.md). */
export const PRO_COMPETITION_CONTRACTS : Readonly<Record<string, Contract>> = {};
