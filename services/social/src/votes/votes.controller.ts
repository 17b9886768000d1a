import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  VOTES_CONTRACTS,
  type Caller,
  type CastVoteRequest,
  type UserVotesRequest,
  type VoteTalliesRequest,
  type VoteTallyRequest,
} from '@futgg/contracts';
import { ContractPipe, CurrentUser, requireCaller } from '@futgg/service-kit';
import { VotesService } from './votes.service.js';

const C = VOTES_CONTRACTS;

/** The votes subjects: tallies for anyone; the caller's votes and casting for the signed-in caller. */
@Controller()
export class VotesController {
  constructor(private readonly votes: VotesService) {}

  @MessagePattern(C.tallies.subject)
  tallies(@Payload(new ContractPipe(C.tallies)) request: VoteTalliesRequest) {
    return this.votes.tallies(request.identifiers);
  }

  @MessagePattern(C.tally.subject)
  tally(@Payload(new ContractPipe(C.tally)) request: VoteTallyRequest) {
    return this.votes.tally(request);
  }

  @MessagePattern(C.userVotes.subject)
  userVotes(
    @Payload(new ContractPipe(C.userVotes)) request: UserVotesRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.votes.userVotes(requireCaller(caller), request.identifiers);
  }

  @MessagePattern(C.cast.subject)
  cast(@Payload(new ContractPipe(C.cast)) request: CastVoteRequest, @CurrentUser() caller: Caller | null) {
    return this.votes.cast(requireCaller(caller), request);
  }
}
