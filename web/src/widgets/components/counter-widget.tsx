// The `comment-count` and `view-count` markers: a count with its icon and label as the marker asks,
// a skeleton of its size until known. Every counter of one content type on the page shares one counts
// call (api-client's countOf batches the ids asked for in the same tick).
import { useCommentCount } from '../../features/comments/api/comments-queries';
import { CountBadge } from '../../features/votes/components/count-badge';
import { useViewCount } from '../../features/votes/api/votes-queries';
import type { CounterInputs } from '../read-inputs';

const CommentCount = ({ inputs }: { inputs: CounterInputs }) => {
  const count = useCommentCount({ contentTypeId: inputs.contentTypeId, entityId: String(inputs.entityId) });
  return <CountBadge kind="comments" count={count.isError ? null : count.data} {...inputs} />;
};

const ViewCount = ({ inputs }: { inputs: CounterInputs }) => {
  const count = useViewCount(inputs.contentTypeId, String(inputs.entityId));
  return <CountBadge kind="views" count={count.isError ? null : count.data} {...inputs} />;
};

export const CounterWidget = ({ kind, inputs }: { kind: 'comments' | 'views'; inputs: CounterInputs }) =>
  kind === 'comments' ? <CommentCount inputs={inputs} /> : <ViewCount inputs={inputs} />;
