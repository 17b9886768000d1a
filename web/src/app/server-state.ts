import type { DehydratedState, QueryKey } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page hands the browser so it can hydrate instead of rendering again: the
 * query cache the render read and the router's loader data. Carried as a JSON data block (not an
 * executable script), so no Content-Security-Policy has to allow inline code for it.
 */
export interface ServerState {
  queries: DehydratedState;
  router: HydrationState;
  /**
   * Queries the page was rendered from but does not carry (core data, lib/shared-queries.ts), with the
   * URL the browser asks for each: it fetches them, early, before hydrating.
   */
  shared?: { queryKey: QueryKey; url: string }[];
}

export const SERVER_STATE_ELEMENT_ID = 'futgg-server-state';

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const escapeInScript = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** JSON safe inside <script>: no `</script>`, no `<!--`, no line separators that end a JS string. */
export const serialiseServerState = (state: ServerState): string =>
  JSON.stringify(state).replace(UNSAFE_IN_SCRIPT, escapeInScript);

export const serverStateElement = (state: ServerState): string =>
  `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${serialiseServerState(state)}</script>`;

/** The state a server-rendered page carries, or null for the static shell (client-side rendering). */
export const readServerState = (doc: Document): ServerState | null => {
  const element = doc.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
};
