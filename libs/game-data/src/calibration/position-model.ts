import type { AttributeField } from '@futgg/game-rules';
import {
  FC25_OVERALL_COUNTS,
  FC25_PLAYSTYLE_COUNTS_BY_BAND,
  FC25_POSITION_MODELS,
  FC25_WEAK_FOOT_COUNTS,
} from './fc25-calibration.js';

/** Typed view of one position's figures in fc25-calibration.ts (see its header for their meaning). */
export interface PositionModel {
  share: number;
  meanOverall: number;
  attributes: Partial<Record<AttributeField, readonly [mean: number, slope: number, sd: number]>>;
  height: readonly [mean: number, sd: number];
  leftFootShare: number;
  skillMoves: readonly number[];
  alternativeCounts: readonly number[];
  alternatives: readonly (readonly [number, number])[];
  playstyleWeights: readonly (readonly [number, number])[];
  playstylePlusWeights: readonly (readonly [number, number])[];
}

export const POSITION_MODELS: ReadonlyMap<number, PositionModel> = new Map(
  Object.entries(FC25_POSITION_MODELS as unknown as Record<string, PositionModel>).map(
    ([position, model]) => [Number(position), model],
  ),
);

export const positionModelOf = (position: number): PositionModel => {
  const model = POSITION_MODELS.get(position);
  if (!model) throw new RangeError(`No calibration for position ${position}`);
  return model;
};

export const OVERALL_WEIGHTS: readonly (readonly [number, number])[] = Object.entries(
  FC25_OVERALL_COUNTS,
).map(([overall, count]) => [Number(overall), count] as const);

export const WEAK_FOOT_WEIGHTS: readonly (readonly [number, number])[] = FC25_WEAK_FOOT_COUNTS.map(
  (count, index) => [index + 1, count] as const,
);

/** Mean PlayStyle count (PlayStyle+ included) and mean PlayStyle+ count of a base card of this overall. */
export const playstyleCountsFor = (overall: number): readonly [number, number] => {
  const { bands, meanCountAndPlusCount } = FC25_PLAYSTYLE_COUNTS_BY_BAND;
  let band = 0;
  bands.forEach((low, index) => {
    if (overall >= low) band = index;
  });
  const [count, plus] = meanCountAndPlusCount[band]!;
  return [count, plus];
};

const totalPlayers = OVERALL_WEIGHTS.reduce((sum, [, count]) => sum + count, 0);
export const MEAN_OVERALL =
  OVERALL_WEIGHTS.reduce((sum, [overall, count]) => sum + overall * count, 0) / totalPlayers;
