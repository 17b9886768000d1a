import { FACE_STAT_FIELDS, GK_FACE_STAT_FIELDS } from '../card/card-fields.js';
import { POSITION } from '../constants/positions.js';
import { decodeFilterQuery } from './decode-filter-query.js';
import { listedFaceStatFields, listsGoalkeepersOnly } from './listed-face-stats.js';

const filtersOf = (query: string) => decodeFilterQuery(query);

describe('listedFaceStatFields', () => {
  it("reads the goalkeeper's face stats for a keepers-only list", () => {
    expect(listsGoalkeepersOnly(filtersOf(`positions=${POSITION.GK}`))).toBe(true);
    expect(listedFaceStatFields(filtersOf(`positions=${POSITION.GK}&overall__gte=80`))).toEqual(
      GK_FACE_STAT_FIELDS,
    );
  });

  it('reads the outfield face stats for any list that may hold outfielders', () => {
    for (const query of ['', `positions=${POSITION.GK},${POSITION.ST}`, `positions=${POSITION.ST}`]) {
      expect(listsGoalkeepersOnly(filtersOf(query))).toBe(false);
      expect(listedFaceStatFields(filtersOf(query))).toEqual(FACE_STAT_FIELDS);
    }
  });
});
