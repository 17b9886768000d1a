import { usePageTitle } from '../../components/page-title';
import { DEFAULT_GAME_YEAR } from '../../config/env';
import { EvolutionPlanner } from '../../features/evolution-planner/components/evolution-planner';
import { SignedInPage } from './signed-in-page';

export const EvolutionPlannerRoute = () => {
  usePageTitle(`Evolution planner · FC ${DEFAULT_GAME_YEAR}`);
  return (
    <SignedInPage
      title="Evolution planner"
      action="plan evolutions for your club"
      explanation="The planner works out which of your cards should take which evolutions for the most gain within your budget."
    >
      {() => <EvolutionPlanner gameYear={DEFAULT_GAME_YEAR} />}
    </SignedInPage>
  );
};
export default EvolutionPlannerRoute;
