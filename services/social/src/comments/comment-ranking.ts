// How the namespace form ranks comments (docs/comments.md "Ranking"). The SQL below orders the rows
// in PostgreSQL; the functions are the same formulas in TypeScript, for the unit tests and for the
// int-spec that checks both agree.

/** 1.96: the normal quantile of a 95 % interval. */
export const WILSON_Z = 1.96;
/** Hours added to a comment's age, so a brand-new comment's score is not divided by almost nothing. */
export const HOT_AGE_OFFSET_HOURS = 2;
/** How fast 'hot' forgets: score / (age + 2)^1.5. */
export const HOT_GRAVITY = 1.5;

/**
 * 'best': the lower bound of the Wilson score interval of the share of upvotes. Few votes give a wide
 * interval and so a low bound: 1 up of 1 ranks below 90 up of 100. No votes: 0.
 */
export const wilsonLowerBound = (upvotes: number, downvotes: number, z = WILSON_Z): number => {
  const n = upvotes + downvotes;
  if (n === 0) return 0;
  const p = upvotes / n;
  const z2 = z * z;
  // With no upvotes the bound is 0 exactly; in floating point it can come out a hair below.
  return Math.max(0, (p + z2 / (2 * n) - z * Math.sqrt((p * (1 - p) + z2 / (4 * n)) / n)) / (1 + z2 / n));
};

/** 'hot': the score (up − down) decaying with age, score / (ageHours + 2)^1.5. */
export const hotScore = (upvotes: number, downvotes: number, ageHours: number): number =>
  (upvotes - downvotes) / Math.pow(Math.max(0, ageHours) + HOT_AGE_OFFSET_HOURS, HOT_GRAVITY);

const Z = WILSON_Z;

/** wilsonLowerBound in SQL, over the integer columns `up` and `down` of the ranked rows. */
export const WILSON_SQL = `(CASE WHEN up + down = 0 THEN 0::float8 ELSE greatest(0::float8,
  ((up::float8 / (up + down)) + ${(Z * Z) / 2} / (up + down)
   - ${Z} * sqrt(((up::float8 / (up + down)) * (1 - up::float8 / (up + down)) + ${(Z * Z) / 4} / (up + down))
     / (up + down)))
  / (1 + ${Z * Z} / (up + down))) END)`;

/** hotScore in SQL, over `up`, `down` and `created_at`, at the database's clock. */
export const HOT_SQL = `((up - down)::float8 / power(greatest(0, extract(epoch FROM now() - created_at) / 3600)
  + ${HOT_AGE_OFFSET_HOURS}, ${HOT_GRAVITY}))`;
