import { Inject, Injectable } from '@nestjs/common';
import {
  SBC_CONTRACTS,
  type SbcChallenge,
  type SbcCheckRequest,
  type SbcCheckResult,
  type Squad,
} from '@futgg/contracts';
import { checkSbcRequirements, type SbcSquad } from '@futgg/game-rules';
import { NATS_REQUESTER, type NatsRequester } from '@futgg/service-kit';
import { SquadReader } from '../squads/squad-reader.js';

/** The squad as the SBC checker reads it: the starting XI's cards, its rating (0 until full) and chemistry. */
export const sbcSquadOf = (squad: Squad): SbcSquad => ({
  formationId: squad.formationId,
  rating: squad.rating ?? 0,
  chemistry: squad.chemistry.total,
  players: squad.cards
    .filter((card) => card.group === 'FIELD')
    .map((card) => ({
      eaId: card.eaId,
      rating: card.overall,
      leagueEaId: card.leagueEaId,
      clubEaId: card.clubEaId,
      nationEaId: card.nationEaId,
      rarityEaId: card.rarityEaId,
    })),
});

/**
 * Checks a saved squad against an SBC challenge (docs/objectives-and-sbcs.md): the challenge's
 * requirements from the catalog over NATS (its 404 passes through), the squad as anyone reads it, and
 * game-rules' checker naming each violation.
 */
@Injectable()
export class SbcCheckService {
  constructor(
    private readonly reader: SquadReader,
    @Inject(NATS_REQUESTER) private readonly requester: NatsRequester,
  ) {}

  async check(request: SbcCheckRequest): Promise<SbcCheckResult> {
    const [challenge, squad] = await Promise.all([
      this.requester.request<{ data: SbcChallenge }>(SBC_CONTRACTS.challenge.subject, {
        id: request.challengeId,
      }),
      this.reader.view(request.squad, null),
    ]);
    const check = checkSbcRequirements(challenge.data.requirements, sbcSquadOf(squad));
    return { data: { challengeId: request.challengeId, squad: squad.uuid, ...check } };
  }
}
