import { Module } from '@nestjs/common';
import { PlayerItemsController } from './player-items.controller.js';
import { PlayerItemsRepository } from './player-items.repository.js';
import { PlayerItemsService } from './player-items.service.js';

@Module({
  controllers: [PlayerItemsController],
  providers: [PlayerItemsService, PlayerItemsRepository],
})
export class PlayerItemsModule {}
