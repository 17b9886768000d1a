import type { ApiClient } from './api-client.js';
import { batchCalls } from './batch-calls.js';

type Data<T> = { data: T };
const dataOf = <T>(body: Data<T>) => body.data;
const API = { basePath: '/api' } as const;

/** At most this many identifiers go in one votes call (spec, second document, section 9). */
export const MAX_VOTE_IDENTIFIERS = 200;

export type VoteValue = 1 | -1;

/** An entity's votes: `score` is upvotes minus downvotes. */
export interface VoteTally {
  entityIdentifier: string;
  contentTypeId: number;
  entityId: string;
  upvotes: number;
  downvotes: number;
  score: number;
}

export interface UserVote {
  entityIdentifier: string;
  contentTypeId: number;
  entityId: string;
  value: VoteValue;
}

/** What casting, changing or removing a vote answers: the new tally and the caller's vote (0: none). */
export type CastVoteResult = VoteTally & { userVote: VoteValue | 0 | null };

/** `"{contentTypeId}-{entityId}"`, the votes routes' identifier (split at the first '-'). */
export const voteIdentifier = (contentTypeId: number, entityId: string | number) =>
  `${contentTypeId}-${entityId}`;

export const zeroTally = (identifier: string): VoteTally => {
  const dash = identifier.indexOf('-');
  return {
    entityIdentifier: identifier,
    contentTypeId: Number(identifier.slice(0, dash)),
    entityId: identifier.slice(dash + 1),
    upvotes: 0,
    downvotes: 0,
    score: 0,
  };
};

/** The votes routes (docs/social-web.md). */
export const votesApi = (client: ApiClient) => {
  const api = {
    tallies: (identifiers: readonly string[]) =>
      client
        .get<Data<VoteTally[]>>('votes/entities', { ...API, query: { identifiers: identifiers.join(',') } })
        .then(dataOf),
    tally: (contentTypeId: number, entityId: string) =>
      client.get<Data<VoteTally>>(`votes/${contentTypeId}/${encodeURIComponent(entityId)}`, API).then(dataOf),
    /** The caller's own votes among the identifiers (signed in; it carries the session like the spec's). */
    mine: (identifiers: readonly string[]) =>
      client
        .get<Data<UserVote[]>>('votes/user', {
          ...API,
          withSession: true,
          query: { identifiers: identifiers.join(',') },
        })
        .then(dataOf),
    /** 1 or -1 casts or changes the caller's vote, 0 removes it. */
    cast: (contentTypeId: number, entityId: string, value: VoteValue | 0) =>
      client
        .post<Data<CastVoteResult>>(
          `votes/${contentTypeId}/${encodeURIComponent(entityId)}`,
          { value },
          { ...API, withSession: true },
        )
        .then(dataOf),
  };
  const byIdentifier = <T extends { entityIdentifier: string }>(rows: T[]) =>
    new Map(rows.map((row) => [row.entityIdentifier, row]));
  return {
    ...api,
    /** One tally, asked together with every other asked for in the same tick (≤ 200 a call). */
    tallyOf: batchCalls<string, VoteTally>((ids) => api.tallies(ids).then(byIdentifier), {
      maxPerCall: MAX_VOTE_IDENTIFIERS,
      missing: zeroTally,
    }),
    /** The caller's vote on one entity (null: none), batched the same way. */
    myVoteOf: batchCalls<string, UserVote | null>(
      (ids) => api.mine(ids).then((rows) => byIdentifier(rows) as Map<string, UserVote | null>),
      { maxPerCall: MAX_VOTE_IDENTIFIERS, missing: () => null },
    ),
  };
};
export type VotesApi = ReturnType<typeof votesApi>;
