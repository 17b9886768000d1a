import type { Contract } from '../contract/contract.js';

// The social service's comments subjects (docs/social.md); schemas in comments.schemas.ts.
export const COMMENTS_CONTRACTS: Record<string, Contract> = {};
