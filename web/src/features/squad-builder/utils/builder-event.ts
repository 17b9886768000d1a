import { isProCompetitionProduct } from '@futgg/contracts';
import type { BuilderEvent } from '../components/auto-builder-panel';

/**
 * The editor opened for a pro-competition event: `?event=<guid>`, with `&product=` when it is not
 * fc-pro (the product the pro pages' pieces ask, docs/pro-competition.md). Anything else is no event.
 */
export const EVENT_PARAMETER = 'event';
export const PRODUCT_PARAMETER = 'product';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const builderEventOf = (search: URLSearchParams): BuilderEvent | null => {
  const guid = search.get(EVENT_PARAMETER);
  const product = search.get(PRODUCT_PARAMETER) ?? 'fc-pro';
  return guid !== null && GUID.test(guid) && isProCompetitionProduct(product) ? { product, guid } : null;
};
