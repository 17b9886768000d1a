import {
  DESCENDING_PREFIX,
  ENUM_FILTER_FIELDS,
  EXCLUDED_LIST_FILTER_FIELDS,
  FILTER_BOUNDS,
  FLAG_FILTER_FIELDS,
  INCLUDED_LIST_FILTER_FIELDS,
  LIST_ITEM_BOUNDS,
  MAX_LIST_ITEMS,
  RANGE_FILTER_FIELDS,
  RANGE_SUFFIXES,
  SEARCH_MAX_LENGTH,
  SORT_FIELDS,
  SUFFIX_SEPARATOR,
} from '@futgg/game-rules';

/**
 * The filter vocabulary as Markdown for the OpenAPI description, written from game-rules' constants so
 * the documentation can never list a field the codec does not accept (or miss one it does).
 */
export const filterVocabularyMarkdown = (): string => {
  const ranges = RANGE_FILTER_FIELDS.map((field) => {
    const bound = FILTER_BOUNDS[field];
    return `| \`${field}\` | ${bound.min} | ${bound.max} |`;
  });
  const enums = ENUM_FILTER_FIELDS.map(
    (field) => `\`${field}\` (${LIST_ITEM_BOUNDS[field].min}..${LIST_ITEM_BOUNDS[field].max})`,
  );
  return [
    "Filters use the platform's one query language, e.g. `overall__gte=85&leagues=13,53&facePace__gte=90&sort=-price`.",
    '',
    `**Ranges**: \`<field>${SUFFIX_SEPARATOR}<suffix>=<integer>\` with suffix ${RANGE_SUFFIXES.map((s) => `\`${s}\``).join(', ')} (at least, at most, exactly). A value outside its bounds is a 400 naming the parameter. Zero-valued filters (a \`gte\` at the lower bound, empty lists, flags sent as 0) are ignored.`,
    '',
    '| field | min | max |',
    '| --- | --- | --- |',
    ...ranges,
    '',
    `**Lists** (comma-separated integers, at most ${MAX_LIST_ITEMS}): ${INCLUDED_LIST_FILTER_FIELDS.map((f) => `\`${f}\``).join(', ')}; excluded lists: ${EXCLUDED_LIST_FILTER_FIELDS.map((f) => `\`${f}\``).join(', ')}; enumerations: ${enums.join(', ')}. \`positions\` accept position ids and the groups 50 (defenders), 51 (midfielders), 52 (attackers) and match the main or an alternative position.`,
    '',
    `**Flags** (\`=1\`): ${FLAG_FILTER_FIELDS.map((f) => `\`${f}\``).join(', ')}. \`positionsSearchModeAnd\` requires every listed position; \`playstylesSearchModeOr\` accepts any listed playstyle or role instead of all.`,
    '',
    `**Name search**: \`search\` (trimmed, accent- and case-insensitive, at most ${SEARCH_MAX_LENGTH} characters).`,
    '',
    `**Sort**: \`sort=<field>[,<field>…]\`, a leading \`${DESCENDING_PREFIX}\` for descending; fields: ${SORT_FIELDS.map((f) => `\`${f}\``).join(', ')}. Default \`-createdAt\` (newest first). Cards without a price sort last.`,
    '',
    'Unknown parameters, unknown suffixes, malformed lists and repeated parameters are a 400 naming the parameter.',
  ].join('\n');
};
