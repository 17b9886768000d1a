export interface Choice<Value extends string | number> {
  value: Value;
  label: string;
}

/** Choices shown under a heading of their own (an optgroup). */
export interface ChoiceGroup<Value extends string | number> {
  label: string;
  choices: readonly Choice<Value>[];
}

const isGroup = <Value extends string | number>(
  item: Choice<Value> | ChoiceGroup<Value>,
): item is ChoiceGroup<Value> => 'choices' in item;

const optionOf = <Value extends string | number>(choice: Choice<Value>) => (
  <option key={choice.value} value={choice.value}>
    {choice.label}
  </option>
);

/**
 * A select over a list of choices (some of them in groups) that hands back the chosen choice's own
 * value (a number stays a number), not the option's text.
 */
export const ChoiceSelect = <Value extends string | number>({
  id,
  value,
  choices,
  onChange,
}: {
  id?: string;
  value: Value;
  choices: readonly (Choice<Value> | ChoiceGroup<Value>)[];
  onChange: (value: Value) => void;
}) => (
  <select
    id={id}
    className="select"
    value={value}
    onChange={(event) => {
      const chosen = choices
        .flatMap((item) => (isGroup(item) ? item.choices : [item]))
        .find((choice) => String(choice.value) === event.target.value);
      if (chosen) onChange(chosen.value);
    }}
  >
    {choices.map((item) =>
      isGroup(item) ? (
        <optgroup key={item.label} label={item.label}>
          {item.choices.map(optionOf)}
        </optgroup>
      ) : (
        optionOf(item)
      ),
    )}
  </select>
);
