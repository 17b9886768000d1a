import { spawn } from 'node:child_process';

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

const toMs = (value: string): number => {
  const match = /^([\d.]+)(us|ms|s)$/.exec(value.trim());
  if (!match) return Number.NaN;
  const amount = Number(match[1]);
  return match[2] === 'us' ? amount / 1000 : match[2] === 's' ? amount * 1000 : amount;
};

/** Runs Debian's wrk (one thread) with the given request headers and reads throughput and latency percentiles. */
export const runWrk = (
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
  /** A wrk Lua script (its path), e.g. one that picks a different path per request. */
  script?: string,
): Promise<WrkResult> =>
  new Promise((resolve, reject) => {
    const child = spawn('wrk', [
      ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
      ...(script ? ['-s', script] : []),
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--latency',
      '--timeout',
      '5s',
      url,
    ]);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited ${code}: ${output}`));
      const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
      const p50 = /\s50%\s+(\S+)/.exec(output);
      const p99 = /\s99%\s+(\S+)/.exec(output);
      const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
      const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
      if (!rps || !p50 || !p99) return reject(new Error(`Could not read wrk output:\n${output}`));
      resolve({
        requestsPerSecond: Number(rps[1]),
        p50Ms: toMs(p50[1]!),
        p99Ms: toMs(p99[1]!),
        non2xx: non2xx ? Number(non2xx[1]) : 0,
        errors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
      });
    });
  });

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The medians of repeated runs of one target (errors and non-2xx answers summed). */
export const medianOfRuns = (results: WrkResult[]): WrkResult => ({
  requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
  p50Ms: median(results.map((r) => r.p50Ms)),
  p99Ms: median(results.map((r) => r.p99Ms)),
  non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  errors: results.reduce((sum, r) => sum + r.errors, 0),
});
