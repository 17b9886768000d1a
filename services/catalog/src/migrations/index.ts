import { CatalogSchema1763800000000 } from './1763800000000-catalog-schema.js';
import { DescendingPriceIndexes1763900000000 } from './1763900000000-descending-price-indexes.js';
import { SvgCoreDataImages1764000000000 } from './1764000000000-svg-core-data-images.js';
import { PcPrices1764300000000 } from './1764300000000-pc-prices.js';
import { AlternativePositionsCount1764500000000 } from './1764500000000-alternative-positions-count.js';
import { UserClub1764600000000 } from './1764600000000-user-club.js';
import { ObjectivesSbc1767000000000 } from './1767000000000-objectives-sbc.js';
import { FeedCollections1767000000001 } from './1767000000001-feed-collections.js';
import { SearchDocuments1767000000004 } from './1767000000004-search-documents.js';
import { LiveScores1767000000002 } from './1767000000002-live-scores.js';
import { UserClubDuplicates1767000000005 } from './1767000000005-user-club-duplicates.js';
import { processedEventsMigration } from '@futgg/service-kit';

const ProcessedEvents1764300000001 = processedEventsMigration('catalog', 1764300000001);

/** Every catalog migration in order; the service runs them at start, the seed before it loads. */
export const CATALOG_MIGRATIONS = [
  CatalogSchema1763800000000,
  DescendingPriceIndexes1763900000000,
  SvgCoreDataImages1764000000000,
  PcPrices1764300000000,
  ProcessedEvents1764300000001,
  AlternativePositionsCount1764500000000,
  UserClub1764600000000,
  ObjectivesSbc1767000000000,
  FeedCollections1767000000001,
  LiveScores1767000000002,
  SearchDocuments1767000000004,
  UserClubDuplicates1767000000005,
];
