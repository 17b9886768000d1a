import type { ApiClient } from './api-client.js';

type Data<T> = { data: T };
const dataOf = <T>(body: Data<T>) => body.data;

const AUTO_BUILD = { basePath: '/api/squads/auto-build' } as const;

export const AUTO_BUILD_GOALS = ['CHEMISTRY_THEN_RATING', 'RATING_THEN_CHEMISTRY', 'CHEAPEST_FOR_RATING'] as const;
export type AutoBuildGoal = (typeof AUTO_BUILD_GOALS)[number];

export interface AutoBuildSlot {
  group: 'FIELD' | 'SUBSTITUTE' | 'RESERVE';
  positionIdx: number;
  playerEaId: number;
}

export interface StartAutoBuildInput {
  gameYear: number;
  formationId: string;
  goal: AutoBuildGoal;
  /** Coins for the whole XI; absent, no limit. */
  budget?: number | null;
  /** Only for CHEAPEST_FOR_RATING. */
  targetRating?: number | null;
  /** Filled slots kept as they are. */
  lockedSlots: AutoBuildSlot[];
  /** Only cards from the caller's club. */
  clubOnly: boolean;
  manager?: { leagueEaId: number | null; nationEaId: number | null };
}

export type AutoBuildStatus = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED' | 'CANCELLED';

export interface AutoBuildJob {
  jobId: string;
  status: AutoBuildStatus;
  /** 0..100. */
  progress: number;
  result: AutoBuildResult | null;
  error?: string | null;
}

export interface AutoBuildResult {
  slots: AutoBuildSlot[];
  chemistry: number;
  rating: number | null;
  price: number | null;
  /** How far the answer may be from the best (0: proven best). */
  gap: number | null;
}

/** The squad auto-builder's jobs (docs/auto-builder.md): start, follow, cancel. */
export const autoBuilderApi = (client: ApiClient) => ({
  start: (input: StartAutoBuildInput) =>
    client.post<Data<{ jobId: string }>>('', input, AUTO_BUILD).then(dataOf),
  get: (jobId: string) => client.get<Data<AutoBuildJob>>(encodeURIComponent(jobId), AUTO_BUILD).then(dataOf),
  cancel: (jobId: string) =>
    client.post<Data<AutoBuildJob>>(`${encodeURIComponent(jobId)}/cancel`, {}, AUTO_BUILD).then(dataOf),
});
export type AutoBuilderApi = ReturnType<typeof autoBuilderApi>;
