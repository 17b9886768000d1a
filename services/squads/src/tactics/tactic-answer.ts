import { DomainError, type Tactic } from '@futgg/contracts';
import {
  TacticCodeError,
  encodeTacticCode,
  isFullSquadTactic,
  tacticLineHeight,
  type TacticCodeData,
} from '@futgg/game-rules';
import type { StoredTactic } from './tactics.repository.js';

/** The fields a share code carries, taken from any tactic-shaped value. */
export const codeDataOf = (tactic: TacticCodeData): TacticCodeData => ({
  title: tactic.title,
  formationId: tactic.formationId,
  defensiveApproachId: tactic.defensiveApproachId,
  customDefensiveApproachValue: tactic.customDefensiveApproachValue,
  buildUpStyleId: tactic.buildUpStyleId,
  positionRoles: tactic.positionRoles.map(({ roleId, positionUniqueId, focusName }) => ({
    roleId,
    positionUniqueId,
    focusName,
  })),
});

/** A code failure as the caller's 400: the reason first, the body field `code` named. */
export const invalidCode = (error: unknown, field = 'code'): unknown => {
  if (!(error instanceof TacticCodeError)) return error;
  const inner = error.field === undefined ? '' : ` (${error.field})`;
  return new DomainError('INVALID_INPUT', `Tactic code ${error.reason}: ${error.message}${inner}`, {
    field,
    cause: error,
  });
};

/** The share code of validated fields; a field the code cannot hold is the caller's 400 under `prefix`. */
export const codeOf = (tactic: TacticCodeData, prefix: string): string => {
  try {
    return encodeTacticCode(codeDataOf(tactic));
  } catch (error) {
    if (error instanceof TacticCodeError && error.field !== undefined) {
      throw new DomainError('INVALID_INPUT', error.message, {
        field: prefix ? `${prefix}.${error.field}` : error.field,
      });
    }
    throw error;
  }
};

export const tacticAnswerOf = (stored: StoredTactic): Tactic => ({
  tacticId: stored.id,
  ...codeDataOf(stored),
  gameYear: stored.gameYear,
  squadUuid: stored.squadUuid,
  code: stored.code,
  lineHeight: tacticLineHeight(stored),
  isFullSquad: isFullSquadTactic(stored),
  createdAt: stored.createdAt,
  lastUpdatedAt: stored.lastUpdatedAt,
});
