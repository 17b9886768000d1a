import { useId } from 'react';
import type { PriceTrendWindow } from '@futgg/contracts';
import { ChoiceSelect } from '../../../components/choice-select';
import { TREND_WINDOWS } from '../../../lib/price-keys';

const TREND_WINDOW_CHOICES = TREND_WINDOWS.map((window) => ({ value: window, label: window }));

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
      <ChoiceSelect id={id} value={value} choices={TREND_WINDOW_CHOICES} onChange={onChange} />
    </div>
  );
};
