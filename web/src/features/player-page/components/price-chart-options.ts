import type { ChartData, ChartOptions } from 'chart.js';
import type { PriceHistory, PriceRange } from '@futgg/contracts';

/**
 * The spec's chart constants (second document, section 9). The price chart is a line, so the bar and
 * arc ones have nothing to style here; they are kept with the others for the site's next bar or
 * doughnut chart.
 */
export const CHART_STYLE = {
  MAX_BAR_THICKNESS: 30,
  LINE_WIDTH: 3,
  TENSION: 0.4,
  ARC_BORDER: 4,
  Y_STEP: 10,
  FONT_SIZE: 14,
  FONT_WEIGHT: 700,
} as const;

/**
 * The y axis's steps. Taken literally, "y step size 10" puts a tick every 10 coins, and a card at
 * 1,250,000 would get thousands of ticks (Chart.js stops at 1,000 and warns). We read it as the unit of
 * the steps: every step is a whole multiple of 10 coins (as every market price is, docs/pricing.md),
 * the smallest of 10, 20, 50, 100, 200, 500, … that keeps the axis to at most 10 steps between the
 * range's low and high.
 */
export const Y_MAX_STEPS = 10;
export const priceAxisStep = (low: number, high: number): number => {
  const rough = Math.max(high - low, 0) / Y_MAX_STEPS;
  if (rough <= CHART_STYLE.Y_STEP) return CHART_STYLE.Y_STEP;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 5, 10].map((factor) => factor * magnitude).find((step) => step >= rough) ?? 10 * magnitude;
};

/** Colours from the page's CSS (player-page.css), read by the chart once it is in the document. */
export interface ChartTheme {
  line: string;
  fill: string;
  grid: string;
  text: string;
}

export type PricePoint = PriceHistory['points'][number];

// Short ranges read by the clock, longer ones by the date; in the reader's own time zone (the chart is
// drawn in the browser only).
const TICK_FORMATS: Record<PriceRange, Intl.DateTimeFormatOptions> = {
  hour: { hour: '2-digit', minute: '2-digit' },
  day: { hour: '2-digit', minute: '2-digit' },
  week: { weekday: 'short', day: 'numeric' },
  month: { day: 'numeric', month: 'short' },
  all: { day: 'numeric', month: 'short', year: '2-digit' },
};
const TOOLTIP_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
// The axis in the compact form dense tables use (12.5K, 1.25M; en-GB would write 12.5k), the tooltip
// in full (12,500). Intl's own, not lib/format's: sharing that module with this lazy chunk made the
// bundler split it into a chunk of its own, one more file in every page that shows prices.
const axisCoins = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 });
const coins = new Intl.NumberFormat('en-GB');

export const priceChartData = (
  points: readonly PricePoint[],
  label: string,
  theme: ChartTheme,
): ChartData<'line', { x: number; y: number }[]> => ({
  datasets: [
    {
      label,
      data: points.map(([observedAt, price]) => ({ x: Date.parse(observedAt), y: price })),
      borderColor: theme.line,
      backgroundColor: theme.fill,
      fill: 'start',
    },
  ],
});

export const priceChartOptions = (
  points: readonly PricePoint[],
  range: PriceRange,
  theme: ChartTheme,
  timeZone?: string,
): ChartOptions<'line'> => {
  const prices = points.map(([, price]) => price);
  const times = points.map(([observedAt]) => Date.parse(observedAt));
  const tickTime = new Intl.DateTimeFormat('en-GB', { ...TICK_FORMATS[range], timeZone });
  const tooltipTime = new Intl.DateTimeFormat('en-GB', { ...TOOLTIP_FORMAT, timeZone });
  const font = { size: CHART_STYLE.FONT_SIZE, weight: CHART_STYLE.FONT_WEIGHT };
  const ticks = { color: theme.text, font };
  return {
    responsive: true,
    maintainAspectRatio: false,
    // Points are { x, y } in time order already: Chart.js skips parsing and sorting them.
    parsing: false,
    normalized: true,
    interaction: { mode: 'index', intersect: false },
    elements: {
      line: { borderWidth: CHART_STYLE.LINE_WIDTH, tension: CHART_STYLE.TENSION },
      // Points show on hover only, but a lone observation would draw nothing without its dot.
      point: { radius: points.length === 1 ? 4 : 0, hoverRadius: 5, hitRadius: 8 },
    },
    scales: {
      x: {
        type: 'linear',
        min: Math.min(...times),
        max: Math.max(...times),
        grid: { color: theme.grid },
        ticks: { ...ticks, maxTicksLimit: 6, callback: (value) => tickTime.format(Number(value)) },
      },
      y: {
        type: 'linear',
        grid: { color: theme.grid },
        ticks: {
          ...ticks,
          stepSize: priceAxisStep(Math.min(...prices), Math.max(...prices)),
          maxTicksLimit: Y_MAX_STEPS + 1,
          callback: (value) => axisCoins.format(Number(value)),
        },
      },
    },
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: {
          title: (items) => (items[0] ? tooltipTime.format(items[0].parsed.x ?? 0) : ''),
          label: (item) => `${coins.format(item.parsed.y ?? 0)} coins`,
        },
      },
    },
  };
};
