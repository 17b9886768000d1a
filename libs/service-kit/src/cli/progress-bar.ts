const BAR_WIDTH = 10;
const PLAIN_EVERY_MS = 1000;

/** `[#####-----] 45% player items 9,000/20,000` */
export const progressLine = (label: string, done: number, total: number): string => {
  const ratio = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(ratio * BAR_WIDTH);
  const count = (value: number) => value.toLocaleString('en-US');
  return `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${String(Math.floor(ratio * 100)).padStart(3)}% ${label} ${count(done)}/${count(total)}`;
};

export interface ProgressOutput {
  isTTY?: boolean;
  write(text: string): unknown;
}

/**
 * Draws progress on a terminal by rewriting one line with `\r`; into a file or pipe it writes a plain
 * line at most once a second and whenever a step finishes, so logs stay short.
 */
export class ProgressBar {
  private lastLength = 0;
  private lastPlainAt = -Infinity;

  constructor(
    private readonly output: ProgressOutput,
    private readonly now: () => number = () => performance.now(),
  ) {}

  update(label: string, done: number, total: number): void {
    const line = progressLine(label, done, total);
    if (this.output.isTTY) {
      this.output.write(`\r${line.padEnd(this.lastLength)}`);
      this.lastLength = line.length;
      return;
    }
    const finished = done >= total;
    if (!finished && this.now() - this.lastPlainAt < PLAIN_EVERY_MS) return;
    this.lastPlainAt = this.now();
    this.output.write(`${line}\n`);
  }

  /** Ends the redrawn line so what follows starts on a fresh one. */
  done(): void {
    if (this.output.isTTY && this.lastLength > 0) this.output.write('\n');
    this.lastLength = 0;
  }
}
