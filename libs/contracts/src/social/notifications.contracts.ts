import type { Contract } from '../contract/contract.js';

// The social service's notifications subjects (docs/social.md); schemas in notifications.schemas.ts.
export const NOTIFICATIONS_CONTRACTS: Record<string, Contract> = {};
