import { Module } from '@nestjs/common';
import { ImageStatusController } from './image-status.controller.js';

/** GET /api/fut/images/status/ (docs/feed-and-collections.md "Others"). */
@Module({ controllers: [ImageStatusController] })
export class ImageStatusModule {}
