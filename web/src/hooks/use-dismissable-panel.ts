import { useEffect, useMemo, useRef } from 'react';
import { useClickOutside } from './use-click-outside';

/**
 * A toggled panel's closing rules: a click outside its root closes it, and so does Escape, which also
 * gives focus back to the toggle (the keyboard user is where they were). Attach `rootRef` to the
 * element holding toggle and panel, `toggleRef` to the toggle.
 */
export const useDismissablePanel = (isOpen: boolean, close: () => void) => {
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const refs = useMemo(() => [rootRef], []);
  useClickOutside(refs, close, isOpen);
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, close]);
  return { rootRef, toggleRef };
};
