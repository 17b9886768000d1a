/**
 * Runs `callback` once the browser has painted the next frame: work the reader does not see (writing
 * the address bar, say) then stays out of the frame that shows what they asked for. A hidden page
 * paints no frames, so there it runs in the next task.
 */
export const afterNextPaint = (callback: () => void): void => {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState !== 'visible') {
    setTimeout(callback, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(callback, 0));
};
