import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  COMMENTS_PAGE_SIZE,
  MAX_EXCLUDED_COMMENTS,
  type CommentPage,
  type CommentSort,
  type SocialComment,
} from '@futgg/api-client';
import { useApi } from '../../../lib/api';

export interface CommentTarget {
  contentTypeId: number;
  /** An eaId, id or uuid, as social keeps it. */
  entityId: string;
}

/** Everything cached for one entity's comments starts with this key. */
export const commentsKey = ({ contentTypeId, entityId }: CommentTarget) =>
  ['comments', contentTypeId, entityId] as const;
export const commentCountKey = ({ contentTypeId, entityId }: CommentTarget) =>
  ['comment-counts', contentTypeId, entityId] as const;

/**
 * Where the next page starts: after the last id for 'new' (the server's newest-first order), or leaving
 * out every id shown so far for the ranked sorts (their order changes as votes come in, so an offset
 * would repeat or skip comments). null: the thread has ended (a page of fewer than 20).
 */
type PageParam = number | readonly number[] | null;

export const nextPageParam = (sort: CommentSort, pages: readonly CommentPage[]): PageParam | undefined => {
  const last = pages[pages.length - 1];
  if (!last || last.data.length < COMMENTS_PAGE_SIZE) return undefined;
  if (sort === 'new') return last.data[last.data.length - 1]?.id;
  const shown = pages.flatMap((page) => page.data.map((comment) => comment.id));
  // The route takes at most 500 ids to leave out: beyond that the thread is shown as far as it can go.
  return shown.length > MAX_EXCLUDED_COMMENTS ? undefined : shown;
};

/** One thread of an entity: its top-level comments (parent 0) or one comment's replies, page by page. */
export const useCommentThread = (
  target: CommentTarget,
  sort: CommentSort,
  parent = 0,
  options: { enabled?: boolean } = {},
) => {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [...commentsKey(target), parent, sort],
    initialPageParam: null as PageParam,
    queryFn: ({ pageParam }) =>
      sort === 'new'
        ? api.comments.list(target, {
            after: typeof pageParam === 'number' ? pageParam : undefined,
            parent,
          })
        : api.comments.ranked(target, {
            sort,
            parent,
            exclude: Array.isArray(pageParam) ? pageParam : undefined,
          }),
    getNextPageParam: (_last, pages) => nextPageParam(sort, pages),
    enabled: options.enabled ?? true,
  });
};

/** The comments of every cached page of an entity's threads, changed in place (an edit, a delete). */
const updateCached = (
  queryClient: QueryClient,
  target: CommentTarget,
  id: number,
  change: (comment: SocialComment) => SocialComment,
) =>
  queryClient.setQueriesData<InfiniteData<CommentPage>>({ queryKey: commentsKey(target) }, (cached) =>
    cached && 'pages' in cached
      ? {
          ...cached,
          pages: cached.pages.map((page) => ({
            ...page,
            data: page.data.map((comment) => (comment.id === id ? change(comment) : comment)),
          })),
        }
      : cached,
  );

export const useCreateComment = (target: CommentTarget) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; parent?: number | null }) => api.comments.create(target, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentsKey(target) }),
        queryClient.invalidateQueries({ queryKey: commentCountKey(target) }),
      ]),
  });
};

export const useEditComment = (target: CommentTarget) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) => api.comments.edit(id, content),
    onSuccess: (edited, { id, content }) =>
      updateCached(queryClient, target, id, (comment) =>
        edited && typeof edited === 'object' && 'content' in edited
          ? { ...comment, ...edited }
          : { ...comment, content, dateEdited: new Date().toISOString() },
      ),
  });
};

/** A deleted comment keeps its place and its replies, shown as "[deleted]". */
export const useDeleteComment = (target: CommentTarget) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.comments.delete(id),
    onSuccess: (_answer, id) => {
      updateCached(queryClient, target, id, (comment) => ({
        ...comment,
        isDeleted: true,
        content: '',
        author: null,
      }));
      return queryClient.invalidateQueries({ queryKey: commentCountKey(target) });
    },
  });
};

/** An entity's public comment count, asked with every other counter of its type on the page. */
export const useCommentCount = (target: CommentTarget) => {
  const api = useApi();
  return useQuery({
    queryKey: commentCountKey(target),
    queryFn: () => api.comments.countOf(target.contentTypeId, target.entityId),
  });
};

/**
 * A reader's report of a comment to the moderators: the page's address pointing at the comment
 * (`#comment-{id}`) and the reader's note (`POST /api/moderation/send-report/`).
 */
export const useReportComment = () => {
  const api = useApi();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      api.moderation.sendReport({
        url: `${window.location.origin}${window.location.pathname}${window.location.search}#comment-${id}`,
        note,
      }),
  });
};
