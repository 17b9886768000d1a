import type { Evolution } from '@futgg/contracts';
import { useHasHydrated } from '../../../hooks/use-has-hydrated';
import { formatCoins } from '../../../lib/format';

/** An evolution's end as a date ("Ends 14 Dec 2026"), in the reader's zone once the page is theirs. */
export const EndTime = ({ evolution }: { evolution: Pick<Evolution, 'endTime' | 'isActive'> }) => {
  const isBrowser = useHasHydrated();
  if (evolution.endTime === null) return <span className="lab-meta">Never ends</span>;
  const date = new Date(evolution.endTime).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(isBrowser ? {} : { timeZone: 'UTC' }),
  });
  return (
    <span className="lab-meta">
      {evolution.isActive ? 'Ends' : 'Ended'} <time dateTime={evolution.endTime}>{date}</time>
    </span>
  );
};

/** "Free", "25,000 coins", "150 points", "25,000 coins · 150 points". */
export const costText = (cost: { coinsCost: number; pointsCost: number }): string => {
  const parts = [
    cost.coinsCost > 0 ? `${formatCoins(cost.coinsCost)} coins` : null,
    cost.pointsCost > 0 ? `${formatCoins(cost.pointsCost)} points` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Free';
};

export const StatusBadges = ({ isUsed, isExpired }: { isUsed: boolean; isExpired: boolean }) => (
  <>
    {isUsed && <span className="lab-badge lab-badge--used">Used</span>}
    {isExpired && <span className="lab-badge lab-badge--expired">Expired</span>}
  </>
);
