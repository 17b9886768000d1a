import { useState, type ReactNode } from 'react';
import type { SocialComment } from '@futgg/api-client';
import { LocalDateTime } from '../../../components/local-date-time';
import { sanitizeCommentHtml } from '../../../lib/sanitize-html';
import {
  useCommentThread,
  useCreateComment,
  useDeleteComment,
  useEditComment,
  useReportComment,
  type CommentTarget,
} from '../api/comments-queries';
import { CommentForm } from './comment-form';

/** Who reads the thread: undefined until known, null for a visitor. */
export interface Viewer {
  id: string;
  /** Admins may delete any comment. */
  isAdmin: boolean;
}

export interface CommentContext {
  target: CommentTarget;
  viewer: Viewer | null | undefined;
  /** What goes beside each comment's actions (the vote buttons, content type 6). */
  renderVotes?: (comment: SocialComment) => ReactNode;
}

/** A comment's text for editing: its sanitised HTML read as text, line breaks and paragraphs kept. */
export const textOf = (html: string): string => {
  const document = new DOMParser().parseFromString(
    sanitizeCommentHtml(html)
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/p>\s*<p>/gi, '\n\n'),
    'text/html',
  );
  return (document.body.textContent ?? '').trim();
};

/** The moderation service keeps notes of at most 2,000 characters (contracts' MODERATION_LIMITS). */
const MAX_REPORT_NOTE_LENGTH = 2000;

/** Replies nest this deep; deeper replies are drawn at the last level (the thread stays readable on phones). */
const MAX_INDENT = 3;

const Replies = ({ context, parent, depth }: { context: CommentContext; parent: number; depth: number }) => {
  const thread = useCommentThread(context.target, 'new', parent);
  if (thread.isPending) return <p className="muted comment__replies-status">Loading replies…</p>;
  if (thread.isError)
    return (
      <p className="comment__replies-status" role="alert">
        The replies could not be loaded.
      </p>
    );
  const replies = thread.data.pages.flatMap((page) => page.data);
  return (
    <>
      <ol className="comments__list comments__list--replies" aria-label="Replies">
        {replies.map((reply) => (
          <CommentItem key={reply.id} comment={reply} context={context} depth={depth + 1} />
        ))}
      </ol>
      {thread.hasNextPage && (
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={thread.isFetchingNextPage}
          onClick={() => void thread.fetchNextPage()}
        >
          Load more replies
        </button>
      )}
    </>
  );
};

export const CommentItem = ({
  comment,
  context,
  depth = 0,
}: {
  comment: SocialComment;
  context: CommentContext;
  depth?: number;
}) => {
  const { target, viewer, renderVotes } = context;
  const [mode, setMode] = useState<'read' | 'reply' | 'edit' | 'confirm-delete' | 'report'>('read');
  const [showReplies, setShowReplies] = useState(false);
  const create = useCreateComment(target);
  const edit = useEditComment(target);
  const remove = useDeleteComment(target);
  const report = useReportComment();
  const author = comment.isDeleted ? null : comment.author;
  const isOwn = Boolean(viewer && author && author.id === viewer.id);
  const mayDelete = !comment.isDeleted && (isOwn || viewer?.isAdmin === true);
  const name = author ? author.displayName : '[deleted]';

  return (
    <li className={`comment comment--depth-${Math.min(depth, MAX_INDENT)}`}>
      <article
        id={`comment-${comment.id}`}
        className="comment__body"
        aria-label={author ? `Comment by ${name}` : 'Deleted comment'}
      >
        <header className="comment__header">
          {author && <span className="comment__author">{name}</span>}
          <span className="muted comment__date">
            <LocalDateTime iso={comment.dateCreated} />
            {comment.dateEdited && !comment.isDeleted && ' (edited)'}
          </span>
        </header>
        {comment.isDeleted ? (
          <p className="comment__deleted">[deleted]</p>
        ) : mode === 'edit' ? (
          <CommentForm
            label="Edit your comment"
            submitLabel="Save"
            initial={textOf(comment.content)}
            onSubmit={(content) => edit.mutateAsync({ id: comment.id, content }).then(() => setMode('read'))}
            onCancel={() => setMode('read')}
          />
        ) : (
          <div
            className="comment__content"
            // Sanitised by the service; sanitised again here before it reaches the page.
            dangerouslySetInnerHTML={{ __html: sanitizeCommentHtml(comment.content) }}
          />
        )}
        <div className="comment__actions">
          {!comment.isDeleted && renderVotes?.(comment)}
          {viewer && !comment.isDeleted && mode === 'read' && (
            <button type="button" className="comment__action" onClick={() => setMode('reply')}>
              Reply
            </button>
          )}
          {isOwn && !comment.isDeleted && mode === 'read' && (
            <button type="button" className="comment__action" onClick={() => setMode('edit')}>
              Edit
            </button>
          )}
          {viewer && !isOwn && !comment.isDeleted && mode === 'read' && !report.isSuccess && (
            <button type="button" className="comment__action" onClick={() => setMode('report')}>
              Report
            </button>
          )}
          {report.isSuccess && <span className="muted comment__reported">Reported. Thank you.</span>}
          {mayDelete && mode === 'read' && (
            <button type="button" className="comment__action" onClick={() => setMode('confirm-delete')}>
              Delete
            </button>
          )}
          {mode === 'confirm-delete' && (
            <span className="comment__confirm" role="group" aria-label="Delete this comment?">
              <span>Delete this comment?</span>
              <button
                type="button"
                className="comment__action comment__action--danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate(comment.id, { onSettled: () => setMode('read') })}
              >
                Yes, delete
              </button>
              <button type="button" className="comment__action" onClick={() => setMode('read')}>
                Keep it
              </button>
            </span>
          )}
        </div>
        {remove.isError && (
          <p className="comment-form__error" role="alert">
            The comment could not be deleted.
          </p>
        )}
        {mode === 'report' && (
          <CommentForm
            label="What is wrong with this comment?"
            submitLabel="Send report"
            maxLength={MAX_REPORT_NOTE_LENGTH}
            onSubmit={(note) => report.mutateAsync({ id: comment.id, note }).then(() => setMode('read'))}
            onCancel={() => setMode('read')}
          />
        )}
        {mode === 'reply' && (
          <CommentForm
            label={`Reply to ${name}`}
            submitLabel="Post reply"
            onSubmit={(content) =>
              create.mutateAsync({ content, parent: comment.id }).then(() => {
                setMode('read');
                setShowReplies(true);
              })
            }
            onCancel={() => setMode('read')}
          />
        )}
        {comment.replyCount > 0 && (
          <button
            type="button"
            className="comment__action comment__toggle"
            aria-expanded={showReplies}
            onClick={() => setShowReplies((shown) => !shown)}
          >
            {showReplies
              ? 'Hide replies'
              : `Show ${comment.replyCount} ${comment.replyCount === 1 ? 'reply' : 'replies'}`}
          </button>
        )}
      </article>
      {showReplies && <Replies context={context} parent={comment.id} depth={depth} />}
    </li>
  );
};
