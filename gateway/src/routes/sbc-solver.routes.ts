import { SBC_SOLVE_LIMITS, SBC_SOLVER_CONTRACTS, SBC_SOLVER_PREFERENCE_LIMITS } from '@futgg/contracts';
import { bodyOnly, noParameters, simpleQuery } from './path-parameters.js';
import type { QueryParameterDoc, RouteContext, RouteDefinition } from './route-definition.js';

// The squads service's SBC solver routes (docs/sbc-solver.md): a job per request, read and cancelled by
// its owner only (another user's job is 404), and the caller's preferences. Nothing is cached here: every
// answer is the caller's own. The preferences have their own path, not one under /solve/, where a last
// segment is a job id.

const JOB_ID: QueryParameterDoc = {
  name: 'jobId',
  description: 'The job id the start answered.',
  schema: { type: 'string', format: 'uuid' },
};

const jobOf = ({ params, rawQuery }: RouteContext) => {
  simpleQuery(rawQuery, []);
  return { jobId: params['jobId'] };
};

export const SBC_SOLVER_ROUTES: readonly RouteDefinition[] = [
  {
    operationId: 'startSbcSolve',
    method: 'POST',
    path: '/api/fut/sbc/solve/',
    tag: 'SBCs',
    summary: 'Starts solving an SBC for its cheapest squad (a MILP solved by HiGHS); answers `{ jobId }`',
    description:
      'Body: exactly one of `sbcChallengeId`, `sbcSetId` (every challenge of the set from one pool, no card used ' +
      'twice) and `requirements` (custom, the challenges’ own form); `gameYear`; `pool`: `club` (the caller’s ' +
      'club, default true; untradeables cost nothing), `market` (buy at current prices, default true), ' +
      '`tradeableCost` (`market` or `discard`: what spending an owned tradeable card costs), `priceKey`, ' +
      '`lockedEaIds`, `excludedEaIds`, `keepActiveSquad` (never spend the current squad’s players), `duplicates` ' +
      '(`eaId`, `isUntradeable`: spent first); `timeLimitSeconds` per solve (default ' +
      `${SBC_SOLVE_LIMITS.TIME_LIMIT.DEFAULT}, at most ${SBC_SOLVE_LIMITS.TIME_LIMIT.MAX}); \`alternatives\` and ` +
      '`marginalCosts` (default true). Answers are cached by requirements, club version and prices version ' +
      '(docs/sbc-solver.md).',
    contract: SBC_SOLVER_CONTRACTS.start,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    envelope: 'data',
    toPayload: bodyOnly,
  },
  {
    operationId: 'getSbcSolve',
    method: 'GET',
    path: '/api/fut/sbc/solve/:jobId/',
    tag: 'SBCs',
    summary:
      'An SBC solve of the caller: state, progress (phase, challenge, elapsed, incumbent, bound), then the ' +
      'answer (`squad`, `cost`, `gap`, alternatives, marginal costs)',
    contract: SBC_SOLVER_CONTRACTS.get,
    cacheSeconds: 0,
    auth: 'required',
    pathParameters: [JOB_ID],
    envelope: 'data',
    toPayload: jobOf,
  },
  {
    operationId: 'cancelSbcSolve',
    method: 'DELETE',
    path: '/api/fut/sbc/solve/:jobId/',
    tag: 'SBCs',
    summary: 'Cancels an SBC solve of the caller (a running one stops with the best squad found so far)',
    contract: SBC_SOLVER_CONTRACTS.cancel,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    pathParameters: [JOB_ID],
    envelope: 'data',
    toPayload: jobOf,
  },
  {
    operationId: 'getSbcSolverPreferences',
    method: 'GET',
    path: '/api/fut/sbc/solver-preferences/',
    tag: 'SBCs',
    summary: "The caller's SBC solver preferences: the options every solve starts from and the own-requirements form",
    description:
      '`options` (`club`, `market`, `tradeableCost`, `priceKey`, `timeLimitSeconds`, `keepActiveSquad`, ' +
      '`excludedEaIds`), `customRequirements` (the own-requirements form as typed, or null) and `updatedAt` ' +
      '(null, with the default options, for an account that never saved any). Kept in the account so that ' +
      'they follow the user from one device to the next (docs/sbc-solver.md "Preferences").',
    contract: SBC_SOLVER_CONTRACTS.preferences,
    cacheSeconds: 0,
    auth: 'required',
    envelope: 'data',
    toPayload: noParameters,
  },
  {
    operationId: 'updateSbcSolverPreferences',
    method: 'POST',
    path: '/api/fut/sbc/solver-preferences/',
    tag: 'SBCs',
    summary: "Saves the caller's SBC solver preferences; answers them as saved",
    description:
      'Body: `options` (all seven fields), `customRequirements` (the form, or null to empty it), or both. Each ' +
      'part sent replaces the saved one whole; a part not sent stays as it was. At most ' +
      `${SBC_SOLVER_PREFERENCE_LIMITS.MAX_EXCLUDED} excluded players. A field out of range, unknown or ` +
      'missing is a 400 naming it, and nothing is saved. The last write wins (two tabs: the later one).',
    contract: SBC_SOLVER_CONTRACTS.updatePreferences,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    envelope: 'data',
    toPayload: bodyOnly,
  },
];
