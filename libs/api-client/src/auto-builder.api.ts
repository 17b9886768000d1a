import type { ApiClient } from './api-client.js';

type Data<T> = { data: T };
const dataOf = <T>(body: Data<T>) => body.data;

const AUTO_BUILD = { basePath: '/api/squads/auto-build' } as const;

// The auto-builder's request and job as its contract (libs/contracts/src/squads/auto-builder.schemas.ts,
// docs/auto-builder.md) has them. Written out here while that contract was not yet committed; the
// contract's own types can replace these once it is.

export type AutoBuildGoal = 'chemistry' | 'rating' | 'price';
export type AutoBuildStage = 'chemistry' | 'rating' | 'price';

export interface StartAutoBuildInput {
  gameYear: number;
  formationId: string;
  freeFormation?: boolean;
  /** Field slots kept: slot index 0..10 and the card in it. */
  locked?: { slotIndex: number; eaId: number }[];
  manager?: { leagueEaId: number; nationEaId: number } | null;
  goal?: AutoBuildGoal;
  /** Coins the added cards may cost together. */
  budget?: number;
  clubOnly?: boolean;
  priceKey?: 'console' | 'pc';
  constraints?: {
    leagueEaIds?: number[];
    nationEaIds?: number[];
    clubEaIds?: number[];
    rarityEaIds?: number[];
    minCardRating?: number;
    maxCardRating?: number;
    minSquadRating?: number;
    maxSquadRating?: number;
    minChemistry?: number;
  };
  timeLimitSeconds?: number;
}

export interface AutoBuildStageReport {
  stage: AutoBuildStage;
  status: 'optimal' | 'time-limit' | 'interrupted' | 'infeasible' | 'error';
  objective: number | null;
  bound: number | null;
  /** |bound − objective| / max(1, |objective|): 0 when proved optimal. */
  gap: number | null;
  seconds: number;
}

export interface AutoBuildJobShape {
  jobId: string;
  state: 'waiting' | 'active' | 'completed' | 'failed' | 'cancelled';
  progress: {
    stage: AutoBuildStage;
    stageIndex: number;
    stageCount: number;
    elapsedSeconds: number;
    incumbent: number | null;
    bound: number | null;
  } | null;
  result: {
    status: 'optimal' | 'feasible' | 'infeasible' | 'unsolved' | 'cancelled';
    formationId: string | null;
    slots: { slotIndex: number; position: number; eaId: number; overall: number; cost: number; isLocked: boolean }[];
    chemistry: number | null;
    rating: number | null;
    price: number | null;
    stages: AutoBuildStageReport[];
    greedy: { chemistry: number; rating: number; price: number } | null;
    pool: { cards: number; columns: number; removed: number };
    seconds: number;
  } | null;
  /** Why a failed job failed. */
  error: string | null;
}

/** The squad auto-builder's jobs (docs/auto-builder.md): start, follow, cancel; each the caller's own. */
export const autoBuilderApi = (client: ApiClient) => ({
  start: (input: StartAutoBuildInput) =>
    client.post<Data<{ jobId: string }>>('', input, AUTO_BUILD).then(dataOf),
  get: (jobId: string) => client.get<Data<AutoBuildJobShape>>(encodeURIComponent(jobId), AUTO_BUILD).then(dataOf),
  cancel: (jobId: string) =>
    client.post<Data<AutoBuildJobShape>>(`${encodeURIComponent(jobId)}/cancel`, {}, AUTO_BUILD).then(dataOf),
});
export type AutoBuilderApi = ReturnType<typeof autoBuilderApi>;
