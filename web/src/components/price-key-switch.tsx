import { useId } from 'react';
import type { PriceKey } from '@futgg/contracts';
import { PRICE_KEY_LABELS, PRICE_KEYS } from '../lib/price-keys';

interface PriceKeySwitchProps {
  value: PriceKey;
  onChange: (priceKey: PriceKey) => void;
  /** What the choice is of, for screen readers ("Prices from"). */
  label?: string;
}

/** Console or PC prices: native radios (arrow keys move between them), drawn as one segmented control. */
export const PriceKeySwitch = ({ value, onChange, label = 'Prices from' }: PriceKeySwitchProps) => {
  const name = useId();
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">{label}</legend>
      {PRICE_KEYS.map((key) => (
        <label key={key} className="segmented__option">
          <input
            type="radio"
            className="segmented__input"
            name={name}
            value={key}
            checked={value === key}
            onChange={() => onChange(key)}
          />
          <span className="segmented__label">{PRICE_KEY_LABELS[key]}</span>
        </label>
      ))}
    </fieldset>
  );
};
