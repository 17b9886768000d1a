import { Module } from '@nestjs/common';

/** The pro-competition area: events, rulesets and squad checks (docs/pro-competition.md). */
@Module({})
export class ProCompetitionModule {}
