import { z } from 'zod';
import { defineContract } from '../contract/contract.js';
import {
  CastVoteRequest,
  CastVoteResult,
  UserVote,
  UserVotesRequest,
  VoteTalliesRequest,
  VoteTally,
  VoteTallyRequest,
} from './votes.schemas.js';

export * from './votes.schemas.js';

/**
 * The social service's votes subjects (docs/votes-and-views.md): tallies are open to anyone; the
 * caller's votes and casting need a signed-in caller (a vote is always the caller's own).
 */
export const VOTES_CONTRACTS = {
  tallies: defineContract('social.votes.tallies', 1, VoteTalliesRequest, z.array(VoteTally)),
  tally: defineContract('social.votes.tally', 1, VoteTallyRequest, VoteTally),
  userVotes: defineContract('social.votes.user', 1, UserVotesRequest, z.array(UserVote)),
  cast: defineContract('social.votes.cast', 1, CastVoteRequest, CastVoteResult),
} as const;
