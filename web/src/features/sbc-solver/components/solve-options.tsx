import { useEffect, useId, useState } from 'react';
import type { NameOf } from '../../../lib/use-card-names';
import { CardName } from '../../../components/card-name';
import { Checkbox } from '../../../components/checkbox';
import { PriceKeySwitch } from '../../../components/price-key-switch';
import { PRICE_KEY_LABELS } from '../../../lib/price-keys';
import {
  SOLVE_TIME_LIMIT,
  TRADEABLE_COST_WORDS,
  withAllowed,
  type SbcSolveOptions,
  type TradeableCost,
} from '../utils/solve-words';

const poolWords = ({ club, market }: SbcSolveOptions) =>
  club && market ? 'my club and the market' : club ? 'my club only' : market ? 'the market only' : 'no cards';

/** What the summary adds for the cards kept out: the active squad's, and those the user excluded. */
const keptOutWords = ({ keepActiveSquad, excludedEaIds }: SbcSolveOptions) =>
  [
    keepActiveSquad ? 'my active squad kept' : null,
    excludedEaIds.length > 0
      ? `${excludedEaIds.length} ${excludedEaIds.length === 1 ? 'player' : 'players'} excluded`
      : null,
  ]
    .filter(Boolean)
    .map((words) => `, ${words}`)
    .join('');

/**
 * The time limit typed: valid within the contract's range; a number outside it has a nearest allowed value
 * (what the field becomes when left); an empty field or "0." has none.
 */
const timeLimitOf = (
  text: string,
): { valid: true; seconds: number } | { valid: false; nearest: number | null } => {
  const seconds = Number(text);
  if (text.trim() === '' || !Number.isFinite(seconds)) return { valid: false, nearest: null };
  if (seconds < SOLVE_TIME_LIMIT.MIN) return { valid: false, nearest: SOLVE_TIME_LIMIT.MIN };
  if (seconds > SOLVE_TIME_LIMIT.MAX) return { valid: false, nearest: SOLVE_TIME_LIMIT.MAX };
  return { valid: true, seconds };
};

/** The pool and limits of a solve, folded under one line that says what they are. */
export const SolveOptions = ({
  options,
  onChange,
  disabled,
  nameOf,
}: {
  options: SbcSolveOptions;
  onChange: (options: SbcSolveOptions) => void;
  disabled: boolean;
  /** The excluded cards' names. */
  nameOf: NameOf;
}) => {
  const id = useId();
  // The typed text, kept while it is not a number yet (an emptied field, "0."): the solve keeps the last valid one.
  const [time, setTime] = useState(String(options.timeLimitSeconds));
  useEffect(() => {
    // The options changed elsewhere (another panel, the stored ones arriving after hydration): the field
    // follows, unless what is typed already says the same.
    if (Number(time) !== options.timeLimitSeconds) setTime(String(options.timeLimitSeconds));
    // Only a change of the options moves the field (not each keystroke): the text typed is the user's.
  }, [options.timeLimitSeconds]);
  const set = (changes: Partial<SbcSolveOptions>) => onChange({ ...options, ...changes });
  const typed = timeLimitOf(time);
  return (
    <details className="sbc-solve__options">
      <summary>
        Options: {poolWords(options)}, {PRICE_KEY_LABELS[options.priceKey]}, {options.timeLimitSeconds} s per
        solve{keptOutWords(options)}
      </summary>
      <fieldset className="sbc-solve__fields" disabled={disabled}>
        <legend className="visually-hidden">Solve options</legend>
        <Checkbox checked={options.club} onChange={(club) => set({ club })}>
          Use my club
        </Checkbox>
        <Checkbox checked={options.market} onChange={(market) => set({ market })}>
          Buy from the market
        </Checkbox>
        <Checkbox checked={options.keepActiveSquad} onChange={(keepActiveSquad) => set({ keepActiveSquad })}>
          Keep my active squad’s players
        </Checkbox>
        <label className="sbc-solve__field" htmlFor={`${id}-tradeable`}>
          <span>Owned tradeables cost</span>
          <select
            id={`${id}-tradeable`}
            className="select"
            value={options.tradeableCost}
            onChange={(event) => set({ tradeableCost: event.target.value as TradeableCost })}
          >
            {(Object.keys(TRADEABLE_COST_WORDS) as TradeableCost[]).map((key) => (
              <option key={key} value={key}>
                {TRADEABLE_COST_WORDS[key]}
              </option>
            ))}
          </select>
        </label>
        <div className="sbc-solve__field">
          <span aria-hidden="true">Platform</span>
          <PriceKeySwitch
            value={options.priceKey}
            onChange={(priceKey) => set({ priceKey })}
            label="Platform"
          />
        </div>
        <label className="sbc-solve__field" htmlFor={`${id}-time`}>
          <span>Time limit (seconds)</span>
          <input
            id={`${id}-time`}
            className="input sbc-solve__time"
            type="number"
            min={SOLVE_TIME_LIMIT.MIN}
            max={SOLVE_TIME_LIMIT.MAX}
            step={0.5}
            value={time}
            aria-invalid={typed.valid ? undefined : true}
            aria-describedby={typed.valid ? undefined : `${id}-time-problem`}
            onChange={(event) => {
              setTime(event.target.value);
              const entered = timeLimitOf(event.target.value);
              if (entered.valid) set({ timeLimitSeconds: entered.seconds });
            }}
            onBlur={() => {
              // Leaving the field settles it: a number out of range becomes the nearest allowed one (30 → 10),
              // anything else the limit in use, so the field never shows a value the solve does not use.
              if (typed.valid) return;
              const seconds = typed.nearest ?? options.timeLimitSeconds;
              setTime(String(seconds));
              if (seconds !== options.timeLimitSeconds) set({ timeLimitSeconds: seconds });
            }}
          />
        </label>
        {!typed.valid && (
          <p id={`${id}-time-problem`} className="sbc-solve__problem">
            The time limit is {SOLVE_TIME_LIMIT.MIN} to {SOLVE_TIME_LIMIT.MAX} seconds: solving uses{' '}
            {options.timeLimitSeconds} s until then.
          </p>
        )}
        {options.excludedEaIds.length > 0 && (
          <div className="sbc-solve__excluded">
            <span>Excluded players</span>
            <ul aria-label="Excluded players">
              {options.excludedEaIds.map((eaId) => (
                <li key={eaId}>
                  <CardName eaId={eaId} nameOf={nameOf} />{' '}
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    onClick={() => onChange(withAllowed(options, eaId))}
                  >
                    Allow<span className="visually-hidden"> {nameOf(eaId) ?? 'this player'}</span>
                  </button>
                </li>
              ))}
            </ul>
            {options.excludedEaIds.length > 1 && (
              <button
                type="button"
                className="button button--small button--ghost"
                onClick={() => onChange(withAllowed(options))}
              >
                Allow all
              </button>
            )}
          </div>
        )}
      </fieldset>
    </details>
  );
};
