import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past its live size before the next full collection: ×4
 * (V8's own heuristic picks about ×1.7 here). Under load the gateway relays ≈ 35 kB of reply per
 * request; with V8's factor it ran a full mark-compact every 300–450 ms (each with 70–120 ms of
 * background marking on a 2-core machine and up to 25 ms of pauses), which made up the tail of the
 * latency. With ×4: 11 instead of 68 full collections over the same load and p99 1.32× instead of 1.77×
 * the one-process baseline (docs/BENCHMARKS.md). The cost is memory under load, not at idle.
 */
export const SERVING_HEAP_GROWING_PERCENT = 300;

/** The V8 flag to set, or null when the process was started with its own value (an operator's choice). */
export const heapGrowingFlag = (execArgv: readonly string[]): string | null =>
  execArgv.some((arg) => /^--heap[-_]growing[-_]percent(=|$)/.test(arg))
    ? null
    : `--heap-growing-percent=${SERVING_HEAP_GROWING_PERCENT}`;

/** Applies SERVING_HEAP_GROWING_PERCENT to this process (V8 reads it at every limit it computes). */
export const growHeapForServing = (): void => {
  const flag = heapGrowingFlag(process.execArgv);
  if (flag) setFlagsFromString(flag);
};
