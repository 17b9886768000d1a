import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  DomainError,
  ROLES,
  type Caller,
  type Comment,
  type CommentCounts,
  type CommentCountsRequest,
  type CommentPage,
  type CreateCommentRequest,
  type DeleteCommentRequest,
  type EditCommentRequest,
  type ListCommentsRequest,
  type RankedCommentsRequest,
} from '@futgg/contracts';
import { LOGGER, UserWriteBudgets, assertOwnedBy, type WriteBudget } from '@futgg/service-kit';
import { NotificationsService } from '../notifications/notifications.service.js';
import { UsersClient } from '../users/users.client.js';
import { plainTextOf, sanitisedCommentHtml } from './comment-html.js';
import { CommentsRepository, type StoredComment, type ThreadScope } from './comments.repository.js';
import { commentUrlOf } from './entity-url.js';
import { EntityOwnersClient, hasOwner } from './entity-owners.client.js';

/** Creates and edits per user (docs/comments.md "Limits"): a person types far fewer than 30 a minute. */
export const COMMENT_WRITE_BUDGET: WriteBudget = { action: 'comment', limit: 30, windowSeconds: 60 };
/** Deletes per user: cheap and harmless, but still not without bound. */
export const COMMENT_DELETE_BUDGET: WriteBudget = { action: 'comment-delete', limit: 60, windowSeconds: 60 };

const NOTIFICATION_BODY_LENGTH = 140;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One spelling per entity: a uuid in any case names the same squad or tactic, so one thread. */
const entityKeyOf = (entityId: string): string =>
  UUID_PATTERN.test(entityId) ? entityId.toLowerCase() : entityId;

const isAdmin = (caller: Caller | null): boolean => caller?.roles.includes(ROLES.ADMIN) ?? false;

const notFound = () => new DomainError('NOT_FOUND', 'Comment not found', { field: 'id' });

