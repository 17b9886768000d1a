import { decodeFilterQuery } from '@futgg/game-rules';
import { coreDataFixture } from '../../../testing/fixtures';
import { filtersTitle } from './filters-title';

const titleOf = (query: string) => filtersTitle(26, decodeFilterQuery(query), coreDataFixture());

describe('filtersTitle', () => {
  it('is the database of the game when nothing is filtered', () => {
    expect(titleOf('')).toBe('FC 26 Player Database');
    expect(titleOf('sort=-price')).toBe('FC 26 Player Database');
  });

  it('names the search, positions, leagues and the overall in words', () => {
    expect(titleOf('search=silva&positions=25&leagues=13&overall__gte=85')).toBe(
      'FC 26 Player Database: “silva”, ST, Premier League +1 filter',
    );
    expect(titleOf('overall__gte=80&overall__lte=84')).toBe('FC 26 Player Database: overall 80–84');
  });

  it('counts what it does not name', () => {
    expect(titleOf('leagues=13&weakFoot__gte=4&isSbc=1')).toBe(
      'FC 26 Player Database: Premier League +2 filters',
    );
  });
});
