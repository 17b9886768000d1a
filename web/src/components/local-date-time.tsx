import { useHasHydrated } from '../hooks/use-has-hydrated';

/**
 * A date and time in the reader's own time zone. The server does not know that zone, so a server
 * rendered page shows UTC (and says so) until hydration has finished; a page rendered in the browser
 * shows local time from its first paint. Either way the hydrated HTML matches what the server sent.
 */
export const LocalDateTime = ({ iso }: { iso: string }) => {
  const isBrowser = useHasHydrated();
  const date = new Date(iso);
  return (
    <time dateTime={iso}>
      {isBrowser ? date.toLocaleString('en-GB') : `${date.toLocaleString('en-GB', { timeZone: 'UTC' })} UTC`}
    </time>
  );
};
