import { useId } from 'react';
import type { PriceTrendWindow } from '@futgg/contracts';
import { TREND_WINDOWS } from '../../../lib/price-keys';

interface TrendWindowSelectProps {
  value: PriceTrendWindow;
  onChange: (window: PriceTrendWindow) => void;
}

/** Which trend the table's trend column shows: one column, five windows, so the table stays narrow. */
export const TrendWindowSelect = ({ value, onChange }: TrendWindowSelectProps) => {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label">
        Trend
      </label>
      <select
        id={id}
        className="select"
        value={value}
        onChange={(event) => onChange(event.target.value as PriceTrendWindow)}
      >
        {TREND_WINDOWS.map((window) => (
          <option key={window} value={window}>
            {window}
          </option>
        ))}
      </select>
    </div>
  );
};
