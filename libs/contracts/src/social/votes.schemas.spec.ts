import { VOTES_CONTRACTS } from './votes.contracts.js';
import { entityIdentifierOf, parseEntityIdentifier, VOTE_LIMITS } from './votes.schemas.js';

describe('parseEntityIdentifier', () => {
  it.each([
    ['1-231747', { contentTypeId: 1, entityId: '231747' }],
    ['6-55', { contentTypeId: 6, entityId: '55' }],
    // Split at the first dash: a uuid keeps its own dashes.
    [
      '5-0f8fad5b-d9cb-469f-a165-70867728950e',
      { contentTypeId: 5, entityId: '0f8fad5b-d9cb-469f-a165-70867728950e' },
    ],
    ['7-a_b', { contentTypeId: 7, entityId: 'a_b' }],
  ])('reads %s', (identifier, expected) => {
    expect(parseEntityIdentifier(identifier)).toEqual(expected);
  });

  it.each(['', '1', '1-', '-5', 'x-5', '99-5', '0-5', '1-a b', '1-<script>', `1-${'a'.repeat(65)}`])(
    'refuses %j',
    (identifier) => {
      expect(parseEntityIdentifier(identifier)).toBeNull();
    },
  );

  it('gives back what entityIdentifierOf writes', () => {
    for (const [contentTypeId, entityId] of [
      [1, '231747'],
      [5, 'f-0-0'],
      [6, '1'],
    ] as const) {
      expect(parseEntityIdentifier(entityIdentifierOf(contentTypeId, entityId))).toEqual({
        contentTypeId,
        entityId,
      });
    }
  });
});

describe('the votes contracts', () => {
  const identifiers = (count: number) => Array.from({ length: count }, (_, index) => `1-${index + 1}`);

  it('take at most 200 identifiers, naming `identifiers` beyond', () => {
    const request = VOTES_CONTRACTS.tallies.request;
    expect(request.safeParse({ identifiers: identifiers(VOTE_LIMITS.MAX_IDENTIFIERS) }).success).toBe(true);
    const over = request.safeParse({ identifiers: identifiers(VOTE_LIMITS.MAX_IDENTIFIERS + 1) });
    expect(over.error?.issues[0]?.path).toEqual(['identifiers']);
  });

  it('name a malformed identifier by its place and quote it', () => {
    const bad = VOTES_CONTRACTS.userVotes.request.safeParse({ identifiers: ['1-5', '1-5', 'nope'] });
    expect(bad.error?.issues[0]?.path).toEqual(['identifiers', 2]);
    expect(bad.error?.issues[0]?.message).toContain('"nope"');
  });

  it('cast 1, -1 or 0 only', () => {
    const cast = VOTES_CONTRACTS.cast.request;
    for (const value of [1, -1, 0]) {
      expect(cast.safeParse({ contentTypeId: 6, entityId: '5', value }).success).toBe(true);
    }
    for (const value of [2, -2, '1', null, undefined, 0.5]) {
      expect(cast.safeParse({ contentTypeId: 6, entityId: '5', value }).error?.issues[0]?.path).toEqual([
        'value',
      ]);
    }
  });
});
