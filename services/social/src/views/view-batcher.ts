/**
 * Group commit: callers add an item and wait; whenever no write is running, everything waiting is written
 * in one call, and each caller is answered once its item is committed (or failed). Under load the batch
 * grows by itself while the previous write runs; at rest an item is written at the next turn of the event
 * loop, so nothing waits on a timer.
 */
export class GroupCommit<T> {
  private waiting: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private running: Promise<void> | null = null;
  private scheduled = false;

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly maxBatch = 2000,
  ) {}

  add(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves when everything added so far is written. */
  async drain(): Promise<void> {
    while (this.running || this.waiting.length || this.scheduled) {
      if (this.running) await this.running;
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private schedule() {
    if (this.running || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush() {
    if (this.running || !this.waiting.length) return;
    const batch = this.waiting.splice(0, this.maxBatch);
    this.running = this.write(batch.map((entry) => entry.item)).then(
      () => batch.forEach((entry) => entry.resolve()),
      (error: unknown) => batch.forEach((entry) => entry.reject(error)),
    );
    void this.running.finally(() => {
      this.running = null;
      if (this.waiting.length) this.schedule();
    });
  }
}
