import { Module } from '@nestjs/common';

/** The comments context (docs/social.md). */
@Module({})
export class CommentsModule {}
