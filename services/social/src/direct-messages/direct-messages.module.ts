import { Module } from '@nestjs/common';

/** The direct-messages context (docs/social.md). */
@Module({})
export class DirectMessagesModule {}
