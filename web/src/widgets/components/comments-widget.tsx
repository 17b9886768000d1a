// The `comments` marker: the comments section pages show (app/social/entity-comments.tsx), with votes
// on each comment and the reader from the page's identity state.
import { EntityComments } from '../../app/social/entity-comments';
import type { EntityInputs } from '../read-inputs';

export const CommentsWidget = ({ inputs }: { inputs: EntityInputs }) => (
  <div className="widget-card">
    <EntityComments contentTypeId={inputs.contentTypeId} entityId={String(inputs.entityId)} />
  </div>
);
