import { useEffect, useState } from 'react';
import { useHasHydrated } from '../../hooks/use-has-hydrated';
import { endWords } from './evolution-words';

const REFRESH_MS = 60_000;

/** The current time, again every minute: enough for "ends in 3 d 4 h". */
const useMinuteClock = (): Date => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
};

const utcDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });

/**
 * When an evolution ends, as time left ("ends in 3 d 4 h") or the day it ended. A server-rendered page
 * shows the end in UTC until it has hydrated: the time left depends on the moment of reading, which
 * the server's and the browser's renders would not agree on.
 */
export const TimeLeft = ({
  endTime,
  className,
  soonHours,
}: {
  endTime: string | null;
  className?: string;
  /** Marked `time-left--soon` (in the browser) when it ends within this many hours. */
  soonHours?: number;
}) => {
  const isBrowser = useHasHydrated();
  const now = useMinuteClock();
  if (endTime === null) return <span className={className}>No end date</span>;
  if (!isBrowser) {
    const verb = Date.parse(endTime) > Date.now() ? 'ends' : 'ended';
    return (
      <time className={className} dateTime={endTime}>
        {verb} {utcDateTime(endTime)} UTC
      </time>
    );
  }
  const left = Date.parse(endTime) - now.getTime();
  const isSoon = soonHours !== undefined && left > 0 && left <= soonHours * 3_600_000;
  return (
    <time
      className={[className, isSoon ? 'time-left--soon' : ''].filter(Boolean).join(' ') || undefined}
      dateTime={endTime}
      title={new Date(endTime).toLocaleString('en-GB')}
    >
      {endWords(endTime, now)}
    </time>
  );
};
