/**
 * Tables name their columns after the vocabulary in snake_case (`attributeSprintSpeed` →
 * `attribute_sprint_speed`, `priceTrend24h` → `price_trend24h`). One function, so the migration, the
 * repositories and the seed loader can never spell a column two ways.
 */
export const columnOf = (field: string): string =>
  field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export const quoteColumn = (column: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(column))
    throw new Error(`Refusing to quote column ${JSON.stringify(column)}`);
  return `"${column}"`;
};
