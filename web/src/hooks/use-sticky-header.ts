import { useEffect, useState, type RefObject } from 'react';

/**
 * The sticky header appears once the page is scrolled past the original bottom edge of the page
 * header (spec, second document, section 2). The edge is measured in document coordinates, so the
 * header scrolling away does not move it.
 */
export const useStickyHeader = (headerRef: RefObject<HTMLElement | null>): boolean => {
  const [isVisible, setIsVisible] = useState(false);
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const bottomEdge = () => header.getBoundingClientRect().bottom + window.scrollY;
    let edge = bottomEdge();
    const update = () => setIsVisible(window.scrollY > edge);
    const remeasure = () => {
      edge = bottomEdge();
      update();
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', remeasure);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', remeasure);
    };
  }, [headerRef]);
  return isVisible;
};
