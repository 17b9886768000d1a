import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Fixture } from '@futgg/contracts';
import { useApi } from '../../../lib/api';
import { fixtureQueryKey, useFixture } from '../api/live-scores-queries';

/** How long a dropped stream waits before it opens again (the fixture is read again on reopening). */
export const LIVE_RECONNECT_MS = 3000;

export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'off';

/**
 * A fixture, kept current while it is not finished: its stream's changes (server-sent events read with
 * fetch) replace it in the query cache, a change older than what is shown (a lower revision) is
 * ignored, and a dropped stream reopens after LIVE_RECONNECT_MS, reading the fixture again first so
 * nothing said meanwhile is missed.
 */
export const useLiveFixture = (id: number) => {
  const api = useApi();
  const queryClient = useQueryClient();
  const fixture = useFixture(id);
  const isFinished = fixture.data?.status === 'finished';
  const hasData = fixture.data !== undefined;
  const [state, setState] = useState<LiveState>('off');
  useEffect(() => {
    if (!hasData || isFinished) {
      setState('off');
      return;
    }
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const apply = (next: Fixture) =>
      queryClient.setQueryData<Fixture>(fixtureQueryKey(id), (current) =>
        current && current.revision > next.revision ? current : next,
      );
    const open = (isReopening: boolean) => {
      setState(isReopening ? 'reconnecting' : 'connecting');
      api.liveScores
        .streamFixture(id, apply, {
          signal: controller.signal,
          onOpen: () => {
            setState('live');
            if (isReopening) void queryClient.invalidateQueries({ queryKey: fixtureQueryKey(id) });
          },
        })
        .catch(() => undefined)
        .finally(() => {
          if (controller.signal.aborted) return;
          setState('reconnecting');
          timer = setTimeout(() => open(true), LIVE_RECONNECT_MS);
        });
    };
    open(false);
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [api, queryClient, id, hasData, isFinished]);
  return { fixture, liveState: state };
};
