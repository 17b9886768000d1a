import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { UpgradeHubGroup } from '@futgg/contracts';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { EmptyState, LoadFailedState } from '../../../components/empty-state';
import { usePageTitle } from '../../../components/page-title';
import { Pager } from '../../../components/pager';
import { routes } from '../../../config/env';
import { useApi } from '../../../lib/api';

const PAGE_SIZE = 50;
// Spelled here, not imported: a value from @futgg/contracts would bring zod into the browser's bundle.
const GROUP_TITLES = {
  'player-sbcs': 'Player SBCs',
  evolutions: 'Evolutions',
  'upgrade-sbcs': 'Upgrade SBCs',
  objectives: 'Objectives',
} as const satisfies Record<UpgradeHubGroup, string>;
const GROUPS = Object.keys(GROUP_TITLES) as UpgradeHubGroup[];

export const useUpgradeHub = (gameYear: number, page: number, group: UpgradeHubGroup | undefined) => {
  const api = useApi();
  return useQuery({
    queryKey: ['upgrade-hub', gameYear, page, group ?? null],
    queryFn: () => api.upgradeHub.get(gameYear, { page, pageSize: PAGE_SIZE, ...(group ? { group } : {}) }),
    staleTime: CACHE_SECONDS.UPGRADE_HUB * 1000,
  });
};

/** `/upgrade-hub/?group=…`: every live way to upgrade a card, by group, each with how many it holds. */
export const UpgradeHubPage = ({ gameYear }: { gameYear: number }) => {
  usePageTitle('Upgrade hub');
  const [search, setSearch] = useSearchParams();
  const requested = search.get('group') as UpgradeHubGroup | null;
  const group = requested && GROUPS.includes(requested) ? requested : undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const hub = useUpgradeHub(gameYear, page, group);
  const counts = new Map(hub.data?.groups.map((g) => [g.group, g.count]));
  return (
    <div className="content-page">
      <h1 className="page-title">Upgrade hub</h1>
      <nav className="content-chips" aria-label="Upgrade groups">
        <Link to={routes.upgradeHub()} className="content-chip" aria-current={group ? undefined : 'page'}>
          All
        </Link>
        {GROUPS.map((g) => (
          <Link
            key={g}
            to={routes.upgradeHub(`group=${g}`)}
            className="content-chip"
            aria-current={group === g ? 'page' : undefined}
          >
            {GROUP_TITLES[g]} {counts.has(g) && <span className="muted">{counts.get(g)}</span>}
          </Link>
        ))}
      </nav>
      {hub.isPending ? (
        <p className="muted" aria-busy="true">
          Loading the upgrade hub…
        </p>
      ) : hub.isError ? (
        <LoadFailedState title="The upgrade hub could not be loaded." onRetry={() => void hub.refetch()} />
      ) : hub.data.data.length === 0 ? (
        <EmptyState title="No upgrades are live right now." />
      ) : (
        <>
          {GROUPS.map((g) => {
            const items = hub.data.data.filter((item) => item.group === g);
            if (items.length === 0) return null;
            return (
              <section key={g} className="panel" aria-label={GROUP_TITLES[g]}>
                <h2 className="panel__title">{GROUP_TITLES[g]}</h2>
                <ul className="feed-entries">
                  {items.map((item) => (
                    <li key={`${item.kind}:${item.entityId}`} className="feed-entry">
                      {item.imageUrl && (
                        <img src={item.imageUrl} alt="" width={40} height={40} loading="lazy" />
                      )}
                      <Link to={item.url}>{item.name}</Link>
                      {item.rating !== null && <span className="tag">{item.rating}</span>}
                      {item.program && <span className="muted">{item.program}</span>}
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            totalCount={hub.data.totalCount}
            label="Upgrade hub pages"
            onChange={(next) =>
              setSearch(new URLSearchParams({ ...(group ? { group } : {}), page: String(next) }))
            }
          />
        </>
      )}
    </div>
  );
};
