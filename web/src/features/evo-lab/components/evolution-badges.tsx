import type { Evolution } from '@futgg/contracts';
import { TimeLeft } from '../../../components/evolution/time-left';

// An evolution reads the same everywhere (docs/architecture.md): its end, costs and upgrades are worded
// by components/evolution; the lab adds only what is its own (the Used badge, why it is not offered).

/** When an evolution ends: "ends in 3 d 4 h", "ended 22 September 2026". */
export const EndTime = ({ evolution }: { evolution: Pick<Evolution, 'endTime'> }) => (
  <TimeLeft endTime={evolution.endTime} className="lab-meta" soonHours={48} />
);

export const StatusBadges = ({ isUsed, isExpired }: { isUsed: boolean; isExpired: boolean }) => (
  <>
    {isUsed && <span className="lab-badge lab-badge--used">Used</span>}
    {isExpired && <span className="lab-badge lab-badge--expired">Expired</span>}
  </>
);
