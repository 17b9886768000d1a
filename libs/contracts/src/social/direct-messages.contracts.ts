import type { Contract } from '../contract/contract.js';

// The social service's direct-messages subjects (docs/social.md); schemas in direct-messages.schemas.ts.
export const DIRECT_MESSAGES_CONTRACTS: Record<string, Contract> = {};
