import { Module } from '@nestjs/common';
import { PageviewsPublisher } from './pageviews.publisher.js';
import { ViewsController } from './views.controller.js';
import { ViewsRepository } from './views.repository.js';
import { ViewsService } from './views.service.js';

/** The views context (docs/votes-and-views.md). */
@Module({
  controllers: [ViewsController],
  providers: [ViewsRepository, ViewsService, PageviewsPublisher],
  exports: [PageviewsPublisher],
})
export class ViewsModule {}
