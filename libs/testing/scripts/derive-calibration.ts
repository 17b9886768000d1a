// Recomputes the calibration constants of the game-data generator from the public data sets in
// shared/data (never copied into the repository: only aggregate figures are written).
//   npx tsx libs/testing/scripts/derive-calibration.ts          prints the constants file
//   npx tsx libs/testing/scripts/derive-calibration.ts --write  rewrites it in place
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ATTRIBUTE_FIELDS,
  OUTFIELD_ATTRIBUTE_FIELDS,
  POSITION,
  type AttributeField,
} from '@futgg/game-rules';
import { fc25Players, type Fc25Player } from '../src/real-data/fc25-player-ratings.js';
import { fc26ClubCards, fc26FodderPrices } from '../src/real-data/fc26-futgg.js';
import { futbinCards } from '../src/real-data/futbin-cards.js';
import { fc25PlaystyleId } from '@futgg/game-data';

const TARGET = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../game-data/src/calibration/fc25-calibration.ts',
);

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const countBy = <K>(items: readonly K[]) => {
  const counts = new Map<K, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
};
const groupBy = <T, K>(items: readonly T[], key: (item: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};
const sortedRecord = (counts: Map<number, number>) =>
  Object.fromEntries([...counts].sort(([a], [b]) => a - b));

/** Least squares of y on (overall − mean overall): [mean y, slope, residual standard deviation]. */
const linearModel = (players: readonly Fc25Player[], field: AttributeField, meanOverall: number) => {
  const points = players
    .map((player) => [player.overall - meanOverall, player.attributes[field]] as const)
    .filter((point): point is readonly [number, number] => point[1] !== undefined);
  const meanY = mean(points.map(([, y]) => y));
  const sxx = points.reduce((sum, [x]) => sum + x * x, 0);
  const slope = sxx === 0 ? 0 : points.reduce((sum, [x, y]) => sum + x * (y - meanY), 0) / sxx;
  const residual = Math.sqrt(mean(points.map(([x, y]) => (y - meanY - slope * x) ** 2)));
  return [round(meanY, 1), round(slope, 3), round(residual, 1)];
};

const OVERALL_BANDS = [0, 60, 65, 70, 75, 80, 85] as const;
const bandOf = (overall: number) => OVERALL_BANDS.filter((low) => overall >= low).length - 1;

const players = fc25Players();
const byPosition = groupBy(players, (player) => player.position);
const positions = [...byPosition.keys()].sort((a, b) => a - b);

const positionModels = Object.fromEntries(
  positions.map((position) => {
    const group = byPosition.get(position)!;
    const meanOverall = mean(group.map((player) => player.overall));
    const fields = position === POSITION.GK ? ATTRIBUTE_FIELDS : OUTFIELD_ATTRIBUTE_FIELDS;
    const heights = group.map((player) => player.height);
    const meanHeight = mean(heights);
    const alternatives = group.flatMap((player) => player.alternativePositionIds);
    const styles = group.flatMap((player) => [...player.playstyles, ...player.playstylesPlus]);
    const plusStyles = group.flatMap((player) => player.playstylesPlus);
    const styleWeights = (names: string[]) =>
      [...countBy(names.map((name) => fc25PlaystyleId(name)!))]
        .sort(([a], [b]) => a - b)
        .map(([id, count]) => [id, count]);
    return [
      position,
      {
        share: round(group.length / players.length, 4),
        meanOverall: round(meanOverall, 2),
        attributes: Object.fromEntries(
          fields.map((field) => [field, linearModel(group, field, meanOverall)]),
        ),
        height: [round(meanHeight, 1), round(Math.sqrt(mean(heights.map((h) => (h - meanHeight) ** 2))), 1)],
        leftFootShare: round(group.filter((player) => player.foot === 2).length / group.length, 3),
        skillMoves: [1, 2, 3, 4, 5].map(
          (stars) => group.filter((player) => player.skillMoves === stars).length,
        ),
        alternativeCounts: [0, 1, 2, 3].map(
          (count) => group.filter((player) => player.alternativePositionIds.length === count).length,
        ),
        alternatives: [...countBy(alternatives)].sort(([a], [b]) => a - b),
        playstyleWeights: styleWeights(styles),
        playstylePlusWeights: styleWeights(plusStyles),
      },
    ];
  }),
);

const byBand = groupBy(players, (player) => bandOf(player.overall));
const playstyleCounts = OVERALL_BANDS.map((_, band) => {
  const group = byBand.get(band) ?? [];
  return [
    round(mean(group.map((player) => player.playstyles.length + player.playstylesPlus.length)), 2),
    round(mean(group.map((player) => player.playstylesPlus.length)), 3),
  ];
});

const medianPriceBy = (cards: { overall: number; price: number | null }[]) =>
  Object.fromEntries(
    [
      ...groupBy(
        cards.filter((card) => card.price !== null),
        (card) => card.overall,
      ),
    ]
      .sort(([a], [b]) => a - b)
      .map(([overall, group]) => [overall, median(group.map((card) => card.price!))]),
  );
const futbin = futbinCards();
const club = fc26ClubCards();

const constants = {
  FC25_OVERALL_COUNTS: sortedRecord(countBy(players.map((player) => player.overall))),
  FC25_WEAK_FOOT_COUNTS: [1, 2, 3, 4, 5].map(
    (stars) => players.filter((player) => player.weakFoot === stars).length,
  ),
  FC25_PLAYSTYLE_COUNTS_BY_BAND: { bands: OVERALL_BANDS, meanCountAndPlusCount: playstyleCounts },
  FC25_POSITION_MODELS: positionModels,
  FUTBIN_BASE_PRICE_MEDIANS: medianPriceBy(futbin.filter((card) => card.isBase)),
  FUTBIN_SPECIAL_PRICE_MEDIANS: medianPriceBy(futbin.filter((card) => !card.isBase)),
  FC26_FODDER_PRICES: Object.fromEntries(fc26FodderPrices()),
  FC26_CLUB_PRICE_MEDIANS: medianPriceBy(
    club.filter((card) => card.rarity === 'Common' || card.rarity === 'Rare'),
  ),
};

const body = Object.entries(constants)
  .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)} as const;`)
  .join('\n\n');
const file = `// GENERATED by libs/testing/scripts/derive-calibration.ts from shared/data (aggregates only, no rows):
// - FC25_*: EA's FC 25 base ratings (fc25-player-ratings, ${players.length} men). Per position: its share of
//   all players, mean overall, and for every attribute a least-squares line over the overall,
//   [mean, slope per overall point above the position's mean overall, residual standard deviation];
//   height [mean, sd] in cm; left-footed share; skill-move and alternative-position-count histograms;
//   alternative positions and PlayStyle(+) ids (FC 26 numbering) with their counts.
// - FUTBIN_*: median FC 25 Ultimate Team price by overall (fc25-fut-cards-futbin, Sept–Dec 2024).
// - FC26_*: FC 26 fodder prices and the common/rare club-card medians (fc26-fut-club-futgg, July 2026).
// Do not edit by hand: rerun the script with --write.
${body}
`;

if (process.argv.includes('--write')) {
  writeFileSync(TARGET, file);
  console.log(`wrote ${TARGET}`);
} else process.stdout.write(file);
