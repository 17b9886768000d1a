import type { Contract } from '../contract/contract.js';

// The social service's views subjects (docs/social.md); schemas in views.schemas.ts.
export const VIEWS_CONTRACTS: Record<string, Contract> = {};
