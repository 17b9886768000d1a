import type { Contract } from '../contract/contract.js';

/** The squads service's auto-builder subjects (docs/auto-builder.md). */
export const AUTO_BUILDER_CONTRACTS : Readonly<Record<string, Contract>> = {};
