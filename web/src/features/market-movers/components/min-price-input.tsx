import { useId } from 'react';
import { useTypedNumber } from '../../../hooks/use-typed-number';
import { MAX_MIN_PRICE } from '../hooks/movers-view';

interface MinPriceInputProps {
  value: number;
  onCommit: (minPrice: number) => void;
}

/** The movers' price floor: applied once the typing pauses, on Enter or on leaving the box. */
export const MinPriceInput = ({ value, onCommit }: MinPriceInputProps) => {
  const id = useId();
  const typed = useTypedNumber(String(value), (draft) => {
    const entered = Math.round(Number(draft.trim()));
    const next = Math.min(MAX_MIN_PRICE, Math.max(0, entered));
    // Nothing readable (or the same floor): the box goes back to the floor in force.
    if (draft.trim() === '' || !Number.isFinite(entered) || next === value) return false;
    onCommit(next);
    return true;
  });
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
        {...typed}
      />
    </div>
  );
};
