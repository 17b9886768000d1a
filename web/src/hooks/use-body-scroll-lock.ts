import { useEffect } from 'react';

// Several overlays (mega menu, mobile nav, mobile search) may lock at once; the body is released only
// when the last one closes, restoring what the page had before the first lock.
let locks = 0;
let previousOverflow = '';

export const lockBodyScroll = (): (() => void) => {
  if (locks === 0) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) document.body.style.overflow = previousOverflow;
  };
};

export const useBodyScrollLock = (isLocked: boolean) => {
  useEffect(() => (isLocked ? lockBodyScroll() : undefined), [isLocked]);
};
