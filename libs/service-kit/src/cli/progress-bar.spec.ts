import { ProgressBar, progressLine } from './progress-bar.js';

describe('progressLine', () => {
  it('draws a ten-cell bar with the percentage and counts', () => {
    // 9,000 of 20,000 is 45 %: 4.5 cells round to 5.
    expect(progressLine('player items', 9000, 20_000)).toBe('[#####-----]  45% player items 9,000/20,000');
    expect(progressLine('nations', 0, 0)).toBe('[##########] 100% nations 0/0');
  });
});

describe('ProgressBar', () => {
  const output = (isTTY: boolean) => {
    const writes: string[] = [];
    return { isTTY, write: (text: string) => writes.push(text), writes };
  };

  it('redraws one line with \\r on a terminal and ends it on done()', () => {
    const tty = output(true);
    const bar = new ProgressBar(tty);
    bar.update('clubs', 300, 600);
    bar.update('clubs', 600, 600);
    bar.done();
    expect(tty.writes).toEqual([
      '\r[#####-----]  50% clubs 300/600',
      '\r[##########] 100% clubs 600/600',
      '\n',
    ]);
  });

  it('writes plain lines at most once a second elsewhere, and always the finished step', () => {
    const file = output(false);
    let now = 0;
    const bar = new ProgressBar(file, () => now);
    bar.update('player items', 1000, 3000);
    now = 500;
    bar.update('player items', 2000, 3000);
    now = 600;
    bar.update('player items', 3000, 3000);
    expect(file.writes).toEqual([
      '[###-------]  33% player items 1,000/3,000\n',
      '[##########] 100% player items 3,000/3,000\n',
    ]);
  });
});
