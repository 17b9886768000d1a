import {
  memo,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type RefObject,
} from 'react';
import { UNSAFE_DataRouterStateContext, useNavigate } from 'react-router';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { CoreData, PriceTrendWindow } from '@futgg/contracts';
import type { AnyFaceStatField, SortKey } from '@futgg/game-rules';
import { faceStatLabel } from '../../../components/card/card-art';
import { nextSortDirection } from '../../../lib/sortable';
import { isInAppClick } from '../../../lib/in-app-click';
import { rowHtmlCache } from './player-row-html';
import { rememberRowCells, writeRowCells } from './row-cells';
import { PLAYER_PAGE_SIZE } from '../api/page-size';
import type { ListedCard } from '../api/live-prices';
import { TREND_WINDOW_FIELDS } from '../../../lib/price-keys';

export const ROW_HEIGHT_PX = 60;
const PREFETCH_ROWS = 15;

interface PlayerTableProps {
  gameYear: number;
  rows: readonly ListedCard[];
  totalCount: number;
  coreData: CoreData | undefined;
  sort: readonly SortKey[] | undefined;
  /** The six face stats the header reads and sorts by (listedFaceStatFields). */
  faceStats: readonly AnyFaceStatField[];
  /** The window the trend column shows and sorts by. */
  trendWindow: PriceTrendWindow;
  onSort: (sort: SortKey[]) => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}

interface Column {
  key: string;
  label: string;
  sortField?: SortKey['field'];
  className: string;
}

/**
 * The table's columns; the six face stats are the ones the list reads (listedFaceStatFields), the trend
 * the window chosen.
 */
const columnsFor = (
  faceStats: readonly AnyFaceStatField[],
  trendWindow: PriceTrendWindow,
): readonly Column[] => [
  { key: 'card', label: 'Card', className: 'col-card' },
  { key: 'name', label: 'Name', sortField: 'name', className: 'col-name' },
  { key: 'overall', label: 'OVR', sortField: 'overall', className: 'col-num' },
  { key: 'position', label: 'Pos', className: 'col-pos' },
  ...faceStats.map((field) => ({
    key: field,
    label: faceStatLabel(field),
    sortField: field,
    className: 'col-stat',
  })),
  { key: 'price', label: 'Price', sortField: 'price', className: 'col-price' },
  { key: 'trend', label: trendWindow, sortField: TREND_WINDOW_FIELDS[trendWindow], className: 'col-trend' },
  { key: 'fluctuation', label: 'Fluct.', sortField: 'priceFluctuation', className: 'col-fluct' },
];

const ariaSortOf = (sort: readonly SortKey[] | undefined, field: SortKey['field'] | undefined) => {
  const first = sort?.[0];
  if (!field || first?.field !== field) return undefined;
  return first.direction === 'desc' ? 'descending' : 'ascending';
};

interface PlayerRowProps {
  /** The cells' markup (playerRowHtml), used when the row is created. */
  html: string;
  rowIndex: number;
  offsetPx: number;
}

/**
 * One row, positioned in the virtualised body. React writes its cells once, when the row is created
 * (or hydrated); later changes of its card are written by the table in one batch (row-cells.ts), so a
 * new `html` alone does not render the row again: only its place does (scrolling, a longer list).
 */
const samePlace = (previous: PlayerRowProps, next: PlayerRowProps) =>
  previous.rowIndex === next.rowIndex && previous.offsetPx === next.offsetPx;

const PlayerRow = memo(function PlayerRow({ html, rowIndex, offsetPx }: PlayerRowProps) {
  const [createdWith] = useState(html);
  const remember = useCallback(
    (element: HTMLDivElement | null) => {
      if (element) rememberRowCells(element, createdWith);
    },
    [createdWith],
  );
  return (
    <div
      ref={remember}
      role="row"
      aria-rowindex={rowIndex}
      className="player-table__row"
      style={{ transform: `translateY(${offsetPx}px)`, height: ROW_HEIGHT_PX }}
      dangerouslySetInnerHTML={{ __html: createdWith }}
    />
  );
}, samePlace);

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

/** Where the router is putting the window back to on this navigation (back, forward), if anywhere. */
const useRestoredScrollPosition = (): number | null => {
  const restore = useContext(UNSAFE_DataRouterStateContext)?.restoreScrollPosition;
  return typeof restore === 'number' ? restore : null;
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
  faceStats,
  trendWindow,
  onSort,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: PlayerTableProps) => {
  const bodyRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const trendField = TREND_WINDOW_FIELDS[trendWindow];
  const rowHtml = useMemo(
    () => rowHtmlCache(gameYear, coreData, trendField),
    [gameYear, coreData, trendField],
  );
  const columns = useMemo(() => columnsFor(faceStats, trendWindow), [faceStats, trendWindow]);
  const scrollMargin = useDocumentTop(bodyRef);
  const restoreTo = useRestoredScrollPosition();
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: 10,
    scrollMargin,
    // The first render (the server's HTML, the hydration that must match it, jsdom) has no layout:
    // it renders the whole first page; once mounted, only the rows in view stay.
    initialRect: { width: 1280, height: PLAYER_PAGE_SIZE * ROW_HEIGHT_PX },
    // On mounting, the virtualizer scrolls the window to this offset. Coming back to the list that is
    // the place ScrollRestoration puts the reader back at (the router's restoreScrollPosition, known
    // while this renders, before the restore itself runs); 0 sent the reader to the top of the list.
    initialOffset: () => restoreTo ?? (typeof window === 'undefined' ? 0 : window.scrollY),
  });
  // Only rows whose card is loaded: the body's children are then these, in this order.
  const items = virtualizer.getVirtualItems().filter((item) => rows[item.index] !== undefined);
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

  // Rows that now show another card (a filter change, a sort) get their cells here, before paint.
  useLayoutEffect(() => {
    const elements = bodyRef.current?.children;
    if (!elements) return;
    writeRowCells(
      items.flatMap((item, position) => {
        const element = elements[position];
        return element ? [{ element, html: rowHtml(rows[item.index]!) }] : [];
      }),
    );
  });

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
            {columns.map((column) => (
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
          {items.map((item) => (
            <PlayerRow
              key={item.index}
              html={rowHtml(rows[item.index]!)}
              rowIndex={item.index + 2}
              offsetPx={item.start - scrollMargin}
            />
          ))}
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
