import { useState } from 'react';
import type { VoteValue } from '@futgg/api-client';
import { SignInLink } from '../../../components/sign-in-link';
import { useCastVote, useMyVote, useVoteTally } from '../api/votes-queries';

interface VoteButtonsProps {
  contentTypeId: number;
  entityId: string;
  /** undefined while not known; false: a visitor, who is asked to sign in. */
  isSignedIn: boolean | undefined;
  /** What the entity is, for the buttons' names ("Upvote this comment"). */
  what?: string;
  initial?: { upvotes: number; downvotes: number };
}

/**
 * Up and down votes with their counts; the reader's own vote is pressed, and pressing it again takes it
 * back. A visitor's press asks them to sign in instead.
 */
export const VoteButtons = ({
  contentTypeId,
  entityId,
  isSignedIn,
  what = 'this',
  initial,
}: VoteButtonsProps) => {
  const tally = useVoteTally(contentTypeId, entityId, initial);
  const mine = useMyVote(contentTypeId, entityId, isSignedIn === true);
  const cast = useCastVote(contentTypeId, entityId);
  const [askSignIn, setAskSignIn] = useState(false);
  const current = isSignedIn ? (mine.data ?? 0) : 0;

  const press = (value: VoteValue) => {
    if (!isSignedIn) {
      setAskSignIn(true);
      return;
    }
    cast.mutate(current === value ? 0 : value);
  };
  const busy = cast.isPending || (isSignedIn === true && mine.isPending);
  return (
    <span className="votes" role="group" aria-label={`Votes on ${what}`}>
      <button
        type="button"
        className="votes__button votes__button--up"
        aria-pressed={current === 1}
        disabled={busy}
        onClick={() => press(1)}
      >
        <span className="visually-hidden">Upvote {what} </span>
        <span aria-hidden="true">▲</span>
        <span className="votes__count">{tally.data?.upvotes ?? '–'}</span>
      </button>
      <button
        type="button"
        className="votes__button votes__button--down"
        aria-pressed={current === -1}
        disabled={busy}
        onClick={() => press(-1)}
      >
        <span className="visually-hidden">Downvote {what} </span>
        <span aria-hidden="true">▼</span>
        <span className="votes__count">{tally.data?.downvotes ?? '–'}</span>
      </button>
      {askSignIn && <SignInLink className="votes__sign-in">Sign in to vote</SignInLink>}
      {cast.isError && (
        <span className="votes__error" role="alert">
          Your vote was not counted. Try again.
        </span>
      )}
    </span>
  );
};
