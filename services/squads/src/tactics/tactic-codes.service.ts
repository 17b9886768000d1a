import { Injectable } from '@nestjs/common';
import {
  DomainError,
  TacticData,
  invalidInputFromZod,
  type Caller,
  type ExportTacticCodeRequest,
  type ImportTacticCodeRequest,
  type ImportedTactic,
  type TacticCode,
} from '@futgg/contracts';
import { bytesOfBase64Url, decodeTacticCode, isFullSquadTactic, tacticLineHeight } from '@futgg/game-rules';
import { assertOwnedBy } from '@futgg/service-kit';
import { TacticCoreDataClient } from './core-data.client.js';
import { codeDataOf, codeOf, invalidCode } from './tactic-answer.js';
import { assertValidTactic } from './tactic-validation.js';
import { TacticsRepository } from './tactics.repository.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** `encoded=1`: the unsaved tactic's data as base64url JSON, read as strictly as the code itself. */
const encodedTacticOf = (text: string): TacticData => {
  let json: unknown;
  try {
    const bytes = bytesOfBase64Url(text);
    if (bytes === null) throw new Error('not base64url');
    json = JSON.parse(utf8.decode(bytes));
  } catch {
    throw new DomainError(
      'INVALID_INPUT',
      'tactic must be base64url (no padding) of the tactic data as JSON',
      {
        field: 'tactic',
      },
    );
  }
  const parsed = TacticData.safeParse(json);
  if (!parsed.success) throw invalidInputFromZod(parsed.error, 'tactic');
  return parsed.data;
};

/** Share codes: a saved or unsaved tactic to its code, a code back to a tactic's fields (docs/tactics.md). */
@Injectable()
export class TacticCodesService {
  constructor(
    private readonly repository: TacticsRepository,
    private readonly coreData: TacticCoreDataClient,
  ) {}

  async exportCode(caller: Caller, request: ExportTacticCodeRequest): Promise<TacticCode> {
    if (!request.encoded) {
      const stored = await this.repository.one(request.tactic);
      assertOwnedBy(stored, caller, 'Tactic');
      return { code: stored.code };
    }
    const tactic = encodedTacticOf(request.tactic);
    assertValidTactic(tactic, await this.coreData.forGameYear(tactic.gameYear), 'tactic');
    return { code: codeOf(tactic, 'tactic') };
  }

  /** The code's tactic, checked as a create would check it; nothing is saved. */
  async importCode(request: ImportTacticCodeRequest): Promise<ImportedTactic> {
    let decoded;
    try {
      decoded = decodeTacticCode(request.code);
    } catch (error) {
      throw invalidCode(error);
    }
    const parsed = TacticData.safeParse(decoded);
    if (!parsed.success) throw invalidInputFromZod(parsed.error, 'code');
    const tactic = parsed.data;
    assertValidTactic(tactic, await this.coreData.forGameYear(tactic.gameYear), 'code');
    return {
      ...codeDataOf(tactic),
      gameYear: tactic.gameYear,
      code: codeOf(tactic, 'code'),
      lineHeight: tacticLineHeight(tactic),
      isFullSquad: isFullSquadTactic(tactic),
    };
  }
}
