import type { MouseEvent } from 'react';

/** A plain left click on a link navigates in the app; other clicks (new tab, copy) stay the browser's. */
export const isInAppClick = (event: MouseEvent) =>
  event.button === 0 &&
  !event.defaultPrevented &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey;
