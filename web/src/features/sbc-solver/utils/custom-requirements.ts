import {
  FORMATIONS,
  type QualityTier,
  type SbcCountScope,
  type SbcGroupScope,
  type SbcRuleV1,
} from '@futgg/game-rules';
import type { SbcRequirementsDraft } from '@futgg/contracts';

/**
 * The custom requirements form's state (docs/sbc-solver-web.md "Your own requirements"): the fields as
 * typed, so a half-typed number is kept while the user types, and `rulesOf` turning them into the
 * challenges' own rules (version 1) or naming the first thing wrong.
 */

/** "Players from <scope> …: min/max": the ones of these leagues (nations, clubs, rarities, tiers). */
export interface CountRow {
  key: number;
  kind: 'count';
  scope: SbcCountScope;
  ids: number[];
  tiers: QualityTier[];
  min: string;
  max: string;
}

/** "Players from the same <scope>" (the largest group) or "Different <scope>s" (how many groups). */
export interface GroupRow {
  key: number;
  kind: 'same' | 'different';
  scope: SbcGroupScope;
  min: string;
  max: string;
}

export type RequirementRow = CountRow | GroupRow;

export interface CustomRequirements {
  rating: string;
  chemistry: string;
  /** The formations allowed; none for any formation. */
  formationIds: string[];
  /** "Players rated at least <ratedValue>: min <ratedCount>" ('' count: every player). */
  ratedValue: string;
  ratedCount: string;
  rows: RequirementRow[];
}

export const EMPTY_REQUIREMENTS: CustomRequirements = {
  rating: '',
  chemistry: '',
  formationIds: [],
  ratedValue: '',
  ratedCount: '',
  rows: [],
};

/** A squad is 11 players: the solver models no other size. */
const SQUAD_SIZE = 11;

export const SCOPE_WORDS: Record<SbcCountScope, { one: string; many: string }> = {
  league: { one: 'league', many: 'leagues' },
  nation: { one: 'nation', many: 'nations' },
  club: { one: 'club', many: 'clubs' },
  rarity: { one: 'rarity', many: 'rarities' },
  quality: { one: 'quality', many: 'qualities' },
};

export const newRow = (kind: RequirementRow['kind'], key: number): RequirementRow =>
  kind === 'count'
    ? { key, kind, scope: 'league', ids: [], tiers: [], min: '1', max: '' }
    : { key, kind, scope: 'league', min: kind === 'different' ? '' : '1', max: '' };

type Read = { ok: true; value: number | undefined } | { ok: false };

/** A whole number from `low` to `high`, or nothing for an empty field. */
const wholeIn = (text: string, low: number, high: number): Read => {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: undefined };
  if (!/^\d+$/.test(trimmed)) return { ok: false };
  const value = Number(trimmed);
  return value >= low && value <= high ? { ok: true, value } : { ok: false };
};

const boundsOf = (row: RequirementRow, which: string): { min?: number; max?: number } | string => {
  const min = wholeIn(row.min, 0, SQUAD_SIZE);
  const max = wholeIn(row.max, 0, SQUAD_SIZE);
  if (!min.ok || !max.ok) return `${which}: min and max are whole numbers from 0 to ${SQUAD_SIZE}.`;
  if (min.value === undefined && max.value === undefined) return `${which}: give a min, a max or both.`;
  if (min.value !== undefined && max.value !== undefined && min.value > max.value)
    return `${which}: the min is above the max.`;
  return {
    ...(min.value === undefined ? {} : { min: min.value }),
    ...(max.value === undefined ? {} : { max: max.value }),
  };
};

const rowRule = (row: RequirementRow, index: number): SbcRuleV1 | string => {
  const which = `Requirement ${index + 1}`;
  const bounds = boundsOf(row, which);
  if (typeof bounds === 'string') return bounds;
  if (row.kind !== 'count')
    return { type: row.kind === 'same' ? 'sameCount' : 'differentCount', scope: row.scope, ...bounds };
  if (row.scope === 'quality') {
    if (row.tiers.length === 0) return `${which}: choose bronze, silver or gold.`;
    return { type: 'playerCount', scope: 'quality', tiers: [...row.tiers], ...bounds };
  }
  if (row.ids.length === 0) return `${which}: choose at least one ${SCOPE_WORDS[row.scope].one}.`;
  return { type: 'playerCount', scope: row.scope, ids: [...row.ids], ...bounds };
};

