import { Module } from '@nestjs/common';

/** The views context (docs/social.md). */
@Module({})
export class ViewsModule {}
