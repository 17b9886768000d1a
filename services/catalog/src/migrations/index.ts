import { CatalogSchema1763800000000 } from './1763800000000-catalog-schema.js';
import { DescendingPriceIndexes1763900000000 } from './1763900000000-descending-price-indexes.js';
import { SvgCoreDataImages1764000000000 } from './1764000000000-svg-core-data-images.js';

/** Every catalog migration in order; the service runs them at start, the seed before it loads. */
export const CATALOG_MIGRATIONS = [
  CatalogSchema1763800000000,
  DescendingPriceIndexes1763900000000,
  SvgCoreDataImages1764000000000,
];
