import { DomainError } from '@futgg/contracts';
import { routePayload } from '../http/route-payload.js';
import type { RouteContext, RouteDefinition } from './route-definition.js';
import { VIEWS_ROUTES } from './views.routes.js';
import { VOTES_ROUTES } from './votes.routes.js';

const route = (operationId: string): RouteDefinition =>
  [...VOTES_ROUTES, ...VIEWS_ROUTES].find((candidate) => candidate.operationId === operationId)!;
const payloadOf = (operationId: string, context: Partial<RouteContext>) =>
  routePayload(route(operationId), { params: {}, rawQuery: '', body: null, ...context }) as Record<
    string,
    unknown
  >;
const refusalOf = (run: () => unknown): DomainError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('VOTES_ROUTES', () => {
  it('cache the entities’ tallies 1 s, and pass a caller to the user’s votes and casting only', () => {
    expect(route('getVoteTallies')).toMatchObject({ cacheSeconds: 1 });
    expect(route('getVoteTallies').auth).toBeUndefined();
    expect(route('getUserVotes')).toMatchObject({ auth: 'required', cacheSeconds: 0 });
    expect(route('castVote')).toMatchObject({ auth: 'required', isWrite: true, cacheSeconds: 0 });
  });

  it('read identifiers as a comma list and refuse the 201st by the parameter’s name', () => {
    expect(payloadOf('getVoteTallies', { rawQuery: 'identifiers=1-5,6-55' })).toEqual({
      identifiers: ['1-5', '6-55'],
    });
    expect(payloadOf('getVoteTallies', { rawQuery: '' })).toEqual({ identifiers: [] });
    const many = Array.from({ length: 201 }, (_, index) => `1-${index + 1}`).join(',');
    expect(refusalOf(() => payloadOf('getVoteTallies', { rawQuery: `identifiers=${many}` }))).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'identifiers',
    });
    expect(refusalOf(() => payloadOf('getVoteTallies', { rawQuery: 'ids=1-5' })).field).toBe('ids');
  });

  it('take the entity from the path and the value from the body; the path wins over the body', () => {
    expect(
      payloadOf('castVote', {
        params: { contentTypeId: '6', entityId: '55' },
        body: { value: -1, contentTypeId: 1, entityId: '9' },
      }),
    ).toEqual({ contentTypeId: 6, entityId: '55', value: -1 });
    expect(
      refusalOf(() => payloadOf('castVote', { params: { contentTypeId: '6', entityId: '55' }, body: {} }))
        .field,
    ).toBe('value');
  });
});

describe('VIEWS_ROUTES', () => {
  it('track with the gateway’s client key, never one from the body, and answer 202', () => {
    expect(route('trackView')).toMatchObject({ successStatus: 202, auth: 'optional' });
    expect(
      payloadOf('trackView', {
        body: { type: 'entity_view', contentTypeId: 1, entityId: 231747, clientKey: 'forged' },
        clientKey: 'from-the-gateway',
      }),
    ).toEqual({ type: 'entity_view', contentTypeId: 1, entityId: '231747', clientKey: 'from-the-gateway' });
  });

  it('read counts’ ids as a comma list of at most 200', () => {
    expect(payloadOf('getViewCounts', { params: { contentTypeId: '1' }, rawQuery: 'ids=5,a-b' })).toEqual({
      contentTypeId: 1,
      ids: ['5', 'a-b'],
    });
    const many = Array.from({ length: 201 }, (_, index) => index + 1).join(',');
    expect(
      refusalOf(() => payloadOf('getViewCounts', { params: { contentTypeId: '1' }, rawQuery: `ids=${many}` }))
        .field,
    ).toBe('ids');
  });
});
