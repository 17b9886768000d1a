import { useEffect } from 'react';

/** An input, textarea, select or contenteditable has focus: '/' is typing there, not a shortcut. */
export const isEditableFocused = (element: Element | null = document.activeElement): boolean => {
  if (!element) return false;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  return element.matches('input, textarea, select, [contenteditable]:not([contenteditable="false"])');
};

export const useSlashShortcut = (onSlash: () => void, isEnabled = true) => {
  useEffect(() => {
    if (!isEnabled) return;
    const listener = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isEditableFocused()) return;
      event.preventDefault();
      onSlash();
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [onSlash, isEnabled]);
};
