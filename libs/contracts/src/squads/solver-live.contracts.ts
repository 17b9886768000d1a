/** The squads service's solver jobs whose progress streams: the SBC solver's and the auto-builder's. */
export const SOLVER_JOB_KINDS = ['sbc-solve', 'auto-build'] as const;
export type SolverJobKind = (typeof SOLVER_JOB_KINDS)[number];

const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A solver job's changes (core NATS, prefixed like every subject): the squads service publishes the job
 * as its status route answers it at each progress write and when it ends; the gateway's job streams
 * (GET …/{jobId}/stream/) listen. Job ids are random UUIDs, and a stream is opened only after the
 * owner's read of the job: no one else learns a job's subject.
 */
export const SQUADS_LIVE = {
  /** The subject of one job's changes; null for an id that is not a job id (not a UUID). */
  jobSubject: (kind: SolverJobKind, jobId: string): string | null =>
    JOB_ID.test(jobId) ? `squads.live.${kind}.${jobId.toLowerCase()}` : null,
  /** The wildcard over every job's subject (the gateway's NATS permission, k8s nats.conf). */
  ALL: 'squads.live.>',
} as const;