/** Comment threads: reading, ranking, counting, writing (docs/comments.md). */
@Injectable()
export class CommentsService {
  constructor(
    private readonly repository: CommentsRepository,
    private readonly users: UsersClient,
    private readonly owners: EntityOwnersClient,
    private readonly budgets: UserWriteBudgets,
    private readonly notifications: NotificationsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async list(caller: Caller | null, request: ListCommentsRequest): Promise<CommentPage> {
    const scope = await this.scopeOf(caller, request.contentTypeId, request.entityId, request.isPrivate);
    const parent = await this.parentOf(scope, request.parent);
    const page = await this.repository.page({ ...scope, parent }, request.after ?? null);
    return { data: await this.answers(page.data), totalCount: page.totalCount };
  }

  /** The namespace form: public comments only, ranked (docs/comments.md "Ranking"). */
  async ranked(request: RankedCommentsRequest): Promise<CommentPage> {
    const scope = await this.scopeOf(null, request.contentTypeId, request.entityId, false);
    const parent = await this.parentOf(scope, request.parent);
    const page = await this.repository.ranked({ ...scope, parent }, request.sort, request.exclude);
    return { data: await this.answers(page.data), totalCount: page.totalCount };
  }

  async counts(caller: Caller | null, request: CommentCountsRequest): Promise<CommentCounts> {
    const ids = [...new Set(request.ids.map(entityKeyOf))];
    let seesAllOf: string[] = [];
    if (request.isPrivate) {
      const reader = caller!;
      if (isAdmin(reader)) seesAllOf = ids;
      else {
        const owners = await this.owners.ownersOf(request.contentTypeId, ids);
        seesAllOf = ids.filter((id) => owners.get(id) === reader.id);
      }
    }
    const counts = await this.repository.counts(
      request.contentTypeId,
      ids,
      request.isPrivate,
      caller?.id ?? null,
      seesAllOf,
    );
    // Keyed as asked, so a client finds each id it sent (a uuid in capitals included).
    return Object.fromEntries(request.ids.map((id) => [id, counts.get(entityKeyOf(id)) ?? 0]));
  }

  async create(caller: Caller, request: CreateCommentRequest): Promise<Comment> {
    const content = sanitisedCommentHtml(request.content);
    const scope = await this.scopeOf(caller, request.contentTypeId, request.entityId, request.isPrivate);
    if (scope.isPrivate && hasOwner(scope.contentTypeId) && scope.ownerId === null) {
      throw new DomainError('NOT_FOUND', `No such ${scope.contentTypeId === 5 ? 'squad' : 'tactic'}`, {
        field: 'entityId',
      });
    }
    const parent = request.parent ? await this.repliedTo(scope, request.parent) : null;
    await this.budgets.spend(caller.id, COMMENT_WRITE_BUDGET);
    const id = await this.repository.insert({
      contentTypeId: scope.contentTypeId,
      entityId: scope.entityId,
      parent: parent?.id ?? null,
      authorId: caller.id,
      content,
      isPrivate: scope.isPrivate,
    });
    if (parent && parent.authorId !== caller.id) {
      await this.notifyReply(caller, parent.authorId, scope, id, content);
    }
    return this.answerOf(id);
  }

  async edit(caller: Caller, request: EditCommentRequest): Promise<Comment> {
    const stored = await this.repository.one(request.id);
    if (!stored || stored.isPrivate !== request.isPrivate) throw notFound();
    assertOwnedBy({ ownerId: stored.authorId }, caller, 'Comment');
    if (stored.isDeleted) throw new DomainError('CONFLICT', 'This comment is deleted', { field: 'id' });
    const content = sanitisedCommentHtml(request.content);
    await this.budgets.spend(caller.id, COMMENT_WRITE_BUDGET);
    if (!(await this.repository.edit(stored.id, caller.id, content))) {
      throw new DomainError('CONFLICT', 'This comment is deleted', { field: 'id' });
    }
    return this.answerOf(stored.id);
  }

  /** The author's own, or any for an admin; deleting a deleted comment answers it again. */
  async remove(caller: Caller, request: DeleteCommentRequest): Promise<Comment> {
    const stored = await this.repository.one(request.id);
    if (!stored || stored.isPrivate !== request.isPrivate) throw notFound();
    assertOwnedBy({ ownerId: stored.authorId }, caller, 'Comment', { adminMay: true });
    if (!stored.isDeleted) {
      await this.budgets.spend(caller.id, COMMENT_DELETE_BUDGET);
      await this.repository.markDeleted(stored.id);
    }
    return this.answerOf(stored.id);
  }

  /** The thread a reader sees; for a private one, whether they see every comment (owner, admin). */
  private async scopeOf(
    caller: Caller | null,
    contentTypeId: number,
    rawEntityId: string,
    isPrivate: boolean,
  ): Promise<Omit<ThreadScope, 'parent'> & { ownerId: string | null }> {
    const entityId = entityKeyOf(rawEntityId);
    const ownerId =
      isPrivate && hasOwner(contentTypeId)
        ? ((await this.owners.ownersOf(contentTypeId, [entityId])).get(entityId) ?? null)
        : null;
    return {
      contentTypeId,
      entityId,
      isPrivate,
      readerId: caller?.id ?? null,
      seesAllPrivate: isPrivate && (isAdmin(caller) || (ownerId !== null && ownerId === caller?.id)),
      ownerId,
    };
  }

  /** `parent` of a read: a comment of this thread (any reader may page replies they cannot all see). */
  private async parentOf(scope: Omit<ThreadScope, 'parent'>, parent: number | undefined) {
    if (!parent) return null;
    const stored = await this.repository.one(parent);
    if (!stored || !this.isInThread(stored, scope)) {
      throw new DomainError('NOT_FOUND', `Comment ${parent} is not a comment of this thread`, {
        field: 'parent',
      });
    }
    return stored.id;
  }

  /** The comment a new one answers: of the same thread, seen by the writer, not deleted; else 400. */
  private async repliedTo(scope: Omit<ThreadScope, 'parent'>, parent: number) {
    const stored = await this.repository.one(parent);
    const seen =
      stored !== null &&
      this.isInThread(stored, scope) &&
      (!scope.isPrivate ||
        scope.seesAllPrivate ||
        stored.authorId === scope.readerId ||
        stored.parentAuthorId === scope.readerId);
    if (!seen) {
      throw new DomainError('INVALID_INPUT', `parent ${parent} is not a comment of this thread`, {
        field: 'parent',
      });
    }
    if (stored.isDeleted) {
      throw new DomainError('INVALID_INPUT', `parent ${parent} is deleted: it takes no new replies`, {
        field: 'parent',
      });
    }
    return stored;
  }

  private isInThread(stored: StoredComment, scope: Omit<ThreadScope, 'parent'>): boolean {
    return (
      stored.contentTypeId === scope.contentTypeId &&
      stored.entityId === scope.entityId &&
      stored.isPrivate === scope.isPrivate
    );
  }

  // A failed notification must not fail the reply: the comment is stored, and a client retrying the
  // write would post it twice. The dedupe key makes a retried notify harmless.
  private async notifyReply(
    caller: Caller,
    parentAuthorId: string,
    scope: Omit<ThreadScope, 'parent'>,
    id: number,
    content: string,
  ): Promise<void> {
    try {
      const author = (await this.users.byIds([caller.id])).get(caller.id);
      const text = plainTextOf(content);
      await this.notifications.notify({
        userId: parentAuthorId,
        typeSlug: 'comment-reply',
        title: `${author?.displayName ?? 'Someone'} replied to your comment`,
        body:
          text.length > NOTIFICATION_BODY_LENGTH ? `${text.slice(0, NOTIFICATION_BODY_LENGTH - 1)}…` : text,
        url: commentUrlOf(scope.contentTypeId, scope.entityId, id),
        dedupeKey: `comment-reply:${id}`,
      });
    } catch (error) {
      this.logger.error({ err: error, commentId: id }, 'The reply notification failed');
    }
  }

  private async answerOf(id: number): Promise<Comment> {
    const stored = await this.repository.one(id);
    if (!stored) throw notFound();
    const [answer] = await this.answers([stored]);
    return answer!;
  }

  /** Rows as the API answers them: authors from identity, nothing of a deleted comment but its place. */
  private async answers(stored: readonly StoredComment[]): Promise<Comment[]> {
    const authors = await this.users.byIds(stored.filter((c) => !c.isDeleted).map((c) => c.authorId));
    return stored.map((comment) => ({
      id: comment.id,
      contentTypeId: comment.contentTypeId,
      entityId: comment.entityId,
      parent: comment.parent,
      content: comment.isDeleted ? '' : comment.content,
      author: comment.isDeleted ? null : (authors.get(comment.authorId) ?? null),
      isDeleted: comment.isDeleted,
      isPrivate: comment.isPrivate,
      dateCreated: comment.dateCreated,
      dateEdited: comment.dateEdited,
      replyCount: comment.replyCount,
      upvotes: comment.upvotes,
      downvotes: comment.downvotes,
    }));
  }
}
