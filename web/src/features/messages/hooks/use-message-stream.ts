import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DirectMessage } from '@futgg/contracts';
import { useApi } from '../../../lib/api';
import { addMessageToCache, MESSAGES_KEY, refreshConversationLists } from '../api/message-queries';

/** The first retry waits this long; each failure doubles it, up to the cap. */
export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;

/** The wait before reconnecting after `failures` failures in a row (1 s, 2 s, 4 s … at most 30 s). */
export const retryDelay = (failures: number) =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));

/**
 * Keeps the live stream of new direct messages open while the messages page is: each message joins its
 * conversation's loaded pages (if open) and the lists are asked again. A stream that ends or fails is
 * opened again after a growing wait; once open again, the loaded messages are asked again, so nothing
 * sent meanwhile is missed. `onMessage` is told each message after the cache has it.
 */
export const useMessageStream = (userId: string, onMessage?: (message: DirectMessage) => void) => {
  const api = useApi();
  const queryClient = useQueryClient();
  const onMessageRef = useRef(onMessage);
  onMessageRef.current = onMessage;
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let hasOpened = false;
    const connect = () => {
      api.directMessages
        .stream(
          (message) => {
            addMessageToCache(queryClient, userId, message);
            refreshConversationLists(queryClient, userId);
            onMessageRef.current?.(message);
          },
          {
            signal: controller.signal,
            onOpen: () => {
              failures = 0;
              // A reconnection: what arrived while the stream was down is asked for.
              if (hasOpened) void queryClient.invalidateQueries({ queryKey: [...MESSAGES_KEY, userId] });
              hasOpened = true;
            },
          },
        )
        .catch(() => undefined)
        .finally(() => {
          if (controller.signal.aborted) return;
          failures += 1;
          timer = setTimeout(connect, retryDelay(failures));
        });
    };
    connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [api, queryClient, userId]);
};
