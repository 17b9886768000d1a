import { Module } from '@nestjs/common';
import { RushController } from './rush.controller.js';
import { RushRepository } from './rush.repository.js';

/** The Rush page (docs/feed-and-collections.md "Rush"). */
@Module({ controllers: [RushController], providers: [RushRepository] })
export class RushModule {}
