import type { CoreData, Evolution } from '@futgg/contracts';
import { GamePageHeader } from '../../../components/page-header';
import { EmptyState, LoadFailedState } from '../../../components/empty-state';
import { Pager } from '../../../components/pager';
import { SkeletonList } from '../../../components/skeleton-list';
import { usePageTitle } from '../../../components/page-title';
import { Tabs } from '../../../components/tabs';
import { useCoreData } from '../../../lib/core-data';
import { EVOLUTIONS_PAGE_SIZE, useEvolutionList } from '../api/list-evolutions';
import { useEvolutionCounts } from '../api/get-evolution-counts';
import { useEvolutionsView, type EvolutionTab } from '../hooks/use-evolutions-view';
import { EvolutionRow } from './evolution-row';

/** Active evolutions ending within this many hours are "expiring soon", unless the API says otherwise. */
const EXPIRING_SOON_HOURS = 48;

const SkeletonRows = () => <SkeletonList rows={6} rowClassName="evolution-skeleton" />;

interface RowsProps {
  evolutions: readonly Evolution[];
  coreData: CoreData | undefined;
  label: string;
  isUpdating?: boolean;
}

const EvolutionRows = ({ evolutions, coreData, label, isUpdating = false }: RowsProps) => (
  <ul className="evolution-rows" aria-label={label} aria-busy={isUpdating || undefined}>
    {evolutions.map((evolution) => (
      <EvolutionRow key={evolution.id} evolution={evolution} coreData={coreData} />
    ))}
  </ul>
);

interface TabProps {
  gameYear: number;
  page: number;
  setPage: (page: number) => void;
  coreData: CoreData | undefined;
}

const EMPTY: Record<EvolutionTab, { title: (hours: number) => string; text?: string }> = {
  active: {
    title: () => 'No evolution is running right now.',
    text: 'New evolutions arrive with each promo: check back soon.',
  },
  expiring: {
    title: (hours) => `No evolution ends within the next ${hours} hours.`,
    text: 'Every running evolution has more time left: see the Active tab.',
  },
  expired: { title: () => 'No evolution has ended yet.' },
};

const LABELS: Record<EvolutionTab, string> = {
  active: 'Active evolutions',
  expiring: 'Evolutions expiring soon',
  expired: 'Expired evolutions',
};

/** A tab's evolutions, a page at a time from the API (running, ending soon, or ended). */
const ServerPagedTab = ({
  gameYear,
  page,
  setPage,
  coreData,
  tab,
  hours,
}: TabProps & { tab: EvolutionTab; hours: number }) => {
  const list = useEvolutionList({ gameYear, tab, page });
  const label = LABELS[tab];
  if (list.isError)
    return <LoadFailedState title="The evolutions could not be loaded." onRetry={() => list.refetch()} />;
  if (list.isPending) return <SkeletonRows />;
  if (list.data.data.length === 0)
    return <EmptyState title={EMPTY[tab].title(hours)}>{EMPTY[tab].text}</EmptyState>;
  return (
    <>
      <EvolutionRows
        evolutions={list.data.data}
        coreData={coreData}
        label={label}
        isUpdating={list.isPlaceholderData}
      />
      <Pager
        page={page}
        pageSize={EVOLUTIONS_PAGE_SIZE}
        totalCount={list.data.totalCount}
        onChange={setPage}
        label={`${label} pages`}
      />
    </>
  );
};

const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

/**
 * The evolutions list: tabs for the running ones, those ending within 48 hours and the ended ones,
 * each newest first and paged, with the counts from `/counts/`. Each row links to its evolution.
 */
export const EvolutionsList = ({ gameYear }: { gameYear: number }) => {
  const { tab, page, setTab, setPage } = useEvolutionsView();
  const counts = useEvolutionCounts(gameYear);
  const coreData = useCoreData(gameYear);
  const hours = counts.data?.expiringSoonHours ?? EXPIRING_SOON_HOURS;
  usePageTitle(`${LABELS[tab]} · FC ${gameYear}`);
  const props = { gameYear, page, setPage, coreData: coreData.data, hours };

  return (
    <div className="evolutions">
      <GamePageHeader gameYear={gameYear} title="Evolutions">
        <p className="muted evolutions__intro">
          Upgrade a card level by level: what each evolution gives, who can take it, and how long is left.
        </p>
      </GamePageHeader>
      <Tabs
        label="Evolutions"
        active={tab}
        onChange={setTab}
        tabs={[
          {
            key: 'active',
            label: withCount('Active', counts.data?.active),
            render: () => <ServerPagedTab key="active" {...props} tab="active" />,
          },
          {
            key: 'expiring',
            label: withCount('Expiring soon', counts.data?.expiringSoon),
            render: () => <ServerPagedTab key="expiring" {...props} tab="expiring" />,
          },
          {
            key: 'expired',
            label: withCount('Expired', counts.data?.expired),
            render: () => <ServerPagedTab key="expired" {...props} tab="expired" />,
          },
        ]}
      />
    </div>
  );
};
