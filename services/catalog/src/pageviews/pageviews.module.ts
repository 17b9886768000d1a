import { Module } from '@nestjs/common';
import { PageviewsReadModel } from './pageviews-read-model.js';

/** Social's player view totals as the player items' pageviews (docs/votes-and-views.md). */
@Module({ providers: [PageviewsReadModel] })
export class PageviewsModule {}
