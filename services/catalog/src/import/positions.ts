import { POSITION, type PositionName } from '@futgg/game-rules';
import { RowProblem } from './source-card.js';

/** `ST` → 25; unknown names are a row problem naming the column. */
export const positionIdOf = (name: string, column: string): number => {
  const id = POSITION[name.trim().toUpperCase() as PositionName];
  if (id === undefined) throw new RowProblem(`${column} has an unknown position "${name}"`);
  return id;
};

/** Preferred first, then alternatives without repeating the preferred one or each other. */
export const positionFieldsOf = (names: readonly string[], column: string) => {
  const [first, ...rest] = names;
  if (!first) throw new RowProblem(`${column} is empty`);
  const position = positionIdOf(first, column);
  const alternativePositionIds = [
    ...new Set(rest.map((name) => positionIdOf(name, column)).filter((id) => id !== position)),
  ];
  return { position, alternativePositionIds };
};
