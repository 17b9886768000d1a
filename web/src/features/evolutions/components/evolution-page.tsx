import { Link } from 'react-router';
import type { Evolution } from '@futgg/contracts';
import { EmptyState } from '../../../components/empty-state';
import { costWords, keyUpgrades, repeatabilityWords } from '../../../components/evolution/evolution-words';
import { RequirementList } from '../../../components/evolution/requirement-list';
import { TimeLeft } from '../../../components/evolution/time-left';
import { LocalDateTime } from '../../../components/local-date-time';
import { usePageTitle } from '../../../components/page-title';
import { useUrlFilters } from '../../../components/player-filters/use-url-filters';
import { routes } from '../../../config/env';
import { httpStatusOf } from '../../../lib/api';
import { useCoreData } from '../../../lib/core-data';
import { useEvolution } from '../api/get-evolution';
import { EligiblePlayers } from './eligible-players';
import { EvolutionLevels } from './evolution-levels';

export const eligiblePlayersScreen = (gameYear: number, id: number) => `evolution:${gameYear}:${id}`;

const pageTitleOf = (evolution: Evolution | undefined, error: unknown, gameYear: number) =>
  evolution ? `${evolution.name} evolution · FC ${gameYear}` : error ? 'Evolution not found' : 'Evolution';

const Facts = ({ evolution }: { evolution: Evolution }) => (
  <dl className="evolution-facts">
    <div className="evolution-facts__item">
      <dt>{evolution.isActive ? 'Time left' : 'Status'}</dt>
      <dd>
        <TimeLeft endTime={evolution.endTime} soonHours={48} />
        {evolution.endTime && (
          <span className="evolution-facts__sub">
            <LocalDateTime iso={evolution.endTime} />
          </span>
        )}
      </dd>
    </div>
    <div className="evolution-facts__item">
      <dt>Cost</dt>
      <dd>{costWords(evolution)}</dd>
    </div>
    <div className="evolution-facts__item">
      <dt>Repeatable</dt>
      <dd>{repeatabilityWords(evolution.repeatabilityCount)}</dd>
    </div>
    <div className="evolution-facts__item">
      <dt>Levels</dt>
      <dd>{evolution.levels.length}</dd>
    </div>
  </dl>
);

/**
 * One evolution: what it is, until when and at what cost, its levels and requirements in words, and
 * the cards that can take it with the player database's filters.
 */
export const EvolutionPage = ({ gameYear, id }: { gameYear: number; id: number }) => {
  const evolution = useEvolution(gameYear, id);
  const coreData = useCoreData(gameYear);
  const filters = useUrlFilters(eligiblePlayersScreen(gameYear, id));
  usePageTitle(pageTitleOf(evolution.data, evolution.error, gameYear));

  if (evolution.isPending)
    return (
      <div className="evolution-page" aria-busy="true">
        <p className="muted">Loading evolution…</p>
      </div>
    );
  if (evolution.isError) {
    const isMissing = httpStatusOf(evolution.error) === 404;
    return (
      <EmptyState title={isMissing ? 'There is no such evolution.' : 'This evolution could not be loaded.'}>
        <Link to={routes.evolutions()}>See every evolution</Link>
      </EmptyState>
    );
  }
  const data = evolution.data;
  return (
    <article className="evolution-page">
      <header className="evolution-hero">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <Link to={routes.evolutions(data.isActive ? '' : 'tab=expired')}>Evolutions</Link>{' '}
          <span aria-hidden="true">/</span> <span>{data.name}</span>
        </nav>
        <h1 className="page-title">
          {data.name}
          {!data.isActive && <span className="tag tag--muted">Ended</span>}
        </h1>
        {data.description && <p className="evolution-hero__description">{data.description}</p>}
        <ul className="upgrade-chips" aria-label="What it gives">
          {keyUpgrades(data.levels, coreData.data).map((words) => (
            <li key={words} className="upgrade-chip">
              {words}
            </li>
          ))}
        </ul>
        <Facts evolution={data} />
      </header>
      <div className="evolution-page__grid">
        <section className="panel" aria-labelledby="levels-title">
          <h2 id="levels-title" className="panel__title">
            Levels
          </h2>
          <EvolutionLevels evolution={data} coreData={coreData.data} />
        </section>
        <section className="panel" aria-labelledby="requirements-title">
          <h2 id="requirements-title" className="panel__title">
            Requirements
          </h2>
          <RequirementList
            requirements={data.requirements}
            coreData={coreData.data}
            whenNone="Any player can take this evolution."
          />
        </section>
      </div>
      <EligiblePlayers gameYear={gameYear} evolutionId={id} filters={filters} coreData={coreData.data} />
    </article>
  );
};
