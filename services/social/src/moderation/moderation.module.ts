import { Module } from '@nestjs/common';

/** The moderation context (docs/social.md). */
@Module({})
export class ModerationModule {}
