import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CoreData, PlayerItemSummary } from '@futgg/contracts';
import type { AnyFaceStatField, SortKey } from '@futgg/game-rules';
import { MiniCard, faceStatLabel, positionName } from './card/card-art';
import { routes } from '../config/env';
import { statTier, statValue } from '../lib/attribute-groups';
import { nameOf, rarityOf, shownClubName } from '../lib/core-data';
import { formatCoinsShort, playerName } from '../lib/format';
import { nextSortDirection } from '../lib/sortable';

export interface CardTableColumn<Row> {
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
  /** Shown to screen readers only (an actions column). */
  isLabelHidden?: boolean;
  className?: string;
}

interface CardTableProps<Row extends PlayerItemSummary> {
  caption: string;
  gameYear: number;
  rows: readonly Row[];
  coreData: CoreData | undefined;
  /** The sort the rows came in; a header click asks for another through `onSort` (the API sorts). */
  sort: readonly SortKey[] | undefined;
  onSort: (sort: SortKey[]) => void;
  /** The six face stats the header names (listedFaceStatFields of the filters). */
  faceStats: readonly AnyFaceStatField[];
  /** Columns after the card's own: actions. */
  extraColumns?: readonly CardTableColumn<Row>[];
  /** A mark beside the card's name (a badge). */
  nameBadge?: (row: Row) => ReactNode;
}

interface SortableHeader {
  key: string;
  label: string;
  field: SortKey['field'];
  className: string;
}

const ariaSortOf = (sort: readonly SortKey[] | undefined, field: SortKey['field']) => {
  const first = sort?.[0];
  if (first?.field !== field) return undefined;
  return first.direction === 'desc' ? 'descending' : 'ascending';
};

/**
 * A page of cards as a plain table (no virtualisation: a page is at most a few dozen rows), sorted by
 * the API: each sortable header asks for its field, descending first. The card's name links to its
 * player page.
 */
export const CardTable = <Row extends PlayerItemSummary>({
  caption,
  gameYear,
  rows,
  coreData,
  sort,
  onSort,
  faceStats,
  extraColumns = [],
  nameBadge,
}: CardTableProps<Row>) => {
  const headers: SortableHeader[] = [
    { key: 'overall', label: 'OVR', field: 'overall', className: 'card-table__num card-table__ovr' },
    ...faceStats.map((field) => ({
      key: field,
      label: faceStatLabel(field),
      field,
      className: 'card-table__num card-table__stat',
    })),
    { key: 'price', label: 'Price', field: 'price', className: 'card-table__num card-table__price' },
  ];
  const sortBy = (field: SortKey['field']) => {
    const first = sort?.[0];
    const current = first ? { key: first.field, direction: first.direction } : null;
    onSort([{ field, direction: nextSortDirection(current, field) }]);
  };
  const headerCell = (header: SortableHeader) => {
    const ariaSort = ariaSortOf(sort, header.field);
    return (
      <th key={header.key} scope="col" aria-sort={ariaSort} className={header.className}>
        <button type="button" className="sort-button" onClick={() => sortBy(header.field)}>
          {header.label}
          <span aria-hidden="true" className="sort-button__arrow">
            {ariaSort === 'ascending' ? '▲' : ariaSort === 'descending' ? '▼' : '↕'}
          </span>
        </button>
      </th>
    );
  };
  const [overallHeader, ...restHeaders] = headers;
  return (
    <div className="card-table__scroll">
      <table className="card-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" aria-sort={ariaSortOf(sort, 'name')}>
              <button type="button" className="sort-button" onClick={() => sortBy('name')}>
                Player
                <span aria-hidden="true" className="sort-button__arrow">
                  {sort?.[0]?.field === 'name' ? (sort[0].direction === 'asc' ? '▲' : '▼') : '↕'}
                </span>
              </button>
            </th>
            {overallHeader && headerCell(overallHeader)}
            <th scope="col" className="card-table__pos">
              Pos
            </th>
            {restHeaders.map(headerCell)}
            {extraColumns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                <span className={column.isLabelHidden ? 'visually-hidden' : undefined}>{column.label}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((card) => {
            const rarity = rarityOf(coreData, card.rarityEaId);
            const club = shownClubName(coreData, card);
            return (
              <tr key={card.eaId}>
                <td>
                  <span className="card-table__card">
                    <MiniCard card={card} colours={rarity} />
                    <span className="card-table__name">
                      <span className="card-table__title">
                        <Link to={routes.player(gameYear, card.eaId)} className="player-link">
                          {playerName(card)}
                        </Link>
                        {nameBadge?.(card)}
                      </span>
                      <span className="card-table__meta">
                        {[rarity.name, club ?? nameOf(coreData?.leagues, card.leagueEaId)].join(' · ')}
                      </span>
                    </span>
                  </span>
                </td>
                <td className="card-table__num card-table__ovr">
                  <span className="overall-badge">{card.overall}</span>
                </td>
                <td className="card-table__pos">
                  {positionName(card.position)}
                  {card.alternativePositionIds.length > 0 && (
                    <span className="alt-positions">
                      {card.alternativePositionIds.map(positionName).join(' ')}
                    </span>
                  )}
                </td>
                {faceStats.map((field) => {
                  const value = statValue(card, field);
                  return (
                    <td
                      key={field}
                      className={`card-table__num card-table__stat stat stat--${statTier(value)}`}
                    >
                      {value ?? '—'}
                    </td>
                  );
                })}
                <td className="card-table__num card-table__price">
                  {card.isExtinct ? 'Extinct' : formatCoinsShort(card.price)}
                </td>
                {extraColumns.map((column) => (
                  <td key={column.key} className={column.className}>
                    {column.render(card)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};
