import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { MAX_MIN_PRICE } from '../hooks/movers-view';

/** As the player database's number filters: long enough not to ask for "5" on the way to "5000". */
const TYPING_PAUSE_MS = 600;

interface MinPriceInputProps {
  value: number;
  onCommit: (minPrice: number) => void;
}

/** The movers' price floor: applied once the typing pauses, on Enter or on leaving the box. */
export const MinPriceInput = ({ value, onCommit }: MinPriceInputProps) => {
  const id = useId();
  const shown = String(value);
  const [draft, setDraft] = useState(shown);
  useEffect(() => setDraft(shown), [shown]);
  const commit = () => {
    const typed = Math.round(Number(draft.trim()));
    const next = Math.min(MAX_MIN_PRICE, Math.max(0, typed));
    // Nothing readable (or the same floor): the box goes back to the floor in force.
    if (draft.trim() === '' || !Number.isFinite(typed) || next === value) setDraft(shown);
    else onCommit(next);
  };
  const latestCommit = useRef(commit);
  latestCommit.current = commit;
  useEffect(() => {
    if (draft === shown) return;
    const timer = setTimeout(() => latestCommit.current(), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, shown]);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };
  return (
    <div className="movers-min-price">
      <label htmlFor={id} className="movers-min-price__label">
        Minimum price
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        className="input movers-min-price__input"
        min={0}
        max={MAX_MIN_PRICE}
        step={100}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
    </div>
  );
};
