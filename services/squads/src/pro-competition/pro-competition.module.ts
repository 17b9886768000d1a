import { Module } from '@nestjs/common';
import { SquadsFeatureModule } from '../squads/squads-feature.module.js';
import { ProCompetitionController } from './pro-competition.controller.js';
import { ProEventsRepository } from './pro-events.repository.js';
import { ProEventsSeed } from './pro-events.seed.js';
import { ProEventsService } from './pro-events.service.js';
import { SquadChecksRepository } from './squad-checks.repository.js';
import { SquadChecksService } from './squad-checks.service.js';

/** The pro-competition area: events, rulesets and squad checks (docs/pro-competition.md). */
@Module({
  imports: [SquadsFeatureModule],
  controllers: [ProCompetitionController],
  providers: [
    ProEventsRepository,
    ProEventsService,
    ProEventsSeed,
    SquadChecksRepository,
    SquadChecksService,
  ],
  // The auto-builder builds within an event's ruleset.
  exports: [ProEventsService],
})
export class ProCompetitionModule {}
