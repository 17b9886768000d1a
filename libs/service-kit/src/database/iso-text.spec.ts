import fc from 'fast-check';
import pg from 'pg';
import { isoDate, isoTimestamp, type IsoPrecision } from './iso-text.js';

// Runs the expressions on real PostgreSQL, in a session whose time zone is not UTC, so a formatting that
// leaned on the session's zone would show. No tables: the values come from a subquery.
const DATABASE_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MOMENT = '2026-11-29 10:42:46.123456+00';

describe('ISO text from PostgreSQL', () => {
  const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 5000 });

  const formatted = async (expression: string, value: string, type: 'timestamptz' | 'date') => {
    const { rows } = await client.query<{ text: string }>(
      `SELECT ${expression} AS text FROM (SELECT $1::${type} AS at) t`,
      [value],
    );
    return rows[0]!.text;
  };

  beforeAll(async () => {
    await client.connect();
    await client.query(`SET TIME ZONE 'America/New_York'`);
  });

  afterAll(() => client.end());

  it('runs in a session whose time zone is not UTC', async () => {
    expect(await formatted(`to_char(at, 'HH24')`, MOMENT, 'timestamptz')).toBe('05');
  });

  describe(isoTimestamp.name, () => {
    it.each<[IsoPrecision, string]>([
      ['seconds', '2026-11-29T10:42:46Z'],
      ['milliseconds', '2026-11-29T10:42:46.123Z'],
      ['microseconds', '2026-11-29T10:42:46.123456Z'],
    ])('writes a timestamptz in UTC to %s: %s', async (precision, text) => {
      expect(await formatted(isoTimestamp('t.at', precision), MOMENT, 'timestamptz')).toBe(text);
    });

    it('writes milliseconds when no precision is given', async () => {
      expect(await formatted(isoTimestamp('at'), MOMENT, 'timestamptz')).toBe('2026-11-29T10:42:46.123Z');
    });

    it("agrees with JavaScript's toISOString at millisecond precision, whatever the moment", async () => {
      const moment = fc.date({
        min: new Date('1970-01-01T00:00:00.000Z'),
        max: new Date('2199-12-31T23:59:59.999Z'),
        noInvalidDate: true,
      });
      await fc.assert(
        fc.asyncProperty(moment, async (date) => {
          const text = await formatted(isoTimestamp('at'), date.toISOString(), 'timestamptz');
          expect(text).toBe(date.toISOString());
        }),
        { numRuns: 50 },
      );
    });

    it.each<[IsoPrecision, string]>([
      ['seconds', `to_char(g.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`],
      ['milliseconds', `to_char(g.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`],
      ['microseconds', `to_char(g.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`],
    ])('gives the expression the repositories wrote by hand for %s', (precision, sql) => {
      expect(isoTimestamp('g.starts_at', precision)).toBe(sql);
    });
  });

  describe(isoDate.name, () => {
    it('writes a date as YYYY-MM-DD', async () => {
      expect(await formatted(isoDate('t.at'), '2026-11-29', 'date')).toBe('2026-11-29');
      expect(isoDate('released_on')).toBe(`to_char(released_on, 'YYYY-MM-DD')`);
    });
  });

  describe('a column that is not a plain identifier', () => {
    it.each([
      'x); DROP TABLE y; --',
      `created_at AT TIME ZONE 'UTC'`,
      '"created_at"',
      'schema.table.column',
      '1st_column',
      'created at',
      '',
    ])('is refused, naming it: %j', (column) => {
      expect(() => isoTimestamp(column)).toThrow(JSON.stringify(column));
      expect(() => isoDate(column)).toThrow(JSON.stringify(column));
    });
  });
});
