import { useEffect, type RefObject } from 'react';

/**
 * What a reader typed into a server-rendered text field before the app hydrated it is in the DOM but
 * not in React's state: React leaves the field as it finds it, no change event ever reaches the
 * component, and its next render would wipe the text. Takes it over once, after hydration, as if it
 * had just been typed. (Rendered pages load the app only after their first paint, so this window is
 * real: a reader can click into a filter as soon as it shows.)
 */
export const useTextTypedBeforeHydration = (
  ref: RefObject<HTMLInputElement | null>,
  onTyped: (text: string, hasFocus: boolean) => void,
) => {
  useEffect(() => {
    const input = ref.current;
    if (input && input.value !== '') onTyped(input.value, document.activeElement === input);
    // Once, at mount: whatever is typed later arrives as change events.
  }, []);
};
