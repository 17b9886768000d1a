import type { PublicUser } from '@futgg/contracts';
import type { ApiClient } from './api-client.js';
import { batchCalls } from './batch-calls.js';
import { MAX_COUNT_IDS } from './views.api.js';

type Data<T> = { data: T };
const dataOf = <T>(body: Data<T>) => body.data;
const API = { basePath: '/api' } as const;

/** Comments come 20 to a page; a page of fewer ends the thread (spec, second document, sections 4 and 9). */
export const COMMENTS_PAGE_SIZE = 20;
/** The namespace form takes at most this many ids to leave out. */
export const MAX_EXCLUDED_COMMENTS = 500;

/** A comment as the social service answers it (docs/social.md); `content` is sanitised HTML. */
export interface SocialComment {
  id: number;
  contentTypeId: number;
  entityId: string;
  parent: number | null;
  content: string;
  /** null once deleted. */
  author: PublicUser | null;
  isDeleted: boolean;
  isPrivate: boolean;
  dateCreated: string;
  dateEdited: string | null;
  replyCount: number;
  upvotes: number;
  downvotes: number;
}

export type CommentSort = 'new' | 'best' | 'hot';
export const COMMENT_SORTS: readonly CommentSort[] = ['new', 'best', 'hot'];

export interface CommentThread {
  contentTypeId: number;
  entityId: string;
  /** Private comments (visible to their author and the entity's owner) live under /api/comments/private/. */
  isPrivate?: boolean;
}

export interface CommentPage {
  data: SocialComment[];
  totalCount?: number;
}

const base = (thread: Pick<CommentThread, 'isPrivate'>) =>
  thread.isPrivate ? 'comments/private' : 'comments';
const entityPath = (thread: CommentThread) =>
  `${base(thread)}/${thread.contentTypeId}/${encodeURIComponent(thread.entityId)}`;

/**
 * The comments routes (docs/social-web.md): newest-first pages by `after` (the last id the reader has),
 * the namespace form ranked by sort with `exclude` (the ids already shown), counts for many entities,
 * and the writes. `parent` is sent only when it is a comment id (> 0), as the spec's client does.
 */
export const commentsApi = (client: ApiClient) => {
  const batchers = new Map<number, (entityId: string) => Promise<number>>();
  const api = {
    list: (thread: CommentThread, params: { after?: number; parent?: number } = {}) =>
      client.get<CommentPage>(entityPath(thread), {
        ...API,
        query: {
          after: params.after,
          parent: params.parent && params.parent > 0 ? params.parent : undefined,
        },
      }),
    ranked: (
      thread: Pick<CommentThread, 'contentTypeId' | 'entityId'>,
      params: { sort: CommentSort; exclude?: readonly number[]; parent?: number },
    ) =>
      client.get<CommentPage>(`comments/${thread.contentTypeId}/${encodeURIComponent(thread.entityId)}`, {
        query: {
          parent: params.parent && params.parent > 0 ? params.parent : undefined,
          exclude:
            params.exclude && params.exclude.length > 0
              ? params.exclude.slice(-MAX_EXCLUDED_COMMENTS).join(',')
              : undefined,
          sort: params.sort,
        },
      }),
    counts: (contentTypeId: number, ids: readonly string[], options: { isPrivate?: boolean } = {}) =>
      client
        .get<Data<Record<string, number>>>(`${base(options)}/${contentTypeId}/counts`, {
          ...API,
          query: { ids: ids.join(',') },
        })
        .then(dataOf),
    create: (thread: CommentThread, input: { content: string; parent?: number | null }) =>
      client
        .post<Data<SocialComment>>(
          `${entityPath(thread)}/create`,
          input.parent && input.parent > 0
            ? { content: input.content, parent: input.parent }
            : { content: input.content },
          API,
        )
        .then(dataOf),
    edit: (id: number, content: string, options: { isPrivate?: boolean } = {}) =>
      client.post<Data<SocialComment>>(`${base(options)}/${id}/edit`, { content }, API).then(dataOf),
    delete: (id: number, options: { isPrivate?: boolean } = {}) =>
      client.post<Data<unknown>>(`${base(options)}/${id}/delete`, {}, API).then(dataOf),
  };
  return {
    ...api,
    /** One entity's public comment count, asked with every other of its type in the same tick. */
    countOf: (contentTypeId: number, entityId: string) => {
      let batcher = batchers.get(contentTypeId);
      if (!batcher) {
        batcher = batchCalls<string, number>((ids) => api.counts(contentTypeId, ids), {
          maxPerCall: MAX_COUNT_IDS,
          missing: () => 0,
        });
        batchers.set(contentTypeId, batcher);
      }
      return batcher(entityId);
    },
  };
};
export type CommentsApi = ReturnType<typeof commentsApi>;
