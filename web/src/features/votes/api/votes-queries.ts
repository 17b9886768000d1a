import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { voteIdentifier, type VoteTally, type VoteValue } from '@futgg/api-client';
import { useApi } from '../../../lib/api';

/** Entity votes are cached 1 s (spec, second document, section 9). */
export const VOTES_STALE_MS = 1000;

export const tallyKey = (identifier: string) => ['votes', 'tally', identifier] as const;
export const myVoteKey = (identifier: string) => ['votes', 'mine', identifier] as const;

/**
 * An entity's tally, asked together with every other on the page (≤ 200 identifiers a call). `initial`
 * (a comment's own upvotes and downvotes) saves the call while it is fresh.
 */
export const useVoteTally = (
  contentTypeId: number,
  entityId: string,
  initial?: Pick<VoteTally, 'upvotes' | 'downvotes'>,
) => {
  const api = useApi();
  const identifier = voteIdentifier(contentTypeId, entityId);
  return useQuery({
    queryKey: tallyKey(identifier),
    queryFn: () => api.votes.tallyOf(identifier),
    staleTime: VOTES_STALE_MS,
    ...(initial
      ? {
          initialData: {
            entityIdentifier: identifier,
            contentTypeId,
            entityId,
            ...initial,
            score: initial.upvotes - initial.downvotes,
          },
        }
      : {}),
  });
};

/** The reader's own vote (1, -1 or 0 for none); asked only for a signed-in reader. */
export const useMyVote = (contentTypeId: number, entityId: string, isSignedIn: boolean) => {
  const api = useApi();
  const identifier = voteIdentifier(contentTypeId, entityId);
  return useQuery({
    queryKey: myVoteKey(identifier),
    queryFn: async (): Promise<VoteValue | 0> => (await api.votes.myVoteOf(identifier))?.value ?? 0,
    staleTime: VOTES_STALE_MS,
    enabled: isSignedIn,
  });
};

/** Casts, changes or (0) removes the reader's vote; the answer's tally and vote replace the cached ones. */
export const useCastVote = (contentTypeId: number, entityId: string) => {
  const api = useApi();
  const queryClient = useQueryClient();
  const identifier = voteIdentifier(contentTypeId, entityId);
  return useMutation({
    mutationFn: (value: VoteValue | 0) => api.votes.cast(contentTypeId, entityId, value),
    onSuccess: (answer, value) => {
      const { userVote, ...tally } = answer;
      queryClient.setQueryData(tallyKey(identifier), tally);
      queryClient.setQueryData(myVoteKey(identifier), userVote ?? value);
    },
  });
};

/** An entity's views, asked with every other counter of its type on the page in one call. */
export const useViewCount = (contentTypeId: number, entityId: string) => {
  const api = useApi();
  return useQuery({
    queryKey: ['view-counts', contentTypeId, entityId],
    queryFn: () => api.views.countOf(contentTypeId, entityId),
  });
};
