import { useQuery } from '@tanstack/react-query';
import type { CoreData, PlayerItemSummary } from '@futgg/contracts';
import { MiniCard, cardSummary } from '../../../components/card/card-art';
import { NavAnchor } from '../../../components/layout/nav-anchor';
import { usePageTitle } from '../../../components/page-title';
import { routes } from '../../../config/env';
import { useApi } from '../../../lib/api';
import { rarityOf, useCoreData } from '../../../lib/core-data';
import { formatCoinsShort, formatTrend, playerName, trendDirection } from '../../../lib/format';
import { FRONT_PAGE_LISTS, frontPageListQuery, type FrontPageList } from '../api/front-page-lists';

const AREAS = [
  {
    title: 'Player database',
    text: 'Every card with its stats, prices and versions. Filter by league, nation, position or any stat.',
    to: (gameYear: number) => routes.playerDatabase(gameYear),
  },
  {
    title: 'Evolution Lab',
    text: 'Apply evolutions to a card and see the upgraded card before you spend a coin.',
    to: () => routes.evoLab(),
  },
  {
    title: 'Squad Builder',
    text: 'Build a squad on any formation with live chemistry, tactics and roles.',
    to: (gameYear: number) => routes.squadBuilder(gameYear, 'new'),
  },
];

const CardRow = ({
  card,
  gameYear,
  coreData,
  showTrend,
}: {
  card: PlayerItemSummary;
  gameYear: number;
  coreData: CoreData | undefined;
  showTrend: boolean;
}) => {
  const rarity = rarityOf(coreData, card.rarityEaId);
  return (
    <li className="front-list__row">
      <MiniCard card={card} colours={rarity} />
      <span className="front-list__text">
        <NavAnchor to={routes.player(gameYear, card.eaId)} className="front-list__name">
          {playerName(card)}
        </NavAnchor>
        <span className="front-list__meta">{cardSummary(card, coreData)}</span>
      </span>
      <span className="front-list__price">
        {card.isExtinct ? 'Extinct' : formatCoinsShort(card.price)}
        {showTrend && (
          <span className={`trend trend--${trendDirection(card.priceTrend24h)}`}>
            {formatTrend(card.priceTrend24h)}
          </span>
        )}
      </span>
    </li>
  );
};

const FrontList = ({
  gameYear,
  list,
  title,
  empty,
}: {
  gameYear: number;
  list: FrontPageList;
  title: string;
  empty: string;
}) => {
  const cards = useQuery(frontPageListQuery(useApi(), gameYear, list));
  const coreData = useCoreData(gameYear);
  const headingId = `front-${list}`;
  return (
    <section className="panel front-list" aria-labelledby={headingId}>
      <div className="front-list__head">
        <h2 className="panel__title" id={headingId}>
          {title}
        </h2>
        <NavAnchor to={routes.playerDatabase(gameYear, FRONT_PAGE_LISTS[list])}>See all</NavAnchor>
      </div>
      {cards.isPending ? (
        <p className="muted">Loading…</p>
      ) : cards.isError ? (
        <p className="muted">This list could not be loaded.</p>
      ) : cards.data.data.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ol className="front-list__rows">
          {cards.data.data.map((card) => (
            <CardRow
              key={card.eaId}
              card={card}
              gameYear={gameYear}
              coreData={coreData.data}
              showTrend={list !== 'newest'}
            />
          ))}
        </ol>
      )}
    </section>
  );
};

const NO_PRICES_YET = 'Price movers show here once the price tracker has a day of prices.';

/** The front page: where each area of the site starts, the newest cards and the day's price movers. */
export const FrontPage = ({ gameYear }: { gameYear: number }) => {
  usePageTitle(`EA Sports FC ${gameYear} Ultimate Team players, prices and squads`);
  return (
    <div className="front-page">
      <header className="front-hero">
        <p className="eyebrow">EA Sports FC {gameYear} Ultimate Team</p>
        <h1 className="page-title">Find every card, its price and what it can become</h1>
        <p className="front-hero__text">
          Search players by name from any page with <kbd>/</kbd>, or start from one of these.
        </p>
      </header>
      <nav className="front-areas" aria-label="Areas">
        {AREAS.map((area) => (
          <NavAnchor key={area.title} to={area.to(gameYear)} className="front-area">
            <span className="front-area__title">{area.title}</span>
            <span className="front-area__text">{area.text}</span>
          </NavAnchor>
        ))}
      </nav>
      <div className="front-lists">
        <FrontList gameYear={gameYear} list="newest" title="Newest cards" empty="No cards yet." />
        <FrontList gameYear={gameYear} list="risers" title="Top risers today" empty={NO_PRICES_YET} />
        <FrontList gameYear={gameYear} list="fallers" title="Top fallers today" empty={NO_PRICES_YET} />
      </div>
    </div>
  );
};
