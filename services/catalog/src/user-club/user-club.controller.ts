import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CATALOG_CONTRACTS as C,
  type Caller,
  type UserClubAddRequest,
  type UserClubCardsRequest,
  type UserClubExportRequest,
  type UserClubImportRequest,
  type UserClubListRequest,
  type UserClubRemoveRequest,
} from '@futgg/contracts';
import { ContractPipe, CurrentUser, requireCaller } from '@futgg/service-kit';
import { UserClubService } from './user-club.service.js';

@Controller()
export class UserClubController {
  constructor(private readonly userClub: UserClubService) {}

  @MessagePattern(C.userClubList.subject)
  list(
    @Payload(new ContractPipe(C.userClubList)) request: UserClubListRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.userClub.list(requireCaller(caller), request);
  }

  @MessagePattern(C.userClubImport.subject)
  import(
    @Payload(new ContractPipe(C.userClubImport)) request: UserClubImportRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.userClub.import(requireCaller(caller), request);
  }

  @MessagePattern(C.userClubAdd.subject)
  add(
    @Payload(new ContractPipe(C.userClubAdd)) request: UserClubAddRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.userClub.add(requireCaller(caller), request);
  }

  @MessagePattern(C.userClubRemove.subject)
  remove(
    @Payload(new ContractPipe(C.userClubRemove)) request: UserClubRemoveRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.userClub.remove(requireCaller(caller), request);
  }

  @MessagePattern(C.userClubExport.subject)
  export(
    @Payload(new ContractPipe(C.userClubExport)) request: UserClubExportRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.userClub.export(requireCaller(caller), request);
  }

  // The owner comes in the payload: services ask this for the user they act for, and no HTTP route
  // reaches it (UserClubCardsRequest in libs/contracts says why that is safe).
  @MessagePattern(C.userClubCards.subject)
  cards(@Payload(new ContractPipe(C.userClubCards)) request: UserClubCardsRequest) {
    return this.userClub.cards(request);
  }
}
