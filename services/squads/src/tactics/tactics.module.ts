import { Module } from '@nestjs/common';

/** Tactics and their share codes (docs/tactics.md). */
@Module({})
export class TacticsModule {}
