import { z } from 'zod';
import { defineContract, type Contract } from '../contract/contract.js';
import { breakingChanges } from './breaking-changes.js';
import { snapshotOf } from './contract-snapshot.js';

const Card = z.object({
  eaId: z.number().int(),
  price: z.number().int().nullable(),
  rarity: z.enum(['gold', 'icon']),
});
const Search = z.object({
  gameYear: z.number().int(),
  query: z.string().max(8000).default(''),
  page: z.number().int().min(1).max(10_000).default(1),
});
const deployed = [defineContract('catalog.cards.search', 1, Search, z.object({ data: z.array(Card) }))];

/** The problems found when the deployed subject becomes `current` (or is served beside it). */
const problemsOf = (current: Contract[]) =>
  breakingChanges(snapshotOf(deployed), snapshotOf(current)).map(
    ({ path, problem }) => `${path}: ${problem}`,
  );

const withRequest = (request: z.ZodType) => [
  defineContract('catalog.cards.search', 1, request, z.object({ data: z.array(Card) })),
];
const withReply = (card: z.ZodType) => [
  defineContract('catalog.cards.search', 1, Search, z.object({ data: z.array(card) })),
];

describe(breakingChanges.name, () => {
  it('finds nothing when nothing changed', () => {
    expect(problemsOf(deployed)).toEqual([]);
  });

  it.each<[string, Contract[], string]>([
    [
      'a removed subject',
      [],
      ': no longer served: a deployed peer may still ask it (serve the old version beside the new)',
    ],
    [
      'a renamed subject',
      [defineContract('catalog.cards.find', 1, Search, z.object({ data: z.array(Card) }))],
      ': no longer served: a deployed peer may still ask it (serve the old version beside the new)',
    ],
    [
      'a new required request field',
      withRequest(Search.extend({ season: z.number() })),
      'request.season: new required field',
    ],
    [
      'a removed request field',
      withRequest(Search.omit({ query: true })),
      'request.query: field removed (or renamed)',
    ],
    [
      'a lower maximum',
      withRequest(Search.extend({ page: z.number().int().min(1).max(500).default(1) })),
      'request.page: maximum changed from 10000 to 500',
    ],
    [
      'a higher minimum',
      withRequest(Search.extend({ page: z.number().int().min(2).max(10_000).default(1) })),
      'request.page: minimum changed from 1 to 2',
    ],
    [
      'a shorter text',
      withRequest(Search.extend({ query: z.string().max(100).default('') })),
      'request.query: maxLength changed from 8000 to 100',
    ],
    [
      'a number narrowed to text',
      withRequest(Search.extend({ gameYear: z.string() })),
      'request.gameYear: no longer accepts integer',
    ],
    [
      'an optional field made required',
      withRequest(Search.extend({ page: z.number().int().min(1).max(10_000) })),
      'request.page: new required field',
    ],
    ['a strict request', withRequest(Search.strict()), 'request: no longer accepts fields it does not know'],
    [
      'a text narrowed to an enum',
      withRequest(Search.extend({ query: z.enum(['a', 'b']).default('a') })),
      'request.query: no longer accepts any other value',
    ],
    [
      'a removed reply field',
      withReply(Card.omit({ price: true })),
      'response.data[].price: field removed (or renamed)',
    ],
    [
      'a reply field made optional',
      withReply(Card.extend({ eaId: z.number().int().optional() })),
      'response.data[].eaId: may now be missing, which deployed callers do not expect',
    ],
    [
      'a reply integer widened to a number',
      withReply(Card.extend({ eaId: z.number() })),
      'response.data[].eaId: may now be number, which deployed callers do not expect',
    ],
    [
      'a reply field that may now be null',
      withReply(Card.extend({ eaId: z.number().int().nullable() })),
      'response.data[].eaId: may now be null, which deployed callers do not expect',
    ],
    [
      'a new enum value in a reply',
      withReply(Card.extend({ rarity: z.enum(['gold', 'icon', 'hero']) })),
      'response.data[].rarity: may now be hero',
    ],
  ])('reports %s', (_name, current, problem) => {
    expect(problemsOf(current)).toEqual([problem]);
  });

  it.each<[string, Contract[]]>([
    ['a new optional request field', withRequest(Search.extend({ season: z.number().optional() }))],
    ['a new defaulted request field', withRequest(Search.extend({ season: z.number().default(1) }))],
    [
      'a higher maximum',
      withRequest(Search.extend({ page: z.number().int().min(1).max(20_000).default(1) })),
    ],
    ['an integer widened to a number in a request', withRequest(Search.extend({ gameYear: z.number() }))],
    [
      'a request field that may now be null',
      withRequest(Search.extend({ gameYear: z.number().int().nullable() })),
    ],
    ['a new reply field', withReply(Card.extend({ pageviews: z.number().int() }))],
    ['a reply field that is never null any more', withReply(Card.extend({ price: z.number().int() }))],
    ['a reply enum that lost a value', withReply(Card.extend({ rarity: z.enum(['gold']) }))],
    ['a new subject', [...deployed, defineContract('catalog.cards.count', 1, Search, z.number().int())]],
  ])('allows %s', (_name, current) => {
    expect(problemsOf(current)).toEqual([]);
  });

  it('allows a breaking change made as a new version served beside the old one', () => {
    const v2 = defineContract(
      'catalog.cards.search',
      2,
      Search.extend({ season: z.number() }),
      z.object({ data: z.array(Card) }),
    );
    expect(v2.subject).toBe('catalog.cards.search.v2');
    expect(problemsOf([...deployed, v2])).toEqual([]);
    // The same change with the old version dropped breaks the peers that still ask it.
    expect(problemsOf([v2])).toHaveLength(1);
  });
});
