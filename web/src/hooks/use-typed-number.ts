import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';

/**
 * A number typed applies once the typing pauses this long, as well as on Enter or leaving the box: long
 * enough not to search for "8" on the way to "85", short enough to read as live.
 */
export const TYPING_PAUSE_MS = 600;

/**
 * A number box's text while it is typed, and the props that wire it. The text follows `shown` (the value
 * in force) whenever that changes elsewhere; it is committed once the typing pauses, on Enter or on
 * leaving the box. `apply` reads the text and answers whether it applied a value: when it did not
 * (nothing readable, the same value), the box goes back to the value in force.
 */
export const useTypedNumber = (shown: string, apply: (draft: string) => boolean) => {
  const [draft, setDraft] = useState(shown);
  useEffect(() => setDraft(shown), [shown]);
  const commit = () => {
    if (!apply(draft)) setDraft(shown);
  };
  // The latest commit, for the pause timer: it reads the value in force when the timer fires.
  const latestCommit = useRef(commit);
  latestCommit.current = commit;
  useEffect(() => {
    if (draft === shown) return;
    const timer = setTimeout(() => latestCommit.current(), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, shown]);
  return {
    value: draft,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setDraft(event.target.value),
    onBlur: commit,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') commit();
    },
  };
};
