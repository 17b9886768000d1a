import { useEffect, useState } from 'react';
import { timeDifference } from '../../lib/format';

const REFRESH_MS = 60_000;

export const TimeDifference = ({ dateTime }: { dateTime: Date }) => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return <time dateTime={dateTime.toISOString()}>{timeDifference(dateTime, now)}</time>;
};
