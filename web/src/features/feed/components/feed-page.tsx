import { Link, useSearchParams } from 'react-router';
import type { FeedEntry, FeedKind } from '@futgg/contracts';
import { EmptyState, LoadFailedState } from '../../../components/empty-state';
import { usePageTitle } from '../../../components/page-title';
import { useFeedDates, useFeedDay } from '../api/feed-queries';

// Spelled here, not imported: a value from @futgg/contracts would bring zod into the browser's bundle.
const KIND_TITLES = {
  player: 'Players',
  evolution: 'Evolutions',
  sbc: 'SBCs',
  objective: 'Objectives',
} as const satisfies Record<FeedKind, string>;
const KINDS = Object.keys(KIND_TITLES) as FeedKind[];

/** "Friday, 27 November 2026" for a `YYYY-MM-DD` day (UTC, as the feed's days are). */
export const dayWords = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const EntryRow = ({ entry }: { entry: FeedEntry }) => (
  <li className="feed-entry">
    {entry.imageUrl && <img src={entry.imageUrl} alt="" width={40} height={40} loading="lazy" />}
    <Link to={entry.url}>{entry.name}</Link>
    {entry.rating !== null && <span className="tag">{entry.rating}</span>}
    {entry.rewardsPlayer && <span className="tag tag--accent">Player reward</span>}
    {entry.program && <span className="muted">{entry.program}</span>}
  </li>
);

/**
 * `/feed/?date=YYYY-MM-DD`: what was added on a day, kinds in the feed's richness order (players,
 * evolutions, SBCs, objectives), each kind's entries as the server ordered them. Without a date, the
 * newest day that has entries.
 */
export const FeedPage = ({ gameYear }: { gameYear: number }) => {
  usePageTitle('Daily feed');
  const [search, setSearch] = useSearchParams();
  const dates = useFeedDates(gameYear);
  const newest = dates.data?.dates[0]?.date ?? null;
  const date = search.get('date') ?? newest;
  const day = useFeedDay(gameYear, date);
  const known = dates.data?.dates ?? [];
  const index = known.findIndex((d) => d.date === date);
  const go = (next: string) => setSearch(new URLSearchParams({ date: next }));
  return (
    <div className="content-page">
      <h1 className="page-title">Daily feed</h1>
      {dates.isPending ? (
        <p className="muted" aria-busy="true">
          Loading the feed…
        </p>
      ) : dates.isError ? (
        <LoadFailedState title="The feed could not be loaded." onRetry={() => void dates.refetch()} />
      ) : known.length === 0 && !search.get('date') ? (
        <EmptyState title="Nothing has been added yet." />
      ) : (
        <>
          <div className="feed-picker">
            <button
              type="button"
              className="button button--small"
              disabled={index < 0 || index >= known.length - 1}
              onClick={() => go(known[index + 1]!.date)}
            >
              ← Older
            </button>
            <label className="field">
              <span className="field__label">Day</span>
              <select className="input" value={date ?? ''} onChange={(event) => go(event.target.value)}>
                {index < 0 && date && <option value={date}>{dayWords(date)}</option>}
                {known.map((d) => (
                  <option key={d.date} value={d.date}>
                    {dayWords(d.date)} ({d.total})
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="button button--small"
              disabled={index <= 0}
              onClick={() => go(known[index - 1]!.date)}
            >
              Newer →
            </button>
          </div>
          {day.isPending ? (
            <p className="muted" aria-busy="true">
              Loading the day…
            </p>
          ) : day.isError ? (
            <LoadFailedState title="This day could not be loaded." onRetry={() => void day.refetch()} />
          ) : day.data.entries.length === 0 ? (
            <EmptyState title={`Nothing was added on ${dayWords(day.data.date)}.`} />
          ) : (
            <>
              <h2 className="panel__title">{dayWords(day.data.date)}</h2>
              {KINDS.map((kind) => {
                const entries = day.data.entries.filter((entry) => entry.kind === kind);
                if (entries.length === 0) return null;
                return (
                  <section key={kind} className="panel" aria-label={KIND_TITLES[kind]}>
                    <h3 className="panel__title">
                      {KIND_TITLES[kind]} <span className="muted">{entries.length}</span>
                    </h3>
                    <ul className="feed-entries">
                      {entries.map((entry) => (
                        <EntryRow key={`${entry.kind}:${entry.entityId}`} entry={entry} />
                      ))}
                    </ul>
                  </section>
                );
              })}
            </>
          )}
        </>
      )}
    </div>
  );
};
