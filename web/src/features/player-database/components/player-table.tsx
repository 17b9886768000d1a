import {
  memo,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type RefObject,
} from 'react';
import { useNavigate } from 'react-router';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { CoreData, PlayerItemSummary } from '@futgg/contracts';
import type { CardColours } from '../../../components/card/card-art';
import type { SortKey } from '@futgg/game-rules';
import { cardFaceStats, MiniCard, positionName } from '../../../components/card/card-art';
import { nameOf, rarityOf } from '../../../lib/core-data';
import { formatCoinsShort, formatTrend, playerName, trendDirection } from '../../../lib/format';
import { nextSortDirection } from '../../../lib/sortable';
import { statTier } from '../../../lib/attribute-groups';
import { routes } from '../../../config/env';
import { PLAYER_PAGE_SIZE } from '../api/page-size';

export const ROW_HEIGHT_PX = 60;
const PREFETCH_ROWS = 15;

interface PlayerTableProps {
  gameYear: number;
  rows: readonly PlayerItemSummary[];
  totalCount: number;
  coreData: CoreData | undefined;
  sort: readonly SortKey[] | undefined;
  onSort: (sort: SortKey[]) => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}

const COLUMNS: readonly { key: string; label: string; sortField?: SortKey['field']; className: string }[] = [
  { key: 'card', label: 'Card', className: 'col-card' },
  { key: 'name', label: 'Name', sortField: 'name', className: 'col-name' },
  { key: 'overall', label: 'OVR', sortField: 'overall', className: 'col-num' },
  { key: 'position', label: 'Pos', className: 'col-pos' },
  { key: 'pace', label: 'PAC', sortField: 'facePace', className: 'col-stat' },
  { key: 'shooting', label: 'SHO', sortField: 'faceShooting', className: 'col-stat' },
  { key: 'passing', label: 'PAS', sortField: 'facePassing', className: 'col-stat' },
  { key: 'dribbling', label: 'DRI', sortField: 'faceDribbling', className: 'col-stat' },
  { key: 'defending', label: 'DEF', sortField: 'faceDefending', className: 'col-stat' },
  { key: 'physicality', label: 'PHY', sortField: 'facePhysicality', className: 'col-stat' },
  { key: 'price', label: 'Price', sortField: 'price', className: 'col-price' },
  { key: 'trend', label: '24h', sortField: 'priceTrend24h', className: 'col-trend' },
];

const ariaSortOf = (sort: readonly SortKey[] | undefined, field: SortKey['field'] | undefined) => {
  const first = sort?.[0];
  if (!field || first?.field !== field) return undefined;
  return first.direction === 'desc' ? 'descending' : 'ascending';
};

interface PlayerRowProps {
  card: PlayerItemSummary;
  href: string;
  rarity: CardColours;
  clubName: string;
  leagueName: string;
  rowIndex: number;
  offsetPx: number;
}

/**
 * One row, kept to few elements (the rarity dot, coin and trend arrow are CSS; the stat columns are
 * named by their headers): a page of rows is laid out on every filter change. Memoised on plain values, so loading the next page or scrolling renders only the rows that
 * enter the view. The name is a plain link (the table navigates for it): a router <Link> per row would
 * re-resolve its path on every filter change.
 */
const PlayerRow = memo(function PlayerRow({
  card,
  href,
  rarity,
  clubName,
  leagueName,
  rowIndex,
  offsetPx,
}: PlayerRowProps) {
  const trend = trendDirection(card.priceTrend24h);
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      className="player-table__row"
      style={{ transform: `translateY(${offsetPx}px)`, height: ROW_HEIGHT_PX }}
    >
      <div role="cell" className="col-card">
        <MiniCard card={card} colours={rarity} />
      </div>
      <div role="cell" className="col-name">
        <a href={href} className="player-link">
          {playerName(card)}
        </a>
        <span className="player-table__meta" style={{ '--rarity-line': rarity.lineColor } as CSSProperties}>
          {rarity.name} · {clubName} · <span className="league">{leagueName}</span>
        </span>
      </div>
      <div role="cell" className="col-num">
        <span className="overall-badge">{card.overall}</span>
      </div>
      <div role="cell" className="col-pos">
        {positionName(card.position)}
        {card.alternativePositionIds.length > 0 && (
          <span className="alt-positions">{card.alternativePositionIds.map(positionName).join(' ')}</span>
        )}
      </div>
      {cardFaceStats(card).map((stat) => (
        <div key={stat.label} role="cell" className={`col-stat stat stat--${statTier(stat.value)}`}>
          {stat.value ?? '—'}
        </div>
      ))}
      <div role="cell" className="col-price">
        {card.isExtinct ? 'Extinct' : formatCoinsShort(card.price)}
      </div>
      <div role="cell" className={`col-trend trend trend--${trend}`}>
        {formatTrend(card.priceTrend24h)}
      </div>
    </div>
  );
});

