import fc from 'fast-check';
import { decodeFilterQuery, type PlayerFilters } from '@futgg/game-rules';
import { compilePlayerQuery, orderByOf, whereOf } from './compile-player-query.js';
import type { PlayerTable } from './player-table.js';

const TABLE: PlayerTable = {
  name: 'lab.cards',
  keyColumn: 'card_id',
  searchColumn: 'names',
  sortColumns: { name: 'display_name' },
  defaultSort: [{ field: 'overall', direction: 'desc' }],
};

const where = (query: string, excludedKeys: number[] = []) =>
  whereOf(TABLE, { scope: [['season', 7]], filters: decodeFilterQuery(query), excludedKeys });

describe(compilePlayerQuery.name, () => {
  it.each([
    ['overall__gte=85', '"overall" >= $2', [85]],
    ['facePace__lte=90', '"face_pace" <= $2', [90]],
    ['skillMoves__eq=5', '"skill_moves" = $2', [5]],
    ['leagues=13,53', '"league_ea_id" = ANY($2::int[])', [[13, 53]]],
    ['excludedClubs=9', 'NOT ("club_ea_id" = ANY($2::int[]))', [[9]]],
    ['playstyles=1,2', '"playstyles" @> $2::int[]', [[1, 2]]],
    ['playstyles=1,2&playstylesSearchModeOr=1', '"playstyles" && $2::int[]', [[1, 2]]],
    ['excludedPlaystylesPlus=4', 'NOT ("playstyles_plus" && $2::int[])', [[4]]],
    ['positions=25', '(position = ANY($2::int[]) OR alternative_position_ids && $2::int[])', [[25]]],
    ['isSbc=1', '"is_sbc" = true', []],
    ['search=Mbapp%C3%A9', 'names LIKE $2', ['%mbappe%']],
    ['search=100%25_', 'names LIKE $2', ['%100\\%\\_%']],
  ])('compiles %s', (query, clause, values) => {
    expect(where(query)).toEqual({ text: `season = $1 AND ${clause}`, values: [7, ...values] });
  });

  it('needs each position with the AND mode, expanding groups', () => {
    const { text, values } = where('positions=25,52&positionsSearchModeAnd=1');
    expect(text.match(/position = ANY/g)).toHaveLength(2);
    expect(values[1]).toEqual([25]);
    expect((values[2] as number[]).length).toBeGreaterThan(1);
  });

  it('leaves out cards by the table key', () => {
    expect(where('', [4, 5])).toEqual({
      text: 'season = $1 AND NOT (card_id = ANY($2::int[]))',
      values: [7, [4, 5]],
    });
  });

  it('sorts with the table’s columns, nulls last when descending, the key last', () => {
    expect(orderByOf(TABLE, decodeFilterQuery('sort=-price,name').sort)).toBe(
      '"price" DESC NULLS LAST, "display_name" ASC, card_id ASC',
    );
    expect(orderByOf(TABLE, undefined)).toBe('"overall" DESC, card_id DESC');
  });

  it('pages with LIMIT and OFFSET as binds after the filters', () => {
    const { rows, count } = compilePlayerQuery(TABLE, {
      scope: [['season', 7]],
      filters: decodeFilterQuery('overall__gte=80'),
      select: 'card_id',
      page: 3,
      pageSize: 25,
    });
    expect(rows).toEqual({
      text: 'SELECT card_id FROM lab.cards WHERE season = $1 AND "overall" >= $2 ORDER BY "overall" DESC, card_id DESC LIMIT $3 OFFSET $4',
      values: [7, 80, 25, 50],
    });
    expect(count).toEqual({
      text: 'SELECT count(*)::int AS "totalCount" FROM lab.cards WHERE season = $1 AND "overall" >= $2',
      values: [7, 80],
    });
  });

  it('refuses a field outside the vocabulary rather than writing it into SQL', () => {
    const forged = {
      ranges: { 'overall"; DROP TABLE x; --': { gte: 1 } },
      lists: {},
      flags: {},
    } as unknown as PlayerFilters;
    expect(() => whereOf(TABLE, { scope: [], filters: forged })).toThrow(/Refusing to quote/);
  });

  it('carries every value as a bind parameter: no searched text reaches the SQL text', () => {
    // Filters as the codec decodes them from hostile-looking input: quotes, comments, placeholders.
    const text = fc.string({ minLength: 4, maxLength: 40 }).map((value) => `${value}'; --$1`);
    const filtersArbitrary = fc
      .record({
        search: text,
        overall: fc.integer({ min: 1, max: 99 }),
        // Distinct: the codec refuses a list that names a value twice.
        leagues: fc.uniqueArray(fc.nat(), { minLength: 1, maxLength: 4 }),
      })
      .map(({ search, overall, leagues }) =>
        decodeFilterQuery(
          new URLSearchParams({ search, overall__lte: String(overall), leagues: leagues.join(',') }),
        ),
      );
    fc.assert(
      fc.property(filtersArbitrary, (filters) => {
        const { rows } = compilePlayerQuery(TABLE, {
          scope: [['season', 7]],
          filters,
          select: 'card_id',
          page: 1,
          pageSize: 50,
        });
        const placeholders = new Set(rows.text.match(/\$\d+/g));
        expect(placeholders.size).toBe(rows.values.length);
        if (filters.search !== undefined && filters.search.length > 3)
          expect(rows.text).not.toContain(filters.search);
        expect(rows.text).not.toMatch(/'/);
      }),
    );
  });
});

describe('a table keeping fields in other columns', () => {
  const PC: PlayerTable = { ...TABLE, fieldColumns: { price: 'pc_price', isExtinct: 'pc_is_extinct' } };

  it('filters, flags and sorts on the other column', () => {
    const filters = decodeFilterQuery('price__gte=1000&isExtinct=1&sort=-price');
    expect(whereOf(PC, { scope: [], filters })).toEqual({
      text: '"pc_price" >= $1 AND "pc_is_extinct" = true',
      values: [1000],
    });
    expect(orderByOf(PC, filters.sort)).toBe('"pc_price" DESC NULLS LAST, card_id DESC');
  });
});
