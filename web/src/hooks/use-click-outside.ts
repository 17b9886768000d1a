import { useEffect, type RefObject } from 'react';

export const useClickOutside = (
  refs: readonly RefObject<HTMLElement | null>[],
  onOutside: () => void,
  isActive: boolean,
) => {
  useEffect(() => {
    if (!isActive) return;
    const listener = (event: PointerEvent | MouseEvent) => {
      const target = event.target as Node | null;
      if (target && refs.some((ref) => ref.current?.contains(target))) return;
      onOutside();
    };
    document.addEventListener('mousedown', listener);
    return () => document.removeEventListener('mousedown', listener);
  }, [refs, onOutside, isActive]);
};