/** A plain left click on a row's link navigates in the app; other clicks (new tab, copy) stay the browser's. */
const isInAppClick = (event: MouseEvent) =>
  event.button === 0 &&
  !event.defaultPrevented &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey;

/**
 * Where the rows start in the document, for the virtualizer to map window scroll to row indexes. Read
 * after the browser has laid the page out (ResizeObserver callbacks run then), never forcing a layout of
 * its own; until the first reading, 0 makes the virtualizer render a superset of the rows in view.
 */
const useDocumentTop = (ref: RefObject<HTMLElement | null>) => {
  const [top, setTop] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const read = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    // The page's own size changes whenever something above the rows grows or shrinks.
    const observer = new ResizeObserver(read);
    observer.observe(document.documentElement);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return top;
};

/**
 * The player list, virtualised against the window's scroll: only the rows in view (plus overscan) are
 * in the DOM, so 1,000 loaded rows scroll like 20. ARIA table roles keep it a table for screen readers
 * (aria-rowcount/rowindex tell them about the rows not rendered).
 */
export const PlayerTable = ({
  gameYear,
  rows,
  totalCount,
  coreData,
  sort,
  onSort,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: PlayerTableProps) => {
  const bodyRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const scrollMargin = useDocumentTop(bodyRef);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: 10,
    scrollMargin,
    // The first render (the server's HTML, the hydration that must match it, jsdom) has no layout:
    // it renders the whole first page; once mounted, only the rows in view stay.
    initialRect: { width: 1280, height: PLAYER_PAGE_SIZE * ROW_HEIGHT_PX },
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? -1;
  // The first render's rows come from initialRect, not from the window: the next page is asked for
  // only once the rows really in view are known.
  const [hasMeasured, setHasMeasured] = useState(false);
  useEffect(() => setHasMeasured(true), []);

  useEffect(() => {
    if (!hasMeasured || !hasNextPage || isFetchingNextPage || lastIndex < rows.length - PREFETCH_ROWS) return;
    // In a task of its own: React may run this effect before the browser paints the rows just
    // committed, and starting a request costs milliseconds the rows should not wait for.
    const timer = setTimeout(fetchNextPage, 0);
    return () => clearTimeout(timer);
  }, [hasMeasured, lastIndex, rows.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const onHeaderClick = (field: SortKey['field']) => {
    const first = sort?.[0];
    const current = first ? { key: first.field, direction: first.direction } : null;
    onSort([{ field, direction: nextSortDirection(current, field) }]);
  };

  const onRowsClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a.player-link');
    if (!link || !isInAppClick(event)) return;
    event.preventDefault();
    navigate(link.getAttribute('href') ?? '/');
  };

  return (
    <div className="player-table">
      <div role="table" aria-label="Players" aria-rowcount={totalCount + 1}>
        <div role="rowgroup" className="player-table__head">
          <div role="row" className="player-table__row player-table__row--head" aria-rowindex={1}>
            {COLUMNS.map((column) => (
              <div
                key={column.key}
                role="columnheader"
                className={column.className}
                aria-sort={ariaSortOf(sort, column.sortField)}
              >
                {column.sortField ? (
                  <button
                    type="button"
                    className="sort-button"
                    onClick={() => onHeaderClick(column.sortField!)}
                  >
                    {column.label}
                    <span aria-hidden="true" className="sort-button__arrow">
                      {ariaSortOf(sort, column.sortField) === 'ascending'
                        ? '▲'
                        : ariaSortOf(sort, column.sortField) === 'descending'
                          ? '▼'
                          : ''}
                    </span>
                  </button>
                ) : (
                  <span className={column.key === 'card' ? 'visually-hidden' : undefined}>
                    {column.label}
                  </span>
                )}
              </div>
            ))}
          </div>
        </div>
        <div
          role="rowgroup"
          ref={bodyRef}
          className="player-table__body"
          style={{ height: virtualizer.getTotalSize() }}
          onClick={onRowsClick}
        >
          {items.map((item) => {
            const card = rows[item.index];
            if (!card) return null;
            return (
              <PlayerRow
                key={item.index}
                card={card}
                href={routes.player(gameYear, card.eaId)}
                rarity={rarityOf(coreData, card.rarityEaId)}
                clubName={nameOf(coreData?.clubs, card.clubEaId)}
                leagueName={nameOf(coreData?.leagues, card.leagueEaId)}
                rowIndex={item.index + 2}
                offsetPx={item.start - scrollMargin}
              />
            );
          })}
        </div>
      </div>
      <div className="player-table__foot">
        {hasNextPage ? (
          <button type="button" className="button" disabled={isFetchingNextPage} onClick={fetchNextPage}>
            {isFetchingNextPage
              ? 'Loading more players…'
              : `Load more players (${rows.length} of ${totalCount})`}
          </button>
        ) : (
          rows.length > 0 && (
            <span className="muted">All {totalCount.toLocaleString('en-GB')} players shown</span>
          )
        )}
      </div>
    </div>
  );
};
