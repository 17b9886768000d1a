import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  DIRECT_MESSAGES_CONTRACTS,
  type Caller,
  type ConversationRequest,
  type ConversationUserRequest,
  type CreateConversationRequest,
  type ListConversationsRequest,
  type ListDirectMessagesRequest,
  type SendDirectMessageRequest,
  type UpdateConversationTitleRequest,
} from '@futgg/contracts';
import { ContractPipe, CurrentUser, requireCaller } from '@futgg/service-kit';
import { DirectMessagesService } from './direct-messages.service.js';

const C = DIRECT_MESSAGES_CONTRACTS;

/** The direct-messages subjects: every one acts for the signed-in caller, on their conversations only. */
@Controller()
export class DirectMessagesController {
  constructor(private readonly conversations: DirectMessagesService) {}

  @MessagePattern(C.list.subject)
  list(
    @Payload(new ContractPipe(C.list)) request: ListConversationsRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.conversations.list(requireCaller(caller), request);
  }

  @MessagePattern(C.get.subject)
  get(@Payload(new ContractPipe(C.get)) request: ConversationRequest, @CurrentUser() caller: Caller | null) {
    return this.conversations.get(requireCaller(caller), request.id);
  }

  @MessagePattern(C.create.subject)
  create(
    @Payload(new ContractPipe(C.create)) request: CreateConversationRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.conversations.create(requireCaller(caller), request);
  }

  @MessagePattern(C.addUser.subject)
  addUser(
    @Payload(new ContractPipe(C.addUser)) request: ConversationUserRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.conversations.addUser(requireCaller(caller), request);
  }

  @MessagePattern(C.removeUser.subject)
  removeUser(
    @Payload(new ContractPipe(C.removeUser)) request: ConversationUserRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.conversations.removeUser(requireCaller(caller), request);
  }

  @MessagePattern(C.updateTitle.subject)
  updateTitle(
    @Payload(new ContractPipe(C.updateTitle)) request: UpdateConversationTitleRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.conversations.updateTitle(requireCaller(caller), request);
  }

  @MessagePattern(C.listMessages.subject)
  listMessages(
    @Payload(new ContractPipe(C.listMessages)) request: ListDirectMessagesRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.conversations.messages(requireCaller(caller), request);
  }

  @MessagePattern(C.send.subject)
  send(
    @Payload(new ContractPipe(C.send)) request: SendDirectMessageRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.conversations.send(requireCaller(caller), request);
  }

  @MessagePattern(C.markRead.subject)
  markRead(
    @Payload(new ContractPipe(C.markRead)) request: ConversationRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.conversations.markRead(requireCaller(caller), request.id);
  }
}
