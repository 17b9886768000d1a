export const FAILED_SIGN_IN_LIMIT = 10;
export const FAILED_SIGN_IN_WINDOW_MS = 60_000;

// Past this many addresses, a failure also forgets every address whose failures have all aged out,
// so a stream of one-off addresses cannot grow the map for ever.
const SWEEP_ABOVE_ADDRESSES = 1000;

/**
 * Failed sign-ins per address over a sliding window. In memory: the provider is one process on one
 * machine, with nothing to share the count with.
 */
export class FailedSignIns {
  private readonly byAddress = new Map<string, number[]>();

  constructor(
    private readonly limit = FAILED_SIGN_IN_LIMIT,
    private readonly windowMs = FAILED_SIGN_IN_WINDOW_MS,
  ) {}

  /** Whole seconds until this address may try again; 0 when it may now. */
  retryAfterSeconds(address: string, now: number): number {
    const recent = this.recent(address, now);
    if (recent.length < this.limit) return 0;
    // Free again once enough of the oldest failures have left the window to bring it under the limit.
    const freeingFailure = recent[recent.length - this.limit]!;
    return Math.max(1, Math.ceil((freeingFailure + this.windowMs - now) / 1000));
  }

  record(address: string, now: number): void {
    if (this.byAddress.size > SWEEP_ABOVE_ADDRESSES) this.sweep(now);
    this.byAddress.set(address, [...this.recent(address, now), now]);
  }

  private recent(address: string, now: number): number[] {
    return (this.byAddress.get(address) ?? []).filter((at) => now - at < this.windowMs);
  }

  private sweep(now: number): void {
    for (const [address, failures] of this.byAddress) {
      if (failures.every((at) => now - at >= this.windowMs)) this.byAddress.delete(address);
    }
  }
}
