import { shownStatValue, type Card } from '@futgg/game-rules';
import { shownStatFields } from './card-changes';
import { fieldLabel } from './field-labels';

export interface CompareRow {
  key: string;
  label: string;
  group: string;
  values: number[];
  /** The cards do not all show the same value. */
  isDifferent: boolean;
  /** Indexes of the cards holding the row's best (highest) value; none when all are equal. */
  best: number[];
}

const row = (key: string, label: string, group: string, values: number[]): CompareRow => {
  const top = Math.max(...values);
  const isDifferent = values.some((value) => value !== values[0]);
  return {
    key,
    label,
    group,
    values,
    isDifferent,
    best: isDifferent ? values.flatMap((value, index) => (value === top ? [index] : [])) : [],
  };
};

/**
 * The compare screen's rows for two or more cards side by side: headline figures, face stats and the
 * attributes of the first card's kind (keeper or outfield), each marking where the cards differ and
 * which card is best. Higher is better for every row.
 */
export const compareRowsOf = (cards: readonly Card[]): CompareRow[] => {
  const [first] = cards;
  if (!first) return [];
  const { faces, attributes } = shownStatFields(first);
  return [
    row(
      'overall',
      'Overall',
      'Card',
      cards.map((card) => card.overall),
    ),
    row(
      'skillMoves',
      'Skill moves',
      'Card',
      cards.map((card) => card.skillMoves),
    ),
    row(
      'weakFoot',
      'Weak foot',
      'Card',
      cards.map((card) => card.weakFoot),
    ),
    row(
      'positions',
      'Positions',
      'Card',
      cards.map((card) => 1 + card.alternativePositionIds.length),
    ),
    row(
      'playstylesPlus',
      'PlayStyles+',
      'Card',
      cards.map((card) => card.playstylesPlus.length),
    ),
    row(
      'playstyles',
      'PlayStyles',
      'Card',
      cards.map((card) => card.playstyles.length),
    ),
    ...faces.map((field) =>
      row(
        field,
        fieldLabel(field),
        'Face stats',
        cards.map((card) => shownStatValue(card, field)),
      ),
    ),
    ...attributes.map((field) =>
      row(
        field,
        fieldLabel(field),
        'Attributes',
        cards.map((card) => shownStatValue(card, field)),
      ),
    ),
  ];
};
