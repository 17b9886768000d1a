import { Module } from '@nestjs/common';

/** The pricing service's features join here as their issues land; the kit already serves its health subject. */
@Module({})
export class PricingModule {}
