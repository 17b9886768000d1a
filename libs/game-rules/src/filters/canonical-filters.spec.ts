import fc from 'fast-check';
import { canonicalPlayerFilters } from './canonical-filters.js';
import { decodeFilterQuery } from './decode-filter-query.js';
import { encodeFilterQuery } from './encode-filter-query.js';
import { playerFiltersArbitrary } from './testing/player-filters.arbitrary.js';

describe(canonicalPlayerFilters.name, () => {
  it('writes lists in one order', () => {
    const one = encodeFilterQuery(canonicalPlayerFilters(decodeFilterQuery('leagues=53,13&playstyles=9,2')));
    const other = encodeFilterQuery(
      canonicalPlayerFilters(decodeFilterQuery('playstyles=2,9&leagues=13,53')),
    );
    expect(one).toBe(other);
    expect(one).toBe('leagues=13,53&playstyles=2,9');
  });

  it('changes nothing but the order of list items', () => {
    fc.assert(
      fc.property(playerFiltersArbitrary, (filters) => {
        const canonical = canonicalPlayerFilters(filters);
        expect({ ...canonical, lists: {} }).toEqual({ ...filters, lists: {} });
        for (const [field, ids] of Object.entries(filters.lists)) {
          expect(canonical.lists[field as keyof typeof canonical.lists]).toEqual(
            [...ids].sort((a, b) => a - b),
          );
        }
        expect(canonicalPlayerFilters(canonical)).toEqual(canonical);
      }),
    );
  });
});
