import { Module } from '@nestjs/common';

/** The social service's features join here as their issues land; the kit already serves its health subject. */
@Module({})
export class SocialModule {}
