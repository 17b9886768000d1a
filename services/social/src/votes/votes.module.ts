import { Module } from '@nestjs/common';

/** The votes context (docs/social.md). */
@Module({})
export class VotesModule {}
