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
