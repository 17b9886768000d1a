import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { SUPPORTED_GAME_YEARS } from '@futgg/game-rules';
import { CONTENT_TYPE_ID, VIEWS_EVENTS, ViewsCountedEvent } from '@futgg/contracts';
import { PlatformEvents } from '@futgg/service-kit';

const MAX_INTEGER = 2_147_483_647;
const EA_ID = /^[1-9][0-9]{0,9}$/;

/**
 * Applies one `social.views.counted` event: a player's views (content type 1, entity id = eaId) become
 * the player items' `pageviews` in every served year. Totals only grow, so the greater of the stored and
 * the sent value is kept: a redelivered or late event never moves pageviews back. Entity ids that are not
 * eaIds are skipped (social counts whatever id a page sends).
 */
export const applyViewsCounted = async (event: ViewsCountedEvent, client: Pick<PoolClient, 'query'>) => {
  const parsed = ViewsCountedEvent.parse(event);
  if (parsed.contentTypeId !== CONTENT_TYPE_ID.player) return;
  const totals = parsed.totals.filter(
    (total) => EA_ID.test(total.entityId) && Number(total.entityId) <= MAX_INTEGER,
  );
  if (!totals.length) return;
  await client.query(
    `UPDATE catalog.player_items p SET pageviews = greatest(p.pageviews, u.views)
     FROM unnest($2::integer[], $3::integer[]) AS u (ea_id, views)
     WHERE p.game_year = ANY($1::integer[]) AND p.ea_id = u.ea_id AND p.pageviews < u.views`,
    [
      [...SUPPORTED_GAME_YEARS],
      totals.map((total) => Number(total.entityId)),
      totals.map((total) => Math.min(total.views, MAX_INTEGER)),
    ],
  );
};

/** The catalog's consumer of social's player view totals, so the player database sorts by pageviews. */
@Injectable()
export class PageviewsReadModel implements OnModuleInit {
  constructor(private readonly events: PlatformEvents) {}

  onModuleInit(): Promise<void> {
    return this.events.consume({
      durable: 'catalog-views-counted',
      subject: VIEWS_EVENTS.counted,
      event: ViewsCountedEvent,
      apply: applyViewsCounted,
    });
  }
}
