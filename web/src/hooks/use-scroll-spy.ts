import { useEffect, useState } from 'react';
import { activeLinkIndex, SCROLL_SPY } from '../lib/scroll-spy';

/**
 * Highlights the sub-navigation link of the section being read. Section offsets are re-measured on
 * resize and on DOM mutation, each debounced by 100 ms (a page that streams in content mutates often).
 */
export const useScrollSpy = (sectionIds: readonly string[], readingEdgePx: number): number => {
  const [active, setActive] = useState<number>(SCROLL_SPY.DEFAULT_ACTIVE_INDEX);
  const key = sectionIds.join('|');
  useEffect(() => {
    let tops: number[] = [];
    const measure = () => {
      tops = sectionIds.map((id) => {
        const section = document.getElementById(id);
        return section ? section.getBoundingClientRect().top + window.scrollY : Number.POSITIVE_INFINITY;
      });
    };
    const update = () => {
      // Untouched page: keep the spec's default active link until the reader scrolls.
      if (window.scrollY <= 0) return;
      setActive(activeLinkIndex(tops, window.scrollY + readingEdgePx));
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const remeasureSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        measure();
        update();
      }, SCROLL_SPY.DEBOUNCE_MS);
    };
    measure();
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
