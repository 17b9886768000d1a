import { Injectable } from '@nestjs/common';
import type { Caller, SbcSolverPreferences, UpdateSbcSolverPreferences } from '@futgg/contracts';
import { UserWriteBudgets, type WriteBudget } from '@futgg/service-kit';
import { SolverPreferencesRepository } from './solver-preferences.repository.js';

/** The web writes a change half a second after the last click: a minute's budget a person never spends. */
export const SOLVER_PREFERENCES_BUDGET: WriteBudget = {
  action: 'sbc-solver-preferences',
  limit: 60,
  windowSeconds: 60,
};

/** The solver's preferences of the caller's own account (docs/sbc-solver.md "Preferences"). */
@Injectable()
export class SolverPreferencesService {
  constructor(
    private readonly preferences: SolverPreferencesRepository,
    private readonly budgets: UserWriteBudgets,
  ) {}

  read(caller: Caller): Promise<SbcSolverPreferences> {
    return this.preferences.read(caller.id);
  }

  async update(caller: Caller, update: UpdateSbcSolverPreferences): Promise<SbcSolverPreferences> {
    await this.budgets.spend(caller.id, SOLVER_PREFERENCES_BUDGET);
    return this.preferences.update(caller.id, update);
  }
}
