export interface Choice<Value extends string | number> {
  value: Value;
  label: string;
}

/**
 * A select over a list of choices that hands back the chosen choice's own value (a number stays a
 * number), not the option's text.
 */
export const ChoiceSelect = <Value extends string | number>({
  id,
  value,
  choices,
  onChange,
}: {
  id?: string;
  value: Value;
  choices: readonly Choice<Value>[];
  onChange: (value: Value) => void;
}) => (
  <select
    id={id}
    className="select"
    value={value}
    onChange={(event) => {
      const chosen = choices.find((choice) => String(choice.value) === event.target.value);
      if (chosen) onChange(chosen.value);
    }}
  >
    {choices.map((choice) => (
      <option key={choice.value} value={choice.value}>
        {choice.label}
      </option>
    ))}
  </select>
);
