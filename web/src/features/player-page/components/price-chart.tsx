import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Chart, Filler, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Line } from 'react-chartjs-2';
import type { PriceRange } from '@futgg/contracts';
import { priceChartData, priceChartOptions, type ChartTheme, type PricePoint } from './price-chart-options';

// Only what a line over two linear axes needs (Line registers its own controller): Chart.js's other
// controllers, scales and plugins stay out of this chunk.
Chart.register(LineElement, PointElement, LinearScale, Filler, Tooltip);

interface PriceChartProps {
  points: readonly PricePoint[];
  range: PriceRange;
  /** The chart's accessible name. */
  label: string;
  /** The id of the text alternative (lowest, highest, latest) beside the chart. */
  describedBy: string;
}

const readTheme = (element: HTMLElement): ChartTheme => {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    line: read('--chart-line'),
    fill: read('--chart-fill'),
    grid: read('--chart-grid'),
    text: read('--chart-text'),
  };
};

// A browser that cannot draw on a canvas (jsdom in the tests is one) gets the text alternative alone.
const canDraw = () => Boolean(document.createElement('canvas').getContext('2d'));

/**
 * The price history as a Chart.js line. Its own chunk (price-history.tsx imports it lazily, in the
 * browser only), so Chart.js adds nothing to the player page's first load or to the server's render.
 */
const PriceChart = ({ points, range, label, describedBy }: PriceChartProps) => {
  const frame = useRef<HTMLDivElement>(null);
  const [isDrawable] = useState(canDraw);
  const [theme, setTheme] = useState<ChartTheme | null>(null);
  useLayoutEffect(() => {
    if (frame.current) setTheme(readTheme(frame.current));
  }, []);
  const data = useMemo(() => theme && priceChartData(points, label, theme), [points, label, theme]);
  const options = useMemo(() => theme && priceChartOptions(points, range, theme), [points, range, theme]);
  return (
    <div ref={frame} className="price-chart">
      {isDrawable && data && options && (
        <Line data={data} options={options} aria-label={label} aria-describedby={describedBy} />
      )}
    </div>
  );
};
export default PriceChart;
