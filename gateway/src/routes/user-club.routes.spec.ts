import { randomBytes } from 'node:crypto';
import { CATALOG_CONTRACTS, USER_CLUB_LIMITS } from '@futgg/contracts';
import { unpackText } from '@futgg/service-kit';
import { errorDetailOf } from '../errors/http-errors.js';
import { routePayload } from '../http/route-payload.js';
import { ROUTES } from './index.js';
import { USER_CLUB_IMPORT_BODY_LIMIT_BYTES, USER_CLUB_ROUTES } from './user-club.routes.js';

const route = (operationId: string) =>
  USER_CLUB_ROUTES.find((candidate) => candidate.operationId === operationId)!;
const payloadOf = (operationId: string, context: { rawQuery?: string; body?: unknown }) =>
  routePayload(route(operationId), {
    params: { game: 'fc26' },
    rawQuery: '',
    body: null,
    ...context,
  }) as Record<string, unknown>;
const failureOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
};

describe('USER_CLUB_ROUTES', () => {
  it('need a signed-in user and are never cached', () => {
    for (const clubRoute of USER_CLUB_ROUTES)
      expect(clubRoute).toMatchObject({ auth: 'required', cacheSeconds: 0 });
  });

  it('leave the services-only subject, any user’s whole club, unrouted', () => {
    expect(ROUTES.some((candidate) => candidate.contract === CATALOG_CONTRACTS.userClubCards)).toBe(false);
  });

  it('take bodies past the gateway’s 1 MB on the import only', () => {
    expect(USER_CLUB_ROUTES.filter((clubRoute) => clubRoute.bodyLimitBytes !== undefined)).toEqual([
      expect.objectContaining({
        operationId: 'importUserClub',
        bodyLimitBytes: USER_CLUB_IMPORT_BODY_LIMIT_BYTES,
      }),
    ]);
  });

  describe('listUserClub', () => {
    it('reads paging and the player database’s filter language', () => {
      expect(
        payloadOf('listUserClub', { rawQuery: 'overall__gte=85&sort=-price&page=2&page_size=100' }),
      ).toEqual({
        gameYear: 26,
        query: 'overall__gte=85&sort=-price',
        page: 2,
        pageSize: 100,
      });
    });

    it.each([
      ['a parameter of neither', 'price_key=pc', 'price_key'],
      ['a page too large (named as sent)', 'page_size=500', 'page_size'],
      ['a bound outside the vocabulary', 'overall__gte=120', 'overall__gte'],
    ])('refuses %s as a 400 naming it', (_name, rawQuery, field) => {
      expect(errorDetailOf(failureOf(() => payloadOf('listUserClub', { rawQuery })))).toMatchObject({
        code: 'INVALID_INPUT',
        field,
      });
    });
  });

  describe('importUserClub', () => {
    it('packs the file’s text for NATS, unpacking to the same text', () => {
      const content = `eaId,isUntradeable\n${Array.from({ length: 2000 }, (_, index) => `${index + 1},false`).join('\n')}`;
      const payload = payloadOf('importUserClub', { body: { content, replace: true } });
      expect(payload).toMatchObject({ gameYear: 26, format: 'auto', replace: true });
      expect((payload['packedContent'] as string).length).toBeLessThan(content.length / 3);
      expect(unpackText(payload['packedContent'] as string, { maxBytes: content.length, field: 'x' })).toBe(
        content,
      );
    });

    it.each([
      ['no content', {}, 'content must be the club file'],
      ['content that is not text', { content: [{ eaId: 1 }] }, 'content must be the club file'],
      [
        'a file over 8 MB',
        { content: 'a'.repeat(USER_CLUB_LIMITS.MAX_CONTENT_BYTES + 1) },
        'a club file may be up to 8 MB',
      ],
      // Random text compresses by a quarter at most: far from a club export's tenfold.
      [
        'a file that does not compress',
        { content: randomBytes(1_000_000).toString('base64') },
        'does not compress enough',
      ],
    ])('refuses %s, naming content', (_name, body, message) => {
      expect(failureOf(() => payloadOf('importUserClub', { body }))).toMatchObject({
        code: 'INVALID_INPUT',
        field: 'content',
        message: expect.stringContaining(message),
      });
    });

    it('refuses an unknown format by its name', () => {
      expect(
        failureOf(() => payloadOf('importUserClub', { body: { content: 'eaId\n1', format: 'xml' } })),
      ).toMatchObject({
        code: 'INVALID_INPUT',
        field: 'format',
      });
    });
  });

  describe('addUserClubCard and removeUserClubCard', () => {
    it('read the card from the body', () => {
      expect(payloadOf('addUserClubCard', { body: { eaId: 231747, isUntradeable: true } })).toEqual({
        gameYear: 26,
        eaId: 231747,
        isUntradeable: true,
      });
      expect(payloadOf('addUserClubCard', { body: { eaId: 231747, duplicates: 2 } })).toMatchObject({
        isUntradeable: false,
        duplicates: 2,
      });
      expect(payloadOf('removeUserClubCard', { body: { eaId: 231747 } })).toEqual({
        gameYear: 26,
        eaId: 231747,
      });
    });

    it.each([
      ['a count over the SBC storage’s 100', 101],
      ['a negative count', -1],
      ['a count that is not whole', 1.5],
    ])('addUserClubCard refuses %s of duplicates, naming duplicates', (_name, duplicates) => {
      expect(
        failureOf(() => payloadOf('addUserClubCard', { body: { eaId: 231747, duplicates } })),
      ).toMatchObject({ code: 'INVALID_INPUT', field: 'duplicates' });
    });

    it.each([['addUserClubCard'], ['removeUserClubCard']])(
      '%s refuses a body without a card id',
      (operationId) => {
        expect(failureOf(() => payloadOf(operationId, { body: { id: 1 } }))).toMatchObject({
          code: 'INVALID_INPUT',
          field: 'eaId',
        });
      },
    );
  });
});
