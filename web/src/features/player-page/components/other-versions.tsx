import { Link } from 'react-router';
import type { CoreData, PlayerItemSummary } from '@futgg/contracts';
import { MiniCard, positionName } from '../../../components/card/card-art';
import { SortableTable, type SortableColumn } from '../../../components/sortable-table';
import { EmptyState } from '../../../components/empty-state';
import { rarityOf } from '../../../lib/core-data';
import { formatCoinsShort, playerName } from '../../../lib/format';
import { routes } from '../../../config/env';
import { useOtherVersions } from '../api/get-other-versions';

export const OtherVersions = ({
  gameYear,
  eaId,
  coreData,
}: {
  gameYear: number;
  eaId: number;
  coreData: CoreData | undefined;
}) => {
  const versions = useOtherVersions(gameYear, eaId);
  if (versions.isPending) return <p className="muted">Loading other versions…</p>;
  if (versions.isError) return <EmptyState title="Other versions could not be loaded." />;
  const columns: SortableColumn<PlayerItemSummary>[] = [
    {
      key: 'card',
      label: 'Card',
      render: (card) => (
        <span className="version-cell">
          <MiniCard card={card} colours={rarityOf(coreData, card.rarityEaId)} />
          {card.eaId === eaId ? (
            <span aria-current="page">{rarityOf(coreData, card.rarityEaId).name} (this card)</span>
          ) : (
            <Link to={routes.player(gameYear, card.eaId)}>
              {rarityOf(coreData, card.rarityEaId).name}{' '}
              <span className="visually-hidden">{playerName(card)}</span>
            </Link>
          )}
        </span>
      ),
      sortValue: (card) => rarityOf(coreData, card.rarityEaId).name,
      altSortValue: (card) => card.createdAt,
    },
    {
      key: 'overall',
      label: 'OVR',
      render: (card) => card.overall,
      sortValue: (card) => card.overall,
      isNumeric: true,
    },
    {
      key: 'position',
      label: 'Pos',
      render: (card) => positionName(card.position),
      sortValue: (card) => positionName(card.position),
    },
    {
      key: 'price',
      label: 'Price',
      render: (card) => formatCoinsShort(card.price),
      sortValue: (card) => card.price,
      altSortValue: (card) => card.priceTrend24h,
      isNumeric: true,
    },
  ];
  return (
    <SortableTable
      caption="Other versions of this player"
      columns={columns}
      rows={versions.data}
      rowKey={(card) => card.eaId}
    />
  );
};
