// The comments section as pages and the `comments` widget show it: the reader from identity, and vote
// buttons (content type 6, comment) on each comment. Composed here: features do not import each other.
import { CommentsSection } from '../../features/comments/components/comments-section';
import { VoteButtons } from '../../features/votes/components/vote-buttons';
import { useViewer } from './use-viewer';

export const COMMENT_CONTENT_TYPE_ID = 6;

export const EntityComments = ({ contentTypeId, entityId }: { contentTypeId: number; entityId: string }) => {
  const viewer = useViewer();
  return (
    <CommentsSection
      contentTypeId={contentTypeId}
      entityId={entityId}
      viewer={viewer}
      renderVotes={(comment) => (
        <VoteButtons
          contentTypeId={COMMENT_CONTENT_TYPE_ID}
          entityId={String(comment.id)}
          isSignedIn={viewer === undefined ? undefined : viewer !== null}
          what="this comment"
          initial={{ upvotes: comment.upvotes, downvotes: comment.downvotes }}
        />
      )}
    />
  );
};

/** The section in its own panel, below a page that has no place for it (an evolution, a squad). */
export const EntityCommentsPanel = (props: { contentTypeId: number; entityId: string }) => (
  <section className="panel entity-comments-panel">
    <EntityComments {...props} />
  </section>
);
