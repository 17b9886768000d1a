import { useParams } from 'react-router';
import { DEFAULT_GAME_YEAR } from '../../config/env';
import { EvolutionPage } from '../../features/evolutions/components/evolution-page';
import { parsePageId } from '../../lib/page-ids';
import { NotFoundPage } from './not-found.route';
import { EntityCommentsPanel } from '../social/entity-comments';

/** Content type 2 (evolution) in social's list; the entity is the evolution's id. */
const EVOLUTION_CONTENT_TYPE_ID = 2;

export { prefetchEvolution } from '../../features/evolutions/api/prefetch-evolutions';

export const EvolutionRoute = () => {
  const id = parsePageId(useParams()['id']);
  if (id === null)
    return <NotFoundPage title="Evolution not found">There is no evolution at this address.</NotFoundPage>;
  return (
    <>
      <EvolutionPage key={id} gameYear={DEFAULT_GAME_YEAR} id={id} />
      <EntityCommentsPanel
        key={`comments-${id}`}
        contentTypeId={EVOLUTION_CONTENT_TYPE_ID}
        entityId={String(id)}
      />
    </>
  );
};
export default EvolutionRoute;
