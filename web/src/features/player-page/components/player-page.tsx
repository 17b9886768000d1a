import { useState, type ReactNode } from 'react';
import type { CoreData, PlayerItem } from '@futgg/contracts';
import { Link } from 'react-router';
import { MiniCard, PlayerCard, cardSummary } from '../../../components/card/card-art';
import { CopyButton } from '../../../components/copy-button';
import { EmptyState } from '../../../components/empty-state';
import { usePageTitle } from '../../../components/page-title';
import { StickyPageHeader } from '../../../components/layout/sticky-page-header';
import { Tabs } from '../../../components/tabs';
import { rarityOf, useCoreData } from '../../../lib/core-data';
import { formatCoinsShort, playerName } from '../../../lib/format';
import { routes } from '../../../config/env';
import { httpStatusOf } from '../../../lib/api';
import { usePlayerItem } from '../api/get-player-item';
import { useTrackPlayerView } from '../api/track-player-view';
import { AttributesView } from './attributes-view';
import { CardEvolutions } from './card-evolutions';
import { OtherVersions } from './other-versions';
import { PlayerInfo, PlaystylesView } from './player-info';
import { PricePanel } from './price-panel';

/** Player detail tabs (spec, first document, section 2); OTHER_VERSIONS is the default. */
export const PLAYER_TABS = ['OTHER_VERSIONS', 'EVOLUTIONS', 'ASSETS'] as const;
type PlayerTab = (typeof PLAYER_TABS)[number];

const SECTIONS = [
  { id: 'overview', label: 'Overview' },
  { id: 'price', label: 'Price' },
  { id: 'playstyles', label: 'PlayStyles' },
  { id: 'attributes', label: 'Attributes' },
  { id: 'versions', label: 'Versions' },
];

/**
 * The social pieces the app composes in (votes and view count beside the card's actions, price alerts
 * under the price, the comments section at the end); features do not import each other.
 */
export interface PlayerSocialSlots {
  renderActions?: (gameYear: number, eaId: number) => ReactNode;
  renderPriceAlerts?: (gameYear: number, eaId: number) => ReactNode;
  renderComments?: (gameYear: number, eaId: number) => ReactNode;
}

/** "Kylian Mbappé 91 TOTY · FC 26": the card's name, overall and version tell its tab apart. */
const playerPageTitle = (
  gameYear: number,
  card: PlayerItem | undefined,
  coreData: CoreData | undefined,
  error: unknown,
) => {
  if (card)
    return `${playerName(card)} ${card.overall} ${rarityOf(coreData, card.rarityEaId).name} · FC ${gameYear}`;
  return error ? 'Player not found' : `FC ${gameYear} player`;
};

export const PlayerPage = ({
  gameYear,
  eaId,
  social = {},
}: {
  gameYear: number;
  eaId: number;
  social?: PlayerSocialSlots;
}) => {
  const player = usePlayerItem(gameYear, eaId);
  useTrackPlayerView(gameYear, eaId);
  const coreData = useCoreData(gameYear);
  const [tab, setTab] = useState<PlayerTab>('OTHER_VERSIONS');
  usePageTitle(playerPageTitle(gameYear, player.data, coreData.data, player.error));

  if (player.isPending) {
    return (
      <div className="player-page player-page--loading" aria-busy="true">
        <p className="muted">Loading player…</p>
      </div>
    );
  }
  if (player.isError) {
    const isMissing = httpStatusOf(player.error) === 404;
    return (
      <EmptyState
        title={isMissing ? 'This card does not exist in this game.' : 'This player could not be loaded.'}
      >
        <Link to={routes.playerDatabase(gameYear)}>Back to the player database</Link>
      </EmptyState>
    );
  }
  const card = player.data;
  const rarity = rarityOf(coreData.data, card.rarityEaId);
  const name = playerName(card);

  return (
    <article className="player-page">
      <StickyPageHeader
        links={social.renderComments ? [...SECTIONS, { id: 'comments', label: 'Comments' }] : SECTIONS}
        header={
          <div className="player-hero">
            <nav aria-label="Breadcrumb" className="breadcrumb">
              <Link to={routes.playerDatabase(gameYear)}>Players</Link> <span aria-hidden="true">/</span>{' '}
              <span>{name}</span>
            </nav>
            <h1 className="page-title">
              {name} <span className="player-hero__rating">{card.overall}</span>
            </h1>
            <p className="player-hero__sub">{cardSummary(card, coreData.data)}</p>
          </div>
        }
        compact={
          <div className="sticky-summary">
            <MiniCard card={card} colours={rarity} />
            <span className="sticky-summary__name">{name}</span>
            <span className="sticky-summary__price">{formatCoinsShort(card.price)}</span>
          </div>
        }
      />
      <div className="player-page__grid">
        <section id="overview" className="panel player-page__card" aria-label="Overview">
          <PlayerCard card={card} colours={rarity} coreData={coreData.data} />
          <div className="player-page__actions">
            <CopyButton text={typeof window === 'undefined' ? '' : window.location.href} label="Copy link" />
            <CopyButton text={String(card.eaId)} label={`Copy id ${card.eaId}`} />
          </div>
          {social.renderActions?.(gameYear, eaId)}
          <PlayerInfo card={card} coreData={coreData.data} />
        </section>
        <section id="price" className="panel" aria-labelledby="price-title">
          <h2 id="price-title" className="panel__title">
            Price
          </h2>
          <PricePanel gameYear={gameYear} card={card} />
          {social.renderPriceAlerts?.(gameYear, eaId)}
        </section>
        <section id="playstyles" className="panel" aria-labelledby="playstyles-title">
          <h2 id="playstyles-title" className="panel__title">
            PlayStyles and roles
          </h2>
          <PlaystylesView card={card} coreData={coreData.data} />
        </section>
        <section id="attributes" className="panel panel--wide" aria-labelledby="attributes-title">
          <h2 id="attributes-title" className="panel__title">
            Attributes
          </h2>
          <AttributesView card={card} />
        </section>
        <section id="versions" className="panel panel--wide" aria-label="Versions, evolutions and assets">
          <Tabs
            label="Player details"
            active={tab}
            onChange={setTab}
            tabs={[
              {
                key: 'OTHER_VERSIONS',
                label: 'Other versions',
                render: () => <OtherVersions gameYear={gameYear} eaId={eaId} coreData={coreData.data} />,
              },
              {
                key: 'EVOLUTIONS',
                label: 'Evolutions',
                render: () => (
                  <CardEvolutions gameYear={gameYear} eaId={eaId} name={name} coreData={coreData.data} />
                ),
              },
              {
                key: 'ASSETS',
                label: 'Assets',
                render: () => (
                  <EmptyState title="Card assets are on their way.">
                    Card images, renders and social images for sharing will appear here.
                  </EmptyState>
                ),
              },
            ]}
          />
        </section>
        {social.renderComments && (
          <section id="comments" className="panel panel--wide">
            {social.renderComments(gameYear, eaId)}
          </section>
        )}
      </div>
    </article>
  );
};
