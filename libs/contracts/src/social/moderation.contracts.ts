import type { Contract } from '../contract/contract.js';

// The social service's moderation subjects (docs/social.md); schemas in moderation.schemas.ts.
export const MODERATION_CONTRACTS: Record<string, Contract> = {};
