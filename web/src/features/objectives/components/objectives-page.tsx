import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Objective, ObjectiveGroup, ObjectiveGroupSummary, Reward } from '@futgg/contracts';
import { EmptyState, LoadFailedState } from '../../../components/empty-state';
import { LocalDateTime } from '../../../components/local-date-time';
import { usePageTitle } from '../../../components/page-title';
import { Pager } from '../../../components/pager';
import { routes } from '../../../config/env';
import { httpStatusOf } from '../../../lib/api';
import { formatCoins } from '../../../lib/format';
import {
  useCampaign,
  useObjectiveGroup,
  useObjectiveGroups,
  useObjectiveTabs,
} from '../api/objectives-queries';

const PAGE_SIZE = 20;

export const rewardWords = (reward: Reward): string =>
  reward.type === 'player'
    ? `${reward.name} (${reward.rating})`
    : reward.type === 'pack'
      ? `${reward.quantity > 1 ? `${reward.quantity} × ` : ''}${reward.name}`
      : `${formatCoins(reward.amount)} coins`;

const GroupCard = ({ group }: { group: ObjectiveGroupSummary }) => (
  <li className="content-card">
    <Link to={routes.objectiveGroup(group.slug)} className="content-card__title">
      {group.name}
    </Link>
    {group.isExpired && <span className="tag tag--muted">Ended</span>}
    {group.description && <p className="content-card__text">{group.description}</p>}
    <p className="muted">
      {group.objectiveCount} objectives · Reward: {group.rewards.map(rewardWords).join(', ') || '—'}
    </p>
  </li>
);

const ObjectiveRows = ({ objectives }: { objectives: readonly Objective[] }) =>
  objectives.length === 0 ? (
    <p className="muted">No objectives in this group.</p>
  ) : (
    <ol className="feed-entries">
      {objectives.map((objective) => (
        <li key={objective.id} className="feed-entry">
          <strong>{objective.name}</strong> <span className="muted">{objective.description}</span> ·{' '}
          {objective.rewards.map(rewardWords).join(', ') || 'no reward'}
        </li>
      ))}
    </ol>
  );

const Loading = ({ what }: { what: string }) => (
  <p className="muted" aria-busy="true">
    Loading {what}…
  </p>
);

const CampaignList = () => {
  const campaign = useCampaign();
  if (campaign.isPending) return <Loading what="the campaign" />;
  if (campaign.isError)
    return (
      <LoadFailedState title="The campaign could not be loaded." onRetry={() => void campaign.refetch()} />
    );
  if (campaign.data.length === 0) return <EmptyState title="No campaign is running." />;
  return (
    <>
      {campaign.data.map((group: ObjectiveGroup) => (
        <section key={group.id} className="panel" aria-label={group.name}>
          <h2 className="panel__title">
            <Link to={routes.objectiveGroup(group.slug)}>{group.name}</Link>
          </h2>
          <ObjectiveRows objectives={group.objectives} />
        </section>
      ))}
    </>
  );
};

/** `/objectives/?tab=<slug>`: the tabs, the chosen tab's groups (paged), the campaign tab's milestones. */
export const ObjectivesPage = () => {
  usePageTitle('Objectives');
  const [search, setSearch] = useSearchParams();
  const tabs = useObjectiveTabs();
  const first = tabs.data?.[0]?.slug;
  const tabSlug = search.get('tab') ?? first;
  const tab = tabs.data?.find((t) => t.slug === tabSlug);
  const page = Math.max(1, Number(search.get('page')) || 1);
  const groups = useObjectiveGroups(
    { ...(tabSlug ? { categorySlug: tabSlug } : {}), page },
    tabs.isSuccess && !tab?.isCampaign,
  );
  let body: ReactNode;
  if (tabs.isPending) body = <Loading what="objectives" />;
  else if (tabs.isError)
    body = (
      <LoadFailedState title="The objectives could not be loaded." onRetry={() => void tabs.refetch()} />
    );
  else if (tabs.data.length === 0) body = <EmptyState title="No objectives yet." />;
  else if (tab?.isCampaign) body = <CampaignList />;
  else if (groups.isPending) body = <Loading what="groups" />;
  else if (groups.isError)
    body = <LoadFailedState title="The groups could not be loaded." onRetry={() => void groups.refetch()} />;
  else if (groups.data.data.length === 0) body = <EmptyState title="No open objectives in this tab." />;
  else
    body = (
      <>
        <ul className="content-grid" aria-label="Objective groups">
          {groups.data.data.map((group) => (
            <GroupCard key={group.id} group={group} />
          ))}
        </ul>
        <Pager
          page={page}
          pageSize={PAGE_SIZE}
          totalCount={groups.data.totalCount}
          label="Objective pages"
          onChange={(next) =>
            setSearch(new URLSearchParams({ ...(tabSlug ? { tab: tabSlug } : {}), page: String(next) }))
          }
        />
      </>
    );
  return (
    <div className="content-page">
      <h1 className="page-title">Objectives</h1>
      {tabs.data && tabs.data.length > 0 && (
        <nav className="content-chips" aria-label="Objective tabs">
          {tabs.data.map((t) => (
            <Link
              key={t.slug}
              to={routes.objectives(`tab=${t.slug}`)}
              className="content-chip"
              aria-current={t.slug === tabSlug ? 'page' : undefined}
            >
              {t.name}
            </Link>
          ))}
        </nav>
      )}
      {body}
    </div>
  );
};

/** `/objectives/{slug}/`: one group and its objectives. */
export const ObjectiveGroupPage = ({ idOrSlug }: { idOrSlug: string | number }) => {
  const group = useObjectiveGroup(idOrSlug);
  usePageTitle(group.data ? `${group.data.name} objectives` : 'Objectives');
  if (group.isPending) return <Loading what="the objectives" />;
  if (group.isError)
    return httpStatusOf(group.error) === 404 ? (
      <EmptyState title="There are no such objectives.">
        <Link to={routes.objectives()}>Every objective</Link>
      </EmptyState>
    ) : (
      <LoadFailedState title="These objectives could not be loaded." onRetry={() => void group.refetch()} />
    );
  const data = group.data;
  return (
    <article className="content-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={routes.objectives()}>Objectives</Link>
      </nav>
      <h1 className="page-title">
        {data.name} {data.isExpired && <span className="tag tag--muted">Ended</span>}
      </h1>
      {data.description && <p>{data.description}</p>}
      <p className="muted">
        Reward: {data.rewards.map(rewardWords).join(', ') || '—'}
        {data.endsAt && (
          <>
            {' '}
            · Ends <LocalDateTime iso={data.endsAt} />
          </>
        )}
      </p>
      <section className="panel" aria-label="Objectives">
        <ObjectiveRows objectives={data.objectives} />
      </section>
    </article>
  );
};
