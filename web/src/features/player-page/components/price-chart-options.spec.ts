import fc from 'fast-check';
import {
  CHART_STYLE,
  priceAxisStep,
  priceChartData,
  priceChartOptions,
  Y_MAX_STEPS,
} from './price-chart-options';

const theme = { line: '#00d27a', fill: 'rgba(0, 210, 122, 0.12)', grid: '#1d2733', text: '#95a3b5' };
const points: [string, number][] = [
  ['2026-11-20T08:00:00.000Z', 12750],
  ['2026-11-20T09:00:00.000Z', 12500],
  ['2026-11-20T10:00:00.000Z', 14000],
];

// The tick callbacks are Chart.js's scriptable options; called here as Chart.js calls them.
type TickCallback = (value: number, index: number, ticks: unknown[]) => string;

describe('priceChartOptions', () => {
  const options = priceChartOptions(points, 'day', theme, 'UTC');

  it("draws the line with the spec's width 3 and tension 0.4", () => {
    expect(options.elements?.line).toMatchObject({ borderWidth: 3, tension: 0.4 });
    expect(CHART_STYLE).toMatchObject({ LINE_WIDTH: 3, TENSION: 0.4, MAX_BAR_THICKNESS: 30, ARC_BORDER: 4 });
  });

  it('writes both axes in 14 px bold (weight 700)', () => {
    for (const axis of ['x', 'y'] as const) {
      expect(options.scales?.[axis]?.ticks?.font).toEqual({ size: 14, weight: 700 });
    }
  });

  it('steps the price axis in multiples of 10 coins, at most 10 steps across the range', () => {
    const ticks = options.scales?.y?.ticks as { stepSize: number; maxTicksLimit: number };
    expect(ticks.stepSize).toBe(200);
    expect(ticks.maxTicksLimit).toBe(Y_MAX_STEPS + 1);
  });

  it('labels the price axis in coins and the time axis by the clock for a day', () => {
    const y = (options.scales?.y?.ticks as { callback: TickCallback }).callback;
    const x = (options.scales?.x?.ticks as { callback: TickCallback }).callback;
    expect(y(12500, 0, [])).toBe('12.5K');
    expect(x(Date.parse('2026-11-20T09:00:00.000Z'), 0, [])).toBe('09:00');
    expect(options.scales?.x).toMatchObject({
      min: Date.parse(points[0]![0]),
      max: Date.parse(points[2]![0]),
    });
  });

  it('shows a lone observation as a dot, many as a line whose points appear on hover', () => {
    expect(priceChartOptions(points.slice(0, 1), 'week', theme).elements?.point?.radius).toBe(4);
    expect(options.elements?.point?.radius).toBe(0);
  });
});

describe('priceChartData', () => {
  it('plots each observation at its instant, in the colours of the page', () => {
    const [dataset] = priceChartData(points, 'Console price', theme).datasets;
    expect(dataset?.data).toEqual(points.map(([at, price]) => ({ x: Date.parse(at), y: price })));
    expect(dataset).toMatchObject({
      label: 'Console price',
      borderColor: theme.line,
      backgroundColor: theme.fill,
    });
  });
});

describe('priceAxisStep', () => {
  it.each([
    [200, 200, 10],
    [200, 300, 10],
    [12_500, 14_000, 200],
    [9_000, 10_000, 100],
    [1_000_000, 1_250_000, 50_000],
    [150, 15_000_000, 2_000_000],
  ])('steps from %i to %i by %i coins', (low, high, step) => {
    expect(priceAxisStep(low, high)).toBe(step);
  });

  it('always steps by a multiple of 10 coins, never more than 10 times across the range', () => {
    const price = fc.integer({ min: 150, max: 15_000_000 });
    fc.assert(
      fc.property(price, price, (a, b) => {
        const [low, high] = a < b ? [a, b] : [b, a];
        const step = priceAxisStep(low, high);
        return step % 10 === 0 && (high - low) / step <= Y_MAX_STEPS;
      }),
    );
  });
});
