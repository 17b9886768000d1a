import type { Contract } from '../contract/contract.js';

// The social service's votes subjects (docs/social.md); schemas in votes.schemas.ts.
export const VOTES_CONTRACTS: Record<string, Contract> = {};
