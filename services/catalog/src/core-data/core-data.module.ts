import { Module } from '@nestjs/common';
import { CoreDataController } from './core-data.controller.js';
import { CoreDataRepository } from './core-data.repository.js';
import { CoreDataService } from './core-data.service.js';

@Module({ controllers: [CoreDataController], providers: [CoreDataService, CoreDataRepository] })
export class CoreDataModule {}
