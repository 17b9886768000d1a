import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page hands the browser so it can hydrate instead of rendering again: the
 * query cache the render read and the router's loader data. Carried as a JSON data block (not an
 * executable script), so no Content-Security-Policy has to allow inline code for it.
 */
export interface ServerState {
  queries: DehydratedState;
  router: HydrationState;
}

export const SERVER_STATE_ELEMENT_ID = 'futgg-server-state';
/** In <head> of every server-rendered page, ahead of the early-requests script, which reads it. */
export const SERVER_RENDERED_META = 'futgg-server-rendered';

/** JSON safe inside <script>: no `</script>`, no `<!--`, no line separators that end a JS string. */
export const serialiseServerState = (state: ServerState): string =>
  JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

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
