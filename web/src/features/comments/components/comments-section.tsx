import { useId, useState, type ReactNode } from 'react';
import { COMMENT_SORTS, type CommentSort, type SocialComment } from '@futgg/api-client';
import { SignInLink } from '../../../components/sign-in-link';
import { useCommentThread, useCreateComment } from '../api/comments-queries';
import { CommentForm } from './comment-form';
import { CommentItem, type CommentContext, type Viewer } from './comment-item';

export type { Viewer };

const SORT_LABELS: Record<CommentSort, string> = { new: 'New', best: 'Best', hot: 'Hot' };

const Placeholder = () => (
  <span className="comments__placeholder" aria-hidden="true">
    {[90, 75, 60].map((width) => (
      <span key={width} className="skeleton-block" style={{ width: `${width}%` }} />
    ))}
  </span>
);

export interface CommentsSectionProps {
  contentTypeId: number;
  entityId: string;
  /** undefined while not known (server rendering, before identity answers), null for a visitor. */
  viewer: Viewer | null | undefined;
  renderVotes?: (comment: SocialComment) => ReactNode;
}

/**
 * An entity's comments (spec, second document, section 2): the heading 'Comments' with a placeholder
 * while loading; new, best or hot; reply, edit and delete one's own; load more until a page of fewer
 * than 20. A visitor is offered "Sign in to comment".
 */
export const CommentsSection = ({ contentTypeId, entityId, viewer, renderVotes }: CommentsSectionProps) => {
  const headingId = useId();
  const [sort, setSort] = useState<CommentSort>('new');
  const target = { contentTypeId, entityId };
  const thread = useCommentThread(target, sort);
  const create = useCreateComment(target);
  const context: CommentContext = { target, viewer, renderVotes };
  const comments = thread.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <section className="comments" aria-labelledby={headingId} aria-busy={thread.isPending}>
      <div className="comments__header">
        <h2 className="panel__title" id={headingId}>
          Comments
        </h2>
        <div className="segmented" role="group" aria-label="Sort comments">
          {COMMENT_SORTS.map((key) => (
            <button
              key={key}
              type="button"
              className="segmented__choice"
              aria-pressed={sort === key}
              onClick={() => setSort(key)}
            >
              {SORT_LABELS[key]}
            </button>
          ))}
        </div>
      </div>
      {viewer === null && (
        <p className="comments__sign-in">
          <SignInLink>Sign in to comment</SignInLink>
        </p>
      )}
      {viewer && (
        <CommentForm
          label="Add a comment"
          submitLabel="Post comment"
          onSubmit={(content) => create.mutateAsync({ content })}
        />
      )}
      {thread.isPending ? (
        <Placeholder />
      ) : thread.isError ? (
        <p className="comment-form__error" role="alert">
          The comments could not be loaded.
        </p>
      ) : comments.length === 0 ? (
        <p className="muted">No comments yet.</p>
      ) : (
        <ol className="comments__list" aria-label="Comments">
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} context={context} />
          ))}
        </ol>
      )}
      {thread.hasNextPage && (
        <button
          type="button"
          className="button button--small comments__more"
          disabled={thread.isFetchingNextPage}
          onClick={() => void thread.fetchNextPage()}
        >
          {thread.isFetchingNextPage ? 'Loading…' : 'Load more comments'}
        </button>
      )}
    </section>
  );
};
