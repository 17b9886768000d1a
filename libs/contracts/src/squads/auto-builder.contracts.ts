import { defineContract } from '../contract/contract.js';
import {
  AutoBuildJob,
  AutoBuildJobCreated,
  AutoBuildJobRequest,
  AutoBuildRequest,
} from './auto-builder.schemas.js';

/**
 * The squads service's auto-builder subjects (docs/auto-builder.md): every one needs a signed-in caller;
 * a job is its creator's only (another caller's job answers NOT_FOUND).
 */
export const AUTO_BUILDER_CONTRACTS = {
  start: defineContract('squads.auto-build.start', 1, AutoBuildRequest, AutoBuildJobCreated),
  get: defineContract('squads.auto-build.get', 1, AutoBuildJobRequest, AutoBuildJob),
  cancel: defineContract('squads.auto-build.cancel', 1, AutoBuildJobRequest, AutoBuildJob),
} as const;
