import { useEffect, useRef } from 'react';
import { useApi } from '../../../lib/api';

/** Content type 1 (player) in social's list (contracts' CONTENT_TYPE_ID.player, spelled: no zod in the bundle). */
export const PLAYER_CONTENT_TYPE_ID = 1;

/**
 * One tracked view per player page view (the card's eaId): sent once the page is in the browser, never
 * while rendering on the server, and once however often the page re-renders. The answer is not read and
 * a failure never disturbs the page.
 */
export const useTrackPlayerView = (gameYear: number, eaId: number) => {
  const api = useApi();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const key = `${gameYear}-${eaId}`;
    if (sent.current === key) return;
    sent.current = key;
    api.views
      .track({ type: 'entity_view', contentTypeId: PLAYER_CONTENT_TYPE_ID, entityId: eaId })
      .catch(() => undefined);
  }, [api, gameYear, eaId]);
};
