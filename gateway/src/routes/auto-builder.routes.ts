import { AUTO_BUILD_TIME_LIMIT, AUTO_BUILDER_CONTRACTS } from '@futgg/contracts';
import { bodyOnly, simpleQuery } from './path-parameters.js';
import type { QueryParameterDoc, RouteDefinition } from './route-definition.js';

// The squads service's auto-builder routes (docs/auto-builder.md): a job per request, read and cancelled
// by its owner only (another user's job is 404). Nothing is cached: every answer is the caller's own.

const JOB_ID: QueryParameterDoc = {
  name: 'jobId',
  description: 'The job id the start answered.',
  schema: { type: 'string', format: 'uuid' },
};

export const AUTO_BUILDER_ROUTES: readonly RouteDefinition[] = [
  {
    operationId: 'startAutoBuild',
    method: 'POST',
    path: '/api/squads/auto-build/',
    tag: 'Squads',
    summary: 'Starts filling a squad’s empty slots exactly (a MILP solved by HiGHS); answers `{ jobId }`',
    description:
      'Body: `gameYear`, `formationId` (e.g. `f433`), `freeFormation` (let the builder choose it), `locked` ' +
      '(`slotIndex`, `eaId`: kept), `manager` (`leagueEaId`, `nationEaId`), `goal` (`chemistry`: chemistry, then rating, ' +
      'then price; `rating`: rating, then chemistry, then price; `price`: cheapest squad meeting the constraints), ' +
      '`budget` (coins for the added cards), `clubOnly` (only the caller’s club; untradeables cost 0), `priceKey`, ' +
      '`constraints` (`leagueEaIds`, `nationEaIds`, `clubEaIds`, `rarityEaIds`, `minCardRating`, `maxCardRating`, ' +
      `\`minSquadRating\`, \`maxSquadRating\`, \`minChemistry\`), \`event\` (\`product\`, \`guid\`: a pro-competition ` +
      `event whose whole ruleset every answer passes; unknown: 404 naming \`event.guid\`; a formation or locked card ` +
      `it forbids: 400 naming \`formationId\` or \`locked\`; per-slot rating ranges with \`freeFormation\`: 400 ` +
      `naming \`event\`) and \`timeLimitSeconds\` per stage (default ` +
      `${AUTO_BUILD_TIME_LIMIT.DEFAULT}, at most ${AUTO_BUILD_TIME_LIMIT.MAX}). Each stage reports its status, bound and ` +
      'proven gap (docs/auto-builder.md).',
    contract: AUTO_BUILDER_CONTRACTS.start,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    envelope: 'data',
    toPayload: bodyOnly,
  },
  {
    operationId: 'getAutoBuild',
    method: 'GET',
    path: '/api/squads/auto-build/:jobId/',
    tag: 'Squads',
    summary: 'An auto-build job of the caller: state, progress (stage, elapsed, incumbent, bound) and result',
    contract: AUTO_BUILDER_CONTRACTS.get,
    cacheSeconds: 0,
    auth: 'required',
    pathParameters: [JOB_ID],
    envelope: 'data',
    toPayload: ({ params, rawQuery }) => {
      simpleQuery(rawQuery, []);
      return { jobId: params['jobId'] };
    },
  },
  {
    operationId: 'cancelAutoBuild',
    method: 'POST',
    path: '/api/squads/auto-build/:jobId/cancel/',
    tag: 'Squads',
    summary: 'Cancels an auto-build job of the caller (a running one stops with the best squad found so far)',
    contract: AUTO_BUILDER_CONTRACTS.cancel,
    cacheSeconds: 0,
    isWrite: true,
    auth: 'required',
    pathParameters: [JOB_ID],
    envelope: 'data',
    toPayload: ({ params, rawQuery }) => {
      simpleQuery(rawQuery, []);
      return { jobId: params['jobId'] };
    },
  },
];
