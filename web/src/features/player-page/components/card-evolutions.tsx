import { Link } from 'react-router';
import type { CoreData, Evolution, EvolutionPathRow } from '@futgg/contracts';
import { EmptyState, LoadFailedState } from '../../../components/empty-state';
import { costWords, keyUpgrades } from '../../../components/evolution/evolution-words';
import { labCardLink, labPathLink } from '../../../components/evolution/lab-links';
import { TimeLeft } from '../../../components/evolution/time-left';
import { routes } from '../../../config/env';
import { evolutionsById, useActiveEvolutions } from '../../../lib/active-evolutions';
import { useCardEvolutionIds } from '../api/get-card-evolutions';
import { useCardPaths } from '../api/get-card-paths';

interface CardEvolutionsProps {
  gameYear: number;
  eaId: number;
  name: string;
  coreData: CoreData | undefined;
}

const EvolutionItem = ({
  evolution,
  eaId,
  coreData,
}: {
  evolution: Evolution;
  eaId: number;
  coreData: CoreData | undefined;
}) => (
  <li className="card-evolution">
    <div className="card-evolution__head">
      <Link to={routes.evolution(evolution.id)} className="card-evolution__name">
        {evolution.name}
      </Link>
      <span className="card-evolution__meta">
        {costWords(evolution)} · <TimeLeft endTime={evolution.endTime} soonHours={48} />
      </span>
    </div>
    <ul className="upgrade-chips" aria-label={`Upgrades of ${evolution.name}`}>
      {keyUpgrades(evolution.levels, coreData).map((words) => (
        <li key={words} className="upgrade-chip">
          {words}
        </li>
      ))}
    </ul>
    <Link className="button button--small card-evolution__lab" to={labCardLink(eaId, [evolution.id])}>
      Open in lab<span className="visually-hidden"> with {evolution.name}</span>
    </Link>
  </li>
);

/** The running evolutions the card can take now, each with what it gives. */
const EvolutionsNow = ({ gameYear, eaId, name, coreData }: CardEvolutionsProps) => {
  const ids = useCardEvolutionIds(gameYear, eaId);
  const active = useActiveEvolutions(gameYear);
  if (ids.isError || active.isError)
    return (
      <LoadFailedState
        title="The evolutions for this card could not be loaded."
        onRetry={() => void Promise.all([ids.refetch(), active.refetch()])}
      />
    );
  if (ids.isPending || active.isPending) return <p className="muted">Loading evolutions…</p>;
  const byId = evolutionsById(active.data);
  const evolutions = ids.data.flatMap((id) => byId.get(id) ?? []);
  if (evolutions.length === 0)
    return (
      <EmptyState title="No running evolution takes this card.">
        {name} meets the requirements of none of the evolutions running now.{' '}
        <Link to={routes.evolutions()}>See every evolution</Link>
      </EmptyState>
    );
  return (
    <ul className="card-evolutions" aria-label="Evolutions this card can take">
      {evolutions.map((evolution) => (
        <EvolutionItem key={evolution.id} evolution={evolution} eaId={eaId} coreData={coreData} />
      ))}
    </ul>
  );
};

const chainNames = (row: EvolutionPathRow, byId: Map<number, Evolution>) =>
  row.evolutionIds.map((id) => byId.get(id)?.name ?? `Evolution ${id}`);

/** The card's best chains of running evolutions: the overall they reach, what they cost. */
const BestChains = ({ gameYear, eaId, name }: CardEvolutionsProps) => {
  const paths = useCardPaths(gameYear, eaId);
  const active = useActiveEvolutions(gameYear);
  if (paths.isError)
    return <LoadFailedState title="The best chains could not be loaded." onRetry={() => paths.refetch()} />;
  if (paths.isPending) return <p className="muted">Looking for the best chains…</p>;
  if (paths.data.data.length === 0)
    return <p className="muted">No chain of running evolutions raises {name}’s overall.</p>;
  const byId = evolutionsById(active.data);
  return (
    <ol className="card-chains" aria-label="Best chains for this card">
      {paths.data.data.map((row) => (
        <li key={row.pathHash} className="card-chain">
          <span className="card-chain__steps">{chainNames(row, byId).join(' → ')}</span>
          <span className="card-chain__gain">
            {paths.data.baseScore} → {row.score} <span className="trend trend--up">+{row.gain} OVR</span>
          </span>
          <span className="card-chain__cost">{costWords(row)}</span>
          <Link className="button button--small" to={labPathLink(row.pathHash)}>
            Open in lab<span className="visually-hidden"> with this chain</span>
          </Link>
        </li>
      ))}
    </ol>
  );
};

/** The player page's EVOLUTIONS tab. */
export const CardEvolutions = (props: CardEvolutionsProps) => (
  <div className="card-evolutions-tab">
    <section aria-labelledby="card-evolutions-now">
      <h3 id="card-evolutions-now" className="card-evolutions-tab__title">
        Evolutions it can take now
      </h3>
      <EvolutionsNow {...props} />
    </section>
    <section aria-labelledby="card-evolutions-chains">
      <h3 id="card-evolutions-chains" className="card-evolutions-tab__title">
        Best chains
      </h3>
      <BestChains {...props} />
    </section>
  </div>
);
