import type { Contract } from '../contract/contract.js';

/** The squads service's tactics subjects (docs/tactics.md). */
export const TACTICS_CONTRACTS : Readonly<Record<string, Contract>> = {};
