import type { Contract } from './contract/contract.js';
import { CATALOG_CONTRACTS } from './catalog/catalog.contracts.js';
import { IDENTITY_CONTRACTS } from './identity/identity.contracts.js';
import { PRICING_CONTRACTS } from './pricing/pricing.contracts.js';
import { PRICE_ALERTS_CONTRACTS } from './pricing/price-alerts.contracts.js';
import { EVOLUTIONS_CONTRACTS } from './evolutions/evolutions.contracts.js';
import {
  AUTO_BUILDER_CONTRACTS,
  ENTITY_OWNERS_CONTRACTS,
  PRO_COMPETITION_CONTRACTS,
  SQUADS_CONTRACTS,
  TACTICS_CONTRACTS,
} from './squads/index.js';
import {
  COMMENTS_CONTRACTS,
  DIRECT_MESSAGES_CONTRACTS,
  MODERATION_CONTRACTS,
  NOTIFICATIONS_CONTRACTS,
  VIEWS_CONTRACTS,
  VOTES_CONTRACTS,
} from './social/index.js';
import { LIVE_SCORES_CONTRACTS } from './content/live-scores.contracts.js';
import { SBC_CONTRACTS } from './content/sbc.contracts.js';
import { OBJECTIVES_CONTRACTS } from './content/objectives.contracts.js';
import { FEED_CONTRACTS } from './content/feed.contracts.js';
import { UPGRADE_HUB_CONTRACTS } from './content/upgrade-hub.contracts.js';
import { COLLECTIONS_CONTRACTS } from './content/collections.contracts.js';
import { ADMIN_ACTIONS_CONTRACTS } from './content/admin-actions.contracts.js';
import { IMAGE_STATUS_CONTRACTS } from './content/image-status.contracts.js';
import { RUSH_CONTRACTS } from './content/rush.contracts.js';
import { healthContract } from './health/health.schemas.js';
import { SERVICE_NAMES } from './services/service-registry.js';

/**
 * Every contract some service serves, old versions included while a deployed peer may still ask them.
 * The compatibility check (contract-compatibility.spec.ts) compares this list with the snapshot of what
 * is deployed (deployed-contracts.json). A new service adds its contracts here.
 */
export const SERVED_CONTRACTS: readonly Contract[] = [
  ...SERVICE_NAMES.map(healthContract),
  ...Object.values(CATALOG_CONTRACTS),
  ...Object.values(IDENTITY_CONTRACTS),
  ...Object.values(PRICING_CONTRACTS),
  ...Object.values(PRICE_ALERTS_CONTRACTS),
  ...Object.values(EVOLUTIONS_CONTRACTS),
  ...Object.values(SQUADS_CONTRACTS),
  ...Object.values(TACTICS_CONTRACTS),
  ...Object.values(PRO_COMPETITION_CONTRACTS),
  ...Object.values(AUTO_BUILDER_CONTRACTS),
  ...Object.values(ENTITY_OWNERS_CONTRACTS),
  ...Object.values(COMMENTS_CONTRACTS),
  ...Object.values(VOTES_CONTRACTS),
  ...Object.values(VIEWS_CONTRACTS),
  ...Object.values(MODERATION_CONTRACTS),
  ...Object.values(DIRECT_MESSAGES_CONTRACTS),
  ...Object.values(NOTIFICATIONS_CONTRACTS),
  ...Object.values(FEED_CONTRACTS),
  ...Object.values(UPGRADE_HUB_CONTRACTS),
  ...Object.values(COLLECTIONS_CONTRACTS),
  ...Object.values(ADMIN_ACTIONS_CONTRACTS),
  ...Object.values(IMAGE_STATUS_CONTRACTS),
  ...Object.values(RUSH_CONTRACTS),
  ...Object.values(SBC_CONTRACTS),
  ...Object.values(OBJECTIVES_CONTRACTS),
  ...Object.values(LIVE_SCORES_CONTRACTS),
];
