import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  COMMENTS_CONTRACTS,
  type Caller,
  type CommentCountsRequest,
  type CreateCommentRequest,
  type DeleteCommentRequest,
  type EditCommentRequest,
  type ListCommentsRequest,
  type RankedCommentsRequest,
} from '@futgg/contracts';
import { ContractPipe, CurrentUser, requireCaller } from '@futgg/service-kit';
import { CommentsService } from './comments.service.js';

const C = COMMENTS_CONTRACTS;

/** The comments subjects: public reads are open to anyone; private reads and every write need a caller. */
@Controller()
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @MessagePattern(C.list.subject)
  list(
    @Payload(new ContractPipe(C.list)) request: ListCommentsRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.comments.list(request.isPrivate ? requireCaller(caller) : caller, request);
  }

  @MessagePattern(C.ranked.subject)
  ranked(@Payload(new ContractPipe(C.ranked)) request: RankedCommentsRequest) {
    return this.comments.ranked(request);
  }

  @MessagePattern(C.counts.subject)
  counts(
    @Payload(new ContractPipe(C.counts)) request: CommentCountsRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.comments.counts(request.isPrivate ? requireCaller(caller) : caller, request);
  }

  @MessagePattern(C.create.subject)
  create(
    @Payload(new ContractPipe(C.create)) request: CreateCommentRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.comments.create(requireCaller(caller), request);
  }

  @MessagePattern(C.edit.subject)
  edit(@Payload(new ContractPipe(C.edit)) request: EditCommentRequest, @CurrentUser() caller: Caller | null) {
    return this.comments.edit(requireCaller(caller), request);
  }

  @MessagePattern(C.delete.subject)
  delete(
    @Payload(new ContractPipe(C.delete)) request: DeleteCommentRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.comments.remove(requireCaller(caller), request);
  }
}