/** The form as the solver's requirements, or the first thing wrong with it in words. */
export const rulesOf = (form: CustomRequirements): { rules: SbcRuleV1[] } | { problem: string } => {
  const rules: SbcRuleV1[] = [];
  const rating = wholeIn(form.rating, 1, 99);
  if (!rating.ok) return { problem: 'The squad rating is a whole number from 1 to 99.' };
  if (rating.value !== undefined) rules.push({ type: 'squadRatingMin', value: rating.value });
  const chemistry = wholeIn(form.chemistry, 0, 33);
  if (!chemistry.ok) return { problem: 'The team chemistry is a whole number from 0 to 33.' };
  if (chemistry.value !== undefined) rules.push({ type: 'teamChemistryMin', value: chemistry.value });
  if (form.formationIds.length) rules.push({ type: 'formation', formationIds: [...form.formationIds] });
  const rated = wholeIn(form.ratedValue, 1, 99);
  const ratedCount = wholeIn(form.ratedCount, 1, SQUAD_SIZE);
  if (!rated.ok) return { problem: 'The players’ rating is a whole number from 1 to 99.' };
  if (!ratedCount.ok) return { problem: `How many players: a whole number from 1 to ${SQUAD_SIZE}.` };
  if (rated.value === undefined && ratedCount.value !== undefined)
    return { problem: 'Give the rating those players need.' };
  if (rated.value !== undefined)
    rules.push({
      type: 'playerRatingMin',
      value: rated.value,
      ...(ratedCount.value === undefined ? {} : { count: ratedCount.value }),
    });
  for (const [index, row] of form.rows.entries()) {
    const rule = rowRule(row, index);
    if (typeof rule === 'string') return { problem: rule };
    rules.push(rule);
  }
  if (rules.length === 0) return { problem: 'Add at least one requirement.' };
  return { rules: [...rules, { type: 'playerTotal', value: SQUAD_SIZE }] };
};

const COUNT_SCOPE_NAMES: readonly SbcCountScope[] = ['league', 'nation', 'club', 'rarity', 'quality'];
const GROUP_SCOPE_NAMES: readonly SbcGroupScope[] = ['league', 'nation', 'club'];
const TIER_NAMES: readonly QualityTier[] = ['bronze', 'silver', 'gold'];

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 8;
const isList = <T>(value: unknown, item: (one: unknown) => one is T): value is T[] =>
  Array.isArray(value) && value.length <= 1000 && value.every(item);
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

const storedRow = (value: unknown, key: number): RequirementRow | null => {
  const row = value as Partial<Record<keyof CountRow | keyof GroupRow, unknown>> | null;
  if (!row || typeof row !== 'object' || !isText(row.min) || !isText(row.max)) return null;
  if (row.kind === 'count' && COUNT_SCOPE_NAMES.includes(row.scope as SbcCountScope)) {
    const tiers = row.tiers ?? [];
    if (
      !isList(row.ids, isId) ||
      !isList(tiers, (tier): tier is QualityTier => TIER_NAMES.includes(tier as QualityTier))
    )
      return null;
    return {
      key,
      kind: 'count',
      scope: row.scope as SbcCountScope,
      ids: row.ids,
      tiers,
      min: row.min,
      max: row.max,
    };
  }
  if (
    (row.kind === 'same' || row.kind === 'different') &&
    GROUP_SCOPE_NAMES.includes(row.scope as SbcGroupScope)
  )
    return { key, kind: row.kind, scope: row.scope as SbcGroupScope, min: row.min, max: row.max };
  return null;
};

/**
 * A form read back from the browser's storage, or null when it is not one (another version's, or
 * edited by hand): the form then starts empty. Rows get fresh keys.
 */
export const storedRequirementsOf = (value: unknown): CustomRequirements | null => {
  const form = value as Partial<Record<keyof CustomRequirements, unknown>> | null;
  if (!form || typeof form !== 'object') return null;
  const { rating, chemistry, formationIds, ratedValue, ratedCount } = form;
  if (![rating, chemistry, ratedValue, ratedCount].every(isText)) return null;
  if (!isList(formationIds, (id): id is string => typeof id === 'string' && id.length <= 16)) return null;
  if (!Array.isArray(form.rows) || form.rows.length > 50) return null;
  const rows = form.rows.map((row, index) => storedRow(row, index + 1));
  if (rows.some((row) => row === null)) return null;
  return {
    rating: rating as string,
    chemistry: chemistry as string,
    // A formation the game no longer has is left out.
    formationIds: formationIds.filter((id) => FORMATIONS.some((formation) => formation.id === id)),
    ratedValue: ratedValue as string,
    ratedCount: ratedCount as string,
    rows: rows as RequirementRow[],
  };
};

/**
 * The form as the account keeps it (the contract's SbcRequirementsDraft): the rows without their keys,
 * which are the page's; null for an empty form.
 */
export const draftOf = (form: CustomRequirements): SbcRequirementsDraft | null => {
  const isEmpty =
    [form.rating, form.chemistry, form.ratedValue, form.ratedCount].every((text) => text.trim() === '') &&
    form.formationIds.length === 0 &&
    form.rows.length === 0;
  if (isEmpty) return null;
  return {
    rating: form.rating,
    chemistry: form.chemistry,
    formationIds: [...form.formationIds],
    ratedValue: form.ratedValue,
    ratedCount: form.ratedCount,
    rows: form.rows.map(({ key: _key, ...row }) =>
      row.kind === 'count' ? { ...row, ids: [...row.ids], tiers: [...row.tiers] } : row,
    ),
  };
};
