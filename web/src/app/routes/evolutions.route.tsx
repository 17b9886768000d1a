import { DEFAULT_GAME_YEAR } from '../../config/env';
import { EvolutionsList } from '../../features/evolutions/components/evolutions-list';

export { prefetchEvolutions } from '../../features/evolutions/api/prefetch-evolutions';

export const EvolutionsRoute = () => <EvolutionsList gameYear={DEFAULT_GAME_YEAR} />;
export default EvolutionsRoute;
