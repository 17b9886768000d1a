import { defineContract } from '../contract/contract.js';
import {
  SbcSolveJob,
  SbcSolveJobCreated,
  SbcSolveJobRequest,
  SbcSolveRequest,
  SbcSolverPreferences,
  UpdateSbcSolverPreferences,
} from './sbc-solver.schemas.js';
import { z } from 'zod';

const Empty = z.object({}).strict();

/**
 * The squads service's SBC solver subjects (docs/sbc-solver.md): every one needs a signed-in caller; a
 * job is its creator's only (another caller's job answers NOT_FOUND).
 */
export const SBC_SOLVER_CONTRACTS = {
  start: defineContract('squads.sbc-solve.start', 1, SbcSolveRequest, SbcSolveJobCreated),
  get: defineContract('squads.sbc-solve.get', 1, SbcSolveJobRequest, SbcSolveJob),
  cancel: defineContract('squads.sbc-solve.cancel', 1, SbcSolveJobRequest, SbcSolveJob),
  /** The caller's preferences (options and the own-requirements form), the defaults until first saved. */
  preferences: defineContract('squads.sbc-solve.preferences', 1, Empty, SbcSolverPreferences),
  updatePreferences: defineContract(
    'squads.sbc-solve.preferences-update',
    1,
    UpdateSbcSolverPreferences,
    SbcSolverPreferences,
  ),
} as const;
