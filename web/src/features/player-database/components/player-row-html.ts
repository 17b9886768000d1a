import type { CoreData, PlayerItemSummary } from '@futgg/contracts';
import { cardFaceStats, miniCardHtml, positionName } from '../../../components/card/card-art';
import { nameOf, rarityOf, shownClubName } from '../../../lib/core-data';
import { escapeHtml, safeCssColour } from '../../../lib/escape-html';
import { formatCoinsShort, formatTrend, playerName, trendDirection } from '../../../lib/format';
import { statTier } from '../../../lib/attribute-groups';
import { routes } from '../../../config/env';

/**
 * A row's cells as HTML, escaped field by field. The table writes the cells of all changed rows with
 * one parse (row-cells.ts), as a plain server-rendered table would: a filter change replaces up to 70
 * rows of about 30 nodes each, and as React elements that was some 2,000 fibers to reconcile and 1,300
 * DOM writes from script, most of the time between the pick and the rows (docs/architecture.md,
 * "Player table rows"). The cells hold no state and no handlers: the table handles clicks on the name
 * links itself.
 */
export const playerRowHtml = (card: PlayerItemSummary, gameYear: number, coreData: CoreData | undefined) => {
  const rarity = rarityOf(coreData, card.rarityEaId);
  const alternatives = card.alternativePositionIds.map(positionName).join(' ');
  const trend = trendDirection(card.priceTrend24h);
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
    `<div role="cell" class="col-trend trend trend--${trend}">${escapeHtml(formatTrend(card.priceTrend24h))}</div>`
  );
};

/**
 * Row markup per card object, for one game year and core data: scrolling re-renders the table on every
 * frame, and a card's markup is built once. Cards are the query cache's own objects, so a WeakMap
 * forgets them with their page.
 */
export const rowHtmlCache = (gameYear: number, coreData: CoreData | undefined) => {
  const cache = new WeakMap<PlayerItemSummary, string>();
  return (card: PlayerItemSummary) => {
    let html = cache.get(card);
    if (html === undefined) {
      html = playerRowHtml(card, gameYear, coreData);
      cache.set(card, html);
    }
    return html;
  };
};
