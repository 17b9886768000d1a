/** A coin or point budget as typed: digits, empty for no limit (the caller reads the number). */
export const BudgetInput = ({
  id,
  value,
  onChange,
}: {
  id?: string;
  value: string;
  onChange: (text: string) => void;
}) => (
  <input
    id={id}
    className="input"
    inputMode="numeric"
    placeholder="No limit"
    value={value}
    onChange={(event) => onChange(event.target.value)}
  />
);

/**
 * A budget field's text as a number, or undefined for no limit (empty, or not a whole number of 0 or
 * more). Thousands separators as people type them ("10,000", "10 000", "10_000") are read.
 */
export const budgetOf = (text: string): number | undefined => {
  const value = Number(text.replace(/[ ,_]/g, ''));
  return text.trim() !== '' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
};
