import { Link } from 'react-router';
import { EmptyState, LoadFailedState } from '../../../components/empty-state';
import { routes } from '../../../config/env';
import { apiErrorMessageOf, httpStatusOf } from '../../../lib/api';
import { useActiveEvolutions } from '../../../lib/active-evolutions';
import { useCoreData } from '../../../lib/core-data';
import { useClubSize } from '../api/get-club-size';
import { useCardsById } from '../../../lib/cards-by-id';
import { useEvolutionPlan } from '../api/plan-evolutions';
import { planParamsOf, plannerQueryOf, usePlannerParams } from '../hooks/use-planner-params';
import { PlanResults } from './plan-results';
import { PlannerFormView } from './planner-form';

/**
 * The planner over the user's club: which cards should take which chains of running evolutions to
 * gain the most, within a coin and point budget, each chain done before its evolutions end. An empty
 * club is sent to My club first.
 */
export const EvolutionPlanner = ({ gameYear }: { gameYear: number }) => {
  const clubSize = useClubSize(gameYear);
  const { form, isAsked, ask } = usePlannerParams();
  const hasCards = (clubSize.data ?? 0) > 0;
  const plan = useEvolutionPlan(planParamsOf(gameYear, form), isAsked && hasCards);
  const evolutions = useActiveEvolutions(gameYear);
  const coreData = useCoreData(gameYear);
  const cards = useCardsById(
    gameYear,
    (plan.data?.assignments ?? []).map((chain) => chain.eaId),
  );

  const header = (
    <header className="page-header">
      <div>
        <p className="eyebrow">Evolution lab</p>
        <h1 className="page-title">Evolution planner</h1>
      </div>
      <p className="muted planner__intro">
        Which of your cards should take which evolutions: the most gain for your budget, every chain finished
        before its evolutions end.
      </p>
    </header>
  );

  if (clubSize.isError)
    return (
      <div className="planner">
        {header}
        <LoadFailedState title="Your club could not be loaded." onRetry={() => clubSize.refetch()} />
      </div>
    );
  if (clubSize.isPending)
    return (
      <div className="planner" aria-busy="true">
        {header}
        <p className="muted">Loading your club…</p>
      </div>
    );
  if (!hasCards)
    return (
      <div className="planner">
        {header}
        <EmptyState title="Your club is empty.">
          <p>The planner works over the cards you own. Import your club file or add cards first.</p>
          <Link className="button button--primary" to={routes.myClub()}>
            Go to My club
          </Link>
        </EmptyState>
      </div>
    );

  return (
    <div className="planner">
      {header}
      <section className="panel planner__settings" aria-labelledby="planner-settings-title">
        <div className="planner__settings-head">
          <h2 id="planner-settings-title" className="panel__title">
            Plan for your {clubSize.data.toLocaleString('en-GB')} cards
          </h2>
          <Link className="small" to={routes.myClub()}>
            Edit my club
          </Link>
        </div>
        <PlannerFormView key={plannerQueryOf(form)} form={form} isPlanning={plan.isFetching} onSubmit={ask} />
      </section>
      {!isAsked ? (
        <p className="muted planner__hint">Choose what to raise and your budget, then plan.</p>
      ) : plan.isError ? (
        httpStatusOf(plan.error) === 400 ? (
          <p className="notice notice--warning" role="alert">
            The planner could not take these settings:{' '}
            {apiErrorMessageOf(plan.error) ?? 'check the budget and chain length'}.
          </p>
        ) : (
          <LoadFailedState title="The plan could not be worked out." onRetry={() => plan.refetch()} />
        )
      ) : plan.isPending ? (
        <p className="muted planner__working" aria-busy="true">
          Weighing every chain for every card…
        </p>
      ) : (
        <PlanResults
          plan={plan.data}
          form={form}
          gameYear={gameYear}
          cards={cards.data ?? []}
          evolutions={evolutions.data}
          coreData={coreData.data}
        />
      )}
    </div>
  );
};
