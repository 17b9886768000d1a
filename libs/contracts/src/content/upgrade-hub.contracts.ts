import { defineContract } from '../contract/contract.js';
import { UpgradeHubPage, UpgradeHubRequest } from './upgrade-hub.schemas.js';

/** The catalog's upgrade hub subject (docs/feed-and-collections.md); public, no caller. */
export const UPGRADE_HUB_CONTRACTS = {
  get: defineContract('catalog.upgrade-hub.get', 1, UpgradeHubRequest, UpgradeHubPage),
} as const;
