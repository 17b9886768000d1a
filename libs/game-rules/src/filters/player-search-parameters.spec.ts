import { ALWAYS_OFFERED_RARITY_IDS } from '../constants/game.js';
import { decodeFilterQuery } from './decode-filter-query.js';
import { filterQueryErrorOf } from './testing/filter-query-error-of.js';
import { MAX_LIST_ITEMS } from './filter-fields.js';
import { decodePlayerSearchQuery } from './player-search-parameters.js';

const decode = (query: string, transport: string[] = []) =>
  decodePlayerSearchQuery(new URLSearchParams(query), new Set(transport));

const errorOf = (query: string) => filterQueryErrorOf(query, decode);

describe(decodePlayerSearchQuery.name, () => {
  it('reads the filter vocabulary as the codec does', () => {
    const query = 'overall__gte=85&leagues=13,53&sort=-price';
    expect(decode(query)).toEqual(decodeFilterQuery(query));
  });

  it.each([
    ['league_id=13,53', 'leagues=13,53'],
    ['team_id=1&club_id=9', 'clubs=9,1'],
    ['team_chem=243', 'clubs=243'],
    ['program_id=4', 'raritySquads=4'],
    ['min_overall=80&max_price=5000', 'overall__gte=80&price__lte=5000'],
    ['min_pace=90', 'facePace__gte=90'],
    ['name=%20Mbapp%C3%A9%20', 'search=Mbapp%C3%A9'],
  ])('translates the legacy %s into %s', (legacy, vocabulary) => {
    expect(decode(legacy)).toEqual(decodeFilterQuery(vocabulary));
  });

  it('lists only in-position players for a squad-builder slot when chemistry is on', () => {
    expect(decode('sb_positions=25,27&chemistry=1').lists.positions).toEqual([25, 27]);
    expect(decode('positions=14&sb_positions=25&chemistry=1').lists.positions).toEqual([14, 25]);
    expect(decode('sb_positions=25&chemistry=0').lists.positions).toBeUndefined();
    expect(decode('sb_positions=25').lists.positions).toBeUndefined();
  });

  it('lists evolved cards only with has_power_up, on top of the rarities asked for', () => {
    expect(decode('has_power_up=1').lists.rarities).toEqual([...ALWAYS_OFFERED_RARITY_IDS]);
    expect(decode('rarities=3&has_power_up=1').lists.rarities).toEqual([3, ...ALWAYS_OFFERED_RARITY_IDS]);
    expect(decode('has_power_up=0').lists.rarities).toBeUndefined();
  });

  it('keeps only ids and the sort when is_filtered=0', () => {
    expect(decode('is_filtered=0&ids=5,6&overall__gte=85&leagues=13&isSbc=1&sort=-price')).toEqual({
      ranges: {},
      lists: { ids: [5, 6] },
      flags: {},
      sort: [{ field: 'price', direction: 'desc' }],
    });
    expect(decode('is_filtered=1&overall__gte=85').ranges).toEqual({ overall: { gte: 85 } });
  });

  it('leaves the caller’s own parameters alone', () => {
    expect(decode('page=3&page_size=25&overall__gte=80', ['page', 'page_size'])).toEqual(
      decodeFilterQuery('overall__gte=80'),
    );
    expect(errorOf('page=3').field).toBe('page');
  });

  it.each([
    ['leagues=13&leagues=53', 'leagues', 'given more than once'],
    ['min_overall=80&overall__gte=81', 'min_overall', 'say the same thing'],
    ['name=mbappe&search=mbappe', 'name', 'say the same thing'],
    ['name=x%00', 'name', 'control characters'],
    ['chemistry=yes&sb_positions=25', 'chemistry', 'must be 1 or 0'],
    ['league_id=13,,53', 'league_id', 'comma list'],
    [
      `sb_positions=${Array.from({ length: MAX_LIST_ITEMS + 1 }, () => 1).join(',')}`,
      'sb_positions',
      `at most ${MAX_LIST_ITEMS}`,
    ],
    ['sb_positions=99&chemistry=1', 'positions', ''],
  ])('refuses %s naming %s', (query, field, message) => {
    const error = errorOf(query);
    expect(error.field).toBe(field);
    expect(error.message).toContain(message);
  });
});
