// Scroll-linked sub-navigation (spec, second document, sections 2 and 9).
export const SCROLL_SPY = {
  TOLERANCE_PX: 20,
  TRACKING_WINDOW_PX: 50,
  DEBOUNCE_MS: 100,
} as const;

/**
 * The link to highlight: the last section whose top has reached the tracking line, which sits the
 * tracking window below the reading edge (the bottom of the sticky header), give or take the tolerance.
 * Before any section reaches it the first one is active.
 */
export const activeLinkIndex = (
  sectionTops: readonly number[],
  readingEdge: number,
  { tolerance = SCROLL_SPY.TOLERANCE_PX, trackingWindow = SCROLL_SPY.TRACKING_WINDOW_PX } = {},
): number => {
  let active = 0;
  sectionTops.forEach((top, index) => {
    if (top - tolerance <= readingEdge + trackingWindow) active = index;
  });
  return active;
};
