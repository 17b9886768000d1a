import { keysOfIdentifiers, talliesInOrder } from './vote-tallies.js';

describe('keysOfIdentifiers', () => {
  it('keeps the asked order and each entity once', () => {
    expect(keysOfIdentifiers(['6-2', '1-231747', '6-2', '5-a-b'])).toEqual([
      { contentTypeId: 6, entityId: '2' },
      { contentTypeId: 1, entityId: '231747' },
      { contentTypeId: 5, entityId: 'a-b' },
    ]);
  });
});

describe('talliesInOrder', () => {
  it('answers every key, zero where nobody voted, score = up − down', () => {
    const keys = keysOfIdentifiers(['6-1', '6-2']);
    expect(talliesInOrder(keys, [{ contentTypeId: 6, entityId: '2', upvotes: 3, downvotes: 5 }])).toEqual([
      { entityIdentifier: '6-1', contentTypeId: 6, entityId: '1', upvotes: 0, downvotes: 0, score: 0 },
      { entityIdentifier: '6-2', contentTypeId: 6, entityId: '2', upvotes: 3, downvotes: 5, score: -2 },
    ]);
  });
});
