import { useId, useState, type FormEvent } from 'react';
import type { PriceKey } from '@futgg/contracts';
import type { PriceAlert, PriceAlertDirection } from '@futgg/api-client';
import { SignInLink } from '../../../components/sign-in-link';
import { apiErrorMessageOf } from '../../../lib/api';
import { formatCoins } from '../../../lib/format';
import { DEFAULT_PRICE_KEY, PRICE_KEY_LABELS, PRICE_KEYS } from '../../../lib/price-keys';
import { useCardAlerts, useCreateAlert, useDeleteAlert } from '../api/price-alerts-queries';

/** A coin amount as typed: digits, with or without thousands separators. null: not a whole positive number. */
export const parseCoins = (text: string): number | null => {
  const digits = text.replace(/[\s,._]/g, '');
  if (!/^\d{1,10}$/.test(digits)) return null;
  const value = Number(digits);
  return value > 0 ? value : null;
};

const describe = (alert: PriceAlert) =>
  `${PRICE_KEY_LABELS[alert.priceKey]}: ${alert.direction} ${formatCoins(alert.price)} coins`;

/**
 * "Tell me when this card goes under / over N coins", per price key (console or PC): a signed-in reader
 * sets alerts on the card and sees and deletes their own; a crossing arrives as a notification.
 */
export const PriceAlertControls = ({
  gameYear,
  eaId,
  isSignedIn,
}: {
  gameYear: number;
  eaId: number;
  /** undefined while not known; false: a visitor, asked to sign in. */
  isSignedIn: boolean | undefined;
}) => {
  const ids = useId();
  const alerts = useCardAlerts(gameYear, eaId, isSignedIn === true);
  const create = useCreateAlert(gameYear, eaId);
  const remove = useDeleteAlert(gameYear, eaId);
  const [priceKey, setPriceKey] = useState<PriceKey>(DEFAULT_PRICE_KEY);
  const [direction, setDirection] = useState<PriceAlertDirection>('under');
  const [price, setPrice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (isSignedIn === undefined) return null;
  if (!isSignedIn)
    return (
      <p className="price-alerts__sign-in">
        <SignInLink>Sign in to set a price alert</SignInLink>
      </p>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const coins = parseCoins(price);
    if (coins === null) {
      setProblem('Enter the price in coins, a whole number above 0.');
      return;
    }
    setProblem(null);
    create.mutate(
      { priceKey, direction, price: coins },
      {
        onSuccess: () => setPrice(''),
        onError: (error) =>
          setProblem(apiErrorMessageOf(error) ?? 'The alert could not be saved. Try again.'),
      },
    );
  };

  return (
    <div className="price-alerts">
      <h3 className="price-alerts__title">Price alerts</h3>
      <form className="price-alerts__form" onSubmit={submit} aria-label="New price alert">
        <span>Tell me when the</span>
        <label className="visually-hidden" htmlFor={`${ids}-key`}>
          Market
        </label>
        <select
          id={`${ids}-key`}
          className="input"
          value={priceKey}
          onChange={(event) => setPriceKey(event.target.value as PriceKey)}
        >
          {PRICE_KEYS.map((key) => (
            <option key={key} value={key}>
              {PRICE_KEY_LABELS[key]}
            </option>
          ))}
        </select>
        <span>price goes</span>
        <label className="visually-hidden" htmlFor={`${ids}-direction`}>
          Direction
        </label>
        <select
          id={`${ids}-direction`}
          className="input"
          value={direction}
          onChange={(event) => setDirection(event.target.value as PriceAlertDirection)}
        >
          <option value="under">under</option>
          <option value="over">over</option>
        </select>
        <label className="visually-hidden" htmlFor={`${ids}-price`}>
          Price in coins
        </label>
        <input
          id={`${ids}-price`}
          className="input price-alerts__price"
          inputMode="numeric"
          placeholder="e.g. 150,000"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
        />
        <span>coins</span>
        <button type="submit" className="button button--primary button--small" disabled={create.isPending}>
          Set alert
        </button>
      </form>
      {problem && (
        <p className="price-alerts__error" role="alert">
          {problem}
        </p>
      )}
      {alerts.isError ? (
        <p className="price-alerts__error" role="alert">
          Your alerts could not be loaded.
        </p>
      ) : alerts.data && alerts.data.length > 0 ? (
        <ul className="price-alerts__list" aria-label="Your alerts on this card">
          {alerts.data.map((alert) => (
            <li key={alert.id} className="price-alerts__item">
              <span>
                {describe(alert)}
                {alert.isCrossed && <span className="price-alerts__crossed"> · crossed</span>}
              </span>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={`Delete alert: ${describe(alert)}`}
                disabled={remove.isPending && remove.variables === alert.id}
                onClick={() => remove.mutate(alert.id)}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      ) : alerts.isSuccess ? (
        <p className="muted price-alerts__empty">You have no alerts on this card.</p>
      ) : null}
    </div>
  );
};
