import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { Pool } from 'pg';
import { IMAGE_STATUS_CONTRACTS as C, type ImageStatuses, type ImageStatusRequest } from '@futgg/contracts';
import { ContractPipe, PG_POOL, rows } from '@futgg/service-kit';

/**
 * Image status (docs/feed-and-collections.md "Others"): a card's image is drawn from its data and its
 * rarity's badge (served from /static/), so it is ready exactly when the catalog holds the card.
 */
@Controller()
export class ImageStatusController {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  @MessagePattern(C.get.subject)
  async status(
    @Payload(new ContractPipe(C.get)) { identifiers }: ImageStatusRequest,
  ): Promise<ImageStatuses> {
    const keys = identifiers.map((identifier) => identifier.split('-').map(Number) as [number, number]);
    const found = await rows<{ key: string; imageUrl: string }>(
      this.pool,
      `SELECT p.game_year || '-' || p.ea_id AS key, r.compact_image_url AS "imageUrl"
         FROM unnest($1::smallint[], $2::integer[]) AS k(game_year, ea_id)
         JOIN catalog.player_items p ON p.game_year = k.game_year AND p.ea_id = k.ea_id
         JOIN catalog.rarities r ON r.game_year = p.game_year AND r.ea_id = p.rarity_ea_id`,
      [keys.map(([year]) => year), keys.map(([, eaId]) => eaId)],
    );
    const imageOf = new Map(found.map((row) => [row.key, row.imageUrl]));
    return identifiers.map((identifier) => {
      const [year, eaId] = identifier.split('-').map(Number);
      const imageUrl = imageOf.get(`${year}-${eaId}`) ?? null;
      return { identifier, status: imageUrl === null ? 'missing' : 'ready', imageUrl };
    });
  }
}
