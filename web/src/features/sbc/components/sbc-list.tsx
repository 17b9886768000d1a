import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { SbcSetSummary } from '@futgg/contracts';
import { EmptyState, LoadFailedState } from '../../../components/empty-state';
import { usePageTitle } from '../../../components/page-title';
import { Pager } from '../../../components/pager';
import { routes } from '../../../config/env';
import { useSbcCategories, useSbcList } from '../api/sbc-queries';
import { costWords, rewardWords } from '../utils/sbc-words';

const PAGE_SIZE = 20;

const SetCard = ({ set }: { set: SbcSetSummary }) => (
  <li className="content-card">
    <Link to={routes.sbcSet(set.id)} className="content-card__title">
      {set.name}
    </Link>
    {set.isExpired && <span className="tag tag--muted">Ended</span>}
    {set.description && <p className="content-card__text">{set.description}</p>}
    <dl className="content-facts">
      <div>
        <dt>Reward</dt>
        <dd>{set.rewards.map(rewardWords).join(', ') || '—'}</dd>
      </div>
      <div>
        <dt>Challenges</dt>
        <dd>{set.challengeCount}</dd>
      </div>
      <div>
        <dt>Cost</dt>
        <dd>{costWords(set.estimatedCost, 'console')}</dd>
      </div>
    </dl>
  </li>
);

/**
 * `/sbc/`: the categories (`?category=<slug>`, all of them when absent) and their open sets, paged; then
 * what the route puts under them (the solver on requirements of the user's own).
 */
export const SbcList = ({ renderCustomSolver }: { renderCustomSolver?: () => ReactNode } = {}) => {
  usePageTitle('Squad Building Challenges');
  const [search, setSearch] = useSearchParams();
  const category = search.get('category') ?? undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const categories = useSbcCategories();
  const sets = useSbcList({ ...(category ? { categorySlug: category } : {}), page });
  return (
    <div className="content-page">
      <h1 className="page-title">Squad Building Challenges</h1>
      <nav className="content-chips" aria-label="SBC categories">
        <Link to={routes.sbc()} className="content-chip" aria-current={category ? undefined : 'page'}>
          All
        </Link>
        {categories.data?.map((c) => (
          <Link
            key={c.slug}
            to={routes.sbc(`category=${c.slug}`)}
            className="content-chip"
            aria-current={category === c.slug ? 'page' : undefined}
          >
            {c.name} <span className="muted">{c.setCount}</span>
          </Link>
        ))}
      </nav>
      {sets.isPending ? (
        <p className="muted" aria-busy="true">
          Loading SBCs…
        </p>
      ) : sets.isError ? (
        <LoadFailedState title="The SBCs could not be loaded." onRetry={() => void sets.refetch()} />
      ) : sets.data.data.length === 0 ? (
        <EmptyState title="No open SBCs here right now." />
      ) : (
        <>
          <ul className="content-grid" aria-label="SBC sets">
            {sets.data.data.map((set) => (
              <SetCard key={set.id} set={set} />
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            totalCount={sets.data.totalCount}
            label="SBC pages"
            onChange={(next) => {
              const params = new URLSearchParams(search);
              params.set('page', String(next));
              setSearch(params);
            }}
          />
        </>
      )}
      {renderCustomSolver?.()}
    </div>
  );
};
