import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type Caller,
  IDENTITY_CONTRACTS,
  type SearchUsersRequest,
  type UsersByIdsRequest,
} from '@futgg/contracts';
import { ContractPipe, CurrentUser, requireCaller } from '@futgg/service-kit';
import { UsersRepository } from './users.repository.js';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersRepository) {}

  /** Signed-in users only: the list is for finding people to message, not for harvesting names. */
  @MessagePattern(IDENTITY_CONTRACTS.searchUsers.subject)
  search(
    @Payload(new ContractPipe(IDENTITY_CONTRACTS.searchUsers)) request: SearchUsersRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    requireCaller(caller);
    return this.users.search(request);
  }

  /** Other services' lookup of the people they show (authors, participants); the gateway has no route to it. */
  @MessagePattern(IDENTITY_CONTRACTS.usersByIds.subject)
  byIds(@Payload(new ContractPipe(IDENTITY_CONTRACTS.usersByIds)) request: UsersByIdsRequest) {
    return this.users.byIds(request.ids);
  }
}
