import type { CoreData } from '@futgg/contracts';
import type { PriceTrendField } from '@futgg/game-rules';
import { cardFaceStats, miniCardHtml, positionName } from '../../../components/card/card-art';
import { nameOf, rarityOf, shownClubName } from '../../../lib/core-data';
import { escapeHtml, safeCssColour } from '../../../lib/escape-html';
import {
  formatCoinsShort,
  formatFluctuation,
  formatTrend,
  playerName,
  trendDirection,
} from '../../../lib/format';
import { statTier } from '../../../lib/attribute-groups';
import { routes } from '../../../config/env';
import type { ListedCard } from '../api/live-prices';

/**
 * A row's cells as HTML, escaped field by field. The table writes the cells of all changed rows with
 * one parse (row-cells.ts), as a plain server-rendered table would: a filter change replaces up to 70
 * rows of about 30 nodes each, and as React elements that was some 2,000 fibers to reconcile and 1,300
 * DOM writes from script, most of the time between the pick and the rows (docs/architecture.md,
 * "Player table rows"). The cells hold no state and no handlers: the table handles clicks on the name
 * links itself. The trend cell shows the window the table's header names (`trendField`); the list's rows
 * carry the 24-hour one, the others arrive with the live lookup.
 */
export const playerRowHtml = (
  card: ListedCard,
  gameYear: number,
  coreData: CoreData | undefined,
  trendField: PriceTrendField = 'priceTrend24h',
) => {
  const rarity = rarityOf(coreData, card.rarityEaId);
  const alternatives = card.alternativePositionIds.map(positionName).join(' ');
  const trend = card[trendField] ?? null;
  return (
    `<div role="cell" class="col-card">${miniCardHtml(card, rarity)}</div>` +
    `<div role="cell" class="col-name"><a href="${escapeHtml(routes.player(gameYear, card.eaId))}" class="player-link">${escapeHtml(playerName(card))}</a>` +
    `<span class="player-table__meta" style="--rarity-line:${escapeHtml(safeCssColour(rarity.lineColor))}">` +
    [rarity.name, shownClubName(coreData, card)]
      .filter((part): part is string => part !== null)
      .map((part) => `${escapeHtml(part)} · `)
      .join('') +
    `<span class="league">${escapeHtml(nameOf(coreData?.leagues, card.leagueEaId))}</span></span></div>` +
    `<div role="cell" class="col-num"><span class="overall-badge">${escapeHtml(card.overall)}</span></div>` +
    `<div role="cell" class="col-pos">${escapeHtml(positionName(card.position))}` +
    (alternatives ? `<span class="alt-positions">${escapeHtml(alternatives)}</span>` : '') +
    `</div>` +
    cardFaceStats(card)
      .map(
        (stat) =>
          `<div role="cell" class="col-stat stat stat--${statTier(stat.value)}">${escapeHtml(stat.value ?? '—')}</div>`,
      )
      .join('') +
    `<div role="cell" class="col-price">${escapeHtml(card.isExtinct ? 'Extinct' : formatCoinsShort(card.price))}</div>` +
    `<div role="cell" class="col-trend trend trend--${trendDirection(trend)}">${escapeHtml(formatTrend(trend))}</div>` +
    `<div role="cell" class="col-fluct">${escapeHtml(formatFluctuation(card.priceFluctuation))}</div>`
  );
};

/**
 * Row markup per card object, for one game year, core data and trend window: scrolling re-renders the
 * table on every frame, and a card's markup is built once. Cards are the query cache's own objects (or
 * their merge with a live price, made once per price), so a WeakMap forgets them with their page.
 */
export const rowHtmlCache = (
  gameYear: number,
  coreData: CoreData | undefined,
  trendField: PriceTrendField = 'priceTrend24h',
) => {
  const cache = new WeakMap<ListedCard, string>();
  return (card: ListedCard) => {
    let html = cache.get(card);
    if (html === undefined) {
      html = playerRowHtml(card, gameYear, coreData, trendField);
      cache.set(card, html);
    }
    return html;
  };
};
